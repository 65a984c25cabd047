"""The reader's quick ways past a line give what the full passes gave: a line's words cut by one
pattern, sentences found by their marks only, holds looked for only at a line's end, tags and
strikes only where their brackets stand (issue 27 item 7: the same verdicts, faster)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from engine.words import message, prose
from engine.words.message import _HOLD_END, holds_everything, words, without_struck

# Letters, digits, apostrophes, underscores and the marks the passes look for, and any character.
PIECES = st.sampled_from(["a", "Z", "é", "ß", "İ", "1", "٣", "²", "'", "_", "-", " ", ".", "?", "!", ";", "(", ")",
                          "[", "]", "\u2014", "~~", "[s]", "[/s]", "<del>", "</del>", "hold", "Stays", "remain",
                          " put", " in place", "everything", "all my armies", "\u200b", "\u00ad", ",", ":", "ſ"])
TEXT = st.lists(st.one_of(PIECES, st.characters()), max_size=40).map("".join)


def words_one_by_one(text: str) -> list[str]:
    """The words as the reader first cut them: a character at a time."""
    out, word = [], []
    for ch in text:
        if ch.isalnum() or ch == "'" and word:
            word.append(ch)
        elif word:
            out.append("".join(word).casefold())
            word = []
    if word:
        out.append("".join(word).casefold())
    return out


@given(TEXT)
def test_a_lines_words_are_those_cut_a_character_at_a_time(text):
    assert words(text) == words_one_by_one(text)


def test_every_character_is_a_word_character_exactly_when_it_is_a_letter_or_digit():
    for code in range(0x110000):
        ch = chr(code)
        assert words(f"a{ch}b") == words_one_by_one(f"a{ch}b"), hex(code)


def test_the_words_are_a_new_list_each_time():
    first = words("A - Paris")
    first.append("x")
    assert words("A - Paris") == ["a", "paris"]


def sentences_every_character(text: str) -> list[str]:
    """prose.sentences as it was: every character looked at."""
    out: list[str] = []
    start, depth, n = 0, 0, len(text)
    for i, c in enumerate(text):
        if c in "([":
            depth += 1
        elif c in ")]" and depth:
            depth -= 1
        elif depth:
            continue
        elif c == ";" or c == "\u2014" and 0 < i < n - 1 and text[i - 1] == " " and text[i + 1] == " ":
            out.append(text[start:i])
            start = i + 1
        elif c in ".?!" and (i + 1 == n or text[i + 1] == " "):
            before = text[start:i].rsplit(" ", 1)[-1].casefold()
            if c == "." and before in prose.ABBREVIATIONS and i + 1 < n:
                continue
            out.append(text[start:i + 1])
            start = i + 1
    out.append(text[start:])
    return [s.strip() for s in out if s.strip(" .!;")]


@given(TEXT)
def test_sentences_are_cut_where_every_character_looked_at_cut_them(text):
    assert prose.sentences(text) == sentences_every_character(text)


@given(TEXT, st.sampled_from(["", ".", "!", " ", "x"]))
def test_a_hold_of_everything_is_found_as_the_full_pattern_finds_it(text, end):
    line = text + end
    full = _HOLD_END.search(line) is not None
    quick = message._HOLD_TAIL.search(line, max(0, len(line) - 12)) is not None
    assert quick or not full
    assert holds_everything("everything holds", frozenset()) and holds_everything("Hi GM: all my armies stay put.",
                                                                                 frozenset())


def tags_every_match(line: str, depth: int) -> tuple[str, int, bool]:
    """message._without_tags_once as it was: the tag pattern run over every line."""
    out: list[str] = []
    pos, had_quote = 0, depth > 0
    for m in message._TAG.finditer(line):
        closing, name = m.group(1), m.group(2).casefold()
        if name not in message._QUOTE_TAGS and name not in message._MARKUP_TAGS:
            continue
        if depth == 0:
            out.append(line[pos:m.start()])
        pos = m.end()
        if name in message._QUOTE_TAGS:
            had_quote = True
            depth = max(0, depth - 1) if closing else depth + 1
        elif name in ("*", "li") and not closing and depth == 0:
            out.append(" ")
    if depth == 0:
        out.append(line[pos:])
    return "".join(out), depth, had_quote


def struck_every_kind(line: str) -> str:
    """message.without_struck as it was: each kind of strike looked for in every line."""
    for opening, closing in message._STRIKES:
        low = line.casefold()
        if opening not in low:
            continue
        out: list[str] = []
        pos = 0
        while True:
            start = low.find(opening, pos)
            end = low.find(closing, start + len(opening)) if start >= 0 else -1
            if start < 0 or end < 0:
                break
            out.append(line[pos:start])
            pos = end + len(closing)
        out.append(line[pos:])
        line = " ".join("".join(out).split())
    return line


@given(TEXT, st.sampled_from([0, 1, 2]))
def test_tags_and_strikes_are_taken_away_as_when_every_line_was_searched(text, depth):
    assert message._without_tags_once(text, depth) == tags_every_match(text, depth)
    assert without_struck(text) == struck_every_kind(text)
