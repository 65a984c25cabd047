"""Classic orders drawn on the map as the GM enters them (app/rulesets/classic/planned.py)."""

from app.orders.planned import with_planned
from app.render.picture import Arrow, ArrowStyle, MapPicture
from app.rulesets import ruleset_ui
from app.rulesets.classic.planned import planned_arrows

from .helpers import RULES, position, read_words
from .test_conditions import AUSTRIA_46, MAP, VIKINGS, nations


def test_a_conditional_attack_is_drawn_as_a_dashed_arrow_in_the_nations_colour():
    state = position(MAP, nations=nations())
    orders = read_words(AUSTRIA_46, "Italy", state, MAP).orders
    assert planned_arrows(orders, "#00aa00") == (Arrow("47", "46", "#00aa00", ArrowStyle.SUPPORT),)


def test_a_move_by_ships_is_drawn_from_where_the_armies_board_to_where_they_land():
    state = position(MAP, nations=nations())
    orders = read_words(VIKINGS, "Prussia", state, MAP).orders
    assert [(a.source, a.target) for a in planned_arrows(orders, "red")] == [("59", "69")]


def test_the_overlay_adds_every_nations_arrows_and_a_nation_without_orders_adds_none():
    state = position(MAP, nations=nations())
    sheets = {"Italy": read_words(AUSTRIA_46, "Italy", state, MAP), "Austria": None}
    picture = with_planned(MapPicture(), ruleset_ui("classic"), sheets, {"Italy": "#00aa00"})
    assert picture.arrows == (Arrow("47", "46", "#00aa00", ArrowStyle.SUPPORT),)


def test_a_ruleset_with_nothing_planned_draws_nothing():
    state = position(MAP, nations=nations())
    sheets = {"Italy": read_words(AUSTRIA_46, "Italy", state, MAP)}
    assert with_planned(MapPicture(), ruleset_ui("eia"), sheets, {}).arrows == ()
