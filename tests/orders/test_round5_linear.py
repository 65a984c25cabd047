"""The round-5 readers of talk, tails, answers, tables and corrections stay one pass over a line: a 100 kB line
of spaces, commas, quotes or pipes is answered (no pattern can backtrack over its words)."""

import pytest

from engine.words.answers import answer_of
from engine.words.corrections import pointed_correction
from engine.words.tables import header_of, row_as_order
from engine.words.tails import arrow_note, no_order_tail, purpose_tail, stays_behind, without_apology
from engine.words.talk_lines import talk_of

HOSTILE = [" " * 100_000, ", " * 50_000, '"' * 100_000, "| " * 50_000, "re " + '"x' * 50_000,
           "GM asked: " + '"' + "a " * 50_000, "x <- " * 20_000, "to " * 33_000, "sorry, " * 14_000]


@pytest.mark.parametrize("line", HOSTILE, ids=range(len(HOSTILE)))
def test_every_reader_of_round_5_answers_a_hostile_line(line):
    talk_of(line, "France", lambda text: False, True, True)
    answer_of(line)
    header_of(line)
    row_as_order(("from", "to", "armies"), line)
    purpose_tail(line)
    no_order_tail(line)
    stays_behind(line)
    without_apology(line)
    arrow_note(line)
    pointed_correction(line)
