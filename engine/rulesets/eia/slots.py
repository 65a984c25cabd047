"""Each module's own state in `EiaState.modules`, under the module's id: a `Slot` the module declares
says its type, reads and writes it in a state or a step being refereed, and names the field game
files kept it in before slots (moved into the slot when such a file is read)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any, Generic, TypeVar

import msgspec

from engine.rulesets.eia.state import EiaState

if TYPE_CHECKING:
    from engine.rulesets.eia.work import Work

S = TypeVar("S", bound=msgspec.Struct)


class Slot(Generic[S]):
    """Module `module`'s state, a `kind`; `empty()` stands for it in a game that has none yet;
    `legacy`: the EiaState field earlier game files kept it in."""

    def __init__(self, module: str, kind: type[S], empty: Callable[[], S], legacy: str = ""):
        self.module, self.kind, self.empty, self.legacy = module, kind, empty, legacy

    def of(self, state: EiaState) -> S:
        got = state.modules.get(self.module)
        return self.empty() if got is None else got

    def put(self, state: EiaState, value: S) -> EiaState:
        return msgspec.structs.replace(state, modules={**state.modules, self.module: value})

    def at(self, w: Work) -> S:
        """The module's state in the step being refereed."""
        got = w.slots.get(self.module)
        return self.empty() if got is None else got

    def set(self, w: Work, value: S) -> None:
        w.slots[self.module] = value

    def read(self, raw: Any) -> S:
        return msgspec.convert(raw, self.kind)


def decode(data: bytes, slots: Iterable[Slot[Any]]) -> EiaState:
    """A stored state, each module's part typed by its slot (a module not installed keeps its part as
    stored); a part stored in a slot's legacy field (files written before slots) goes to the slot,
    unless it is the empty state a game that does not name the module carried."""
    raw = msgspec.json.decode(data)
    if not isinstance(raw, dict):
        return msgspec.convert(raw, EiaState)          # refused with msgspec's own words
    known = list(slots)
    parts: dict[str, Any] = dict(raw.get("modules") or {})
    params = raw.get("params")
    named = params.get("modules") or () if isinstance(params, dict) else ()
    for slot in known:
        if slot.legacy and slot.legacy in raw:
            old = raw.pop(slot.legacy)
            if old is not None and slot.module not in parts and (slot.module in named or slot.read(old) != slot.empty()):
                parts[slot.module] = old
    raw["modules"] = parts
    state = msgspec.convert(raw, EiaState)
    return with_typed_slots(state, known)


def with_typed_slots(state: EiaState, slots: Iterable[Slot[Any]]) -> EiaState:
    by_id: Mapping[str, Slot[Any]] = {s.module: s for s in slots}
    if not any(k in by_id for k in state.modules):
        return state
    typed = {k: by_id[k].read(v) if k in by_id and not isinstance(v, by_id[k].kind) else v
             for k, v in state.modules.items()}
    return msgspec.structs.replace(state, modules=typed)
