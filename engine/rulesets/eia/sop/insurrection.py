"""The Austrian insurrection interruption in play (seed 002, 10.1.4.1): after an enemy land movement
step enters a border province, Austria is asked where it places insurrection corps."""

from __future__ import annotations

from typing import Sequence

from engine.board import Board
from engine.errors import BerthierError
from engine.rulesets.eia.events import Changed
from engine.rulesets.eia.sop import interruptions
from engine.rulesets.eia.sop.params import sop_params
from engine.rulesets.eia.units import Corps
from engine.rulesets.eia.work import Work
from engine.words.textio import is_digits


def insurrection(w: Work, board: Board, mover: str, entered: Sequence[str]) -> list[str]:
    """10.1.4.1: an enemy land movement step that entered an Austrian border province is interrupted
    for Austria to place insurrection corps; returns the special land step to insert (10.1.4.1.4)."""
    house = sop_params(w.params)
    austria = house.austria
    if austria is None or mover == austria or not w.state.at_war(mover, austria):
        return []
    hit = interruptions.insurrection_triggered(entered, house.austrian_border)
    if not hit:
        return []
    got = w.ask(interruptions.insurrection_decision(mover, [board.name(a) for a in hit], austria))
    if got is None or got.casefold() == "none":
        return []
    for part in got.split(";"):
        where, colon, who = part.partition(":")
        try:
            area = board.find(where.strip()).id
        except BerthierError as e:
            raise BerthierError(f"--decide insurrection.{mover}: {e}; write 'Tyrol: Insurrection I (3); ...'") from None
        name, _, factors = who.strip().partition("(")
        if not colon or not name.strip() or not is_digits(factors.rstrip(") ")):
            raise BerthierError(f"--decide insurrection.{mover}={got!r}: not understood; write "
                                "'Tyrol: Insurrection I (3); Bohemia: Insurrection II (2)'")
        w.corps.append(Corps(nation=austria, designation=name.strip(), kind="insurrection", at=area,
                             militia=int(factors.rstrip(") "))))
        w.events.append(Changed(nation=austria, text=f"insurrection corps {name.strip()} placed in {board.name(area)}"))
    steps = list(w.state.steps)
    new = interruptions.with_insurrection_step(steps, w.state.step, f"{austria} land")
    return new[w.state.step + 1: w.state.step + 1 + len(new) - len(steps)]
