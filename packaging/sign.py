"""Signs what packaging/build.py made when the project's certificates are given (CI's secrets, see
packaging/README.md), and says in one line what was left unsigned and why when they are not.

Windows: signtool with the PFX file named by $WINDOWS_CERT_PFX and its password $WINDOWS_CERT_PASSWORD
(signtool from $SIGNTOOL or PATH); the programs, then the installer and its uninstaller through Inno Setup.
macOS: codesign with the identity $MACOS_SIGN_IDENTITY (already in a keychain) under the hardened runtime,
then the .dmg notarised with $APPLE_ID, $APPLE_TEAM_ID and $APPLE_APP_PASSWORD and the ticket stapled.
"""

from __future__ import annotations

import os
import subprocess
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

PACKAGING = Path(__file__).resolve().parent
TIMESTAMP = "http://timestamp.digicert.com"
ENTITLEMENTS = PACKAGING / "macos" / "entitlements.plist"
Run = Callable[..., object]


def _missing(env: Mapping[str, str], names: Sequence[str]) -> list[str]:
    return [name for name in names if not env.get(name)]


def windows_signtool(env: Mapping[str, str] = os.environ, what: str = "the programs") -> list[str] | None:
    """signtool's command up to the files, or None (after saying what stays unsigned) without a certificate."""
    missing = _missing(env, ("WINDOWS_CERT_PFX", "WINDOWS_CERT_PASSWORD"))
    if missing:
        print(f"not signed: {what}, as {' and '.join(missing)} {'is' if len(missing) == 1 else 'are'} not set "
              "(no code-signing certificate); Windows SmartScreen will warn about them", flush=True)
        return None
    if not Path(env["WINDOWS_CERT_PFX"]).is_file():
        raise SystemExit(f"WINDOWS_CERT_PFX names {env['WINDOWS_CERT_PFX']}, which is not a file")
    return [env.get("SIGNTOOL") or "signtool", "sign", "/f", env["WINDOWS_CERT_PFX"], "/p",
            env["WINDOWS_CERT_PASSWORD"], "/fd", "sha256", "/tr", TIMESTAMP, "/td", "sha256"]


def sign_windows(files: Sequence[Path], env: Mapping[str, str] = os.environ,
                 run: Run = subprocess.run) -> bool:
    signtool = windows_signtool(env, ", ".join(f.name for f in files))
    if signtool is None:
        return False
    run([*signtool, *map(str, files)], check=True)
    print(f"signed: {', '.join(f.name for f in files)}", flush=True)
    return True


def inno_setup_options(env: Mapping[str, str] = os.environ) -> list[str]:
    """iscc's options that make it sign the installer and its uninstaller (none without a certificate)."""
    signtool = windows_signtool(env, "the installer and its uninstaller")
    if signtool is None:
        return []
    quoted = " ".join(f'$q{part}$q' if " " in part else part for part in signtool)
    return [f"/Sberthier={quoted} $f", "/DSign=1"]


def sign_mac_app(app: Path, env: Mapping[str, str] = os.environ, run: Run = subprocess.run) -> bool:
    identity = env.get("MACOS_SIGN_IDENTITY")
    if not identity:
        print("not signed: MACOS_SIGN_IDENTITY not set (no Developer ID certificate); macOS Gatekeeper "
              "will refuse to open Berthier.app until the user allows it in System Settings", flush=True)
        return False
    run(["codesign", "--force", "--deep", "--options", "runtime", "--timestamp", "--entitlements",
         str(ENTITLEMENTS), "--sign", identity, str(app)], check=True)
    run(["codesign", "--verify", "--deep", "--strict", str(app)], check=True)
    print(f"signed: {app.name} as {identity}", flush=True)
    return True


def notarise_dmg(dmg: Path, env: Mapping[str, str] = os.environ, run: Run = subprocess.run) -> bool:
    """Signs the .dmg, has Apple notarise it and staples the ticket; only after the app was signed."""
    missing = _missing(env, ("MACOS_SIGN_IDENTITY", "APPLE_ID", "APPLE_TEAM_ID", "APPLE_APP_PASSWORD"))
    if missing:
        print(f"not notarised: {' and '.join(missing)} not set", flush=True)
        return False
    run(["codesign", "--force", "--timestamp", "--sign", env["MACOS_SIGN_IDENTITY"], str(dmg)], check=True)
    run(["xcrun", "notarytool", "submit", str(dmg), "--apple-id", env["APPLE_ID"], "--team-id",
         env["APPLE_TEAM_ID"], "--password", env["APPLE_APP_PASSWORD"], "--wait"], check=True)
    run(["xcrun", "stapler", "staple", str(dmg)], check=True)
    print(f"notarised and stapled: {dmg.name}", flush=True)
    return True
