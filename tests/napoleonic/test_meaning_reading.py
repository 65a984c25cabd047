"""Lines the grammar refuses, read by meaning against the orders the nation may give now
(engine/rulesets/napoleonic/meaning.py): one order fits, it is read; several, asked; none that the rules
allow, refused."""

from __future__ import annotations

from engine.rulesets import ruleset
from engine.state import ALLIANCE, replace, with_relation
from tests.corpus.positions import position

RULES = ruleset("napoleonic")


def _read(text: str, nation: str, where: str = "spring-1805-war", state=None):
    board, start = position("napoleonic", where)
    state = state or start
    sheet = RULES.parse_orders(text, nation, state, board)
    said = RULES.format_orders(sheet.orders, state, board).splitlines()
    meant = [c.reason for c in sheet.chatter if c.reason.startswith("read by meaning")]
    return said, [p.reason for p in sheet.problems], meant


def test_a_cavalry_corps_riding_two_spaces_is_read_with_its_path():
    said, problems, meant = _read("The Cossacks of G ride out, ending the season at Poltava.", "Russia")
    assert (said, problems) == (["G - Kharkov - Poltava"], []) and meant


def test_a_corps_riding_ahead_through_a_place_is_read_with_the_path_it_names():
    said, problems, meant = _read("Our Cossack horsemen of corps G head through Kharkov and end up at Poltava.", "Russia")
    assert (said, problems) == (["G - Kharkov - Poltava"], []) and meant


def test_a_march_its_scouts_look_beyond_is_a_march_that_scouts():
    said, problems, _ = _read("Corps A marches into the Tyrol, its scouts looking into Bavaria.", "Austria")
    assert (said, problems) == (["A - Tyrol, scout Bavaria"], [])


def test_a_march_to_a_place_reached_only_by_sea_is_no_voyage():
    said, problems, _ = _read("Our corps B marches to Rome as well.", "Naples")      # B stands in Sicily
    assert said == [] and problems


def test_a_voyage_said_with_its_sea_is_read():
    said, problems, _ = _read("The London corps is carried over the English Channel and lands in Holland.",
                              "Great Britain")
    assert (said, problems) == (["A - Holland via English Channel"], [])


def test_a_squadron_engaging_a_nation_at_war_attacks_it():
    said, problems, meant = _read("Squadron 4 engages the Austrian ships in its own waters.", "France")
    assert (said, problems) == (["squadron 4 attack Austria"], []) and meant


def test_a_corps_that_goes_nowhere_said_is_no_transfer():
    said, problems, _ = _read("Corps B will go.", "Prussia")
    assert said == [] and problems


def test_a_nation_made_to_pay_is_no_alliance():
    said, problems, _ = _read("Please make Russia pay for Austerlitz.", "France")
    assert said == [] and problems


def test_a_misspelt_build_beside_a_sea_is_read_never_left_as_chatter():
    said, problems, _ = _read("bulid 1 infatry in London\nbuidl a squadorn in the North Sea", "Great Britain", "start")
    assert (said, problems) == (["build infantry in London", "build squadron in North Sea"], [])


def test_a_province_is_annexed_by_meaning_only_where_a_corps_of_the_nation_stands():
    board, state = position("napoleonic", "start")
    corps = tuple(replace(c, at="baden") if (c.nation, c.letter) == ("France", "D") else c for c in state.corps)
    state = with_relation(replace(state, corps=corps), "France", "Spain", ALLIANCE, state.turn)
    said, problems, meant = _read("Baden is absorbed into France.", "France", "start", state)
    assert (said, problems) == (["annex Baden"], []) and meant
    said, problems, _ = _read("Bavaria is absorbed into France.", "France", "start", state)
    assert said == [] and problems
    said, problems, meant = _read("Hand Brittany over to the Spaniards.", "France", "start", state)
    assert (said, problems) == (["cede Brittany to Spain"], []) and meant
    said, problems, meant = _read("Send 5 gold to our Spanish friends.", "France", "start", state)
    assert (said, problems) == (["give 5 gold to Spain"], []) and meant


def test_an_annexation_said_in_words_the_reader_has_no_order_for_is_refused_never_dropped():
    said, problems, _ = _read("We incorporate Baden into the Empire this winter.", "France", "start")
    assert said == [] and problems


def test_a_build_counted_in_divisions_is_read():
    said, problems, _ = _read("We want one new infantry division raised in Smyrna for the coast.",
                              "Ottoman Empire", "start")
    assert (said, problems) == (["build infantry in Smyrna"], [])    # by the grammar since round 21 (built_said)


def test_annexing_or_building_nothing_gives_no_order_and_nothing_refused():
    said, problems, _ = _read("Annex nothing this winter. Corps A holds.\nBuild none", "France", "start")
    assert (said, problems) == (["A holds"], [])


def test_a_build_of_an_unsaid_number_is_never_read_as_one():
    for text in ("Build lots of infantry in Paris", "Build some infantry in Paris"):
        said, problems, _ = _read(text, "France", "start")
        assert said == [] and problems, text


def test_a_march_with_part_of_a_corps_is_never_read_as_the_whole_corps_marching():
    said, problems, _ = _read("Corps A marches to Brabant with half its infantry.", "France")
    assert said == [] and problems


def test_a_transfer_is_never_read_by_meaning_as_a_kind_it_does_not_name():
    said, problems, _ = _read("Corps B splits, one infantry going to corps A.", "France")    # only A's scouts may go
    assert said == [] and problems


def test_part_of_a_corps_sent_is_never_read_as_the_corps_marching():
    said, problems, _ = _read("Corps E sends its cavalry to Champagne.", "France")     # E has infantry too
    assert said == [] and problems
    said, problems, meant = _read("The cavalry of corps G rides out to Kharkov and on to Poltava.", "Russia")
    assert (said, problems) == (["G - Kharkov - Poltava"], []) and meant        # G is all cavalry


def test_another_nations_offer_is_never_read_as_this_nations_order():
    said, problems, _ = _read("Austria offers us peace.", "France")
    assert said == [] and problems
    said, problems, _ = _read("We want peace with Austria.", "France")
    assert (said, problems) == (["peace with Austria"], [])


def test_a_march_on_the_enemy_standing_there_is_the_march_there():
    said, problems, meant = _read("Corps F falls upon the Austrians in Venice.", "France")
    assert (said, problems) == (["F - Venice"], []) and meant
