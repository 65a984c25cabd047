"""The players' message corpus: reading its files, and judging what a reader made of a message.

A corpus file holds messages one after another, each as

    --- nation: France; position: start; id: nap-greeting-1
    Hi GM, here are my orders.
    A - Champagne
    === expect
    A - Champagne
    === refused
    Narnia

`expect` lists the orders the message must yield in canonical form (what `format_orders`
writes), one a line; `refused` (optional) lists words of each line that must be reported as a
problem rather than dropped. Lines starting with `#` before the first message are comments.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path

import msgspec

from engine.order_sheet import OrderSheet

HERE = Path(__file__).resolve().parent
_HEAD = re.compile(r"^--- nation: ")
EXACT, NOT_READ, MISREAD = "exact", "not read", "misread"
RESULTS: dict[str, Counter] = defaultdict(Counter)     # ruleset -> verdict -> messages, for the summary


@dataclass(frozen=True)
class Case:
    id: str
    nation: str
    position: str
    message: str
    expect: tuple[str, ...]
    refused: tuple[str, ...] = ()
    where: str = ""


@dataclass
class Verdict:
    kind: str
    why: str = ""
    extra: list = field(default_factory=list)
    missing: list = field(default_factory=list)


def known_misreadings() -> dict[str, str]:
    """The ids of `known_misreadings.txt`, each with why today's reader gets it wrong."""
    out = {}
    for line in (HERE / "known_misreadings.txt").read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            case_id, _, why = line.partition(":")
            out[case_id.strip()] = why.strip()
    return out


def classify(rules, case: Case, board, state, checked: bool = False) -> tuple[Verdict, OrderSheet]:
    """How the ruleset's reader does on one message; `checked`: as the GM sees it, read and then
    checked against the position (an order the rules do not allow there is refused, with why)."""
    nation = state.find_nation(case.nation).name
    wanted = rules.parse_orders("\n".join(case.expect), nation, state, board)
    if wanted.problems:
        raise ValueError(f"{case.where}: the expected orders are not canonical: {wanted.problems}")
    sheet = rules.parse_orders(case.message, nation, state, board)
    if checked:
        sheet = rules.check_orders(sheet, state, board)
    verdict = judge(sheet, list(wanted.orders))
    if verdict.kind != MISREAD:
        verdict = refusals(case, sheet) or verdict
    return verdict, sheet


def read_corpus(ruleset: str) -> list[Case]:
    cases: list[Case] = []
    for path in sorted((HERE / ruleset).glob("*.txt")):
        cases += read_file(path)
    ids = Counter(c.id for c in cases)
    twice = [i for i, n in ids.items() if n > 1]
    if twice:
        raise ValueError(f"corpus {ruleset}: ids used twice: {', '.join(twice)}")
    return cases


def read_file(path: Path) -> list[Case]:
    cases, block, number = [], None, 0
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if _HEAD.match(line):
            if block:
                cases.append(_case(block, path))
            block = {"head": line[4:], "at": number, "message": [], "expect": [], "refused": [], "part": "message"}
        elif block is None:
            if line.strip() and not line.startswith("#"):
                raise ValueError(f"{path}:{number}: text before the first '--- nation:' line")
        elif line in ("=== expect", "=== refused"):
            block["part"] = line[4:]
        else:
            block[block["part"]].append(line)
    if block:
        cases.append(_case(block, path))
    return cases


def _case(block: dict, path: Path) -> Case:
    fields = dict(part.strip().split(": ", 1) for part in block["head"].split(";") if part.strip())
    where = f"{path.name}:{block['at']}"
    if "id" not in fields or "nation" not in fields:
        raise ValueError(f"{where}: a message needs 'nation:' and 'id:'")
    message = "\n".join(block["message"]).strip("\n") + "\n"
    expect = tuple(line.strip() for line in block["expect"] if line.strip())
    refused = tuple(line.strip() for line in block["refused"] if line.strip())
    return Case(fields["id"], fields["nation"], fields.get("position", "start"), message, expect, refused, where)


def judge(sheet: OrderSheet, expected: list) -> Verdict:
    """EXACT: the expected orders and every expected refusal, nothing else. MISREAD: an order that
    should not be there, or something expected silently missing (no problem reported at all).
    Otherwise NOT_READ: the reader said it could not read part of the message."""
    key = {_key(o): o for o in (*sheet.orders, *expected)}          # orders may hold dicts: compared by value
    got, want = Counter(_key(o) for o in sheet.orders), Counter(_key(o) for o in expected)
    extra = [key[k] for k in (got - want).elements()]
    missing = [key[k] for k in (want - got).elements()]
    if extra:
        return Verdict(MISREAD, "orders the message does not give", extra, missing)
    if missing and not sheet.problems:
        return Verdict(MISREAD, "orders silently dropped (no problem reported)", extra, missing)
    if missing:
        return Verdict(NOT_READ, "refused, in part or in whole", extra, missing)
    if [_key(o) for o in sheet.orders] != [_key(o) for o in expected]:
        return Verdict(NOT_READ, "the orders in another order than written", extra, missing)
    return Verdict(EXACT)


def _key(order) -> bytes:
    """The order as compared: by value, without the words a player writes only to be checked (a corps'
    start: the reader refuses a wrong one, so a right one read or left unwritten is the same order)."""
    checked = [f for f in getattr(order, "CHECKED_WORDS", ()) if getattr(order, f) is not None]
    if checked:
        order = msgspec.structs.replace(order, **dict.fromkeys(checked))
    return msgspec.json.encode(order)


def refusals(case: Case, sheet: OrderSheet) -> Verdict | None:
    """Whether the lines that must be refused were; None when they were, and nothing else was."""
    texts = [p.text for p in sheet.problems]
    unreported = [r for r in case.refused if not any(r.casefold() in t.casefold() for t in texts)]
    if unreported:
        return Verdict(MISREAD, f"lines silently dropped, not refused: {unreported}")
    if len(texts) > len(case.refused):
        return Verdict(NOT_READ, "more lines refused than expected")
    return None
