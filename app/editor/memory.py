"""What the map editor remembers between sessions: the folder maps were last opened from or saved
in, and the ruleset the map is checked for. Tests give their own QSettings (an INI file in tmp)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths

from engine.rulesets import DEFAULT_RULESET

FOLDER_KEY = "editor/folder"
RULESET_KEY = "editor/ruleset"


def default_settings() -> QSettings:
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, "Berthier", "Berthier")


class EditorMemory:
    def __init__(self, settings: QSettings | None = None):
        self.q = settings if settings is not None else default_settings()

    def folder(self) -> Path:
        """Where file dialogs start: the folder last used, else the user's documents, else home."""
        last = self.q.value(FOLDER_KEY, "")
        if last and Path(str(last)).is_dir():
            return Path(str(last))
        documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        if documents and Path(documents).is_dir():
            return Path(documents)
        return Path.home()

    def remember_folder(self, path: str | Path) -> None:
        """The folder of a file just opened or saved."""
        folder = Path(path).resolve().parent
        self.q.setValue(FOLDER_KEY, str(folder))

    def ruleset(self, known: list[str]) -> str:
        """The ruleset last chosen, if it still exists; else the default one, else the first known."""
        chosen = str(self.q.value(RULESET_KEY, "") or "")
        if chosen in known:
            return chosen
        return DEFAULT_RULESET if DEFAULT_RULESET in known else (known[0] if known else "")

    def set_ruleset(self, ruleset_id: str) -> None:
        self.q.setValue(RULESET_KEY, ruleset_id)
