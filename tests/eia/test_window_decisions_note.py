"""The line over the resolve dialog's tabs follows the answers as they are typed: how many decisions
the step still waits for, then that every one is answered and Preview comes next."""

from .test_window_decisions import ANSWERS, answer, opened, to_france_land


def test_the_note_over_the_tabs_counts_the_decisions_left_as_the_gm_answers(qtbot, tmp_path, capsys):
    _, dialog = opened(qtbot, to_france_land(tmp_path, capsys))
    asked = dialog.decisions.still_open()
    assert f"waits for {asked} decision(s)" in dialog.message.text()
    keys = [k for k in ANSWERS if k in dialog.decisions.keys()]
    answer(dialog.decisions, keys[0], ANSWERS[keys[0]])
    assert f"waits for {asked - 1} decision(s)" in dialog.message.text()
    for key in keys[1:]:
        answer(dialog.decisions, key, ANSWERS[key])
    assert dialog.decisions.still_open() == 0
    assert "Every decision is answered" in dialog.message.text() and "Preview" in dialog.message.text()
