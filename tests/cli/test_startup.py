"""The command line answers at once: `--help` and `--version` load no engine, a game loads its own
ruleset only, and a verb that does not draw builds no map geometry."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import app
import engine

ROOT = Path(__file__).resolve().parents[2]


def loaded_after(code: str) -> set[str]:
    """The modules a fresh interpreter has loaded after running `code`."""
    done = subprocess.run([sys.executable, "-c", code + "\nimport sys; print(' '.join(sorted(sys.modules)))"],
                          cwd=ROOT, capture_output=True, text=True, check=True)
    return set(done.stdout.splitlines()[-1].split())


def test_help_and_version_load_no_engine():
    for flag in ("--help", "--version"):
        modules = loaded_after(f"from app.cli.main import main\ntry:\n    main([{flag!r}])\nexcept SystemExit:\n    pass")
        assert not {m for m in modules if m == "engine" or m.startswith("engine.")}, flag


def test_the_version_is_the_engines():
    assert app.__version__ == engine.__version__


def test_a_ruleset_is_found_without_importing_the_others():
    modules = loaded_after("from engine.rulesets import ruleset\nruleset('classic')")
    assert "engine.rulesets.classic" in modules
    assert not {"engine.rulesets.eia", "engine.rulesets.napoleonic", "engine.rulesets.succheesion"} & modules


def test_a_game_opened_to_read_its_state_builds_no_polygons(tmp_path):
    game = tmp_path / "g.berthier"
    loaded_after(f"from app.cli.main import main\nmain(['new', {str(game)!r}, '--map', 'europe1805'])")
    modules = loaded_after(f"from app.cli.main import main\nmain(['state', {str(game)!r}])")
    assert "shapely" not in modules and "numpy" not in modules and "sqlite_utils" not in modules


def test_an_unknown_ruleset_still_lists_every_one():
    from engine.errors import UnknownName
    from engine.rulesets import available, ruleset

    try:
        ruleset("napoleonique")
    except UnknownName as e:
        assert "napoleonic" in str(e)
    else:
        raise AssertionError("an unknown ruleset was accepted")
    assert {"classic", "eia", "napoleonic", "succheesion"} <= set(available())


READER = {"engine.orders", "engine.words.clauses", "engine.words.lexicon", "engine.words.message"}
WRITERS = {"engine.reports.render", "engine.reports.forums"}


def test_verbs_that_read_no_orders_load_no_reader(tmp_path):
    """`state` and `needs` on each bundled map: no order reader, no report writer."""
    scenarios = ROOT / "resources" / "maps"
    for name in ("europe1805", "classic-europe", "eia-europe", "mausropa"):
        game = tmp_path / f"{name}.berthier"
        loaded_after(f"from app.cli.main import main\n"
                     f"main(['new', {str(game)!r}, '--scenario', {str(scenarios / name / 'scenario.json')!r}])")
        for verb in (["state"], ["needs"]):
            modules = loaded_after(f"from app.cli.main import main\nmain({verb + [str(game)]!r})")
            assert not (READER | WRITERS) & modules, (name, verb, sorted((READER | WRITERS) & modules))
