"""Places chosen in order dialogs: the checklist narrows as the GM types (case and accents
ignored) and lists the ticked places first; with "Pick on the map" down, a click in a region of the
main map ticks or unticks it, the dialog stays open beside the map, and Esc or the button ends it."""

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from app.orders import ask
from app.orders.context import OrderContext
from app.orders.dialog_base import pick
from app.orders.map_picking import PickButton
from app.orders.place_picker import PlacePicker, folded
from app.rulesets.classic.dialogs import BuyDialog, ConditionalDialog
from app.rulesets.napoleonic.build_dialog import BuildDialog

SWISS = [("zurich", "Zürich"), ("geneve", "Genève"), ("bern", "Bern"), ("basel", "Basel")]


def click_region(qtbot, view, region):
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=view.viewport_pos(region))


def button_beside(combo):
    return combo.parentWidget().findChild(PickButton)


def conditional(qtbot, classic_window, classic_dock, nation="Prussia"):
    classic_dock.show_nation(nation)
    dialog = ConditionalDialog(classic_dock.context(nation), classic_window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


# -- the checklist ----------------------------------------------------------------------------------

def test_the_filter_ignores_case_and_accents(qtbot):
    picker = PlacePicker(SWISS)
    qtbot.addWidget(picker)
    qtbot.keyClicks(picker.filter, "ZUR")
    assert picker.visible_places() == ["zurich"]
    picker.filter.setText("genè")
    assert picker.visible_places() == ["geneve"]
    picker.filter.setText("  ")
    assert picker.visible_places() == ["zurich", "geneve", "bern", "basel"]
    assert folded("Zürich") == folded("ZURICH") == "zurich"


def test_every_word_typed_must_be_found_in_the_place(qtbot):
    picker = PlacePicker([("35", "35 Milan"), ("36", "36 Venice"), ("3", "3 Londinium")])
    qtbot.addWidget(picker)
    picker.filter.setText("3")
    assert picker.visible_places() == ["35", "36", "3"]
    picker.filter.setText("3 ven")
    assert picker.visible_places() == ["36"]


def test_ticked_places_come_first_and_are_given_in_map_order(qtbot):
    picker = PlacePicker(SWISS)
    qtbot.addWidget(picker)
    with qtbot.waitSignal(picker.changed):
        picker.items["basel"].setCheckState(Qt.Checked)
    picker.items["geneve"].setCheckState(Qt.Checked)
    assert picker.visible_places() == ["geneve", "basel", "zurich", "bern"]
    assert picker.chosen() == ("geneve", "basel")
    picker.set_chosen(["bern"])
    assert picker.visible_places()[0] == "bern" and picker.chosen() == ("bern",)


def test_the_conditional_order_lists_each_province_with_its_historical_name(qtbot, classic):
    dialog = ConditionalDialog(OrderContext(classic, "Prussia"))
    qtbot.addWidget(dialog)
    assert dialog.places.items["3"].text() == "3 Londinium"
    dialog.places.filter.setText("londin")
    assert dialog.places.visible_places() == ["3"]
    assert not dialog.places.pick_button.isEnabled()       # no map given: nothing to pick on


# -- picking on the map ---------------------------------------------------------------------------

def test_a_click_on_the_map_ticks_and_unticks_a_province_while_picking(qtbot, classic_window, classic_dock):
    view = classic_window.map_view
    dialog = conditional(qtbot, classic_window, classic_dock)
    dialog.set_places()
    dialog.places.pick_button.click()
    assert view.picking_places
    click_region(qtbot, view, "67")
    click_region(qtbot, view, "68")
    assert dialog.chosen_places() == ("67", "68")
    assert view.picture.highlights == {"67", "68"}          # the ticked places are lit on the map
    assert "Counted: 67, 68" in dialog.counted.text()
    click_region(qtbot, view, "67")
    assert dialog.chosen_places() == ("68",)
    assert dialog.isVisible()


def test_a_click_while_picking_gives_no_order_and_selects_no_unit(qtbot, classic_window, classic_dock):
    view = classic_window.map_view
    dialog = conditional(qtbot, classic_window, classic_dock)
    dialog.set_places()
    dialog.places.pick_button.click()
    counter = next(m for m in view.picture.markers if m.key and m.region == "58")
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=view.marker_pos(counter))
    assert dialog.chosen_places() == ("58",)                # the counter's province, ticked
    assert view.picture.selected_marker is None
    assert classic_dock.editors["Prussia"].orders_text() == ""


