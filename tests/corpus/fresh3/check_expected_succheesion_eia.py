"""Checks the expected orders of the third fresh corpus (succheesion and EiA): tests/corpus/check_expected.py on this corpus's succheesion and eia
(its dev/ and heldout/ halves, or the files given).

    .venv/bin/python tests/corpus/fresh3/check_expected_succheesion_eia.py [FILE ...]

It prints only ids, counts and the failing canonical orders, never a message.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))

from tests.corpus.check_expected import main  # noqa: E402

RULESETS: tuple[str, ...] = ("succheesion", "eia")

# refused lines that break a rule, in canonical form: each, read alone, must be refused on its message's position
RULE_BREAKING = {
    "fresh3-eia-early-1": ["corps I: Bavaria - Württemberg"],
    "fresh3-eia-early-2": ["corps II: Bulgaria - Wallachia - Moldavia"],
    "fresh3-eia-early-3": ["fleet Mediterranean: Western Mediterranean - Gulf of Lion"],
    "fresh3-eia-early-4": ["corps I: Rhineland - Thuringia - Franconia", "attack Bavaria"],
    "fresh3-eia-early-5": ["fleet Baltic: St Petersburg - Gulf of Finland"],
    "fresh3-eia-early-6": ["corps I: Madrid - Aragon"],
}

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:] or [str(HERE), *RULESETS], RULE_BREAKING))
