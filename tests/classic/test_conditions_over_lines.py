"""A condition on one line and its orders on the next (fresh5-cl-split-2's shape): the orders under the condition
are never read as given whatever happens. One line under it: read joined, as one conditional order (refused whole
when the condition is not one classic can test); several lines under a condition with no 'then': all asked."""

from tests.orders.bundled import read


def test_the_condition_and_then_on_the_next_line_read_as_one_conditional():
    shown, problems = read("classic", "start", "Turkey", "If Russia has 2 or less armies in 96\nthen 2 armies 98 -> 99")
    assert shown == ["if Russia has 2 or less armies in 96 then 2 armies 98 -> 99"] and problems == []


def test_unless_with_a_comma_and_then_below_reads_turned_round():
    shown, problems = read("classic", "start", "Spain", "Unless France has 3 or more armies in 26,\nthen 2 armies 13 -> 26")
    assert shown == ["if France has fewer than 3 armies in 26 then 2 armies 13 -> 26"] and problems == []


def test_a_condition_ending_in_then_and_the_move_below():
    shown, problems = read("classic", "start", "Spain", "if France has at least 2 armies in 26 then\n2 armies 13 -> 12.")
    assert shown == ["if France has 2 or more armies in 26 then 2 armies 13 -> 12"] and problems == []


def test_one_line_under_a_condition_without_then_is_its_order():
    shown, problems = read("classic", "start", "Turkey", "Should Russia have no armies in 96\nbuy 1 army in 98")
    assert shown == ["if Russia has exactly 0 armies in 96 then buy 1 army in 98"] and problems == []


def test_a_condition_classic_cannot_test_refuses_its_orders_too():
    shown, problems = read("classic", "start", "Italy", "If the Carthaginian ships leave T\nthen 2 ships S -> T\n\n"
                                                        "2 armies 36 -> 35")
    assert shown == ["2 armies 36 -> 35"]
    assert len(problems) == 1 and "may test only army counts" in problems[0]


def test_several_lines_under_a_colon_are_all_asked():
    shown, problems = read("classic", "start", "Turkey", "If Russia has 2 or less armies in 96:\n2 armies 98 -> 99\n"
                                                         "buy 1 army in 98\n\n2 armies 97 -> 100")
    assert shown == ["2 armies 97 -> 100"]
    assert len(problems) == 3 and "unclear" in problems[0] and all("held back" in p for p in problems[1:])


def test_then_and_more_lines_after_it_asks_the_lines_after():
    shown, problems = read("classic", "start", "Turkey", "if Russia keeps more than 1 army in 96\nthen 2 armies 98 -> 99\n"
                                                         "1 army 97 -> 100")
    assert shown == ["if Russia has more than 1 armies in 96 then 2 armies 98 -> 99"]
    assert len(problems) == 1 and "condition on line 1" in problems[0]


def test_a_polite_if_alone_on_its_line_is_no_condition():
    shown, problems = read("classic", "start", "France", "If possible\n2 armies 24 -> 52")
    assert shown == ["2 armies 24 -> 52"] and problems == []


def test_a_condition_with_its_orders_on_the_same_line_is_unchanged():
    shown, problems = read("classic", "start", "Turkey", "If Russia has 2 or less armies in 96, 2 armies 98 -> 99\n"
                                                         "1 army 97 -> 100")
    assert shown == ["if Russia has 2 or less armies in 96 then 2 armies 98 -> 99", "1 army 97 -> 100"]
    assert problems == []


def test_a_question_ending_the_condition_line_is_not_joined():
    shown, problems = read("classic", "start", "France", "Should we attack Spain?\n2 armies 24 -> 52")
    assert "2 armies 24 -> 52" in shown


def test_long_lines_of_spaces_and_commas_are_no_conditions():
    from engine.rulesets.classic.asked_acts import asks_what_to_do
    from engine.rulesets.classic.split_conditions import joined_conditions
    for filler in (" " * 100_000, "," * 100_000, "if " + "," * 100_000 + "?"):
        assert joined_conditions(f"{filler}\n2 armies 98 -> 99") == (f"{filler}\n2 armies 98 -> 99", {})
        assert not asks_what_to_do(filler, None)     # too long to be a question: the names are never looked at


import pytest  # noqa: E402


@pytest.mark.parametrize("head", ["If the Viking... no. Plain orders:", "If the Swedes... forget it. Orders:",
                                  "Unless... never mind. Orders:"])
def test_a_condition_given_up_on_its_own_line_governs_nothing(head):
    """A condition the player abandons on its line ('If the Viking... no.') holds none of the orders below
    (the project corpus's ext-classic-128)."""
    shown, problems = read("classic", "start", "Vikings", f"{head}\n3 armies 68 -> 71\n2 armies 69 -> 71\n2 armies 67 -> 65")
    assert shown == ["3 armies 68 -> 71", "2 armies 69 -> 71", "2 armies 67 -> 65"] and problems == []
