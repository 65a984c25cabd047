"""A remark after a diplomatic order about the other side, whatever its words of negation or war (issue 22,
round 19): 'break trade with Ubliko, they never pay', 'declare war on Spain, we might as well, they're declaring
on us anyway', 'alliance with Prussia, the Prussians won't wait'. Judged by its subject: a clause whose subject is
another ('they', 'he', 'she', 'the Maustrians') says what that other does or does not; it negates no order of the
writer's. Set aside (the receipt says so) only when:
- the order is one of diplomacy (war, peace, alliance, a break, a gift, a cession): it names no unit, so 'they' is
  the other nation, never the writer's units ('A - Baden, they never stop' stays asked);
- every clause of the tail is harmless (engine.words.tails.harmless) or such a clause of another's: no number, no
  condition, no unit word, no place gone to, no correction; a word of war or attack only of an act against the
  writer ('they're declaring on us', 'they attack us every spring').
And in brackets, the writer's ability set against another's with the verb left out ('(they can hold it, we
can't)'): the 'can't' is the other clause's verb, never the order's (engine.words.words_left).
One pass over the tail's words."""

from __future__ import annotations

from collections.abc import Callable

from engine.words.lexicon import CONDITION_TAILS, UNIT_WORDS
from engine.words.meaning.verbs import classes
from engine.words.message import words
from engine.words.money_given import money_given

# The classes of the orders of diplomacy (engine.words.meaning.verbs): their other side is a nation.
_DIPLOMACY = frozenset(("war", "peace", "ally", "break", "give", "cede"))
_NOT_DIPLOMACY = frozenset(("move", "hold", "attack", "support", "build", "embark", "disband", "annex"))
_PRONOUNS = frozenset("they they're they've they'll they'd he he's he'll she she's she'll".split())
_TO_US = frozenset("us me our my".split())
_CORRECTING = frozenset("mean meant actually instead scratch sorry wait".split())
_NEGATIONS = frozenset("not never no don't won't doesn't isn't aren't can't cannot didn't wouldn't".split())
# Words of an order's kind ('declaring', 'attack'): in another's clause only of an act against the writer.
_ORDERING = frozenset("""via attack attacks attacking declare declares declared declaring war support supports
    supporting invade invades invading march marches marching move moves moving sail sails ally alliance peace
    blockade blockading siege besiege besieging""".split())


def diplomatic(head: str) -> bool:
    """Whether the words are an order of diplomacy: a verb of war, peace, alliance, a break, a gift or a cession,
    no unit, no number, no route."""
    said = words(head)
    if any(w in UNIT_WORDS or w.isdigit() for w in said) or "-" in head or ">" in head:
        return False
    found = {c for w in said for c in classes(w)}
    return bool(found & _DIPLOMACY) and not found & _NOT_DIPLOMACY or "trade" in said and "break" in said


def _anothers(clause: str, going_ok: Callable[[str], bool]) -> bool:
    """Whether a clause says what another does or does not ('they never pay', "they're declaring on us anyway")."""
    said = words(clause)
    if len(said) < 2 or len(said) > 14:
        return False
    first = clause.split(" ", 1)[0]
    if said[0] in _PRONOUNS:
        pass
    elif said[0] == "the" and len(first) == 3 and clause.split(" ")[1][:1].isupper():
        pass                                # 'the Prussians won't wait'
    else:
        return False
    if any(w.isdigit() or w in UNIT_WORDS or w in CONDITION_TAILS or w in _CORRECTING for w in said):
        return False
    if any(w in _ORDERING for w in said) and _TO_US.isdisjoint(said):
        return False                        # 'they attack Bavaria': maybe the writer's own, asked
    return going_ok(clause)


# The writer's own letters and talks with the other side ("I've written to Madrid already", 'we talked about it'):
# a name after them is whom the writer wrote to, never a place an order of diplomacy acts on.
_WRITERS = frozenset("i we i've we've i'd we'd i'll we'll".split())
_CORRESPONDING = frozenset("""written wrote write writing talked talk talking spoken spoke speak told tell asked ask
    messaged agreed agree discussed negotiated arranged settled promised""".split())


def _correspondence(clause: str) -> bool:
    """Whether a clause tells the writer's letters or talks with someone, and nothing else."""
    said = words(clause)
    if len(said) < 2 or len(said) > 10 or said[0] not in _WRITERS or _CORRESPONDING.isdisjoint(said[1:4]):
        return False
    if any(w.isdigit() or w in UNIT_WORDS or w in CONDITION_TAILS or w in _CORRECTING or w in _NEGATIONS or w in _ORDERING
           or w in _AWAY for w in said):
        return False
    names = [k for k, w in enumerate(clause.split()) if k and w[:1].isupper()]
    return all(said[k - 1] in ("to", "with") or said[k - 1][:1].isupper() for k in names)   # 'written to Madrid'


_AWAY = frozenset("away from into towards toward via through across onto out".split())


def others_remark(head: str, tail: str, harmless: Callable[[str], bool], going_ok: Callable[[str], bool],
                  joined: Callable[[str], bool]) -> bool:
    """Whether the tail after a diplomatic order is remarks only, each harmless or another's (see above)."""
    if not (diplomatic(head) or money_given(head)) or ";" in tail or ":" in tail or "?" in tail or joined(tail):
        return False                # '..., we still want it and Old Castile': one more name, asked
    clauses = [c.strip(" .!") for c in tail.replace(" and ", ", ").split(", ")]
    if any(len(c.split()) < 2 for c in clauses):
        return False                # a name or a word alone is no clause of its own
    if not any(_anothers(c, going_ok) or _correspondence(c) for c in clauses if c):
        return False
    return all(c and (harmless(c) or _anothers(c, going_ok) or _correspondence(c)) for c in clauses)


_ELIDED = {"can't": "can", "cannot": "can", "won't": "will", "don't": "do", "doesn't": "does", "couldn't": "could",
           "wouldn't": "would", "isn't": "is", "aren't": "are"}
_OWN = frozenset(("we", "i"))
_ENDS = frozenset(", ) ] . ! ;".split())


def elided_contrast(low: list[str], k: int) -> bool:
    """Whether the negation at `k` of a line's words (punctuation as words) ends a clause 'we can't' whose verb is
    left out, after another's clause with the same verb said ('they can hold it, we can't'): a contrast of the
    two, which negates no order."""
    positive = _ELIDED.get(low[k])
    if positive is None or k < 3 or low[k - 1] not in _OWN:
        return False
    if k + 1 < len(low) and low[k + 1] not in _ENDS:
        return False                        # 'we can't march': the verb said, maybe the order's
    if low[k - 2] not in (",", "but", "and"):
        return False
    for j in range(k - 3, max(-1, k - 10), -1):
        if low[j] in _ENDS and low[j] != ",":
            return False
        if low[j] == positive and j > 0 and low[j - 1] not in _OWN and low[j - 1] not in _ENDS:
            return True                     # 'they can hold it': another's subject, the same auxiliary
    return False
