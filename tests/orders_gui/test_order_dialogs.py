"""Order dialogs offer only what the rules allow and add the formatted line to the orders."""

import pytest
from PySide6.QtWidgets import QDialogButtonBox

from app.orders import ask
from app.rulesets.napoleonic.build_dialog import BuildDialog
from app.orders.context import OrderContext
from app.orders.dialog_base import pick
from app.rulesets.napoleonic.diplomacy_dialogs import CedeDialog, DiplomacyDialog, GiftDialog
from app.rulesets.napoleonic.unit_dialogs import AnnexDialog, ReorganiseDialog, ScoutDialog, TransportDialog
from engine.state import replace, with_relation


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


def test_build_through_the_dialog(qtbot, dock, monkeypatch):
    def fill(d):
        pick(d.province, "paris")
        d.set_counts(infantry=2, cavalry=1)
        assert "Cost: 8 gold" in d.summary.text()
        assert "12 divisions; 0 raised" in d.summary.text() and "9 left" in d.summary.text()
        assert d.preview.text() == "build 2 infantry, cavalry in Paris"
    seen = fill_with(monkeypatch, fill)
    dock.show_nation("France")
    dock.open_dialog(BuildDialog)
    assert choices(seen[0].province) == ["alsace", "paris"]
    assert choices(seen[0].sea) == ["channel"]
    assert dock.editors["France"].orders_text() == "build 2 infantry, cavalry in Paris\n"
    assert dock.editors["France"].text.accepted == {1}


def test_the_build_dialog_offers_no_more_divisions_than_the_year_allows(qtbot, session):
    context = OrderContext(session, "France", "build 10 infantry in Paris\n")
    dialog = BuildDialog(context)
    qtbot.addWidget(dialog)
    assert "10 in the orders already" in dialog.summary.text()
    dialog.set_counts(infantry=5)
    assert dialog.counts["infantry"].value() == 2
    assert dialog.counts["cavalry"].maximum() == 0


def test_squadrons_are_built_in_a_sea(qtbot, dock, monkeypatch):
    def fill(d):
        d.squadrons.setChecked(True)
        d.ships.setValue(1)
        assert "Cost: 12 gold" in d.summary.text()
    fill_with(monkeypatch, fill)
    dock.open_dialog(BuildDialog)
    assert dock.editors["France"].orders_text() == "build squadron in Channel\n"


def test_a_dialog_refuses_what_the_rules_refuse(qtbot, session):
    # The conscription of the year is spent: the dialog says so and OK stays off.
    context = OrderContext(session, "France", "build 12 infantry in Paris\n")
    dialog = BuildDialog(context)
    qtbot.addWidget(dialog)
    assert dialog.counts["infantry"].maximum() == 0
    assert "No divisions are left" in dialog.verdict.text()
    assert not dialog.buttons.button(QDialogButtonBox.Ok).isEnabled()


def test_reorganise_into_a_new_corps(qtbot, dock, monkeypatch):
    def fill(d):
        assert choices(d.kind) == ["infantry", "cavalry", "scout"]
        assert choices(d.target) == ["B"]
        pick(d.kind, "infantry")
        d.count.setValue(1)
    fill_with(monkeypatch, fill)
    dock.open_dialog(ReorganiseDialog)
    assert dock.editors["France"].orders_text() == "transfer 1 infantry from A to B\n"


def test_diplomacy_offers_only_the_nations_it_is_possible_with(qtbot, dock, monkeypatch):
    def fill(d):
        assert choices(d.action) == ["peace", "alliance"]     # already at war: no declaration
        pick(d.action, "peace")
        assert choices(d.target) == ["Austria"]
        assert "Austria must order the same" in d.verdict.text()
    fill_with(monkeypatch, fill)
    dock.open_dialog(DiplomacyDialog)
    assert dock.editors["France"].orders_text() == "peace with Austria\n"


