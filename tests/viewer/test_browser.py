"""The viewer in a real browser (Debian's chromium, headless): it loads without a console error or a
refused fetch, `#turn=N` (as the slider sets it) shows that turn's map and reports, and a
screenshot shows the map. Skipped, saying so, where chromium is not installed (./test.sh installs it)."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from app.render.viewer_maps import write_viewer
from engine.game.gamefile import Game

BROWSER = next((b for b in ("chromium", "chromium-browser", "google-chrome") if shutil.which(b)), None)
pytestmark = pytest.mark.skipif(BROWSER is None, reason="no chromium to load the viewer in "
                                                        "(./test.sh installs Debian's chromium)")


def browse(page: Path, fragment: str, *options: str, tmp: Path) -> subprocess.CompletedProcess:
    """Chromium headless on the file: `--dump-dom` prints the page as its script left it."""
    command = [BROWSER, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
               "--disable-extensions",
               f"--user-data-dir={tmp / 'profile'}", "--virtual-time-budget=3000", "--enable-logging=stderr",
               "--v=0", *options, f"{page.as_uri()}#{fragment}"]
    return subprocess.run(command, capture_output=True, text=True, timeout=120)


def problems(log: str) -> list[str]:
    """What the page itself did wrong: script errors, and anything the page policy refused to fetch."""
    return [line for line in log.splitlines()
            if "Uncaught" in line or "Refused to" in line or "Content Security Policy" in line
            or ("CONSOLE" in line and "error" in line.lower())]


@pytest.fixture
def page(played, tmp_path) -> Path:
    with Game.open(played) as game:
        return write_viewer(game, tmp_path / "france.html", "France")


def shown(dom: str) -> tuple[str, str, str]:
    """The turn the page shows, its caption, and the pieces drawn on the map."""
    turn = re.search(r'<body[^>]*data-turn="(\d+)"', dom)
    caption = re.search(r'<span id="caption">([^<]*)</span>', dom)
    units = re.search(r'<g id="units">(.*?)</g></svg>', dom, re.S)
    assert turn and caption and units, "the page did not run its script"
    return turn.group(1), caption.group(1), units.group(1)


def test_the_viewer_loads_without_an_error_and_shows_the_last_turn(page, tmp_path):
    run = browse(page, "", "--dump-dom", tmp=tmp_path)
    assert not problems(run.stderr), problems(run.stderr)
    turn, caption, units = shown(run.stdout)
    assert (turn, caption) == ("3", "After Summer 1805")
    assert "<rect" in units            # the corps' counters are drawn


def test_the_turn_in_the_address_changes_the_map_and_the_reports(page, tmp_path):
    first = browse(page, "turn=1", "--dump-dom", tmp=tmp_path)
    second = browse(page, "turn=2", "--dump-dom", tmp=tmp_path)
    assert not problems(first.stderr + second.stderr)
    turn1, caption1, units1 = shown(first.stdout)
    turn2, caption2, units2 = shown(second.stdout)
    assert (turn1, caption1, turn2, caption2) == ("1", "After Winter 1804", "2", "After Spring 1805")
    assert units1 != units2                    # corps A marched from Alsace to Baden
    assert "<line" in units2 and "<line" not in units1     # its arrow
    visible = re.findall(r'<section class="page" data-page="(\d+)">', second.stdout)
    assert visible == ["2"]                    # only turn 2's reports are shown


def test_a_screenshot_shows_the_map(page, tmp_path):
    shot = tmp_path / "viewer-france-turn-2.png"
    run = browse(page, "turn=2&place=Baden", "--window-size=1200,700", f"--screenshot={shot}", tmp=tmp_path)
    assert not problems(run.stderr)
    assert shot.exists() and shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n", run.stderr[-2000:]
    assert shot.stat().st_size > 10_000                   # a drawn map, not a blank page


def test_a_page_that_errs_or_fetches_is_caught(tmp_path):
    bad = tmp_path / "bad.html"
    bad.write_text("<html><head><meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
                   "script-src 'unsafe-inline'\"></head><body><img src=\"http://example.com/a.png\">"
                   "<script>nothing()</script></body></html>", encoding="utf-8")
    found = problems(browse(bad, "", "--dump-dom", tmp=tmp_path).stderr)
    assert any("Uncaught ReferenceError" in line for line in found)
    assert any("example.com" in line for line in found)
