"""What another nation has, said after an order as its reason, for every ruleset (round 21): 'Corps F attacks Venice,
the Austrians have only one corps there', 'Buy 2 armies in 12, Carthage has four ships in T', 'D to Baden, the
French hold only two corps there'. A subject of its own naming another (a people or a nation, written with its
capital: 'the Austrians', 'Carthage', 'the English'), then 'has' or 'have' (or 'hold', 'keep' after a people): what
follows is theirs, so its count, its unit word and its 'only' are no order of the writer's (engine.words.reasons
lets such a tail be the order's reason, as it does an absolute clause).

Never so: a subject that is the writer's or one of the writer's units ('we have', 'corps B has', 'our fleet has',
'B has'), a duty ('the Austrians have to ...' is no possession), a number anywhere (a count or a province is
asked), a subject of more than a few words. One pass over at most a few words."""

from __future__ import annotations

from engine.words.lexicon import UNIT_WORDS

_HAVING = frozenset(("has", "have", "had", "hold", "holds", "keep", "keeps"))
_OURS = frozenset("we i us our my you your it they he she this that there".split())
_MOST_SUBJECT = 3
# Someone of the writer's court, and a need said of them ('the king needs guards at home'): the reason of a build.
_COURT = frozenset("king queen emperor empress tsar czar sultan shah khan regent prince council court senate".split())
_NEEDING = frozenset("needs wants demands".split())


def possessed_at(said: list[str], written: list[str]) -> int | None:
    """The index of 'has'/'have' after another's subject in the tail's words (lower case, `said`; as written,
    `written`), None when the tail says no such thing."""
    if len(said) != len(written):
        return None
    if len(said) > 3 and said[0] == "the" and said[1] in _COURT and said[2] in _NEEDING and not any(
            any(c.isdigit() for c in w) for w in said) and said[3] != "to":
        return 2                        # 'the king needs guards at home': what the court needs, its reason
    k = next((i for i, w in enumerate(said[:_MOST_SUBJECT + 1]) if w in _HAVING), None)
    if not k or said[k + 1:k + 2] in (["to"], ["got"]) or any(any(c.isdigit() for c in w) for w in said):
        return None                     # 'they have to hold', 'have got to': a duty
    subject, shown = said[:k], written[:k]
    if any(w in UNIT_WORDS or w in _OURS or not w.isalpha() for w in subject):
        return None                     # 'the fleet has', 'we have': the writer's own
    names = [w for w in shown if w[:1].isupper() and w[1:].islower() and w.casefold() != "the"]
    if len(names) != 1 or len(names[0]) < 4 or said[k] in ("hold", "holds", "keep", "keeps") and not names[0].endswith("s"):
        return None                     # 'B has', 'II has': a unit by its letter; 'Venice holds': a place
    return k
