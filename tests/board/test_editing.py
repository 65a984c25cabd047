"""The map editor's draft: every edit keeps shared borders shared and adjacency true to the drawing."""

import json

import pytest
import shapely
from shapely.geometry import Polygon, box

from engine.board import EdgeKind, Region, RegionKind, parse_map
from engine.board.editing import EditError, MapDraft, draft_from_geojson, pair, repair_polygon
from engine.board.geometry import SHARED_BORDER
from engine.board.synthetic import grid_board
from engine.errors import BerthierError


def kinds(draft: MapDraft) -> dict[tuple[str, str], str]:
    return {tuple(sorted(p)): e.kind.value for p, e in draft.edges.items()}


def share_a_border(draft: MapDraft, a: str, b: str) -> bool:
    return draft[a].geometry.relate_pattern(draft[b].geometry, SHARED_BORDER)


@pytest.fixture
def three():
    """Two provinces side by side under a sea: p1 | p2 over s1, drawn on a 100 x 100 map."""
    draft = MapDraft.empty("Three", bounds=(0, 0, 100, 100))
    draft = draft.add_region(box(0, 0, 50, 50))
    draft = draft.add_region(box(50, 0, 100, 50))
    return draft.add_region(box(0, 50, 100, 100), kind="sea")


@pytest.fixture
def grid():
    return MapDraft.from_board(grid_board(6, 5, sea_every=4))


# -- drawing --------------------------------------------------------------------------------

def test_regions_drawn_side_by_side_become_neighbours(three):
    assert kinds(three) == {("p1", "p2"): "land", ("p1", "s1"): "coast", ("p2", "s1"): "coast"}
    assert [r.name for r in three] == ["Province 1", "Province 2", "Sea 1"]


def test_a_region_drawn_over_others_fills_only_the_space_left():
    draft = MapDraft.empty("Clip", bounds=(0, 0, 100, 100)).add_region(box(20, 20, 60, 60))
    draft = draft.add_region(box(0, 0, 100, 100), kind="sea")
    sea = draft["s1"].geometry
    assert sea.area == pytest.approx(100 * 100 - 40 * 40)
    assert not sea.intersection(draft["p1"].geometry).area
    assert kinds(draft) == {("p1", "s1"): "coast"}


def test_a_region_drawn_against_a_side_puts_its_corners_on_the_neighbour_too():
    draft = MapDraft.empty("T", bounds=(0, 0, 100, 100)).add_region(box(0, 0, 50, 100))
    draft = draft.add_region(box(50, 20, 100, 60))
    left = shapely.get_coordinates(draft["p1"].geometry).tolist()
    assert [50, 20] in left and [50, 60] in left
    # ...so moving that corner moves it for both
    moved = draft.move_vertex((50, 20), (45, 15))
    assert share_a_border(moved, "p1", "p2")


def test_a_self_crossing_outline_is_refused_with_a_reason():
    draft = MapDraft.empty("X", bounds=(0, 0, 10, 10))
    with pytest.raises(EditError, match="crosses itself"):
        draft.add_region(Polygon([(0, 0), (10, 10), (10, 0), (0, 10)]))


def test_point_regions_are_joined_by_the_lines_drawn_between_them():
    draft = MapDraft.empty("Nodes", bounds=(0, 0, 400, 300))
    draft = draft.add_point_region(100, 100, 20).add_point_region(300, 100, 20)
    draft = draft.add_point_region(200, 250, 20, kind="sea")
    assert not draft.edges                            # circles never join by themselves
    draft = draft.connect("p1", "p2").connect("p2", "s1")
    assert kinds(draft) == {("p1", "p2"): "land", ("p2", "s1"): "coast"}
    assert kinds(draft.recompute_adjacency()) == kinds(draft)
    assert draft.region_at(105, 95) == "p1"


# -- moving corners -------------------------------------------------------------------------

def test_a_corner_shared_by_four_regions_moves_for_all_of_them(grid):
    r = grid["r8"]           # an inner cell: its corners are shared with three others each
    x, y = r.geometry.exterior.coords[2]
    before = kinds(grid)
    area = sum(g.geometry.area for g in grid)
    moved = grid.move_vertex((x, y), (x + 12, y - 7))
    owners = [g.id for g in moved if [x + 12, y - 7] in shapely.get_coordinates(g.geometry).tolist()]
    assert len(owners) == 4
    for a in owners:
        for b in owners:
            if a < b and pair(a, b) in grid.edges:
                assert share_a_border(moved, a, b)
    assert kinds(moved) == before
    assert sum(g.geometry.area for g in moved) == pytest.approx(area)
    assert not [p for p in moved.problems() if "overlaps" in p.message or "gap" in p.message]


