"""Builds Berthier's one-folder bundle for this OS with PyInstaller, then what a user downloads:
Linux a .tar.gz (with the .desktop entry and the icon) and an AppImage (when appimagetool is on PATH),
Windows an installer (Inno Setup, when its compiler `iscc` is on PATH), macOS Berthier.app in a .dmg.
Prints sizes and the time taken.

    python -m pip install . pyinstaller      # in a venv without the test extras
    python packaging/build.py                 # -> dist/
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"
sys.path.insert(0, str(PACKAGING))
import appimage  # noqa: E402  (beside this script)
import sign  # noqa: E402
TEST_TOOLS = ("pytest", "hypothesis", "mypy", "importlinter")


def version() -> str:
    sys.path.insert(0, str(ROOT))
    from app import __version__
    return __version__


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def make_icons(work: Path) -> Path:
    """The .ico, .icns and menu PNGs drawn from resources/icons/berthier.svg (packaging/icons.py)."""
    icons = work / "icons"
    env = os.environ | {"QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}
    subprocess.run([sys.executable, str(PACKAGING / "icons.py"), str(icons)], env=env, check=True)
    return icons


def build_folder(work: Path, icons: Path) -> Path:
    """PyInstaller's one-folder bundle: work/dist/berthier (and Berthier.app on macOS)."""
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
                    "--distpath", str(work / "dist"), "--workpath", str(work / "build"),
                    str(PACKAGING / "berthier.spec")], cwd=ROOT, check=True,
                   env=os.environ | {"BERTHIER_ICONS": str(icons)})
    return work / "dist" / "berthier"


def linux_menu_files(folder: Path, icons: Path) -> None:
    """The .desktop entry, the icon (SVG and the hicolor PNGs) and install.sh, beside the programs."""
    shutil.copy2(PACKAGING / "berthier.desktop", folder / "berthier.desktop")
    shutil.copy2(ROOT / "resources" / "icons" / "berthier.svg", folder / "berthier.svg")
    shutil.copytree(icons / "hicolor", folder / "icons" / "hicolor", dirs_exist_ok=True)
    shutil.copy2(PACKAGING / "linux" / "install.sh", folder / "install.sh")


def linux_tarball(folder: Path, out: Path, name: str) -> Path:
    tarball = out / f"{name}.tar.gz"
    tarball.unlink(missing_ok=True)
    with tarfile.open(tarball, "w:gz") as tar:
        tar.add(folder, arcname=name)
    return tarball


def windows_installer(folder: Path, out: Path, name: str, icons: Path) -> Path | None:
    iscc = shutil.which("iscc") or shutil.which("ISCC")
    if iscc is None:
        print("Inno Setup's iscc is not on PATH: no installer, the folder only", file=sys.stderr)
        return None
    subprocess.run([iscc, f"/DAppVersion={version()}", f"/DSourceDir={folder}", f"/DOutputDir={out}",
                    f"/DOutputName={name}-setup", f"/DIconFile={icons / 'berthier.ico'}", *sign.inno_setup_options(),
                    str(PACKAGING / "windows" / "berthier.iss")], check=True)
    return out / f"{name}-setup.exe"


def mac_dmg(app: Path, out: Path, name: str) -> Path:
    dmg = out / f"{name}.dmg"
    dmg.unlink(missing_ok=True)
    subprocess.run(["hdiutil", "create", "-volname", "Berthier", "-srcfolder", str(app), "-ov", "-format",
                    "UDZO", str(dmg)], check=True)
    return dmg


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", type=Path, default=ROOT / "dist", help="where the archive or installer goes")
    p.add_argument("--work", type=Path, default=ROOT / "build" / "bundle", help="PyInstaller's folders")
    args = p.parse_args()
    present = [t for t in TEST_TOOLS if _importable(t)]
    if present:
        print(f"note: {', '.join(present)} installed here; the spec leaves them out of the bundle")
    started = time.monotonic()
    icons = make_icons(args.work)
    folder = build_folder(args.work, icons)
    built = time.monotonic() - started
    args.out.mkdir(parents=True, exist_ok=True)
    system = platform.system().lower()
    name = f"berthier-{version()}-{'macos' if system == 'darwin' else system}-{platform.machine().lower()}"
    made_too: Path | None = None
    if system == "linux":
        linux_menu_files(folder, icons)
        made = linux_tarball(folder, args.out, name)
        made_too = appimage.pack(appimage.appdir(folder, icons, args.work), args.out, name, platform.machine())
    elif system == "windows":
        sign.sign_windows([folder / "berthier.exe", folder / "berthier-gui.exe"])
        made = windows_installer(folder, args.out, name, icons)
    elif system == "darwin":
        app = args.work / "dist" / "Berthier.app"
        signed = sign.sign_mac_app(app)
        made = mac_dmg(app, args.out, name)
        if signed:
            sign.notarise_dmg(made)
    else:
        made = None
    print(f"bundle: {folder} ({folder_size(folder) / 2**20:.0f} MB unpacked), built in {built / 60:.1f} min")
    for download in (made, made_too):
        if download is not None:
            print(f"download: {download} ({download.stat().st_size / 2**20:.0f} MB)")
    print(f"total {(time.monotonic() - started) / 60:.1f} min")
    return 0


def _importable(name: str) -> bool:
    import importlib.util
    return importlib.util.find_spec(name) is not None


if __name__ == "__main__":
    sys.exit(main())
