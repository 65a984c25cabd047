"""View > Map as seen by: the window's map drawn as a nation's private map (the same picture as
its export), and back to the GM's; a game just opened shows its orders first."""

import pytest

from app.render.picture import MarkerShape
from app.window import pictures
from app.window.pictures import turn_view


@pytest.fixture
def full_window(qtbot, settings, tmp_path, fake_dialogs):
    from app.window.main import MainWindow
    w = MainWindow(settings=settings, data_dir=tmp_path / "data")
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    qtbot.waitExposed(w)
    return w


def _open(window, qtbot, path):
    with qtbot.waitSignal(window.gameShown, timeout=60_000):
        window.open_game(path)


def _choose(window, text):
    [action] = [a for a in window.viewpoint.menu.actions() if a.text() == text]
    action.trigger()


def test_the_map_as_a_nation_sees_it_is_its_private_map(full_window, qtbot, europe_game):
    window = full_window
    _open(window, qtbot, europe_game)
    game = window.session.game
    gm_markers = window.map_view.picture.markers
    _choose(window, "Denmark")
    private = pictures.picture(game, turn_view(game), nation="Denmark")
    shown = window.map_view.picture
    assert (shown.markers, shown.fills, shown.subtitle) == (private.markers, private.fills, private.subtitle)
    french = [m.tooltip for m in shown.markers if m.tooltip.startswith("France corps")]
    assert french and all(":" not in t for t in french), "the fog of war hides other nations' compositions"
    assert any(":" in m.tooltip for m in gm_markers if m.tooltip.startswith("France corps"))
    assert window.map_view.seen_by == "Denmark"
    _choose(window, "The GM's map")
    assert window.map_view.picture.markers == gm_markers
    assert window.map_view.seen_by is None


def test_a_nations_map_shows_no_planned_orders_and_the_gms_map_shows_them_again(full_window, qtbot, europe_game):
    window = full_window
    _open(window, qtbot, europe_game)
    window.session.commit(seed=1)                  # Winter 1804: nothing moves; Spring 1805 does
    qtbot.wait(1)
    state = window.session.state()
    corps = state.corps_of("France")[0]
    dest = next(d for d in window.session.rules.legal_destinations(window.session.board, state, "France",
                                                                     corps.letter) if d.way == "march")
    editor = window.orders_dock.show_nation("France")
    editor.text.setPlainText(f"{corps.letter} - {window.session.board[dest.region].name}")
    editor.check_now()
    assert window.map_view.picture.arrows
    _choose(window, "Austria")
    assert window.map_view.picture.arrows == ()
    assert all(not m.awaiting_orders for m in window.map_view.picture.markers)
    _choose(window, "The GM's map")
    assert window.map_view.picture.arrows
    editor.text.document().setModified(False)
    window.orders_dock.editors["France"].reload(keep_draft=False)


def test_opening_a_game_shows_the_orders_not_the_reports(full_window, qtbot, europe_game):
    window = full_window
    window.reports_dock.raise_()
    _open(window, qtbot, europe_game)
    qtbot.wait(10)
    assert not window.orders_dock.visibleRegion().isEmpty()
    assert window.reports_dock.visibleRegion().isEmpty()


def test_every_nation_is_offered_and_opening_a_game_goes_back_to_the_gms_map(full_window, qtbot, europe_game):
    window = full_window
    _open(window, qtbot, europe_game)
    names = [a.text() for a in window.viewpoint.menu.actions() if not a.isSeparator()]
    assert names == ["The GM's map"] + [n.name for n in window.session.state().nations]
    _choose(window, "France")
    _open(window, qtbot, europe_game)
    assert window.map_view.seen_by is None
    assert any(m.shape is MarkerShape.SQUADRON for m in window.map_view.picture.markers)
