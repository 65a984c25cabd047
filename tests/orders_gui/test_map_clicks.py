"""Orders by clicks: a corps or squadron clicked on the map shows where it may go; a click on one
of those places writes the order."""

from PySide6.QtCore import Qt

from app.rulesets.napoleonic.orders import IDLE_HINT


def marker(view, key):
    return next(m for m in view.picture.markers if m.key == key)


def click_unit(qtbot, view, key):
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=view.marker_pos(marker(view, key)))


def click_region(qtbot, view, region):
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=view.viewport_pos(region))


def test_clicking_a_corps_then_a_highlighted_province_writes_the_march(qtbot, window, dock, spring):
    view = window.map_view
    click_unit(qtbot, view, "corps:France:A")
    assert view.picture.highlights == {"baden", "paris"}
    assert view.picture.selected_marker == "corps:France:A"
    assert "France corps A in Alsace" in dock.hint.text()
    click_region(qtbot, view, "baden")
    assert dock.editors["France"].orders_text() == "A - Baden\n"
    assert dock.current_nation() == "France"
    assert view.picture.highlights == frozenset()
    assert dock.editors["France"].text.accepted == {1}
    assert "Added line 1" in dock.hint.text()


def test_a_coast_across_the_sea_is_reached_by_transport(qtbot, window, dock, spring):
    view = window.map_view
    click_unit(qtbot, view, "corps:France:B")
    assert view.picture.highlights == {"alsace", "brittany", "kent"}
    click_region(qtbot, view, "kent")
    assert dock.editors["France"].orders_text() == "B - Kent via Channel\n"


def test_a_second_order_for_the_same_corps_replaces_the_first(qtbot, window, dock, spring):
    view = window.map_view
    dock.editors["France"].text.setPlainText("build 1 infantry in Paris\nA - Baden, scout Bavaria\n")
    click_unit(qtbot, view, "corps:France:A")
    click_region(qtbot, view, "paris")
    assert dock.editors["France"].orders_text() == "build 1 infantry in Paris\nA - Paris, scout Bavaria\n"
    assert "Line 2 now reads" in dock.hint.text()


def test_escape_cancels_the_selection(qtbot, window, dock, spring):
    view = window.map_view
    click_unit(qtbot, view, "corps:France:A")
    qtbot.keyClick(view, Qt.Key_Escape)
    assert view.picture.highlights == frozenset() and view.picture.selected_marker is None
    assert dock.hint.text() == IDLE_HINT
    click_region(qtbot, view, "baden")
    assert dock.editors["France"].orders_text() == ""


def test_a_province_that_is_not_highlighted_writes_nothing(qtbot, window, dock, spring):
    view = window.map_view
    click_unit(qtbot, view, "corps:France:A")
    click_region(qtbot, view, "vienna")
    assert dock.editors["France"].orders_text() == ""
    assert "cannot go to Vienna" in dock.hint.text()
    assert view.picture.highlights == {"baden", "paris"}


def test_the_other_nations_units_open_their_own_tab(qtbot, window, dock, spring):
    view = window.map_view
    click_unit(qtbot, view, "corps:Austria:A")
    assert dock.current_nation() == "Austria"
    assert view.picture.highlights == {"vienna", "bavaria"}
    click_region(qtbot, view, "bavaria")
    assert dock.editors["Austria"].orders_text() == "A - Bavaria\n"
    assert dock.editors["France"].orders_text() == ""


def test_a_squadron_sails_to_a_highlighted_sea_and_may_attack(qtbot, window, dock, spring):
    view = window.map_view
    click_unit(qtbot, view, "squadron:France:1")
    assert view.picture.highlights == {"north_sea"}
    assert dock.attack.isVisibleTo(dock) and dock.attack_here.isVisibleTo(dock)
    dock.attack.setChecked(True)
    click_region(qtbot, view, "north_sea")
    assert dock.editors["France"].orders_text() == "squadron 1 - North Sea, attack\n"
    click_unit(qtbot, view, "squadron:France:1")
    qtbot.mouseClick(dock.attack_here, Qt.LeftButton)
    assert dock.editors["France"].orders_text() == "squadron 1 attack\n"


def test_units_do_not_move_in_winter(qtbot, window, dock):
    view = window.map_view
    click_unit(qtbot, view, "corps:France:A")
    assert view.picture.highlights == frozenset()
    assert "cannot move: it is Winter" in dock.hint.text()

