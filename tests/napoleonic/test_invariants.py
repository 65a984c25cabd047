"""Whole games of random legal orders keep the rules' invariants: treasuries between 0 and the
cap, corps of at most three divisions plus a scout, units on land or at sea as they should be,
conscription within the year's limit, and no enemies left standing together after a battle."""

from hypothesis import HealthCheck, given, settings, strategies as st

from engine.dice import SeededDice
from engine.rulesets.napoleonic import economy, orders as o
from engine.rulesets.napoleonic.options import order_options
from engine.rulesets.napoleonic.work import Work

from .helpers import RULES, edges, land, make_map, nation, position, sea, strait

BOARD = make_map(
    land("paris:5 alsace:3 baden:2 bavaria:3 vienna:4 tyrol:2 berlin:4 saxony:2 kent:3 corsica:1 sardinia:1"),
    sea("channel ligurian"),
    edges("paris-alsace alsace-baden baden-bavaria bavaria-vienna vienna-tyrol tyrol-bavaria baden-saxony "
          "saxony-berlin berlin-bavaria paris~channel kent~channel channel-ligurian paris~ligurian "
          "corsica~ligurian sardinia~ligurian tyrol-alsace"),
    strait("corsica", "sardinia", sea="ligurian"), strait("paris", "corsica", sea="ligurian"),
)
NATIONS = [nation("France", home="paris alsace", gold=30), nation("Austria", home="vienna tyrol", gold=30),
           nation("Prussia", home="berlin", gold=30)]
START = position(BOARD, season="Spring 1805", nations=NATIONS, relations=["France at war with Austria"],
                 owners={"kent": "Prussia"},
                 corps=["France A paris: 2 infantry, 1 cavalry + scout", "France B alsace: 3 cavalry",
                        "Austria A vienna: 2 infantry, 1 artillery", "Austria B tyrol: 3 cavalry + scout",
                        "Prussia A berlin: 1 infantry, 2 artillery"],
                 squadrons=["France 1 channel", "Austria 1 ligurian", "Prussia 1 channel"])
KINDS = ["infantry", "cavalry", "artillery", "scout"]


def random_orders(data, state, nation):
    opts = order_options(BOARD, state, nation)
    out = []
    for c in opts.corps:
        choice = data.draw(st.sampled_from(["stay", "march", "sea", "scout"]))
        if choice == "march" and c.marches:
            to = data.draw(st.sampled_from(sorted(c.marches)))
            out.append(o.MoveCorps(nation=nation, corps=c.letter, path=c.marches[to]))
        elif choice == "sea" and c.landings:
            to = data.draw(st.sampled_from(sorted(c.landings)))
            out.append(o.TransportCorps(nation=nation, corps=c.letter, seas=c.landings[to], to=to))
        elif choice == "scout" and c.scout and not opts.winter:
            target = data.draw(st.sampled_from(sorted(BOARD.adjacent[c.at])))
            out.append(o.Scout(nation=nation, corps=c.letter, target=target))
    for s in opts.squadrons:
        if s.moves and data.draw(st.booleans()):
            out.append(o.SquadronOrder(nation=nation, number=s.number, to=data.draw(st.sampled_from(s.moves)),
                                       attack=s.can_attack and data.draw(st.booleans())))
    if opts.build_provinces and data.draw(st.booleans()):
        kinds = tuple(data.draw(st.lists(st.sampled_from(KINDS), min_size=1, max_size=5)))
        out.append(o.Build(nation=nation, kinds=kinds, where=data.draw(st.sampled_from(opts.build_provinces))))
    if opts.build_seas and data.draw(st.booleans()):
        out.append(o.Build(nation=nation, kinds=("squadron",), where=data.draw(st.sampled_from(opts.build_seas))))
    for province, _ in opts.annexable:
        if data.draw(st.booleans()):
            out.append(o.Annex(nation=nation, province=province))
    for kind, cls in (("war", o.DeclareWar), ("peace", o.Peace), ("alliance", o.Alliance), ("break", o.BreakAlliance)):
        if opts.diplomacy(kind) and data.draw(st.integers(0, 4)) == 0:
            out.append(cls(nation=nation, target=data.draw(st.sampled_from(opts.diplomacy(kind)))))
    return RULES.format_orders(out, state, BOARD)


def check_invariants(before, state):
    cap = state.params["bank_cap"]
    for n in state.nations:
        assert 0 <= n.gold() <= cap, n
    for c in state.corps:
        assert BOARD[c.at].is_land and 1 <= c.divisions and c.regular <= state.params["corps_size"], c
    for s in state.squadrons:
        assert BOARD[s.at].is_sea, s
    assert len({c.key for c in state.corps}) == len(state.corps)
    work = Work(BOARD, state)
    for n in state.nations:
        if before.year == state.year:
            assert n.counters.get("conscripted", 0) <= economy.conscription_limit(work, n.name)
    if before.season != "Winter":
        for c in state.corps:
            for d in state.corps:
                assert not (c.at == d.at and state.at_war(c.nation, d.nation)), (c, d)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data(), st.integers(0, 10**6))
def test_random_legal_orders_keep_the_rules_invariants(data, seed):
    state, dice = START, SeededDice(seed)
    for _ in range(6):
        texts = {n.name: random_orders(data, state, n.name) for n in state.nations}
        sheets = {n: RULES.parse_orders(t, n, state, BOARD) for n, t in texts.items()}
        for sheet in sheets.values():
            assert sheet.problems == (), (texts, sheet.problems)     # the engine reads what it writes
        res = RULES.resolve(BOARD, state, sheets, dice)
        check_invariants(state, res.state)
        state = res.state
        # the GM's hand reads every position a season leaves as its scenario entries, and back
        assert RULES.with_units(BOARD, state, RULES.unit_entries(BOARD, state)) == state
