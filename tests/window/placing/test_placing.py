"""The GM places and corrects pieces in the window: drag a counter to move its piece, right-click a
region or a counter to add, correct or remove one; every change asks why, is one undo step, and
is told to the players as the rules say (a corps' existence to all, its composition to its nation)."""

import pytest
from PySide6.QtCore import QEvent, QPointF, QSettings, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QCheckBox, QSpinBox

from app.placing import ask
from app.placing.dialogs import NationDialog, PieceDialog, RegionDialog, RelationsDialog
from app.placing.forms import INT_LIMIT
from app.render.picture import Marker
from app.session import GameSession
from app.window import dialogs
from engine.reports.render import render


@pytest.fixture
def tiny(window, open_game, tiny_game):
    """A napoleonic game on a map of a few names (no shapes: nothing drawn to drag)."""
    return open_game(tiny_game)


@pytest.fixture
def europe(window, open_game, europe_game):
    """The bundled Europe 1805, drawn: counters to drag."""
    return open_game(europe_game)


def marker(window, key):
    return next(m for m in window.map_view.picture.markers if m.key == key)


def entries(window):
    game = window.session.game
    return game.rules.unit_entries(game.board, window.session.state())


def corps(window, nation, letter):
    return next((e for e in entries(window) if e["type"] == "corps" and e["nation"] == nation
                 and e["letter"] == letter), None)


def label_of(window, type_, key):
    """How the rules' form calls a piece's field, in the summaries' words."""
    kind = window.session.rules.piece_kind(type_)
    return next(f.label.lower() for f in kind.fields if f.key == key)


def send(view, kind, pos, buttons):
    button = Qt.LeftButton if kind != QEvent.MouseMove else Qt.NoButton
    event = QMouseEvent(kind, QPointF(pos), view.viewport().mapToGlobal(QPointF(pos)), button, buttons,
                        Qt.NoModifier)
    QApplication.sendEvent(view.viewport(), event)


def drag(window, key, region, before_release=lambda: None):
    """Press on a counter, move past the drag distance, release over a region: what the GM's mouse does."""
    view = window.map_view
    start = view.marker_pos(marker(window, key))
    end = view.viewport_pos(region)
    send(view, QEvent.MouseButtonPress, start, Qt.LeftButton)
    send(view, QEvent.MouseMove, (start + end) / 2, Qt.LeftButton)
    send(view, QEvent.MouseMove, end, Qt.LeftButton)
    before_release()
    send(view, QEvent.MouseButtonRelease, end, Qt.NoButton)


def action(menu, text):
    for a in menu.actions():
        if a.text() == text:
            return a
        if a.menu() is not None:
            found = action(a.menu(), text)
            if found is not None:
                return found
    return None


def form(monkeypatch, run):
    """The GM's answer to the next form: `run(dialog)` fills it and says whether he pressed OK."""
    monkeypatch.setattr(dialogs, "run_dialog", run)


def fill(**values):
    """A fake `run_dialog` that types `values` into a piece form and presses OK."""
    def run(dialog):
        for key, value in values.items():
            dialog.form.set_value(key, value)
        return True
    return run


def test_placing_is_a_checkable_edit_action_on_ctrl_g_shown_in_the_status_bar(tiny, qtbot):
    window = tiny
    placing = window.placing
    assert placing.action in window.edit_menu.actions()
    assert placing.action.shortcut().toString() == "Ctrl+G"
    assert not placing.indicator.isVisible()
    qtbot.keyClick(window, Qt.Key_G, Qt.ControlModifier)
    assert placing.on and placing.indicator.isVisible()
    assert "Placing pieces" in placing.indicator.text()
    qtbot.keyClick(window, Qt.Key_G, Qt.ControlModifier)
    assert not placing.on and not placing.indicator.isVisible()
    placing.action.setChecked(True)
    window.session.close()                            # the mode ends with the game
    assert not placing.on and not placing.action.isEnabled() and not placing.indicator.isVisible()


