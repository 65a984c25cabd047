"""The classic rules' order dialogs offer only what is allowed (provinces owned, seas beside them,
the gold left this turn, the stacks there are) and add the line the ruleset's formatter writes."""

import msgspec
from PySide6.QtWidgets import QDialogButtonBox

from app.orders import ask
from app.rulesets.classic.dialogs import BuyDialog, ConditionalDialog, GiftDialog, MoveDialog
from app.orders.context import OrderContext
from app.orders.dialog_base import pick


def fill_with(monkeypatch, fill):
    """The GM fills the dialog (here: `fill(dialog)`) and presses OK."""
    seen = []

    def run(dialog):
        seen.append(dialog)
        fill(dialog)
        assert dialog.buttons.button(QDialogButtonBox.Ok).isEnabled(), dialog.verdict.text()
        return True
    monkeypatch.setattr(ask, "run_dialog", run)
    return seen


def choices(combo):
    return [combo.itemData(i) for i in range(combo.count())]


def test_the_menu_offers_the_classic_dialogs(classic_dock):
    classic_dock.show_nation("Prussia")
    classic_dock._update_menu()
    assert [a.text() for a in classic_dock.menu.actions()] == [
        "Buy armies or ships...", "Give gold...", "Move armies or ships...", "Conditional order..."]


def test_buy_armies_through_the_dialog(qtbot, classic_dock, monkeypatch):
    def fill(d):
        assert choices(d.province) == ["58", "59", "61", "63"] and choices(d.sea) == ["E", "F"]
        assert d.count.maximum() == 6         # 18 gold to spend this turn, 3 an army
        pick(d.province, "59")
        d.count.setValue(2)
        assert "Cost: 6 gold." in d.summary.text() and "To spend this turn: <b>18 gold</b>" in d.summary.text()
        assert d.preview.text() == "buy 2 armies in 59"
    seen = fill_with(monkeypatch, fill)
    classic_dock.show_nation("Prussia")
    classic_dock.open_dialog(BuyDialog)
    assert classic_dock.editors["Prussia"].orders_text() == "buy 2 armies in 59\n"
    assert classic_dock.editors["Prussia"].text.accepted == {1}
    assert seen[0].windowTitle() == "Buy armies or ships \u2014 Prussia"


def test_the_gold_already_spent_in_the_orders_limits_what_more_can_be_bought(qtbot, classic):
    dialog = BuyDialog(OrderContext(classic, "Prussia", "buy 4 armies in 59\n"))
    qtbot.addWidget(dialog)
    assert dialog.count.maximum() == 2 and "12 in the orders already" in dialog.summary.text()
    dialog.ships.setChecked(True)
    assert dialog.count.maximum() == 1 and dialog.preview.text() == "buy 1 ship in E"
    full = BuyDialog(OrderContext(classic, "Prussia", "buy 6 armies in 59\n"))
    qtbot.addWidget(full)
    assert full.count.maximum() == 0 and "Not enough gold left this turn" in full.verdict.text()
    assert not full.buttons.button(QDialogButtonBox.Ok).isEnabled()


def test_a_nation_without_the_gold_cannot_open_the_buy_dialog(classic_dock, classic):
    # an empty treasury and 14 armies: 16 gold of income less 14 of upkeep leaves 2, less than an army costs
    state = classic.state()
    poor = msgspec.structs.replace(
        state, nations=tuple(msgspec.structs.replace(n, treasury={"gold": 0}) if n.name == "Prussia" else n
                             for n in state.nations),
        armies=tuple(msgspec.structs.replace(a, count=9) if (a.nation, a.at) == ("Prussia", "58") else a
                     for a in state.armies))
    classic.edit(poor, "spent on the forum", "Prussia's treasury 0, 9 armies in 58")
    classic_dock.show_nation("Prussia")
    classic_dock._update_menu()
    buy = classic_dock.actions_by_dialog[BuyDialog]
    assert not buy.isEnabled() and buy.text() == "Buy armies or ships (2 gold to spend this turn: too little)"


