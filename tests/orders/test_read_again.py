"""Issue 22, round 21 (the review): one stage helper (engine.words.read_again) for the stages that read a line, say it
again another way when it is refused or read unclean, and keep the second reading when it fits; the re-reads that keep
a piece only whole and clean; the remark after a correction judged by the shared judgement
(engine.words.meaning.holds_order.only_an_order_says); the word sets on engine.words.lexicon's named sets."""

from functools import cache

import pytest

from engine.errors import Contradiction, NotUnderstood
from engine.words.clauses import without_remark
from engine.words.lexicon import CONDITIONS, HANGING, IF_WORDS, LEAVE_TO_GM, TAKING_BACK, WHEN_WORDS
from engine.words.meaning.holds_order import only_an_order_says, order_words
from engine.words.meaning.verbs import CORRECTIONS
from engine.words.read_again import (clean_read, first_clean, read_clean, read_or_again, read_or_none, read_whole,
                                     refuses_nothing)
from engine.words.retracted import retraction_marks
from tests.orders.bundled import checked, meaning_finder


def _reader(readings: dict[str, object]):
    """A line reader answering from a table; NotUnderstood (or the table's exception) for what it does not hold."""
    def read(text: str) -> object:
        got = readings.get(text, NotUnderstood(f"no order in {text!r}"))
        if isinstance(got, Exception):
            raise got
        return got
    return read


def _again(parse):
    """A stage's second wording of a line ('A told' is 'A' said again), read whole and clean; None when it has none."""
    def again(text: str) -> object:
        return read_whole(parse, refuses_nothing, text.removesuffix(" told"), stay=True) if text.endswith(" told") \
            else None
    return again


def _stage(readings, kept, **how):
    parse = _reader(readings)
    return read_or_again(parse, kept, _again(parse), **how)


def test_a_refused_line_is_read_in_its_second_wording():
    assert _stage({"A": ["order A"]}, lambda first, _: True)("A told") == ["order A"]


def test_the_lines_own_error_stands_when_it_has_no_second_wording():
    read = read_or_again(_reader({}), lambda first, _: True, lambda text: None)
    with pytest.raises(NotUnderstood, match="no order in 'X'"):
        read("X")


def test_an_error_the_stage_names_firm_is_never_read_again():
    read = _stage({"A told": Contradiction("two places at once"), "A": ["order A"]}, lambda first, _: True,
                  firm=Contradiction)
    with pytest.raises(Contradiction):
        read("A told")


@pytest.mark.parametrize("first, kept, want", [
    (["order"], True, ["order"]),                           # kept: never read again
    (["part", "refused"], False, ["order B"]),              # not kept: the second wording taken
])
def test_a_first_reading_is_kept_or_replaced(first, kept, want):
    assert _stage({"B told": first, "B": ["order B"]}, lambda got, _: kept)("B told") == want


def test_the_first_reading_stands_when_the_second_wording_does_not_fit():
    first = [NotUnderstood("part")]
    read = read_or_again(_reader({"C": first}), lambda got, _: False, lambda text: None)
    assert read("C") is first


@pytest.mark.parametrize("empty, want", [(True, []), (False, "first")])
def test_an_empty_second_reading_replaces_the_first_only_when_the_stage_says_so(empty, want):
    first = [NotUnderstood("part")]
    read = read_or_again(_reader({"S told": first, "S": []}), lambda got, _: False, lambda text: [], empty=empty)
    assert read("S told") == (first if want == "first" else want)


def test_the_stage_is_asked_with_the_line_too():
    seen = []
    read = read_or_again(_reader({"L": ["order"]}), lambda got, text: seen.append(text) or True, lambda text: None)
    assert read("L") == ["order"] and seen == ["L"]


_PART = [NotUnderstood("part")]


@pytest.mark.parametrize("answer, clean, whole, read_", [
    (["order"], ["order"], ["order"], ["order"]),
    ([], [], None, []),                                     # a stay given no order
    (_PART, None, None, _PART),
    (None, None, None, None),
])
def test_the_re_reads_keep_a_piece_only_whole_and_clean(answer, clean, whole, read_):
    parse = _reader({"piece": answer})
    assert read_clean(parse, "piece") == clean
    assert clean_read(parse, "piece") == whole
    assert read_or_none(parse, "piece") == read_
    assert read_clean(parse, "refused") is None and clean_read(parse, "refused") is None
    assert read_or_none(parse, "refused") is None


def test_the_first_clean_wording_is_taken():
    parse = _reader({"a": _PART, "b": ["order b"], "c": ["order c"]})
    assert first_clean(parse, ["refused", "a", "b", "c"]) == ["order b"]
    assert first_clean(parse, ["refused", "a"]) is None


def test_a_line_said_again_must_give_an_order_unless_a_stay_is_allowed():
    parse = _reader({"stay": [], "order": ["order"], "part": [NotUnderstood("part")]})
    clean = refuses_nothing
    assert read_whole(parse, clean, "order") == ["order"]
    assert read_whole(parse, clean, "stay") is None and read_whole(parse, clean, "stay", stay=True) == []
    assert read_whole(parse, clean, "part") is None and read_whole(parse, clean, "refused") is None


