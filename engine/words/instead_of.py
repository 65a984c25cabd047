"""'Instead of OLD, VERB ... NEW' said with any order verb, for every ruleset: 'instead of Lithuania build them in
Livonia', 'Instead of sending them to Rubygate, send the two to Carmine', 'instead of the North Sea the squadron
sails to the Irish Sea'. What is taken back runs from 'instead of' to the first order verb (or the comma); a
verb-led phrase taken back ('sending them to Rubygate') names the place after its last 'to', 'in', 'into' or
'at'. The result is the correction written 'NEW-CLAUSE, not OLD', which engine.words.clauses.not_instead and the
sheet read as before (the new place is found at the clause's end, and must give an order that reads). One pass
over the words."""

from __future__ import annotations

from engine.words.meaning.verbs import classes

_PLACE_AFTER = frozenset("to into in at onto towards toward for".split())
_MOST_OLD = 6                   # words of what is taken back: a longer run is no name or place


def instead_of(body: str) -> str | None:
    """'instead of Lithuania build them in Livonia' -> 'build them in Livonia, not Lithuania'; None when the
    words after 'instead of' hold no order verb after a short run, or a comma comes first (read elsewhere)."""
    if not body.casefold().startswith("instead of "):
        return None
    said = body[len("instead of "):].split(" ")
    for k, word in enumerate(said[1:_MOST_OLD + 1], start=1):
        bare = word.casefold().strip(",.;:!")
        if classes(bare) and not said[k - 1].endswith(","):
            old = _taken_back(said[:k])
            new = " ".join(said[k:]).strip(" ,")
            return f"{new}, not {old}" if old and new else None
    return None


def taken_back_place(old: str) -> str:
    """The place a verb-led phrase taken back names ('sending them to Rubygate' -> 'Rubygate'); the words as
    they are otherwise ('Lithuania', 'the North Sea')."""
    return _taken_back(old.split(" "))


def _taken_back(said: list[str]) -> str:
    first = said[0].casefold().strip(",.;:!") if said else ""
    if first.endswith("ing") and classes(first):
        at = max((k for k, w in enumerate(said) if w.casefold() in _PLACE_AFTER), default=-1)
        said = said[at + 1:] if at >= 0 else []
    end = next((k for k, w in enumerate(said) if w.casefold().strip(",") in _SUBJECTS), len(said))
    return " ".join(said[:end]).strip(" ,").removeprefix("the ").removeprefix("The ")


# Words that open the new clause's subject after what is taken back ('instead of 19 they march to 22').
_SUBJECTS = frozenset("they it he she we i both all those these".split())
