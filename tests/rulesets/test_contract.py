"""Every registered ruleset (the bundled ones, and the toy one of the tests) keeps the contract of
`engine.rulesets.base.Ruleset` and `app.rulesets.base.RulesetUI`: its declarations are typed, every
question is answered in the declared type, its events decode, its parameters are complete."""

import json
from pathlib import Path

import msgspec
import pytest
import toy_ruleset

from app.render.picture import MapPicture
from app.rulesets import RulesetUI, ruleset_ui
from engine.dice import SeededDice
from engine.order_sheet import OrderSheet
from engine.rulesets import available, ruleset
from engine.rulesets.answers import Destination, Fact, Figure, NationFigures, OrderOptions
from engine.rulesets.base import Resolution, Ruleset
from engine.rulesets.declarations import Calendar, Module, RegionAttribute, Resource, Step, UnitKind
from engine.game.scenario import load_scenario
from engine.state import encode

ROOT = Path(__file__).resolve().parents[2]


def sample_scenarios() -> dict[str, Path]:
    """A scenario for each ruleset: the bundled maps', the tests' data, the toy's."""
    found: dict[str, Path] = {}
    for path in [*sorted((ROOT / "resources" / "maps").glob("*/scenario.json")),
                 *sorted((ROOT / "tests" / "data").glob("*scenario*.json")), toy_ruleset.SCENARIO]:
        found.setdefault(json.loads(path.read_text())["ruleset"], path)
    return found


SAMPLES = sample_scenarios()


@pytest.fixture(params=available())
def game(request):
    rules = ruleset(request.param)
    assert request.param in SAMPLES, (f"ruleset {request.param} has no sample scenario: bundle one with a map "
                                      f"(resources/maps/<map>/scenario.json) so the contract can be checked")
    board, state, _ = load_scenario(SAMPLES[request.param])
    return rules, board, state


def test_every_ruleset_is_registered_by_its_id_on_both_sides():
    assert {"classic", "napoleonic", "toy"} <= set(available())
    for rules_id in available():
        assert ruleset(rules_id).id == rules_id
        assert isinstance(ruleset_ui(rules_id), RulesetUI)


def test_the_declarations_are_typed_and_complete(game):
    rules, _, _ = game
    assert isinstance(rules, Ruleset) and rules.title
    assert rules.resources and all(isinstance(r, Resource) for r in rules.resources)
    assert len({r.name for r in rules.resources}) == len(rules.resources)
    assert all(isinstance(k, UnitKind) and k.words() for k in rules.unit_kinds)
    assert all(isinstance(a, RegionAttribute) for a in rules.region_attributes)
    assert isinstance(rules.calendar, Calendar) and rules.calendar.steps
    assert all(isinstance(s, Step) for s in rules.calendar.steps)
    assert all(isinstance(m, Module) for m in rules.modules)


def test_the_parameters_are_complete_plain_data_and_modules_add_to_them(game):
    rules, _, state = game
    defaults = rules.default_params()
    assert json.loads(json.dumps(defaults)) == defaults
    assert set(defaults) <= set(state.params)
    for module in rules.modules:
        assert not set(module.params) & set(defaults), f"{module.id} redefines a parameter of {rules.id}"
        assert rules.module_params([module.id]) == module.params


def test_the_state_survives_the_game_file(game):
    rules, _, state = game
    assert isinstance(state, rules.state_type)
    assert rules.decode_state(encode(state)) == state
    assert isinstance(rules.turn_label(state), str) and rules.turn_label(state)
    assert isinstance(rules.step(state), Step)


def test_every_question_of_the_window_has_a_typed_answer(game):
    rules, board, state = game
    for n in state.nations:
        figures = rules.nation_figures(board, state, n.name)
        assert isinstance(figures, NationFigures) and figures.nation == n.name
        assert all(isinstance(f, Figure) and isinstance(f.display(), str) for f in figures.figures)
        assert all(f.resource in rules.resources for f in figures.figures if f.resource is not None)
        assert isinstance(rules.order_options(board, state, n.name), OrderOptions)
        assert isinstance(rules.is_eliminated(board, state, n.name), bool)
    for region in board:
        facts = rules.region_summary(board, state, region.id)
        assert isinstance(facts, tuple) and all(isinstance(f, Fact) for f in facts)
    nation = state.nations[0].name
    assert all(isinstance(d, Destination) for d in rules.legal_destinations(board, state, nation, "A"))


def test_orders_are_read_checked_and_written_back(game):
    rules, board, state = game
    nation = state.nations[0].name
    # An order word with nothing readable after it: refused (a line without one may be chatter, not an error)
    sheet = rules.check_orders(rules.parse_orders("attack Narnia\n", nation, state, board), state, board)
    assert isinstance(sheet, OrderSheet) and sheet.problems and not sheet.orders
    assert sheet.problems[0].kind == "not understood" and sheet.problems[0].line == 1


def test_a_turn_without_orders_resolves_to_decodable_events_and_needs_no_decision(game):
    rules, board, state = game
    assert rules.pending_decisions(board, state, {}) == ()
    res = rules.resolve(board, state, {}, SeededDice(7))
    assert isinstance(res, Resolution) and isinstance(res.state, rules.state_type)
    assert rules.decode_events(msgspec.json.encode(list(res.events))) == list(res.events)
    assert isinstance(rules.public_report(board, state, res.state, res.events, "t").blocks, list)


def test_the_window_part_draws_the_position(game):
    rules, board, state = game
    ui = ruleset_ui(rules.id)
    assert isinstance(ui.picture(board, state, title="t"), MapPicture)
    assert isinstance(ui.region_tooltip(board, state, next(iter(board)).id), str)


def test_a_ruleset_registered_at_run_time_is_found_on_both_sides_and_can_be_removed():
    from app.rulesets import register_ui, unregister_ui
    from engine.rulesets import register, unregister
    from toy_ruleset.engine_side import Toy

    @register
    class Borrowed(Toy):
        id = "borrowed"

    try:
        assert isinstance(ruleset("borrowed"), Borrowed) and "borrowed" in available()
        assert type(ruleset_ui("borrowed")) is RulesetUI          # no window part: the plain one

        @register_ui
        class BorrowedUI(RulesetUI):
            id = "borrowed"
            period = "harvest"

        assert ruleset_ui("borrowed").period == "harvest"
    finally:
        unregister("borrowed")
        unregister_ui("borrowed")
    assert "borrowed" not in available() and type(ruleset_ui("borrowed")) is RulesetUI


def test_the_plain_window_part_colours_the_owners_and_takes_typed_orders(game):
    rules, board, state = game
    plain = RulesetUI()
    picture = plain.picture(board, state, title="t")
    owner, colour = next(iter(state.owners.items())), {n.name: n.colour for n in state.nations}
    assert picture.fills[owner[0]] == colour[owner[1]] and not picture.markers
    assert plain.select(None, "corps", "A").startswith("Type the orders") and plain.battle_views(board, ()) == []
