"""EiA's orders by meaning (engine/rulesets/eia/meaning.py): every candidate is an order the power may give
now, alone, and its line reads back as itself; the step decides which kinds there are."""

from collections import Counter

import msgspec

import pytest

from engine.rulesets import ruleset
from engine.rulesets.eia.meaning import meaning as meaning_of
from engine.rulesets.eia.syntax import format_order
from engine.words.reading import Names
from tests.corpus.positions import POSITIONS, position

RULES = ruleset("eia")
NAMES = ["start", *POSITIONS["eia"]]


def meaning(board, state, nation):
    return meaning_of(board, state, nation, Names(board, state), format_order)


def _nations(name):
    return [n.name for n in position("eia", name)[1].nations]


def _given(name, nation):
    board, state = position("eia", name)
    return board, state, meaning(board, state, nation)


@pytest.mark.parametrize("name", NAMES)
def test_every_candidate_reads_back_as_itself_and_is_allowed_alone(name):
    board, state = position("eia", name)
    for nation in _nations(name):
        found = meaning(board, state, nation)
        lines = {c.said(n) for c in found.candidates for n in ({1, c.most} if c.most else {1})}
        for line in sorted(lines):
            sheet = RULES.parse_orders(line, nation, state, board)
            if " stays in " in line:        # a stay is no order in EiA: read as none, never refused
                assert not sheet.orders and not sheet.problems, (name, nation, line, sheet.problems)
                continue
            assert len(sheet.orders) == 1 and not sheet.problems, (name, nation, line, sheet.problems)
            assert RULES.format_orders(sheet.orders, state, board).strip() == line, (name, nation, line)
            checked = RULES.check_orders(sheet, state, board)
            assert len(checked.orders) == 1 and not checked.problems, (name, nation, line, checked.problems)


@pytest.mark.parametrize("name", NAMES)
def test_the_candidates_order_the_powers_own_units_by_the_heads_its_reader_takes(name):
    board, state = position("eia", name)
    for nation in _nations(name):
        found = meaning(board, state, nation)
        heads = {u.head for u in found.units}
        own = {f"corps {c.designation}": c.at for c in state.corps if c.nation == nation} | \
            {f"fleet {f.name}": f.at for f in state.fleets if f.nation == nation}
        assert {u.head: u.at for u in found.units} == own
        for c in found.candidates:
            assert set(c.units) <= heads, (nation, c)
            assert all(c.order.casefold().find(u.casefold()) >= 0 for u in c.units if not c.verb == "attack"), c
            assert c.places() <= set(board.regions) and c.verb
        for head in heads:          # the strict reader takes the head as the unit's name
            sheet = RULES.parse_orders(f"{head}: intercept" if head.startswith("fleet") else f"attack {head}",
                                       nation, state, board)
            assert sheet.orders or head.startswith("corps"), head


def _kinds(name, nation):
    return Counter(c.verb for c in _given(name, nation)[2].candidates)


def test_the_political_step_offers_war_alliances_standing_answers_and_interceptions():
    kinds = _kinds("start", "France")
    assert kinds["war"] and kinds["ally"] and not kinds["break"]        # France starts allied to no one
    assert kinds["intercept"] == 2 and not kinds["embark"]
    assert all(c.order.startswith("standing ") for c in _given("start", "France")[2].candidates
               if c.verb in ("move", "attack", "hold"))          # 'withdraw', 'fight on', 'hold': answers, no moves
    assert not _kinds("france-land", "France")["war"] and not _kinds("france-naval", "Spain")["ally"]


def test_a_power_offers_marches_and_attacks_in_its_own_land_step_only():
    assert _kinds("france-land", "France")["move"] >= 20 and _kinds("france-land", "France")["attack"]
    assert not _kinds("france-land", "Austria")["move"] and not _kinds("austria-naval", "Austria")["move"]
    assert _kinds("france-land", "France")["hold"] == 5 and _kinds("france-naval", "France")["hold"] == 2


def test_every_corps_marches_to_each_area_beside_it_that_it_may_enter():
    board, state, found = _given("france-land", "France")
    marches = {(c.units[0], c.target) for c in found.candidates if c.verb == "move" and not c.via}
    for corps in (c for c in state.corps if c.nation == "France"):
        beside = set(board.neighbours(corps.at)) & {r.id for r in board.land()}
        assert {t for u, t in marches if u == f"corps {corps.designation}"} <= beside
        assert any(u == f"corps {corps.designation}" for u, _ in marches)
    assert ("corps I", "thuringia") in marches and ("corps I", "baden") not in marches


def test_a_march_carries_its_path_and_the_words_that_say_the_areas_between_its_ends():
    board, state, found = _given("france-land", "France")
    marches = [c for c in found.candidates if c.verb == "move"]
    assert {len(c.via) for c in marches} == {0, 1, 2}
    for c in marches:
        assert c.order == f"{c.units[0]}: " + " - ".join(board.name(a) for a in (c.origin, *c.via, c.target))
        assert bool(c.extra) == bool(c.via)
    through = next(c for c in marches if c.units == ("corps I",) and c.via == ("thuringia",) and c.target == "franconia")
    assert "thuringia" in through.extra and "thüringen" in through.extra


def test_no_march_into_the_land_of_a_power_that_gave_no_leave():
    found = _given("prussia-land", "Prussia")[2]
    targets = {c.target for c in found.candidates if c.verb == "move"}
    assert "saxony" in targets and "bohemia" not in targets
    austria = _given("austria-land", "Austria")[2]
    assert {c.target for c in austria.candidates if c.verb == "move" and c.units == ("corps III",)} >= {"moravia"}


