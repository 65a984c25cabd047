"""What a nation may order now, for the GUI's dialogs (they offer only what is allowed), and
the figures of the nations dock."""

from __future__ import annotations

import msgspec

from engine.board import Board
from engine.rulesets.answers import Figure, NationFigures, OrderOptions
from engine.rulesets.declarations import Resource
from engine.rulesets.napoleonic import economy
from engine.rulesets.napoleonic.checks import eliminated, is_winter
from engine.rulesets.napoleonic.movement import Positions, legal_landings, legal_marches
from engine.rulesets.napoleonic.units import NapoleonicState
from engine.rulesets.napoleonic.work import Work
from engine.state import ALLIANCE, WAR


class CorpsChoices(msgspec.Struct, frozen=True, kw_only=True):
    """A corps and where it may go: marches (province -> path) and landings (province -> seas)."""
    letter: str
    at: str
    composition: str
    scout: bool
    can_move: bool
    marches: dict[str, tuple[str, ...]]
    landings: dict[str, tuple[str, ...]]


class SquadronChoices(msgspec.Struct, frozen=True, kw_only=True):
    number: int
    at: str
    moves: list[str]
    can_attack: bool


class Conscription(msgspec.Struct, frozen=True, kw_only=True):
    used: int
    limit: int


class NapoleonicOptions(OrderOptions, frozen=True, kw_only=True):
    """What a napoleonic nation may order now: builds, moves, annexations, diplomacy."""
    winter: bool
    treasury: int
    build_provinces: list[str]
    build_seas: list[str]
    division_costs: dict[str, int]
    squadron_cost: int
    conscription: Conscription
    corps: list[CorpsChoices]
    squadrons: list[SquadronChoices]
    annexable: list[tuple[str, int]]       # (province, cost)
    war: list[str]                         # nations it may declare war on
    peace: list[str]
    alliance: list[str]
    break_alliance: list[str]
    allies: list[str]
    own_provinces: list[str]
    straits_controlled: list[str]

    def diplomacy(self, action: str) -> list[str]:
        """The nations an action ('war', 'peace', 'alliance', 'break') may be taken towards."""
        return {"war": self.war, "peace": self.peace, "alliance": self.alliance,
                "break": self.break_alliance}[action]


def order_options(board: Board, state: NapoleonicState, nation: str) -> NapoleonicOptions:
    work = Work(board, state)
    work.begin_season()
    winter = is_winter(state)
    others = [n.name for n in state.nations if n.name != nation]
    status = {o: state.status(nation, o) for o in others}
    pos = Positions(work)
    corps = []
    for c in work.corps.values():
        if c.nation != nation:
            continue
        marches = {} if winter else legal_marches(work, c, pos=pos)
        landings = {} if winter else legal_landings(work, c)
        corps.append(CorpsChoices(letter=c.letter, at=c.at, composition=c.composition(), scout=c.scout,
                                  can_move=not winter and not c.new,
                                  marches={p: tuple(path) for p, path in marches.items()},
                                  landings={p: tuple(seas) for p, seas in landings.items()}))
    squadrons = []
    for s in work.squadrons.values():
        if s.nation == nation:
            seas = [] if winter or s.new else [m for m, e in board.adjacent[s.at].items() if board[m].is_sea]
            squadrons.append(SquadronChoices(number=s.number, at=s.at, moves=seas, can_attack=not winter and not s.new))
    annexable: list[tuple[str, int]] = []
    if winter:
        for c in work.corps.values():
            owner = work.owners.get(c.at)
            if c.nation == nation and owner != nation and not (owner and work.allied(owner, nation)) \
                    and not economy.others_holding(work, nation, c.at):
                cost = state.params["annex_cost_neutral"] if owner is None else state.params["annex_cost_owned"]
                if c.at not in (a for a, _ in annexable):
                    annexable.append((c.at, cost))
    strait_seas = {e.sea for e in board.edges() if e.sea}
    controlled = sorted(sea for sea in strait_seas if pos.strait_controller(sea)[0] == nation)
    return NapoleonicOptions(
        nation=nation,
        eliminated=eliminated(state, nation),
        winter=winter,
        treasury=work.treasury[nation],
        build_provinces=sorted(economy.build_provinces(work, nation), key=board.name),
        build_seas=sorted(economy.build_seas(work, nation), key=board.name),
        division_costs=dict(state.params["division_costs"]),
        squadron_cost=economy.squadron_cost(work, nation),
        conscription=Conscription(used=work.counters[nation].get(economy.CONSCRIPTED, 0),
                                  limit=economy.conscription_limit(work, nation)),
        corps=corps,
        squadrons=squadrons,
        annexable=annexable,
        war=[o for o in others if status[o] not in (WAR, ALLIANCE)
             and state.relation(nation, o).broken_on != state.turn],
        peace=[o for o in others if status[o] == WAR],
        alliance=[o for o in others if status[o] != ALLIANCE],
        break_alliance=[o for o in others if status[o] == ALLIANCE],
        allies=[o for o in others if status[o] == ALLIANCE],
        own_provinces=sorted((p for p, n in state.owners.items() if n == nation), key=board.name),
        straits_controlled=controlled,
    )


