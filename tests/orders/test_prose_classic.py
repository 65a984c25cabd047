"""Issue 22, classic prose as new writers phrase it: unit words short or misspelt, orders that say
nothing is ordered, armies carried by ships written as sentences, other sentence shapes, and orders in
Spanish and Italian. Each phrasing gives exactly its orders, or is refused with the reason."""

import pytest

from engine.rulesets.classic import orders as o

from .bundled import bundled, words

RULES, BOARD, STATE = bundled("classic")


def read(text, nation="France"):
    sheet = words(RULES, text, nation, STATE, BOARD)
    return [RULES.format_order(x, BOARD) for x in sheet.orders], sheet.problems


# -- unit words short and misspelt --------------------------------------------------------------

@pytest.mark.parametrize("text, order", [
    ("2 arm 20 -> 22", "2 armies 20 -> 22"),
    ("1 arm. 25 -> 29", "1 army 25 -> 29"),
    ("3 arms 21 -> 27", "3 armies 21 -> 27"),
    ("2 armys 24 -> 52", "2 armies 24 -> 52"),
    ("One armie 25 -> 29", "1 army 25 -> 29"),
    ("2 shps I -> J", "2 ships I -> J"),
    ("2 sh. I -> K attack", "2 ships I -> K attack"),
    ("buy 2 armeis in 21", "buy 2 armies in 21"),
    ("Buy a shp in I", "buy 1 ship in I"),
])
def test_unit_words_short_or_misspelt_after_a_count_read_as_the_word(text, order):
    assert read(text) == ([order], ())


def test_a_word_only_like_a_unit_word_is_refused_with_the_fix_offered():
    orders, [problem] = read("2 ormies 20 -> 22")
    assert orders == [] and "'ormies'" in problem.reason and "armies" in problem.reason
    assert problem.fix == "2 armies 20 -> 22"


def test_a_word_like_no_unit_word_is_refused_without_a_guess():
    orders, [problem] = read("2 zebras 20 -> 22")
    assert orders == [] and problem.fix is None


@pytest.mark.parametrize("text, orders", [
    ("buy 2 armies in 21 and another in 24", ["buy 2 armies in 21", "buy 1 army in 24"]),
    ("Buy 1 ship in I and another in J", ["buy 1 ship in I", "buy 1 ship in J"]),
])
def test_another_is_one_more_of_the_same(text, orders):
    assert read(text) == (orders, ())


def test_a_unit_word_is_never_read_into_a_word_that_is_not_after_a_count():
    orders, problems = read("The arm of the law reaches 22")
    assert orders == []


# -- sentences that give no order ---------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "Nothing moves.",
    "No purchases this turn.",
    "no orders from me this turn, sorry",
    "No moves and no buys for Carthage this time.",       # the writer's own nation named: still nothing
    "We pass this turn.",
    "Hail, GM! The senate debates all week. Nothing happens this turn.",
    "- *no builds this turn*",
    "No orders this turn - still waiting to hear from Rome.",
])
def test_a_sentence_that_gives_no_order_is_no_order_and_said_so(text):
    sheet = words(RULES, text, "Carthage", STATE, BOARD)
    assert sheet.orders == () and sheet.problems == ()
    assert "not an order: units without orders hold" in [c.reason for c in sheet.chatter]


@pytest.mark.parametrize("text", [
    "No attack on 22 this turn",                 # names a place: an order in words the reader may not know
    "No moves except 2 armies 20 -> 22",
    "Nothing moves; 2 armies 20 -> 22",          # says nothing and something: asked, never half-read
    "No orders this turn - 2 armies 20 -> 22",
])
def test_a_denial_with_anything_more_in_it_is_never_set_aside(text):
    sheet = words(RULES, text, "France", STATE, BOARD)
    assert sheet.problems


# -- armies carried by ships, written as sentences -----------------------------------------------

@pytest.mark.parametrize("text, order", [
    ("Our 2 armies in 20 embark on the ships in I and land in 3.", "2 armies 20 -> 3 via ships in I"),
    ("Send 2 armies from 20 by sea to 3, using our fleet in I.", "2 armies 20 -> 3 via ships in I"),
    ("2 armies will take ship at 20 and land at 3 (with the ships in I).", "2 armies 20 -> 3 via ships in I"),
    ("The 2 armies in 20 board the fleet in I and land in 3", "2 armies 20 -> 3 via ships in I"),
    ("2 armies embark at 20, sail through I and land at 3", "2 armies 20 -> 3 via ships in I"),
    ("France invades Britain: 2 armies cross over the sea from 20 to 3 with the ships in I.",
     "2 armies 20 -> 3 via ships in I"),
])
def test_armies_carried_by_ships_in_words_are_a_move_by_sea(text, order):
    assert read(text) == ([order], ())


def test_spain_lands_across_the_sea_with_its_own_ships():
    assert read("Two armies from 16 go over the sea to 110 with our ships in N.", "Spain") == (
        ["2 armies 16 -> 110 via ships in N"], ())


@pytest.mark.parametrize("text", [
    "2 armies from 20 board the ships in I and J and land in 3",     # two seas: the ships of which?
    "2 ships sail from I with the fleet in J to K",                  # ships, not armies carried
    "2 armies from 20 board squadron 2 and land in 3",               # classic ships have no numbers
])
def test_a_passage_by_sea_that_cannot_be_one_move_is_refused(text):
    orders, problems = read(text)
    assert orders == [] and problems


# -- other sentence shapes ------------------------------------------------------------------------

