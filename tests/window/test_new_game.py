"""File > New game...: the bundled scenarios with their facts and thumbnails, a scenario file, a map
of the GM's own with rules, modules, house rules and nations; Save as scenario; House rules."""

import json

import pytest
from PySide6.QtCore import Qt

from app.window.house_rules import HouseRulesDialog, HouseRulesForm
from app.window.newgame import NewGame, NewGameDialog, bundled_scenarios
from engine.board.mapfile import load_map
from engine.game.gamefile import Game
from engine.game.map_game import board_problems
from engine.game.scenario import MAPS, load_scenario

from .conftest import DATA, TINY_SCENARIO

TINY_MAP = DATA / "tiny-map.geojson"


HOMES = {"paris": "France", "alsace": "France", "vienna": "Austria", "tyrol": "Austria"}


def _no_homes(tmp_path):
    return TINY_MAP          # the tiny map names no home provinces: its scenario does


@pytest.fixture
def homes_map(tmp_path):
    """The tiny map with France's and Austria's home provinces marked, as a GM's own map has them."""
    data = json.loads(TINY_MAP.read_text(encoding="utf-8"))
    for f in data["features"]:
        if f["properties"]["id"] in HOMES:
            f["properties"]["home"] = HOMES[f["properties"]["id"]]
    path = tmp_path / "homes.geojson"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_every_bundled_scenario_is_offered_with_its_rules_nations_and_start(qtbot):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    offered = [dialog.sources.item(i).data(Qt.UserRole) for i in range(dialog.sources.count())]
    bundled = [v.path for k, v in offered if k == "bundled"]
    assert sorted(bundled) == sorted(MAPS.glob("*/scenario*.json"))
    assert {k for k, _ in offered} >= {"bundled", "file", "own"}
    europe = next(i for i, (k, v) in enumerate(offered) if k == "bundled" and v.path.parent.name == "europe1805")
    dialog.sources.setCurrentRow(europe)
    text = dialog.facts.text()
    assert "napoleonic" in text and "France" in text and "1805" in text
    pix = dialog.thumb.pixmap()
    assert not pix.isNull() and pix.width() > 100
    image = pix.toImage()          # drawn, not a grey placeholder: more than a handful of colours
    colours = {image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)}
    assert len(colours) > 5


def test_a_bundled_scenario_with_a_house_rule_makes_that_game(qtbot):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    offered = [dialog.sources.item(i).data(Qt.UserRole) for i in range(dialog.sources.count())]
    row = next(i for i, (k, v) in enumerate(offered) if k == "bundled" and v.path.parent.name == "europe1805")
    dialog.sources.setCurrentRow(row)
    form = dialog.scenario_form
    spin = form.widgets["bank_cap"]
    spin.setValue(spin.value() + 7)
    dialog.scenario_title.setText("Our 1805")
    dialog.accept()
    chosen = dialog.result_game()
    assert chosen.title == "Our 1805"
    assert chosen.data["params"]["bank_cap"] == spin.value()
    board, state = _built(chosen)
    assert state.params["bank_cap"] == spin.value()
    assert len(state.nations) == len(json.loads((MAPS / "europe1805" / "scenario.json").read_text())["nations"])


def _built(chosen: NewGame):
    from engine.game.scenario import build_scenario
    return build_scenario(chosen.data, base_dir=chosen.base_dir)


def test_eia_modules_are_ticked_as_the_scenario_names_them_and_can_be_changed(qtbot):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    offered = [dialog.sources.item(i).data(Qt.UserRole) for i in range(dialog.sources.count())]
    row = next((i for i, (k, v) in enumerate(offered) if k == "bundled" and v.rules == "eia"), None)
    if row is None:
        pytest.skip("no bundled EiA scenario")
    dialog.sources.setCurrentRow(row)
    checks = dialog.scenario_module_checks
    assert set(checks) == {"eia_sop", "afa_naval"}
    named = offered[row][1].data["params"].get("modules", [])
    assert {m for m, c in checks.items() if c.isChecked()} == set(named)
    checks["afa_naval"].setChecked(True)
    from engine.rulesets import ruleset
    afa = next(m for m in ruleset("eia").modules if m.id == "afa_naval")
    assert set(afa.params) <= set(dialog.scenario_form.getters)     # the module's own rules join the form
    dialog.accept()
    chosen = dialog.result_game()
    assert "afa_naval" in chosen.data["params"]["modules"]
    _board, state = _built(chosen)
    assert "afa_naval" in state.params["modules"]


def test_a_map_of_my_own_offers_its_home_nations_and_builds_a_game_without_pieces(qtbot, homes_map):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    assert dialog.set_own_map(homes_map)
    names = [dialog.nations.item(i, 0).text() for i in range(dialog.nations.rowCount())]
    assert sorted(names) == ["Austria", "France"]
    dialog.set_colour(0, "#123456")
    dialog.own_title.setText("Home war")
    dialog.accept()
    chosen = dialog.result_game()
    assert chosen.place_pieces
    assert chosen.data["nations"][0]["colour"] == "#123456"
    board, state = _built(chosen)
    assert state.nations[0].colour == "#123456"
    assert state.__struct_config__.tag == "napoleonic"
    # the house rules shown and kept: none of Europe 1805's exceptions (Naples in Rome, Britain's squadrons)
    assert dialog.own_form.defaults["build_extra"] == {} and state.params["build_extra"] == {}
    assert state.params["build_excluded"] == {} and state.params["squadron_cost_by_nation"] == {}


