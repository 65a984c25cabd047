"""The questions EiA puts to the opponent in the middle of a player's land phase (seed 002, 19.1.2,
"Hence ..."): the operational possibilities chit, the guard's commitment, further days of combat and
surrender after a breach; each a pending decision a standing order may answer."""

from __future__ import annotations

from typing import Mapping, Sequence

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
