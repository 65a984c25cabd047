"""What lets `berthier --help` and `--version` answer at once: a verb's code, its arguments and the
parts of its help that come from the engine are loaded only when that verb is run or its help shown."""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Callable
from typing import Any


class Later(str):
    """A help text or default computed when it is first needed (a list of rulesets, of forums). A str
    (empty until VerbParser makes it) so that argparse takes it where it wants a text."""

    make: Callable[[], Any]

    def __new__(cls, make: Callable[[], Any]) -> Later:
        text = super().__new__(cls, "")
        text.make = make
        return text


class Verbs:
    """A verb module, imported when one of its verbs runs: `Verbs("app.cli.verbs").new`."""

    def __init__(self, module: str):
        self.module = module

    def __getattr__(self, name: str) -> Callable[[argparse.Namespace], Any]:
        module = self.module

        def run(args: argparse.Namespace) -> Any:
            return getattr(importlib.import_module(module), name)(args)

        run.__qualname__ = run.__name__ = name
        return run


class Formatter(argparse.HelpFormatter):
    """argparse's help formatter, the terminal's width found as shutil finds it but without loading shutil
    (and the archive modules it loads): argparse makes a formatter for every argument added, to check it."""

    def __init__(self, prog: str, indent_increment: int = 2, max_help_position: int = 24, width: int | None = None):
        super().__init__(prog, indent_increment, max_help_position, _columns() - 2 if width is None else width)


def _columns() -> int:
    """shutil.get_terminal_size().columns: $COLUMNS, else the terminal's, else 80."""
    try:
        columns = int(os.environ["COLUMNS"])
    except (KeyError, ValueError):
        columns = 0
    if columns <= 0:
        try:
            columns = os.get_terminal_size(sys.__stdout__.fileno()).columns     # type: ignore[union-attr]
        except (AttributeError, ValueError, OSError):
            columns = 0
    return columns or 80


class VerbParser(argparse.ArgumentParser):
    """A parser whose arguments may be added by `fill(parser)` on first use, and whose description,
    help texts and defaults may be `Later`."""

    def __init__(self, *args: Any, fill: Callable[[argparse.ArgumentParser], Any] | None = None, **kwargs: Any):
        kwargs.setdefault("formatter_class", Formatter)
        super().__init__(*args, **kwargs)
        self._fill = fill

    def _complete(self) -> None:
        """The arguments and their defaults: what parsing needs."""
        if self._fill is not None:
            fill, self._fill = self._fill, None
            fill(self)
        for action in self._actions:
            if isinstance(action.default, Later):
                action.default = action.default.make()

    def _texts(self) -> None:
        """The description and help texts too: what the help shows (a ruleset list imports every ruleset)."""
        self._complete()
        if isinstance(self.description, Later):
            self.description = self.description.make()
        for action in self._actions:
            if isinstance(action.help, Later):
                action.help = action.help.make()

    def parse_known_args(self, args=None, namespace=None):
        self._complete()
        return super().parse_known_args(args, namespace)

    def format_help(self) -> str:
        self._texts()
        return super().format_help()

    def format_usage(self) -> str:
        self._complete()
        return super().format_usage()


class Into:
    """Stands for the subparsers given to a module's `add_parser(subparsers)`: the verb's parser is made
    already (so that `berthier --help` lists it), the module adds its description and arguments."""

    def __init__(self, parser: argparse.ArgumentParser):
        self.parser = parser

    def add_parser(self, name: str, help: str | None = None, **kwargs: Any) -> argparse.ArgumentParser:
        for key, value in kwargs.items():
            setattr(self.parser, key, value)
        return self.parser
