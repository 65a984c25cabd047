"""Builds Berthier's wheel, installs it into a fresh venv in a temporary folder and runs it there as a
GM who installed it with pip would: `--version`, the bundled maps listed, `demo`, `new` on a bundled map,
and `trace` without the mapmaking extras naming what to install. Exit 0 when every check passed.

    python packaging/check_wheel.py            # from the repository
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run(argv: list, cwd: Path, env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([str(a) for a in argv], cwd=cwd, env=env, capture_output=True, text=True)


def main() -> int:
    failures = []

    def check(what: str, done: subprocess.CompletedProcess, *, code: int = 0, says: str = "") -> None:
        out = done.stdout + done.stderr
        ok = done.returncode == code and says in out
        print(f"{'ok  ' if ok else 'FAIL'} {what}" + ("" if ok else f" (exit {done.returncode}):\n{out[-1500:]}"))
        if not ok:
            failures.append(what)

    with tempfile.TemporaryDirectory(prefix="berthier-wheel-") as tmp:
        tmp_path = Path(tmp)
        built = run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-w", tmp_path / "dist", ROOT], cwd=tmp_path)
        wheels = list((tmp_path / "dist").glob("berthier-*.whl"))
        if built.returncode or not wheels:
            print(built.stdout[-2000:], built.stderr[-2000:])
            return 1
        wheel = wheels[0]
        print(f"built {wheel.name}: {wheel.stat().st_size / 2**20:.1f} MB")
        env_dir = tmp_path / "venv"
        venv.EnvBuilder(with_pip=True).create(env_dir)
        bin_dir = env_dir / ("Scripts" if os.name == "nt" else "bin")
        installed = run([bin_dir / "python", "-m", "pip", "install", "-q", wheel], cwd=tmp_path)
        if installed.returncode:
            print(installed.stdout[-2000:], installed.stderr[-2000:])
            return 1
        home = tmp_path / "home"
        home.mkdir()
        # away from the checkout, with a fresh home: only what the wheel installed is found
        env = {"PATH": f"{bin_dir}{os.pathsep}/usr/bin{os.pathsep}/bin", "HOME": str(home),
               "QT_QPA_PLATFORM": "offscreen"}
        berthier = bin_dir / "berthier"
        check("berthier --version", run([berthier, "--version"], tmp_path, env), says="berthier ")
        check("the bundled maps are installed",
              run([bin_dir / "python", "-c", "from engine.game.scenario import MAPS; import sys; "
                   "names = sorted(p.name for p in MAPS.iterdir()); print(names); "
                   "sys.exit(0 if 'europe1805' in names and 'eia-europe' in names else 1)"], tmp_path, env))
        check("berthier demo", run([berthier, "demo"], tmp_path, env))
        check("berthier new --map europe1805",
              run([berthier, "new", tmp_path / "mine.berthier", "--map", "europe1805"], tmp_path, env),
              says="Created")
        check("berthier state", run([berthier, "state", tmp_path / "mine.berthier"], tmp_path, env))
        check("the rulesets' cases are installed and pass",
              run([berthier, "case", "check", "--bundled"], tmp_path, env), says="case(s) ok.")
        check("berthier trace without the mapmaking extras names them",
              run([berthier, "trace", ROOT / "resources" / "icons" / "berthier.svg", "--out", tmp_path / "m.geojson"],
                  tmp_path, env), code=2, says="berthier[mapmaking]")
    print("all checks passed" if not failures else f"{len(failures)} check(s) failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
