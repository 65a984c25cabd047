"""The GM pastes a player's orders: each line is marked accepted or rejected, with the reason."""

from PySide6.QtCore import Qt

from app.orders import ask
from engine.state import replace

ORDERS = "build 2 infantry in Paris\nbuild 1 cavalry in Vienna\ndeclare war on Austria\n"


def paste(qtbot, editor, text):
    with qtbot.waitSignal(editor.checked, timeout=2000):
        editor.text.setPlainText(text)


def test_a_bad_line_is_marked_inline_with_its_reason(qtbot, dock):
    editor = dock.editors["France"]
    paste(qtbot, editor, ORDERS)
    assert editor.text.accepted == {1}
    assert set(editor.text.reasons) == {2, 3}
    assert "Vienna" in editor.text.reasons[2] and editor.text.reasons[2].startswith("not allowed")
    assert "already at war with Austria" in editor.text.reasons[3]
    problems = [editor.problems.item(i).text() for i in range(editor.problems.count())]
    assert problems[1] == "Line 3: not allowed: France is already at war with Austria"
    assert editor.status.text() == "1 order, 2 refused \u2014 not saved"
    assert dock.status_of("France").text == "1 order, 2 refused, not saved"


def test_words_that_cannot_be_read_are_not_understood(qtbot, dock):
    editor = dock.editors["France"]
    paste(qtbot, editor, "build 2 infantry in Pqrys\n")
    assert editor.text.reasons[1].startswith("not understood")
    assert "did you mean 'Paris'" in editor.text.reasons[1]


def test_clicking_a_problem_moves_the_cursor_to_its_line(qtbot, dock):
    editor = dock.editors["France"]
    paste(qtbot, editor, ORDERS)
    item = editor.problems.item(1)
    rect = editor.problems.visualItemRect(item)
    qtbot.mouseClick(editor.problems.viewport(), Qt.LeftButton, pos=rect.center())
    assert editor.text.textCursor().blockNumber() == 2
    assert editor.text.textCursor().selectedText() == "declare war on Austria"


def test_save_stores_rejected_lines_too_and_says_they_will_fail(qtbot, dock, session):
    editor = dock.editors["France"]
    paste(qtbot, editor, ORDERS)
    assert editor.note.isVisibleTo(dock) and "will fail and be reported to the player" in editor.note.text()
    qtbot.mouseClick(editor.save_button, Qt.LeftButton)
    assert session.orders_text("France") == ORDERS
    assert not editor.is_modified()
    assert editor.status.text() == "1 order, 2 refused"
    assert dock.status_of("France").kind == "problems" and dock.status_of("Austria").kind == "missing"


def test_revert_goes_back_to_the_stored_orders_and_undo_brings_the_edit_back(qtbot, dock, session):
    session.store_orders("France", "build 1 infantry in Paris\n")
    editor = dock.editors["France"]
    assert editor.orders_text() == "build 1 infantry in Paris\n"
    paste(qtbot, editor, ORDERS)
    qtbot.mouseClick(editor.revert_button, Qt.LeftButton)
    assert editor.orders_text() == "build 1 infantry in Paris\n" and not editor.is_modified()
    editor.text.undo()
    assert editor.orders_text() == ORDERS and editor.is_modified()


def test_unsaved_orders_are_never_dropped_without_asking(qtbot, dock, session, monkeypatch):
    asked = []
    answer = {"value": ask.CANCEL}
    monkeypatch.setattr(ask, "unsaved_orders",
                        lambda parent, nations: asked.append(nations) or answer["value"])
    assert dock.maybe_save() is True and asked == []           # nothing edited: nothing to ask
    paste(qtbot, dock.editors["Austria"], "build 2 infantry in Vienna\n")
    assert dock.maybe_save() is False and asked == [["Austria"]]
    assert dock.editors["Austria"].is_modified()
    answer["value"] = ask.SAVE
    assert dock.maybe_save() is True
    assert session.orders_text("Austria") == "build 2 infantry in Vienna\n"
    paste(qtbot, dock.editors["Austria"], "")
    answer["value"] = ask.DISCARD
    assert dock.maybe_save() is True
    assert dock.editors["Austria"].orders_text() == "build 2 infantry in Vienna\n"


def test_orders_stored_elsewhere_appear_unless_the_gm_is_editing(qtbot, dock, session):
    session.store_orders("Austria", "build 1 infantry in Tyrol\n")
    assert dock.editors["Austria"].orders_text() == "build 1 infantry in Tyrol\n"
    paste(qtbot, dock.editors["France"], "build 1 infantry in Paris\n")
    session.store_orders("France", "build 3 infantry in Paris\n")
    editor = dock.editors["France"]
    assert editor.orders_text() == "build 1 infantry in Paris\n" and editor.is_modified()


def test_an_eliminated_nation_gives_no_orders(qtbot, dock, session):
    state = session.state()
    session.edit(replace(state, owners={p: n for p, n in state.owners.items() if n != "Austria"}),
                 "Austria fell on the forum", "Austria loses every province")
    editor = dock.editors["Austria"]
    assert not editor.banner.isHidden() and "Austria has been eliminated" in editor.banner.text()
    assert not editor.text.isEnabled() and not editor.save_button.isEnabled()
    assert dock.editors["France"].text.isEnabled()


