"""Python's garbage collections kept short on the window's thread.

A full collection looks at every object the program holds; with a game open (its board, its states,
the map's pictures) and the reader's tables built, that was 0.3-0.5 s on a loaded machine, during
which no thread runs: the window stopped, at moments no GM action explains (seen at the end of a
pasted message of 2,000 lines). What is made once and kept (the program's modules at start-up, an
open game, the reader's tables once it is warm) is moved out of the collector's sight
(`gc.freeze`): a later full collection looks only at what was made since.

`watch(path)` (the probe, app/window/probe.py) writes each collection's time to `path`: when it
ended (seconds since the epoch), its generation, how long it took (ms), one a line."""

from __future__ import annotations

import gc
import time
from pathlib import Path


_program = False        # `berthier gui` (app/window/launch.py), not a test's window: freeze there only


def start() -> None:
    """The program's window is up (app/window/launch.py): what it holds is frozen, and from now on
    at each `freeze`."""
    global _program
    _program = True
    gc.freeze()


def freeze() -> None:
    """Everything the program holds now is kept out of later collections (a game opened, the reader
    warm); garbage among it stays until the program ends, a game's worth at most. Only in the program
    (`start`): the tests open hundreds of windows in one process."""
    if _program:
        gc.freeze()


class _Watch:
    def __init__(self, path: Path):
        self.path = path
        self.started = 0.0

    def __call__(self, phase: str, info: dict) -> None:
        if phase == "start":
            self.started = time.perf_counter()
            return
        took = (time.perf_counter() - self.started) * 1000
        if took >= 1.0 or info.get("generation") == 2:
            with self.path.open("a", encoding="utf-8") as log:
                log.write(f"{time.time():.3f} {info.get('generation')} {took:.1f}\n")


def watch(path: Path) -> None:
    """Write each collection of 1 ms or more, and every full one, to `path`."""
    gc.callbacks.append(_Watch(path))
