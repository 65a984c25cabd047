"""The planned-orders overlay: every nation's orders of the current turn, as entered, over the map."""

from __future__ import annotations

from collections.abc import Mapping

from app.render.picture import MapPicture
from app.rulesets import ruleset_ui
from app.rulesets.base import RulesetUI
from engine.orders import OrderSheet


def with_planned(picture: MapPicture, ui: RulesetUI, sheets: Mapping[str, OrderSheet | None],
                 colours: Mapping[str, str], state: object = None) -> MapPicture:
    """The picture with each nation's parsed orders added as arrows (refused lines are not parsed
    into orders, so they are not drawn)."""
    arrows = list(picture.arrows)
    for nation, sheet in sheets.items():
        if sheet is not None:
            arrows.extend(ui.planned_arrows(sheet.orders, colours.get(nation, "#2b2118"), state))
    return picture.with_(arrows=arrows)


def draw_planned(session, map_view, sheets: Mapping[str, OrderSheet | None], shown: bool = True) -> None:
    """Redraw the map's arrows as the turn's own plus the orders entered (`shown`: the View menu's
    "Show planned orders"); never on a past turn."""
    from app.window.pictures import picture, turn_view     # the window builds on app.orders, not back
    game = session.game
    if game is None or session.viewed_turn is not None or map_view.picture is None:
        return
    base = picture(game, turn_view(game, session.shown_turn()), gm=True)
    state = session.state()
    colours = {n.name: n.colour for n in state.nations}
    planned = with_planned(base, ruleset_ui(game.rules.id), sheets if shown else {}, colours, state)
    if planned.arrows != map_view.picture.arrows:
        map_view.set_picture(map_view.picture.with_(arrows=planned.arrows))
