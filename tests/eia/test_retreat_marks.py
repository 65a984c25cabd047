"""Retreats on the step's map: beaten corps (7.5.2.10.3) and a beaten fleet (6.3.5) drawn as dotted
arrows from where they fought to where they went, on the map of that step only."""

from app.render.picture import ArrowStyle
from app.render.symbols import symbol_entries
from app.rulesets.eia import drawing
from app.window.pictures import picture, turn_view
from engine.game.gamefile import Game

from .helpers import MAP, corps, fleet, play, position

SORTIE = {"land.Bavaria.sortie.chit.Austria": "defend", "land.Bavaria.sortie.result": "France won",
          "land.Bavaria.sortie.losses": "1-2"}


def retreats(pic):
    return [(a.source, a.target, a.colour) for a in pic.arrows if a.style is ArrowStyle.RETREAT]


def beaten_austrians():
    return position([corps("France", "I", "bavaria"), corps("France", "II", "bavaria"),
                     corps("Austria", "I", "bavaria", infantry=3)], step="France land")


def test_the_beaten_austrians_retreat_to_vienna_on_the_map_of_the_french_land_step_only(tmp_path):
    state = beaten_austrians()
    Game.create(tmp_path / "eia.berthier", MAP, state, "EiA")
    with Game.open(tmp_path / "eia.berthier") as game:
        game.store_orders("France", "attack Bavaria")
        game.resolve(fixed=[], overrides={"decisions": SORTIE})
        austria = next(n.colour for n in state.nations if n.name == "Austria")
        assert retreats(picture(game, turn_view(game, 0))) == [("bavaria", "vienna", austria)]
        assert retreats(picture(game, turn_view(game, 0), nation="France")) == [("bavaria", "vienna", austria)]
        assert retreats(picture(game, turn_view(game, 1))) == []


def test_a_beaten_fleet_retreating_into_brest_is_drawn_from_the_channel_to_brittany():
    state = position([fleet("France", "Brest", "brittany", 5), fleet("Great Britain", "Channel", "channel", 8)],
                     step="France naval")
    res = play(state, {"France": "fleet Brest: Brittany - Biscay - Channel - Northsea"},
               decide={"sea.Channel.France_fleet_Brest.interception": "intercepted",
                       "sea.Channel.France_fleet_Brest.evasion": "caught",
                       "sea.Channel.France_fleet_Brest.winner": "Great Britain",
                       "sea.Channel.France_fleet_Brest.losses": "2-1"})
    pic = drawing.picture(MAP, res.state, events=res.events)
    assert [(s, t) for s, t, _ in retreats(pic)] == [("channel", "brittany")]
    assert "retreat" in [words for _, words in symbol_entries(pic)]
