"""Checks the expected orders of a fresh corpus (issue 22): each message's `=== expect` lines read back as
canonical by the ruleset's reader, are allowed by its `check_orders` on the message's position, and format
back to the same lines; for succheesion, what `check_orders` leaves to the resolution too (the city budget, a
region's limit of new units, the cheese the orders spend against the treasury). The refused lines that break
a rule are checked refused on the message's position: those the file's header gives (`# <id>: why
[canonical: LINE]`), with the message's expected orders beside them, and those a corpus's wrapper passes
(`rule_breaking`), each read alone.

    .venv/bin/python tests/corpus/check_expected.py tests/corpus/fresh4 [napoleonic classic ...]
    .venv/bin/python tests/corpus/check_expected.py tests/corpus/fresh4/dev/eia.txt

With a folder: its dev/ and heldout/ halves, for the rulesets named (all four when none is). It never prints
a message: only counts, ids and the failing canonical orders, so it may be run on a held-out half. Exits 1
when any expectation fails.
"""

from __future__ import annotations

import re
import sys
from collections import Counter
from collections.abc import Mapping, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from engine.rulesets import ruleset as get_ruleset  # noqa: E402
from tests.corpus.corpus import Case, read_file  # noqa: E402
from tests.corpus.positions import SCENARIOS, position  # noqa: E402

HALVES = ("dev", "heldout")
# succheesion's unit costs (docs/rules/succheesion.md): cities needed = cheese cost
COSTS = {"Militia": 1, "Infantry": 2, "Light Infantry": 3, "Guard Infantry": 3, "Cavalry": 2, "Heavy Cavalry": 3,
         "Artillery": 3, "Frigate": 2, "Galleon": 5, "Fort": 2}
_BROKEN = re.compile(r"^# (\S+): .*\[canonical: (.+)\]$")


def faults(ruleset_id: str, case: Case) -> list[str]:
    """Why the case's expected orders are not a legal, canonical set; empty when they are."""
    rules = get_ruleset(ruleset_id)
    board, state = position(ruleset_id, case.position)
    nation = state.find_nation(case.nation).name
    sheet = rules.parse_orders("\n".join(case.expect), nation, state, board)
    found = [f"not canonical: {p}" for p in sheet.problems]
    if len(sheet.orders) != len(case.expect) and not sheet.problems:
        found.append(f"{len(case.expect)} lines gave {len(sheet.orders)} orders")
    checked = rules.check_orders(sheet, state, board)
    found += [f"not allowed: {p}" for p in checked.problems if p not in sheet.problems]
    if sheet.orders:
        back = [line.strip() for line in rules.format_orders(sheet.orders, state, board).splitlines() if line.strip()]
        if [b.casefold() for b in back] != [e.casefold() for e in case.expect]:
            found.append(f"formats back as {back}")
        if ruleset_id == "succheesion" and not sheet.problems:
            found += succheesion_budget(sheet.orders, nation, state, board)
    return found


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


def rule_broken(path: Path) -> dict[str, str]:
    """The refused lines that break a rule, in canonical form, from the file's header (`# <id>: why
    [canonical: LINE]`): each must be refused on its message's position. The other refused lines
    (vague words, conditions the rules lack, other nations' orders, copies, two orders for one unit)
    are the writer's judgement."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return {m.group(1): m.group(2) for m in map(_BROKEN.match, lines) if m}


def beside_faults(ruleset_id: str, case: Case, line: str) -> list[str]:
    """Why a refused line that breaks a rule would not be refused beside the case's expected orders."""
    rules = get_ruleset(ruleset_id)
    board, state = position(ruleset_id, case.position)
    nation = state.find_nation(case.nation).name
    sheet = rules.parse_orders("\n".join((*case.expect, line)), nation, state, board)
    checked = rules.check_orders(sheet, state, board)
    if any(line.casefold() in p.text.casefold() for p in (*sheet.problems, *checked.problems)):
        return []
    return [f"the refused line {line!r} is allowed on {case.position}"]


def alone_faults(ruleset_id: str, case: Case, line: str) -> list[str]:
    """Why a refused line that breaks a rule, read alone, would not be refused on the case's position."""
    rules = get_ruleset(ruleset_id)
    board, state = position(ruleset_id, case.position)
    nation = state.find_nation(case.nation).name
    broken = rules.parse_orders(line, nation, state, board)
    if broken.problems or rules.check_orders(broken, state, board).problems:
        return []
    return [f"refused line allowed in canonical form: {line}"]


def check_file(path: Path, rule_breaking: Mapping[str, Sequence[str]] | None = None) -> Counter[str]:
    """Counts of 'legal' and 'failed' expected sets of one corpus file, each failure printed by id."""
    counts: Counter[str] = Counter()
    ids: Counter[str] = Counter()
    broken = rule_broken(path)
    for case in read_file(path):
        ids[case.id] += 1
        found = faults(path.stem, case)
        if case.id in broken:
            found += beside_faults(path.stem, case, broken[case.id])
        for line in (rule_breaking or {}).get(case.id, ()):
            found += alone_faults(path.stem, case, line)
        found += [f"id {case.id} used twice"] if ids[case.id] > 1 else []
        counts["failed" if found else "legal"] += 1
        for fault in found:
            print(f"{case.where} {case.id}: {fault}")
    missing = sorted(set(broken) - set(ids))
    for case_id in missing:
        print(f"{path}: the header names {case_id}, which is not in the file")
    counts["failed"] += len(missing)
    listed = sum(1 for case_id in (rule_breaking or {}) if case_id in ids)
    print(f"{path}: {counts['legal']} of {counts['legal'] + counts['failed'] - len(missing)} expected sets canonical "
          f"and legal on their position ({len(broken)} with a refused line that breaks a rule in the header, {listed} "
          f"in the corpus's list, checked refused)")
    return counts


def files_of(folder: Path, rulesets: Sequence[str]) -> list[Path]:
    """The corpus files of a folder's halves for the rulesets (all that have a position when none is named)."""
    names = list(rulesets) or sorted(SCENARIOS)
    return [folder / half / f"{name}.txt" for half in HALVES for name in names if (folder / half / f"{name}.txt").exists()]


def main(argv: Sequence[str], rule_breaking: Mapping[str, Sequence[str]] | None = None) -> int:
    """`argv`: a corpus folder then rulesets, or corpus files. 1 when any expectation fails."""
    if not argv:
        print("give a corpus folder (and rulesets), or corpus files: tests/corpus/check_expected.py tests/corpus/fresh4 eia")
        return 2
    first = Path(argv[0])
    if first.is_dir():
        unknown = [r for r in argv[1:] if r not in SCENARIOS]
        if unknown:
            print(f"no ruleset called {', '.join(unknown)}; known: {', '.join(sorted(SCENARIOS))}")
            return 2
        files = files_of(first, argv[1:])
    else:
        files = [Path(a) for a in argv]
    failed = 0
    for path in files:
        if not path.exists() or path.stem not in SCENARIOS:
            print(f"{path}: not a corpus file of a known ruleset")
            failed += 1
            continue
        failed += check_file(path, rule_breaking)["failed"]
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
