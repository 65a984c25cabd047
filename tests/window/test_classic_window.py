"""The GM's window on a classic game (seed 001's ten nations on classic-europe), as a GM uses it:
the nations and regions in the ruleset's own terms, orders pasted and clicked, a turn with a battle
previewed and committed, and the public map exported."""

import shutil

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage

from app.orders import ask
from app.orders.resolve import ResolveDialog
from app.session import GameSession
from app.window.main import MainWindow
from app.window.pictures import picture, turn_view
from engine.game.scenario import MAPS

CLASSIC = MAPS / "classic-europe" / "scenario.json"


@pytest.fixture(scope="session")
def classic_template(tmp_path_factory):
    return GameSession.create_from_scenario(CLASSIC, tmp_path_factory.mktemp("classic") / "classic.berthier")


@pytest.fixture
def classic_window(qtbot, settings, tmp_path, fake_dialogs, classic_template, monkeypatch):
    """The window with its orders panel, the classic game open at Turn 1; orders left unsaved when
    the test ends are dropped (the question would wait for an answer)."""
    monkeypatch.setattr(ask, "unsaved_orders", lambda parent, nations: ask.DISCARD)
    path = tmp_path / "classic.berthier"
    shutil.copy(classic_template, path)
    w = MainWindow(settings=settings, data_dir=tmp_path / "data")
    qtbot.addWidget(w)
    w.resize(1600, 1000)
    w.show()
    qtbot.waitExposed(w)
    with qtbot.waitSignal(w.gameShown, timeout=60_000):
        w.open_game(path)
    return w


def orders_dock(window):
    return window.orders_dock


def test_the_nations_dock_shows_the_classic_figures(classic_window):
    nations = classic_window.nations
    assert nations.columns == ["Nation", "Gold", "To spend", "Provinces", "Income", "Upkeep", "Armies", "Ships",
                               "Gifts"]
    assert nations.row_texts("Prussia") == {"Nation": "Prussia", "Gold": "10", "To spend": "18", "Provinces": "4",
                                            "Income": "+16", "Upkeep": "\u22128", "Armies": "8", "Ships": "2",
                                            "Gifts": ""}
    assert nations.row_texts("Vikings")["Ships"] == "4"
    header = nations.table.horizontalHeaderItem(nations.columns.index("Upkeep"))
    assert "an army" in header.toolTip()
    assert classic_window.nations_dock.windowTitle() == "Nations" and nations.turn.text() == "<b>Turn 1</b>"
    assert "Turn 1: awaiting orders" in classic_window.nations_dock.toolTip()


def test_the_inspector_tells_a_province_and_a_sea_in_classic_terms(classic_window):
    window, inspector = classic_window, classic_window.inspector
    window.show_region("59")
    facts = inspector.facts.text()
    assert "Owner: <b>Prussia</b>" in facts and "Income: <b>4 gold a turn to its owner</b>" in facts
    assert "Economic value" not in facts
    assert [inspector.units.item(i).text() for i in range(inspector.units.count())] == ["Prussia: 2 armies"]
    window.show_region("E")
    assert "Ships may be bought here by: <b>Prussia, Vikings</b>" in inspector.facts.text()
    assert inspector.units.item(0).text() == "Prussia: 2 ships"


def test_scouting_is_not_offered_for_these_rules(classic_window):
    scout = next(a for a in classic_window.turn_menu.actions() if a.text() == "&Scout...")
    assert not scout.isEnabled()


def test_orders_pasted_with_bad_lines_say_why(classic_window):
    dock = orders_dock(classic_window)
    editor = dock.show_nation("Prussia")
    editor.text.setPlainText("Hello GM, my orders:\nbuy 2 armies in 59\n5 armies 59 -> 61\n2 ships E -> D attack\n")
    editor.check_now()
    assert editor.text.accepted == {2, 4}
    assert editor.text.reasons[3] == "not allowed: Prussia has 4 armies in 59, not 5"   # 2 bought
    assert editor.text.chatter == {1: "not an order"} and 1 not in editor.text.reasons
    assert editor.status.text() == "2 orders, 1 refused; 1 line not orders \u2014 not saved"
    assert editor.save() and dock.unsaved() == []