def test_gifts_go_to_any_other_nation_and_arrive_next_turn(qtbot, classic_dock, monkeypatch):
    def fill(d):
        assert "Prussia" not in choices(d.target) and len(choices(d.target)) == 9
        pick(d.target, "Russia")
        d.amount.setValue(5)
        assert d.amount.maximum() == 18
        assert "arrives in Russia's treasury at the start of the next turn" in d.verdict.text()
    fill_with(monkeypatch, fill)
    classic_dock.show_nation("Prussia")
    classic_dock.open_dialog(GiftDialog)
    assert classic_dock.editors["Prussia"].orders_text() == "give 5 gold to Russia\n"


def test_a_move_picked_from_lists(qtbot, classic_dock, monkeypatch):
    def fill(d):
        p = d.picker
        assert choices(p.unit) == ["armies:Prussia:58", "armies:Prussia:59", "armies:Prussia:61",
                                   "armies:Prussia:63", "ships:Prussia:E"]
        pick(p.unit, "ships:Prussia:E")
        assert choices(p.destination)[0] == p.STAY
        p.extra["combat"].setCurrentText("stay out of combat")
        pick(p.destination, "F")
        assert d.preview.text() == "2 ships E -> F, no combat"
    fill_with(monkeypatch, fill)
    classic_dock.show_nation("Prussia")
    classic_dock.open_dialog(MoveDialog)
    assert classic_dock.editors["Prussia"].orders_text() == "2 ships E -> F, no combat\n"


def test_the_seeds_first_conditional_order(qtbot, classic_dock, monkeypatch):
    # "If Austria has 5 or less armies in 46 then attack it with everything from 47", on this map
    def fill(d):
        p = d.picker
        pick(p.unit, "armies:Italy:36")
        pick(p.destination, "35")
        p.everything.setChecked(True)
        assert d.chosen_places() == ("35",)       # "attack it": the province the move goes to
        pick(d.subject, "Austria")
        pick(d.comparison, "<=")
        d.threshold.setValue(5)
        assert d.preview.text() == "if Austria has 5 or less armies in 35 then all armies 36 -> 35"
    fill_with(monkeypatch, fill)
    classic_dock.show_nation("Italy")
    classic_dock.open_dialog(ConditionalDialog)
    editor = classic_dock.editors["Italy"]
    assert editor.orders_text() == "if Austria has 5 or less armies in 35 then all armies 36 -> 35\n"
    assert editor.text.accepted == {1}


def test_the_seeds_second_conditional_order_counts_several_provinces_and_goes_by_ship(qtbot, classic_dock,
                                                                                        monkeypatch):
    # "If the Viking has 7 or less armies in 67, 68 and 69 combined, then attack 69 with 8 armies from 59
    # (via ships)"
    def fill(d):
        p = d.picker
        pick(p.unit, "armies:Prussia:59")
        p.extra["via"].setCurrentIndex(1)           # by ship: Prussia's ships in E
        pick(p.destination, "69")
        assert d.subject.currentData() == "Vikings"  # the owner of the province attacked
        d.set_places("67", "68", "69")
        d.threshold.setValue(7)
        assert d.preview.text() == ("if Vikings has 7 or less armies in 67, 68, 69 combined then "
                                    "2 armies 59 -> 69 via ships in E")
    fill_with(monkeypatch, fill)
    classic_dock.show_nation("Prussia")
    classic_dock.open_dialog(ConditionalDialog)
    assert classic_dock.editors["Prussia"].text.accepted == {1}


def test_a_conditional_order_needs_a_province_to_count(qtbot, classic):
    dialog = ConditionalDialog(OrderContext(classic, "Prussia"))
    qtbot.addWidget(dialog)
    dialog.picker.destination.setCurrentIndex(0)
    dialog.set_places()
    dialog.places_touched = True
    dialog.refresh()
    assert "Tick the provinces whose armies are counted." in dialog.verdict.text()
    assert not dialog.buttons.button(QDialogButtonBox.Ok).isEnabled()
