"""The calendar: the game opens in Winter 1804, four seasons a year, conscription counted per year."""

from engine.game.scenario import build_scenario

from .helpers import RULES, corps, edges, land, make_map, nation, play, position, quiet_winter, rejections, scenario

BOARD = make_map(land("paris:5 alsace:3"), edges("paris-alsace"))
FRANCE = [nation("France", home="paris alsace", gold=40)]


def test_a_game_without_a_start_opens_in_winter_1804():
    data = scenario(nations=FRANCE)
    del data["start"]
    _, state = build_scenario(data, board=BOARD)
    assert (state.season, state.year) == ("Winter", 1804)
    assert RULES.turn_label(state) == "Winter 1804"


def test_the_seasons_run_spring_summer_fall_winter():
    state = position(BOARD, nations=FRANCE, season="Spring 1805")
    labels = []
    for _ in range(3):
        state = play(BOARD, state).state
        labels.append(RULES.turn_label(state))
    assert labels == ["Summer 1805", "Fall 1805", "Winter 1805"]


def test_winter_1804_is_followed_by_spring_1805():
    state = position(BOARD, nations=FRANCE, season="Winter 1804")
    after = play(BOARD, state, dice=quiet_winter(state)).state
    assert RULES.turn_label(after) == "Spring 1805"
    assert after.turn == state.turn + 1


def test_winter_1805_is_followed_by_spring_1806():
    state = position(BOARD, nations=FRANCE, season="Winter 1805")
    assert RULES.turn_label(play(BOARD, state, dice=quiet_winter(state)).state) == "Spring 1806"


def test_divisions_raised_count_against_the_year_they_were_raised_in():
    # Spring 1805: 4 infantry raised; in Summer 1805 they still count against 1805's 10.
    state = position(BOARD, nations=FRANCE, season="Spring 1805")
    summer = play(BOARD, state, {"France": "build 4 infantry in Paris"}).state
    assert summer.nation("France").counters["conscripted"] == 4
    fall = play(BOARD, summer, {"France": "build 6 infantry in Paris"}).state
    assert fall.nation("France").counters["conscripted"] == 10
    refused = play(BOARD, fall, {"France": "build 1 infantry in Paris"})
    assert rejections(refused) == [
        "failed: France may raise 10 divisions this year and has raised 10; this order asks for 1"]
    assert [c.letter for c in refused.state.corps_of("France")] == ["A", "B", "C", "D"]


def test_conscription_starts_again_with_the_new_year():
    # Winter 1804 belongs to 1804: 10 raised then; Spring 1805 may raise 10 more.
    state = position(BOARD, nations=FRANCE, season="Winter 1804")
    spring = play(BOARD, state, {"France": "build 10 infantry in Paris"}, dice=quiet_winter(state)).state
    assert spring.nation("France").counters.get("conscripted", 0) == 0
    summer = play(BOARD, spring, {"France": "build 10 infantry in Alsace"}).state
    assert summer.nation("France").counters["conscripted"] == 10
    assert sum(c.divisions for c in summer.corps_of("France") if c.at == "alsace") == 10
    assert corps(summer, "France", "E").at == "alsace"
