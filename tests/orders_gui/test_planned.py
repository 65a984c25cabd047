"""Orders drawn on the map as the GM types them: dashed arrows in the nation's colour."""

from app.render.picture import ArrowStyle


def paste(qtbot, editor, text):
    with qtbot.waitSignal(editor.checked, timeout=2000):
        editor.text.setPlainText(text)


def planned(window):
    return [(a.source, a.target) for a in window.map_view.picture.arrows if a.style is ArrowStyle.SUPPORT]


def test_typing_a_move_draws_its_arrow_and_removing_it_removes_it(qtbot, classic_window, classic_dock):
    editor = classic_dock.editors["Prussia"]
    paste(qtbot, editor, "1 army 58 -> 57\n")
    assert planned(classic_window) == [("58", "57")]
    prussia = classic_window.session.state().find_nation("Prussia").colour
    assert {a.colour for a in classic_window.map_view.picture.arrows} == {prussia}
    paste(qtbot, editor, "")
    assert planned(classic_window) == []


def test_a_refused_line_is_not_drawn(qtbot, classic_window, classic_dock):
    paste(qtbot, classic_dock.editors["Prussia"], "1 army 58 -> nowhere at all\n")
    assert planned(classic_window) == []
