"""Movement: one province, two for an all-cavalry corps; stops in enemy territory or on enemy
units; no entry to a nation at peace that is not an ally; straits; sea transport."""

import pytest

from app.render.picture import ArrowStyle
from app.rulesets.napoleonic.drawing import arrows_and_battles
from engine.game.gamefile import Game
from engine.rulesets.napoleonic.events import Battle, CorpsMoved, LostAtSea
from engine.game.scenario import build_scenario

from .helpers import (
    RULES, corps, edges, events, land, make_map, nation, play, position, problems, public_text, rejections, sea,
    scenario, sheet, squadron, strait)

# Paris and Alsace are French; Baden and Bavaria neutral; Wurttemberg Austrian; Hesse Prussian.
LAND = make_map(land("paris:5 alsace:3 baden:2 bavaria:2 wurttemberg:2 hesse:2 berlin:3 vienna:4"),
                sea("channel"),
                edges("paris-alsace alsace-baden baden-bavaria baden-wurttemberg wurttemberg-vienna "
                      "baden-hesse hesse-berlin bavaria-vienna paris~channel"))

NATIONS = [nation("France", home="paris alsace", gold=20), nation("Austria", home="wurttemberg vienna"),
           nation("Prussia", home="hesse berlin")]


def spring(*units, relations=(), season="Spring 1805"):
    return position(LAND, season=season, nations=NATIONS, corps=list(units), relations=list(relations))


def march(state, orders, nation="France"):
    return problems(sheet(LAND, state, nation, orders))


def test_a_corps_with_infantry_or_artillery_moves_one_province():
    state = spring("France A paris: 2 infantry, 1 cavalry")
    assert march(state, "A - Alsace") == []
    assert march(state, "A - Alsace - Baden") == [
        "line 1: not allowed ('A - Alsace - Baden'): a corps with infantry or artillery moves at most 1 space, "
        "not 2"]


def test_an_all_cavalry_corps_moves_two():
    state = spring("France A paris: 3 cavalry + scout")
    res = play(LAND, state, {"France": "A - Alsace - Baden"})
    assert corps(res.state, "France", "A").at == "baden"
    assert events(res, CorpsMoved)[0].path == ("paris", "alsace", "baden")
    assert march(state, "A - Alsace - Baden - Bavaria") == [
        "line 1: not allowed ('A - Alsace - Baden - Bavaria'): an all-cavalry corps moves at most 2 spaces, "
        "not 3"]


def test_a_corps_moves_only_to_a_neighbouring_province():
    state = spring("France A paris: 1 infantry")
    assert march(state, "A - Baden") == ["line 1: not allowed ('A - Baden'): Baden does not border Paris"]
    assert march(state, "A - Channel") == [
        "line 1: not allowed ('A - Channel'): Channel is a sea: corps cross the sea by transport ('A - X via Sea')"]


def test_a_corps_must_stop_when_it_enters_enemy_territory():
    # Ordered past its first enemy province, the corps is not sent home: it stops there.
    state = spring("France A baden: 3 cavalry", relations=["France at war with Austria"])
    assert march(state, "A - Wurttemberg - Vienna") == []
    res = play(LAND, state, {"France": "A - Wurttemberg - Vienna"})
    assert corps(res.state, "France", "A").at == "wurttemberg"
    assert rejections(res) == []


def test_the_report_says_a_march_was_cut_short():
    state = spring("France A baden: 3 cavalry", relations=["France at war with Austria"])
    res = play(LAND, state, {"France": "A - Wurttemberg - Vienna"})
    [moved] = events(res, CorpsMoved)
    assert (moved.path, moved.ordered) == (("baden", "wurttemberg"), ("baden", "wurttemberg", "vienna"))
    assert ("France corps A: Baden - Wurttemberg (ordered on to Vienna; cut short: it entered enemy territory "
            "or met enemy units)") in public_text(LAND, state, res)


def test_a_path_past_the_stop_must_still_be_a_path():
    state = spring("France A baden: 3 cavalry", relations=["France at war with Austria"])
    assert march(state, "A - Wurttemberg - Paris") == [
        "line 1: not allowed ('A - Wurttemberg - Paris'): Paris does not border Wurttemberg"]


def test_a_corps_must_stop_in_a_space_with_enemy_units():
    # Austria's corps stands in neutral Baden at the start of the season.
    state = spring("France A alsace: 3 cavalry", "Austria A baden: 1 infantry",
                   relations=["France at war with Austria"])
    res = play(LAND, state, {"France": "A - Baden - Bavaria"}, dice=[6] * 4)
    assert [e.path for e in events(res, CorpsMoved)] == [("alsace", "baden")]


