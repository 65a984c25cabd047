"""Module afa_naval's books in the window, for the referee: each power's yards (holder, queue with
months left, stores against the limit, repairs waiting, the figure announced), prizes in transit,
fleets off the map and political ledger; a yard's queue in its area's tooltip on the GM's map only."""

import json

import msgspec
from PySide6.QtCore import QSettings

from app.rulesets import ruleset_ui
from app.session import GameSession
from engine.reports.render import render
from engine.rulesets.eia.afa_naval.state import AFA_STATE, Build, Convoy, Entry, OffMap
from engine.game.scenario import MAPS, load_scenario

BOARD, PLAIN, _ = load_scenario(MAPS / "eia-europe" / "scenario.json")


def scenario_with_afa(tmp_path):
    data = json.loads((MAPS / "eia-europe" / "scenario.json").read_text(encoding="utf-8"))
    data["params"]["modules"] = ["eia_sop", "afa_naval"]
    data["map"] = str(MAPS / "eia-europe")
    path = tmp_path / "scenario.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def books_kept(tmp_path):
    """March 1805 as the GM keeps it: Brest building and repairing, prizes sailing home, a squadron
    broken out to the West Indies, a casus belli in the ledger."""
    _, state, _ = load_scenario(scenario_with_afa(tmp_path))
    afa = AFA_STATE.of(state)
    brest = msgspec.structs.replace(afa.yard("Brest"), building=(Build(ships=4, months_left=11),
                                                                 Build(ships=1, months_left=2, repair=True)),
                                    stores=1, awaiting_repair=2, offset=-2)
    afa = afa.with_yard(brest)
    afa = msgspec.structs.replace(afa, convoys=(Convoy(nation="France", damaged=1, prizes=2,
                                                       route=("balearic_sea", "gulf_of_lion"), port="Marseilles"),),
                                  off_map=(OffMap(nation="France", fleet="Brest", orders="West Indies",
                                                  exited_from="bay_of_biscay", months_left=2),),
                                  ledger=(Entry(month=2, nation="France", points="political", change=-1,
                                                reason="casus belli against Austria"),))
    return AFA_STATE.put(state, afa)


def test_a_powers_books_list_its_yards_prizes_fleets_off_the_map_and_ledger(tmp_path):
    text = render(ruleset_ui("eia").books(BOARD, books_kept(tmp_path), "France"), "md")
    assert "| Brest | France | 4 new, 11 months left; 1 repair, 2 months left | 1/3 | 2 | 2 |" in text
    assert "for Marseilles: 1 damaged, 2 prizes; 2 sea areas to go (Balearic Sea - Gulf of Lion)" in text
    assert "Brest: West Indies, left from Bay of Biscay, 2 months to go" in text
    assert "March 1805: -1 political points, casus belli against Austria" in text
    assert "Portsmouth" not in text                                   # Great Britain's yard is in its own books


def test_a_game_without_module_afa_naval_keeps_no_books():
    assert ruleset_ui("eia").books(BOARD, PLAIN, "France") is None


def test_a_yards_queue_shows_in_its_areas_tooltip_to_the_gm_only(tmp_path):
    state = books_kept(tmp_path)
    ui = ruleset_ui("eia")
    gm = ui.region_tooltip(BOARD, state, "brittany", None, True)
    assert "Brest yard (France): 4 new, 11 months left; 1 repair, 2 months left; stores 1/3; 2 awaiting repair" in gm
    assert "Brest yard" not in ui.region_tooltip(BOARD, state, "brittany", "France", False)
    assert "Brest yard" not in ui.region_tooltip(BOARD, state, "brittany", None, False)


def test_the_books_panel_follows_the_nation_selected_and_hides_for_a_game_without_books(qtbot, tmp_path):
    from app.window.main import MainWindow
    from app.window.settings import Settings

    with_books = GameSession.create_from_scenario(scenario_with_afa(tmp_path), tmp_path / "afa.berthier")
    without = GameSession.create_from_scenario(MAPS / "eia-europe" / "scenario.json", tmp_path / "plain.berthier")
    window = MainWindow(settings=Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.IniFormat)),
                        data_dir=tmp_path / "data", install_orders=False)
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitSignal(window.gameShown, timeout=60_000):
        window.open_game(with_books)
    assert window.books_dock.isVisible()
    britain = next(r for r in range(window.nations.table.rowCount()) if window.nations.nation_at(r) == "Great Britain")
    window.nations.table.setCurrentCell(britain, 0)
    assert "Great Britain" in window.books.caption.text() and "Portsmouth" in window.books.shown()
    with qtbot.waitSignal(window.gameShown, timeout=60_000):
        window.open_game(without)
    assert not window.books_dock.isVisible()
