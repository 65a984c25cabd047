"""Every open half of the players' corpora measured in one run, one line per half (issue 22).

    .venv/bin/python benchmarks/corpus_open.py [--verdicts FILE] [--only fresh7] [--jobs N]

"Open" means its messages have been read by developers already: tests/corpus/heldout and every
fresh*/dev and fresh*/heldout except those still held out (HELD_OUT below; measure those with
benchmarks/corpus_heldout.py only, and count the looks in their README). Each half is judged as
the GM sees it (`--checked`, the fresh corpora's expected sets were checked legal; the first
held-out corpus is judged unchecked, as its positions were not).

--verdicts FILE writes one line per message (`half id verdict`) so that two versions of the
reader can be compared with `diff` (a change that should not change any reading: no line moves).
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

CORPORA = ROOT / "tests" / "corpus"
HELD_OUT = {"fresh31", "fresh32"}     # still unseen: never measured here (8, 9, 13 opened in round 14, 14 in round 15, 22 and 26 in round 18, 24 and 27 in round 20, 25 and 29 in round 21, 16, 17, 19, 20 in round 22: no look left)


def halves() -> list[Path]:
    found = [CORPORA / "heldout"]
    for fresh in sorted(CORPORA.glob("fresh*"), key=lambda p: (len(p.name), p.name)):
        if fresh.name in HELD_OUT:
            continue
        found += [fresh / half for half in ("dev", "heldout") if (fresh / half).is_dir()]
    return found


def each_ruleset(folders: list[Path] | None = None, only: str | None = None) -> list[tuple[Path, str]]:
    """(half, ruleset) for every ruleset file of the halves (the open ones by default), those whose path holds
    `only` when given: the jobs every corpus benchmark runs."""
    from tests.corpus.positions import SCENARIOS
    return [(folder, ruleset) for folder in (halves() if folders is None else folders)
            if not only or only in str(folder) for ruleset in sorted(SCENARIOS) if (folder / f"{ruleset}.txt").exists()]


def run_each(work, jobs: list[tuple[Path, str]], workers: int, *more) -> list:
    """`work(half, ruleset, *more)` for each job in `workers` processes, the results in the jobs' order."""
    if not jobs:
        return []
    with ProcessPoolExecutor(max_workers=max(1, workers)) as pool:
        return list(pool.map(work, *zip(*jobs), *([m] * len(jobs) for m in more)))


def measure(folder: Path, ruleset: str) -> tuple[Counter, list[str]]:
    from engine.rulesets import ruleset as get_ruleset
    from tests.corpus.corpus import classify, read_file
    from tests.corpus.positions import position

    path, rules = folder / f"{ruleset}.txt", get_ruleset(ruleset)
    counts, lines = Counter(), []
    checked = folder.parent.name.startswith("fresh")
    name = "/".join(folder.parts[-2:])
    for case in read_file(path):
        board, state = position(ruleset, case.position)
        try:
            verdict, _ = classify(rules, case, board, state, checked=checked)
            kind = verdict.kind
        except ValueError:
            kind = "bad expectation"
        counts[kind] += 1
        lines.append(f"{name} {case.id} {kind}")
    return counts, lines


def main() -> int:
    from tests.corpus.corpus import EXACT, MISREAD, NOT_READ

    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--verdicts", type=Path, help="write one line per message, for diff")
    p.add_argument("--only", help="measure only the halves whose path holds this text")
    p.add_argument("--jobs", type=int, default=2)
    args = p.parse_args()
    jobs = each_ruleset(only=args.only)
    results = run_each(measure, jobs, args.jobs)
    by_half: dict[Path, list[str]] = {}
    verdicts: list[str] = []
    for (folder, ruleset), (counts, lines) in zip(jobs, results):
        total = counts[EXACT] + counts[NOT_READ] + counts[MISREAD]
        by_half.setdefault(folder, []).append(
            f"{ruleset[:4]} {100 * counts[EXACT] / max(1, total):5.1f} ({counts[MISREAD]})"
            + (f" bad {counts['bad expectation']}" if counts["bad expectation"] else ""))
        verdicts += lines
    for folder, parts in by_half.items():
        print(f"{'/'.join(folder.parts[-2:]):<18} " + " | ".join(parts))
    if args.verdicts:
        args.verdicts.write_text("\n".join(verdicts) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
