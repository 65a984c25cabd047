"""The orders panel's context and dialog frame as the Succheesion window code sees them: with
`SuccheesionState` and `SuccheesionOptions`, so their fields are read as typed."""

from __future__ import annotations

from app.orders.context import OrderContext
from app.orders.dialog_base import OrderDialog
from engine.rulesets.succheesion.options import SuccheesionOptions
from engine.rulesets.succheesion.units import SuccheesionState

SuccheesionContext = OrderContext[SuccheesionState, SuccheesionOptions]
SuccheesionDialog = OrderDialog[SuccheesionState, SuccheesionOptions]
