"""Where the eia core calls module afa_naval's political rules (seed 003 XII-XVIII and the
adaptations): the political orders, the money Egypt costs, and each step's end (the Papacy, Egypt,
the English militia, royalty, and the ledger's points carried into the powers' books)."""

from __future__ import annotations

from typing import Any, Callable

import msgspec

from engine.board import Board
from engine.errors import BerthierError, NotAllowed, ScenarioError
from engine.events import OrderFailed
from engine.rulesets.eia import geography as geo
from engine.rulesets.eia.afa_naval import politics
from engine.rulesets.eia.afa_naval.state import AFA_STATE
from engine.rulesets.eia.afa_naval.params import merged
from engine.rulesets.eia.afa_naval.political_orders import Cede, Continental, Peace, Poland, format_order
from engine.rulesets.eia.decisions import Decision, Key
from engine.rulesets.eia.events import Changed, Procedure
from engine.rulesets.eia.orders import MoveCorps, MoveFleet
from engine.rulesets.eia.refusals import failure
from engine.rulesets.eia.state import EiaState
from engine.rulesets.eia.steps import StepKind
from engine.rulesets.eia.units import Corps
from engine.rulesets.eia.work import Work
from engine.state import PEACE, with_relation
from engine.rulesets.eia import wording as say

FRANCE = "France"           # XV: the Continental System is France's


def political(w: Work, board: Board, orders: list) -> None:
    """The political step's orders of seed 003, each failing alone with its reason."""
    p = merged(w.params)
    mine = [o for o in orders if isinstance(o, (Poland, Continental, Peace, Cede))]
    partition = sorted({o.nation for o in mine if isinstance(o, Poland) and o.action == "partition"})
    peace = {(o.nation, o.other): o for o in mine if isinstance(o, Peace)}
    for o in mine:
        try:
            if isinstance(o, Poland) and o.action == "create":
                afa = AFA_STATE.at(w)
                if afa.poland:
                    raise NotAllowed(f"Poland already exists (created by {afa.poland})")
                afa = politics.poland_created(afa, w.state.month, o.nation)
                AFA_STATE.set(w, msgspec.structs.replace(afa, poland=o.nation))
                w.events.append(Changed(nation=o.nation, text=f"{o.nation} creates Poland (seed 003 XIII A)"))
            elif isinstance(o, Poland) and o.nation == partition[0]:
                if not AFA_STATE.at(w).poland:
                    raise NotAllowed("there is no Poland to partition")
                afa = politics.poland_partitioned(AFA_STATE.at(w), w.state.month, partition)
                AFA_STATE.set(w, msgspec.structs.replace(afa, poland=""))
                w.events.append(Changed(nation=o.nation, text=f"Poland is partitioned by {', '.join(partition)}"))
            elif isinstance(o, Continental):
                _continental(w, o, p)
            elif isinstance(o, Peace) and (o.other, o.nation) not in peace:
                raise NotAllowed(f"{o.other} did not make peace with {o.nation} in the same step")
            elif isinstance(o, Peace) and o.nation < o.other:
                _peace(w, board, o, peace[(o.other, o.nation)], p)
            elif isinstance(o, Cede):
                politics.check_cession(not w.state.at_war(o.nation, o.to), "ceding")   # the political step cedes
                _cede(w, board, o.nation, o.to, o.areas, p)
        except BerthierError as e:
            w.events.append(OrderFailed(nation=o.nation, order=format_order(o, board.name), reason=failure(e)))


