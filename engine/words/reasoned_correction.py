"""A correction on its own line, with its reasons around the order it gives (issue 22, round 18):

- 'EDIT 2: no, 3 armies 89 -> 88; the Don can wait.' under '3 armies 89 -> 96'
- 'Actually no, Berdain is friendly. 13 units 15 -> 17 instead, into Ubliko Gate.' under '13 units ... to 39'
- 'EDIT: corps III stays in Picardy, not needed in Flanders.' under 'corps III: Picardy - Flanders'

The line opens with a correction's word (engine.words.clauses.correction_of: 'actually', 'EDIT 2: no', 'on second
thought', 'correction' ...). Cut at its sentences, semicolons, colons and commas, one run of its pieces reads whole and
clean as orders (the longest, 'make that', 'instead' taken off as engine.words.thought_aloud does); every order read
is for the unit of exactly one earlier live order (of its kind and from its place, for orders of no unit), and no two
for the same one. The other pieces are the writer's reasons: set aside and named on the receipt only when they can
give no order of their own (thought_aloud's test: none reads as an order, no condition, nothing added, no number that
neither order says) and hold no verb of an order ('the third goes to Oslo' is more than a reason). The orders replaced
are set aside with the correction named; anything else is left to the reading that holds the orders back and asks.
"""

from __future__ import annotations

from typing import cast

from engine.errors import NotUnderstood
from engine.order_sheet import Chatter, LineReader, Order
from engine.words.clauses import RETRACTIONS, cancelled_kinds, correction_of, names_said
from engine.words.corrections import is_clean, names_in
from engine.words.lexicon import HANGING, UNIT_WORDS
from engine.words.message import words
from engine.words.sheet import Sheet
from engine.words.thought_aloud import bare_tail, only_reasoning, orders_read, same_order

__all__ = ["corrected_with_reasons"]

_MOST_CHARS = 320       # a correction with its reasons is a sentence or two
_MOST_PIECES = 8
_CUTS = (". ", "; ", ": ", ", ", " - ", "? ", "! ")
# Verbs of an order: a piece holding one says more than a reason ('the rest go to Oslo', 'and build a fleet').
_ORDER_VERBS = frozenset(("go goes going march marches marching move moves moving send sends sent sail sails attack "
                          "attacks build builds buy buys raise raises declare declares give gives land lands "
                          "invade invades transfer transfers ally allies support supports convoy convoys carry "
                          "carries lend lends pay pays recruit recruits disband disbands withdraw withdraws "
                          "retreat retreats advance advances head heads join joins stay stays hold holds "
                          "remain remains keep keeps intercept intercepts blockade blockades besiege besieges siege "
                          "assault assaults scout scouts garrison garrisons fortify fortifies cede cedes annex annexes "
                          "allow allows accept accepts surrender surrenders spend spends invest invests found founds "
                          "sway sways break breaks commit commits fight fights loan loans trade trades").split())
_WHY = "the reasons the correction gives, around the order it gives"


