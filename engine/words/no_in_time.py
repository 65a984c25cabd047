"""A 'no' that only denies an order its time ('No, not yet.', 'no, not this turn', 'nope, later'): it takes the
order back, and its words never replace the last words of the order before it ('join pact Republican League? No,
not yet.' read 'join pact Republican not yet': a misread of round 22, helper Mr)."""

from __future__ import annotations

# The words a time denial is made of, after its 'no' (or alone): nothing else may stand in it.
_TIME_DENIALS = frozenset("""no nope nah not yet now this turn time season round later never thanks please maybe
    for the moment moment still sorry so actually hmm though either""".split())
_MOST_WORDS = 8
_DENIED = frozenset("no nope nah not never later".split())


def denies_time_only(text: str) -> bool:
    """Whether `text` is a 'no' and a denial of its time and nothing more ('No, not yet.', 'no, not this turn,
    sorry'), so it names nothing to put in the place of the order's words."""
    said = [w.strip(".,;:!?-\u2013\u2014()'\"*_").casefold() for w in text.split()]
    said = [w for w in said if w]
    if not said or len(said) > _MOST_WORDS:
        return False
    return (all(w in _TIME_DENIALS for w in said)
            and any(w in ("yet", "now", "later", "turn", "time", "never", "season", "round", "moment") for w in said)
            and any(w in _DENIED for w in said))     # 'for now, thanks.' ends a sentence: it denies nothing


# A remark after an order that puts the order off ('build 2 infantry in Moscow -- that's 4 gold, leaving 11 for next
# spring, not this turn.'): the remark is not set aside, the order is asked (round 22's end: a mutation "same").
_PUT_OFF = ("not this turn", "not yet", "not now", "not for now", "not this season", "not this month",
            "not this round", "not until")


def puts_off(remark: str) -> bool:
    """Whether words set aside after an order deny it its time ('..., not this turn', '-- not yet')."""
    low = " " + " ".join(w.strip(".,;:!?-\u2013\u2014()'\"*_") for w in remark.casefold().split()) + " "
    return any(f" {phrase} " in low for phrase in _PUT_OFF)
