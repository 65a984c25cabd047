"""The window with a Mausropa game: the dialogs offer only what is allowed (the build dialog shows
the city budget left), the nations dock shows cheese with two decimals, and the resolve preview
tells each battle with every TP, roll and casualty."""

import os
import shutil
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from app.orders.context import OrderContext  # noqa: E402
from app.orders.dialog_base import pick  # noqa: E402
from app.orders.preview import run_preview, strengths_and_odds  # noqa: E402
from app.rulesets.succheesion.dialogs import (  # noqa: E402
    BuildDialog, CasualtiesDialog, SiegeDialog, TPPolicyDialog, TradeDialog)
from app.session import GameSession  # noqa: E402
from app.window.nations import nation_rows  # noqa: E402
from engine.reports.render import render  # noqa: E402

SCENARIO = Path(__file__).resolve().parents[2] / "resources" / "maps" / "mausropa" / "scenario.json"


@pytest.fixture(scope="module")
def template(tmp_path_factory):
    return GameSession.create_from_scenario(SCENARIO, tmp_path_factory.mktemp("mausropa") / "m.berthier")


@pytest.fixture
def game(qtbot, tmp_path, template):
    path = tmp_path / "m.berthier"
    shutil.copy(template, path)
    s = GameSession()
    s.open(path)
    yield s
    s.close()


def test_the_build_dialog_shows_the_city_budget_left(qtbot, game):
    dialog = BuildDialog(OrderContext(game, "Crimsonia", "build 2 Infantry in 1\n"))
    qtbot.addWidget(dialog)
    pick(dialog.region, "12")
    pick(dialog.kind, "Infantry")
    dialog.count.setValue(3)
    assert "<b>12 loyal cities</b>; 4 in the orders already; 6 for this order: <b>2 left</b>" in dialog.summary.text()
    assert dialog.count.maximum() == 3               # Madder Vale has 3 cities
    assert dialog.preview.text() == "build 3 Infantry in 12"
    assert "Allowed" in dialog.verdict.text()


def test_the_build_dialog_offers_ships_only_in_ports_and_militia_only_in_occupied_cities(qtbot, game):
    crimsonia = BuildDialog(OrderContext(game, "Crimsonia"))
    qtbot.addWidget(crimsonia)
    pick(crimsonia.region, "9")
    assert "Galleon" in [crimsonia.kind.itemData(i) for i in range(crimsonia.kind.count())]
    pick(crimsonia.region, "12")
    assert "Galleon" not in [crimsonia.kind.itemData(i) for i in range(crimsonia.kind.count())]
    maustria = BuildDialog(OrderContext(game, "Maustria"))
    qtbot.addWidget(maustria)
    pick(maustria.region, "11")
    assert [maustria.kind.itemData(i) for i in range(maustria.kind.count())] == ["Militia", "Fort"]


def test_the_trade_siege_and_standing_order_dialogs_write_the_players_words(qtbot, game):
    trade = TradeDialog(OrderContext(game, "Berdain"))
    qtbot.addWidget(trade)
    pick(trade.partner, "Maustria")
    assert trade.preview.text() == "invest 5 cheese in trade with Maustria"
    trade.breaks.setChecked(True)
    assert trade.preview.text() == "break trade with Maustria"
    siege = SiegeDialog(OrderContext(game, "Stilwen"))
    qtbot.addWidget(siege)
    assert siege.region.count() == 0                 # no Stilwenese unit beside an enemy fort at the start
    tp = TPPolicyDialog(OrderContext(game, "Maustria"))
    qtbot.addWidget(tp)
    pick(tp.percent, 40)
    assert tp.preview.text() == "spend TP to reach 40%"
    casualties = CasualtiesDialog(OrderContext(game, "Maustria"))
    qtbot.addWidget(casualties)
    pick(casualties.choices[0], "Militia")
    assert casualties.preview.text() == "casualties: Militia first"


def test_the_nations_dock_shows_cheese_with_two_decimals_and_the_army_sheet_as_a_table(game):
    rows, tip = nation_rows(game.rules, game.board, game.state(), "Crimsonia")
    assert rows[0][:2] == ("Cheese", "20.00") and "Cheese: 20.00" in tip
    sheet = {label: text for label, text, _ in rows}
    assert (sheet["Militia"], sheet["Infantry"], sheet["Light Inf."], sheet["Cavalry"], sheet["Artillery"],
            sheet["Guards"]) == ("2", "6", "1", "1", "1", "0")


