"""A peace or an alliance whose condition only says the other side signs too ('Peace with Austria, provided
Vienna signs as well.') is read without it, and the sentences after it on the line are read too, never
dropped (issue 22, fresh3-nap-cond-2); a condition a reader took for a name ("no nation called 'if Vienna
signs'") is refused naming the condition."""

import pytest

from engine.words.conditions import condition
from tests.corpus.positions import position
from engine.rulesets import ruleset


def read(rules_id, nation, where, text):
    board, state = position(rules_id, where)
    rules = ruleset(rules_id)
    sheet = rules.parse_orders(text, nation, state, board)
    return [rules.format_order(o, board) for o in sheet.orders], [p.reason for p in sheet.problems]


@pytest.mark.parametrize("rules_id, nation, where, text, expect", [
    ("napoleonic", "France", "spring-1805-war", "Peace with Austria, provided Vienna signs as well. F holds in Piedmont.",
     ["peace with Austria", "F holds"]),
    ("napoleonic", "France", "spring-1805-war", "Alliance with Prussia, provided Berlin offers it too. Then F holds.",
     ["alliance with Prussia", "F holds"]),
    ("napoleonic", "France", "spring-1805-war", "Peace with Austria if they agree too. Build 1 infantry in Paris.",
     ["peace with Austria", "build infantry in Paris"]),
    ("napoleonic", "France", "spring-1805-war", "Peace with Austria, if Austria does the same; build 1 infantry in Paris",
     ["peace with Austria", "build infantry in Paris"]),
    ("napoleonic", "France", "spring-1805-war", "Alliance with Spain as long as Madrid agrees too! A holds.",
     ["alliance with Spain", "A holds"]),
    ("napoleonic", "France", "spring-1805-war", "Peace with Austria, if Vienna accepts. F holds in Piedmont.",
     ["peace with Austria", "F holds"]),
    ("napoleonic", "France", "spring-1805-war",
     "Alliance with Prussia, if Prussia also proposes it. Then declare war on Russia.",
     ["alliance with Prussia", "declare war on Russia"]),
    ("succheesion", "Crimsonia", "start", "make peace with Maustria, if they sign too. build 1 Infantry in 4",
     ["make peace with Maustria", "build 1 Infantry in 4"]),
    ("napoleonic", "France", "spring-1805-war",
     "Peace with Austria, provided Vienna signs as well. Meanwhile F holds in Piedmont.", ["peace with Austria", "F holds"]),
    ("napoleonic", "France", "spring-1805-war",
     "make peace with Austria provided that Austria signs as well. Afterwards F holds.", ["peace with Austria", "F holds"]),
])
def test_the_sentences_after_a_mutual_condition_are_read(rules_id, nation, where, text, expect):
    assert read(rules_id, nation, where, text) == (expect, [])


@pytest.mark.parametrize("text", ["Peace with Austria, provided Vienna signs as well. Meanwhile F holds in Atlantis.",
                                  "make peace with Austria provided that Austria signs as well. Afterwards F marches on."])
def test_a_sentence_after_it_that_does_not_read_is_refused_never_dropped(text):
    orders, problems = read("napoleonic", "France", "spring-1805-war", text)
    assert orders == ["peace with Austria"] and len(problems) == 1 and "F " in problems[0]


@pytest.mark.parametrize("text, cond", [
    ("Peace with Austria, if Vienna signs.", "if Vienna signs"),
    ("Peace with Austria, if Vienna signs. Thanks.", "if Vienna signs"),
    ("declare war on Austria unless Vienna pays", "unless Vienna pays"),
    ("A - Flanders only if B stays", "only if B stays"),
])
def test_a_condition_taken_for_a_name_is_refused_naming_it(text, cond):
    orders, problems = read("napoleonic", "France", "spring-1805-war", text)
    assert orders == [] and len(problems) == 1 and f"condition ({cond!r})" in problems[0], problems


def test_a_condition_refused_leaves_the_next_sentence_read():
    orders, problems = read("napoleonic", "France", "spring-1805-war",
                            "Peace with Austria, if Vienna signs. Meanwhile F holds in Piedmont.")
    assert orders == ["F holds"] and len(problems) == 1 and "condition ('if Vienna signs')" in problems[0], problems


def test_a_condition_is_its_own_sentence():
    assert condition("B holds, if Russia signs. Then A - Baden") == "if Russia signs"
    assert condition("B holds, if Russia signs" + "." * 100_000) is not None
