"""Random choices through the game's dice, each roll logged with its purpose."""

from __future__ import annotations

from typing import Sequence, TypeVar

from engine.dice import Dice

T = TypeVar("T")


def _name(item: object) -> str:
    return str(getattr(item, "label", None) or getattr(item, "name", None) or item)


def pick(items: Sequence[T], dice: Dice, purpose: str) -> T:
    """One of `items`; no roll when there is only one."""
    if not items:
        raise ValueError(f"nothing to choose from for {purpose}")
    if len(items) == 1:
        return items[0]
    return items[dice.roll(len(items), f"{purpose} (1-{len(items)}: {', '.join(map(_name, items))})") - 1]


def pick_several(items: Sequence[T], count: int, dice: Dice, purpose: str, ordered: bool = False) -> list[T]:
    """`count` different items, drawn one after another without putting back; when all that are
    left must be taken and their order does not matter, no more dice are rolled."""
    left = list(items)
    chosen: list[T] = []
    for _ in range(min(count, len(left))):
        if not ordered and len(left) == count - len(chosen):
            chosen.extend(left)
            break
        one = pick(left, dice, purpose)
        left.remove(one)
        chosen.append(one)
    return chosen


def shuffle(items: Sequence[T], dice: Dice, purpose: str) -> list[T]:
    """All items in a random order: each place drawn from those still left."""
    return pick_several(items, len(items), dice, purpose, ordered=True)
