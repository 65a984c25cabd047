"""The orders panel makes a nation's editor when the nation is first shown (a start makes one, not
nine); the nations list and the planned orders on the map still read every nation's orders."""

from app.orders.dock import OrdersDock
from app.render.picture import ArrowStyle
from engine.state import replace


def paste(qtbot, editor, text):
    with qtbot.waitSignal(editor.checked, timeout=2000):
        editor.text.setPlainText(text)


def test_opening_a_game_makes_the_editor_of_the_nation_shown_only(dock, session):
    names = [n.name for n in session.state().nations]
    assert list(dock.editors.made) == [dock.current_nation()] == [names[0]]
    assert dock.pages.count() == 1
    other = names[1]
    dock.nation_list.select(other)
    assert dock.current_nation() == other and set(dock.editors.made) == {names[0], other}
    assert dock.pages.count() == 2


def test_the_rows_of_nations_not_yet_shown_tell_their_stored_orders(qtbot, window, session):
    session.store_orders("France", "build 2 infantry in Paris\n")
    session.store_orders("Austria", "build 1 cavalry in Paris\n")         # not Austria's to build in
    dock = OrdersDock(session, window.map_view)
    qtbot.addWidget(dock)
    assert "Austria" not in dock.editors.made
    assert dock.status_of("Austria").kind == "problems"
    assert dock.status_of("France").kind == "stored" and dock.status_of("France").text == "1 order"
    assert dock.editors["Austria"].orders_text() == "build 1 cavalry in Paris\n"   # made when asked for


def test_a_draft_of_a_nation_not_yet_shown_is_listed_unsaved_and_saved_with_the_others(qtbot, window, session):
    session.save_draft("Austria", "build 2 infantry in Vienna\n")
    dock = OrdersDock(session, window.map_view)
    qtbot.addWidget(dock)
    assert "Austria" not in dock.editors.made
    assert dock.status_of("Austria").kind == "unsaved"
    assert dock.unsaved() == ["Austria"]
    assert dock.save_all()
    assert session.orders_text("Austria") == "build 2 infantry in Vienna\n" and session.draft("Austria") is None
    assert dock.unsaved() == [] and dock.status_of("Austria").kind == "stored"


def test_orders_stored_elsewhere_for_a_nation_not_yet_shown_are_drawn_and_counted(qtbot, spring, window, dock):
    corps = spring.state().find_corps("Austria", "A")
    assert "Austria" not in dock.editors.made
    spring.store_orders("Austria", "A - Bavaria\n")           # as a mail read into the game would
    assert dock.status_of("Austria").kind == "stored"
    assert [(a.source, a.target) for a in window.map_view.picture.arrows
            if a.style is ArrowStyle.SUPPORT] == [(corps.at, "bavaria")]


def test_a_gm_edit_checks_the_orders_of_a_nation_not_yet_shown_again(qtbot, dock, session):
    session.store_orders("Austria", "build 2 infantry in Vienna\n")
    assert "Austria" not in dock.editors.made and dock.status_of("Austria").kind == "stored"
    state = session.state()
    session.edit(replace(state, owners={**state.owners, "vienna": "France"}), "Vienna taken", "Vienna is French")
    assert dock.status_of("Austria").kind == "problems"
    assert "Austria" not in dock.editors.made
