"""The cost of place_typos' first look for a misspelt name, in process (round 22, helper Un): for each ruleset,
a fresh process's first check of a sheet with a refused line ('salonika', 'Silesian'...) pays for the index of
the map's names; printed as CPU seconds for the first check, a second one, and the index's size.

    .venv/bin/python benchmarks/place_typos_index.py
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

LINES = {       # a line refused for a place misspelt (or not a place at all), per ruleset and position
    "napoleonic": ("France", "spring-1805-war", "corps B to Champagnee\ncorps C to Burgundyy"),
    "classic": ("France", "start", "3 armies paris to burgandy\n2 armies 22 to Normandyy"),
    "succheesion": ("Randomia", "start", "6 units chance hills to adoen shoar"),
    "eia": ("France", "start", "build 1 cavalry in Silesian\n1 cavalry in Champagnee"),
}


def main() -> None:
    from engine.rulesets import ruleset
    from engine.words import place_typos
    from tests.corpus.positions import position

    for name, (nation, where, text) in LINES.items():
        rules = ruleset(name)
        board, state = position(name, where)
        sheet = rules.parse_orders(text, nation, state, board)
        rules.check_orders(rules.parse_orders("hold", nation, state, board), state, board)    # all else warmed
        started = time.process_time()
        first = rules.check_orders(sheet, state, board)
        cpu_first = time.process_time() - started
        started = time.process_time()
        rules.check_orders(rules.parse_orders(text, nation, state, board), state, board)
        cpu_again = time.process_time() - started
        entries = sum(len(v) for made in place_typos._INDEXES.values() for v in _tables(made))
        print(f"{name:12} first check {cpu_first:.3f} s, again {cpu_again:.3f} s, index entries {entries:,}, "
              f"problems {len(first.problems)}")


def _tables(made: Any) -> list:
    """The index's lists of entries, however it is kept (one table before round 22, one per length asked after)."""
    if isinstance(made, tuple):
        return list(made[0].values())
    return [v for table in made.made.values() for v in table.values()]


if __name__ == "__main__":
    main()
