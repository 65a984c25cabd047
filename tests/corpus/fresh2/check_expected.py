"""Checks the expected orders of the second fresh corpus: each message's `=== expect` lines read
back as canonical by the ruleset's reader, are allowed by its `check_orders` on the message's
position, and format back to the same lines.

    .venv/bin/python tests/corpus/fresh2/check_expected.py [FILE ...]

With no file, checks tests/corpus/fresh2/<ruleset>.txt (and dev/, heldout/ once split). Prints
each expectation that fails and a count per file; exits 1 if any failed. It never reads the
messages themselves, only what they must yield.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
sys.path.insert(0, str(ROOT))

from engine.rulesets import ruleset as get_ruleset  # noqa: E402
from tests.corpus.corpus import read_file  # noqa: E402
from tests.corpus.positions import SCENARIOS, position  # noqa: E402


def check_case(rules, case) -> list[str]:
    """Why the case's expected orders are not a legal, canonical set; empty when they are."""
    board, state = position(rules_id(rules), case.position)
    nation = state.find_nation(case.nation).name
    text = "\n".join(case.expect)
    sheet = rules.parse_orders(text, nation, state, board)
    faults = [f"not canonical: {p}" for p in sheet.problems]
    if len(sheet.orders) != len(case.expect) and not sheet.problems:
        faults.append(f"{len(case.expect)} lines gave {len(sheet.orders)} orders")
    checked = rules.check_orders(sheet, state, board)
    faults += [f"not allowed: {p}" for p in checked.problems if p not in sheet.problems]
    if sheet.orders:
        back = [line.strip() for line in rules.format_orders(sheet.orders, state, board).splitlines() if line.strip()]
        if [b.casefold() for b in back] != [e.casefold() for e in case.expect]:
            faults.append(f"formats back as {back}")
    return faults


_IDS: dict[int, str] = {}


def rules_id(rules) -> str:
    return _IDS[id(rules)]


def main(argv: list[str]) -> int:
    files = [Path(a) for a in argv] or [p for sub in ("", "dev", "heldout") for p in sorted((HERE / sub).glob("*.txt"))]
    bad = 0
    for path in files:
        ruleset_id = path.stem
        if ruleset_id not in SCENARIOS:
            continue
        rules = get_ruleset(ruleset_id)
        _IDS[id(rules)] = ruleset_id
        counts: Counter[str] = Counter()
        seen: set[str] = set()
        for case in read_file(path):
            if case.id in seen:
                print(f"{case.where}: id {case.id} used twice")
                counts["failed"] += 1
            seen.add(case.id)
            faults = check_case(rules, case)
            counts["failed" if faults else "legal"] += 1
            for fault in faults:
                print(f"{case.where} {case.id}: {fault}")
        bad += counts["failed"]
        print(f"{path}: {counts['legal']} of {counts['legal'] + counts['failed']} expected sets "
              f"canonical and legal on their position")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