def test_gifts_and_trades_go_to_allies_only(qtbot, dock, session, monkeypatch):
    dock._update_menu()
    gift = dock.actions_by_dialog[GiftDialog]
    assert not gift.isEnabled() and "no allies" in gift.text()
    state = session.state()
    allied = with_relation(state, "France", "Austria", "alliance", state.turn)
    session.edit(allied, "treaty signed on the forum", "France and Austria allied")
    dock._update_menu()
    assert gift.isEnabled()

    def give(d):
        assert choices(d.target) == ["Austria"] and d.amount.maximum() == 20
        d.amount.setValue(5)
    fill_with(monkeypatch, give)
    dock.open_dialog(GiftDialog)

    def accept(d):
        d.receiving.setChecked(True)
        assert choices(d.province) == ["bohemia", "tyrol", "vienna"]
        pick(d.province, "bohemia")
    fill_with(monkeypatch, accept)
    dock.open_dialog(CedeDialog)
    assert dock.editors["France"].orders_text() == "give 5 gold to Austria\naccept Bohemia from Austria\n"


def test_annexing_is_offered_in_winter_where_a_corps_stands(qtbot, dock, session, monkeypatch):
    state = session.state()
    moved = tuple(replace(c, at="baden") for c in state.corps)
    session.edit(replace(state, corps=moved), "test", "corps A in Baden")
    dock._update_menu()
    assert dock.actions_by_dialog[AnnexDialog].isEnabled()

    def fill(d):
        assert d.province.currentText() == "Baden (3 gold)"
    fill_with(monkeypatch, fill)
    dock.open_dialog(AnnexDialog)
    assert dock.editors["France"].orders_text() == "annex Baden\n"


def test_annexing_is_not_offered_outside_winter(qtbot, dock, spring):
    dock._update_menu()
    action = dock.actions_by_dialog[AnnexDialog]
    assert not action.isEnabled() and "in Winter" in action.text()


def test_scouting_is_added_to_the_move_already_written(qtbot, dock, spring, monkeypatch):
    dock.editors["France"].text.setPlainText("A - Baden\n")

    def fill(d):
        assert "already moves (line 1: A - Baden)" in d.path.text()
        assert "bavaria" in choices(d.target) and "tyrol" not in choices(d.target)
        pick(d.target, "bavaria")
        assert "replaces line 1" in d.verdict.text()
    fill_with(monkeypatch, fill)
    dock.open_dialog(ScoutDialog)
    assert dock.editors["France"].orders_text() == "A - Baden, scout Bavaria\n"


def test_a_corps_that_holds_scouts_next_to_where_it_stands(qtbot, dock, spring, monkeypatch):
    fill_with(monkeypatch, lambda d: pick(d.target, "paris"))
    dock.open_dialog(ScoutDialog)
    assert dock.editors["France"].orders_text() == "A scout Paris\n"


def test_transport_offers_the_coasts_a_corps_can_land_on(qtbot, dock, spring, monkeypatch):
    def fill(d):
        assert choices(d.corps) == ["B"]
        assert choices(d.landing) == ["brittany", "kent"]
        pick(d.landing, "kent")
        assert not d.scout.isEnabled()          # corps B has no scouting cavalry
    fill_with(monkeypatch, fill)
    dock.open_dialog(TransportDialog)
    assert dock.editors["France"].orders_text() == "B - Kent via Channel\n"


@pytest.mark.parametrize("dialog", [BuildDialog, ReorganiseDialog, DiplomacyDialog])
def test_cancelling_a_dialog_adds_nothing(qtbot, dock, monkeypatch, dialog):
    monkeypatch.setattr(ask, "run_dialog", lambda d: False)
    assert dock.open_dialog(dialog) is None
    assert dock.editors["France"].orders_text() == ""


def test_a_strait_is_opened_only_by_the_nation_that_controls_it(qtbot, tmp_path):
    from app.rulesets.napoleonic.diplomacy_dialogs import StraitDialog
    from app.session import BUNDLED_SCENARIO, GameSession
    europe = GameSession()
    europe.open(GameSession.create_from_scenario(BUNDLED_SCENARIO, tmp_path / "europe.berthier"))
    try:
        dialog = StraitDialog(OrderContext(europe, "Great Britain"))
        qtbot.addWidget(dialog)
        assert choices(dialog.sea) == ["strait_of_gibraltar"]
        assert "Great Britain" not in choices(dialog.target)
        pick(dialog.target, "Russia")
        assert dialog.preview.text() == "allow Russia through Strait of Gibraltar"
        assert dialog.buttons.button(QDialogButtonBox.Ok).isEnabled()
        assert OrderContext(europe, "France").options.straits_controlled == []
    finally:
        europe.close()
