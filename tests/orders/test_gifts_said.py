"""Gifts of money (engine.words.meaning.transfers): a count in words reads ('A dozen gold to Spain'), is never
dropped as chatter ('Twelve cheese to Maustria'), a gift given to the writer is never the writer's gift to
the giver ('we get 5 gold from Spain'), and one that leaves out its amount or its receiver is refused,
naming what is missing."""

import pytest

from tests.orders.bundled import read


@pytest.mark.parametrize("text, n", [("A dozen gold to Spain.", 12), ("We send Spain twelve gold.", 12),
                                     ("Three gold to Austria.", 3)])
def test_a_count_in_words_classic(text, n):
    assert read("classic", "start", "France", text)[0] == [f"give {n} gold to {text.split()[-1].rstrip('.') if 'Austria' in text else 'Spain'}"]


@pytest.mark.parametrize("ruleset, where, nation", [("classic", "start", "France"),
                                                    ("napoleonic", "spring-1805-war", "France")])
@pytest.mark.parametrize("text", ["Spain gives us 5 gold.", "We get 5 gold from Spain.", "Spain sends us 5 gold this turn."])
def test_a_gift_received_is_no_gift_given(ruleset, where, nation, text):
    shown, problems = read(ruleset, where, nation, text)
    assert shown == [] and problems


@pytest.mark.parametrize("ruleset, where", [("classic", "start"), ("napoleonic", "spring-1805-war")])
def test_a_gift_without_its_receiver_names_it(ruleset, where):
    shown, problems = read(ruleset, where, "France", "Give 5 gold.")
    assert shown == [] and any("no receiver" in p for p in problems)
    shown, problems = read(ruleset, where, "France", "Give a dozen gold.")
    assert shown == [] and any("no receiver" in p for p in problems)


def test_a_gift_without_its_amount_names_it_classic():
    shown, problems = read("classic", "start", "France", "We send gold to Spain.")
    assert shown == [] and any("no amount" in p for p in problems)


@pytest.mark.parametrize("ruleset, where, nation, text", [
    ("succheesion", "start", "Manarth", "A dozen cheese to Maustria."),
    ("succheesion", "start", "Manarth", "Twelve cheese to Maustria."),
    ("eia", "start", "France", "A dozen money to Spain."),
])
def test_a_sum_in_words_sent_is_never_chatter(ruleset, where, nation, text):
    shown, problems = read(ruleset, where, nation, text)
    assert problems, "refused, never set aside as chatter"
