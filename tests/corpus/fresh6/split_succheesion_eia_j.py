"""Splits writer J's part of the sixth fresh corpus once: of each ruleset's messages, half of each family to
heldout/<ruleset>.txt and the other half to dev/<ruleset>.txt, drawn with a fixed seed per ruleset.
Each half keeps the file's header, with only the reasons for its own refused lines.

    .venv/bin/python tests/corpus/fresh6/split_succheesion_eia_j.py succheesion eia

Run once (issue 22, item 5), on the whole files as written (commit 0baae99); they were then taken
out of the tree so that nobody opens the held-out half by opening them. Run again on those files
(`git show 0baae99:tests/corpus/fresh6/eia.txt > tests/corpus/fresh6/eia.txt`), it gives the same
halves.

The drawing is tests/corpus/split_halves.py's `by_families`.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))

from tests.corpus.split_halves import by_families  # noqa: E402

SEEDS = {"succheesion": 6205, "eia": 6206}


def main(argv: list[str]) -> int:
    for ruleset in argv or sorted(SEEDS):
        halves = by_families(HERE / f"{ruleset}.txt", HERE, SEEDS[ruleset])
        print(f"{ruleset}: {halves['dev']} dev, {halves['heldout']} held out")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