# The stages routed to the helper still read what they read, in every ruleset: a command's frame, a polite
# question, a wish, a decree.
@pytest.mark.parametrize("rules, nation, where, text, want", [
    ("napoleonic", "Russia", "spring-1805-war", "His Majesty commands that corps B hold", ["B holds"]),
    ("napoleonic", "Spain", "start", "We command that 2 infantry be raised at Madrid", ["build 2 infantry in Madrid"]),
    ("napoleonic", "Spain", "start", "Could we build 1 infantry in Madrid please?", ["build infantry in Madrid"]),
    ("classic", "Turkey", "start", "We command that 2 armies march from 98 to 97", ["2 armies 98 -> 97"]),
    ("eia", "Austria", "start", "The council resolves that we declare war on Turkey", ["declare war on Turkey"]),
    ("succheesion", "Randomia", "start", "The council resolves that the 4 in Odds End march to Randomia",
     ["4 units 42 -> 15"]),
    ("classic", "Turkey", "start", "We command that 2 armies 98 -> 97", ["2 armies 98 -> 97"]),
    ("classic", "Turkey", "start", "Could 2 armies go 98 -> 97 please?", ["2 armies 98 -> 97"]),
    ("eia", "Austria", "start", "We command that war be declared on Turkey", ["declare war on Turkey"]),
    ("eia", "Austria", "start", "Could we declare war on Turkey please?", ["declare war on Turkey"]),
    ("succheesion", "Randomia", "start", "We command that the 4 in Odds End go to Randomia", ["4 units 42 -> 15"]),
    ("succheesion", "Randomia", "start", "Could the 4 in Odds End go to Randomia please?", ["4 units 42 -> 15"]),
])
def test_the_stages_on_the_helper_read_as_before(rules, nation, where, text, want):
    shown, sheet = checked(rules, nation, where, text)
    assert shown == want and not sheet.problems, (shown, sheet.problems)


# The remark after a correction's last comma, set aside by without_remark, never holds words only an order says
# (an arrow, units carried, a count with a unit word), judged by each ruleset's finder.
_WHO = {"napoleonic": ("France", "spring-1805-war"), "classic": ("Italy", "start"),
        "succheesion": ("Berdain", "start"), "eia": ("Russia", "start")}


@cache
def _finder(rules_id):
    return meaning_finder(rules_id, *_WHO[rules_id])


def _order_said(rules_id):
    def said(piece: str) -> bool:
        return only_an_order_says(order_words(_finder(rules_id).find(piece), piece))
    return said


@pytest.mark.parametrize("rules_id", tuple(_WHO))
@pytest.mark.parametrize("text, kept", [
    ("A holds, since 3 armies might come", False),
    ("A holds, in case two fleets land", False),
    ("A holds, since the British might land", True),
    ("A holds, the French are too close", True),
    ("A holds, as the road is too long", True),
])
def test_a_remark_with_a_count_of_units_is_never_set_aside(rules_id, text, kept):
    cut = without_remark(text, _order_said(rules_id))
    assert (cut == "A holds") is kept, cut
    assert without_remark(text) == "A holds"        # the words alone, as before, where no finder is given


@pytest.mark.parametrize("rules_id", tuple(_WHO))
def test_an_arrow_is_only_an_orders(rules_id):
    assert _order_said(rules_id)("Paris -> Lyon is too far") and not _order_said(rules_id)("the road is too far")


# The word sets.
def test_the_word_sets_are_lexicons():
    assert CONDITIONS == IF_WORDS | WHEN_WORDS and HANGING == IF_WORDS | {"whether"}
    assert CORRECTIONS - TAKING_BACK - LEAVE_TO_GM == frozenset("cancels ignore disregard forget retracts void edit2 "
                                                                "edit: sorry".split())
    assert TAKING_BACK - CORRECTIONS == frozenset(("wait", "rather", "meant", "corrected"))


@pytest.mark.parametrize("text", ["2 armies 98 -> 99? no, to 97", "A - Saxony... scratch that, B - Saxony",
                                  "buy 1 army in 99 lol nope, buy 1 army in 98", "A - Saxony? nah, A holds",
                                  "A - Saxony. On second thought, A holds", "A - Saxony? I mean A - Baden",
                                  "A - Saxony? never mind", "build 1 cavalry? too dear. Leave it."])
def test_the_quick_look_lets_every_retraction_through(text):
    assert retraction_marks(text)


@pytest.mark.parametrize("text", ["2 armies 98 -> 99, 1 army 97 -> 96", "A - Saxony? if it is free",
                                  "Build 2 infantry in Paris. Thanks!"])
def test_lines_of_no_retraction_word_are_not_looked_at(text):
    assert retraction_marks(text) == []


def test_the_quick_looks_of_the_in_line_changes_and_the_conditions_said_elsewhere():
    from engine.words.conditions import hangs_elsewhere
    from engine.words.in_line_changes import _marks
    assert _marks("2 armies 98 -> 99, 1 army 97 -> 96") == []
    assert _marks("A - Saxony - oh wait, A - Baden") and _marks("A - Saxony. ACTUALLY, A - Baden")
    assert hangs_elsewhere("Declare war on Maustria") is None
    assert hangs_elsewhere("IF SO, also: declare war on Maustria") is not None
