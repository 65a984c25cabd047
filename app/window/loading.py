"""Opening (and creating) games on a worker thread, so the window paints and answers meanwhile."""

from __future__ import annotations

import sqlite3
import traceback
from pathlib import Path

from PySide6.QtCore import QThread, Signal

from app.session import GameSession, load_game
from engine.errors import BerthierError


class GameLoader(QThread):
    """Opens `path` (first creating it from `scenario` if given) and reports `loaded(game)` or
    `failed(path, reason)`. The game may be used on the GUI thread at once."""

    loaded = Signal(object)
    failed = Signal(str, str)

    def __init__(self, path: Path, scenario: Path | None = None, parent=None, data: dict | None = None,
                 base_dir: Path | None = None):
        super().__init__(parent)
        self.path = Path(path)
        self.scenario = Path(scenario) if scenario is not None else None
        self.data, self.base_dir = data, base_dir      # a scenario the new-game dialog wrote

    def run(self) -> None:
        try:
            if self.data is not None and not self.path.exists():
                self.path.parent.mkdir(parents=True, exist_ok=True)
                GameSession.create_from_data(self.data, self.base_dir or Path("."), self.path)
            elif self.scenario is not None and not self.path.exists():
                self.path.parent.mkdir(parents=True, exist_ok=True)
                GameSession.create_from_scenario(self.scenario, self.path)
            game = load_game(self.path)
        except BerthierError as e:
            self.failed.emit(str(self.path), str(e))
        except (OSError, sqlite3.Error) as e:
            self.failed.emit(str(self.path), f"{self.path} cannot be read: {getattr(e, 'strerror', None) or e}")
        except Exception as e:  # a bug: say so, keep the window alive
            traceback.print_exc()
            self.failed.emit(str(self.path), f"an internal error stopped the opening (a bug: please report it): "
                                             f"{type(e).__name__}: {e}")
        else:
            self.loaded.emit(game)
