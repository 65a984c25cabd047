"""The shape of a sentence around an order, in every ruleset (engine.words.sentence_shapes, issue 22): words
of sequence, a commander addressed, the passive and 'is to', chat marks; and an intention for a later turn,
never read as an order now and never dropped in silence."""

import pytest

from engine.errors import NotUnderstood
from engine.words.later_turns import later_turn
from engine.words.sentence_shapes import counted, plain_lines, read_shaped, unmarked
from tests.orders.bundled import sheet_of, written


@pytest.mark.parametrize("rules_id, nation, where, text, meant", [
    ('classic', 'France', 'start', 'First, 3 armies 21 -> 27.', ['3 armies 21 -> 27']),
    ('classic', 'Prussia', 'start', 'After that: buy 1 army in 58', ['buy 1 army in 58']),
    ('classic', 'Russia', 'start', 'Meanwhile the two armies of 87 march to 84.', ['2 armies 87 -> 84']),
    ('napoleonic', 'France', 'spring-1805-war', 'Then, B to Flanders.', ['B - Flanders']),
    ('napoleonic', 'France', 'spring-1805-war', 'In the meantime C marches into Holland', ['C - Holland']),
    ('napoleonic', 'France', 'spring-1805-war', 'Finally - corps B goes to Flanders as well.', ['B - Flanders']),
    ('eia', 'Spain', 'spain-land', 'Step two: corps I from Madrid to Old Castile.', ['corps I: Madrid - Old Castile']),
    ('eia', 'Spain', 'start', 'Lastly, declare war on Portugal.', ['declare war on Portugal']),
    ('eia', 'Spain', 'start', '2) ally with France', ['ally with France']),
    ('succheesion', 'Crimsonia', 'start', 'At the same time, the 4 units in 9 march to 8.', ['4 units 9 -> 8']),
    ('succheesion', 'Crimsonia', 'start', 'Next, 4 units Crimson Keep to Carmine', ['4 units 1 -> 4']),
    ('succheesion', 'Maustria', 'start', 'Also raise cheese in 21 too.', ['raise cheese in 21']),
    ('succheesion', 'Maustria', 'start', 'To begin with: build 3 Infantry in 21.', ['build 3 Infantry in 21']),
])
def test_a_word_of_sequence_before_an_order_is_set_aside(rules_id, nation, where, text, meant):
    sheet = sheet_of(rules_id, nation, where, text)
    assert sheet.problems == ()
    assert written(rules_id, where, sheet) == meant


@pytest.mark.parametrize("rules_id, nation, where, text, meant", [
    ('napoleonic', 'France', 'spring-1805-war', 'Marshal Ney, you will take corps B into Flanders.', ['B - Flanders']),
    ('napoleonic', 'France', 'spring-1805-war', 'General, march corps C to Holland!', ['C - Holland']),
    ('napoleonic', 'Great Britain', 'spring-1805-war', 'Admiral Keith: you are to sail squadron 8 to the Balearic Sea.', ['squadron 8 - Balearic Sea']),
    ('napoleonic', 'Great Britain', 'spring-1805-war', 'Sir Arthur, your corps A holds in London.', ['A holds']),
    ('classic', 'Russia', 'start', 'General Kutuzov, lead the 2 armies from 87 into Livonia (84).', ['2 armies 87 -> 84']),
    ('classic', 'Spain', 'start', 'Captain-General, please take the three armies of 14 to 15.', ['3 armies 14 -> 15']),
    ('eia', 'Austria', 'austria-land', 'Archduke John, you shall bring the Second Corps from Tyrol to Württemberg.', ['corps II: Tyrol - Württemberg']),
    ('eia', 'Spain', 'spain-land', 'Marquis de la Romana, take corps I out of Madrid into Old Castile.', ['corps I: Madrid - Old Castile']),
    ('succheesion', 'Crimsonia', 'start', 'Governor of Rubygate, send your 4 to Republic Marsh.', ['4 units 9 -> 8']),
    ('succheesion', 'Crimsonia', 'start', 'Colonel of Crimson Keep: your four march to Carmine.', ['4 units 1 -> 4']),
    ('succheesion', 'Dunbarra', 'start', 'Laird MacLeod, you will lead the three men from Dunbarra to Pirate Cove.', ['3 units 35 -> 36']),
    ('succheesion', 'Berdain', 'start', 'General Gouda, take the 4 at Berdain to Lowland Dairies.', ['4 units 38 -> 39']),
])
def test_an_order_addressed_to_a_commander_is_the_order_of_the_units_named(rules_id, nation, where, text, meant):
    sheet = sheet_of(rules_id, nation, where, text)
    assert sheet.problems == ()
    assert written(rules_id, where, sheet) == meant


