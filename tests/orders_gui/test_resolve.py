"""Resolving a turn: preview the result (map, battles with every roll, treasuries, refused orders),
set a battle by hand if need be, then commit exactly what was previewed."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from app.orders import ask
from app.orders.resolve import ResolveDialog
from app.render import Arrow
from engine.state import replace


def first_lines(item) -> str:
    """A battle's title and outcome, without the line of strengths and odds under them."""
    return "\n".join(item.text().split("\n")[:2])


@pytest.fixture
def battle(summer):
    """France's corps A marches from Baden into Bavaria, where Austria's corps A stands."""
    summer.store_orders("France", "A - Bavaria\nbuild 1 infantry in Pqrys\n")
    return summer


def resolve_dialog(qtbot, session, seed=3):
    dialog = ResolveDialog(session, seed=seed)
    qtbot.addWidget(dialog)
    return dialog


def test_the_preview_shows_the_march_and_the_battle_with_every_roll(qtbot, battle):
    dialog = resolve_dialog(qtbot, battle)
    picture = dialog.map_view.picture
    assert any(a.source == "baden" and a.target == "bavaria" for a in picture.arrows)
    assert isinstance(picture.arrows[0], Arrow)
    assert [b.region for b in picture.battles] == ["bavaria"]
    assert dialog.battle_list.count() == 1
    assert first_lines(dialog.battle_list.item(0)) == "Battle at Bavaria\nAustria against France: France wins"
    odds = dialog.battle_list.item(0).text().split("\n")[2]
    assert odds.startswith("Before: Austria 2, France 4: Austria wins <1%, France >99%") and "losses about" in odds
    text = dialog.battle_text.toPlainText()
    assert "Round 1: Austria 2 against France 4; Austria hits on 5+, rolls" in text
    assert dialog.tabs.tabText(1) == "Battles (1)"
    assert battle.current_turn == 2                   # nothing written


def test_the_preview_lists_treasuries_refused_orders_and_nations_without_orders(qtbot, battle):
    dialog = resolve_dialog(qtbot, battle)
    assert "No orders from Austria: their units hold." in dialog.summary.text()
    economy = dialog.economy.toPlainText()
    assert "Treasury at the start of the season" in economy and "Austria" in economy
    orders = dialog.orders.toPlainText()
    assert "France: not carried out" in orders and "Pqrys" in orders
    assert "Austria: no orders stored; their units hold." in orders
    dialog.report_choice.setCurrentIndex(dialog.report_choice.findText("The public update"))
    assert "Battle at Bavaria" in dialog.report_text.toPlainText()


def test_commit_writes_exactly_the_previewed_result(qtbot, battle):
    dialog = resolve_dialog(qtbot, battle, seed=3)
    previewed = dialog.preview.resolution
    assert "seed 3" in dialog.commit_note.text()
    qtbot.mouseClick(dialog.commit_button, Qt.LeftButton)
    assert dialog.committed is not None
    assert battle.current_turn == 3
    assert battle.state() == previewed.state


def test_a_new_seed_previews_again_and_changed_dice_must_be_previewed_before_commit(qtbot, battle):
    dialog = resolve_dialog(qtbot, battle, seed=3)
    dialog.seed.setValue(4)
    assert not dialog.commit_button.isEnabled() and "press Preview" in dialog.commit_note.text()
    qtbot.mouseClick(dialog.preview_button, Qt.LeftButton)
    assert dialog.commit_button.isEnabled() and "seed 4" in dialog.commit_note.text()
    qtbot.mouseClick(dialog.reseed, Qt.LeftButton)
    assert dialog.commit_button.isEnabled()


def test_dice_that_run_out_give_a_clear_message_not_a_traceback(qtbot, battle):
    dialog = resolve_dialog(qtbot, battle)
    dialog.dice.setText("6, 6")
    assert dialog.by_hand.isChecked()
    qtbot.keyClick(dialog.dice, Qt.Key_Return)
    assert not dialog.message.isHidden()
    assert "The preview failed." in dialog.message.text()
    assert "ran out after 2 roll(s)" in dialog.message.text()
    assert not dialog.commit_button.isEnabled()
    dialog.dice.setText("1, 1, 6, 6, 6, 6")
    assert dialog.run_preview() and dialog.commit_button.isEnabled()
    assert "6 dice rolled by hand" in dialog.commit_note.text()


