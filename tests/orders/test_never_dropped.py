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
]


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
