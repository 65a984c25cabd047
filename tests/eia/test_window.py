"""EiA in the window: the map shows corps and fleets and whose step it is (the decisions: test_window_decisions)."""

from app.rulesets import ruleset_ui
from engine.rulesets.eia.orders import MoveCorps
from engine.scenario import MAPS, load_scenario

BOARD, STATE, _ = load_scenario(MAPS / "eia-europe" / "scenario.json")


def test_the_map_shows_each_nations_corps_per_area_and_whose_step_it_is():
    picture = ruleset_ui("eia").picture(BOARD, STATE)
    assert picture.subtitle == "January 1805: political step (every nation orders)"
    bavaria = next(m for m in picture.markers if m.key == "corps:Austria:bavaria")
    assert bavaria.text == "1/9"                      # one corps of nine factors
    assert any(m.key == "fleet:France:Toulon" and m.text == "9" for m in picture.markers)


def test_the_area_tooltip_lists_cities_ports_and_shipyards():
    text = ruleset_ui("eia").region_tooltip(BOARD, STATE, "provence")
    assert "Toulon: capacity 2 corps, port on Gulf of Lion, France shipyard of 10 ships" in text
    assert "Marseilles" in text


def test_a_new_move_of_the_same_corps_replaces_its_line():
    assert ruleset_ui("eia").unit_of(MoveCorps(nation="France", corps="I", path=("a", "b"))) == "corps:i"


def test_an_eia_game_opens_in_the_window_with_whose_step_it_is(qtbot, tmp_path):
    from PySide6.QtCore import QSettings

    from app.session import GameSession
    from app.window.main import MainWindow
    from app.window.settings import Settings

    path = GameSession.create_from_scenario(MAPS / "eia-europe" / "scenario.json", tmp_path / "eia.berthier")
    window = MainWindow(settings=Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.IniFormat)),
                        data_dir=tmp_path / "data", install_orders=False)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    with qtbot.waitSignal(window.gameShown, timeout=60_000):
        window.open_game(path)
    assert "January 1805: political step" in window.turn_label.text()
