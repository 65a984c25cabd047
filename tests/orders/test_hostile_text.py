"""Hostile order text (issue 11): any text, any bytes, is read or refused with the reader's own
errors and never crashes; lines and messages far beyond any real order are refused by their
size; every order word followed by a long run of spaces of any kind is read or refused, not
stalled on (the time is measured by benchmarks/bench_reading.py, not here)."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.errors import BerthierError
from engine.words.message import message_lines
from engine.rulesets.classic.syntax import ORDER_WORDS as CLASSIC_WORDS
from engine.rulesets.napoleonic.syntax import ORDER_WORDS as NAPOLEONIC_WORDS
from engine.words.textio import MAX_LINE_CHARS, MAX_MESSAGE_BYTES, MessageTooLarge, decode_message

from .bundled import bundled

GAMES = {}
for rules_id in ("napoleonic", "classic"):
    rules, board, state = bundled(rules_id)
    GAMES[rules_id] = (rules, board, state, state.nations[0].name)
WORDS = {"napoleonic": sorted(NAPOLEONIC_WORDS), "classic": sorted(CLASSIC_WORDS)}
SPACES = [" ", "\t", "\u00a0", "\u3000"]


def read(rules_id, text):
    rules, board, state, nation = GAMES[rules_id]
    return rules.parse_orders(text, nation, state, board)


def every_line_is_accounted_for(sheet, text):
    """Each line is an order, a problem, chatter, or blank, markup or a comment: none that holds
    words vanishes unsaid."""
    said = set(sheet.lines) | {p.line for p in sheet.problems} | {c.line for c in sheet.chatter}
    for line in message_lines(text):
        if line.number not in said:
            words = line.text
            assert not any(c.isalnum() for c in words) or "#" in words or "//" in words, line


MARKUP = st.sampled_from(["[b]", "[/b]", "[quote]", "[/quote]", "[*]", "**", "> ", "- ", "1. ", "\ufeff", "\u00a0",
                          "\u3000", "\t", "\n", "\r\n", "wrote:", "--\n", "A - Paris", "3 armies 1 -> 2", "build",
                          "the Turks", "9" * 30, "(", ")", "#", "//", ",", ";", " and "])


@pytest.mark.parametrize("rules_id", GAMES)
@settings(max_examples=300)
@given(text=st.lists(st.one_of(MARKUP, st.text(max_size=20)), max_size=25).map("".join))
def test_any_text_is_read_or_refused_with_the_readers_own_errors(rules_id, text):
    try:
        sheet = read(rules_id, text)
    except BerthierError:
        return
    for p in sheet.problems:
        assert p.kind in ("not understood", "not allowed") and p.reason      # allowed: the state judges
    every_line_is_accounted_for(sheet, text)


@pytest.mark.parametrize("rules_id", GAMES)
@settings(max_examples=200)
@given(data=st.binary(max_size=400))
def test_any_bytes_are_decoded_and_read_never_crashed_on(rules_id, data):
    try:
        read(rules_id, decode_message(data))
    except BerthierError:
        pass


@pytest.mark.parametrize("rules_id", GAMES)
@pytest.mark.parametrize("space", SPACES)
def test_a_100_kb_run_of_spaces_after_any_order_word_is_refused_by_its_size(rules_id, space):
    for word in WORDS[rules_id] + ["A - Paris", "3 armies 36", "allow"]:
        text = word + space * 100_000 + "x"
        [problem] = read(rules_id, text).problems
        assert problem.reason.startswith(f"the line is {len(text):,} characters long; an order line is at most")


@pytest.mark.parametrize("rules_id", GAMES)
@pytest.mark.parametrize("space", SPACES)
def test_a_run_of_spaces_just_under_the_limit_after_any_order_word_is_read_or_refused(rules_id, space):
    for word in WORDS[rules_id] + ["A - Paris", "3 armies 36", "allow", "if Austria has", "squadron 1"]:
        text = word + space * (MAX_LINE_CHARS - len(word) - 1) + "x"
        sheet = read(rules_id, text)
        assert len(sheet.problems) + len(sheet.chatter) + len(sheet.orders) >= 1


@pytest.mark.parametrize("rules_id", GAMES)
def test_a_message_over_the_limit_is_refused_by_its_size(rules_id):
    with pytest.raises(MessageTooLarge, match="an order set is at most"):
        read(rules_id, "A - Paris\n" * (MAX_MESSAGE_BYTES // 10 + 1))


@pytest.mark.parametrize("rules_id", GAMES)
def test_a_number_of_thousands_of_digits_is_refused(rules_id):
    text = {"napoleonic": "give {} gold to Prussia", "classic": "give {} gold to Prussia"}[rules_id]
    [problem] = read(rules_id, text.format("7" * 1500)).problems
    assert "more than 6 digits" in problem.reason or "not" in problem.reason
