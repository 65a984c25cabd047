"""A note that the post was edited, for every ruleset (round 20, helper Fx): 'Edit 2: forgot the builds, sorry.',
'EDIT: forgot the fleet. Squadron 1 holds ...', 'Political, GB. Edit: forgot the second ally line, added below.',
'(Edit 2: fixed sq 6, I had typed Biscay Bay)', 'orders below, edited once because I mixed up 79 and 80'.

Such a note tells the GM the post was changed after it was first sent; the post as it stands holds the change. It
is no order and takes nothing back: it is set aside, said so, and the rest of its line is read. A note is one only
when every piece of it says what was done to the post, in the past ('forgot the builds', 'fixed sq 6', 'added
below', 'mixed up 79 and 80', 'I had typed Biscay Bay': the words that were wrong), or is manners ('sorry'). It is
never one when it says what it takes back or changes ('EDIT: cancel the build', 'Edit: A goes to Bavaria instead',
'Edit: forget the fleet'), holds an arrow, or when what was forgotten or added may itself be an order ('Edit:
forgot to add A - Bavaria'): those lines are read as before (corrections, orders, refusals). One pass over the
words of the line."""

from __future__ import annotations

from collections.abc import Callable

from engine.words.textio import is_digits

_MOST_CHARS = 300           # a note is short: a longer line is read as it stands
_MARKS = frozenset(("edit", "edited", "edits", "edit:", "ed", "upd", "update"))
# What was done to the post, said in the past: the first word of each piece of a note (after an 'I' or 'I had').
_DONE = frozenset("""forgot forgotten fixed corrected added mixed typed wrote written misspelt misspelled reformatted
    formatted tidied cleaned swapped""".split())
# Words said only to tell what was done: no unit, place or order among them.
_DONE_ALONE = frozenset("""forgot fixed corrected added typo typos spelling formatting format below above once twice
    again oops sorry apologies thanks my bad""".split())
# Pieces of manners, or pointing at where the change stands.
_MANNERS = frozenset(("sorry", "oops", "apologies", "my bad", "thanks", "thx", "see below", "added below",
                      "below", "see above", "typo", "typos", "sorry all", "sorry gm", "sorry about that"))
# The parts of a post a note says were forgotten or fixed ('forgot the second ally line').
_POST_PARTS = frozenset("line lines part bit section paragraph list order orders builds moves".split())
# The words that take an order back or change it: a note holding one is a correction (engine.words.corrections).
_TAKES_BACK = frozenset("""cancel cancels cancelled canceled scratch ignore disregard delete deleted remove removed drop
    dropped forget undo withdraw withdrawn strike struck instead rather not no replace replaced change changed changes
    make move moves moved goes go stays stay holds hold now should must""".split())
# The wrong words told ('I had typed Biscay Bay'): what they say was taken out of the post already.
_WRONG_SAID = frozenset(("typed", "written", "put", "said"))


def edit_note(text: str, looks: Callable[[str], bool] | None) -> tuple[str, str] | None:
    """(the note, the rest of the line) when a sentence of `text` is a note that the post was edited and takes
    nothing back; None otherwise. `looks` says whether words may be an order (the ruleset's)."""
    if len(text) > _MOST_CHARS or "edit" not in text.casefold() or "->" in text or "\u2192" in text:
        return None
    for start, end in _sentences(text):
        sentence = text[start:end]
        body = _after_mark(sentence)
        if body is None or not _only_notes(body, looks):
            continue
        rest = (text[:start].rstrip(" ,;–—-") + " " + text[end:].lstrip(" .!)")).strip()
        return sentence.strip(), rest
    return None


def _sentences(text: str) -> list[tuple[int, int]]:
    """The spans of the sentences of `text` ('A. B! (C)'), a parenthesis a sentence of its own; a comma piece
    opening with 'edited' ('orders below, edited once because ...') too, to the sentence's end."""
    spans: list[tuple[int, int]] = []
    start, depth = 0, 0
    for i, ch in enumerate(text):
        if ch == "(":
            if depth == 0 and text[start:i].strip():
                spans.append((start, i))
            if depth == 0:
                start = i
            depth += 1
        elif ch == ")" and depth:
            depth -= 1
            if depth == 0:
                spans.append((start, i + 1))
                start = i + 1
        elif ch in ".!;" and depth == 0 and (i + 1 == len(text) or text[i + 1] == " "):
            spans.append((start, i + 1))
            start = i + 1
    if text[start:].strip():
        spans.append((start, len(text)))
    found: list[tuple[int, int]] = []
    for a, b in spans:
        while a < b and text[a] == " ":
            a += 1
        cut = text.casefold().find(", edited ", a, b)
        if cut >= 0:
            found.append((cut + 1, b))       # 'orders below, edited once because ...': the note from 'edited'
        found.append((a, b))
    return found


