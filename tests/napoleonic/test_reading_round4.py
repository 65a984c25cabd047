"""Issue 22, round 4: napoleonic orders written as players write them, by family. Each family is
read in general (vocabulary, clause shapes, the state deciding), and what cannot be read without
a guess is asked, naming why."""

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position

RULES = ruleset("napoleonic")


def read(text, nation="France", where="spring-1805-war"):
    board, state = position("napoleonic", where)
    sheet = RULES.parse_orders(text, nation, state, board)
    return [RULES.format_order(o, board) for o in sheet.orders], [p.reason for p in sheet.problems]


# --- corps counted: napoleonic corps go by letter, so 'the 2nd corps' would be a guess -------------------

@pytest.mark.parametrize("text, nation", [
    ("2nd corps to Champagne.", "France"),
    ("The second corps marches on Baden", "France"),
    ("My 3rd corps holds", "France"),
    ("II Corps advances into Bavaria", "Austria"),
    ("Corps III holds.", "Austria"),
    ("our first corps stays in Picardy", "France"),
    ("4th Corps - Thuringia", "Prussia"),
    ("The Fifth Army attacks Volhynia", "Russia"),
    ("the 1st corps shall march to Upper Hungary", "Austria"),
])
def test_a_corps_counted_by_number_is_asked_never_guessed(text, nation):
    orders, problems = read(text, nation)
    assert orders == []
    assert len(problems) == 1 and "letter" in problems[0]


def test_the_question_names_the_nations_corps():
    _, problems = read("2nd corps to Champagne.")
    assert "'2nd corps'" in problems[0] and "A, B, C, D, E, F or G" in problems[0]


@pytest.mark.parametrize("text, order", [
    ("The 2nd squadron sails to the North Sea", "squadron 2 - North Sea"),
    ("my B corps marches on Champagne", "B - Champagne"),
])
def test_numbered_squadrons_and_lettered_corps_still_read(text, order):
    assert read(text, "Great Britain" if "squadron" in text else "France") == ([order], [])


def test_a_wish_for_a_counted_corps_is_asked_about_the_corps():
    orders, problems = read("I would like our second corps to march on Saxony and please raise 2 infantry in "
                            "Brandenburg.", "Prussia")
    assert orders == [] and "'second corps'" in problems[0] and "letter" in problems[0]


# --- a river is no province: 'D - the Rhine' never becomes Rhineland by a short form ---------------------

@pytest.mark.parametrize("text, nation", [
    ("D - the Rhine", "France"),
    ("D - Rhine", "France"),
    ("Corps D marches to the Rhine.", "France"),
    ("D advances to the Rhine at once", "France"),
    ("C to the Elbe", "Prussia"),
    ("A - Ebro", "Spain"),
    ("Corps E rides to the Loire", "France"),
    ("B - Danube", "Austria"),
])
def test_a_river_named_as_a_destination_is_asked_never_read_as_a_province(text, nation):
    orders, problems = read(text, nation)
    assert orders == [] and len(problems) == 1


def test_the_river_question_offers_the_province_the_name_starts():
    board, state = position("napoleonic", "spring-1805-war")
    sheet = RULES.parse_orders("D - the Rhine", "France", state, board)
    [problem] = sheet.problems
    assert "river" in problem.reason and "Rhineland" in problem.reason
    assert problem.fix is not None and "Rhineland" in problem.fix


# --- an order that reads, carried on over the next line ('... through Kharkov' / 'and on to Poltava.') ---

