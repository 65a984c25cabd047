"""The order syntax: what players paste in is read once into typed orders; what cannot be read
is 'not understood' with the reason; the formatter writes orders the parser reads back."""

from tests.orders.bundled import taken_together
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.rulesets.classic import orders as o
from engine.rulesets.classic.syntax import format_order

from .helpers import RULES, read_words, edges, land, make_map, nation, position, sea

LAND = ["12", "39", "40", "46", "47", "48", "59", "67", "68", "69"]
SEAS = ["A", "C", "D", "M", "P"]
MAP = make_map(land(" ".join(LAND)), sea(" ".join(SEAS)),
               edges("12-39 39-40 46-47 47-48 67-68 68-69 12~A 59~C 69~D 48~M 48~P A-C C-D"))
STATE = position(MAP, nations=[nation("France", home="12"), nation("Austria", home="46"),
                               nation("Great Britain", home="39", aliases=["Britain"]),
                               nation("Vikings", home="69", aliases=["Viking"]), nation("Prussia", home="59")])
NATIONS = STATE.nation_names()


def parse(text: str, nation: str = "France"):
    sheet = read_words(text, nation, STATE, MAP)
    return list(sheet.orders), [(p.line, p.kind, p.reason) for p in sheet.problems]


@pytest.mark.parametrize("text, order", [
    ("8 armies 59 -> 69 via ship in C", o.SeaMove(nation="France", count=8, source="59", to="69", sea="C")),
    ("8 armies 59 -> 69 (via ships)", o.SeaMove(nation="France", count=8, source="59", to="69", sea=None)),
    ("3 armies 59 -> C", o.SeaMove(nation="France", count=3, source="59", to="C", sea="C")),
    ("3 armies C -> 69", o.SeaMove(nation="France", count=3, source="C", to="69", sea="C")),
    ("move 3 armies from 12 to 39.", o.MoveArmies(nation="France", count=3, source="12", to="39")),
    ("- 1 army 12-39", o.MoveArmies(nation="France", count=1, source="12", to="39")),
    ("all armies 47 → 46", o.MoveArmies(nation="France", count=None, source="47", to="46")),
    ("attack 46 with everything from 47", o.MoveArmies(nation="France", count=None, source="47", to="46")),
    ("buy 3 armies in 12", o.Buy(nation="France", count=3, kind="army", where="12")),
    ("Buy an army in province 12", o.Buy(nation="France", count=1, kind="army", where="12")),
    ("buy 2 ships in C", o.Buy(nation="France", count=2, kind="ship", where="C")),
    ("build a fleet in sea C", o.Buy(nation="France", count=1, kind="ship", where="C")),
    ("2 ships C -> D attack", o.MoveShips(nation="France", count=2, source="C", to="D", attack=True)),
    ("2 ships C -> D attack Britain and Prussia",
     o.MoveShips(nation="France", count=2, source="C", to="D", attack=True, targets=("Great Britain", "Prussia"))),
    ("3 ships in C attack", o.MoveShips(nation="France", count=3, source="C", attack=True)),
    ("1 ship C -> D, no combat", o.MoveShips(nation="France", count=1, source="C", to="D", stance="no combat")),
    ("all ships C stay out of combat", o.MoveShips(nation="France", count=None, source="C", stance="no combat")),
    ("4 ships C escape if attacked", o.MoveShips(nation="France", count=4, source="C", stance="escape")),
    ("give 10 gold to Prussia", o.Gift(nation="France", target="Prussia", amount=10)),
    ("send 5 gold to the Vikings as a loan", o.Gift(nation="France", target="Vikings", amount=5)),
    ("loan 5 gold to the Vikings", o.Gift(nation="France", target="Vikings", amount=5)),
])
def test_orders_as_players_write_them(text, order):
    orders, problems = parse(text)
    if order is None:
        assert problems and not orders
    else:
        assert problems == [] and orders == [order], problems