def _after_mark(sentence: str) -> str | None:
    """The words of a note after its mark ('Edit 2: forgot the builds' -> 'forgot the builds', 'edited once
    because I mixed up ...' -> 'once because I mixed up ...'), or None when the sentence opens with no mark."""
    said = sentence.strip().strip("()").strip().split()
    if not said:
        return None
    first = said[0].casefold().rstrip(":-")
    if first.startswith("edit") and is_digits(first[4:]) and first[4:]:
        first = "edit"                              # 'EDIT2:'
    if first not in _MARKS:
        return None
    n = 1
    if n < len(said) and is_digits(said[n].rstrip(":")) and len(said[n]) <= 3:
        n += 1                                      # 'Edit 2:'
    if first != "edited" and not said[n - 1].endswith(":") and not (n < len(said) and said[n] in (":", "-", "–")):
        return None                                 # 'Edit' with no colon: a word of a sentence
    return " ".join(said[n:]).lstrip(":-– ")


def _only_notes(body: str, looks: Callable[[str], bool] | None) -> bool:
    """Whether every piece of the note's words says what was done to the post, or is manners."""
    low = body.casefold().rstrip(".!)")
    words = low.replace(",", " ").split()
    if not words or _TAKES_BACK.intersection(words) or "?" in low or ":" in low:
        return False
    pieces = [p.strip() for p in low.replace(" and then ", ", ").split(",") if p.strip()]
    return all(_a_note(p, looks, i > 0) for i, p in enumerate(pieces))


def _a_note(piece: str, looks: Callable[[str], bool] | None, after: bool) -> bool:
    """Whether a piece of a note says what was done to the post ('forgot the builds', 'fixed sq 6'); the wrong
    words told ('I had typed Biscay Bay') only `after` a piece saying what was fixed."""
    if piece in _MANNERS:
        return True
    said = piece.split()
    if all(w in _DONE_ALONE for w in said):
        return True                                 # 'edited once', 'typo fixed'
    if said[0] in ("once", "twice", "again") and len(said) > 2 and said[1] == "because":
        said = said[2:]                             # 'edited once because I mixed up 79 and 80'
    elif said[0] == "because":
        said = said[1:]
    if said and said[0] == "i":
        said = said[1:]
    had = bool(said) and said[0] in ("had", "'d")
    if said and said[0] in ("had", "have", "'d"):
        said = said[1:]
    if not said:
        return False
    if after and had and said[0] in _WRONG_SAID:
        return True                                 # 'I had typed Biscay Bay': the wrong words, out of the post
    if said[0] not in _DONE:
        return False
    what = " ".join(said[1:])
    if said[0] == "mixed":                          # 'mixed up 79 and 80': numbers or names told, no order
        return len(said) > 1 and said[1] == "up" and not any(w in what for w in ("->", " to "))
    if not what or all(w in _DONE_ALONE for w in said[1:]):
        return True                                 # 'fixed', 'added below'
    if said[0] == "forgot" and said[1] in ("to", "that"):
        return False                                # 'forgot to add A - Bavaria': what follows may be an order
    return looks is None or not looks(what) or _a_unit_only(what) or _a_part_of_the_post(said[1:])


def _a_part_of_the_post(said: list[str]) -> bool:
    """'the second ally line', 'the build orders', 'my last line': a part of the post named, not an order."""
    return 0 < len(said) <= 4 and said[-1] in _POST_PARTS and not any(is_digits(w) for w in said)


def _a_unit_only(what: str) -> bool:
    """'sq 6', 'corps A', 'the fleet': a unit's name alone, with no place and no verb (a fix to its line above)."""
    said = what.replace("the ", "").split()
    return len(said) <= 2 and (len(said) < 2 or len(said[1]) <= 3)
