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


# -- the ships that carry said before where the armies land: the route's order ---------------------

@pytest.mark.parametrize("text, nation, order", [
    ("1 army from 17 via the ships in N to 110.", "Spain", "1 army 17 -> 110 via ships in N"),
    ("2 armies from 16 by the ships in N into 110", "Spain", "2 armies 16 -> 110 via ships in N"),
    ("2 armies 16 via N to 110", "Spain", "2 armies 16 -> 110 via ships in N"),
    ("3 armies from 1 via the ships in I to 22", "Britain", "3 armies 1 -> 22 via ships in I"),
    ("move 2 armies from 58 via the ships in E to 66", "Prussia", "2 armies 58 -> 66 via ships in E"),
    ("1 army 37 using the ships in S into 31", "Italy", "1 army 37 -> 31 via ships in S"),
    ("2 armies from 69 aboard the ships in D to 66.", "Vikings", "2 armies 69 -> 66 via ships in D"),
    ("2 armies 58 via E -> 66", "Prussia", "2 armies 58 -> 66 via ships in E"),
])
def test_the_carrying_ships_before_the_landing(text, nation, order):
    assert read(text, nation) == ([order], [])


# -- a note in brackets that says the order again: set aside only when it changes nothing -----------

@pytest.mark.parametrize("text, nation, order", [
    ("2 armies: 58 > E > 66 (the ships in E carry them to Jutland).", "Prussia", "2 armies 58 -> 66 via ships in E"),
    ("2 armies 58 > E > 66 (the ships in E carry them)", "Prussia", "2 armies 58 -> 66 via ships in E"),
    ("3 armies 1 -> 22 via ships in I (the fleet carries the troops to 22)", "Britain",
     "3 armies 1 -> 22 via ships in I"),
    ("1 army 17 -> 110 via ships in N (our ships carry it)", "Spain", "1 army 17 -> 110 via ships in N"),
])
def test_a_note_saying_the_order_again_is_set_aside(text, nation, order):
    assert read(text, nation) == ([order], [])


@pytest.mark.parametrize("text", [
    "2 armies 58 -> 57 (only 2 of them)",
    "2 armies 58 > E > 66 (the ships in F carry them)",
    "3 armies 58 -> 57 (if Austria is not there)",
    "2 armies 58 > E > 66 (the ships in E carry them to 57)",
])
def test_a_note_that_may_change_the_order_is_asked(text):
    orders, problems = read(text, "Prussia")
    assert orders == [] and problems


# -- an order said in quotation marks, as minutes or a letter set it down ---------------------------

@pytest.mark.parametrize("text, nation, orders", [
    ('The Tsar: "Three armies from Moscow go to Vladimir, 88."', "Russia", ["3 armies 89 -> 88"]),
    ('Dear GM, a letter from the Tsar to his generals: "My two soldiers of Novgorod (87), go to Livonia (84)." '
     "That's the order.", "Russia", ["2 armies 87 -> 84"]),
    ('The King: "Two armies from Andalusia (16) sail with the ships in N to Mauretania (110)." Approved.', "Spain",
     ["2 armies 16 -> 110 via ships in N"]),
    ('The Treasurer: "One army bought in Castile (14)." Approved.', "Spain", ["buy 1 army in 14"]),
    ("The Consul: \u201c3 armies 37 -> 36 and 2 ships S -> Q\u201d Carried unanimously.", "Italy",
     ["3 armies 37 -> 36", "2 ships S -> Q"]),
    ('The Emperor, to his marshals: "2 armies 75 -> 35." Agreed.', "Austria", ["2 armies 75 -> 35"]),
    ('Sultan: "buy 2 armies in 48"', "Turkey", ["buy 2 armies in 48"]),
    ('The Suffete: "The three ships in T sail to S." So be it.', "Carthage", ["3 ships T -> S"]),
])
def test_an_order_in_quotation_marks(text, nation, orders):
    assert read(text, nation) == (orders, [])


