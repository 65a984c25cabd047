"""The one checker of a fresh corpus's expected orders (tests/corpus/check_expected.py): a set that is canonical
and legal passes, one that is not fails by id, a refused line that breaks a rule must be refused, and the
messages themselves are never printed (it may run on a held-out half)."""

from tests.corpus.check_expected import main

_GOOD = """--- nation: Russia; position: start; id: t-cl-good-1
SECRET MESSAGE WORDS one
=== expect
2 armies 87 -> 88
"""
_BAD = """--- nation: Russia; position: start; id: t-cl-bad-1
SECRET MESSAGE WORDS two
=== expect
2 armies 87 -> Narnia
"""
_BROKEN = """# t-cl-broken-1: no such move [canonical: 2 armies 87 -> 88]
--- nation: Russia; position: start; id: t-cl-broken-1
SECRET MESSAGE WORDS three
=== expect
buy 1 army in 87
"""


def _corpus(tmp_path, text, half="dev"):
    (tmp_path / half).mkdir(exist_ok=True)
    (tmp_path / half / "classic.txt").write_text(text, encoding="utf-8")
    return tmp_path


def test_a_legal_canonical_set_passes(tmp_path, capsys):
    assert main([str(_corpus(tmp_path, _GOOD)), "classic"]) == 0
    assert "1 of 1 expected sets" in capsys.readouterr().out


def test_a_set_that_does_not_read_as_canonical_fails_by_id_without_the_message(tmp_path, capsys):
    assert main([str(_corpus(tmp_path, _GOOD + "\n" + _BAD))]) == 1
    out = capsys.readouterr().out
    assert "t-cl-bad-1" in out and "1 of 2 expected sets" in out and "SECRET" not in out


def test_a_refused_line_that_is_allowed_fails(tmp_path, capsys):
    assert main([str(_corpus(tmp_path, _BROKEN)), "classic"]) == 1
    assert "the refused line '2 armies 87 -> 88' is allowed" in capsys.readouterr().out
    assert main([str(tmp_path / "dev" / "classic.txt")], {"t-cl-broken-1": ["2 armies 87 -> 88"]}) == 1
    assert "refused line allowed in canonical form: 2 armies 87 -> 88" in capsys.readouterr().out


def test_a_bad_argument_is_said_and_fails(tmp_path, capsys):
    assert main([str(tmp_path), "chess"]) == 2
    assert "no ruleset called chess" in capsys.readouterr().out
    assert main([str(tmp_path / "nothing.txt")]) == 1
    assert "not a corpus file" in capsys.readouterr().out
