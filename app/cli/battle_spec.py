"""Reading battle results the GM types: 'Tyrol: France 2 infantry, 1 cavalry; Austria all',
'46: Austria all; France 1 army', '46#2: ...' for the second battle in one place.

The unit words come from the ruleset's adapter (`LOSS_WORDS` in `app.rulesets.<ruleset>.drawing`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from engine.board import Board
from engine.errors import BerthierError, UnknownName
from engine.state import GameState

_SPEC = re.compile(r"^(?P<places>[^#]+?)\s*(?:#\s*(?P<number>\d+))?$")


def loss_words(ruleset_id: str) -> Mapping[str, str]:
    """The words for units a GM may type for a ruleset: word -> the kind the engine counts."""
    from app.rulesets import ADAPTERS
    adapter = ADAPTERS.get(ruleset_id)
    words = getattr(adapter, "LOSS_WORDS", None)
    if not words:
        raise BerthierError(f"battle results by hand are not read for the {ruleset_id} rules yet")
    return words


def _kinds_text(words: Mapping[str, str]) -> str:
    kinds = list(dict.fromkeys(words.values()))
    return ", ".join(kinds[:-1]) + " or " + kinds[-1] if len(kinds) > 1 else kinds[0]


def parse_battle_results(specs: list[str], board: Board, state: GameState, reason: str,
                         words: Mapping[str, str] | None = None) -> dict:
    """{place key: {"losses": {nation: "all" | {kind: n}}, "reason": ...}} as the engine reads it."""
    words = words if words is not None else loss_words("napoleonic")
    example = f"'PLACE: NATION 2 {next(iter(words))}; NATION all'"
    results = {}
    for spec in specs:
        if ":" not in spec:
            raise BerthierError(f"--battle {spec!r}: write {example}")
        place_text, rest = spec.split(":", 1)
        m = _SPEC.match(place_text.strip())
        if not m:
            raise BerthierError(f"--battle {spec!r}: write {example}")
        try:
            places = [board.find(p.strip()).id for p in m["places"].split("/")]
        except UnknownName as e:
            raise BerthierError(f"--battle {spec!r}: {e}") from None
        if len(places) > 2:
            raise BerthierError(f"--battle {spec!r}: a border battle names two places, 'A/B'")
        key = "|".join(sorted(places))
        if m["number"] is not None:
            number = int(m["number"])
            if number < 1:
                raise BerthierError(f"--battle {spec!r}: battles in one place are numbered from 1 ('46#2' is "
                                    f"the second)")
            if number > 1:
                key += f"#{number}"
        losses: dict = {}
        for part in rest.split(";"):
            part = part.strip()
            if not part:
                continue
            m = re.match(r"^(.+?)\s+(all|none|nothing|(?:\d+\s+[a-z ]+?)(?:\s*,\s*\d+\s+[a-z ]+?)*)$", part,
                         re.IGNORECASE)
            if not m:
                raise BerthierError(f"--battle {spec!r}: {part!r} should read 'NATION 2 {next(iter(words))}' "
                                    f"or 'NATION all'")
            try:
                nation = state.find_nation(m.group(1)).name
            except UnknownName as e:
                raise BerthierError(f"--battle {spec!r}: {e}") from None
            what = m.group(2).lower()
            if what == "all":
                losses[nation] = "all"
                continue
            counts: dict[str, int] = {}
            if what not in ("none", "nothing"):
                for item in what.split(","):
                    n, kind = item.strip().split(None, 1)
                    kind = kind.strip()
                    if kind not in words:
                        raise BerthierError(f"--battle {spec!r}: {kind!r} is not {_kinds_text(words)}")
                    counts[words[kind]] = counts.get(words[kind], 0) + int(n)
            losses[nation] = counts
        results[key] = {"losses": losses, "reason": reason or "result entered by the GM"}
    return results
