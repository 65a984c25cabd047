"""The registry of rulesets: each lives in its own folder and registers itself here by id."""

from __future__ import annotations

import importlib

from engine.errors import UnknownName
from engine.rulesets.base import Ruleset
from engine.rulesets.registry import REGISTRY, register, unregister

# The rulesets shipped with Berthier, imported by name so that no ruleset package imports another.
BUILTIN = ("engine.rulesets.classic", "engine.rulesets.eia", "engine.rulesets.napoleonic", "engine.rulesets.succheesion")


def _load_builtin() -> None:
    for name in BUILTIN:
        importlib.import_module(name)       # registers itself


def ruleset(ruleset_id: str) -> Ruleset:
    _load_builtin()
    try:
        return REGISTRY[ruleset_id]()
    except KeyError:
        raise UnknownName("ruleset", ruleset_id, sorted(REGISTRY)) from None


def available() -> list[str]:
    _load_builtin()
    return sorted(REGISTRY)


__all__ = ["BUILTIN", "REGISTRY", "Ruleset", "available", "register", "ruleset", "unregister"]
