"""Properties of the order syntax: the parser raises only its own errors, and format round-trips."""

from pathlib import Path

from tests.orders.bundled import taken_together

from hypothesis import HealthCheck, given, settings, strategies as st

from engine.rulesets import ruleset
from engine.rulesets.napoleonic import orders as o
from engine.rulesets.napoleonic import syntax
from engine.rulesets.napoleonic.syntax import format_order
from engine.game.scenario import load_scenario

DATA = Path(__file__).resolve().parents[1] / "data"
BOARD, STATE, _ = load_scenario(DATA / "tiny-scenario.json")
RULES = ruleset("napoleonic")
LAND = [r.id for r in BOARD if r.is_land]
SEAS = [r.id for r in BOARD if r.is_sea]
NATIONS = STATE.nation_names()
LETTERS = st.from_regex(r"[A-Z]{1,3}", fullmatch=True)
KINDS = st.sampled_from(["infantry", "cavalry", "artillery", "scout"])


def in_kind_order(kinds):
    """A build's kinds as the reader gives them back: infantry, cavalry, artillery, scout."""
    return tuple(sorted(kinds, key=["infantry", "cavalry", "artillery", "scout"].index))


orders = st.one_of(
    st.builds(o.MoveCorps, nation=st.just("France"), corps=LETTERS,
              path=st.lists(st.sampled_from(LAND), min_size=1, max_size=3).map(tuple),
              scout=st.none() | st.sampled_from(LAND + SEAS), start=st.none() | st.sampled_from(LAND)),
    st.builds(o.TransportCorps, nation=st.just("France"), corps=LETTERS,
              seas=st.lists(st.sampled_from(SEAS), min_size=1, max_size=3).map(tuple),
              to=st.sampled_from(LAND), scout=st.none() | st.sampled_from(LAND)),
    st.builds(o.Scout, nation=st.just("France"), corps=LETTERS, target=st.sampled_from(LAND + SEAS)),
    st.builds(o.Hold, nation=st.just("France"), corps=LETTERS),
    st.builds(o.SquadronOrder, nation=st.just("France"), number=st.integers(1, 99)),
    st.builds(o.SquadronOrder, nation=st.just("France"), number=st.integers(1, 99),
              to=st.sampled_from(SEAS), attack=st.just(False)),
    st.builds(o.SquadronOrder, nation=st.just("France"), number=st.integers(1, 99),
              to=st.sampled_from(SEAS), attack=st.just(True),
              targets=st.lists(st.sampled_from(NATIONS), max_size=2, unique=True).map(tuple)),
    st.builds(o.SquadronOrder, nation=st.just("France"), number=st.integers(1, 99), to=st.none(),
              attack=st.just(True), targets=st.lists(st.sampled_from(NATIONS), max_size=2, unique=True).map(tuple)),
    st.builds(o.Build, nation=st.just("France"), kinds=st.lists(KINDS, min_size=1, max_size=8).map(in_kind_order),
              where=st.sampled_from(LAND)),
    st.builds(o.Build, nation=st.just("France"), kinds=st.integers(1, 5).map(lambda n: ("squadron",) * n),
              where=st.sampled_from(SEAS)),
    st.builds(o.Transfer, nation=st.just("France"), count=st.integers(1, 3), kind=KINDS, source=LETTERS,
              target=LETTERS),
    st.builds(o.Annex, nation=st.just("France"), province=st.sampled_from(LAND)),
    *[st.builds(cls, nation=st.just("France"), target=st.sampled_from(NATIONS))
      for cls in (o.DeclareWar, o.Alliance, o.Peace, o.BreakAlliance)],
    st.builds(o.Gift, nation=st.just("France"), target=st.sampled_from(NATIONS), amount=st.integers(0, 999)),
    st.builds(o.Cede, nation=st.just("France"), province=st.sampled_from(LAND), to=st.sampled_from(NATIONS)),
    st.builds(o.Accept, nation=st.just("France"), province=st.sampled_from(LAND), giver=st.sampled_from(NATIONS)),
    st.builds(o.Permit, nation=st.just("France"), target=st.sampled_from(NATIONS), sea=st.sampled_from(SEAS)),
)


@settings(max_examples=400, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(orders, min_size=1, max_size=6, unique_by=taken_together))
def test_parse_of_format_gives_the_orders_back(sheet):
    text = RULES.format_orders(sheet, STATE, BOARD)
    parsed = syntax.parse_sheet(text, "France", STATE, BOARD, judge=False)     # random orders: the words
    assert parsed.problems == (), text
    assert list(parsed.orders) == sheet, text


@settings(max_examples=600)
@given(st.text(max_size=120))
def test_the_parser_only_ever_reports_lines_it_cannot_use(text):
    sheet = RULES.parse_orders(text, "France", STATE, BOARD)
    for p in sheet.problems:
        assert p.kind == "not understood" and p.reason


WORDS = st.sampled_from(["A", "B", "corps", "-", "->", "to", "via", "scout", "build", "2", "infantry", "in",
                         "Paris", "Alsace", "Channel", "squadron", "1", "attack", "France", "Austria", "war",
                         "on", "declare", "give", "gold", "transfer", "from", ",", "annex", "peace", "with",
                         "alliance", "break", "cede", "accept", "allow", "through", "#", "x", "Tyrol"])


@settings(max_examples=800)
@given(st.lists(WORDS, min_size=1, max_size=9).map(" ".join))
def test_near_miss_lines_never_raise(line):
    sheet = RULES.parse_orders(line, "France", STATE, BOARD)
    checked = RULES.check_orders(sheet, STATE, BOARD)
    assert set(checked.lines) | {p.line for p in checked.problems} <= {1}      # several orders may share it
    for p in checked.problems:
        assert p.kind in ("not understood", "not allowed") and p.reason and p.line == 1


def test_format_reads_like_a_player_wrote_it():
    sheet = [o.MoveCorps(nation="France", corps="A", path=("baden", "bavaria"), scout="bohemia"),
             o.Build(nation="France", kinds=("infantry", "infantry", "cavalry"), where="paris"),
             o.SquadronOrder(nation="France", number=1, to="north_sea", attack=True, targets=("Austria",))]
    assert RULES.format_orders(sheet, STATE, BOARD) == (
        "A - Baden - Bavaria, scout Bohemia\n"
        "build 2 infantry, cavalry in Paris\n"
        "squadron 1 - North Sea, attack Austria\n")
    assert format_order(o.Gift(nation="France", target="Austria", amount=5), BOARD) == "give 5 gold to Austria"
