"""The GM's window without a display: offscreen Qt, settings and data folders in tmp_path, and
every dialog replaced by a fake that fails the test unless the test expects it."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QStandardPaths

from app.session import BUNDLED_SCENARIO, GameSession
from app.window import dialogs
from app.window.main import MainWindow
from app.window.settings import Settings

QStandardPaths.setTestModeEnabled(True)
DATA = Path(__file__).resolve().parents[1] / "data"
TINY_SCENARIO = DATA / "tiny-scenario.json"
DIALOGS = ("show_error", "confirm", "ask_reason", "open_game_path", "scenario_path", "save_path", "folder_path",
           "map_choice", "run_dialog", "mail_source", "choose_nation", "show_text",
           "edit_players", "print_setup", "new_game", "house_rules")


@pytest.fixture(scope="session")
def europe_template(tmp_path_factory):
    """The bundled Europe 1805 game, created once per test run."""
    return GameSession.create_from_scenario(BUNDLED_SCENARIO, tmp_path_factory.mktemp("europe") / "europe.berthier")


@pytest.fixture
def europe_game(tmp_path, europe_template):
    path = tmp_path / "europe.berthier"
    shutil.copy(europe_template, path)
    return path


@pytest.fixture(scope="session")
def tiny_template(tmp_path_factory):
    """The tiny test game, created once per test run."""
    return GameSession.create_from_scenario(TINY_SCENARIO, tmp_path_factory.mktemp("tiny") / "tiny.berthier")


@pytest.fixture
def tiny_game(tmp_path, tiny_template):
    path = tmp_path / "tiny.berthier"
    shutil.copy(tiny_template, path)
    return path


@pytest.fixture
def settings(tmp_path):
    return Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.IniFormat))


class Dialogs:
    """What the window asked, and the answers the test gave."""

    def __init__(self, monkeypatch):
        self.calls: list[tuple[str, tuple]] = []
        self._monkeypatch = monkeypatch
        for name in DIALOGS:
            monkeypatch.setattr(dialogs, name, self._unexpected(name))

    def _unexpected(self, name):
        def fake(*args, **kwargs):
            self.calls.append((name, args[1:]))
            raise AssertionError(f"unexpected dialog {name}{args[1:]}")
        return fake

    def answer(self, name: str, value) -> None:
        """Make dialog `name` return `value` (a callable gets the dialog's arguments)."""
        def fake(*args, **kwargs):
            self.calls.append((name, args[1:]))
            return value(*args[1:], **kwargs) if callable(value) else value
        self._monkeypatch.setattr(dialogs, name, fake)

    def expect_error(self) -> list[tuple]:
        errors: list[tuple] = []

        def fake(parent, title, text, reason=""):
            errors.append((title, text, reason))
        self._monkeypatch.setattr(dialogs, "show_error", fake)
        return errors

    def asked(self, name: str) -> list[tuple]:
        return [args for n, args in self.calls if n == name]


@pytest.fixture
def fake_dialogs(monkeypatch):
    return Dialogs(monkeypatch)


@pytest.fixture
def window(qtbot, settings, tmp_path, fake_dialogs):
    w = MainWindow(settings=settings, data_dir=tmp_path / "data", install_orders=False)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    return w


@pytest.fixture
def open_game(window, qtbot):
    """Open a game in the window and wait until its map is drawn."""
    def open_(path):
        with qtbot.waitSignal(window.gameShown, timeout=60_000):
            window.open_game(path)
        qtbot.wait(1)
        return window
    return open_
