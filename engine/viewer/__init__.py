"""A players' viewer: one self-contained HTML file with a nation's (or the public) map of every turn,
a turn slider, the reports and a search for a place, readable offline and small enough to mail."""

from engine.viewer.build import Draw, pages_of, viewer_of
from engine.viewer.page import viewer_html
from engine.viewer.sheet import Fight, Move, TurnMap, TurnPage, Unit, Viewer

__all__ = ["Draw", "Fight", "Move", "TurnMap", "TurnPage", "Unit", "Viewer", "pages_of", "viewer_html",
           "viewer_of"]
