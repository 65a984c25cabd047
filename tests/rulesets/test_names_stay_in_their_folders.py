"""Generic code names no ruleset: outside `engine/rulesets/<id>/`, `app/rulesets/<id>/` and the tests,
a ruleset's id appears only in the two registries, the docs, the map tools (tools/, resources/maps/)
and the benchmarks that measure one ruleset."""

import re
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
# Ruleset ids and the ids of their modules, every one registered (engine/rulesets/__init__.py);
# "classic-europe", "classic_europe" and "eia-europe" are a map's name, not the ruleset's.
NAMES = re.compile(r"\b(?:napoleonic|classic|succheesion|eia)\b(?![-_])|\b(?:eia_sop|afa_naval)\b", re.IGNORECASE)
REGISTRIES = {"engine/rulesets/__init__.py", "app/rulesets/__init__.py", "pyproject.toml"}
ALLOWED_FOLDERS = ("tests/", "docs/", "tools/", "resources/maps/", "benchmarks/")
RULESET_FOLDER = re.compile(r"^(?:engine|app)/rulesets/[a-z_]+/")


def tracked_files() -> list[str]:
    out = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    return [p for p in out.splitlines() if p.endswith((".py", ".toml", ".cfg", ".sh"))]


def test_the_names_check_sees_the_ruleset_folders():
    assert RULESET_FOLDER.match("engine/rulesets/classic/combat.py")
    assert not RULESET_FOLDER.match("engine/rulesets/base.py")
    assert NAMES.search("import engine.rulesets.napoleonic") and not NAMES.search("maps/classic-europe")
    assert NAMES.search("EiA's books") and NAMES.search('"modules": ["afa_naval"]') and not NAMES.search("eia-europe")


def test_the_names_check_knows_every_registered_ruleset():
    from engine.rulesets import BUILTIN, ruleset
    ids = {name.rpartition(".")[2] for name in BUILTIN}     # the shipped ones (tests register a toy)
    modules = {m.id for r in ids for m in getattr(ruleset(r), "modules", ())}
    missing = [i for i in ids | modules if not NAMES.fullmatch(i)]
    assert not missing, f"ruleset or module ids the names check does not look for: {missing}"


@pytest.mark.parametrize("path", [p for p in tracked_files()
                                  if p not in REGISTRIES and not p.startswith(ALLOWED_FOLDERS)
                                  and not RULESET_FOLDER.match(p)])
def test_generic_code_does_not_name_a_ruleset(path):
    text = (ROOT / path).read_text(encoding="utf-8")
    hits = [f"line {text.count(chr(10), 0, m.start()) + 1}: {m.group()}" for m in NAMES.finditer(text)]
    assert not hits, f"{path} names a ruleset ({'; '.join(hits)}): ask the ruleset's declarations instead"
