"""Module afa_naval's economic step, its month's end, leaving port and the prizes after a sea battle
the GM decided (the core reaches them through `AfaNaval`'s hooks, only in a game naming the module)."""

from __future__ import annotations

import msgspec

from engine.board import Board
from engine.errors import UnknownName
from engine.rulesets.eia import geography as geo
from engine.rulesets.eia.afa_naval import at_sea, prizes, step, stores
from engine.rulesets.eia.afa_naval.orders import AfaOrder
from engine.rulesets.eia.afa_naval.state import AFA_STATE, AfaState, opening
from engine.rulesets.eia.afa_naval.yards import site
from engine.rulesets.eia.events import Changed, Procedure
from engine.rulesets.eia.state import EiaState
from engine.rulesets.eia.units import Fleet
from engine.rulesets.eia.work import Work
from engine.rulesets.eia import wording as say

ANNOUNCEMENT = "seed 003 I C announcement"


def afa_state(state: EiaState) -> AfaState:
    """The module's state; a game that named the module after it began gets the opening yards."""
    return AFA_STATE.of(state) if AFA_STATE.of(state).yards else opening()


def economic(w: Work, board: Board, orders: list) -> None:
    """Seed 003's economic orders in the order given, paid from and into the powers' books."""
    mine: list[AfaOrder] = [o for o in orders if isinstance(o, AfaOrder)]
    if not mine:
        return
    england = w.params["england"]
    books = step.Books(money={n: p.money for n, p in w.powers.items()},
                       manpower={n: p.manpower for n, p in w.powers.items()},
                       at_war_with_england=frozenset(n for n in w.powers if w.state.at_war(n, england)),
                       sweden_denier=sweden_denier(w.state, board))
    afa, events, decisions = step.economic(AFA_STATE.at(w), mine, books, w.dice, w.state.month, w.params)
    AFA_STATE.set(w, afa)
    for name, power in w.powers.items():
        if (power.money, power.manpower) != (books.money[name], books.manpower[name]):
            w.set_power(name, money=books.money[name], manpower=books.manpower[name])
    w.events += events
    for decision in decisions:
        w.ask(decision)


def sweden_denier(state: EiaState, board: Board) -> str | None:
    """Seed 003 III A: who may deny Sweden's naval stores. Sweden is neutral when at war with nobody, and
    controlled by the major power that holds its capital (else one of its home areas); a major power
    Sweden is its own. None: neutral and controlled by nobody, it trades with everyone."""
    majors = {n.name for n in state.nations if n.major}
    if stores.SWEDEN in majors:
        return stores.SWEDEN
    home = next((n.home for n in state.nations if n.name == stores.SWEDEN), ())
    capital = geo.capital(board, stores.SWEDEN)
    areas = [capital] if capital else sorted(home)
    controller = next((o for o in (state.owner(a) for a in areas) if o in majors), None)
    return stores.who_denies_sweden(not state.enemies(stores.SWEDEN), controller)


def month_passes(w: Work, board: Board) -> None:
    """Yards count down and launch, prizes sail on, fleets off the map come due. In an economic month
    this is done at the economic step before its orders, so that ships laid down there count from the
    next month (12 months from March's orders is the next March); otherwise at the month's last step.
    The yards' announcement is the reports' own section, always from the yards as they now stand."""
    afa, events, launches = step.month_end_launching(AFA_STATE.at(w), w.params)
    AFA_STATE.set(w, afa)
    w.events += [e for e in events if not (isinstance(e, Procedure) and e.rule == ANNOUNCEMENT)]
    where = yard_ports(board)
    for launch in launches:
        if launch.city in where:
            _to_sea(w, launch.nation, launch.city, where[launch.city][0], launch.ships, launch.told)
        else:
            w.events.append(Changed(nation=launch.nation, text=f"{launch.city} is not on this map: the GM places "
                                    f"its {say.ships(launch.ships)}", public=False, private_to=launch.told))


def _to_sea(w: Work, nation: str, city: str, area: str, ships: int, told: tuple[str, ...]) -> None:
    """Ships launched or repaired join the nation's fleet in that port, or form one named after it."""
    i = next((i for i, f in enumerate(w.fleets) if f.nation == nation and f.at == area and f.in_port
              and not f.squadron), None)
    if i is None:
        taken = {f.name for f in w.fleets if f.nation == nation}
        name = next(n for n in (city, *(f"{city} {k}" for k in range(2, len(taken) + 3))) if n not in taken)
        w.fleets.append(Fleet(nation=nation, name=name, at=area, ships=0, in_port=True))
        i = len(w.fleets) - 1
    w.fleets[i] = msgspec.structs.replace(w.fleets[i], ships=w.fleets[i].ships + ships)
    w.events.append(Changed(nation=nation, text=f"{say.ships(ships)} at {city} {say.verb(ships, 'joins', 'join')} {w.fleets[i].label}",
                            public=False, private_to=told))


def leaves_port(w: Work, i: int) -> bool:
    """VIII: a fleet in port sails on a d6 of 2-6, a squadron on 4-6, +2 with a fleet admiral of its
    nation in the port."""
    fleet = w.fleets[i]
    if not fleet.in_port:
        return True
    admiral = any(a.nation == fleet.nation and a.admiral and a.at == fleet.at for a in w.state.leaders)
    sailed, _ = w.procedure("seed 003 VIII leaving port", lambda: at_sea.leaves_port(w.dice, fleet.label, fleet.squadron,
                                                                                     admiral, w.params),
                            lambda r: f"{fleet.label} {'leaves port' if r[0] else 'stays in port'}")
    return sailed


def yard_ports(board: Board) -> dict[str, tuple[str, list[str]]]:
    """Each yard of seed 003's table found on the map: its area and the sea areas its port opens on."""
    out = {}
    for r in board.land():
        for city, opens_on in geo.ports(board, r.id):
            try:
                out[site(city).city] = (r.id, opens_on)
            except UnknownName:
                continue
    return out


def after_battle(w: Work, board: Board, winner: str, winners_losses: int, losers_losses: int, sea: str) -> None:
    """IV: the winner rolls for both sides' losses; what it saves sails for its nearest yard."""
    held = {y.city for y in AFA_STATE.at(w).yards if y.holder == winner}
    ports = {city: opens_on for city, (_, opens_on) in yard_ports(board).items() if city in held}

    def roll() -> str:
        afa, text = prizes.after_battle(AFA_STATE.at(w), winner, winners_losses, losers_losses, sea, geo.sea_graph(board),
                                          ports, w.dice, w.params)
        AFA_STATE.set(w, afa)
        return text
    w.procedure("seed 003 IV prizes", roll, lambda text: text)
