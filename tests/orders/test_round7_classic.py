"""Issue 22, round 7, classic: counts said with a noun of number ('a trio of ships'), never read as one;
moves said with a word of manner between the verb and the place ('goes next door to', 'marches straight
into'); a ships' attack said after the move in a clause of its own ('..., attacking the Prussians there',
'where they attack', 'to attack'). Each phrasing gives exactly its orders, or is refused with the reason."""

import pytest

from .bundled import bundled, words

RULES, BOARD, STATE = bundled("classic")


def read(text, nation="France"):
    sheet = words(RULES, text, nation, STATE, BOARD)
    return [RULES.format_order(x, BOARD) for x in sheet.orders], [p.reason for p in sheet.problems]


# -- a count said with a noun of number: the reading of the unit's count ---------------------------

@pytest.mark.parametrize("text, nation, order", [
    ("a trio of ships from T to S", "Carthage", "3 ships T -> S"),
    ("A trio of armies marches from 108 into 107.", "Carthage", "3 armies 108 -> 107"),
    ("a quartet of ships sails out of D into E", "Vikings", "4 ships D -> E"),
    ("A brace of armies out of 107 into 106, and a trio of ships from T to S.", "Carthage", None),
    ("a pair of my armies march from 109 to 110", "Carthage", "2 armies 109 -> 110"),
    ("a couple of ships sail from T to S", "Carthage", "2 ships T -> S"),
    ("Our trio of armies in 21 marches to 27", "France", "3 armies 21 -> 27"),
    ("a detachment of 2 armies goes from 20 to 22", "France", "2 armies 20 -> 22"),
])
def test_a_noun_of_number_gives_its_number(text, nation, order):
    orders, problems = read(text, nation)
    if order is None:
        assert orders == ["2 armies 107 -> 106", "3 ships T -> S"] and problems == []
    else:
        assert (orders, problems) == ([order], [])


@pytest.mark.parametrize("text, nation", [
    ("a detachment of armies from 107 to 106", "Carthage"),
    ("A squad of ships sails from T to S.", "Carthage"),
    ("a flotilla of ships from D to E", "Vikings"),
    ("a column of troops marches from 21 into 27", "France"),
    ("A handful of armies go from 20 to 22", "France"),
    ("a company of soldiers moves out of 58 into 57", "Prussia"),
    ("a few ships sail from I to J", "Britain"),
    ("a body of armies go from 13 to 12", "Spain"),
])
def test_a_noun_of_number_the_reader_does_not_know_is_never_read_as_one(text, nation):
    orders, problems = read(text, nation)
    assert orders == [] and problems, (orders, problems)


# -- a word of manner between the verb of going and the place: the route's reading -----------------

@pytest.mark.parametrize("text, nation, order", [
    ("The army of Trebizond (99) goes next door to Armenia, 101.", "Turkey", "1 army 99 -> 101"),
    ("The army in 99 marches straight into 101.", "Turkey", "1 army 99 -> 101"),
    ("The army of Trebizond heads directly for Armenia.", "Turkey", "1 army 99 -> 101"),
    ("my 2 armies in 20 move right away to 22", "France", "2 armies 20 -> 22"),
    ("the three armies in 21 march at once to 27", "France", "3 armies 21 -> 27"),
    ("The 2 ships in M sail straight to X.", "Turkey", "2 ships M -> X"),
    ("Our army in 25 goes across the border into 29", "France", "1 army 25 -> 29"),
    ("The 2 armies in 13 march without delay into 12", "Spain", "2 armies 13 -> 12"),
    ("The 3 armies in 48 hurry with all speed to 47", "Turkey", "3 armies 48 -> 47"),
    ("the fleet in D swiftly sails into E", "Vikings", "4 ships D -> E"),
])
def test_a_word_of_manner_before_the_place_changes_nothing(text, nation, order):
    assert read(text, nation) == ([order], [])


# -- a statement before a question: the question asks its last clause only -------------------------

@pytest.mark.parametrize("text, nation, orders", [
    ("The army of Trebizond (99) goes next door to Armenia, 101, and the Smyrna pair back to where the capital is? "
     "No. They stay.", "Turkey", ["1 army 99 -> 101"]),
    ("The army in 99 goes to 101, and the two in 97 to 100? No, they stay.", "Turkey", ["1 army 99 -> 101"]),
    ("3 armies 48 -> 47, and the ships in M to X? No. They stay.", "Turkey", ["3 armies 48 -> 47"]),
    ("My army in 99 marches into 101; the fleet to P? No.", "Turkey", ["1 army 99 -> 101"]),
    ("The 2 armies in 20 go to 22, and the fleet in I sails to J? Nope. They hold.", "France", ["2 armies 20 -> 22"]),
    ("The 3 armies in 108 march to 107 and the ships from T to S? No, they stay put.", "Carthage",
     ["3 armies 108 -> 107"]),
    ("Shall the army in 99 go to 101, and the pair in 98 to 100? No.", "Turkey", []),
    ("Could the army in 99 go to 101 and the pair in 98 to 100? No.", "Turkey", []),
])
def test_an_order_stated_before_a_question_answered_no_is_given_alone(text, nation, orders):
    assert read(text, nation) == (orders, [])


