"""Issue 22: a line that may be an order is read or refused, never filed as chatter: order words
in their forms and in other languages, counts of units, asking for last turn's orders again."""

import pytest

from engine.words.lexicon import asks_for_last_orders, counts_units, is_order_word
from engine.words.message import words
from engine.game.scenario import MAPS, load_scenario


def _bundled(ruleset_map):
    board, state, data = load_scenario(MAPS / ruleset_map / "scenario.json")
    from engine.rulesets import ruleset
    return ruleset(data["ruleset"]), board, state


DROPPED = [   # lines the readers filed as "not an order" before (issue 22), each in a ruleset's words
    ("europe1805", "France", "Annexation: Baden"),
    ("europe1805", "France", "J'annexe la Bavière et la Saxe."),
    ("europe1805", "France", "Same orders as last turn please"),
    ("europe1805", "France", "send some troops from Alsace toward the front"),
    ("europe1805", "France", "Wir marschieren nach Wien"),
    ("europe1805", "France", "2 inf and a cav to the Rhine please"),
    ("classic-europe", None, "same as last turn"),
    ("classic-europe", None, "send some troops toward the front"),
    ("mausropa", None, "we join the league and ally with Maustria"),
    ("mausropa", None, "same orders as last turn"),
    ("mausropa", None, "Annexation of the Brie lands, please"),
    # other languages: a count with a unit word, a verb, a place (issue 22, family 1)
    ("classic-europe", None, "4 ejércitos de 14 hacia el mar"),
    ("classic-europe", None, "Sposto 2 navi verso il porto e compro altro"),
    ("europe1805", "France", "Le corps A s'en va en Narnie."),
    ("europe1805", "France", "Zwei Korps ziehen nach Narnia"),
    # an order word before a colon whose words after it read
    ("eia-europe", "Turkey", "The Porte breaks with Russia and courts Spain: alliance with France."),
    # a sentence that starts with an order word is no title
    ("classic-europe", None, "Land the armies."),
    # corps letters typed in lower case, arrows typed without spaces, counts of things unknown
    ("europe1805", "France", "b off to bavaria"),
    ("europe1805", "France", "c towards hanover pls"),
    ("classic-europe", None, "2 arm 21>25"),
    ("classic-europe", None, "ships I>K"),
    ("classic-europe", None, "4 hären fra 21 til 25"),
    ("classic-europe", None, "3 wojska z 21 do 25"),
    ("europe1805", "France", "6 soldats nach Bayern"),
]


QUOTE_ONLY = [   # messages whose only orders stand in quoted text: asked about, never dropped
    ("europe1805", "France", "> A - Baden\n> build 2 infantry in Paris\n\nthe usual, see the thread."),
    ("europe1805", "France", "[quote=France]A - Baden[/quote]\nThanks."),
    ("classic-europe", None, "> 2 armies 21 -> 25\n(my orders from the thread)"),
    ("europe1805", "France", ">> France: A - Baden\n> GM: fine.\n\nThen keep it, unless Austria moves first."),
]


@pytest.mark.parametrize("where, nation, text", QUOTE_ONLY, ids=[t[:30] for _, _, t in QUOTE_ONLY])
def test_orders_only_in_quoted_text_are_asked_about(where, nation, text):
    rules, board, state = _bundled(where)
    nation = nation or state.nations[0].name
    sheet = rules.parse_orders(text, nation, state, board)
    asked = [p for p in sheet.problems if "quoted earlier text" in p.reason]
    assert asked, sheet
    assert not any(c.line == p.line for p in asked for c in sheet.chatter)


@pytest.mark.parametrize("text", ["> build 2 infantry in Paris\n> A holds\n\nThese stand as posted.",
                                  "[quote=France]build 2 infantry in Paris\nA holds[/quote]\nSame as above, please.",
                                  "> France: build 2 infantry in Paris\n> France: A holds\nkeep them"])
def test_quoted_orders_the_message_says_stand_are_taken(text):
    rules, board, state = _bundled("europe1805")
    sheet = rules.parse_orders(text, "France", state, board)
    assert not sheet.problems and [type(o).__name__ for o in sheet.orders] == ["Build", "Hold"], sheet


def test_quoted_orders_beside_orders_of_the_messages_own_stay_quoted():
    rules, board, state = _bundled("europe1805")
    sheet = rules.parse_orders("> A - Baden\n\nB holds.\n", "France", state, board)
    assert not sheet.problems and len(sheet.orders) == 1 and sheet.lines == (3,)


@pytest.mark.parametrize("line", ["a letter from Paris came", "see you in 2 days", "a fine day in Vienna",
                                  "we are 5 players now"])
def test_chatter_stays_chatter(line):
    rules, board, state = _bundled("europe1805")
    sheet = rules.parse_orders(f"{line}\nA holds\n", "France", state, board)
    assert not sheet.problems and 1 in [c.line for c in sheet.chatter]