def test_dragging_a_corps_to_another_province_moves_it_after_asking_why(europe, fake_dialogs):
    window = europe
    fake_dialogs.answer("ask_reason", "misplaced on the forum map")
    window.placing.action.setChecked(True)
    hovering = []
    drag(window, "corps:France:C", "champagne", lambda: hovering.append(
        (window.statusBar().currentMessage(), window.map_view.picture.selected_region)))
    assert hovering == [("Drop France's corps C in Champagne", "champagne")]
    [(change,)] = fake_dialogs.asked("ask_reason")
    assert change.startswith("France's corps C in Flanders") and change.endswith("moved to Champagne")
    assert corps(window, "France", "C")["at"] == "champagne"
    assert marker(window, "corps:France:C").region == "champagne"
    assert window.session.undo_stack.canUndo()
    window.undo_action.trigger()
    assert corps(window, "France", "C")["at"] == "flanders"


def test_a_click_on_a_counter_in_the_placing_mode_still_inspects_it(europe):
    window = europe
    window.placing.action.setChecked(True)
    pos = window.map_view.marker_pos(marker(window, "corps:France:C"))
    send(window.map_view, QEvent.MouseButtonPress, pos, Qt.LeftButton)
    send(window.map_view, QEvent.MouseButtonRelease, pos, Qt.NoButton)
    assert window.inspector.region_id == "flanders"
    assert window.map_view.picture.selected_marker == "corps:France:C"


def test_esc_during_a_drag_cancels_it(europe, fake_dialogs, qtbot):
    window = europe
    window.placing.action.setChecked(True)
    pressed = []
    drag(window, "corps:France:C", "champagne", lambda: pressed.append(qtbot.keyClick(window.map_view, Qt.Key_Escape)))
    assert corps(window, "France", "C")["at"] == "flanders"
    assert fake_dialogs.asked("ask_reason") == []
    assert window.statusBar().currentMessage() == "Move cancelled: nothing was changed"


def test_without_the_placing_mode_a_drag_pans_the_map_and_moves_nothing(europe, fake_dialogs):
    window = europe
    drag(window, "corps:France:C", "champagne")
    assert corps(window, "France", "C")["at"] == "flanders"
    assert fake_dialogs.asked("ask_reason") == []


def test_a_squadron_dropped_on_land_is_refused_with_the_engines_reason(europe, fake_dialogs):
    window = europe
    errors = fake_dialogs.expect_error()
    window.placing.action.setChecked(True)
    before = window.session.state()
    drag(window, "squadron:France:1", "brittany")
    [(title, reason, note)] = errors
    assert title == "Cannot move the piece"
    assert "Brittany" in reason and "not a sea" in reason
    assert note == "Nothing was changed."
    assert reason in window.statusBar().currentMessage()
    assert window.session.state() == before
    assert window.session.game.edits() == [] and not window.session.undo_stack.canUndo()


def test_a_counter_dropped_where_it_stands_changes_nothing(tiny, fake_dialogs):
    window = tiny
    assert window.placing.drop(marker(window, "corps:France:A"), "alsace") is False
    assert window.session.game.edits() == []


def test_a_counter_standing_for_a_stack_asks_which_piece_or_moves_the_whole_stack(tiny, fake_dialogs, monkeypatch):
    window = tiny
    fake_dialogs.answer("ask_reason", "reinforcements")
    form(monkeypatch, fill(letter="B", infantry=1))
    window.placing.add_piece("alsace")
    stack = Marker("alsace", key="stack:France")     # one counter for both French corps in Alsace
    asked = []

    def choose(parent, caption, labels):
        asked.append((caption, list(labels)))
        return len(labels) - 1                        # the whole stack
    monkeypatch.setattr(ask, "choose_piece", choose)
    assert window.placing.drop(stack, "baden")
    [(caption, labels)] = asked
    assert caption == "Which piece goes to Baden?"
    assert labels == ["France's corps A in Alsace", "France's corps B in Alsace", "The whole stack (2 pieces)"]
    assert corps(window, "France", "A")["at"] == corps(window, "France", "B")["at"] == "baden"
    window.undo_action.trigger()                      # the whole stack is one undo step
    assert corps(window, "France", "A")["at"] == corps(window, "France", "B")["at"] == "alsace"

    monkeypatch.setattr(ask, "choose_piece", lambda parent, caption, labels: 1)
    assert window.placing.drop(stack, "baden")
    assert corps(window, "France", "A")["at"] == "alsace" and corps(window, "France", "B")["at"] == "baden"


