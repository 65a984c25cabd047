"""The lines of a treaty written out in a message before the orders that carry it out: its title ('TREATY OF
PRESSBURG', 'The Compact of the Gruyere Strait, between ...') and its articles ('Article 3. Neither party shall
make a separate peace.'). They are the treaty's words, not orders: set aside and said so on the receipt (the
orders are the lines that carry the treaty out). An article that reads as an order is read, unless a line outside
the treaty gives that order (or its unit's) again: then it is the treaty's term, that line the order (`carried_out`).
One pass over the first words: linear."""

from __future__ import annotations

from functools import lru_cache

from collections.abc import Sequence

import msgspec

from engine.order_sheet import Chatter, OrderSheet
from engine.words.clauses import unit_of
from engine.words.lexicon import UNIT_WORDS, WEAK_VERBS, is_order_word

_TREATIES = frozenset("treaty pact convention compact charter accord agreement concordat covenant entente".split())
_ARTICLES = frozenset("article art art. clause section".split())
_ROMAN = frozenset("i ii iii iv v vi vii viii ix x xi xii xiii xiv xv".split())
ARTICLE = "an article of a treaty: its orders are the lines that carry it out"
_MOST = 600             # characters: an article is well under it


@lru_cache(maxsize=8192)             # a long message repeats its lines; the answer is a function of the words
def treaty_part(text: str) -> str | None:
    """'an article of a treaty', 'the title of a treaty', or None for any other line."""
    if len(text) > _MOST:
        return None
    said = text.split()
    if len(said) < 2:
        return None
    first = said[0].casefold().rstrip(".:")
    number = said[1].casefold().rstrip(".:)")
    if first in _ARTICLES and (number.isdigit() or number in _ROMAN) and len(said) > 2:
        return ARTICLE
    head = said[1:] if first == "the" else said
    if head and head[0].casefold() in _TREATIES and len(head) > 1 and head[1].casefold() in ("of", "between") \
            and ":" not in text and "->" not in text:
        return "the title of a treaty"
    return None


def _numbered(text: str) -> bool:
    """'II. Should either party be attacked ...', '3) Both kings ...', '§2 Members trade freely ...': a numbered item
    of more than its number."""
    said = text.split(None, 1)
    if len(said) < 2:
        return False
    first = said[0]
    if first.startswith("\u00a7"):
        return first[1:].rstrip(".:)").isdigit() or first == "\u00a7" and said[1][:1].isdigit()
    if first[-1:] not in ".)":
        return False
    number = first[:-1].casefold()
    return number.isdigit() and len(number) <= 2 or number in _ROMAN


def _order_shaped(item: str) -> bool:
    """Whether a numbered item is written as an order is ('2. corps C to Aragn', '1) buy 2 armies in 21', '3. A -
    Baden'): opening on an order verb, a unit word, a count or a unit's letter, or holding an arrow or a dash: refused
    when it does not read, never set aside as a treaty's article."""
    said = item.split(None, 1)[1] if len(item.split(None, 1)) > 1 else ""
    if "->" in said or " - " in said or "\u2192" in said:
        return True
    first = said.split(None, 1)[0].strip(",.:;") if said.split() else ""
    low = first.casefold()
    return low.isdigit() or is_order_word(low) or low in WEAK_VERBS or low in UNIT_WORDS or low in _UNIT_HEADS \
        or len(first) <= 3 and first.isupper()


_UNIT_HEADS = frozenset("corps fleet fleets squadron squadrons army armies ship ships".split())


def articles(lines: Sequence[tuple[int, str]]) -> frozenset[int]:
    """The lines that are a treaty's articles: 'Article 3. ...', '§2 ...' anywhere, and the numbered items ('I. His
    Majesty the King of Prussia ...', '2) ...') right under a treaty's title, up to the first line that is not one
    (blank lines between them pass). `lines`: (line number, text) of the message's lines. One pass."""
    out: set[int] = set()
    under = False
    kinds: dict[str, str] = {}          # each text's kind, worked out once: a long message repeats its lines
    for number, text in lines:
        kind = kinds.get(text)
        if kind is None:
            kind = kinds[text] = _kind(text)
        if kind == "blank":
            continue
        if kind == "title":
            under = True
        elif kind == "article" or kind == "item" and under:
            out.add(number)
        elif kind != "shaped" or not under:
            under = False
    return frozenset(out)


def _kind(text: str) -> str:
    """What a line is to `articles`: 'blank', a treaty's 'title', an 'article' ('Article 3. ...', '\u00a72 ...'), a
    numbered 'item' an article when under a title, a numbered item 'shaped' as an order (never one), or 'other'."""
    said = text.strip(" *_>#")
    if not said:
        return "blank"
    part = treaty_part(said) if len(said) <= _MOST else None
    if part is not None and part.startswith("the title"):
        return "title"
    if part is not None:
        return "article"
    if not _numbered(said):
        return "other"
    if _order_shaped(said):
        return "shaped"
    return "article" if said.startswith("\u00a7") else "item"


def carried_out(sheet: OrderSheet, among: frozenset[int] = frozenset()) -> OrderSheet:
    """The sheet with each order read from a treaty's article ('Article 3. Rome pays Carthage 3 gold as a sign of
    good faith.') set aside when a line outside the treaty gives it again, or gives its unit an order: the article
    is the treaty's term, that line the order carrying it out (never 'the same order again: once or twice?'). An
    article's order no other line gives stays read, as before: never dropped. One pass over the orders."""
    articles = [i for i, text in enumerate(sheet.texts)
                if sheet.lines[i] in among or treaty_part(text.strip(" *_>#")) is not None]
    if not articles:
        return sheet
    given: dict[object, int] = {}
    in_articles = set(articles)
    for i, order in enumerate(sheet.orders):
        if i not in in_articles:
            for key in (msgspec.json.encode(order), unit_of(order)):
                if key is not None:
                    given.setdefault(key, sheet.lines[i])
    dropped: dict[int, int] = {}
    for i in articles:
        order = sheet.orders[i]
        line = given.get(msgspec.json.encode(order)) or given.get(unit_of(order) or "")
        if line is not None:
            dropped[i] = line
    if not dropped:
        return sheet
    kept = sheet.without(set(dropped))
    chatter = [*kept.chatter, *(Chatter(sheet.lines[i], sheet.texts[i], f"not an order: {_TERM.format(line=line)}")
                                for i, line in dropped.items())]
    return msgspec.structs.replace(kept, chatter=tuple(sorted(chatter, key=lambda c: c.line)))


_TERM = "an article of a treaty, whose order line {line} gives"
