"""EiA benchmark: one whole month (all sixteen steps) of the bundled 1805 example, with a sea
battle and two land combats answered as the GM would (prints figures; not a test).

    python benchmarks/bench_eia.py [--runs 21]

Also times reading a move line just under the 2,000-character limit (reading is linear in its length).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine.dice import SeededDice  # noqa: E402
from engine.rulesets import ruleset  # noqa: E402
from engine.game.scenario import load_scenario  # noqa: E402

RULES = ruleset("eia")
K = "sea.Western_Mediterranean.France_fleet_Toulon"
MONTH = {
    "political": ({"Austria": "standing chit: defend\nstanding guard: hold\nstanding further days: withdraw"}, {}),
    "France naval": ({"France": "fleet Toulon: Provence - Gulf of Lion - Western Mediterranean"},
                     {f"{K}.interception": "intercepted", f"{K}.evasion": "caught", f"{K}.winner": "Great Britain",
                      f"{K}.losses": "3-1"}),
    "France land": ({"France": "corps II: Alsace - Baden - Württemberg - Bavaria\n"
                               "corps Cav I: Lorraine - Alsace - Switzerland - Tyrol\nattack Bavaria"},
                    {"land.Bavaria.result": "France won", "land.Bavaria.losses": "1-3",
                     "insurrection.France": "Prague: Insurrection I (3)"}),
    "Austria land": ({"Austria": "corps Insurrection I: Prague - Vienna\nattack Tyrol"},
                     {"land.Tyrol.chit.France": "assault", "land.Tyrol.result": "neither broke",
                      "land.Tyrol.losses": "1-1", "land.Tyrol.day2.France": "withdraw"}),
}


def month(board, state):
    timings = []
    for n in range(len(state.steps)):
        orders, answers = MONTH.get(state.current_step, ({}, {}))
        start = time.perf_counter()
        sheets = {nation: RULES.parse_orders(text, nation, state, board) for nation, text in orders.items()}
        state = RULES.resolve(board, state, sheets, SeededDice(n), {"decisions": answers}).state
        timings.append(time.perf_counter() - start)
    return state, timings


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=21)
    args = parser.parse_args()
    start = time.perf_counter()
    board, state, _ = load_scenario(ROOT / "resources" / "maps" / "eia-europe" / "scenario.json")
    print(f"loading the map and the 1805 example: {(time.perf_counter() - start) * 1000:.0f} ms "
          f"({len(board)} regions, {len(state.corps)} corps, {len(state.fleets)} fleets)")
    totals, slowest = [], []
    for _ in range(args.runs):
        after, timings = month(board, state)
        totals.append(sum(timings))
        slowest.append(max(timings))
    print(f"one month, {len(state.steps)} steps: median {statistics.median(totals) * 1000:.1f} ms "
          f"(slowest step median {statistics.median(slowest) * 1000:.1f} ms; {args.runs} runs); "
          f"ends at {RULES.turn_label(after)}")
    line = "corps I: " + "Alsace - " * 220 + "Baden"          # just under the 2,000-character line limit
    start = time.perf_counter()
    RULES.parse_orders(line, "France", state, board)
    print(f"reading a {len(line):,}-character move line: {(time.perf_counter() - start) * 1000:.1f} ms")


if __name__ == "__main__":
    main()
