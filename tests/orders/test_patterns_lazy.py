"""The readers' patterns compiled on first use (engine.words.patterns as `re`): a pattern answers as the
compiled one would, is compiled once, and every pattern a reader module holds compiles."""

import importlib
import re
import sys
from pathlib import Path

import pytest

from engine.words import patterns

ROOT = Path(__file__).resolve().parents[2]
# every module that takes this module as its `re`: the readers, and the game file's and the map's few patterns
READERS = sorted(".".join(path.relative_to(ROOT).with_suffix("").parts)
                 for package in ("engine", "app") for path in (ROOT / package).rglob("*.py")
                 if path.name != "patterns.py"
                 and "from engine.words import patterns as re" in path.read_text(encoding="utf-8"))


def _lazy_in(value, seen):
    """The lazy patterns a module holds: by themselves, in dicts, lists and tuples (one level of nesting more)."""
    if id(value) in seen:
        return
    seen.add(id(value))
    if isinstance(value, patterns._Lazy):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from _lazy_in(v, seen)
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from _lazy_in(v, seen)


def test_a_pattern_is_not_compiled_at_import_but_on_first_use_and_then_once(monkeypatch):
    compiled = []
    real = re.compile
    monkeypatch.setattr(patterns._re, "compile", lambda p, f=0: compiled.append(p) or real(p, f))
    corps = patterns.compile(r"^corps (?P<letter>[A-Z])\b", re.IGNORECASE)
    assert compiled == [] and corps.pattern == r"^corps (?P<letter>[A-Z])\b"
    assert corps.match("Corps B to Baden")["letter"] == "B"
    assert corps.search("then corps C holds") is None and corps.match("corps D")
    assert corps.sub("the corps", "corps E holds") == "the corps holds"
    assert compiled == [r"^corps (?P<letter>[A-Z])\b"]          # once, whatever is asked after
    assert corps.groupindex == {"letter": 1} and corps.groups == 1
    assert corps.flags == re.compile(r"^corps", re.IGNORECASE).flags


def test_a_lazy_pattern_answers_every_method_as_the_compiled_pattern_does():
    source, text = r"(\d+) (armies|ships)", "3 armies 58 -> 57, 2 ships E -> D"
    lazy, real = patterns.compile(source), re.compile(source)
    assert lazy.findall(text) == real.findall(text)
    assert [m.span() for m in lazy.finditer(text)] == [m.span() for m in real.finditer(text)]
    assert lazy.split(text) == real.split(text) and lazy.subn("x", text) == real.subn("x", text)
    assert lazy.fullmatch("3 armies") and lazy.match(text, 13) is None and lazy.search(text, 13).group(1) == "2"


def test_a_bad_pattern_says_so_on_first_use():
    bad = patterns.compile(r"(unclosed")
    with pytest.raises(re.error):
        bad.match("x")


def test_the_rest_of_re_is_the_standard_librarys():
    assert patterns.IGNORECASE is re.IGNORECASE and patterns.escape is re.escape and patterns.sub is re.sub


def test_lazy_patterns_join_as_compiled_ones_do():
    joined = patterns.any_of([patterns.compile(r"^(?P<count>\d+) armies$"), patterns.compile(r"^(?P<count>\d+) ships$")])
    assert joined.match("3 ships") and not joined.match("3 guns")
    assert patterns.any_of([patterns.compile("(?i)^a$"), patterns.compile("^b$")]) is None     # flags for the whole


@pytest.mark.parametrize("module_name", READERS)
def test_every_pattern_a_reader_module_holds_compiles(module_name):
    module = importlib.import_module(module_name)
    assert module.re is patterns, f"{module_name} compiles its patterns at import"
    found = list(_lazy_in(list(vars(sys.modules[module_name]).values()), set()))
    assert found, f"{module_name}: no lazy pattern found"
    for pattern in found:
        pattern.groups                  # compiles it: a broken pattern raises re.error here, naming itself