def test_add_a_unit_offers_the_kinds_that_may_stand_there_with_the_next_free_letter(tiny, fake_dialogs, monkeypatch):
    window = tiny
    fake_dialogs.answer("ask_reason", "Davout's corps raised on the forum")
    shown = []

    def run(dialog):
        shown.append(dialog)
        assert isinstance(dialog, PieceDialog)
        assert [dialog.kind.itemText(i) for i in range(dialog.kind.count())] == ["Corps"]
        assert dialog.nation.currentData() == "France"            # the owner of Paris
        if hasattr(window.session.rules, "new_piece_defaults"):
            assert dialog.form.values()["letter"] == "B"           # the first free letter (the ruleset's)
        dialog.form.set_value("letter", "B")
        dialog.form.set_value("infantry", 3)
        dialog.form.set_value("cavalry", 0)
        return True
    form(monkeypatch, run)
    menu = window.placing.region_menu("paris")
    action(menu, "Add a unit…").trigger()
    assert shown
    added = corps(window, "France", "B")
    assert {k: added.get(k) for k in ("at", "infantry", "cavalry", "artillery", "scout")} == {
        "at": "paris", "infantry": 3, "cavalry": 0, "artillery": 0, "scout": False}
    assert "corps:France:B" in {m.key for m in window.map_view.picture.markers}


def test_the_add_form_at_sea_offers_squadrons_and_spin_boxes_keep_to_the_fields_bounds(tiny):
    window = tiny
    game = window.session.game
    kinds = [k for k in game.rules.piece_kinds if k.stands in ("sea", "any")]
    dialog = PieceDialog(window, game.rules, game.board, window.session.state(), "channel", kinds, nation="France")
    assert dialog.piece_kind().type == "squadron"
    if hasattr(game.rules, "new_piece_defaults"):
        assert dialog.form.values()["number"] == 2               # squadron 1 is at sea already
    land = [k for k in game.rules.piece_kinds if k.type == "corps"][0]
    form = PieceDialog(window, game.rules, game.board, window.session.state(), "paris", [land], nation="France").form
    spin = form.widgets["infantry"]
    field = next(f for f in land.fields if f.key == "infantry")
    assert isinstance(spin, QSpinBox) and spin.minimum() == field.minimum == 0
    assert spin.maximum() == (field.maximum if field.maximum is not None else INT_LIMIT)
    spin.setValue(-5)
    assert form.values()["infantry"] == 0
    assert isinstance(form.widgets["scout"], QCheckBox)


def test_a_refused_piece_keeps_the_form_open_with_the_engines_reason(tiny):
    window = tiny
    game = window.session.game
    kind = [k for k in game.rules.piece_kinds if k.type == "corps"][0]
    dialog = PieceDialog(window, game.rules, game.board, window.session.state(), "paris", [kind], nation="France")
    from engine.game import edits
    dialog.check = lambda: edits.put_unit(game.board, window.session.state(), dialog.entry())
    for key in ("infantry", "cavalry", "artillery"):
        dialog.form.set_value(key, 0)
    dialog.form.set_value("scout", False)
    dialog.accept()
    assert dialog.result() == 0 and not dialog.message.isHidden()
    assert "no divisions" in dialog.message.text()
    assert window.session.game.edits() == []


