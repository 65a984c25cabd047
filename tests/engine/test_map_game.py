"""A game on a map of the GM's own: what stops `berthier new --map` is what the editor reports."""

from __future__ import annotations

import json

import pytest
from shapely.geometry import box

from app.cli import main
from engine.board.editing import MapDraft
from engine.game.map_game import NO_HOMES, NO_REGIONS, new_game_problems

RULESETS = ["napoleonic", "classic", "eia", "succheesion"]


def three() -> MapDraft:
    draft = MapDraft.empty("Three", bounds=(0, 0, 100, 100))
    draft = draft.add_region(box(0, 0, 50, 50)).add_region(box(50, 0, 100, 50))
    return draft.add_region(box(0, 50, 100, 100), kind="sea")


MAPS = {
    "empty": (MapDraft.empty(), NO_REGIONS),
    "no home nations": (three(), NO_HOMES),
    "a sea as a home": (three().set_region("p1", home="France").set_region("s1", home="Austria"), "is not land"),
    "two nations": (three().set_region("p1", home="France").set_region("p2", home="Austria"), None),
}


def new_from_the_command_line(tmp_path, capsys, draft: MapDraft, ruleset: str) -> tuple[int, str]:
    path = tmp_path / "map.geojson"
    path.write_text(json.dumps(draft.to_geojson()), encoding="utf-8")
    code = main(["new", str(tmp_path / "game.berthier"), "--ruleset", ruleset, "--map", str(path)])
    out, err = capsys.readouterr()
    return code, out + err


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("case", list(MAPS))
def test_the_editor_and_berthier_new_agree(tmp_path, capsys, case, ruleset):
    draft, reason = MAPS[case]
    problems = new_game_problems(draft.to_geojson(), ruleset)
    code, said = new_from_the_command_line(tmp_path, capsys, draft, ruleset)
    if reason is None:
        assert problems == []
        assert code == 0 and (tmp_path / "game.berthier").exists(), said
    else:
        assert len(problems) == 1 and reason in problems[0]
        assert code != 0 and not (tmp_path / "game.berthier").exists()
        assert reason in said, said


def test_map_errors_and_missing_nations_are_all_said():
    overlapping = MapDraft.empty("Overlaps", bounds=(0, 0, 100, 100)).add_regions(
        [r for r in three().regions.values()], clip=False)
    overlapping = overlapping.add_region(box(40, 0, 60, 50), clip=False)
    problems = new_game_problems(overlapping.to_geojson(), "napoleonic")
    assert any("overlaps" in p for p in problems)
    assert problems[-1] == NO_HOMES


def test_an_unknown_ruleset_is_named():
    (problem,) = new_game_problems(three().to_geojson(), "napoleonics")
    assert problem.startswith("ruleset: no ruleset called 'napoleonics'") and "'napoleonic'" in problem


def test_a_drawing_error_stops_both_the_same_way(tmp_path, capsys):
    draft = three().set_region("p1", home="France").set_region("p2", home="Austria")
    draft = draft.add_region(box(40, 10, 60, 40), id="p3", clip=False)          # over p1 and p2
    problems = new_game_problems(draft.to_geojson(), "napoleonic")
    assert problems and all("overlaps" in p for p in problems)
    code, said = new_from_the_command_line(tmp_path, capsys, draft, "napoleonic")
    assert code != 0 and not (tmp_path / "game.berthier").exists()
    assert all(p in said for p in problems), (problems, said)


def test_a_napoleonic_game_on_the_gms_map_carries_none_of_europe_1805s_exceptions(tmp_path, capsys):
    draft = three().set_region("p1", home="Naples").set_region("p2", home="Great Britain")
    code, out = new_from_the_command_line(tmp_path, capsys, draft, "napoleonic")
    assert code == 0, out
    from engine.game.gamefile import Game
    with Game.open(tmp_path / "game.berthier") as game:
        params = game.state().params
    # the seed's 'Naples may build in Rome', 'Britain not in Gibraltar', Britain's cheaper squadrons
    assert params["build_extra"] == {} and params["build_excluded"] == {} and params["squadron_cost_by_nation"] == {}


def test_the_bundled_europe_1805_keeps_the_seeds_exceptions(tmp_path):
    from engine.rulesets import ruleset
    defaults = ruleset("napoleonic").default_params()
    assert defaults["build_extra"]["Naples"] == ["Rome", "Piedmont", "Venice"]
    assert defaults["build_excluded"] == {"Great Britain": ["Gibraltar"]}
