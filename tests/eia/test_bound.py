"""What a power's books forbid in the political step is refused when the orders are entered, in the words the
step uses (engine/rulesets/eia/bound.py): a war on an ally whose alliance these orders do not break, an
inherited alliance broken before its lock ends, a player leaving a power whose books do not list them."""

import pytest

from engine.order_sheet import OrderSheet
from engine.rulesets.eia.calendar import month_index
from engine.rulesets.eia.orders import Diplomacy, PlayerChange
from engine.dice import FixedDice

from .helpers import MAP, RULES, lines, play, position

ALLIED = dict(wars=(("France", "Austria"),), allies=(("Austria", "Great Britain"),))


def _refused(state, nation, text):
    sheet = RULES.check_orders(RULES.parse_orders(text, nation, state, MAP), state, MAP)
    return [p.reason for p in sheet.problems]


def test_a_war_on_an_ally_is_refused_unless_the_same_orders_break_the_alliance():
    """Seed 003 XV.C keeps "the breaking alliances step" apart from "the declaration of war step"; seed 002
    19.2.2: an inherited alliance "may not be broken until three turns after", which a war would get round."""
    state = position([], **ALLIED)
    assert _refused(state, "Great Britain", "declare war on Austria") == [
        "Great Britain and Austria are allies: an alliance is broken before war is declared (break alliance with "
        "Austria, then declare war on Austria)"]
    for text in ("break alliance with Austria\ndeclare war on Austria", "declare war on Austria\nbreak alliance with Austria"):
        assert _refused(state, "Great Britain", text) == []
        assert play(state, {"Great Britain": text}).state.at_war("Great Britain", "Austria")
    assert _refused(state, "Great Britain", "declare war on France") == []       # near miss: not an ally


def test_a_war_on_an_ally_that_reaches_the_step_another_way_fails_in_the_same_words():
    state = position([], **ALLIED)
    sheet = OrderSheet("Great Britain", (Diplomacy(nation="Great Britain", action="war", other="Austria"),), (1,),
                       ("declare war on Austria",))
    res = RULES.resolve(MAP, state, {"Great Britain": sheet}, FixedDice(()), {"decisions": {}})
    assert res.state.allied("Great Britain", "Austria")
    assert any("are allies: an alliance is broken before war is declared" in line for line in lines(res))


def test_an_inherited_alliance_is_not_broken_at_entry_before_its_lock_ends_nor_warred_on():
    """Seed 002 19.2.2: "the new British player may not break that alliance until Sept. 1806"."""
    books = {"Great Britain": {"players": ["New"], "alliance_locks": {"Austria": month_index("September", 1806)}}}
    state = position([], powers=books, **ALLIED)
    august = state.__class__(**{**{f: getattr(state, f) for f in state.__struct_fields__}, "month": month_index("August", 1806)})
    assert _refused(august, "Great Britain", "break alliance with Austria") == [
        "inherited by a replacement player: locked until September 1806 (19.2.2)"]
    assert len(_refused(august, "Great Britain", "break alliance with Austria\ndeclare war on Austria")) == 2
    september = august.__class__(**{**{f: getattr(august, f) for f in august.__struct_fields__},
                                    "month": month_index("September", 1806)})
    assert _refused(september, "Great Britain", "break alliance with Austria\ndeclare war on Austria") == []


@pytest.mark.parametrize("players, text, refused", [
    (["Ann"], "player leaves: Ann", None),
    (["Ann"], "player leaves: ann", None),
    (["Ann", "Pat"], "player leaves: Pat", None),
    (["Ann"], "player leaves: Ivan", "Ivan is not one of France's players (Ann)"),
    (["Ann", "Pat"], "Our player Ivan has to leave the game.", "Ivan is not one of France's players (Ann, Pat)"),
    (["France player"], "player leaves: Ivan", None),        # the scenario's stand-in: no name recorded yet
])
def test_only_a_player_the_books_list_leaves_the_power(players, text, refused):
    """Seed 002 19.2.1: "When a player leaves the game, his Major Power becomes an UMP"."""
    state = position([], powers={"France": {"players": players}})
    assert _refused(state, "France", text) == ([refused] if refused else [])


def test_a_player_not_on_the_books_fails_at_the_step_in_the_same_words():
    state = position([], powers={"France": {"players": ["Ann"]}})
    sheet = OrderSheet("France", (PlayerChange(nation="France", player="Ivan", leaves=True),), (1,), ("player leaves: Ivan",))
    res = RULES.resolve(MAP, state, {"France": sheet}, FixedDice(()), {"decisions": {}})
    assert res.state.power("France").control.players == ("Ann",)
    assert any("Ivan is not one of France's players (Ann)" in line for line in lines(res))


def test_the_stand_in_player_leaves_under_the_name_said():
    state = position([], powers={"Austria": {"players": ["Austria player"]}})
    res = play(state, {"Austria": "player leaves: Franz"}, decide={"ump.Austria.controller": "France", "ump.Austria.active": "active"})
    assert res.state.power("Austria").control.is_ump
    assert any("Franz leaves Austria" in line for line in lines(res))
