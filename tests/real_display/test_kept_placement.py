"""A GM edit and a new turn on a real screen place again only the counters whose ground changed
(app/render/kept_placement.py; the probe's placement.json): every stack of the map was placed again at
each, a tenth of a second on Europe 1805 and seconds on a big map, on the window's thread."""

from __future__ import annotations

import json

import pytest

from tests.real_display.screen import wait_for

pytestmark = pytest.mark.real_display


def placement(gm) -> dict:
    try:
        return json.loads((gm.probe / "placement.json").read_text(encoding="utf-8"))
    except (FileNotFoundError, json.JSONDecodeError):
        return {}


def placed_after(gm, updates: int) -> dict:
    """The placement made after the `updates` th, once the map is drawn with it."""
    return wait_for(f"the units placed again (after {updates})", lambda: placement(gm).get("updates", 0) > updates
                    and placement(gm), timeout=30)


def test_a_corps_corrected_or_moved_and_a_new_turn_place_again_only_what_changed(start):
    from tests.real_display.test_placing import counters
    gm = start("napoleonic")
    gm.still()
    first = wait_for("the units placed", lambda: placement(gm).get("placed") and placement(gm), timeout=30)
    assert first["placed_again"] == first["placed"]          # the first placement places every stack
    x, y = counters(gm)["corps:France:E"]
    gm.screen.xdotool("mousemove", "--sync", str(x), str(y))
    gm.screen.xdotool("click", "3")
    gm.menu_choose(1)                                        # Edit... (France's corps E)
    gm.wait_window("Edit a unit")
    gm.type("2")                                             # infantry 2, cavalry 1 (was 1 and 2)
    gm.keys("Tab")
    gm.type("1")
    gm.keys("Return")
    gm.wait_window("GM edit", timeout=20)
    gm.type("a division sent home, as posted")
    gm.keys("Return")
    gm.wait_gone("GM edit")
    gm.wait_status("corps E in Paris corrected", timeout=20)
    gm.still()
    edited = placed_after(gm, first["updates"])
    assert edited["placed_again"] <= edited["placed"] // 4, edited
    gm.shoot("kept-placement-corrected")

    from tests.real_display.test_placing import move_corps_to_burgundy
    before = placement(gm)["updates"]
    move_corps_to_burgundy(gm, "marched on the forum")
    gm.keys("ctrl+g")                                        # placing mode off
    gm.still()
    # the move's placing: under load the lights going off (which place none) may be drawn first, so wait for an
    # update that placed again, not for any update
    moved = wait_for("the move placed", lambda: placement(gm).get("last_placing", [0])[0] > before and placement(gm),
                     timeout=30)
    when, placed_again = moved["last_placing"]
    assert when > before and 1 <= placed_again <= moved["placed"] // 4, moved
    gm.shoot("kept-placement-moved")

    gm.focus(gm.window)
    before = placement(gm)["updates"]
    gm.keys("ctrl+r")
    resolve = gm.wait_window("^Resolve ", timeout=60)
    gm.focus(resolve)
    gm.keys("alt+c")
    wait_for("the turn resolved", lambda: not gm.screen.windows("^Resolve ")
             and any(" resolved" in m for m in gm.status_messages()), timeout=120)
    gm.still()
    turned = placed_after(gm, before)
    assert turned["placed_again"] < turned["placed"], turned
    gm.shoot("kept-placement-new-turn")
