"""The orders panel driven as a GM would: a tiny game, a stand-in main window with the map."""

import json
import os
import shutil

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path  # noqa: E402

import pytest  # noqa: E402
from PySide6.QtWidgets import QMainWindow, QMenu  # noqa: E402
from PySide6.QtCore import Qt  # noqa: E402

from app.rulesets import adapter_for  # noqa: E402
from app.mapview import MapView  # noqa: E402
from app.session import GameSession  # noqa: E402

DATA = Path(__file__).resolve().parents[1] / "data"
CLASSIC = Path(__file__).resolve().parents[2] / "resources" / "maps" / "classic-europe" / "scenario.json"


class StandInWindow(QMainWindow):
    """What `app.orders.install` needs of the main window, and a map that follows the game."""

    def __init__(self, session: GameSession):
        super().__init__()
        self.session = session
        self.map_view = MapView(session.board)
        self.setCentralWidget(self.map_view)
        self.turn_menu = QMenu("Turn", self)
        self.menuBar().addMenu(self.turn_menu)
        self.docks = []
        session.stateChanged.connect(self.draw)
        self.draw()

    def add_orders_dock(self, dock) -> None:
        self.docks.append(dock)
        self.addDockWidget(Qt.RightDockWidgetArea, dock)

    def draw(self) -> None:
        state = self.session.state()
        adapter = adapter_for(self.session.rules.id)
        self.map_view.set_picture(adapter.picture(self.session.board, state, gm=True))


# The tiny map is adjacency only; for clicking, each region gets a square on a grid of cells
# (x0, y0, x1, y1), laid out roughly as the places lie.
CELLS = {
    "kent": (0, 0, 1, 1), "north_sea": (1, 0, 4, 1), "bohemia": (4, 0, 6, 1),
    "channel": (0, 1, 1, 3), "paris": (1, 1, 2, 2), "alsace": (2, 1, 3, 2), "baden": (3, 1, 4, 2),
    "bavaria": (4, 1, 5, 2), "vienna": (5, 1, 6, 2), "brittany": (1, 2, 2, 3), "tyrol": (4, 2, 5, 3),
}


def tiny_scenario(folder: Path) -> Path:
    """tests/data/tiny-scenario.json with its map drawn on a grid, copied into `folder`."""
    data = json.loads((DATA / "tiny-map.geojson").read_text())
    for f in data["features"]:
        x0, y0, x1, y1 = (100 * v for v in CELLS[f["properties"]["id"]])
        ring = [[x0, y0], [x1, y0], [x1, y1], [x0, y1], [x0, y0]]
        f["geometry"] = {"type": "Polygon", "coordinates": [ring]}
    data["berthier"].update(y_axis="down", bounds=[0, 0, 600, 300])
    (folder / "tiny-map.geojson").write_text(json.dumps(data))
    scenario = folder / "tiny-scenario.json"
    scenario.write_text((DATA / "tiny-scenario.json").read_text())
    return scenario


@pytest.fixture(scope="session")
def tiny_grid_game(tmp_path_factory):
    """The tiny game on its grid map, created once per test run; each test gets a copy."""
    folder = tmp_path_factory.mktemp("tiny-grid")
    return GameSession.create_from_scenario(tiny_scenario(folder), folder / "tiny.berthier")


@pytest.fixture
def session(qtbot, tmp_path, tiny_grid_game):
    path = tmp_path / "tiny.berthier"
    shutil.copy(tiny_grid_game, path)
    s = GameSession()
    s.open(path)
    yield s
    s.close()


@pytest.fixture
def window(qtbot, session):
    from app.orders import install
    w = StandInWindow(session)
    qtbot.addWidget(w)
    w.installed = install(w)
    w.resize(1200, 700)
    w.show()
    qtbot.waitExposed(w)
    return w


@pytest.fixture
def dock(window):
    return window.installed.dock


def play_turn(session: GameSession, orders: dict[str, str], seed: int = 1) -> None:
    """Store the nations' orders and resolve the turn (setting up a position the way players do)."""
    for nation, text in orders.items():
        session.store_orders(nation, text)
    session.commit(seed=seed)


@pytest.fixture
def spring(session):
    """Spring 1805: France's corps A in Alsace and B (1 infantry) in Paris, Austria's corps A in Tyrol."""
    play_turn(session, {"Austria": "build 2 infantry in Tyrol", "France": "build 1 infantry in Paris"})
    return session


@pytest.fixture
def summer(spring):
    """Summer 1805: France's corps A in Baden faces Austria's corps A in Bavaria."""
    play_turn(spring, {"France": "A - Baden", "Austria": "A - Bavaria"})
    return spring


# -- the classic rules on the bundled classic-europe map (seed 001's ten nations) --------------------

@pytest.fixture(scope="session")
def classic_template(tmp_path_factory):
    return GameSession.create_from_scenario(CLASSIC, tmp_path_factory.mktemp("classic") / "classic.berthier")


@pytest.fixture
def classic(qtbot, tmp_path, classic_template):
    """Turn 1 of the classic game: Prussia's armies in 58 (3), 59 (2), 61 and 63, its 2 ships in E."""
    path = tmp_path / "classic.berthier"
    shutil.copy(classic_template, path)
    s = GameSession()
    s.open(path)
    yield s
    s.close()


@pytest.fixture
def classic_window(qtbot, classic):
    from app.orders import install
    w = StandInWindow(classic)
    qtbot.addWidget(w)
    w.installed = install(w)
    w.resize(1400, 800)
    w.show()
    qtbot.waitExposed(w)
    return w


@pytest.fixture
def classic_dock(classic_window):
    return classic_window.installed.dock
