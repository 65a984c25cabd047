"""Issue 22 (letters): orders inside a role-play letter to the GM or a rival court. A note turning to
the GM that says the orders plainly ('(GM: that's ...)', 'cc GM: consider this our order to ...',
'OOC: ...') is read, and the letter above it that gives no order is set aside, said so; a name under a
valediction is the writer's; an order in brackets on a line of its own is read, never dropped."""

import pytest

from tests.succheesion.helpers import read


LETTER = ("My dear Prince Stepka,\n\nYou fled. Her Grace has told me to tell you that her General will call on "
          "your friends at Republic Marsh soon, with all his regiments. Do give our regards to the Stilwenese.\n\n"
          "Yours in triumph,\nBaron von Mausewitz\n\n")

NOTES = [
    ("(GM: that's 8 units and the General 11 -> 8. Nothing else this turn.)", "8 units and the General 11 -> 8"),
    ("GM, that is: raise cheese in 21", "raise cheese in 21"),
    ("cc GM: consider this our order to declare war on Zurin.", "declare war on Zurin"),
    ("OOC: 3 units 22 -> 21", "3 units 22 -> 21"),
    ("For the GM: consider this my order to make peace with Stilwen.", "make peace with Stilwen"),
    ("Note to GM: i.e. build 1 Militia in 21", "build 1 Militia in 21"),
    ("P.S. for the GM: that means invest 5 cheese in trade with Berdain", "invest 5 cheese in trade with Berdain"),
    ("gm - in short: 6 units 21 -> 25", "6 units 21 -> 25"),
    ("(OOC: sway Zurin to war with Stilwen, bribe 5 cheese)", "sway Zurin to war with Stilwen, bribe 5 cheese"),
]


@pytest.mark.parametrize("note, order", NOTES, ids=[n for n, _ in NOTES])
def test_a_note_to_the_gm_says_the_letters_orders_and_the_letter_is_set_aside(note, order):
    shown, sheet = read("Maustria", LETTER + note)
    assert (shown, sheet.problems) == ([order], ())
    assert any("said plainly to the GM on line 8" in c.reason for c in sheet.chatter)


def test_without_a_note_to_the_gm_a_letter_that_may_give_orders_stays_asked():
    shown, sheet = read("Maustria", LETTER)
    assert shown == [] and [p.line for p in sheet.problems] == [3]


def test_a_letter_below_the_note_to_the_gm_stays_asked():
    shown, sheet = read("Maustria", "GM: that's raise cheese in 21\n\n" + LETTER)
    assert shown == ["raise cheese in 21"] and [p.line for p in sheet.problems] == [5]


def test_a_line_the_reader_refuses_for_a_reason_is_never_set_aside_by_a_note():
    shown, sheet = read("Maustria", "build 1 Militia in Narnia\nGM: that's raise cheese in 21")
    assert shown == ["raise cheese in 21"] and [p.line for p in sheet.problems] == [1]


@pytest.mark.parametrize("closing", ["Your servant,", "Your humble and obedient servant,", "Yours in triumph,",
                                     "With warm regards,", "Yours faithfully,", "Respectfully,"])
def test_the_name_under_a_valediction_is_the_writers(closing):
    shown, sheet = read("Stilwen", f"build 1 Militia in 6\n\n{closing}\nCitizen-General Mausseau\n")
    assert (shown, sheet.problems) == (["build 1 Militia in 6"], ())
    assert any("the writer's name" in c.reason for c in sheet.chatter)


def test_a_name_with_no_valediction_above_it_is_not_taken_for_a_signature():
    shown, sheet = read("Stilwen", "build 1 Militia in 6\n\nCitizen-General Mausseau\n")
    assert [p.line for p in sheet.problems] == [3]


IN_BRACKETS = [
    ("Maustria", "(raise cheese in 21)", "raise cheese in 21"),
    ("Maustria", "(6 units 21 -> 25)", "6 units 21 -> 25"),
    ("Berdain", "(declare war on Randomia)", "declare war on Randomia"),
    ("Crimsonia", "(build 2 Infantry in 12)", "build 2 Infantry in 12"),
    ("Dunbarra", "(2 Frigates 52 -> 50)", "2 Frigates 52 -> 50"),
    ("Randomia", "(invest 5 cheese in trade with Ubliko.)", "invest 5 cheese in trade with Ubliko"),
    ("Stilwen", "(OOC: spend TP to reach 50%)", "spend TP to reach 50%"),
    ("Manarth", "(GM: the 4 units at Manarth Hold march to Honour Peak)", "4 units 32 -> 33"),
]


@pytest.mark.parametrize("nation, text, order", IN_BRACKETS, ids=[t for _, t, _ in IN_BRACKETS])
def test_an_order_in_brackets_on_a_line_of_its_own_is_read(nation, text, order):
    shown, sheet = read(nation, text)
    assert (shown, sheet.problems) == ([order], ())