@pytest.mark.parametrize("text, nation, orders", [
    ("The Cossacks (G) ride through Kharkov\nand on to Poltava.", "Russia", ["G - Kharkov - Poltava"]),
    ("Corps E rides to Champagne\nand then to Lorraine", "France", ["E - Champagne - Lorraine"]),
    ("G - Kharkov\nthen Poltava", "Russia", ["G - Kharkov - Poltava"]),
    ("A - Brabant\nand scouts Holland", "France", ["A - Brabant, scout Holland"]),
    ("Corps B marches to Bavaria\nto join the Elector.", "Austria", ["B - Bavaria"]),
    ("squadron 1 sails\nto the North Sea", "Great Britain", ["squadron 1 - North Sea"]),
    ("The Cossacks (G) ride through Kharkov\nand on to Poltava.\nSquadron 3\nsails to the Sea of Marmara.", "Russia",
     ["G - Kharkov - Poltava", "squadron 3 - Sea of Marmara"]),
    ("Corps (G) will ride to Kharkov\nthen on to Poltava", "Russia", ["G - Kharkov - Poltava"]),
])
def test_an_order_carried_on_over_the_next_line_is_read_whole(text, nation, orders):
    assert read(text, nation) == (orders, [])


@pytest.mark.parametrize("text, nation, orders", [
    ("A - Moravia\nand B - Bavaria", "Austria", ["A - Moravia", "B - Bavaria"]),     # an order of its own
    ("D - Baden\nand that is all for now", "France", ["D - Baden"]),                # chatter after an order
    ("corps b -> livonia\nand g to kharkov", "Russia", ["B - Livonia", "G - Kharkov"]),
])
def test_a_next_line_with_an_order_of_its_own_or_none_is_not_joined(text, nation, orders):
    assert read(text, nation) == (orders, [])


# --- a first place that is not the corps' start: the state says whether it is a march through it --------

@pytest.mark.parametrize("text, nation, orders", [
    ("korpus G: Charków - Połtawa", "Russia", ["G - Kharkov - Poltava"]),
    ("g kharkov then poltava", "Russia", ["G - Kharkov - Poltava"]),
    ("G: Kharkov - Poltava", "Russia", ["G - Kharkov - Poltava"]),
    ("Corps G: Kharkov, Poltava", "Russia", ["G - Kharkov - Poltava"]),
    ("E: Champagne -> Lorraine", "France", ["E - Champagne - Lorraine"]),
    ("Corps G: Kharkov then Poltava.", "Russia", ["G - Kharkov - Poltava"]),
    ("D: Alsace - Baden", "France", ["D Alsace - Baden"]),                   # its start, named
    ("G: Don Cossacks - Kharkov", "Russia", ["G Don Cossacks - Kharkov"]),
])
def test_two_places_after_a_corps_are_its_start_or_its_march_as_the_state_says(text, nation, orders):
    assert read(text, nation) == (orders, [])


@pytest.mark.parametrize("text, nation", [
    ("A: Alsace - Baden", "France"),                       # A is in Picardy, which does not border Alsace
    ("Corps E moves from Champagne to Lorraine", "France"),   # 'from': the start, said so
    ("G Kharkov - Poltava", "Russia"),                        # the canonical form names the start
])
def test_a_start_said_as_such_or_out_of_reach_is_checked_and_refused(text, nation):
    orders, problems = read(text, nation)
    assert orders == [] and "is in" in problems[0]


# --- heads and places cut short: 'Crps D', 'corp G', 'bld', '2x inf @ Berlin', 'W. Med', 'Atl Ocean' -----

@pytest.mark.parametrize("text, nation, where, orders", [
    ("Crps D -> Baden", "France", "spring-1805-war", ["D - Baden"]),
    ("corp B - Livonia", "Russia", "spring-1805-war", ["B - Livonia"]),
    ("corp G - Kharkov - Poltava", "Russia", "spring-1805-war", ["G - Kharkov - Poltava"]),
    ("Cps. E holds", "France", "spring-1805-war", ["E holds"]),
    ("bld 2 inf Vienna", "Austria", "start", ["build 2 infantry in Vienna"]),
    ("bld 1 arty Prague", "Austria", "start", ["build artillery in Prague"]),
    ("Blds 3 cav in Buda", "Austria", "start", ["build 3 cavalry in Buda"]),
    ("2x inf @ Berlin", "Prussia", "start", ["build 2 infantry in Brandenburg"]),
    ("1x cav Magdeburg", "Prussia", "start", ["build cavalry in Magdeburg"]),
    ("1x cav Old Castile", "Spain", "start", ["build cavalry in Old Castile"]),
    ("3 x inf Moscow", "Russia", "start", ["build 3 infantry in Moscow"]),
    ("build 2 inf Vienna and 1 cav Buda", "Austria", "start", ["build 2 infantry in Vienna", "build cavalry in Buda"]),
    ("sqn 4 -> W. Med", "Great Britain", "spring-1805-war", ["squadron 4 - Western Mediterranean"]),
    ("Sq 6 - Atl Ocean", "Great Britain", "spring-1805-war", ["squadron 6 - Atlantic Ocean"]),
    ("sq 3 - W Black Sea", "Russia", "spring-1805-war", ["squadron 3 - Western Black Sea"]),
    ("A - Upper Hung", "Austria", "spring-1805-war", ["A - Upper Hungary"]),
])
def test_heads_and_places_cut_short_read_as_written_whole(text, nation, where, orders):
    assert read(text, nation, where) == (orders, [])


