"""The planned-orders overlay: every nation's orders of the current turn, as entered, over the map:
moves as dashed arrows, orders that happen in one place as marks, units still without orders badged."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from app.render.picture import MapPicture
from app.rulesets import ruleset_ui
from app.rulesets.base import RulesetUI
from engine.board import Board
from engine.order_sheet import OrderSheet
from engine.rulesets.base import Ruleset

NO_ORDERS = "No orders yet"


def with_planned(picture: MapPicture, ui: RulesetUI, sheets: Mapping[str, OrderSheet | None],
                 colours: Mapping[str, str], state: object = None,
                 awaiting: frozenset[str] = frozenset(), board: Board | None = None) -> MapPicture:
    """The picture with each nation's parsed orders added as arrows and marks (refused lines are not
    parsed into orders, so they are not drawn), and the markers keyed in `awaiting` badged."""
    arrows, marks = list(picture.arrows), list(picture.marks)
    for nation, sheet in sheets.items():
        if sheet is not None:
            colour = colours.get(nation, "#2b2118")
            arrows.extend(ui.planned_arrows(sheet.orders, colour, state))
            marks.extend(ui.planned_marks(sheet.orders, colour, state, board))
    markers = [replace(m, awaiting_orders=True, tooltip=f"{m.tooltip}\n{NO_ORDERS}" if m.tooltip else NO_ORDERS)
               if m.key is not None and m.key in awaiting else m for m in picture.markers]
    return picture.with_(arrows=arrows, marks=marks, markers=markers)


def awaiting_orders(ui: RulesetUI, rules: Ruleset, state, sheets: Mapping[str, OrderSheet | None]) -> frozenset[str]:
    """The keys of the markers with a unit that none of its nation's entered orders names, among
    the nations that order in this step; every unit of a nation with no orders at all; none in a
    step where units do not move."""
    step = rules.step(state)
    if not step.moves:
        return frozenset()
    named: dict[str, set] = {}
    for nation, sheet in sheets.items():
        if sheet is not None:
            named[nation] = {unit for order in sheet.orders for unit in ui.units_named(order)}
    return frozenset(key for nation, unit, key in ui.orderable_units(state)
                     if rules.calendar.orders(step, nation) and unit not in named.get(nation, ()))


def draw_planned(session, map_view, sheets: Mapping[str, OrderSheet | None], shown: bool = True) -> None:
    """Redraw the map's arrows, marks and markers as the turn's own plus the orders entered (`shown`:
    the View menu's "Show planned orders"); never on a past turn."""
    from app.window.pictures import picture, turn_view     # the window builds on app.orders, not back
    game = session.game
    if game is None or session.viewed_turn is not None or map_view.picture is None:
        return
    if getattr(map_view, "seen_by", None):       # a nation's own map shows no one's planned orders
        return
    base = picture(game, turn_view(game, session.shown_turn()), gm=True)
    state = session.state()
    colours = {n.name: n.colour for n in state.nations}
    ui = ruleset_ui(game.rules.id)
    awaiting = awaiting_orders(ui, session.rules, state, sheets) if shown else frozenset()
    planned = with_planned(base, ui, sheets if shown else {}, colours, state, awaiting, session.board)
    now = map_view.picture
    if (planned.arrows, planned.marks, planned.markers) != (now.arrows, now.marks, now.markers):
        map_view.set_picture(now.with_(arrows=planned.arrows, marks=planned.marks, markers=planned.markers))
