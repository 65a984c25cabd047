"""Whether a message's own words point at the orders it quotes ('> 2 armies 109 -> 110' / 'Those
stand. Add: ...'): taken as given when they say the quoted orders stand as they are, asked about
when they stand only in part ('they stand, except the fleet') or no longer ('those don't stand')."""

from __future__ import annotations

from engine.words import patterns as re        # its compile() waits for first use

TAKE, ASK = "take", "ask"

_MOST = 300        # characters: a line saying quoted orders stand is short

# the quoted orders named, then said to stand: 'those stand', 'they all still apply', 'the above is still valid'
_SUBJECT = (r"(?:those|these|they|it|that|this|both|all|all of (?:it|them|those|these)|the above|above|"
            r"(?:the |my |our )?(?:quoted|earlier|previous|last|same|above) orders?|the quote|the rest|everything)")
_STANDS = (r"(?:stand|stands|standing|still stand|still stands|remain|remains|remain valid|remains valid|"
           r"still apply|still applies|apply|applies|hold good|holds good|still hold|still holds|carry over|"
           r"carries over|are still valid|is still valid|are valid|is valid|are still good|is still good|are good|"
           r"is good|are fine|is fine|are unchanged|is unchanged|are confirmed|is confirmed|go ahead|goes ahead)")
_POINTS = re.compile(
    r"\b" + _SUBJECT + r" (?:all |both |each )?" + _STANDS + r"\b"
    r"|\b(?:as posted|as above|as quoted|as before|same as before|same as above|see above|orders above|"
    r"above orders|keep it|keep them|keep those|keep these|stands as|still valid|still good|still stands?|"
    r"still in force|unchanged|no change|no changes|repeat(?:ed|ing)? (?:them|those|these|it|my orders|the above))\b")

# what makes the pointing partial or takes it back: the quoted orders are asked about, never taken
_BUT = re.compile(r"\b(?:not|no longer|never|except|excepting|apart from|other than|but|save for|without|"
                  r"instead|cancel|cancelled|scrap|scratch|drop|dropped|change|changed|changes|unless|if|"
                  r"only|neither|nor|none)\b|n't\b|n't ")


def points_at_quote(text: str) -> str | None:
    """TAKE: 'Those stand.', 'Still valid.', 'They all still apply'; ASK: the same with an exception, a
    negation or a condition ('those stand, except the fleet', 'that no longer stands', 'they stand if
    Russia agrees'); None: the line does not point at quoted orders."""
    low = " ".join(text.casefold().replace("\u2019", "'").split())
    if len(low) >= _MOST:
        return None
    found = _POINTS.search(low)
    if found is None:
        return None
    sentence = _sentence_of(low, found.start(), found.end())
    if low[:found.start()].rstrip().endswith(("no", "none of", "not all of", "not")) or _BUT.search(sentence):
        return ASK
    return TAKE


def _sentence_of(low: str, start: int, end: int) -> str:
    """The sentence the pointing words stand in, without them ('No change. Add: ...' -> ' '): the
    words around that may make the pointing partial."""
    begin = max(low.rfind(". ", 0, start), low.rfind("! ", 0, start), low.rfind("; ", 0, start))
    stops = [i for i in (low.find(". ", end), low.find("! ", end), low.find("; ", end)) if i >= 0]
    return low[begin + 1 if begin >= 0 else 0:start] + " " + low[end:min(stops) if stops else len(low)]