def test_a_short_form_of_several_words_that_fits_two_seas_is_asked():
    orders, [reason] = read("sq 1 - N Sea", "Great Britain")
    assert orders == [] and "North Sea" in reason and "Norwegian Sea" in reason


def test_a_count_of_divisions_with_no_place_is_no_build():
    orders, problems = read("2x inf", "Prussia", "start")
    assert orders == [] and len(problems) == 1


# --- units called by the place they stand in: the state says which ----------------------------------------

@pytest.mark.parametrize("text, nation, orders", [
    ("The Venice corps attacks Piedmont.", "Austria", ["C - Piedmont"]),
    ("The Bohemian corps goes into Saxony.", "Austria", ["B - Saxony"]),
    ("The Tyrolean corps marches on Bavaria", "Austria", ["D - Bavaria"]),
    ("the Hungarian army holds", "Austria", ["E holds"]),
    ("The Cossacks ride to Kharkov and Poltava.", "Russia", ["G - Kharkov - Poltava"]),
    ("The Gibraltar garrison crosses to Morocco.", "Great Britain", ["C - Morocco"]),
    ("The Malta garrison stays put.", "Great Britain", ["D holds"]),
    ("The Norwegian corps stays at Christiania.", "Denmark", ["B holds"]),
    ("Our Andalusian corps remains at Seville.", "Spain", ["B holds"]),
    ("The Madrid army advances to Valencia", "Spain", ["A - Valencia"]),
    ("The Brittany troops will march to Normandy", "France", ["G - Normandy"]),
    ("The Army of Italy (the corps at Turin) to Venice.", "France", ["F - Venice"]),
    ("The Black Sea squadron sails to the Sea of Marmara.", "Russia", ["squadron 3 - Sea of Marmara"]),
    ("The Irish Sea squadron sails to the North Atlantic.", "Great Britain", ["squadron 11 - North Atlantic"]),
    ("The Malta fleet heads for the Ionian Sea", "Great Britain", []),       # none there: left to the strict reader
    ("our squadron holds", "Naples", ["squadron 1 holds"]),
    ("The fleet at Cadiz (squadrons 1 and 2) stays in the Gulf of Cadiz.", "Spain",
     ["squadron 1 holds", "squadron 2 holds"]),
    ("The fleet in the Aegean (squadron 2) should sail to the Sea of Marmara to guard the capital.", "Ottoman Empire",
     ["squadron 2 - Sea of Marmara"]),
])
def test_a_unit_called_by_its_place_is_the_one_unit_there(text, nation, orders):
    got, problems = read(text, nation)
    assert got == orders
    assert (problems == []) == bool(orders)


@pytest.mark.parametrize("text, nation", [
    ("The Picardy corps marches to Brabant", "France"),           # A and B stand there
    ("The Boulogne army goes to Flanders", "France"),
    ("The Channel fleet sails to the North Sea", "Great Britain"),   # squadrons 1, 2 and 3
])
def test_a_place_where_several_units_stand_is_asked_with_each_reading(text, nation):
    orders, [reason] = read(text, nation)
    assert orders == [] and "could mean" in reason


