"""A player's letter of 8-10 lines in a game of each ruleset, with orders, a line refused, a line
asked and chatter, as the GM pastes it (tests/real_display/test_letters.py, benchmarks/real_letters.py);
`plan` finds the lines that have choices or a fix by reading the letter as the window will, so the
letters can follow the reader."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from tests.real_display.screen import Berthier, wait_for

Step = Callable[..., None]      # step(name, act, done, timeout=60.0)


@dataclass(frozen=True)
class Letter:
    ruleset: str
    map: str
    nation: str                 # the first nation of the orders' list (Alt+Down, Alt+Up: its orders)
    text: str


LETTERS = {
    "classic": Letter("classic", "classic-europe", "Britain", (
        "Hello GM,\n\n"
        "Britain's orders:\n"
        "2 armies 3 -> 6, Northumbria is empty and I want it before the Vikings come.\n"
        "1 army 5 -> 4\n"
        "buy 2 armies in 3\n"
        "buy 1 dragoon in 3\n"
        "1 army 5 -> 99\n"
        "buy 2 armies in 3\n"
        "give 5 gold to Frans\n\n"
        "London stays covered by the new armies.\n"
        "Cheers, Tom")),
    "eia": Letter("eia", "eia-europe", "France", (
        "Political phase, France.\n\n"
        "ally with Spain\n"
        "declare war on Portugal\n"
        "ally with Prussa\n"
        "declare war on Swedn\n"
        "standing guard: hold\n"
        "fleet Brest: intercept\n"
        "standing guard: maybe\n"
        "ally with Spain\n"
        "declare war on Atlantis\n"
        "break alliance with Austira\n\n"
        "Spain and I agreed last month; Portugal is Albion's little harbour and it closes now.\n"
        "Vive l'Empereur")),
    "napoleonic": Letter("napoleonic", "europe1805", "France", (
        "Sire, the winter orders of the Empire:\n\n"
        "Build 2 infantry in Paris and 1 cavalry in Picardy, the Channel coast needs more horse.\n"
        "Alliance with Spain, as discussed with Madrid by PM.\n"
        "build 1 dragoon in Paris\n"
        "E - Baden\n"
        "Transfer 1 infantry from B to J so we have a small corps for the coast.\n"
        "alliance with Spain\n\n"
        "Question: does the new cavalry count against this year's ten or next year's?\n"
        "Vive l'Empereur!")),
    "succheesion": Letter("succheesion", "mausropa", "Maustria", (
        "To the Referee, from the Imperial Chancellery.\n\n"
        "build 2 Infantry in 21\n"
        "build 1 Cavalry in 22\n"
        "build 1 dragoons in 21\n"
        "8 units 11 -> 99\n"
        "invest 5 cheese in trade with Berdain\n"
        "build 1 cavalery in 22\n"
        "invest 5 chese in trade with Berdian\n\n"
        "The Adoen campaign goes on; long live the Emperor!")),
}
READ = re.compile(r"^(\d+) orders?, (all accepted|(\d+) refused)")


@dataclass
class Plan:
    """What the letter gives, as the window will read it: the lines with choices (and their
    first ones), the line to correct by typing and what to type."""

    choices: dict[int, list[str]]
    typed: tuple[int, str] | None
    rejected: int


def plan(game: Path, letter: Letter) -> Plan:
    from engine.game.gamefile import Game
    opened = Game.open(game)
    try:
        sheet = opened.check_orders(letter.nation, letter.text)
    finally:
        opened.close()
    from app.orders.editor import offered_orders
    offered: dict[int, list[str]] = {}          # as the window offers them: the fix first
    for p in sheet.problems:
        if offered_orders(p):
            offered.setdefault(p.line, list(offered_orders(p)))
    choices = dict(sorted(offered.items())[:2])     # one for Alt+1, one for the mouse
    fixes = {p.line: p.fix.strip() for p in sheet.problems if p.fix is not None and p.line not in choices}
    typed = next(iter(fixes.items()), None)
    return Plan(choices, typed, len({p.line for p in sheet.problems}))


def status(gm: Berthier) -> str:
    return gm.text_of("status") or ""


def rejected(gm: Berthier) -> int | None:
    read = READ.match(status(gm))
    return None if read is None else int(read.group(3) or 0)


def to_line(gm: Berthier, number: int) -> None:
    gm.keys("ctrl+Home", *["Down"] * (number - 1))


def evening(gm: Berthier, letter: Letter, todo: Plan, step: Step,
            reviewing: Callable[[str], None] | None = None) -> None:
    """The GM's evening with `letter`, in its game open in `gm` with the reader warm: pasted into the
    first nation's orders, its first line with choices written by Alt+1 from the keys and the next
    clicked with the mouse, a line with a fix corrected by typing it, Ctrl+Z and Ctrl+Y, the orders
    saved (Ctrl+S), the turn resolved (Ctrl+R) and committed (Alt+C). `step(name, act, done)` does
    each and waits until `done()` (the benchmark times it); `reviewing(window)`, when given, looks
    through the Resolve dialog before the commit."""
    gm.keys("alt+Down", "alt+Up")                       # the first nation's orders, the cursor in them
    gm.still()
    text = letter.text

    step("paste", lambda: gm.paste(text), lambda: gm.text_of("ordersText") == text
         and rejected(gm) == todo.rejected)
    lines = text.split("\n")
    chosen = list(todo.choices.items())
    if chosen:                                          # the first line with choices, from the keys
        number, offered = chosen[0]
        step("to-line", lambda: to_line(gm, number),
             lambda: gm.text_of("choicesLine") == f"Line {number} may mean:")
        lines[number - 1] = offered[0]
        after = "\n".join(lines)
        step("alt+1", lambda: gm.keys("alt+1"), lambda: gm.text_of("ordersText") == after
             and rejected(gm) is not None)
    if len(chosen) > 1:                                 # the next, with the mouse
        number, offered = chosen[1]
        to_line(gm, number)
        buttons = wait_for("its choices", lambda: gm.text_of("choicesLine") == f"Line {number} may mean:"
                           and gm.widgets("choice"))
        lines[number - 1] = offered[0]
        after = "\n".join(lines)
        step("click", lambda: gm.click_widget(buttons[0]), lambda: gm.text_of("ordersText") == after
             and rejected(gm) is not None)
    if todo.typed is not None:                          # a line corrected by typing
        number, fix = todo.typed
        before_typing = "\n".join(lines)
        to_line(gm, number)
        gm.keys("Home", "shift+End")
        lines[number - 1] = fix
        after = "\n".join(lines)
        step("typed", lambda: gm.type(fix), lambda: gm.text_of("ordersText") == after
             and rejected(gm) is not None)
        step("undo", lambda: gm.keys("ctrl+z"), lambda: gm.text_of("ordersText") == before_typing)
        step("redo", lambda: gm.keys("ctrl+y"), lambda: gm.text_of("ordersText") == after)
    step("save", lambda: gm.keys("ctrl+s"), lambda: any(m.startswith("Orders saved")
                                                         for m in gm.status_messages()))
    step("resolve", lambda: gm.keys("ctrl+r"), lambda: gm.screen.windows("^Resolve "))
    resolve = gm.wait_window("^Resolve ")
    if reviewing is not None:
        reviewing(resolve)
    gm.focus(resolve)
    step("commit", lambda: gm.keys("alt+c"), lambda: not gm.screen.windows("^Resolve ")
         and any(" resolved" in m for m in gm.status_messages()), timeout=120)
