"""The keys of a line on a real screen: Ctrl+Y in a dock's number box redoes the typing Ctrl+Z undid
there (on X11 Qt binds a line's Redo to Ctrl+Shift+Z only, and Ctrl+Y went past the box to the
window's Redo of GM changes); the cursor put on a line of the orders marks that line's problem in
the problems' list (the list showed every problem and none marked, the GM matched them by number)."""

from __future__ import annotations

import pytest

from tests.real_display.screen import wait_for

pytestmark = pytest.mark.real_display

REFUSED = "build 1 dragoon in Paris"     # no such unit
FORBIDDEN = "E - Baden"                  # corps E is in Paris: Baden does not border it
MESSAGE = f"Sire,\n{REFUSED}\n{FORBIDDEN}\nVive l'Empereur!"


def test_ctrl_y_in_a_docks_number_box_redoes_its_typing(start):
    gm = start("napoleonic")
    gm.still()
    box = wait_for("the treasury's amount in the region dock", lambda: gm.widgets("treasuryAmount"))[0]
    before = box["text"]
    gm.click_widget(box)
    gm.keys("ctrl+a")
    gm.type("123")
    typed = wait_for("the amount typed", lambda: (gm.text_of("treasuryAmount") or "").startswith("123")
                     and gm.text_of("treasuryAmount"))
    gm.keys("ctrl+z")
    wait_for("the typing undone by Ctrl+Z", lambda: gm.text_of("treasuryAmount") != typed, timeout=10)
    assert gm.text_of("treasuryAmount") != typed, before
    gm.keys("ctrl+y")
    wait_for("the typing redone by Ctrl+Y", lambda: gm.text_of("treasuryAmount") == typed, timeout=10)
    assert not [m for m in gm.status_messages() if m.startswith("Redone")], "Ctrl+Y redid a GM change"


def test_the_cursors_line_has_its_problem_marked_in_the_list(start):
    gm = start("napoleonic")
    gm.keys("alt+Down", "alt+Up")                           # France's orders, the cursor in them
    gm.paste(MESSAGE)
    wait_for("the message read", lambda: (gm.text_of("status") or "").startswith("0 orders, 2 refused"))
    gm.keys("ctrl+Home")
    wait_for("no problem marked on line 1 (a greeting)", lambda: gm.widgets("problems")
             and gm.widgets("problems")[0].get("text") is None)
    gm.keys("Down")
    wait_for("line 2's problem marked", lambda: (gm.text_of("problems") or "").startswith("Line 2: "))
    gm.keys("Down")
    wait_for("line 3's problem marked", lambda: (gm.text_of("problems") or "").startswith("Line 3: "))
    gm.shoot("problem-of-the-cursors-line")
    gm.keys("Down")
    wait_for("no problem marked on line 4", lambda: gm.widgets("problems")[0].get("text") is None)
    gm.keys("Up", "End", "x")                               # the keys still type in the text
    wait_for("the letter typed at line 3's end",
             lambda: gm.text_of("ordersText") == MESSAGE.replace(FORBIDDEN, FORBIDDEN + "x"))


def test_a_line_refused_twice_has_both_its_problems_marked(start):
    gm = start("napoleonic")
    gm.keys("alt+Down", "alt+Up")                           # France's orders, the cursor in them
    gm.paste(f"Sire,\n{REFUSED}\nE - Baden, F - Bavaria\nVive l'Empereur!")
    wait_for("the message read", lambda: "2 refused" in (gm.text_of("status") or ""))
    gm.keys("ctrl+Home", "Down", "Down")
    wait_for("line 3's two problems marked", lambda: len(line_3(gm)) == 2)
    marked = line_3(gm)
    assert "Baden" in " ".join(marked) and "Bavaria" in " ".join(marked), marked
    assert gm.widgets("problems")[0]["marked"] == marked, "another line's problem marked too"
    gm.shoot("both-problems-of-the-cursors-line")
    gm.keys("Up")
    wait_for("line 2's problem alone marked", lambda: [
        row[:7] for row in gm.widgets("problems")[0].get("marked", [])] == ["Line 2:"])


def line_3(gm) -> list[str]:
    return [row for row in (gm.widgets("problems") or [{}])[0].get("marked", []) if row.startswith("Line 3: ")]
