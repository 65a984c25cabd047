"""A condition on the writer's own money (issue 22, round 19): 'Also one cavalry in Picardy if the money is
enough (I think I have 20?)', 'please squeeze one infantry into Berlin if there's gold', 'If we can afford it,
build 1 Galleon in Eastmark', 'buy 2 armies in 12, money permitting'. The GM checks the treasury whatever the
player writes: an order that cannot be paid is refused by the ruleset's check, or fails when the turn is run (each
ruleset's page in docs/rules/ says which). So the order is read without the condition, and the receipt names the
condition.

Only the writer's own money: the condition's words are all of a small list (the writer, 'there', the money, being
enough, affording), one of them a word of money, and the orders read are all paid from the treasury (builds,
gifts, investments, sways, supply paid). 'if Russia agrees', 'if they want it', 'if France attacks', 'if not',
'unless the money is gone' are no such condition: they stay asked. One pass over the words."""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import Any

from engine.errors import NotUnderstood
from engine.order_sheet import Order, SetAside
from engine.words.message import words

WHY = ("a condition on the writer's own money, read as the order: what the treasury cannot pay is refused, or "
       "fails when the turn is run")

# Words of money in every game; each ruleset adds its own (its Meaning.money: 'gold', 'cheese').
_MONEY = frozenset("money funds treasury cash coffers budget purse coin coins gold cheese ducats".split())
_AFFORD = frozenset("afford affordable pay".split())
# Every word such a condition may hold besides money: the writer, 'there', being or having enough.
_OWN = frozenset("""if the there there's theres is are be enough sufficient i we i've we've i'm we're have has got
    can could afford affordable it them that this allows allow permits permit left still any some remains remain
    suffices suffice covers cover my our in bank for pay stretches stretch reaches reach s is's""".split())
# A note in brackets after it, on the same money ('(I think I have 20?)', '(should be 25 gold)').
_NOTE = frozenset("i we think guess believe have has got should be about around roughly maybe so that's thats is "
                  "left still in the bank treasury my our".split())
_OPENERS = ("if ", "provided ", "as long as ")
_PERMITTING = ("money permitting", "funds permitting", "gold permitting", "cheese permitting", "if affordable",
               "treasury permitting", "budget permitting")
# What pays for it, said after the order ('buy 3 armies in 21 with what's left'): the treasury, as always (round 21).
_PAID_WITH = ("with what's left", "with what is left", "with whats left", "with the rest", "with the rest of the gold",
              "with the rest of the money", "with the money left", "with the gold left", "with the remaining gold",
              "with the remaining money", "with the leftover gold", "with the leftover money", "with the rest of it",
              "with the savings", "with our savings", "with my savings")
# Orders paid from the treasury, by their class in every ruleset.
_PAID = frozenset("Build Buy Gift Invest Lend PaySupply Sway FoundCity LayIn RaiseCheese".split())
_LONGEST = 300


def _is_own_money(cond: str, money: Collection[str]) -> bool:
    said = words(cond)
    if not said or len(said) > 12:
        return False
    if not any(w in _MONEY or w in money or w in _AFFORD for w in said):
        return False
    return all(w in _OWN or w in _MONEY or w in money or w.isdigit() for w in said)


def _money_note(note: str, money: Collection[str]) -> bool:
    said = words(note)
    return bool(said) and len(said) <= 10 and all(w in _NOTE or w in _MONEY or w in money or w.isdigit() for w in said)


def without_own_money(text: str, money: Collection[str] = ()) -> tuple[str, str] | None:
    """(the order, the condition) when the sentence puts its order under a condition on the writer's own money,
    before or after it; None otherwise."""
    said = text.strip().rstrip(".!").strip()
    if not said or len(said) > _LONGEST or "if" not in said.casefold() and "permit" not in said.casefold() \
            and "long as" not in said.casefold() and "with " not in said.casefold():
        return None
    note = ""
    if said.endswith(")") and "(" in said:       # '... if the money is enough (I think I have 20?)'
        at = said.rfind("(")
        note, said = said[at:], said[:at].rstrip()
        if not _money_note(note, money):
            return None
    low = said.casefold()
    for tail in (*_PERMITTING, *_PAID_WITH):
        if low.endswith(tail) and low[:-len(tail)].endswith((", ", " - ", " ")):
            head = said[:-len(tail)].rstrip(" ,-")
            return (head, f"{said[len(head):].strip(' ,-')} {note}".strip()) if head else None
    if low.startswith(_OPENERS):                 # 'If we can afford it, build 1 Galleon in Eastmark'
        comma = said.find(", ")
        if comma < 0 or note:
            return None
        cond, head = said[:comma], said[comma + 2:].strip()
        return (head, cond) if head and _is_own_money(cond, money) else None
    for opener in _OPENERS:
        at = low.rfind(" " + opener)
        if at > 0:
            cond = said[at + 1:]
            if "," in cond or ";" in cond or ":" in cond:
                return None
            head = said[:at].rstrip(" ,-")
            return (head, f"{cond} {note}".strip()) if head and _is_own_money(cond, money) else None
    return None


def _paid(got: Any) -> bool:
    """Whether what a reader gave is orders, every one paid from the treasury."""
    said = got if isinstance(got, (list, tuple)) else [got]
    return bool(said) and all(isinstance(x, Order) and type(x).__name__ in _PAID for x in said)


def read_own_money(parse_line: Callable[[str], Any], money_of: Callable[[], Collection[str]]) -> Callable[[str], Any]:
    """A line reader that reads an order under a condition on the writer's own money as the order, the condition
    set aside on the receipt, when the line does not read as written."""
    def read(text: str) -> Any:
        try:
            first = parse_line(text)
        except NotUnderstood as error:
            return _without(text, error)
        if isinstance(first, (list, tuple)) and any(isinstance(x, NotUnderstood) for x in first):
            got = _without(text, None)
            return first if got is None else got
        return first

    def _without(text: str, error: NotUnderstood | None) -> Any:
        low = text.casefold()
        cut = None
        if "if" in low or "permit" in low or "long as" in low or "with " in low:
            cut = without_own_money(text) or without_own_money(text, money_of())
        if cut is None:
            if error is not None:
                raise error
            return None
        try:
            got = parse_line(cut[0])
        except NotUnderstood:
            if error is not None:
                raise error from None
            return None
        if not _paid(got):
            if error is not None:
                raise error
            return None
        return [*(got if isinstance(got, (list, tuple)) else [got]), SetAside(cut[1], WHY)]
    return read


# The words of the canonical forms of orders paid from the treasury ('build ...', 'buy ...', 'give 5 gold to ...').
_PAID_WORDS = frozenset("build buy give invest sway pay raise lend found".split())
_STOPS = frozenset(", ; . : ! ? ( ) [ ]".split())


def own_money_at(low: list[str], k: int, canon: Collection[str]) -> bool:
    """Whether the 'if' at `k` of a line's words (punctuation as words) opens a condition on the writer's own
    money that runs to the clause's end, beside orders paid from the treasury: no condition the order does not
    carry (engine.words.words_left)."""
    if _PAID_WORDS.isdisjoint(canon):
        return False
    end = next((j for j in range(k + 1, min(len(low), k + 14)) if low[j] in _STOPS), min(len(low), k + 14))
    if end < len(low) and low[end] not in _STOPS:
        return False
    return _is_own_money(" ".join(low[k:end]), ())