def _continental(w: Work, o: Continental, p: dict[str, Any]) -> None:
    month, under = w.state.month, AFA_STATE.at(w).continental
    if o.leaves:
        if o.country not in under:
            raise NotAllowed(f"{o.country} is not under the Continental System")
        power = w.powers.get(o.country)
        enforced = power is not None and any(end > month for end in power.enforced_peace.values())
        AFA_STATE.set(w, politics.continental_system_left(AFA_STATE.at(w), month, o.country, p, o.by_peace, enforced))
        AFA_STATE.set(w, msgspec.structs.replace(AFA_STATE.at(w), continental=tuple(c for c in under if c != o.country)))
        w.events.append(Changed(nation=o.country, text=f"{o.country} leaves the Continental System"))
        return
    check_continental(o, under, p)
    AFA_STATE.set(w, politics.continental_system(AFA_STATE.at(w), month, o.country, o.country in w.powers, p))
    AFA_STATE.set(w, msgspec.structs.replace(AFA_STATE.at(w), continental=under + (o.country,)))
    w.events.append(Changed(nation=FRANCE, text=f"France puts {o.country} under the Continental System"))


def check_continental(o: Continental, under: tuple[str, ...], p: dict[str, Any]) -> None:
    """XV: only France puts a country under the Continental System, never itself, England or a country
    already under it (at entry `under` is left empty: the country may leave it in the same step)."""
    if o.nation != FRANCE:
        raise NotAllowed("only France puts countries under the Continental System (seed 003 XV)")
    if o.country in under or o.country in (FRANCE, p["england"]):
        raise NotAllowed(f"{o.country} cannot be put under the Continental System"
                         + (": it already is" if o.country in under else ""))


def check_held(state: EiaState, board: Board, nation: str, ceded: tuple[str, ...]) -> None:
    """XII C and adaptation 3: a nation cedes only home provinces it holds."""
    mine = [a for a in state.nation(nation).home if state.owner(a) == nation]
    stray = [a for a in ceded if a not in mine]
    if stray:
        raise NotAllowed(f"{', '.join(map(board.name, stray))} is not a home province {nation} holds and can cede")


def _kept(w: Work, board: Board, nation: str, ceded: tuple[str, ...], p: dict[str, Any]) -> None:
    """XII C: the nation keeps two home provinces and its capital (a nation without a capital on the
    map, a minor, is not held to it)."""
    check_held(w.state, board, nation, ceded)
    mine = [a for a in w.state.nation(nation).home if w.state.owner(a) == nation]
    capital = geo.capital(board, nation)
    if capital is not None:
        politics.check_surrender([board.name(a) for a in mine if a not in ceded], board.name(capital), p)


def _cede(w: Work, board: Board, nation: str, to: str, areas: tuple[str, ...], p: dict[str, Any]) -> None:
    _kept(w, board, nation, areas, p)
    if areas:
        w.state = msgspec.structs.replace(w.state, owners={**w.state.owners, **{a: to for a in areas}})
        w.events.append(Changed(nation=nation, text=f"{nation} cedes {', '.join(map(board.name, areas))} to {to}"))


def _peace(w: Work, board: Board, one: Peace, other: Peace, p: dict[str, Any]) -> None:
    if not w.state.at_war(one.nation, one.other):
        raise NotAllowed(f"{one.nation} and {one.other} are not at war")
    try:
        _kept(w, board, one.nation, one.ceding, p)
        _kept(w, board, other.nation, other.ceding, p)
    except NotAllowed as e:
        w.events.append(OrderFailed(nation=other.nation, order=format_order(other, board.name), reason=failure(e)))
        raise
    w.state = with_relation(w.state, one.nation, one.other, PEACE, w.state.month)
    w.events.append(Changed(nation=one.nation, text=f"{one.nation} and {one.other} make peace"))
    _cede(w, board, one.nation, one.other, one.ceding, p)
    _cede(w, board, other.nation, other.other, other.ceding, p)


def economic(w: Work) -> None:
    """XVI B: the overseas trade England lost while Egypt was in enemy hands, taken at this collection."""
    if not AFA_STATE.at(w).trade_losses:
        return
    afa, lost = politics.collect_trade_losses(AFA_STATE.at(w), w.state.month)
    AFA_STATE.set(w, afa)
    for nation, amount in sorted(lost.items()):
        if nation in w.powers:
            w.set_power(nation, money=w.powers[nation].money - amount)
            w.events.append(Changed(nation=nation, text=f"{nation} loses {amount} money of overseas trade (Egypt)",
                                    public=False, private_to=(nation,)))