def test_a_map_without_home_nations_is_refused_with_what_is_missing(qtbot, tmp_path):
    path = _no_homes(tmp_path)
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.set_own_map(path)
    assert "home" in dialog.error.text()
    dialog.accept()
    assert dialog.result_game() is None
    assert "home" in dialog.error.text()
    assert board_problems(load_map(path), "napoleonic")


def test_a_geojson_chosen_as_a_scenario_file_is_explained_not_read_as_rules(qtbot):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    assert not dialog.open_scenario_file(TINY_MAP)
    assert "map of my own" in dialog.error.text()
    assert "no ruleset called" not in dialog.error.text()


def test_new_game_from_the_window_on_my_own_map_opens_it(window, tmp_path, fake_dialogs, qtbot, homes_map):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.set_own_map(homes_map)
    dialog.accept()
    fake_dialogs.answer("new_game", dialog.result_game())
    fake_dialogs.answer("save_path", tmp_path / "games" / "home war")
    with qtbot.waitSignal(window.gameShown, timeout=30_000):
        window.new_action.trigger()
    assert window.session.path == tmp_path / "games" / "home war.berthier"
    assert {n.name for n in window.session.state().nations} == {"France", "Austria"}


def test_a_bundled_scenario_by_the_dialog_is_created_where_the_gm_says(window, tmp_path, fake_dialogs, qtbot):
    data = json.loads(TINY_SCENARIO.read_text(encoding="utf-8"))
    fake_dialogs.answer("new_game", NewGame(data=data, base_dir=TINY_SCENARIO.parent, title="Tiny war"))
    fake_dialogs.answer("save_path", tmp_path / "games" / "my war")
    with qtbot.waitSignal(window.gameShown, timeout=30_000):
        window.new_action.trigger()
    assert window.session.path == tmp_path / "games" / "my war.berthier"
    assert window.session.game.title == "Tiny war"
    [(_caption, suggested, _)] = fake_dialogs.asked("save_path")
    assert suggested.endswith("tiny-war.berthier")


def test_save_as_scenario_writes_a_scenario_that_starts_the_same_position(window, open_game, tiny_game,
                                                                          tmp_path, fake_dialogs):
    open_game(tiny_game)
    fake_dialogs.answer("save_path", tmp_path / "position")
    window.save_scenario_action.trigger()
    written = tmp_path / "position.json"
    board, state, data = load_scenario(written)
    with Game.open(tiny_game) as game:
        assert state.owners == game.state().owners
        assert [n.name for n in state.nations] == [n.name for n in game.state().nations]
        assert len(board) == len(game.board)


def test_house_rules_form_types_each_parameter_and_refuses_what_the_rules_cannot_use(qtbot):
    form = HouseRulesForm("napoleonic")
    qtbot.addWidget(form)
    assert form.changed() == {}
    form.widgets["bank_cap"].setValue(form.defaults["bank_cap"] + 1)
    assert form.changed() == {"bank_cap": form.defaults["bank_cap"] + 1}
    dialog = HouseRulesDialog("napoleonic", [], {}, None)
    qtbot.addWidget(dialog)
    json_rows = [k for k, w in dialog.form.widgets.items() if hasattr(w, "placeholderText") and w.placeholderText() == "JSON"]
    if json_rows:
        dialog.form.widgets[json_rows[0]].setText("[not json")
        dialog.accept()
        assert json_rows[0] in dialog.error.text()
        assert dialog.changes() == {}


def test_house_rules_from_the_window_are_a_gm_edit(window, open_game, tiny_game, fake_dialogs):
    open_game(tiny_game)
    old = window.session.state().params["bank_cap"]
    fake_dialogs.answer("house_rules", {"bank_cap": old + 5})
    fake_dialogs.answer("ask_reason", "agreed on the forum")
    window.house_rules_action.trigger()
    assert window.session.state().params["bank_cap"] == old + 5
    with Game.open(tiny_game) as game:
        assert game.edits()[-1]["reason"] == "agreed on the forum"


def test_bundled_scenarios_all_read():
    for b in bundled_scenarios():
        load_scenario(b.path)


def test_a_game_on_my_own_map_opens_in_placing_mode(window, tmp_path, fake_dialogs, qtbot, homes_map):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.set_own_map(homes_map)
    dialog.accept()
    fake_dialogs.answer("new_game", dialog.result_game())
    fake_dialogs.answer("save_path", tmp_path / "placed")
    with qtbot.waitSignal(window.gameShown, timeout=30_000):
        window.new_action.trigger()
    qtbot.waitUntil(lambda: window.placing.action.isChecked(), timeout=5_000)
