"""A nation's orders with a line not understood and a line not allowed, each with the orders it may
mean, on a real screen: the GM goes to the line not allowed with the keys (its own choices come
under the problems, not the first line's), clicks its choice with the mouse, then the other line's,
and the text and the verdicts change as he expects; Ctrl+Z takes the two choices back one by one,
Ctrl+Y and Ctrl+Shift+Z write them again. The keys stay in the text all along (on a clicked button
Ctrl+Z went to the window's Undo, a GM change's)."""

from __future__ import annotations

import pytest

from tests.real_display.screen import wait_for
from tests.real_display.test_choices import inside, offered

pytestmark = pytest.mark.real_display

REFUSED = "build 1 dragoon in Paris"     # no such unit: infantry, cavalry, artillery...?
FORBIDDEN = "E - Baden"                  # corps E is in Paris: Baden does not border it (E holds?)
MESSAGE = f"Sire,\n{REFUSED}\n{FORBIDDEN}\nVive l'Empereur!"


def shown(gm) -> tuple[str | None, list[str]]:
    """'Line N may mean:' and the choices under it, as on the screen."""
    return gm.text_of("choicesLine"), [b["text"] for b in gm.widgets("choice")]


def problems(gm) -> list[str]:
    return [w.get("text", "") for w in gm.widgets("problems")]


def test_a_refused_and_a_not_allowed_line_chosen_with_the_mouse_then_undone_and_redone(start):
    gm = start("napoleonic")
    refused = offered(gm.game, "France", f"Sire,\n{REFUSED}\n")
    forbidden = offered(gm.game, "France", f"Sire,\nbuild 1 infantry in Paris\n{FORBIDDEN}\n")
    assert forbidden, "the line not allowed offers no order any more: choose another"
    gm.keys("alt+Down", "alt+Up")                           # France's orders, the cursor in them
    gm.still()
    dock = wait_for("the orders dock", lambda: gm.widgets("ordersDock"))[0]["box"]
    gm.paste(MESSAGE)
    wait_for("the first line's choices", lambda: shown(gm) == ("Line 2 may mean:", refused))
    assert (gm.text_of("status") or "").startswith("0 orders, 2 refused")
    gm.still()
    gm.shoot("two-choices-1-pasted")

    # the cursor put on the line not allowed with the keys: its problem marked and its own choices (the
    # first line's stayed, whatever line the cursor was on)
    gm.keys("ctrl+Home", "Down", "Down")
    wait_for("line 3's choices", lambda: shown(gm) == ("Line 3 may mean:", forbidden))
    marked = wait_for("line 3's problem marked", lambda: (gm.text_of("problems") or "").startswith("Line 3: ")
                      and gm.text_of("problems"))
    assert marked.startswith("Line 3: not allowed: ") and "Baden" in marked, marked
    assert "Baden" not in (gm.text_of("lineVerdict") or ""), "said twice: in the list and under the text"
    buttons = gm.widgets("choice")
    assert all(inside(b["box"], dock) for b in buttons), "a choice runs off the orders dock"
    gm.shoot("two-choices-2-cursor-on-the-line-not-allowed")
    gm.click_widget(buttons[0])
    after_first = MESSAGE.replace(FORBIDDEN, forbidden[0])
    wait_for("line 3 written, line 2's choices shown",
             lambda: gm.text_of("ordersText") == after_first and shown(gm) == ("Line 2 may mean:", refused))
    wait_for("one line refused", lambda: (gm.text_of("status") or "").startswith("1 order, 1 refused"))
    gm.shoot("two-choices-3-first-chosen")

    gm.click_widget(gm.widgets("choice")[0])
    after_both = after_first.replace(REFUSED, refused[0])
    wait_for("line 2 written and no problem left",
             lambda: gm.text_of("ordersText") == after_both and not gm.widgets("problems")
             and not gm.widgets("choice"))
    wait_for("all accepted", lambda: (gm.text_of("status") or "").startswith("2 orders, all accepted"))
    gm.shoot("two-choices-4-both-chosen")

    gm.keys("ctrl+z")
    wait_for("line 2 back as the player wrote it, with its choices",
             lambda: gm.text_of("ordersText") == after_first and shown(gm) == ("Line 2 may mean:", refused))
    gm.keys("ctrl+z")
    wait_for("line 3 back too, with its choices (the cursor is on it)",
             lambda: gm.text_of("ordersText") == MESSAGE and shown(gm) == ("Line 3 may mean:", forbidden))
    wait_for("two lines refused again",
             lambda: (gm.text_of("status") or "").startswith("0 orders, 2 refused"))
    assert not [m for m in gm.status_messages() if m.startswith("Undone")], "Ctrl+Z undid a GM change instead"
    gm.shoot("two-choices-5-undone")

    # Ctrl+Y, the window's Redo key, redoes the text: on X11 Qt gives the text Ctrl+Shift+Z only,
    # and Ctrl+Y went past it to the window
    gm.keys("ctrl+y")
    wait_for("line 3 chosen again with Ctrl+Y", lambda: gm.text_of("ordersText") == after_first, timeout=10)
    gm.keys("ctrl+shift+z")
    wait_for("line 2 chosen again with Ctrl+Shift+Z", lambda: gm.text_of("ordersText") == after_both
             and not gm.widgets("choice"), timeout=10)
    assert not [m for m in gm.status_messages() if m.startswith("Redone")], "Ctrl+Y redid a GM change instead"
    gm.shoot("two-choices-6-redone")


def test_alt_and_a_number_writes_a_choice_from_the_keys_alone(start):
    # the choices were buttons for the mouse only: a GM on the keys had no way to them
    gm = start("napoleonic")
    forbidden = offered(gm.game, "France", f"Sire,\nbuild 1 infantry in Paris\n{FORBIDDEN}\n")
    gm.keys("alt+Down", "alt+Up")                           # France's orders, the cursor in them
    gm.paste(MESSAGE)
    wait_for("the first line's choices", lambda: shown(gm)[0] == "Line 2 may mean:")
    gm.keys("ctrl+Home", "Down", "Down")
    wait_for("line 3's choices", lambda: shown(gm) == ("Line 3 may mean:", forbidden))
    gm.keys("alt+1")
    chosen = MESSAGE.replace(FORBIDDEN, forbidden[0])
    wait_for("line 3 written by Alt+1", lambda: gm.text_of("ordersText") == chosen)
    gm.keys("ctrl+z")
    wait_for("the player's line back by Ctrl+Z", lambda: gm.text_of("ordersText") == MESSAGE, timeout=10)
    assert not [m for m in gm.status_messages() if m.startswith(("Undone", "No choice"))]
