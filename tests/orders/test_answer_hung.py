"""An order, then the writer's question of the position, then what to do on its answer (engine.words.answer_hung,
round 22): refused, never taken as if unasked. A question that is the order itself, an answer sentence giving its
own order, and a question with no answer after it stay as before."""

import pytest

from tests.orders.bundled import checked

ASKED = [
    ("napoleonic", "spring-1805-war", "Denmark",
     "Corps B marches from Christiania to Gotesburg. Er, is Gotesburg ours? I think so. If not, it stays."),
    ("napoleonic", "spring-1805-war", "France", "C - Holland. Is Holland still neutral? If not, it stays."),
    ("classic", "start", "France", "3 armies 21 -> 26. Is 26 still free? If so, fine."),
    ("classic", "start", "France", "3 armies 21 -> 26. Are they still neutral there? Otherwise they stay home."),
    ("succheesion", "start", "Dunbarra", "join pact Cheddar League. Does that exist yet? if not ignore."),
    ("succheesion", "start", "Randomia", "5 units 15 -> 42. Is Odds End ours? If it isn't, cancel it."),
    ("eia", "france-land", "France", "corps II: Alsace - Baden. Is Baden neutral? If not, it holds."),
]


@pytest.mark.parametrize("rules, where, nation, text", ASKED)
def test_an_order_waiting_on_an_answer_is_refused(rules, where, nation, text):
    shown, sheet = checked(rules, nation, where, text)
    assert not shown and any("waits on the answer" in p.reason for p in sheet.problems), (shown, sheet.problems)


@pytest.mark.parametrize("rules, where, nation, text, orders", [
    # the question is the order: its check answers it (an order the rules do not allow is refused)
    ("classic", "start", "Spain", "can my armies in 16 go to Morocco by ship? If so, do it.",
     ["2 armies 16 -> 110 via ships"]),
    # a question with no answer after it
    ("napoleonic", "spring-1805-war", "France", "C - Holland. Is that far? Anyway.", ["C - Holland"]),
    # a fallback that is what the rules do anyway
    ("napoleonic", "spring-1805-war", "Denmark",
     "Corps B marches from Christiania to Gotesburg. If not possible, it stays.",
     ["B Christiania - Gotesburg"]),
    # a 'no' answering the writer's own order, and another order after it
    ("succheesion", "start", "Dunbarra", "Declare war on Manarth? No, we're friends. Ally with Manarth.",
     ["ally with Manarth"]),
])
def test_near_misses_stay_orders(rules, where, nation, text, orders):
    shown, sheet = checked(rules, nation, where, text)
    assert shown == orders, (shown, sheet.problems)


def test_the_answer_giving_its_own_order_is_the_conditions_reader_s():
    shown, sheet = checked("eia", "Austria", "start",
                           "Declare war on Turkey. Are we allied with Prussia? If not, ally with Prussia.")
    assert "declare war on Turkey" in shown and sheet.problems, (shown, sheet.problems)


def test_long_line_is_linear():
    from engine.words.answer_hung import hangs_on_answer
    assert hangs_on_answer(" " * 100_000 + "?", lambda _s: True) is None
    assert hangs_on_answer("A. " * 1000 + "is it? if not", lambda _s: True) is None      # too long: as it is
    assert hangs_on_answer("A. is it? if not", lambda _s: True) == "if not"
