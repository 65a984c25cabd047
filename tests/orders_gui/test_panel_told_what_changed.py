"""The orders panel after a GM edit: every nation's orders checked again, but only the nations
the edit touched asked again whether they are out of the game."""

from engine.state import replace


def test_an_edit_of_austrias_provinces_asks_only_whether_austria_is_out(qtbot, dock, session, monkeypatch):
    asked: list[str] = []
    rules = session.rules
    is_eliminated = rules.is_eliminated

    def counted(board, state, nation):
        asked.append(nation)
        return is_eliminated(board, state, nation)
    monkeypatch.setattr(rules, "is_eliminated", counted)
    state = session.state()
    session.edit(replace(state, owners={p: n for p, n in state.owners.items() if n != "Austria"}),
                 "Austria fell on the forum", "Austria loses every province")
    assert asked == ["Austria"]
    assert "Austria has been eliminated" in dock.editors["Austria"].banner.text()
    assert not dock.editors["Austria"].text.isEnabled()

    session.undo_stack.undo()                      # Austria is back in the game, France untouched
    assert asked == ["Austria", "Austria"]
    assert dock.editors["Austria"].text.isEnabled() and dock.editors["France"].text.isEnabled()
    assert "Austria" not in dock._eliminated
