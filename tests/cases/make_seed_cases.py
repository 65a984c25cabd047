"""Write each ruleset's seed examples as case files (engine/rulesets/<id>/cases/), from the rule tests
that reproduce them: the test is run with its `play` recorded, and the position, orders and dice it
played become the case. Run it again after a deliberate rule change, and read the diff:

    .venv/bin/python tests/cases/make_seed_cases.py
"""

from __future__ import annotations

import importlib
import re
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from engine.board import load_map  # noqa: E402
from engine.game.cases import dumps, make_case, read_case, check_case  # noqa: E402
from engine.rulesets import ruleset  # noqa: E402
from engine.game.scenario import map_reference  # noqa: E402

EUROPE = ROOT / "resources" / "maps" / "europe1805" / "map.geojson"


@dataclass(frozen=True)
class Example:
    ruleset: str
    module: str                 # the test module, under tests/
    run: Callable[[Any], Any]   # calls the test (given the module)
    file: str                   # the case file's name
    name: str
    source: str                 # the seed's words the case reproduces
    ruling: str
    expect: tuple[str, ...]     # what the outcome's texts must say: the seed's numbers
    call: int = 0               # which `play` of the test is the case


SEED_000 = "seed 000 (Napoleon's Wars)"
SEED_001 = "seed 001 (classic NES)"
SEED_003 = "seed 003 (AFA Empires in Arms supplement)"
SEED_004 = "seed 004 (Succheesion)"