def test_a_question_answered_yes_gives_its_order():
    orders, problems = read("The army in 99 goes to 101, and the pair in 98 to 100? Yes.", "Turkey")
    assert (orders, problems) == (["1 army 99 -> 101", "2 armies 98 -> 100"], [])


def test_a_question_answered_yes_that_does_not_read_as_an_order_is_asked_never_dropped():
    orders, problems = read("The army in 99 goes to 101, and the pair in 98 somewhere safer? Yes.", "Turkey")
    assert orders == ["1 army 99 -> 101"] and len(problems) == 1 and "answers yes" in problems[0]


# -- the player's reason after a colon: set aside only when it can change nothing ------------------

@pytest.mark.parametrize("text, nation, order", [
    ("- 2 armies 109 -> 110: Mauretania is empty, 4 more gold a turn.", "Carthage", "2 armies 109 -> 110"),
    ("- 2 armies 107 -> 106: Cyrenaica, same reason.", "Carthage", "2 armies 107 -> 106"),
    ("- 3 ships T, escape: the Romans may strike and I can't lose my fleet.", "Carthage", "3 ships T, escape"),
    ("* 3 armies 48 -> 47: Thrace is the road to Europe", "Turkey", "3 armies 48 -> 47"),
    ("2 armies 97 -> 100: Cilicia guards the south coast.", "Turkey", "2 armies 97 -> 100"),
    ("1) buy 3 armies in 48: the capital should never be empty!", "Turkey", "buy 3 armies in 48"),
    ("3 armies 21 -> 27: 27 is ours by right, the people want us", "France", "3 armies 21 -> 27"),
    ("4 ships D -> E: the trade there matters more than gold", "Vikings", "4 ships D -> E"),
])
def test_a_reason_after_a_colon_is_set_aside(text, nation, order):
    sheet = words(RULES, text, nation, STATE, BOARD)
    assert [RULES.format_order(x, BOARD) for x in sheet.orders] == [order] and sheet.problems == ()
    assert any("reason" in c.reason for c in sheet.chatter)


@pytest.mark.parametrize("text, nation", [
    ("2 armies 109 -> 110: 4 of them", "Carthage"),
    ("2 armies 109 -> 110: Sicily next", "Carthage"),
    ("2 armies 107 -> 106: not yet", "Carthage"),
    ("2 armies 107 -> 106: actually 108", "Carthage"),
    ("2 armies 107 -> 106: never mind", "Carthage"),
    ("3 ships T -> S: if Italy attacks, escape", "Carthage"),
    ("3 ships T -> S: the fleet stays", "Carthage"),
    ("3 armies 48 -> 47: only if Thrace is empty", "Turkey"),
])
def test_words_after_a_colon_that_may_change_the_order_are_asked(text, nation):
    orders, problems = read(text, nation)
    assert problems and orders == [], (orders, problems)


# -- a unit given no order in other words than 'stays': the stay's verb ----------------------------

@pytest.mark.parametrize("text, nation", [
    ("The ships in E do nothing.", "Prussia"),
    ("The fleet in I does nothing this turn.", "Britain"),
    ("My armies do nothing.", "Spain"),
    ("the 3 ships in T sit tight", "Carthage"),
    ("The army in 99 will do nothing for now.", "Turkey"),
    ("the fleet in H lies idle in port", "Russia"),
    ("The 3 armies in 76 stand by.", "Austria"),
    ("Our two ships in S sit still this turn!", "Italy"),
])
def test_units_that_do_nothing_give_no_order(text, nation):
    sheet = words(RULES, text, nation, STATE, BOARD)
    assert sheet.orders == () and sheet.problems == ()
    assert any("without orders hold" in c.reason for c in sheet.chatter)


def test_a_move_and_a_fleet_that_does_nothing_on_one_line():
    assert read("2 armies 2 -> 5, the fleet in I does nothing", "Britain") == (["2 armies 2 -> 5"], [])


# -- what ships do where they sail, said after the move in a clause of its own ---------------------

