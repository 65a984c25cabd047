"""EiA in the window: the map shows corps and fleets and whose step it is (the decisions: test_window_decisions)."""

from app.rulesets import ruleset_ui
from engine.rulesets.eia.orders import MoveCorps
from engine.game.scenario import MAPS, load_scenario

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


# -- the orders entered, on the map ------------------------------------------------------------

def _step(name):
    import msgspec
    return msgspec.structs.replace(STATE, step=STATE.steps.index(name))


def test_a_corps_march_and_a_fleet_move_are_drawn_along_their_paths_and_an_attack_is_marked():
    from app.render.picture import MarkKind
    from engine.rulesets import ruleset
    ui, rules = ruleset_ui("eia"), ruleset("eia")
    land = _written("corps I: Rhineland - Baden - Württemberg\nattack Württemberg\n", "France",
                              _step("France land"), BOARD)
    assert [(a.source, a.target) for a in ui.planned_arrows(land.orders, "#0000ff")] == [
        ("rhineland", "baden"), ("baden", "wurttemberg")]
    assert [(m.region, m.kind) for m in ui.planned_marks(land.orders, "#0000ff")] == [
        ("wurttemberg", MarkKind.ATTACK)]
    naval = _written("fleet Toulon: Provence - Gulf of Lion\n", "France", _step("France naval"), BOARD)
    assert [(a.source, a.target) for a in ui.planned_arrows(naval.orders, "#0000ff")] == [
        ("provence", "gulf_of_lion")]


def test_the_phasing_powers_corps_wait_for_orders_in_its_land_step_and_its_fleets_in_its_naval_step():
    from app.orders.planned import awaiting_orders
    from engine.rulesets import ruleset
    ui, rules = ruleset_ui("eia"), ruleset("eia")
    land = _step("France land")
    waiting = awaiting_orders(ui, rules, land, {})
    assert "corps:France:rhineland" in waiting and not any("Austria" in k or k.startswith("fleet") for k in waiting)
    sheet = _written("corps I: Rhineland - Baden\n", "France", land, BOARD)
    assert "corps:France:rhineland" not in awaiting_orders(ui, rules, land, {"France": sheet})
    assert awaiting_orders(ui, rules, _step("France naval"), {}) == {"fleet:France:Brest", "fleet:France:Toulon"}
    assert awaiting_orders(ui, rules, STATE, {}) == frozenset()          # the political step: nothing moves


def test_afa_naval_ships_built_and_stores_laid_in_are_marked_in_the_yards_area():
    import msgspec

    from app.render.picture import MarkKind
    from engine.rulesets import ruleset
    state = msgspec.structs.replace(STATE, params={**STATE.params, "modules": ["eia_sop", "afa_naval"]})
    sheet = _written("build 4 at Brest\nstores 2 at Toulon\n", "France", state, BOARD)
    marks = ruleset_ui("eia").planned_marks(sheet.orders, "#0000ff", state, BOARD)
    assert [(m.region, m.kind, m.count) for m in marks] == [("brittany", MarkKind.BUILD, 4),
                                                              ("provence", MarkKind.SUPPLY, 1)]
    assert marks[0].tooltip == "France builds 4 ships at Brest"


def _written(text, nation, state, board):
    """The orders as written, drawn whether or not the state allows them (the window marks what
    the player wrote; the state's verdict is the checks')."""
    from engine.rulesets.eia import syntax
    return syntax.parse_sheet(text, nation, state, board, judge=False)
