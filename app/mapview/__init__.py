"""The map widget of the GM's window: a QGraphicsView over the shared map drawing in `app.render`."""

from app.mapview.scene import MapLayer, MapScene
from app.mapview.view import MapView

__all__ = ["MapLayer", "MapScene", "MapView"]
