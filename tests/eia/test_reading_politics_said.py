"""Issue 22, EiA's political orders and standing answers inside a letter's sentences: a preamble
before the subject ('..., and declares war on', 'instructs me to say that Spain ...'), a remark about
the nation after it (', whose fleet ...'), 'is at war with' from this month, the words before a colon
that only introduce the order, a standing question's own words ('asked to surrender') and 'rather
than'; what says how things stand or holds another order is refused, never dropped."""

import pytest

from engine.rulesets import ruleset
from engine.rulesets.eia.orders import Diplomacy, Standing
import msgspec

from tests.corpus.positions import position

RULES = ruleset("eia")


def read(text, nation, at_peace=False):
    board, state = position("eia", "start")
    if at_peace:            # the words alone, on a map at peace: a war or an alliance is no war or alliance yet
        state = msgspec.structs.replace(state, relations=())
    sheet = RULES.parse_orders(text, nation, state, board)
    return list(sheet.orders), [p.reason for p in sheet.problems]


def war(nation, other):
    return Diplomacy(nation=nation, action="war", other=other)


def ally(nation, other):
    return Diplomacy(nation=nation, action="alliance", other=other)


@pytest.mark.parametrize("text, nation, orders", [
    ("The Tsar has read the Sultan's letter twice, and declares war on Turkey.", "Russia", [war("Russia", "Turkey")]),
    ("We have weighed the French proposals with care, and ally with France.", "Spain", [ally("Spain", "France")]),
    ("His Majesty commands me to inform you that Prussia declares war on France.", "Prussia",
     [war("Prussia", "France")]),
    ("Lord Hawkesbury is directed to announce that Great Britain allies with Russia.", "Great Britain",
     [ally("Great Britain", "Russia")]),
    ("As of this month Turkey is at war with Russia!", "Turkey", [war("Turkey", "Russia")]),
    ("From now on Prussia will be at war with France.", "Prussia", [war("Prussia", "France")]),
    ("Prussia declares war on France, whose armies have camped on the Rhine too long.", "Prussia",
     [war("Prussia", "France")]),
    ("Spain allies with France, which has been a good neighbour.", "Spain", [ally("Spain", "France")]),
    ("The Tsar remarks that the Austrian alliance is welcome again: Russia allies with Austria.", "Russia",
     [ally("Russia", "Austria")]),
    ("Our answer to Vienna, after much thought: ally with Austria.", "Prussia", [ally("Prussia", "Austria")]),
])
def test_a_political_order_inside_a_letters_sentence_is_read(text, nation, orders):
    assert read(text, nation, at_peace=True) == (orders, [])


@pytest.mark.parametrize("text, nation", [
    ("The Tsar has read the letter, and does not declare war on Turkey.", "Russia"),
    ("Prussia declares war on France, whose fleet we intercept at once.", "Prussia"),
    ("The Emperor notes that the Prussian alliance is proposed: France allies with Spain.", "France"),
])
def test_a_statement_a_negation_or_a_second_order_in_the_remark_is_refused(text, nation):
    orders, problems = read(text, nation)
    assert problems


def test_a_war_the_position_already_has_is_how_things_stand():
    """Round 19 (helper Ts, engine.words.meaning.states): Great Britain and France are at war at the start, so the
    sentence tells how things stand and orders nothing: set aside, named on the receipt (it was refused before)."""
    orders, problems = read("Great Britain is at war with France.", "Great Britain")
    assert orders == [] and problems == []


@pytest.mark.parametrize("text, kind, answer", [
    ("If any of our fortresses is asked to surrender, it resists.", "surrender", "fight on"),
    ("Should a city be summoned to surrender, it holds out.", "surrender", "fight on"),
    ("If the enemy demands our surrender in a siege, we surrender.", "surrender", "surrender"),
    ("Should a battle go to a second day, we withdraw rather than fight.", "further days", "withdraw"),
    ("If a fight lasts into a third day, we fight on instead of withdrawing.", "further days", "fight"),
    ("When a battle runs into the next day, we keep fighting rather than retreat.", "further days", "fight"),
])
def test_a_standing_answer_is_not_the_words_of_its_own_question(text, kind, answer):
    assert read(text, "Austria") == ([Standing(nation="Austria", kind=kind, answer=answer)], [])
