"""January 1805 and February's French naval step with modules eia_sop and afa_naval, from the command
line: a squadron formed at Toulon leaves port on 4-6 (+2 for Villeneuve) for Barcelona, the Brest fleet
carries a corps of 8 infantry and 1 cavalry factor into the Bay of Biscay, and in February the GM
says what its supply at sea costs. The reports keep the squadron's forming and the payment private."""

import json

from engine.game.scenario import MAPS

from .test_cli_month import run

SEED = 2024
POWERS = ("France", "Great Britain", "Spain", "Austria", "Prussia", "Russia", "Turkey")
JANUARY = ("squadron Swift: 4 ships from fleet Toulon\n"
           "squadron Swift: Provence - Gulf of Lion - Balearic Sea - Catalonia\n"
           "fleet Brest: Brittany - Bay of Biscay carrying corps IV")


def play(tmp_path, capsys) -> tuple[str, dict]:
    data = json.loads((MAPS / "eia-europe" / "scenario.json").read_text(encoding="utf-8"))
    data["params"]["modules"] = ["eia_sop", "afa_naval"]
    data["units"].append({"type": "corps", "nation": "France", "designation": "IV", "kind": "infantry",
                          "at": "brittany", "infantry": 8, "cavalry": 1})
    data["map"] = str(MAPS / "eia-europe")
    scenario = tmp_path / "scenario.json"
    scenario.write_text(json.dumps(data), encoding="utf-8")
    game = tmp_path / "eia.berthier"
    record = [run(capsys, "new", game, "--scenario", scenario)]
    files = {}
    for turn in range(19):                       # January's 16 steps, then February to France's naval step
        state = json.loads(run(capsys, "state", game))
        step = state["steps"][state["step"]]
        decide: tuple = ()
        if step == "France naval" and state["month"] == 0:
            (tmp_path / "orders.txt").write_text(JANUARY, encoding="utf-8")
            run(capsys, "orders", game, "--nation", "France", tmp_path / "orders.txt")
        if step == "France naval" and state["month"] == 1:
            decide = ("--decide", "sea supply.France=2")
        record.append(run(capsys, "resolve", game, "--seed", SEED + turn, *decide))
        if step == "France naval":
            files.update({(state["month"], nation): text for nation, text in each_report(capsys, game).items()})
    record.append(run(capsys, "state", game))
    return "".join(record).replace(str(tmp_path), "<folder>"), files


def each_report(capsys, game) -> dict:
    """The public report (None) and each power's, of the step just resolved."""
    out = game.parent / "report.md"
    return {nation: (run(capsys, "report", game, "--out", out, *(("--nation", nation) if nation else ())),
                     out.read_text(encoding="utf-8"))[1] for nation in (None,) + POWERS}


def test_a_month_at_sea_with_a_squadron_and_a_corps_carried_runs_the_same_twice(tmp_path, capsys):
    runs = []
    for folder in ("one", "two"):
        (tmp_path / folder).mkdir()
        runs.append(play(tmp_path / folder, capsys))
    assert runs[0] == runs[1]
    first = runs[0][0]
    final = json.loads(first[first.rindex("\n{") + 1:])
    fleets = {(f["name"], f.get("squadron", False)): f for f in final["fleets"] if f["nation"] == "France"}
    swift, toulon = fleets[("Swift", True)], fleets[("Toulon", False)]
    assert (swift["at"], swift["in_port"], swift["ships"], toulon["ships"]) == ("catalonia", True, 4, 5)
    four = next(c for c in final["corps"] if c["nation"] == "France" and c["designation"] == "IV")
    assert (four["aboard"], four["at"], four["months_at_sea"]) == ("Brest", "bay_of_biscay", 1)
    france = next(p for p in final["powers"] if p["name"] == "France")
    assert france["money"] == json.loads((MAPS / "eia-europe" / "scenario.json").read_text(
        encoding="utf-8"))["powers"]["France"].get("money", 0) - 2


def test_the_squadron_leaves_port_on_its_own_roll_and_shows_as_a_squadron(tmp_path, capsys):
    _, reports = play(tmp_path, capsys)
    january = reports[(0, None)]
    assert "France squadron Swift leaving port (4+, +2 with the fleet admiral)" in january
    assert "France squadron Swift: Provence - Gulf of Lion - Balearic Sea - Catalonia" in january
    assert "France fleet Brest leaving port (2+)" in january
    assert "Swift (squadron) in Catalonia (in port): 4 ships" in reports[(0, "France")]
    assert "(aboard fleet Brest, 0 of 3 months at sea)" in reports[(0, "France")]
    assert "(aboard fleet Brest, 1 of 3 months at sea)" in reports[(1, "France")]


def test_the_squadrons_forming_and_the_supply_paid_are_private_to_france(tmp_path, capsys):
    _, reports = play(tmp_path, capsys)
    assert "Squadron Swift of 4 ships formed from fleet Toulon" in reports[(0, "France")]
    assert "France pays 2 money to supply its corps at sea" in reports[(1, "France")]
    for (month, nation), text in reports.items():
        if nation != "France":
            assert "formed from fleet Toulon" not in text and "pays 2 money" not in text, (month, nation)
            assert "aboard fleet Brest" not in text, (month, nation)
