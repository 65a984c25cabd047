"""The nations list of the orders panel: every nation's state of orders at a glance, and drafts
that survive the window closing before the orders were saved."""

from app.orders.dock import OrdersDock
from app.session import GameSession


def paste(qtbot, editor, text):
    with qtbot.waitSignal(editor.checked, timeout=2000):
        editor.text.setPlainText(text)


def test_every_nation_is_listed_with_its_orders_missing_at_first(dock, session):
    names = [n.name for n in session.state().nations]
    assert [dock.nation_list.topLevelItem(i).data(0, 0x0100) for i in range(len(names))] == names
    assert all(dock.status_of(n).kind == "missing" for n in names)


def test_stored_orders_and_orders_with_problems_are_told_apart(qtbot, dock, session):
    session.store_orders("France", "build 2 infantry in Paris\n")
    session.store_orders("Austria", "build 1 cavalry in Paris\n")
    assert dock.status_of("France").kind == "stored" and dock.status_of("France").text == "1 order"
    assert dock.status_of("Austria").kind == "problems"


def test_choosing_a_nation_shows_its_orders_and_alt_down_steps_to_the_next(qtbot, dock, session):
    dock.show_nation("France")
    first = dock.current_nation()
    dock.nation_list.select("Austria")
    assert dock.current_nation() == "Austria"
    names = [n.name for n in session.state().nations]
    assert dock.step_nation(1) == names[(names.index("Austria") + 1) % len(names)]
    assert first == "France"


def test_alt_shift_down_steps_to_the_next_nation_whose_orders_have_problems_saved_or_not(qtbot, dock, session,
                                                                                     window):
    from PySide6.QtGui import QKeySequence
    names = [n.name for n in session.state().nations]
    session.store_orders("Austria", "build 1 cavalry in Paris\n")         # refused, and saved
    dock.show_nation(names[0])
    paste(qtbot, dock.editors[names[0]], "build 1 cavalry in Vienna\n")   # refused, not saved
    action = next(a for m in window.findChildren(type(window.turn_menu)) for a in m.actions()
                  if QKeySequence("Alt+Shift+Down") in a.shortcuts())
    assert "problems" in action.text()
    action.trigger()
    assert dock.current_nation() == "Austria"
    action.trigger()
    assert dock.current_nation() == names[0]                            # round again, to the unsaved one
    dock.editors[names[0]].text.setPlainText("")
    session.store_orders("Austria", "build 2 infantry in Paris\n")
    qtbot.wait(600)
    dock.show_nation(names[1])
    action.trigger()
    assert dock.current_nation() == names[1]                            # none left: it stays


def test_orders_typed_and_not_saved_come_back_after_the_window_closed(qtbot, dock, session, window):
    editor = dock.editors["France"]
    paste(qtbot, editor, "build 2 infantry in Paris\n")
    editor.keep_draft()                                  # as the draft timer does a second after typing
    assert dock.status_of("France").kind == "unsaved"
    path = session.path
    session.close()
    again = GameSession()
    again.open(path)
    reopened = OrdersDock(again, window.map_view)
    qtbot.addWidget(reopened)
    restored = reopened.editors["France"]
    assert restored.orders_text() == "build 2 infantry in Paris\n" and restored.is_modified()
    assert "restored draft" in restored.status.text()
    assert again.orders_text("France") == ""             # a draft is not the nation's orders
    restored.save()
    assert again.draft("France") is None and again.orders_text("France") == "build 2 infantry in Paris\n"
    again.close()


def test_a_pasted_message_with_problems_does_not_widen_the_orders_panel(qtbot, dock, session):
    """The right column gets 400 px at 1366x768 (MainWindow._default_layout): the panel's least width
    stays well under it, or pasting a message would push the map aside."""
    editor = dock.show_nation("France")
    paste(qtbot, editor, "Sire,\nbuild 2 infantry in Paris\nbuild 1 cavalry in Vienna\nA - Thuringia - Westphalia\n"
                         "Vive l'Empereur, and greetings to the whole court!\n")
    assert "not saved" in editor.status.text()
    assert dock.minimumSizeHint().width() <= 300
