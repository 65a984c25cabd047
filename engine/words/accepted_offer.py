"""An alliance or a peace offered 'if they will have us' (round 22): 'alliance with Prussia if they'll have us',
'Alliance with Austria, if Vienna will have us', 'an alliance with Austria if they want it'. The condition says only
that the other side takes the offer, which is the rules' own condition of an alliance or a peace (both sides order
it): engine.words.conditions.mutual_head then reads the order without it, as it does 'if they agree too'.

Only the whole condition so said: its subject (a pronoun, or a name or two that engine.words.conditions checks names
the order's other side), an auxiliary at most, the words of wanting or taking the offer, and 'too' or 'as well'.
Anything more ('if they want it before spring', 'if they have 3 corps in Saxony', 'if Russia wants it') is the
condition it is, refused as before."""

from __future__ import annotations

_OPENERS = (("only", "if"), ("but", "only", "if"), ("if",), ("provided",), ("providing",))
_AUX = frozenset("will would 'll do does still".split())
# What a side says when it takes the offer, after its subject and auxiliary.
_TAKES = frozenset((
    ("have", "us"), ("has", "us"), ("want", "it"), ("wants", "it"), ("want", "one"), ("wants", "one"),
    ("want", "that"), ("wants", "that"), ("want", "us"), ("wants", "us"), ("want", "to"), ("wants", "to"),
    ("are", "willing"), ("is", "willing"), ("are", "interested"), ("is", "interested"), ("like", "it"),
    ("likes", "it"), ("take", "it"), ("takes", "it"), ("take", "us"), ("takes", "us"),
    ("accept", "us"), ("accepts", "us"), ("agree", "to", "it"), ("agrees", "to", "it"),
))
_TAILS = ((), ("too",), ("as", "well"), ("also",))
# The words of such a condition besides its subject (engine.words.conditions looks at the rest for a third party).
TAKING_WORDS = frozenset(w for said in _TAKES for w in said) | _AUX
_PRONOUNS = frozenset("they he she it".split())
_MOST_SUBJECT = 3


def takes_the_offer(condition: str) -> bool:
    """Whether `condition` ('if they'll have us') says only that the other side takes the offer."""
    said = [w.strip(",.;:!()") for w in condition.replace("\u2019", "'").split()]
    low = [w.casefold() for w in said if w]
    opener = next((o for o in _OPENERS if tuple(low[:len(o)]) == o), None)
    if opener is None or len(low) > 10:
        return False
    rest, words = low[len(opener):], said[len(opener):]
    if rest and rest[0].endswith("'ll") and rest[0][:-3] in _PRONOUNS:
        rest, words = ["they", "will", *rest[1:]], ["they", "will", *words[1:]]
    subject = 1 if rest and rest[0] in _PRONOUNS else 0
    if rest and rest[0] == "the":
        subject = 1                             # 'if the Prussians will have us'
    while subject < min(len(words), _MOST_SUBJECT + 1) and words[subject][:1].isupper():
        subject += 1
    if not subject or rest[0] == "the" and subject == 1:
        return False
    rest = rest[subject:]
    if rest and rest[0] in _AUX:
        rest = rest[1:]
    for tail in _TAILS:
        body = tuple(rest[:len(rest) - len(tail)]) if tail else tuple(rest)
        if tail and tuple(rest[len(rest) - len(tail):]) != tail:
            continue
        if body in _TAKES:
            return True
    return False
