"""Every number of seed 003 as a parameter of the afa_naval module; the seed's values are the defaults."""

from __future__ import annotations

from typing import Any

DEFAULTS: dict[str, Any] = {
    # the seed says "England"; the eia core calls the power Great Britain
    "england": "Great Britain",
    # I. ship building
    "manpower_per_ship": 1,                 # A: each new ship and each prize repair
    "announce_within": 5,                   # C: ships building announced to within plus or minus 5
    "prussia_reduction_after": 8,           # note 3: Prussian ships built before the reduction
    # III. naval stores
    "stores_sources": {"Baltic (Sweden)": "Sweden", "Baltic (Russia)": "Russia",
                       "America": "Great Britain"},
    "denial_surcharge": [1, 3],             # A: the cost rises by 1/3, rounded up
    "stores_intercepted_on": 3,             # B: a d6 of 1-3 at war with England
    "stores_stock_share": [1, 4],           # C: stock per yard at most 1/4 of its capacity, rounded up
    # IV. prizes
    "prize_percent": [30, 40, 50, 60, 70, 80],   # by the winner's d6
    "prize_sea_moves": 3,                   # sea areas a turn
    # V. corps transport
    "months_at_sea": 3,
    "fleet_counter_load": 10,               # 8 infantry and 1 cavalry factor (doubled) at most
    "cavalry_load": 2,
    "sea_supply_cost": None,                # money per corps and month at sea; None: the GM says
    # VI. squadrons
    "squadron_ships": [2, 6],
    "squadron_move": 8,
    "squadron_combat": -1,
    # VIII. leaving port
    "fleet_sails_on": 2,
    "squadron_sails_on": 4,
    "admiral_in_port": 2,
    # IX. breakouts
    "west_indies_months": 2,
    "west_indies_pursuit_months": 4,
    "interception_on": 1,
    "west_indies_interception_on": 3,
    "counter_interception_on": 5,
    "west_map_edge": [],                    # sea area ids; empty: those next to the West Indies box
    "west_indies_box": "west_indies",       # the map's West Indies area (an id)
    # X.
    "combat_modifiers": {"Venice": -1},
    # XI. the fortified port
    "fort_militia_only": 1,
    "fort_no_garrison": 6,
    "fleet_fire_per": 10,
    # XVI.-XVIII. and the AFA adaptations
    "egypt_trade_loss": 5,
    "tsar": "Russia",
    "tsar_victory_points": 2,
    "no_honors_at_home": ["Turkey", "Spain"],
    "english_militia": 10,
    "english_militia_invaded": 15,
    "england_ships": 80,
    "home_provinces_kept": 2,
    # where the political rules look on the map (area ids of the bundled eia-europe map)
    "papacy_area": "rome",
    "egypt_area": "egypt",
    "british_isles": ["london", "east_anglia", "hampshire", "cornwall", "wales", "midlands", "lancashire",
                      "yorkshire", "northumberland", "scotland", "highlands", "dublin", "ulster", "munster",
                      "connaught"],
    "english_militia_corps": "Militia",         # adaptation 2 A's 10 factors, as a corps in England's capital
    "invasion_militia": "Militia (invasion)",   # the corps adaptation 2 B places, and takes away
}



def merged(given: dict[str, Any] | None = None) -> dict[str, Any]:
    """The defaults with a game's own values over them."""
    out = dict(DEFAULTS)
    out.update(given or {})
    return out
