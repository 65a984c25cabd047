"""The readers' patterns kept compiled between commands (engine.words.compiled): a pattern taken from the cache
folder is the very pattern `re.compile` makes, a damaged file is compiled past, and without a cache folder
nothing is written."""

import re
import subprocess
import sys
from pathlib import Path

import pytest

from engine.words import compiled, patterns
from tests.orders.test_patterns_lazy import READERS, ROOT, _lazy_in


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv("BERTHIER_CACHE_DIR", str(tmp_path))
    compiled.forget()
    yield tmp_path / "patterns"
    compiled.forget()


def _reader_sources() -> list[tuple[str, int]]:
    import importlib
    found = []
    for name in READERS:
        module = importlib.import_module(name)
        found += [(p.pattern, p.flags) for p in _lazy_in(list(vars(module).values()), set())]
    return sorted(set(found))


def test_every_reader_pattern_comes_back_from_the_cache_folder_as_re_compile_makes_it(cache, monkeypatch):
    sources = _reader_sources()
    assert len(sources) > 150
    for source, flags in sources:
        compiled.compiled(source, flags)
    compiled.save()
    assert len(list(cache.glob("patterns-*.marshal"))) == 1
    compiled.forget()
    made = []
    real = re.compile
    monkeypatch.setattr(compiled._re, "compile", lambda p, f=0: made.append(p) or real(p, f))
    for source, flags in sources:
        assert compiled.compiled(source, flags) == real(source, flags), source
    assert made == [], "compiled again although kept"


def test_a_lazy_pattern_is_taken_from_the_cache_and_answers_as_before(cache):
    source = r"^(?P<count>[0-9]{1,3}) (?:armies|army) (?P<rest>.+)$"
    assert patterns.compile(source, re.IGNORECASE).match("3 Armies 36 -> 37")["rest"] == "36 -> 37"
    compiled.save()
    compiled.forget()
    again = patterns.compile(source, re.IGNORECASE)
    assert again.match("3 Armies 36 -> 37")["count"] == "3" and again.groupindex == {"count": 1, "rest": 2}
    assert compiled._kept and (source, int(re.IGNORECASE | re.UNICODE)) in compiled._kept


def test_a_damaged_cache_file_is_compiled_past(cache):
    source = r"corps (?P<letter>[A-Z])"
    compiled.compiled(source, re.UNICODE)
    compiled.save()
    path = next(cache.glob("patterns-*.marshal"))
    for damage in (b"", b"\x00garbage", path.read_bytes()[:-7]):
        path.write_bytes(damage)
        compiled.forget()
        assert compiled.compiled(source, re.UNICODE).match("corps B")["letter"] == "B"


def test_a_program_sre_will_not_take_is_compiled_again(cache):
    source = r"fleet (?P<name>\w+)"
    compiled.compiled(source, re.UNICODE)
    key = (source, int(re.UNICODE))
    flags, _, groups, index, names = compiled._kept[key]
    compiled._kept[key] = (flags, [1, 2, 3], groups, index, names)
    assert compiled.compiled(source, re.UNICODE).match("fleet Med")["name"] == "Med"


def test_without_a_cache_folder_nothing_is_written(tmp_path, monkeypatch):
    monkeypatch.setenv("BERTHIER_CACHE_DIR", "off")
    compiled.forget()
    try:
        assert compiled.compiled(r"A - (\w+)", 0).match("A - Paris")
        compiled.save()
        assert compiled._path is None and not list(tmp_path.iterdir())
    finally:
        compiled.forget()


def test_past_the_most_kept_only_the_patterns_of_this_command_are_kept(cache, monkeypatch):
    monkeypatch.setattr(compiled, "MOST_KEPT", 3)
    for n in range(5):
        compiled.compiled(f"old {n}", 0)
    compiled.save()
    compiled.forget()
    compiled.compiled("new", 0)
    compiled.compiled("old 1", 0)
    compiled.save()
    compiled.forget()
    assert set(compiled._load()) == {("new", 0), ("old 1", 0)}


def test_the_readers_patterns_are_the_same_text_in_every_process():
    """A pattern joined from a set in the set's order would change with each process's hash seed and never
    be found in the cache again."""
    code = ("import sys; sys.path.insert(0, '.')\n"
            "from tests.orders.test_patterns_kept import _reader_sources\n"
            "import hashlib; print(hashlib.sha256(repr(_reader_sources()).encode()).hexdigest())")
    seen = {subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True,
                           env={"PYTHONHASHSEED": seed, "PATH": "", "BERTHIER_CACHE_DIR": "off"}).stdout
            for seed in ("1", "2", "3")}
    assert len(seen) == 1


def test_kept_programs_are_per_python_version(cache):
    compiled.compiled("x", 0)
    assert compiled._path is not None and Path(compiled._path).parent == cache
    assert f"{sys.version_info[0]}-{sys.version_info[1]}-{sys.version_info[2]}" in compiled._path.name
