"""A correction that takes the order before it back whole ('...on second thought, don't.', 'never mind that.',
'Actually, forget it.') withdraws that order; never carried out beside the refusal (issue 22,
fresh-nap-correct-071)."""

import pytest

from engine.words.clauses import correction_of
from tests.orders.bundled import checked


@pytest.mark.parametrize("rules_id, nation, text, left", [
    ("napoleonic", "Prussia", "declare war on France\n...on second thought, don't. No declaration this winter.\n"
     "build 2 infantry in Brandenburg", ["build 2 infantry in Brandenburg"]),
    ("napoleonic", "Prussia", "declare war on France\non second thought, don't.", []),
    ("napoleonic", "Prussia", "declare war on France\nnever mind that.", []),
    ("napoleonic", "Prussia", "declare war on France\nActually, forget it.", []),
    ("napoleonic", "Prussia", "declare war on France\nSorry - on reflection, do not. We wait.", []),
    ("napoleonic", "Prussia", "declare war on France\nOn second thought, no.", []),
    ("classic", "Carthage", "buy 1 army in 108\n2 armies 109 -> 110\n\u2026 actually, never mind.", ["buy 1 army in 108"]),
    ("classic", "Carthage", "2 armies 109 -> 110\n- on second thought, do not do it", []),
    ("succheesion", "Crimsonia", "build 1 Infantry in 4\nEDIT: cancel it.", []),
])
def test_a_correction_that_takes_the_order_back_withdraws_it(rules_id, nation, text, left):
    orders, sheet = checked(rules_id, nation, "start", text)
    assert orders[:len(left)] == left and len(orders) == len(left), sheet


@pytest.mark.parametrize("text", ["Never mind the Austrians, A - Baden", "Don't intercept with the Brest fleet",
                                  "forget Italy, B - Bavaria", "... and then to Bavaria"])
def test_the_words_alone_at_a_lines_start_take_nothing_back(text):
    assert correction_of(text)[0] not in ("cancel that", "never mind that", "forget it")