def test_the_seeds_conditional_orders():
    orders, problems = parse("If Austria has 5 or less armies in 46 then attack it with everything from 47.\n"
                             "If the Viking has 7 or less armies in 67, 68 and 69 combined, then attack 69 with "
                             "8 armies from 59 (via ships)")
    assert problems == []
    assert orders == [
        o.Conditional(nation="France", subject="Austria", comparison="<=", threshold=5, places=("46",),
                      then=(o.MoveArmies(nation="France", count=None, source="47", to="46"),)),
        o.Conditional(nation="France", subject="Vikings", comparison="<=", threshold=7, places=("67", "68", "69"),
                      then=(o.SeaMove(nation="France", count=8, source="59", to="69"),))]
    assert [format_order(x, MAP) for x in orders] == [
        "if Austria has 5 or less armies in 46 then all armies 47 -> 46",
        "if Vikings has 7 or less armies in 67, 68, 69 combined then 8 armies 59 -> 69 via ships"]


@pytest.mark.parametrize("cond, comparison, n", [
    ("5 or less", "<=", 5), ("5 or fewer", "<=", 5), ("at most 5", "<=", 5), ("fewer than 5", "<", 5),
    ("less than 5", "<", 5), ("5 or more", ">=", 5), ("at least 5", ">=", 5), ("more than 5", ">", 5),
    ("exactly 5", "==", 5), ("no", "==", 0)])
def test_conditions_compare_counts(cond, comparison, n):
    orders, problems = parse(f"if Austria has {cond} armies in 46 then 2 armies 47 -> 46")
    assert problems == [] and (orders[0].comparison, orders[0].threshold) == (comparison, n)


@pytest.mark.parametrize("text, reason", [
    ("8 armies 59 -> Narnia", "no province or sea called 'Narnia'"),
    ("8 59 -> 69 -> 70", "say what moves: armies or ships ('3 armies 59 -> 69', '2 ships C -> D')"),
    ("3 armies 59", "armies need a destination: '3 armies 59 -> 69'"),
    ("3 armies 12 -> 39 -> 40", "armies move one step a turn: give the province they start in and one destination"),
    ("2 ships C", "ships without orders stay where they are: give a destination, 'attack', 'no combat' or 'escape'"),
    ("give 10 gold to Narnia", "no nation called 'Narnia'; the nations are France, Austria, Great Britain, Vikings, "
                               "Prussia"),
    ("0 armies 12 -> 39", "order at least one army"),
    ("if Austria has 5 armies in 46 then 2 armies 47 -> 46",
     "'5' is not a count to test: write '5 or less', 'at least 5', 'more than 5', 'fewer than 5' or 'exactly 5'"),
    ("if Austria has 5 or less armies in 46, 47 then attack it with 2 armies from 12",
     "'it' is unclear when the condition names several provinces: name the target"),
    ("if Austria has 5 or less armies in 46 then buy 3 armies in 12 and if", "conditions cannot be nested"),
    ("8 armies 59 -> 69 via ships in 12", "12 is not a sea: write 'via ships in C'"),
    ("declare war on Austria", "expected a move ('8 armies 59 -> 69', '2 ships C -> D attack'), 'buy 3 armies in "
                               "12', 'give 10 gold to Prussia' or 'if ... then ...'"),
])
def test_lines_that_cannot_be_read_say_why(text, reason):
    orders, problems = parse(text)
    assert orders == [] and problems == [(1, "not understood", reason)]


def test_blank_lines_comments_and_bullets_are_ignored():
    orders, problems = parse("# France, turn 3\n\n* buy 3 armies in 12   // the capital\n2. give 1 gold to Austria\n")
    assert problems == [] and len(orders) == 2


# -- properties ---------------------------------------------------------------------------------

COUNTS = st.none() | st.integers(1, 999)
NATION = st.sampled_from(NATIONS)


