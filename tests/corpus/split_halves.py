"""Splits a fresh corpus's file once into its dev/ and heldout/ halves (issue 22, item 5), each family apart so both
halves hold the same mix, drawn with a fixed seed; each half keeps the file's header, a header line giving one
message's reason (`# <id>: ...`) going with its message. Two ways of drawing, as the corpora were split:

- `by_shares` (napoleonic and classic, fresh3 to fresh5): each family's share of the held-out half rounded
  down, the messages left given to the families with the largest remainders (ties drawn); the messages in the
  order written;
- `by_families` (succheesion and EiA, fresh3 to fresh5): half of each family, the families of odd size giving
  their odd message to the held-out half in turn (drawn); the half's title marked '[dev half]'/'[heldout half]'.

Each corpus keeps a small wrapper with its seeds (tests/corpus/fresh*/split_*.py); run again on the whole file
as written (from git history), a wrapper gives the same halves.
"""

from __future__ import annotations

import random
import re
from collections import defaultdict
from pathlib import Path

_HEAD = re.compile(r"^--- nation: .*\bid: (\S+)")
_REASON = re.compile(r"^# (\S+): ")


def blocks(text: str) -> tuple[list[str], list[tuple[str, list[str]]]]:
    """The header's lines, and each message as (id, its lines)."""
    header: list[str] = []
    messages: list[tuple[str, list[str]]] = []
    for line in text.splitlines():
        head = _HEAD.match(line.rstrip())
        if head:
            messages.append((head.group(1), [line]))
        elif messages:
            messages[-1][1].append(line)
        else:
            header.append(line)
    return header, messages


def family(case_id: str) -> str:
    """'fresh4-cl-split-3' -> 'split'."""
    return case_id.split("-")[2]


def _reasons(header: list[str], kept: set[str], ids: set[str]) -> list[str]:
    """The header without the reasons of the other half's messages."""
    return [line for line in header if not ((m := _REASON.match(line)) and m.group(1) in ids and m.group(1) not in kept)]


def by_shares(path: Path, out: Path, seed: str, share: float = 0.5) -> dict[str, int]:
    """The file split into out/dev/ and out/heldout/ (`share` of each family held out); the count of each half."""
    header, messages = blocks(path.read_text(encoding="utf-8"))
    rng = random.Random(seed)
    by_family: dict[str, list[int]] = defaultdict(list)
    for i, (case_id, _) in enumerate(messages):
        by_family[family(case_id)].append(i)
    exact = {fam: len(members) * share for fam, members in by_family.items()}
    counts = {fam: int(part) for fam, part in exact.items()}
    order = sorted(exact, key=lambda f: (-(exact[f] - counts[f]), rng.random()))
    for fam in order[:round(len(messages) * share) - sum(counts.values())]:
        counts[fam] += 1
    heldout: set[int] = set()
    for fam, count in counts.items():
        heldout.update(rng.sample(by_family[fam], count))
    ids = {case_id for case_id, _ in messages}
    for half, keep in (("dev", lambda i: i not in heldout), ("heldout", lambda i: i in heldout)):
        kept = {case_id for i, (case_id, _) in enumerate(messages) if keep(i)}
        lines = _reasons(header, kept, ids) + [line for i, (_, body) in enumerate(messages) if keep(i) for line in body]
        (out / half).mkdir(exist_ok=True)
        (out / half / path.name).write_text("\n".join(lines).rstrip("\n") + "\n", encoding="utf-8")
    return {"dev": len(messages) - len(heldout), "heldout": len(heldout)}


def by_families(path: Path, out: Path, seed: int) -> dict[str, int]:
    """The file split into out/dev/ and out/heldout/, half of each family held out; the count of each half."""
    header, messages = blocks(path.read_text(encoding="utf-8"))
    text = {case_id: "\n".join(lines).strip("\n") for case_id, lines in messages}
    order = [case_id for case_id, _ in messages]
    heldout = _half_of_each_family(order, random.Random(seed))
    halves = {"dev": [i for i in order if i not in heldout], "heldout": [i for i in order if i in heldout]}
    for half, ids in halves.items():
        lines = _reasons(header, set(ids), set(order))
        lines[0] = lines[0].rstrip() + f" [{half} half]"
        body = "\n\n".join(text[i] for i in ids)
        (out / half).mkdir(exist_ok=True)
        (out / half / path.name).write_text("\n".join(lines).rstrip("\n") + "\n\n" + body + "\n", encoding="utf-8")
    return {half: len(ids) for half, ids in halves.items()}


def _half_of_each_family(ids: list[str], rng: random.Random) -> set[str]:
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
