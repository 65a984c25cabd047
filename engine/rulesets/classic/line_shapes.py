"""Classic orders laid out as players lay them out in lists and short notes: an item lettered 'a.',
'b)', '(c)' or 'A.' before its order, a label before a colon ('Home army: 3 armies 3 -> 6', 'Treasury:
buy 1 ship in C'), and the count said after the route ('107 -> 106 with 2 armies', 'prov 89 -> prov 93,
3 armies', '21 -> 27: all armies'). Each gives the line in the canonical shape, to be read again; the
reading is kept only when it reads whole."""

from __future__ import annotations

from engine.words import patterns as re        # its compile() waits for first use
from collections.abc import Iterable

from engine.errors import NotUnderstood
from engine.words.prose import CORRECTIONS, is_retraction, opening
from engine.words.reading import NUMBER_WORDS, Names

# 'a. ...', 'b) ...', '(c) ...', 'A. ...': a letter of a list, not a sea of the order (no order starts 'C. ').
_ITEM_LETTER = re.compile(r"^\(?[a-zA-Z][.)] (?=\S)")
# A label names a part of the nation's forces or purse; words that would change the order are no label.
_NOT_A_LABEL = frozenset("""if unless should when whenever in case provided not no never instead cancel scratch ignore
    disregard actually maybe perhaps otherwise except only but correction edit wait sorry oops question gm note
    same usual again orders order alternatively alternative option or backup fallback plan possibly probably tentative
    draft proposal idea suggestion hypothetically previous old cancelled canceled void deleted rejected later next
    future last withdrawn retracted obsolete struck""".split())
_LABEL = re.compile(r"^(?P<head>[A-Za-z][A-Za-z' ]{0,40}): (?P<rest>\S.*)$")
_WORDS = "|".join(sorted(NUMBER_WORDS, key=len, reverse=True))
# ', 3 armies' / ' with 2 armies' / ': all ships' at the end of a route, with what the ships do after it.
_COUNT_AFTER = re.compile(rf"(?:,| with|:) (?:the |my |our )?(?P<count>[0-9]{{1,6}}|all|both|{_WORDS}) "
                          r"(?:of (?:my |the |our ))?(?P<kind>armies|army|ships|ship)"
                          r"(?P<tail>(?: (?:and )?(?:attacks?|escapes?|no combat)\b[^,;]{0,60})?)$", re.IGNORECASE)
_ROUTE = re.compile(r"->|→|=>|>| - | to |(?<=\w)-(?=\w)", re.IGNORECASE)
_OWN_COUNT = re.compile(rf"^(?:\S+ )?(?:[0-9]{{1,6}}|all|{_WORDS}) (?:armies|army|ships|ship)\b", re.IGNORECASE)
_UNITS_SAID = frozenset("fleet fleets ship ships army armies troops squadron longships galleys boats navy".split())
LONGEST = 300           # longer lines are not laid out again


def laid_out(text: str, nation: str, names: Names) -> list[str]:
    """The line in other shapes to read again, the likeliest first; none when it has no list letter,
    label or count after its route."""
    if len(text) > LONGEST:
        return []
    out: list[str] = []
    item = _ITEM_LETTER.match(text)
    if item:
        text = text[item.end():]
        out.append(text)
    label = _LABEL.match(text)
    if label and _is_label(label["head"], nation, names):
        text = label["rest"]
        out.append(text)
    counted = _count_after(text)
    if counted:
        out.append(counted)
    return out


def _is_label(head: str, nation: str, names: Names) -> bool:
    """'Home army', 'Fleet', 'Treasury', 'Army of the North': a few words that name no other nation,
    no place and nothing that changes the order."""
    words = head.casefold().replace("'s", "").split()
    if not words or len(words) > 4 or any(w in _NOT_A_LABEL for w in words):
        return False
    if opening(head + ":", CORRECTIONS)[0] or is_retraction(head):
        return False                            # 'Change of plan: ...' corrects what came before
    if names.is_region(head) or any(names.is_region(w) for w in head.split() if w[:1].isupper()):
        return False
    return not any(_other_nation(w, nation, names) for w in (head, *head.replace("'s", "").split()))


def _other_nation(text: str, nation: str, names: Names) -> bool:
    found = names.known_nation(text)
    return found is not None and found != nation


def _count_after(text: str) -> str | None:
    """'107 -> 106 with 2 armies' -> '2 armies 107 -> 106'; the route must have no count of its own."""
    m = _COUNT_AFTER.search(text)
    if m is None:
        return None
    head = text[:m.start()].strip()
    if not head or _ROUTE.search(head) is None or _OWN_COUNT.match(head):
        return None
    if any(w.strip(",.;:").casefold() in _UNITS_SAID for w in head.split()):
        return None                     # 'The fleet sails from D to E, 3 armies': the unit is said twice
    count = "2" if m["count"].casefold() == "both" else m["count"]
    return f"{count} {m['kind']} {head}{m['tail']}"


# 'His Apostolic Majesty commands that ...', 'The King orders that ...': what follows is the orders, one per 'that'.
_COMMANDS = re.compile(r"\b(?:commands?|orders?|decrees?|wishes|wish|directs?|desires?|wills?|requests?|instructs?|"
                       r"ordains?|demands?)(?: (?:you|the gm|hereby))? that (?=\S)", re.IGNORECASE)
_THAT = re.compile(r"(?:,|;) (?:and )?that |(?:,|;)? and that ", re.IGNORECASE)


def commanded(text: str, nation: str, names: Names) -> list[str]:
    """'His Majesty commands that the three regiments of Vienna move into Bohemia, that ..., and that one army
    be bought in 76' -> the orders after each 'that'; none when the line says no such thing or the one who
    commands is another nation."""
    if len(text) > LONGEST * 2:
        return []
    m = _COMMANDS.search(text)
    if m is None:
        return []
    head = text[:m.start()]
    if any(_other_nation(w.strip(",.:;'").removesuffix("'s"), nation, names) for w in head.split()):
        return []                               # 'The Tsar orders that ...' sent by another: never taken as ours
    return [p for p in (p.strip(" ,;.") for p in _THAT.split(text[m.end():])) if p]


def all_read(parts: list[str], read) -> list | None:
    """The orders of every part, None when one of them does not read whole or gives none."""
    out: list = []
    for part in parts:
        try:
            orders = read(part)
        except NotUnderstood:
            return None
        if not orders or any(isinstance(o, Exception) for o in orders):
            return None
        out += orders
    return out or None


def first_read(shapes: Iterable[str], read) -> list | None:
    """The orders of the first shape that reads whole, None when none does."""
    for shape in shapes:
        try:
            orders = read(shape)
        except NotUnderstood:
            continue
        if orders and not any(isinstance(o, Exception) for o in orders):
            return orders
    return None
