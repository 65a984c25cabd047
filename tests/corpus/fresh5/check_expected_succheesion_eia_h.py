"""Checks the expected orders of the fifth fresh corpus (succheesion and EiA): tests/corpus/check_expected.py on this corpus's succheesion and eia
(its dev/ and heldout/ halves, or the files given).

    .venv/bin/python tests/corpus/fresh5/check_expected_succheesion_eia_h.py [FILE ...]

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
    "fresh5-succ-ask-1": ["siege 24"],
    "fresh5-succ-ask-2": ["6 units 16 -> 15 -> 39 -> 12"],
    "fresh5-succ-ask-3": ["build 1 Galleon in 12"],
    "fresh5-succ-verbtypo-3": ["sway Manarth to war with Maustria, bribe 5 cheese"],
    "fresh5-succ-ask-6": ["raise cheese in 11"],
    "fresh5-succ-ask-7": ["build 1 Militia in 17"],
    "fresh5-eia-early-1": ["corps I: Rhineland - Thuringia"],
    "fresh5-eia-early-2": ["fleet Baltic: St Petersburg - Gulf of Finland"],
    "fresh5-eia-early-3": ["attack Bavaria"],
    "fresh5-eia-ask-1": ["fleet Channel: do not intercept"],
    "fresh5-eia-ask-2": ["break alliance with France"],
    "fresh5-eia-ask-5": ["attack Vienna"],
    "fresh5-eia-early-4": ["corps II: Bulgaria - Wallachia"],
    "fresh5-eia-early-5": ["fleet Cadiz: Andalusia - Gulf of Cadiz"],
    "fresh5-eia-ask-6": ["standing guard: hold"],
    "fresh5-eia-ask-7": ["corps I: Brandenburg - Saxony - Prague"],
}

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:] or [str(HERE), *RULESETS], RULE_BREAKING))
