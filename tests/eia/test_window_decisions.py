"""An EiA step refereed in the window: the resolve dialog lists the step's open decisions grouped by who
answers, copies each nation's questions as `berthier needs --nation` prints them, keeps the answers
typed until the step is resolved, and resolves with them exactly as `berthier resolve --decide` does."""

import json

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QComboBox, QLineEdit

from app.orders.resolve import ResolveDialog
from app.rulesets.eia.decisions_view import DecisionsView
from app.session import GameSession
from engine.game.scenario import MAPS

from .test_cli_month import MONTH, run

SEED = 1808
ANSWERS = dict(a.split("=", 1) for a in MONTH["France land"][1])


def to_france_land(folder, capsys):
    """A game at January 1805's France land step, France's orders stored, Austria's standing orders given."""
    folder.mkdir(exist_ok=True)
    game = folder / "eia.berthier"
    run(capsys, "new", game, "--scenario", MAPS / "eia-europe" / "scenario.json")
    for seed, step in enumerate(("political", "reinforcement", "France naval", "France land"), start=1):
        for nation, text in MONTH.get(step, ({}, []))[0].items():
            if step == "France naval":
                continue                                     # no battle at sea: nothing to answer there
            (folder / "orders.txt").write_text(text, encoding="utf-8")
            run(capsys, "orders", game, "--nation", nation, folder / "orders.txt")
        if step != "France land":
            run(capsys, "resolve", game, "--seed", seed)
    return game


def opened(qtbot, path):
    session = GameSession()
    session.open(path)
    dialog = ResolveDialog(session, seed=SEED)
    qtbot.addWidget(dialog)
    return session, dialog


def answer(page, key, text):
    editor = page.editor(key)
    if isinstance(editor, QComboBox):
        editor.setCurrentText(text)
    else:
        editor.setText(text)


def test_the_resolve_dialog_shows_the_open_decisions_grouped_by_who_answers(qtbot, tmp_path, capsys):
    _, dialog = opened(qtbot, to_france_land(tmp_path, capsys))
    page = dialog.decisions
    assert isinstance(page, DecisionsView)
    assert dialog.tabs.currentWidget() is page and dialog.tabs.tabText(dialog.decisions_tab).startswith("Decisions (")
    assert not dialog.commit_button.isEnabled() and "open decision" in dialog.commit_note.text()
    groups = [page.tree.topLevelItem(i).text(0) for i in range(page.tree.topLevelItemCount())]
    assert groups[0].startswith("The GM answers") and any(g.startswith("Austria answers") for g in groups)
    assert "land.Bavaria.result" in page.keys() and "insurrection.France" in page.keys()
    result = page.editor("land.Bavaria.result")
    assert isinstance(result, QComboBox) and "France won" in [result.itemText(i) for i in range(result.count())]
    assert isinstance(page.editor("land.Bavaria.losses"), QLineEdit)          # typed text: '1-3'
    assert page.nations() == ["Austria"]


def test_a_standing_order_answers_are_listed_prefilled_and_not_sent_as_the_gms(qtbot, tmp_path, capsys):
    _, dialog = opened(qtbot, to_france_land(tmp_path, capsys))
    page = dialog.decisions
    standing = [k for k in page.keys() if page.question(k).standing is not None]
    assert standing, "Austria's standing orders answer decisions of the battle"
    key = standing[0]
    assert page.text(key) == page.question(key).standing
    assert "(answered by a standing order)" in page.tree.findItems(key, Qt.MatchExactly | Qt.MatchRecursive, 0)[0].text(1)
    assert key not in page.answers()


