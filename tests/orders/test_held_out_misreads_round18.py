"""Issue 22, round 18: the shapes of two misreads of an unseen writer (fresh22), in other words.
- A capital 'A' (or 'I') is a word too, so never a unit standing alone; but when it opens a list of the nation's
  labels ('A and B stay in Picardy for the moment, they keep an eye on the Channel') it is corps A. The first reading
  held B alone and dropped A with nothing said.
- A sentence opening on a hesitation ('Hmm, actually no, they stay in Dunbarra') is the correction after it; and a
  sentence sending 'they' or 'we' somewhere beside read orders is refused when it does not read, never set aside as
  commentary (the first reading kept the move taken back, with nothing said)."""

import pytest

from tests.orders.bundled import sheet_of, written


@pytest.mark.parametrize("text, orders", [
    ("A and B stay in Picardy for the moment, they keep an eye on the Channel.", ["A holds", "B holds"]),
    ("A, B and E hold for now, nothing more this turn.", ["A holds", "B holds", "E holds"]),
    ("A & D stay where they are, we wait and see.", ["A holds", "D holds"]),
])
def test_a_capital_a_opening_a_list_of_corps_is_a_corps(text, orders):
    sheet = sheet_of("napoleonic", "France", "start", text)
    assert (sorted(written("napoleonic", "start", sheet)), sheet.problems) == (orders, ()), sheet.chatter


def test_a_capital_a_before_other_words_is_no_corps():
    sheet = sheet_of("napoleonic", "France", "start", "A and a few men stay in Picardy, they keep an eye on the Channel.")
    assert sheet.problems and not sheet.orders


TAKEN_BACK = [
    "The three at Dunbarra go to the Skerries. Hmm, actually no, they stay in Dunbarra in case Berdain says no.",
    "The three at Dunbarra go to the Skerries. Well, actually no, they stay in Dunbarra.",
    "The three at Dunbarra go to the Skerries. Hmm, actually no, they go to Ubliko Gate.",
    "The three at Dunbarra go to the Skerries. Hmm, they go to Ubliko Gate.",
    "The three at Dunbarra go to the Skerries. Er, no, they will march to Ubliko Gate instead.",
]


@pytest.mark.parametrize("text", TAKEN_BACK)
def test_a_move_changed_after_a_hesitation_is_never_kept_in_silence(text):
    sheet = sheet_of("succheesion", "Dunbarra", "start", text)
    kept = written("succheesion", "start", sheet)
    assert "3 units 35 -> 37" not in kept or sheet.problems, (kept, sheet.chatter)


@pytest.mark.parametrize("text, orders", [
    ("squadrons 4 and 5 sail for the Western Mediterranean", ["squadron 4 - Western Mediterranean",
                                                               "squadron 5 - Western Mediterranean"]),
    ("Squadron 1 holds in the Channel; squadrons 4 and 5 sail for the Western Mediterranean.",
     ["squadron 1 holds", "squadron 4 - Western Mediterranean", "squadron 5 - Western Mediterranean"]),
    ("Squadron 4 sails for the Balearic Sea.", ["squadron 4 - Balearic Sea"]),
])
def test_sailing_for_a_sea_goes_there(text, orders):
    """'sail for X' as 'sail to X', for several squadrons as for one (an unseen writer's line, refused before)."""
    sheet = sheet_of("napoleonic", "France", "spring-1805-war", text)
    assert (sorted(written("napoleonic", "spring-1805-war", sheet)), sheet.problems) == (orders, ()), sheet.chatter


def test_sailing_for_no_place_is_refused():
    sheet = sheet_of("napoleonic", "France", "spring-1805-war", "squadron 4 sails for glory")
    assert sheet.problems and not sheet.orders


@pytest.mark.parametrize("text", ["Corps A scouts Mecklenburg and stays put.", "Corps A scouts Mecklenburg without moving.",
                                  "A scouts Mecklenburg from where it stands."])
