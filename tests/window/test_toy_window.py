"""A ruleset from outside the tree (the tests' toy: cheese in hundredths, militia, forts, a node-link
map) in the GM's window: the nations dock, the inspector and the map show its own declarations."""

import pytest
from toy_ruleset import SCENARIO

from app.session import GameSession
from engine.rulesets.declarations import MarkerShape


@pytest.fixture
def cheese(window, open_game, tmp_path):
    return open_game(GameSession.create_from_scenario(SCENARIO, tmp_path / "cheese.berthier"))


def test_the_nations_dock_shows_cheese_to_the_hundredth_and_no_gold(cheese):
    dock = cheese.nations
    assert dock.columns == ["Nation", "Cheese", "Provinces", "Militia", "Forts"]
    assert dock.row_texts("Holland")["Cheese"] == "10.00"
    assert dock.row_texts("Normandy")["Cheese"] == "5.25"


def test_the_inspector_edits_a_treasury_of_cheese_in_hundredths(cheese, fake_dialogs):
    fake_dialogs.answer("ask_reason", "a wheel of Gouda from the forum")
    inspector = cheese.inspector
    inspector.select_treasury_nation("Holland")
    assert inspector.amount.value() == 10.0 and inspector.amount.decimals() == 2
    assert inspector.amount.suffix() == " cheese" and not inspector.resource.isVisibleTo(cheese)
    inspector.amount.setValue(12.5)
    inspector.set_treasury.click()
    assert fake_dialogs.asked("ask_reason") == [("Holland's treasury set to 12.50 cheese (was 10.00)",)]
    assert cheese.session.state().nation("Holland").treasury == {"cheese": 1250}
    assert cheese.nations.row_texts("Holland")["Cheese"] == "12.50"


def test_the_inspector_tells_a_node_its_owner_its_declared_attributes_and_its_units(cheese):
    cheese.show_region("gouda")
    facts = cheese.inspector.facts.text()
    assert "Owner: <b>Holland</b>" in facts and "Fort: <b>yes</b>" in facts and "Pasture: <b>25</b>" in facts
    assert "Economic value" not in facts
    units = [cheese.inspector.units.item(i).text() for i in range(cheese.inspector.units.count())]
    assert units == ["Holland: fort"]


def test_militia_and_forts_are_drawn_with_their_declared_markers(cheese):
    markers = {m.key: m for m in cheese.map_view.picture.markers}
    assert markers["militia:Holland:edam"].shape is MarkerShape.CORPS and markers["militia:Holland:edam"].text == "3"
    assert markers["fort:Holland:gouda"].shape is MarkerShape.FORT
    assert not cheese.map_view.grab().isNull()          # the fort's tower is painted without error
