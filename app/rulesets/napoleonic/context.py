"""The orders panel's context and dialog frame as the napoleonic window code sees them: with
`NapoleonicState` and `NapoleonicOptions`, so their fields are read as typed."""

from __future__ import annotations

from app.orders.context import OrderContext
from app.orders.dialog_base import OrderDialog
from engine.rulesets.napoleonic.options import NapoleonicOptions
from engine.rulesets.napoleonic.units import NapoleonicState

NapoleonicContext = OrderContext[NapoleonicState, NapoleonicOptions]
NapoleonicDialog = OrderDialog[NapoleonicState, NapoleonicOptions]
