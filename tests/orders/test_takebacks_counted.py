"""Take-backs that count lines ('Scratch both lines', 'ignore the last two lines'), a 'Not N' that names no order
before it, a refused line whose later sentence changes an order, and orders hanging on an answer ('If so, ...'):
never an order carried out that the player took back or made depend on something the rules do not know."""

from tests.orders.bundled import checked


def test_scratch_both_lines_takes_back_the_two_orders_before():
    orders, sheet = checked("succheesion", "Stilwen", "start",
                            "leave pact Republican League\nbreak trade with Crimsonia\nScratch both lines.")
    assert orders == [] and sheet.problems == ()


def test_ignore_the_last_two_lines_keeps_the_first():
    orders, _ = checked("napoleonic", "France", "start",
                        "build 1 infantry in Paris\nalliance with Spain\nbuild 1 cavalry in Lyon\n"
                        "ignore the last two lines")
    assert orders == ["build infantry in Paris"]


def test_forget_the_first_two_orders_keeps_the_last():
    orders, _ = checked("classic", "Italy", "start",
                        "buy 1 army in 37\ngive 2 gold to Austria\nbuy 1 army in 36\nforget the first two orders")
    assert orders == ["buy 1 army in 36"]


def test_counted_take_back_of_more_lines_than_were_written_takes_nothing_back_in_silence():
    orders, sheet = checked("classic", "Italy", "start", "buy 1 army in 37\nscratch both lines")
    assert orders == ["buy 1 army in 37"] or sheet.problems


def test_not_a_number_no_order_names_is_no_take_back():
    orders, _ = checked("succheesion", "Manarth", "start",
                        "4 units 32 -> 33\njoin pact Republican League\nNot 18. The Maustrians are too close there.")
    assert orders == ["4 units 32 -> 33", "join pact Republican League"]
    orders, sheet = checked("succheesion", "Manarth", "start",
                            "4 units 32 -> 33\njoin pact Republican League\nNot 18, the Maustrians are too close.")
    assert "4 units 32 -> 33" in orders
    assert "join pact Republican League" in orders and any(p.line == 3 for p in sheet.problems)


def test_make_it_in_a_later_sentence_replaces_the_order_it_changes():
    orders, sheet = checked("classic", "Italy", "start",
                            "2 armies 37 -> 38\nbuy 1 army in 36\nhmm, that leaves Rome empty. Make it 1 army 37 -> 38.")
    assert sorted(orders) == ["1 army 37 -> 38", "buy 1 army in 36"]       # replaced, never both


def test_if_so_after_a_question_is_asked_whatever_the_order():
    for rules, nation, text, kept in (
            ("succheesion", "Randomia", "raise cheese in 15\nMust we be at war to enter? If so, declare war on Maustria.",
             ["raise cheese in 15"]),
            ("napoleonic", "France", "build 1 infantry in Paris\nIs Spain with us? If yes, alliance with Spain.",
             ["build infantry in Paris"]),
            ("succheesion", "Randomia", "raise cheese in 15\nIf needed, declare war on Maustria.", ["raise cheese in 15"])):
        orders, sheet = checked(rules, nation, "start", text)
        assert orders == kept, text
        assert any("condition" in p.reason for p in sheet.problems), text


def test_if_so_do_it_after_a_question_about_a_move_is_still_the_move():
    orders, _ = checked("succheesion", "Randomia", "start", "Can the 6 units in 16 reach 20? If so, do it.")
    assert orders == ["6 units 16 -> 20"]


def test_a_refused_line_with_a_later_correction_holds_back_the_order_it_may_change():
    orders, sheet = checked("classic", "Italy", "start",
                            "2 armies 37 -> 38\nbuy 1 army in 36\nhmm, 38 is risky. Actually the other way round.")
    assert "2 armies 37 -> 38" not in orders
    assert any("held back" in p.reason for p in sheet.problems)


def test_not_the_number_of_an_order_holds_it_back_in_classic():
    orders, sheet = checked("classic", "Italy", "start", "buy 1 army in 36\n2 armies 37 -> 38\nNot 38, too exposed.")
    assert orders == ["buy 1 army in 36"]
    assert {p.line for p in sheet.problems} == {2, 3}


def test_an_order_said_to_wait_for_something_is_never_taken_at_once():
    for text in ("Pay Carthage 4 gold after the pact is sealed.", "Give 3 gold to Austria as soon as they sign.",
                 "give 2 gold to Spain once they agree"):
        orders, sheet = checked("classic", "Italy", "start", text)
        assert orders == [] and sheet.problems, text


def test_if_needed_before_a_colon_is_asked_too():
    orders, sheet = checked("succheesion", "Randomia", "start", "raise cheese in 15\nIf needed: declare war on Maustria")
    assert orders == ["raise cheese in 15"] and any("condition" in p.reason for p in sheet.problems)


def test_a_line_crossed_out_in_a_later_sentence_of_a_refused_line_is_never_carried_out():
    for rules, nation, text, crossed in (
            ("classic", "Italy", "buy 1 army in 36\nbuy 1 army in 37\n= 2 armies? too much gold, no. Scratch the 37 line.",
             "buy 1 army in 37"),
            ("succheesion", "Stilwen", "3 Infantry in 12\n2 Infantry in 9\n5 in all; 10 cheese?! no, over. "
             "Forget the Rubygate line.", "build 2 Infantry in 9"),
            ("succheesion", "Crimsonia", "- 2 Infantry in 9 (4)\n= 8 cities' worth? no - 16 in cities, too many. "
             "Drop the Rubygate line.", "build 2 Infantry in 9")):
        orders, sheet = checked(rules, nation, "start", text)
        assert crossed not in orders, text
        assert any(p.line == 2 for p in sheet.problems) or any(c.line == 1 and "set aside" in c.reason
                                                              for c in sheet.chatter), text
