"""Splits writer J's part of the sixth fresh corpus once: of each ruleset's messages, half of each family to
heldout/<ruleset>.txt and the other half to dev/<ruleset>.txt, drawn with a fixed seed per ruleset.
Each half keeps the file's header, with only the reasons for its own refused lines.

    .venv/bin/python tests/corpus/fresh6/split_succheesion_eia_j.py succheesion eia

Run once (issue 22, item 5), on the whole files as written (commit 0baae99); they were then taken
out of the tree so that nobody opens the held-out half by opening them. Run again on those files
(`git show 0baae99:tests/corpus/fresh6/eia.txt > tests/corpus/fresh6/eia.txt`), it gives the same
halves.
"""

from __future__ import annotations

import random
import re
import sys
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
SEEDS = {"succheesion": 6205, "eia": 6206}
_HEAD = re.compile(r"^--- nation: .*\bid: (\S+)")
_REASON = re.compile(r"^# (fresh6-\S+): ")


def blocks(text: str) -> tuple[list[str], list[tuple[str, str]]]:
    """The header's lines, and each message as (id, its text)."""
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
    return header, [(i, "\n".join(lines).strip("\n")) for i, lines in messages]


def family(case_id: str) -> str:
    return case_id.split("-")[2]


def held_out(ids: list[str], rng: random.Random) -> set[str]:
    """Half of each family; the families of odd size give their odd message to the held-out half
    in turn (drawn), until the held-out half holds half of all the messages, rounded down."""
    by_family: dict[str, list[str]] = defaultdict(list)
    for case_id in ids:
        by_family[family(case_id)].append(case_id)
    odd = sorted(fam for fam, members in by_family.items() if len(members) % 2)
    rng.shuffle(odd)
    extra = set(odd[: len(ids) // 2 - sum(len(m) // 2 for m in by_family.values())])
    chosen: set[str] = set()
    for fam in sorted(by_family):
        members = by_family[fam]
        chosen.update(rng.sample(members, len(members) // 2 + (fam in extra)))
    return chosen


def split(ruleset: str) -> dict[str, list[str]]:
    header, messages = blocks((HERE / f"{ruleset}.txt").read_text(encoding="utf-8"))
    heldout = held_out([i for i, _ in messages], random.Random(SEEDS[ruleset]))
    halves = {"dev": [i for i, _ in messages if i not in heldout], "heldout": [i for i, _ in messages if i in heldout]}
    text = dict(messages)
    for half, ids in halves.items():
        kept = set(ids)
        lines = [line for line in header if not ((m := _REASON.match(line)) and m.group(1) not in kept)]
        lines[0] = lines[0].rstrip() + f" [{half} half]"
        body = "\n\n".join(text[i] for i in ids)
        (HERE / half).mkdir(exist_ok=True)
        (HERE / half / f"{ruleset}.txt").write_text("\n".join(lines).rstrip("\n") + "\n\n" + body + "\n", encoding="utf-8")
    return halves


def main(argv: list[str]) -> int:
    for ruleset in argv or sorted(SEEDS):
        halves = split(ruleset)
        print(f"{ruleset}: {len(halves['dev'])} dev, {len(halves['heldout'])} held out")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
