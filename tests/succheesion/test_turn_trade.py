"""Step 1 and 4 of a turn for trade agreements: both nations order it, each invests up to 5 a
turn, the yield comes at step 1 unless an enemy blockades or occupies the link, breaking pays."""

from engine.rulesets.succheesion.events import TradeBroken, TradeYield

from .helpers import cheese, edges, events, land, make_map, nation, play, position, rejections, sea

# Berdain (1) and Maustria (3) share no border: their link is sea 13; Crimsonia (2) sits between.
MAP = make_map(land("1 2 3", cities=0, cheese=0), sea("13 14"), edges("1-2 2-3 1~13 3~14 13-14"))


def berdain_maustria(**kw):
    return position(MAP, nations=[nation("Berdain", "1", cheese=20), nation("Maustria", "3", cheese=20),
                                  nation("Crimsonia", "2")], **kw)


def test_a_new_agreement_needs_both_nations_orders_in_the_same_turn():
    state = berdain_maustria()
    res = play(MAP, state, {"Berdain": "invest 5 cheese in trade with Maustria"})
    assert res.state.trades == ()
    assert rejections(res) == ["failed: a trade agreement needs both nations' orders in the same turn; "
                               "Maustria gave none"]


def test_berdain_and_maustria_invest_five_each_and_then_get_one_cheese_each_a_turn():
    state = berdain_maustria()
    res = play(MAP, state, {"Berdain": "invest 5 cheese in trade with Maustria",
                            "Maustria": "invest 5 cheese in trade with Berdain"})
    assert res.state.trade("Berdain", "Maustria").invested == 1000
    nxt = play(MAP, res.state, {"Berdain": "invest 2 cheese in trade with Maustria",
                                "Maustria": "invest 3 cheese in trade with Berdain"})
    assert events(nxt, TradeYield)[0].each == 100
    assert cheese(nxt.state, "Berdain") == 1500 + 100 - 200
    # 15 invested: 3 a turn, 1 each and the third reinvested
    last = play(MAP, nxt.state)
    assert (events(last, TradeYield)[0].each, events(last, TradeYield)[0].reinvested) == (100, 100)
    assert last.state.trade("Berdain", "Maustria").invested == 1600


def test_more_than_five_a_turn_is_refused():
    state = berdain_maustria(trades=[{"nations": ["Berdain", "Maustria"], "invested": 10}])
    res = play(MAP, state, {"Berdain": "invest 6 cheese in trade with Maustria"})
    assert rejections(res) == ["not allowed: a nation invests at most 5 cheese a turn in one agreement"]


def test_berdain_breaking_23_gets_11_maustria_5_and_7_are_lost():
    state = berdain_maustria(trades=[{"nations": ["Berdain", "Maustria"], "invested": 23}])
    res = play(MAP, state, {"Berdain": "break trade with Maustria"})
    broken = events(res, TradeBroken)[0]
    assert broken.payouts == (("Berdain", 1100), ("Maustria", 500)) and broken.lost == 700
    assert res.state.trades == ()
    # step 1 came first: 23 yields 4, 2 each
    assert cheese(res.state, "Berdain") == 2000 + 200 + 1100


def test_both_breaking_23_get_5_each_and_13_are_lost():
    state = berdain_maustria(trades=[{"nations": ["Berdain", "Maustria"], "invested": 23}])
    res = play(MAP, state, {"Berdain": "break trade with Maustria", "Maustria": "break trade with Berdain"})
    broken = events(res, TradeBroken)[0]
    assert broken.payouts == (("Berdain", 500), ("Maustria", 500)) and broken.lost == 1300


def test_a_blockade_of_the_link_loses_the_yield_but_keeps_the_investment():
    state = berdain_maustria(trades=[{"nations": ["Berdain", "Maustria"], "invested": 10}],
                             units_on_map=["Crimsonia 13: 1F blockade", "Crimsonia 14: 1F blockade"],
                             war=["Crimsonia-Berdain"])
    res = play(MAP, state, dice=[1, 1])          # Crimsonia's frigates are out of supply and roll
    assert events(res, TradeYield)[0].blocked
    assert cheese(res.state, "Berdain") == 2000 and res.state.trade("Berdain", "Maustria").invested == 1000


def test_a_declaration_of_war_breaks_the_agreement_with_the_declarer_as_breaker():
    state = berdain_maustria(trades=[{"nations": ["Berdain", "Maustria"], "invested": 23}])
    res = play(MAP, state, {"Maustria": "declare war on Berdain"})
    assert events(res, TradeBroken)[0].breakers == ("Maustria",)


def test_members_of_a_pact_trade_only_with_members():
    state = berdain_maustria(pacts={"Cheddar League": ["Berdain"]})
    res = play(MAP, state, {"Berdain": "invest 5 cheese in trade with Maustria",
                            "Maustria": "invest 5 cheese in trade with Berdain"})
    assert res.state.trades == ()
    assert "members of a trading pact trade only with members" in rejections(res)[0]


def test_joining_a_pact_is_refused_while_trading_outside_it():
    state = berdain_maustria(trades=[{"nations": ["Berdain", "Maustria"], "invested": 10}],
                             pacts={"Cheddar League": ["Crimsonia"]})
    res = play(MAP, state, {"Berdain": "join pact Cheddar League"})
    assert res.state.pacts == {"Cheddar League": ("Crimsonia",)}
    assert "trades with Maustria, outside the pact" in rejections(res)[0]
