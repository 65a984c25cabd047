"""A choice the player leaves to the GM ('keep whichever of the two mails is better', 'do what you think best
with the fleet', 'GM's choice', 'as you see fit'): the GM cannot carry it out without asking, so the line is
refused saying so, never set aside as talk. One search of the lower-case line per phrase."""

from __future__ import annotations

from engine.words.judged_best import judged_best

_LEFT_TO_THE_GM = ("whichever", "you think best", "you see fit", "you think fit", "gm's choice", "gm’s choice",
                   "your choice", "your call", "up to you", "leave it to you", "i leave it to the gm",
                   "at your discretion", "gm's discretion", "as the ai would", "same as the ai", "you decide",
                   "you choose", "gm decides", "gm chooses", "your pick")


def left_to_the_gm(text: str) -> str | None:
    """The words that leave a choice to the GM, None when the line has none."""
    low = text.casefold()
    return next((p for p in _LEFT_TO_THE_GM if p in low), None) or judged_best(text)   # 'whatever the GM thinks best'


def refusal(said: str) -> str:
    return (f"{said!r} leaves a choice to the GM, and the rules give the GM no order to choose from: ask the player "
            "which is meant")