def test_a_corner_on_a_neighbours_side_is_added_to_it_before_moving():
    draft = MapDraft.empty("T", bounds=(0, 0, 100, 100)).add_regions([Region("a", "A", RegionKind.LAND, geometry=box(0, 0, 50, 100)),
                               Region("b", "B", RegionKind.LAND, geometry=box(50, 0, 100, 50)),
                               Region("c", "C", RegionKind.LAND, geometry=box(50, 50, 100, 100))], clip=False)
    assert [50, 50] not in shapely.get_coordinates(draft["a"].geometry).tolist()
    moved = draft.move_vertex((50, 50), (40, 55))
    assert [40, 55] in shapely.get_coordinates(moved["a"].geometry).tolist()
    assert share_a_border(moved, "a", "b") and share_a_border(moved, "a", "c")
    assert moved["a"].geometry.area + moved["b"].geometry.area + moved["c"].geometry.area == pytest.approx(10_000)


def test_a_move_that_would_make_a_border_cross_itself_is_refused(three):
    with pytest.raises(EditError, match="cross itself"):
        three.move_vertex((0, 0), (100, 40))
    with pytest.raises(EditError, match="no corner"):
        three.move_vertex((33, 33), (34, 34))


def test_corners_can_be_added_and_removed_on_a_shared_border(three):
    added = three.insert_vertex(25, 50.001, reach=1)
    for rid in ("p1", "s1"):
        assert [25, 50] in shapely.get_coordinates(added[rid].geometry).tolist()
    bent = added.move_vertex((25, 50), (25, 40))
    assert share_a_border(bent, "p1", "s1")
    back = bent.remove_vertex(25, 40)
    assert back["p1"].geometry.equals(three["p1"].geometry)
    assert back["s1"].geometry.equals(three["s1"].geometry)


def test_snapping_prefers_corners_then_borders(three):
    assert three.snap(49, 51, 3).kind == "vertex" and three.snap(49, 51, 3).point == (50, 50)
    on_side = three.snap(20, 51, 3)
    assert on_side.kind == "edge" and on_side.point == pytest.approx((20, 50))
    assert three.snap(20, 30, 3).kind == "none"


# -- split, merge, delete -------------------------------------------------------------------

def test_a_split_gives_two_regions_sharing_the_cut_and_the_right_neighbours(three):
    split = three.split_region("s1", [(30, 40), (30, 110)])
    assert set(split.regions) == {"p1", "p2", "s1", "s2"}
    big, small = split["s1"], split["s2"]
    assert big.geometry.area > small.geometry.area
    assert big.geometry.area + small.geometry.area == pytest.approx(5000)
    assert share_a_border(split, "s1", "s2")
    assert kinds(split) == {("p1", "p2"): "land", ("p1", "s1"): "coast", ("p1", "s2"): "coast",
                            ("p2", "s1"): "coast", ("s1", "s2"): "sea"}
    # the cut's end on p1's border is a corner of p1 too, so it can be moved for all three
    assert [30, 50] in shapely.get_coordinates(split["p1"].geometry).tolist()
    assert share_a_border(split.move_vertex((30, 50), (30, 45)), "p1", "s2")


def test_a_line_that_does_not_cross_the_region_does_not_split_it(three):
    with pytest.raises(EditError, match="border to border"):
        three.split_region("s1", [(30, 60), (30, 90)])


def test_merging_joins_drawings_and_keeps_the_first_regions_attributes(three):
    three = three.set_region("p1", name="Alsace", value=3)
    merged = three.merge_regions("p1", "p2")
    assert set(merged.regions) == {"p1", "s1"}
    assert merged["p1"].name == "Alsace" and merged["p1"].value == 3
    assert merged["p1"].geometry.equals(box(0, 0, 100, 50))
    assert kinds(merged) == {("p1", "s1"): "coast"}


def test_a_merged_sea_still_controls_its_straits():
    draft = MapDraft.empty("S", bounds=(0, 0, 100, 100))
    draft = draft.add_region(box(0, 0, 40, 100)).add_region(box(60, 0, 100, 100))
    draft = draft.add_region(box(40, 0, 60, 50), kind="sea").add_region(box(40, 50, 60, 100), kind="sea")
    draft = draft.connect("p1", "p2", "strait", sea="s2")
    merged = draft.merge_regions("s1", "s2")
    assert merged.edge("p1", "p2").sea == "s1"
    assert not [p for p in merged.problems() if p.severity == "error"]


