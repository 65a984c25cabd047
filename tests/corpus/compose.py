"""Writes `<ruleset>/composed.txt`: messages put together, with a fixed seed, from hand-written
pieces as players write them (greetings, headings, forum markup, phrasings of each order, quoted
mail, sign-offs). Run it after adding pieces: `python -m tests.corpus.compose`.
The messages written whole by hand are in `<ruleset>/handwritten.txt`."""

from __future__ import annotations

import random
from pathlib import Path

from tests.corpus import phrases_classic, phrases_napoleonic
from tests.corpus.styles import CHATTER, GREETINGS, HEADINGS, QUOTES, SIGNOFFS, STYLES

HERE = Path(__file__).resolve().parent


def compose(bank, rng: random.Random, n: int) -> list[tuple[str, str, list[str], list[str]]]:
    """n messages: (nation, text, canonical orders, refused fragments)."""
    out = []
    nations = list(bank.NATIONS)
    for _ in range(n):
        nation = rng.choice(nations)
        facts = bank.NATIONS[nation]
        count = rng.choice([0, 1, 2, 2, 3, 3, 4, 5]) if rng.random() > 0.04 else 0
        picks = [rng.choice(bank.ORDERS)(facts, rng) for _ in range(count)]
        seen, orders = set(), []
        for phrase, canonical in picks:        # one order per unit, nation or line: nothing contradicts
            keys = {phrase}
            for c in canonical:
                places = bank.unit(c) or c          # a place, several places, or the order itself
                keys |= set(places) if isinstance(places, tuple) else {places}
            if not keys & seen:
                seen |= keys
                orders.append((phrase, canonical))
        refused = []
        if rng.random() < 0.12:
            line, fragment = rng.choice(bank.REFUSED)(facts, rng)
            orders.insert(rng.randrange(len(orders) + 1), (line, []))
            refused.append(fragment)
        lines = []
        if rng.random() < 0.7:
            lines += [rng.choice(GREETINGS).format(**facts), ""]
        if rng.random() < 0.25:
            lines += [rng.choice(CHATTER), ""]
        style = rng.choice(STYLES)
        body = [o[0] for o in orders]
        if body:
            heading = rng.choice(HEADINGS) if rng.random() < 0.6 else None
            lines += style(body, heading, rng)
        if rng.random() < 0.3:
            lines += ["", rng.choice(CHATTER)]
        if rng.random() < 0.75:
            lines += [""] + rng.choice(SIGNOFFS).format(**facts).split("\n")
        if rng.random() < 0.2:
            old = [rng.choice(bank.ORDERS)(facts, rng)[0] for _ in range(2)]
            lines += [""] + rng.choice(QUOTES)(old, rng)
        out.append((nation, "\n".join(lines), [c for o in orders for c in o[1]], refused))
    return out


def write(ruleset: str, bank, n: int, seed: int) -> Path:
    rng = random.Random(seed)
    path = HERE / ruleset / "composed.txt"
    path.parent.mkdir(exist_ok=True)
    parts = [f"# Composed by tests/corpus/compose.py (seed {seed}) from the pieces in tests/corpus/phrases_*.py\n"
             f"# and styles.py. Do not edit by hand: add pieces there, or whole messages to handwritten.txt.\n"]
    for i, (nation, text, canonical, refused) in enumerate(compose(bank, rng, n), 1):
        parts.append(f"--- nation: {nation}; id: {ruleset[:3]}-composed-{i:03d}\n{text.strip(chr(10))}\n"
                     f"=== expect\n" + "".join(c + "\n" for c in canonical)
                     + ("=== refused\n" + "".join(r + "\n" for r in refused) if refused else ""))
    path.write_text("\n".join(parts), encoding="utf-8")
    return path


if __name__ == "__main__":
    print(write("napoleonic", phrases_napoleonic, 280, 1805))
    print(write("classic", phrases_classic, 280, 46))
