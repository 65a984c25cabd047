"""An order the words after its '...' go back on ('2 ships M -> P... not touching.', 'squadron 2 moves to the
Aegean... it is already there, so it holds too', '... anzi no, nel Mare Ionio'): held back and asked, never carried
out as if the writer had not gone back on it (it was: a misread). The line's other orders stand; a correction the
reading takes in already ('... nein, A bleibt in Wien') is not held; words after '...' that go on ('... and then
onwards') hold nothing back (engine.words.gone_back)."""

import pytest

from engine.words.gone_back import going_back, taken_back_pieces
from tests.orders.bundled import checked


@pytest.mark.parametrize("rules_id, nation, where, text, want", [
    ("classic", "Prussia", "start", "2 armies 59 -> 61... no, the Poles would take offence. Buy 1 army in 58.",
     ["buy 1 army in 58"]),
    ("classic", "Spain", "start", "3 armies 14 -> 11 and 2 ships N -> O... they're already where they should be.",
     ["3 armies 14 -> 11"]),
    ("classic", "Russia", "start", "Buy 1 army in 87; 3 armies 89 -> 93... nope. 1 ship H -> G",
     ["buy 1 army in 87", "1 ship H -> G"]),
    ("napoleonic", "France", "spring-1805-war", "D - Baden, squadron 2 - Irish Sea... not yet, the English watch it.",
     ["D - Baden"]),
    ("napoleonic", "Austria", "spring-1805-war", "F - Upper Hungary. A marches to Moravia... es ist schon dort.",
     ["F - Upper Hungary"]),
])
def test_the_order_gone_back_on_is_held_back(rules_id, nation, where, text, want):
    shown, sheet = checked(rules_id, nation, where, text)
    assert shown == want, (shown, sheet.problems)
    assert any(p.reason.startswith("held back: the words after its '...'") for p in sheet.problems) \
        or any("answers no" in c.reason for c in sheet.chatter), (sheet.problems, sheet.chatter)


@pytest.mark.parametrize("rules_id, nation, where, text, want", [
    ("classic", "Prussia", "start", "2 armies 59 -> 61... and then onwards next turn", ["2 armies 59 -> 61"]),
    ("classic", "Prussia", "start", "2 armies 59 -> 61... buy 1 army in 58", ["2 armies 59 -> 61", "buy 1 army in 58"]),
])
def test_what_follows_the_ellipsis_without_going_back_holds_nothing(rules_id, nation, where, text, want):
    shown, sheet = checked(rules_id, nation, where, text)
    assert shown == want and not any(p.reason.startswith("held back") for p in sheet.problems), sheet.problems


def test_the_correction_after_the_ellipsis_is_read_and_what_it_changes_held():
    """'A - Moravia... nein, A bleibt in Wien': A holds; the march it replaces held back, never two orders for A."""
    shown, sheet = checked("napoleonic", "Austria", "spring-1805-war",
                           "A - Moravia... nein, A bleibt in Wien. F - Upper Hungary")
    assert shown == ["A holds", "F - Upper Hungary"], (shown, sheet.problems)


def test_an_earlier_line_is_not_what_the_line_goes_back_on():
    """'sq3 W.Blk -> Marmara... no, hld' corrects its own squadron (that did not read), never the corps above."""
    shown, sheet = checked("napoleonic", "Russia", "spring-1805-war", "E - Kiev\nsq3 W.Blk -> Marmara... no, hld")
    assert "E - Kiev" in shown and "E holds" not in shown, (shown, sheet.problems)
    assert "squadron 3 holds" in shown, shown      # 'no, hld': the squadron's own stay


def test_an_earlier_line_is_given_back_when_the_stay_is_of_no_unit():
    shown, sheet = checked("napoleonic", "Austria", "spring-1805-war", "A - Moravia\nF Buda >> Pest... no, it stays")
    assert "A - Moravia" in shown and "A holds" not in shown, (shown, sheet.problems)


def test_the_words_that_go_back():
    assert going_back(" no, hld") and going_back("not touching") and going_back("its already there so it stays")
    assert going_back("anzi no, nel Mare Ionio") and not going_back(" and then onwards")
    assert not going_back("no change to the rest") and not going_back("")
    assert taken_back_pieces("2 armies 97 -> 100, 2 ships M -> P... not touching.")[0][0][0] == "2 ships M -> P"
    assert taken_back_pieces("2 armies 59 -> 61") == []
    assert taken_back_pieces("..." * 700 + " no") is not None       # linear: a long run of dots reads at once


@pytest.mark.parametrize("text, want", [
    ("2 armies 59 -> 61... no more orders this turn.", ["2 armies 59 -> 61"]),
    ("2 armies 59 -> 61, buy 1 army in 58... no other changes", ["2 armies 59 -> 61", "buy 1 army in 58"]),
])
def test_an_end_of_orders_after_the_ellipsis_holds_nothing(text, want):
    shown, sheet = checked("classic", "Prussia", "start", text)
    assert shown == want and not any(p.reason.startswith("held back") for p in sheet.problems), sheet.problems


@pytest.mark.parametrize("nation, text, want", [
    ("Austria", "Corps F goes to Upper Hungary... wait, it stays. A - Moravia", ["A - Moravia", "F holds"]),
    ("Ottoman Empire", "Corps D marches to Konya and squadron 2 moves to the Aegean... it's already there, so it "
     "just stays.", ["D - Konya", "squadron 2 holds"]),
    ("Naples", "a 2 rome, sq1 2 ionian... already there lol so it stays", ["A - Rome", "squadron 1 holds"]),
])
def test_the_stay_said_after_the_ellipsis_is_the_units_order(nation, text, want):
    """'... it is already there, so it holds too', 'no, hld': the unit taken back stays, its stay read in the place
    of the move (a stay said of another unit, 'no, C holds', leaves the move held back)."""
    shown, sheet = checked("napoleonic", nation, "spring-1805-war", text)
    assert sorted(shown) == sorted(want) and not sheet.problems, (shown, sheet.problems)


def test_a_stay_of_another_unit_after_the_ellipsis_leaves_the_move_asked():
    shown, sheet = checked("napoleonic", "France", "spring-1805-war", "D - Baden... no, C holds")
    assert "D - Baden" not in shown and sheet.problems, (shown, sheet.problems)
