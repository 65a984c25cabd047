"""Checks the expected orders of the third fresh corpus (napoleonic and classic part): each message's `=== expect` lines read
back as canonical by the ruleset's reader, are allowed by its `check_orders` on the message's
position, and format back to the same lines; and that each refused line that breaks a rule (the
`ask` lines of `RULE_BROKEN`, written here in canonical form) is refused by the ruleset on that
position, with the message's expected orders beside it.

    .venv/bin/python tests/corpus/fresh3/check_expected_napoleonic_classic.py [FILE ...]

With no file, checks dev/<ruleset>.txt and heldout/<ruleset>.txt. Prints each expectation that
fails and a count per file; exits 1 if any failed. It reads only what the messages must yield,
never the messages, so it may be run on the held-out half.
"""

from __future__ import annotations

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


# The refused lines that break a rule, in canonical form: each must be refused (read or checked)
# on the message's position. The other refused lines (vague words, conditions the rules lack,
# other nations' orders, copies, two orders for one unit) are the writer's judgement.
RULE_BROKEN = {
    "fresh3-nap-ask-1": "B - Thuringia",                              # Thuringia does not border Picardy
    "fresh3-nap-ask-2": "C - Languedoc",                              # French, at peace and not allied
    "fresh3-nap-ask-3": "B - Naples",                                 # the Sicily-Naples strait is closed
    "fresh3-nap-ask-4": "A - Champagne",                              # no movement in Winter
    "fresh3-nap-ask-5": "peace with Russia",                          # not at war with Russia
    "fresh3-nap-ask-6": "build 2 infantry in Warsaw",                 # not a Russian home province
    "fresh3-nap-ask-7": "build 2 squadrons in Baltic Sea",            # no British province on the Baltic
    "fresh3-nap-ask-8": "give 10 gold to Spain",                      # gold goes to allies only
    "fresh3-nap-ask-11": "squadron 1 - Western Black Sea, attack Russia",  # not at war with Russia
    "fresh3-nap-ask-12": "E - Croatia - Bosnia",                      # a corps with infantry moves 1
    "fresh3-nap-ask-13": "annex Thuringia",                           # no French corps there
    "fresh3-nap-ask-14": "A - Holland",                               # Holland does not border Holstein
    "fresh3-cl-ask-1": "4 armies 3 -> 6",                             # Britain has 3 armies in 3
    "fresh3-cl-ask-2": "buy 2 armies in 22",                          # 22 is neutral
    "fresh3-cl-ask-3": "buy 7 armies in 37",                          # 21 gold, 18 in the treasury
    "fresh3-cl-ask-5": "give 30 gold to Russia",                      # 18 gold in the treasury
    "fresh3-cl-ask-6": "1 army 31 -> 30",                             # 30 does not border 31
    "fresh3-cl-ask-7": "5 armies 37 -> 31 via ships in S",            # two of them bought this turn
    "fresh3-cl-ask-9": "buy 1 ship in G",                             # G borders no Russian province
    "fresh3-cl-ask-13": "1 army 31 -> 36 via ships in S",             # Carthage's ships start in T
}


def rule_faults(ruleset_id: str, case: Case) -> list[str]:
    """Why a refused line that breaks a rule would not be refused on the case's position."""
    line = RULE_BROKEN.get(case.id)
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
        for case in read_file(path):
            ids[case.id] += 1
            found = faults(path.stem, case) + rule_faults(path.stem, case)
            found += [f"id {case.id} used twice"] if ids[case.id] > 1 else []
            counts["failed" if found else "legal"] += 1
            for fault in found:
                print(f"{case.where} {case.id}: {fault}")
        failed += counts["failed"]
        broken = sum(1 for case in read_file(path) if case.id in RULE_BROKEN)
        print(f"{path}: {counts['legal']} of {counts.total()} expected sets canonical and legal on their position "
              f"({broken} with a refused line that breaks a rule, checked refused)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
