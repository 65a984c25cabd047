"""Issue 22, round 7 (napoleonic diary voice): the writer's own sending told in the past tense ('This morning I
ordered corps C out of Volhynia and into Kiev', 'Yesterday we dispatched corps B to Courland') is the order;
'Nothing else moved' gives none. Another nation sending its corps is never ours."""

import pytest

from tests.orders.test_phone_typed import read


@pytest.mark.parametrize("nation, text, orders", [
    ("Russia", "This morning I ordered corps C out of Volhynia and into Kiev.", ["C Volhynia - Kiev"]),
    ("Russia", "I ordered corps C into Kiev.", ["C - Kiev"]),
    ("Russia", "Yesterday we dispatched corps B to Courland", ["B - Courland"]),
    ("Russia", "I moved corps G to Kharkov", ["G - Kharkov"]),
    ("Russia", "Today I led corps A into Finland", ["A - Finland"]),
    ("Austria", "At dawn I took corps D into Bavaria", ["D - Bavaria"]),
    ("Spain", "Today I brought corps C to Aragon", ["C - Aragon"]),
    ("Russia", "Journal of Kutuzov. This morning I ordered corps C out of Volhynia and into Kiev. The Cossacks of Platov, "
               "corps G, rode to Voronezh. Nothing else moved.", ["C Volhynia - Kiev", "G - Voronezh"]),
    ("Prussia", "Nothing else moved.", []),
])
def test_the_writers_own_sending_in_the_past_is_the_order(nation, text, orders):
    assert read("napoleonic", "spring-1805-war", nation, text) == (orders, [])


def test_another_nation_sending_its_corps_is_not_ours():
    shown, problems = read("napoleonic", "spring-1805-war", "Austria", "The Prussians sent corps D to Saxony")
    assert shown == []
