"""A command leaves without Python's teardown (app.cli.main.run): all it printed still arrives, its exit code
is the verb's, and the exit handlers still run (the kept patterns are saved)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _berthier(*args: str, **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "app.cli", *args], cwd=ROOT, capture_output=True, text=True,
                          **kwargs)


def test_a_long_output_arrives_whole_and_the_exit_code_is_the_verbs(tmp_path):
    game = tmp_path / "g.berthier"
    assert _berthier("new", str(game), "--map", "europe1805").returncode == 0
    shown = _berthier("state", str(game))
    assert shown.returncode == 0 and shown.stdout.rstrip().endswith("}") and len(shown.stdout) > 10_000
    missing = _berthier("state", str(tmp_path / "none.berthier"))
    assert missing.returncode == 2 and "no such game file" in missing.stderr
    assert _berthier("state").returncode == 2                    # argparse's own exit: the usage, code 2
    assert _berthier("--version").stdout.startswith("berthier ")


def test_the_exit_handlers_run_before_the_process_leaves(tmp_path):
    marker = tmp_path / "handled"
    code = ("import atexit, sys\n"
            f"atexit.register(lambda: open({str(marker)!r}, 'w').write('ran'))\n"
            "from app.cli.main import leave\n"
            "print('said')\n"
            "leave(3)\n")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 3 and done.stdout == "said\n" and marker.read_text() == "ran"
