"""EiA's sentences and moves read once per message (engine.rulesets.eia.once): the same answer for the
same words, as new orders, with what a sentence leaves for the next (the fleets' interception, the units
said to stay) given again each time."""

import pytest

from engine.errors import NotUnderstood
from engine.rulesets.eia import once
from engine.rulesets.eia.orders import Interception


class _Phrasing:
    """A sentence reader whose 'the Toulon fleet too' reads on the interception said before it."""

    def __init__(self):
        self.last_interception = None
        self.read = []

    def sentence(self, text):
        self.read.append((text, self.last_interception))
        if text == "fleet Brest does not intercept":
            self.last_interception = False
            return [Interception(nation="France", fleet="Brest", intercept=False)]
        if text == "the Toulon fleet too" and self.last_interception is not None:
            return [Interception(nation="France", fleet="Toulon", intercept=self.last_interception)]
        raise NotUnderstood(f"not an order: {text!r}")


def test_a_sentence_is_read_once_for_each_state_the_sentence_before_left():
    phrasing = _Phrasing()
    sentence = once.sentences_once(phrasing)
    with pytest.raises(NotUnderstood):
        sentence("the Toulon fleet too")             # nothing said before it: not understood
    first = sentence("fleet Brest does not intercept")
    assert sentence("the Toulon fleet too") == [Interception(nation="France", fleet="Toulon", intercept=False)]
    phrasing.last_interception = None                # a new line
    again = sentence("fleet Brest does not intercept")
    assert again == first and again[0] is not first[0]
    assert phrasing.last_interception is False       # what the sentence leaves, given again
    assert sentence("the Toulon fleet too")[0].intercept is False
    with pytest.raises(NotUnderstood, match="not an order"):
        phrasing.last_interception = None
        sentence("the Toulon fleet too")
    assert phrasing.read == [("the Toulon fleet too", None), ("fleet Brest does not intercept", None),
                             ("the Toulon fleet too", False)]


def test_a_move_is_read_once_and_the_units_it_says_stay_are_said_each_time(monkeypatch):
    asked = []

    def unit_moves(text, nation, names, state, fleet_named, strict, stayed):
        asked.append(text)
        if text == "corps I stays":
            stayed.append(("corps", "I"))
            return []
        raise NotUnderstood("say where the unit goes")
    monkeypatch.setattr(once, "unit_moves", unit_moves)
    moves = once.moves_once("France", None, None, lambda t: t, lambda t: None)
    for _ in range(3):
        stayed = []
        assert moves("corps I stays", stayed) == [] and stayed == [("corps", "I")]
        with pytest.raises(NotUnderstood, match="say where"):
            moves("corps I goes", [])
    assert asked == ["corps I stays", "corps I goes"]
