"""An order of no unit nor place, named by its own words (EiA's standing answers: Candidate.extra), is offered
when a refused clause says those words and its answer; the answer said first ('fight on' before 'surrender'),
and a clause that names the question with no answer offers none."""

import pytest

from tests.orders.test_nearest_readings import _choices


@pytest.mark.parametrize("text, first", [
    ("standing guard: hold it in reserve", "standing guard: hold"),
    ("Standing surrender: fight on, for the honour of the Emperor", "standing surrender: fight on"),
    ("standing further days: withdraw at dusk", "standing further days: withdraw"),
])
def test_a_standing_answer_said_with_more_words_is_offered(text, first):
    assert _choices("eia", "start", "Austria", text)[0] == first


@pytest.mark.parametrize("text", ["the weather is fine and the guard is bored", "the siege of Ulm was long, we hear"])
def test_a_standing_question_named_without_an_answer_offers_none(text):
    assert not [c for c in _choices("eia", "start", "Austria", text) if c.startswith("standing")]
