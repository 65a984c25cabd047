"""EiA's attack said in a sentence: 'We attack the Austrians in Bavaria', 'Corps II attacks in Bavaria',
'Our army attacks Bavaria' -> 'attack Bavaria'. The area is the one land area the sentence names; a
corps named must be the power's and stand there; words that say more than the attack leave the
sentence to the other readers. One pass over the words."""

from __future__ import annotations

from engine.errors import NotUnderstood
from engine.orders import Names
from engine.rulesets.eia.orders import Attack
from engine.rulesets.eia.state import EiaState

_ATTACK = frozenset("attack attacks attacking assault assaults engage engages".split())
# Words that may stand in such a sentence besides the area, the enemy and the corps.
_GLUE = frozenset("we our the in at on into corps army armies forces troops will shall to and all i also now "
                  "this month enemy them there".split())
_MOST_PLACE = 5


def attack_in(text: str, nation: str, names: Names, state: EiaState) -> list[Attack] | None:
    """The attack a sentence gives, None when it is not one."""
    toks = [t.strip(",.;:!?()\"") for t in text.replace("\u2019", "'").split()]
    toks = [t for t in toks if t]
    low = [t.casefold() for t in toks]
    if not any(w in _ATTACK for w in low):
        return None
    corps = {c.designation.casefold(): c for c in state.corps if c.nation == nation}
    areas: list[str] = []
    named: list = []
    i = 0
    while i < len(toks):
        two = " ".join(low[i:i + 2])
        if two in corps or low[i] in corps and i and low[i - 1] == "corps":
            named.append(corps[two] if two in corps else corps[low[i]])
            i += 2 if two in corps else 1
            continue
        place = _place(toks, i, names)
        if place is not None:
            if not names.board[place[0]].is_land:
                return None
            areas.append(place[0])
            i = place[1]
            continue
        word = toks[i].removesuffix("'s")
        if low[i] in _ATTACK or low[i] in _GLUE or names.known_nation(word) not in (None,):
            i += 1
            continue
        return None                             # more than an attack: read another way or refused
    areas = list(dict.fromkeys(areas))
    if not areas:
        raise NotUnderstood("in which area? write 'attack Bavaria'")
    if len(areas) > 1:
        raise NotUnderstood(f"an attack is in one area; {len(areas)} named: which is meant?")
    for one in named:
        if one.at != areas[0]:
            raise NotUnderstood(f"corps {one.designation} stands in {names.board.name(one.at)}, "
                                f"not {names.board.name(areas[0])}")
    return [Attack(nation=nation, area=areas[0])]


def _place(toks: list[str], i: int, names: Names) -> tuple[str, int] | None:
    start = i + 1 if i < len(toks) and toks[i].casefold() == "the" else i
    for n in range(min(_MOST_PLACE, len(toks) - start), 0, -1):
        text = " ".join(toks[start:start + n])
        if text[:1].isupper() and names.is_region(text) and not names.known_nation(text):
            return names.region(text), start + n
    return None


_THERE_JOINTS = (", and then ", " and then ", ", and ", " and ", ", then ", " then ", ", ")
_THERE_WORDS = frozenset("attack attacks attacking assault assaults engage engages the enemy them there at once "
                         "too also".split())


def attack_there(text: str, names: Names) -> str | None:
    """The march of a sentence that ends by attacking where it ends ('Alsace - Baden - Württemberg - Bavaria, and
    attack there', 'corps II marches to Bavaria and attacks the Austrians there'): the march alone, the attack
    being in its last area; None for another shape."""
    low = text.strip(" .!").casefold()
    if not low.endswith("there"):
        return None
    at = max((low.rfind(j), j) for j in _THERE_JOINTS)
    if at[0] <= 0:
        return None
    tail = low[at[0] + len(at[1]):].split()
    if not tail or len(tail) > 8 or tail[0] not in _ATTACK or not all(
            w in _THERE_WORDS or names.known_nation(w.removesuffix("'s")) or _enemy_word(w, names) for w in tail):
        return None
    march = text.strip(" .!")[:at[0]]
    return None if march.casefold().rstrip(" .,!").endswith("there") else march    # one attack, said once


def _enemy_word(word: str, names: Names) -> bool:
    """'Austrians', 'French': a people's name, which says who is attacked, never where."""
    for end in ("s", "es", ""):
        stem = word.removesuffix(end) if end else word
        if stem and names.known_nation(stem):
            return True
    return word in ("french", "british", "english", "spanish", "dutch", "danes", "swedes", "turks", "russians",
                    "austrians", "prussians", "neapolitans", "portuguese")
