"""Makes the bundles' icons from resources/icons/berthier.svg at build time: a Windows .ico (16-256 px),
a macOS .icns (16-1024 px) and the Linux menu's PNGs (hicolor sizes). Each size is drawn from the SVG by
Qt's renderer, not scaled down from a large picture; the .ico and .icns hold PNG pictures.

    python packaging/icons.py OUT_FOLDER        # -> berthier.ico, berthier.icns, hicolor/NxN/apps/berthier.png
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SVG = ROOT / "resources" / "icons" / "berthier.svg"
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# the .icns elements (Apple's type codes), each a PNG of this many pixels; the @2x ones as iconutil writes them
ICNS_ELEMENTS = (("icp4", 16), ("icp5", 32), ("ic11", 32), ("ic12", 64), ("ic07", 128), ("ic13", 256),
                 ("ic08", 256), ("ic14", 512), ("ic09", 512), ("ic10", 1024))
HICOLOR_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def render_png(svg: Path, size: int) -> bytes:
    """The SVG drawn on a transparent square of `size` pixels, as PNG bytes."""
    from PySide6.QtCore import QBuffer, QIODevice, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    if QGuiApplication.instance() is None:          # the letter on the icon needs the font database
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        render_png.app = QGuiApplication([sys.argv[0]])      # type: ignore[attr-defined]  # kept alive
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg}: not an SVG picture Qt can draw")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(buffer.data().data())


def ico(pictures: dict[int, bytes]) -> bytes:
    """A Windows icon file holding one PNG per size (read by Windows since Vista)."""
    sizes = sorted(pictures)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, data = b"", b""
    for size in sizes:
        png = pictures[size]
        side = 0 if size >= 256 else size          # 0 stands for 256 in the directory
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset + len(data))
        data += png
    return header + entries + data


def icns(pictures: dict[int, bytes]) -> bytes:
    """A macOS icon file: the 'icns' header, then one (type, length, PNG) element per entry."""
    body = b"".join(kind.encode("ascii") + struct.pack(">I", 8 + len(pictures[size])) + pictures[size]
                    for kind, size in ICNS_ELEMENTS)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def make(out: Path, svg: Path = SVG) -> dict[str, Path]:
    """Writes berthier.ico, berthier.icns and hicolor/NxN/apps/berthier.png under `out`; returns them by kind."""
    wanted = set(ICO_SIZES) | {size for _, size in ICNS_ELEMENTS} | set(HICOLOR_SIZES)
    pictures = {size: render_png(svg, size) for size in sorted(wanted)}
    out.mkdir(parents=True, exist_ok=True)
    made = {"ico": out / "berthier.ico", "icns": out / "berthier.icns"}
    made["ico"].write_bytes(ico({size: pictures[size] for size in ICO_SIZES}))
    made["icns"].write_bytes(icns(pictures))
    for size in HICOLOR_SIZES:
        png = out / "hicolor" / f"{size}x{size}" / "apps" / "berthier.png"
        png.parent.mkdir(parents=True, exist_ok=True)
        png.write_bytes(pictures[size])
        made[f"png{size}"] = png
    return made


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print(__doc__.strip().splitlines()[-1].strip(), file=sys.stderr)
        return 2
    try:
        made = make(Path(args[0]))
    except (OSError, ValueError) as error:
        print(f"icons: {error}", file=sys.stderr)
        return 1
    print(f"icons: {made['ico']}, {made['icns']} and {len(HICOLOR_SIZES)} PNGs in {Path(args[0]) / 'hicolor'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
