"""Signing the downloads (packaging/sign.py): done with the certificates CI's secrets give, skipped with one
line saying what is unsigned and why without them, and never half done."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def sign():
    spec = importlib.util.spec_from_file_location("packaging_sign", ROOT / "packaging" / "sign.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class Recorder:
    def __init__(self):
        self.commands: list[list[str]] = []

    def __call__(self, argv, check):
        assert check is True
        self.commands.append(list(argv))


def test_without_a_certificate_the_windows_programs_are_left_unsigned_and_the_log_says_so(sign, capsys):
    run = Recorder()
    assert sign.sign_windows([Path("berthier.exe")], env={}, run=run) is False
    assert run.commands == []
    said = capsys.readouterr().out
    assert said == ("not signed: berthier.exe, as WINDOWS_CERT_PFX and WINDOWS_CERT_PASSWORD are not set (no "
                    "code-signing certificate); Windows SmartScreen will warn about them\n")


def test_a_pfx_and_its_password_sign_both_programs_with_a_timestamp(sign, tmp_path):
    pfx = tmp_path / "berthier.pfx"
    pfx.write_bytes(b"certificate")
    run = Recorder()
    env = {"WINDOWS_CERT_PFX": str(pfx), "WINDOWS_CERT_PASSWORD": "secret", "SIGNTOOL": "C:/Kits/signtool.exe"}
    assert sign.sign_windows([Path("berthier.exe"), Path("berthier-gui.exe")], env=env, run=run) is True
    (command,) = run.commands
    assert command[:2] == ["C:/Kits/signtool.exe", "sign"]
    assert command[command.index("/f") + 1] == str(pfx) and command[command.index("/p") + 1] == "secret"
    assert "/tr" in command and command[-2:] == ["berthier.exe", "berthier-gui.exe"]


def test_a_pfx_secret_naming_no_file_stops_the_build_with_its_name(sign, tmp_path):
    env = {"WINDOWS_CERT_PFX": str(tmp_path / "absent.pfx"), "WINDOWS_CERT_PASSWORD": "secret"}
    with pytest.raises(SystemExit, match="absent.pfx"):
        sign.sign_windows([Path("berthier.exe")], env=env, run=Recorder())


def test_inno_setup_is_told_to_sign_the_installer_and_uninstaller_only_with_a_certificate(sign, tmp_path, capsys):
    assert sign.inno_setup_options(env={"WINDOWS_CERT_PFX": str(tmp_path / "x.pfx")}) == []
    assert "not signed: the installer and its uninstaller, as WINDOWS_CERT_PASSWORD is not set" in \
        capsys.readouterr().out
    pfx = tmp_path / "my cert.pfx"
    pfx.write_bytes(b"certificate")
    options = sign.inno_setup_options(env={"WINDOWS_CERT_PFX": str(pfx), "WINDOWS_CERT_PASSWORD": "pw"})
    assert options[1] == "/DSign=1"
    assert options[0].startswith("/Sberthier=signtool sign") and options[0].endswith(" $f")
    assert f"$q{pfx}$q" in options[0]          # a path with a space is quoted for Inno Setup


def test_without_an_identity_the_mac_app_is_neither_signed_nor_notarised(sign, capsys):
    run = Recorder()
    assert sign.sign_mac_app(Path("Berthier.app"), env={}, run=run) is False
    assert sign.notarise_dmg(Path("b.dmg"), env={"MACOS_SIGN_IDENTITY": "Developer ID"}, run=run) is False
    assert run.commands == []
    said = capsys.readouterr().out
    assert "MACOS_SIGN_IDENTITY not set" in said
    assert "not notarised: APPLE_ID and APPLE_TEAM_ID and APPLE_APP_PASSWORD not set" in said


def test_the_mac_app_is_signed_under_the_hardened_runtime_then_the_dmg_notarised_and_stapled(sign):
    run = Recorder()
    env = {"MACOS_SIGN_IDENTITY": "Developer ID Application: Berthier", "APPLE_ID": "gm@example.org",
           "APPLE_TEAM_ID": "ABCDE12345", "APPLE_APP_PASSWORD": "app-password"}
    assert sign.sign_mac_app(Path("Berthier.app"), env=env, run=run) is True
    assert sign.notarise_dmg(Path("b.dmg"), env=env, run=run) is True
    codesign_app, verify, codesign_dmg, notarise, staple = run.commands
    assert codesign_app[0] == "codesign" and "runtime" in codesign_app and codesign_app[-1] == "Berthier.app"
    assert Path(codesign_app[codesign_app.index("--entitlements") + 1]).is_file()
    assert verify[:2] == ["codesign", "--verify"]
    assert codesign_dmg[-1] == "b.dmg"
    assert notarise[:3] == ["xcrun", "notarytool", "submit"] and "--wait" in notarise
    assert staple == ["xcrun", "stapler", "staple", "b.dmg"]
