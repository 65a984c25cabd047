"""Seed 003 XII-XVIII and the AFA adaptations: political and victory points kept as a ledger, one
entry per change with its reason, and the political rules' checks."""

from __future__ import annotations

from typing import Any, Iterable, Sequence

import msgspec

from engine.errors import NotAllowed
from engine.rulesets.eia.afa_naval.state import AfaState, Entry
from engine.rulesets.eia.decisions import GM, Decision

POLITICAL, VICTORY, MONEY = "political", "victory", "money"
PAPACY_PAYERS = ("Austria", "France", "Spain")
# XIV: political points lost by (Austria, France, Spain) at each economic step the occupier holds the Papacy
PAPACY_COST: dict[str, tuple[int, int, int]] = {
    "Austria": (0, 0, 0), "France": (0, 0, 0), "Spain": (0, 0, 0),
    "Great Britain": (1, 2, 1), "Prussia": (2, 1, 2), "Russia": (1, 1, 2), "Turkey": (3, 2, 2),
}
POLAND_LOSERS = ("Russia", "Prussia", "Austria")


def record(state: AfaState, month: int, changes: Iterable[tuple[str, str, int]], reason: str) -> AfaState:
    """Entries (nation, points, change) with one reason; zero changes are not written."""
    new = tuple(Entry(month=month, nation=n, points=p, change=c, reason=reason) for n, p, c in changes if c)
    return msgspec.structs.replace(state, ledger=state.ledger + new)


def balance(state: AfaState, nation: str, points: str) -> int:
    return sum(e.change for e in state.ledger if e.nation == nation and e.points == points)


def check_surrender(home_provinces_kept: Sequence[str], capital: str, params: dict[str, Any]) -> None:
    """XII C: a nation keeps at least two home provinces, its capital among them (B: no corps need
    stand in the loser's borders, so nothing is checked there)."""
    need = params["home_provinces_kept"]
    if len(set(home_provinces_kept)) < need or capital not in home_provinces_kept:
        raise NotAllowed(f"a peace must leave at least {need} home provinces including the capital "
                         f"{capital}; it leaves {', '.join(home_provinces_kept) or 'none'}")


def poland_created(state: AfaState, month: int, creator: str) -> AfaState:
    """XIII A: anyone may create Poland; Russia, Prussia and Austria lose one, the creator gains one
    (a creator among the three has both)."""
    changes = [(n, POLITICAL, -1) for n in POLAND_LOSERS] + [(creator, POLITICAL, 1)]
    return record(state, month, changes, f"Poland created by {creator}")


def poland_partitioned(state: AfaState, month: int, partitioners: Sequence[str]) -> AfaState:
    """XIII B: each nation partitioning Poland gains one."""
    if not partitioners:
        raise NotAllowed("a partition of Poland needs at least one partitioning nation")
    return record(state, month, [(n, POLITICAL, 1) for n in sorted(set(partitioners))],
                  f"Poland partitioned by {', '.join(sorted(set(partitioners)))}")


def papacy_step(state: AfaState, month: int, occupier: str | None, previous: str | None) -> AfaState:
    """XIV, at the end of each economic step: the occupier's cost to Austria, France and Spain; one
    point to Austria, France or Spain for regaining the Papacy from another nation."""
    if occupier in PAPACY_COST:
        costs = PAPACY_COST[occupier]
        state = record(state, month, [(p, POLITICAL, -c) for p, c in zip(PAPACY_PAYERS, costs)],
                       f"{occupier} controls the Papacy")
    if occupier in PAPACY_PAYERS and previous and previous != occupier:
        state = record(state, month, [(occupier, POLITICAL, 1)], f"{occupier} regains the Papacy from {previous}")
    return state


def continental_system(state: AfaState, month: int, country: str, major: bool, params: dict[str, Any]) -> AfaState:
    """XV A-B: a major power under the system: France +1, England -2; a minor combination: England -1."""
    england = params["england"]
    changes = [("France", POLITICAL, 1), (england, POLITICAL, -2)] if major else [(england, POLITICAL, -1)]
    return record(state, month, changes, f"{country} put under the Continental System")


def continental_system_left(state: AfaState, month: int, country: str, params: dict[str, Any],
                            forced_by_peace: bool = False, under_enforced_peace: bool = False) -> AfaState:
    """XV C: England gains back what it lost for `country` when it renounces the system (not while
    under enforced peace conditions) or a peace forces it to trade with England again."""
    if under_enforced_peace and not forced_by_peace:
        raise NotAllowed(f"{country} is under enforced peace conditions and may not opt out of the Continental System")
    england = params["england"]
    lost = -sum(e.change for e in state.ledger if e.nation == england and e.points == POLITICAL
                and e.reason == f"{country} put under the Continental System")
    regained = sum(e.change for e in state.ledger if e.nation == england
                   and e.reason.startswith(f"{country} leaves the Continental System"))
    how = "by the peace" if forced_by_peace else "renouncing it"
    return record(state, month, [(england, POLITICAL, lost - regained)], f"{country} leaves the Continental System {how}")


