"""A chat's time stamp and part number before a line (issue 22, round 21, helper Hd), for every ruleset.

Orders pasted from a chat (Discord, IRC, a forum's shoutbox) keep what the chat wrote before each message: the time
('[20:09]', '[20:09:31]', '20:09'), who is called ('@GM'), the writer's own nation, and the writer's count of his
messages ('1/3', '(2/3)'), ended by a colon or a space: '[20:09] 3/3: nothing more, good luck everyone'. The prefix
is set aside (said on the receipt) and the words after it read as a line of their own.

Only that shape: a time first, then at most '@' names, the writer's own nation's words and one part number 'k/n'
(k <= n <= 9); never a number of units or a place ('[20:09] 3 armies 21 -> 27' keeps its '3'; '3/3' only right after
the time or the names). One pass over the words at the line's start."""

from __future__ import annotations

from engine.words import patterns as re
from engine.words.talk_lines import own_forms

# '[20:09]', '[20:09:31]', '20:09', '(20:09)': a time of day at the line's start.
_TIME = re.compile(r"[\[(]?[0-2]?\d:[0-5]\d(?::[0-5]\d)?[\])]?")
_PART = re.compile(r"\(?[1-9]/[1-9]\)?:?")
_MOST_WORDS = 6

WHY = "a chat's time stamp and part number before the words"


def stamped(text: str, nation: str, raw: str = "") -> tuple[str, str] | None:
    """(the prefix, the words after it) when the line opens with a chat's time stamp (in `text`, or in the line as
    written, `raw`, when the reader took the bracketed time off already); None otherwise."""
    said = text.lstrip()
    time = _TIME.match(said)
    if time is None and (raw.lstrip()[:1] not in "[(" or _TIME.match(raw.lstrip()) is None):
        return None
    if time is not None and not said[time.end():time.end() + 1].isspace():
        return None
    end = time.end() if time is not None else 0
    own = own_forms(nation)
    words = said[end:].split()
    taken, parts = 0, 0
    for k, w in enumerate(words[:_MOST_WORDS]):
        bare = w.rstrip(":").casefold()
        if bare.startswith("@") and len(bare) > 1 or bare in own:
            taken = k + 1
        elif _PART.fullmatch(w) and parts == 0 and int(w.strip("():")[0]) <= int(w.strip("():")[2]):
            parts, taken = 1, k + 1
        else:
            break
        if w.endswith(":"):
            break
    rest = " ".join(words[taken:]).strip()
    if not rest or taken == 0 and (time is None or not said[:1] in "[("):
        return None             # '20:09 ...' alone: a time in brackets, or names or a part number after it
    return (said[:end] + " " + " ".join(words[:taken])).strip().rstrip(":"), rest