def test_traced_regions_added_to_a_drawn_map_keep_clear_of_it_and_get_free_ids():
    draft = MapDraft.empty("T", bounds=(0, 0, 100, 100)).add_region(box(0, 0, 50, 50))
    traced = [Region("p1", "Province 1", RegionKind.LAND, geometry=box(25, 0, 100, 50)),
              Region("s1", "Sea 1", RegionKind.SEA, geometry=box(0, 50, 100, 100)),
              Region("p2", "Province 2", RegionKind.LAND, geometry=box(10, 10, 40, 40))]   # wholly under p1
    merged = draft.add_regions(traced)
    assert list(merged.regions) == ["p1", "p2", "s1"]
    assert merged["p1"].geometry.equals(draft["p1"].geometry)            # what was drawn stays
    assert merged["p2"].geometry.area == pytest.approx(50 * 50) and merged["p2"].name == "Province 2"
    assert kinds(merged) == {("p1", "p2"): "land", ("p1", "s1"): "coast", ("p2", "s1"): "coast"}


def test_deleting_a_region_takes_its_edges_with_it(three):
    gone = three.delete_region("p2")
    assert set(gone.regions) == {"p1", "s1"}
    assert kinds(gone) == {("p1", "s1"): "coast"}


# -- adjacency ------------------------------------------------------------------------------

def test_regions_meeting_only_at_a_corner_are_not_neighbours():
    draft = MapDraft.empty("Corners", bounds=(0, 0, 100, 100))
    draft = draft.add_region(box(0, 0, 50, 50)).add_region(box(50, 50, 100, 100))
    assert draft.tolerance > 0
    assert not draft.edges


def test_a_hairline_gap_is_closed_by_the_tolerance_and_a_real_gap_is_not():
    info = MapDraft.empty("Gaps", bounds=(0, 0, 100, 100)).info
    hairline = [Region("a", "A", RegionKind.LAND, geometry=box(0, 0, 50, 100)),
                Region("b", "B", RegionKind.LAND, geometry=box(50.004, 0, 100, 100))]
    assert kinds(MapDraft(info, hairline).recompute_adjacency()) == {("a", "b"): "land"}
    assert not MapDraft(info, hairline, tolerance=0).recompute_adjacency().edges
    wide = [hairline[0], Region("b", "B", RegionKind.LAND, geometry=box(52, 0, 100, 100))]
    assert not MapDraft(info, wide).recompute_adjacency().edges


def test_edges_drawn_or_removed_by_hand_survive_recomputing(three):
    three = three.add_region(box(0, 110, 100, 130))     # an island off the map's north, p3
    three = three.connect("p1", "p3", "strait", sea="s1").disconnect("p1", "p2")
    again = three.recompute_adjacency()
    assert again.edge("p1", "p3").kind is EdgeKind.STRAIT and again.edge("p1", "p3").sea == "s1"
    assert again.edge("p1", "p2") is None
    # ...and moving a corner of the parted border does not join them again
    assert three.move_vertex((50, 0), (52, 0)).edge("p1", "p2") is None


def test_edges_must_suit_their_regions(three):
    with pytest.raises(EditError, match="sea"):
        three.connect("p1", "s1", "land")
    with pytest.raises(EditError, match="not one"):
        three.connect("p1", "p2", "strait", sea="p1")
    with pytest.raises(EditError, match="itself"):
        three.connect("p1", "p1")
    special = three.connect("p1", "p2", "special", via="s1", note="a bridge")
    assert special.edge("p1", "p2").via == "s1"


def test_a_new_kind_changes_the_kinds_of_the_regions_edges(three):
    flooded = three.set_region("p2", kind="sea")
    assert kinds(flooded) == {("p1", "p2"): "coast", ("p1", "s1"): "coast", ("p2", "s1"): "sea"}
    walled = three.set_region("p2", kind="impassable")
    assert kinds(walled) == {("p1", "s1"): "coast"}


# -- attributes -----------------------------------------------------------------------------

def test_renaming_a_region_updates_its_edges_and_straits():
    draft = MapDraft.empty("S", bounds=(0, 0, 100, 100))
    draft = draft.add_region(box(0, 0, 40, 100)).add_region(box(60, 0, 100, 100))
    draft = draft.add_region(box(40, 0, 60, 100), kind="sea").connect("p1", "p2", "strait", sea="s1")
    renamed = draft.set_region("s1", id="channel", name="The Channel")
    assert list(renamed.regions) == ["p1", "p2", "channel"]
    assert renamed.edge("p1", "p2").sea == "channel"
    assert kinds(renamed) == {("p1", "p2"): "strait", ("channel", "p1"): "coast", ("channel", "p2"): "coast"}