def egypt(state: AfaState, month: int, held_by_enemy: bool, was_held_by_enemy: bool, params: dict[str, Any]) -> AfaState:
    """XVI: Egypt falling to a nation at war with England costs England one political point and 5
    money of overseas trade at the next collection; England gains a victory point when it is freed."""
    england = params["england"]
    if held_by_enemy and not was_held_by_enemy:
        state = record(state, month, [(england, POLITICAL, -1)], "Egypt in the hands of England's enemy")
        due = {**state.trade_losses, england: state.trade_losses.get(england, 0) + params["egypt_trade_loss"]}
        return msgspec.structs.replace(state, trade_losses=due)
    if was_held_by_enemy and not held_by_enemy:
        return record(state, month, [(england, VICTORY, 1)], "Egypt no longer held by England's enemy")
    return state


def collect_trade_losses(state: AfaState, month: int) -> tuple[AfaState, dict[str, int]]:
    """XVI B at the money collection step: the overseas trade lost since the last one, taken off
    that step's money (returned for the books) and written in the ledger."""
    lost = dict(state.trade_losses)
    state = record(state, month, [(n, MONEY, -amount) for n, amount in sorted(lost.items())],
                   "overseas trade lost while Egypt was in enemy hands")
    return msgspec.structs.replace(state, trade_losses={}), lost


def royals_without_command(royals: Sequence[str], commanding: Iterable[str], at_war: bool,
                           tsar_excused: str = "") -> list[str]:
    """XVII A: at war, every royal MUST command a corps; the Tsar is excused after his first field
    defeat (`tsar_excused` names him then)."""
    if not at_war:
        return []
    have = set(commanding)
    return [r for r in royals if r not in have and r != tsar_excused]


def tsar_victory(state: AfaState, month: int, battle: str, params: dict[str, Any]) -> AfaState:
    """XVII B: the Tsar commanding a victorious army: Russia gains two political points."""
    return record(state, month, [(params["tsar"], POLITICAL, params["tsar_victory_points"])],
                  f"the Tsar victorious at {battle}")


def honors_of_war_offered(defender: str, area_home_nation: str, params: dict[str, Any]) -> bool:
    """XVIII: before a field battle the defender may surrender with honors, except Turks and
    Spaniards in their home nations (seed 002's rule for sieges is the eia_sop module's)."""
    return not (defender in params["no_honors_at_home"] and area_home_nation == defender)


def english_militia(invaded: bool, params: dict[str, Any]) -> int:
    """Adaptation 2: 10 militia factors always, 15 more while an enemy stands in England or Ireland."""
    return params["english_militia"] + (params["english_militia_invaded"] if invaded else 0)


def militia_may_leave(invaded_now: bool, invaded_before: bool) -> bool:
    """Adaptation 2 A as read by the seed's own comment: the militia "can only leave the British Isles if
    an invasion has taken place": while the enemy stands there, and from then on."""
    return invaded_now or invaded_before


def loan(state: AfaState, month: int, lender: str, borrower: str, amount: int, lender_money: int) -> AfaState:
    """Adaptation 4: money may be lent to anyone, allied or not."""
    if amount < 1:
        raise NotAllowed(f"a loan of {amount} is not a sum of money")
    if lender == borrower:
        raise NotAllowed(f"{lender} cannot lend money to itself")
    if amount > lender_money:
        raise NotAllowed(f"{lender} has {lender_money} money and cannot lend {amount}")
    return record(state, month, [(lender, MONEY, -amount), (borrower, MONEY, amount)],
                  f"loan from {lender} to {borrower}")


def check_cession(at_peace: bool, step: str) -> None:
    """Adaptation 3: home provinces may be ceded while at peace at any ceding step, allies or not."""
    if not at_peace:
        raise NotAllowed("home provinces are ceded this way only between nations at peace")
    if step != "ceding":
        raise NotAllowed(f"provinces are ceded at a ceding step, not at the {step} step")


def casus_belli_key(nation: str, against: str) -> str:
    """The GM's decision on a casus belli (adaptation 5), looked up when the war is declared."""
    return f"casus belli.{nation}.{against}"


def casus_belli(nation: str, against: str, reason: str) -> Decision:
    """Adaptation 5: breaking an enforced peace needs the GM's approval of the stated reason."""
    if not reason.strip():
        raise NotAllowed(f"{nation}'s casus belli against {against} must say its reason")
    return Decision(key=casus_belli_key(nation, against), who=GM, kind="casus belli",
                    question=f"{nation} claims a casus belli against {against}: {reason.strip()}",
                    choices=("approved", "refused"))


def team(state: AfaState, nation: str, players: Sequence[str]) -> AfaState:
    """Team play: several players for one nation, each receiving the nation's private report."""
    names = tuple(dict.fromkeys(" ".join(p.split()) for p in players if p.strip()))
    if not names:
        raise NotAllowed(f"{nation}'s team needs at least one player")
    return msgspec.structs.replace(state, players={**state.players, nation: names})
