"""What a player says will not be done, which orders nothing: a unit told not to move ('The Brest fleet does not
sail either', 'Corps II will not march this month', "the Cossacks won't budge") stays, read as its stay (which
takes back an earlier move on a line that corrects, and is asked beside one that does not); no war and no
alliance with anyone ('Denmark will not declare war on anyone and will not join any alliance') is no order. A
negation with a place or a nation named ('does not sail to the Channel', 'will not ally with Sweden') is left to
the readers, which ask. Word tests over the sentence, one pass, only for a sentence nothing else read."""

from __future__ import annotations

_NOT = ("does not ", "doesn't ", "will not ", "won't ", "shall not ", "is not to ", "isn't to ", "must not ",
        "should not ", "do not ", "don't ", "are not to ", "aren't to ", "is not going to ", "cannot ", "can't ")
_GO = frozenset("sail move march go leave budge stir sortie advance ride set come put".split())
# What may follow the verb and say no more ('either', 'this month', 'out of port').
_NO_MORE = frozenset("either this month turn at all anywhere out today too from port in its the of away yet "
                     "step sea to put".split())
_DIPLOMACY = frozenset("declare declares ally allies join joins enter enters make makes seek seeks break "
                       "breaks".split())
_ANYONE = frozenset("anyone anybody nobody noone any one".split())


def stays_instead(text: str) -> str | None:
    """'The Brest fleet does not sail either' -> 'The Brest fleet stays'; None for another shape."""
    low = text.strip(" .!").casefold()
    at, neg = next(((low.find(n), n) for n in _NOT if low.find(n) > 0), (-1, ""))
    if at <= 0:
        return None
    rest = low[at + len(neg):].replace(",", " ").split()
    if not rest or rest[0] not in _GO or not all(w in _NO_MORE for w in rest[1:]):
        return None
    if "to" in rest[1:] and rest[rest.index("to") + 1:rest.index("to") + 2] != ["sea"]:
        return None                             # 'does not sail to the Channel': a place, asked
    return text.strip(" .!")[:at].rstrip(" ,") + " stays"


def none_made(text: str) -> bool:
    """'Denmark will not declare war on anyone and will not join any alliance': each clause a negation of war or
    alliance with nobody named."""
    low = text.strip(" .!").casefold().replace(",", " ")
    clauses = [c for c in low.split(" and ") if c.strip()]
    if not clauses:
        return False
    for clause in clauses:
        said = clause.split()
        if not any(n.strip() in clause + " " for n in _NOT) or not _DIPLOMACY & set(said) or not _ANYONE & set(said):
            return False
    return True
