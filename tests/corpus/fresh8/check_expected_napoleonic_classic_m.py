"""Checks the expected orders of the eighth fresh corpus (napoleonic and classic, writer M): tests/corpus/check_expected.py
on this corpus's held-out napoleonic and classic files (or the files given).

    .venv/bin/python tests/corpus/fresh8/check_expected_napoleonic_classic_m.py [FILE ...]

It prints only ids, counts and the failing canonical orders, never a message.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))

from tests.corpus.check_expected import main  # noqa: E402

RULESETS: tuple[str, ...] = ("napoleonic", "classic")

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:] or [str(HERE), *RULESETS]))