def test_a_nation_is_whose_not_where():
    orders, problems = read("The Austrian corps marches to Bavaria", "Austria")
    assert orders == [] and len(problems) == 1


def test_a_squadron_named_by_its_sea_and_sent_to_a_port_is_refused():
    orders, problems = read("The Mediterranean squadron sails to Toulon.", "Great Britain")
    assert orders == [] and len(problems) == 1


# --- builds and diplomacy in prose: a council or ruler as subject, 'and one in Breslau', 'in Hungary at Buda' ---

@pytest.mark.parametrize("text, nation, orders", [
    ("Prussia raises two infantry divisions at Berlin and one in Breslau.", "Prussia",
     ["build 2 infantry in Brandenburg", "build infantry in Silesia"]),
    ("We raise 2 cavalry in Moscow and two more in Kiev", "Russia", ["build 2 cavalry in Moscow", "build 2 cavalry in Kiev"]),
    ("raise 2 infantry in Berlin and 1 in Breslau", "Prussia", ["build 2 infantry in Brandenburg", "build infantry in Silesia"]),
    ("The Hofkriegsrat raises two infantry divisions at Prague", "Austria", ["build 2 infantry in Prague"]),
    ("raise one cavalry division in Hungary at Buda", "Austria", ["build cavalry in Buda"]),
    ("Build 2 infantry in Brandenburg and 1 cavalry in Magdeburg, alliance with Russia.", "Prussia",
     ["build 2 infantry in Brandenburg", "build cavalry in Magdeburg", "alliance with Russia"]),
    ("This winter the Hofkriegsrat raises two infantry divisions at Prague and one cavalry division in Hungary at Buda, "
     "and offers an alliance to Russia.", "Austria",
     ["build 2 infantry in Prague", "build cavalry in Buda", "alliance with Russia"]),
    ("The Emperor offers an alliance to Russia", "Austria", ["alliance with Russia"]),
    ("This winter we build 2 infantry in Vienna", "Austria", ["build 2 infantry in Vienna"]),
    ("This turn, Austria builds 2 infantry in Vienna", "Austria", ["build 2 infantry in Vienna"]),
    ("The Divan declares war on Russia", "Ottoman Empire", ["declare war on Russia"]),
    ("King Ferdinand recruits one infantry at Naples and another at Sicily", "Naples",
     ["build infantry in Naples", "build infantry in Sicily"]),
])
def test_builds_and_diplomacy_said_in_prose(text, nation, orders):
    assert read(text, nation, "start") == (orders, [])


@pytest.mark.parametrize("text, nation", [
    ("Prussia raises 2 infantry in Vienna", "Austria"),                 # another nation's build
    ("build 2 infantry, 1 cavalry in Vienna and one in Buda", "Austria"),  # one of which?
    ("raise one cavalry division in Bohemia at Buda", "Austria"),         # two places apart
])
def test_a_build_that_names_another_nation_or_is_unclear_is_refused(text, nation):
    orders, problems = read(text, nation, "start")
    assert orders == [] and len(problems) == 1


# --- corps moves in other shapes: the verb's own object, words after the route, scouting verbs, apposition ---

@pytest.mark.parametrize("text, nation, orders", [
    ("Corps D occupies Friesland this spring.", "Prussia", ["D - Friesland"]),
    ("Corps D goes into Oporto this spring, quietly.", "Spain", ["D - Oporto"]),
    ("Corps C invades Piedmont at once", "Austria", ["C - Piedmont"]),
    ("D goes to Bavaria now instead of holding.", "Austria", ["D - Bavaria"]),
    ("Corps E pushes out to Champagne and scouts as far as Lorraine", "France", ["E - Champagne, scout Lorraine"]),
    ("Corps A leaves Boulogne for Brabant and looks into Holland on its way.", "France",
     ["A Picardy - Brabant, scout Holland"]),
    ("Corps G rides forward to Kharkov, reconnoitring Poltava", "Russia", ["G - Kharkov, scout Poltava"]),
    ("Corps E, our cavalry reserve in Paris, pushes out to Champagne and scouts as far as Lorraine;", "France",
     ["E - Champagne, scout Lorraine"]),
    ("Prussia's westernmost corps, D, occupies Friesland this spring.", "Prussia", ["D - Friesland"]),
    ("Blücher's corps E is sent into Thuringia.", "Prussia", ["E - Thuringia"]),
    ("I am sending the cavalry corps from Bulgaria to Salonica", "Ottoman Empire", ["B Bulgaria - Salonica"]),
    ("We move the Madrid army to Valencia", "Spain", ["A - Valencia"]),
    ("I'll dispatch corps C into Piedmont", "Austria", ["C - Piedmont"]),
    ("we send our Venice corps against Piedmont", "Austria", ["C - Piedmont"]),
])
def test_a_corps_move_said_in_other_shapes(text, nation, orders):
    assert read(text, nation) == (orders, [])


