"""The bundled 1805 with modules eia_sop and afa_naval from the command line: in January the Brest fleet
sails to the Atlantic Ocean and breaks out off the map, the Channel fleet pursues, intercepts and trails it;
in February both come back. Another January: the Channel fleet attacks the port of Brest and the French
fleet in its harbour."""

import json

from engine.game.scenario import MAPS

from .test_cli_month import run

SEED = 5                    # the port attack's dice
BREAKOUT_SEED = 16          # a January in which the Channel fleet intercepts (a 1) and trails
BRITISH = "Great Britain"
# (month, step) -> (orders by nation, the GM's answers)
BREAKOUT = {
    (0, "France naval"): ({"France": "fleet Brest: Brittany - Bay of Biscay - Atlantic Ocean\n"
                                     "fleet Brest: break out off the map",
                           BRITISH: "fleet Channel: pursue fleet Brest and trail"}, []),
    (1, "France naval"): ({"France": "fleet Brest: return to Gulf of Cadiz"}, []),
    (1, "Great Britain naval"): ({BRITISH: "fleet Channel: return to Western Approaches"}, []),
}
K = "port.Brest.Great_Britain_fleet_Channel"
PORT_ATTACK = {
    (0, "Great Britain naval"): ({BRITISH: "fleet Channel: attack the port of Brest"},
                                 [f"{K}.winner={BRITISH}", f"{K}.losses=1-3"]),
}


def play(tmp_path, capsys, script: dict, turns: int, channel_at: str, seed: int = SEED) -> tuple[str, dict, dict]:
    data = json.loads((MAPS / "eia-europe" / "scenario.json").read_text(encoding="utf-8"))
    data["params"]["modules"] = ["eia_sop", "afa_naval"]
    data["map"] = str(MAPS / "eia-europe")
    for unit in data["units"]:
        if unit.get("name") == "Channel":
            unit["at"] = channel_at
    scenario = tmp_path / "scenario.json"
    scenario.write_text(json.dumps(data), encoding="utf-8")
    game = tmp_path / "eia.berthier"
    record = [run(capsys, "new", game, "--scenario", scenario)]
    reports: dict = {}
    for turn in range(turns):
        state = json.loads(run(capsys, "state", game))
        step = state["steps"][state["step"]]
        orders, answers = script.get((state["month"], step), ({}, []))
        for nation, text in orders.items():
            (tmp_path / "orders.txt").write_text(text, encoding="utf-8")
            run(capsys, "orders", game, "--nation", nation, tmp_path / "orders.txt")
        decide = [a for d in answers for a in ("--decide", d)]
        record.append(run(capsys, "resolve", game, "--seed", seed + turn, *decide))
        if (state["month"], step) in script:
            for nation in (None, "France", BRITISH, "Spain"):
                out = tmp_path / f"{state['month']}-{step}-{nation or 'public'}.md"
                run(capsys, "report", game, "--out", out, *(("--nation", nation) if nation else ()))
                reports[(state["month"], step, nation)] = out.read_text(encoding="utf-8")
    final = run(capsys, "state", game)
    return "".join(record + [final]).replace(str(tmp_path), "<folder>"), json.loads(final), reports


def test_a_breakout_off_the_map_and_its_return_next_month_the_same_twice(tmp_path, capsys):
    (tmp_path / "one").mkdir()
    (tmp_path / "two").mkdir()
    first, final, reports = play(tmp_path / "one", capsys, BREAKOUT, 32, "western_approaches", BREAKOUT_SEED)
    second, _, again = play(tmp_path / "two", capsys, BREAKOUT, 32, "western_approaches", BREAKOUT_SEED)
    assert first == second and reports == again
    assert final["month"] == 2 and final["modules"]["afa_naval"]["off_map"] == []
    where = {f["name"]: (f["at"], f["ships"]) for f in final["fleets"] if f["name"] in ("Brest", "Channel")}
    assert where == {"Brest": ("gulf_of_cadiz", 12), "Channel": ("western_approaches", 20)}
    january = reports[(0, "France naval", None)]
    assert "France fleet Brest (12 ships) breaks out from Atlantic Ocean and leaves the map" in january
    assert "Great Britain fleet Channel pursues France fleet Brest off the map" in january
    british = reports[(0, "France naval", BRITISH)]
    assert "Great Britain fleet Channel intercepts France fleet Brest" in british
    assert "Great Britain fleet Channel trails France fleet Brest, whose orders are: off map" in british
    assert "intercepts" not in january and "whose orders" not in january
    assert "written orders" not in january and "written orders" not in british
    assert "fleet Brest (12 ships) off the map, left from Atlantic Ocean" in reports[(0, "France naval", "France")]
    for text in ("off the map, left from", "whose orders are", "intercept"):
        assert text not in reports[(0, "France naval", "Spain")]
    assert "France fleet Brest returns to the map in Gulf of Cadiz" in reports[(1, "France naval", None)]


def test_an_attack_on_the_port_of_brest_from_the_english_channel(tmp_path, capsys):
    _, final, reports = play(tmp_path, capsys, PORT_ATTACK, 5, "english_channel")
    ships = {f["name"]: f["ships"] for f in final["fleets"] if f["name"] in ("Brest", "Channel")}
    # seed 5's dice: the fort (20, no garrison: +6) sinks 2 entering and none leaving; 1 lost in the harbour
    assert ships == {"Brest": 12 - 3, "Channel": 20 - 2 - 1}
    public = reports[(0, "Great Britain naval", None)]
    for step in ("(1) the fort fires", "(2) the fleet fires", "(4) the fleet withdraws under fire"):
        assert f"seed 003 XI {step}" in public
    assert "attacks the port of Brest (fort 20, garrison: none)" in public
    assert final["modules"]["afa_naval"]["fort_damage"] == {"Brest": 6}
    assert "the fort stands at 14 of 20 until the month's end" in public
