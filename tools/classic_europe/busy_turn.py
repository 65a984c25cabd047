"""A busy turn on the Classic Europe map, for the determinism test and as a benchmark.

    .venv/bin/python tools/classic_europe/busy_turn.py [--turns N] [--seed S]

Every nation spends its gold on armies and ships, marches every stack but one army into its
neighbours (its enemies first), sails and attacks with its fleets, and lands armies by sea
where it can; the script prints how long each turn's resolution takes.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from engine.board import Board
from engine.dice import SeededDice
from engine.rulesets import ruleset
from engine.rulesets.classic.movement import coast_of, coast_seas, land_neighbours, sea_neighbours
from engine.rulesets.classic.options import spendable
from engine.rulesets.classic.units import ClassicState
from engine.game.scenario import load_scenario

SCENARIO = ROOT / "resources" / "maps" / "classic-europe" / "scenario.json"


def busy_orders(board: Board, state: ClassicState) -> dict[str, str]:
    """Orders for every nation, made by a fixed recipe (no randomness)."""
    out = {}
    for n in state.nations:
        nation = n.name
        if state.eliminated(nation):
            continue
        lines = []
        gold = spendable(board, state, nation)
        owned = sorted(state.provinces_of(nation), key=lambda p: int(p) if p.isdigit() else 0)
        seas = sorted({s for p in owned for s in coast_seas(board, p)})
        if seas and gold >= 15 and state.ship_count(nation) < 6:
            lines.append(f"buy 1 ship in {seas[0]}")
            gold -= 5
        for p in owned:
            if gold < 3:
                break
            lines.append(f"buy 1 army in {p}")
            gold -= 3
        for a in state.armies:
            if a.nation != nation or a.count < 2:
                continue
            rank = {None: 1, nation: 2}          # enemies first, then neutral provinces, then its own
            targets = sorted(land_neighbours(board, a.at), key=lambda p: (rank.get(state.owner(p), 0), p))
            if targets:
                lines.append(f"{a.count - 1} armies {a.at} -> {targets[0]}")
        for f in state.fleets:
            if f.nation != nation:
                continue
            others = sorted({g.nation for g in state.fleets if g.nation != nation and g.at in
                             [f.at] + sea_neighbours(board, f.at)})
            dest = next((s for s in sea_neighbours(board, f.at)
                         if any(g.at == s and g.nation != nation for g in state.fleets)), None)
            if others and dest:
                lines.append(f"{f.ships} ships {f.at} -> {dest} attack")
            elif f.aboard:
                shore = next((p for p in coast_of(board, f.at) if state.owner(p) != nation), None)
                if shore:
                    lines.append(f"{f.aboard} armies {f.at} -> {shore}")
        out[nation] = "\n".join(lines)
    return out


def play(turns: int, seed: int) -> list[tuple[float, int, int]]:
    rules = ruleset("classic")
    board, state, _ = load_scenario(SCENARIO)
    figures = []
    for turn in range(turns):
        orders = busy_orders(board, state)
        sheets = {n: rules.parse_orders(t, n, state, board) for n, t in orders.items()}
        started = time.perf_counter()
        res = rules.resolve(board, state, sheets, SeededDice(seed + turn))
        elapsed = time.perf_counter() - started
        battles = sum(1 for e in res.events if type(e).__name__ == "Battle")
        figures.append((elapsed, sum(t.count("\n") + 1 for t in orders.values()), battles))
        state = res.state
    return figures


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    for i, (elapsed, lines, battles) in enumerate(play(args.turns, args.seed), 1):
        print(f"Turn {i:>3}: {lines:>3} order lines, {battles:>3} battles, resolved in {elapsed * 1000:7.1f} ms")


if __name__ == "__main__":
    main()
