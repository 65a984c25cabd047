"""What a change of the open game touched, as the session tells the window (`app.changes`)."""

from pathlib import Path

import pytest

from app.changes import Changes, between
from app.session import GameSession
from engine.game import edits
from engine.state import replace

DATA = Path(__file__).resolve().parents[1] / "data"


@pytest.fixture
def session(qtbot, tmp_path):
    path = GameSession.create_from_scenario(DATA / "tiny-scenario.json", tmp_path / "g.berthier")
    s = GameSession()
    s.open(path)
    yield s
    s.close()


def told(session, qtbot, work) -> Changes:
    with qtbot.waitSignal(session.changed) as blocker:
        work()
    return blocker.args[0]


def edit(session, made: edits.Edit):
    return lambda: session.edit(made.state, "a test", made.summary, dict(made.private))


def test_a_province_given_away_names_the_province_and_both_nations_not_the_turn(session, qtbot):
    state = session.state()
    changes = told(session, qtbot, lambda: session.edit(
        replace(state, owners={**state.owners, "bohemia": "France"}), "treaty", "Bohemia to France"))
    assert changes == Changes(regions=frozenset({"bohemia"}), nations=frozenset({"France", "Austria"}), edit=True)
    assert changes.position and not changes.turn and not changes.ruleset_data


def test_a_corps_removed_by_hand_names_its_nation_and_its_province_only(session, qtbot):
    corps = next(e for e in session.rules.unit_entries(session.board, session.state()) if e["type"] == "corps")
    changes = told(session, qtbot, edit(session, edits.remove_unit(session.board, session.state(), corps)))
    assert changes.units == {"France"} and changes.regions == {"alsace"}
    assert changes.nations == frozenset() and not changes.ruleset_data
    assert changes.touches_nation("France") and not changes.touches_nation("Austria")


def test_its_undoing_names_the_same_corps_again(session, qtbot):
    corps = next(e for e in session.rules.unit_entries(session.board, session.state()) if e["type"] == "corps")
    session.edit(*(lambda m: (m.state, "a test", m.summary, dict(m.private)))(
        edits.remove_unit(session.board, session.state(), corps)))
    changes = told(session, qtbot, session.undo_stack.undo)
    assert changes.units == {"France"} and changes.regions == {"alsace"} and changes.edit


def test_a_treasury_set_by_hand_names_the_nation_and_no_region(session, qtbot):
    changes = told(session, qtbot, edit(session, edits.set_treasury(session.board, session.state(), "Austria", 40)))
    assert changes.nations == {"Austria"} and changes.regions == frozenset() and changes.units == frozenset()


def test_peace_made_names_both_nations(session, qtbot):
    changes = told(session, qtbot, edit(session, edits.set_relation(session.state(), "France", "Austria", "peace")))
    assert changes.nations == {"France", "Austria"} and changes.regions == frozenset()


def test_a_change_of_the_rulesets_own_data_is_told_as_such(session):
    old = session.state()
    new = replace(old, extra={**old.extra, "a note": 1})
    changes = between(session.rules, session.board, old, new)
    assert changes.ruleset_data and changes.position and changes.touches_nation("Austria")
    assert between(session.rules, session.board, old, old) == Changes()


def test_a_resolution_and_a_rollback_are_a_new_turn(session, qtbot):
    assert told(session, qtbot, lambda: session.commit(seed=3)).turn
    assert told(session, qtbot, lambda: session.rollback(0, "a test")).turn


def test_the_compatible_signal_still_follows_every_change(session, qtbot):
    state = session.state()
    with qtbot.waitSignals([session.changed, session.stateChanged], order="strict"):
        session.edit(replace(state, owners={**state.owners, "bohemia": "France"}), "treaty", "Bohemia to France")


def test_money_kept_in_the_rulesets_own_books_still_names_its_nation(tmp_path):
    from engine.game.gamefile import Game
    from engine.game.scenario import MAPS
    game = Game.open(GameSession.create_from_scenario(MAPS / "eia-europe" / "scenario.json", tmp_path / "e.berthier"))
    try:
        state = game.state()
        made = edits.set_treasury(game.board, state, "Austria", 7, game.rules.resource())
        changes = between(game.rules, game.board, state, made.state)
        assert changes.nations == {"Austria"} and changes.ruleset_data and not changes.units
    finally:
        game.close()
