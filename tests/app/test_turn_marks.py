"""Marks for what happened in a turn: a struck-through ghost counter where a unit was destroyed,
the winner's colour as a ring round the battle icon, a corps sent home as a retreat (Napoleonic
and Classic drawings)."""

from pathlib import Path

import pytest
from PySide6.QtCore import QSizeF
from PySide6.QtGui import QColor

from app.render import MapPicture, Marker, render_map
from app.render.export import export_layout
from app.render.geometry import geometry_for
from app.render.painting import MapDrawing, scale_of
from app.render.picture import ArrowStyle, Battle, MarkerShape
from app.rulesets.classic import drawing as classic
from app.rulesets.napoleonic import drawing as napoleonic
from app.session import GameSession
from engine.board.synthetic import grid_board
from engine.game.gamefile import Game
from engine.rulesets.classic.events import Battle as ClassicBattle, Drowned
from engine.rulesets.napoleonic.events import Battle as NapoleonicBattle, CorpsSentHome, LostAtSea

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def _qt(qapp):
    return qapp


def opening(tmp_path, name):
    path = tmp_path / f"{name}.berthier"
    GameSession.create_from_scenario(ROOT / "resources" / "maps" / name / "scenario.json", path)
    with Game.open(path) as game:
        return game.board, game.state()


def colours(state):
    return {n.name: n.colour for n in state.nations}


def test_a_corps_destroyed_in_battle_leaves_a_struck_through_ghost_where_it_fell(tmp_path):
    board, state = opening(tmp_path, "europe1805")
    battle = NapoleonicBattle(place="bavaria", naval=False, sides=(("France",), ("Austria",)), before=((), ()),
                              losses=((), ()), destroyed=(("Austria", "C"),), winner=0)
    pic = napoleonic.picture(board, state, events=[battle])
    [ghost] = [m for m in pic.markers if m.destroyed]
    assert (ghost.region, ghost.text, ghost.colour, ghost.shape) == (
        "bavaria", "C", colours(state)["Austria"], MarkerShape.CORPS)
    [icon] = pic.battles
    assert icon.winner == colours(state)["France"]


def test_a_corps_lost_at_sea_is_a_ghost_on_the_sea_and_a_drawn_battle_has_no_ring(tmp_path):
    board, state = opening(tmp_path, "europe1805")
    lost = LostAtSea(nation="France", corps="A", sea="english_channel", path=("picardy", "english_channel"))
    draw = NapoleonicBattle(place="bavaria", naval=False, sides=(("France",), ("Austria",)), before=((), ()),
                            losses=((), ()), destroyed=(), winner=None)
    pic = napoleonic.picture(board, state, events=[lost, draw])
    assert [(m.region, m.text) for m in pic.markers if m.destroyed] == [("english_channel", "A")]
    assert pic.battles[0].winner is None


def test_a_corps_sent_home_by_a_broken_alliance_is_drawn_as_a_retreat_and_one_disbanded_as_a_ghost(tmp_path):
    board, state = opening(tmp_path, "europe1805")
    home = CorpsSentHome(nation="Russia", corps="A", origin="brandenburg", to="warsaw")
    gone = CorpsSentHome(nation="Russia", corps="B", origin="saxony", to=None)
    pic = napoleonic.picture(board, state, events=[home, gone])
    assert [(a.source, a.target, a.colour, a.style) for a in pic.arrows] == [
        ("brandenburg", "warsaw", colours(state)["Russia"], ArrowStyle.RETREAT)]
    assert [(m.region, m.text) for m in pic.markers if m.destroyed] == [("saxony", "B")]


def test_a_classic_side_that_lost_all_it_brought_is_a_ghost_and_the_winner_rings_the_battle(tmp_path):
    board, state = opening(tmp_path, "classic-europe")
    a, b = [n.name for n in state.nations][:2]
    place = next(iter(board.regions))
    battle = ClassicBattle(place=place, naval=False, sides=(a, b), before=(3, 2), losses=(1, 2), winner=0)
    drowned = Drowned(nation=a, count=2, sea=place)
    pic = classic.picture(board, state, events=[battle, drowned])
    ghosts = [(m.colour, m.count, m.shape) for m in pic.markers if m.destroyed]
    assert ghosts == [(colours(state)[b], 2, MarkerShape.DOTS), (colours(state)[a], 2, MarkerShape.DOTS)]
    assert pic.battles[0].winner == colours(state)[a]


