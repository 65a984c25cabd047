"""`berthier viewer`: a nation's own viewer, the public one, or all of them; every bad input is named
and writes nothing."""

import pytest

from app.cli import main
from tests.viewer.played import played, played_template  # noqa: F401  (fixtures)


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_a_nations_viewer_and_the_public_one(played, tmp_path, capsys):
    code, out, err = run(capsys, "viewer", played, "--nation", "the French", "--out",
                         tmp_path / "france.html")
    assert code == 0 and not err
    assert "france.html: France's own viewer (send it to France only), 4 page(s)" in out
    assert "internal report of France" in (tmp_path / "france.html").read_text(encoding="utf-8")
    code, out, _ = run(capsys, "viewer", played, "--public", "--out", tmp_path / "public.html")
    assert code == 0 and "the public viewer, 4 page(s)" in out


def test_all_viewers_into_a_folder(played, tmp_path, capsys):
    code, out, _ = run(capsys, "viewer", played, "--all", "--out", tmp_path / "viewers")
    assert code == 0 and "3 viewers of 4 page(s) each" in out
    assert sorted(p.name for p in (tmp_path / "viewers").iterdir()) == \
        ["austria-viewer.html", "france-viewer.html", "public-viewer.html"]


@pytest.mark.parametrize("args, message", [
    (["--nation", "Frnace", "--out", "{tmp}/f.html"], "Frnace"),
    (["--nation", "France", "--out", "{tmp}/f.png"], "a viewer is an HTML file; end the file name with "
                                                    ".html"),
    (["--public", "--out", "{tmp}/nowhere/f.html"], "nowhere does not exist"),
    (["--all", "--out", "{tmp}/a-file.html"], "is a file; with --all, --out names the folder"),
])
def test_a_bad_request_is_named_and_writes_nothing(played, tmp_path, capsys, args, message):
    (tmp_path / "a-file.html").write_text("mine", encoding="utf-8")
    before = sorted(p.name for p in tmp_path.iterdir())
    code, out, err = run(capsys, "viewer", played, *[a.format(tmp=tmp_path) for a in args])
    assert code == 2 and message in err and "Traceback" not in err
    assert sorted(p.name for p in tmp_path.iterdir()) == before
    assert (tmp_path / "a-file.html").read_text(encoding="utf-8") == "mine"


def test_a_missing_game_or_choice_is_named(tmp_path, capsys):
    code, _, err = run(capsys, "viewer", tmp_path / "none.berthier", "--public", "--out", tmp_path / "p.html")
    assert code == 2 and "none.berthier: no such game file" in err
    with pytest.raises(SystemExit):
        main(["viewer", str(tmp_path / "none.berthier"), "--out", str(tmp_path / "p.html")])
    assert "one of the arguments --nation --public --all is required" in capsys.readouterr().err