def test_the_resolve_preview_tells_every_tp_roll_and_casualty(game):
    game.store_orders("Crimsonia", "2 galleons 13 -> 14 carrying 4 units from 9 to 24")
    preview = run_preview(game, seed=7, fixed=None, overrides=None)
    view = preview.views[0]
    assert view.title == "Battle in Whiskerport" and view.sides == "Maustria against Crimsonia"
    odds = strengths_and_odds(view, game.state().params, preview.resolution.state)
    assert odds.startswith("Maustria 4, Crimsonia 4: Maustria wins ") and "losses about" in odds
    text = render(view.describe(False), "md")
    assert "Tactical dice" in text and "Casualty level roll" in text and "tactical points" in text


def test_the_inspector_lists_the_markers_forts_and_fleets_of_a_region(game):
    state = game.state()
    assert [u.label() for u in state.units_at("24")] == ["Maustria: 4 unit(s)", "Maustria: 2 fort(s)"]
    assert [u.label() for u in state.units_at("13")] == ["Maustria: 2 Frigate(s), 1 Galleon(s), blockading",
                                                       "Crimsonia: 0 Frigate(s), 2 Galleon(s)"]
    rows = {f.label: f.text for f in game.rules.region_summary(game.board, state, "11")}
    assert rows["Status"] == "occupied by Maustria" and rows["Owner"] == "Adoen"


def test_a_unit_marker_clicked_lights_up_where_it_may_go_stopping_at_enemies(game):
    from app.rulesets.succheesion.clicks import select
    sel = select(OrderContext(game, "Stilwen"), "units", "6")
    routes = sel.routes({"count": 3})
    assert routes["11"].path == ("6", "10", "11") or routes["11"].path[-1] == "11"
    assert "19" not in routes                          # beyond Adoen Crown, where Maustria stands
    assert game.rules.format_order(routes["10"], game.board) == "3 units and the General 6 -> 10"
    fleet = select(OrderContext(game, "Crimsonia"), "fleet", "13")
    assert set(fleet.routes({})) == {"14"} and fleet.routes({})["14"].galleons == 2     # the inland seas
    pirates = select(OrderContext(game, "Dunbarra"), "fleet", "52")
    assert pirates.routes({})["51"].path == ("52", "50", "51")


def test_builds_forts_sieges_assaults_and_blockades_are_marked_where_they_happen():
    from app.render.picture import MarkKind
    from app.rulesets import ruleset_ui
    from engine.rulesets import ruleset
    from engine.game.scenario import MAPS, load_scenario
    board, state, _ = load_scenario(MAPS / "mausropa" / "scenario.json")
    sheet = _written(
        "Build 3 Infantry in 12\nbuild 1 fort in 9\nsiege 24\nassault 11\nblockade 13\n", "Crimsonia", state, board)
    marks = ruleset_ui("succheesion").planned_marks(sheet.orders, "#aa0000", state)
    assert [(m.region, m.kind, m.count) for m in marks] == [
        ("12", MarkKind.BUILD, 3), ("9", MarkKind.FORTIFY, 1), ("24", MarkKind.SIEGE, 1),
        ("11", MarkKind.ASSAULT, 1), ("13", MarkKind.BLOCKADE, 1)]


def test_a_stack_or_fleet_waits_for_orders_until_a_move_siege_or_blockade_names_it():
    from app.orders.planned import awaiting_orders
    from app.rulesets import ruleset_ui
    from engine.rulesets import ruleset
    from engine.game.scenario import MAPS, load_scenario
    board, state, _ = load_scenario(MAPS / "mausropa" / "scenario.json")
    rules, ui = ruleset("succheesion"), ruleset_ui("succheesion")
    mine = {"units:Crimsonia:1", "units:Crimsonia:9", "units:Crimsonia:12", "fleet:Crimsonia:13"}
    assert mine <= awaiting_orders(ui, rules, state, {})
    sheet = _written("4 units 1 -> 2\nsiege 9\nblockade 13\n", "Crimsonia", state, board)
    left = awaiting_orders(ui, rules, state, {"Crimsonia": sheet})
    assert mine & left == {"units:Crimsonia:12"}


def test_the_resolve_dialog_lists_the_odds_of_a_succheesion_battle_and_repeats_them_in_its_details(qtbot, game):
    from app.orders.resolve import ResolveDialog
    game.store_orders("Crimsonia", "2 galleons 13 -> 14 carrying 4 units from 9 to 24")
    dialog = ResolveDialog(game, seed=7)
    qtbot.addWidget(dialog)
    odds = dialog.battle_list.item(0).text().split("\n")[2]
    assert odds.startswith("Before: Maustria 4, Crimsonia 4: Maustria wins ")
    assert "Before the battle" in dialog.battle_text.toPlainText()
    assert odds.removeprefix("Before: ") in dialog.battle_text.toPlainText()


def _written(text, nation, state, board):
    """The orders as written, read whatever the state allows (the state's verdict is the checks')."""
    from engine.rulesets.succheesion import syntax
    return syntax.parse_sheet(text, nation, state, board, judge=False)