def test_a_sentence_whose_verbs_pull_two_ways_is_never_read_as_an_alliance():
    board, state = position("eia", "start")
    sheet = RULES.parse_orders("Declare war on the French allies.", "Russia", state, board)
    assert not sheet.orders and sheet.problems


def test_a_fleet_in_port_carries_the_corps_there_and_sails_without_it_too():
    found = _given("spain-naval", "Spain")[2]
    carrying = [c for c in found.candidates if " carrying corps " in c.order]
    assert carrying and all(len(c.units) == 2 for c in carrying)
    plain = {c.order for c in found.candidates if c.verb == "move" and len(c.units) == 1}
    assert all(c.order.split(" carrying ")[0] in plain for c in carrying)


def test_a_corps_carried_out_to_sea_is_embarked_never_landed():
    board, _, found = _given("turkey-naval", "Turkey")
    for c in found.candidates:
        if " carrying corps " in c.order:
            assert c.verb in (("move", "embark", "land") if board[c.target].is_land else ("embark",))
    assert any(board[c.target].is_land for c in found.candidates if c.verb == "land")


def test_not_to_intercept_is_left_to_the_strict_forms_a_not_is_never_read_by_meaning():
    found = _given("france-naval", "France")[2]
    assert {c.order for c in found.candidates if c.verb == "intercept"} == {"fleet Brest: intercept",
                                                                          "fleet Toulon: intercept"}
    assert not [c for c in _given("great-britain-naval", "France")[2].candidates]      # another power's step


def test_a_voyage_goes_no_way_round_another_to_the_same_end_and_never_back_into_its_own_port():
    board, state, found = _given("turkey-naval", "Turkey")
    routes = [(c.units, c.places(), c.target) for c in found.candidates if c.verb == "move"]
    for units, places, target in routes:
        assert not any(u == units and t == target and p < places for u, p, t in routes)
    fleet = next(f for f in state.fleets if f.nation == "Turkey")
    assert all(c.target != fleet.at for c in found.candidates if c.verb == "move")
    assert all(c.count == fleet.ships and c.whole for c in found.candidates
               if "fleet" in " ".join(c.units) and c.verb != "hold")


def test_a_numbered_corps_is_called_by_its_ordinal_too():
    found = _given("turkey-land", "Turkey")[2]
    assert {u.label for u in found.units if u.head == "corps II"} == {"II", "2nd", "second"}


def test_attacks_are_offered_where_the_powers_corps_stand():
    board, state, found = _given("austria-land", "Austria")
    attacks = {c.target for c in found.candidates if c.verb == "attack"}
    assert attacks == {c.at for c in state.corps if c.nation == "Austria"}


def _with_afa(name, step):
    """The bundled position with module afa_naval on, at `step` of January 1805."""
    board, state = position("eia", name)
    state = msgspec.structs.replace(state, params={**state.params, "modules": ["eia_sop", "afa_naval"]},
                                    step=state.steps.index(step) if step in state.steps else state.step)
    return board, state


AFA_STEPS = ["political", "economic", "France naval", "France land"]


@pytest.mark.parametrize("step", AFA_STEPS)
def test_with_afa_naval_every_candidate_reads_back_and_is_allowed_alone(step):
    board, state = _with_afa("start", step)
    if state.current_step != step:
        state = msgspec.structs.replace(state, steps=(*state.steps, step), step=len(state.steps))
    for nation in ("France", "Great Britain", "Denmark"):
        found = meaning(board, state, nation)
        for line in sorted({c.said(n) for c in found.candidates for n in ({1, c.most} if c.most else {1})}):
            sheet = RULES.check_orders(RULES.parse_orders(line, nation, state, board), state, board)
            assert len(sheet.orders) == (" stays in " not in line) and not sheet.problems, (step, nation, line)
            assert not sheet.orders or RULES.format_orders(sheet.orders, state, board).strip() == line


def test_with_afa_naval_the_economic_step_builds_at_the_powers_own_yards_up_to_their_room():
    board, state = _with_afa("start", "political")
    state = msgspec.structs.replace(state, steps=(*state.steps, "economic"), step=len(state.steps))
    found = meaning(board, state, "France")
    builds = {c.order: c for c in found.candidates if c.verb == "build"}
    assert builds["build {n} at Brest"].target == "brittany" and builds["build {n} at Brest"].most == 10
    assert not any("Cadiz" in o for o in builds)                # Spain's yard
    assert {c.verb for c in found.candidates} >= {"build", "repair", "stores", "give"}
    assert "lend {n} to France" not in {c.order for c in found.candidates}
    assert found.verbs["lend"] == "give"


def test_with_afa_naval_peace_is_offered_with_each_enemy_at_the_political_step():
    board, state = _with_afa("start", "political")
    peace = {c.nations for c in meaning(board, state, "France").candidates if c.verb == "peace"}
    assert peace == {("Austria",), ("Great Britain",), ("Russia",)}


def test_routes_are_every_simple_path_up_to_the_reach_none_going_round_another():
    from engine.rulesets.eia.meaning_routes import land_routes, minimal
    board, _ = position("eia", "start")
    routes = list(land_routes(board, "rhineland", 2, lambda path: True))
    assert ("rhineland", "thuringia") in routes and ("rhineland", "thuringia", "saxony") in routes
    assert all(len(r) <= 3 and len(set(r)) == len(r) for r in routes)
    kept = minimal(routes)
    assert ("rhineland", "thuringia") in kept
    assert not any(r[-1] == "thuringia" and len(r) == 3 for r in kept)       # round by another area, next door
