"""A line given again in one message is read once (engine.words.reading.read_once): the same answer,
refusal included, as new objects the sheet may change or mark."""

import pytest

from engine.errors import Contradiction, NotUnderstood
from engine.order_sheet import Order
from engine.words.reading import read_once


class Hold(Order, frozen=True, kw_only=True):
    unit: str


def _counting(answers):
    asked = []

    def read(text):
        asked.append(text)
        answer = answers[text]
        if isinstance(answer, Exception):
            raise answer
        return answer
    return read, asked


def test_a_line_given_again_is_read_once_and_answered_the_same():
    read, asked = _counting({"A holds": [Hold(nation="France", unit="A")], "hello": None})
    once = read_once(read)
    assert once("A holds") == once("A holds") == [Hold(nation="France", unit="A")]
    assert once("hello") is None and once("hello") is None
    assert asked == ["A holds", "hello"]


def test_each_answer_is_new_objects_so_marking_one_line_leaves_the_other():
    order = Hold(nation="France", unit="A")
    once = read_once(_counting({"A holds": [order], "B holds": Hold(nation="France", unit="B")})[0])
    first, again = once("A holds"), once("A holds")
    first.append("added by the caller")
    assert again == [order] and again[0] is not first[0]
    assert once("B holds") == once("B holds") and once("B holds") is not once("B holds")


def test_a_refusal_given_again_is_raised_again_with_its_reason_and_fix():
    read, asked = _counting({"A - Bavria": NotUnderstood("no such place 'Bavria'", fix=("Bavria", "Bavaria")),
                             "A (57)": Contradiction("57 is not Baden")})
    once = read_once(read)
    errors = []
    for _ in range(3):
        with pytest.raises(NotUnderstood) as caught:
            once("A - Bavria")
        errors.append(caught.value)
    assert [e.reason for e in errors] == ["no such place 'Bavria'"] * 3 and errors[2].fix == ("Bavria", "Bavaria")
    assert errors[0] is not errors[1]              # a fresh error each time, not one growing a traceback
    with pytest.raises(Contradiction):
        once("A (57)")
    with pytest.raises(Contradiction):
        once("A (57)")
    assert asked == ["A - Bavria", "A (57)"]


def test_a_message_of_the_same_lines_pasted_many_times_reads_as_each_line_does():
    from engine.rulesets import ruleset
    from tests.corpus.positions import position
    rules = ruleset("napoleonic")
    board, state = position("napoleonic", "start")
    nation = state.nations[0].name
    lines = ["A - Thuringia - Westphalia", "B holds", "Z - Moon"]
    one = rules.parse_orders("\n".join(lines), nation, state, board)
    many = rules.parse_orders("\n".join(lines * 50), nation, state, board)
    assert len(many.problems) >= 50 * len([p for p in one.problems if "Moon" in p.text])
    assert {p.reason for p in many.problems} >= {p.reason for p in one.problems}
    assert set(many.orders) == set(one.orders)


def test_a_pure_step_is_worked_out_once_per_text_and_an_error_each_time():
    from engine.words.reading import remembered
    worked: list[str] = []

    def heads_off(text: str) -> str:
        worked.append(text)
        if text.startswith("?"):
            raise NotUnderstood("a question")
        return text.partition(": ")[2] or text
    once = remembered(heads_off)
    assert [once(t) for t in ("a) corps I: to Baden", "a) corps I: to Baden", "fleet Med")] == \
        ["to Baden", "to Baden", "fleet Med"]
    assert worked == ["a) corps I: to Baden", "fleet Med"]
    for _ in range(2):
        with pytest.raises(NotUnderstood):
            once("? where")
    assert worked.count("? where") == 2
