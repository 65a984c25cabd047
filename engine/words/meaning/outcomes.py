"""Orders said as where the units should be when the turn ends ('By the end of spring, corps A should be
standing in Mecklenburg', 'What I want at the end of this turn: squadron 4 in the Heligoland Bight', 'Goal for
this step: corps I in Magdeburg', 'I want my two ships in the Aegean to end the turn in the Libyan Sea'): the
words that frame the outcome are taken out, and the sentence says an outcome, which a unit's march there or
its stay where it stands gives (engine.words.meaning.match). A frame naming another time ('by the end of
summer' in spring, 'of the year') gives no outcome of this turn: the sentence is blocked."""

from __future__ import annotations

from dataclasses import dataclass

from engine.words import patterns as re

# Words for the turn being ordered whatever the ruleset; a season or a step's kind must be the state's own.
_THIS_TURN = frozenset("turn step move round phase month season".split())
_END_OF = re.compile(r"\b(?:by|at|before|for) (?:the )?end of (?:the |this |our |turn |the current )?"
                     r"(?:(?P<kind>\w+) )?(?P<time>turn|step|move|round|phase|month|season|spring|summer|autumn|fall"
                     r"|winter|year)\b(?: \d{1,2}\b)?", re.IGNORECASE)
_WHEN_OVER = re.compile(r"\bwhen (?:the |this )?(?P<time>turn|step|move|round|month|season|spring|summer|autumn|fall"
                        r"|winter) (?:ends|is over|is done|closes)\b", re.IGNORECASE)
# 'by the spring', 'by March', 'by next turn': a time the units should be there by, which must be this turn's
_BY_TIME = re.compile(r"\bby (?:the |next |this )?(?P<time>spring|summer|autumn|fall|winter|january|february|march|april"
                      r"|may|june|july|august|september|october|november|december|turn|month|step|year|christmas)\b",
                      re.IGNORECASE)
# 'should be (standing) in', 'is to end up in', 'to end the turn in', 'end it at': the unit's place at the end.
_BE_THERE = re.compile(r"\b(?:should|must|shall|will|would|is to|are to|to|let them|let it)"
                       r"(?: be(?: standing| stationed| posted| positioned| placed| located| sitting| found)?"
                       r"(?= (?:in|at|on|off|inside|within|back)\b)| end up| finish up| end (?:the|this|their|its) "
                       r"(?:turn|step|move)| finish (?:the|this|their|its) (?:turn|step|move)| end it| stand)\b",
                       re.IGNORECASE)
# 'the Keep's 4 standing at Madder Vale': a participle of being there, in a frame
_PLACED = re.compile(r"\b(?:standing|stationed|posted|positioned|placed|located|sitting)(?= (?:in|at|on|off)\b)",
                     re.IGNORECASE)
_WISH = re.compile(r"^(?:and |so |also |then )?(?:what |where )?(?:i|we)(?: really)? (?:want|need|would like|'d like"
                   r"|\u2019d like|wish for|wish|would want|expect)(?: to see| to have)?(?: is)?\b:?", re.IGNORECASE)
_GOAL = re.compile(r"^(?:my |our |the )?(?:goals?|aims?|objectives?|targets?)(?: for (?:the |this )?"
                   r"(?:turn|step|move|month|season)(?: \d{1,2})?)?:", re.IGNORECASE)


@dataclass(frozen=True)
class Frame:
    text: str               # the sentence with the frame's words taken out
    outcome: bool           # a frame was found: the sentence says where units should end
    other_time: str = ""    # the words of another time the frame names ('end of summer'): no order this turn


def frame(text: str, now: frozenset[str], framed: bool = False) -> Frame:
    """The sentence with its outcome frame taken out; `now` the words naming the current turn ('spring', 'land');
    `framed`: the sentence is part of one framed so ('..., and the Keep's 4 standing at Madder Vale')."""
    if len(text) > 600:
        return Frame(text, False)
    low = text.casefold()
    if "end" not in low and "want" not in low and "need" not in low and "like" not in low and "wish" not in low \
            and "goal" not in low and "aim" not in low and "objective" not in low and "target" not in low \
            and " be " not in low and "over" not in low and "expect" not in low:
        return Frame(" ".join(_PLACED.sub(" ", text).split()) if framed else text, False)
    other = ""
    found = False
    for pattern in (_END_OF, _WHEN_OVER):
        m = pattern.search(text)
        if m is None:
            continue
        time = m["time"].casefold()
        kind = (m.groupdict().get("kind") or "").casefold()
        if time == "year" or time not in _THIS_TURN and time not in now \
                or kind and kind not in ("the", "this", "current", "my", "our", "your") and kind not in now:
            other = other or m[0].casefold()       # 'by the end of summer' in spring, 'of the land step' in the naval one
        text = f"{text[:m.start()]} {text[m.end():]}"
        found = True
    text = " ".join(text.split()).strip(" ,")
    for pattern in (_GOAL, _WISH):
        m = pattern.match(text)
        if m is not None:
            text = text[m.end():].strip(" ,:")
            found = True
    text, n = _BE_THERE.subn(" ", text)
    found = found or n > 0
    if found:
        by = _BY_TIME.search(text)      # 'I want corps II in Saxony by the spring': another time than this turn
        if by is not None and by["time"].casefold() not in now:
            other = other or by[0].casefold()
    if found or framed:
        text = _PLACED.sub(" ", text)
    return Frame(" ".join(text.split()), found, other)