def nation_figures(board: Board, state: NapoleonicState, nation: str, gold: Resource) -> NationFigures:
    """Treasury, the next Winter's income range, provinces, conscription, forces and relations,
    for the nations dock."""
    n = state.nation(nation)
    provinces = [p for p, o in state.owners.items() if o == nation]
    value = sum(board[p].value for p in provinces)
    die = state.params["income_random_die"]
    low, high = max(0, value - die), value + die
    upkeep = state.params["war_upkeep"] if state.enemies(nation) else 0
    used, limit = n.counters.get(economy.CONSCRIPTED, 0), economy.conscription_limit(Work(board, state), nation)
    corps = sum(1 for c in state.corps if c.nation == nation)
    divisions = sum(c.divisions for c in state.corps if c.nation == nation)
    squadrons = sum(1 for s in state.squadrons if s.nation == nation)
    at_war, allied = sorted(state.enemies(nation)), sorted(state.friends(nation) - {nation})
    relations = "; ".join(([f"war: {', '.join(at_war)}"] if at_war else [])
                          + ([f"allied: {', '.join(allied)}"] if allied else []))
    income = f"{gold.format_amount(low)}\u2013{gold.format_amount(high)}" + (
        f" (\u2212{gold.format_amount(upkeep)} war)" if upkeep else "")
    figures = (
        Figure(label="Gold", amount=n.gold(), resource=gold, meaning="Treasury now"),
        Figure(label="Income", text=income,
               meaning="Next Winter's income: the provinces' value, give or take the income die"),
        Figure(label="Provinces", amount=len(provinces), text=f"{len(provinces)} ({value})",
               meaning="Provinces owned (their total economic value)"),
        Figure(label="Conscripted", text=f"{used}/{limit}", meaning="Divisions raised this year / the yearly limit"),
        Figure(label="Corps", amount=corps, text=f"{corps} ({divisions})", meaning="Corps (divisions in them)"),
        Figure(label="Squadrons", amount=squadrons, meaning="Squadrons at sea"),
        Figure(label="Relations", text=relations or "at peace", meaning="Wars and alliances"),
    )
    summary = [f"Treasury: {gold.format_amount(n.gold(), unit=True)}",
               f"Income next Winter: {low} to {high} {gold.word} from {len(provinces)} provinces worth {value}"]
    if upkeep:
        summary.append(f"War upkeep: {gold.format_amount(upkeep, unit=True)}")
    summary += [f"Conscription this year: {used} of {limit} divisions",
                f"{corps} corps ({divisions} divisions), {squadrons} squadrons",
                "At war with: " + (", ".join(at_war) or "nobody"),
                "Allied with: " + (", ".join(allied) or "nobody")]
    return NationFigures(nation=nation, figures=figures, summary=tuple(summary),
                         eliminated=eliminated(state, nation))
