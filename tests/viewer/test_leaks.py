"""No nation's viewer shows another nation's secrets, and the public viewer, update and map show none.

Each ruleset's game gets unique markers in every nation's private state (treasuries where the rules
keep them private, an EiA power's money, manpower and their incomes, corps compositions where the
public map hides them, what its scouts saw, EiA's true yard figures, the orders as written, and so
the rejected lines of its internal report, what the GM told it alone of an edit); each marker must
reach its own nation's viewer (else the test proves nothing) and no one else's."""

from __future__ import annotations

import json
import re

import msgspec
import pytest

from app.render.viewer_maps import viewer_text
from app.window.pictures import picture, turn_view
from engine.game.gamefile import Game
from engine.reports.render import render
from engine.game.scenario import MAPS, build_scenario, get_ruleset

GAMES = {"napoleonic": "europe1805", "classic": "classic-europe", "succheesion": "mausropa",
         "eia": "eia-europe"}


BOOKS = ("money", "manpower", "income", "manpower_income")    # an EiA power's books
SCOUTED = 58_123           # the infantry of Spain's corps in Catalonia, which France's scouts see


def _number(value: str) -> re.Pattern:
    return re.compile(rf"(?<![\d.,]){re.escape(value)}(?!\d)")


def _word(value: str) -> re.Pattern:
    return re.compile(re.escape(value))


def mark(ruleset: str, state: dict, rules) -> dict[str, list[re.Pattern]]:
    """Put markers into `state` (as builtins); each nation's markers."""
    markers: dict[str, list[re.Pattern]] = {}
    for i, nation in enumerate(state["nations"]):
        name = nation["name"]
        mine = markers[name] = []
        if ruleset == "eia":
            continue          # EiA keeps its books on the powers: marked below
        for k, resource in enumerate(rules.resources):
            amount = 71_000 + 1_117 * i + 101 * k          # far from each other and from any coordinate
            nation["treasury"][resource.name] = amount * resource.scale
            mine.append(_number(resource.format_amount(amount * resource.scale)))
    if ruleset == "napoleonic":
        for i, nation in enumerate(state["nations"]):
            corps = [c for c in state["corps"] if c["nation"] == nation["name"]]
            if corps:
                corps[0]["infantry"] = 52_000 + 131 * i
                markers[nation["name"]].append(_number(str(corps[0]["infantry"])))
        # a French scout in Languedoc beside Spain's corps in Catalonia: what France scouts is France's secret
        catalonia = next(c for c in state["corps"] if c["nation"] == "Spain" and c["at"] == "catalonia")
        catalonia["infantry"] = SCOUTED
        scout = {"type": "corps", "nation": "France", "letter": "H", "at": "languedoc", "infantry": 1,
                 "scout": True}
        state["corps"] = [*state["corps"], scout]
    if ruleset == "eia":       # each power's books are its own (docs/rules/eia.md, "What is public")
        for i, power in enumerate(state["powers"]):
            for k, field in enumerate(BOOKS):
                power[field] = 61_000 + 1_117 * i + 101 * k        # far from each other and from any coordinate
                markers[power["name"]].append(_number(str(power[field])))
        yards = state["modules"]["afa_naval"]["yards"]        # module afa_naval's own state
        for i, yard in enumerate(yards):
            if yard["holder"] in markers and not any(y["building"] for y in yards
                                                     if y["holder"] == yard["holder"]):
                yard["building"] = [{"ships": 3_000 + 37 * i, "months_left": 12}]
                yard["offset"] = 2
                markers[yard["holder"]].append(_number(f"{3_000 + 37 * i} new"))
    return markers


def orders_marker(name: str) -> str:
    return "zq" + re.sub(r"\W", "", name).lower() + "secretplan"


@pytest.fixture(scope="module", params=sorted(GAMES))
def marked(request, tmp_path_factory):
    ruleset = request.param
    folder = MAPS / GAMES[ruleset]
    data = json.loads((folder / "scenario.json").read_text(encoding="utf-8"))
    data["map"] = str(folder)
    if ruleset == "eia":
        data.setdefault("params", {})["modules"] = ["eia_sop", "afa_naval"]
    board, state = build_scenario(data, folder)
    rules = get_ruleset(ruleset)
    raw = msgspec.to_builtins(state)
    markers = mark(ruleset, raw, rules)
    state = rules.decode_state(json.dumps(raw).encode())
    path = tmp_path_factory.mktemp(ruleset) / "game.berthier"
    game = Game.create(path, board, state, data.get("title") or ruleset, data)
    for name in markers:
        secret = orders_marker(name)
        game.store_orders(name, f"{secret} marches on {secret}\n")
        markers[name].append(_word(secret))
    game.resolve(seed=26)
    told = {name: f"zq{re.sub(r'[^a-z]', '', name.lower())}gmnote" for name in markers}
    game.edit_state(game.state(), "the books were checked", "The GM checked the books", private=told)
    for name, note in told.items():                  # what the GM told one nation alone of his edit
        markers[name].append(_word(note))
    game.resolve(seed=27)          # the napoleonic Winter 1804 has no movement, so no scouting
    yield ruleset, game, markers
    game.close()


def test_each_nation_sees_its_own_secrets_and_no_one_elses(marked):
    ruleset, game, markers = marked
    viewers = {name: viewer_text(game, name) for name in markers}
    for owner, patterns in markers.items():
        for pattern in patterns:
            assert pattern.search(viewers[owner]), \
                f"{ruleset}: {owner}'s marker {pattern.pattern} is not in its viewer"
            for reader, text in viewers.items():
                if reader != owner:
                    assert not pattern.search(text), \
                        f"{ruleset}: {owner}'s marker {pattern.pattern} leaks into {reader}'s viewer"


def test_the_public_viewer_update_and_map_show_no_secret(marked):
    ruleset, game, markers = marked
    public = {"the public viewer": viewer_text(game, None)}
    for turn in range(game.current_turn):
        for fmt in ("md", "bbcode", "text"):
            public[f"the public update of turn {turn} ({fmt})"] = render(game.report(turn), fmt)
    for turn in range(game.current_turn + 1):
        public[f"the public map of turn {turn}"] = repr(picture(game, turn_view(game, turn)))
    for owner, patterns in markers.items():
        for pattern in patterns:
            for what, text in public.items():
                assert not pattern.search(text), \
                    f"{ruleset}: {owner}'s marker {pattern.pattern} leaks into {what}"


@pytest.mark.parametrize("marked", ["napoleonic"], indirect=True)     # its scouts see compositions
def test_what_a_nation_scouts_reaches_its_viewer_and_no_one_elses(marked):
    ruleset, game, markers = marked
    pattern = _number(str(SCOUTED))
    assert pattern.search(viewer_text(game, "France")), "France's scouting result is not in its viewer"
    assert pattern.search(viewer_text(game, "Spain")), "Spain's own corps is not in its viewer"
    for reader in [*(n for n in markers if n not in ("France", "Spain")), None]:
        assert not pattern.search(viewer_text(game, reader)), \
            f"France's scouting result leaks to {reader or 'the public'}"