def test_scouting_while_staying_is_a_scout(text):
    """Before, 'scouts X and stays put' was read as 'A holds': the scouting dropped with nothing said."""
    sheet = sheet_of("napoleonic", "Prussia", "spring-1805-war", text)
    assert (written("napoleonic", "spring-1805-war", sheet), sheet.problems) == (["A scout Mecklenburg"], ())


@pytest.mark.parametrize("text", ["Corps A scouts Mecklenburg and marches to Hanover.",
                                  "Corps A besieges nothing and stays put.", "Squadron 1 blockades Hamburg and stays put."])
def test_another_order_before_a_stay_is_never_dropped(text):
    sheet = sheet_of("napoleonic", "Prussia", "spring-1805-war", text)
    assert sheet.problems or "holds" not in " ".join(written("napoleonic", "spring-1805-war", sheet)), sheet.chatter


# A word that says how many times, or another order the writer may mean, was dropped by the reader by meaning or by
# the notes in brackets set aside: the order read once, or the first of two, with nothing said.
NEVER_READ_AS_ONE = [
    ("succheesion", "Stilwen", "start", "We raise cheese in Stilwen City twice."),
    ("succheesion", "Stilwen", "start", "Build infantry in Stilwen City twice."),
    ("succheesion", "Stilwen", "start", "We raise cheese in Stilwen City two times."),
    ("napoleonic", "France", "start", "We build infantry in Paris twice."),
    ("classic", "Italy", "start", "We buy an army in Rome twice."),
    ("napoleonic", "France", "start", "Build 2 infantry in Paris plus one more."),
    ("succheesion", "Stilwen", "start", "Build 1 Infantry in Stilwen City and one more."),
    ("napoleonic", "France", "start", "Build 2 infantry (or cavalry) in Paris."),
    ("napoleonic", "France", "start", "Build 2 infantry (maybe 3) in Paris."),
    ("succheesion", "Stilwen", "start", "Build 2 Infantry (or Cavalry) in Stilwen City."),
    ("succheesion", "Stilwen", "start", "5 units 6 -> 10 (or 7)."),
    ("classic", "Italy", "start", "buy 2 armies in 37 (or 38)"),
    ("eia", "France", "france-land", "corps I: Rhineland - Baden (or Alsace)"),
    ("eia", "France", "start", "declare war on Austria (or Prussia)"),
]


@pytest.mark.parametrize("rules_id, nation, where, text", NEVER_READ_AS_ONE)
def test_a_count_of_times_or_an_alternative_is_never_passed_over(rules_id, nation, where, text):
    sheet = sheet_of(rules_id, nation, where, text)
    assert sheet.problems and not sheet.orders, (written(rules_id, where, sheet), sheet.chatter)


@pytest.mark.parametrize("rules_id, nation, where, text, order", [
    ("napoleonic", "France", "start", "Build two more infantry in Paris.", "build 2 infantry in Paris"),
    ("succheesion", "Stilwen", "start", "We raise cheese in Stilwen City again.", "raise cheese in 6"),
    ("napoleonic", "France", "start", "Build 2 infantry in Paris (3 cheese).", "build 2 infantry in Paris"),
    ("classic", "Italy", "start", "buy 2 armies in 37 (Latium)", "buy 2 armies in 37"),
    ("succheesion", "Stilwen", "start", "5 units 6 -> 10 (Grenadier Hills).", "5 units 6 -> 10"),
])
def test_more_units_and_notes_that_confirm_still_read(rules_id, nation, where, text, order):
    sheet = sheet_of(rules_id, nation, where, text)
    assert (written(rules_id, where, sheet), sheet.problems) == ([order], ()), sheet.chatter


@pytest.mark.parametrize("rules_id, nation, text", [
    ("classic", "Italy", "3 armies 37 -> 38, leave 1 behind."),
    ("succheesion", "Stilwen", "The 5 in Stilwen City go to Grenadier Hills, one stays home."),
])
def test_some_kept_back_from_a_march_is_never_passed_over(rules_id, nation, text):
    """A second count beside a march (some left behind) was dropped: the whole stack marched."""
    sheet = sheet_of(rules_id, nation, "start", text)
    assert sheet.problems and not sheet.orders, (written(rules_id, "start", sheet), sheet.chatter)


