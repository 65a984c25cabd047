"""A whole PBEM month of the bundled 1805 example from the command line: orders per step, the GM's
answers with --decide, a fixed seed per step; a second run gives the same bytes."""

import json

from app.cli import main
from engine.game.scenario import MAPS

K = "sea.Western_Mediterranean.France_fleet_Toulon"
# step label -> (orders by nation, the GM's answers)
MONTH = {
    "political": ({"Austria": "standing chit: defend\nstanding guard: hold\nstanding further days: withdraw"}, []),
    "France naval": ({"France": "fleet Toulon: Provence - Gulf of Lion - Western Mediterranean"},
                     [f"{K}.interception=intercepted", f"{K}.evasion=caught", f"{K}.winner=Great Britain",
                      f"{K}.losses=3-1"]),
    "France land": ({"France": "corps II: Alsace - Baden - Württemberg - Bavaria\n"
                               "corps Cav I: Lorraine - Alsace - Switzerland - Tyrol\nattack Bavaria"},
                    ["land.Bavaria.result=France won", "land.Bavaria.losses=1-3",
                     "insurrection.France=Prague: Insurrection I (3)"]),
    "Austria land": ({"Austria": "corps Insurrection I: Prague - Vienna\nattack Tyrol"},
                     ["land.Tyrol.chit.France=assault", "land.Tyrol.result=neither broke", "land.Tyrol.losses=1-1",
                      "land.Tyrol.day2.France=withdraw"]),
}


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    assert code == 0, out + err
    return out


def play_month(tmp_path, capsys) -> str:
    game = tmp_path / "eia.berthier"
    record = [run(capsys, "new", game, "--scenario", MAPS / "eia-europe" / "scenario.json")]
    for turn in range(16):
        state = json.loads(run(capsys, "state", game))
        step = state["steps"][state["step"]]
        orders, answers = MONTH.get(step, ({}, []))
        for nation, text in orders.items():
            (tmp_path / "orders.txt").write_text(text, encoding="utf-8")
            run(capsys, "orders", game, "--nation", nation, tmp_path / "orders.txt")
        needs = run(capsys, "needs", game, *[a for d in answers for a in ("--decide", d)])
        record.append(needs)
        record.append(run(capsys, "resolve", game, "--seed", 1805 + turn, *[a for d in answers for a in ("--decide", d)]))
        for fmt in ("md", "bbcode"):
            record.append(run(capsys, "report", game, "--format", fmt))
        record.append(run(capsys, "report", game, "--nation", "Austria", "--format", "text"))
    record.append(run(capsys, "state", game))
    return "".join(record).replace(str(tmp_path), "<folder>")


def test_a_whole_month_runs_from_the_command_line_the_same_twice(tmp_path, capsys):
    (tmp_path / "one").mkdir()
    (tmp_path / "two").mkdir()
    first, second = play_month(tmp_path / "one", capsys), play_month(tmp_path / "two", capsys)
    assert first == second
    final = json.loads(first[first.rindex("\n{") + 1:])
    assert final["month"] == 1 and final["step"] == 0           # February 1805 awaits its political step
    assert "nothing open, it can be resolved" in first
    assert "6.3.5 naval retreat" in first and "retreats into" in first
    assert "Insurrection corps Insurrection I placed in Prague" in first
    assert "the outcome of day 1 in Tyrol (EiA's combat tables)** neither broke" in first
    assert "fight day 2 in Tyrol?** withdraw (answered by GM" in first
    assert "[b]" in first                                        # the bbcode report
    toulon = next(f for f in final["fleets"] if f["name"] == "Toulon")
    assert (toulon["ships"], toulon["in_port"]) == (6, True)
