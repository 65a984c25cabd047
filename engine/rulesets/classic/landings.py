"""Armies aboard the nation's ships, said in words: landed ('Land the two of them in 23', 'Put the 2 armies
ashore in Holland', 'The fleet in I lands its two armies in 22', 'the 2 armies aboard sail with them and land
in 4'), or kept aboard ('troops stay aboard for now'). The sentence is read by its parts: a verb of landing,
the armies (counted, or 'them', 'both'), the sea they are aboard in (named, or the one sea where the nation has
armies aboard) and one province; any other word leaves the sentence to the other readers."""

from __future__ import annotations

from engine.errors import NotUnderstood
from engine.words.movement import _place as place_at
from engine.words.reading import NUMBER_WORDS, Names
from engine.words.textio import is_digits
from engine.rulesets.classic.units import ClassicState

_LAND = frozenset("land lands landing disembark disembarks disembarking debark debarks unload unloads".split())
_ASHORE_VERBS = frozenset("put puts putting set sets setting go goes going get gets step steps come comes carry "
                          "carries bring brings send sends".split())
_STAY = frozenset("stay stays remain remains keep keeps".split())
ARMY_WORDS = frozenset("""army armies troops troop men soldiers regiments warriors legions levies host them lads""".split())
_SHIP_WORDS = frozenset("ship ships fleet fleets boats longships galleys transports navy".split())
# Words that say nothing the reading needs: articles, owners, the armies' going with their ships.
_FILLER = frozenset("""the my our its their his her of and then aboard on board onboard still
    along too also this turn now there please for afterwards all both ashore in at from into onto to""".split())
_WITH_SHIPS = frozenset("sail sails go goes travel travels stay stays remain remains".split())   # '... sail with them'

_INTO = frozenset("in at on into onto to".split())
_FROM = frozenset("from aboard".split())
_COUNTS = {"both": 2, "all": None, **NUMBER_WORDS}


def _low(token: str) -> str:
    return token.strip(",.;:!?()'\"").casefold()


def landing(text: str, nation: str, names: Names) -> str | list | None:
    """'N armies SEA -> PROVINCE' for a landing, [] for armies kept aboard, None when the sentence is not
    one of them (the reader's own answer then stands)."""
    state = names.state
    if not isinstance(state, ClassicState) or len(text) > 300:
        return None
    tokens = _count_after_aboard(names.confirmed(text).replace(",", " ").split())
    low = [_low(t) for t in tokens]
    verb = next((i for i, w in enumerate(low) if w in _LAND), None)
    if verb is None and low.count("->") == 1 and "aboard" in low[:low.index("->")]:
        verb = low.index("->")              # round 22: '2 armies aboard -> 23', 'armies aboard (2) -> 23'
    ashore = "ashore" in low and any(w in _ASHORE_VERBS for w in low)
    stays = verb is None and not ashore and any(w in _STAY for w in low) and ("aboard" in low or "board" in low)
    if verb is None and not ashore and not stays:
        return None
    count: int | None = None
    counted = armies = False
    seas: list[str] = []
    lands: list[str] = []
    i = 0
    while i < len(tokens):
        w = low[i]
        if w in _INTO or w in _FROM or w == "->" and i == verb:
            found = place_at(tokens, i + 1, names)
            if found is not None:
                (seas if names.board[found[0]].is_sea else lands).append(found[0])
                i += 1 + found[1]
                continue
        if is_digits(w) or w in _COUNTS and w != "all":
            if counted or i + 1 >= len(low) or low[i + 1] not in ARMY_WORDS and low[i + 1] not in ("of", "more"):
                if not names.is_region(w):
                    return None               # a second number: what it counts is not said
                found = place_at(tokens, i, names)     # a place named without a preposition
                if found is None:
                    return None
                (seas if names.board[found[0]].is_sea else lands).append(found[0])
                i += found[1]
                continue
            count, counted = (_COUNTS[w] if w in _COUNTS else int(w)), True
        elif w in _WITH_SHIPS and i + 2 < len(low) and low[i + 1] == "with" and low[i + 2] in ("them", "it", "the"):
            i += 2                            # 'sail with them': what armies aboard do anyway
        elif w in ARMY_WORDS:
            armies = True
        elif w in _SHIP_WORDS or w in _FILLER or w in _LAND or w in _ASHORE_VERBS or w in _STAY \
                or stays and w in ("for", "now", "aboard"):
            pass
        else:
            found = place_at(tokens, i, names)       # 'the fleet in I', 'Holland'
            if found is None or not tokens[i][:1].isupper() and not is_digits(w):
                return None                     # a word that may change the meaning: not this shape
            (seas if names.board[found[0]].is_sea else lands).append(found[0])
            i += found[1]
            continue
        i += 1
    if not armies or len(set(seas)) > 1:
        return None
    if stays:
        return [] if not lands and _aboard_seas(state, nation) else None
    if len(lands) != 1:
        return None
    sea = seas[0] if seas else None
    if sea is None:
        aboard = _aboard_seas(state, nation)
        if len(aboard) != 1:
            raise NotUnderstood("say in which sea the armies are aboard: 'the 2 armies aboard in I land in 22'"
                                if aboard else f"{nation} has no armies aboard ships to land")
        sea = aboard[0]
    fleet = state.fleet(nation, sea)
    if count is None:
        count = fleet.aboard if fleet is not None and fleet.aboard else None
        if count is None:
            raise NotUnderstood(f"{nation} has no armies aboard in {names.board.name(sea)}: say how many land")
    return f"{count} armies {names.board.name(sea)} -> {names.board.name(lands[0])}"


def _count_after_aboard(tokens: list[str]) -> list[str]:
    """'armies aboard (2) -> 23' as '2 armies aboard -> 23': a number in brackets right after 'aboard' counts the
    armies, never names a province (round 22)."""
    for k in range(1, len(tokens) - 1):
        said = tokens[k + 1]
        if tokens[k].casefold() == "aboard" and said[:1] == "(" and said[-1:] == ")" and is_digits(said[1:-1]) \
                and _low(tokens[k - 1]) in ARMY_WORDS and not any(is_digits(_low(t)) for t in tokens[:k - 1]):
            return [said[1:-1], *tokens[:k + 1], *tokens[k + 2:]]
    return tokens


def _aboard_seas(state: ClassicState, nation: str) -> list[str]:
    return [f.at for f in state.fleets if f.nation == nation and f.aboard]
