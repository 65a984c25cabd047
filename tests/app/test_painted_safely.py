"""Issue 22, round 17: an exception in a map paint override is logged and never reaches Qt's C++ glue (where one
crashed the whole process in Shiboken's error path)."""

import logging

from app.painted_safely import painted_safely
from app.mapview.scene import MapScene
from app.mapview.view import MapView


def test_an_exception_while_painting_is_logged_once_and_kept_from_qt(caplog):
    calls = []

    @painted_safely
    def paint(kind):
        calls.append(kind)
        raise ValueError("zero-size array to reduction operation maximum which has no identity")

    with caplog.at_level(logging.ERROR, logger="berthier.paint"):
        assert paint("first") is None
        assert paint("again") is None
    assert calls == ["first", "again"]
    assert len([r for r in caplog.records if r.name == "berthier.paint"]) == 1     # once, not at every repaint


def test_the_map_paint_overrides_are_wrapped():
    layers = [getattr(MapScene, "drawBackground"), getattr(MapView, "drawForeground")]
    import app.mapview.scene as scene
    layers += [vars(c)["paint"] for c in vars(scene).values()
               if isinstance(c, type) and c.__module__ == scene.__name__ and "paint" in vars(c)]
    assert layers and all(hasattr(f, "__wrapped__") for f in layers)
