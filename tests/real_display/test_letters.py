"""A player's letter in a game of classic, EiA and succheesion on a 1366x768 screen, as a GM reads it
(tests/real_display/letters.py): pasted into the first nation's orders, a choice written by Alt+1 and
another clicked with the mouse, a line corrected by typing, undone and redone, the orders saved and
the turn resolved and committed. The letter has room: the orders' text shows eight lines of it
(under eleven nations and EiA's long hint it showed two). The reader has read once before the GM
pastes (its first reading froze the window 1-2 s at the first paste)."""

from __future__ import annotations

import pytest

from tests.real_display.letters import LETTERS, evening, plan
from tests.real_display.screen import wait_for

pytestmark = pytest.mark.real_display

LINES_SHOWN = 8             # whole lines of the letter shown (the probe counts them); EiA showed six
LINE_PIXELS = 15            # the orders' monospace font at the screen's 96 dpi: 17 pixels a line


@pytest.mark.parametrize("ruleset", ["classic", "eia", "succheesion"])
def test_a_letter_read_chosen_corrected_and_the_turn_resolved(start, ruleset):
    gm = start(ruleset)
    letter = LETTERS[ruleset]
    todo = plan(gm.game, letter)
    wait_for("the reader's first reading, off the window's thread",
             lambda: (gm.probe / "reader.warm").exists(), timeout=60)
    done_steps = []

    def step(name, act, done, timeout=60.0):
        act()
        wait_for(f"{name} done", done, timeout=timeout)
        done_steps.append(name)
        if name == "paste":
            gm.still()
            text = gm.widgets("ordersText")[0]
            assert text["box"][3] >= LINES_SHOWN * LINE_PIXELS, f"the orders' text is {text['box'][3]} pixels high"
            assert text["lines"] >= LINES_SHOWN, f"the orders' text shows {text['lines']} whole lines"
        gm.shoot(f"letter-{ruleset}-{len(done_steps)}-{name}")

    evening(gm, letter, todo, step)
    assert "commit" in done_steps
    if todo.choices:
        assert "alt+1" in done_steps
    assert not [m for m in gm.status_messages() if m.startswith(("Undone", "Redone"))]
