"""Screenshots of the real window on the bundled Europe 1805 game, for docs/images/.

Run by scripts/screenshots.sh under Xvfb; settings and the game live in a temporary folder, so
the user's own are never touched. Saves:

  window.png   the window after the first start, a province selected in the inspector
  zoomed.png   zoomed on central Europe with a province's tooltip
  history.png  a resolved turn from the history: movement arrows, a battle, the public update
  orders.png   the current turn with the orders dock in front (when the orders package is there)
  planned.png  France's orders typed: a march, scouting, the corps still without orders badged
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QPoint, QSettings, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QToolTip

from app.window.launch import application


def wait_for(app, condition, timeout_ms: int = 60_000) -> None:
    waited = 0
    while not condition():
        QTest.qWait(50)
        waited += 50
        if waited > timeout_ms:
            raise SystemExit("screenshots: the window did not get there in time")


def shoot(path: Path, settle_ms: int = 600) -> None:
    QTest.qWait(settle_ms)
    screen = QGuiApplication.primaryScreen()
    pixmap = screen.grabWindow(0)
    pixmap.save(str(path))
    print(f"  {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}  {pixmap.width()}x{pixmap.height()}")


def play_two_seasons(window) -> None:
    """Winter 1804 quietly; then war between France and Austria and a few marches in Spring 1805."""
    from engine.state import with_relation

    session = window.session
    session.commit(seed=1805)
    state = session.state()
    session.edit(with_relation(state, "France", "Austria", "war", state.turn),
                 "the screenshot's war", "France and Austria at war")
    state, board, rules = session.state(), session.board, session.rules

    def marches(nation, letter):
        options = rules.legal_destinations(board, state, nation, letter)
        return sorted(d.region for d in options if d.way == "march")

    # a French and an Austrian corps that can both reach one province meet there in battle
    meeting = next(((f.letter, a.letter, p) for f in state.corps_of("France") for a in state.corps_of("Austria")
                    for p in marches("France", f.letter) if p in marches("Austria", a.letter)), None)
    orders: dict[str, list[str]] = {}
    if meeting is not None:
        french, austrian, place = meeting
        orders["France"] = [f"{french} - {board[place].name}"]
        orders["Austria"] = [f"{austrian} - {board[place].name}"]
    for nation in ("France", "Austria", "Prussia", "Russia", "Great Britain", "Spain"):
        for corps in state.corps_of(nation)[:3]:
            if meeting is not None and (nation, corps.letter) in (("France", meeting[0]), ("Austria", meeting[1])):
                continue
            targets = marches(nation, corps.letter)
            if targets:
                orders.setdefault(nation, []).append(f"{corps.letter} - {board[targets[0]].name}")
    for nation, lines in orders.items():
        session.store_orders(nation, "\n".join(lines))
    session.commit(seed=1806)


def type_planned_orders(window) -> str:
    """France's orders typed in its editor, as the GM would: one corps marches, another scouts a
    neighbour; the rest are left without orders. Returns where the first corps stands."""
    session, dock = window.session, window.orders_dock
    state, board, rules = session.state(), session.board, session.rules
    lines, first = [], None

    def near(corps):
        return sorted(d.region for d in rules.legal_destinations(board, state, "France", corps.letter)
                      if d.way == "march" and len(d.path) == 1)

    marcher = next((c for c in state.corps_of("France") if not c.scout and near(c)), None)
    scout = next((c for c in state.corps_of("France") if c.scout and near(c)), None)
    if marcher is not None:
        first = marcher.at
        lines.append(f"{marcher.letter} - {board[near(marcher)[0]].name}")
    if scout is not None:
        lines.append(f"{scout.letter} scout {board[near(scout)[-1]].name}")
    editor = dock.show_nation("France")
    editor.text.setPlainText("\n".join(lines))
    editor.check_now()
    return first or "ile_de_france"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "images")
    parser.add_argument("--size", default="1440x900")
    args = parser.parse_args()
    width, height = (int(v) for v in args.size.split("x"))
    args.out.mkdir(parents=True, exist_ok=True)
    app = application()
    from app.window.main import MainWindow
    from app.window.settings import Settings

    tmp = Path(tempfile.mkdtemp(prefix="berthier-screenshots-"))
    window = MainWindow(settings=Settings(QSettings(str(tmp / "settings.ini"), QSettings.IniFormat)),
                        data_dir=tmp / "data")
    window.setGeometry(0, 0, width, height)
    window.show()
    window.open_first_game()
    wait_for(app, lambda: window.session.game is not None and not window.is_loading())
    print(f"Screenshots of {window.session.path.name} in {args.out}")

    window.show_region("prague")
    window.map_view.fit()
    shoot(args.out / "window.png")

    view = window.map_view
    view.center_on_region("bavaria")
    view.zoom_by(2.6)
    view.center_on_region("bavaria")
    QTest.qWait(200)
    pos = view.viewport_pos("prague")
    window._hovered("prague")
    at = QPoint(round(pos.x()) + 12, round(pos.y()) + 12)
    QToolTip.showText(view.viewport().mapToGlobal(at), view.tooltip_at(pos), view.viewport())
    shoot(args.out / "zoomed.png")
    QToolTip.hideText()

    play_two_seasons(window)
    spring = next(i for i in window.history.turn_items() if i.text(0).startswith("Spring 1805"))
    window.history.tree.setCurrentItem(spring)
    window.reports.set_format("text")
    window.reports_dock.raise_()
    window.map_view.fit()
    window.map_view.zoom_by(1.8)
    battles = [b.region for b in window.map_view.picture.battles]
    window.show_region(battles[0] if battles else "franconia")
    shoot(args.out / "history.png")

    if window.orders_dock is not None:
        window.view_turn(None)
        window.orders_dock.raise_()
        shoot(args.out / "orders.png")
        place = type_planned_orders(window)
        window.map_view.fit()
        window.map_view.zoom_by(3.2)
        window.map_view.center_on_region(place)
        shoot(args.out / "planned.png")

    window.close()
    QTimer.singleShot(0, app.quit)


if __name__ == "__main__":
    main()
