"""`berthier orders` for steps still to come: a power's message for the month with a section per step
("Naval:", "Land:"), or `--step` naming the one step a text is for. Each section is read and checked
against the position as it stands now, seen from its step, and kept until the step comes (when it is
checked again, against the position of that day)."""

from __future__ import annotations

import sys
from datetime import UTC, datetime

from engine import later_orders
from engine.errors import BerthierError, UnknownName
from engine.gamefile import Game
from engine.later_orders import Section
from engine.orders import OrderSheet, apply_fixes
from engine.rulesets.base import StepAhead


def enter(game: Game, args, text: str) -> int | None:
    """Store the message by step and return the exit status; None when the message is for the step
    the game awaits alone (no headings of steps to come, no --step): the usual entry then."""
    state = game.state()
    ahead = game.rules.steps_ahead(state)
    step_words = getattr(args, "step", None)
    if ahead is None:
        if step_words:
            raise BerthierError(f"--step: in {game.rules.title} one resolution is the whole turn; orders are "
                                f"entered for {game.label()} only")
        return None
    try:
        name = state.find_nation(args.nation).name
    except UnknownName as e:
        raise BerthierError(str(e)) from None
    now = game.rules.step(state)
    if step_words:
        chosen = _chosen_step(game, ahead, step_words)
        if chosen is None:
            return None
        sections = [Section(None), Section(chosen, lines=list(enumerate(text.splitlines(), 1)))]
    else:
        sections = later_orders.split(text, name, now.name, ahead, [s.name for s in game.rules.calendar.steps],
                                      lambda step: game.rules.calendar.orders(step, name))
        if len(sections) == 1:
            return None
    total = len(text.splitlines())
    sheets = [_checked(game, name, s, total) for s in sections]
    if args.fix:
        sheets = [_fixed(game, name, s, sheet, total) for s, sheet in zip(sections, sheets)]
    problems = 0
    for s, sheet in zip(sections, sheets):
        for p in sheet.problems:
            problems += 1
            print(f"{_where(game, s)}: {p}")
            if p.fix is not None:
                print(f"  fix: {p.fix.strip()!r} (apply with --fix)")
    if problems and not args.force:
        print(f"{name}: {problems} line(s) rejected; nothing stored. Correct the lines, or store as written "
              f"with --force.", file=sys.stderr)
        return 1
    return _store(game, name, now.ordering, sections, sheets, ahead, problems, args.force)


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


def _where(game: Game, s: Section) -> str:
    return s.ahead.label if s.ahead is not None else game.label()


def _checked(game: Game, nation: str, s: Section, total: int) -> OrderSheet:
    if s.ahead is None:
        return game.check_orders(nation, s.padded(total))
    sheet = game.rules.parse_orders(s.padded(total), nation, s.ahead.state, game.board)
    return game.rules.check_orders(sheet, s.ahead.state, game.board, {})


def _fixed(game: Game, nation: str, s: Section, sheet: OrderSheet, total: int) -> OrderSheet:
    if not sheet.fixes():
        return sheet
    fixed, done = apply_fixes(s.padded(total), sheet)
    for number, old, new in done:
        print(f"line {number}: fixed {old.strip()!r} -> {new.strip()!r}")
    lines = fixed.splitlines()
    s.lines = [(n, lines[n - 1]) for n, _ in s.lines]
    return _checked(game, nation, s, total)


def _store(game: Game, name: str, ordering: tuple[str, ...], sections: list[Section], sheets: list[OrderSheet],
           ahead: tuple[StepAhead, ...], problems: int, forced: bool) -> int:
    when = datetime.now(UTC).isoformat(timespec="seconds")
    turn = game.current_turn
    now, *later = zip(sections, sheets)
    if now[0].text().strip() or (name in ordering and game.orders_text(name) is None):
        game.store_orders(name, now[0].text(), turn=turn)
        print(f"{_count(now[1])} stored for {game.label()} (the step the game awaits).")
    for s, sheet in later:
        assert s.ahead is not None
        later_orders.store(game, s.ahead.label, name, s.text(), forced=bool(sheet.problems), now=when)
        print(f"{_count(sheet)} kept for {s.ahead.label} (checked again when it comes).")
    named = {s.ahead.label for s, _ in later if s.ahead is not None}
    for a in ahead:                # the nation's own steps the message does not name: its units hold
        if name in a.step.ordering and a.label not in named:
            later_orders.store(game, a.label, name, "", forced=False, now=when, replace=False)
    rest = [a.label.partition(": ")[2] or a.label for a in ahead if name in a.step.ordering and a.label not in named]
    if rest:
        print(f"{name} orders nothing in its other steps this round ({', '.join(rest)}) unless orders for them "
              f"were kept before: its units there hold.")
    if problems:
        print(f"{name}: {problems} line(s) will fail (stored as written).")
    return 1 if problems else 0


def _count(sheet: OrderSheet) -> str:
    extra = f" ({len(sheet.chatter)} line(s) not orders, kept)" if sheet.chatter else ""
    return f"{sheet.nation}: {len(sheet.orders)} order(s){extra}"


def show_kept(game: Game, nation: str) -> None:
    """Print the orders kept for the nation's steps to come."""
    for label, who, text in later_orders.kept(game):
        if who == nation and label in {a.label for a in game.rules.steps_ahead(game.state()) or ()}:
            print(f"-- kept for {label}:")
            print(text if text.strip() else "(nothing: its units hold)", end="" if text.endswith("\n") else "\n")
