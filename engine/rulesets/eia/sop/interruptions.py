"""The interruptions seed 002 keeps (19.1.2, "Hence ..."): four questions to the opponent, as pending
decisions a standing order may answer; and the Austrian insurrection interruption (10.1.4.1)."""

from __future__ import annotations

from typing import Iterable, Mapping, Sequence

from engine.rulesets.eia.decisions import Decision

def chit_decision(combat: str, nation: str, standing: Mapping[str, str], chits: Sequence[str] = (),
                  place: str = "") -> Decision:
    """Before combats: which operational possibilities chit the opponent picks (and, if outflank,
    the force; left out, the default outflanking force is used). The chits are EiA's, so their names
    are the game's parameter `chits`; without it any answer is taken as written."""
    return Decision(key=f"{combat}.chit.{nation}", who=nation, kind="chit",
                    question=f"{nation}: which operational possibilities chit in {place or combat}?",
                    choices=tuple(chits), standing=standing.get("chit"))


def guard_decision(combat: str, nation: str, round_no: int, standing: Mapping[str, str],
                   place: str = "") -> Decision:
    """Before each round: whether an opponent with a guard corps present commits it."""
    return Decision(key=f"{combat}.round{round_no}.guard.{nation}", who=nation, kind="guard",
                    question=f"{nation}: commit the guard before round {round_no} in {place or combat}?",
                    choices=("commit", "hold"), standing=standing.get("guard"))


def further_days_decision(combat: str, nation: str, day: int, standing: Mapping[str, str],
                          place: str = "") -> Decision:
    """After a day of combat in which neither side broke: whether the opponent fights another day."""
    return Decision(key=f"{combat}.day{day + 1}.{nation}", who=nation, kind="further days",
                    question=f"{nation}: fight day {day + 1} in {place or combat}?",
                    choices=("fight", "withdraw"), standing=standing.get("further days"))


def surrender_decision(city: str, nation: str, standing: Mapping[str, str]) -> Decision:
    """After a breach with honors of war denied: whether the garrison surrenders."""
    return Decision(key=f"siege.{city}.surrender.{nation}", who=nation, kind="surrender",
                    question=f"{nation}: does the garrison of {city} surrender (breached, honors of war denied)?",
                    choices=("surrender", "fight on"), standing=standing.get("surrender"))


def insurrection_triggered(entered: Iterable[str], border_provinces: Sequence[str]) -> list[str]:
    """10.1.4.1: the Austrian border provinces an enemy land movement step entered; any at all
    interrupts that step between movement and supply so Austria may place insurrection corps."""
    border = set(border_provinces)
    return sorted({a for a in entered if a in border})


def insurrection_decision(mover: str, provinces: Sequence[str], austria: str = "Austria") -> Decision:
    return Decision(key=f"insurrection.{mover}", who=austria, kind="insurrection",
                    question=f"{austria}: {mover} entered {', '.join(provinces)}; place insurrection corps "
                             "(name them and their areas, or 'none')?", standing=None)


def with_insurrection_step(steps: Sequence[str], current: int, austria_land_step: str) -> list[str]:
    """10.1.4.1.4: when Austria's land step of the month has already been played, a special land step
    for the insurrection corps just placed is inserted after the current step."""
    if austria_land_step in steps[current + 1:]:
        return list(steps)
    return list(steps[:current + 1]) + [f"{austria_land_step} (insurrection)"] + list(steps[current + 1:])