def test_a_counters_menu_corrects_its_piece_with_what_names_it_read_only(tiny, fake_dialogs, monkeypatch):
    window = tiny
    fake_dialogs.answer("ask_reason", "a cavalry division was forgotten")
    seen = []

    def run(dialog):
        seen.append((dialog.form.widgets["letter"].isEnabled(), dialog.nation.isEnabled(),
                     dialog.form.values()["infantry"]))
        dialog.form.set_value("cavalry", 0)
        dialog.form.set_value("artillery", 1)
        return True
    form(monkeypatch, run)
    menu = window.placing.marker_menu(marker(window, "corps:France:A"))
    action(menu, "Edit…").trigger()
    assert seen == [(False, False, 2)]
    assert (corps(window, "France", "A")["cavalry"], corps(window, "France", "A")["artillery"]) == (0, 1)
    [(change,)] = fake_dialogs.asked("ask_reason")
    artillery = label_of(window, "corps", "artillery")
    assert "corrected" in change and f"{artillery} 1" in change


def test_remove_takes_the_piece_off_the_map_and_undo_puts_it_back(tiny, fake_dialogs):
    window = tiny
    fake_dialogs.answer("ask_reason", "disbanded by treaty")
    menu = window.placing.marker_menu(marker(window, "squadron:France:1"))
    action(menu, "Remove").trigger()
    assert [e for e in entries(window) if e["type"] == "squadron"] == []
    assert "squadron:France:1" not in {m.key for m in window.map_view.picture.markers}
    window.undo_action.trigger()
    assert [e["at"] for e in entries(window) if e["type"] == "squadron"] == ["channel"]


def test_the_reason_asked_offers_the_last_one_given(tiny, fake_dialogs):
    window = tiny
    lasts = []
    fake_dialogs.answer("ask_reason", lambda change, **kw: lasts.append(kw.get("last")) or "spring cleaning")
    window.placing.drop(marker(window, "corps:France:A"), "baden")
    window.placing.drop(marker(window, "corps:France:A"), "bavaria")
    window.change_owner("baden", "France")               # the inspector's owner change too
    assert lasts == [lasts[0], "spring cleaning", "spring cleaning"] and lasts[0] != "spring cleaning"
    window.settings.q.sync()
    assert QSettings(window.settings.q.fileName(), QSettings.IniFormat).value("placing/last_reason") == \
        "spring cleaning"                                 # and the next session's


def test_undo_and_redo_of_placed_pieces_survive_closing_and_reopening(tiny, fake_dialogs, open_game, tiny_game, monkeypatch):
    window = tiny
    fake_dialogs.answer("ask_reason", "agreed on the forum")
    form(monkeypatch, fill(letter="B", infantry=2))
    window.placing.add_piece("paris")
    window.placing.drop(marker(window, "corps:France:A"), "baden")
    window.session.close()
    open_game(tiny_game)
    assert corps(window, "France", "B")["at"] == "paris" and corps(window, "France", "A")["at"] == "baden"
    assert window.session.undo_stack.count() == 2
    window.undo_action.trigger()
    assert corps(window, "France", "A")["at"] == "alsace"
    window.undo_action.trigger()
    assert corps(window, "France", "B") is None
    window.redo_action.trigger()
    assert corps(window, "France", "B")["infantry"] == 2
    window.session.close()
    open_game(tiny_game)
    assert corps(window, "France", "B") is not None and corps(window, "France", "A")["at"] == "alsace"
    window.undo_action.trigger()
    assert corps(window, "France", "B") is None


