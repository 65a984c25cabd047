"""What a power's books forbid in the political step, refused in the same words when the orders are entered
(checks.py) and when the step is resolved (books.py), so that neither lets through what the other refuses
(issue 22, helper Rc):

- a war declared on an ally: seed 003 XV.C keeps "the breaking alliances step" apart from "the declaration
  of war step", and seed 002 19.2.2 says an inherited alliance "may not be broken until three turns after",
  which a war on the ally would get round; so the alliance is broken first (`break alliance with X`, in the
  same orders or before);
- breaking an alliance a replacement player inherited before its lock ends (seed 002 19.2.2: "the new
  British player may not break that alliance until Sept. 1806");
- a player leaving a power whose books do not list that player (seed 002 19.2.1: "When a player leaves the
  game, his Major Power becomes an UMP": only the power's own player leaves it). Books that hold only the
  scenario's stand-in (`Russia player`: no name recorded yet) take the name said as that one player's: the
  seed names nobody, and the power's own orders say its player leaves.
"""

from __future__ import annotations

from engine.rulesets.eia import control as ctl
from engine.rulesets.eia.calendar import month_name


def war_on_ally_refusal(nation: str, other: str, allied: bool, breaking: bool) -> str | None:
    """Why `nation` cannot declare war on `other` now: they are allies and these orders do not break it."""
    if not allied or breaking:
        return None
    return (f"{nation} and {other} are allies: an alliance is broken before war is declared (break alliance "
            f"with {other}, then declare war on {other})")


def locked_break_refusal(other: str, month: int, locked_until: int | None) -> str | None:
    """Why the alliance with `other` cannot be broken this month (19.2.2), or None."""
    if ctl.may_break_alliance(month, locked_until):
        return None
    return f"inherited by a replacement player: locked until {month_name(locked_until or 0)} (19.2.2)"


def _key(name: str) -> str:
    return " ".join(name.casefold().split())


def player_named(nation: str, player: str, players: tuple[str, ...]) -> str | None:
    """The power's player the name is (as the books spell it; the scenario's stand-in `<Nation> player` when
    it is the only one), or None."""
    found = next((p for p in players if _key(p) == _key(player)), None)
    if found is None and len(players) == 1 and _key(players[0]) == _key(f"{nation} player"):
        return players[0]
    return found


def leaving_refusal(nation: str, player: str, players: tuple[str, ...]) -> str | None:
    """Why `player` cannot leave `nation`: the books do not list them among its players."""
    if player_named(nation, player, players) is not None:
        return None
    listed = ", ".join(players) if players else "none"
    return f"{player} is not one of {nation}'s players ({listed})"
