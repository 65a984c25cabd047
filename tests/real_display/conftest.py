"""The real-display layer: the window under Xvfb with a window manager, driven by xdotool.

Each module is marked `real_display` (run them alone with `./test.sh -m real_display`); skipped,
saying what is missing, only when Xvfb, xdotool or a window manager are not installed (./test.sh
installs them)."""

from __future__ import annotations

import io
import shutil
from collections.abc import Callable
from contextlib import redirect_stdout
from pathlib import Path

import pytest

from tests.real_display.screen import Berthier, Screen, missing_tools



@pytest.fixture(scope="session")
def screen():
    absent = missing_tools()
    if absent:
        pytest.skip(f"no real display for these tests: {', '.join(absent)} not installed "
                    f"(./test.sh installs them on Debian)")
    s = Screen(1366, 768)
    yield s
    s.close()


GAMES = {"napoleonic": ("napoleonic", "europe1805"), "classic": ("classic", "classic-europe"),
         "eia": ("eia", "eia-europe"), "succheesion": ("succheesion", "mausropa")}


class Templates(dict):
    """The bundled game of each ruleset (GAMES), created the first time a test asks for it."""

    def __init__(self, folder):
        super().__init__()
        self.folder = folder

    def __missing__(self, name: str):
        from app.cli.main import main
        ruleset, map_name = GAMES[name]
        path = self.folder / f"{name}.berthier"
        with redirect_stdout(io.StringIO()):
            assert main(["new", str(path), "--map", map_name, "--ruleset", ruleset]) == 0
        self[name] = path
        return path


@pytest.fixture(scope="session")
def game_templates(tmp_path_factory):
    """The bundled napoleonic Europe 1805, classic Europe, EiA and succheesion games, each created once."""
    return Templates(tmp_path_factory.mktemp("games"))


@pytest.fixture
def start(screen, game_templates, tmp_path):
    """start("napoleonic") opens the window on a fresh copy of that game (with `env` added to the
    program's environment, `prepare(path)` run on the copy first); closed after the test."""
    opened: list[Berthier] = []

    def start_(game: str, env: dict[str, str] | None = None, prepare: Callable[[Path], None] | None = None) -> Berthier:
        path = tmp_path / game_templates[game].name
        shutil.copy(game_templates[game], path)
        if prepare is not None:                     # the game set up before the GM opens it
            prepare(path)
        berthier = Berthier(screen, path, tmp_path / "home", env)
        opened.append(berthier)
        return berthier
    yield start_
    for berthier in opened:
        berthier.close()
