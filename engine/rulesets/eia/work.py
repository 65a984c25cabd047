"""A step being refereed: the pieces as lists, the events, the dice, and the decisions asked.

A question nobody has answered is collected, not raised at once, so that the GM sees every open
decision of the step together; the step then resolves only once all are answered."""

from __future__ import annotations

from typing import Any, Callable, Mapping, TypeVar

import msgspec

from engine.dice import Dice
from engine.decisions import Answers
from engine.rulesets.eia.decisions import GM, Answered, Decision, DecisionsOpen, Key, answer
from engine.rulesets.eia.events import Decided, Procedure
from engine.rulesets.eia.asking import Asking
from engine.rulesets.eia.choices import Choice
from engine.rulesets.eia.modules import active
from engine.rulesets.eia.params import core_params
from engine.rulesets.eia.state import EiaState

T = TypeVar("T")


class Work:
    def __init__(self, state: EiaState, dice: Dice, given: Mapping[str, str]):
        self.state = state
        self.params: dict[str, Any] = state.params
        self.house = core_params(state.params)     # the core's house rules, typed
        self.dice = dice
        self.given = given if isinstance(given, Answers) else Answers(given)
        self.corps = list(state.corps)
        self.fleets = list(state.fleets)
        self.garrisons = list(state.garrisons)
        self.powers = {p.name: p for p in state.powers}
        self.slots = dict(state.modules)   # each module's own state (slots.py), as the step changes it
        self.modules = active(state)       # the modules the game names, whose hooks the step calls
        self.relations_state = state
        self.events: list = []
        self.open: list[Decision] = []
        self.answered: list[Answered] = []
        self.decided: list[Decision] = []      # answered (by the GM or a standing order): still answerable

    def ask(self, decision: Decision) -> str | None:
        """The answer to `decision`, recorded; None (and the decision kept open) if there is none."""
        got = answer(decision, self.given)
        if got is None:
            if all(d.key != decision.key for d in self.open):
                self.open.append(decision)
            return None
        self.answered.append(got)
        self.decided.append(decision)
        self.events.append(Decided(key=decision.key, question=decision.question, answer=got.answer, by=got.by))
        return got.answer

    def procedure(self, rule: str, run: Callable[[], T], outcome: Callable[[T], str]) -> T:
        """Apply a standing procedure, recording its outcome and the rolls it took."""
        before = len(self.dice.log)
        result = run()
        rolls = tuple(f"d{r.sides} = {r.value} for {r.purpose}" for r in self.dice.log[before:])
        self.events.append(Procedure(rule=rule, outcome=outcome(result), rolls=rolls))
        return result

    def choose(self, rule: str, choice: Choice[T], outcome: Callable[[T], str] | None, asking: Asking[T]) -> T | None:
        """A choice EiA leaves to a player: settled by the standing procedure of the first module the
        game names that has one (eia_sop's, seed 002; recorded unless `outcome` is None), else
        `asking`'s question; None while it is unanswered."""
        for m in self.modules:
            run = m.procedure(self, choice)
            if run is not None:
                return self.procedure(rule, run, outcome) if outcome is not None else run()
        return asking.put(self, rule, outcome)

    def move_allowed(self, unit: str, path: str, allowance: int) -> bool | None:
        """Without a house allowance (0) EiA's movement costs are the GM's: each move is a decision."""
        if allowance:
            return True
        got = self.ask(Decision(key=Key.of("move", unit).text, who=GM, kind="movement",
                                question=f"may {unit} move {path} (EiA's movement costs)?",
                                choices=("allowed", "refused")))
        return None if got is None else got == "allowed"

    def standing(self, nation: str) -> dict[str, str]:
        """A power's standing answers; a minor's questions have none and go to the GM's answers."""
        power = self.powers.get(nation)
        return power.standing if power else {}

    def set_power(self, name: str, **changes: Any) -> None:
        self.powers[name] = msgspec.structs.replace(self.powers[name], **changes)

    def finish(self) -> None:
        if self.open:
            raise DecisionsOpen(self.open, self.decided)
