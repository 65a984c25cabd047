"""parse(format(orders)) == orders for every order kind of both rulesets, with the real names of
the bundled maps and scenarios ('Two Sicilies', 'Western Mediterranean', 'the Franks'...), several
orders a message: what the engine writes, its reader reads back the same."""

from tests.orders.bundled import taken_together
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.rulesets import ruleset
from engine.rulesets.classic import orders as c
from engine.rulesets.napoleonic import orders as n

from .bundled import bundled, words

_, NAP_BOARD, NAP_STATE = bundled("napoleonic")
_, CLA_BOARD, CLA_STATE = bundled("classic")


def pick(board, state):
    land = st.sampled_from(sorted(r.id for r in board if r.is_land))
    seas = st.sampled_from(sorted(r.id for r in board if r.is_sea))
    nations = st.sampled_from(state.nation_names())
    return land, seas, nations


LAND, SEAS, NATIONS = pick(NAP_BOARD, NAP_STATE)
F = st.just("France")
LETTERS = st.from_regex(r"[A-Z]{1,3}", fullmatch=True)
DIVISIONS = st.sampled_from(["infantry", "cavalry", "artillery", "scout"])


def in_kind_order(kinds):
    """A build's kinds as the reader gives them back: infantry, cavalry, artillery, scout."""
    return tuple(sorted(kinds, key=["infantry", "cavalry", "artillery", "scout"].index))

TARGETS = st.lists(NATIONS, max_size=3, unique=True).map(tuple)

NAPOLEONIC = st.one_of(
    st.builds(n.MoveCorps, nation=F, corps=LETTERS, path=st.lists(LAND, min_size=1, max_size=3).map(tuple),
              scout=st.none() | LAND | SEAS, start=st.none() | LAND),
    st.builds(n.TransportCorps, nation=F, corps=LETTERS, seas=st.lists(SEAS, min_size=1, max_size=3).map(tuple),
              to=LAND, scout=st.none() | LAND),
    st.builds(n.Hold, nation=F, corps=LETTERS),
    st.builds(n.Scout, nation=F, corps=LETTERS, target=LAND | SEAS),
    st.builds(n.SquadronOrder, nation=F, number=st.integers(1, 999), to=st.none() | SEAS, attack=st.booleans(),
              targets=TARGETS).filter(lambda o: o.attack or not o.targets),
    st.builds(n.Build, nation=F, kinds=st.lists(DIVISIONS, min_size=1, max_size=8).map(in_kind_order), where=LAND),
    st.builds(n.Build, nation=F, kinds=st.integers(1, 5).map(lambda k: ("squadron",) * k), where=SEAS),
    st.builds(n.Transfer, nation=F, count=st.integers(1, 4), kind=DIVISIONS, source=LETTERS, target=LETTERS),
    st.builds(n.Annex, nation=F, province=LAND),
    *[st.builds(cls, nation=F, target=NATIONS) for cls in (n.DeclareWar, n.Alliance, n.Peace, n.BreakAlliance)],
    st.builds(n.Gift, nation=F, target=NATIONS, amount=st.integers(0, 999_999)),
    st.builds(n.Cede, nation=F, province=LAND, to=NATIONS),
    st.builds(n.Accept, nation=F, province=LAND, giver=NATIONS),
    st.builds(n.Permit, nation=F, target=NATIONS, sea=SEAS),
)

C_LAND, C_SEAS, C_NATIONS = pick(CLA_BOARD, CLA_STATE)
B = st.just("Britain")
COUNT = st.none() | st.integers(1, 999)


@st.composite
def ship_moves(draw):
    source = draw(C_SEAS)
    to = draw(st.none() | C_SEAS.filter(lambda s: s != source))
    attack = draw(st.booleans())
    targets = draw(st.lists(C_NATIONS, max_size=3, unique=True).map(tuple)) if attack else ()
    stance = "" if attack else draw(st.sampled_from(["", c.NO_COMBAT, c.ESCAPE]))
    if to is None and not attack and not stance:
        stance = c.ESCAPE           # ships that only stay are no order (tests/orders/test_natural_classic.py)
    return c.MoveShips(nation="Britain", count=draw(COUNT), source=source, to=to, attack=attack, targets=targets,
                       stance=stance)


@st.composite
def sea_moves(draw):
    land_a, land_b, sea_a, sea_b = draw(C_LAND), draw(C_LAND), draw(C_SEAS), draw(C_SEAS)
    count = draw(COUNT)
    return draw(st.sampled_from([
        c.SeaMove(nation="Britain", count=count, source=land_a, to=land_b, sea=sea_a),
        c.SeaMove(nation="Britain", count=count, source=land_a, to=land_b, sea=None),
        c.SeaMove(nation="Britain", count=count, source=land_a, to=sea_a, sea=sea_a),
        c.SeaMove(nation="Britain", count=count, source=sea_a, to=land_a, sea=sea_a),
        c.SeaMove(nation="Britain", count=count, source=sea_a, to=sea_b, sea=sea_a)]))


MOVES = st.one_of(st.builds(c.MoveArmies, nation=B, count=COUNT, source=C_LAND, to=C_LAND), sea_moves(), ship_moves())
PLAIN = st.one_of(
    MOVES,
    st.builds(c.Buy, nation=B, count=st.integers(1, 999), kind=st.just("army"), where=C_LAND),
    st.builds(c.Buy, nation=B, count=st.integers(1, 999), kind=st.just("ship"), where=C_SEAS),
    st.builds(c.Gift, nation=B, target=C_NATIONS, amount=st.integers(0, 999_999)),
)
CLASSIC = st.one_of(
    PLAIN,
    st.builds(c.Conditional, nation=B, subject=C_NATIONS, comparison=st.sampled_from(c.COMPARISONS),
              threshold=st.integers(0, 999), places=st.lists(C_LAND, min_size=1, max_size=3, unique=True).map(tuple),
              then=st.lists(PLAIN, min_size=1, max_size=3).map(tuple)),
)

GAMES = {"napoleonic": (NAPOLEONIC, NAP_BOARD, NAP_STATE, "France"),
         "classic": (CLASSIC, CLA_BOARD, CLA_STATE, "Britain")}


@pytest.mark.parametrize("rules_id", GAMES)
@settings(max_examples=400)
@given(data=st.data())
def test_what_the_engine_writes_reads_back_as_the_same_orders(rules_id, data):
    orders, board, state, nation = GAMES[rules_id]
    sheet = data.draw(st.lists(orders, min_size=1, max_size=6, unique_by=taken_together))
    rules = ruleset(rules_id)
    text = rules.format_orders(sheet, state, board)
    parsed = words(rules, text, nation, state, board)      # random orders: the words, not the position
    assert parsed.problems == () and parsed.chatter == (), text
    assert list(parsed.orders) == sheet, text
