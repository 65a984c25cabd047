"""The registry of rulesets: each lives in its own folder and registers itself here by id."""

from __future__ import annotations

from engine.errors import UnknownName
from engine.rulesets.base import Ruleset

_REGISTRY: dict[str, type[Ruleset]] = {}


def register(cls: type[Ruleset]) -> type[Ruleset]:
    _REGISTRY[cls.id] = cls
    return cls


def _load_builtin() -> None:
    import engine.rulesets.classic  # noqa: F401  (registers itself)
    import engine.rulesets.eia  # noqa: F401  (registers itself)
    import engine.rulesets.napoleonic  # noqa: F401  (registers itself)


def ruleset(ruleset_id: str) -> Ruleset:
    _load_builtin()
    try:
        return _REGISTRY[ruleset_id]()
    except KeyError:
        raise UnknownName("ruleset", ruleset_id, sorted(_REGISTRY)) from None


def available() -> list[str]:
    _load_builtin()
    return sorted(_REGISTRY)