COURTLY = [
    ("Maustria", "Countess Rostopki wishes it known that Maustria offers peace to the Typ Lef Nazin, whose riders have "
                 "troubled us long enough.", ["make peace with Typ Lef Nazin"]),
    ("Maustria", "The Imperial treasury shall pay for two regiments of Guards at Maus Imperial.",
     ["build 2 Guard Infantry in 21"]),
    ("Stilwen", "The Committee of Public Safety decrees that one Militia be levied at Liberty Downs.",
     ["build 1 Militia in 7"]),
    ("Stilwen", "I have resolved therefore to levy one Militia in Republic Marsh and another at Stilwen City.",
     ["build 1 Militia in 8", "build 1 Militia in 6"]),
    ("Stilwen", "I would be obliged if the Republic's treasury also put 5 cheese into our trade with Crimsonia.",
     ["invest 5 cheese in trade with Crimsonia"]),
    ("Berdain", "It is our wish that two Infantry be raised at Berdain.", ["build 2 Infantry in 38"]),
    ("Crimsonia", "Her Grace commands that Crimsonia musters 3 Cavalry at Crimson Keep.", ["build 3 Cavalry in 1"]),
    ("Randomia", "The King's council will recruit two battalions of Infantry at Randomia.", ["build 2 Infantry in 15"]),
    ("Berdain", "Our Lord of the Hold seeks peace with Dunbarra.", ["make peace with Dunbarra"]),
    ("Typ Lef Nazin", "The Khan offers an alliance to Manarth, for their honour is known.", ["ally with Manarth"]),
    ("Maustria", "Her Imperial army of Adoen Crown, eight regiments under the General, shall advance against the rebels "
                 "into Grenadier Hills.", ["8 units and the General 11 -> 10"]),
    ("Maustria", "The lone galleon in Ricotta Lagoon is to blockade the lagoon.", ["blockade 14 with the fleet in 14"]),
    ("Maustria", "The galleons in the Fondue Sea blockade that sea", ["blockade 13 with the fleet in 13"]),
]


@pytest.mark.parametrize("nation, text, orders", COURTLY, ids=[t[:50] for _, t, _ in COURTLY])
def test_orders_said_as_a_court_says_them_are_read(nation, text, orders):
    shown, sheet = read(nation, text)
    assert (shown, sheet.problems) == (orders, ())


@pytest.mark.parametrize("nation, text", [
    ("Maustria", "Her Grace commands that Berdain declares war on Stilwen."),    # another nation's order
    ("Maustria", "Berdain offers peace to Stilwen."),
    ("Maustria", "The lone galleon in Ricotta Lagoon is to blockade the Fondue Sea."),   # a sea it is not in
    ("Stilwen", "It is our wish that some Militia be levied at Liberty Downs."),          # how many?
])
def test_what_a_court_says_for_another_nation_or_without_a_number_is_refused(nation, text):
    shown, sheet = read(nation, text)
    assert shown == [] and sheet.problems


TALK = [
    "We remind Crimsonia that the League is a league of equals. We remind Adoen that his rooms in Liberty Downs are "
    "heated at our expense.",
    "His Highness is in good health despite the damp of Liberty Downs. He notes that the cooks of Stilwen cannot make "
    "a proper fondue.",
    "Berdain denies any involvement in the loss of Dunbarra's cheese barge. We have our own cheese. Lots of it.",
    "The Countess admires the court of Randomia. She hopes the harvest in Rostopki was good.",
    "Maustria has always admired Berdain. Our envoys in Whiskerport will gladly dine with yours.",
    "It is said the Khan of Typ Lef Nazin never sleeps. We doubt it. Manarth sleeps very well, thank you.",
    "The Republic is calm. Carmine is quiet and its markets are full.",
    "Zurin is a lovely place in spring. Ubliko is lovelier. Neither has a player, alas.",
]


@pytest.mark.parametrize("text", TALK, ids=[t[:40] for t in TALK])
def test_a_paragraph_of_talk_naming_nations_and_places_is_set_aside(text):
    shown, sheet = read("Maustria" if "Maustria has" not in text else "Randomia", text)
    assert (shown, sheet.problems) == ([], ())


MAY_ORDER = [
    "We remind Crimsonia of the League. Our lads sweep into Carmine.",               # an unknown verb into a place
    "The Countess sends her regards. 5 units to Tailbridge.",                         # a count of units no stack has
    "We admire Berdain. The Whiskerport lads head for Rostopki, weather permitting.",  # a condition the rules lack
    "We admire Berdain. Build some forts in Rostopki.",                                # how many?
    "We admire Berdain. The lads of Rostopki push on against Tailbridge.",             # an unknown verb against a place
]


@pytest.mark.parametrize("text", MAY_ORDER, ids=[t[:40] for t in MAY_ORDER])
def test_a_paragraph_with_a_sentence_that_may_be_an_order_is_refused(text):
    shown, sheet = read("Maustria", text)
    assert sheet.problems