def test_a_battle_set_by_hand_is_previewed_then_committed(qtbot, battle, monkeypatch):
    dialog = resolve_dialog(qtbot, battle)

    def fill(d):
        assert set(d.lost) == {"Austria", "France"}
        assert d.lost["France"]["infantry"].maximum() == 2
        d.set_destroyed("Austria")
        d.set_losses("France", infantry=2)
        d.reason.setText("ambush in the forest (house rule)")
        return True
    monkeypatch.setattr(ask, "run_dialog", fill)
    qtbot.mouseClick(dialog.set_result, Qt.LeftButton)
    assert dialog.results == {"bavaria": {"losses": {"Austria": "all", "France": {"infantry": 2}},
                                          "reason": "ambush in the forest (house rule)"}}
    assert first_lines(dialog.battle_list.item(0)).endswith("set by hand, France wins")
    assert "ambush in the forest" in dialog.battle_text.toPlainText()
    assert dialog.use_dice.isEnabled()
    qtbot.mouseClick(dialog.commit_button, Qt.LeftButton)
    corps = battle.state().find_corps("France", "A")
    assert corps.infantry == 0 and corps.at == "bavaria"
    assert battle.state().find_corps("Austria", "A") is None


def test_with_the_manual_model_every_battle_needs_a_result_before_commit(qtbot, battle, monkeypatch):
    state = battle.state()
    manual = replace(state, params={**state.params, "combat_model": "manual"})
    battle.edit(manual, "house rule", "manual battles")
    dialog = resolve_dialog(qtbot, battle)
    assert "1 battle(s) need a result set by hand" in dialog.message.text()
    assert first_lines(dialog.battle_list.item(0)).endswith("needs your result")
    assert "No result yet" in dialog.battle_text.toPlainText()
    assert not dialog.commit_button.isEnabled()
    assert [b.region for b in dialog.map_view.picture.battles] == ["bavaria"]

    def fill(d):
        d.set_destroyed("Austria")
        d.reason.setText("as rolled on the forum")
        return True
    monkeypatch.setattr(ask, "run_dialog", fill)
    assert dialog.edit_battle()
    assert dialog.message.isHidden() and dialog.commit_button.isEnabled()
    assert not dialog.use_dice.isEnabled()           # the manual model has no dice to fall back on
    assert dialog.commit()
    assert battle.state().find_corps("Austria", "A") is None
    france = battle.state().find_corps("France", "A")
    assert france.composition() == "2 infantry, 1 cavalry + scouting cavalry"


def test_the_turn_menu_resolves_with_ctrl_r_after_asking_about_unsaved_orders(qtbot, window, dock, battle,
                                                                             monkeypatch):
    action = window.installed.resolve
    assert action in window.turn_menu.actions() and window.installed.scout in window.turn_menu.actions()
    assert action.shortcut() == QKeySequence("Ctrl+R")
    dock.editors["Austria"].text.setPlainText("A - Tyrol\n")
    monkeypatch.setattr(ask, "unsaved_orders", lambda parent, nations: ask.CANCEL)
    opened = []
    monkeypatch.setattr(ask, "run_dialog", lambda d: opened.append(d) or False)
    action.trigger()
    assert opened == []                               # cancelled: no resolution
    monkeypatch.setattr(ask, "unsaved_orders", lambda parent, nations: ask.SAVE)
    monkeypatch.setattr(ask, "run_dialog", lambda d: opened.append(d) or d.commit())
    action.trigger()
    assert battle.current_turn == 3
    assert battle.state().find_corps("Austria", "A").at == "tyrol"
    assert dock.editors["France"].orders_text() == ""   # the new turn's orders start empty


