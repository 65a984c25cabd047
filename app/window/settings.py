"""What the window remembers between sessions: recent games, geometry and dock layout, export choices.

Tests pass their own `QSettings` (an INI file in a temporary folder) and data folder.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings, QStandardPaths

MAX_RECENT = 8
BUNDLED_GAME_NAME = "Europe 1805.berthier"


def default_settings() -> QSettings:
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, "Berthier", "Berthier")


def data_dir() -> Path:
    """The user's data folder, where the bundled game is created on first start."""
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location) if location else Path.home() / ".local" / "share" / "Berthier"


class Settings:
    """Typed access to the window's QSettings."""

    def __init__(self, qsettings: QSettings | None = None):
        self.q = qsettings if qsettings is not None else default_settings()

    # -- the map ------------------------------------------------------------------------------
    def show_planned(self) -> bool:
        """View > Show planned orders: the orders entered drawn over the current turn's map."""
        return str(self.q.value("view/planned", "true")).lower() == "true"

    def set_show_planned(self, shown: bool) -> None:
        self.q.setValue("view/planned", "true" if shown else "false")

    # -- recent games -------------------------------------------------------------------------
    def recent_files(self) -> list[Path]:
        value = self.q.value("recent/files", [])
        if isinstance(value, str):          # QSettings gives a lone string for a one-item list
            value = [value]
        return [Path(v) for v in value if v] if isinstance(value, list) else []

    def add_recent(self, path: Path) -> None:
        path = Path(path).resolve()
        files = [path] + [p for p in self.recent_files() if p != path]
        self._set_recent(files[:MAX_RECENT])

    def remove_recent(self, path: Path) -> None:
        path = Path(path).resolve()
        self._set_recent([p for p in self.recent_files() if p != path])

    def clear_recent(self) -> None:
        self._set_recent([])

    def _set_recent(self, files: list[Path]) -> None:
        self.q.setValue("recent/files", [str(p) for p in files])
        self.q.sync()

    # -- window -------------------------------------------------------------------------------
    def window_geometry(self) -> QByteArray | None:
        value = self.q.value("window/geometry")
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    def window_state(self) -> QByteArray | None:
        value = self.q.value("window/state")
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    def save_window(self, geometry: QByteArray, state: QByteArray) -> None:
        self.q.setValue("window/geometry", geometry)
        self.q.setValue("window/state", state)
        self.q.sync()

    # -- exports ------------------------------------------------------------------------------
    def export_width(self) -> int:
        try:
            return int(str(self.q.value("export/width", 1600)))
        except (TypeError, ValueError):
            return 1600

    def set_export_width(self, width: int) -> None:
        self.q.setValue("export/width", int(width))

    def folder(self, key: str) -> str:
        return str(self.q.value(f"folders/{key}", "") or "")

    def set_folder(self, key: str, folder: Path) -> None:
        self.q.setValue(f"folders/{key}", str(folder))

    def report_format(self) -> str:
        return str(self.q.value("reports/format", "bbcode"))

    def set_report_format(self, fmt: str) -> None:
        self.q.setValue("reports/format", fmt)