def corrected_with_reasons(sheet: Sheet, number: int, raw: str, text: str) -> bool:
    """Whether line `number`, refused whole, is a correction with its reasons around one new order (see the module):
    then the earlier orders it replaces are set aside, its reasons named on the receipt and its orders added."""
    said = text.strip()
    if len(said) > _MOST_CHARS or not sheet.orders:
        return False
    word, body = correction_of(said.rstrip(".!"))
    at = raw.find(body[:40]) if body else -1
    head = raw[:at] if at >= 0 else raw
    if not word or HANGING.intersection(words(body)) or "?" in said or "?" in raw or cancelled_kinds(body) \
            or " but " in body.casefold() and "not " in body.casefold() and ": " in body \
            or _DENIED.intersection(words(head)):
        return False                # asked, or denied before its word ('Don't: EDIT: ...'): never set aside
    pieces = _pieces(body)
    if word in RETRACTIONS and 0 < len(pieces) <= _MOST_PIECES:
        return _taken_back(sheet, number, raw, word, [body[a:b].strip(" ,;:.-") for a, b in pieces])
    if len(pieces) < 2 or len(pieces) > _MOST_PIECES:
        return False                # one piece: the readings of a whole correction, elsewhere
    found = _new_orders(body, pieces, sheet)
    stayed = _stayed(body, pieces, sheet, number) if found is None else None
    if found is None and stayed is None:
        return _peeled(sheet, number, raw, word, body, pieces)
    if found is not None:
        start, end, span, new = found
    else:
        assert stayed is not None
        start, end, span, new = stayed[0], stayed[1], stayed[2], []
    reasons = [body[s:e].strip(" ,;:.-") for s, e in pieces[:start] + pieces[end:]]
    reasons = [r for r in reasons if r]
    if not reasons:
        return False
    live = [i for i in sheet._live() if sheet.lines[i] < number]
    hits: list[int] = list(stayed[3]) if stayed is not None else []
    for order in new:
        same = [i for i in live if same_order(order, sheet.orders[i])]
        if len(same) != 1 or same[0] in hits:
            return False            # a new unit (added, not corrected), or two orders that could be the old one
        hits.append(same[0])
    if _corrected_before(sheet, hits):
        return False
    olds = " ".join(sheet.bodies[i] for i in hits)
    if _DENIED.intersection(words(span)) or any(_put_off(r) for r in reasons):
        return False
    parse_line = cast(LineReader, sheet.tried)
    for reason in reasons:
        if _gives_more(reason) or not only_reasoning(reason, parse_line, is_clean,
                                                                          f"{olds} {span}"):
            return False
    read: object = None
    if new:
        try:
            read = sheet.parse_line(span)
        except NotUnderstood:
            return False
    sheet._drop(hits, number, raw, f"{word}: {span}")
    sheet.chatter.append(Chatter(number, raw, f"set aside: {'; '.join(reasons)!r}, {_WHY}"))
    if new:
        sheet.add(number, raw, span, read)
    else:
        sheet.chatter.append(Chatter(number, raw, f"not an order: {span!r} stays: units without orders stay"))
    return True


def _pieces(body: str) -> list[tuple[int, int]]:
    """Where the pieces of a correction's words start and end, cut at its sentences, semicolons, colons, commas."""
    low = body.casefold()
    cuts: list[tuple[int, int]] = []
    for cut in _CUTS:
        at = low.find(cut)
        while at >= 0 and len(cuts) <= _MOST_PIECES:
            cuts.append((at, at + len(cut)))
            at = low.find(cut, at + 1)
    out, start = [], 0
    for at, after in sorted(cuts):
        if at >= start:
            out.append((start, at))
            start = after
    out.append((start, len(body)))
    return [(s, e) for s, e in out if body[s:e].strip(" ,;:.-")]


def _new_orders(body: str, pieces: list[tuple[int, int]],
                sheet: Sheet) -> tuple[int, int, str, list[Order]] | None:
    """The longest run of pieces that reads whole and clean as orders (the first such, of runs as long): where it
    starts and ends among the pieces, its words and its orders; None when no run reads. 'only' before a count is
    the correction's word ('buy only 1 army in 76'), taken off when the run does not read with it."""
    parse_line = cast(LineReader, sheet.tried)
    count = len(pieces)
    for size in range(count - 1, 0, -1):
        for start in range(count - size + 1):
            span = bare_tail(body[pieces[start][0]:pieces[start + size - 1][1]])
            if len(span.split()) < 2:
                continue
            got = orders_read(span, parse_line, is_clean)
            bare = _without_only(span)
            if not got and bare != span:
                span, got = bare, orders_read(bare, parse_line, is_clean)
            if got:
                return start, start + size, span, got
    return None


def _stayed(body: str, pieces: list[tuple[int, int]], sheet: Sheet,
            number: int) -> tuple[int, int, str, list[int]] | None:
    """The one run of pieces saying a unit of one earlier order stays ('corps III stays in Picardy'), read as
    engine.words.corrections reads a stay: where it starts and ends, its unit, and that order."""
    for start in range(len(pieces) - 1):
        span = bare_tail(body[pieces[start][0]:pieces[start][1]])
        if not _STAYING.intersection(words(span)):
            continue
        found = sheet._stay_hits(span, number)
        if found is not None and not found[1] and len(found[2]) == 1:
            return start, start + 1, found[0], found[2]
    return None


_STAYING = frozenset("stay stays remain remains holds hold".split())


