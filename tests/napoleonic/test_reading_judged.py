"""Issue 22 (the state decides): a line read into an order the position says it cannot mean is
refused when it is read, with the reason: a corps or squadron the nation does not have, a start
the corps is not in, a march through spaces that do not border, divisions passed between corps in
two provinces. The season, gold and diplomacy are judged when the orders are entered."""

from engine.rulesets.napoleonic import syntax

from .helpers import RULES, edges, land, make_map, nation, position, sea

MAP = make_map(land("paris:5 alsace:3 baden:2 picardy:2 flanders:2"), sea("channel"),
               edges("paris-alsace alsace-baden paris-picardy picardy-flanders picardy~channel"))
NATIONS = [nation("France", home="paris alsace picardy")]


def at(season="Spring 1805"):
    return position(MAP, season=season, nations=NATIONS,
                    corps=["France A paris: 2 infantry", "France B paris: 3 infantry",
                           "France C flanders: 1 cavalry"], squadrons=["France 1 channel"])


def read(text, state=None):
    sheet = RULES.parse_orders(text, "France", state or at(), MAP)
    return [syntax.format_order(o, MAP) for o in sheet.orders], [(p.kind, p.reason) for p in sheet.problems]


def test_a_corps_the_nation_does_not_have_is_refused_not_read_as_given():
    assert read("Corps H marches to Alsace.") == ([], [("not understood", "France has no corps H")])


def test_a_march_through_spaces_that_do_not_border_is_refused():
    assert read("C - Picardy - Alsace")[1] == [("not allowed", "Alsace does not border Picardy")]


def test_divisions_pass_only_between_corps_in_one_province():
    assert read("Transfer 1 cavalry from C to A")[1] == [
        ("not allowed", "corps C is in Flanders and corps A in Paris: divisions pass between corps in one province")]


def test_a_merge_that_would_overfill_the_corps_is_refused():
    assert read("Merge corps A and B into A")[1] == [
        ("not allowed", "corps A would hold 5 divisions; a corps holds 3 plus a scouting cavalry")]


def test_a_corps_built_in_the_message_may_be_named_by_the_message():
    orders, problems = read("build infantry in Alsace\nD - Baden", at("Winter 1805"))
    assert problems == [] and orders == ["build infantry in Alsace", "D - Baden"]


def test_a_legal_line_reads_and_a_squadron_that_exists_sails():
    assert read("A - Alsace\nsquadron 1 holds") == (["A - Alsace", "squadron 1 holds"], [])
