"""Reading battle results the GM types: 'Tyrol: France 2 infantry, 1 cavalry; Austria all'."""

from __future__ import annotations

import re

from engine.board import Board
from engine.errors import BerthierError, UnknownName
from engine.state import GameState

KINDS = {"infantry": "infantry", "inf": "infantry", "cavalry": "cavalry", "cav": "cavalry",
         "artillery": "artillery", "art": "artillery", "scout": "scout", "scouting cavalry": "scout",
         "squadron": "squadron", "squadrons": "squadron"}


def parse_battle_results(specs: list[str], board: Board, state: GameState, reason: str) -> dict:
    results = {}
    for spec in specs:
        if ":" not in spec:
            raise BerthierError(f"--battle {spec!r}: write 'PLACE: NATION 2 infantry, 1 cavalry; NATION all'")
        place_text, rest = spec.split(":", 1)
        try:
            places = [board.find(p.strip()).id for p in place_text.split("/")]
        except UnknownName as e:
            raise BerthierError(f"--battle {spec!r}: {e}") from None
        if len(places) > 2:
            raise BerthierError(f"--battle {spec!r}: a border battle names two places, 'A/B'")
        key = "|".join(sorted(places))
        losses: dict = {}
        for part in rest.split(";"):
            part = part.strip()
            if not part:
                continue
            m = re.match(r"^(.+?)\s+(all|none|nothing|(?:\d+\s+[a-z ]+?)(?:\s*,\s*\d+\s+[a-z ]+?)*)$", part, re.IGNORECASE)
            if not m:
                raise BerthierError(f"--battle {spec!r}: {part!r} should read 'NATION 2 infantry, 1 cavalry' "
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
                    if kind not in KINDS:
                        raise BerthierError(f"--battle {spec!r}: {kind!r} is not infantry, cavalry, artillery, "
                                            f"scouting cavalry or squadron")
                    counts[KINDS[kind]] = counts.get(KINDS[kind], 0) + int(n)
            losses[nation] = counts
        results[key] = {"losses": losses, "reason": reason or "result entered by the GM"}
    return results
