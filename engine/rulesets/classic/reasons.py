"""A classic order with the player's reason after a colon: '- 2 armies 109 -> 110: Mauretania is empty, 4 more
gold a turn', '- buy 3 armies in 48: the capital should never be empty'. The reason is set aside on the receipt
only when it can change nothing: no order word, no unit counted, no condition or correction, and no place or
nation but those the order names."""

from __future__ import annotations

from engine.words.message import words
from engine.words.reading import Names
from engine.words.textio import is_digits

# Words that make the words after the colon more than a reason: what units do, conditions, corrections.
_NOT_A_REASON = frozenset("""attack attacks attacking engage engages fight fights escape escapes flee flees avoid combat
    move moves moving march marches marching sail sails sailing go goes going stay stays staying hold holds holding
    remain remains return returns retreat retreats advance advances join joins land lands landing board boards embark
    disembark buy buys build builds raise recruit via carry carries give gives send sends pay pays declare war peace
    if unless except only provided until when whenever otherwise instead then else or either but rather
    cancel cancelled ignore scratch forget mind wait actually sorry oops typo mistake correction edit make change
    all both them one two three four five six seven eight nine ten half each every rest others other
    army armies troops ship ships""".split())
_GOLD = frozenset("gold income money coins tax taxes revenue ducats".split())
_OPENING_NO = frozenset("no not never nope nah".split())
_MOST_WORDS = 30


def with_reason(line: str) -> tuple[str, str] | None:
    """(the order, the reason) of a line 'ORDER: REASON'; None without a colon, or with more than a reason's words."""
    head, colon, tail = line.partition(": ")
    tail = tail.strip(" .!")
    said = words(tail)
    if not colon or not head.strip() or not said or len(said) > _MOST_WORDS or said[0] in _OPENING_NO:
        return None
    return head.strip(), tail


# Words a note in brackets says the order again with ('(the ships in E carry them to Jutland)').
RESTATING = frozenset("carry carries carrying ships ship army armies them they it fleet troops".split())


def changes_nothing(tail: str, orders: list, nation: str, names: Names, allowed: frozenset[str] = frozenset()) -> bool:
    """Whether the reason names nothing that could change the orders: see the module's docstring. A number is
    a place of the orders or a sum of gold ('4 more gold a turn'); `allowed`: words of the deny list that may
    stand (a note saying the order again)."""
    said = words(tail)
    if any(w in _NOT_A_REASON and w not in allowed for w in said):
        return False
    places = {str(p) for o in orders for f in ("source", "to", "sea", "where") if (p := getattr(o, f, None))}
    for k, w in enumerate(said):
        if is_digits(w) and not (names.is_region(w) and names.region(w) in places) \
                and not (k + 1 < len(said) and said[k + 1] in _GOLD
                         or k + 2 < len(said) and said[k + 1] in ("more", "extra") and said[k + 2] in _GOLD):
            return False
    tokens = [t.strip(",.;:!?()\"'").removesuffix("'s") for t in tail.split()]
    attacks = any(getattr(o, "attack", False) for o in orders)
    for size in (3, 2, 1):
        for i in range(len(tokens) - size + 1):
            name = " ".join(tokens[i:i + size])
            if not name[:1].isupper() or is_digits(name):
                continue                # numbers: judged above
            if name in ("I", "A") and i + 1 < len(tokens) and tokens[i + 1][:1].islower():
                continue                # 'I can't lose my fleet', 'A fine port': no sea's letter
            if names.is_region(name) and names.region(name) not in places:
                return False            # '... : Sicily next': another place, maybe another order
            if attacks and names.known_nation(name) not in (None, nation):
                return False            # 'attack: the Romans are there': whom the ships attack, maybe
    return True
