"""Orders by clicks on the classic map: a stack of armies or ships clicked shows where it may go
(from the engine's order options); the GM chooses how many, over land or by ship, how ships fight,
and a click on a highlighted place writes the line in the ruleset's own words."""

import msgspec
from PySide6.QtCore import Qt

from app.rulesets.classic.orders import IDLE_HINT


def marker(view, key):
    return next(m for m in view.picture.markers if m.key == key)


def click_unit(qtbot, view, key):
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=view.marker_pos(marker(view, key)))


def click_region(qtbot, view, region):
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=view.viewport_pos(region))


def test_a_stack_of_armies_marches_with_as_many_as_the_gm_sends(qtbot, classic_window, classic_dock):
    view, dock = classic_window.map_view, classic_dock
    assert dock.hint.text() == IDLE_HINT
    click_unit(qtbot, view, "armies:Prussia:58")
    assert view.picture.highlights == {"55", "57", "59", "61"}
    assert dock.unit_box.title() == "Prussia: 3 armies in 58"
    assert dock.controls["count"].value() == 3 and dock.controls["count"].maximum() == 3
    dock.set_control("count", 2)
    click_region(qtbot, view, "57")
    editor = dock.editors["Prussia"]
    assert editor.orders_text() == "2 armies 58 -> 57\n"
    assert editor.text.accepted == {1}
    assert view.picture.highlights == frozenset() and dock.unit_box.isHidden()
    # the last army goes elsewhere: the stack is split over two lines
    click_unit(qtbot, view, "armies:Prussia:58")
    assert dock.controls["count"].value() == 1
    click_region(qtbot, view, "55")
    assert editor.orders_text() == "2 armies 58 -> 57\n1 army 58 -> 55\n"


def test_a_second_order_on_the_same_route_replaces_the_first(qtbot, classic_window, classic_dock):
    view, dock = classic_window.map_view, classic_dock
    click_unit(qtbot, view, "armies:Prussia:58")
    click_region(qtbot, view, "57")
    click_unit(qtbot, view, "armies:Prussia:58")
    dock.set_control("count", 1)
    click_region(qtbot, view, "57")
    assert dock.editors["Prussia"].orders_text() == "1 army 58 -> 57\n"
    assert "Line 1 now reads" in dock.hint.text()


def test_armies_board_their_ships_and_land_across_the_sea(qtbot, classic_window, classic_dock):
    view, dock = classic_window.map_view, classic_dock
    click_unit(qtbot, view, "armies:Prussia:59")
    going = dock.controls["via"]
    assert [going.itemText(i) for i in range(going.count())] == ["over land", "by ship: Prussia's ships in E"]
    dock.set_control("via", "E")
    # coasts of E and of the seas beside it; E itself (stay aboard) and the seas the ships may sail to
    assert {"57", "66", "69", "70", "3", "84"} <= view.picture.highlights
    assert {"E", "C", "D", "F"} <= view.picture.highlights and "59" not in view.picture.highlights
    click_region(qtbot, view, "69")
    assert dock.editors["Prussia"].orders_text() == "2 armies 59 -> 69 via ships in E\n"
    assert dock.editors["Prussia"].text.accepted == {1}


def test_armies_board_and_stay_aboard(qtbot, classic_window, classic_dock):
    view, dock = classic_window.map_view, classic_dock
    click_unit(qtbot, view, "armies:Prussia:59")
    dock.set_control("via", "E")
    click_region(qtbot, view, "E")
    assert dock.editors["Prussia"].orders_text() == "2 armies 59 -> E\n"


