"""The Linux AppImage's folder (packaging/appimage.py): the bundle, the menu entry and icon where
appimagetool looks for them, and AppRun sending a GM to the window or the command line."""

from __future__ import annotations

import importlib.util
import os
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.skipif(os.name == "nt", reason="AppImages are Linux programs")


@pytest.fixture(scope="module")
def appimage():
    spec = importlib.util.spec_from_file_location("packaging_appimage", ROOT / "packaging" / "appimage.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def fake_bundle(folder: Path) -> Path:
    """A one-folder bundle whose two programs say which of them ran and with what."""
    folder.mkdir()
    for program in ("berthier", "berthier-gui"):
        script = folder / program
        script.write_text(f'#!/bin/sh\necho "{program}" "$@"\n', encoding="utf-8")
        script.chmod(0o755)
    (folder / "_internal").mkdir()
    (folder / "_internal" / "library.so").write_bytes(b"\x7fELF")
    return folder


def fake_icons(folder: Path) -> Path:
    for size in (16, 256):
        png = folder / "hicolor" / f"{size}x{size}" / "apps" / "berthier.png"
        png.parent.mkdir(parents=True)
        png.write_bytes(b"\x89PNG" + str(size).encode())
    return folder


@pytest.fixture
def appdir(appimage, tmp_path):
    return appimage.appdir(fake_bundle(tmp_path / "berthier"), fake_icons(tmp_path / "icons"), tmp_path / "work")


def test_the_appdir_holds_the_bundle_the_entry_and_the_icon_where_appimagetool_looks(appdir):
    assert (appdir / "berthier" / "_internal" / "library.so").read_bytes() == b"\x7fELF"
    entry = (appdir / "berthier.desktop").read_text(encoding="utf-8")
    assert "Icon=berthier" in entry and "Exec=berthier gui %f" in entry
    assert (appdir / "berthier.png").read_bytes() == b"\x89PNG256"
    assert (appdir / ".DirIcon").read_bytes() == (appdir / "berthier.png").read_bytes()
    assert (appdir / "usr" / "share" / "icons" / "hicolor" / "16x16" / "apps" / "berthier.png").is_file()
    assert os.access(appdir / "AppRun", os.X_OK)


def run_app(appdir: Path, *argv: str, cwd: Path) -> str:
    # no PATH beyond the shell itself: AppRun must not need dirname or readlink
    done = subprocess.run([str(appdir / "AppRun"), *argv], cwd=cwd, env={"PATH": "/nonexistent"},
                          capture_output=True, text=True, check=True)
    return done.stdout.strip()


def test_apprun_opens_the_window_with_no_arguments(appdir, tmp_path):
    assert run_app(appdir, cwd=tmp_path) == "berthier-gui"


def test_apprun_opens_a_game_file_given_in_the_window(appdir, tmp_path):
    (tmp_path / "war.berthier").write_bytes(b"")
    assert run_app(appdir, "war.berthier", cwd=tmp_path) == "berthier-gui war.berthier"


def test_apprun_passes_verbs_to_the_command_line(appdir, tmp_path):
    assert run_app(appdir, "state", "war.berthier", cwd=tmp_path) == "berthier state war.berthier"
    assert run_app(appdir, "gui", "my war.berthier", cwd=tmp_path) == "berthier gui my war.berthier"


def test_the_runtime_s_appdir_variable_is_where_apprun_finds_the_bundle(appdir, tmp_path):
    done = subprocess.run(["/bin/sh", str(appdir / "AppRun"), "--version"], cwd=tmp_path,
                          env={"PATH": "/nonexistent", "APPDIR": str(appdir)}, capture_output=True, text=True,
                          check=True)
    assert done.stdout.strip() == "berthier --version"


def test_without_appimagetool_no_appimage_is_made_and_the_log_says_why(appimage, appdir, tmp_path, monkeypatch,
                                                                          capsys):
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    monkeypatch.delenv("APPIMAGETOOL", raising=False)
    assert appimage.pack(appdir, tmp_path, "berthier-0.1.0-linux-x86_64", "x86_64") is None
    assert "appimagetool is not on PATH" in capsys.readouterr().err
    assert not list(tmp_path.glob("*.AppImage"))


def test_appimagetool_named_by_the_environment_packs_the_appdir(appimage, appdir, tmp_path, monkeypatch):
    tool = tmp_path / "appimagetool"
    tool.write_text('#!/bin/sh\n# records what it was asked and "packs" by copying AppRun\n'
                    'echo "$ARCH $APPIMAGE_EXTRACT_AND_RUN $*" > "$(dirname "$0")/asked"\ncp "$2/AppRun" "$3"\n',
                    encoding="utf-8")
    tool.chmod(0o755)
    monkeypatch.setenv("APPIMAGETOOL", str(tool))
    made = appimage.pack(appdir, tmp_path, "berthier-0.1.0-linux-x86_64", "x86_64")
    assert made == tmp_path / "berthier-0.1.0-linux-x86_64.AppImage" and made.is_file()
    assert (tmp_path / "asked").read_text().split() == ["x86_64", "1", "--no-appstream", str(appdir), str(made)]
