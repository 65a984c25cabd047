"""Several changes made as one GM edit: everyone is told the public summaries; a nation told
something of its own is told it in place of that change's summary, and the other changes too."""

from engine.game.edits import Edit, combine
from engine.state import GameState


def test_a_nation_told_a_private_change_is_also_told_the_public_ones():
    edit = combine([Edit(state=GameState(), summary="a French corps placed in Picardy"),
                    Edit(state=GameState(), summary="", private={"France": "France's treasury set to 30"}),
                    Edit(state=GameState(turn=1), summary="Austria's corps A corrected",
                         private={"Austria": "Austria's corps A corrected (infantry 2)"})])
    assert edit.state == GameState(turn=1)
    assert edit.summary == "a French corps placed in Picardy; Austria's corps A corrected"
    assert edit.private == {
        "Austria": "a French corps placed in Picardy; Austria's corps A corrected (infantry 2)",
        "France": "a French corps placed in Picardy; France's treasury set to 30; Austria's corps A corrected"}
