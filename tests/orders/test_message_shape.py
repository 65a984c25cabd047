"""The shape of a message (issue 22): corrections phrased freely, notes beside orders, several
orders on a line, in all four rulesets. The phrasings are in shape_cases.txt, in the corpus format;
each must read exactly: the orders expected, the refusals expected, nothing else."""

from pathlib import Path

import pytest

from engine.rulesets import ruleset
from tests.corpus.corpus import EXACT, classify, read_file
from tests.corpus.positions import position

CASES = read_file(Path(__file__).with_name("shape_cases.txt"))
RULESETS = {"nap": "napoleonic", "cl": "classic", "su": "succheesion", "eia": "eia"}


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_the_message_reads_exactly(case):
    rules_id = RULESETS[case.id.split("-")[1]]
    board, state = position(rules_id, case.position)
    verdict, sheet = classify(ruleset(rules_id), case, board, state)
    assert verdict.kind == EXACT, (verdict.why, verdict.extra, verdict.missing, sheet.problems)


def test_every_family_has_six_phrasings_or_more():
    for family in ("correct", "notes", "multi"):
        assert sum(1 for c in CASES if f"-{family}-" in c.id) >= 6, family


def _read(rules_id, text, nation, where="start"):
    board, state = position(rules_id, where)
    return ruleset(rules_id).parse_orders(text, nation, state, board)


def test_the_receipt_names_the_order_the_line_above_gave_and_lost():
    for rules_id, text, nation, where in (
            ("classic", "1 army 34 -> 33\n2 armies 38 -> 39\nignore the line above", "Italy", "start"),
            ("eia", "corps I: Brandenburg - Saxony\ncorps II: Silesia - Saxony\ndisregard the previous line",
             "Prussia", "prussia-land")):
        sheet = _read(rules_id, text, nation, where)
        assert len(sheet.orders) == 1 and sheet.ok(), sheet.problems
        assert any(c.line == 2 and c.reason.startswith(("set aside", "not an order")) for c in sheet.chatter)


def test_struck_words_that_repeat_an_earlier_order_take_it_back_and_say_so():
    sheet = _read("classic", "buy 2 armies in 21\n[s]buy 2 armies in 21[/s] buy 1 ship in I", "France")
    assert [o.kind for o in sheet.orders] == ["ship"]
    assert any(c.line == 1 and "struck through" in c.reason for c in sheet.chatter)


def test_struck_words_that_repeat_no_earlier_order_take_nothing_back():
    sheet = _read("classic", "buy 2 armies in 21\n~~buy 1 ship in I~~ buy 1 ship in I", "France")
    assert len(sheet.orders) == 2 and sheet.ok()


def test_a_correction_that_names_nothing_clear_is_asked_never_set_aside():
    board, state = position("napoleonic", "spring-1805-war")
    for said in ("Correction: change the destination.", "Actually, the other one.", "On second thought, not that."):
        sheet = ruleset("napoleonic").parse_orders(f"C - Holland\n{said}", "France", state, board)
        assert sorted(p.line for p in sheet.problems) == [1, 2], said      # the order it may change is held back
        assert all("ask the player" in p.reason for p in sheet.problems) and not sheet.orders


def test_a_map_number_and_a_name_side_by_side_must_be_one_place():
    for said in ("3 armies 58 -> Hanover (57)", "3 armies 58 -> 57 [Hanover]", "3 armies Brandenburg (58) -> 57"):
        sheet = _read("classic", said, "Prussia")
        assert sheet.ok() and [(o.source, o.to) for o in sheet.orders] == [("58", "57")], said
    sheet = _read("classic", "3 armies 58 -> 57 (Saxony)", "Prussia")
    assert not sheet.orders and "'Saxony' in brackets is not '57'" in sheet.problems[0].reason


def test_a_number_beside_a_purchase_is_its_cost_or_refused():
    assert _read("classic", "buy 2 armies in 108 (6)", "Carthage").ok()
    sheet = _read("classic", "buy 2 armies in 108 [7]", "Carthage")
    assert not sheet.orders and "costs (6 gold)" in sheet.problems[0].reason


def test_a_note_or_a_remark_that_changes_the_order_is_never_set_aside():
    board, state = position("napoleonic", "spring-1805-war")
    for said in ("D - Tver (only if Moscow is safe)", "D - Tver [no move]", "D - Tver - unless the Swedes land",
                 "D - Tver -- only if Moscow holds"):
        sheet = ruleset("napoleonic").parse_orders(said, "Russia", state, board)
        assert not sheet.orders and sheet.problems, said


def test_a_line_cut_into_orders_only_when_every_piece_reads():
    board, state = position("napoleonic", "spring-1805-war")
    for said in ("A holds, B - Wallachia, C - Narnia", "A holds then B - Wallachia and the rest, who knows"):
        sheet = ruleset("napoleonic").parse_orders(said, "Ottoman Empire", state, board)
        assert sheet.problems, said
    sheet = _read("classic", "Buy 2 armies in 1 and 2", "France")
    assert not sheet.orders and sheet.problems          # two in each, or two in all? asked


def test_a_table_row_gives_its_order_and_sets_its_notes_aside_but_never_an_order_cell():
    assert [o.kind for o in _read("classic", "| buy 1 ship in I | 5 gold |", "France").orders] == ["ship"]
    sheet = _read("classic", "| buy 1 ship in I | attack 27 if they come |", "France")
    assert sheet.problems


def test_the_helpers_take_a_hundred_kilobytes_of_commas_spaces_and_brackets_in_one_pass():
    from engine.words.clauses import is_tally, partition, pieces, table_cells, without_tail
    from engine.words.reading import Names
    board, state = position("classic", "start")
    names = Names(board, state)
    for hostile in (" " * 100_000, ", " * 50_000, "(" * 100_000, "(57)" * 25_000, " - a" * 25_000, "|" * 100_000):
        assert pieces(hostile) in ([], [(0, len(hostile))])
        assert partition(hostile, lambda piece: [], lambda piece: True) is None
        without_tail(hostile)
        table_cells(hostile)
        assert not is_tally(hostile)
        assert names.confirmed(hostile).strip() == " ".join(hostile.split()).strip()


def test_a_tally_is_set_aside_but_a_move_beside_tally_words_is_read_or_refused():
    sheet = _read("classic", "buy 2 armies in 21\nTotal spent: 6 of 20 gold, 14 left.", "France")
    assert sheet.ok() and len(sheet.orders) == 1 and any("tally" in c.reason for c in sheet.chatter)
    sheet = _read("classic", "Remaining: 2 armies 20 -> 19", "France")
    assert sheet.orders or sheet.problems


def test_an_answer_heading_with_nothing_after_it_is_on_the_receipt():
    for said in ("ANSWER:", "Answer:", "Reply:"):
        sheet = _read("classic", f"{said}\nbuy 2 armies in 21", "France")
        assert len(sheet.orders) == 1 and any(c.line == 1 for c in sheet.chatter), (said, sheet)


def test_yes_with_a_name_is_asked_and_yes_to_the_gm_is_talk():
    for said in ("Yes, Prussia.", "yes - Piedmont", "Yes: Saxony", "yes, 57"):
        sheet = _read("napoleonic", said, "France")
        assert not sheet.orders and sheet.problems and "answers yes" in sheet.problems[0].reason, said
    for said in ("Yes, GM.", "Yes, Sir, thanks", "Yes, of course."):
        sheet = _read("napoleonic", said, "France")
        assert not sheet.problems and sheet.chatter, said
