"""A player's letter pasted on a real screen in two rulesets, the reader slowed as on a loaded machine
(the probe's BERTHIER_TEST_SLOW_READING): the window answers while the letter is read (a letter of
ten lines was read on the window's thread, which stopped as long); once read, what it gave is said
under it and the cursor is on its first refused line, that line's problem marked in the list and its
choices shown (the verdict shown was the last line's, out of sight); the refused line's reason is
said once, in the list, not again under the text; lines typed while a reading is under way are kept
and read, and Ctrl+Z and Ctrl+Y undo and redo them as before."""

from __future__ import annotations

import time

import pytest

from tests.real_display.letters import LETTERS, READ
from tests.real_display.screen import wait_for

pytestmark = pytest.mark.real_display

SLOW = 1.5                  # seconds more for every reading: the window must not stop for them
TYPED = "Vive la France"


def refused_lines(game, letter) -> list[int]:
    from engine.game.gamefile import Game
    opened = Game.open(game)
    try:
        sheet = opened.check_orders(letter.nation, letter.text)
    finally:
        opened.close()
    return sorted({p.line for p in sheet.problems})


def read(gm, text: str) -> bool:
    return gm.text_of("ordersText") == text and READ.match(gm.text_of("status") or "") is not None


def step_until(gm, key: str, text: str, most: int = 4) -> None:
    """Press `key` (Ctrl+Z, Ctrl+Y) one step at a time until the orders' text is `text`."""
    for _ in range(most):
        before = gm.text_of("ordersText")
        if before == text:
            return
        gm.keys(key)
        wait_for(f"{key} done", lambda: gm.text_of("ordersText") != before, timeout=20)
    assert gm.text_of("ordersText") == text


@pytest.mark.parametrize("ruleset", ["napoleonic", "classic"])
def test_a_letter_is_read_while_the_window_answers_and_its_first_refused_line_is_shown(start, ruleset):
    gm = start(ruleset, {"BERTHIER_TEST_SLOW_READING": str(SLOW)})
    letter = LETTERS[ruleset]
    refused = refused_lines(gm.game, letter)
    first = refused[0]
    wait_for("the reader warm", lambda: (gm.probe / "reader.warm").exists(), timeout=60)
    gm.keys("alt+Down", "alt+Up")                           # the first nation's orders, the cursor in them
    gm.still()
    pasted = time.time()
    gm.paste(letter.text)
    wait_for("the letter read", lambda: read(gm, letter.text), timeout=60)
    took = time.time() - pasted
    longest = max(gm.stalls(pasted), default=0)
    assert took > SLOW and longest < SLOW * 1000 * 2 / 3, \
        f"the window stopped {longest:.0f} ms of the {took * 1000:.0f} ms the letter took to read"

    said = wait_for("what the paste gave", lambda: (gm.text_of("lineVerdict") or "").startswith("Pasted:")
                    and gm.text_of("lineVerdict"))
    gm.shoot(f"paste-{ruleset}-read")
    assert f"{len(refused)} refused" in said and f"Line {first}, the first refused, is under the cursor" in said
    marked = gm.text_of("problems") or ""
    assert marked.startswith(f"Line {first}: "), marked      # the cursor's line's problem, marked
    reason = marked.split(": ", 2)[-1]
    assert reason not in said                                # said once: in the list

    gm.keys("Down")                                          # the GM moves off and back: the line's verdict
    wait_for("the line below marked", lambda: not (gm.text_of("problems") or "").startswith(f"Line {first}: "))
    gm.keys("Up")
    wait_for("the line marked again", lambda: (gm.text_of("problems") or "").startswith(f"Line {first}: "))
    assert not (gm.text_of("lineVerdict") or "").startswith("Pasted:"), "the paste's summary stayed"
    assert reason not in (gm.text_of("lineVerdict") or ""), "the refused line's reason said twice"

    gm.keys("ctrl+End", "Return")                            # a line typed while it is read is kept
    gm.type("Vive")
    wait_for("the reading under way", lambda: (gm.text_of("status") or "").startswith("Checking"), timeout=30)
    gm.type(" la France")
    typed = letter.text + "\n" + TYPED
    wait_for("the typed line read", lambda: read(gm, typed), timeout=60)
    gm.shoot(f"paste-{ruleset}-typed")
    step_until(gm, "ctrl+z", letter.text)                   # Qt keeps the typing as one step or a few
    wait_for("the letter back, read", lambda: read(gm, letter.text), timeout=60)
    step_until(gm, "ctrl+y", typed)
    wait_for("the typing redone, read", lambda: read(gm, typed), timeout=60)
    assert max(gm.stalls(pasted), default=0) < SLOW * 1000 * 2 / 3, "the window stopped for a reading"
