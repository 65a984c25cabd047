"""Where the eia core calls module afa_naval's attack on a fortified port (seed 003 XI): the fort fires,
the fleet fires back, the harbour battle is the GM's, and the fleet withdraws under fire."""

from __future__ import annotations

import msgspec

from engine.board import Board
from engine.rulesets.eia.afa_naval import hooks as afa
from engine.rulesets.eia import geography as geo
from engine.rulesets.eia.afa_naval import hooks_pol as afapol
from engine.rulesets.eia.afa_naval import fort
from engine.rulesets.eia.afa_naval.state import AFA_STATE
from engine.rulesets.eia.afa_naval.orders import AttackPort
from engine.rulesets.eia.events import Changed
from engine.rulesets.eia.afa_naval.hooks_sea import sea_battle_notes
from engine.rulesets.eia.decisions import Key
from engine.rulesets.eia.afa_naval.hooks_breakouts import fail, fleet_index, sea_battle
from engine.rulesets.eia.work import Work
from engine.rulesets.eia import wording as say


def find_port(board: Board, city: str) -> tuple[str, dict] | None:
    """The area and city record of the port named `city` (case and extra spaces ignored)."""
    wanted = " ".join(city.split()).casefold()
    for r in board.land():
        for record in geo.cities(board, r.id):
            if record.get("ports") and " ".join(str(record["name"]).split()).casefold() == wanted:
                return r.id, record
    return None


def garrison(w: Work, area: str, city: str) -> str:
    """The fort's garrison modifier's case: none, militia only, or regular troops (the city's garrison
    and the corps inside the city)."""
    kept = [g for g in w.garrisons if g.city == city and g.factors > 0]
    inside = [c for c in w.corps if c.at == area and c.in_city and c.factors > 0]
    if not kept and not inside:
        return fort.NO_GARRISON
    if all(g.militia for g in kept) and all(c.factors == c.militia for c in inside):
        return fort.MILITIA_ONLY
    return fort.REGULAR


def attack_port(w: Work, board: Board, order: AttackPort) -> None:
    i = fleet_index(w, order.nation, order.fleet)
    found = find_port(board, order.city)
    if i is None:
        return fail(w, order, "no such fleet on the map")
    if found is None:
        return fail(w, order, f"there is no port called {order.city} on the map")
    area, record = found
    city, fleet = str(record["name"]), w.fleets[i]
    holder = next((g.nation for g in w.garrisons if g.city == city), None) or w.state.owner(area)
    if fleet.in_port or fleet.at not in record["ports"]:
        return fail(w, order, f"{fleet.label} is not at sea off {city}: its port opens on "
                               + ", ".join(board.name(s) for s in record["ports"]))
    if holder is None or not w.state.at_war(fleet.nation, holder):
        return fail(w, order, f"{city} is not held by a nation {fleet.nation} is at war with")
    full = int(record.get("fort", 0) or 0)
    value = max(0, full - AFA_STATE.at(w).fort_damage.get(city, 0))
    held_by = garrison(w, area, city)
    dice = w.dice.stream(f"port:{city}")
    lost_in, _ = w.procedure("seed 003 XI (1) the fort fires",
                             lambda: fort.fort_fires(dice, value, held_by, w.params, "as the fleet enters"),
                             lambda r: f"{fleet.label} ({say.ships(fleet.ships)}) attacks the port of {city} (fort {value}, "
                                       f"garrison: {held_by}): " + "; ".join(r[1])
                                       + f"; {say.ships(min(fleet.ships, r[0]))} lost")
    inside = max(0, fleet.ships - lost_in)
    damage = 0
    if inside:
        damage, _ = w.procedure("seed 003 XI (2) the fleet fires", lambda: fort.fleet_fires(dice, inside, w.params),
                                lambda r: f"{say.ships(inside)} {say.verb(inside, 'fires', 'fire')} on {city}'s fort: " + "; ".join(r[1])
                                          + f"; the fort drops from {value} to {max(0, value - r[0])}")
    left = max(0, value - damage)
    AFA_STATE.set(w, msgspec.structs.replace(AFA_STATE.at(w), fort_damage={**AFA_STATE.at(w).fort_damage, city: full - left}))
    harbour = _harbour(w, board, i, area, city, inside) if inside else 0
    if harbour is None:
        return
    staying = max(0, inside - harbour)
    lost_out = 0
    if staying:
        lost_out, _ = w.procedure("seed 003 XI (4) the fleet withdraws under fire",
                                  lambda: fort.fort_fires(dice, left, held_by, w.params, "as the fleet withdraws"),
                                  lambda r: "; ".join(r[1]) + f"; {say.ships(min(staying, r[0]))} lost")
    ships = max(0, staying - lost_out)
    w.fleets[i] = msgspec.structs.replace(w.fleets[i], ships=ships)
    w.events.append(Changed(nation=fleet.nation, text=f"{fleet.label} attacked the port of {city}: "
                            f"{say.ships(fleet.ships - ships)} lost, {ships} left; the fort stands at {left} of {full} "
                            "until the month's end"))


def _harbour(w: Work, board: Board, i: int, area: str, city: str, inside: int) -> int | None:
    """(3) The attack on the fleets in the harbour is EiA's naval combat: the GM's winner and losses
    (prizes as after any sea battle). Returns the attacker's losses, None while the GM has not answered."""
    fleet = w.fleets[i]
    targets = [n for n, f in enumerate(w.fleets) if f.at == area and f.in_port and f.ships
               and w.state.at_war(f.nation, fleet.nation)]
    if not targets:
        w.events.append(Changed(nation=fleet.nation, text=f"no enemy fleet lies in the harbour of {city}"))
        return 0
    sides = (fleet.nation, w.fleets[targets[0]].nation)
    got = sea_battle(w, Key.of("port", city, fleet.label), f"in the harbour of {city} ({say.ships(inside)} attacking)",
                     sides, sea_battle_notes(w, [(f.label, f.nation, f.squadron) for f in
                                                 [fleet, *(w.fleets[n] for n in targets)]]),
                     (inside, sum(w.fleets[n].ships for n in targets)))
    if got is None:
        return None
    winner, own, theirs = got
    won = winner == fleet.nation
    afa.after_battle(w, board, winner, own if won else theirs, theirs if won else own, fleet.at)
    losers = {w.fleets[n].nation for n in targets} if won else {fleet.nation}
    afapol.defeated(w, board, area, losers, f"the sea battle in the harbour of {city}")
    for n in targets:
        taken = min(theirs, w.fleets[n].ships)
        w.fleets[n] = msgspec.structs.replace(w.fleets[n], ships=w.fleets[n].ships - taken)
        theirs -= taken
    return min(own, inside)