def test_a_corps_added_is_public_news_and_its_composition_only_its_nations(tiny, fake_dialogs, monkeypatch):
    window = tiny
    fake_dialogs.answer("ask_reason", "Davout arrives")
    form(monkeypatch, fill(letter="B", infantry=2, cavalry=1, artillery=0))
    window.placing.add_piece("paris")
    game = window.session.game
    kind = game.rules.piece_kind("corps")
    secret = [f.label.lower() for f in kind.fields if not f.public]
    window.session.commit(seed=1)
    public = render(game.report(0), "text")
    french = render(game.report(0, "France"), "text")
    austrian = render(game.report(0, "Austria"), "text")
    assert "France's corps B in Paris placed. The GM's reason: Davout arrives" in public
    assert not any(word in public for word in secret)
    assert "France's corps B in Paris placed" in austrian and not any(word in austrian for word in secret)
    told = next(line for line in french.splitlines() if "corps B in Paris" in line)
    assert all(word in told for word in secret[:2]) and "Davout arrives" in told


def test_an_undone_treasury_tells_the_public_nothing(tiny, fake_dialogs, monkeypatch):
    window = tiny
    fake_dialogs.answer("ask_reason", "a loan")

    def run(dialog):
        assert isinstance(dialog, NationDialog)
        dialog.set_amount("gold", 35)
        return True
    form(monkeypatch, run)
    window.placing.edit_nation("France")
    assert window.session.state().nation("France").gold() == 35
    window.undo_action.trigger()
    window.session.commit(seed=1)
    game = window.session.game
    public = render(game.report(0), "text")
    assert "treasury" not in public and "undo of" not in public
    assert "undo of: France's treasury set to 35 gold" in render(game.report(0, "France"), "text")
    history = [window.history.turn_items()[1].child(i).text(0)
               for i in range(window.history.turn_items()[1].childCount())]
    assert history == ["GM: France's treasury set to 35 gold (was 20) (a loan)",
                       "GM: undo of: France's treasury set to 35 gold (was 20) (undone: a loan)"]


def test_a_regions_form_gives_a_province_to_another_nation(tiny, fake_dialogs, monkeypatch):
    window = tiny
    fake_dialogs.answer("ask_reason", "ceded at Campo Formio")

    def run(dialog):
        assert isinstance(dialog, RegionDialog)
        assert dialog.owner.currentData() is None
        dialog.owner.setCurrentIndex(dialog.owner.findData("Austria"))
        return True
    form(monkeypatch, run)
    menu = window.placing.region_menu("baden")
    action(menu, "Edit Baden…").trigger()
    assert window.session.state().owner("baden") == "Austria"


def test_relations_are_set_from_the_nations_dock(tiny, fake_dialogs, monkeypatch):
    window = tiny
    fake_dialogs.answer("ask_reason", "Peace of Pressburg")

    def run(dialog):
        assert isinstance(dialog, RelationsDialog)
        assert dialog.statuses["Austria"].currentData() == "war"
        assert [dialog.statuses["Austria"].itemData(i) for i in range(dialog.statuses["Austria"].count())] == \
            list(window.session.rules.relation_statuses)
        dialog.set_status("Austria", "peace")
        return True
    form(monkeypatch, run)
    menu = window.placing.nation_menu("France")
    action(menu, "Relations of France…").trigger()
    assert window.session.state().status("France", "Austria") == "peace"
    assert fake_dialogs.asked("ask_reason") == [("Austria and France now at peace",)]


def test_an_unchanged_form_is_refused_as_nothing_to_change(tiny, fake_dialogs, monkeypatch):
    window = tiny
    errors = fake_dialogs.expect_error()
    form(monkeypatch, lambda dialog: True)
    assert not window.placing.edit_relations("France")
    assert errors == [("Cannot change the relations", "nothing to change", "Nothing was changed.")]


def test_an_earlier_turn_cannot_be_changed_and_its_menus_say_why(tiny, fake_dialogs):
    window = tiny
    window.session.commit(seed=1)
    window.view_turn(0)
    menu = window.placing.region_menu("paris")
    add = action(menu, "Add a unit…")
    assert not add.isEnabled() and "only the current turn" in add.toolTip()


