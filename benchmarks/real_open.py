"""A game opened on a real screen with players' letters stored (the first nations' orders), the reader
slowed as on a loaded machine or not: from the program's start to every stored letter read (the first
nation's in its editor, the others' rows in the nations' list), the longest stall of the window's
thread meanwhile, and the garbage collections.

    python benchmarks/real_paste.py --open [RULESET ...] [--slow SECONDS] [--shots FOLDER]

Prints one line a ruleset: `napoleonic  open  done 6.10 s  longest stall 0.31 s ...`. No test times
this (tests/real_display/test_open_letters.py asks only that the window does not stop for the letters)."""

from __future__ import annotations

import time
from pathlib import Path

from tests.real_display.conftest import Templates
from tests.real_display.letters import LETTERS, READ
from tests.real_display.screen import Berthier, Screen, wait_for
from tests.real_display.test_gm_edit_letters import with_letters
from tests.real_display.test_open_letters import _rows


def run(rulesets: list[str], slow: float, work: Path, shots: str | None) -> list[dict]:
    from benchmarks.real_paste import figures
    templates = Templates(work)
    screen = Screen(1366, 768)
    out = []
    try:
        for ruleset in rulesets:
            letter = LETTERS[ruleset]
            path = work / f"open-{ruleset}.berthier"
            nations = with_letters(templates[ruleset], path, letter.text)
            env = {"BERTHIER_TEST_SLOW_READING": str(slow)} if slow else {}
            started = time.time()
            gm = Berthier(screen, path, work / f"home-{ruleset}", env)
            try:
                wait_for("every letter read", lambda: READ.match(gm.text_of("status") or "")
                         and all("problem" in _rows(gm).get(n, "") for n in nations), timeout=300, every=0.05)
                took = time.time() - started
                time.sleep(1.0)                      # a stall still under way is written when it ends
                if shots:
                    screen.screenshot(Path(shots) / f"real-open-{ruleset}.png")
                out.append({"ruleset": ruleset, **figures(gm, "open", started, took)})
            finally:
                gm.close()
    finally:
        screen.close()
    return out
