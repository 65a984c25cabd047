"""A line that corrects an earlier one ('On second thought, no ship.') and goes on with a sentence saying 'instead'
that does not read ('Buy a third army in Vienna instead.'): the earlier orders that sentence may change are held
back and asked, never carried out as written (they were, when the line gave no order of its own: a misread)."""

import pytest

from tests.orders.bundled import checked


@pytest.mark.parametrize("rules_id, nation, where, text, gone", [
    ("classic", "Italy", "start", "buy 1 army in 37\nbuy 1 ship in S\n"
     "On reflection, forget the ship. Rome gets a second army instead.", "buy 1 army in 37"),
    ("classic", "Prussia", "start", "2 armies 59 -> 61\nbuy 1 ship in E\n"
     "Changed my mind: no ship. Make the Pomeranian column one army stronger instead.", "2 armies 59 -> 61"),
    ("napoleonic", "France", "spring-1805-war", "A - Brabant\nsquadron 1 - North Sea\n"
     "Actually no squadron move. Let A go a step further instead.", "A - Brabant"),
    ("classic", "Austria", "start", "buy 2 armies in 76\nbuy 1 ship in U\n"
     "On second thought, no ship. Buy a third army in Vienna instead.", "buy 2 armies in 76"),
])
def test_what_the_unread_instead_may_change_is_held_back(rules_id, nation, where, text, gone):
    shown, sheet = checked(rules_id, nation, where, text)
    assert gone not in shown and any(p.reason.startswith("held back") for p in sheet.problems), (shown, sheet.problems)
