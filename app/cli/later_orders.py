"""`berthier orders` for steps still to come: a power's message for the month with a section per step
("Naval:", "Land:"), or `--step` naming the one step a text is for. Each section is read and checked
against the position as it stands now, seen from its step, and kept until the step comes (when it is
checked again, against the position of that day)."""

from __future__ import annotations

import sys

from engine.game import later_orders
from engine.game.gamefile import Game
from engine.game.later_orders import ByStep
from app.cli.receipt import print_receipt


def enter(game: Game, args, text: str) -> int | None:
    """Store the message by step and return the exit status; None when the message is for the step
    the game awaits alone (no headings of steps to come, no --step): the usual entry then."""
    turn = game.current_turn
    entry = later_orders.read_by_step(game, args.nation, text, getattr(args, "step", None))
    if entry is None:
        return None
    if args.fix or getattr(args, "choose", None):
        _fix(game, entry, args)
    for s, sheet in zip(entry.sections, entry.sheets):
        where = s.ahead.label if s.ahead is not None else game.label()
        print_receipt(sheet, f"{where}: ")
    problems = entry.problems()
    if problems and not args.force:
        print(f"{entry.nation}: {problems} line(s) refused; nothing stored. Correct the lines, or store as "
              f"written with --force.", file=sys.stderr)
        return 1
    for line in later_orders.store_by_step(game, entry, turn):
        print(line)
    if problems:
        print(f"{entry.nation}: {problems} line(s) will fail (stored as written).")
    return 1 if problems else 0


def _fix(game: Game, entry: ByStep, args) -> None:
    """Every choice asked (--choose, by the message's line numbers) and suggested fix (--fix) applied in its
    section, each said; a choice not offered raises, and nothing is changed."""
    from engine.applied_choices import chosen_lines, write_lines
    picked = chosen_lines((p for sheet in entry.sheets for p in sheet.problems), getattr(args, "choose", None) or ())
    for i, (s, sheet) in enumerate(zip(entry.sections, entry.sheets)):
        own = {n for n, _ in s.lines}
        written = {n: f for n, f in (sheet.fixes() if args.fix else {}).items() if n not in picked}
        written.update((n, order) for n, order in picked.items() if n in own)
        if not written:
            continue
        fixed, done = write_lines(s.padded(entry.total), written)
        for number, old, new in done:
            print(f"line {number}: {'chose' if number in picked else 'fixed'} {old.strip()!r} -> {new.strip()!r}")
        lines = fixed.splitlines()
        s.lines = [(n, lines[n - 1]) for n, _ in s.lines]
        entry.sheets[i] = later_orders.check_section(game, entry.nation, s, entry.total)


def show_kept(game: Game, nation: str) -> None:
    """Print the orders kept for the nation's steps to come."""
    ahead = {a.label for a in game.rules.steps_ahead(game.state()) or ()}
    for label, who, text in later_orders.kept(game):
        if who == nation and label in ahead:
            print(f"-- kept for {label}:")
            print(text if text.strip() else "(nothing: its units hold)", end="" if text.endswith("\n") else "\n")


def awaited_lines(game: Game) -> list[str]:
    """Which step awaits whose orders, and whose orders are kept for the steps to come this round."""
    ahead = game.rules.steps_ahead(game.state())
    step = game.rules.step(game.state())
    if ahead is None or not step.moves and not ahead:
        return []
    lines = []
    if step.ordering and step.moves:
        said = []
        for n in step.ordering:
            entry = game.orders_entry(n)
            said.append(f"{n}'s orders are not in yet" if entry is None else
                        f"{n}'s orders are in" + (" (entered in advance)" if entry["source"] in
                                                  (later_orders.AHEAD, later_orders.AHEAD_FORCED) else ""))
        lines.append(f"{game.label()} awaits the orders of {' and '.join(step.ordering)}: {'; '.join(said)}.")
    kept_by = {(label, who) for label, who, _ in later_orders.kept(game)}
    owed = [a for a in ahead if a.step.ordering and a.step.moves]
    missing = [a.step.name for a in owed if any((a.label, n) not in kept_by for n in a.step.ordering)]
    if owed:
        lines.append(f"Orders kept for {len(owed) - len(missing)} of the {len(owed)} steps to come this round"
                     + (f"; none yet for the {', '.join(missing)} step(s)." if missing else "."))
    return lines
