"""'sorry for my english', 'in French', 'my bad german': the language a player writes in, never the nation; a
line with only that is talk beside the orders."""

from tests.orders.bundled import checked


def test_the_language_written_is_no_nation():
    for said in ("Thank you GM, and sorry for my english.", "Excuse my bad German, I do my best.",
                 "I write in French usually, sorry for mistakes."):
        orders, sheet = checked("classic", "Italy", "start", "2 armies 37 -> 38\n" + said)
        assert orders == ["2 armies 37 -> 38"] and sheet.problems == (), said


def test_a_nations_army_after_my_is_still_the_nation():
    from engine.words.meaning.slots import _a_language
    assert _a_language(["sorry", "for", "my", "english"], 3)
    assert not _a_language(["my", "english", "army"], 1)
    assert not _a_language(["the", "english", "land"], 1)