def test_the_inspectors_units_and_the_nations_rows_have_the_same_menus(tiny, fake_dialogs, monkeypatch):
    window = tiny
    window.show_region("alsace")
    assert window.inspector.units.contextMenuPolicy() == Qt.CustomContextMenu
    menu = window.placing._inspector_menu()
    assert action(menu, "Add a unit…") is not None and action(menu, "Remove") is not None
    assert window.nations.table.contextMenuPolicy() == Qt.CustomContextMenu
    window.nations.table.selectRow(0)
    menu = window.placing._nation_menu()
    assert [a.text() for a in menu.actions()] == ["Edit France…", "Relations of France…"]


def test_the_toy_rulesets_militia_are_dragged_and_added_from_its_declarations(window, open_game, tmp_path,
                                                                              fake_dialogs, monkeypatch):
    from toy_ruleset import SCENARIO
    window = open_game(GameSession.create_from_scenario(SCENARIO, tmp_path / "cheese.berthier"))
    fake_dialogs.answer("ask_reason", "cheese fair")
    window.placing.action.setChecked(True)
    drag(window, "militia:Holland:edam", "gouda")
    assert {(e["type"], e["at"]) for e in entries(window) if e["nation"] == "Holland"} == {
        ("militia", "gouda"), ("fort", "gouda")}
    form(monkeypatch, fill(count=4))
    window.placing.add_piece("edam")
    assert {"type": "militia", "nation": "Holland", "at": "edam", "count": 4} in entries(window)
    errors = fake_dialogs.expect_error()
    assert not window.placing.add_piece("edam")        # adding never replaces a piece silently
    [(title, reason, _)] = errors
    assert title == "Cannot add the unit"
    assert reason.startswith("Holland's militia") and "is on the board already" in reason
    assert {"type": "militia", "nation": "Holland", "at": "edam", "count": 4} in entries(window)


def test_a_corps_added_with_a_letter_in_use_is_refused_naming_the_letter(tiny, fake_dialogs, monkeypatch):
    window = tiny
    errors = fake_dialogs.expect_error()
    form(monkeypatch, fill(letter="A"))
    assert not window.placing.add_piece("paris")
    [(_, reason, _)] = errors
    assert reason == "France's corps A in Alsace is on the board already: change the letter or correct that one (Edit…)"
    assert corps(window, "France", "A")["at"] == "alsace"


def test_the_reason_prompt_offers_the_last_reason_selected_so_typing_replaces_it(qtbot):
    dialog = dialogs.ReasonDialog(None, "GM edit", "France's corps B in Paris placed", "Why?", last="treaty")
    qtbot.addWidget(dialog)
    assert dialog.reason.text() == "treaty" and dialog.reason.selectedText() == "treaty"
    from PySide6.QtWidgets import QDialogButtonBox
    assert dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.Ok).isEnabled()
    empty = dialogs.ReasonDialog(None, "GM edit", "a change", "Why?")
    qtbot.addWidget(empty)
    assert not empty.findChild(QDialogButtonBox).button(QDialogButtonBox.Ok).isEnabled()


def test_a_sea_without_fields_has_nothing_to_edit_but_takes_squadrons(tiny):
    menu = tiny.placing.region_menu("channel")
    edit = action(menu, "Edit Channel…")
    assert not edit.isEnabled() and "nobody owns Channel" in edit.toolTip()
    assert action(menu, "Add a unit…").isEnabled()


def test_right_clicking_a_counter_on_the_map_opens_its_menu(europe, qtbot):
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QContextMenuEvent
    window = europe
    view = window.map_view
    pos = view.marker_pos(marker(window, "corps:France:C"))
    shown = []

    def look():
        popup = QApplication.activePopupWidget()
        shown.extend(a.text() for a in popup.actions())
        popup.close()
    QTimer.singleShot(50, look)
    QApplication.sendEvent(view.viewport(), QContextMenuEvent(QContextMenuEvent.Mouse, pos, view.viewport().mapToGlobal(pos)))
    assert shown[:3] == ["France's corps C in Flanders", "Edit…", "Remove"] and "Add a unit…" in shown and "Edit Flanders…" in shown


