"""A line that names again, by their names, only the places the orders above it already go to or from, and
says nothing of its own: 'Bohemia and Transylvania, both empty. Dalmatia for the coast.' under '2 armies 46 ->
47', '1 army 45 -> 44', '1 army 48 -> 49'. It gives no order (every place it names has one already), so it is
set aside as the player's remark on those orders, said so on the receipt, never refused as if it were one.

Never so taken: a sentence with a unit, a unit word, a count or any digit, a stay, an arrow, a verb of an order, a word of an order
(build, declare, alliance), another nation, a correction, a negation or a condition, or 'too', 'also', 'again',
'instead' (each may give one more order, or change one); nor a place no order read names."""

from __future__ import annotations

from collections.abc import Iterable

from engine.words.clauses import sentences
from engine.words.meaning.slots import Finder
from engine.words.meaning.talk import is_talk

# Words that may add to or change the orders a place was named in: never a remark on them.
_ADDING = frozenset("too also again instead more another extra either both_of not no if unless only but rather "
                    "except".split())
_MOST_SENTENCES = 6
_ARROWS = ("->", " - ", "=>", "\u2192", " > ", " \u2013 ")


def where_orders_end(orders: Iterable[object]) -> set[str]:
    """Where orders end or act, casefolded: a destination (a route's last step), the place of a build, a target;
    never where units leave from ('They linger in Castile' under a move out of Castile is no remark on it)."""
    out: set[str] = set()
    for order in orders:
        for name in getattr(type(order), "__struct_fields__", ()):
            v = getattr(order, name)
            if name in ("path", "seas") and isinstance(v, tuple) and v:
                v = v[-1]
            elif name not in _ENDS:
                continue
            if isinstance(v, str):
                out.add(v.casefold())
    return out


_ENDS = frozenset(("to", "where", "at", "province", "target", "area", "sea", "land_at", "other", "partner"))


def restates(text: str, finder: Finder, ordered: set[str]) -> bool:
    """Whether every sentence of `text` is talk or names only places in `ordered` (the region ids of the
    orders read before it, casefolded) with no word of its own that may be an order; one sentence names such
    places at least."""
    parts = [p.strip().strip("\"'()[]*_").rstrip(".!").strip() for s in sentences(text) for p in s.split(";")]
    parts = [p for p in parts if p]
    if not parts or len(parts) > _MOST_SENTENCES or not ordered:
        return False
    named = False
    for said in parts:
        if any(m in said for m in _ARROWS) or any(len(w) == 1 and w.isupper() for w in said.split()):
            return False                # 'A - Thuringa': an order written short, a unit's letter
        slots = finder.find(said)
        if said.endswith("?") or slots.correction or slots.blocked[:1].islower() or slots.blocked == "?" \
                or _ADDING & slots.words:       # a capitalised 'blocked' word is a name of a list ('Karelia')
            return False
        if not slots.places:
            if slots.units or slots.nouns or slots.numbers or slots.arrow or slots.order_words \
                    or not is_talk(said, slots, finder):
                return False
            continue
        if slots.units or slots.nouns or slots.arrow or slots.order_words or slots.verbs or slots.nations \
                or slots.stays or slots.numbers or any(c.isdigit() for c in said) \
                or any(p.rid.casefold() not in ordered for p in slots.places):   # 'My 3 in 37 are resting': no
            return False
        named = True
    return named
