"""What the window's docks show of a nation and a region: cheese with two decimals, cities,
the army sheet, trade agreements, a region's status, forts and units."""

from __future__ import annotations

from engine.board import Board
from engine.rulesets.answers import Figure, NationFigures
from engine.rulesets.declarations import Resource
from engine.rulesets.succheesion.trade import trade_yield
from engine.rulesets.succheesion.units import LAND_TYPES, SuccheesionState, cheese_text


SHORT = {"Militia": "Militia", "Infantry": "Infantry", "Light Infantry": "Light Inf.", "Guard Infantry": "Guards",
         "Cavalry": "Cavalry", "Heavy Cavalry": "Heavy Cav.", "Artillery": "Artillery"}


def region_status(state: SuccheesionState, region: str) -> str:
    here = {s.nation for s in state.stacks if s.at == region} | {f.nation for f in state.forts if f.at == region}
    if any(state.at_war(a, b) for a in here for b in here if a < b):
        return "contested"
    if region in state.occupied:
        return f"occupied by {state.occupied[region]}"
    return "loyal" if region in state.owners else "neutral"


def elimination(state: SuccheesionState, nation: str) -> str | None:
    """Out of the game: no region loyal to it or occupied by it, no unit, no ship."""
    if (any(o == nation and r not in state.occupied for r, o in state.owners.items())
            or nation in state.occupied.values() or any(s.nation == nation for s in state.stacks)
            or any(f.nation == nation for f in state.fleets)):
        return None
    return f"{nation} has been eliminated: it has no loyal or occupied region, no unit and no ship"


def nation_figures(state: SuccheesionState, nation: str, cheese: Resource) -> NationFigures:
    """Cheese (two decimals), cities, regions, units, ships, forts, trade and the army sheet by type."""
    loyal = [r for r, o in state.owners.items() if o == nation and r not in state.occupied]
    occupying = [r for r, o in state.occupied.items() if o == nation]
    sheet = state.sheet(nation)
    trades = [t for t in state.trades if nation in t.nations]
    figures = [
        Figure(label="Cheese", meaning="Treasury now, in cheese", amount=state.treasury_of(nation), resource=cheese),
        Figure(label="Cities", meaning="Loyal cities: the city budget for units each turn",
               amount=sum(state.cities.get(r, 0) for r in loyal)),
        Figure(label="Regions", meaning="Loyal regions, and regions this nation occupies",
               text=f"{len(loyal)}" + (f" (+{len(occupying)} occupied)" if occupying else "")),
        Figure(label="Units", meaning="Land units on the map (the army sheet's types are in the next columns)",
               amount=sum(s.count for s in state.stacks if s.nation == nation)),
        *(Figure(label=SHORT[k], meaning=f"{k} on the army sheet", amount=sheet.get(k, 0)) for k in LAND_TYPES),
        Figure(label="Ships", meaning="Frigates and Galleons", amount=sum(f.ships for f in state.fleets if f.nation == nation)),
        Figure(label="Forts", meaning="Forts", amount=sum(f.count for f in state.forts if f.nation == nation)),
        Figure(label="Trade", meaning="Trade agreements and their investment",
               text=", ".join(f"{t.nations[0] if t.nations[1] == nation else t.nations[1]} "
                              f"{cheese_text(t.invested)}" for t in trades)),
    ]
    return NationFigures(nation=nation, figures=tuple(figures), eliminated=elimination(state, nation) is not None)


def region_rows(board: Board, state: SuccheesionState, region: str) -> list[tuple[str, str]]:
    r = board[region]
    rows: list[tuple[str, str]] = []
    if r.is_land:
        rows.append(("Owner", state.owners.get(region, "nobody")))
        rows.append(("Status", region_status(state, region)))
        rows.append(("Cities", str(state.cities.get(region, 0))))
        rows.append(("Cheese", str(state.cheese.get(region, 0))))
        extras = [w for w, on in (("port", r.attributes.get("port")),
                                  (str(r.attributes.get("terrain", "")), r.attributes.get("terrain") in
                                   state.params["raise_cheese_terrains"])) if on]
        if extras:
            rows.append(("Notes", ", ".join(extras)))
        capital = [n for n, c in state.capitals.items() if c == region]
        if capital:
            rows.append(("Capital of", ", ".join(capital)))
    return rows


def trade_rows(state: SuccheesionState, nation: str) -> list[tuple[str, str, str]]:
    return [(t.nations[0] if t.nations[1] == nation else t.nations[1], cheese_text(t.invested),
             cheese_text(trade_yield(t.invested, state.params)[0])) for t in state.trades if nation in t.nations]
