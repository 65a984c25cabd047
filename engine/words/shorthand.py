"""Orders typed on a phone: lower case, no punctuation, text-speak ('d to baden', 'dow spain',
'channel fleet dont intercept', 'peace w dunbarra pls', 'build 2 inf moscow', 'go 2 10'), written
out in the English every reader takes. Tried only on a line that does not read as written, and
kept only when the written-out line reads whole: a guess never replaces a refusal.

One pass over the words: linear in the line's length."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.errors import NotUnderstood
from engine.words.lexicon import UNIT_WORDS

# Text-speak, word for word (lower case as typed).
_WORDS = {
    "w": "with", "w/": "with", "n": "and", "&": "and", "dow": "declare war on", "dont": "do not", "don't": "do not",
    "doesnt": "does not", "doesn't": "does not", "wont": "will not", "cant": "cannot", "u": "you", "r": "are",
    "b4": "before", "thru": "through", "frm": "from", "2morrow": "tomorrow", "tmrw": "tomorrow", "tho": "though",
    "pls": "", "plz": "", "pl": "", "thx": "", "thnx": "", "ty": "", "tx": "", "sry": "", "srry": "", "ok": "",
    "k": "", "kthx": "", "cheers": "", "gm": "",
}
# What ends a line without being part of it ('... thats it', '... ok').
_TAILS = ("thats it", "that's it", "thats all", "that's all", "ta", "cheers gm", "thanks gm", "thanks", "thank you")
_VERBS_OF_GOING = frozenset("go goes going move moves march marches sail sails send".split())
_VERBS_OF_BUILDING = frozenset("build builds buy buys raise raises recruit recruits".split())
# Words after which a lone letter is a unit again ('c attacks piedmont d to bavaria').
_AFTER_LETTER = frozenset("to - -> > attacks attack holds hold stays stay marches moves goes scouts".split())


def in_full(text: str) -> str | None:
    """The line with its text-speak written out, None when it holds none."""
    words = text.split()
    low = [w.casefold() for w in words]
    if not words:
        return None
    out: list[str] = []
    changed = False
    lower = text == text.casefold()
    for i, (word, key) in enumerate(zip(words, low)):
        bare = key.rstrip(".,;:!")
        tail = word[len(bare):] if key.startswith(bare) else ""
        nxt = low[i + 1].rstrip(".,;:") if i + 1 < len(words) else ""
        if bare in _WORDS and not (bare == "n" and i == 0):
            english = _WORDS[bare]
            if english:
                out.append(english + tail)
            elif tail and out:
                out[-1] += tail
            changed = True
        elif bare == "to" and 0 < i and low[i - 1].isdigit() and nxt.isdigit() and low[0].isdigit():
            out.append("->")                    # '4 units 1 to 4'
            changed = True
        elif bare == "2" and i > 0 and low[i - 1] in _VERBS_OF_GOING:
            out.append("to")                    # 'go 2 10'
            changed = True
        elif lower and len(bare) == 1 and bare.isalpha() and (nxt in _AFTER_LETTER and (bare not in "ai" or i == 0)
                                                              or i == 0 and bare not in "ai" and nxt.isalpha()):
            joint = i > 0 and not out[-1].endswith((",", ";", ":")) and out[-1].casefold() not in ("and", "-", "corps")
            if joint:
                out[-1] += ";"                  # 'c attacks piedmont d to bavaria': a new order starts
            out.append(bare.upper() + tail)     # 'd to baden': corps D
            changed = True
        else:
            out.append(word)
        if bare in UNIT_WORDS and i >= 2 and low[i - 2] in _VERBS_OF_BUILDING and nxt and nxt not in ("in", "at", "to") \
                and nxt.isalnum():
            out.append("in")                    # 'build 2 inf moscow'
            changed = True
    line = " ".join(out)
    folded = line.casefold().rstrip(" .!")
    for tail_words in _TAILS:
        if folded.endswith(" " + tail_words):
            line = line[:len(folded) - len(tail_words)].rstrip(" ,")
            changed = True
            break
    return line if changed and line.strip() else None


def read_in_full(parse_line: Callable[[str], Any]) -> Callable[[str], Any]:
    """A line reader that, when a line does not read whole, reads it again with its text-speak written
    out, and keeps that reading only when it is whole."""
    def read(text: str) -> Any:
        try:
            first = parse_line(text)
        except NotUnderstood:
            full = in_full(text)
            if full is None:
                raise
            try:
                again = parse_line(full)
            except NotUnderstood:
                raise
            if again and _whole(again):
                return again
            raise
        if _whole(first):
            return first
        full = in_full(text)
        if full is not None:
            try:
                again = parse_line(full)
            except NotUnderstood:
                return first
            if again and _whole(again):
                return again
        return first
    return read


def _whole(read: Any) -> bool:
    return not (isinstance(read, (list, tuple)) and any(isinstance(x, NotUnderstood) for x in read))
