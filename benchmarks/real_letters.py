"""A player's letter read by the GM on a real screen, in a game of each ruleset (Xvfb at 1366x768, a
window manager, the keys and clicks sent by xdotool as tests/real_display does): the letter pasted
into the first nation's orders (orders, a line refused, a line asked, chatter), a choice written by
Alt+1 and another clicked with the mouse, a line corrected by typing, Ctrl+Z and Ctrl+Y, the orders
saved and the turn resolved and committed. Each step is timed from its key press (or click) to the
window showing its result, with the longest stall of the window's thread meanwhile.

    python benchmarks/real_paste.py --letters [classic eia napoleonic succheesion] [--shots FOLDER]

Prints one line a step: `classic  paste  done 0.41 s  longest stall 0.00 s`. The lines of each
letter that have choices, a fix or a refusal are found by reading the letter as the window will
(`Game.check_orders`), so the letters can change with the reader. No test times this."""

from __future__ import annotations

import io
import shutil
import tempfile
import time
from collections.abc import Callable
from contextlib import redirect_stdout
from pathlib import Path

from tests.real_display.letters import LETTERS, Letter, evening, plan
from tests.real_display.screen import Berthier, Screen, wait_for


def timed(gm: Berthier, name: str, act: Callable[[], None], done: Callable[[], object], shots: Path | None,
          ruleset: str, timeout: float = 60.0) -> dict:
    """Do `act` (keys or a click), wait until `done()`; how long it took and the window's stalls."""
    began = time.time()
    act()
    wait_for(f"{ruleset}: {name} done", done, timeout=timeout, every=0.05)
    took = time.time() - began
    time.sleep(0.5)                         # a stall still under way is written when it ends
    stalls = gm.stalls(began)
    if shots is not None:
        gm.screen.screenshot(shots / f"{ruleset}-{name}.png")
    return {"ruleset": ruleset, "step": name, "done": took, "longest": max(stalls, default=0) / 1000}


def drive(screen: Screen, letter: Letter, work: Path, shots: Path | None) -> list[dict]:
    from app.cli.main import main
    game = work / f"{letter.ruleset}.berthier"
    with redirect_stdout(io.StringIO()):
        assert main(["new", str(game), "--map", letter.map, "--ruleset", letter.ruleset]) == 0
    gm = Berthier(screen, game, work / "home")
    figures: list[dict] = []

    def step(name: str, act: Callable[[], None], done: Callable[[], object], timeout: float = 60.0) -> None:
        figures.append(timed(gm, name, act, done, shots, letter.ruleset, timeout))
    try:
        wait_for("the reader warm", lambda: (gm.probe / "reader.warm").exists(), timeout=60)
        evening(gm, letter, plan(game, letter), step)
        return figures
    finally:
        gm.close()


def run(rulesets: list[str], shots: str | None) -> list[dict]:
    folder = Path(shots) if shots else None
    if folder is not None:
        folder.mkdir(parents=True, exist_ok=True)
    screen = Screen(1366, 768)
    figures: list[dict] = []
    try:
        for ruleset in rulesets:
            work = Path(tempfile.mkdtemp(prefix=f"berthier-letter-{ruleset}-"))
            try:
                figures.extend(drive(screen, LETTERS[ruleset], work, folder))
            finally:
                shutil.rmtree(work, ignore_errors=True)
    finally:
        screen.close()
    return figures
