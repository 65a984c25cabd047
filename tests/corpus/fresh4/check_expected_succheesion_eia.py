"""Checks the expected orders of the fourth fresh corpus (succheesion and EiA): tests/corpus/check_expected.py on this corpus's succheesion and eia
(its dev/ and heldout/ halves, or the files given).

    .venv/bin/python tests/corpus/fresh4/check_expected_succheesion_eia.py [FILE ...]

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
    "fresh4-succ-template-3": ["siege 6"],
    "fresh4-succ-ask-3": ["assault 9"],
    "fresh4-succ-ask-4": ["raise cheese in 11"],
    "fresh4-succ-ask-6": ["build 1 Galleon in 39"],
    "fresh4-succ-ask-7": ["3 units 35 -> 7 -> 6 -> 4"],
    "fresh4-eia-early-1": ["corps I: Rhineland - Thuringia"],
    "fresh4-eia-early-2": ["fleet Baltic: St Petersburg - Gulf of Finland"],
    "fresh4-eia-early-3": ["attack Alsace"],
    "fresh4-eia-early-4": ["fleet Channel: English Channel - Bay of Biscay"],
    "fresh4-eia-ask-1": ["fleet Channel: do not intercept"],
    "fresh4-eia-ask-3": ["corps III: Picardy - Flanders - Holland - Friesland - Hanover"],
    "fresh4-eia-ask-5": ["break alliance with France"],
    "fresh4-eia-ask-7": ["fleet Cadiz: Andalusia - Gulf of Cadiz - Strait of Gibraltar - Balearic Sea - Catalonia carrying corps I"],
    "fresh4-eia-ask-8": ["standing surrender: fight on"],
    "fresh4-eia-ask-9": ["attack Vienna"],
    "fresh4-eia-ask-11": ["fleet Constantinople: do not intercept"],
    "fresh4-succ-ask-10": ["sway Maustria to peace with Stilwen, bribe 10 cheese"],
}

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:] or [str(HERE), *RULESETS], RULE_BREAKING))