@pytest.mark.parametrize("rules_id, nation, where, text, meant", [
    ('classic', 'Prussia', 'start', '57 is to be invaded by the 3 armies from 58.', ['3 armies 58 -> 57']),
    ('classic', 'Spain', 'start', 'Lusitania (15) shall be occupied by 3 armies of Castile (14).', ['3 armies 14 -> 15']),
    ('classic', 'Prussia', 'start', 'One army is to be bought in 58.', ['buy 1 army in 58']),
    ('napoleonic', 'France', 'spring-1805-war', 'Flanders is to be entered by corps B.', ['B - Flanders']),
    ('napoleonic', 'France', 'spring-1805-war', 'Corps C is to be marched into Holland.', ['C - Holland']),
    ('napoleonic', 'France', 'spring-1805-war', 'Corps C is to advance to Holland.', ['C - Holland']),
    ('napoleonic', 'France', 'spring-1805-war', 'Corps B shall remain where it is.', ['B holds']),
    ('eia', 'Spain', 'start', 'War shall be declared on Portugal.', ['declare war on Portugal']),
    ('eia', 'Spain', 'start', 'An alliance with France is to be made.', ['ally with France']),
    ('eia', 'Spain', 'spain-land', 'Old Castile is to be occupied by corps I from Madrid.', ['corps I: Madrid - Old Castile']),
    ('succheesion', 'Maustria', 'start', 'Three Infantry are to be built in Maus Imperial.', ['build 3 Infantry in 21']),
    ('succheesion', 'Maustria', 'start', 'Cheese is to be raised in 21.', ['raise cheese in 21']),
    ('succheesion', 'Crimsonia', 'start', 'Republic Marsh is to be occupied by the 4 units from Rubygate.', ['4 units 9 -> 8']),
    ('succheesion', 'Crimsonia', 'start', 'The 4 units in Crimson Keep are to be sent to Carmine.', ['4 units 1 -> 4']),
])
def test_the_passive_and_is_to_are_read_as_the_order_they_say(rules_id, nation, where, text, meant):
    sheet = sheet_of(rules_id, nation, where, text)
    assert sheet.problems == ()
    assert written(rules_id, where, sheet) == meant


@pytest.mark.parametrize("rules_id, nation, where, text, meant", [
    ('classic', 'France', 'start', '3 armies 21 -> 27\nNext turn those armies will push on to 28.', ['3 armies 21 -> 27']),
    ('classic', 'Prussia', 'start', 'buy 1 army in 58\nIn a couple of turns we attack 57.', ['buy 1 army in 58']),
    ('napoleonic', 'France', 'spring-1805-war', 'B - Flanders\nNext season B goes on to Holland.', ['B - Flanders']),
    ('napoleonic', 'France', 'spring-1805-war', 'C - Holland. Later on we will declare war on Prussia.', ['C - Holland']),
    ('eia', 'Spain', 'start', 'ally with France\nNext month: declare war on Portugal.', ['ally with France']),
    ('eia', 'Spain', 'start', 'In the spring we shall declare war on Portugal.\nally with France', ['ally with France']),
    ('succheesion', 'Crimsonia', 'start', '4 units 9 -> 8\nThe turn after, they go on to Stilwen City.', ['4 units 9 -> 8']),
    ('succheesion', 'Maustria', 'start', 'raise cheese in 21\nin two turns we build 3 Infantry in 21', ['raise cheese in 21']),
    ('succheesion', 'Crimsonia', 'start', '4 units 9 -> 8, and next year on to Stilwen City', ['4 units 9 -> 8']),
])
def test_an_intention_for_a_later_turn_is_refused_saying_so_and_this_turns_orders_stand(rules_id, nation, where, text,
                                                                                        meant):
    sheet = sheet_of(rules_id, nation, where, text)
    assert written(rules_id, where, sheet) == meant
    assert len(sheet.problems) == 1
    assert "intention for a later turn" in sheet.problems[0].reason


