"""The Succheesion rules in the orders panel: hints, example orders, dialogs (dialogs.py) and the
battles of the resolve preview, each told with every TP, roll and casualty as in the seed's
Red/Blue example. Registered in `app.rulesets`."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from functools import lru_cache, partial
from typing import Any

from app.orders.preview import BattleView
from app.rulesets.succheesion.clicks import select
from app.rulesets.succheesion.dialogs import DIALOGS, placed, unit_of
from engine.battle_odds import BattleOdds
from engine.board import Board
from engine.reports.document import Document
from engine.rulesets.succheesion.combat import Side
from engine.rulesets.succheesion.events import Battle, SuccheesionEvent
from engine.rulesets.succheesion.odds import succheesion_odds
from engine.rulesets.succheesion.units import Standing
from engine.state import GameState
from engine.rulesets.succheesion.reports import battle_text

IDLE_HINT = ("Click a unit marker or a fleet on the map to move it, or use the dialogs: builds, trade, sieges "
             "and the TP policy.")
EXAMPLE_ORDERS = ("Build 3 Infantry in 12\ninvest 5 cheese in trade with Berdain\n4 units 15 -> 16 -> 17\n"
                  "2 galleons 13 -> 14 carrying 4 units from 9 to 24\nsiege 24\nspend TP to reach 40%\n...")
PERIOD = "turn"
KIND_LABELS = {"Militia": "Militia", "Infantry": "Infantry", "Light Infantry": "Light Infantry",
               "Guard Infantry": "Guard Infantry", "Cavalry": "Cavalry", "Heavy Cavalry": "Heavy Cavalry",
               "Artillery": "Artillery", "Frigate": "Frigates", "Galleon": "Galleons"}


def battle_title(board: Board, e: Battle) -> str:
    if e.border:
        return f"Battle on the border of {board.name(e.at)} and {board.name(e.border)}"
    return f"{'Sea battle' if e.naval else 'Battle'} in {board.name(e.at)}"


def battle_key(e: Battle, seen: dict[str, int]) -> str:
    """What `overrides["battles"]` calls the battle: '2', '2#2' for the second there, '10|11' on a border."""
    place = "|".join(sorted((e.at, e.border))) if e.border else e.at
    seen[place] = seen.get(place, 0) + 1
    return place if seen[place] == 1 else f"{place}#{seen[place]}"


def battle_document(board: Board, e: Battle) -> Document:
    s = e.story
    doc = Document(battle_title(board, e))
    doc.bullets(battle_text(board, e))
    doc.heading("Dice", 3)
    doc.table(("Side", "Tactical dice", "Ones", "Extra TP", "TP", "After spending"),
              [(s.sides[i], " ".join(map(str, s.rolled[i])) or "-", str(s.rolled_points[i]),
                ", ".join(s.bonuses[i]) or "-", str(s.points[i]), str(s.after_spending[i])) for i in (0, 1)])
    doc.table(("Casualty level roll", "TP spent", "Level", "Rate"),
              [(str(s.level_roll), str(s.spent), str(s.level), f"{s.rate}%")])
    doc.table(("Side", "Casualties, in the order taken"),
              [(s.sides[i], ", ".join(s.losses[i]) or "none") for i in (0, 1)])
    return doc


SideKey = tuple[str, tuple[tuple[str, int], ...], bool, int, tuple[str, ...], int | None]


@lru_cache(maxsize=256)
def _odds(a: SideKey, b: SideKey, params: str) -> BattleOdds | None:
    """Worked out once: the preview is shown again for every new seed."""
    a_side, b_side = (Side(nation=n, units=dict(u), general=g, spend_to_percent=p, casualties_first=f, spend_tp=t)
                      for n, u, g, p, f, t in (a, b))
    return succheesion_odds(a_side, b_side, json.loads(params))


def battle_chances(e: Battle, params: Mapping[str, Any], after: GameState | None) -> BattleOdds | None:
    """The odds of a land battle by the seed's combat, the armies as drawn from their sheets, with
    each nation's standing orders (TP spending, casualties first) as they stood for the battle."""
    standing = {s.nation: s for s in getattr(after, "standing", ())}
    sides: list[SideKey] = []
    for nation, army, general in zip(e.story.sides, e.armies, e.generals):
        orders = standing.get(nation) or Standing(nation=nation)
        sides.append((nation, tuple(sorted(army.items())), general, orders.spend_to_percent,
                      tuple(orders.casualties_first), orders.spend_tp))
    return _odds(sides[0], sides[1], json.dumps(dict(params), sort_keys=True, default=str))


def _document_either_way(board: Board, e: Battle, pending: bool) -> Document:
    """A Succheesion battle is never left pending: its document is the same either way."""
    return battle_document(board, e)


def battle_views(board: Board, events: Sequence[SuccheesionEvent]) -> list[BattleView]:
    views = []
    seen: dict[str, int] = {}
    for e in events:
        if not isinstance(e, Battle) or e.naval:
            continue
        s = e.story
        views.append(BattleView(
            key=battle_key(e, seen), event=e, title=battle_title(board, e), sides=f"{s.sides[0]} against {s.sides[1]}",
            outcome=f"{s.sides[s.victor]} wins ({s.points[0]} TP against {s.points[1]})",
            units={n: dict(a) for n, a in zip(s.sides, e.armies)}, kind_labels=KIND_LABELS,
            describe=partial(_document_either_way, board, e), side_nations=((s.sides[0],), (s.sides[1],)),
            chances=partial(battle_chances, e)))
    return views


__all__ = ["DIALOGS", "EXAMPLE_ORDERS", "IDLE_HINT", "PERIOD", "battle_views", "placed", "select", "unit_of"]
