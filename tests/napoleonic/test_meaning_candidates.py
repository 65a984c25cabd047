"""The orders a nation may give now, as the reader by meaning gets them (engine/rulesets/napoleonic/meaning.py):
each legal alone on the position, each written as the reader reads it back, none missing that the window
offers."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.order_sheet import OrderSheet
from engine.rulesets import ruleset
from engine.rulesets.napoleonic.meaning import meaning
from engine.rulesets.napoleonic.options import order_options
from engine.rulesets.napoleonic.orders import Hold, SquadronOrder
from engine.state import ALLIANCE, WAR, replace, with_relation
from tests.corpus.positions import POSITIONS, position

RULES = ruleset("napoleonic")


def _abroad(name: str):
    """The corpus position `name` with France allied to Spain and at war with Austria, corps D in Baden
    (neutral), C in Holland (neutral) and A in Tyrol beside Austria's corps D: annexations, gifts, province
    trades and voyages on allied ships to offer."""
    board, state = position("napoleonic", name)
    moved = {"D": "baden", "C": "holland", "A": "tyrol"}
    corps = tuple(replace(c, at=moved[c.letter]) if c.nation == "France" and c.letter in moved else c
                  for c in state.corps)
    state = replace(state, corps=corps)
    state = with_relation(state, "France", "Spain", ALLIANCE, state.turn)
    state = with_relation(state, "France", "Austria", WAR, state.turn)
    return board, state


_POSITIONS = {**{name: (lambda name=name: position("napoleonic", name)) for name in ("start", *POSITIONS["napoleonic"])},
              "winter-abroad": lambda: _abroad("start"), "spring-abroad": lambda: _abroad("spring-1805-war")}


def _read(line: str, nation: str, state, board) -> OrderSheet:
    return RULES.parse_orders(line, nation, state, board)


def _canonical(line: str) -> str:
    """The line as the canonical form writes it: a build of one names no count ('build infantry in Paris')."""
    if line.startswith("build 1 "):
        return "build " + line.removeprefix("build 1 ").replace("squadrons in ", "squadron in ", 1)
    return line


def _cavalry_at_war():
    """Every corps all cavalry with scouts (two-space marches that scout: the most candidates), France at war
    with all but its ally Spain."""
    board, state = position("napoleonic", "spring-1805-war")
    state = replace(state, corps=tuple(replace(c, infantry=0, artillery=0, cavalry=3, scout=True) for c in state.corps))
    state = with_relation(state, "France", "Spain", ALLIANCE, state.turn)
    for other in ("Great Britain", "Russia", "Prussia", "Ottoman Empire", "Denmark", "Naples"):
        state = with_relation(state, "France", other, WAR, state.turn)
    return board, state


@pytest.mark.parametrize("name, nations", [(name, None) for name in sorted(_POSITIONS)]
                         + [("cavalry-at-war", ("France",))])
def test_every_candidate_reads_back_as_itself_and_is_allowed_alone(name, nations):
    board, state = _cavalry_at_war() if name == "cavalry-at-war" else _POSITIONS[name]()
    wrong = []
    for nation in nations or (n.name for n in state.nations):
        for c in meaning(board, state, nation).candidates:
            for n in sorted({1, c.most}) if c.most else (None,):
                line = c.said(n) if n else c.order
                sheet = _read(line, nation, state, board)
                if len(sheet.orders) != 1 or sheet.problems:
                    wrong.append(f"{nation}: {line!r} reads as {sheet.orders} {[p.reason for p in sheet.problems]}")
                    continue
                back = RULES.format_orders(sheet.orders, state, board).strip()
                if back != _canonical(line):
                    wrong.append(f"{nation}: {line!r} is written back as {back!r}")
                checked = RULES.check_orders(sheet, state, board)
                if checked.problems:
                    wrong.append(f"{nation}: {line!r} is not allowed: {checked.problems[0].reason}")
    assert not wrong, f"{len(wrong)} candidates wrong, first: " + "\n".join(wrong[:10])


@pytest.mark.parametrize("name", sorted(_POSITIONS))
def test_the_units_are_called_as_the_reader_takes_them(name):
    board, state = _POSITIONS[name]()
    for nation in (n.name for n in state.nations):
        for unit in meaning(board, state, nation).units:
            sheet = _read(f"{unit.head} holds", nation, state, board)
            assert len(sheet.orders) == 1 and not sheet.problems, unit.head
            order = sheet.orders[0]
            assert (order.corps == unit.label if isinstance(order, Hold)
                    else isinstance(order, SquadronOrder) and str(order.number) == unit.label), unit.head


@pytest.mark.parametrize("name", sorted(_POSITIONS))
def test_every_destination_the_window_offers_is_a_candidate_and_no_other(name):
    board, state = _POSITIONS[name]()
    for nation in (n.name for n in state.nations):
        options = order_options(board, state, nation)
        candidates = meaning(board, state, nation).candidates
        for corps in options.corps:
            went = {c.via[-1] if " via " in c.order else c.target for c in candidates
                    if c.units == (f"Corps {corps.letter}",) and c.verb == "move"}
            assert went == set(corps.marches) | set(corps.landings), (nation, corps.letter)
        for squadron in options.squadrons:
            went = {c.target for c in candidates if c.units == (f"squadron {squadron.number}",) and c.verb == "move"}
            assert went == set(squadron.moves) - {squadron.at}, (nation, squadron.number)


@pytest.mark.parametrize("name", sorted(_POSITIONS))
def test_each_kind_of_order_is_offered_as_often_as_the_rules_allow(name):
    board, state = _POSITIONS[name]()
    for nation in (n.name for n in state.nations):
        options = order_options(board, state, nation)
        candidates = meaning(board, state, nation).candidates
        verbs = Counter(c.verb for c in candidates)
        holds = Counter(c.units for c in candidates if c.verb == "hold")
        assert set(holds.values()) == {1} and len(holds) == len(options.corps) + len(options.squadrons)
        if options.winter:
            assert not [c for c in candidates if c.verb in ("move", "scout", "attack") and c.target]
        assert {c.target for c in candidates if c.verb == "annex"} == {p for p, _ in options.annexable}
        left = options.conscription.limit - options.conscription.used
        assert verbs["build"] == 4 * len(options.build_provinces) * (left > 0) + len(options.build_seas)
        assert all(c.most == left for c in candidates if c.verb == "build" and c.kinds != ("squadron",))
        for verb, action in (("war", "war"), ("peace", "peace"), ("ally", "alliance"), ("break", "break")):
            assert sorted(c.nations[0] for c in candidates if c.verb == verb) == sorted(options.diplomacy(action))
        assert sorted(c.nations[0] for c in candidates if c.verb == "give" and c.most) == sorted(options.allies)
        cede = sum(1 for c in candidates if c.verb == "give" and c.target)
        assert cede == len(options.own_provinces) * len(options.allies)
        assert verbs["permit"] == len(options.straits_controlled) * (len(state.nations) - 1)


def test_a_cavalry_corps_two_spaces_out_is_offered_each_way_there_with_its_path():
    board, state = position("napoleonic", "spring-1805-war")
    orders = {c.order: c for c in meaning(board, state, "Russia").candidates if c.units == ("Corps G",)}
    march = orders["G - Kharkov - Poltava"]
    assert (march.verb, march.origin, march.target, march.via) == ("move", "don_cossacks", "poltava", ("kharkov",))
    assert "G - Poltava" not in orders          # not next to the Don: the path is the order's
    scouting = orders["G - Kharkov, scout Poltava"]
    assert (scouting.verb, scouting.target, scouting.via) == ("scout", "kharkov", ("poltava",))


def test_annexations_only_where_a_corps_stands_and_no_other_nation_holds():
    board, state = _abroad("start")
    annexed = sorted(c.target for c in meaning(board, state, "France").candidates if c.verb == "annex")
    assert annexed == ["baden", "holland"]      # Tyrol: Austria's corps D stands there too


def test_voyages_are_offered_on_allied_ships_by_their_shortest_chains():
    board, state = _abroad("spring-1805-war")
    voyages = {c.order for c in meaning(board, state, "France").candidates
               if c.units == ("Corps G",) and c.verb == "move" and " via " in c.order}
    assert "G - Andalusia via Bay of Biscay" not in voyages          # Biscay reaches no coast of Andalusia
    assert any(v.startswith("G - Galicia via ") for v in voyages)
    assert all(len(v.split(" via ")[1].split(", ")) <= 4 for v in voyages)


def test_a_nation_out_of_the_game_has_no_orders_to_give():
    board, state = position("napoleonic", "start")
    gone = replace(state, corps=tuple(c for c in state.corps if c.nation != "Naples"),
                   squadrons=tuple(s for s in state.squadrons if s.nation != "Naples"),
                   owners={p: o for p, o in state.owners.items() if o != "Naples"})
    assert meaning(board, gone, "Naples").candidates == ()


def test_the_orders_are_worked_out_only_when_a_line_needs_them(monkeypatch):
    from engine.rulesets.napoleonic import meaning as by_meaning

    def refuse(*_):
        raise AssertionError("worked out for a message the grammar reads whole")
    monkeypatch.setattr(by_meaning, "meaning", refuse)
    board, state = position("napoleonic", "spring-1805-war")
    sheet = _read("A - Brabant\nbuild 2 infantry in Paris\ndeclare war on Prussia", "France", state, board)
    assert len(sheet.orders) == 3 and not sheet.problems
