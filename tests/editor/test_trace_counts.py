"""What tracing says it found is said in good English: a map of four provinces and one sea was 'Traced 4
provinces and 1 seas'."""

from __future__ import annotations

from PIL import Image, ImageDraw

from app.editor.naming import counted
from tests.editor.test_tracing import finished


def test_counted_words():
    assert [counted(n, "sea") for n in (0, 1, 2)] == ["0 seas", "1 sea", "2 seas"]


def test_four_provinces_and_one_sea_are_said_so(qtbot, make_editor, tmp_path):
    picture = Image.new("RGB", (800, 600), (170, 200, 230))
    draw = ImageDraw.Draw(picture)
    quarters = [[(100, 100), (400, 80), (420, 300), (120, 320)], [(400, 80), (700, 120), (680, 320), (420, 300)],
                [(120, 320), (420, 300), (430, 520), (140, 500)], [(420, 300), (680, 320), (660, 520), (430, 520)]]
    for corners, fill in zip(quarters, [(230, 210, 170), (200, 230, 170), (230, 190, 190), (220, 220, 160)]):
        draw.polygon(corners, fill=fill, outline=(0, 0, 0), width=4)
    path = tmp_path / "four_realms.png"
    picture.save(path)
    editor = make_editor(path)
    editor.trace_all()
    qtbot.waitUntil(lambda: finished(editor), timeout=60_000)
    assert "Traced 4 provinces and 1 sea in" in editor.last_message
