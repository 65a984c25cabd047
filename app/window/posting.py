"""Turn > Post the turn: the public update to the clipboard and the turn's folder written, then a
summary of what went where (with "Open folder"), and the turn marked as posted in the game file."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QDesktopServices, QGuiApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QPushButton, QTextBrowser, QVBoxLayout, QWidget

from app.window import dialogs, export, viewers
from app.window.pictures import last_resolved
from engine.errors import BerthierError
from engine.game.posts import Posted, mark_posted
from engine.reports.forums import format_name

if TYPE_CHECKING:
    from app.window.host import WindowHost


def open_folder(folder: Path) -> bool:
    """The folder in the system's file manager (tests replace this)."""
    return QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))


def files_written(folder: Path, files: Sequence[Path], nations: Sequence[str]) -> str:
    """The summary as HTML: the post and the public files, then each nation's files."""
    slugs = export.nation_slugs(nations)
    public = [p for p in files if p.parent == folder and p.name != "README.txt"]
    lines = [f"<p>Written in <b>{folder}</b>:</p>", "<p>For the forum (everyone):</p><ul>"]
    order = {export.FORUM_POST: 0, "public-map.png": 1}
    for p in sorted(public, key=lambda p: (order.get(p.name, 5), p.name)):
        note = " (paste it: it is on the clipboard)" if p.name == export.FORUM_POST else ""
        lines.append(f"<li>{p.name}{note}</li>")
    lines.append("</ul><p>For each nation's player, privately:</p><ul>")
    for name in nations:
        mine = sorted(p.name for p in files if p.parent == folder / slugs[name])
        if mine:
            lines.append(f"<li><b>{name}</b>: {slugs[name]}/ {', '.join(mine)}</li>")
    lines.append("</ul>")
    if any(p.name == "README.txt" for p in files):
        lines.append("<p>README.txt in the folder says the same: what goes where.</p>")
    return "".join(lines)


class PostedDialog(QDialog):
    """What Post the turn wrote and where, with a button to open the folder. Not modal: the GM
    pastes the post into the forum with this still open."""

    def __init__(self, parent: QWidget | None, label: str, forum: str, folder: Path, files: Sequence[Path],
                 nations: Sequence[str]):
        super().__init__(parent)
        self.folder = folder
        self.setWindowTitle(f"{label} posted")
        heading = QLabel(f"<b>{label} is posted.</b> The public update, written for {forum}, is on the "
                         f"clipboard; {len(files)} file(s) are in the turn's folder.")
        heading.setWordWrap(True)
        self.text = QTextBrowser()
        self.text.setOpenLinks(False)
        self.text.setHtml(files_written(folder, files, nations))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.open_button = QPushButton("Open folder")
        self.open_button.setToolTip(str(folder))
        buttons.addButton(self.open_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.open_button.clicked.connect(lambda: open_folder(self.folder))
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addWidget(self.text, 1)
        layout.addWidget(buttons)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.resize(620, 460)


def post_turn(window: WindowHost) -> list[Path] | None:
    """The public update to the clipboard, written for the game's forum, and the turn's folder (maps,
    reports, the post, a README) beside the game file; then the summary, and the turn marked posted."""
    game = window.session.game
    if game is None or last_resolved(game) is None:
        window.statusBar().showMessage("No turn has been resolved yet: there is nothing to post", 5000)
        return None
    turn = window._export_turn()
    forum = window.reports.current_format()
    folder = export.turn_folder(game, turn)
    post = export.report_text(game, turn, None, forum)
    try:
        steps = export.export_turn_steps(game, folder, turn, window.settings.export_width(),
                                         forum_post=(format_name(forum), post),
                                         more=viewers.turn_folder_steps(game, folder, turn))
    except BerthierError as e:
        dialogs.show_error(window, "Cannot post the turn", str(e))
        return None
    files = window._run_steps(f"Posting {game.label(turn)}", steps, folder)
    if files is None:
        return None
    QGuiApplication.clipboard().setText(post)
    label = game.label(turn)
    try:
        mark_posted(game, turn, forum, str(folder), len(files))
    except BerthierError as e:                  # the files are written; only the mark is missing
        window.statusBar().showMessage(f"{label} is written to {folder}, but could not be marked as posted in "
                                       f"the game file: {e}", 20000)
    else:
        window.statusBar().showMessage(f"The public update of {label} is copied for {format_name(forum)}; "
                                       f"{len(files)} file(s) for the players are in {folder}", 20000)
    window.history.set_game(game, window.session.shown_turn())
    window._show_next_step()
    old = getattr(window, "posted_dialog", None)
    if old is not None:
        old.close()
    window.posted_dialog = PostedDialog(window, label, format_name(forum), folder, files,
                                        [n.name for n in game.state(turn).nations])
    window.posted_dialog.show()
    return files