@pytest.mark.parametrize("text, nation", [
    ('The Tsar: "Three armies from Moscow go to Vladimir, 88." Boyar Ivan: "No!"', "Russia"),
    ('The Tsar: "Three armies from Moscow go to 88." Rejected by the Duma.', "Russia"),
    ('The army in 90: "Three armies from Moscow go to 88."', "Russia"),
])
def test_a_quotation_with_more_around_it_is_asked(text, nation):
    orders, problems = read(text, nation)
    assert problems and "3 armies 89 -> 88" not in orders


# -- the outcome wanted at the end of the turn: the moves that give it ------------------------------

@pytest.mark.parametrize("text, nation, orders", [
    ("At the end of the turn I'd like 2 armies in 22 (from 20) and 2 in 52 (from 24).", "France",
     ["2 armies 20 -> 22", "2 armies 24 -> 52"]),
    ("I want 3 armies in 27 from 21", "France", ["3 armies 21 -> 27"]),
    ("My ship in U should end up in the Ionian (V), and I want 1 army in Dalmatia (41) from Croatia (80).", "Austria",
     ["1 ship U -> V", "1 army 80 -> 41"]),
    ("The 3 armies in 48 should be in 47 at the end of the turn.", "Turkey", ["3 armies 48 -> 47"]),
    ("We want 2 armies in 110 (from 109), 2 in 106 (from 107)", "Carthage", ["2 armies 109 -> 110", "2 armies 107 -> 106"]),
    ("The 4 ships in D must end the turn in E", "Vikings", ["4 ships D -> E"]),
    ("By the end of this turn I'd like 3 armies in 57 from 58.", "Prussia", ["3 armies 58 -> 57"]),
    ("Our 2 ships in S are to end up in Q.", "Italy", ["2 ships S -> Q"]),
])
def test_the_outcome_wanted_gives_its_moves(text, nation, orders):
    assert read(text, nation) == (orders, [])


def test_a_unit_wanted_somewhere_with_no_start_said_is_never_given_a_start():
    orders, problems = read("I want 3 armies in 27.", "France")
    assert "3 armies 21 -> 27" not in orders


# -- a label over the order that says when or where on the map, and a place given nothing ------------

@pytest.mark.parametrize("text, nation, orders", [
    ("Day 1, at dawn: 3 armies 48 -> 47. At dusk: 1 army 99 -> 101.", "Turkey", ["3 armies 48 -> 47", "1 army 99 -> 101"]),
    ("At noon: 2 armies 98 -> 100", "Turkey", ["2 armies 98 -> 100"]),
    ("West: in 109, 2 armies to 110. Centre: in 108, nothing. East: in 107, 2 armies to 106. Island: in 31, stay.",
     "Carthage", ["2 armies 109 -> 110", "2 armies 107 -> 106"]),
    ("Northern front: 3 armies 58 -> 57", "Prussia", ["3 armies 58 -> 57"]),
    ("Step 2: buy 1 army in 63", "Prussia", ["buy 1 army in 63"]),
    ("Navy: 2 ships E -> F", "Prussia", ["2 ships E -> F"]),
    ("in 31, stay", "Carthage", []),
    ("South coast: in T, nothing.", "Carthage", []),
])
def test_a_label_over_the_order_and_a_place_given_nothing(text, nation, orders):
    assert read(text, nation) == (orders, [])


@pytest.mark.parametrize("text", ["Maybe: 3 armies 58 -> 57", "Cancelled: 3 armies 58 -> 57", "Plan B: 3 armies 58 -> 57"])
def test_a_head_that_may_change_the_order_is_no_label(text):
    orders, problems = read(text, "Prussia")
    assert orders == [] and problems


# -- an exception in the order: the units it leaves out, counted by the position -------------------