EXAMPLES = [
    Example("napoleonic", "napoleonic.test_seed_examples_on_europe1805",
            lambda m: m.test_three_units_in_prague_three_spaces_from_alsace_pay_18_gold(load_map(EUROPE)),
            "supply-prague-18-gold.json", "Three units in Prague pay 18 gold of supply",
            f"{SEED_000}, Supply: \"you must pay 2 gold for each unit, for each space they are away from one of "
            "these provinces. For example, if France owns Alsace and has 3 units in Prague, it pays 18 gold\"",
            "Prague is 3 spaces from Alsace: 3 units x 3 spaces x 2 gold = 18 gold, paid in Winter.",
            ("Supply: 18 gold (corps A in Prague: 3 divisions, 3 spaces away, 18 gold)",)),
    Example("napoleonic", "napoleonic.test_seed_examples_on_europe1805",
            lambda m: m.test_the_french_unit_in_rome_is_destroyed(load_map(EUROPE)),
            "supply-rome-cut-off.json", "The French unit in Rome is cut off and destroyed",
            f"{SEED_000}, Supply: \"Ex: France has a unit in Rome, and Austria has a unit in Piedmont & Venice. "
            "Even if the French player owns all of Italy, the French unit is destroyed unless it has a squadron "
            "in the Western Mediterranean, or Austria's an Ally.\"",
            "Austria at war holds Piedmont and Venice, the only land ways home; no squadron, no ally: destroyed.",
            ("France's corps A is destroyed in Rome (cut off from supply).",)),
    Example("napoleonic", "napoleonic.test_seed_examples_on_europe1805",
            lambda m: m.test_the_fall_1808_ride_from_alsace_through_thuringia_to_westphalia(load_map(EUROPE)),
            "scouting-fall-1808-holland.json", "Fall 1808: corps C rides to Westphalia and scouts Holland",
            f"{SEED_000}, Scouting: \"Example: It is Fall 1808. Frances Corps C, containing 4 Cavalry, moves from "
            "Alsace to Thuringia and then to Westphalia ... the Scouting Cavalry has orders to investigate "
            "Holland [bordering Thuringia], where three British Corps [F, H, and L] have landed.\"",
            "The scout sees F and H with their compositions; L has a scout of its own and is seen as a corps only.",
            ("Corps C scouted Holland: Great Britain corps F: 2 infantry",
             "Corps C scouted Holland: Great Britain corps H: 1 cavalry, 2 artillery",
             "Corps C scouted Holland: Great Britain corps L: has scouting cavalry; the rest is hidden")),
    Example("classic", "classic.test_conditions",
            lambda m: m.test_the_condition_holds_and_everything_attacks(),
            "condition-austria-in-46.json", "If Austria has 5 or less armies in 46, attack with everything",
            f"{SEED_001}, Orders: \"If Austria has 5 or less armies in 46 then attack it with everything from 47.\"",
            "Austria has exactly 5 armies in 46 before movement: the condition holds and all 9 armies attack.",
            ("5 armies counted; carried out",)),
    Example("classic", "classic.test_combat",
            lambda m: m.test_twice_the_enemy_hits_on_3_or_more_and_the_smaller_side_on_5_or_more(),
            "combat-twice-the-enemy.json", "Twice the enemy hits on 3 or more, the smaller side on 5 or more",
            f"{SEED_001}, Combat Rules: \"If either of the sides has twice the number of the enemy then the bigger "
            "side needs 3 or more to hit and the smaller side needs 5 or more to hit.\" and \"If either side has "
            "four times the forces of the enemy then the bigger side wins automatically ... but the smaller side "
            "gets 1 kill\"",
            "6 against 3: France hits on 3+, Austria on 5+; then 4 against 1 is a rout costing France one army.",
            ("France hits on 3+", "Austria hits on 5+", "France overwhelms its enemy and loses one army")),
    Example("classic", "classic.test_combat",
            lambda m: m.test_three_times_the_enemy_hits_on_2_or_more_and_the_smaller_side_only_on_6(),
            "combat-three-times-the-enemy.json", "Three times the enemy hits on 2 or more, the smaller side on 6",
            f"{SEED_001}, Combat Rules: \"If either side has three times the number of the enemy then the bigger "
            "side needs 2 or more to hit and the smaller side needs 6 (cant get more) to hit.\"",
            "9 against 3, then 7 against 2 (3.5 to 1): France hits on 2+, Austria only on 6.",
            ("France hits on 2+", "Austria hits on 6+")),
    Example("eia", "eia.test_afa_squadrons",
            lambda m: getattr(m, "test_a_squadron_of_4_ships_formed_from_a_fleet_sails_port_to_port_on_a_4_"
                                 "without_asking_the_gm")(),
            "squadron-leaves-port-on-4.json", "A squadron leaves port on a 4",
            f"{SEED_003}, VIII. Naval movement: \"For each unit in order, the player rolls 1D6 (one die): If 2-6 "
            "rolled, a fleet may leave port If 4-6 rolled, a squadron may leave port\"",
            "The new squadron Swift (4 ships) rolls 4: it leaves Brest and sails port to port to Kent.",
            ("leaving port (4+)",)),
    Example("eia", "eia.test_afa_breakouts",
            lambda m: m.test_a_pursuit_off_the_map_intercepts_on_a_1_and_trailing_reveals_the_orders(),
            "breakout-intercepted-on-1.json", "A pursuit off the map intercepts on a 1 and trails",
            f"{SEED_003}, IX. Breakouts C: \"Once off the map, the enemy may announce an immediate attempt at "
            "interception. A die roll of 1 is a successful interception. ... 2. Trail the enemy fleet. The enemy "
            "fleet MUST then reveal it orders to the other player.\"",
            "Fleet Brest leaves port (6) for the West Indies; fleet Channel pursues, rolls 1, intercepts and trails.",
            ("Great Britain fleet Channel intercepts France fleet Brest",
             "trails France fleet Brest, whose orders are: West Indies")),
    Example("succheesion", "succheesion.test_battles",
            lambda m: m.test_the_red_blue_battle_on_the_map(),
            "example-battle-red-blue.json", "The seed's example battle: Red against Blue",
            f"{SEED_004}, Example Battle: \"Blue has won the battle and is Victor. ... Blue rolls a d6 ... a roll "
            "of 5 means that Red will take 35% ... spends 1 success to increase the casualty rate to 6 - 40%. Red "
            "takes 40% of its 11 units as casualties = they will lose 4 units ... 4 x 0.8 = 3.2, so Blue loses "
            "3 units.\"",
            "Red 4 successes, Blue 6; Blue rolls 5 and spends 1: 40% of 11 is 4; Blue loses 4 x 4/5 = 3.",
            ("Blue is the victor. It rolls 5 for the casualty level and spends 1 TP: level 6, 40%.",
             "Red loses 4: Infantry, 2 Militia, Infantry, Heavy Cavalry.")),
    Example("succheesion", "succheesion.test_turn_trade",
            lambda m: m.test_berdain_breaking_23_gets_11_maustria_5_and_7_are_lost(),
            "trade-broken-by-one.json", "Berdain breaks a trade agreement of 23 cheese",
            f"{SEED_004}, Trade Agreements: \"Berdain and Maustria have a trade agreement with 23 cheese invested. "
            "Berdain breaks the agreement. Berdain receives 11 cheese. Maustria receives 5 cheese. The remaining 7 "
            "cheese are lost.\"",
            "The breaker gets half of 23 rounded down (11), the other a quarter (5); 7 are lost.",
            ("(23.00 invested): Berdain 11.00, Maustria 5.00; 7.00 lost.",)),
    Example("succheesion", "succheesion.test_turn_trade",
            lambda m: m.test_both_breaking_23_get_5_each_and_13_are_lost(),
            "trade-broken-by-both.json", "Both break a trade agreement of 23 cheese",
            f"{SEED_004}, Trade Agreements: \"If Berdain and Maustria both gave orders to break their trade "
            "agreement in the same turn, both would receive 5 cheese, and the remaining 13 cheese would be lost.\"",
            "Both break it: each gets a quarter of 23 rounded down (5); 13 are lost.",
            ("(23.00 invested): Berdain 5.00, Maustria 5.00; 13.00 lost.",)),
]