@pytest.mark.parametrize("text, nation", [
    ("Corps D occupies Friesland this spring unless Britain lands", "Prussia"),    # a condition
    ("Corps D occupies Friesland this spring, not Hanover", "Prussia"),            # a second place
    ("Corps D goes into Oporto quietly with 2 corps", "Spain"),                    # a number and units
])
def test_what_may_change_the_order_is_never_set_aside_as_words_after_the_route(text, nation):
    orders, problems = read(text, nation)
    assert orders == [] and len(problems) == 1


# --- a paragraph wrapped by the mail program: a line's last sentence runs on to the next line ---------------

@pytest.mark.parametrize("text, nation, orders", [
    ("Prussia's westernmost corps, D, occupies Friesland this spring. Blücher's corps E is\nsent into Thuringia.",
     "Prussia", ["D - Friesland", "E - Thuringia"]),
    ("D - Baden. Corps E marches to\nChampagne", "France", ["D - Baden", "E - Champagne"]),
    ("Corps A holds. The Venice corps attacks\nPiedmont.", "Austria", ["A holds", "C - Piedmont"]),
    ("Build 2 infantry in Moscow. We also raise one cavalry division\nin Kiev.", "Russia",
     ["build 2 infantry in Moscow", "build cavalry in Kiev"]),
    ("Alliance with Prussia. Corps B marches to\nLivonia and on to Courland.", "Russia",
     ["alliance with Prussia", "B - Livonia - Courland"]),
    ("Corps D, the best I have,\ngoes to Baden.\nCorps F, the weakest, goes to\nVenice all the same.", "France",
     ["D - Baden", "F - Venice"]),
    ("A holds. Squadron 1 sails\nto the North Sea.", "Great Britain", ["A holds", "squadron 1 - North Sea"]),
    ("D - Baden. Nothing else to report for\nnow, thanks.", "France", ["D - Baden"]),
])
def test_a_sentence_wrapped_onto_the_next_line_is_read_whole(text, nation, orders):
    where = "start" if text.startswith("Build") else "spring-1805-war"
    got, problems = read(text, nation, where)
    assert (got, problems) == (orders, [])


@pytest.mark.parametrize("text, nation, orders", [
    ("We'd like our Norwegian corps to cross the border into Sweden at Gothenburg. The Holstein\ncorps stays home.",
     "Denmark", ["B - Gotesburg", "A holds"]),
    ("D - Baden. The Paris\ncorps goes to Champagne.", "France", ["D - Baden", "E - Champagne"]),
    ("D - Baden. Nothing\nelse.", "France", ["D - Baden"]),
])
def test_a_last_sentence_that_runs_on_after_orders_is_read_with_the_next_line(text, nation, orders):
    assert read(text, nation) == (orders, [])


# --- a country entered at a place: the place is where the corps goes ----------------------------------------

