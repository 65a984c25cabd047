"""Stays of units no order moves, and 'no X this turn', checked against the whole message (issue 22, round 18).

A sentence keeping the writer's units where they stand ('Fleet stays home.', 'The Brest fleet stays in port.') or
saying no order of a kind is given ('No builds this turn.', 'Nothing moves.') is read by the ruleset as no order
(engine.words.stays, engine.words.nothing): units without orders stay. Two things were left:

- **a contradiction across lines**: the line reader judges one line; a stay before a later order moving the same
  units ('Fleet stays home.' / '4 ships D -> E'), or a denial of a kind beside an order of that kind on another line
  ('build 1 infantry in Paris' / 'No builds this turn.'), was set aside while the order was carried out, and the GM
  never knew the message said both. Both are asked: the order held back, the stay or denial refused, naming each
  other (a later line correcting the stay, 'Actually, ...', replaces it as before);
- **a stay among other sentences**: a line whose sentences are a stay and prose around the read orders ('The Brest
  fleet stays in port. Ganteaume is sulking, and anyway the Channel is full of British.', 'Oslo gets the Bergen men,
  the Oslo men go north. Fleet stays home.') was refused whole for want of an order shape. Each sentence is read
  alone: a stay the ruleset reads (its units the writer's and standing where the sentence says) whose units no
  read order moves, beside sentences that are each of engine.words.told_sentences's kinds, is read: where the rules
  have a hold order (StayRules.holds) the units' holds, else no order, and the line is filed as chatter naming the
  stay and the other sentences' kinds. A stay naming units the message moves, another nation's units, or any
  sentence of no kind leaves the line refused.

One pass per message, after the passes setting aside prose; a quick word test first on each line."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.order_sheet import NOT_UNDERSTOOD, Chatter, Order, OrderProblem, SetAside
from engine.words.clauses import sentences
from engine.words.clauses import correction_of, stay_said
from engine.words.meaning.verbs import CORRECTIONS
from engine.words.message import words
from engine.words.not_moved import stay_of_denied_move
from engine.words.nothing import adds_nothing, gives_no_order, makes_nothing
from engine.words.stays.subjects import another_nation
from engine.words.stays.plain import NOT_YOURS, STAY_REASON, may_stay
from engine.words.comments import heads_of
from engine.words.story import classes_of, read_context
from engine.words.told_sentences import looked_at, named_by_another, refusals_looked_at, sentence_kinds, without_neighbours

if TYPE_CHECKING:
    from engine.words.sheet import Sheet

__all__ = ["held_stay", "unmoved"]

UNITS_HOLD = "not an order: units without orders hold"
STAY_TOLD = "not an order: a stay of units no order moves (units without orders hold); beside it: {kinds}"
STAY_HELD = "a stay of units no order moves, read as their hold; beside it: {kinds}"
DENIED = "line {line} ({text!r}) says no {kind} this turn, and this line gives one: which is meant? ask the player"
DENIES = "says no {kind} this turn, and line {lines} ({text!r}) gives one: which is meant? ask the player"
STAYS = "line {line} ({text!r}) says {who!r} stays, and this line moves it: which is meant? ask the player"
MOVED = "{who!r} stays, and line {lines} ({text!r}) moves it: which is meant? ask the player"
# Words of what is left of a stack ('the rest stay'): never a contradiction of an order moving part of it.
# Words saying the denial is of what is left beside the orders given ('Nothing else this turn', 'no other orders').
_BESIDES = frozenset("else other others more further besides rest remaining".split())
ANOTHERS = "a stay of {other}'s units: not yours to order, and no unit of yours named: ask the player"
_REMAINDER = frozenset("rest others other remaining remainder else".split())
_NUMBER_WORDS = frozenset("one two three four five six seven eight nine ten both single".split())
_MOST_CHARS = 400
# The words a denial says of a kind of order, by the verb classes of the orders it denies
# (engine.words.story.classes_of); a denial of orders as a whole ('no orders', 'nothing this turn') denies all.
_MOVES = frozenset(("move", "attack"))
_BUILDS = frozenset(("build",))
_GIFTS = frozenset(("give",))
_POLITICS = frozenset(("war", "peace", "ally", "break", "annex"))
_DENIED: dict[str, frozenset[str]] = {}
for _said, _classes in (
        ("move moves movement movements march marches moving marching attack attacks action actions blockade "
         "blockades siege sieges moved", _MOVES),
        ("build builds building purchase purchases buy buys buying recruit recruits recruitment recruiting "
         "construction bought built purchased recruited buildings", _BUILDS),
        ("gift gifts transfer transfers payments given sent paid give send", _GIFTS),
        ("diplomacy political politics sway sways tp", _POLITICS),
        ("war wars declaration declarations declare", frozenset(("war",))),
        ("alliance alliances", frozenset(("ally",))),
        ("peace treaty treaties", frozenset(("peace",))),
        ("annexation annexations annexing", frozenset(("annex",)))):
    for _w in _said.split():
        _DENIED[_w] = _DENIED.get(_w, frozenset()) | _classes
_UNIT_WORDS = frozenset("army armies ship ships squadron squadrons corps division divisions troops unit units fleet "
                        "fleets navy forces".split())
_ALL = _MOVES | _BUILDS | _GIFTS | _POLITICS
_NAMES = {_MOVES: "move", _BUILDS: "build", _GIFTS: "gift", _POLITICS: "diplomacy"}


def unmoved(sheet: Sheet) -> None:
    """The module's two checks on a sheet read whole (its orders, problems and chatter changed in place)."""
    if not sheet.orders:
        return
    _contradicted(sheet)
    if sheet.problems and sheet.by_meaning is not None:
        _stays_among_sentences(sheet)
    if sheet.problems and sheet.by_meaning is not None:
        _denied_moves(sheet)


