"""Issue 22 (languages, round 9): a heading of orders in another language ('Órdenes de invierno:', 'Rozkazy
na zimę:', 'Befehle für den Winter:') is set aside as the English one is; a sentence in another language is
read by meaning in its English words (two builds joined by 'y', a German verb at the end); Danish, Norwegian
and Swedish orders ('Korps A til Hannover'); German verbs' particles ('rückt nach Warschau ein'); and the
gazetteer's names count as places named, so such a line is never set aside as talk."""

import pytest

from engine.words.foreign import in_english, is_foreign
from tests.orders.bundled import checked


def read(rules_id, where, nation, text):
    shown, sheet = checked(rules_id, nation, where, text)
    return shown, [str(p) for p in sheet.problems]


@pytest.mark.parametrize("rules_id, where, nation, text, orders", [
    ("napoleonic", "start", "Spain", "Órdenes de invierno: construir 2 caballerías en Aragón y una infantería en Madrid.",
     ["build 2 cavalry in Aragon", "build infantry in Madrid"]),
    ("napoleonic", "start", "France", "Ordres d'hiver : construire 2 infanteries à Paris.", ["build 2 infantry in Paris"]),
    ("napoleonic", "start", "Austria", "Rozkazy na zimę: zbudować 2 piechoty w Wiedniu.", ["build 2 infantry in Vienna"]),
    ("napoleonic", "start", "Naples", "Ordini d'inverno: costruire 2 fanterie a Napoli.", ["build 2 infantry in Naples"]),
    ("napoleonic", "start", "Austria", "Befehle für den Winter: zwei Infanterie in Wien bauen.",
     ["build 2 infantry in Vienna"]),
    ("classic", "start", "France", "Rozkazy Francji, tura 1: 3 armie z 21 do 27.", ["3 armies 21 -> 27"]),
    ("succheesion", "start", "Crimsonia", "Bevelen van Crimsonia, beurt 1:\nbouw 1 infanterie in 12",
     ["build 1 Infantry in 12"]),
])
def test_a_heading_in_another_language_is_set_aside_and_the_orders_after_it_read(rules_id, where, nation, text, orders):
    assert read(rules_id, where, nation, text) == (orders, [])


@pytest.mark.parametrize("text, orders", [
    ("Korps A går til Hannover og korps B til Göteborg.", ["A - Hanover", "B - Gotesburg"]),
    ("Korps A marcherer til Hannover.", ["A - Hanover"]),
])
def test_danish_and_swedish_orders_read(text, orders):
    assert read("napoleonic", "spring-1805-war", "Denmark", text) == (orders, [])


def test_a_danish_negation_is_never_read_as_the_order():
    orders, problems = read("napoleonic", "spring-1805-war", "Denmark", "Korps A bliver ikke i Holstein.")
    assert orders == [] and len(problems) == 1


def test_til_in_english_makes_no_line_danish():
    assert not is_foreign("Corps A holds til the thaw")
    assert in_english("Korps A til Hannover og I til Bremen") == "Corps A to Hannover and I to Bremen"


@pytest.mark.parametrize("text, orders", [
    ("Korps C rückt nach Warschau ein.", ["C - Warsaw"]),
    ("Korps E marschiert in Hannover ein, Korps C bleibt stehen.", ["E - Hanover", "C holds"]),
])
def test_a_german_verbs_particle_at_the_end_is_no_count(text, orders):
    assert read("napoleonic", "spring-1805-war", "Prussia", text) == (orders, [])


def test_a_line_naming_places_only_by_their_polish_names_is_read_not_set_aside():
    assert read("eia", "russia-land", "Russia", "Korpus I: z Litwy na Wołyń.\nKozacy: z Podola do Lwowa.") == (
        ["corps I: Lithuania - Volhynia", "corps Cossacks: Podolia - Lemberg"], [])
