"""A question at the end of a sentence asks its last clause only, even when notes in brackets stand in the
clauses before it ('all armies in Andalusia (16) go to Lusitania (15) and the army in Valencia (17) moves to
Baleares? No, ...'): the order said plainly before the question is read, never dropped with the question."""

from engine.words.asked_after import statement_before_question
from tests.orders.bundled import checked


def test_the_plain_order_before_a_question_with_notes_is_read():
    for rules, nation, position, text, said in (
            ("classic", "Spain", "start", "all armies in Andalusia (16) go to Lusitania (15) and the single army in "
             "Valencia (17) moves to Baleares? No, that's over sea. It stays.", "all armies 16 -> 15"),
            ("classic", "Spain", "start", "All armies in 16 (Andalusia) to 15 (Lusitania), and the one in 17 (Valencia) "
             "over to the islands? No. It holds.", "all armies 16 -> 15"),
            ("napoleonic", "France", "spring-1805-war", "Corps A (in Picardy) goes to Flanders and squadron 1 (Brest) "
             "to the Channel? No, the British are there.", "A Picardy - Flanders")):
        orders, sheet = checked(rules, nation, position, text)
        assert said in orders, (text, orders, sheet.problems)


def test_a_bracket_that_asks_is_still_the_question():
    assert statement_before_question("send 5 gold to Russia (is that allowed?") == ("send 5 gold to Russia",
                                                                                  "is that allowed?")
    assert statement_before_question("send 5 gold to Russia (12 gold)") is None
    assert statement_before_question("A - Flanders (12), and B (13) - Holland (14)") == ("A - Flanders (12)",
                                                                                     "B (13) - Holland (14)")
