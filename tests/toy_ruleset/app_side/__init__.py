"""The toy ruleset in the window: owners' colours, militia as counters with their count, forts as
towers. Everything else (hints, dialogs, battles) is the plain default of `RulesetUI`."""

from __future__ import annotations

from collections.abc import Sequence

from app.render.picture import MapPicture, Marker
from app.rulesets import register_ui
from app.rulesets.base import RulesetUI
from engine.board import Board
from engine.events import Event

from toy_ruleset.engine_side import Toy
from toy_ruleset.engine_side.units import Fort, Militia, ToyState


@register_ui
class ToyUI(RulesetUI):
    id = Toy.id
    public_map_shows = "every militia and fort"
    example_orders = "3 militia edam -> brie\nfort in edam"

    def picture(self, board: Board, state: ToyState, *, title: str | None = None, viewer: str | None = None,
                gm: bool = False, events: Sequence[Event] = (), subtitle: str | None = None) -> MapPicture:
        plain = super().picture(board, state, title=title, viewer=viewer, gm=gm, events=events,
                                subtitle=subtitle or Toy().turn_label(state))
        colour = {n.name: n.colour for n in state.nations}
        shape = {k.id: k.marker for k in Toy.unit_kinds}
        markers = [Marker(m.at, str(m.count), colour[m.nation], shape["militia"], key=f"militia:{m.nation}:{m.at}")
                   for m in state.militia]
        markers += [Marker(f.at, "", colour[f.nation], shape["fort"], key=f"fort:{f.nation}:{f.at}")
                    for f in state.forts]
        return MapPicture(fills=plain.fills, markers=markers, title=plain.title, subtitle=plain.subtitle,
                          legend=plain.legend)

    def units_at(self, state: ToyState, region_id: str) -> list[Militia | Fort]:
        return state.units_at(region_id)

    def describe_unit(self, unit: Militia | Fort, *, gm: bool = True) -> str:
        return unit.label()

    def unit_nation(self, unit: Militia | Fort) -> str:
        return unit.nation


__all__ = ["ToyUI"]
