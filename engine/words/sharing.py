"""Two players sharing a nation say who writes which orders, for every ruleset: 'Hanno writes for the army, Himilco for
the fleet (we play Carthage together).', 'My co-player does the navy, I do the army.' Such a line names a branch of the
forces but no unit, place, number or order: it is talk, set aside and said so. One pass over its words."""

from __future__ import annotations

from collections.abc import Callable

from engine.words.quick import has_digit

# Saying who does which part.
_SHARE_VERBS = frozenset("""write writes writing wrote written do does did doing run runs running ran handle handles
    handled handling command commands commanded commanding take takes took care play plays playing played share shares
    shared sharing split splits manage manages managed managing add adds added look looks after lead leads""".split())
# The parts a nation's orders are shared into.
_PARTS = frozenset("""army navy fleet land sea diplomacy treasury money finances builds moves military naval armies
    fleets ships""".split())
# The players, when no name is said ('My co-player does the navy, I do the army').
_PEOPLE = frozenset("co-player coplayer co-players partner partners teammate team-mate he she we both".split())
# The other words such a line is made of.
_FILLER = frozenset("""i we he she my our his her their they them us me you co-player coplayer co-players partner
    partners teammate team-mate friend and agreed agree agreeing how the a an work for this game turn step here is are
    as it its part parts below above so note has have nothing to in orders order gm hola hi hello dear nation
    sign-up signup thread says said with from rulers of all both while whereas then each one other together side
    sides between two us, who what which that there on by at be will does don't isn't also just joint jointly
    command only time again usual always now still same way""".split())


def shares_the_work(text: str, nation: str, looks: Callable[[str], bool] | None) -> bool:
    """Whether the line only says who of the players sharing the nation (`nation`, the writer's) writes which part of
    its orders."""
    if looks is None or "->" in text or ">" in text or has_digit(text):
        return False
    said = [w.strip(".,;:!?()\"'") for w in text.replace("/", " ").split()]
    said = [w for w in said if w]
    if not said or len(said) > 40:
        return False
    low = [w.casefold() for w in said]
    own = frozenset(nation.casefold().replace("-", " ").split())
    if not set(low) & _SHARE_VERBS or not set(low) & _PARTS:
        return False
    named = any(w[0].isupper() and w != "I" and f not in _FILLER and f not in _PARTS and f not in _SHARE_VERBS
                for w, f in zip(said, low))
    if not named and not set(low) & _PEOPLE:
        return False            # 'The fleet in I does nothing this turn.': no player said to write anything
    if any(w in ("in", "at", "to", "from", "of") and i + 1 < len(said) and len(said[i + 1]) == 1
           for i, w in enumerate(low)):
        return False            # 'The fleet in I does nothing': a unit at a place of the map
    for word, folded in zip(said, low):
        if folded in _SHARE_VERBS or folded in _PARTS or folded in _FILLER or folded in own:
            continue
        if word[0].isupper() and word.isalpha() and not looks(word + " 2"):
            continue            # a player's name: 'Hanno', 'Marta'; never a place or a nation
        return False
    return True
