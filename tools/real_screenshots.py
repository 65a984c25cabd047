"""Screenshots of the napoleonic evening on a real X screen (Xvfb and openbox) at 1366x768 and
1920x1080, as docs/images shows it: `python tools/real_screenshots.py OUT_FOLDER`. Needs what the
real_display tests need (./test.sh installs it)."""

from __future__ import annotations

import io
import sys
import tempfile
import time
from contextlib import redirect_stdout
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.real_display.screen import Berthier, Screen  # noqa: E402

ORDERS = "Sire,\nbuild 2 infantry in Paris\nA - Thuringia - Westphalia\nVive l'Empereur!"


def small(path: Path) -> None:
    """The window with its frame, without the bare (black) screen around it, in 256 colours."""
    from PIL import Image
    image = Image.open(path).convert("RGB")
    box = image.getbbox()                 # the smallest box holding every pixel that is not black
    image.crop(box).quantize(256, dither=Image.Dither.NONE).save(path, optimize=True)


def evening(width: int, height: int, out: Path, work: Path) -> None:
    from app.cli.main import main
    game = work / "europe.berthier"
    with redirect_stdout(io.StringIO()):
        main(["new", str(game), "--map", "europe1805", "--ruleset", "napoleonic"])
    screen = Screen(width, height)
    try:
        gm = Berthier(screen, game, work / "home")
        gm.keys("alt+Down", "alt+Up")
        gm.type(ORDERS)
        gm.keys("ctrl+s")
        gm.wait_status("Orders saved")
        time.sleep(1.5)                     # the orders are checked a moment after the last key
        small(screen.screenshot(out / f"evening-{width}x{height}.png"))
        gm.close()
    finally:
        screen.close()


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    for width, height in ((1366, 768), (1920, 1080)):
        with tempfile.TemporaryDirectory() as work:
            evening(width, height, out, Path(work))
            print(f"wrote {out / f'evening-{width}x{height}.png'}")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path("screenshots"))
