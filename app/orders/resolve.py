"""Resolving a turn: a preview first (the map with movements and battles, the battles with every
roll, the treasuries, the orders refused), battles set by hand if the GM wishes, then Commit with
exactly the dice and results previewed."""

from __future__ import annotations

import html

import secrets
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QButtonGroup, QComboBox, QDialog, QGridLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QListWidget,
    QListWidgetItem, QPushButton, QRadioButton, QSpinBox, QSplitter, QTabWidget, QTextBrowser, QVBoxLayout,
    QWidget)

from app.rulesets import ruleset_ui
from app.mapview import MapView
from app.orders import ask
from app.orders.battle_result import BattleResultDialog
from app.orders.preview import (
    BattleView, Preview, economy_document, strengths_and_odds, internal_reports, nations_without_orders, orders_document,
    run_preview, with_odds)
from app.render import MapPicture
from app.session import GameSession
from engine.decisions import BattlesNeedResults, DecisionsNeeded
from engine.dice import leftover_note, parse_dice_list
from engine.errors import BerthierError
from engine.params import CombatModel
from engine.reports.render import render
from engine.rulesets.base import Resolution

MAX_SEED = 2**31 - 1
ERROR_STYLE = "QLabel { background: #f8dcd8; border: 1px solid #c98b83; padding: 6px; }"
NOTICE_STYLE = "QLabel { background: #fff3cd; border: 1px solid #d9c27a; padding: 6px; }"


def new_seed() -> int:
    return secrets.randbelow(MAX_SEED)


def map_picture(ruleset_id: str, board, res: Resolution, title: str, subtitle: str) -> MapPicture:
    """The resolved position with the turn's movements and battles, as the ruleset draws it."""
    return ruleset_ui(ruleset_id).picture(board, res.state, gm=True, events=res.events, title=title,
                                          subtitle=subtitle)


def markdown_view() -> QTextBrowser:
    view = QTextBrowser()
    view.setOpenLinks(False)
    return view


