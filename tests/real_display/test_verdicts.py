"""Each line's verdict readable on a real screen: beside a line it is cut at the text's edge (the
dock is narrow, the line long), so the verdict of the line the cursor is on is written in full
under the text, a refused line's in the problems' list, its row marked (once: under the text it
repeated the list word for word); a line read in prose says what it was read as, and is not
counted among the lines that are not orders (it was greyed and counted so); the map does not move
for any of it."""

from __future__ import annotations

import pytest

from tests.real_display.screen import wait_for

pytestmark = pytest.mark.real_display

MESSAGE = ("Bonsoir GM,\n"
           "One cavalry division raised in Picardy\n"
           "Alliance proposed to Spain, and the rest of this long line goes on and on past the edge of the dock\n"
           "Vive l'Empereur!")


def verdict(gm) -> str | None:
    return gm.text_of("lineVerdict")


def test_the_verdict_of_the_cursors_line_is_written_in_full(start):
    gm = start("napoleonic")
    gm.still()
    map_before, width_before = gm.places()["paris"], gm.screen.geometry(gm.window)[2]
    gm.keys("alt+Down", "alt+Up")                            # France's orders, the cursor in them
    gm.paste(MESSAGE)
    wait_for("the message read", lambda: (gm.text_of("status") or "").startswith("1 order, 1 refused"))
    status = gm.text_of("status")
    assert "2 lines not orders" in status, status             # the line read in prose is an order
    gm.keys("ctrl+Home", "Down")
    read = wait_for("line 2's verdict", lambda: (verdict(gm) or "").startswith("Line 2:") and verdict(gm))
    assert read == "Line 2: read as: build cavalry in Picardy"
    box = gm.widgets("lineVerdict")[0]["box"]
    text_box = gm.widgets("ordersText")[0]["box"]
    assert box[0] + box[2] <= text_box[0] + text_box[2] + 8, "the verdict runs past the dock"
    gm.keys("Down")                                          # a refused line: its problem marked in the list,
    refused = wait_for("line 3's problem marked", lambda: (gm.text_of("problems") or "").startswith("Line 3:")
                       and gm.text_of("problems"))
    assert refused.startswith("Line 3: not understood: ") and "proposal" in refused
    assert not verdict(gm), "the refused line's reason said twice"    # not said again under the text
    gm.keys("Down")
    wait_for("line 4's verdict", lambda: verdict(gm) == "Line 4: not an order")
    gm.shoot("verdict-of-the-line")
    gm.still()
    assert gm.places()["paris"] == map_before, "the map moved (the dock grew)"
    assert gm.screen.geometry(gm.window)[2] == width_before