def test_ships_sail_and_attack_or_stay_and_escape(qtbot, classic_window, classic_dock):
    view, dock = classic_window.map_view, classic_dock
    click_unit(qtbot, view, "ships:Vikings:D")
    assert view.picture.highlights == {"C", "E"}
    combat = dock.controls["combat"]
    assert [combat.itemText(i) for i in range(4)] == ["defend if attacked", "stay out of combat",
                                                      "escape if attacked", "attack every other nation there"]
    assert "attack Prussia" in [combat.itemText(i) for i in range(combat.count())]
    dock.set_control("combat", "attack Prussia")
    dock.set_control("count", 3)
    click_region(qtbot, view, "E")
    assert dock.editors["Vikings"].orders_text() == "3 ships D -> E attack Prussia\n"
    # the ship left behind: the count starts at the ships not yet ordered elsewhere; staying needs a
    # reason to be written (ships stay and defend without an order)
    click_unit(qtbot, view, "ships:Vikings:D")
    assert dock.controls["count"].value() == 1 and dock.controls["count"].maximum() == 4
    stay = dock.action_buttons["stay"]
    assert stay.text() == "Stay in D" and stay.isVisibleTo(dock)
    qtbot.mouseClick(stay, Qt.LeftButton)
    assert "choose how they fight first" in dock.hint.text()
    dock.set_control("combat", "escape")
    qtbot.mouseClick(stay, Qt.LeftButton)
    assert dock.editors["Vikings"].orders_text() == "3 ships D -> E attack Prussia\n1 ship D, escape\n"
    assert dock.editors["Vikings"].text.accepted == {1, 2}


def test_armies_aboard_land_or_sail_on_with_their_ships(qtbot, classic_window, classic_dock, classic):
    state = classic.state()
    fleets = tuple(msgspec.structs.replace(f, aboard=4) if f.nation == "Prussia" else f for f in state.fleets)
    classic.edit(msgspec.structs.replace(state, fleets=fleets), "boarded last turn", "4 armies aboard in E")
    view, dock = classic_window.map_view, classic_dock
    click_unit(qtbot, view, "aboard:Prussia:E")
    assert dock.unit_box.title() == "Prussia: 4 armies aboard in E"
    assert {"57", "69", "C", "D", "F"} <= view.picture.highlights
    dock.set_control("count", 3)
    click_region(qtbot, view, "69")
    assert dock.editors["Prussia"].orders_text() == "3 armies E -> 69\n"
    assert dock.editors["Prussia"].text.accepted == {1}


def test_a_refused_order_is_written_and_the_reason_said_at_once(qtbot, classic_window, classic_dock, classic):
    view, dock = classic_window.map_view, classic_dock
    click_unit(qtbot, view, "armies:Prussia:59")
    dock.set_control("via", "E")
    click_region(qtbot, view, "3")         # a coast of C: only if the ships sail there, and they do not
    assert dock.editors["Prussia"].orders_text() == "2 armies 59 -> 3 via ships in E\n"
    assert "It is not allowed: none of Prussia's ships from E end this turn next to 3" in dock.hint.text()
    assert 1 in dock.editors["Prussia"].text.reasons


def test_a_place_not_highlighted_writes_nothing_and_escape_cancels(qtbot, classic_window, classic_dock):
    view, dock = classic_window.map_view, classic_dock
    click_unit(qtbot, view, "armies:Prussia:61")
    click_region(qtbot, view, "110")
    assert "cannot go to 110 this turn" in dock.hint.text()
    qtbot.keyClick(view, Qt.Key_Escape)
    assert view.picture.highlights == frozenset() and dock.hint.text() == IDLE_HINT
    assert dock.editors["Prussia"].orders_text() == ""


def test_armies_bought_in_the_orders_may_move_too(qtbot, classic_window, classic_dock):
    view, dock = classic_window.map_view, classic_dock
    dock.editors["Prussia"].text.setPlainText("buy 2 armies in 58\n")
    click_unit(qtbot, view, "armies:Prussia:58")
    count = dock.controls["count"]
    assert count.maximum() == 5 and count.value() == 5 and "2 of them are bought this turn" in count.toolTip()
    click_region(qtbot, view, "57")
    assert dock.editors["Prussia"].orders_text() == "buy 2 armies in 58\n5 armies 58 -> 57\n"
    assert dock.editors["Prussia"].text.accepted == {1, 2}
