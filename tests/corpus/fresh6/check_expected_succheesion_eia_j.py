"""Checks the expected orders of the sixth fresh corpus (succheesion and EiA): tests/corpus/check_expected.py on this corpus's succheesion and eia
(its dev/ and heldout/ halves, or the files given).

    .venv/bin/python tests/corpus/fresh6/check_expected_succheesion_eia_j.py [FILE ...]

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
RULE_BREAKING: dict[str, list[str]] = {
    "fresh6-succ-ask-1": ["6 units 16 -> 20 -> 11 -> 8"],
    "fresh6-succ-ask-2": ["build 1 Galleon in 21"],
    "fresh6-succ-ask-3": ["raise cheese in 44"],
    "fresh6-succ-ask-4": ["sway Stilwen to war with Maustria, bribe 10 cheese"],
    "fresh6-eia-early-1": ["corps I: Rhineland - Thuringia"],
    "fresh6-eia-early-2": ["fleet Brest: Brittany - Bay of Biscay"],
    "fresh6-eia-early-3": ["attack Bavaria"],
    "fresh6-eia-ask-1": ["corps I: Lithuania - Warsaw"],
    "fresh6-eia-ask-2": ["break alliance with France"],
    "fresh6-eia-ask-3": ["fleet Channel: do not intercept"],
    "fresh6-eia-ask-4": ["standing guard: hold"],
    "fresh6-eia-ask-5": ["fleet Cadiz: Andalusia - Gulf of Cadiz carrying corps I"],
}

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:] or [str(HERE), *RULESETS], RULE_BREAKING))
