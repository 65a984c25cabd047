"""Splits the fifth fresh corpus (napoleonic and classic) once into dev/ and heldout/, half of each family
(tests/corpus/split_halves.py, `by_shares`). Run once on the written files:

    .venv/bin/python tests/corpus/fresh5/split_napoleonic_classic.py tests/corpus/fresh5/napoleonic.txt ...
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))

from tests.corpus.split_halves import by_shares  # noqa: E402

SEED = 20261126_5

if __name__ == "__main__":
    for arg in sys.argv[1:]:
        print(arg, by_shares(Path(arg), HERE, f"{SEED}:{Path(arg).stem}"))