def _live(sheet: Sheet) -> list[int]:
    return [i for i in range(len(sheet.orders)) if i not in sheet.dropped and i not in sheet.held]


def _contradicted(sheet: Sheet) -> None:
    """A stay or a denial set aside as no order while another line's order moves those units or is of that kind."""
    contexts: list = []                 # the read orders' context, made once when a stay needs it
    for c in list(sheet.chatter):
        if c.reason != UNITS_HOLD or c not in sheet.chatter:
            continue                    # (a line already asked about is no longer in the chatter)
        text = c.text.strip().strip("*_-+>• ").strip()
        if not text or len(text) > _MOST_CHARS:
            continue
        if (gives_no_order(text, frozenset(), sheet.nation) and not adds_nothing(text) or makes_nothing(text)) \
                and _held_denial(sheet, c, text):
            continue
        if may_stay(text) and not _anothers(sheet, c, text):
            if not contexts:
                contexts.append(read_context(sheet))
            held_stay(sheet, c, text, contexts[0])


def _subject_nation(sheet: Sheet, said: str) -> str:
    """The other nation whose units a stay's subject names ('The Roman fleet stays home' from Carthage), '' when
    none (or when the ruleset's names are not at hand)."""
    names = sheet.by_meaning.names() if sheet.by_meaning is not None else None
    said = next((x for x in sentences(said.strip()) if may_stay(x)), said)
    who = stay_said(correction_of(said.strip().rstrip(".!"))[1])
    if names is None or who is None:
        return ""
    piece = who[0].replace(",", " ").split()
    found = another_nation(piece, names, sheet.nation)
    if found:
        return found
    for k, w in enumerate(piece):      # a people's word the ruleset does not list: 'Crimsonian', 'Roman'
        w = w.removesuffix("'s")
        if not w[:1].isupper() or len(w) < 5 or not w.endswith("n") or names.is_region(w):
            continue
        for stem in (w[:-1], w[:-2] + "e", w[:-2]):
            other = names.known_nation(stem)
            if other is not None and other != sheet.nation:
                return other
    return ""


def _anothers(sheet: Sheet, c: Chatter, text: str) -> bool:
    """A stay filed as the writer's units holding whose subject is another nation's units: refused (True)."""
    other = _subject_nation(sheet, text)
    if not other:
        return False
    sheet.chatter[:] = [x for x in sheet.chatter if x.line != c.line]
    sheet.problems.append(OrderProblem(c.line, c.text, NOT_UNDERSTOOD, ANOTHERS.format(other=other)))
    sheet.problems.sort(key=lambda p: p.line)
    return True