@pytest.mark.parametrize("where, nation, line", DROPPED, ids=[f"{w}: {t}" for w, _, t in DROPPED])
def test_a_line_that_may_be_an_order_is_never_chatter(where, nation, line):
    rules, board, state = _bundled(where)
    nation = nation or state.nations[0].name
    sheet = rules.parse_orders(f"Hi GM,\n{line}\nThanks!\n", nation, state, board)
    assert 2 not in [c.line for c in sheet.chatter], sheet
    assert sheet.problems or 2 in sheet.lines, sheet          # read, or refused: the GM sees it


def test_a_retraction_on_a_line_of_no_order_takes_the_line_before_back():
    rules, board, state = _bundled("mausropa")
    nation = next(n.name for n in state.nations if n.name == "Crimsonia")
    sheet = rules.parse_orders("attack Maustria in 13\nNo. Scratch the attack.\nbuild 2 Infantry in 12",
                               nation, state, board)
    assert [type(o).__name__ for o in sheet.orders] == ["Build"]
    assert any(c.line == 1 and "taken back" in c.reason for c in sheet.chatter)


def test_asking_for_last_turns_orders_says_so():
    rules, board, state = _bundled("europe1805")
    sheet = rules.parse_orders("Same orders as last turn, please.", "France", state, board)
    [problem] = sheet.problems
    assert "last turn's orders" in problem.reason and not sheet.orders


@pytest.mark.parametrize("word", ["annex", "annexation", "annexes", "marches", "attacking", "besieges",
                                  "embark", "disembarking", "attaches", "allies", "annexer", "angreifen",
                                  "atacar", "attaccare", "move", "war", "peace", "build"])
def test_order_words_in_their_forms(word):
    assert is_order_word(word)


@pytest.mark.parametrize("word", ["warm", "landscape", "moment", "shipping", "thanks", "hello", "regards",
                                  "cheers", "sorry", "quiet", "negotiating", "found"])
def test_words_that_only_begin_like_order_words_are_not_order_words(word):
    assert not is_order_word(word)


def test_counts_of_units_and_last_turns_orders():
    from engine.words.reading import NUMBER_WORDS
    assert counts_units(words("send 2 inf to Bavaria"), frozenset(NUMBER_WORDS))
    assert counts_units(words("three armies"), frozenset(NUMBER_WORDS))
    assert not counts_units(words("see you in 2 days"), frozenset(NUMBER_WORDS))
    assert asks_for_last_orders("SAME ORDERS as last turn")
    assert not asks_for_last_orders("the same river as before")


@pytest.mark.parametrize("word", ["muovo", "marschiert", "avanza", "navigue", "baut", "compro", "attaque", "investiert"])
def test_other_languages_order_verbs_in_their_usual_forms(word):
    assert is_order_word(word)


def test_counts_of_units_in_other_languages():
    assert counts_units(words("3 ejércitos de 14 a 15"))
    assert counts_units(words("zwei Armeen nach Wien"))
    assert counts_units(words("deux navires en Manche"))
    assert not counts_units(words("deux jours"))


def test_the_usual_and_what_it_did_last_time_are_asked_like_same_as_last_turn():
    for text in ("the usual", "The usual, please.", "as usual pls", "Same again.", "The fleet does what it did last time.",
                 "My armies do as they did last turn", "corps B: like last time"):
        assert asks_for_last_orders(text), text
    for text in ("Hi GM, as usual I'm late with these", "What did last turn's battle cost us?", "the same river"):
        assert not asks_for_last_orders(text), text


def test_a_line_asking_for_the_usual_is_refused_and_the_other_orders_stand():
    rules, board, state = _bundled("europe1805")
    sheet = rules.parse_orders("the usual\nA - Champagne", "France", state, board)
    assert [rules.format_order(o, board) for o in sheet.orders] == ["A - Champagne"]
    assert [p.line for p in sheet.problems] == [1] and "last turn" in sheet.problems[0].reason


@pytest.mark.parametrize("where, nation, text, count", [
    ("europe1805", "France", "Hello GM, A - Brabant", 1),
    ("europe1805", "France", "Dear GM, corps C marches to Brabant", 1),
    ("europe1805", "France", "Hi GM, C shall march to Brabant.", 1),
    ("europe1805", "France", "Hello GM, C shall march to Brabant; build 2 infantery in Paris (4 gold). Thanks", 2),
    ("classic-europe", "France", "Hello GM, 2 armies 20 -> 22", 1),
    ("classic-europe", "France", "Greetings, buy 1 army in 21; 2 armies 20 -> 22", 2),
])
def test_a_greeting_before_orders_on_their_line_is_set_aside(where, nation, text, count):
    rules, board, state = _bundled(where)
    sheet = rules.parse_orders(text, nation, state, board)
    assert not sheet.problems and len(sheet.orders) == count, sheet


@pytest.mark.parametrize("text", ["Hello GM, how are you?", "Hi GM, long time no see", "Dear GM, thanks for the update."])
def test_a_greeting_alone_stays_chatter(text):
    rules, board, state = _bundled("europe1805")
    sheet = rules.parse_orders(text, "France", state, board)
    assert not sheet.problems and not sheet.orders
