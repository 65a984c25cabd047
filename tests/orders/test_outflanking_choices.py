"""EiA offers the outflanking force of one or two corps (engine/rulesets/eia/offers.py) to a refused clause that
says an outflanking word and names the corps; never to one that says none, and never read."""

import pytest

from tests.orders.test_nearest_readings import _choices


@pytest.mark.parametrize("text, offered", [
    ("When we outflank, send corps II and Cav I around the flank.", "outflanking force: corps II, corps Cav I"),
    ("Outflankers: corps I and II (if the chit comes up)", "outflanking force: corps I, corps II"),
    ("Whenever we outflank, the flank march is made by corps I with the horse of Cav I",
     "outflanking force: corps I, corps Cav I"),
    ("outflanking force: corps II and the Guard if you please", "outflanking force: corps II"),
])
def test_an_outflanking_force_is_offered(text, offered):
    assert offered in _choices("eia", "start", "Austria", text)


def test_corps_named_without_an_outflanking_word_are_offered_no_force():
    assert not [c for c in _choices("eia", "start", "Austria", "corps II and Cav I will guard Vienna whatever happens")
                if "outflanking" in c]
