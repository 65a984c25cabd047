"""Renders the preview docs/images/classic-europe.png: the Classic Europe map at the start of the
scenario, drawn by the program's own renderer (`app.render`) through the classic map adapter.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/classic_europe/preview.py [--out FILE] [--width PX]

Neutral provinces are white and Switzerland black, as on seed 001's maps.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

MAP = ROOT / "resources" / "maps" / "classic-europe"
OUT = ROOT / "docs" / "images" / "classic-europe.png"


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--map", type=Path, default=MAP, help="folder with map.geojson and scenario.json")
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--width", type=int, default=2200)
    args = parser.parse_args(argv)

    from app.rulesets.classic import drawing as classic
    from app.render import DEFAULT_STYLE, save_png
    from engine.game.scenario import load_scenario

    board, state, data = load_scenario(args.map / "scenario.json")
    picture = classic.picture(board, state, title=data.get("title"), subtitle="Turn 1")
    style = DEFAULT_STYLE.with_(impassable="#111111", impassable_hatch="#111111")
    save_png(board, args.out, picture, width=args.width, style=style)
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