def test_a_sea_clicked_for_a_list_of_provinces_is_refused_with_a_note(qtbot, classic_window, classic_dock):
    view = classic_window.map_view
    dialog = conditional(qtbot, classic_window, classic_dock)
    before = dialog.chosen_places()
    dialog.places.pick_button.click()
    click_region(qtbot, view, "E")
    assert dialog.chosen_places() == before
    assert "is not one of the places listed here" in dialog.places.note.text()
    assert not dialog.places.note.isHidden()


def test_esc_or_the_button_again_ends_picking_and_gives_the_map_back(qtbot, classic_window, classic_dock):
    view = classic_window.map_view
    view.set_highlights({"1"})
    dialog = conditional(qtbot, classic_window, classic_dock)
    button = dialog.places.pick_button
    button.click()
    assert button.isChecked() and "Esc" in button.text()
    qtbot.keyClick(dialog.places.filter, Qt.Key_Escape)
    assert not view.picking_places and not button.isChecked()
    assert dialog.isVisible()                              # Esc ended picking, not the dialog
    assert view.picture.highlights == {"1"}
    button.click()
    button.click()
    assert not view.picking_places
    dialog.reject()
    assert not view.picking_places


def test_the_map_can_be_clicked_while_the_dialog_runs_as_the_orders_panel_opens_it(qtbot, classic_window,
                                                                                   classic_dock):
    view = classic_window.map_view
    classic_dock.show_nation("Prussia")

    def gm():
        dialog = next(w for w in QApplication.topLevelWidgets() if isinstance(w, ConditionalDialog)
                      and w.isVisible())
        assert dialog.windowModality() == Qt.ApplicationModal
        pick(dialog.picker.unit, "armies:Prussia:59")
        dialog.picker.extra["via"].setCurrentIndex(1)
        pick(dialog.picker.destination, "69")
        dialog.set_places()
        dialog.places.pick_button.click()
        assert dialog.windowModality() == Qt.NonModal
        for region in ("67", "68", "69"):
            click_region(qtbot, view, region)
        qtbot.keyClick(dialog.places.filter, Qt.Key_Escape)
        assert dialog.windowModality() == Qt.ApplicationModal
        dialog.threshold.setValue(7)
        dialog.buttons.button(QDialogButtonBox.Ok).click()
    QTimer.singleShot(0, gm)
    order = classic_dock.open_dialog(ConditionalDialog)
    assert order is not None and order.places == ("67", "68", "69")
    assert classic_dock.editors["Prussia"].orders_text() == (
        "if Vikings has 7 or less armies in 67, 68, 69 combined then 2 armies 59 -> 69 via ships in E\n")


# -- a drop-down of places --------------------------------------------------------------------------

def test_a_province_to_buy_in_is_picked_on_the_map_and_picking_ends(qtbot, classic_window, classic_dock):
    view = classic_window.map_view
    classic_dock.show_nation("Prussia")
    dialog = BuyDialog(classic_dock.context("Prussia"), classic_window)
    qtbot.addWidget(dialog)
    dialog.show()
    button_beside(dialog.province).click()
    assert view.picture.highlights == {"58", "59", "61", "63"}    # where armies may be bought
    click_region(qtbot, view, "1")                                # not Prussia's: nothing changes
    assert dialog.province.currentData() == "58" and view.picking_places
    click_region(qtbot, view, "61")
    assert dialog.province.currentData() == "61" and not view.picking_places
    assert dialog.preview.text() == "buy 1 army in 61"