@pytest.mark.parametrize("rules_id, nation, where, text, meant", [
    ('classic', 'France', 'start', '**3 armies 21 -> 27** 🗡️', ['3 armies 21 -> 27']),
    ('classic', 'Prussia', 'start', '`buy 1 army in 58` :moneybag:', ['buy 1 army in 58']),
    ('napoleonic', 'France', 'spring-1805-war', '@GM B - Flanders 🇫🇷', ['B - Flanders']),
    ('napoleonic', 'France', 'spring-1805-war', 'C - Holland :fire: :fire:', ['C - Holland']),
    ('eia', 'Spain', 'start', 'ally with France 🤝', ['ally with France']),
    ('eia', 'Spain', 'start', '**declare war on Portugal** @Portugal', ['declare war on Portugal']),
    ('succheesion', 'Maustria', 'start', 'raise cheese in 21 🧀🧀', ['raise cheese in 21']),
    ('succheesion', 'Crimsonia', 'start', '^ `4 units 9 -> 8` ✅', ['4 units 9 -> 8']),
])
def test_chat_marks_around_an_order_are_set_aside(rules_id, nation, where, text, meant):
    sheet = sheet_of(rules_id, nation, where, text)
    assert sheet.problems == ()
    assert written(rules_id, where, sheet) == meant


@pytest.mark.parametrize("text, said", [
    ("Next turn I'll attack Vienna.", "next turn"),
    ("In spring we will declare war on Russia.", "in spring"),
    ("in two turns the army marches on 96", "in two turns"),
    ("The season after that, on to Genoa.", "the season after"),
    ("Later on, corps B goes to Saxony.", "later"),
    ("We will ally with Prussia eventually.", "eventually"),
    ("Next spring corps A marches to Hanover.", "next spring"),
    ("In a couple of months the fleet sails.", "in a couple"),
])
def test_a_later_turn_is_told_by_its_words(text, said):
    assert later_turn(text) == said


@pytest.mark.parametrize("text", [
    "Orders for next turn: A - Baden", "Next turn's orders below", "A - Baden", "Build 2 infantry in Paris this turn",
    "The army next door marches to Saxony", "Next, corps A marches to Baden", "This winter: build infantry in Paris",
    "the later order stands",
])
def test_this_turns_words_are_no_later_turn(text):
    assert later_turn(text) is None


def test_a_later_turn_is_refused_before_the_ruleset_reads_it():
    read = read_shaped(lambda text: ["an order"])
    with pytest.raises(NotUnderstood, match="later turn"):
        read("Next turn declare war on Russia")


@pytest.mark.parametrize("rules_id, nation, where, text", [
    ("eia", "Spain", "start", "Prussia, ally with France"),
    ("classic", "France", "start", "Hmm, make that 26"),
    ("napoleonic", "France", "spring-1805-war", "Corps B will not march to Flanders."),
    ("napoleonic", "France", "spring-1805-war", "Flanders is not to be entered by corps B."),
])
def test_a_shape_that_would_drop_meaning_is_never_read_plainly(rules_id, nation, where, text):
    sheet = sheet_of(rules_id, nation, where, text)
    assert sheet.orders == ()


def test_the_first_corps_is_no_word_of_sequence():
    assert "Corps stays in Bavaria" not in list(plain_lines("First Corps stays in Bavaria"))
    assert "Corps I stays" in list(plain_lines("First, Corps I stays"))


