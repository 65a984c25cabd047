"""Several GM changes made as one (one window form, one `berthier edit` call): every player is told
the public part, and a nation told something of its own is told every part, each as it is told of it."""

import pytest

from engine.game.edits import Edit, combine
from engine.errors import BerthierError
from engine.state import GameState

STATE = GameState()


def test_a_nation_told_its_treasury_is_told_the_public_half_of_the_same_form_too():
    field = Edit(state=STATE, summary="France: capital set to Paris")
    treasury = Edit(state=STATE, summary="", private={"France": "France's treasury set to 35 gold (was 20)"})
    both = combine([field, treasury])
    assert both.summary == "France: capital set to Paris"
    assert both.private == {"France": "France: capital set to Paris; France's treasury set to 35 gold (was 20)"}


def test_each_nation_is_told_its_own_pieces_fully_and_the_others_as_everyone():
    french = Edit(state=STATE, summary="France's corps A in Alsace moved to Baden",
                  private={"France": "France's corps A in Alsace (infantry 2) moved to Baden"})
    austrian = Edit(state=STATE, summary="Austria's corps B in Tyrol moved to Bavaria",
                    private={"Austria": "Austria's corps B in Tyrol (cavalry 1) moved to Bavaria"})
    squadron = Edit(state=STATE, summary="France's squadron 1 in Channel moved to North Sea")
    told = combine([french, austrian, squadron]).private
    assert told == {
        "France": "France's corps A in Alsace (infantry 2) moved to Baden; Austria's corps B in Tyrol moved to "
                  "Bavaria; France's squadron 1 in Channel moved to North Sea",
        "Austria": "France's corps A in Alsace moved to Baden; Austria's corps B in Tyrol (cavalry 1) moved to "
                   "Bavaria; France's squadron 1 in Channel moved to North Sea"}


def test_nothing_to_combine_is_refused():
    with pytest.raises(BerthierError, match="nothing to change"):
        combine([])
