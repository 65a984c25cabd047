"""Reports as mail drafts: every address of a nation's player (a team) gets the nation's report."""

from __future__ import annotations

from email import message_from_bytes

import pytest

from tests.cli.test_cli import DATA, digest, run


@pytest.fixture
def game(tmp_path, capsys):
    path = tmp_path / "tiny.berthier"
    assert run(capsys, "new", path, "--scenario", DATA / "tiny-scenario.json")[0] == 0
    assert run(capsys, "players", path, "--nation", "France", "--name", "Anna, Marc", "--email", "anna@example.org",
               "--email", "marc@example.org")[0] == 0
    return path


def test_before_the_first_turn_each_team_member_is_sent_the_starting_position(game, tmp_path, capsys):
    code, out, _ = run(capsys, "report", game, "--drafts", tmp_path / "out")
    assert code == 0 and "No address for Austria" in out
    mails = {p.name: message_from_bytes(p.read_bytes()) for p in sorted((tmp_path / "out").iterdir())}
    assert sorted(mails) == ["France-anna@example.org.eml", "France-marc@example.org.eml"]
    bodies = {m.get_payload(decode=True).decode("utf-8") for m in mails.values()}
    assert len(bodies) == 1 and "starting position of France" in bodies.pop()
    assert {m["To"] for m in mails.values()} == {"anna@example.org", "marc@example.org"}
    assert all(m["X-Unsent"] == "1" and m["From"] is None for m in mails.values())


@pytest.mark.parametrize("extra", [["--nation", "France"], ["--out", "x.md"]])
def test_drafts_are_for_every_nation_at_once(game, tmp_path, capsys, extra):
    before = digest(game)
    code, _, err = run(capsys, "report", game, "--drafts", tmp_path / "out", *extra)
    assert code == 2 and "--drafts writes every nation's report" in err and digest(game) == before
    assert not (tmp_path / "out").exists()
