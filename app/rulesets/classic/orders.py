"""The classic rules (seed 001) in the orders panel: a stack of armies or ships clicked on the map
(how many go, on foot or by which ships, how ships fight), dialogs for buying, gifts, conditional
orders and moves, and the battles of the resolve preview. Registered in `app.rulesets`.

Everything offered comes from the engine's `order_options`; the lines are written by the ruleset's
formatter and checked by the ruleset.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from app.rulesets.classic.drawing import KIND_LABELS
from app.rulesets.classic.dialogs import BuyDialog, ConditionalDialog, GiftDialog, MoveDialog
from app.rulesets.classic.units import (
    ATTACK, ATTACK_EVERYONE, combat_choices, fleet_options, placed, select, unit_of)
from app.orders.preview import BattleView
from app.rulesets.base import DialogEntry
from engine.board import Board
from engine.reports.document import Document
from engine.rulesets.classic.combat import BattlesNeedResults
from engine.rulesets.classic.events import Battle, ClassicEvent
from engine.rulesets.classic.options import ClassicOptions
from engine.rulesets.classic.reports import battle_summary, place_name

IDLE_HINT = "Click a stack of armies or ships on the map to give it an order."
EXAMPLE_ORDERS = ("buy 2 armies in 59\n3 armies 58 -> 57\n2 armies 59 -> 69 via ships in E\n"
                  "2 ships E -> D attack\nif Vikings has 2 or less armies in 69 then all armies 59 -> 69 via ships\n...")
PERIOD = "turn"


def _cheapest(o: ClassicOptions) -> int:
    return min(o.army_cost if o.buy_provinces else 10**9, o.ship_cost if o.buy_seas else 10**9)


# (menu text, dialog, why it is offered: options -> None when possible, else the reason it is not)
DIALOGS: list[DialogEntry[ClassicOptions]] = [
    ("Buy armies or ships...", BuyDialog,
     lambda o: "owns no province" if not o.buy_provinces
     else None if o.spendable >= _cheapest(o)
     else f"{o.spendable} gold to spend this turn: too little"),
    ("Give gold...", GiftDialog, lambda o: None if o.spendable > 0 else "no gold to spend this turn"),
    ("Move armies or ships...", MoveDialog, lambda o: None if o.armies or o.fleets else "no armies or ships"),
    ("Conditional order...", ConditionalDialog,
     lambda o: None if o.armies or o.fleets else "no armies or ships"),
]


# -- battles in the resolve preview ---------------------------------------------------------------

def battle_title(board: Board, battle: Battle) -> str:
    if "|" in battle.place:
        title = f"{'Naval battle' if battle.naval else 'Battle'} on {place_name(board, battle.place)}"
    else:
        title = f"{'Naval battle in' if battle.naval else 'Battle of'} {board.name(battle.place)}"
    number = battle.key.partition("#")[2]
    if not number:
        return title
    nth = {"2": "second", "3": "third", "4": "fourth", "5": "fifth"}.get(number, f"battle {number}")
    return f"{title} ({nth} battle there)"


def outcome(battle: Battle) -> str:
    if battle.winner is None:
        left = [b - lost for b, lost in zip(battle.before, battle.losses)]
        return "both sides destroyed" if not any(left) else "both sides still stand"
    return f"{battle.sides[battle.winner]} wins"


def _plural(n: int, kind: str) -> str:
    word = {"army": ("army", "armies"), "ship": ("ship", "ships")}[kind]
    return f"{n} {word[0] if n == 1 else word[1]}"


def battle_document(board: Board, battle: Battle, pending: bool) -> Document:
    kind = "ship" if battle.naval else "army"
    doc = Document(battle_title(board, battle))
    doc.paragraph("; ".join(f"**{n}**: {_plural(c, kind)}" for n, c in zip(battle.sides, battle.before)))
    if pending:
        doc.paragraph("**No result yet.** The combat model is manual: set this battle's result by hand.")
        return doc
    doc.heading("Rounds", 3)
    doc.bullets(battle.rounds or ("No dice: one side was four times the other and won at once.",))
    doc.section("Losses", [f"{n} lost {_plural(c, kind)}" for n, c in zip(battle.sides, battle.losses) if c],
                empty="No losses.")
    doc.paragraph(battle_summary(board, battle))
    return doc


def battle_views(board: Board, events: Sequence[ClassicEvent]) -> list[BattleView]:
    views = []
    for e in events:
        if not isinstance(e, Battle):
            continue
        kind = "ship" if e.naval else "army"
        views.append(BattleView(
            key=e.key or e.place, event=e, title=battle_title(board, e), sides=f"{e.sides[0]} against {e.sides[1]}",
            outcome=outcome(e), units={n: {kind: c} for n, c in zip(e.sides, e.before)},
            kind_labels=KIND_LABELS, describe=partial(battle_document, board, e),
            side_nations=((e.sides[0],), (e.sides[1],)), loss_order=(kind,)))
    return views


__all__ = ["ATTACK", "ATTACK_EVERYONE", "BattlesNeedResults", "DIALOGS", "EXAMPLE_ORDERS", "IDLE_HINT", "PERIOD",
           "battle_views", "combat_choices", "fleet_options", "placed", "select", "unit_of"]