@pytest.mark.parametrize("changes, message", [
    ({"id": ""}, "needs an id"), ({"id": "p2"}, "already used"), ({"name": " "}, "needs a name"),
    ({"kind": "swamp"}, "land, sea or impassable"), ({"value": "three"}, "whole number"),
    ({"value": -1}, "negative"), ({"fort": "maybe"}, "yes or no"), ({"radius": 3}, "no radius"),
])
def test_bad_attributes_are_refused_with_the_reason(three, changes, message):
    with pytest.raises(EditError, match=message):
        three.set_region("p1", **changes)


def test_ruleset_attributes_are_stored_typed_and_removed_with_none(three):
    # value is napoleonic's, port succheesion's, fort the toy ruleset's (tests/toy_ruleset), moat nobody's
    draft = three.set_region("p1", value="4", home="France", port="yes", aliases="Elsass, Alsatia", fort="yes",
                             moat="yes")
    assert dict(draft["p1"].attributes) == {"value": 4, "home": "France", "port": True, "moat": "yes",
                                            "aliases": ["Elsass", "Alsatia"], "fort": True}
    assert "home" not in draft.set_region("p1", home=None)["p1"].attributes
    assert draft.set_region("p1", custom={"a": 1})["p1"].attributes["custom"] == {"a": 1}


# -- undo -----------------------------------------------------------------------------------

def test_a_change_applies_and_reverts_exactly(three):
    edits = [lambda d: d.move_vertex((50, 50), (45, 55)), lambda d: d.split_region("s1", [(30, 40), (30, 110)]),
             lambda d: d.merge_regions("p1", "p2"), lambda d: d.set_region("s1", id="sea"),
             lambda d: d.delete_region("p1"), lambda d: d.connect("p1", "p2", "special")]
    for edit in edits:
        after = edit(three)
        change = three.change_to(after)
        redone, undone = three.apply(change), after.revert(change)
        assert list(redone.regions.items()) == list(after.regions.items())
        assert dict(redone.edges) == dict(after.edges) and redone.manual == after.manual
        assert list(undone.regions.items()) == list(three.regions.items())
        assert dict(undone.edges) == dict(three.edges) and undone.blocked == three.blocked


def test_a_change_holds_only_what_changed():
    big = MapDraft.from_board(grid_board(30, 30))
    x, y = big["r100"].geometry.exterior.coords[2]
    change = big.change_to(big.move_vertex((x, y), (x + 3, y + 3)))
    assert len(change.regions) == 4
    assert change.before.order is None


# -- repairs and GeoJSON --------------------------------------------------------------------

def test_an_invalid_polygon_is_repaired_when_that_is_unambiguous():
    spike = Polygon([(0, 0), (10, 0), (10, 10), (5, 10), (5, 15), (5, 10), (0, 10)])
    fixed, note = repair_polygon(spike)
    assert fixed.is_valid and fixed.geom_type == "Polygon" and fixed.area == pytest.approx(100)
    assert "repaired" in note
    bow = Polygon([(0, 0), (10, 10), (10, 0), (0, 10)])
    kept, note = repair_polygon(bow)
    assert kept is bow and "2 pieces" in note


def feature(rid, geom, **props):
    return {"type": "Feature", "properties": {"id": rid, **props}, "geometry": shapely.geometry.mapping(geom)}


def test_a_plain_geojson_file_is_read_and_nothing_drawn_is_lost():
    data = {"type": "FeatureCollection", "features": [
        feature("a", box(0, 0, 10, 10), name="Alpha", value=2),
        feature("b", Polygon([(10, 0), (20, 0), (20, 10), (15, 10), (15, 14), (15, 10), (10, 10)]), name="Beta"),
        feature("c", Polygon([(0, 10), (10, 20), (10, 10), (0, 20)]), name="Bow"),
        feature("a", box(20, 0, 30, 10), name="Again"),
        feature("d", box(30, 0, 40, 10), kind="lake"),
        {"type": "Feature", "properties": {"name": "Nameless"}, "geometry": shapely.geometry.mapping(box(0, -10, 10, 0))},
    ]}
    draft, notes = draft_from_geojson(data, source="qgis.geojson")
    assert len(draft) == 6 and draft.info.y_axis == "up"
    text = "\n".join(str(n) for n in notes)
    assert "b: repaired" in text
    assert "c: invalid polygon" in text and "cannot be repaired" in text
    assert "repeats the id 'a'" in text and "has no id" in text
    assert "d: kind 'lake'" in text and draft["d"].kind is RegionKind.LAND
    assert draft["b"].geometry.is_valid and not draft["c"].geometry.is_valid   # kept, to fix by hand
    assert draft["a"].value == 2 and draft.edge("a", "b").kind is EdgeKind.LAND


