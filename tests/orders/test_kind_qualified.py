"""A word the reader cannot tell said just before a kind of unit may make it another kind ('1 Armored Cavalry',
'2 elite infantry', 'Baue 1 Schwere Kavallerie'): never read as the plain kind without it; the kinds of heavy and
light units in other languages read as the rules name them; everyday words ('one new cavalry') and a body's name
('the Holstein corps', 'the Herring Fleet') pass."""

import pytest

from tests.orders.bundled import checked


@pytest.mark.parametrize("text", ["build 1 Armored Cavalry in Maus Imperial.", "build 2 elite infantry in Maus Imperial",
                                  "Maustria raises one Armored cavalry at Maus Imperial.",
                                  "We raise three Veteranen Infantry at Maus Imperial."])
def test_an_unknown_word_before_the_kind_is_never_passed_over(text):
    orders, sheet = checked("succheesion", "Maustria", "start", text)
    assert not any("Cavalry" in o or "Infantry" in o for o in orders), orders
    assert sheet.problems


@pytest.mark.parametrize("text, said", [
    ("Baue 1 Schwere Kavallerie in Maus Imperial.", "build 1 Heavy Cavalry in 21"),
    ("Construir 1 caballería pesada en Maus Imperial.", "build 1 Heavy Cavalry in 21"),
    ("Construire 1 cavalerie lourde à Maus Imperial.", "build 1 Heavy Cavalry in 21"),
    ("Costruire 1 cavalleria pesante a Maus Imperial.", "build 1 Heavy Cavalry in 21"),
    ("Baue 2 leichte Infanterie in Maus Imperial.", "build 2 Light Infantry in 21"),
    ("Maustria raises one new cavalry at Maus Imperial.", "build 1 Cavalry in 21"),
    ("Maustria raises one heavy cavalry at Maus Imperial.", "build 1 Heavy Cavalry in 21"),
])
def test_kinds_said_otherwise_read_as_the_rules_name_them(text, said):
    orders, _ = checked("succheesion", "Maustria", "start", text)
    assert orders == [said]


def test_a_body_of_units_by_its_name_still_reads():
    orders, sheet = checked("napoleonic", "Denmark", "spring-1805-war", "Our Holstein corps crosses into Mecklenburg, "
                            "quietly, while the Norwegian corps keeps watch at Christiania.")
    assert orders and not sheet.problems