@pytest.mark.parametrize("text, order", [
    ("The four ships in the Kattegat (D) will sail into the Western Baltic (E) and attack the Prussians there.",
     "4 ships D -> E attack Prussia"),
    ("the 4 ships at D go to E where they attack the Prussians", "4 ships D -> E attack Prussia"),
    ("Send the four ships in D into E to attack the Prussians", "4 ships D -> E attack Prussia"),
    ("The 4 ships in D sail to E, attacking the Prussians there", "4 ships D -> E attack Prussia"),
    ("The fleet in D sails to E and engages any Prussian ships they find", "4 ships D -> E attack Prussia"),
    ("4 ships D -> E, then attack the Prussians.", "4 ships D -> E attack Prussia"),
    ("4 ships D -> E to attack the Prussians", "4 ships D -> E attack Prussia"),
    ("4 ships D -> E where they attack Prussia and Russia", "4 ships D -> E attack Prussia, Russia"),
    ("The 4 ships in D sail to E and fight the Prussians", "4 ships D -> E attack Prussia"),
    ("The 4 ships in D sail to E to avoid a fight", "4 ships D -> E, no combat"),
    ("4 ships D -> E, avoiding combat", "4 ships D -> E, no combat"),
    ("Our longships in D row into E and flee if attacked.", "4 ships D -> E, escape"),
])
def test_a_ships_stance_said_after_the_move_is_part_of_the_order(text, order):
    assert read(text, "Vikings") == ([order], [])


@pytest.mark.parametrize("text", [
    "The 4 ships in D sail to E where they may meet the Prussians in battle",
    "The 4 ships in D sail to E to blockade the Prussians",
    "The 4 ships in D sail to E and intercept the Prussian fleet",
])
def test_a_word_of_fighting_the_reading_cannot_place_is_never_passed_over(text):
    orders, problems = read(text, "Vikings")
    assert orders == [] and problems


def test_armies_that_march_to_attack_are_the_move_itself():
    assert read("The 3 armies in 58 march to 57 to attack the Austrians", "Prussia") == (["3 armies 58 -> 57"], [])


# -- units named by their place and their count, no unit word: the unit reference ------------------

@pytest.mark.parametrize("text, nation, order", [
    ("The Wessex pair moves into Mercia.", "Britain", "2 armies 2 -> 5"),
    ("The pair in Wessex moves into Mercia.", "Britain", "2 armies 2 -> 5"),
    ("Our Wessex two march into 5", "Britain", "2 armies 2 -> 5"),
    ("Moscow's three go next door to Tver (88).", "Russia", "3 armies 89 -> 88"),
    ("The Moscow pair goes to 88", "Russia", "2 armies 89 -> 88"),
    ("the Novgorod pair march to 88", "Russia", "2 armies 87 -> 88"),
    ("The 108 trio marches into 107!", "Carthage", "3 armies 108 -> 107"),
    ("my Smyrna couple goes to 100", "Turkey", "2 armies 97 -> 100"),
])
def test_a_places_units_by_their_count(text, nation, order):
    assert read(text, nation) == ([order], [])


# -- a place said by a description, then its name after a comma: the place's reading ---------------

@pytest.mark.parametrize("text, nation, order", [
    ("the army of Smolensk goes to the capital, Moscow (89).", "Russia", "1 army 90 -> 89"),
    ("the army in 90 marches to our old capital, 89", "Russia", "1 army 90 -> 89"),
    ("the 2 armies in 86 go to the border, 87", "Russia", "2 armies 86 -> 87"),
    ("The army of Trebizond goes to the mountains, Armenia.", "Turkey", "1 army 99 -> 101"),
    ("My 3 armies in 21 march to the rich fields, 27", "France", "3 armies 21 -> 27"),
    ("The fleet in D sails into the open sea, E.", "Vikings", "4 ships D -> E"),
    ("The 2 armies in 13 go to our ancient home, 12!", "Spain", "2 armies 13 -> 12"),
    ("The 3 ships in T sail to the calm waters, S", "Carthage", "3 ships T -> S"),
])
def test_a_place_said_by_a_description_and_its_name(text, nation, order):
    assert read(text, nation) == ([order], [])


def test_moscows_three_and_smolenks_army_on_one_line():
    text = "Moscow's three go next door to Tver (88); the army of Smolensk goes to the capital, Moscow (89)."
    assert read(text, "Russia") == (["3 armies 89 -> 88", "1 army 90 -> 89"], [])


@pytest.mark.parametrize("text, nation, orders", [
    ("A pair of armies from 109 to 110, a trio from 108 to 107? No, keep 108. A single army from 31 stays.",
     "Carthage", ["2 armies 109 -> 110"]),
    ("2 armies 109 -> 110, 3 armies 108 -> 107? No.", "Carthage", ["2 armies 109 -> 110"]),
    ("2 armies 109 -> 110, the three in 108 to 107? Yes.", "Carthage", ["2 armies 109 -> 110", "3 armies 108 -> 107"]),
    ("A trio of armies from 21 to 27, the pair in 20 to 22? No. An army in 25 stays.", "France", ["3 armies 21 -> 27"]),
])
def test_a_comma_before_the_question_and_an_article_that_names_no_sea(text, nation, orders):
    assert read(text, nation) == (orders, [])


