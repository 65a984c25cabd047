"""A list said again with a change applied: 'Same as yesterday but B goes to Bergen instead of Trondheim.' over the
list pasted again (plain, or under '--- earlier ---'): the list's order for B is set aside and the change taken, the
receipt saying both. A heading over the list that names only what changed ('Dunbarra orders (same as last turn except
the march):') heads this turn's list: the list stands as given. With no list in the message ('As last turn, but corps
A goes to Valencia instead of Old Castile.') the change is read as an order and the line stays asked for last turn's
orders. A change that names nothing of the list, or that two orders could take, is not applied (changed_repeat holds
the list back and asks, the orders it could replace listed)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from engine.errors import NotUnderstood
from engine.order_sheet import NOT_UNDERSTOOD, Chatter, Order, OrderProblem
from engine.words.clauses import kind_of, unit_of
from engine.words.corrections import as_list, is_clean
from engine.words.retracted import start_of
from engine.words.message import words
from engine.words.changed_stays import moves, stay_as_denial
from engine.words.changed_count import recounted, same_but_amounts

# The words after the change word that only lead into it ('but with one change: ...', 'except that ...').
_LEADS = frozenset(("that", "from", "now", "this", "time", "with", "one", "change", "changed", "the", "following"))
_WAS = (" instead of ", " rather than ", " in place of ", ", not ")   # 'B goes to Bergen instead of Trondheim', 'D goes
# to Friesland, not Hanover': what was
# A sentence that says the rest of the list stands ('Everything else unchanged.', 'The rest as before.'): no change.
_REST_SAME = frozenset("""everything else all the rest other others orders order is are stays stay stand stands
    as before unchanged same remain remains untouched identical""".split())
_REST_SUBJECTS = frozenset(("everything", "else", "rest", "other", "others"))
_TAILS = (" instead", " as before", " as usual", " this time", " now")
_NO = ("no ", "not the ", "without the ", "drop the ", "cancel the ")     # 'no build in Paris': taken out of the list
_LINKS = frozenset(("in", "at", "to", "the", "a", "an", "any", "on", "with", "of", "for", "from", "this", "turn", "my"))
_MOST_NAMED = 3             # '(same as last turn except the march):' names what changed in a few words, no order
_MOST_CHANGE = 300          # characters of a change read (a line longer is a message, not a change)
_LIST_STANDS = ("not an order: heads this turn's list ({said!r} names what changed from the earlier one, and the list "
                "under it gives it)")
_APPLIED = "the list under it is an earlier one with this change: read as {new!r}, in place of line {line}'s order"
_TAKEN_OUT = "the list under it is an earlier one with this change: {said!r} takes line {line}'s order out"
_SET_ASIDE = "set aside: replaced by the change on line {line} ({said!r})"
_COPY = ("asks for last turn's orders again with a change: the change is read ({new}); last turn's other orders are "
         "not copied by themselves: the GM copies them (in the window: Orders > Copy last turn's orders) or asks the "
         "player")


@dataclass
class Change:
    """What a line that repeats a list with a change says: the orders it gives, the words of each, what each order
    was ('instead of Trondheim'), and the few words naming what changed when it gives no order ('the march')."""
    orders: list[Order] = field(default_factory=list)
    said: list[str] = field(default_factory=list)
    was: list[str] = field(default_factory=list)
    named: str = ""
    denied: list[str] = field(default_factory=list)       # 'no build in Paris': an order of the list taken out
    kept_home: list[str] = field(default_factory=list)    # those said as a stay: a move of the list taken out


def change_piece(text: str, repeat_at: Callable[[list[str]], int | None], change: frozenset[str]) -> str:
    """The words of a line after the change word ('Same as yesterday but B goes to Bergen.' -> 'B goes to Bergen.');
    '' when the line does not say the list again with a change (`repeat_at`: where its words say the list again)."""
    tokens = text[:_MOST_CHANGE].split(" ")
    said = [w.strip(".,;:!?()[]\"'").casefold() for w in tokens]
    kept = [i for i, w in enumerate(said) if w]
    found = repeat_at([said[i] for i in kept])
    if found is None:
        return ""
    at = kept[found]
    cut = next((i for i in range(at + 1, len(said)) if said[i] in change), None)
    if cut is None:
        return ""
    rest = tokens[cut + 1:]
    while rest and rest[0].strip(".,;:!?()[]\"'-").casefold() in _LEADS | {""}:
        rest = rest[1:]
    return " ".join(rest).strip()


def _sentences(piece: str) -> list[str]:
    out = []
    for part in piece.replace("; ", ". ").split(". "):
        part = part.strip().strip(".!:()").strip()
        if part:
            out.append(part)
    return out


def _without_was(sentence: str) -> tuple[str, str]:
    """The sentence without what the order was ('... Bergen instead of Trondheim' -> '... Bergen', 'Trondheim')."""
    low = sentence.casefold()
    for was in _WAS:
        at = low.find(was)
        if at > 0:
            return sentence[:at].strip(" ,"), sentence[at + len(was):].strip(" ,.")
    for tail in _TAILS:
        if low.endswith(tail):
            return sentence[:len(sentence) - len(tail)].strip(" ,"), ""
    return sentence, ""


def read_change(sheet, piece: str) -> Change | None:
    """The orders a change gives, each sentence read whole (the ruleset's grammar, else by meaning); None when a
    sentence does not read as orders. A change of a few words with no order ('the march') is `named`."""
    got = Change()
    parts = _sentences(piece)
    if not parts:
        return None
    for part in parts:
        low = words(part)
        if len(parts) > 1 and _REST_SUBJECTS.intersection(low) and all(w in _REST_SAME for w in low):
            continue                    # 'Everything else unchanged.': the rest of the list stands
        said, was = _without_was(part)
        if said.casefold().startswith(_NO) and not was:
            got.denied.append(said)
            continue
        orders = _orders_of(sheet, said)
        if orders is None and was and (again := recounted(said, was, sheet.texts)) is not None:
            said, was = again, ""       # 'invest 3 instead of 5' (engine.words.changed_count)
            orders = _orders_of(sheet, said)
        home = stay_as_denial(said) if orders is None and not was else None   # 'except the frigates stay put'
        if home is not None:            # (engine.words.changed_stays): the list's move of those units taken out
            got.denied.append(home)
            got.kept_home.append(home)
            continue
        if orders is None:
            if len(parts) == 1 and len(words(said)) <= _MOST_NAMED and not any(ch.isdigit() for ch in said):
                got.named = said
                return got
            return None
        for order in orders:
            got.orders.append(order)
            got.said.append(said)
            got.was.append(was)
    return got


def _orders_of(sheet, text: str) -> list[Order] | None:
    try:
        read = sheet.tried(text)
    except NotUnderstood:
        read = None
    if read is not None and read and is_clean(read):
        return [o for o in as_list(read) if isinstance(o, Order)] or None
    if sheet.by_meaning is None:
        return None
    back = sheet.checkpoint()
    try:
        meant = sheet.by_meaning.read(text)
    finally:
        back()
    if meant is None or not hasattr(meant, "orders") or meant.refused or meant.talk or meant.stays or not meant.orders:
        return None
    orders = [o for o in meant.orders if isinstance(o, Order)]
    return orders if len(orders) == len(meant.orders) else None


def candidates(sheet, order: Order, live: list[int]) -> list[int]:
    """The list's orders a changed order may replace: those of its unit, else (a unit counted by its place) those of
    its kind from the same place."""
    unit = unit_of(order)
    if unit is not None:
        return [i for i in live if unit_of(sheet.orders[i]) == unit]
    source = start_of(order)
    if source is None:          # 'invest 3 ...' for 'invest 5 ...': its kind and all but the amount
        return [i for i in live if same_but_amounts(sheet.orders[i], order)]
    return [i for i in live if kind_of(sheet.orders[i]) == kind_of(order) and start_of(sheet.orders[i]) == source]


def _same_count(old: Order, new: Order) -> bool:
    """Whether a change of units counted by their place moves as many as the list's order ('the army of 59 goes to
    57' is no change of '2 armies 59 -> 58' the reader can tell: one of the two, or both?)."""
    return getattr(old, "count", None) == getattr(new, "count", None)


def _denied_in(sheet, said: str, live: list[int]) -> list[int]:
    """The list's orders 'no build in Paris' takes out: those whose words hold all it names (its kind and place)."""
    low = said.casefold()
    lead = next(n for n in _NO if low.startswith(n))
    named = {w for w in words(low[len(lead):]) if w not in _LINKS}
    if not named:
        return []
    return [i for i in live if named <= set(words(sheet.texts[i])) | {kind_of(sheet.orders[i])}]


def _names(sheet, i: int, was: str) -> bool:
    """Whether the list's order i names what the change says it was ('instead of Trondheim')."""
    low = was.casefold()
    return low in sheet.texts[i].casefold() or low in sheet.bodies[i].casefold() or low in repr(sheet.orders[i]).casefold()


def apply_change(sheet, line: int, raw: str, piece: str, asked: set[int]) -> tuple[bool, list[int]]:
    """The change on line `line` applied to the list in the message (the sheet changed in place); True when done.
    False: not applied, with the list's orders it could replace when two could (asked, both listed)."""
    change = read_change(sheet, piece)
    live = [i for i in range(len(sheet.orders)) if i not in sheet.dropped and i not in sheet.held
            and sheet.lines[i] != line]
    if change is None:
        return False, []
    if not live:
        return _as_order_with_copy(sheet, line, raw, change, asked)
    if change.named:
        return _heads_list(sheet, line, raw, change, live, asked), []
    taken_out: list[tuple[str, int]] = []
    for said in change.denied:
        found = _denied_in(sheet, said, live)
        found = [i for i in found if moves(sheet.orders[i])] if said in change.kept_home else found
        if len(found) != 1:
            return False, found if len(found) > 1 else []
        taken_out.append((said, found[0]))
    plan: list[tuple[Order, str, int]] = []
    for order, said, was in zip(change.orders, change.said, change.was):
        found = candidates(sheet, order, live)
        if found and was:
            found = [i for i in found if _names(sheet, i, was) or sheet.orders[i] == order]
        if len(found) != 1:
            return False, found if len(found) > 1 else []
        if unit_of(order) is None and not _same_count(sheet.orders[found[0]], order):
            return False, []
        plan.append((order, said, found[0]))
    if len({i for _, _, i in plan} | {i for _, i in taken_out}) != len(plan) + len(taken_out):
        return False, []
    for said, k in taken_out:
        sheet.dropped.add(k)
        sheet.dropped_by[k] = line
        sheet.chatter.append(Chatter(sheet.lines[k], sheet.texts[k], _SET_ASIDE.format(line=line, said=said)))
        sheet.chatter.append(Chatter(line, raw, _TAKEN_OUT.format(said=said, line=sheet.lines[k])))
    for order, said, i in plan:
        if sheet.orders[i] == order:
            continue            # the list gives the change already (it is this turn's)
        sheet.dropped.add(i)
        sheet.dropped_by[i] = line
        sheet.chatter.append(Chatter(sheet.lines[i], sheet.texts[i], _SET_ASIDE.format(line=line, said=said)))
        sheet.orders.append(order)
        sheet.lines.append(line)
        sheet.texts.append(raw)
        sheet.bodies.append(said)
        sheet.ranks.append(sheet.ranks[i])
        sheet.chatter.append(Chatter(line, raw, _APPLIED.format(new=said, line=sheet.lines[i])))
    _settled(sheet, line, asked)
    return True, []


def _heads_list(sheet, line: int, raw: str, change: Change, live: list[int], asked: set[int]) -> bool:
    """'Dunbarra orders (same as last turn except the march):' over a list of this turn's orders: the list stands.
    Only a heading (ending in ':') over more than one order given after it."""
    after = [i for i in live if sheet.lines[i] > line]
    if not raw.rstrip().endswith(":") or len(after) < 2 or len(after) != len(live):
        return False
    _settled(sheet, line, asked)
    sheet.chatter.append(Chatter(line, raw, _LIST_STANDS.format(said=change.named)))
    return True


def _as_order_with_copy(sheet, line: int, raw: str, change: Change, asked: set[int]) -> tuple[bool, list[int]]:
    """'As last turn, but corps A goes to Valencia instead of Old Castile.' with no list: the change read as orders,
    the line asked for last turn's other orders."""
    if change.named or not change.orders:
        return False, []
    units = [unit_of(o) for o in change.orders]
    if any(u is not None and units.count(u) > 1 for u in units):
        return False, []            # two orders for one unit: asked as the grammar leaves them
    for order, said in zip(change.orders, change.said):
        sheet.orders.append(order)
        sheet.lines.append(line)
        sheet.texts.append(raw)
        sheet.bodies.append(said)
        sheet.ranks.append(float(len(sheet.orders) - 1))
    news = ", ".join(repr(s) for s in change.said)
    sheet.problems[:] = [p for p in sheet.problems if id(p) not in asked]
    sheet.problems.append(OrderProblem(line, raw, NOT_UNDERSTOOD, _COPY.format(new=news)))
    return True, []


def _settled(sheet, line: int, asked: set[int]) -> None:
    """The line's refusals taken back: what it says is applied."""
    sheet.problems[:] = [p for p in sheet.problems if id(p) not in asked]