def test_enemy_units_count_where_they_stood_at_the_start_of_the_season():
    # Austria's corps leaves Baden this season; the French cavalry still has to stop there.
    state = spring("France A alsace: 3 cavalry", "Austria A baden: 1 infantry",
                   relations=["France at war with Austria"])
    res = play(LAND, state, {"France": "A - Baden - Bavaria", "Austria": "A - Wurttemberg"})
    assert corps(res.state, "France", "A").at == "baden"
    assert rejections(res) == []


def test_units_of_a_nation_at_peace_do_not_stop_a_corps():
    state = spring("France A alsace: 3 cavalry", "Austria A baden: 1 infantry")
    res = play(LAND, state, {"France": "A - Baden - Bavaria"})
    assert corps(res.state, "France", "A").at == "bavaria"


def test_a_province_of_a_nation_at_peace_that_is_not_an_ally_may_not_be_entered():
    state = spring("France A baden: 3 cavalry")
    assert march(state, "A - Hesse") == [
        "line 1: not allowed ('A - Hesse'): Hesse belongs to Prussia, with whom France is at peace but not "
        "allied; declare war first"]
    assert "Wurttemberg belongs to Austria" in march(state, "A - Wurttemberg - Vienna")[0]


def test_a_declaration_of_war_in_the_same_orders_opens_the_enemys_provinces():
    # Diplomacy comes first in a season: France declares war and marches in at once.
    state = spring("France A baden: 1 infantry")
    res = play(LAND, state, {"France": "declare war on Prussia\nA - Hesse"})
    assert corps(res.state, "France", "A").at == "hesse"


def test_allied_territory_is_open_and_does_not_stop_the_march():
    # Cavalry rides through allied Hesse, past a Prussian corps, into Berlin.
    state = spring("France A baden: 3 cavalry", "Prussia A hesse: 3 infantry",
                   relations=["France allied with Prussia"])
    res = play(LAND, state, {"France": "A - Hesse - Berlin"})
    assert corps(res.state, "France", "A").at == "berlin"
    assert events(res, Battle) == []


def test_nations_at_peace_share_a_neutral_province():
    state = spring("France A alsace: 1 infantry", "Prussia A hesse: 1 infantry")
    res = play(LAND, state, {"France": "A - Baden", "Prussia": "A - Baden"})
    assert (corps(res.state, "France", "A").at, corps(res.state, "Prussia", "A").at) == ("baden", "baden")
    assert events(res, Battle) == []


def test_units_may_not_move_in_winter():
    state = spring("France A paris: 1 infantry", season="Winter 1805")
    assert march(state, "A - Alsace") == [
        "line 1: not allowed ('A - Alsace'): units may not move or scout during Winter"]
    at_sea = position(LAND, season="Winter 1805", nations=NATIONS, squadrons=["France 1 channel"])
    assert march(at_sea, "squadron 1 - Channel") == [
        "line 1: not allowed ('squadron 1 - Channel'): units may not move or scout during Winter"]


def test_a_corps_has_one_order_a_season():
    state = spring("France A paris: 1 infantry")
    assert march(state, "A - Alsace\nA - Alsace") == [
        "line 2: not allowed ('A - Alsace'): corps A already has an order (line 1)"]


def test_a_corps_given_two_different_orders_has_neither_the_gm_asks_which():
    state = spring("France A paris: 1 infantry")
    why = "corps A (lines 1, 2): which is meant? ask the player"
    assert march(state, "A - Alsace\nA - Paris") == [
        f"line 1: not allowed ('A - Alsace'): two different orders for {why}",
        f"line 2: not allowed ('A - Paris'): two different orders for {why}"]


def test_the_start_a_player_names_is_checked():
    state = spring("France A paris: 1 infantry")
    assert march(state, "A Paris - Alsace") == []
    assert march(state, "A Alsace - Baden") == [
        "line 1: not allowed ('A Alsace - Baden'): corps A is in Paris, not Alsace"]


# -- straits -------------------------------------------------------------------------------

STRAITS = make_map(
    land("algeria:2 morocco:2 gibraltar:1 murcia:2 andalusia:2"), sea("strait_of_gibraltar atlantic"),
    edges("algeria-morocco gibraltar-andalusia murcia-andalusia morocco~strait_of_gibraltar "
          "gibraltar~strait_of_gibraltar murcia~strait_of_gibraltar strait_of_gibraltar-atlantic "
          "morocco~atlantic"),
    strait("morocco", "gibraltar", sea="strait_of_gibraltar"), strait("morocco", "murcia", sea="strait_of_gibraltar"),
    strait("gibraltar", "murcia", sea="strait_of_gibraltar"),
)


