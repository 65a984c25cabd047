"""The resolve preview and the scouting dialog for a ruleset with cheese and no seasons (the tests'
toy ruleset): treasuries in cheese, and no talk of Winter."""

import pytest
from toy_ruleset import SCENARIO

from app.orders.preview import economy_document, internal_reports, run_preview
from app.orders.resolve import ResolveDialog
from app.orders.scouting import ScoutingDialog
from app.session import GameSession
from engine.reports.render import render


@pytest.fixture
def cheese(qtbot, tmp_path):
    s = GameSession()
    s.open(GameSession.create_from_scenario(SCENARIO, tmp_path / "cheese.berthier"))
    yield s
    s.close()


def test_the_preview_shows_each_treasury_of_cheese_before_and_after(cheese):
    cheese.store_orders("Holland", "fort in edam\n")
    preview = run_preview(cheese, seed=1, fixed=None, overrides=None)
    text = render(economy_document(preview, internal_reports(cheese, preview, "t"), cheese.rules.resources), "text")
    # Holland: 10.00 + 7.50 harvest (three provinces, Gouda's fort and pasture) - 12.50 for the fort
    assert "Holland" in text and "10.00" in text and "5.00" in text and "\u22125.00" in text
    assert "Normandy" in text and "5.25" in text and "9.75" in text and "+4.50" in text


def test_the_resolve_dialog_lists_cheese_not_gold(qtbot, cheese):
    dialog = ResolveDialog(cheese, seed=1)
    qtbot.addWidget(dialog)
    economy = dialog.economy.toPlainText()
    assert "17.50" in economy and "gold" not in economy.lower()


def test_scouting_for_rules_without_seasons_says_nothing_of_winter(qtbot, cheese):
    dialog = ScoutingDialog(cheese)
    qtbot.addWidget(dialog)
    assert "Winter" not in dialog.summary.text()
    assert dialog.summary.text() == "Nobody scouts in Turn 1: these rules allow no scouting now."
