"""Orders that happen in one place drawn as marks in the nation's colour as the GM types them, and
every unit still without an order badged "no orders yet" until an order names it."""

from app.render.picture import MarkKind
from engine.rulesets.napoleonic.checks import is_winter


def paste(qtbot, editor, text):
    with qtbot.waitSignal(editor.checked, timeout=2000):
        editor.text.setPlainText(text)


def marks(window):
    return [(m.region, m.kind, m.colour) for m in window.map_view.picture.marks]


def awaiting(window):
    return sorted(m.key for m in window.map_view.picture.markers if m.awaiting_orders)


def colour(session, nation):
    return session.state().find_nation(nation).colour


def test_a_build_typed_puts_a_build_mark_in_the_nations_colour_and_removing_the_line_removes_it(
        qtbot, session, window, dock):
    paste(qtbot, dock.editors["France"], "build 2 infantry in Paris\n")
    assert marks(window) == [("paris", MarkKind.BUILD, colour(session, "France"))]
    assert "France builds 2 infantry" in window.map_view.picture.marks[0].tooltip
    paste(qtbot, dock.editors["France"], "")
    assert marks(window) == []


def test_a_refused_build_is_not_marked(qtbot, window, dock):
    paste(qtbot, dock.editors["France"], "build 2 infantry in Vienna\n")    # not France's to build in
    assert marks(window) == []


def test_scouting_is_marked_where_the_cavalry_looks(qtbot, spring, window, dock):
    paste(qtbot, dock.editors["France"], "A scout Baden\n")
    assert marks(window) == [("baden", MarkKind.SCOUT, colour(spring, "France"))]


def test_every_corps_and_squadron_is_marked_until_an_order_names_it(qtbot, spring, window, dock):
    assert awaiting(window) == ["corps:Austria:A", "corps:France:A", "corps:France:B", "squadron:France:1"]
    paste(qtbot, dock.editors["France"], "A - Baden\n")
    assert awaiting(window) == ["corps:Austria:A", "corps:France:B", "squadron:France:1"]
    paste(qtbot, dock.editors["France"], "A - Baden\nB holds\nsquadron 1 holds\n")
    assert awaiting(window) == ["corps:Austria:A"]
    tip = next(m.tooltip for m in window.map_view.picture.markers if m.awaiting_orders)
    assert tip.endswith("No orders yet")
    paste(qtbot, dock.editors["France"], "")
    assert "corps:France:A" in awaiting(window)


def test_in_winter_no_unit_is_marked_as_waiting_for_orders(qtbot, session, window, dock):
    paste(qtbot, dock.editors["France"], "build 1 infantry in Alsace\n")
    assert is_winter(session.state()) and session.state().corps
    assert awaiting(window) == []


def test_hiding_planned_orders_hides_the_marks_and_the_badges(qtbot, spring, window, dock):
    paste(qtbot, dock.editors["France"], "A scout Baden\n")
    dock.set_show_planned(False)
    assert marks(window) == [] and awaiting(window) == []
    dock.set_show_planned(True)
    assert marks(window) and awaiting(window)


def test_a_mark_shows_its_tooltip_under_the_mouse(qtbot, spring, window, dock):
    paste(qtbot, dock.editors["France"], "A scout Baden\n")
    view = window.map_view
    [(mark, box)] = view.map_scene().drawing.mark_boxes(view.viewportTransform())
    assert view.tooltip_at(box.center()) == mark.tooltip == "France: corps A scouts here"


def test_a_classic_purchase_and_a_ship_attack_are_marked(qtbot, classic, classic_window, classic_dock):
    paste(qtbot, classic_dock.editors["Prussia"], "buy 2 armies in 59\n2 ships E -> D attack\n")
    prussia = colour(classic, "Prussia")
    assert marks(classic_window) == [("59", MarkKind.BUILD, prussia), ("D", MarkKind.ATTACK, prussia)]
    assert classic_window.map_view.picture.marks[0].count == 2


def test_a_classic_stack_is_no_longer_marked_once_an_order_moves_it(qtbot, classic, classic_window, classic_dock):
    assert "armies:Prussia:58" in awaiting(classic_window)
    assert "ships:Prussia:E" in awaiting(classic_window)
    paste(qtbot, classic_dock.editors["Prussia"], "1 army 58 -> 57\n2 ships E -> D\n")
    assert "armies:Prussia:58" not in awaiting(classic_window)
    assert "ships:Prussia:E" not in awaiting(classic_window)
    assert "armies:Prussia:59" in awaiting(classic_window)


def test_a_reorganisation_an_annexation_a_cession_a_strait_and_a_squadron_attack_are_marked(spring):
    from app.rulesets import ruleset_ui
    state = spring.state()
    sheet = spring.rules.parse_orders(
        "transfer 1 infantry from A to C\nannex Bohemia\ncede Alsace to Austria\nallow Austria through Channel\n"
        "squadron 1 attack\nB - Alsace and scout Baden\n", "France", state, spring.board)
    marks = ruleset_ui("napoleonic").planned_marks(sheet.orders, "#3f6fc8", state)
    squadron = state.find_squadron("France", 1)
    assert [(m.region, m.kind) for m in marks] == [
        (state.find_corps("France", "A").at, MarkKind.REORGANISE), ("bohemia", MarkKind.ANNEX),
        ("alsace", MarkKind.CEDE), ("channel", MarkKind.PASSAGE), (squadron.at, MarkKind.ATTACK),
        ("baden", MarkKind.SCOUT)]
