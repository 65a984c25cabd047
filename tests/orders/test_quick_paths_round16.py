"""The round-16 speed-ups of reading give what the plain passes gave (issue 22: a 1 MB message under 1 s, no
reading changed): a treaty's articles classified once per text, `is_clean` asking a list first, the marks
noted without testing each order (`Marks.saw_orders`), EiA's `cargo_of` keeping a sentence with no word of
carrying or landing whole, a long sentence's first 80 words found alone (`slots._tokens`), `Wrapped.after`
looking at a line's last mark once, and the list numbers' pass stopping at its cap. Each is checked against
the pass it replaced (kept here as it was), on repeated and hostile lines."""

from __future__ import annotations

from collections.abc import Sequence

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.errors import NotUnderstood
from engine.order_sheet import Order, SetAside
from engine.rulesets.eia import cargo as cargo_module
from engine.words import treaty_lines
from engine.words.corrections import is_clean
from engine.words.meaning import slots
from engine.words.prose import Marks
from engine.words.treaty_lines import _MOST, _numbered, _order_shaped, articles, treaty_part
from engine.words.wrapped import Wrapped

_PIECES = ["Article 3. Rome pays Carthage 3 gold.", "CONVENTION OF POTSDAM", "I. His Majesty the King", "2) Both kings",
           "3. A - Baden", "\u00a72 Members trade freely", "\u00a73 A -> Baden", "", "  ", "*** ", "The end.",
           "Treaty of Paris", "1. corps C to Aragon", "II. Should either party be attacked", "Hello GM,"]


def _plain_articles(lines: Sequence[tuple[int, str]]) -> frozenset[int]:
    """`treaty_lines.articles` as it was before round 16."""
    out: set[int] = set()
    under = False
    for number, text in lines:
        said = text.strip(" *_>#")
        if not said:
            continue
        part = treaty_part(said) if len(said) <= _MOST else None
        if part is not None and part.startswith("the title"):
            under = True
        elif part is not None or said.startswith("\u00a7") and _numbered(said) and not _order_shaped(said):
            out.add(number)
        elif under and _numbered(said):
            if not _order_shaped(said):
                out.add(number)
        else:
            under = False
    return frozenset(out)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_PIECES) | st.text(max_size=40), max_size=30))
def test_articles_as_the_plain_pass(texts: list[str]) -> None:
    lines = list(enumerate(texts, 1))
    assert articles(lines) == _plain_articles(lines)
    assert treaty_lines.articles(lines * 3) == _plain_articles(lines * 3)     # repeated lines: kinds kept


class _Order(Order, frozen=True):
    to: str = ""


def _plain_is_clean(read: object) -> bool:
    if read is None or isinstance(read, Order):
        return True
    if isinstance(read, (list, tuple)):
        return not any(isinstance(x, NotUnderstood) for x in read)
    return not isinstance(read, NotUnderstood)


def test_is_clean_as_the_plain_test() -> None:
    order, refused, aside = _Order(nation="France"), NotUnderstood("no"), SetAside("x", "why")
    for read in (None, order, refused, aside, [], [order], [order, refused], (order, aside), (refused,), "text", 3,
                 [aside], [None]):
        assert is_clean(read) == _plain_is_clean(read), read


def test_saw_orders_marks_as_saw() -> None:
    a, b, c = _Order(nation="France", to="x"), _Order(nation="France", to="y"), _Order(nation="France", to="z")
    for its in (None, [b], []):
        one, other = Marks(), Marks()
        for marks, saw in ((one, one.saw), (other, other.saw_orders)):
            saw([a, b], "first", None if its is None else list(its))
            saw([], "nothing")
            saw([c], "", None)
        assert one.seen == other.seen and one.previous == other.previous
        assert one.last_sentence == other.last_sentence


class _Always:
    def isdisjoint(self, _words: object) -> bool:
        return False


def _plain_cargo(text: str) -> cargo_module.Cargo | str:
    """`cargo_of` with its quick test taken out (the loop over every word)."""
    words = cargo_module._CARGO_WORDS
    cargo_module._CARGO_WORDS = _Always()       # the quick test never passes: every word looked at
    try:
        return cargo_module.cargo_of(text, {"ii": "II"}, None)      # type: ignore[arg-type]
    except NotUnderstood as e:
        return str(e)
    finally:
        cargo_module._CARGO_WORDS = words


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(["fleet", "sails", "to", "Brest", "the", "Second", "corps", ",", "then", "and",
                                 "3", "Gulf", "of", "Lion.", "first", "our", "x", "with", "carries", "nobody", "aboard",
                                 "without", "troops", "II"]), max_size=25))
def test_cargo_quick_test_as_the_loop(words: list[str]) -> None:
    text = " ".join(words)
    try:
        quick: cargo_module.Cargo | str = cargo_module.cargo_of(text, {"ii": "II"}, None)   # type: ignore[arg-type]
    except NotUnderstood as e:
        quick = str(e)
    assert quick == _plain_cargo(text)


def _plain_tokens(text: str) -> list[str]:
    """`slots._tokens` as it was before round 16."""
    if "<" in text or "&" in text:
        text = slots._TAG.sub(" ", text)
    out: list[str] = []
    for t in slots._TOKEN.findall(text)[:80]:
        glued = slots._GLUED.match(t.casefold()) if t[-1:].isdigit() and not t.isdigit() else None
        if glued is not None and glued.group(1) in slots.SHORT_NOUNS:
            out += [t[:len(glued.group(1))], glued.group(2)]
        else:
            out.append(t)
    return out


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(["a", "->", ":", "sq4", "Paris", "(", ")", " ", ",", "<b>", "&amp;", "\u2019s", "=>",
                                 "attack", "  ", "-", "\u00e9t\u00e9", "\t"]), max_size=400))
def test_tokens_of_a_long_sentence_as_all_found(parts: list[str]) -> None:
    text = " ".join(parts)
    assert slots._tokens(text) == _plain_tokens(text)


def _ends(last_text: str) -> tuple[bool, bool]:
    return (last_text.rstrip().endswith((".", "!", "?", ";")), last_text.rstrip().endswith((".", "!", "?", ":", ";")))


def test_wrapped_marks_as_endswith() -> None:
    from engine.words import wrapped
    for text in ("", " ", "a.", "a:", "a;  ", "a?", "a!", "a,", "a", "to", "and", "->", "\u2026"):
        end = text.rstrip()[-1:]
        assert (end in wrapped._MARKS_ENDING, end in wrapped._MARKS_CLOSING) == _ends(text), text
    assert "to" in wrapped._OPEN_ENDS and "and" in wrapped._OPEN_ENDS     # the words leaving a line open kept
    assert Wrapped().numbers == []
