"""Resolving a classic turn: the preview shows the battles with every roll, the economy (embezzlement,
income, upkeep, purchases), arrows for the movements; a battle's result may be set by hand (a second
battle in one place too), and Commit writes exactly what was previewed."""

import msgspec
import pytest
from PySide6.QtCore import Qt

from app.orders import ask
from app.orders.preview import run_preview
from app.orders.resolve import ResolveDialog


def first_lines(item) -> str:
    """A battle's title and outcome, without the line of strengths and odds under them."""
    return "\n".join(item.text().split("\n")[:2])


def resolve_dialog(qtbot, session, seed=3):
    dialog = ResolveDialog(session, seed=seed)
    qtbot.addWidget(dialog)
    return dialog


def edit(session, summary, **changes):
    session.edit(msgspec.structs.replace(session.state(), **changes), "set up by the test", summary)


def with_gold(state, nation, gold):
    return tuple(msgspec.structs.replace(n, treasury={"gold": gold}) if n.name == nation else n
                 for n in state.nations)


@pytest.fixture
def battle(classic):
    """Italy (30 gold) and Austria both march into neutral 35; Italy buys an army; Austria types a typo."""
    edit(classic, "Italy 30 gold", nations=with_gold(classic.state(), "Italy", 30))
    classic.store_orders("Italy", "buy 1 army in 37\n2 armies 36 -> 35\n")
    classic.store_orders("Austria", "2 armies 75 -> 35\n2 armies 76 -> 355\n")
    return classic


def test_the_preview_shows_the_battle_with_every_roll_and_the_arrows(qtbot, battle):
    dialog = resolve_dialog(qtbot, battle)
    picture = dialog.map_view.picture
    assert {(a.source, a.target) for a in picture.arrows} == {("36", "35"), ("75", "35")}
    assert [b.region for b in picture.battles] == ["35"]
    assert dialog.battle_list.count() == 1
    title, status, odds = dialog.battle_list.item(0).text().split("\n")
    assert title == "Battle of 35" and status.startswith("Italy against Austria: ")
    # two armies a side, both hitting on 4+: even chances, and a chance that both are destroyed
    assert odds.startswith("Before: Italy 2, Austria 2: Italy wins ")
    italy, austria = (int(part.split()[-1].rstrip("%,")) for part in odds.split(", both")[0].split(": ")[2].split(", "))
    assert italy == austria and "both destroyed" in odds
    text = dialog.battle_text.toPlainText()
    assert "Italy: 2 armies; Austria: 2 armies" in text
    assert "Round 1: Italy 2 against Austria 2; Italy hits on 4+, rolls" in text
    assert dialog.tabs.tabText(1) == "Battles (1)"
    assert battle.current_turn == 0                    # nothing written


def test_the_preview_shows_the_economy_and_the_orders_refused(qtbot, battle):
    dialog = resolve_dialog(qtbot, battle)
    economy = dialog.economy.toPlainText()
    assert "Embezzled: of 30 gold banked and received, 5 lost" in economy
    assert "Income: 4 provinces, +16 gold" in economy
    assert "Upkeep: 8 armies, 2 ships: 8 gold due, 8 paid" in economy
    assert "Bought 1 army in 37: -3 gold" in economy
    orders = dialog.orders.toPlainText()
    assert "Austria: not carried out" in orders and "355" in orders
    assert "Britain, France" in orders and "no orders stored" in orders


def test_a_battle_set_by_hand_then_committed(qtbot, battle, monkeypatch):
    dialog = resolve_dialog(qtbot, battle)

    def fill(d):
        assert list(d.lost) == ["Italy", "Austria"] and list(d.lost["Italy"]) == ["army"]
        d.set_destroyed("Austria")
        d.set_losses("Italy", army=1)
        d.reason.setText("rolled on the forum")
        return True
    monkeypatch.setattr(ask, "run_dialog", fill)
    assert dialog.edit_battle()
    assert dialog.results == {"35": {"losses": {"Austria": "all", "Italy": {"army": 1}},
                                     "reason": "rolled on the forum"}}
    assert first_lines(dialog.battle_list.item(0)) == "Battle of 35\nItaly against Austria: set by hand, Italy wins"
    assert "Result set by the GM: rolled on the forum" in dialog.battle_text.toPlainText()
    previewed = dialog.preview.resolution
    qtbot.mouseClick(dialog.commit_button, Qt.LeftButton)
    assert dialog.committed is not None and battle.current_turn == 1
    assert battle.state() == previewed.state
    assert battle.state().armies_in("35") == {"Italy": 1} and battle.state().owner("35") == "Italy"


def test_a_second_battle_in_one_province_is_decided_on_its_own(qtbot, classic):
    # France holds 34 (a GM edit): France, Italy and Austria all march into 35; the manual model waits
    state = classic.state()
    armies = tuple(msgspec.structs.replace(a, nation="France") if a.at == "34" else a for a in state.armies)
    edit(classic, "34 French", owners={**state.owners, "34": "France"}, armies=armies,
         params={**state.params, "combat_model": "manual"})
    classic.store_orders("France", "1 army 34 -> 35\n")
    classic.store_orders("Italy", "2 armies 36 -> 35\n")
    classic.store_orders("Austria", "2 armies 75 -> 35\n")
    # the stand-in result leaves both first fighters standing, so the second battle shows once the
    # first is decided
    preview = run_preview(classic, seed=1, fixed=None, overrides=None)
    assert preview.pending == ["35"] and [v.title for v in preview.views] == ["Battle of 35"]
    dialog = resolve_dialog(qtbot, classic)
    assert dialog.tabs.tabText(1) == "Battles (1), 1 to decide" and not dialog.commit_button.isEnabled()
    assert "More battles may follow in the same place" in dialog.message.text()
    dialog.set_battle_result("35", {"losses": {"Austria": "all", "Italy": {"army": 1}}, "reason": "forum"})
    assert [v.title for v in dialog.preview.views] == ["Battle of 35", "Battle of 35 (second battle there)"]
    assert dialog.preview.pending == ["35#2"]
    dialog.battle_list.setCurrentRow(1)
    assert dialog.current_battle().key == "35#2"
    assert dialog.current_battle().units == {"Italy": {"army": 1}, "France": {"army": 1}}
    dialog.set_battle_result("35#2", {"losses": {"France": "all"}, "reason": "forum"})
    assert dialog.commit_button.isEnabled()
    assert dialog.commit()
    assert classic.state().armies_in("35") == {"Italy": 1}
