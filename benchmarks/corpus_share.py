"""The share of the players' message corpus (tests/corpus/) that the order reader reads exactly.

    .venv/bin/python benchmarks/corpus_share.py [--show misread|not-read] [--ruleset napoleonic]

Per ruleset: messages read exactly (every expected order, every expected refusal, nothing else),
refused in part or whole (counted as not read), and misread (wrong orders, or something
silently dropped; the known ones are listed in tests/corpus/known_misreadings.txt). With
--show, the messages of that kind are printed with what went wrong.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.rulesets import ruleset as get_ruleset  # noqa: E402
from tests.corpus.corpus import EXACT, MISREAD, NOT_READ, classify, known_misreadings, read_corpus  # noqa: E402
from tests.corpus.positions import SCENARIOS, position  # noqa: E402


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--ruleset", choices=sorted(SCENARIOS), action="append")
    p.add_argument("--show", choices=("misread", "not-read"), help="print the messages of that kind")
    args = p.parse_args()
    show = {"misread": MISREAD, "not-read": NOT_READ}.get(args.show)
    known = known_misreadings()
    for ruleset in args.ruleset or sorted(SCENARIOS):
        rules, counts = get_ruleset(ruleset), Counter()
        for case in read_corpus(ruleset):
            board, state = position(ruleset, case.position)
            verdict, sheet = classify(rules, case, board, state)
            counts[verdict.kind] += 1
            if verdict.kind == show:
                print(f"--- {case.id} ({case.where}): {verdict.why}"
                      + (" [known]" if case.id in known else ""))
                for problem in sheet.problems:
                    print(f"    {problem}")
                if verdict.extra:
                    print("    wrong: " + rules.format_orders(verdict.extra, state, board).strip().replace("\n", " | "))
        total = sum(counts.values())
        print(f"{ruleset}: {counts[EXACT]} of {total} messages read exactly ({counts[EXACT] / total:.1%}), "
              f"{counts[NOT_READ]} refused in part or whole, {counts[MISREAD]} misread")
    return 0


if __name__ == "__main__":
    sys.exit(main())