def test_a_move_by_clicks_on_the_window_map(classic_window, qtbot):
    dock, view = orders_dock(classic_window), classic_window.map_view
    marker = next(m for m in view.picture.markers if m.key == "armies:Prussia:63")
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=view.marker_pos(marker))
    assert view.picture.highlights == {"59", "61", "62", "84", "85"}
    assert "Prussia: 2 armies in 63" in dock.hint.text()
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=view.viewport_pos("84"))
    assert dock.editors["Prussia"].orders_text() == "2 armies 63 -> 84\n"


def test_a_turn_with_a_battle_previewed_and_committed(classic_window, monkeypatch):
    session = classic_window.session
    session.store_orders("Italy", "2 armies 36 -> 35\n")
    session.store_orders("Austria", "buy 1 army in 76\n2 armies 75 -> 35\n")
    seen = []

    def commit(dialog):
        seen.append(dialog)
        assert isinstance(dialog, ResolveDialog)
        assert dialog.battle_list.item(0).text().startswith("Battle of 35\nItaly against Austria")
        assert "Bought 1 army in 76: -3 gold" in dialog.economy.toPlainText()
        return dialog.commit()
    monkeypatch.setattr(ask, "run_dialog", commit)
    resolve = next(a for a in classic_window.turn_menu.actions() if a.text() == "&Resolve...")
    resolve.trigger()
    assert seen and session.current_turn == 1
    # the window lands on the results of the turn just resolved, not on the empty next turn
    assert session.viewed_turn == 0 and "After Turn 1 (resolved)" in classic_window.turn_label.text()
    assert classic_window.nations.row_texts("Austria")["Armies"] == str(session.state().army_count("Austria"))
    assert "Battle of 35" in classic_window.reports.text.toPlainText()
    message = classic_window.statusBar().currentMessage()
    assert "Turn 1 resolved: its results are shown" in message and "orders are now for Turn 2" in message


def test_posting_the_turn_copies_the_update_and_writes_the_turns_folder(classic_window):
    from PySide6.QtGui import QGuiApplication
    session = classic_window.session
    session.store_orders("Prussia", "2 armies 63 -> 84\n")
    session.commit(seed=5)
    classic_window.reports.set_format("vbulletin")
    written = classic_window.post_turn()
    folder = session.game.path.parent / "classic-turns" / "000-turn-1"
    assert {p.relative_to(folder).as_posix() for p in written} >= {
        "public-map.png", "forum-post.txt", "prussia/prussia-map.png", "prussia/prussia-report.md"}
    post = (folder / "forum-post.txt").read_text()
    assert QGuiApplication.clipboard().text() == post and post.startswith("[size=5][b]")


def test_the_public_map_of_a_resolved_turn_is_exported(classic_window, tmp_path):
    session = classic_window.session
    session.store_orders("Prussia", "2 armies 63 -> 84\n")
    session.commit(seed=5)
    game = session.game
    public = picture(game, turn_view(game, 0))
    assert ("63", "84") in [(a.source, a.target) for a in public.arrows]
    assert public.subtitle == "After Turn 1"
    path = classic_window.export_map_png(tmp_path / "public.png", width=800)
    image = QImage(str(path))
    assert not image.isNull() and image.width() == 800


def test_the_whole_turn_is_exported_with_a_readme_in_classic_terms(classic_window, tmp_path):
    session = classic_window.session
    session.store_orders("Prussia", "2 armies 63 -> 84\n")
    session.commit(seed=5)
    written = classic_window.export_whole_turn(tmp_path / "turn1", width=600)
    names = {p.relative_to(tmp_path / "turn1").as_posix() for p in written}
    assert {"public-map.png", "public-update.bbcode.txt", "prussia/prussia-map.png",
            "prussia/prussia-report.bbcode.txt"} <= names
    readme = (tmp_path / "turn1" / "README.txt").read_text()
    assert "every army and ship: all are public in these rules" in readme
    assert "corps" not in readme
