"""Orders in French, German, Spanish and Italian (issue 22): common order words, unit words,
numbers and prepositions put into English word for word, place names kept for the map; a line
that then reads is read, one that does not is refused as written, never dropped."""

from engine.words.foreign import in_english, is_foreign

from .bundled import bundled

CLA = bundled("classic")
SUC = bundled("succheesion")


def eia_start():
    from engine.rulesets import ruleset
    from tests.corpus.positions import position
    board, state = position("eia", "start")
    return ruleset("eia"), board, state


def read(game, text, nation):
    rules, board, state = game
    return rules.parse_orders(text, nation, state, board)


def test_the_words_of_a_move_in_each_language():
    assert in_english("3 armées de 21 vers 27.") == "3 armies from 21 to 27."
    assert in_english("Zwei Armeen von 21 nach 26") == "2 Armies from 21 to 26"       # German nouns keep their capital
    assert in_english("Compra 2 ejércitos en 21") == "Buy 2 armies in 21"
    assert in_english("Muovo 3 eserciti da 37 a 36") == "Move 3 armies from 37 to 36"


def test_a_corps_letter_is_never_taken_for_a_word():
    assert in_english("El cuerpo A marcha a Sevilla") == "corps A marches to Sevilla"
    assert in_english("Korps E marschiert nach Burgund") == "Corps E marches to Burgund"


def test_names_with_words_of_their_language_stay_whole():
    assert in_english("La escuadra 1 navega al Estrecho de Gibraltar") == "squadron 1 sails to Estrecho de Gibraltar"
    assert "Castilla la Vieja" in in_english("El cuerpo A marcha a Castilla la Vieja")


def test_an_english_line_is_not_foreign():
    assert not is_foreign("Build a fleet in Brest")
    assert not is_foreign("2 armies 20 -> 19 in due course")
    assert is_foreign("Baue 3 Infanterie in 21")


def test_a_whole_classic_message_in_french_reads():
    sheet = read(CLA, "Ordres :\nDéplacer 2 armées de 20 à 19.\nAcheter une armée en 21.", "France")
    assert sheet.problems == ()
    assert [(type(o).__name__, getattr(o, "count", None)) for o in sheet.orders] == [("MoveArmies", 2), ("Buy", 1)]


def test_a_foreign_line_that_does_not_read_is_refused_not_dropped():
    sheet = read(CLA, "3 ejércitos de 14 a Narnia.", "Spain")
    assert sheet.orders == () and len(sheet.problems) == 1


def test_succheesion_builds_in_german_and_spanish():
    sheet = read(SUC, "Baue 2 Kavallerie in 21.\nConstruir 1 Infantería en 21.", "Maustria")
    assert sheet.problems == ()
    assert [(o.count, o.kind) for o in sheet.orders] == [(2, "Cavalry"), (1, "Infantry")]


def test_nations_by_their_names_in_other_languages():
    rules, board, state = bundled("napoleonic")
    sheet = rules.parse_orders("Österreich baut 2 Infanterie in Wien.\nBündnis mit Russland.", "Austria", state, board)
    assert sheet.problems == ()
    assert [type(o).__name__ for o in sheet.orders] == ["Build", "Alliance"]


def test_a_preposition_between_two_places_is_a_move_not_part_of_a_name():
    assert in_english("Cuerpo B: de Sevilla a Granada.") == "Corps B: from Sevilla to Granada."
    assert in_english("Le corps A se rend en Flandre.") == "corps A goes to Flandre."


def test_eia_standing_orders_in_german():
    rules, board, state = eia_start()
    sheet = rules.parse_orders("Preußen: stehender Befehl Kapitulation - weiterkämpfen.", "Prussia", state, board)
    assert sheet.problems == () and [(o.kind, o.answer) for o in sheet.orders] == [("surrender", "fight on")]


def test_an_order_shaped_sentence_that_names_nothing_is_never_commentary():
    rules, board, state = eia_start()
    sheet = rules.parse_orders("Prussia: standing order gurad - hold; surrender - fight on.", "Prussia", state, board)
    assert len(sheet.problems) == 1 and "gurad - hold" in sheet.problems[0].reason
    # spelt right, 'standing order guard - hold' is the standing answer itself (round 10: 'standing orders, ...')
    sheet = rules.parse_orders("Prussia: standing order guard - hold; surrender - fight on.", "Prussia", state, board)
    assert sheet.problems == () and [(o.kind, o.answer) for o in sheet.orders] == [("guard", "hold"),
                                                                                   ("surrender", "fight on")]
