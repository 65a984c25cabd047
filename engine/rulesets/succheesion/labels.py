"""The labels of a GM's order template left in before the orders ('Movement: the 2 at A to B', 'Builds: 1
Galleon, Berdain port, into Brie Bight', 'Trade: +5 Maustria', 'Casualty order: Militia first', 'Orders for
land units: ...'): the label says which kind of order follows, so an order written without its verb
gets it ('build 1 Galleon, Berdain, into Brie Bight', 'invest 5 cheese in trade with Maustria'). A label
is words of the template's vocabulary only, before the line's first colon; plain string work."""

from __future__ import annotations

import unicodedata

from engine.words.textio import is_digits
from engine.rulesets.succheesion.words import KINDS, NUMBER_WORDS

# What each label says follows: a build, an investment, the casualty order, or orders that carry their verb.
_BUILDS = frozenset("builds build building production produce recruitment recruits levies new".split())
_TRADE = frozenset("trade trades trading investment investments invest cheese".split())
_CASUALTIES = frozenset(("casualty", "casualties", "losses", "loss"))
_OTHER = frozenset("""movement movements moves move march marches land army armies naval navy sea ships ship fleet fleets
    orders order for of diplomacy relations
    war peace the my our sea-borne seaborne troops forces units unit""".split())
_WORDS = _BUILDS | _TRADE | _CASUALTIES | _OTHER
_MOST_LABEL = 5
_NOTHING = frozenset("none nothing no n/a na - we have this turn new changes as before".split())
# What a trade between two nations is called ('5 into the Stilwen agreement').
_TRADE_NOUNS = ("trade", "agreement", "deal", "treaty", "partnership")
_RAISE = frozenset("raise raises raised raising increase increases increased boost up".split())
_PORT = (" port,", " port ", " harbour,", " harbor,")


def labelled(text: str) -> str:
    """The line with a template's label before its colon replaced by what the label says follows; the line
    as written when it has no such label."""
    head, colon, rest = text.partition(":")
    if not colon or "(" in head:
        return text
    said = head.strip(" -*\u2022").casefold().split()
    if not said or len(said) > _MOST_LABEL or not all(w in _WORDS for w in said):
        return text
    rest = rest.strip()
    low = rest.casefold().split()
    if not low:
        return text
    if all(w.strip("().,") in _NOTHING for w in low):
        return f"{said[-1]}: none"              # 'Orders for ships: (we have none)'
    label = set(said)
    if "cheese" in label and low[0] in _RAISE:           # 'Cheese: raise in Manarth Hold', 'Cheese: increase at 15'
        after = rest.split()[1:]
        if after[:1] and after[0].casefold() == "cheese":
            after = after[1:]
        if after[:1] and after[0].casefold() in ("in", "at"):
            return "raise cheese in " + " ".join(after[1:])
    if label & _CASUALTIES and not label & (_BUILDS | _TRADE):
        return "casualties: " + rest
    first = low[0].lstrip("+")
    counted = is_digits(first) or first in NUMBER_WORDS
    kind_first = low[0] in KINDS or low[0].rstrip("s") in KINDS
    if label & _BUILDS and not label & _TRADE and (counted and len(low) > 1 or kind_first):
        for port in _PORT:          # 'Berdain port, into Brie Bight': the region Berdain
            rest = rest.replace(port, "," if port.endswith(",") else " ")
        return "build " + (rest if counted else "1 " + rest)
    if label & _TRADE and not label & _BUILDS and counted:
        return _invested(first, rest.split()[1:]) or text
    return rest


def _invested(amount: str, after: list[str]) -> str | None:
    """'+5 Maustria', '5 to Maustria', '5 cheese with Maustria', '5 into the Crimsonia trade'."""
    low = [w.casefold().strip(",.") for w in after]
    if low[:1] == ["cheese"]:
        after, low = after[1:], low[1:]
    if low[:1] == ["more"]:
        after, low = after[1:], low[1:]         # '5 more cheese into ...'
        if low[:1] == ["cheese"]:
            after, low = after[1:], low[1:]
    if not low:
        return None
    trade = next((w for w in low if w in _TRADE_NOUNS), None)
    if low[0] in ("into", "in", "to") and trade is not None:    # 'into the Crimsonia trade, ...'
        t = low.index(trade)
        partner = [w for w in after[1:t] if w.casefold() != "the"]
        tail = " ".join(after[t + 1:])
        return f"invest {amount} cheese in trade with {' '.join(partner)}" + (", " + tail.lstrip(", ") if tail else "")
    if low[0] in ("to", "with", "for"):
        after = after[1:]
    if not after:
        return None
    return f"invest {amount} cheese in trade with {' '.join(after)}"


def without_emoji(text: str) -> str:
    """The line without the pictures a chat puts in ('ally with Manarth \U0001f91d', '... in exile \U0001f451')."""
    if text.isascii():
        return text                             # most lines: nothing to look at
    kept = "".join(ch for ch in text if not (unicodedata.category(ch) == "So" or ch in "\ufe0f\u200d"))
    return " ".join(kept.split()) if len(kept) != len(text) else text


def without_item_mark(text: str) -> str:
    """The line without the mark of an outline's item before it ('1.1 Rubygate (4) -> ...', '2.1 both galleons:
    ...', 'b) the 3 at Typ Lef -> Lef Oasis', '(c) raise cheese ...'); as written otherwise (a cheese amount
    '2.5 cheese ...' is no mark)."""
    first = text[:1]
    if not (first.isdigit() or first == "(" or text[1:2] == ")"):
        return text                                     # most lines: no mark, looked at no further
    head, _, rest = text.partition(" ")
    if not rest or not head or head[:1].isalpha() and len(head) > 2:
        return text
    bare = head.strip("()").rstrip(".")
    if head.endswith(")") and (len(bare) == 1 and bare.isalpha() or is_digits(bare)):
        return rest.lstrip()                            # 'b)', '(b)', '(1)', '2)'
    parts = bare.split(".")
    if len(parts) > 1 and all(is_digits(p) and len(p) <= 2 for p in parts) and \
            rest.split(" ", 1)[0].casefold().strip(",") not in ("cheese", "ch", "%"):
        return rest.lstrip()                            # '1.1', '2.3.1'
    return text


def piped_label(text: str) -> str:
    """'build   | 1 Infantry, Pirate Cove', 'diplo | peace with Berdain': a template's label with a bar for its colon;
    the line as written otherwise (a table's row starts with its bar)."""
    if text.count("|") != 1 or text.lstrip()[:1] == "|":
        return text
    head, _, rest = text.partition("|")
    said = head.strip().casefold().split()
    if not said or len(said) > _MOST_LABEL or not all(w in _WORDS or w in ("diplo", "diplo.") for w in said):
        return text
    return f"{head.strip()}: {rest.strip()}"