def controller(state: EiaState, corps, board: Board, area: str) -> str | None:
    """Who controls an area: the one nation with corps there, else a garrison in its city, else its
    owner; several nations' corps there (a battle not yet fought) change nothing."""
    if area not in board:
        return None
    here = sorted({c.nation for c in corps if c.at == area and c.factors > 0})
    if here:
        return here[0] if len(here) == 1 else state.owner(area) if state.owner(area) in here else None
    towns = {c["name"] for c in geo.cities(board, area)}
    held = sorted({g.nation for g in state.garrisons if g.city in towns and g.factors > 0})
    return held[0] if len(held) == 1 else state.owner(area)


def step_end(w: Work, board: Board) -> None:
    """At every step's end: the Papacy (economic step), Egypt, the English militia, royalty, and the
    ledger's new political and victory points written into the powers' books."""
    p = merged(w.params)
    step = w.state.month_step
    if step.kind is StepKind.ECONOMIC:
        _papacy(w, board, p)
    _egypt(w, board, p)
    _militia(w, board, p)
    who = step.nation
    if who in w.powers and step.kind is StepKind.LAND and not step.insurrection:
        for line in royals_idle(w.state, w.corps, who):
            w.events.append(Procedure(rule="seed 003 XVII royalty", outcome=line))
    _books(w)


def _papacy(w: Work, board: Board, p: dict[str, Any]) -> None:
    holder = controller(w.state, w.corps, board, p["papacy_area"])
    if holder is None:
        return
    afa = AFA_STATE.at(w)
    previous = afa.papacy if afa.papacy in politics.PAPACY_COST else None
    AFA_STATE.set(w, msgspec.structs.replace(politics.papacy_step(afa, w.state.month, holder, previous), papacy=holder))
    if holder in politics.PAPACY_COST:
        w.events.append(Procedure(rule="seed 003 XIV the Papacy", outcome=f"{holder} controls the Papacy"))


def _egypt(w: Work, board: Board, p: dict[str, Any]) -> None:
    holder = controller(w.state, w.corps, board, p["egypt_area"])
    enemy = holder is not None and w.state.at_war(holder, p["england"])
    afa = AFA_STATE.at(w)
    if holder is None or enemy == afa.egypt_enemy:
        return
    AFA_STATE.set(w, msgspec.structs.replace(politics.egypt(afa, w.state.month, enemy, afa.egypt_enemy, p), egypt_enemy=enemy))
    w.events.append(Procedure(rule="seed 003 XVI Egypt", outcome=f"Egypt {'falls to' if enemy else 'is held by'} "
                              f"{holder}" + (f", at war with {p['england']}" if enemy else "")))


def _militia(w: Work, board: Board, p: dict[str, Any]) -> None:
    """Adaptation 2 B: 15 militia factors in England's capital (else its first area of the British Isles)
    as soon as an enemy stands there, to be moved anywhere in England by the British player at its land
    step; the corps goes away, whatever is left of it, at the first step's end with no enemy there."""
    england, name = p["england"], p["invasion_militia"]
    isles = invaded(w.state, w.corps, p)
    if isles and not AFA_STATE.at(w).isles_invaded:
        AFA_STATE.set(w, msgspec.structs.replace(AFA_STATE.at(w), isles_invaded=True))
        w.events.append(Changed(nation=england, text=f"the British Isles are invaded: {england}'s militia may leave them "
                                "from now on (seed 003 adaptation 2 A)"))
    placed = [c for c in w.corps if c.nation == england and c.designation == name]
    held = [a for a in p["british_isles"] if a in board and w.state.owner(a) == england]
    at = geo.capital(board, england) or (held[0] if held else None)
    if isles and not placed and at is not None:
        extra = politics.english_militia(True, p) - politics.english_militia(False, p)
        w.corps.append(Corps(nation=england, designation=name, kind="militia", at=at, militia=extra))
        w.events.append(Changed(nation=england, text=f"{england} raises {say.militia(extra)} ({name}) in "
                                f"{board.name(at)}: an enemy stands in the British Isles (seed 003 adaptation 2 B)"))
    elif placed and not isles:
        w.corps = [c for c in w.corps if not (c.nation == england and c.designation == name)]
        w.events.append(Changed(nation=england, text=f"no enemy is left in the British Isles: {name} goes away"))


