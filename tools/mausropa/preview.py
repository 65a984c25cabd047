"""Renders the preview docs/images/mausropa.png: the Mausropa map at the start of the scenario,
drawn by the program's own renderer (`app.render`) through the succheesion map adapter.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/mausropa/preview.py [--out FILE] [--width PX]
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

MAP = ROOT / "resources" / "maps" / "mausropa"
OUT = ROOT / "docs" / "images" / "mausropa.png"


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--width", type=int, default=2000)
    args = parser.parse_args(argv)

    from app.render import save_png
    from app.rulesets.succheesion import drawing
    from engine.game.scenario import load_scenario

    board, state, data = load_scenario(MAP / "scenario.json")
    picture = drawing.picture(board, state, title=data.get("title"), subtitle="Turn 1")
    save_png(board, args.out, picture, width=args.width)
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
