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


def test_a_napoleonic_march_is_drawn_from_where_the_corps_stands(qtbot, spring, window, dock):
    corps = spring.state().find_corps("France", "A")
    paste(qtbot, dock.editors["France"], "A - Baden\n")
    assert planned(window) == [(corps.at, "baden")]


def test_hiding_planned_orders_clears_them_and_a_new_state_keeps_them(qtbot, spring, window, dock):
    paste(qtbot, dock.editors["France"], "A - Baden\n")
    dock.set_show_planned(False)
    assert planned(window) == []
    dock.set_show_planned(True)
    assert planned(window)
    window.draw()                                   # the window redraws the map for a new state ...
    spring.stateChanged.emit()                      # ... and the planned orders go back on
    assert planned(window)


def test_succheesion_moves_and_voyages_are_drawn_step_by_step():
    from app.rulesets.succheesion.planned import planned_arrows
    from engine.rulesets.succheesion.orders import MoveShips, MoveUnits
    orders = [MoveUnits(nation="Crimsonia", count=4, path=("15", "16", "17")),
              MoveShips(nation="Maustria", frigates=0, galleons=2, path=("13", "14"), carrying=4,
                        load_from="9", land_at="24")]
    assert [(a.source, a.target) for a in planned_arrows(orders, "#ff0000")] == [
        ("15", "16"), ("16", "17"), ("9", "13"), ("13", "14"), ("14", "24")]


def test_orders_stored_before_the_panel_is_built_are_drawn_at_once(spring, window, dock):
    spring.game.store_orders("France", "A - Baden\n")   # in the file, no panel told (as on opening)
    dock.rebuild()                                      # what opening a game does
    assert ("alsace", "baden") in planned(window)
