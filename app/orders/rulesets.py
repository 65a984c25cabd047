"""Each ruleset's part of the orders panel, behind one registry. A third ruleset plugs in by adding
a package `app/orders/<ruleset>/` and one line here.

Such a package offers:

- `IDLE_HINT`, `EXAMPLE_ORDERS`: what the panel says before a unit is clicked, and a sample of
  orders for an empty orders text;
- `PERIOD`: "season", "turn" (the panel's sentences name it);
- `SCOUTING`: whether the Turn menu's "Scout..." means anything for these rules;
- `DIALOGS`: [(menu text, dialog class, options -> None when possible else the reason not)];
- `select(context, kind, ident) -> Selection | str`: what the unit behind a marker key may do,
  or why it can do nothing (`app.orders.selection`);
- `unit_of(order)`: a key naming what the order moves; a new order with the same key replaces
  the earlier one in the orders text (None: it never replaces one);
- `placed(old, new) -> Order`: the new order as written in place of the old one;
- `BattlesNeedResults`: the engine's error when battles wait for the GM's result (it has `keys`);
- `battle_views(board, events) -> [BattleView]`: the turn's battles for the resolve preview.
"""

from __future__ import annotations

import importlib
from types import ModuleType

ORDERS_GUIS = {
    "napoleonic": "app.orders.napoleonic",
    "classic": "app.orders.classic",
}


def orders_gui(ruleset_id: str) -> ModuleType | None:
    """The ruleset's orders module, or None when the panel has only the orders text for it."""
    name = ORDERS_GUIS.get(ruleset_id)
    return importlib.import_module(name) if name else None