@pytest.mark.parametrize("text, orders", [
    ("We then buy two ships in I.", ["buy 2 ships in I"]),
    ("I also build 1 army in 24", ["buy 1 army in 24"]),
    ("France's ships in I attack the English fleet there.", ["2 ships I attack Britain"]),     # the ships France has there
    ("The Channel fleet attacks the British ships there.", ["2 ships I attack Britain"]),
    ("The Channel fleet escapes if attacked.", ["2 ships I, escape"]),
    ("The Channel squadron (2 ships) escapes if the British attack.", ["2 ships I, escape"]),
    ("2 ships I -> J, escape when attacked", ["2 ships I -> J, escape"]),
    ("The Channel fleet stays in I.", []),
])
def test_other_sentence_shapes_give_the_order(text, orders):
    assert read(text) == (orders, ())


def test_a_fleet_named_after_a_sea_told_to_stay_elsewhere_is_refused():
    orders, problems = read("The Channel fleet stays in J.")
    assert orders == [] and problems


# -- orders in Spanish, Italian, French and German --------------------------------------------------

@pytest.mark.parametrize("nation, text, orders", [
    ("Spain", "2 ejércitos de 16 a 110 con la flota en N.", ["2 armies 16 -> 110 via ships in N"]),
    ("Spain", "Compramos 2 barcos en N", ["buy 2 ships in N"]),
    ("Spain", "2 barcos de N a L, sin combate", ["2 ships N -> L, no combat"]),
    ("Spain", "2 Schiffe von N nach L, kein Kampf", ["2 ships N -> L, no combat"]),
    ("Italy", "3 eserciti da 37 a 32 con le navi in S", ["3 armies 37 -> 32 via ships in S"]),
    ("Italy", "2 navi da S a V, senza combattere", ["2 ships S -> V, no combat"]),
    ("France", "2 armées de 20 à 3 avec la flotte en I", ["2 armies 20 -> 3 via ships in I"]),
    ("France", "Les 2 navires en I restent", []),
])
def test_orders_in_other_languages_read_as_their_english(nation, text, orders):
    assert read(text, nation) == (orders, ())


def test_a_summary_before_a_colon_is_set_aside_only_when_the_order_says_it_again():
    assert read("no combat: 2 ships S -> V, no combat", "Italy") == (["2 ships S -> V, no combat"], ())
    orders, problems = read("attack Carthage: 2 ships S -> V", "Italy")   # by meaning: the summary is the order's
    assert (orders, problems) == (["2 ships S -> V attack Carthage"], ())


def test_the_new_sentence_readers_stay_linear_on_a_long_line_of_spaces_commas_and_words():
    # behaviour only (no timing asserted): each reader answers a 100 kB line in one pass
    from engine.rulesets.classic.vocabulary import PATTERNS
    from engine.words.nothing import gives_no_order
    from engine.words.reading import Names
    from engine.words.shapes import after_summary, plain
    from engine.words.transport import passage
    names = Names(BOARD, STATE)
    for text in (" " * 100_000, "," * 100_000, "with the fleet in " * 5_000, "no " * 30_000):
        assert not gives_no_order(text) or text.startswith("no")
        passage(text, names), plain(text), after_summary(text)
        assert PATTERNS["via"].match(" " * 100_000) is None


@pytest.mark.parametrize("text", [
    "Transport 2 armies from 20 to 3 via the ships in I",
    "2 armies from 20 are carried by the fleet in I to 3",
    "Ship 2 armies from 20 to 3 (fleet in I)",
    "The fleet in I carries 2 armies from 20 to 3",
    "Our ships in I ferry 2 armies from 20 to 3.",
    "Land 2 armies from 20 in 3 using the ships in I",
    "We will land 2 armies from 20 in 3 with our ships in I.",
    "Embark 2 armies at 20 and land them in 3 (ships in I).",
])
def test_ships_that_carry_armies_said_as_the_subject_or_the_verb(text):
    assert read(text) == (["2 armies 20 -> 3 via ships in I"], ())


@pytest.mark.parametrize("text, orders", [
    ("The 2 ships in I sail to J and attack the English.", ["2 ships I -> J attack Britain"]),
    ("Our fleet in I avoids combat.", ["2 ships I, no combat"]),     # a fleet is every ship there (2), never one
    ("Purchase: 2 armies in 21", ["buy 2 armies in 21"]),
])
def test_more_shapes_of_classic_orders(text, orders):
    assert read(text) == (orders, ())


@pytest.mark.parametrize("text", ["Nada se mueve este turno.", "Sin compras este turno.", "Rien ne bouge.",
                                  "Pas d'achat ce tour.", "Nessun ordine questo turno.", "Keine Befehle diese Runde."])
def test_a_denial_in_another_language_gives_no_order_and_says_so(text):
    sheet = words(RULES, text, "Spain", STATE, BOARD)
    assert sheet.orders == () and sheet.problems == ()
    assert "not an order: units without orders hold" in [c.reason for c in sheet.chatter]


def test_a_spanish_no_before_an_order_is_never_a_denial():
    sheet = words(RULES, "No atacar 15 con 3 ejércitos de 14", "Spain", STATE, BOARD)
    assert sheet.problems or sheet.orders == ()
    assert "not an order: units without orders hold" not in [c.reason for c in sheet.chatter]


@pytest.mark.parametrize("text", ["Spain: 3 armies 14 -> 15", "Spanish orders: 3 armies 14 -> 15",
                                  "Orders: 3 armies 14 -> 15", "Attack 15 with the 3 armies in 14"])
def test_the_writers_own_name_before_a_colon_and_attacks_with_the_armies_in_a_place(text):
    assert read(text, "Spain") == (["3 armies 14 -> 15"], ())


def test_another_nations_name_before_a_colon_is_never_set_aside():
    orders, problems = read("France: 3 armies 14 -> 15", "Spain")
    assert orders == [] and problems
