"""The held-out part of the external players' corpus (issue 22), read only to measure: messages
written apart from the reader, 30% of them kept from the reader's development.

    .venv/bin/python benchmarks/corpus_heldout.py [--show misread|not-read] [--why] [FOLDER]

FOLDER holds <ruleset>.txt files in the corpus format (tests/corpus/README.md); the default is
tests/corpus/heldout/. With --checked each message is judged as the GM sees it: read, then
checked against its position (an order the rules do not allow there is refused with why): for the
fresh corpora, whose every expected set was checked legal on its position (the older corpora's
positions were not, and a march in Winter there would count against the reader). Prints per ruleset: read exactly, refused in part or whole, misread. Do not
tune the reader to these messages: once read by a developer they measure nothing. With --why (counts
only, never a message): of the messages refused in part, those whose every expected order was read
and only a line of talk refused beside them, and those with an order refused; and the orders read of
all the orders expected (what the GM is spared, order by order).
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.rulesets import ruleset as get_ruleset  # noqa: E402
from tests.corpus.corpus import EXACT, MISREAD, NOT_READ, classify, judge, read_file  # noqa: E402
from tests.corpus.positions import SCENARIOS, position  # noqa: E402


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("folder", nargs="?", type=Path, default=ROOT / "tests" / "corpus" / "heldout")
    p.add_argument("--show", choices=("misread", "not-read"))
    p.add_argument("--why", action="store_true", help="counts of why messages are not read exactly, and orders read "
                                                      "of orders expected (never a message)")
    p.add_argument("--checked", action="store_true",
                   help="judge what the GM sees: the reading checked against the position (for corpora whose "
                        "positions were checked legal, as tests/corpus/fresh*/)")
    args = p.parse_args()
    show = {"misread": MISREAD, "not-read": NOT_READ}.get(args.show)
    for ruleset in sorted(SCENARIOS):
        path = args.folder / f"{ruleset}.txt"
        if not path.exists():
            continue
        rules, counts = get_ruleset(ruleset), Counter[str]()
        for case in read_file(path):
            board, state = position(ruleset, case.position)
            try:
                verdict, sheet = classify(rules, case, board, state, checked=args.checked)
            except ValueError as e:           # an expect line the reader does not take as canonical
                print(f"    {case.id}: {e}")
                counts["bad expectation"] += 1
                continue
            counts[verdict.kind] += 1
            if args.why:
                _tally_why(counts, rules, case, state, board, sheet, verdict.kind)
            if verdict.kind == show:
                print(f"--- {case.id} ({case.where}): {verdict.why}")
                for problem in sheet.problems:
                    print(f"    {problem}")
        total = counts[EXACT] + counts[NOT_READ] + counts[MISREAD]
        print(f"{ruleset} ({'/'.join(args.folder.resolve().parts[-2:])}): {counts[EXACT]} of {total} read exactly ({counts[EXACT] / max(1, total):.1%}), "
              f"{counts[NOT_READ]} refused in part or whole, {counts[MISREAD]} misread"
              + (f", {counts['bad expectation']} with an expectation the reader cannot take" if counts["bad expectation"] else ""))
        if args.why:
            print(f"    refused in part: {counts['talk only']} with every order read and a line of talk refused, "
                  f"{counts['orders refused']} with an order refused; orders read {counts['orders'] - counts['lost']} "
                  f"of {counts['orders']} expected ({(counts['orders'] - counts['lost']) / max(1, counts['orders']):.1%})")
    return 0


def _tally_why(counts: Counter, rules, case, state, board, sheet, kind: str) -> None:
    """Adds to `counts` the orders expected and those not read, and why a message refused in part was."""
    wanted = rules.parse_orders("\n".join(case.expect), state.find_nation(case.nation).name, state, board)
    judged = judge(sheet, list(wanted.orders))
    counts["orders"] += len(wanted.orders)
    counts["lost"] += len(judged.missing)
    if kind == NOT_READ:
        counts["orders refused" if judged.missing else "talk only"] += 1


if __name__ == "__main__":
    sys.exit(main())