def _denied_classes(text: str) -> frozenset[str]:
    """The verb classes of the orders a denial says are not given: all of them when it names no kind and no unit,
    none when it names only units ('all squadrons on station': a stay, looked at as one)."""
    said = [w.strip("'\u2019") for w in words(text.casefold())]
    found = frozenset().union(*(_DENIED.get(w, frozenset()) for w in said))
    if found or _UNIT_WORDS.intersection(said) or makes_nothing(text):
        return found                    # 'raise nothing', 'found nothing': verbs whose kind is the ruleset's
    return _ALL


def _held_denial(sheet: Sheet, c: Chatter, text: str) -> bool:
    """A denial beside orders of its kind on other lines: both asked (True); False when no order is of its kind."""
    low = {w.strip("'\u2019") for w in words(text.casefold())}
    if ":" in text or low & _BESIDES or low & CORRECTIONS:
        return False                    # 'Nothing else this turn', 'Naval: none' (a form's part), 'Actually, no builds'
    denied = _denied_classes(text)
    if not denied:
        return False
    hits = [i for i in _live(sheet) if sheet.lines[i] != c.line and classes_of(sheet.orders[i]) & denied]
    hits = [i for i in hits if not (sheet.lines[i] > c.line and _corrects(sheet.texts[i]))]
    if not hits:
        return False
    kind = _NAMES.get(denied, "order") if denied != _ALL else "order"
    _ask(sheet, c, hits, DENIED.format(line=c.line, text=c.text.strip(), kind=kind),
         DENIES.format(kind=kind, lines=_lines(sheet, hits), text=sheet.texts[hits[0]].strip()))
    return True


def held_stay(sheet: Sheet, c: Chatter, text: str, context) -> bool:
    """A stay set aside beside another line's order moving the same units (a later line correcting it aside)."""
    if context is None or sheet.by_meaning is None:
        return False
    said = next((x for x in sentences(text) if may_stay(x)), text).rstrip(".!")
    hits = _moving(sheet, context, said, whole=True)
    if correction_of(text.strip())[0] or CORRECTIONS.intersection(words(text.casefold())):
        return False                    # 'Actually, the fleet stays home': a correction, the line reader's
    hits = [i for i in hits or () if sheet.lines[i] != c.line and not (
        sheet.lines[i] > c.line and _corrects(sheet.texts[i]))]
    if not hits:
        return False
    who = (stay_said(said) or (said,))[0]
    _ask(sheet, c, hits, STAYS.format(line=c.line, text=c.text.strip(), who=who),
         MOVED.format(who=who, lines=_lines(sheet, hits), text=sheet.texts[hits[0]].strip()))
    return True


def _stayed(context, said: str, units) -> set[str] | None:
    """The heads (engine.words.references.UnitRef) of the writer's units a stay names: by label or name, else by
    their unit word and the place said; None when it names none, or names the rest ('the rest stay in 68')."""
    got = context.slots(said)
    if got is None:
        return None
    if got.units:
        return set(got.units)
    low = {w.strip("'\u2019") for w in words(said.casefold())}
    low |= {w + "s" for w in low if len(w) > 3}     # 'fleet' of units called 'fleets'
    if low & _REMAINDER or "(" in said or len(got.places) > 1:
        return None                     # the rest, a note of where or how many, two places: not told apart here
    named = [u for u in units if u.nouns & low and not u.label]
    if not named:
        return None                     # no unit word: who stays is not said here ('Manarth Hold, ...')
    places = {x.rid for x in got.places}
    if places:
        named = [u for u in named if u.at in places]
    return {u.head for u in named} or None


def _goes(order: Order) -> bool:
    """Whether an order takes its units somewhere ('4 ships D, escape', 'fleet Channel: do not intercept' keep them
    where they are)."""
    if hasattr(order, "to"):
        return getattr(order, "to") not in (None, "", getattr(order, "source", None))
    path = getattr(order, "path", None)
    return isinstance(path, (list, tuple)) and len(path) > 1