def test_rules_that_do_not_let_the_gm_place_pieces_say_so_and_change_nothing(open_game, tiny_game, fake_dialogs,
                                                                             monkeypatch):
    from engine.errors import BerthierError
    from engine.rulesets.napoleonic import Napoleonic
    from engine.rulesets.registry import REGISTRY

    class NoHand(Napoleonic):
        piece_kinds = ()

        def unit_entries(self, board, state):
            raise BerthierError(f"the {self.title} rules do not let the GM place pieces by hand")
    monkeypatch.setitem(REGISTRY, "napoleonic", NoHand)
    window = open_game(tiny_game)
    errors = fake_dialogs.expect_error()
    add = action(window.placing.region_menu("paris"), "Add a unit…")
    assert not add.isEnabled() and "do not let the GM place pieces by hand" in add.toolTip()
    counter_menu = window.placing.marker_menu(marker(window, "corps:France:A"))
    assert not counter_menu.actions()[0].isEnabled()
    assert "do not let the GM place pieces" in counter_menu.actions()[0].text()
    assert not window.placing.drop(marker(window, "corps:France:A"), "baden")
    [(title, reason, _)] = errors
    assert title == "Cannot move the piece" and "do not let the GM place pieces by hand" in reason
    assert window.session.game.edits() == []


def test_a_counter_dropped_on_another_counter_joins_that_counters_region(europe, fake_dialogs, monkeypatch):
    window = europe
    fake_dialogs.answer("ask_reason", "joins the Grande Armée")
    window.placing.action.setChecked(True)
    view = window.map_view
    # a stack may be drawn beside its region (off the names), over a neighbour: the counter wins
    monkeypatch.setattr(view, "region_at", lambda pos: "champagne")
    # a French counter in another province, not covered by another counter where it is drawn
    target = next(m for m in view.picture.markers if (m.key or "").startswith("corps:France:")
                  and m.region != "flanders" and view.marker_at(view.marker_pos(m)) == m)
    start, end = view.marker_pos(marker(window, "corps:France:C")), view.marker_pos(target)
    send(view, QEvent.MouseButtonPress, start, Qt.LeftButton)
    send(view, QEvent.MouseMove, end, Qt.LeftButton)
    send(view, QEvent.MouseButtonRelease, end, Qt.NoButton)
    assert corps(window, "France", "C")["at"] == target.region != "champagne"


def test_a_field_the_piece_leaves_out_stays_out_unless_the_gm_changes_it(tiny):
    window = tiny
    game = window.session.game
    kind = game.rules.piece_kind("corps")
    bare = {k: v for k, v in corps(window, "France", "A").items() if k != "scout"}
    dialog = PieceDialog(window, game.rules, game.board, window.session.state(), "alsace", [kind], entry=bare)
    assert dialog.entry() == bare
    dialog.form.set_value("scout", True)
    assert dialog.entry() == {**bare, "scout": True}


def test_a_resource_the_rules_give_as_a_nation_field_is_set_there_only(tiny):
    from engine.rulesets.placing import Field
    window = tiny
    game = window.session.game

    class GoldInTheBooks(type(game.rules)):
        nation_fields = (Field(key="gold", label="Gold in the books", minimum=0),)

        def nation_values(self, board, state, nation):
            return {"gold": state.nation(nation).gold()}
    dialog = NationDialog(window, GoldInTheBooks(), game.board, window.session.state(), "France")
    assert dialog.form.values() == {"gold": 20}
    assert dialog.amounts == {} and dialog.treasury_changes() == []
    plain = NationDialog(window, game.rules, game.board, window.session.state(), "France")
    assert list(plain.amounts) == ["gold"]
