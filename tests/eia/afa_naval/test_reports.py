"""What each power's private report and the public report show: fog of war on the yards."""

from engine.dice import FixedDice
from engine.rulesets.eia.afa_naval import building, politics, reports
from engine.rulesets.eia.afa_naval.params import merged
from engine.rulesets.eia.afa_naval.state import opening

P = merged()


def busy_yards():
    state = opening()
    state, _ = building.lay_down(state, "France", "Brest", 7, P, FixedDice([9]), money=999, manpower=99)   # +3
    state, _ = building.lay_down(state, "Great Britain", "London", 13, P, FixedDice([2]), money=999, manpower=99)
    state, _ = building.lay_down(state, "Denmark", "Copenhagen", 4, P, FixedDice([6]), money=999, manpower=99,
                                 buyer="Russia")
    return politics.tsar_victory(state, 11, "Austerlitz", P)


def test_the_public_report_gives_the_announced_figures_never_the_true_ones():
    text = "\n".join(reports.public(busy_yards()))
    assert "Brest (France): ships building, about 10" in text
    assert "London (Great Britain): ships building, about 9" in text
    assert "Copenhagen (Denmark): ships building, about 4" in text and "Russia" not in text


def test_no_power_reads_another_powers_true_yard_counts():
    state = busy_yards()
    own = {"France": "7 new ships", "Great Britain": "13 new ships", "Denmark": "4 new ships"}
    for nation in ("France", "Great Britain", "Denmark", "Russia", "Spain"):
        text = "\n".join(reports.private(state, nation, P))
        for other, true_count in own.items():
            assert (true_count in text) == (other == nation), (nation, other)


def test_a_private_report_lists_the_yards_stores_sales_and_ledger():
    state = busy_yards()
    france = "\n".join(reports.private(state, "France", P))
    assert "Brest: 7 new ships, 0 repairs, 0 awaiting repair, stores 0/3, capacity 10" in france
    assert "7 new, 12 months left" in france and "announced publicly: about 10" in france
    russia = "\n".join(reports.private(state, "Russia", P))
    assert "Copenhagen (Denmark) builds for you: 4 ships, 12 months left" in russia
    assert "+2 political points, the Tsar victorious at Austerlitz" in russia


def test_every_player_of_a_team_receives_the_nations_report():
    state = politics.team(opening(), "France", ["Ann", "Bo"])
    assert reports.recipients(state, "France") == ("Ann", "Bo")
    assert reports.recipients(state, "Spain") == ("Spain",)
