"""How each ruleset's position is drawn: a state (and a turn's events) turned into a MapPicture."""

from __future__ import annotations

from app.adapters import classic, napoleonic

ADAPTERS = {"napoleonic": napoleonic, "classic": classic}


def adapter_for(ruleset_id: str):
    return ADAPTERS[ruleset_id]
