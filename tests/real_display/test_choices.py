"""The orders a refused line may mean, on a real screen: the GM clicks the first of the buttons
under the problems list with the mouse (through the window system), the line is written in its
place, and Ctrl+Z pressed on the keyboard brings the player's line back."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.real_display.screen import wait_for

pytestmark = pytest.mark.real_display

MESSAGE = "Sire,\nbuild 1 dragoon in Paris\n"        # no such unit: infantry, cavalry, artillery...?


def offered(game: Path, nation: str, text: str) -> list[str]:
    """The orders the reader offers for the refused line of `text`, as many as there are buttons."""
    from app.orders.choices import MOST_SHOWN
    from app.orders.editor import offered_orders
    from engine.game.gamefile import Game
    opened = Game.open(game)
    try:
        problem = next(p for p in opened.check_orders(nation, text).problems if offered_orders(p))
    finally:
        opened.close()
    return list(offered_orders(problem)[:MOST_SHOWN])


def inside(inner: list[int], outer: list[int]) -> bool:
    x, y, w, h = inner
    ox, oy, ow, oh = outer
    return ox <= x and oy <= y and x + w <= ox + ow and y + h <= oy + oh


def overlap(a: list[int], b: list[int]) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def test_a_choice_clicked_with_the_mouse_replaces_the_line_and_ctrl_z_brings_it_back(start):
    gm = start("napoleonic")
    choices = offered(gm.game, "France", MESSAGE)
    gm.keys("alt+Down", "alt+Up")                           # France's orders, the cursor in them
    gm.still()
    dock_before = wait_for("the orders dock", lambda: gm.widgets("ordersDock"))[0]["box"]
    map_before = gm.places()
    gm.paste(MESSAGE)
    wait_for("the choices under the problems list",
             lambda: gm.text_of("ordersText") == MESSAGE and len(gm.widgets("choice")) == len(choices))
    gm.still()
    gm.shoot("choices-1-offered")
    buttons, dock = gm.widgets("choice"), gm.widgets("ordersDock")[0]["box"]
    assert [b["text"] for b in buttons] == choices
    assert gm.text_of("choicesLine") == "Line 2 may mean:" and gm.widgets("problems")
    assert dock == dock_before and gm.places() == map_before, "the choices widened the dock (the map shrank)"
    assert all(inside(b["box"], dock) for b in buttons), "a choice runs off the orders dock"
    assert not any(overlap(a["box"], b["box"]) for i, a in enumerate(buttons) for b in buttons[i + 1:])

    gm.click_widget(buttons[0])
    chosen = MESSAGE.replace("build 1 dragoon in Paris", choices[0])
    wait_for(f"line 2 to read {choices[0]!r} and its problem to go",
             lambda: gm.text_of("ordersText") == chosen and not gm.widgets("problems")
             and not gm.widgets("choice"))
    assert gm.text_of("status").startswith("1 order, all accepted")
    gm.shoot("choices-2-chosen")

    gm.keys("ctrl+z")
    wait_for("the player's line back with its choices, after Ctrl+Z",
             lambda: gm.text_of("ordersText") == MESSAGE and len(gm.widgets("choice")) == len(choices),
             timeout=10)
    assert gm.widgets("problems")
    assert not [m for m in gm.status_messages() if m.startswith("Undone")], "Ctrl+Z undid a GM change instead"
    gm.shoot("choices-3-undone")
