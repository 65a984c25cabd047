"""The registry of rulesets: each lives in its own folder and registers itself here by id."""

from __future__ import annotations

import importlib

from engine.errors import UnknownName
from engine.rulesets.base import COMMON_ATTRIBUTES, Ruleset
from engine.rulesets.declarations import RegionAttribute
from engine.rulesets.registry import REGISTRY, register, unregister

# The rulesets shipped with Berthier, imported by name so that no ruleset package imports another.
BUILTIN = ("engine.rulesets.classic", "engine.rulesets.eia", "engine.rulesets.napoleonic", "engine.rulesets.succheesion")
DEFAULT_RULESET = "napoleonic"        # what `berthier new --map` plays when no ruleset is named


def _load_builtin() -> None:
    for name in BUILTIN:
        importlib.import_module(name)       # registers itself


def _load_one(ruleset_id: str) -> None:
    """Import the built-in ruleset of this id only (a game needs its own rules, not every ruleset's)."""
    for name in BUILTIN:
        if name.rpartition(".")[2] == ruleset_id:
            importlib.import_module(name)       # registers itself


def ruleset(ruleset_id: str) -> Ruleset:
    if ruleset_id not in REGISTRY:      # one registered at run time is found without importing the rest
        _load_one(ruleset_id)
    if ruleset_id not in REGISTRY:
        _load_builtin()                 # an unknown id: the error lists every ruleset there is
    try:
        return REGISTRY[ruleset_id]()
    except KeyError:
        raise UnknownName("ruleset", ruleset_id, sorted(REGISTRY)) from None


def available() -> list[str]:
    _load_builtin()
    return sorted(REGISTRY)


def region_attributes() -> tuple[RegionAttribute, ...]:
    """Every region attribute some registered ruleset reads (the common ones first), each once:
    what the map editor offers."""
    _load_builtin()
    out: dict[str, RegionAttribute] = {a.name: a for a in COMMON_ATTRIBUTES}
    for rules in sorted(REGISTRY):
        for a in REGISTRY[rules].region_attributes:
            out.setdefault(a.name, a)
    return tuple(out.values())


__all__ = ["BUILTIN", "DEFAULT_RULESET", "REGISTRY", "Ruleset", "available", "region_attributes", "register", "ruleset", "unregister"]
