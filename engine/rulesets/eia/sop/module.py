"""Module eia_sop as the eia core sees it: with it named, the choices EiA leaves to a player are
settled by seed 002's standing procedures (`Work.choose`) instead of asked."""

from __future__ import annotations

from engine.rulesets.eia.modules import EiaModule
from engine.rulesets.eia.sop.declaration import EIA_SOP


class Sop(EiaModule):
    declaration = EIA_SOP
    settles_choices = True
