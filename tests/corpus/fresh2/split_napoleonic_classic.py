"""Splits the second fresh corpus once, at random with a fixed seed, into dev/ (70%) and heldout/
(30%), each family apart so both halves hold the same mix. Run once on the written files:

    .venv/bin/python tests/corpus/fresh2/split_napoleonic_classic.py tests/corpus/fresh2/napoleonic.txt ...

Each half keeps the file's header comments and the messages in the order written.
"""

from __future__ import annotations

import random
import re
import sys
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
SEED = 20261126
HELDOUT_SHARE = 0.3
_HEAD = re.compile(r"^--- nation: .*\bid: fresh2-[a-z]+-([a-z]+)-\d+\s*$")


def blocks(text: str) -> tuple[list[str], list[tuple[str, list[str]]]]:
    """The header lines and each message's (family, lines)."""
    header: list[str] = []
    messages: list[tuple[str, list[str]]] = []
    for line in text.splitlines():
        head = _HEAD.match(line)
        if head:
            messages.append((head.group(1), [line]))
        elif messages:
            messages[-1][1].append(line)
        else:
            header.append(line)
    return header, messages


def shares(by_family: dict[str, list[int]], total: int, rng: random.Random) -> dict[str, int]:
    """How many of each family go to heldout: each family's share rounded down, and the messages
    left to reach the total given to the families with the largest remainders (ties drawn)."""
    exact = {family: len(members) * HELDOUT_SHARE for family, members in by_family.items()}
    counts = {family: int(share) for family, share in exact.items()}
    order = sorted(exact, key=lambda f: (-(exact[f] - counts[f]), rng.random()))
    for family in order[:total - sum(counts.values())]:
        counts[family] += 1
    return counts


def split(path: Path) -> dict[str, int]:
    header, messages = blocks(path.read_text(encoding="utf-8"))
    rng = random.Random(f"{SEED}:{path.stem}")
    by_family: dict[str, list[int]] = defaultdict(list)
    for i, (family, _) in enumerate(messages):
        by_family[family].append(i)
    heldout: set[int] = set()
    for family, count in shares(by_family, round(len(messages) * HELDOUT_SHARE), rng).items():
        heldout.update(rng.sample(by_family[family], count))
    for half, keep in (("dev", lambda i: i not in heldout), ("heldout", lambda i: i in heldout)):
        lines = header + [line for i, (_, body) in enumerate(messages) if keep(i) for line in body]
        (HERE / half).mkdir(exist_ok=True)
        (HERE / half / path.name).write_text("\n".join(lines).rstrip("\n") + "\n", encoding="utf-8")
    return {"dev": len(messages) - len(heldout), "heldout": len(heldout)}


if __name__ == "__main__":
    for arg in sys.argv[1:]:
        print(arg, split(Path(arg)))
