"""Succheesion marches by clicks, region by region: the first region clicked writes the move, and
the stack stays selected so that a click on a region beyond rewrites it with the longer path
(two regions at most, stopping where an enemy stands)."""

import shutil
from pathlib import Path

import pytest

from app.session import GameSession
from tests.orders_gui.conftest import StandInWindow

MAUSROPA = Path(__file__).resolve().parents[2] / "resources" / "maps" / "mausropa" / "scenario.json"


@pytest.fixture(scope="module")
def mausropa_template(tmp_path_factory):
    return GameSession.create_from_scenario(MAUSROPA, tmp_path_factory.mktemp("mausropa") / "m.berthier")


@pytest.fixture
def mausropa_dock(qtbot, tmp_path, mausropa_template):
    from app.orders import install
    path = tmp_path / "m.berthier"
    shutil.copy(mausropa_template, path)
    session = GameSession()
    session.open(path)
    window = StandInWindow(session)
    qtbot.addWidget(window)
    window.installed = install(window)
    window.resize(1400, 800)
    window.show()
    qtbot.waitExposed(window)
    yield window.installed.dock
    session.close()


def test_a_stack_goes_on_to_a_second_region_after_the_first_click(mausropa_dock):
    dock = mausropa_dock
    clicks = dock.clicks
    assert clicks.select("units:Stilwen:6")
    clicks.region_clicked("10")
    editor = dock.editors["Stilwen"]
    assert editor.orders_text().strip().endswith("6 -> 10")
    assert clicks.selection is not None and clicks.selection.at == "10"        # still selected, in 10
    assert "6" not in clicks.destinations() and "11" in clicks.destinations()
    clicks.region_clicked("11")
    lines = [line for line in editor.orders_text().splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].endswith("6 -> 10 -> 11")               # rewritten, not added
    assert clicks.selection is None                                             # two regions: done


def test_with_a_third_move_a_stack_still_stops_where_an_enemy_stands(mausropa_dock):
    """Adoen Crown (11) holds Maustria's units: a house rule of three moves goes no further from there."""
    from app.orders.context import OrderContext
    from app.rulesets.succheesion.clicks import _beyond
    context = OrderContext(mausropa_dock.session, "Stilwen")
    assert any(s.at == "11" and s.nation == "Maustria" for s in context.state.stacks)
    assert "11" in _beyond(context, ("6", "10"), 3, sea=False)
    assert _beyond(context, ("6", "10", "11"), 3, sea=False) == {}
    assert _beyond(context, ("6", "10", "11"), 2, sea=False) == {}          # two moves used


def test_esc_after_the_first_region_keeps_the_one_region_move(mausropa_dock, qtbot):
    from PySide6.QtCore import Qt
    dock = mausropa_dock
    clicks = dock.clicks
    clicks.select("units:Stilwen:6")
    clicks.region_clicked("10")
    qtbot.keyClick(clicks.map_view, Qt.Key_Escape)
    assert clicks.selection is None
    assert dock.editors["Stilwen"].orders_text().strip().endswith("6 -> 10")
