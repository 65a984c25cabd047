"""A unit word that is a verb too ('guards', 'garrisons', 'screens'), said right after a unit's name, is the
verb of the sentence, never a second unit ('Corps A guards Picardy': A holds; engine.words.meaning.slots)."""

from tests.orders.bundled import read


def test_guards_after_a_corps_napoleonic():
    assert read("napoleonic", "spring-1805-war", "France", "Corps A guards the coast of Picardy this season.") \
        == (["A holds"], [])
    shown, problems = read("napoleonic", "spring-1805-war", "France", "Corps A guards Munich.")
    assert shown == [] and problems            # far from Munich: refused, never another order


def test_guards_after_a_corps_eia():
    shown, _ = read("eia", "france-land", "France", "Corps II garrisons the border this month.")
    assert not any("-" in s for s in shown)    # no move read from a unit word
