"""The steps of an EiA month as typed values: a step's kind, and for a naval or land step the power
whose step it is. The state keeps each step by its name ("France naval", "Austria land
(insurrection)", "economic"); the rules read it once with `MonthStep.read` and compare kinds."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache

INSURRECTION = "(insurrection)"


class StepKind(StrEnum):
    POLITICAL = "political"
    REINFORCEMENT = "reinforcement"
    NAVAL = "naval"
    LAND = "land"
    ECONOMIC = "economic"
    UMP_CONTROL = "UMP control"


PHASED = (StepKind.NAVAL, StepKind.LAND)      # played by one power, the phasing one


@dataclass(frozen=True)
class MonthStep:
    kind: StepKind
    nation: str | None = None          # the phasing power of a naval or land step
    insurrection: bool = False         # 10.1.4.1.4: a land step inserted for insurrection corps only

    @property
    def name(self) -> str:
        """The step as the state and the reports name it."""
        if self.nation is None:
            return str(self.kind)
        return f"{self.nation} {self.kind}" + (f" {INSURRECTION}" if self.insurrection else "")

    @classmethod
    def read(cls, name: str) -> MonthStep:
        """'France naval' -> NAVAL of France; 'Austria land (insurrection)' -> LAND of Austria, inserted;
        'economic' -> ECONOMIC. A name that is none of these is refused (ValueError)."""
        return _read(name)

    @property
    def phased(self) -> bool:
        return self.kind in PHASED


@lru_cache(maxsize=512)
def _read(name: str) -> MonthStep:
    for kind in PHASED:
        for insurrection, ending in ((True, f" {kind} {INSURRECTION}"), (False, f" {kind}")):
            if kind is StepKind.NAVAL and insurrection:
                continue
            if name.endswith(ending) and len(name) > len(ending):
                return MonthStep(kind, name[: -len(ending)], insurrection)
    return MonthStep(StepKind(name))


def has_step(steps: tuple[str, ...], kind: StepKind) -> bool:
    return any(MonthStep.read(s).kind is kind for s in steps)