def test_chat_marks_are_taken_away():
    assert unmarked("**ally with Manarth** \U0001f91d @GM") == "ally with Manarth"
    assert unmarked(":flag_fr: `B - Flanders` :fire:") == "B - Flanders"
    assert unmarked("B - Flanders") is None


@pytest.mark.parametrize("filler", [" ", ",", "next ", "is to be ", "Marshal ", "\U0001f600"])
def test_a_long_line_is_read_in_linear_time(filler):
    line = filler * 100_000
    assert later_turn(line) is None
    assert list(plain_lines(line)) == []
    read = read_shaped(lambda text: (_ for _ in ()).throw(NotUnderstood("no")))
    with pytest.raises(NotUnderstood):
        read(line)


@pytest.mark.parametrize("rules_id, nation, where, text, meant", [
    ("eia", "Great Britain", "great-britain-land", "Corps I leaves London for Hampshire.", ["corps I: London - Hampshire"]),
    ("eia", "Spain", "spain-land", "corps I will leave Madrid and march to Old Castile", ["corps I: Madrid - Old Castile"]),
    ("succheesion", "Crimsonia", "start", "The 4 units in Rubygate leave it for Republic Marsh.", None),
    ("succheesion", "Crimsonia", "start", "the 4 units leave Rubygate and camp in Republic Marsh", ["4 units 9 -> 8"]),
    ("napoleonic", "France", "spring-1805-war", "Corps C is to quit Paris for Holland.", None),
    ("classic", "Russia", "start", "The 2 armies are to leave 87 for 84.", ["2 armies 87 -> 84"]),
    ("succheesion", "Dunbarra", "start", "Two Militia are to be built, one at Dunbarra and one at the Skerries.",
     ["build 1 Militia in 35", "build 1 Militia in 37"]),
    ("succheesion", "Crimsonia", "start", "Colonel of Rubygate, take your 4 to Republic Marsh, we need them there.",
     ["4 units 9 -> 8"]),
    ("napoleonic", "Great Britain", "spring-1805-war", "Lord Keith, Admiral of the Channel: squadron 8 is to sail to "
     "the Balearic Sea.", ["squadron 8 - Balearic Sea"]),
])
def test_leaving_a_place_distributing_a_count_and_a_remark_after_the_order(rules_id, nation, where, text, meant):
    sheet = sheet_of(rules_id, nation, where, text)
    if meant is None:            # a reading the state must judge: never an order the line does not give
        assert all(o.nation == nation for o in sheet.orders)
        return
    assert sheet.problems == ()
    assert written(rules_id, where, sheet) == meant


def test_a_second_clause_is_never_passed_over_when_the_first_is_said_plainly():
    sheet = sheet_of("napoleonic", "Naples", "spring-1805-war",
                     "The squadron is to remain in the Western Mediterranean, and corps B is to stay in Sicily.")
    assert written("napoleonic", "spring-1805-war", sheet) == ["squadron 1 holds", "B holds"]


@pytest.mark.parametrize("text", ["Corps B will not march to Flanders.", "Corps B shall never go to Flanders",
                                  "B won't march to Flanders"])
def test_a_move_said_in_the_negative_is_never_read_as_the_move(text):
    sheet = sheet_of("napoleonic", "France", "spring-1805-war", text)
    assert sheet.orders == ()


@pytest.mark.parametrize("rules_id, nation, text, meant", [
    ("succheesion", "Dunbarra", "Dunbarra's 3 go to Pirate Cove", ["3 units 35 -> 36"]),
    ("succheesion", "Crimsonia", "Rubygate's four go to Republic Marsh.", ["4 units 9 -> 8"]),
    ("succheesion", "Crimsonia", "The Rubygate four go to Republic Marsh.", ["4 units 9 -> 8"]),
    ("succheesion", "Crimsonia", "the Crimson Keep 4 march to Carmine", ["4 units 1 -> 4"]),
    ("succheesion", "Crimsonia", "Next, the 4 at Rubygate march to Republic Marsh", ["4 units 9 -> 8"]),
    ("succheesion", "Adoen", "First, the 2 leave Stepka's March for Grenadier Hills.", ["2 units 18 -> 10"]),
    ("classic", "Russia", "the two at 87 march to 84", ["2 armies 87 -> 84"]),
    ("classic", "Spain", "the three of Castile (14) march into Lusitania (15)", ["3 armies 14 -> 15"]),
])
def test_a_count_said_alone_names_the_units_of_that_count_there(rules_id, nation, text, meant):
    sheet = sheet_of(rules_id, nation, "start", text)
    assert sheet.problems == ()
    assert written(rules_id, "start", sheet) == meant


