"""What happened on the turn's map: the seed's Red/Blue battle ringed in Blue's colour, Red's
retreat the next turn as a dotted arrow on that turn's map (not the battle's, not the one after),
and a beaten army with nowhere to go left as a struck-through ghost."""

from app.render.picture import ArrowStyle
from app.rulesets.succheesion import drawing
from app.window.pictures import picture, turn_view
from engine.game.gamefile import Game
from engine.rulesets.succheesion.events import Retreated

from .helpers import edges, events, land, make_map, nation, play, position
from .test_battles import BLUE, MAP, RED, red_blue_dice


def retreats(pic):
    return [(a.source, a.target) for a in pic.arrows if a.style is ArrowStyle.RETREAT]


def red_blue_game(tmp_path):
    state = position(MAP, nations=[nation("Red", "1", cheese=50), nation("Blue", "3", cheese=50)], war=["Red-Blue"],
                     units_on_map=["Red 2: 11 +General", "Blue 2: 13 +General"], armies={"Red": RED, "Blue": BLUE})
    Game.create(tmp_path / "red-blue.berthier", MAP, state, "Red and Blue")
    game = Game.open(tmp_path / "red-blue.berthier")
    game.store_orders("Red", "casualties: Infantry, Militia, Heavy Cavalry first")
    game.store_orders("Blue", "spend TP to reach 40%\ncasualties: Infantry, Cavalry first")
    game.resolve(fixed=red_blue_dice())
    game.store_orders("Red", "retreat 2 -> 1")
    game.resolve(seed=1)
    return game


def test_the_red_retreat_is_drawn_on_the_map_of_the_turn_it_went_and_no_other(tmp_path):
    with red_blue_game(tmp_path) as game:
        battle_turn, retreat_turn, now = (picture(game, turn_view(game, t)) for t in (0, 1, 2))
        assert retreats(battle_turn) == [] and retreats(now) == []
        assert retreats(retreat_turn) == [("2", "1")]
        [icon] = battle_turn.battles
        assert icon.winner == next(n.colour for n in game.state(0).nations if n.name == "Blue")
        assert retreats(picture(game, turn_view(game, 1), nation="Red")) == [("2", "1")]


def test_the_retreat_arrow_wears_the_retreating_nations_colour(tmp_path):
    with red_blue_game(tmp_path) as game:
        [arrow] = [a for a in picture(game, turn_view(game, 1)).arrows if a.style is ArrowStyle.RETREAT]
        assert arrow.colour == next(n.colour for n in game.state(1).nations if n.name == "Red")


def test_a_beaten_army_with_nowhere_to_retreat_is_a_ghost_and_has_no_arrow():
    board = make_map(land("1 2", cities=0, cheese=0), edges("1-2"))
    state = position(board, nations=[nation("Red", "1", cheese=5), nation("Blue", "2")], units_on_map=["Red 1: 2"])
    state = state.__class__(**{**{f: getattr(state, f) for f in state.__struct_fields__},
                               "stacks": tuple(s.__class__(nation=s.nation, at=s.at, count=s.count, retreating=True)
                                               for s in state.stacks)})
    res = play(board, state)
    assert events(res, Retreated)[0].to is None
    pic = drawing.picture(board, res.state, events=res.events)
    assert retreats(pic) == []
    assert [(m.region, m.text) for m in pic.markers if m.destroyed] == [("1", "2")]