def africa(*units, squadrons=(), relations=()):
    nations = [nation("France", home="algeria morocco", gold=20), nation("Great Britain", home="andalusia"),
               nation("Spain", home="murcia")]
    return position(STRAITS, nations=nations, corps=list(units), squadrons=list(squadrons),
                    relations=list(relations))


def test_with_no_squadron_in_its_sea_a_strait_is_free_to_all():
    state = africa("France A morocco: 1 infantry")
    res = play(STRAITS, state, {"France": "A - Gibraltar"})
    assert corps(res.state, "France", "A").at == "gibraltar"


def test_the_nation_with_most_squadrons_in_the_sea_controls_the_strait():
    state = africa("France A morocco: 1 infantry", "Great Britain A gibraltar: 1 infantry",
                   squadrons=["France 1 strait_of_gibraltar", "France 2 strait_of_gibraltar",
                              "Great Britain 1 strait_of_gibraltar"])
    assert problems(sheet(STRAITS, state, "France", "A - Gibraltar")) == []
    assert problems(sheet(STRAITS, state, "Great Britain", "A - Morocco")) == [
        "line 1: not allowed ('A - Morocco'): the strait between Gibraltar and Morocco is controlled by France "
        "(a majority of the squadrons in Strait Of Gibraltar); crossing needs France's permission"]


def test_without_a_majority_nobody_controls_the_strait_and_it_is_closed():
    state = africa("France A morocco: 1 infantry",
                   squadrons=["France 1 strait_of_gibraltar", "Great Britain 1 strait_of_gibraltar"])
    assert problems(sheet(STRAITS, state, "France", "A - Gibraltar")) == [
        "line 1: not allowed ('A - Gibraltar'): the strait between Morocco and Gibraltar is closed: no nation "
        "has a majority of the squadrons in Strait Of Gibraltar"]


def test_the_controller_may_let_another_nation_cross():
    state = africa("France A morocco: 1 infantry", squadrons=["Great Britain 1 strait_of_gibraltar"])
    res = play(STRAITS, state, {"France": "A - Gibraltar",
                                "Great Britain": "allow France through Strait of Gibraltar"})
    assert corps(res.state, "France", "A").at == "gibraltar"
    assert "Great Britain allows France through the straits of Strait Of Gibraltar." in \
        public_text(STRAITS, state, res)
    # Without the permission, France stays in Morocco.
    res = play(STRAITS, state, {"France": "A - Gibraltar"})
    assert corps(res.state, "France", "A").at == "morocco"


def test_a_permission_the_controller_stored_first_counts_when_orders_are_entered():
    state = africa("France A morocco: 1 infantry", squadrons=["Great Britain 1 strait_of_gibraltar"])
    britain = sheet(STRAITS, state, "Great Britain", "allow France through Strait of Gibraltar")
    france = RULES.parse_orders("A - Gibraltar", "France", state, STRAITS)
    assert problems(RULES.check_orders(france, state, STRAITS, {"Great Britain": britain})) == []
    assert problems(RULES.check_orders(france, state, STRAITS, {})) != []


def test_a_permission_from_a_nation_that_does_not_control_the_strait_does_not_count():
    state = africa("France A morocco: 1 infantry", squadrons=["Great Britain 1 strait_of_gibraltar"])
    spain = RULES.parse_orders("allow France through Strait of Gibraltar", "Spain", state, STRAITS)
    france = RULES.parse_orders("A - Gibraltar", "France", state, STRAITS)
    assert "needs Great Britain's permission" in problems(RULES.check_orders(france, state, STRAITS,
                                                                             {"Spain": spain}))[0]


def test_the_game_file_checks_orders_against_the_permissions_stored_this_turn(tmp_path):
    # Britain controls the strait; Spain's corps stands in neutral Morocco.
    data = scenario(nations=[nation("France", home="algeria"), nation("Great Britain", home="andalusia"),
                             nation("Spain", home="murcia")],
                    corps=["Spain A morocco: 1 infantry"], squadrons=["Great Britain 1 strait_of_gibraltar"])
    _, state = build_scenario(data, board=STRAITS)
    with Game.create(tmp_path / "g.berthier", STRAITS, state, "Straits", data) as game:
        assert game.check_orders("Spain", "A - Murcia").problems != ()
        game.store_orders("Great Britain", "allow Spain through Strait of Gibraltar")
        assert game.check_orders("Spain", "A - Murcia").problems == ()


