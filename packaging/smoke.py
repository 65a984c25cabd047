"""Runs a built bundle as a user who has no Python would: no Python or venv on PATH, a fresh empty home.

`--version`, `demo`, then for each bundled map (one per ruleset) `new` + `orders` + `resolve` + `report`
+ `render`, and the window opened offscreen on the bundled game (still running after a few seconds,
nothing in its log about an error). Prints the bundle's size and start times. Exit 0 when all passed.

    python packaging/smoke.py [BUNDLE]       # default: build/bundle/dist/berthier

BUNDLE is the one-folder bundle, an AppDir (its AppRun is run, as the AppImage runs it) or an .AppImage
(run with APPIMAGE_EXTRACT_AND_RUN=1, so no FUSE is needed).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MAPS = ROOT / "resources" / "maps"
EXE = ".exe" if os.name == "nt" else ""


def bare_env(home: Path, path_dir: Path) -> dict[str, str]:
    """No Python on PATH (only an empty folder, and Windows' own), a home of its own."""
    env = {"PATH": str(path_dir), "HOME": str(home), "USERPROFILE": str(home), "LANG": "C.UTF-8",
           "QT_QPA_PLATFORM": "offscreen", "XDG_RUNTIME_DIR": str(home)}
    if os.name == "nt":
        env["PATH"] += os.pathsep + os.path.join(os.environ.get("SystemRoot", r"C:\Windows"), "System32")
        env["SystemRoot"] = os.environ.get("SystemRoot", r"C:\Windows")
        env["APPDATA"] = str(home / "AppData" / "Roaming")
        env["LOCALAPPDATA"] = str(home / "AppData" / "Local")
    return env


def folder_size(path: Path) -> int:
    if path.is_file():
        return path.stat().st_size
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def program(bundle: Path) -> Path:
    """What a user runs: the bundle's `berthier`, an AppDir's AppRun, or the AppImage itself."""
    if bundle.is_file():
        return bundle
    if (bundle / "AppRun").is_file():
        return bundle / "AppRun"
    return bundle / f"berthier{EXE}"


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("bundle", nargs="?", type=Path, default=ROOT / "build" / "bundle" / "dist" / "berthier")
    p.add_argument("--window-seconds", type=float, default=8.0, help="how long the window must stay up")
    args = p.parse_args()
    berthier = program(args.bundle.resolve())
    if not berthier.exists():
        print(f"{berthier}: no such program; build the bundle first (python packaging/build.py)", file=sys.stderr)
        return 2
    failures: list[str] = []
    with tempfile.TemporaryDirectory(prefix="berthier-smoke-") as tmp:
        work = Path(tmp)
        home, empty = work / "home", work / "empty-path"
        home.mkdir()
        empty.mkdir()
        env = bare_env(home, empty)
        if berthier.suffix == ".AppImage":
            # no FUSE needed: the runtime unpacks itself and runs from there (kept for the next call)
            env.update(APPIMAGE_EXTRACT_AND_RUN="1", NO_CLEANUP="1", TMPDIR=str(work))

        def run(*argv: object, says: str = "") -> subprocess.CompletedProcess:
            done = subprocess.run([str(berthier), *map(str, argv)], cwd=work, env=env, capture_output=True,
                                  text=True, encoding="utf-8", errors="replace", timeout=300)
            out = done.stdout + done.stderr
            ok = done.returncode == 0 and says in out and "internal error" not in out
            label = " ".join(str(a) if not isinstance(a, Path) else a.name for a in argv)
            print(f"{'ok  ' if ok else 'FAIL'} berthier {label}" + ("" if ok else f" (exit {done.returncode}):\n"
                                                                   f"{out[-1500:]}"), flush=True)
            if not ok:
                failures.append(label)
            return done

        run("--version", says="berthier ")
        run("demo")
        for folder in sorted(MAPS.iterdir()):
            scenario = json.loads((folder / "scenario.json").read_text(encoding="utf-8"))
            nation = scenario["nations"][0]["name"]
            game = work / f"{folder.name}.berthier"
            orders = work / "orders.txt"
            orders.write_text("", encoding="utf-8")
            run("new", game, "--ruleset", scenario["ruleset"], "--map", folder.name, says="Created")
            run("orders", game, "--nation", nation, orders, says="stored")
            run("resolve", game, "--seed", "1", says="Resolved")
            run("report", game)
            run("render", game, "--out", work / f"{folder.name}.png", says="Wrote")
            picture = work / f"{folder.name}.png"
            if picture.exists() and not picture.stat().st_size:
                failures.append(f"render {folder.name}: empty picture")
        # the window on the bundled game, first start (the game is created in the fresh home)
        window = subprocess.Popen([str(berthier), "gui"], cwd=work, env=env, stdout=subprocess.PIPE,
                                  stderr=subprocess.STDOUT, text=True, encoding="utf-8", errors="replace")
        try:
            window.wait(args.window_seconds)
        except subprocess.TimeoutExpired:
            window.terminate()
            out = window.communicate(timeout=30)[0]
            crashed = (home / ".cache" / "berthier" / "crash.log").exists() or "Traceback" in out
            print(f"{'FAIL' if crashed else 'ok  '} berthier gui (the window up for {args.window_seconds:g} s)"
                  + (f":\n{out[-1500:]}" if crashed else ""))
            if crashed:
                failures.append("gui")
        else:
            print(f"FAIL berthier gui: the window closed at once (exit {window.returncode}):\n"
                  f"{window.communicate()[0][-1500:]}")
            failures.append("gui")
        starts = []
        for _ in range(5):
            begun = time.perf_counter()
            subprocess.run([str(berthier), "--version"], env=env, capture_output=True)
            starts.append(time.perf_counter() - begun)
        state = []
        for _ in range(5):
            begun = time.perf_counter()
            subprocess.run([str(berthier), "state", work / "europe1805.berthier"], env=env, capture_output=True)
            state.append(time.perf_counter() - begun)
    print(f"bundle {args.bundle}: {folder_size(args.bundle) / 2**20:.0f} MB"
          + ("" if args.bundle.is_file() else " unpacked"))
    print(f"start (berthier --version, median of 5): {statistics.median(starts):.2f} s wall; "
          f"berthier state on Europe 1805: {statistics.median(state):.2f} s wall")
    print("all checks passed" if not failures else f"{len(failures)} check(s) failed: {', '.join(failures)}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