@pytest.mark.parametrize("text, nation, orders", [
    ("All my armies hold except those in 97, which go to 100.", "Turkey", ["2 armies 97 -> 100"]),
    ("Every army in Oslo except one goes to 64; the last one stays.", "Vikings", ["2 armies 68 -> 64"]),
    ("Every army in 98 except one goes to 100", "Turkey", ["1 army 98 -> 100"]),
    ("Each army in 48 but one marches to 47, the other stays.", "Turkey", ["2 armies 48 -> 47"]),
    ("All our armies stay put except the ones in 21, which march to 27", "France", ["3 armies 21 -> 27"]),
    ("all my armies hold but those at 58 that move to 57", "Prussia", ["3 armies 58 -> 57"]),
    ("Every army in 89 save two goes into 96.", "Russia", ["1 army 89 -> 96"]),
    ("All my ships hold except the fleet in D, which sails to E.", "Vikings", ["4 ships D -> E"]),
])
def test_an_exception_leaves_its_units_out(text, nation, orders):
    assert read(text, nation) == (orders, [])


@pytest.mark.parametrize("text, nation", [
    ("Every army in 99 except one goes to 101", "Turkey"),      # one army there: none left to go
    ("Every army in 98 except three goes to 100", "Turkey"),
])
def test_an_exception_the_position_cannot_count_is_refused(text, nation):
    orders, problems = read(text, nation)
    assert orders == [] and problems


# -- a whole message that holds, orders cut by ' / ', a form's fields with ' = ' --------------------

@pytest.mark.parametrize("text, nation, orders", [
    ("hold all", "Carthage", []),
    ("Stay everything.", "Spain", []),
    ("3 armies 58 -> 57 / 2 armies 63 -> 84 / buy 2 armies in 59", "Prussia",
     ["3 armies 58 -> 57", "2 armies 63 -> 84", "buy 2 armies in 59"]),
    ("2 ships S -> Q / 2 armies 38 -> 39", "Italy", ["2 ships S -> Q", "2 armies 38 -> 39"]),
    ("[ORDERS]\nNation = Vikings\nMoves = 3 armies 68 -> 64\nMoves = 2 armies 69 -> 71\nBuys = none", "Vikings",
     ["3 armies 68 -> 64", "2 armies 69 -> 71"]),
    ("Orders = 3 armies 48 -> 47\nBuild = 1 army in 48", "Turkey", ["3 armies 48 -> 47", "buy 1 army in 48"]),
    ("Moves = 2 armies 13 -> 12", "Spain", ["2 armies 13 -> 12"]),
    ("Buys = 1 army in 17", "Spain", ["buy 1 army in 17"]),
])
def test_holds_slashes_and_fields(text, nation, orders):
    assert read(text, nation) == (orders, [])


@pytest.mark.parametrize("text, order", [
    ("take one ship from S to R and stay out of any fight there", "1 ship S -> R, no combat"),
    ("1 ship S -> R and stay out of any fight there", "1 ship S -> R, no combat"),
    ("2 ships S -> Q, escaping if attacked there", "2 ships S -> Q, escape"),
])
def test_a_stance_said_with_where_it_holds(text, order):
    assert read(text, "Italy") == ([order], [])


# -- 'mv' for move, and a place's label over the order that starts there ----------------------------

@pytest.mark.parametrize("text, nation, orders", [
    ("mv 2 arm 109-110", "Carthage", ["2 armies 109 -> 110"]),
    ("mv 2 arm 107-106\nmv 3 ships T-S", "Carthage", ["2 armies 107 -> 106", "3 ships T -> S"]),
    ("mov 3 armies 108 -> 107", "Carthage", ["3 armies 108 -> 107"]),
    ("3. Constantinople: 3 armies 48 -> 47.", "Turkey", ["3 armies 48 -> 47"]),
    ("Smyrna: 2 armies 97 -> 100", "Turkey", ["2 armies 97 -> 100"]),
    ("48: 3 armies 48 -> 47", "Turkey", ["3 armies 48 -> 47"]),
    ("- Kattegat: 4 ships D -> E", "Vikings", ["4 ships D -> E"]),
    ("Paris: 3 armies 21 -> 27, buy 1 army in 21", "France", ["3 armies 21 -> 27", "buy 1 army in 21"]),
])
def test_mv_and_a_places_label(text, nation, orders):
    assert read(text, nation) == (orders, [])