def test_a_map_goes_to_geojson_and_back_unchanged(three):
    three = three.add_region(box(0, 110, 100, 130)).connect("p1", "p3", "strait", sea="s1")
    three = three.disconnect("p1", "p2").set_region("p1", name="Alsace", label="1", value=3, home="France")
    data = json.loads(json.dumps(three.to_geojson()))
    again, notes = draft_from_geojson(data)
    assert not notes
    assert list(again.regions) == list(three.regions)
    for r in three:
        assert again[r.id].geometry.equals(r.geometry) and again[r.id].attributes == r.attributes
    assert kinds(again) == kinds(three)
    assert again.edge("p1", "p3").sea == "s1"
    assert pair("p1", "p2") in again.blocked and pair("p1", "p3") in again.manual
    board = parse_map(data, strict=False)           # a Berthier map file the game reads
    assert {e.kind.value for e in board.edges()} == {"coast", "strait"}


def test_reading_something_that_is_not_geojson_is_a_clear_error():
    with pytest.raises(BerthierError, match="FeatureCollection"):
        draft_from_geojson({"type": "Feature"})


# -- validation -----------------------------------------------------------------------------

def problem(problems, text):
    found = [p for p in problems if text in p.message]
    assert found, f"no problem mentions {text!r}: {[str(p) for p in problems]}"
    return found[0]


def test_validation_lists_every_problem_with_a_place_to_zoom_to():
    draft = MapDraft.empty("Problems", bounds=(0, 0, 200, 200))
    regions = [
        Region("a", "Alpha", RegionKind.LAND, "1", geometry=box(0, 0, 50, 50)),
        Region("b", "Beta", RegionKind.LAND, "1", geometry=box(40, 0, 90, 50)),        # overlaps a, same number
        Region("c", "Gamma", RegionKind.LAND, geometry=Polygon(                          # encloses a gap
            [(0, 50), (90, 50), (90, 100), (0, 100)], [[(20, 60), (30, 60), (30, 70), (20, 70)]])),
        Region("d", "Alpha", RegionKind.LAND, geometry=box(150, 150, 170, 170)),        # name twice, no neighbour
        Region("e", "Far", RegionKind.LAND, geometry=box(150, 0, 170, 20)),              # a pair cut off...
        Region("f", "Further", RegionKind.LAND, geometry=box(170, 0, 190, 20)),
        Region("g", "Open sea", RegionKind.SEA, geometry=box(100, 100, 120, 120)),      # no coast
        Region("h", "Rock", RegionKind.LAND, geometry=box(100, 60, 110, 70)),           # island, strait only
    ]
    draft = draft.add_regions(regions, clip=False).connect("h", "c", "strait")
    problems = draft.problems()
    overlap = problem(problems, "overlaps b")
    assert overlap.region == "a" and overlap.location == pytest.approx((45, 25), abs=5)
    gap = problem(problems, "gap")
    assert gap.region == "c" and 20 < gap.location[0] < 30 and 60 < gap.location[1] < 70
    assert problem(problems, "'Alpha' is also used").region == "d"
    assert problem(problems, "'1' is also used").region == "b"
    assert problem(problems, "no neighbours").region == "d"
    assert {p.region for p in problems if "cut off" in p.message} >= {"e", "f"}
    assert problem(problems, "touches no coast").region == "g"
    assert problem(problems, "island with no sea").region == "h"
    assert problem(problems, "no controlling sea").region in ("c", "h")
    assert all(p.location is not None for p in problems)
    assert problem(problems, "touches no coast").extent == (100, 100, 120, 120)


def test_a_clean_grid_has_no_problems(grid):
    assert grid.problems() == []


def test_a_region_drawn_inside_one_region_is_cut_out_of_it(three):
    lake = three.add_region(box(10, 60, 30, 80), id="l", kind="sea")           # inside the sea s1
    assert lake["l"].geometry.area == pytest.approx(400)
    assert lake["s1"].geometry.area == pytest.approx(100 * 50 - 400)
    assert not lake["s1"].geometry.intersects(lake["l"].geometry.buffer(-0.5))
    assert lake.edge("l", "s1") is not None and not [p for p in lake.problems() if "gap" in p.message
                                                     or "overlap" in p.message]


def test_a_region_drawn_wholly_over_two_regions_is_still_refused(three):
    with pytest.raises(EditError, match="entirely over regions already drawn"):
        three.add_region(box(40, 10, 60, 40))                                   # over p1 and p2