def _without_only(span: str) -> str:
    """'buy only 1 army in 76' -> 'buy 1 army in 76': 'only' before a count said once."""
    said = span.split(" ")
    at = [k for k, w in enumerate(said) if w.casefold() == "only"]
    if len(at) != 1 or at[0] == 0 or at[0] + 1 >= len(said) or not said[at[0] + 1].isdigit():
        return span
    return " ".join(said[:at[0]] + said[at[0] + 1:])


def _peeled(sheet: Sheet, number: int, raw: str, word: str, body: str, pieces: list[tuple[int, int]]) -> bool:
    """A correction of a part of an order with its reasons after or before it ('Correction: not Saxony but Posen for
    B, I don't want to provoke anybody.', 'EDIT: 38 -> 40 instead, Apulia can wait'): the longest run of pieces, with
    the correction's word, that the sheet reads alone as a correction changing earlier orders and refusing nothing
    (on a trial copy first); the other pieces its reasons, set aside under the same test as above."""
    count = len(pieces)
    for size in range(count - 1, 0, -1):
        for start in (0, count - size) if size < count - 1 else range(count - size + 1):
            core = body[pieces[start][0]:pieces[start + size - 1][1]].strip(" ,;:.-")
            reasons = [r for r in (body[s:e].strip(" ,;:.-") for s, e in pieces[:start] + pieces[start + size:]) if r]
            if len(core.split()) < 2 or not reasons or core.casefold().startswith("only "):
                continue
            said = f"{word}: {core}" if word != "edit" else f"EDIT: {core}"
            trial = _changes(sheet, number, raw, said)
            if trial is None:
                continue
            gone = sorted(trial.dropped - sheet.dropped)
            if _corrected_before(sheet, gone) or correction_of(core)[0] not in RETRACTIONS \
                    and not all(_names_it(sheet, i, core) for i in gone):
                return False            # the order changed is named by the part said of it ('not Saxony but ...')
            if _DENIED.intersection(words(core)) or any(_put_off(r) for r in reasons):
                return False
            olds = " ".join(sheet.bodies[i] for i in gone)
            if any(_gives_more(r) or not only_reasoning(r, cast(LineReader, sheet.tried), is_clean,
                                                                              f"{olds} {core}") for r in reasons):
                return False
            _take(sheet, trial)         # what was tried is what is kept
            sheet.chatter.append(Chatter(number, raw, f"set aside: {'; '.join(reasons)!r}, {_WHY}"))
            return True
    return False


def _changes(sheet: Sheet, number: int, raw: str, said: str) -> Sheet | None:
    """A trial copy of the sheet with a correction said alone read on it, when it sets one earlier order aside, gives
    at most one in its place and refuses or holds back nothing; None otherwise. The sheet is left as it was; the
    message's marks are kept only when the copy is taken (engine.words.sheet.Sheet.by_clauses reads the same way)."""
    back = sheet.checkpoint()
    trial = sheet.trial_copy()
    trial.stays_of = sheet.stays_of
    try:
        done = trial._clauses(number, raw, said)
    except NotUnderstood:
        done = False
    if not done or trial.problems or trial.held != sheet.held or len(trial.dropped - sheet.dropped) != 1 \
            or len(trial.orders) - len(sheet.orders) > 1:     # one order changed: the part said of it
        back()
        return None
    return trial


def _take(sheet: Sheet, trial: Sheet) -> None:
    """The trial copy's orders and what it set aside, kept (as Sheet.by_clauses keeps its trial's)."""
    sheet.orders[:], sheet.lines[:], sheet.texts[:] = trial.orders, trial.lines, trial.texts
    sheet.bodies[:], sheet.ranks[:] = trial.bodies, trial.ranks
    sheet.in_place = None
    sheet.dropped, sheet.last, sheet.held = trial.dropped, trial.last, trial.held
    sheet.dropped_by = trial.dropped_by
    sheet.from_earlier = trial.from_earlier
    sheet.chatter[:] = trial.chatter


