"""The first start: with no recent game, the bundled Europe 1805 game in the user's data folder."""

from __future__ import annotations

from pathlib import Path

from app.session import BUNDLED_SCENARIO
from app.window.settings import BUNDLED_GAME_NAME, Settings


def bundled_game(data_dir: Path) -> Path:
    return Path(data_dir) / BUNDLED_GAME_NAME


def first_game(settings: Settings, data_dir: Path) -> tuple[Path, Path | None]:
    """The game to open at start and, if it must be created first, the scenario to create it from.

    The most recent game that still exists, else the bundled game (created if missing).
    """
    for path in settings.recent_files():
        if path.is_file():
            return path, None
    path = bundled_game(data_dir)
    return path, (None if path.exists() else BUNDLED_SCENARIO)