def test_the_message_for_a_nation_is_what_berthier_needs_prints(qtbot, tmp_path, capsys):
    path = to_france_land(tmp_path, capsys)
    _, dialog = opened(qtbot, path)
    cli = run(capsys, "needs", path, "--nation", "Austria")
    assert dialog.decisions.message("Austria") == cli
    dialog.decisions.copy_buttons["Austria"].click()
    assert QApplication.clipboard().text() == cli
    answer(dialog.decisions, "insurrection.France", "none")                  # Austria's answer came back
    assert not dialog.run_preview()
    assert dialog.decisions.message("Austria") == run(capsys, "needs", path, "--nation", "Austria",
                                                      "--decide", "insurrection.France=none")
    assert "nothing, the step can be resolved" in dialog.decisions.message("Austria")
    tree = dialog.decisions.tree
    assert "Austria answers (all answered)" in [tree.topLevelItem(i).text(0) for i in range(tree.topLevelItemCount())]


def test_answers_in_the_window_resolve_the_step_as_decide_does_byte_for_byte(qtbot, tmp_path, capsys):
    by_cli = to_france_land(tmp_path / "cli", capsys)
    run(capsys, "resolve", by_cli, "--seed", SEED, *[a for k, v in ANSWERS.items() for a in ("--decide", f"{k}={v}")])
    in_window = to_france_land(tmp_path / "window", capsys)
    session, dialog = opened(qtbot, in_window)
    for key, text in ANSWERS.items():
        answer(dialog.decisions, key, text)
    assert not dialog.commit_button.isEnabled()                  # the answers changed since the preview
    assert dialog.run_preview() and dialog.commit_button.isEnabled()
    assert "3 decision(s) answered" in dialog.commit_note.text()
    assert dialog.commit()
    session.close()
    for what in (("state",), ("report", "--format", "md"), ("report", "--nation", "Austria", "--format", "text")):
        assert run(capsys, *what[:1], in_window, *what[1:]) == run(capsys, *what[:1], by_cli, *what[1:])
    state = json.loads(run(capsys, "state", in_window))
    assert state["steps"][state["step"]] == "Great Britain naval"           # the France land step is done


def test_answers_typed_survive_closing_the_dialog_until_the_step_is_resolved(qtbot, tmp_path, capsys):
    path = to_france_land(tmp_path, capsys)
    session, dialog = opened(qtbot, path)
    answer(dialog.decisions, "land.Bavaria.losses", "1-3")
    dialog.reject()
    again = ResolveDialog(session, seed=SEED)
    qtbot.addWidget(again)
    assert again.decisions.editor("land.Bavaria.losses").text() == "1-3"
    session.close()
    session.open(path)                                           # the window closed and opened again
    assert session.answers() == {"land.Bavaria.losses": "1-3"}


def test_a_wrong_answer_is_refused_by_name_and_can_be_mended_on_the_page(qtbot, tmp_path, capsys):
    _, dialog = opened(qtbot, to_france_land(tmp_path, capsys))
    answer(dialog.decisions, "land.Bavaria.losses", "three")
    answer(dialog.decisions, "land.Bavaria.result", "France won")
    answer(dialog.decisions, "insurrection.France", "Prague: Insurrection I (3)")
    assert not dialog.run_preview()
    assert "land.Bavaria.losses" in dialog.message.text() and "not understood" in dialog.message.text()
    assert dialog.tabs.isTabEnabled(dialog.decisions_tab) and not dialog.tabs.isTabEnabled(0)
    answer(dialog.decisions, "land.Bavaria.losses", "1-3")
    assert dialog.run_preview() and dialog.commit_button.isEnabled()


