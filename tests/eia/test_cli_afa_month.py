"""Two months of the bundled 1805 example with modules eia_sop and afa_naval from the command line:
a French victory at sea brings prizes to Marseilles, March's economic step builds, repairs and lays in
stores, April's end counts the yards down; the reports keep the true figures to their owner."""

import json

from app.cli import main
from engine.game.scenario import MAPS

from .test_cli_month import run

SEED = 1811                 # a month in which England intercepts no naval stores
K = "sea.Western_Mediterranean.France_fleet_Toulon"
POWERS = ("France", "Great Britain", "Spain", "Austria", "Prussia", "Russia", "Turkey")
# step label -> (orders by nation, the GM's answers), March 1805
MARCH = {
    "France naval": ({"France": "fleet Toulon: Provence - Gulf of Lion - Western Mediterranean"},
                     [f"{K}.interception=intercepted", f"{K}.evasion=caught", f"{K}.winner=France",
                      f"{K}.losses=2-6"]),
    "economic": ({"France": "stores 1 at Marseilles\nrepair 1 at Marseilles\nbuild 4 at Brest",
                  "Great Britain": "build 3 at Portsmouth"}, []),
}


def play(tmp_path, capsys) -> tuple[str, dict]:
    data = json.loads((MAPS / "eia-europe" / "scenario.json").read_text(encoding="utf-8"))
    data["start"]["month"] = "March"
    data["params"]["modules"] = ["eia_sop", "afa_naval"]
    data["map"] = str(MAPS / "eia-europe")
    scenario = tmp_path / "scenario.json"
    scenario.write_text(json.dumps(data), encoding="utf-8")
    game = tmp_path / "eia.berthier"
    record = [run(capsys, "new", game, "--scenario", scenario)]
    files: dict = {}
    for turn in range(33):
        state = json.loads(run(capsys, "state", game))
        step = state["steps"][state["step"]]
        orders, answers = MARCH.get(step, ({}, [])) if state["month"] == 2 else ({}, [])
        for nation, text in orders.items():
            (tmp_path / "orders.txt").write_text(text, encoding="utf-8")
            run(capsys, "orders", game, "--nation", nation, tmp_path / "orders.txt")
        decide = [a for d in answers for a in ("--decide", d)]
        record.append(run(capsys, "resolve", game, "--seed", SEED + turn, *decide))
        if step == "economic" or turn == 32:
            when = "march" if step == "economic" else "april"
            for nation in (None,) + POWERS:
                out = tmp_path / f"{when}-{nation or 'public'}.md"
                run(capsys, "report", game, "--out", out, *(("--nation", nation) if nation else ()))
                files[(when, nation)] = out.read_text(encoding="utf-8")
    record.append(run(capsys, "state", game))
    return "".join(record).replace(str(tmp_path), "<folder>"), files


def test_two_months_with_both_modules_run_from_the_command_line_the_same_twice(tmp_path, capsys):
    (tmp_path / "one").mkdir()
    (tmp_path / "two").mkdir()
    first, reports = play(tmp_path / "one", capsys)
    second, again = play(tmp_path / "two", capsys)
    assert first == second and reports == again
    final = json.loads(first[first.rindex("\n{") + 1:])
    assert final["month"] == 4                                   # May 1805 awaits its political step
    yards = final["modules"]["afa_naval"]["yards"]
    brest = next(y for y in yards if y["city"] == "Brest")
    marseilles = next(y for y in yards if y["city"] == "Marseilles")
    assert [b["months_left"] for b in brest["building"]] == [11]  # laid down in March, counted at April's end
    assert [(b["ships"], b["months_left"], b["repair"]) for b in marseilles["building"]] == [(1, 2, True)]
    assert "prizes reach Marseilles" in reports[("march", "France")]
    assert "intercepted" not in reports[("march", "France")]


def test_the_yards_announcement_is_public_and_the_true_counts_only_the_owners(tmp_path, capsys):
    _, reports = play(tmp_path, capsys)
    public = reports[("march", None)]
    assert "Brest (France): ships building, about" in public
    assert "Portsmouth (Great Britain): ships building, about" in public
    assert "Marseilles (France): 1 under repair" in public              # repairs are announced exactly
    assert "Brest: 4 new ships" in reports[("march", "France")]
    assert "Marseilles: 0 new ships, 1 repairs" in reports[("march", "France")]
    assert "Portsmouth: 3 new ships" in reports[("march", "Great Britain")]
    for (when, nation), text in reports.items():
        if nation != "France":
            assert "Brest: 4 new ships" not in text and "Marseilles: 0 new ships, 1 repairs" not in text, (when, nation)
        if nation != "Great Britain":
            assert "Portsmouth: 3 new ships" not in text, (when, nation)
    assert "Brest: 4 new ships" in reports[("april", "France")]


def test_a_game_with_eia_sop_alone_refuses_yard_orders_as_not_understood(tmp_path, capsys):
    game = tmp_path / "eia.berthier"
    run(capsys, "new", game, "--scenario", MAPS / "eia-europe" / "scenario.json")
    (tmp_path / "orders.txt").write_text("build 4 at Brest", encoding="utf-8")
    main(["orders", str(game), "--nation", "France", str(tmp_path / "orders.txt")])
    out, err = capsys.readouterr()
    assert "not an order" in out + err
