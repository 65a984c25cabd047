"""Splits the sixth fresh corpus (napoleonic and classic) once into dev/ and heldout/, half of each family
(tests/corpus/split_halves.py, `by_shares`). Run once on the written files (commit 0e20486; run again on
them, it gives the same halves):

    .venv/bin/python tests/corpus/fresh6/split_napoleonic_classic.py tests/corpus/fresh6/napoleonic.txt ...
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))

from tests.corpus.split_halves import by_shares  # noqa: E402

SEED = 20261126_6

if __name__ == "__main__":
    for arg in sys.argv[1:]:
        print(arg, by_shares(Path(arg), HERE, f"{SEED}:{Path(arg).stem}"))