def test_a_new_turn_starts_with_empty_orders(qtbot, dock, session):
    session.store_orders("France", "build 1 infantry in Paris\n")
    session.commit(seed=1)
    assert dock.editors["France"].orders_text() == ""
    assert dock.editors["France"].status.text() == "No orders: the units hold."


def test_the_panel_says_which_turn_the_orders_are_for(qtbot, dock, session):
    assert dock.turn.text() == "<b>Orders for Winter 1804</b>" and dock.windowTitle() == "Orders"
    session.commit(seed=1)
    assert dock.turn.text() == "<b>Orders for Spring 1805</b>"


def test_greetings_pasted_with_the_orders_are_greyed_as_not_orders(qtbot, dock):
    editor = dock.editors["France"]
    paste(qtbot, editor, "Dear GM, my orders:\nbuild 2 infantry in Paris\nannex Kent\nCheers, Nap\n")
    assert editor.text.chatter == {1: "not an order", 4: "not an order"}
    assert set(editor.text.reasons) == {3}                  # annex Kent is understood, not allowed
    assert editor.status.text() == "1 order, 1 refused; 2 lines not orders \u2014 not saved"
    assert editor.fix_button.isHidden()


def test_a_misspelt_name_is_fixed_by_one_click_on_its_fix(qtbot, dock):
    editor = dock.editors["France"]
    editor.show()
    qtbot.waitExposed(editor)
    paste(qtbot, editor, "Hi GM\nbuild 1 cavalry in Pqrys\n")      # too far from Paris to be read by meaning
    assert editor.text.fixes == {2: "build 1 cavalry in Paris"}
    assert "fix: build 1 cavalry in Paris" in editor.problems.item(0).text()
    editor.text.viewport().repaint()
    box = editor.text.fix_boxes[2]
    qtbot.mouseClick(editor.text.viewport(), Qt.LeftButton, pos=box.center())
    assert editor.orders_text() == "Hi GM\nbuild 1 cavalry in Paris\n"
    assert editor.sheet.problems == () and editor.text.accepted == {2}


def test_every_fix_is_applied_at_once_and_undone_at_once(qtbot, dock):
    editor = dock.editors["France"]
    paste(qtbot, editor, "build 1 cavalry in Pqrys\nbuild 1 infantry in Pqrys\nbuild 1 dragoon in Paris\n")
    assert not editor.fix_button.isHidden()
    qtbot.mouseClick(editor.fix_button, Qt.LeftButton)
    assert editor.orders_text() == "build 1 cavalry in Paris\nbuild 1 infantry in Paris\nbuild 1 dragoon in Paris\n"
    assert [p.line for p in editor.sheet.problems] == [3]      # no fix for a unit that does not exist
    assert editor.fix_button.isHidden()
    editor.text.undo()
    assert editor.orders_text().startswith("build 1 cavalry in Pqrys")


def test_a_line_that_may_mean_several_orders_offers_each_by_one_click(qtbot, dock):
    editor = dock.editors["France"]
    editor.show()
    qtbot.waitExposed(editor)
    paste(qtbot, editor, "Hi GM\nbuild 1 dragoon in Paris\n")          # no such unit: which build?
    assert not editor.choices.isHidden()
    shown = [b.text() for b in editor.choices.buttons]
    assert "build 1 cavalry in Paris" in shown and len(shown) <= 3
    button = next(b for b in editor.choices.buttons if b.text() == "build 1 cavalry in Paris")
    qtbot.mouseClick(button, Qt.LeftButton)
    assert editor.orders_text() == "Hi GM\nbuild 1 cavalry in Paris\n"
    assert editor.sheet.problems == () and editor.choices.isHidden()
    editor.text.undo()
    assert editor.orders_text() == "Hi GM\nbuild 1 dragoon in Paris\n"


def test_two_orders_of_one_line_refused_for_one_reason_say_it_once(qtbot, dock):
    editor = dock.editors["France"]
    # (two builds in one province on one line are one build now: two gifts to itself share their reason)
    paste(qtbot, editor, "give 5 gold to France, give 6 gold to France\n")
    assert len(editor.sheet.problems) == 2
    assert editor.problems.count() == 1 and editor.text.reasons[1].count("itself") == 1


def test_after_a_button_changed_the_text_the_keys_are_back_in_it_for_ctrl_z(qtbot, dock, session):
    # on the button, Ctrl+Z went to the window's Undo (a GM change's), not to the orders' text
    editor = dock.editors["France"]
    editor.show()
    editor.activateWindow()
    qtbot.waitActive(editor)
    session.store_orders("France", "build 1 infantry in Paris\n")
    for text, button in (("build 1 dragoon in Paris\n", lambda: editor.choices.buttons[0]),
                         ("build 1 cavalry in Pqrys\n", lambda: editor.fix_button),
                         ("build 2 infantry in Paris\n", lambda: editor.revert_button)):
        paste(qtbot, editor, text)
        button().setFocus()
        qtbot.mouseClick(button(), Qt.LeftButton)
        assert editor.orders_text() != text
        assert editor.text.hasFocus(), f"the keys stayed off the text after {button().text()!r}"


