"""Where rulesets register themselves by id: the built-in ones when their package is imported,
any other (a ruleset written outside the tree, the toy one of the tests) by calling `register`."""

from __future__ import annotations

from typing import Any, TypeVar

from engine.rulesets.base import Ruleset

R = TypeVar("R", bound=type[Ruleset[Any]])

REGISTRY: dict[str, type[Ruleset[Any]]] = {}


def register(cls: R) -> R:
    """Make a ruleset class known by its id (a class decorator)."""
    if not cls.id:
        raise ValueError(f"{cls.__name__} has no id")
    REGISTRY[cls.id] = cls
    return cls


def unregister(ruleset_id: str) -> None:
    REGISTRY.pop(ruleset_id, None)