def test_enter_in_the_dice_field_previews_and_never_commits(qtbot, battle):
    dialog = resolve_dialog(qtbot, battle)
    dialog.show()
    dialog.dice.setText("1, 1, 6, 6, 6, 6")
    dialog.dice.setFocus()
    qtbot.keyClick(dialog.dice, Qt.Key_Return)
    assert dialog.commit_button.isEnabled() and dialog.isVisible()
    assert dialog.by_hand.isChecked() and "6 dice rolled by hand" in dialog.commit_note.text()
    assert battle.current_turn == 2


def test_a_winter_preview_shows_each_treasury_with_its_income(qtbot, session):
    session.store_orders("France", "build 2 infantry in Paris\n")
    dialog = resolve_dialog(qtbot, session, seed=3)
    economy = dialog.economy.toPlainText()
    assert "Income: 8 from 2 provinces" in economy
    assert "Built in Paris: corps B (2 infantry): 4 gold" in economy
    assert dialog.tabs.tabText(1) == "Battles (0)"
    assert "No battles this season." in dialog.battle_text.toPlainText()


def test_a_battle_where_both_sides_fall_says_so(qtbot, battle):
    dialog = resolve_dialog(qtbot, battle)
    result = {"losses": {"Austria": "all", "France": "all"}, "reason": "a bloody day"}
    assert dialog.set_battle_result("bavaria", result)
    assert first_lines(dialog.battle_list.item(0)).endswith("set by hand, both sides destroyed")
    assert "both sides are destroyed" in dialog.battle_text.toPlainText()


def test_the_odds_wrap_in_the_narrow_battle_list_and_are_repeated_in_the_details(qtbot, battle):
    from PySide6.QtCore import QRect
    dialog = resolve_dialog(qtbot, battle)
    dialog.show()
    dialog.tabs.setCurrentIndex(1)
    qtbot.waitExposed(dialog)
    item = dialog.battle_list.item(0)
    width = dialog.battle_list.viewport().width()
    assert width < 400                                  # the list is the narrow column of the Battles tab
    needed = dialog.battle_list.fontMetrics().boundingRect(QRect(0, 0, width, 10_000), Qt.TextWordWrap,
                                                           item.text())
    shown = dialog.battle_list.visualItemRect(item)
    assert shown.width() <= width and shown.height() >= needed.height()    # every wrapped line is shown
    odds = item.text().split("\n")[2].removeprefix("Before: ")
    assert odds in dialog.battle_text.toPlainText() and "Before the battle" in dialog.battle_text.toPlainText()
    assert odds in item.toolTip()


def test_the_tabs_are_reached_from_the_keys_wherever_they_are(qtbot, battle):
    """Ctrl+Tab and Ctrl+PgDown go to the next tab, Ctrl+Shift+Tab and Ctrl+PgUp to the one before, with
    the keys on the seed or a button (Qt's own went only from inside the tabs: the battles and their
    rolls could not be reached from the keys)."""
    from PySide6.QtTest import QTest
    dialog = resolve_dialog(qtbot, battle)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    dialog.seed.setFocus()
    qtbot.waitUntil(lambda: dialog.seed.hasFocus() or dialog.seed.lineEdit().hasFocus())
    assert dialog.tabs.currentIndex() == 0
    QTest.keyClick(dialog.seed, Qt.Key.Key_Tab, Qt.KeyboardModifier.ControlModifier)
    assert dialog.tabs.tabText(dialog.tabs.currentIndex()).startswith("Battles")
    QTest.keyClick(dialog.commit_button, Qt.Key.Key_PageDown, Qt.KeyboardModifier.ControlModifier)
    assert dialog.tabs.tabText(dialog.tabs.currentIndex()) == "Economy"
    QTest.keyClick(dialog.seed, Qt.Key.Key_PageUp, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClick(dialog.seed, Qt.Key.Key_PageUp, Qt.KeyboardModifier.ControlModifier)
    assert dialog.tabs.currentIndex() == 0
    QTest.keyClick(dialog.seed, Qt.Key.Key_PageUp, Qt.KeyboardModifier.ControlModifier)
    assert dialog.tabs.tabText(dialog.tabs.currentIndex()) == "Reports"      # round from the first: the last shown