def royals_idle(state: EiaState, corps, nation: str) -> list[str]:
    """XVII A: the nation's royals who command no corps (stand with none of its corps) while it is at war."""
    p = merged(state.params)
    royals = [leader for leader in state.leaders if leader.nation == nation and leader.royal]
    if AFA_STATE.of(state).tsar_excused and nation == p["tsar"]:
        royals = []
    commanding = [leader.name for leader in royals if any(c.nation == nation and c.at == leader.at for c in corps)]
    idle = politics.royals_without_command([leader.name for leader in royals], commanding,
                                           bool(state.enemies(nation)))
    return [f"{r} ({nation}) commands no corps while {nation} is at war: every royal must command a corps" for r in idle]


def _books(w: Work) -> None:
    """Each new ledger entry of points changes the power's books (money entries are booked where they are made)."""
    for e in AFA_STATE.at(w).ledger[len(AFA_STATE.of(w.state).ledger):]:
        if e.nation in w.powers and e.points == politics.POLITICAL:
            w.set_power(e.nation, political_points=w.powers[e.nation].political_points + e.change)
        elif e.nation in w.powers and e.points == politics.VICTORY:
            w.set_power(e.nation, victory_points=w.powers[e.nation].victory_points + e.change)


def battle_goes_on(w: Work, board: Board, attacker: str, defender: str, area: str, base: str,
                   withdraw: Callable[[], None]) -> bool:
    """XVIII: before a field battle "the defender may, if offered, surrender" with honors of war and
    withdraw, except Turks and Spaniards in their home nations: the attacker is asked whether it offers,
    then the defender whether it accepts. False when it surrenders or an answer is missing."""
    p, place = merged(w.params), board.name(area)
    home = next((n.name for n in w.state.nations if area in n.home), "")
    if not politics.honors_of_war_offered(defender, home, p):
        w.procedure("seed 003 XVIII honors of war", lambda: False,
                    lambda _: f"{defender} is not offered honors of war in its home nation")
        return True
    offered = w.ask(Decision(key=Key(base).at("honors_offered", attacker).text, who=attacker, kind="surrender",
                             question=f"{attacker}: offer {defender} surrender with honors of war before the battle "
                                      f"in {place} (seed 003 XVIII)?",
                             choices=("offer", "do not offer"), standing=w.standing(attacker).get("offer surrender")))
    if offered != "offer":
        return offered is not None
    got = w.ask(Decision(key=Key(base).at("honors_of_war", defender).text, who=defender, kind="surrender",
                         question=f"{defender}: surrender with honors of war before the battle in {place} "
                                  "and withdraw (seed 003 XVIII)?",
                         choices=("surrender", "fight on"), standing=_fights_on(w, defender)))
    if got == "surrender":
        w.events.append(Changed(nation=defender, text=f"{defender} surrenders with honors of war in {place}"))
        withdraw()
        defeated(w, board, area, {defender}, "a surrender with honors of war")
    return got == "fight on"


def _fights_on(w: Work, nation: str) -> str | None:
    """A standing 'surrender: fight on' also answers the field's offer; a standing 'surrender' (meant for
    a breached city) does not give up a field army unasked."""
    return "fight on" if w.standing(nation).get("surrender") == "fight on" else None