def test_only_the_controller_may_give_permission():
    state = africa(squadrons=["Great Britain 1 strait_of_gibraltar"])
    assert problems(sheet(STRAITS, state, "Spain", "allow France through Strait of Gibraltar")) == [
        "line 1: not allowed ('allow France through Strait of Gibraltar'): Spain does not control the straits "
        "of Strait Of Gibraltar (no majority of its squadrons)"]


def test_control_is_counted_from_the_squadrons_there_at_the_start_of_the_season():
    # France sails a second squadron in this season: Britain still has the majority it started with
    # (1 of 1), so the French corps may not cross.
    state = africa("France A morocco: 1 infantry",
                   squadrons=["Great Britain 1 strait_of_gibraltar", "France 1 atlantic", "France 2 atlantic"])
    res = play(STRAITS, state, {"France": "squadron 1 - Strait of Gibraltar\n"
                                          "squadron 2 - Strait of Gibraltar\nA - Gibraltar"})
    assert corps(res.state, "France", "A").at == "morocco"
    assert "controlled by Great Britain" in rejections(res)[0]


def test_crossing_a_strait_is_the_whole_move_the_seeds_algeria_example():
    # A cavalry corps may not ride from Algeria to Morocco and then cross to Gibraltar ...
    state = africa("France A algeria: 3 cavalry + scout")
    assert problems(sheet(STRAITS, state, "France", "A - Morocco - Gibraltar")) == [
        "line 1: not allowed ('A - Morocco - Gibraltar'): crossing the strait between Morocco and Gibraltar is "
        "the corps' whole move; it cannot go on"]
    # ... nor cross and ride on.
    state = africa("France A morocco: 3 cavalry + scout")
    assert "whole move" in problems(sheet(STRAITS, state, "France", "A - Gibraltar - Andalusia"))[0]
    assert problems(sheet(STRAITS, state, "France", "A - Gibraltar")) == []


# -- sea transport -------------------------------------------------------------------------

# Kent and Holland are neutral; London is Britain's.
SEAS = make_map(
    land("paris:5 brittany:2 kent:3 london:5 holland:2 denmark:2"), sea("channel north_sea baltic"),
    edges("paris-brittany paris~channel brittany~channel kent~channel kent~north_sea holland~north_sea "
          "london~north_sea london-kent channel-north_sea north_sea-baltic denmark~baltic"),
)


def coast(*units, squadrons=(), relations=(), season="Spring 1805"):
    nations = [nation("France", home="paris brittany", gold=30), nation("Great Britain", home="london"),
               nation("Spain"), nation("Denmark", home="denmark")]
    return position(SEAS, season=season, nations=nations, corps=list(units), squadrons=list(squadrons),
                    relations=list(relations))


def test_a_corps_sails_along_a_chain_of_own_squadrons_as_its_whole_move():
    state = coast("France A paris: 2 infantry, 1 artillery",
                  squadrons=["France 1 channel", "France 2 north_sea"])
    res = play(SEAS, state, {"France": "A - Holland via Channel, North Sea"})
    assert corps(res.state, "France", "A").at == "holland"
    [moved] = events(res, CorpsMoved)
    assert (moved.path, moved.by_sea) == (("paris", "channel", "north_sea", "holland"), True)


def test_an_allys_squadrons_carry_too():
    state = coast("France A paris: 1 infantry", squadrons=["Spain 1 channel", "France 2 north_sea"],
                  relations=["France allied with Spain"])
    assert corps(play(SEAS, state, {"France": "A - Holland via Channel, North Sea"}).state,
                 "France", "A").at == "holland"


def test_every_sea_of_the_chain_needs_a_squadron():
    state = coast("France A paris: 1 infantry", squadrons=["France 1 channel"])
    assert problems(sheet(SEAS, state, "France", "A - Holland via Channel, North Sea")) == [
        "line 1: not allowed ('A - Holland via Channel, North Sea'): no squadron of France or its allies stays "
        "in North Sea this season to carry the corps"]


def test_a_squadron_that_sails_this_season_carries_nobody():
    state = coast("France A paris: 1 infantry", squadrons=["France 1 channel", "France 2 north_sea"])
    s = sheet(SEAS, state, "France", "squadron 2 - Baltic\nA - Holland via Channel, North Sea")
    assert [p.line for p in s.problems] == [2]
    assert "stays in North Sea" in s.problems[0].reason


def test_a_squadron_carries_two_corps_a_season():
    state = coast("France A paris: 1 infantry", "France B paris: 1 infantry", "France C brittany: 1 infantry",
                  squadrons=["France 1 channel"])
    res = play(SEAS, state, {"France": "A - Kent via Channel\nB - Kent via Channel\nC - Kent via Channel"})
    assert [corps(res.state, "France", x).at for x in "ABC"] == ["kent", "kent", "brittany"]
    assert rejections(res) == ["failed: the squadrons in Channel carry no more corps this season"]


