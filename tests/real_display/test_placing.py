"""Placing pieces on a real screen: in placing mode (Ctrl+G) the GM drags a counter with the
mouse to another region, says why, and the move is in the game file with its reason; a counter
dropped where it may not stand is refused with the engine's reason and nothing changes; Ctrl+Z
undoes the move."""

from __future__ import annotations

import json
import re
import time

import pytest

from engine.game.gamefile import Game
from tests.real_display.screen import wait_for

pytestmark = pytest.mark.real_display

CORPS = "corps:France:E"              # France's corps E, alone in Paris in the bundled game
SQUADRON = "squadron:France:1"        # France's squadron 1, in the English Channel


def where(path, kind: str, nation: str, ident: str) -> str:
    """Where a piece stands in the game file, as another program reading it finds it."""
    game = Game.open(path)
    try:
        for entry in game.rules.unit_entries(game.board, game.state()):
            if entry["type"] == kind and entry["nation"] == nation and str(entry.get("letter", entry.get("number"))) == ident:
                return str(entry["at"])
        raise AssertionError(f"no {kind} {nation} {ident} in {path.name}")
    finally:
        game.close()


def edits(path) -> list[dict]:
    game = Game.open(path)
    try:
        return game.edits()
    finally:
        game.close()


def counters(gm) -> dict[str, list[int]]:
    """Where each counter's centre is on the screen, as the program last wrote it."""
    gm.places()
    path = gm.probe / "counters.json"
    return wait_for("the counters drawn on screen", lambda: path.exists()
                    and json.loads(path.read_text(encoding="utf-8")), timeout=30)


