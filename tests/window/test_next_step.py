"""The line that says what to do next, from opening a game to posting the turn."""

from app.window.next_step import Progress, next_step


def test_without_a_game_it_says_how_to_open_one():
    assert "Ctrl+O" in next_step(Progress(game_open=False))


def test_with_no_orders_in_it_says_to_enter_them():
    text = next_step(Progress(True, current_label="Spring 1805", nations=9, with_orders=0))
    assert text.startswith("Enter the orders for Spring 1805")


def test_it_counts_the_nations_whose_orders_are_in():
    text = next_step(Progress(True, current_label="Spring 1805", nations=9, with_orders=7))
    assert "7 of 9 nations in; 2 still to come" in text


def test_with_every_order_in_it_says_to_resolve():
    assert "Resolve (Ctrl+R)" in next_step(Progress(True, current_label="Turn 3", nations=4, with_orders=4))


def test_after_a_resolution_it_says_to_post_the_turn():
    text = next_step(Progress(True, viewing_past=True, shown_label="Spring 1805", current_label="Summer 1805",
                              just_resolved=True))
    assert "post it (Ctrl+Shift+P)" in text and "Summer 1805" in text


def test_the_window_shows_the_next_step_and_follows_the_orders(window, open_game, tiny_game):
    open_game(tiny_game)
    assert window.next_label.text().startswith("Enter the orders for")
    window.session.store_orders("France", "build 1 infantry in Paris\n")
    assert "1 of" in window.next_label.text()