@st.composite
def sea_moves(draw):
    count = draw(COUNTS)
    shape = draw(st.sampled_from(["land-land", "board", "board-sail", "land", "sail"]))
    land_a, land_b = draw(st.sampled_from(LAND)), draw(st.sampled_from(LAND))
    sea_a, sea_b = draw(st.sampled_from(SEAS)), draw(st.sampled_from(SEAS))
    if shape == "land-land":
        return o.SeaMove(nation="France", count=count, source=land_a, to=land_b, sea=draw(st.none() | st.just(sea_a)))
    if shape == "board":
        return o.SeaMove(nation="France", count=count, source=land_a, to=sea_a, sea=sea_a)
    if shape == "board-sail":
        return o.SeaMove(nation="France", count=count, source=land_a, to=sea_b,
                         sea=draw(st.none() | st.just(sea_a).filter(lambda s: s != sea_b)))
    if shape == "land":
        return o.SeaMove(nation="France", count=count, source=sea_a, to=land_a, sea=sea_a)
    return o.SeaMove(nation="France", count=count, source=sea_a, to=sea_b, sea=sea_a)


@st.composite
def ship_moves(draw):
    source = draw(st.sampled_from(SEAS))
    to = draw(st.none() | st.sampled_from(SEAS).filter(lambda s: s != source))
    attack = draw(st.booleans())
    targets = draw(st.lists(NATION, max_size=3, unique=True).map(tuple)) if attack else ()
    stance = "" if attack else draw(st.sampled_from(["", o.NO_COMBAT, o.ESCAPE]))
    if to is None and not attack and not stance:
        stance = o.ESCAPE           # ships that only stay are no order: they stay without one
    return o.MoveShips(nation="France", count=draw(COUNTS), source=source, to=to, attack=attack, targets=targets,
                       stance=stance)


army_moves = st.builds(o.MoveArmies, nation=st.just("France"), count=COUNTS, source=st.sampled_from(LAND),
                       to=st.sampled_from(LAND))
moves = st.one_of(army_moves, sea_moves(), ship_moves())
plain_orders = st.one_of(
    moves,
    st.builds(o.Buy, nation=st.just("France"), count=st.integers(1, 999), kind=st.just("army"),
              where=st.sampled_from(LAND)),
    st.builds(o.Buy, nation=st.just("France"), count=st.integers(1, 999), kind=st.just("ship"),
              where=st.sampled_from(SEAS)),
    st.builds(o.Gift, nation=st.just("France"), target=NATION, amount=st.integers(0, 99999)),
)
orders = st.one_of(
    plain_orders,
    st.builds(o.Conditional, nation=st.just("France"), subject=NATION, comparison=st.sampled_from(o.COMPARISONS),
              threshold=st.integers(0, 999), places=st.lists(st.sampled_from(LAND), min_size=1, max_size=3,
                                                              unique=True).map(tuple),
              then=st.lists(plain_orders, min_size=1, max_size=3).map(tuple)),
)


@settings(max_examples=400, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(orders, min_size=1, max_size=6, unique_by=taken_together))
def test_parse_of_format_gives_the_orders_back(sheet):
    text = RULES.format_orders(sheet, STATE, MAP)
    parsed = read_words(text, "France", STATE, MAP)
    assert parsed.problems == (), text
    assert list(parsed.orders) == sheet, text


@settings(max_examples=600)
@given(st.text(max_size=120))
def test_the_parser_only_ever_reports_lines_it_cannot_use(text):
    sheet = read_words(text, "France", STATE, MAP)
    for p in sheet.problems:
        assert p.kind == "not understood" and p.reason


WORDS = st.sampled_from(["8", "3", "all", "armies", "army", "ships", "ship", "a", "an", "59", "69", "C", "D", "A",
                         "->", "-", "to", "from", "via", "ship in", "(via ships)", "attack", "it", "with",
                         "everything", "if", "has", "or less", "at least", "in", "combined", ",", "then", "buy",
                         "give", "gold", "France", "Austria", "the Viking", "no combat", "escape", "999999999",
                         "sea", "province", ".", "and"])


@settings(max_examples=800)
@given(st.lists(WORDS, max_size=14).map(" ".join))
def test_word_salad_is_read_or_refused_but_never_crashes(text):
    sheet = read_words(text, "France", STATE, MAP)
    for p in sheet.problems:
        assert p.kind == "not understood" and p.reason
    for order in sheet.orders:
        assert read_words(format_order(order, MAP), "France", STATE, MAP).orders == (order,)
