"""The orders a refused line may mean, as buttons: each order whole, going on in a row below when
the dock is narrow, shortened only when wider than the whole dock; never widening the dock, and
the buttons left, after 'Line N may mean:'."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QVBoxLayout, QWidget

from app.orders.choices import LineChoices
from engine.order_sheet import OrderProblem

LONG = ("corps D - Hesse-Kassel - Westphalia - Hanover", "corps D - Hesse-Darmstadt - Westphalia - Hanover",
        "corps D - Baden - Württemberg - Bavaria - Tyrol")
SHORT = ("build 1 infantry in Paris", "build 1 cavalry in Paris")


def problem(line, choices):
    return OrderProblem(line=line, text="x", kind="not understood", reason="x", choices=choices)


def in_a_dock(qtbot, width):
    dock = QWidget()
    choices = LineChoices()
    layout = QVBoxLayout(dock)
    layout.addWidget(choices)
    layout.addStretch(1)
    qtbot.addWidget(dock)
    dock.resize(width, 200)
    dock.show()
    qtbot.waitExposed(dock)
    return dock, choices


def test_long_orders_go_on_below_each_whole_inside_the_dock(qtbot):
    dock, choices = in_a_dock(qtbot, 560)
    choices.show_for(problem(12, LONG))
    qtbot.wait(20)
    assert choices.minimumSizeHint().width() < 560 and dock.width() == 560, "the choices widened the dock"
    boxes = [b.geometry() for b in choices.buttons]
    assert [b.text() for b in choices.buttons] == list(LONG)
    assert all(box.right() < choices.width() and box.bottom() < choices.height() for box in boxes)
    assert all(not a.intersects(b) for i, a in enumerate(boxes) for b in boxes[i + 1:]), "buttons overlap"
    assert len({box.top() for box in boxes}) > 1
    dock.resize(1500, 200)
    qtbot.waitUntil(lambda: len({b.geometry().top() for b in choices.buttons}) == 1)     # room: one row


def test_an_order_wider_than_the_dock_is_shortened_and_whole_in_its_tooltip(qtbot):
    dock, choices = in_a_dock(qtbot, 240)
    choices.show_for(problem(12, LONG))
    qtbot.wait(20)
    assert dock.width() == 240
    for button, order in zip(choices.buttons, LONG):
        assert button.geometry().right() < choices.width(), f"{order!r} runs off the dock"
        assert button.text().endswith("\u2026") and order.startswith(button.text()[:-1])
        assert order in button.toolTip()
    with qtbot.waitSignal(choices.chosen) as said:
        qtbot.mouseClick(choices.buttons[1], Qt.LeftButton)
    assert said.args == [12, LONG[1]]                   # the whole order written, not what the button shows


def test_the_buttons_stay_left_after_the_line_however_often_they_change(qtbot):
    _dock, choices = in_a_dock(qtbot, 900)
    for _ in range(3):
        choices.show_for(problem(12, LONG))
        choices.show_for(problem(3, SHORT))
    qtbot.wait(20)
    assert choices.label.text() == "Line 3 may mean:" and [b.text() for b in choices.buttons] == list(SHORT)
    first = choices.buttons[0].geometry()
    label = choices.label.geometry()
    assert first.left() - label.right() < 20, "the buttons drifted away from 'Line 3 may mean:'"
    assert abs(first.center().y() - label.center().y()) <= 1, "the line and its buttons are not level"
    choices.show_for(problem(3, ()))
    assert choices.isHidden()


def test_the_line_s_whole_reading_and_three_more_are_buttons_inside_the_dock(qtbot):
    whole = "D - Baden; F holds; C - Holland; G holds"
    dock, choices = in_a_dock(qtbot, 560)
    choices.show_for(problem(4, (whole, "D - Baden", "C - Holland", "F holds")))
    qtbot.wait(20)
    assert [b.order for b in choices.buttons] == [whole, "D - Baden", "C - Holland", "F holds"]
    assert dock.width() == 560 and all(b.geometry().right() < choices.width() for b in choices.buttons)
    with qtbot.waitSignal(choices.chosen) as said:
        qtbot.mouseClick(choices.buttons[0], Qt.LeftButton)
    assert said.args == [4, whole]                      # one click writes every order of the line
