"""Opening a game in the GM's window: in the background, from the menus, the recent files, a
dropped file; and saving a copy. Mixed into `MainWindow`."""

from __future__ import annotations

import json
from pathlib import Path

from app.window.host import WindowHost
from app import gc_pauses
from app.window import dialogs, export, newgame_flow
from app.window.firststart import first_game
from app.window.loading import GameLoader
from engine.errors import BerthierError


class Opening(WindowHost):
    """Mixed into `MainWindow`; what it uses of the window is typed in `app.window.host`."""

    def open_game(self, path: str | Path, scenario: str | Path | None = None, *, data: dict | None = None,
                  base_dir: Path | None = None, then=None) -> None:
        """Open a game in the background (creating it from `scenario`, or from the scenario `data` the
        new-game dialog wrote, first, if given and missing); `then()` runs once it is shown.

        The open game stays usable until the new one is ready; `gameShown` or `openFailed` follows.
        """
        path = Path(path).expanduser()
        if not self.orders_saved():
            return
        if self._loader is not None:            # a newer request wins; the older result is dropped
            self._loader.loaded.disconnect(self._loaded)
            self._loader.failed.disconnect(self._failed)
        loader = GameLoader(path, Path(scenario) if scenario is not None else None, self, data, base_dir)
        loader.loaded.connect(self._loaded)
        loader.failed.connect(self._failed)
        loader.finished.connect(loader.deleteLater)
        self._loader, self._loading_path = loader, path
        self._creating = (scenario is not None or data is not None) and not path.exists()
        self._after_open = then
        source = Path(scenario).name if scenario is not None else "the new game's scenario"
        self._set_busy(f"Creating {path.name} from {source}…" if self._creating else f"Opening {path.name}…")
        loader.start()

    def is_loading(self) -> bool:
        return self._loader is not None

    def open_first_game(self) -> None:
        """At start: the most recent game, or the bundled Europe 1805 (created on first start)."""
        path, scenario = first_game(self.settings, self.data_dir)
        self.open_game(path, scenario)

    def ask_open(self) -> None:
        start = self.settings.folder("games") or (str(self.session.path.parent) if self.session.game else "")
        path = dialogs.open_game_path(self, start)
        if path is not None:
            self.settings.set_folder("games", path.parent)
            self.open_game(path)

    def ask_new_game(self, scenario: Path | None = None) -> None:
        """File > New game...: the new-game dialog; a scenario file given (dropped on the window)
        is created at once."""
        if scenario is None:
            newgame_flow.ask_new_game(self)
            return
        self.settings.set_folder("scenarios", scenario.parent)
        try:
            title = json.loads(scenario.read_text(encoding="utf-8")).get("title") or scenario.stem
        except (OSError, ValueError, AttributeError):
            title = scenario.stem
        path = newgame_flow.game_path(self, title)
        if path is not None:
            self.open_game(path, scenario)

    def _loaded(self, game) -> None:
        if self.sender() is not self._loader:
            return
        self._loader = self._loading_path = None
        self._set_busy(None)
        self.session.adopt(game)
        gc_pauses.freeze()                  # the game, its map drawn: out of later collections' sight
        self.settings.add_recent(game.path)
        self._fill_recent_menu()
        self.statusBar().showMessage(f"Opened {game.path}", 5000)
        then, self._after_open = self._after_open, None
        if then is not None:
            then()

    def _failed(self, path: str, reason: str) -> None:
        if self.sender() is not self._loader and self._loader is not None:
            return
        creating = self._creating
        self._loader = self._loading_path = None
        self._set_busy(None)
        if not Path(path).exists():
            self.settings.remove_recent(Path(path))
            self._fill_recent_menu()
        name = Path(path).name
        what = f"Berthier cannot create the game {name}." if creating else f"Berthier cannot open {name}."
        keep = f"\n\n{self.session.game.title} stays open." if self.session.game is not None else ""
        self.openFailed.emit(path, reason)
        dialogs.show_error(self, "Cannot create the game" if creating else "Cannot open the game", what,
                           reason + keep)

    def _set_busy(self, text: str | None) -> None:
        busy = text is not None
        self.busy_bar.setVisible(busy)
        self.busy_label.setVisible(busy)
        self.busy_label.setText(text or "")
        if text is not None and self.session.game is None:
            self.welcome.show_busy(text)
            self.middle.setCurrentWidget(self.welcome)
        elif not busy and self.session.game is None:
            self.welcome.show_idle()
        self.busyChanged.emit(busy)

    @staticmethod
    def _dropped_file(event) -> Path | None:
        urls = event.mimeData().urls() if event.mimeData().hasUrls() else []
        files = [Path(u.toLocalFile()) for u in urls if u.isLocalFile()]
        return files[0] if len(files) == 1 else None

    def dragEnterEvent(self, event) -> None:
        if self._dropped_file(event) is not None:
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event) -> None:
        self.dragEnterEvent(event)

    def dropEvent(self, event) -> None:
        path = self._dropped_file(event)
        if path is None:
            event.ignore()
            return
        event.acceptProposedAction()
        if path.suffix.lower() == ".json":
            self.ask_new_game(path)          # a scenario: make a new game from it
        else:
            self.open_game(path)

    def save_copy(self, path: Path | None = None) -> Path | None:
        """Ctrl+S: the game is saved as it changes, so this writes a copy (a backup, a file to share)."""
        if self.session.game is None:
            return None
        if path is None:
            game = self.session.game
            suggested = game.path.with_name(f"{game.path.stem}-{export.slug(game.label())}.berthier")
            path = dialogs.save_path(self, "Save a copy of the game", str(suggested), dialogs.GAME_FILTER)
            if path is None:
                return None
        try:
            self.session.save_copy(path)
        except BerthierError as e:
            dialogs.show_error(self, "Cannot save a copy", f"The copy could not be written to {path}.", str(e))
            return None
        self.statusBar().showMessage(f"Saved a copy as {path} (the open game is saved as it changes)", 6000)
        return path

    def _fill_recent_menu(self) -> None:
        menu = self.recent_menu
        menu.clear()
        files = self.settings.recent_files()
        for i, path in enumerate(files):
            action = menu.addAction(f"&{i + 1} {path.name}")
            action.setStatusTip(str(path))
            action.setToolTip(str(path))
            action.triggered.connect(lambda checked=False, p=path: self.open_game(p))
        if files:
            menu.addSeparator()
        clear = menu.addAction("Clear the list")
        clear.setEnabled(bool(files))
        clear.triggered.connect(self._clear_recent)

    def _clear_recent(self) -> None:
        self.settings.clear_recent()
        self._fill_recent_menu()