def test_a_places_label_over_an_order_from_elsewhere_is_asked():
    orders, problems = read("Constantinople: 3 armies 47 -> 46", "Turkey")
    assert orders == [] and problems


# -- orders set out as rows: a stack by its place and its count, the unit word before its count ------

@pytest.mark.parametrize("text, nation, orders", [
    ("| stack      | order        |\n|------------|--------------|\n| 107 (2)    | -> 106       |\n"
     "| 109 (2)    | -> 110       |\n| T (3 ships)| -> R         |", "Carthage",
     ["2 armies 107 -> 106", "2 armies 109 -> 110", "3 ships T -> R"]),
    ("107 (2) -> 106", "Carthage", ["2 armies 107 -> 106"]),
    ("T (3 ships) -> R", "Carthage", ["3 ships T -> R"]),
    ("Order            Units      Where\nmove             3 armies   48 -> 47\nmove             1 army     99 -> 101\n"
     "buy              2 armies   98\nships            2          M -> X", "Turkey",
     ["3 armies 48 -> 47", "1 army 99 -> 101", "buy 2 armies in 98", "2 ships M -> X"]),
    ("ships 2 M -> X", "Turkey", ["2 ships M -> X"]),
    ("armies 3 48 -> 47", "Turkey", ["3 armies 48 -> 47"]),
    ("| 21 (3) | -> 27 |", "France", ["3 armies 21 -> 27"]),
    ("D (4) -> E", "Vikings", ["4 ships D -> E"]),
])
def test_rows_of_a_table(text, nation, orders):
    assert read(text, nation) == (orders, [])


# -- two players sharing a nation: who writes, then the order --------------------------------------

@pytest.mark.parametrize("text, nation, orders", [
    ("My partner (navy): after that the ships stay in the Channel, out of any fight.", "Britain", ["3 ships I, no combat"]),
    ("Me (army): 2 armies 2 -> 5", "Britain", ["2 armies 2 -> 5"]),
    ("My co-player: 2 armies 2 -> 5", "Britain", ["2 armies 2 -> 5"]),
    ("Partner (fleet): 3 ships I -> J", "Britain", ["3 ships I -> J"]),
    ("afterwards, 2 armies 20 -> 22", "France", ["2 armies 20 -> 22"]),
    ("After that the 2 ships in I sail to K.", "France", ["2 ships I -> K"]),
    ("My teammate (army): then 3 armies 21 -> 27", "France", ["3 armies 21 -> 27"]),
    ("me (navy): the fleet in I escapes if attacked", "France", ["2 ships I, escape"]),
])
def test_who_writes_for_a_shared_nation(text, nation, orders):
    assert read(text, nation) == (orders, [])


# -- this turn said by its season: no later turn ---------------------------------------------------

@pytest.mark.parametrize("text, orders", [
    ("In the spring of this first year, 2 armies march from Aragon (13) into Catalonia (12).", ["2 armies 13 -> 12"]),
    ("In spring this year, 2 armies 13 -> 12", ["2 armies 13 -> 12"]),
    ("In the summer of this year: 2 armies 13 -> 12", ["2 armies 13 -> 12"]),
    ("This turn, 2 armies 13 -> 12", ["2 armies 13 -> 12"]),
    ("Now, buy 1 army in 17", ["buy 1 army in 17"]),
    ("In the winter of this turn, 3 armies 14 -> 15", ["3 armies 14 -> 15"]),
])
def test_this_turn_said_by_its_season(text, orders):
    assert read(text, "Spain") == (orders, [])


@pytest.mark.parametrize("text", ["In the spring, 2 armies 13 -> 12", "next turn 2 armies 13 -> 12",
                                  "In the spring of next year, 2 armies 13 -> 12"])
def test_a_later_season_is_still_a_later_turn(text):
    orders, problems = read(text, "Spain")
    assert orders == [] and problems
