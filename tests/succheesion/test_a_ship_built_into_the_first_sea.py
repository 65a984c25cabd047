"""A ship built with no sea said goes into the first sea beside its port, and the reader by meaning writes it so,
as the rules do (`build 1 Frigate in 24`), never with a sea the player did not name (`... to 14` was judged a
misread). A sea the sentence names, the first one too, is written out."""

import pytest

from tests.orders.bundled import checked


@pytest.mark.parametrize("text, want", [
    ("Whiskerport builds a frigate", "build 1 Frigate in 24"),
    ("| build 1 Frigate | Whiskerport |", "build 1 Frigate in 24"),
    ("In Eastmark we lay down a galleon.", "build 1 Galleon in 23"),
    ("In Eastmark we lay down a frigate for the Edam Sea.", "build 1 Frigate in 23 to 56"),
    ("A new frigate at Eastmark, sent out into sea 56", "build 1 Frigate in 23 to 56"),
])
def test_the_sea_is_written_only_when_said(text, want):
    shown, sheet = checked("succheesion", "Maustria", "start", text)
    assert shown == [want], sheet.problems