def test_two_squadrons_carry_four():
    state = coast(*[f"France {x} paris: 1 infantry" for x in "ABCD"],
                  squadrons=["France 1 channel", "France 2 channel"])
    res = play(SEAS, state, {"France": "\n".join(f"{x} - Kent via Channel" for x in "ABCD")})
    assert {c.at for c in res.state.corps_of("France")} == {"kent"}


def test_a_corps_is_lost_with_the_squadron_that_carries_it():
    # Britain's two squadrons attack France's one in the Channel. 2 against 1: Britain hits on 3+,
    # France on 5+. Britain rolls 3 and 1 (one hit), France rolls 1: the French squadron sinks,
    # and corps A with it.
    state = coast("France A paris: 2 infantry", relations=["France at war with Great Britain"],
                  squadrons=["France 1 channel", "Great Britain 1 north_sea", "Great Britain 2 north_sea"])
    res = play(SEAS, state, {"France": "A - Kent via Channel",
                             "Great Britain": "squadron 1 - Channel, attack\nsquadron 2 - Channel, attack"},
               dice=[3, 1, 1])
    assert squadron(res.state, "France", 1) is None
    assert corps(res.state, "France", "A") is None
    [lost] = events(res, LostAtSea)
    assert (lost.corps, lost.sea) == ("A", "channel")
    text = public_text(SEAS, state, res)
    assert "France's corps A is lost at sea in Channel: no squadron of its chain was left to carry it." in text
    assert "France corps A: Paris - Channel (by sea; lost at sea in Channel)" in text
    arrows, _ = arrows_and_battles(state, res.events)   # on the map: the voyage, ending in a bar
    assert [(a.source, a.target, a.style) for a in arrows if a.source == "paris"] == [
        ("paris", "channel", ArrowStyle.FAILED)]


def test_a_corps_is_carried_on_while_a_squadron_of_its_chain_survives():
    # Britain's one squadron attacks France's two in the Channel: 1 against 2, Britain hits on 5+,
    # France on 3+. Round 1: Britain rolls 5, France 1 and 1: squadron 1 sinks. Round 2, 1 against 1
    # on 4+: Britain rolls 1, France 4. Squadron 2 survives and carries corps A to Kent.
    state = coast("France A paris: 2 infantry", relations=["France at war with Great Britain"],
                  squadrons=["France 1 channel", "France 2 channel", "Great Britain 1 north_sea"])
    res = play(SEAS, state, {"France": "A - Kent via Channel", "Great Britain": "squadron 1 - Channel, attack"},
               dice=[5, 1, 1, 1, 4])
    assert squadron(res.state, "France", 1) is None and squadron(res.state, "France", 2) is not None
    assert corps(res.state, "France", "A").at == "kent"
    assert events(res, LostAtSea) == []
    assert "France corps A: Paris - Channel - Kent (by sea)" in public_text(SEAS, state, res)


def test_a_squadron_built_this_season_carries_nobody():
    state = coast("France A paris: 1 infantry")
    s = sheet(SEAS, state, "France", "build 1 squadron in Channel\nA - Kent via Channel")
    assert [p.line for p in s.problems] == [2]


def test_a_corps_may_not_land_in_a_province_of_a_nation_at_peace():
    state = coast("France A paris: 1 infantry", squadrons=["France 1 channel", "France 2 north_sea"])
    assert problems(sheet(SEAS, state, "France", "A - London via Channel, North Sea")) == [
        "line 1: not allowed ('A - London via Channel, North Sea'): London belongs to Great Britain, with whom "
        "France is at peace but not allied; declare war first"]


def test_the_seas_must_be_named_in_order_from_the_coast():
    state = coast("France A paris: 1 infantry", squadrons=["France 1 channel", "France 2 north_sea"])
    assert problems(sheet(SEAS, state, "France", "A - Holland via North Sea, Channel")) == [
        "line 1: not allowed ('A - Holland via North Sea, Channel'): North Sea does not border Paris"]


@pytest.mark.parametrize("order, reason", [
    ("squadron 1 - Baltic", "Baltic does not border Channel"),
    ("squadron 1 - Kent", "Kent is not a sea"),
])
def test_a_squadron_moves_one_sea(order, reason):
    state = coast(squadrons=["France 1 channel"])
    assert problems(sheet(SEAS, state, "France", order)) == [f"line 1: not allowed ({order!r}): {reason}"]
    res = play(SEAS, state, {"France": "squadron 1 - North Sea"})
    assert squadron(res.state, "France", 1).at == "north_sea"
