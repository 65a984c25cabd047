"""The afa_naval part of an EiA month: economic orders against the books and the month's end."""

from engine.dice import FixedDice
from engine.events import OrderFailed
from engine.rulesets.eia.afa_naval import step
from engine.rulesets.eia.afa_naval.orders import Build, CasusBelli, Deny, LayIn, Lend
from engine.rulesets.eia.afa_naval.params import merged
from engine.rulesets.eia.afa_naval.state import opening
from engine.rulesets.eia.events import Procedure

P = merged()


def books(**kw):
    return step.Books(money={"France": 100, "Great Britain": 100, "Turkey": 0},
                      manpower={"France": 10, "Great Britain": 10}, **kw)


def test_economic_orders_are_paid_from_the_books_in_the_order_given():
    b = books()
    state, events, _ = step.economic(opening(), [Build(nation="France", city="Brest", ships=4),
                                                 Build(nation="France", city="Toulon", ships=7)],
                                     b, FixedDice([6]), 20, P)
    assert b.money["France"] == 60 and b.manpower["France"] == 6
    assert state.yard("Brest").new_ships == 4 and state.yard("Toulon").new_ships == 0
    (failed,) = [e for e in events if isinstance(e, OrderFailed)]
    assert "cost 70 money" in failed.reason and failed.private_to == ("France",)


def test_a_denied_nation_pays_a_third_more_at_war_with_england_its_stores_may_be_intercepted():
    b = books(at_war_with_england=frozenset({"France"}))
    state, _, _ = step.economic(opening(), [Deny(nation="Great Britain", source="America", to="France")],
                                b, FixedDice([]), 20, P)
    state, events, _ = step.economic(state, [Build(nation="France", city="Brest", ships=2)], b, FixedDice([1]), 20, P)
    assert b.money == {"France": 86, "Great Britain": 114, "Turkey": 0}
    assert state.yard("Brest").new_ships == 0
    assert any("d6 = 1 for England intercepting" in r for e in events if isinstance(e, Procedure) for r in e.rolls)


def test_stores_loans_and_a_casus_belli():
    b = books()
    state, events, decisions = step.economic(
        opening(), [LayIn(nation="France", city="Brest", amount=2), Lend(nation="France", to="Turkey", amount=30),
                    CasusBelli(nation="France", against="Austria", reason="the Tyrol")], b, FixedDice([]), 20, P)
    assert state.yard("Brest").stores == 2 and b.money["Turkey"] == 30 and b.money["France"] == 70
    assert decisions[0].key == "casus belli.France.Austria"


def test_the_month_end_launches_and_announces_within_5():
    state, _, _ = step.economic(opening(), [Build(nation="France", city="Brest", ships=4)], books(),
                                FixedDice([8]), 20, P)
    state, events = step.month_end(state, P)
    public = [e for e in events if e.public]
    assert [e.outcome for e in public] == ["Brest (France): ships building, about 6"]
    for _ in range(11):
        state, events = step.month_end(state, P)
    assert any(getattr(e, "text", "") == "4 ships launched at Brest" and not e.public for e in events)


def test_no_nation_sees_another_nations_true_building_in_the_steps_events():
    b = step.Books(money={"France": 500, "Great Britain": 500}, manpower={"France": 50, "Great Britain": 50})
    state, events, _ = step.economic(opening(), [Build(nation="France", city="Brest", ships=7),
                                                 Build(nation="Great Britain", city="London", ships=13)],
                                     b, FixedDice([9, 2]), 20, P)
    more = []
    for _ in range(12):
        state, month = step.month_end(state, P)
        more += month
    for viewer, other, true_count in (("Great Britain", "France", "7"), ("France", "Great Britain", "13")):
        seen = [str(e) for e in events + more if e.seen_by(viewer)]
        assert not any(f"build {true_count} at" in s or f"{true_count} ships launched" in s for s in seen)
        assert any(f"build {true_count} at" in str(e) for e in events if e.seen_by(other))
    public = [str(e) for e in events + more if e.seen_by(None)]
    assert any("about 10" in s for s in public) and any("about 9" in s for s in public)