def _moving(sheet: Sheet, context, said: str, whole: bool) -> list[int] | None:
    """The live orders moving units a stay names (`whole`: only orders moving a whole stack counted by where it
    stands, or a unit named); None when the stay names no unit this can tell."""
    units = sheet.by_meaning.units() if sheet.by_meaning is not None else ()
    heads = _stayed(context, said, units)
    if heads is None:
        return None
    got = context.slots(said)
    places = {x.number for x in got.places} if got is not None else set()
    counted = got is None or any(n not in places for n in got.numbers) or bool(got.other_counts) \
        or bool(_NUMBER_WORDS.intersection(words(said.casefold())))
    out = []
    for i in _live(sheet):
        order = sheet.orders[i]
        if "hold" in classes_of(order) or not _goes(order):
            continue
        moved = heads_of(order, units) & heads
        if not moved:
            continue
        stack = next((int(h.split()[0]) for h in moved if h.split()[0].isdigit()), None)
        count = getattr(order, "count", None)
        if whole and (counted or isinstance(count, int) and stack is not None and count < stack):
            continue                    # some of a stack moving, some staying: no contradiction
        out.append(i)
    return out


def _corrects(raw: str) -> bool:
    """Whether a line says it corrects what came before ('Actually, 3 ships T -> S', 'Erm, actually ...')."""
    return bool(correction_of(raw.strip().lstrip("-*+>• ").strip())[0] or CORRECTIONS.intersection(words(raw.casefold())))


def _lines(sheet: Sheet, hits: list[int]) -> str:
    return ", ".join(dict.fromkeys(str(sheet.lines[i]) for i in hits))


def _ask(sheet: Sheet, c: Chatter, hits: list[int], on_order: str, on_line: str) -> None:
    """The orders held back and the set-aside line refused, each naming the other."""
    for i in hits:
        if i not in sheet.held:
            sheet.problems.append(OrderProblem(sheet.lines[i], sheet.texts[i], NOT_UNDERSTOOD, f"held back: {on_order}"))
        sheet.held.add(i)
    sheet.chatter[:] = [x for x in sheet.chatter if x.line != c.line]
    sheet.problems.append(OrderProblem(c.line, c.text, NOT_UNDERSTOOD, on_line))
    sheet.problems.sort(key=lambda p: p.line)


def _stays_among_sentences(sheet: Sheet) -> None:
    """Refused lines whose sentences are a stay of units no order moves and prose around the read orders."""
    if not any(_stay_among(p) for p in sheet.problems):
        return
    context = read_context(sheet)
    meaning = sheet.by_meaning
    if context is None or meaning is None:
        return
    done: dict[int, tuple[list[Chatter], list[Order]]] = {}
    for p in refusals_looked_at(sheet, context, _stay_among):
        got = _stay_and_rest(sheet, p, context, meaning)
        if got is not None:
            done[id(p)] = got
    without_neighbours(sheet, context, done, lambda p: p.text)
    for p in sheet.problems:
        if id(p) not in done:
            continue
        chatter, holds = done[id(p)]
        sheet.chatter.extend(chatter)
        for order in holds:
            sheet.orders.append(order)
            sheet.lines.append(p.line)
            sheet.texts.append(p.text)
            sheet.bodies.append(p.text)
            sheet.ranks.append(float(len(sheet.ranks) + 1))
    sheet.problems[:] = [p for p in sheet.problems if id(p) not in done]


def _stay_among(p: OrderProblem) -> bool:
    """Whether a refusal may be a stay among other sentences (the quick word test)."""
    return looked_at(p) and ". " in p.text and may_stay(p.text)


def _stay_and_rest(sheet: Sheet, p: OrderProblem, context, meaning) -> tuple[list[Chatter], list[Order]] | None:
    """The chatter (and the holds, where a stay is an order) of a refused line of one stay and prose; None when the
    line is not that."""
    parts = [s for s in sentences(p.text.strip()) if s.strip(" .!*_()[]\"'")]
    if len(parts) < 2 or len(parts) > 5:
        return None
    stays: list[str] = []
    holds: list[Order] = []
    rest: list[str] = []
    for part in parts:
        said = part.strip().strip("*_").strip()
        if may_stay(said):
            read = _read_stay(sheet, said, context)
            if read is None:
                return None             # a stay not read, or of units an order moves: not set aside
            stays.append(said)
            holds += read
        else:
            rest.append(said)
    if not stays or not rest:
        return None
    kinds = sentence_kinds(" ".join(rest), context, meaning, sheet.nation)
    if not kinds:
        return None
    said_kinds = "; ".join(dict.fromkeys(kinds))
    if holds:
        return [Chatter(p.line, p.text, f"set aside: {' '.join(rest)!r}, {STAY_HELD.format(kinds=said_kinds)}")], holds
    return [Chatter(p.line, p.text, STAY_TOLD.format(kinds=said_kinds))], []


