"""A clause opening with who/which after a comma is said of what it follows, not of the player: 'We ally with
Prussia, which then declares war on France' gave Russia a declaration of war (a misread, the lone 'which' set aside
as talk). The line is refused now; the GM asks."""

import pytest

from tests.orders.bundled import checked


@pytest.mark.parametrize("rules_id, where, nation, text, never", [
    ("napoleonic", "start", "Russia", "We ally with Prussia, which then declares war on France.", "declare war on France"),
    ("napoleonic", "start", "Russia", "Alliance with Austria, who then declares war on the Ottomans",
     "declare war on Ottoman Empire"),
    ("napoleonic", "start", "Spain", "We make an alliance with France, which then gives 5 gold to Naples",
     "give 5 gold to Naples"),
])
def test_another_nations_act_is_never_the_players_order(rules_id, where, nation, text, never):
    shown, sheet = checked(rules_id, nation, where, text)
    assert never not in shown and sheet.problems
