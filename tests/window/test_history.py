"""The history dock: an earlier turn shows its map with movements and battles and its reports;
rolling back asks for a confirmation and a reason."""

import pytest

from app.render.picture import ArrowStyle


@pytest.fixture
def played(window, open_game, tiny_game):
    """Tiny war after Winter 1804 (France builds) and Spring 1805 (corps A marches into Baden)."""
    open_game(tiny_game)
    session = window.session
    session.store_orders("France", "build 2 infantry in Paris")
    session.commit(seed=7)
    session.store_orders("France", "A - Baden")
    session.commit(seed=8)
    return window


def test_history_lists_every_turn_newest_first(played):
    texts = [i.text(0) for i in played.history.turn_items()]
    assert texts == ["Summer 1805: awaiting orders (now)", "Spring 1805: resolved", "Winter 1804: resolved"]
    assert "Summer 1805: awaiting orders" in played.turn_label.text()


def test_choosing_a_resolved_turn_shows_its_movements_and_reports(played):
    window = played
    spring = window.history.turn_items()[1]
    window.history.tree.setCurrentItem(spring)
    assert window.session.viewed_turn == 1
    arrows = window.map_view.picture.arrows
    assert [(a.source, a.target, a.style) for a in arrows] == [("alsace", "baden", ArrowStyle.MOVE)]
    assert any(m.region == "baden" and m.text == "A" for m in window.map_view.picture.markers)
    assert "After Spring 1805" in window.turn_label.text()
    assert window.reports.label == "Spring 1805"
    assert "Spring 1805" in window.reports.text.toPlainText()
    assert not window.inspector.edits.isEnabled() or not window.inspector.owner.isEnabled()
    window.show_region("baden")
    assert "earlier turn" in window.inspector.note.text()
    assert not window.inspector.change_owner.isEnabled()

    window.history.tree.setCurrentItem(window.history.turn_items()[2])
    assert window.map_view.picture.arrows == ()
    assert window.reports.label == "Winter 1804"

    window.current_turn_action.trigger()
    assert window.session.viewed_turn is None
    assert window.map_view.picture.arrows == ()
    assert window.history.selected_turn() == 2
    assert window.reports.label == "Spring 1805"          # the last resolved turn's reports


def test_previous_and_next_turn_step_through_the_history(played):
    window = played
    window.previous_turn_action.trigger()
    assert window.view.turn == 1 and window.history.selected_turn() == 1
    window.previous_turn_action.trigger()
    assert window.view.turn == 0
    assert not window.previous_turn_action.isEnabled()
    window.next_turn_action.trigger()
    window.next_turn_action.trigger()
    assert window.session.viewed_turn is None and not window.next_turn_action.isEnabled()


def test_the_reports_dock_shows_each_nations_report_in_each_format(played):
    reports = played.reports
    reports.select("France")
    reports.set_format("phpbb")
    assert reports.text.toPlainText().startswith("[size=150][b]Tiny war: internal report of France")
    assert "Tiny war: internal report of France" in reports.rendered.toPlainText()
    assert "[b]" not in reports.rendered.toPlainText()
    reports.set_format("bbcode")
    assert reports.text.toPlainText().startswith("[b]Tiny war: internal report of France")
    reports.set_format("md")
    assert reports.text.toPlainText().startswith("# Tiny war: internal report of France")
    reports.select(None)
    reports.set_format("text")
    text = reports.text.toPlainText()
    assert text.startswith("TINY WAR: SPRING 1805") and "[b]" not in text


def test_rolling_back_asks_for_a_confirmation_and_a_reason(played, fake_dialogs):
    window = played
    fake_dialogs.answer("confirm", False)
    window.history.tree.setCurrentItem(window.history.turn_items()[1])
    window.history.rollback.click()
    assert window.session.current_turn == 2

    fake_dialogs.answer("confirm", True)
    fake_dialogs.answer("ask_reason", "Austria's orders were lost in the post")
    window.history.rollback.click()
    assert window.session.current_turn == 1
    assert window.session.viewed_turn is None
    assert [i.text(0) for i in window.history.turn_items()] == [
        "Spring 1805: awaiting orders (now)", "Winter 1804: resolved"]
    assert window.session.orders_text("France") == "A - Baden"
    [(_title, text)] = fake_dialogs.asked("confirm")[-1:]
    assert "Roll back to Spring 1805?" in text and "1 later turn(s) are archived" in text
    spring = window.history.turn_items()[0]
    assert [spring.child(i).text(0) for i in range(spring.childCount())] == [
        "Rolled back here: Austria's orders were lost in the post; archived: Summer 1805"]


def test_a_rollback_without_a_reason_does_nothing(played, fake_dialogs):
    fake_dialogs.answer("confirm", True)
    fake_dialogs.answer("ask_reason", None)
    assert not played.rollback_to(0)
    assert played.session.current_turn == 2


def test_the_forum_chosen_in_the_reports_dock_is_kept_in_the_game(played):
    played.reports.set_format("smf")
    assert played.session.game.forum == "smf"


def test_a_discord_post_is_copied_one_message_at_a_time(played, qtbot):
    from PySide6.QtGui import QGuiApplication
    reports = played.reports
    reports.select("France")
    reports.set_format("discord")
    reports.parts = ["first\n", "second\n"]        # a long report, as split for Discord's 2,000 characters
    reports.next_part = 0
    reports.copy_to_clipboard()
    assert QGuiApplication.clipboard().text() == "first\n" and "2 of 2" in reports.copy.text()
    reports.copy_to_clipboard()
    assert QGuiApplication.clipboard().text() == "second\n"