def test_a_napoleonic_build_province_is_picked_on_the_map(qtbot, window, dock):
    view = window.map_view
    dock.show_nation("France")
    dialog = BuildDialog(dock.context("France"), window)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.province.currentData() == "alsace"
    button_beside(dialog.province).click()
    assert view.picture.highlights == {"alsace", "paris"}
    click_region(qtbot, view, "paris")
    assert dialog.province.currentData() == "paris" and not view.picking_places
    dialog.set_counts(infantry=1)
    assert dialog.isVisible() and dialog.preview.text() == "build infantry in Paris"


def test_a_longer_line_wraps_and_the_dialog_grows_to_show_it_and_the_button_is_never_clipped(
        qtbot, classic_window, classic_dock):
    dialog = conditional(qtbot, classic_window, classic_dock)
    button = dialog.findChildren(PickButton)[0]
    button.setChecked(True)
    for region in ("46", "47", "45", "44"):
        click_region(qtbot, classic_dock.map_view, region)
    qtbot.wait(20)
    assert dialog.height() >= dialog.layout().totalHeightForWidth(dialog.width())     # every row shown
    assert button.width() >= button.fontMetrics().horizontalAdvance(button.text())
    button.setChecked(False)


# -- through the window system ----------------------------------------------------------------------

def test_clicks_and_keys_through_the_window_system_reach_the_map_and_the_dialog_while_picking(
        qtbot, window, dock):
    """On a real screen every press reaches Qt's window first, then the widget under it: picking must
    judge the widget, or it swallows every click and key and the program seems frozen."""
    from PySide6.QtTest import QTest
    view = window.map_view
    dock.show_nation("France")
    dialog = BuildDialog(dock.context("France"), window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    button = button_beside(dialog.province)
    button.click()
    assert view.picking_places
    where = view.viewport().mapTo(window, view.viewport_pos("paris"))
    QTest.mouseClick(window.windowHandle(), Qt.LeftButton, Qt.NoModifier, where)
    assert dialog.province.currentData() == "paris" and not view.picking_places
    button.click()
    QTest.keyClick(dialog.windowHandle(), Qt.Key_Escape)
    assert not view.picking_places and not button.isChecked() and dialog.isVisible()
    QTest.keyClick(dialog.windowHandle(), Qt.Key_Escape)        # Esc again: the dialog closes
    assert not dialog.isVisible()


def test_the_pick_button_of_a_disabled_drop_down_is_disabled(qtbot, window, dock):
    dock.show_nation("France")
    dialog = BuildDialog(dock.context("France"), window)
    qtbot.addWidget(dialog)
    assert dialog.divisions.isChecked()
    assert button_beside(dialog.province).isEnabled() and not button_beside(dialog.sea).isEnabled()
    dialog.squadrons.setChecked(True)
    assert not button_beside(dialog.province).isEnabled() and button_beside(dialog.sea).isEnabled()


def test_return_in_a_drop_down_or_a_list_of_places_opens_it_or_stays_and_adds_no_order(
        qtbot, classic_window, classic_dock):
    dialog = conditional(qtbot, classic_window, classic_dock)
    pick(dialog.picker.unit, "armies:Prussia:59")
    dialog.picker.extra["via"].setCurrentIndex(1)
    pick(dialog.picker.destination, "69")
    dialog.set_places()
    dialog.places.set_chosen(["67"])
    assert dialog.buttons.button(QDialogButtonBox.Ok).isEnabled()
    combo = dialog.picker.destination
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key_Return)
    assert dialog.isVisible() and dialog.result() == 0
    assert combo.view().isVisible()                           # the drop-down opened instead
    combo.hidePopup()
    dialog.places.list.setFocus()
    qtbot.keyClick(dialog.places.list, Qt.Key_Return)
    assert dialog.isVisible() and dialog.result() == 0
    dialog.threshold.setFocus()
    qtbot.keyClick(dialog.threshold, Qt.Key_Return)            # from a count, Return adds the order
    assert not dialog.isVisible() and dialog.result() == 1