def test_the_decisions_view_lists_open_decisions_and_reads_the_gms_answers(qtbot):
    from engine.rulesets.eia.decisions import Decision
    view = DecisionsView()
    qtbot.addWidget(view)
    view.show_decisions("January 1805: France land step (France orders)", [
        Decision(key="land.Bavaria.result", who="GM", kind="land combat", question="the outcome of day 1 in Bavaria",
                 choices=("France won", "Austria won", "neither broke")),
        Decision(key="land.Bavaria.losses", who="GM", kind="land combat", question="factors lost"),
        Decision(key="land.Bavaria.round1.guard.Austria", who="Austria", kind="guard", question="commit the guard?",
                 choices=("commit", "hold"), standing="hold")])
    # the guard's standing answer is there already: two are left to answer
    assert view.heading.text() == "January 1805: France land step (France orders): 2 decision(s) open"
    assert view.keys() == ["land.Bavaria.result", "land.Bavaria.losses", "land.Bavaria.round1.guard.Austria"]
    assert view.answers() == {}                                  # the standing answer stays the standing order's
    answer(view, "land.Bavaria.round1.guard.Austria", "commit")
    answer(view, "land.Bavaria.result", "France won")
    answer(view, "land.Bavaria.losses", "1-3")
    assert view.answers() == {"land.Bavaria.result": "France won", "land.Bavaria.losses": "1-3",
                              "land.Bavaria.round1.guard.Austria": "commit"}
    view.show_decisions("January 1805: France land step", [])
    assert "nothing open" in view.heading.text()


def test_answers_that_cannot_be_kept_in_the_file_still_count_and_the_dialog_says_so(qtbot, tmp_path, capsys,
                                                                                   monkeypatch):
    from engine.errors import BerthierError
    session, dialog = opened(qtbot, to_france_land(tmp_path, capsys))

    def locked(_answers):
        raise BerthierError("the game file is locked by another program")
    monkeypatch.setattr(session, "save_answers", locked)
    answer(dialog.decisions, "land.Bavaria.losses", "1-3")
    assert "could not be kept" in dialog.message.text() and "locked" in dialog.message.text()
    assert dialog.answers == {"land.Bavaria.losses": "1-3"}


def test_the_counts_of_open_decisions_follow_the_answers_as_they_are_given(qtbot, tmp_path, capsys):
    _, dialog = opened(qtbot, to_france_land(tmp_path, capsys))
    page, tree = dialog.decisions, dialog.decisions.tree
    heads = lambda: [tree.topLevelItem(i).text(0) for i in range(tree.topLevelItemCount())]  # noqa: E731
    assert "The GM answers (2 open)" in heads() and "Austria answers (1 open)" in heads()
    assert dialog.tabs.tabText(dialog.decisions_tab) == "Decisions (3 open)"
    answer(page, "land.Bavaria.result", "France won")
    assert "The GM answers (1 open)" in heads() and dialog.tabs.tabText(dialog.decisions_tab) == "Decisions (2 open)"
    answer(page, "land.Bavaria.losses", "1-3")
    answer(page, "insurrection.France", "none")
    assert "The GM answers (all answered)" in heads() and "Austria answers (all answered)" in heads()
    assert "every decision answered" in page.heading.text()
    assert dialog.tabs.tabText(dialog.decisions_tab) == "Decisions (answered)"
    assert "press Preview" in dialog.commit_note.text()


def test_the_decisions_page_shows_the_keys_whole_and_the_copy_button_on_a_row_of_its_own(qtbot, tmp_path, capsys):
    _, dialog = opened(qtbot, to_france_land(tmp_path, capsys))
    dialog.resize(1500, 900)
    dialog.show()
    qtbot.waitExposed(dialog)
    page, tree = dialog.decisions, dialog.decisions.tree
    key_column = tree.columnWidth(0)
    for key in page.keys():
        item = tree.findItems(key, Qt.MatchExactly | Qt.MatchRecursive, 0)[0]
        needed = tree.fontMetrics().horizontalAdvance(key) + tree.indentation() * 2
        assert key_column >= needed, f"{key} is cut"
        assert tree.visualItemRect(item).height() >= tree.fontMetrics().height()
    button = page.copy_buttons["Austria"]
    assert button.width() >= button.sizeHint().width()              # the whole of its text
    row = tree.itemAt(button.mapTo(tree.viewport(), button.rect().center()))
    assert row.isFirstColumnSpanned() and row.parent().text(0).startswith("Austria answers")   # a row of its own
    assert button.height() >= button.sizeHint().height()
