"""Splits the sixth fresh corpus (napoleonic and classic) once, at random with a fixed seed, into dev/
(50%) and heldout/ (50%), each family apart so both halves hold the same mix. Run once on the
written files:

    .venv/bin/python tests/corpus/fresh6/split_napoleonic_classic.py tests/corpus/fresh6/napoleonic.txt ...

Each half keeps the file's general header comments and the messages in the order written; a header
line that gives the reason for one message's refused lines (`# <id>: ...`) goes with its message.
"""

from __future__ import annotations

import random
import re
import sys
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
SEED = 20261126_6
HELDOUT_SHARE = 0.5
_REASON = re.compile(r"^# (fresh6-[a-z]+-[a-z]+-\d+): ")
_HEAD = re.compile(r"^--- nation: .*\bid: (fresh6-[a-z]+-([a-z]+)-\d+)$")


def blocks(text: str) -> tuple[list[str], list[tuple[str, str, list[str]]]]:
    """The header lines and each message's (id, family, lines)."""
    header: list[str] = []
    messages: list[tuple[str, str, list[str]]] = []
    for line in text.splitlines():
        head = _HEAD.match(line.rstrip())
        if head:
            messages.append((head.group(1), head.group(2), [line]))
        elif messages:
            messages[-1][2].append(line)
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
    for i, (_, family, _) in enumerate(messages):
        by_family[family].append(i)
    heldout: set[int] = set()
    for family, count in shares(by_family, round(len(messages) * HELDOUT_SHARE), rng).items():
        heldout.update(rng.sample(by_family[family], count))
    index = {case_id: i for i, (case_id, _, _) in enumerate(messages)}
    for half, keep in (("dev", lambda i: i not in heldout), ("heldout", lambda i: i in heldout)):
        reasons = [line for line in header if not (m := _REASON.match(line)) or keep(index[m.group(1)])]
        lines = reasons + [line for i, (_, _, body) in enumerate(messages) if keep(i) for line in body]
        (HERE / half).mkdir(exist_ok=True)
        (HERE / half / path.name).write_text("\n".join(lines).rstrip("\n") + "\n", encoding="utf-8")
    return {"dev": len(messages) - len(heldout), "heldout": len(heldout)}


if __name__ == "__main__":
    for arg in sys.argv[1:]:
        print(arg, split(Path(arg)))
