"""Orders for steps still to come (a power's naval and land orders for the month in one message,
sections by step as PBEM players write them): split by their headings, kept by the step's label and
nation, and made the nation's orders for the step when the game reaches it."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

import msgspec

from engine.errors import BerthierError, UnknownName
from engine.game.gamestore import reading, text as row_text, writing
from engine.order_sheet import OrderSheet
from engine.rulesets.base import StepAhead
from engine.rulesets.declarations import Step

if TYPE_CHECKING:
    from engine.game.gamefile import Game

TABLE = ("CREATE TABLE IF NOT EXISTS later_orders (label TEXT NOT NULL, nation TEXT NOT NULL, text TEXT NOT NULL, "
         "entered_at TEXT NOT NULL, forced INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (label, nation))")
AHEAD = "entered in advance"                             # the orders' source once their step has come
AHEAD_FORCED = "entered in advance, stored as written"   # with --force: a refused line fails in the report
# words around a step's own words in a heading: "French naval orders:", "Land step", "Orders for the land phase"
_FILLER = frozenset("orders order step phase moves movement movements for the my our of and".split())
MAX_HEADING_WORDS = 6


class Section(msgspec.Struct):
    """The part of a message for one step: the step (None: the step the game awaits now), its lines as
    written and the message's own line numbers (the heading's line excluded)."""

    ahead: StepAhead | None
    heading: str = ""
    lines: list[tuple[int, str]] = []

    def text(self) -> str:
        """The section alone, as it is stored."""
        return "".join(raw + "\n" for _, raw in self.lines).strip("\n") + ("\n" if self.lines else "")

    def padded(self, total: int) -> str:
        """The message with every line outside the section blank: read, its lines keep their numbers."""
        mine = dict(self.lines)
        return "".join(mine.get(n, "") + "\n" for n in range(1, total + 1))


def _kind_words(step_name: str, nation_words: set[str]) -> frozenset[str]:
    from engine.words.message import words      # the reader's words, loaded where a message is cut
    return frozenset(w for w in words(step_name) if w not in nation_words)


def split(message: str, nation: str, now_step: str, ahead: Sequence[StepAhead], calendar_steps: Sequence[str],
          orders_in: Callable[[Step], bool], own_words: frozenset[str] = frozenset(),
          other_words: frozenset[str] = frozenset()) -> list[Section]:
    """The message cut at the headings that name a step this nation orders in ('Naval:', 'Land
    orders', '[b]French naval step[/b]'); the lines before the first heading are for the step the game
    awaits. A heading of a step of the round that is over, or that this nation does not order in, is
    refused (BerthierError naming the line), and so is one of another power's step. `orders_in(step)`
    says whether the nation orders in a step; `own_words` are the words of the nation's name and aliases
    ('french'), `other_words` those of the other nations'."""
    from engine.words.message import message_lines, words     # loaded where a message is cut
    nation_words = set(words(nation)) | own_words
    kinds = {_kind_words(name, nation_words) for name in calendar_steps} - {frozenset()}
    mine = [a for a in ahead if orders_in(a.step)]
    now = Section(None)
    sections: list[Section] = [now]
    current = now
    for line in message_lines(message):
        said = [w for w in words(line.text) if w not in _FILLER and w not in nation_words]
        looks = (not line.left and 0 < len(said) <= MAX_HEADING_WORDS and len(words(line.text)) <= MAX_HEADING_WORDS
                 and not any(c in line.text for c in "->") and frozenset(said) in kinds)
        if not looks:
            theirs = [w for w in said if w not in other_words]
            if (not line.left and theirs != said and 0 < len(theirs) and len(said) <= MAX_HEADING_WORDS
                    and frozenset(theirs) in kinds and not any(c in line.text for c in "->")):
                raise BerthierError(f"line {line.number}: {line.text.strip()!r} heads orders for another power's "
                                    f"step; these are {nation}'s orders, and {nation} orders only in its own "
                                    f"steps; nothing was stored")
            current.lines.append((line.number, line.raw))
            continue
        want = frozenset(said)
        if want == _kind_words(now_step, nation_words):
            current = now
            continue
        found = [a for a in mine if _kind_words(a.step.name, nation_words) == want]
        if not found:
            raise BerthierError(f"line {line.number}: {line.text.strip()!r} heads orders for a step that is not "
                                f"among {nation}'s steps to come this round (the game awaits the {now_step} step; "
                                f"{nation} still orders in: {', '.join(a.step.name for a in mine) or 'none'}); "
                                f"nothing was stored")
        current = next((s for s in sections if s.ahead is found[0]), None) or Section(found[0], line.text.strip())
        if current not in sections:
            sections.append(current)
    return sections


# -- read and checked at entry --------------------------------------------------------------------
class ByStep(msgspec.Struct):
    """A nation's message read step by step: each section with its sheet (checked against the position
    as it stands now, seen from its step); the lines keep the message's numbers."""

    nation: str
    sections: list[Section]
    sheets: list[OrderSheet]
    ahead: tuple[StepAhead, ...]
    total: int
    whole_round: bool = True       # a message for the round (headings): the steps it does not name hold

    def problems(self) -> int:
        return sum(len(s.problems) for s in self.sheets)

    def merged(self) -> OrderSheet:
        """Every section's orders, refusals and other lines in one sheet, by the message's line numbers."""
        return OrderSheet(self.nation, *(tuple(x for s in self.sheets for x in getattr(s, f))
                                         for f in ("orders", "lines", "texts", "problems", "chatter")))


def read_by_step(game: Game, nation: str, text: str, step_words: str | None = None) -> ByStep | None:
    """The message read by step: cut at its step headings, or wholly for the step `step_words` names;
    None when it is for the step the game awaits alone (no headings of steps to come, no step named)."""
    state = game.state()
    ahead = game.rules.steps_ahead(state)
    if ahead is None:
        if step_words:
            raise BerthierError(f"--step: in {game.rules.title} one resolution is the whole turn; orders are "
                                f"entered for {game.label()} only")
        return None
    try:
        name = state.find_nation(nation).name
    except UnknownName as e:
        raise BerthierError(str(e)) from None
    if step_words:
        chosen = _chosen_step(game, ahead, step_words)
        if chosen is None:
            return None
        if not game.rules.calendar.orders(chosen.step, name):
            raise BerthierError(f"--step {step_words!r}: {name} does not order in the {chosen.step.name} step "
                                f"({chosen.label}); nothing was stored")
        sections = [Section(None), Section(chosen, lines=list(enumerate(text.splitlines(), 1)))]
    else:
        said = {n.name: _name_words((n.name, *n.aliases)) for n in state.nations}
        sections = split(text, name, game.rules.step(state).name, ahead, [s.name for s in game.rules.calendar.steps],
                         lambda step: game.rules.calendar.orders(step, name), said[name],
                         frozenset().union(*(v for k, v in said.items() if k != name)) - said[name])
        if len(sections) == 1:
            return None
    total = len(text.splitlines())
    return ByStep(name, sections, [check_section(game, name, s, total) for s in sections], ahead, total,
                  whole_round=not step_words)


def _chosen_step(game: Game, ahead: tuple[StepAhead, ...], step_words: str) -> StepAhead | None:
    """The step to come whose label has these words; None for the step the game awaits now."""
    want = " ".join(step_words.split()).casefold()
    if want in game.label().casefold():
        return None
    found = [a for a in ahead if want in a.label.casefold()]
    if len(found) != 1:
        named = "; ".join(a.label for a in ahead) or "none, this is the round's last step"
        raise BerthierError(f"--step {step_words!r}: {'no step' if not found else 'more than one step'} to come "
                            f"this round has those words (the game awaits {game.label()}; to come: {named}); "
                            f"nothing was stored")
    return found[0]


def _name_words(names: Sequence[str]) -> frozenset[str]:
    """The words of a nation's names, a plural also without its s ('the Prussians': 'prussian')."""
    from engine.words.message import words
    out = {w for t in names for w in words(t)} - _FILLER
    return frozenset(out | {w[:-1] for w in out if w.endswith("s") and len(w) > 3})


def check_section(game: Game, nation: str, s: Section, total: int) -> OrderSheet:
    if s.ahead is None:
        return game.check_orders(nation, s.padded(total))
    sheet = game.rules.parse_orders(s.padded(total), nation, s.ahead.state, game.board)
    return game.rules.check_orders(sheet, s.ahead.state, game.board, {})


def store_by_step(game: Game, entry: ByStep, turn: int, *, mail: dict[str, Any] | None = None) -> list[str]:
    """Store each section for its step (refused lines too: they fail when their step comes); the
    nation's own steps the message does not name get empty orders unless some are kept (its units
    hold). From a mail, `mail` is what `Game.store_orders` keeps of it (sender, arrival, its key), and
    the part for the step awaited is stored, even empty, as the mail's entry. What was stored where,
    in sentences for the GM."""
    when = datetime.now(UTC).isoformat(timespec="seconds")
    said = []
    name, ordering = entry.nation, game.rules.step(game.state()).ordering
    (now, now_sheet), *later = zip(entry.sections, entry.sheets)
    if mail is not None or now.text().strip() or (name in ordering and game.orders_text(name) is None):
        game.store_orders(name, now.text(), turn=turn, **(mail or {}))
        said.append(f"{_count(now_sheet)} stored for {game.label()} (the step the game awaits).")
    for s, sheet in later:
        assert s.ahead is not None
        store(game, s.ahead.label, name, s.text(), forced=bool(sheet.problems), now=when)
        said.append(f"{_count(sheet)} kept for {s.ahead.label} (checked again when it comes).")
    named = {s.ahead.label for s, _ in later if s.ahead is not None}
    rest = [a for a in entry.ahead if name in a.step.ordering and a.label not in named and entry.whole_round]
    for a in rest:
        store(game, a.label, name, "", forced=False, now=when, replace=False)
    if rest:
        said.append(f"{name} orders nothing in its other steps this round ({', '.join(a.step.name for a in rest)} "
                    f"step) unless orders for them were kept before: its units there hold.")
    return said


def _count(sheet: OrderSheet) -> str:
    extra = f" ({len(sheet.chatter)} line(s) not orders, kept)" if sheet.chatter else ""
    return f"{sheet.nation}: {len(sheet.orders)} order(s){extra}"


def month_text(game: Game, nation: str) -> str:
    """The nation's orders for the step the game awaits followed by those kept for its steps to come,
    each under its heading ('Naval:'): the month's message as the GM edits it (and reads it again)."""
    text = game.orders_text(nation) or ""
    ahead = game.rules.steps_ahead(game.state()) or ()
    kept_now = {label: t for label, who, t in kept(game) if who == nation}
    for a in ahead:
        body = kept_now.get(a.label, "")
        if body.strip():
            from engine.words.message import words
            heading = " ".join(w for w in a.step.name.split() if w.casefold() not in set(words(nation)))
            text = (text.rstrip("\n") + "\n\n" if text.strip() else "") + f"{heading.capitalize()}:\n{body}"
    return text


# -- kept in the game file ------------------------------------------------------------------------
def store(game: Game, label: str, nation: str, text: str, *, forced: bool, now: str, replace: bool = True) -> None:
    """Keep `text` as the nation's orders for the step called `label`; with `replace` False only if
    none are kept for it yet (a month message that names no such step: its units hold)."""
    with writing(game.conn, game.path):
        game.conn.execute(TABLE)
        verb = "INSERT OR REPLACE" if replace else "INSERT OR IGNORE"
        game.conn.execute(f"{verb} INTO later_orders (label, nation, text, entered_at, forced) VALUES (?, ?, ?, ?, ?)",
                          (label, nation, text, now, int(forced)))


def kept(game: Game, label: str | None = None) -> list[tuple[str, str, str]]:
    """(label, nation, text) of the orders kept for steps to come (of one step with `label`)."""
    if not _has_table(game.conn):                 # nothing was ever entered in advance
        return []
    with reading(game.path, "the orders entered in advance"):
        rows = game.conn.execute("SELECT label, nation, text FROM later_orders" +
                                 (" WHERE label = ?" if label else "") + " ORDER BY rowid",
                                 (label,) if label else ()).fetchall()
    return [(row_text(a), row_text(b), row_text(c)) for a, b, c in rows]


def bring_forward(conn: sqlite3.Connection, turn: int, label: str, now: str) -> None:
    """In the resolution's transaction: the orders kept for the step the game now awaits become the
    nations' orders for it (a nation that already has orders for it keeps them)."""
    if not _has_table(conn):
        return
    rows = conn.execute("SELECT nation, text, forced FROM later_orders WHERE label = ?", (label,)).fetchall()
    for nation, text, forced in rows:
        if conn.execute("SELECT 1 FROM orders WHERE turn = ? AND nation = ? AND current = 1",
                        (turn, nation)).fetchone() is None:
            conn.execute("INSERT INTO orders (turn, nation, text, entered_at, current, source) VALUES (?, ?, ?, ?, 1, ?)",
                         (turn, nation, text, now, AHEAD_FORCED if forced else AHEAD))


def _has_table(conn: sqlite3.Connection) -> bool:
    return conn.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'later_orders'").fetchone() is not None


# -- checked when their step comes ----------------------------------------------------------------
class Refusal(msgspec.Struct, frozen=True):
    """An order entered in advance that the step, now come, refuses."""

    nation: str
    sheet: OrderSheet


def refused_now(game: Game) -> list[Refusal]:
    """The orders entered in advance for the step the game awaits, checked against the position now
    that it has come: every nation whose orders have a refused line (unless stored as written)."""
    out = []
    for name in (n.name for n in game.state().nations):
        entry = game.orders_entry(name)
        if entry is None or entry["source"] != AHEAD:
            continue
        sheet = game.check_orders(name, entry["text"])
        if sheet.problems:
            out.append(Refusal(name, sheet))
    return out