def drag(gm, start: list[int], end: list[int], steps: int = 12) -> None:
    """Press the left button on `start`, move to `end` in steps as a hand would, release."""
    x0, y0 = start
    x1, y1 = end
    gm.screen.xdotool("mousemove", "--sync", str(x0), str(y0))
    time.sleep(0.2)
    gm.screen.xdotool("mousedown", "1")
    time.sleep(0.2)
    for i in range(1, steps + 1):
        gm.screen.xdotool("mousemove", "--sync", str(x0 + (x1 - x0) * i // steps), str(y0 + (y1 - y0) * i // steps))
        time.sleep(0.05)
    time.sleep(0.3)
    gm.screen.xdotool("mouseup", "1")


def placing_on(gm) -> None:
    gm.still()
    gm.keys("ctrl+g")
    gm.wait_status("Placing pieces: drag a counter")


def move_corps_to_burgundy(gm, reason: str) -> None:
    """In placing mode, drag France's corps E from Paris to Burgundy and give `reason`."""
    placing_on(gm)
    drag(gm, counters(gm)[CORPS], gm.places()["burgundy"])
    gm.wait_window("GM edit", timeout=30)
    gm.type(reason)
    gm.keys("Return")
    gm.wait_gone("GM edit", timeout=20)
    gm.wait_status(rf"\({re.escape(reason)}\)\. Ctrl\+Z undoes it", timeout=30)


def test_counter_dragged_to_a_neighbour_moves_the_corps_with_the_reason(start):
    gm = start("napoleonic")
    assert where(gm.game, "corps", "France", "E") == "paris"
    assert nearest(gm, counters(gm)[CORPS], "paris", "burgundy") == "paris"
    move_corps_to_burgundy(gm, "corps E marched before the deadline")
    wait_for("corps E in Burgundy in the file", lambda: where(gm.game, "corps", "France", "E") == "burgundy",
             timeout=20)
    recorded = edits(gm.game)
    assert recorded and recorded[-1]["reason"] == "corps E marched before the deadline"
    wait_for("the counter drawn in Burgundy", lambda: nearest(gm, counters(gm)[CORPS], "paris", "burgundy")
             == "burgundy", timeout=20)


def nearest(gm, point: list[int], *regions: str) -> str:
    """Which of `regions` has its place on screen nearest to `point`."""
    places = gm.places()
    return min(regions, key=lambda r: (places[r][0] - point[0]) ** 2 + (places[r][1] - point[1]) ** 2)


def snapshot(path) -> tuple[dict, list[dict]]:
    """The current position and the GM edits recorded, as the file holds them."""
    game = Game.open(path)
    try:
        return game.state_json(), game.edits()
    finally:
        game.close()


def test_squadron_dropped_on_land_is_refused_with_the_reason_and_nothing_changes(start):
    gm = start("napoleonic")
    before = snapshot(gm.game)
    placing_on(gm)
    drag(gm, counters(gm)[SQUADRON], gm.places()["champagne"])
    message = gm.wait_status(r"^Cannot move the piece: ", timeout=30)
    assert "France squadron 1" in message and "Champagne" in message and "not a sea" in message, message
    assert message.endswith("Nothing was changed."), message
    box = gm.wait_window("Cannot move the piece", timeout=20)
    assert box
    assert not gm.screen.windows("GM edit"), "a refused move asked for a reason"
    gm.keys("Escape")
    gm.wait_gone("Cannot move the piece", timeout=20)
    assert snapshot(gm.game) == before
    assert where(gm.game, "squadron", "France", "1") == "english_channel"


def test_ctrl_z_after_the_drag_puts_the_corps_back(start):
    gm = start("napoleonic")
    position = snapshot(gm.game)[0]
    move_corps_to_burgundy(gm, "moved by mistake")
    wait_for("corps E in Burgundy in the file", lambda: where(gm.game, "corps", "France", "E") == "burgundy",
             timeout=20)
    gm.focus(gm.window)
    gm.keys("ctrl+z")
    wait_for("corps E back in Paris in the file", lambda: where(gm.game, "corps", "France", "E") == "paris",
             timeout=20)
    now, recorded = snapshot(gm.game)
    assert now == position
    assert [e["reason"] for e in recorded[-2:]] == ["moved by mistake", "undone: moved by mistake"]


def test_esc_during_a_drag_cancels_the_move(start):
    gm = start("napoleonic")
    before = snapshot(gm.game)
    gm.keys("alt+Down", "alt+Up")                  # the GM was in France's orders: the cursor is there
    placing_on(gm)
    x0, y0 = counters(gm)[CORPS]
    x1, y1 = gm.places()["burgundy"]
    gm.screen.xdotool("mousemove", "--sync", str(x0), str(y0))
    gm.screen.xdotool("mousedown", "1")
    for i in range(1, 9):
        gm.screen.xdotool("mousemove", "--sync", str(x0 + (x1 - x0) * i // 8), str(y0 + (y1 - y0) * i // 8))
        time.sleep(0.05)
    gm.wait_status(r"^Drop .* in Burgundy", timeout=20)
    gm.screen.xdotool("key", "Escape")            # not --clearmodifiers: it would let the button go
    gm.wait_status(r"^Move cancelled: nothing was changed", timeout=20)
    gm.screen.xdotool("mouseup", "1")
    time.sleep(1.0)
    assert not gm.screen.windows("GM edit"), "the cancelled drag still asked for a reason on release"
    assert snapshot(gm.game) == before


def test_unit_added_from_the_right_click_menu_is_in_the_file(start):
    gm = start("napoleonic")
    placing_on(gm)
    x, y = gm.places()["burgundy"]
    gm.screen.xdotool("mousemove", "--sync", str(x), str(y))
    gm.screen.xdotool("click", "3")
    gm.menu_choose(1)                                  # Add a unit…
    gm.wait_window("Add a unit", timeout=30)
    gm.keys("Return")                                  # France's new corps H, 1 infantry division
    gm.wait_window("GM edit", timeout=30)
    gm.type("reinforcements agreed on the forum")
    gm.keys("Return")
    gm.wait_gone("GM edit", timeout=20)
    gm.wait_status(r"\(reinforcements agreed on the forum\)\. Ctrl\+Z undoes it", timeout=30)
    assert where(gm.game, "corps", "France", "H") == "burgundy"
    assert edits(gm.game)[-1]["reason"] == "reinforcements agreed on the forum"
    wait_for("the new counter drawn", lambda: "corps:France:H" in counters(gm), timeout=20)