def _read_stay(sheet: Sheet, said: str, context) -> list[Order] | None:
    """A sentence read as a stay of the writer's units no read order moves: the holds it gives (none where units
    without orders stay); None when it is not read so."""
    try:
        read = sheet.parse_line(said)
    except Exception:                   # NotUnderstood, or anything the grammar raises: not read
        return None
    items = list(read) if isinstance(read, (list, tuple)) else [] if read is None else [read]
    if read is None:
        return None                     # a comment line, no stay
    if any(isinstance(x, SetAside) and x.why.endswith(NOT_YOURS) for x in items) or _subject_nation(sheet, said):
        return None                     # another nation's units: not the writer's to order
    if not all(isinstance(x, SetAside) and x.why == STAY_REASON or isinstance(x, Order) for x in items):
        return None
    orders = [x for x in items if isinstance(x, Order)]
    if any(classes_of(o) != {"hold"} for o in orders):
        return None                     # a stay and another order: not of this shape
    moving = _moving(sheet, context, said.rstrip(".!"), whole=False)
    if moving is None or moving:
        return None                     # who stays untold, or a read order moves them: the line stays refused
    live = [sheet.orders[i] for i in _live(sheet)]
    if any(o in live for o in orders):
        return None                     # said twice: the line reader's
    return orders


DENIED_MOVE = "not an order: {text!r} says the units do not move: units without orders hold"
DENIED_HOLD = "a move denied ({text!r}), read as the units' hold"


def _denied_moves(sheet: Sheet) -> None:
    """Refused lines saying the writer's units do not move (engine.words.not_moved): read as their stay when no order
    moves them; asked, that order held back, when one does."""
    looked = [(p, stay) for p in sheet.problems if looked_at(p) and (stay := stay_of_denied_move(p.text))]
    if not looked:
        return
    context = read_context(sheet)
    if context is None:
        return
    for p, stay in looked:
        if p.line in context.by_line or named_by_another(p, sheet.problems) or _subject_nation(sheet, stay):
            continue
        try:
            read = sheet.parse_line(stay)
        except Exception:               # NotUnderstood, or anything the grammar raises: left refused
            continue
        items = list(read) if isinstance(read, (list, tuple)) else []
        if read is None or not all(isinstance(x, SetAside) and x.why == STAY_REASON or isinstance(x, Order)
                                   and classes_of(x) == {"hold"} for x in items):
            continue
        moving = _moving(sheet, context, stay, whole=False)
        if moving is None:
            continue                    # who stays untold: left refused
        if moving:
            for i in moving:
                if i not in sheet.held:
                    sheet.problems.append(OrderProblem(sheet.lines[i], sheet.texts[i], NOT_UNDERSTOOD, "held back: "
                                                       + STAYS.format(line=p.line, text=p.text.strip(), who=stay[:-5])))
                sheet.held.add(i)
            at = sheet.problems.index(p)
            sheet.problems[at] = OrderProblem(p.line, p.text, NOT_UNDERSTOOD, MOVED.format(
                who=stay[:-5], lines=_lines(sheet, moving), text=sheet.texts[moving[0]].strip()))
            sheet.problems.sort(key=lambda q: q.line)
            continue
        holds = [x for x in items if isinstance(x, Order)]
        live = [sheet.orders[i] for i in _live(sheet)]
        if any(o in live for o in holds):
            continue
        sheet.problems.remove(p)
        if holds:
            sheet.chatter.append(Chatter(p.line, p.text, f"set aside: {DENIED_HOLD.format(text=p.text.strip())}"))
        else:
            sheet.chatter.append(Chatter(p.line, p.text, DENIED_MOVE.format(text=p.text.strip())))
        for order in holds:
            sheet.orders.append(order)
            sheet.lines.append(p.line)
            sheet.texts.append(p.text)
            sheet.bodies.append(p.text)
            sheet.ranks.append(float(len(sheet.ranks) + 1))
