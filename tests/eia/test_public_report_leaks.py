"""EiA's public report shows only what the rules make public (docs/rules/eia.md, "What is public"):
each power's money and manpower are its own, so with afa_naval neither Britain's share of France's
intercepted naval stores nor a power's true yard spending can be read from the public report."""

import msgspec

from engine.reports.render import render
from engine.rulesets.eia.reports import internal_report, public_report
from engine.rulesets.eia.state import month_steps
from .helpers import MAP, play, position

# unique markers in each power's private figures (money, manpower); none occurs elsewhere in a report
BOOKS = {"France": {"money": 7301, "manpower": 6101, "income": 911, "manpower_income": 821},
         "Austria": {"money": 7502, "manpower": 6302, "income": 932, "manpower_income": 842},
         "Great Britain": {"money": 7703, "manpower": 6503, "income": 953, "manpower_income": 863}}


def economic_step():
    state = position([], params={"modules": ["eia_sop", "afa_naval"]}, powers=BOOKS)
    steps = month_steps(2, state.params)                 # March: the month has an economic step
    return msgspec.structs.replace(state, month=2, steps=steps, step=steps.index("economic"))


def figures(state, nation: str) -> list[str]:
    power = state.power(nation)
    return [str(power.money), str(power.manpower), str(power.income), str(power.manpower_income)]


def test_no_power_s_money_or_manpower_reaches_the_public_report_or_another_power_s():
    before = economic_step()
    orders = {"Great Britain": "deny America to France", "France": "build 2 at Brest\nstores 1 at Toulon\nlend 17 to Austria"}
    res = play(before, orders, dice=[1, 1, 1, 1])                 # England intercepts France's stores
    after = res.state
    assert figures(after, "Great Britain") != figures(before, "Great Britain")   # Britain's share came in
    public = render(public_report(MAP, before, after, res.events, "Leaks"), "md")
    assert "lends" not in public and "intercepted" not in public and "collects" not in public
    for nation in BOOKS:
        for marker in figures(before, nation) + figures(after, nation):
            assert marker not in public, f"{nation}'s {marker} is in the public report"
    for reader in BOOKS:
        own = render(internal_report(MAP, before, after, res.events, reader, "Leaks"), "md")
        assert all(marker in own for marker in figures(after, reader)), reader       # its own books, in full
        for nation in set(BOOKS) - {reader}:
            for marker in figures(before, nation) + figures(after, nation):
                assert marker not in own, f"{nation}'s {marker} is in {reader}'s report"


def test_political_and_victory_points_and_control_stay_public():
    before = economic_step()
    res = play(before, {})
    public = render(public_report(MAP, before, res.state, res.events, "Points"), "md")
    assert "PP" in public and "VP" in public and "Control" in public
    assert "Money" not in public and "Manpower" not in public
