"""Checks the expected orders of the sixth fresh corpus (napoleonic and classic part): each message's `=== expect` lines read
back as canonical by the ruleset's reader, are allowed by its `check_orders` on the message's
position, and format back to the same lines; and that each refused line that breaks a rule (the
header's `[canonical: ...]` lines) is refused by the ruleset on that position, with the message's
expected orders beside it.

    .venv/bin/python tests/corpus/fresh6/check_expected_napoleonic_classic.py [FILE ...]

With no file, checks dev/<ruleset>.txt and heldout/<ruleset>.txt. Prints each expectation that
fails and a count per file; exits 1 if any failed. It reads only what the messages must yield,
never the messages, so it may be run on the held-out half.
"""

from __future__ import annotations

import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))

from engine.rulesets import ruleset as get_ruleset  # noqa: E402
from tests.corpus.corpus import Case, read_file  # noqa: E402
from tests.corpus.positions import SCENARIOS, position  # noqa: E402


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
    return found


_BROKEN = re.compile(r"^# (fresh6-[a-z]+-[a-z]+-\d+): .*\[canonical: (.+)\]$")


def rule_broken(path: Path) -> dict[str, str]:
    """The refused lines that break a rule, in canonical form, from the file's header (`# <id>: why
    [canonical: LINE]`): each must be refused on its message's position. The other refused lines
    (vague words, conditions the rules lack, other nations' orders, copies, two orders for one unit)
    are the writer's judgement."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return {m.group(1): m.group(2) for m in map(_BROKEN.match, lines) if m}


def rule_faults(ruleset_id: str, case: Case, broken: dict[str, str]) -> list[str]:
    """Why a refused line that breaks a rule would not be refused on the case's position."""
    line = broken.get(case.id)
    if line is None:
        return []
    rules = get_ruleset(ruleset_id)
    board, state = position(ruleset_id, case.position)
    nation = state.find_nation(case.nation).name
    sheet = rules.parse_orders("\n".join((*case.expect, line)), nation, state, board)
    checked = rules.check_orders(sheet, state, board)
    if any(line.casefold() in p.text.casefold() for p in (*sheet.problems, *checked.problems)):
        return []
    return [f"the refused line {line!r} is allowed on {case.position}"]


def main(argv: list[str]) -> int:
    files = [Path(a) for a in argv] or [HERE / half / f"{name}.txt" for half in ("dev", "heldout")
                                         for name in ("napoleonic", "classic") if (HERE / half / f"{name}.txt").exists()]
    failed = 0
    for path in files:
        if path.stem not in SCENARIOS:
            continue
        counts: Counter[str] = Counter()
        ids: Counter[str] = Counter()
        broken = rule_broken(path)
        for case in read_file(path):
            ids[case.id] += 1
            found = faults(path.stem, case) + rule_faults(path.stem, case, broken)
            found += [f"id {case.id} used twice"] if ids[case.id] > 1 else []
            counts["failed" if found else "legal"] += 1
            for fault in found:
                print(f"{case.where} {case.id}: {fault}")
        failed += counts["failed"]
        missing = set(broken) - set(ids)
        for case_id in sorted(missing):
            print(f"{path}: the header names {case_id}, which is not in the file")
        failed += len(missing)
        print(f"{path}: {counts['legal']} of {counts.total()} expected sets canonical and legal on their position "
              f"({len(broken)} with a refused line that breaks a rule, checked refused)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
