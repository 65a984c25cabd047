"""Napoleonic transfers of divisions said in prose (round 21): 'corps B gives one infantry division to a new corps
H', 'Corps A hands two cavalry to corps C', 'Take the cavalry division out of corps A and make it a new corps C',
'take 2 infantry from corps D and form a new corps H'. Written as the rules' transfer ('transfer 1 infantry from B
to H') and read by the grammar; the rules check that both corps stand in one province.

The count: a number, 'one', 'the' or 'a' before one division; the kind: infantry, cavalry or artillery. Never a
question, a condition, a negation ('B does not give ...'), or anything after the receiving corps but ', which stays
there' or ', which stays in PLACE' (a new corps stays where it is formed; the rules' transfer says no more).
One pass over the words."""

from __future__ import annotations

from collections.abc import Callable

from engine.words.reading import NUMBER_WORDS

_KINDS = {"infantry": "infantry", "inf": "infantry", "cavalry": "cavalry", "cav": "cavalry", "artillery": "artillery",
          "arty": "artillery", "guns": "artillery"}
_GIVING = frozenset(("gives", "give", "hands", "hand", "passes", "pass", "lends", "lend"))
_TAKING = frozenset(("take", "takes", "detach", "detaches"))
_MAKING = frozenset(("make", "makes", "form", "forms"))
_DIVISIONS = frozenset(("division", "divisions"))
_ONE = frozenset(("the", "a", "one", "1"))
_NEVER = frozenset("not never if unless maybe perhaps or don't doesn't won't".split())
_MOST_WORDS = 24


def as_transfer(text: str, stands_at: Callable[[str, str], bool]) -> str | None:
    """'transfer 1 infantry from B to H' for a transfer said in prose, None when the text says none so.
    `stands_at(letter, place)`: whether the corps of that letter stands in the place named."""
    said = text.strip().rstrip(".!").strip()
    at = said.find(", which stays")
    stays = said[at + len(", which stays"):].strip() if at > 0 else ""
    said = said[:at] if at > 0 else said
    found = _found(said)
    if found is None or not stays or stays == "there":
        return found
    giver = found.split(" from ", 1)[1].split(" ")[0]
    return found if stays.startswith("in ") and "," not in stays and stands_at(giver, stays[3:]) else None


def _found(said: str) -> str | None:
    if "?" in said or "," in said or ";" in said:
        return None
    raw = said.split()
    low = [w.casefold() for w in raw]
    if len(low) > _MOST_WORDS or _NEVER.intersection(low):
        return None
    return _given(raw, low) or _taken(raw, low)


def _count(low: list[str], k: int) -> tuple[int, str, int] | None:
    """(count, kind, index after) of 'one infantry division', '2 cavalry', 'the cavalry division' at word k."""
    if k + 1 >= len(low):
        return None
    word = low[k]
    told = 1 if word in _ONE else NUMBER_WORDS.get(word) or (int(word) if word.isdigit() and len(word) < 2 else 0)
    kind = _KINDS.get(low[k + 1])
    if not told or kind is None:
        return None
    end = k + 2
    if end < len(low) and low[end] in _DIVISIONS:
        end += 1
    if word in ("the", "a") and low[end - 1] != "division":
        return None                     # 'the cavalry': how many is not said
    return told, kind, end


def _letter(raw: list[str], low: list[str], k: int) -> tuple[str, int] | None:
    """(letter, index after) of 'corps H', 'H' at word k."""
    if k < len(low) and low[k] == "corps":
        k += 1
    if k < len(raw) and 1 <= len(raw[k]) <= 2 and raw[k].isalpha() and raw[k].isupper():
        return raw[k], k + 1
    return None


def _given(raw: list[str], low: list[str]) -> str | None:
    """'corps B gives one infantry division to a new corps H'."""
    giver = _letter(raw, low, 0)
    if giver is None or giver[1] >= len(low) or low[giver[1]] not in _GIVING:
        return None
    counted = _count(low, giver[1] + 1)
    if counted is None or counted[2] >= len(low) or low[counted[2]] != "to":
        return None
    k = counted[2] + 1
    k += 1 if k < len(low) and low[k] == "a" else 0
    k += 1 if k < len(low) and low[k] == "new" else 0
    taker = _letter(raw, low, k)
    if taker is None or taker[1] != len(low) or taker[0] == giver[0]:
        return None
    return f"transfer {counted[0]} {counted[1]} from {giver[0]} to {taker[0]}"


def _taken(raw: list[str], low: list[str]) -> str | None:
    """'Take the cavalry division out of corps A and make it a new corps C'."""
    if not low or low[0] not in _TAKING:
        return None
    counted = _count(low, 1)
    if counted is None:
        return None
    k = counted[2]
    k += 2 if low[k:k + 2] == ["out", "of"] else 1 if k < len(low) and low[k] == "from" else 0
    if k == counted[2]:
        return None
    giver = _letter(raw, low, k)
    if giver is None or low[giver[1]:giver[1] + 1] != ["and"] or giver[1] + 1 >= len(low) \
            or low[giver[1] + 1] not in _MAKING:
        return None
    k = giver[1] + 2
    k += 1 if k < len(low) and low[k] in ("it", "them") else 0
    k += 1 if k < len(low) and low[k] == "into" else 0
    if low[k:k + 2] != ["a", "new"]:
        return None
    taker = _letter(raw, low, k + 2)
    if taker is None or taker[1] != len(low) or taker[0] == giver[0]:
        return None
    return f"transfer {counted[0]} {counted[1]} from {giver[0]} to {taker[0]}"
