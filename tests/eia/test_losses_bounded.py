"""EiA land losses are bounded by what fought: `--decide land.X.losses=A-B` (and `decide`, and the
window's Decisions page) refuses losses larger than the factors a side had in that combat, naming
the side, its factors and the place; nothing is written."""

import pytest

from app.cli import main
from engine.game.gamefile import Game

from .test_cli_decide import _france_land


def refused(capsys, *argv) -> str:
    assert main([str(a) for a in argv]) == 2
    out, err = capsys.readouterr()
    return out + err


def factors_in_bavaria(game) -> dict[str, int]:
    with Game.open(game) as g:
        state = g.state()
    had: dict[str, int] = {}
    for c in state.corps:
        if c.at == "bavaria":
            had[c.nation] = had.get(c.nation, 0) + c.factors
    return had


@pytest.fixture
def game(tmp_path, capsys):
    return _france_land(tmp_path, capsys)


def test_losses_larger_than_the_attackers_factors_are_refused_naming_them(game, capsys):
    run_ok = main(["decide", str(game), "land.Bavaria.result=France won"])
    capsys.readouterr()
    assert run_ok == 0
    out = refused(capsys, "decide", game, "land.Bavaria.losses=40-1")
    assert "France had" in out and "factors in Bavaria; 40 lost is more" in out
    with Game.open(game) as g:
        assert g.answers() == {"land.Bavaria.result": "France won"}


def test_losses_larger_than_the_defenders_factors_are_refused_at_resolve_and_nothing_is_written(game, capsys):
    out = refused(capsys, "resolve", game, "--seed", 4, "--decide", "land.Bavaria.result=France won",
                  "--decide", "land.Bavaria.losses=1-999999", "--decide", "insurrection.France=none",
                  "--decide", "land.Bavaria.chit.Austria=assault")
    assert "Austria had" in out and "in Bavaria; 999999 lost is more" in out
    with Game.open(game) as g:
        assert "France land" in g.label()


def test_losses_up_to_the_factors_each_side_had_are_taken(game, capsys):
    had = factors_in_bavaria(game)
    assert main(["decide", str(game), "land.Bavaria.result=France won",
                 f"land.Bavaria.losses=1-{had['Austria']}"]) == 0
    capsys.readouterr()
    more = refused(capsys, "decide", game, f"land.Bavaria.losses=1-{had['Austria'] + 1}")
    assert f"Austria had {had['Austria']} factors in Bavaria; {had['Austria'] + 1} lost is more" in more


def test_the_windows_decisions_page_refuses_the_same_losses_by_name(qtbot, tmp_path, capsys):
    from .test_window_decisions import answer, opened, to_france_land
    _, dialog = opened(qtbot, to_france_land(tmp_path, capsys))
    answer(dialog.decisions, "land.Bavaria.result", "France won")
    answer(dialog.decisions, "insurrection.France", "Prague: Insurrection I (3)")
    answer(dialog.decisions, "land.Bavaria.losses", "40-1")
    assert not dialog.run_preview()
    shown = dialog.message.text()
    assert "land.Bavaria.losses" in shown and "France had" in shown and "40 lost is more" in shown


def test_a_harbour_attack_refuses_losses_beyond_the_ships_in_port():
    from engine.errors import BerthierError

    from .test_afa_port_attack import ATTACK, BRITISH, fleet, garrison, off_brest, play
    units = (garrison(), fleet("France", "Brest", "brittany", 6))
    base = "port.Brest.Great_Britain_fleet_Channel"
    dice = [6, 5, 6, 6, 6, 6, 6, 6, 6, 5, 6, 5]
    with pytest.raises(BerthierError, match="France had 6 ships in the harbour of Brest .*; 7 lost is more"):
        play(off_brest(units=units), ATTACK, dice=dice, decide={f"{base}.winner": BRITISH, f"{base}.losses": "2-7"})
    res = play(off_brest(units=units), ATTACK, dice=dice, decide={f"{base}.winner": BRITISH, f"{base}.losses": "2-6"})
    assert "Brest" not in {f.name for f in res.state.fleets if f.ships}          # all six lost, none more


def test_a_sea_battle_off_the_map_refuses_losses_beyond_the_ships_there():
    from engine.errors import BerthierError

    from .test_afa_breakouts import BREAK, BRITISH, naval, play
    base = "offmap.Biscay.France_fleet_Brest.Great_Britain_fleet_Channel"
    orders = {**BREAK, BRITISH: "fleet Channel: pursue fleet Brest to the West Indies and fight"}
    with pytest.raises(BerthierError, match="France had 8 ships off the map beyond Biscay; 9 lost is more"):
        play(naval(), orders, dice=[6, 1, 4], decide={f"{base}.winner": BRITISH, f"{base}.losses": "9-1"})