# -- what mail programs leave in the orders: the line as the player typed it -----------------------

@pytest.mark.parametrize("text, nation, orders", [
    ("Orders:=20\n3 armies 58 -> 55=20\n2 armies 59 -> 61=20\nbuy 1 army in 63=20", "Prussia",
     ["3 armies 58 -> 55", "2 armies 59 -> 61", "buy 1 army in 63"]),
    ("Hi GM<br>3 armies 14 -&gt; 15<br>2 armies 13 -&gt; 12<br>&nbsp;<br>Saludos", "Spain",
     ["3 armies 14 -> 15", "2 armies 13 -> 12"]),
    ("<div>3 armies 14 -&gt; 15</div><div>buy 1 army in 17</div>", "Spain", ["3 armies 14 -> 15", "buy 1 army in 17"]),
    ("<p>Hola GM</p><p>2 armies 13 -&gt; 12</p>", "Spain", ["2 armies 13 -> 12"]),
    ("give 5 gold to France &amp; 2 armies 13 -&gt; 12", "Spain", ["give 5 gold to France", "2 armies 13 -> 12"]),
    ("3 armies 21 -&gt; 27<br/>2 ships I -&gt; J=20", "France", ["3 armies 21 -> 27", "2 ships I -> J"]),
    ("2 armies 109 -> 110=20\n=20\nbuy 1 army in 31=20", "Carthage", ["2 armies 109 -> 110", "buy 1 army in 31"]),
    ("The 3 armies in 48 march into 47.=20<br>Regards", "Turkey", ["3 armies 48 -> 47"]),
])
def test_mail_debris_is_taken_away(text, nation, orders):
    assert read(text, nation) == (orders, [])


# -- ' + ' between orders: cutting the line into its orders ----------------------------------------

@pytest.mark.parametrize("text, nation, orders", [
    ("two armies 20 -> 19 + 1 army 25 -> 29, and buy 1 army in 21.", "France",
     ["2 armies 20 -> 19", "1 army 25 -> 29", "buy 1 army in 21"]),
    ("two armies 98 -> 100 + 1 army 99 -> 101 + buy one army in 48", "Turkey",
     ["2 armies 98 -> 100", "1 army 99 -> 101", "buy 1 army in 48"]),
    ("3 armies 58 -> 57 + 2 ships E -> F", "Prussia", ["3 armies 58 -> 57", "2 ships E -> F"]),
    ("buy 2 armies in 89 + give 5 gold to Turkey", "Russia", ["buy 2 armies in 89", "give 5 gold to Turkey"]),
    ("2 ships S -> Q + 2 armies 38 -> 39", "Italy", ["2 ships S -> Q", "2 armies 38 -> 39"]),
    ("3 armies 76 -> 78 + 1 ship U -> V, escape", "Austria", ["3 armies 76 -> 78", "1 ship U -> V, escape"]),
    ("2 armies 109 -> 110 + 2 armies 107 -> 106 + 3 ships T -> S attack Italy", "Carthage",
     ["2 armies 109 -> 110", "2 armies 107 -> 106", "3 ships T -> S attack Italy"]),
    ("1 army 17 -> 16 + 2 armies 13 -> 12.", "Spain", ["1 army 17 -> 16", "2 armies 13 -> 12"]),
])
def test_orders_joined_by_a_plus(text, nation, orders):
    assert read(text, nation) == (orders, [])


# -- the place said first, the units after it: the unit reference's start --------------------------

@pytest.mark.parametrize("text, nation, orders", [
    ("In 70 the army stays. In 67 two armies go to 65. In D the four ships sail to E.", "Vikings",
     ["2 armies 67 -> 65", "4 ships D -> E"]),
    ("In 67, two armies go to 65", "Vikings", ["2 armies 67 -> 65"]),
    ("in 67: 2 armies to 65", "Vikings", ["2 armies 67 -> 65"]),
    ("At 21 our three armies march into 27.", "France", ["3 armies 21 -> 27"]),
    ("In the Channel (I) the 3 ships sail to J", "Britain", ["3 ships I -> J"]),
    ("In 108 the three armies move to 107.", "Carthage", ["3 armies 108 -> 107"]),
    ("In T, 3 ships -> S", "Carthage", ["3 ships T -> S"]),
    ("in 48 all 3 armies go to 47", "Turkey", ["3 armies 48 -> 47"]),
])
def test_the_place_said_before_the_units(text, nation, orders):
    assert read(text, nation) == (orders, [])
