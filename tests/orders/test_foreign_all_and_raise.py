"""'All' and 'raise' in the languages read (issue 22, fresh-cl-foreign-129, fresh2-succ-foreign-12): 'Alle
Armeen in 76 nach 77' moves all the armies there, never the count the map shows today (more may arrive);
'podnieś ser w 15' raises cheese, never set aside as talk."""

import pytest

from tests.orders.bundled import checked


@pytest.mark.parametrize("text", ["Alle Armeen in 76 nach 77.", "Toutes les armées de 76 à 77",
                                  "Alle legers van 76 naar 77", "Wszystkie armie z 76 do 77",
                                  "Todos los ejércitos de 76 a 77", "Tutte le armate da 76 a 77",
                                  "Sämtliche Armeen von 76 nach 77", "Befehle: alle Armeen 76 nach 77"])
def test_all_the_armies_in_any_language(text):
    orders, sheet = checked("classic", "Austria", "start", text)
    assert orders == ["all armies 76 -> 77"] and not sheet.problems, sheet


@pytest.mark.parametrize("text", ["Drogi MG, Randomia: podnieś ser w 15. Pozdrawiam!", "Erhöhe Käse in 15",
                                  "Augmente le fromage en 15", "Verhoog kaas in 15", "Podnosimy ser w 15.",
                                  "Wir erhöhen Käse in 15"])
def test_raise_cheese_in_any_language(text):
    orders, sheet = checked("succheesion", "Randomia", "start", text)
    assert orders == ["raise cheese in 15"] and not sheet.problems, sheet