@pytest.mark.parametrize("text, nation, orders", [
    ("We'd like our Norwegian corps to cross the border into Sweden at Gothenburg.", "Denmark", ["B - Gotesburg"]),
    ("Our army in Galicia (D) is to enter Portugal by the northern road, at Oporto.", "Spain", ["D - Oporto"]),
    ("Corps D enters Portugal at Oporto", "Spain", ["D - Oporto"]),
    ("Corps D enters Oporto", "Spain", ["D - Oporto"]),
    ("Corps B crosses into Bohemia at Prague", "Prussia", ["B - Prague"]),
    ("Corps C marches into Austria at Vienna", "Austria", []),       # C is in Venice: Vienna does not border it
])
def test_a_country_entered_at_a_place_goes_to_the_place(text, nation, orders):
    got, problems = read(text, nation)
    assert got == orders and (problems == []) == bool(orders)


def test_a_country_entered_at_two_places_is_refused():
    orders, problems = read("Corps D marches into Portugal at Oporto and Lisbon", "Spain")
    assert orders == [] and len(problems) == 1


# --- orders in a Markdown table: a unit's cell and what it does --------------------------------------------

@pytest.mark.parametrize("text, nation, orders", [
    ("| Corps | Order |\n|---|---|\n| C | Piedmont |\n| D | Bavaria |", "Austria", ["C - Piedmont", "D - Bavaria"]),
    ("| corps | order |\n|---|---|\n| B | Courland |\n| C | holds |\n| D | Smolensk |", "Russia",
     ["B - Courland", "C holds", "D - Smolensk"]),
    ("| Unit | Orders |\n| --- | --- |\n| squadron 1 | North Sea |\n| Corps A | holds |", "Great Britain",
     ["squadron 1 - North Sea", "A holds"]),
    ("| Corps | Destination |\n|:--|:--|\n| E | Champagne - Lorraine |", "France", ["E - Champagne - Lorraine"]),
    ("| ally with Prussia | treaty of Potsdam |", "Austria", ["alliance with Prussia"]),
])
def test_a_table_of_units_and_orders_reads_row_by_row(text, nation, orders):
    assert read(text, nation) == (orders, [])


def test_a_row_for_a_unit_the_nation_lacks_is_refused():
    orders, problems = read("| Corps | Order |\n|---|---|\n| X | Piedmont |", "Austria")
    assert orders == [] and len(problems) == 1


# --- a sea called without its 'Sea': 'the Tyrrhenian', 'the Ionian' -------------------------------------------

@pytest.mark.parametrize("text, nation, orders", [
    ("our squadron stays in the Tyrrhenian", "Naples", ["squadron 1 holds"]),
    ("squadron 4 - Ionian", "Russia", ["squadron 4 - Ionian Sea"]),
    ("sq 3 - Balearic", "Spain", ["squadron 3 - Balearic Sea"]),
    ("squadron 4 sails to the Levantine", "Russia", ["squadron 4 - Levantine Sea"]),
    ("squadron 4 stays in the Ionian", "Russia", ["squadron 4 holds"]),        # a stay where it stands is a hold
    ("The Norwegian corps stays at Christiania.", "Denmark", ["B holds"]),     # an adjective of place, not the sea
])
def test_a_sea_called_without_its_sea_word(text, nation, orders):
    assert read(text, nation) == (orders, [])


# --- hostile text: the new patterns stay linear (a run that backtracked would not finish) -------------------

@pytest.mark.parametrize("filler", [" " * 100_000, ", " * 50_000, "a " * 50_000, "Corps, " * 14_000, "| " * 50_000])
def test_the_round4_patterns_read_a_long_hostile_line_in_one_pass(filler):
    from engine.rulesets.napoleonic import subjects, syntax_moves
    from engine.rulesets.napoleonic.syntax import _RE
    for pattern in (_RE["short_head"], _RE["season_first"], _RE["ruler"], syntax_moves.MOVES["scout"],
                    syntax_moves.MOVES["leaves"], syntax_moves.MOVES["verb"],
                    subjects._SENDING, subjects._APPOSED):
        pattern.search("Corps D " + filler + " x")
        pattern.search(filler)
    assert read("Corps D, " + filler[:1500] + ", goes to Baden") is not None
    assert syntax_moves.without_after("Baden" + " now" * 25_000 + " x").endswith(" x")
    assert syntax_moves.without_after("Baden" + ", now" * 400) == "Baden"
