"""Issue 23, an EiA month in the window in one sitting: each power's message for the month pasted in
the Orders panel once (its "Naval:" and "Land:" sections kept step by step), then every step resolved
from the Resolve dialog, its questions answered on the Decisions page; the line under the map says
which step awaits whose orders."""

import json
import os

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QComboBox

from app.orders.resolve import ResolveDialog
from app.session import GameSession
from app.window.main import MainWindow
from app.window.settings import Settings
from engine.game.scenario import MAPS

from .test_cli_gm_month import ANSWERS, MONTH_ORDERS, WHERE_AFTER, K
from .test_cli_month import run

FOLLOWING = {"land.Tyrol.day2.France": "withdraw"}       # asked once the day's result is given


def _window(qtbot, tmp_path):
    path = GameSession.create_from_scenario(MAPS / "eia-europe" / "scenario.json", tmp_path / "eia.berthier")
    window = MainWindow(settings=Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.IniFormat)),
                        data_dir=tmp_path / "data", install_orders=True)
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    with qtbot.waitSignal(window.gameShown, timeout=60_000):
        window.open_game(path)
    return window, path


def _answer(page, key, text):
    editor = page.editor(key)
    if isinstance(editor, QComboBox):                  # the GM picks the answer in the list
        items = [editor.itemText(i) for i in range(editor.count())]
        editor.setCurrentText(next((i for i in items if i.casefold() == text.replace("_", " ").casefold()), text))
    else:
        editor.setText(text)


def test_a_whole_month_in_the_window_in_one_sitting(qtbot, tmp_path, capsys):
    window, path = _window(qtbot, tmp_path)
    dock = window.orders_dock
    for nation, text in MONTH_ORDERS.items():                  # each message pasted once, as it came
        editor = dock.editors[nation]
        editor.text.setPlainText(text)
        assert editor.check_now().problems == () and editor.save()
    france = dock.editors["France"].orders_text()
    assert france.startswith("Dear GM") and "Naval:\nfleet Toulon" in france and "Land:\ncorps II" in france
    answers = {step: dict(a.split("=", 1) for a in given) for step, given in ANSWERS.items()}
    steps = 0
    session = window.session
    while session.game.label().startswith("January"):
        label = session.game.label()
        step = label.split(": ")[1].removesuffix(" step")
        line = window.next_label.text()
        if step.endswith((" naval", " land")):
            power = step.rsplit(" ", 1)[0]
            assert line == f"The orders of {power} for {label} are in: Resolve (Ctrl+R).", line
        if step == "France naval" and os.environ.get("BERTHIER_SHOTS"):
            dock.editors["France"].text.setFocus()
            dock.nation_list.select("France") if hasattr(dock.nation_list, "select") else None
            window.grab().save(os.path.join(os.environ["BERTHIER_SHOTS"], "eia-month-france-naval.png"))
        dialog = ResolveDialog(session, window, seed=1805 + steps)
        qtbot.addWidget(dialog)
        for _ in range(5):                         # questions that follow from answers: one Preview each
            if not dialog.open_decisions:
                break
            for key in dialog.decisions.keys():
                given = {**answers.get(step, {}), **FOLLOWING}
                if key in given or key.casefold() in {k.casefold() for k in given}:
                    _answer(dialog.decisions, key, next(v for k, v in given.items() if k.casefold() == key.casefold()))
            dialog.run_preview()
        assert dialog.commit_button.isEnabled(), f"{label}: {dialog.decisions.keys()} {dialog.answers}"
        assert dialog.commit()
        steps += 1
        france = dock.editors["France"].orders_text()
        if step == "reinforcement":      # France's panel: the naval orders for the step now, the land ones to come
            assert france.startswith("fleet Toulon") and "\n\nLand:\ncorps II: Alsace" in france
        elif step == "France naval":
            assert france.startswith("corps II: Alsace") and "Naval" not in france
    assert steps == 16
    if os.environ.get("BERTHIER_SHOTS"):
        window.grab().save(os.path.join(os.environ["BERTHIER_SHOTS"], "eia-month-window.png"))
    session.close()
    final = json.loads(run(capsys, "state", path))
    assert (final["month"], final["step"]) == (1, 0)
    where = {(c["nation"], c["designation"]): c["at"] for c in final["corps"]}
    assert {k: where[k] for k in WHERE_AFTER} == WHERE_AFTER
    assert K.startswith("sea.")


def test_the_line_under_the_map_says_whose_orders_the_step_awaits(qtbot, tmp_path):
    window, _ = _window(qtbot, tmp_path)
    session = window.session
    for seed in (1, 2):                                        # political, reinforcement
        dialog = ResolveDialog(session, window, seed=seed)
        qtbot.addWidget(dialog)
        assert dialog.commit()
    assert window.next_label.text().startswith(
        "January 1805: France naval step awaits the orders of France (only France orders in this step)")
    session.store_orders("France", "Land:\ncorps II: Alsace - Baden\n")   # nothing for the naval step: it holds
    assert window.next_label.text() == "The orders of France for January 1805: France naval step are in: Resolve (Ctrl+R)."


def test_the_resolve_dialog_refuses_orders_entered_in_advance_that_their_step_refuses(qtbot, tmp_path):
    window, _ = _window(qtbot, tmp_path)
    session = window.session
    session.store_orders("Prussia", "Land:\ncorps I: Brandenburg - Saxony\n")
    session.game.edit_state(session.rules.with_units(session.board, session.state(), [
        e for e in session.rules.unit_entries(session.board, session.state())
        if not (e.get("nation") == "Prussia" and e.get("designation") == "I")]), "lost at sea", "")
    for seed in range(11):                                     # political ... Prussia naval: nobody else orders
        dialog = ResolveDialog(session, window, seed=seed)
        qtbot.addWidget(dialog)
        assert dialog.commit()
    assert "Prussia land" in session.game.label()
    dialog = ResolveDialog(session, window, seed=11)
    qtbot.addWidget(dialog)
    assert not dialog.commit_button.isEnabled()
    assert "Orders entered in advance are refused" in dialog.message.text()
    assert "Prussia, line 1" in dialog.message.text()