def recorded(example: Example) -> dict[str, Any]:
    """The test run with its `play` recorded: the board, position, orders, dice and overrides of the
    play the example names."""
    module = importlib.import_module(example.module)
    helpers = importlib.import_module(example.module.rsplit(".", 1)[0] + ".helpers")
    original, calls = module.play, []

    def play(*args: Any, **kwargs: Any) -> Any:
        if example.ruleset == "eia":      # play(state, orders, dice=(), decide=None) on the helpers' MAP
            names = ("state", "orders", "dice", "decide")
            given = dict(zip(names, args)) | kwargs
            dice = list(given.get("dice", ()))
            calls.append({"board": helpers.MAP, "state": given["state"], "orders": given.get("orders") or {},
                          "dice": dice, "overrides": {"decisions": given.get("decide") or {}}})
            return original(given["state"], given.get("orders") or {}, dice=dice, decide=given.get("decide"))
        names = ("board", "state", "orders", "dice", "overrides")
        given = dict(zip(names, args)) | kwargs
        dice = list(given.get("dice", ()))
        calls.append({**given, "orders": given.get("orders") or {}, "dice": dice})
        return original(given["board"], given["state"], given.get("orders"), dice=dice,
                        overrides=given.get("overrides"))

    module.play = play
    try:
        example.run(module)
    finally:
        module.play = original
    return calls[example.call]


def write(example: Example) -> Path:
    call = recorded(example)
    rules, board = ruleset(example.ruleset), call["board"]
    data = make_case(rules, board, map_reference(board), call["state"], call["orders"], {"fixed": call["dice"]},
                     call.get("overrides"), name=example.name, ruling=example.ruling, source=example.source,
                     expect=example.expect)
    result = check_case(read_case(data))
    if not result.ok:
        texts = data["outcome"]["update"] + "\n".join(data["outcome"]["reports"].values())
        raise SystemExit(f"{example.file}: {result.differs}\n{texts}")
    folder = ROOT / "engine" / "rulesets" / example.ruleset / "cases"
    folder.mkdir(exist_ok=True)
    path = folder / example.file
    path.write_text(dumps(data), encoding="utf-8")
    return path


if __name__ == "__main__":
    wanted = re.compile(sys.argv[1]) if len(sys.argv) > 1 else None
    for ex in EXAMPLES:
        if wanted is None or wanted.search(ex.file):
            print(f"wrote {write(ex).relative_to(ROOT)}")
