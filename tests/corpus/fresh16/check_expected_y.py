"""Checks the expected orders of the sixteenth fresh corpus (all four rulesets, writer Y): tests/corpus/check_expected.py
on this corpus's heldout/<ruleset>.txt (or the files given).

    .venv/bin/python tests/corpus/fresh16/check_expected_y.py [FILE ...]

The rule-breaking refused lines are in each file's header (`# <id>: why [canonical: LINE]`), checked refused beside
the message's expected orders. It prints only ids, counts and the failing canonical orders, never a message.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))

from tests.corpus.check_expected import main  # noqa: E402

RULESETS: tuple[str, ...] = ("napoleonic", "classic", "succheesion", "eia")

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:] or [str(HERE), *RULESETS]))