@pytest.mark.parametrize("rules_id, nation, text, order", [
    ("succheesion", "Stilwen", "The 5 in Stilwen City go to Grenadier Hills, 2 stay in Republic Marsh.", "5 units 6 -> 10"),
    ("succheesion", "Stilwen", "4 units 6 -> 10, 1 stays.", "4 units 6 -> 10"),
])
def test_a_stay_of_other_units_or_the_rest_still_reads(rules_id, nation, text, order):
    sheet = sheet_of(rules_id, nation, "start", text)
    assert (written(rules_id, "start", sheet), sheet.problems) == ([order], ()), sheet.chatter


@pytest.mark.parametrize("rules_id, nation, where, text", [
    ("napoleonic", "France", "spring-1805-war", "D - Baden, as well as E"),
    ("napoleonic", "France", "spring-1805-war", "D - Baden, as does E"),
    ("napoleonic", "France", "spring-1805-war", "D - Baden, since E goes to Switzerland"),
    ("napoleonic", "France", "spring-1805-war", "D - Baden, as usual and Switzerland"),
    ("classic", "Russia", "start", "2 armies 87 -> 84, as always or Minsk"),
])
def test_a_reason_after_a_comma_naming_another_order_is_never_set_aside(rules_id, nation, where, text):
    """The tail after the last comma was set aside as a reason by its first word alone ('as', 'since'): another
    unit's order, or another place listed, went with it in silence."""
    sheet = sheet_of(rules_id, nation, where, text)
    assert sheet.problems and not sheet.orders, (written(rules_id, where, sheet), sheet.chatter)


@pytest.mark.parametrize("text", ["D - Baden, as agreed with Vienna", "D - Baden, since we need it",
                                  "F into Venice, and may God help the Austrians there"])
def test_a_reason_naming_no_other_order_still_reads(text):
    sheet = sheet_of("napoleonic", "France", "spring-1805-war", text)
    assert not sheet.problems and sheet.orders, sheet.problems


def test_god_is_no_verb_of_going():
    from engine.words.going import goes
    assert not goes("god") and goes("moved") and goes("sailed") and goes("went")


# fresh26 (opened at its first look): its four misreads, in other words.
@pytest.mark.parametrize("rules_id, nation, where, text, orders", [
    ("eia", "Sweden", "start", "Sweden would like to ally with Russia\nAnd also with Great Britain",
     ["ally with Great Britain", "ally with Russia"]),
    ("eia", "France", "france-land",
     "corps II from Alsace goes to Baden and attacks there? No, no Austrians in Baden. Just goes.",
     ["corps II: Alsace - Baden"]),
])
def test_an_order_said_again_or_carried_on_is_read(rules_id, nation, where, text, orders):
    sheet = sheet_of(rules_id, nation, where, text)
    assert (sorted(written(rules_id, where, sheet)), sheet.problems) == (orders, ()), sheet.chatter


@pytest.mark.parametrize("rules_id, nation, where, text", [
    ("napoleonic", "France", "start", "A holds and B too"),
    ("napoleonic", "France", "start", "A holds\nAnd B too"),
    ("eia", "Spain", "start",
     "Also I want war on Great Britain, but they declared war on me already I think? if not, then yes war on Britain"),
    ("eia", "Spain", "start", "We declare war on Portugal, but are we at war already? if not, war on Portugal then"),
    ("succheesion", "Berdain", "start", "I want to join the Cheddar League if it exists? If not, forget it"),
    ("napoleonic", "France", "start", "alliance with Spain\nAnd also with Prussia"),
])
def test_an_order_under_a_question_or_a_condition_is_asked_never_carried_out(rules_id, nation, where, text):
    sheet = sheet_of(rules_id, nation, where, text)
    assert sheet.problems, (written(rules_id, where, sheet), sheet.chatter)
    assert not any("B holds" == o or "war on" in o and "Portugal" in o and "Spain" == nation and "?" in text
                   for o in written(rules_id, where, sheet)) or len(sheet.problems) > 0
