"""How far the GM is from the right orders when the reader refuses: of the orders a message gives that
were not read, how many are one click away (among the choices the receipt offers for a refused line, or
read from its suggested fix). Counts only, per half and ruleset (issue 22: a refusal with the right
order offered costs the GM one click; a bare refusal costs him the typing).

    .venv/bin/python benchmarks/corpus_choices.py [--only fresh7] [--held-out FOLDER]

Without --held-out it measures the open halves of benchmarks/corpus_open.py; --held-out FOLDER measures one
held-out folder and prints its counts only (a look: count it in that folder's README).
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))


def measure(folder: Path, ruleset: str) -> Counter:
    from engine.rulesets import ruleset as get_ruleset
    from tests.corpus.corpus import EXACT, MISREAD, _key, classify, judge, read_file
    from tests.corpus.positions import position

    rules, counts = get_ruleset(ruleset), Counter()
    checked = folder.parent.name.startswith("fresh")
    for case in read_file(folder / f"{ruleset}.txt"):
        board, state = position(ruleset, case.position)
        try:
            verdict, sheet = classify(rules, case, board, state, checked=checked)
        except ValueError:
            continue
        counts["messages"] += 1
        if verdict.kind in (EXACT, MISREAD):
            continue
        nation = state.find_nation(case.nation).name
        missing = judge(sheet, list(rules.parse_orders("\n".join(case.expect), nation, state, board).orders)).missing
        if not missing:
            continue
        offered: set[bytes] = set()
        for problem in sheet.problems:
            for text in (*problem.choices, *((problem.fix,) if problem.fix else ())):
                try:
                    offered.update(_key(o) for o in rules.parse_orders(text, nation, state, board).orders)
                except Exception:       # a choice the canonical reader cannot take counts as not offered
                    continue
        near = sum(_key(o) in offered for o in missing)
        counts["refused"] += 1
        counts["missing"] += len(missing)
        counts["offered"] += near
        counts["all offered"] += near == len(missing)
        counts["any choice"] += any(p.choices or p.fix for p in sheet.problems)
    return counts


def main() -> int:
    from corpus_open import each_ruleset, run_each

    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--only")
    p.add_argument("--held-out", type=Path)
    p.add_argument("--jobs", type=int, default=2)
    args = p.parse_args()
    jobs = each_ruleset([args.held_out] if args.held_out else None, args.only)
    results = run_each(measure, jobs, args.jobs)
    total = Counter()
    for (folder, ruleset), c in zip(jobs, results):
        total += c
        print(f"{'/'.join(folder.parts[-2:]):18} {ruleset[:4]}  refused {c['refused']:3}/{c['messages']:3}  "
              f"one click away: all {c['all offered']:3}  orders {c['offered']:3}/{c['missing']:3}  "
              f"some choice offered {c['any choice']:3}")
    print(f"{'all':18}       refused {total['refused']}/{total['messages']}  messages with every missing order "
          f"one click away {total['all offered']} ({total['all offered'] / max(1, total['refused']):.0%}); "
          f"orders {total['offered']}/{total['missing']} ({total['offered'] / max(1, total['missing']):.0%})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
