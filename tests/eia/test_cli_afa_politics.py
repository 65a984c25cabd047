"""March 1805 of the bundled example with modules eia_sop and afa_naval from the command line: France
puts Prussia under the Continental System at the political step, a Russian corps holds Rome at the
economic step; the ledger entries change the books, and each member of France's team is sent
France's report as a mail draft."""

import json
from email import message_from_bytes

from engine.game.scenario import MAPS

from .test_cli_month import run


def play(tmp_path, capsys) -> tuple[dict, str]:
    data = json.loads((MAPS / "eia-europe" / "scenario.json").read_text(encoding="utf-8"))
    data["start"]["month"] = "March"
    data["params"]["modules"] = ["eia_sop", "afa_naval"]
    data["map"] = str(MAPS / "eia-europe")
    data["units"].append({"type": "corps", "nation": "Russia", "designation": "Rome", "kind": "infantry",
                          "at": "rome", "infantry": 2})
    scenario = tmp_path / "scenario.json"
    scenario.write_text(json.dumps(data), encoding="utf-8")
    game = tmp_path / "eia.berthier"
    run(capsys, "new", game, "--scenario", scenario)
    run(capsys, "players", game, "--nation", "France", "--name", "Ann, Bob", "--email", "ann@example.org",
        "--email", "bob@example.org")
    (tmp_path / "orders.txt").write_text("continental system: Prussia", encoding="utf-8")
    run(capsys, "orders", game, "--nation", "France", tmp_path / "orders.txt")
    while True:
        state = json.loads(run(capsys, "state", game))
        step = state["steps"][state["step"]]
        run(capsys, "resolve", game, "--seed", 7 + state["turn"])
        if step == "economic":
            break
    out = run(capsys, "report", game, "--drafts", tmp_path / "drafts")
    return json.loads(run(capsys, "state", game)), out


def test_the_continental_system_and_the_papacy_write_the_ledger_and_change_the_books(tmp_path, capsys):
    state, _ = play(tmp_path, capsys)
    pp = {p["name"]: p["political_points"] for p in state["powers"]}
    # XV: France +1, Great Britain -2; XIV: Russia in Rome costs Austria 1, France 1, Spain 2
    assert (pp["France"], pp["Great Britain"], pp["Austria"], pp["Spain"]) == (0, -2, -1, -2)
    afa = state["modules"]["afa_naval"]                     # module afa_naval's own state
    ledger = [(e["month"], e["nation"], e["change"], e["reason"]) for e in afa["ledger"]]
    assert (2, "France", 1, "Prussia put under the Continental System") in ledger
    assert (2, "Spain", -2, "Russia controls the Papacy") in ledger
    assert afa["continental"] == ["Prussia"] and afa["papacy"] == "Russia"


def test_each_player_of_a_team_gets_the_nations_report_as_a_draft(tmp_path, capsys):
    _, out = play(tmp_path, capsys)
    drafts = tmp_path / "drafts"
    french = sorted(p.name for p in drafts.glob("France-*.eml"))
    assert french == ["France-ann@example.org.eml", "France-bob@example.org.eml"]
    for name, to in zip(french, ("ann@example.org", "bob@example.org")):
        mail = message_from_bytes((drafts / name).read_bytes())
        body = mail.get_payload(decode=True).decode("utf-8")
        assert mail["To"] == to and "France's report" in mail["Subject"]
        assert "+1 political points, Prussia put under the Continental System" in body
        assert "-1 political points, Russia controls the Papacy" in body
    assert "No address for" in out and "Great Britain" in out     # nobody else has an address yet
    assert not list(drafts.glob("Great*"))