def test_two_orders_for_the_same_counted_units_are_both_asked():
    sheet = sheet_of("succheesion", "Crimsonia", "start", "The Rubygate four go to Republic Marsh.\n"
                     "Rubygate's four march to Carmine.")
    assert sheet.orders == ()
    assert len(sheet.problems) == 2


@pytest.mark.parametrize("text", ["give the 5 to Spain", "the 2 gold to Russia", "3 of my 5 armies", "buy 2 armies in 58",
                                  "the 4 units in 9 march to 8", "spend 10 cheese in 21"])
def test_a_count_of_something_else_or_of_units_said_gets_no_units(text):
    assert counted(text) is None


@pytest.mark.parametrize("rules_id, nation, where, text, meant", [
    ("napoleonic", "France", "spring-1805-war", "Marshal Lannes will hold Flanders with corps C.", ["C holds"]),
    ("napoleonic", "France", "spring-1805-war", "The Emperor will go to Flanders with corps B", ["B - Flanders"]),
    ("napoleonic", "France", "spring-1805-war", "Ney shall march into Holland with corps C.", ["C - Holland"]),
    ("succheesion", "Crimsonia", "start", "Admiral Blood, engage the Maustrians in the Fondue Sea with your galleons.",
     ["attack Maustria in 13"]),
    ("succheesion", "Crimsonia", "start", "Captain, engage the Maustrian fleet in the Fondue Sea.",
     ["attack Maustria in 13"]),
    ("classic", "Russia", "start", "Kutuzov will march to Livonia (84) with the 2 armies from 87.", ["2 armies 87 -> 84"]),
    ("eia", "Spain", "spain-land", "The King will go to Old Castile with corps I from Madrid.",
     ["corps I: Madrid - Old Castile"]),
    ("eia", "Austria", "austria-land", "Archduke Charles, advance from Tyrol into Württemberg with the Second Corps.",
     ["corps II: Tyrol - Württemberg"]),
])
def test_the_units_named_after_with_do_what_a_commander_is_told(rules_id, nation, where, text, meant):
    sheet = sheet_of(rules_id, nation, where, text)
    assert sheet.problems == ()
    assert written(rules_id, where, sheet) == meant


def test_a_unit_that_goes_with_another_is_never_read_as_the_other_alone():
    sheet = sheet_of("napoleonic", "France", "spring-1805-war", "Corps B will march to Flanders with corps C")
    assert written("napoleonic", "spring-1805-war", sheet) != ["C - Flanders"]
    assert sheet.problems


@pytest.mark.parametrize("rules_id, nation, text", [
    ("succheesion", "Crimsonia", "4 units 9 -> 8\nNext turn: back to where they came from."),
    ("napoleonic", "France", "B - Flanders\nNext season: on to Holland."),
    ("classic", "France", "3 armies 21 -> 27\nnext turn onwards to 28"),
    ("eia", "Spain", "ally with France\nLater: war with Portugal."),
])
def test_an_intention_that_names_no_unit_is_refused_all_the_same(rules_id, nation, text):
    where = "spring-1805-war" if rules_id == "napoleonic" else "start"
    sheet = sheet_of(rules_id, nation, where, text)
    assert len(sheet.orders) == 1
    assert [p.line for p in sheet.problems] == [2]


@pytest.mark.parametrize("text", ["See you next turn!", "Good luck to all next season.", "Cheers, more later."])
def test_a_later_turn_in_talk_is_talk(text):
    sheet = sheet_of("napoleonic", "France", "spring-1805-war", f"B - Flanders\n{text}")
    assert sheet.problems == ()