def field_decided(w: Work, board: Board, area: str, winners: set[str], losers: set[str]) -> None:
    """XVII B-C: the Tsar with a victorious army gains Russia two points; his first defeat excuses him."""
    p = merged(w.params)
    tsar = [leader.name for leader in w.state.leaders if leader.nation == p["tsar"] and leader.royal and leader.at == area]
    if not tsar:
        return
    if p["tsar"] in winners:
        AFA_STATE.set(w, politics.tsar_victory(AFA_STATE.at(w), w.state.month, board.name(area), p))
    elif p["tsar"] in losers and not AFA_STATE.at(w).tsar_excused:
        AFA_STATE.set(w, msgspec.structs.replace(AFA_STATE.at(w), tsar_excused=True))
        w.events.append(Changed(nation=p["tsar"], text=f"{tsar[0]} lost a field combat in {board.name(area)}: "
                                "he need no longer command in the field (seed 003 XVII C)"))


def defeated(w: Work, board: Board, where: str, losers: set[str], what: str) -> None:
    """XVII C: "If the Tsar is present at a defeat, he no longer need accompany the army into the field":
    any defeat where he stands (a city breached and surrendered, honors of war, a sea battle), not only
    the field combats of `field_decided`."""
    p = merged(w.params)
    if p["tsar"] not in losers or AFA_STATE.at(w).tsar_excused:
        return
    tsar = [leader.name for leader in w.state.leaders if leader.nation == p["tsar"] and leader.royal and leader.at == where]
    if not tsar:
        return
    AFA_STATE.set(w, msgspec.structs.replace(AFA_STATE.at(w), tsar_excused=True))
    w.events.append(Changed(nation=p["tsar"], text=f"{tsar[0]} was present at a defeat in {board.name(where)} ({what}): "
                            "he need no longer accompany the army into the field (seed 003 XVII C)"))


def invaded(state: EiaState, corps, p: dict[str, Any]) -> bool:
    isles = set(p["british_isles"])
    return any(c.at in isles and c.factors > 0 and state.at_war(c.nation, p["england"]) for c in corps)


def opening_pieces(state: EiaState, board: Board, corps: list[Corps]) -> list[Corps]:
    """Adaptations 1 and 2 A in a new game: England has at most 80 ships, and its 10 militia factors
    stand in its capital (the scenario may place them itself as a corps `Militia`)."""
    p = merged(state.params)
    england = p["england"]
    ships = sum(f.ships for f in state.fleets if f.nation == england)
    if ships > p["england_ships"]:
        raise ScenarioError(f"seed 003 adaptation 1: {england} starts with {say.ships(p['england_ships'])}, "
                            f"the scenario gives it {ships}")
    capital = geo.capital(board, england)
    if capital is None or any(c.nation == england and c.designation == p["english_militia_corps"] for c in corps):
        return corps
    return corps + [Corps(nation=england, designation=p["english_militia_corps"], kind="militia", at=capital,
                          militia=politics.english_militia(False, p))]


def check_move(order: Any, state: EiaState) -> None:
    """Adaptation 2 A (as the seed's commentary reads it): England's militia leave the British Isles
    only after an invasion."""
    if not isinstance(order, MoveCorps | MoveFleet):
        return
    p = merged(state.params)
    militia = (p["english_militia_corps"], p["invasion_militia"])
    corps = order.corps if isinstance(order, MoveCorps) else order.carrying
    if order.nation != p["england"] or corps.casefold() not in {m.casefold() for m in militia}:
        return
    # By sea, the militia leave unless the fleet lands them again in the Isles (England to Ireland).
    leaves = (any(a not in p["british_isles"] for a in order.path) if isinstance(order, MoveCorps)
              else order.path[-1] not in p["british_isles"])
    if leaves and not politics.militia_may_leave(invaded(state, state.corps, p), AFA_STATE.of(state).isles_invaded):
        raise NotAllowed(f"{corps} is England's militia: it leaves the British Isles only after an invasion "
                         "(seed 003 adaptation 2)")