def test_a_ghost_counter_is_drawn_faded_and_struck_through():
    drawing = MapDrawing(geometry_for(grid_board(3, 3)), picture=MapPicture())
    live = drawing.marker_sprite(Marker("r0", "C", "#2f5fa7"), QSizeF(22, 16), False, 1.0).image
    ghost = drawing.marker_sprite(Marker("r0", "C", "#2f5fa7", destroyed=True), QSizeF(22, 16), False, 1.0).image
    assert live != ghost
    centre = (live.width() // 2 + 6, live.height() // 2 - 2)     # on the counter, off the stroke
    assert ghost.pixelColor(*centre).alpha() < live.pixelColor(*centre).alpha()


def test_the_winners_colour_rings_the_battle_icon_on_the_map():
    board = grid_board(4, 3)
    pic = MapPicture(battles=[Battle("r5", winner="#00c000")], labels=False, values=False)
    image = render_map(board, pic, width=800)
    layout = export_layout(geometry_for(board), pic, width=800)
    centre = layout.transform.map(geometry_for(board).anchor("r5"))
    ring = [image.pixelColor(int(centre.x()) + dx, int(centre.y()) + dy)
            for dx in range(-25, 26) for dy in range(-40, 10)]
    assert any(c.green() > 150 and c.red() < 80 and c.blue() < 80 for c in ring)
    plain = render_map(board, MapPicture(battles=[Battle("r5")], labels=False, values=False), width=800)
    assert not any(QColor(plain.pixelColor(int(centre.x()) + dx, int(centre.y()) + dy)).green() > 150
                   and plain.pixelColor(int(centre.x()) + dx, int(centre.y()) + dy).red() < 80
                   for dx in range(-25, 26) for dy in range(-40, 10))


# -- a nation's private map: compositions beside its own counters and those it scouted ----------

def test_a_nations_map_captions_its_own_corps_with_their_compositions_and_nobody_elses(tmp_path):
    board, state = opening(tmp_path, "europe1805")
    pic = napoleonic.picture(board, state, viewer="France")
    french = [m for m in pic.markers if m.shape is MarkerShape.CORPS and m.colour == colours(state)["France"]]
    corps = {c.letter: c for c in state.corps if c.nation == "France"}
    assert french and all(m.caption == napoleonic.short_composition(corps[m.text].composition()) for m in french)
    assert all(m.caption is None for m in pic.markers if m not in french)
    assert pic.notes == ()
    assert all(m.caption is None for m in napoleonic.picture(board, state).markers)
    assert all(m.caption is None for m in napoleonic.picture(board, state, viewer="France", gm=True).markers)


def test_an_enemy_corps_scouted_this_turn_shows_what_the_scouts_saw():
    from engine.rulesets.napoleonic.events import Scouted
    shown = [Marker("bavaria", "C", key=napoleonic.corps_key("Austria", "C")),
             Marker("tyrol", "D", key=napoleonic.corps_key("Austria", "D")),
             Marker("venice", "E", key=napoleonic.corps_key("Austria", "E"))]
    scouted = Scouted(nation="France", corps="A", target="bavaria",
                      corps_seen=(("Austria", "C", "2 infantry, 1 cavalry + scouting cavalry", False),
                                  ("Austria", "D", "", True)))
    other = Scouted(nation="Prussia", corps="A", target="venice", corps_seen=(("Austria", "E", "1 infantry", False),))

    class NoCorps:
        corps = ()
    out = napoleonic.captioned(shown, NoCorps(), [scouted, other], "France")
    assert [m.caption for m in out] == ["2i 1c +s", "screened", None]


def test_a_captioned_counter_keeps_its_caption_clear_of_every_label(tmp_path):
    from app.render.placement import overlaps, overlay_boxes
    from app.render.export import prepare_export
    from app.render.style import DEFAULT_STYLE
    board, state = opening(tmp_path, "europe1805")
    pic = napoleonic.picture(board, state, viewer="France")
    drawing, layout = prepare_export(board, pic, DEFAULT_STYLE, 1600, True)
    labels, drawn = overlay_boxes(drawing, scale_of(layout.transform))
    assert overlaps(labels, drawn) == []
