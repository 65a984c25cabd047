"""Another nation's war or peace said as news ('Austria declares war on Great Britain.') is refused in every
ruleset, never set aside as talk and never read as the writer's own declaration."""

import pytest

from tests.orders.bundled import read


@pytest.mark.parametrize("ruleset, where, nation, text", [
    ("napoleonic", "spring-1805-war", "France", "Austria declares war on Great Britain."),
    ("napoleonic", "spring-1805-war", "France", "Spain declared war on Portugal last week."),
    ("classic", "start", "France", "Spain declares war on Italy."),
    ("classic", "start", "France", "The Spanish have made peace with Italy."),
    ("succheesion", "start", "Manarth", "Maustria declares war on Stilwen."),
    ("succheesion", "start", "Manarth", "Crimsonia has declared war on Adoen."),
    ("eia", "start", "France", "Austria declares war on Great Britain."),
    ("eia", "start", "France", "Spain declared war on Portugal last week."),
])
def test_news_of_another_nations_war_is_refused(ruleset, where, nation, text):
    shown, problems = read(ruleset, where, nation, text)
    assert shown == [] and problems