def test_the_choices_shown_are_those_of_the_cursors_line(qtbot, dock):
    # the first refused line's choices were shown wherever the cursor was: a second line's could
    # be reached only by clicking its problem in the list
    editor = dock.editors["France"]
    editor.show()
    qtbot.waitExposed(editor)
    paste(qtbot, editor, "build 1 dragoon in Paris\nHi GM\nbuild 1 dragoon in Alsace\n")
    lines = sorted({p.line for p in editor.sheet.problems if p.choices})
    assert lines == [1, 3], [str(p) for p in editor.sheet.problems]

    def on(line):
        editor.go_to_line(line)
        return editor.choices.label.text(), [b.order for b in editor.choices.buttons]

    line3 = next(p for p in editor.sheet.problems if p.line == 3)
    assert on(3) == ("Line 3 may mean:", list(line3.choices[:3]))
    assert all("Alsace" in order for order in on(3)[1])
    assert on(2)[0] == "Line 1 may mean:", "a line with no choices shows the first line's"
    assert all("Paris" in order for order in on(2)[1])
    buttons = editor.choices.buttons
    editor.go_to_line(2)
    assert editor.choices.buttons is buttons, "the cursor moving on did not keep the same buttons"
    assert not editor.choices.isHidden()
    on(3)
    button = editor.choices.buttons[0]
    qtbot.mouseClick(button, Qt.LeftButton)
    assert editor.orders_text().splitlines()[2] == button.order
    assert editor.choices.label.text() == "Line 1 may mean:"          # line 3 is read: the first one's


def test_ctrl_y_redoes_the_text_not_a_gm_change(qtbot, window, dock, session):
    # on X11 Qt binds the text's Redo to Ctrl+Shift+Z only: Ctrl+Y went past the text to the window's
    # Redo (tests/real_display/test_not_allowed_choices.py drives it on a real screen); offscreen,
    # where Ctrl+Y is bound, this keeps the keys with the text
    from PySide6.QtGui import QAction, QKeySequence
    redone = []
    redo = QAction("Redo", window)
    redo.setShortcuts([QKeySequence("Ctrl+Y"), QKeySequence("Ctrl+Shift+Z")])
    redo.triggered.connect(lambda: redone.append(True))
    window.addAction(redo)
    window.show()
    qtbot.waitExposed(window)
    editor = dock.editors["France"]
    paste(qtbot, editor, "build 1 dragoon in Paris\n")
    editor.text.setFocus()
    qtbot.waitUntil(editor.text.hasFocus)
    qtbot.mouseClick(editor.choices.buttons[0], Qt.LeftButton)
    chosen = editor.orders_text()
    for redo_key in ((Qt.Key_Y, Qt.ControlModifier), (Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier)):
        qtbot.keyClick(editor.text, Qt.Key_Z, Qt.ControlModifier)
        assert editor.orders_text() == "build 1 dragoon in Paris\n"
        qtbot.keyClick(editor.text, *redo_key)
        assert editor.orders_text() == chosen and not redone, f"{redo_key} went to the window's Redo"
    editor.text.setReadOnly(True)
    qtbot.keyClick(editor.text, Qt.Key_Y, Qt.ControlModifier)
    assert redone, "a text that cannot be edited keeps Ctrl+Y from the window"


def test_alt_and_a_number_writes_that_choice_of_the_cursors_line(qtbot, window, dock):
    # the choices were buttons for the mouse only: the keys stayed in the text with no way to them
    window.show()
    window.activateWindow()
    qtbot.waitActive(window)
    editor = dock.editors["France"]
    message = "build 1 dragoon in Paris\nHi GM\nbuild 1 dragoon in Alsace\n"
    paste(qtbot, editor, message)
    editor.go_to_line(3)
    qtbot.waitUntil(editor.text.hasFocus)
    offered = [b.order for b in editor.choices.buttons]
    assert len(offered) >= 2 and "Alsace" in offered[1]
    assert "Alt+2" in editor.choices.buttons[1].toolTip()
    qtbot.keyClick(editor.text, Qt.Key_2, Qt.AltModifier)
    assert editor.orders_text().splitlines()[2] == offered[1]
    assert editor.text.hasFocus()
    qtbot.keyClick(editor.text, Qt.Key_Z, Qt.ControlModifier)
    assert editor.orders_text() == message
    said = []
    window.statusBar().messageChanged.connect(said.append)
    editor.go_to_line(2)
    qtbot.keyClick(editor.text, Qt.Key_3, Qt.AltModifier)          # line 1's three choices are shown
    assert editor.orders_text().splitlines()[0] != "build 1 dragoon in Paris"
    editor.text.setPlainText("build 2 infantry in Paris\n")
    editor.check_now()
    qtbot.keyClick(editor.text, Qt.Key_1, Qt.AltModifier)
    assert editor.orders_text() == "build 2 infantry in Paris\n"
    assert any(m.startswith("No choice 1") for m in said), said
