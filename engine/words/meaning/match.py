"""Which of the nation's candidate orders a sentence's slots mean: every unit, place, nation and number
it names is the candidate's, its verbs include the candidate's class, and it names the candidate's
units (by letter or number, or by a unit word with the place they stand or the only such unit) and
its target. The count a candidate leaves to the player is filled from the sentence."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.words.meaning.candidate import Candidate
from engine.words.meaning.carriers import carriers_fit, carriers_stand, without_carriers
from engine.words.meaning.slots import GENERIC_NOUNS, Finder, Slots


@dataclass(frozen=True)
class Fit:
    candidate: Candidate
    order: str              # the canonical line, with the count written in


def fits(slots: Slots, finder: Finder, candidates: Sequence[Candidate]) -> list[Fit]:
    """The candidates the slots mean, one per distinct order."""
    out: dict[str, Fit] = {}
    for c in candidates:
        order = _fit(slots, finder, c)
        if order is not None and order not in out:
            out[order] = Fit(c, order)
    return list(out.values())


def _fit(s: Slots, finder: Finder, c: Candidate) -> str | None:
    if c.extra and not any(all(part in s.words for part in w.casefold().split()) for w in c.extra):
        return None             # 'join pact Republican League': the pact's name is said, or it is not meant
    if not (c.units or c.target or c.nations or c.extra or c.origin):
        return None             # nothing a sentence could name ties it: its verb alone never reads it
    if s.other_counts and not (s.units or s.nouns):
        return None             # 'send two lads from 3 to 6': the lads may be the units, counted
    if s.other_counts and s.numbers and not set(s.other_counts) <= set(s.numbers):
        return None             # '3 armies 37 -> 38, leave 1 behind': a second count, of what the order may move
    if not carriers_fit(s.words, finder, c):
        return None             # 'sail away from Ricotta Lagoon': never through it (engine.words.meaning.carriers)
    if s.carried and not _carries(s, finder, c):
        return None             # 'the ships sail to C with both armies aboard': those armies are where the ships are
    places = c.places()
    said = {p.rid for p in s.places}
    if s.units and not s.units <= set(c.units):
        return None
    named = s.nations | {p.nation for p in s.places if p.nation}
    if s.nations - set(c.nations) or not set(c.nations) <= named:
        return None
    counts = list(s.numbers)
    for p in s.places:
        if p.rid in places and _role_fits(p.role, p.rid, c, _orders_kind(p.of_kind, finder, c)) \
                or p.nation in c.nations or s.outcome and p.role == "stands" and p.rid == c.target \
                or p.role == "stands" and carriers_stand(finder, c, p.rid, p.of_kind):
            continue            # 'I want two armies in 6, from 5': where the units should be, in an outcome
        if p.number is not None:
            counts.append(p.number)             # '3 to 37' in a game of numbered places: '3' a count after all
            continue
        return None
    if c.target is not None and c.target not in said and not (c.origin == c.target):
        return None
    if not _in_path_order(s, c):
        return None
    if c.via and not _DIRECT.isdisjoint(s.words):
        return None             # '4 units from Berdain straight to Randomia': no way through another place
    if s.outcome and c.verb in ("move", "hold") and _ends_there(s, c):
        pass                    # 'corps A should be standing in Mecklenburg': where it ends, whatever the verb
    elif s.verbs and c.verb not in s.verbs or any(c.verb not in vs and not (c.verb in _MOVING and vs & _MOVING)
                                                  for vs in s.verb_sets):
        return None             # 'blockade the Fondue Sea and attack the Maustrians': each verb an order of its own
    elif s.stays and c.verb in ("move", "attack") and c.target != c.origin:
        return None             # 'hold fast and attack': a stay and a move of one unit, which?
    elif not s.verbs and not (c.verb == "move" and c.target in said and (s.arrow or _said_to(s, c.target))):
        return None
    if c.verb == "hold" and c.origin and s.words & _PORT and _at_sea(finder, c.origin):
        return None             # 'The Channel fleet stays in port': it is at sea
    if c.verb == "hold" and s.words & _FIGHT and s.words & _KEPT_FROM:
        return None             # 'Our ships (2 in N) stay out of combat': how they meet a fight, never a bare stay
    if not nouns_fit(s, finder, c):
        return None
    if c.units and not s.units and not _described(s, finder, c, said):
        return None
    return _counted(s, c, without_carriers(finder, c, counts))


def _carries(s: Slots, finder: Finder, c: Candidate) -> bool:
    """Whether the units a sentence says go with those that move ('with both armies still on board') are the
    nation's, where the candidate's units start, and as many as it says (a unit named with its count, '2 armies I')."""
    refs = [r for r in finder.meaning.units if c.origin is not None and r.at == c.origin and r.head not in c.units]
    for count, word in s.carried:
        kind = finder.kind(word)
        said = [r for r in refs if word in r.nouns or kind in r.kinds or kind.rstrip("s") in r.kinds]
        if not said:
            return False
        counted = [r.head.split(" ", 1)[0] for r in said if r.head.split(" ", 1)[0].isdigit()]
        if counted and str(count) not in counted:
            return False
    return True


_PORT = frozenset(("port", "harbour", "harbor", "anchor"))
# Words that say a march goes with no stop between ('straight to Randomia'): never read as a way through another place.
_DIRECT = frozenset(("straight", "directly", "direct", "nonstop"))
# A stay said with how the units meet a fight ('stay out of combat', 'keep clear of any battle', 'no fighting'):
# a stance a bare stay would drop in silence.
_FIGHT = frozenset("combat combats fight fights fighting battle battles engagement engagements action".split())
_KEPT_FROM = frozenset("out no avoid avoiding avoids clear away without shun".split())


def _at_sea(finder: Finder, rid: str) -> bool:
    board = finder.names.board
    return rid in board.regions and board.regions[rid].is_sea


# Verbs of one voyage: 'takes corps II aboard and sails into the Gulf of Cadiz' is one order.
_MOVING = frozenset(("move", "embark", "land"))


_STAYING = frozenset(("hold", "support"))


def _ends_there(s: Slots, c: Candidate) -> bool:
    """An outcome ('By the end of spring, corps A should be in Mecklenburg'): the place the candidate's units end
    in is said (where a march goes, where a stay stands), and every verb said fits (a march for a move; for a
    stay, a verb of staying: 'my galleons still in the Fondue Sea' never reads an attack as a stay)."""
    if c.verb == "move":
        return all("move" in vs for vs in s.verb_sets) and any(
            p.rid == c.target and p.role in ("at", "to", "stands", "") for p in s.places)
    return all(vs <= _STAYING for vs in s.verb_sets) and any(
        p.rid == c.origin and p.role in ("at", "to", "stands") for p in s.places)


def _in_path_order(s: Slots, c: Candidate) -> bool:
    """Places said with no word of their role come in the order the candidate passes them ('von
    Brandenburg nach Sachsen' is never a march from Silesia through Saxony to Brandenburg)."""
    bare = [p.rid for p in s.places if not p.role]
    if len(bare) < 2:
        return True
    path = [p for p in (c.origin, *c.via, c.target) if p]
    at = [path.index(rid) for rid in bare if rid in path]
    return all(a <= b for a, b in zip(at, at[1:]))


def _orders_kind(kind: str, finder: Finder, c: Candidate) -> bool:
    """Whether a unit word names what the candidate orders ('galleons' of a voyage of galleons; not 'ships'
    that carry the armies a landing orders)."""
    if not kind:
        return False
    if c.units:
        return any(kind in finder.unit_nouns.get(h, ()) for h in c.units)
    return kind in c.kinds


def _role_fits(role: str, rid: str, c: Candidate, its_own: bool = True) -> bool:
    if role == "stands":
        if not its_own:
            return rid == c.origin or rid in c.via       # 'by the ships in D': the carriers' sea, passed
        return rid == c.origin or c.origin is None and rid == c.target
    if role == "via":
        return rid in c.via
    if role == "to":
        return rid == c.target or rid in c.via
    if role == "from":
        return rid == c.origin or rid in c.via
    return True


def _said_to(s: Slots, rid: str | None) -> bool:
    return any(p.rid == rid and p.role == "to" for p in s.places)


def nouns_fit(s: Slots, finder: Finder, c: Candidate) -> bool:
    """Every unit word said fits what the candidate orders or builds ('troops' fits anything)."""
    kept = finder.fitting.get(id(c))
    if kept is not None and kept[0] is c:
        fitting = kept[1]
    else:
        fitting = set(c.kinds)
        for head in c.units:
            fitting |= finder.unit_nouns.get(head, frozenset())
        finder.fitting[id(c)] = (c, fitting)      # the candidate held: its id stays its own
    return all(kind in fitting or kind in GENERIC_NOUNS and (c.units or c.kinds)
               or s.units and kind in _NAME_NOUNS for kind, _ in s.nouns)


# Unit words that are a unit's name beside its letter or number ('the Guard (corps E)'), never its kind.
_NAME_NOUNS = frozenset("guard guards reserve vanguard column men".split())


def _described(s: Slots, finder: Finder, c: Candidate, said: set[str]) -> bool:
    """The candidate's units called by a unit word: with the place they stand ('the army in 37'), or
    the only unit of the nation the word fits ('my fleet')."""
    if not s.nouns:
        return False
    if c.origin is not None and c.origin in said:
        return True
    kinds = {k for k, _ in s.nouns}
    fitting = [h for h, nouns in finder.unit_nouns.items() if kinds <= nouns]
    return len(c.units) == 1 and fitting == list(c.units)


def _counted(s: Slots, c: Candidate, left: list[int]) -> str | None:
    """The order with the count said; None when a number said is not the candidate's."""
    plural = any(p for _, p in s.nouns)
    if c.most:
        if len(left) > 1:
            return None
        if left:
            return c.said(left[0]) if 1 <= left[0] <= c.most else None
        if plural:
            return c.said(c.most) if c.whole else None
        return c.said(1)
    if c.count is not None:
        if left:
            return c.order if left == [c.count] else None
        if plural and not c.whole and c.count > 1:
            return None
        return c.order if c.whole or c.count == 1 or not s.nouns else None
    return c.order if not left else None
