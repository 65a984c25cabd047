"""Napoleon's Wars in the orders panel: a corps or squadron clicked on the map, the dialogs for what
a click cannot give (builds, reorganising, scouting, transport, annexing, diplomacy), and its
battles in the resolve preview. Registered in `app.rulesets`."""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import partial

import msgspec

from app.rulesets.napoleonic.drawing import KIND_LABELS
from app.rulesets.napoleonic.context import NapoleonicContext
from app.rulesets.napoleonic.build_dialog import BuildDialog
from app.rulesets.napoleonic.diplomacy_dialogs import CedeDialog, DiplomacyDialog, GiftDialog, StraitDialog
from app.rulesets.napoleonic.unit_dialogs import (
    AnnexDialog, ReorganiseDialog, ScoutDialog, TransportDialog, corps_options)
from app.orders.preview import BattleView
from app.rulesets.base import DialogEntry
from app.orders.selection import TOGGLE, Action, Control, Selection, Settings
from engine.board import Board
from engine.order_sheet import Order
from engine.reports.document import Document
from engine.rulesets.napoleonic.battles import BattlesNeedResults
from engine.rulesets.napoleonic.events import Battle, NapoleonicEvent
from engine.rulesets.napoleonic.options import NapoleonicOptions, SquadronChoices
from engine.rulesets.napoleonic.orders import Hold, MoveCorps, Scout, SquadronOrder, TransportCorps
from engine.rulesets.napoleonic.reports import place_name, public_news

IDLE_HINT = "Click a corps or squadron on the map to give it an order."
EXAMPLE_ORDERS = "A - Thuringia - Westphalia\nbuild 2 infantry in Paris\n..."
PERIOD = "season"

# (menu text, dialog, why it is offered: options -> None when possible, else the reason it is not)
DIALOGS: list[DialogEntry[NapoleonicOptions]] = [
    ("Build...", BuildDialog,
     lambda o: None if o.build_provinces or o.build_seas else "no province or sea to build in"),
    ("Reorganise corps...", ReorganiseDialog, lambda o: None if o.corps else "no corps"),
    ("Scout...", ScoutDialog,
     lambda o: "no scouting in Winter" if o.winter
     else None if any(c.scout for c in o.corps) else "no corps with scouting cavalry"),
    ("Transport by sea...", TransportDialog,
     lambda o: "no movement in Winter" if o.winter
     else None if any(c.landings and c.can_move for c in o.corps)
     else "no corps can sail from where it is"),
    ("Annex...", AnnexDialog,
     lambda o: "provinces are annexed in Winter" if not o.winter
     else None if o.annexable else "no corps stands in a province it could annex"),
    ("Diplomacy...", DiplomacyDialog,
     lambda o: None if o.war or o.peace or o.alliance or o.break_alliance else "nothing is possible"),
    ("Give gold...", GiftDialog,
     lambda o: "no allies" if not o.allies else None if o.treasury > 0 else "the treasury is empty"),
    ("Cede or accept a province...", CedeDialog, lambda o: None if o.allies else "no allies"),
    ("Strait permission...", StraitDialog,
     lambda o: None if o.straits_controlled else "controls no strait"),
]

CORPS_ORDERS = (MoveCorps, Hold, TransportCorps, Scout)


# -- which line an order replaces -----------------------------------------------------------------

def unit_of(order: Order) -> tuple[str, str] | None:
    """("corps", letter) or ("squadron", number) for a unit's movement order: a unit has one order."""
    if isinstance(order, CORPS_ORDERS):
        return "corps", order.corps
    if isinstance(order, SquadronOrder):
        return "squadron", str(order.number)
    return None


def scout_of(order: Order) -> str | None:
    if isinstance(order, Scout):
        return order.target
    return getattr(order, "scout", None) if isinstance(order, CORPS_ORDERS) else None


def placed(old: Order, new: Order) -> Order:
    """A corps keeps the scouting it was already given when it gets a new move."""
    target = scout_of(old)
    if target and isinstance(new, (MoveCorps, TransportCorps)) and not new.scout:
        return msgspec.structs.replace(new, scout=target)
    return new


# -- the options of one unit ----------------------------------------------------------------------

def squadron(context: NapoleonicContext, number: int) -> SquadronChoices | None:
    return next((s for s in context.options.squadrons if s.number == number), None)


# -- orders by clicks -----------------------------------------------------------------------------

def select(context: NapoleonicContext, kind: str, ident: str) -> Selection | str:
    """A corps marches (or sails, to a coast across the sea); a squadron sails, and may attack."""
    if kind == "corps":
        sel = _corps(context, ident)
    elif kind == "squadron":
        sel = _squadron(context, int(ident))
    else:
        return IDLE_HINT
    if isinstance(sel, str):
        return sel
    if not sel.routes({}) and not sel.actions:
        why = "it is Winter: units do not move" if context.options.winter else "it has nowhere it may go"
        return f"{context.nation} {sel.unit} in {context.name(sel.at)} cannot move: {why}."
    return sel


