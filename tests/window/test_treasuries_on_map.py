"""The treasuries table an exported map may carry (`berthier render --treasuries`, the export
dialog's checkbox): every nation's on the public map, only its own on a nation's map."""

from PySide6.QtGui import QImage

from app.cli.main import main as berthier
from app.window.dialogs import MapChoice
from app.window.pictures import picture, treasury_lines, turn_view
from engine.game.gamefile import Game


def height(path):
    image = QImage(str(path))
    assert not image.isNull()
    return image.height()


def test_the_public_table_lists_every_nations_treasury_in_the_rulesets_words(tiny_game):
    with Game.open(tiny_game) as game:
        state = turn_view(game).state
        lines = treasury_lines(game, state)
        assert lines[0] == "Treasuries:"
        assert [line.split(":")[0] for line in lines[1:]] == [n.name for n in state.nations]
        france = state.find_nation("France")
        assert f"France: {france.treasury.get('gold', 0)} gold" in lines


def test_a_nations_map_shows_its_own_treasury_only(tiny_game):
    with Game.open(tiny_game) as game:
        view = turn_view(game)
        notes = picture(game, view, nation="France", treasuries=True).notes
        assert "Treasury:" in notes
        others = [n.name for n in view.state.nations if n.name != "France"]
        assert others and not any(line.startswith(f"{o}:") for o in others for line in notes)
        assert not any(line.startswith("Treasur") for line in picture(game, view, nation="France").notes)


def test_berthier_render_treasuries_adds_the_table_under_the_map(tiny_game, tmp_path, capsys):
    plain, table = tmp_path / "plain.png", tmp_path / "table.png"
    assert berthier(["render", str(tiny_game), "--out", str(plain), "--width", "800"]) == 0
    assert berthier(["render", str(tiny_game), "--out", str(table), "--width", "800", "--treasuries"]) == 0
    assert height(table) > height(plain)


def test_the_export_dialogs_checkbox_puts_the_table_on_the_exported_map(window, open_game, tiny_game,
                                                                         fake_dialogs, tmp_path):
    open_game(tiny_game)
    fake_dialogs.answer("map_choice", MapChoice(None, 800, treasuries=True))
    fake_dialogs.answer("save_path", tmp_path / "with.png")
    window.export_map_action.trigger()
    plain = window.export_map_png(tmp_path / "without.png", width=800)
    assert height(tmp_path / "with.png") > height(plain)