def _taken_back(sheet: Sheet, number: int, raw: str, word: str, reasons: list[str]) -> bool:
    """'On second thought, scratch that - no war this month.': a retraction whose other words are all reasons takes
    back the one order of the clause read last, on an earlier line; several, or none, are left to be asked."""
    if sheet.last is None:
        return False
    last = [i for i in sheet.last[1] if i not in sheet.dropped and i not in sheet.held and sheet.lines[i] < number]
    if len(last) != 1 or len(sheet.last[1]) != 1:
        return False
    if _corrected_before(sheet, last):
        return False
    olds = sheet.bodies[last[0]]
    reasons = [r for r in reasons if r]
    if not reasons or any(_gives_more(r) or not only_reasoning(
            r, cast(LineReader, sheet.tried), is_clean, olds) for r in reasons):
        return False
    sheet._drop(last, number, raw, f"{word}: taken back")
    sheet.chatter.append(Chatter(number, raw, f"set aside: {'; '.join(reasons)!r}, {_WHY}"))
    return True


# Words of a reason that would send somewhere or put something in place ('scratch that, Brandenburg instead').
_GIVING = frozenset("instead rather into towards toward via onto".split())


def _gives_more(reason: str) -> bool:
    """Whether a reason may say more than why: a verb of an order, a word putting something in place, or 'to'
    before a name or number ('to Posen', 'to 40'; 'to provoke anybody' is a reason)."""
    said = words(reason)
    if _ORDER_VERBS.intersection(said) or _GIVING.intersection(said) or _named_only(reason):
        return True
    if len(said) <= 3 and UNIT_WORDS.intersection(said):
        return True                 # 'corps I', 'the 2 armies': a unit, never a reason
    raw = reason.split()
    return any(w.casefold() == "to" and k + 1 < len(raw) and (raw[k + 1][:1].isupper() or raw[k + 1][:1].isdigit())
               for k, w in enumerate(raw))


# Words denying what they stand by: an order said with them is never the correction's new order.
_DENIED = frozenset("don't dont never won't wont cannot can't cant shouldn't mustn't doesn't didn't".split())
_WHEN = frozenset("turn month season year yet now today time spring summer autumn fall winter".split())


def _put_off(reason: str) -> bool:
    """Whether a reason puts the order off or denies it in time ('not this turn', 'not yet', 'no, not now'): the order
    said before it is not given, never a reason beside it."""
    said = words(reason)
    return bool({"not", "no"}.intersection(said) and _WHEN.intersection(said))


_NAME_JOINTS = frozenset("the of de la le del di von upon on".split())    # 'Gulf of Lion', 'Bay of Biscay'


def _named_only(reason: str) -> bool:
    """Whether a reason, or a part of it joined by 'and' / 'or', is names and numbers only ('Skerries', 'sorry and
    Gulf of Lion', '37 and 38'): a place joined on, never a reason."""
    for part in reason.replace(" and ", " & ").replace(" or ", " & ").split("&"):
        said = [w for w in part.replace(",", " ").split() if w.casefold() not in _NAME_JOINTS]
        named = all(w[:1].isupper() or w[:1].isdigit() for w in said)
        if said and said[0].casefold() not in ("not", "no") and named:
            return True             # 'sorry and Gulf of Lion': a place joined on
    return False


def _corrected_before(sheet: Sheet, indexes: list[int]) -> bool:
    """Whether an order to be replaced was given by a line that corrected another already: a correction of a
    correction ('EDIT: build cavalry in Posen' / 'EDIT2: not cavalry, infantry: ...') is left to be asked."""
    correcting = {by for j, by in sheet.dropped_by.items() if sheet.lines[j] != by}
    return any(sheet.lines[i] in correcting for i in indexes)


_MOST_NAMES = 3     # names of a part said tried as another name of what the order changed says


def _names_it(sheet: Sheet, i: int, core: str) -> bool:
    """Whether the part of an order a correction says names order i: a name or number of its words, or another name
    of one of them ('not to Honour Peak but ...' of '4 units 32 -> 33', Honour Peak being 33)."""
    if names_said(core) & names_in(sheet.bodies[i]):
        return True
    runs: list[str] = []
    run: list[str] = []
    for w in core.replace(",", " ").split():
        if w[:1].isupper():
            run.append(w.strip(".;:()'"))
        elif run:
            runs.append(" ".join(run))
            run = []
    runs += [" ".join(run)] if run else []
    return any(sheet._named_there(i, name) is not None for name in runs[:_MOST_NAMES] if name)