def _corps(context: NapoleonicContext, letter: str) -> Selection | str:
    c = corps_options(context, letter)
    nation = context.nation
    if c is None:
        return f"{nation} has no corps {letter}."
    if not c.can_move and not context.options.winter:
        return f"{nation} corps {letter} was raised this season: it cannot move yet."
    destinations: dict[str, Order] = {}
    for place, seas in c.landings.items():
        destinations[place] = TransportCorps(nation=nation, corps=letter, seas=tuple(seas), to=place)
    for place, path in c.marches.items():      # marching is preferred where both are possible
        destinations[place] = MoveCorps(nation=nation, corps=letter, path=tuple(path))
    by_sea = any(isinstance(o, TransportCorps) for o in destinations.values())
    hint = (f"{nation} corps {letter} in {context.name(c.at)}: click a highlighted province to march there"
            + (" (coasts across the sea: by transport)" if by_sea else "") + ". Esc cancels.")
    return Selection(f"corps:{nation}:{letter}", nation, f"corps {letter}", c.at, lambda _: destinations,
                     hint=hint, period=PERIOD)


def _squadron(context: NapoleonicContext, number: int) -> Selection | str:
    s = squadron(context, number)
    nation = context.nation
    if s is None:
        return f"{nation} has no squadron {number}."
    can_attack = s.can_attack

    def routes(settings: Settings) -> dict[str, Order]:
        attack = bool(settings.get("attack")) and can_attack
        return {sea: SquadronOrder(nation=nation, number=number, to=sea, attack=attack) for sea in s.moves}

    controls: tuple[Control, ...] = ()
    actions: tuple[Action, ...] = ()
    if can_attack:
        controls = (Control("attack", "attack on arrival", TOGGLE, keep=True,
                            tip="The squadron attacks every enemy squadron in the sea it sails to"),)
        actions = (Action("attack_here", "Attack where it is",
                          lambda _: SquadronOrder(nation=nation, number=number, attack=True)),)
    hint = (f"{nation} squadron {number} in {context.name(s.at)}: click a highlighted sea to sail there"
            + (", or attack where it is" if can_attack else "") + ". Esc cancels.")
    return Selection(f"squadron:{nation}:{number}", nation, f"squadron {number}", s.at, routes, hint=hint,
                     controls=controls, actions=actions, period=PERIOD)


# -- battles in the resolve preview ---------------------------------------------------------------

_COUNT = re.compile(r"([0-9]+)\s+(infantry|cavalry|artillery)")


def battle_title(board: Board, battle: Battle) -> str:
    return f"{'Naval battle' if battle.naval else 'Battle'} at {place_name(board, battle.place)}"


def battle_units(battle: Battle) -> dict[str, dict[str, int]]:
    """What each nation brought to the battle, counted by kind (for entering losses by hand)."""
    out: dict[str, dict[str, int]] = {}
    for side in battle.before:
        for nation, _, composition in side:
            counts = out.setdefault(nation, {})
            if composition == "squadron":
                counts["squadron"] = counts.get("squadron", 0) + 1
                continue
            for n, kind in _COUNT.findall(composition):
                counts[kind] = counts.get(kind, 0) + int(n)
            if "scouting cavalry" in composition:
                counts["scout"] = counts.get("scout", 0) + 1
    return out


def battle_document(board: Board, battle: Battle, pending: bool) -> Document:
    doc = Document(battle_title(board, battle))
    for i, side in enumerate(battle.before):
        doc.paragraph(f"**Side {i + 1}** ({' and '.join(battle.sides[i])}): "
                      + "; ".join(f"{n} {unit} ({what})" for n, unit, what in side))
    if pending:
        doc.paragraph("**No result yet.** The combat model is manual: set this battle's result by hand.")
        return doc
    doc.heading("Rounds", 3)
    doc.bullets(battle.rounds)
    lost = [f"{n} {unit} lost {what}" for side in battle.losses for n, unit, what in side]
    doc.section("Losses", lost, empty="No losses.")
    doc.paragraph(public_news(board, [battle])[0])
    return doc


def outcome(battle: Battle) -> str:
    if battle.winner is None:
        everyone = sum(len(side) for side in battle.before)
        return "both sides destroyed" if len(battle.destroyed) == everyone else "no side prevails"
    side = battle.sides[battle.winner]
    return f"{' and '.join(side)} win{'s' if len(side) == 1 else ''}"


def battle_views(board: Board, events: Sequence[NapoleonicEvent]) -> list[BattleView]:
    return [BattleView(key=e.place, event=e, title=battle_title(board, e),
                       sides=" against ".join(" and ".join(s) for s in e.sides), outcome=outcome(e),
                       units=battle_units(e), kind_labels=KIND_LABELS,
                       describe=partial(battle_document, board, e),
                       side_nations=(tuple(e.sides[0]), tuple(e.sides[1])))
            for e in events if isinstance(e, Battle)]


__all__ = ["BattlesNeedResults", "DIALOGS", "EXAMPLE_ORDERS", "IDLE_HINT", "PERIOD", "battle_views",
           "placed", "select", "unit_of"]
