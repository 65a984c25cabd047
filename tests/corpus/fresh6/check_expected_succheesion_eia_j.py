"""Checks the expected orders of the sixth fresh corpus (writer J) (succheesion and EiA): each `=== expect` set read as canonical orders,
checked against its position with the ruleset's `check_orders`, and written back by `format_orders`
as the same lines. It never reads the messages themselves.

    .venv/bin/python tests/corpus/fresh6/check_expected_succheesion_eia_j.py [FILE.txt ...]

Without files: every succheesion.txt and eia.txt under tests/corpus/fresh6/ (its dev/ and heldout/ halves); it
prints only ids and reasons, never a message, so it may be run on the held-out half.
For succheesion it also adds what `check_orders` leaves to the resolution: the city budget, a
region's limit of new units, and the cheese the orders spend against the treasury. The refused lines
that break a rule (`RULE_BREAKING`: a march of three regions, a Galleon built inland, cheese raised in
another nation's region, a played nation swayed; EiA's corps move and attack at the political step, a
fleet moved in another power's naval step, an order not to intercept given in France's naval step, an
alliance broken that does not exist, a minor's standing answer, a march into a neutral great power's
land, a fleet carrying a corps that stands elsewhere) are checked too, written in canonical form:
`check_orders` must refuse each on the message's position.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT))

from engine.rulesets import ruleset as get_ruleset  # noqa: E402
from tests.corpus.corpus import read_file  # noqa: E402
from tests.corpus.positions import position  # noqa: E402

HERE = Path(__file__).resolve().parent
# refused lines that break a rule, in canonical form: each must be refused on its message's position
RULE_BREAKING: dict[str, list[str]] = {
    "fresh6-succ-ask-1": ["6 units 16 -> 20 -> 11 -> 8"],
    "fresh6-succ-ask-2": ["build 1 Galleon in 21"],
    "fresh6-succ-ask-3": ["raise cheese in 44"],
    "fresh6-succ-ask-4": ["sway Stilwen to war with Maustria, bribe 10 cheese"],
    "fresh6-eia-early-1": ["corps I: Rhineland - Thuringia"],
    "fresh6-eia-early-2": ["fleet Brest: Brittany - Bay of Biscay"],
    "fresh6-eia-early-3": ["attack Bavaria"],
    "fresh6-eia-ask-1": ["corps I: Lithuania - Warsaw"],
    "fresh6-eia-ask-2": ["break alliance with France"],
    "fresh6-eia-ask-3": ["fleet Channel: do not intercept"],
    "fresh6-eia-ask-4": ["standing guard: hold"],
    "fresh6-eia-ask-5": ["fleet Cadiz: Andalusia - Gulf of Cadiz carrying corps I"],
}
# succheesion's unit costs (docs/rules/succheesion.md): cities needed = cheese cost
COSTS = {"Militia": 1, "Infantry": 2, "Light Infantry": 3, "Guard Infantry": 3, "Cavalry": 2, "Heavy Cavalry": 3,
         "Artillery": 3, "Frigate": 2, "Galleon": 5, "Fort": 2}


def succheesion_budget(orders, nation: str, state, board) -> list[str]:
    """What the resolution would fail: builds over the city budget or a region's cities, cheese overspent."""
    wrong: list[str] = []
    loyal = [r for r in board.regions.values() if r.kind.value == "land" and state.owner(r.id) == nation
             and r.id not in state.occupied]
    budget = sum(r.attributes.get("cities", 0) for r in loyal)
    treasury = state.nation(nation).treasury["cheese"] / 100
    cities_used, cheese, per_region = 0, 0.0, Counter()
    for o in orders:
        kind = type(o).__name__
        if kind == "Build":
            cities_used += COSTS[o.kind] * o.count
            cheese += COSTS[o.kind] * o.count
            if o.kind != "Fort":
                per_region[o.at] += o.count
        elif kind == "Invest":
            cheese += o.amount / 100
        elif kind == "RaiseCheese":
            value = board.regions[o.at].attributes["cheese"]
            for step in range(getattr(o, "steps", 1)):
                factor = 2 if board.regions[o.at].attributes["terrain"] in ("forest", "desert") else 1
                cheese += (5 + value + step) * factor
        elif kind == "FoundCity":
            cheese += 100
        elif kind == "Sway":
            cheese += o.bribe / 100
    if cities_used > budget:
        wrong.append(f"builds need {cities_used} cities, {nation} has {budget}")
    for at, n in per_region.items():
        if n > board.regions[at].attributes.get("cities", 0):
            wrong.append(f"{n} new units in {at}, which has {board.regions[at].attributes.get('cities', 0)} cities")
    if cheese > treasury:
        wrong.append(f"orders cost {cheese:.2f} cheese, {nation} has {treasury:.2f}")
    return wrong


def check_file(path: Path) -> tuple[int, int]:
    name = path.stem
    rules = get_ruleset(name)
    passed = failed = 0
    for case in read_file(path):
        board, state = position(name, case.position)
        nation = state.find_nation(case.nation).name
        sheet = rules.parse_orders("\n".join(case.expect), nation, state, board)
        wrong = [f"not canonical: {p}" for p in sheet.problems]
        if not wrong:
            wrong += [f"not allowed: {p}" for p in rules.check_orders(sheet, state, board).problems]
            written = [line for line in rules.format_orders(sheet.orders, state, board).splitlines() if line.strip()]
            if [w.casefold() for w in written] != [e.casefold() for e in case.expect]:
                wrong.append(f"written back as {written}")
            if name == "succheesion":
                wrong += succheesion_budget(sheet.orders, nation, state, board)
        for line in RULE_BREAKING.get(case.id, []):
            broken = rules.parse_orders(line, nation, state, board)
            if not broken.problems and not rules.check_orders(broken, state, board).problems:
                wrong.append(f"refused line allowed in canonical form: {line}")
        if wrong:
            failed += 1
            print(f"{case.id} ({case.where}):")
            for w in wrong:
                print(f"    {w}")
        else:
            passed += 1
    print(f"{path}: {passed} expected sets legal, {failed} not")
    return passed, failed


def main(argv: list[str]) -> int:
    files = [Path(a) for a in argv] or sorted(p for p in HERE.rglob("*.txt") if p.stem in ("succheesion", "eia"))
    bad = 0
    for path in files:
        bad += check_file(path)[1]
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
