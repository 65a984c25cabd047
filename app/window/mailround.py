"""The mail round in the window: File > Import orders from mail, and Turn > Receipt and Roll call.

The same engine calls as `berthier inbox`, `receipt` and `rollcall`; the texts are shown in the
Reports dock's format, ready to copy.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from app.orders.reading import on_a_real_screen
from app.window import dialogs
from app.window.mail_reading import MailRead, MailReading
from app.window.players import check_answer
from engine.errors import BerthierError
from engine.game.players import format_deadline, parse_deadline
from engine.mail.receipts import receipt, rollcall
from engine.reports.forums import render_as

# how the GM gives a nation a player's address, in the window (the CLI names its command)
ADD_PLAYER = "add the address to the nation in Turn > Players and deadline"
# how the GM takes mail matched by its subject, in the window: the question asked after the import
BY_SUBJECT = "import it again and choose to store mail matched by its subject when asked"

if TYPE_CHECKING:
    from engine.mail.intake import Intake
    from app.window.main import MainWindow


class MailRound:
    def __init__(self, window: MainWindow):
        self.window = window
        a = window._action
        self.import_action = a("&Import orders from mail…", self.import_orders, "Ctrl+Shift+I",
                               "Read the players' mail (.eml files or an mbox) into this turn's orders")
        self.receipt_action = a("Receipt for a &nation…", self.show_receipt, None,
                                "A nation's orders as understood, the lines refused and why, to send back")
        self.rollcall_action = a("Roll &call…", self.show_rollcall, None,
                                 "Who has sent orders and who has not, with the deadline, for the thread")
        self.players_action = a("&Players and deadline…", self.edit_players, None,
                                "Who plays each nation (names, e-mail addresses, forum names) and the deadline")
        window.file_menu.insertAction(window.export_menu.menuAction(), self.import_action)
        window.file_menu.insertSeparator(window.export_menu.menuAction())
        window.turn_menu.addSeparator()
        window.turn_menu.addAction(self.receipt_action)
        window.turn_menu.addAction(self.rollcall_action)
        window.turn_menu.addAction(self.players_action)
        self.reading = MailReading(window.session, window)
        self.reading.done.connect(self._mail_read)
        self.off_thread = on_a_real_screen          # the tests' headless screens take the mail in at once
        window.session.opened.connect(self.update_actions)
        self.update_actions()

    def update_actions(self) -> None:
        has = self.window.session.game is not None
        self.import_action.setEnabled(has and self.reading.busy is None)
        for action in (self.receipt_action, self.rollcall_action, self.players_action):
            action.setEnabled(has)

    def _fmt(self) -> str:
        return self.window.reports.current_format()

    def import_orders(self, source: Path | None = None) -> Intake | None:
        """Take in the mail of a folder or mbox and show what became of each message. On a real screen the
        mail is read off the window's thread (`app/window/mail_reading.py`) and None is returned: the
        summary comes when it is read."""
        w, game = self.window, self.window.session.game
        if game is None or not w.orders_saved():
            return None
        if self.reading.busy is not None:
            w.statusBar().showMessage(f"The mail of {self.reading.busy} is still being read: it is shown when read; "
                                      f"import again then.", 8000)
            return None
        source = source or dialogs.mail_source(w, str(w.settings.folder("mail") or ""))
        if source is None:
            return None
        if self.off_thread():
            self.reading.start(game, source)
            self.update_actions()
            w.statusBar().showMessage(f"Reading the mail of {source}…")
            return None
        from engine.mail.mail import read_mails        # the mail modules load when mail is read
        try:
            mails = read_mails(source)
        except BerthierError as e:
            return self._take_in(MailRead(game, source, [], str(e)))
        return self._take_in(MailRead(game, source, mails))

    def _mail_read(self, read: MailRead) -> None:
        self.reading.busy = None
        self.update_actions()
        w = self.window
        if w.session.game is not read.game:
            w.statusBar().showMessage(f"The mail of {read.source} was read after its game was closed: nothing was "
                                      f"stored; import it again.", 8000)
            return
        if read.turn != read.game.current_turn:
            w.statusBar().showMessage(f"The mail of {read.source} was read for a turn resolved meanwhile: nothing was "
                                      f"stored; import it again for {read.game.label()}.", 8000)
            return
        if not read.error and not w.orders_saved():    # orders typed while it was read, neither saved nor dropped
            w.statusBar().showMessage(f"The mail of {read.source} was not stored: import it again once the orders "
                                      f"typed meanwhile are saved.", 8000)
            return
        w.statusBar().clearMessage()
        self._take_in(read)

    def _take_in(self, read: MailRead) -> Intake | None:
        w, game, source = self.window, read.game, read.source
        if read.error:
            dialogs.show_error(w, "Import orders", f"The mail in {source} could not be read.", read.error)
            return None
        from engine.mail.intake import take_in
        try:
            result = take_in(game, read.mails)
        except BerthierError as e:
            dialogs.show_error(w, "Import orders", f"The mail in {source} could not be read.", str(e))
            return None
        w.settings.set_folder("mail", source if source.is_dir() else source.parent)
        result = self._by_subject(game, result)
        for nation in dict.fromkeys(r.nation for r in result.received if not r.repeated):
            w.session.ordersChanged.emit(nation)
        stored = sum(1 for r in result.received if r.current and not r.repeated)
        note = (f"{len(result.received) + len(result.unmatched)} message(s) for {result.label}: {stored} nation(s) "
                f"with new orders, {len(result.unmatched)} not matched.")
        summary = result.summary(add_player=ADD_PLAYER, by_subject=BY_SUBJECT)
        first = next((r.nation for r in result.received if r.current and not r.repeated), None)
        if first is not None:
            self._show_orders(first)
        dialogs.show_text(w, "Orders imported from mail", "\n".join(summary) or "No messages.", note)
        w.statusBar().showMessage(note, 8000)
        return result

    def _by_subject(self, game, result: Intake) -> Intake:
        """Mail held only because its subject names a nation with no player's address: the GM is asked
        once whether to take it as that nation's orders (the command line's `inbox --by-subject`)."""
        from engine.mail.intake import Intake as Taken, take_in
        held = [u for u in result.unmatched if u.by_subject]
        if not held:
            return result
        listed = "\n".join(f"• {u.mail.where} from {u.mail.sender or 'no sender'}, subject {u.mail.subject!r}"
                           for u in held[:10]) + (f"\n… and {len(held) - 10} more" if len(held) > 10 else "")
        if not dialogs.confirm(self.window, "Mail matched by its subject",
                               f"{len(held)} message(s) name in their subject a nation that has no player's "
                               f"address, so nothing proves who sent them:\n\n{listed}\n\nStore each as the "
                               f"orders of the nation its subject names?", ok="Store them"):
            return result
        try:
            more = take_in(game, [u.mail for u in held], by_subject=True)
        except BerthierError as e:
            dialogs.show_error(self.window, "Import orders", "The mail matched by subject was not stored.", str(e))
            return result
        return Taken(result.received + more.received, [u for u in result.unmatched if not u.by_subject]
                     + more.unmatched, result.deadline, result.label)

    def _show_orders(self, nation: str) -> None:
        """The orders just stored, in front: the current turn, the Orders panel, the first nation's."""
        w = self.window
        if w.session.viewed_turn is not None:
            w.view_turn(None)
        dock = w.orders_dock
        if dock is None:
            return
        dock.show()
        dock.raise_()
        show_nation = getattr(dock, "show_nation", None)
        if show_nation is not None:
            show_nation(nation)

    def show_receipt(self, nation: str | None = None) -> str | None:
        w, game = self.window, self.window.session.game
        if game is None:
            return None
        nation = nation or dialogs.choose_nation(w, game.state().nation_names(), "Receipt for which nation?")
        if nation is None:
            return None
        text = render_as(receipt(game, nation), self._fmt())
        dialogs.show_text(w, f"Receipt for {nation}", text, "Ready to send back to the player.")
        return text

    def show_rollcall(self) -> str | None:
        w, game = self.window, self.window.session.game
        if game is None:
            return None
        text = render_as(rollcall(game), self._fmt())
        dialogs.show_text(w, "Roll call", text, "Ready to post in the game's thread.")
        return text


    def edit_players(self) -> bool:
        """The Players dialog; what the GM typed is stored only if all of it is right."""
        w, game = self.window, self.window.session.game
        if game is None:
            return False
        when = game.deadline()
        answer = dialogs.edit_players(w, game.state().nation_names(), game.players(),
                                      format_deadline(when) if when else "", game.label())
        if answer is None:
            return False
        problems = check_answer(answer)
        if problems:
            dialogs.show_error(w, "Players and deadline", "Nothing was changed.", "\n".join(problems))
            return False
        for p in answer.players:                    # all forgotten first: an address may move between nations
            game.remove_player(p.nation)
        for p in answer.players:
            if p.name or p.emails or p.forum or p.token:
                game.set_player(p.nation, name=p.name, emails=list(p.emails), forum=p.forum, token=p.token)
        game.set_deadline(parse_deadline(answer.deadline) if answer.deadline and answer.deadline.lower() != "none"
                          else None)
        update_rows = getattr(w.orders_dock, "update_rows", None)
        if update_rows is not None:                 # a new deadline may make orders late, or on time
            update_rows()
        w.statusBar().showMessage("Players and deadline saved", 5000)
        return True


def install(window: MainWindow) -> MailRound:
    window.mail_round = MailRound(window)
    return window.mail_round