class ResolveDialog(QDialog):
    """Preview the current turn, then commit it. `committed` holds the resolution once committed."""

    def __init__(self, session: GameSession, parent: QWidget | None = None, seed: int | None = None):
        super().__init__(parent)
        self.session = session
        self.committed: Resolution | None = None
        self.preview: Preview | None = None
        self.results: dict[str, dict[str, Any]] = {}     # battles set by hand: place key -> result
        self._previewed: tuple | None = None             # the dice and results the preview used
        state = session.state()
        self.turn = state.turn                           # the turn previewed: the commit is meant for it
        self.label = session.rules.turn_label(state)
        self.manual = state.params.get("combat_model") == CombatModel.MANUAL
        self.period = ruleset_ui(session.rules.id).period
        self.setWindowTitle(f"Resolve {self.label}")
        self.resize(1100, 760)

        # dice
        self.seeded = QRadioButton("Seeded dice, seed")
        self.seed = QSpinBox()
        self.seed.setRange(0, MAX_SEED)
        self.seed.setValue(new_seed() if seed is None else seed)
        self.seed.setToolTip("The same seed always gives the same rolls; it is stored with the turn")
        self.reseed = QPushButton("New seed")
        self.by_hand = QRadioButton("Dice rolled by hand:")
        self.dice = QLineEdit()
        self.dice.setPlaceholderText("3, 6, 1, 4 ... in the order the rules read them")
        group = QButtonGroup(self)
        group.addButton(self.seeded)
        group.addButton(self.by_hand)
        self.seeded.setChecked(True)
        self.preview_button = QPushButton("&Preview")                # Alt+P
        dice = QGroupBox("Dice")
        grid = QGridLayout(dice)
        self.seed.setMinimumWidth(130)
        seed_row = QHBoxLayout()
        seed_row.addWidget(self.seed)
        seed_row.addWidget(self.reseed)
        seed_row.addStretch(1)
        grid.addWidget(self.seeded, 0, 0)
        grid.addLayout(seed_row, 0, 1)
        grid.addWidget(self.by_hand, 1, 0)
        grid.addWidget(self.dice, 1, 1)
        grid.addWidget(self.preview_button, 0, 2, 2, 1)
        grid.setColumnStretch(1, 1)

        self.summary = QLabel()
        self.summary.setObjectName("summary")
        self.summary.setWordWrap(True)
        self.message = QLabel()
        self.message.setObjectName("message")
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.message.hide()

        # what the preview shows
        self.tabs = QTabWidget()
        self.tabs.setObjectName("resolveTabs")
        self.map_view = MapView(session.board)
        self.map_view.select_on_click = False
        self.tabs.addTab(self.map_view, "Map")
        self.battle_list = QListWidget()
        self.battle_list.setObjectName("battles")
        self.battle_list.setWordWrap(True)            # the odds wrap in the narrow list, never cut off
        self.battle_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.battle_list.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.battle_list.setSpacing(2)
        self.battle_text = markdown_view()
        self.set_result = QPushButton("Set result by hand...")
        self.use_dice = QPushButton("Use the dice")
        self.use_dice.setToolTip("Forget the result set by hand; the battle is rolled")
        left = QWidget()
        box = QVBoxLayout(left)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.battle_list, 1)
        box.addWidget(self.set_result)
        box.addWidget(self.use_dice)
        split = QSplitter()
        split.addWidget(left)
        split.addWidget(self.battle_text)
        split.setSizes([330, 700])
        self.tabs.addTab(split, "Battles")
        self.economy = markdown_view()
        self.tabs.addTab(self.economy, "Economy")
        self.orders = markdown_view()
        self.tabs.addTab(self.orders, "Orders")
        reports = QWidget()
        self.report_choice = QComboBox()
        self.report_format = QComboBox()
        for text, key in (("as the players read it", "md"), ("BBCode", "bbcode"), ("plain text", "text")):
            self.report_format.addItem(text, key)
        self.report_text = markdown_view()
        row = QHBoxLayout()
        row.addWidget(self.report_choice, 1)
        row.addWidget(self.report_format)
        box = QVBoxLayout(reports)
        box.addLayout(row)
        box.addWidget(self.report_text, 1)
        self.tabs.addTab(reports, "Reports")
        self._reports: dict[str, Any] = {}
        self.decisions = ruleset_ui(session.rules.id).decisions_page()
        self.answers: dict[str, str] = session.answers()    # typed earlier: kept with the turn until resolved
        self.open_decisions = 0
        self.decisions_tab = self.tabs.addTab(self.decisions, "Decisions")
        self.tabs.setTabVisible(self.decisions_tab, bool(self.answers))

        self.commit_button = QPushButton(f"&Commit {self.label}")     # Alt+C
        self.commit_button.setObjectName("commit")
        self.commit_note = QLabel()
        self.commit_note.setWordWrap(True)
        cancel = QPushButton("Cancel")
        bottom = QHBoxLayout()
        bottom.addWidget(self.commit_note, 1)
        bottom.addWidget(cancel)
        bottom.addWidget(self.commit_button)

        layout = QVBoxLayout(self)
        layout.addWidget(dice)
        layout.addWidget(self.summary)
        layout.addWidget(self.message)
        layout.addWidget(self.tabs, 1)
        layout.addLayout(bottom)
        for button in self.findChildren(QPushButton):   # Enter in the dice field previews, never commits
            button.setAutoDefault(False)

        self.reseed.clicked.connect(self._new_seed)
        self.preview_button.clicked.connect(self.run_preview)
        self.seed.valueChanged.connect(self._settings_changed)
        self.seeded.toggled.connect(self._settings_changed)
        self.dice.textChanged.connect(self._settings_changed)
        self.dice.returnPressed.connect(self.run_preview)
        self.battle_list.currentRowChanged.connect(self._show_battle)
        self.battle_list.itemDoubleClicked.connect(lambda _: self.edit_battle())
        self.set_result.clicked.connect(self.edit_battle)
        self.use_dice.clicked.connect(self.clear_battle)
        self.report_choice.currentIndexChanged.connect(self._show_report)
        self.report_format.currentIndexChanged.connect(self._show_report)
        self.commit_button.clicked.connect(self.commit)
        self.decisions.answersChanged.connect(self._answers_changed)
        cancel.clicked.connect(self.reject)
        # the tabs from the keys wherever they are (Qt's own Ctrl+Tab works only with the keys inside
        # the tabs: from the seed or a button the GM on the keys could not reach the battles' rolls)
        for keys, by in (("Ctrl+Tab", 1), ("Ctrl+PgDown", 1), ("Ctrl+Shift+Tab", -1), ("Ctrl+Shift+Backtab", -1),
                         ("Ctrl+PgUp", -1)):
            QShortcut(QKeySequence(keys), self, lambda by=by: self.next_tab(by))
        self._write_summary()
        self.run_preview()

    def next_tab(self, by: int = 1) -> None:
        """The next tab the GM may look at (`by` -1: the one before), round from the last to the first."""
        count = self.tabs.count()
        i = self.tabs.currentIndex()
        for _ in range(count):
            i = (i + by) % count
            if self.tabs.isTabVisible(i) and self.tabs.isTabEnabled(i):
                self.tabs.setCurrentIndex(i)
                return

    # -- the dice -------------------------------------------------------------------------------
    def dice_settings(self) -> tuple[int, list[int] | None]:
        """(seed, fixed dice or None); BerthierError if the typed dice cannot be read."""
        if self.by_hand.isChecked():
            values = parse_dice_list(self.dice.text())
            if not values:
                raise BerthierError("type the dice rolled by hand, separated by commas "
                                    "(or choose seeded dice)")
            return self.seed.value(), values
        return self.seed.value(), None

    def _new_seed(self) -> None:
        self.seeded.setChecked(True)
        self.seed.setValue(new_seed())
        self.run_preview()

    def _settings_changed(self) -> None:
        if self.sender() is self.dice and self.dice.text().strip():
            self.by_hand.setChecked(True)
        self._update_commit()

    def _current(self) -> tuple | None:
        try:
            seed, fixed = self.dice_settings()
        except BerthierError:
            return None
        return (None if fixed else seed, tuple(fixed) if fixed else None, repr(sorted(self.results.items())),
                repr(sorted(self.answers.items())))

    def _overrides(self) -> dict[str, Any] | None:
        """Battles set by hand and the answers to the decisions, as `--battle` and `--decide` give them."""
        out: dict[str, Any] = {"battles": dict(self.results)} if self.results else {}
        if self.answers:
            out["decisions"] = dict(self.answers)
        return out or None

    # -- previewing -----------------------------------------------------------------------------
    def run_preview(self) -> bool:
        self._previewed = None
        refused = self.session.refused_in_advance()
        if refused:          # orders entered before their step, which the step now refuses: the GM's to mend
            self.preview = None
            lines = "<br>".join(html.escape(f"{r.nation}, {p}") for r in refused for p in r.sheet.problems)
            self._say(f"<b>Orders entered in advance are refused now that {html.escape(self.label)} has come:</b>"
                      f"<br>{lines}<br>Enter the orders of {html.escape(', '.join(r.nation for r in refused))} for "
                      f"this step again in the Orders panel, then press Preview.", ERROR_STYLE)
            self._update_commit()
            return False
        try:
            seed, fixed = self.dice_settings()
            preview = run_preview(self.session, seed=seed, fixed=fixed, overrides=self._overrides())
            self.preview = preview
        except BerthierError as e:
            self.preview = None
            if isinstance(e, DecisionsNeeded) and not isinstance(e, BattlesNeedResults):
                self._ask(e)
                return False
            self._say(f"<b>The preview failed.</b> {e}", ERROR_STYLE)
            self.open_decisions = 0
            self._only_decisions(self.tabs.isTabVisible(self.decisions_tab))   # a wrong answer is mended there
            self._update_commit()
            return False
        self._previewed = self._current()
        self.open_decisions = 0
        self.tabs.setEnabled(True)
        for i in range(self.tabs.count()):
            self.tabs.setTabEnabled(i, True)
        if self.tabs.isTabVisible(self.decisions_tab):
            self.tabs.setTabText(self.decisions_tab, "Decisions")
            self.decisions.heading.setText(f"{self.label}: every decision answered, the {self.period} can be resolved")
        self._show_preview(preview)
        self._update_commit()
        return True

    def _ask(self, needed: DecisionsNeeded) -> None:
        """The step waits for decisions: the GM answers them on the Decisions page, then previews."""
        try:                                   # the nations' messages exactly as `berthier needs` writes them
            asked: tuple | None = self.session.pending_decisions(self.answers)
        except BerthierError:
            asked = None
        self.decisions.show_needed(self.label, needed, self.answers, asked)
        self.open_decisions = len(needed.decisions)
        self._only_decisions(True)
        self.tabs.setTabText(self.decisions_tab, f"Decisions ({self.decisions.still_open()} open)")
        self._say_waiting(self.decisions.still_open())
        self._update_commit()

    def _say_waiting(self, left: int) -> None:
        """The line over the tabs follows the answers typed, as the Decisions tab's count does."""
        if left:
            self._say(f"<b>The {self.period} waits for {left} decision(s).</b> Answer them on the Decisions "
                      f"tab (copy each nation's questions for its player), then press Preview.")
        else:
            self._say(f"<b>Every decision is answered.</b> Press Preview (Alt+P) to see the {self.period} "
                      f"with these answers, then Commit.")

    def _only_decisions(self, decisions: bool) -> None:
        """Nothing to see but the Decisions page (`decisions`), or nothing at all, until a preview works."""
        self.tabs.setEnabled(decisions)
        self.tabs.setTabVisible(self.decisions_tab, decisions or self.tabs.isTabVisible(self.decisions_tab))
        for i in range(self.tabs.count()):
            self.tabs.setTabEnabled(i, i == self.decisions_tab)
        if decisions:
            self.tabs.setCurrentIndex(self.decisions_tab)

    def _answers_changed(self) -> None:
        self.answers = self.decisions.answers()
        if self.open_decisions:
            left = self.decisions.still_open()
            self.tabs.setTabText(self.decisions_tab, f"Decisions ({left} open)" if left else "Decisions (answered)")
            if not self.tabs.isTabEnabled(0):        # not previewed with these answers yet
                self._say_waiting(left)
        try:
            self.session.save_answers(self.answers)
        except BerthierError as e:                 # the file is locked or read-only: the answers still count
            self._say(f"<b>The answers could not be kept in the game file.</b> {e}", ERROR_STYLE)
        self._update_commit()

    def _say(self, html: str | None, style: str = NOTICE_STYLE) -> None:
        self.message.setVisible(bool(html))
        self.message.setText(html or "")
        self.message.setStyleSheet(style)

    def _write_summary(self) -> None:
        state = self.session.state()
        silent = nations_without_orders(self.session)
        given = [n.name for n in state.nations if self.session.orders_text(n.name).strip()]
        text = f"<b>{self.label}</b>: orders from {', '.join(given) if given else 'no nation'}."
        if silent:
            text += f" No orders from {', '.join(silent)}: their units hold."
        self.summary.setText(text)

    def _show_preview(self, p: Preview) -> None:
        board = self.session.board
        title = self.session.game.title if self.session.game is not None else ""
        res = p.resolution
        after = self.session.rules.turn_label(res.state)
        picture = map_picture(self.session.rules.id, board, res, title=f"{self.label} (preview)",
                              subtitle=f"Positions for {after}")
        self.map_view.set_picture(picture)
        self.battle_list.clear()
        for view in p.views:
            key = view.key
            if key in p.pending:
                status = "needs your result"
            elif key in self.results:
                status = f"set by hand, {view.outcome}"
            else:
                status = view.outcome
            odds = self._odds(view)
            item = QListWidgetItem(f"{view.title}\n{view.sides}: {status}" + (f"\nBefore: {odds}" if odds else ""))
            item.setToolTip(f"<p>{view.title}: {view.sides}, {status}.</p>" + (
                f"<p>Before the battle: {odds}.</p><p>The exact odds of each outcome by the game's combat rules; "
                "the dice decide.</p>" if odds else ""))
            item.setData(Qt.ItemDataRole.UserRole, key)
            if key in p.pending:
                item.setForeground(Qt.GlobalColor.darkRed)
            self.battle_list.addItem(item)
        to_decide = f", {len(p.pending)} to decide" if p.pending else ""
        self.tabs.setTabText(1, f"Battles ({len(p.views)}){to_decide}")
        if p.views:
            self.battle_list.setCurrentRow(0)
        else:
            self.battle_text.setMarkdown(f"No battles this {self.period}.")
        self._show_battle(self.battle_list.currentRow())

        self._reports = {"The public update": self.session.rules.public_report(
            board, p.before, res.state, res.events, title)}
        internal = internal_reports(self.session, p, title)
        self._reports.update({f"Internal report of {n}": doc for n, doc in internal.items()})
        self.economy.setMarkdown(render(economy_document(p, internal, self.session.rules.resources), "md"))
        silent = nations_without_orders(self.session)
        self.orders.setMarkdown(render(orders_document(p, internal, silent), "md"))
        chosen = self.report_choice.currentText()
        self.report_choice.blockSignals(True)
        self.report_choice.clear()
        self.report_choice.addItems(list(self._reports))
        self.report_choice.setCurrentIndex(max(0, self.report_choice.findText(chosen)))
        self.report_choice.blockSignals(False)
        self._show_report()

        notes = []
        if p.pending:
            notes.append(f"<b>{len(p.pending)} battle(s) need a result set by hand</b> (the combat model "
                         "is manual). The map shows them undecided. Open the Battles tab and set each "
                         "result. More battles may follow in the same place once these are decided.")
        if p.leftover:
            notes.append(f"<b>Dice typed by hand were not all used.</b> {leftover_note(p.leftover, p.read)}.")
        self._say("<br>".join(notes) or None)

    def _show_battle(self, row: int) -> None:
        p = self.preview
        has = p is not None and 0 <= row < len(p.views)
        self.set_result.setEnabled(has)
        if p is None or not has:
            self.use_dice.setEnabled(False)
        else:
            self.use_dice.setEnabled(not self.manual and p.views[row].key in self.results)
            view = p.views[row]
            doc = with_odds(view.describe(view.key in p.pending), self._odds(view))
            self.battle_text.setMarkdown(render(doc, "md"))

    def _odds(self, view: BattleView) -> str:
        p = self.preview
        return strengths_and_odds(view, p.before.params, p.resolution.state) if p is not None else ""

    def _show_report(self) -> None:
        doc = self._reports.get(self.report_choice.currentText())
        if doc is None:
            self.report_text.clear()
            return
        fmt = self.report_format.currentData()
        text = render(doc, fmt)
        if fmt == "md":
            self.report_text.setMarkdown(text)
        else:
            self.report_text.setPlainText(text)

    # -- battles by hand ------------------------------------------------------------------------
    def current_battle(self) -> BattleView | None:
        row = self.battle_list.currentRow()
        return self.preview.views[row] if self.preview and 0 <= row < len(self.preview.views) else None

    def edit_battle(self) -> bool:
        view = self.current_battle()
        if view is None:
            return False
        dialog = BattleResultDialog(view.title, view.units, self.results.get(view.key), self,
                                    kind_labels=view.kind_labels)
        if not ask.run_dialog(dialog):
            return False
        self.set_battle_result(view.key, dialog.override())
        return True

    def set_battle_result(self, key: str, result: dict[str, Any]) -> bool:
        """Use this result for the battle at `key` and preview again."""
        self.results[key] = result
        row = self.battle_list.currentRow()
        ok = self.run_preview()
        if ok and 0 <= row < self.battle_list.count():
            self.battle_list.setCurrentRow(row)
        return ok

    def clear_battle(self) -> None:
        view = self.current_battle()
        if view is not None and self.results.pop(view.key, None) is not None:
            self.run_preview()

    # -- committing -----------------------------------------------------------------------------
    def _update_commit(self) -> None:
        p = self.preview
        if p is None and self.open_decisions:
            left = self.decisions.still_open()
            ok, note = False, (f"Answer the {left} open decision(s), then press Preview." if left
                               else "Every decision answered: press Preview.")
        elif p is None:
            ok, note = False, "Nothing to commit until the preview works."
        elif p.pending:
            ok, note = False, f"Set the result of {len(p.pending)} battle(s) before committing."
        elif self._previewed is None or self._current() != self._previewed:
            ok, note = False, "The dice changed since the preview: press Preview to see the result first."
        else:
            seed, fixed = self._previewed[:2]
            dice = f"seed {seed}" if fixed is None else f"{len(fixed)} dice rolled by hand"
            if p.leftover:
                dice += f", {len(p.leftover)} of them left over"
            hand = [f"{len(self.results)} battle(s) set by hand"] if self.results else []
            hand += [f"{len(self.answers)} decision(s) answered"] if self.answers else []
            ok, note = True, f"Commit writes exactly this preview ({', '.join([dice, *hand])})."
        self.commit_button.setEnabled(ok)
        self.commit_note.setText(note)

    def commit(self) -> bool:
        if not self.commit_button.isEnabled():
            return False
        seed, fixed = self.dice_settings()
        try:
            self.committed = self.session.commit(seed=seed, fixed=fixed, overrides=self._overrides(),
                                                 turn=self.turn)
        except BerthierError as e:
            self._say(f"<b>Not committed.</b> {e}", ERROR_STYLE)
            return False
        self.accept()
        return True
