"""A viewer as one HTML file: the regions drawn once as SVG, each turn's colours and pieces as data,
the reports as HTML. Every text is escaped: a player's words read as written, never as markup."""

from __future__ import annotations

import html
import json
from typing import Any

from engine.board import Board
from engine.reports.document import Bullets, Document, Heading, Paragraph, Table
from engine.reports.render import inline
from engine.viewer.outline import Outline, outline
from engine.viewer.script import SCRIPT, STYLE
from engine.viewer.sheet import TurnMap, TurnPage, Viewer

# Nothing may be fetched: no script, style, font or image from anywhere but the page itself.
POLICY = "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:"


def viewer_html(viewer: Viewer, board: Board, shape: Outline | None = None) -> str:
    """The whole file; `shape` is the board's outline when already made (one for many viewers)."""
    shape = shape or outline(board)
    whose = f"as {viewer.nation} sees it" if viewer.nation else "public viewer"
    title = f"{viewer.title}: {whose}"
    last = len(viewer.pages) - 1
    e = html.escape
    out = ["<!DOCTYPE html>", '<html lang="en"><head><meta charset="utf-8">',
           f'<meta http-equiv="Content-Security-Policy" content="{POLICY}">',
           '<meta name="viewport" content="width=device-width, initial-scale=1">',
           '<meta name="generator" content="Berthier">',
           f"<title>{e(title)}</title><style>{STYLE}</style></head><body>",
           f'<header><h1>{e(viewer.title)}</h1><span class="whose">{e(whose)}</span>',
           '<button id="prev" title="The turn before (left arrow)">&#9664;</button>',
           f'<label>Turn <input id="turn" type="range" min="0" max="{last}" value="{last}" '
           f'aria-label="Turn"></label>',
           '<button id="next" title="The turn after (right arrow)">&#9654;</button>',
           f'<span id="caption">{e(viewer.pages[last].caption) if viewer.pages else ""}</span>',
           '<label>Find <input id="search" list="place-names" placeholder="a place" '
           'aria-label="Find a place"></label><span id="said"></span>',
           '<datalist id="place-names">']
    names = sorted({p.name for p in shape.places}, key=str.casefold)
    out += [f'<option value="{e(name)}">' for name in names]
    out.append("</datalist></header><main><div id=\"map\">")
    out.append(_svg(shape))
    out.append('<div id="zoom"><button id="zoom-in" title="Zoom in">+</button>'
               '<button id="zoom-out" title="Zoom out">&minus;</button>'
               '<button id="zoom-all" title="The whole map">&#8634;</button>'
               '<button id="names" title="Show or hide the names">A</button></div>'
               '<div id="hover"></div></div><aside>')
    for k, page in enumerate(viewer.pages):
        out.append(_section(k, page, k != last))
    out.append("</aside></main>")
    out.append(f'<script type="application/json" id="viewer-data">{_json(_data(viewer, shape))}</script>')
    out.append(f"<script>{SCRIPT}</script></body></html>")
    return "\n".join(out)


def _svg(shape: Outline) -> str:
    e = html.escape
    out = [f'<svg id="board" xmlns="http://www.w3.org/2000/svg" '
           f'viewBox="0 0 {shape.width:g} {shape.height:g}" preserveAspectRatio="xMidYMid meet" '
           f'role="img" aria-label="The map">']
    if shape.links:
        out.append('<g id="links" stroke="#8a7a66" stroke-width="1.5">')
        out += [f'<line x1="{shape.places[a].x:g}" y1="{shape.places[a].y:g}" x2="{shape.places[b].x:g}" '
                f'y2="{shape.places[b].y:g}"/>' for a, b in shape.links]
        out.append("</g>")
    out.append('<g id="regions">')
    for i, p in enumerate(shape.places):
        if p.path:
            out.append(f'<path id="p{i}" class="{p.kind}" d="{p.path}"/>')
        else:
            out.append(f'<circle id="p{i}" class="{p.kind}" cx="{p.x:g}" cy="{p.y:g}" r="{p.radius:g}"/>')
    out.append(f'</g><g id="labels" style="font-size:{5 * piece_size(shape):.2f}px">')
    for p in shape.places:
        if p.kind != "impassable":
            out.append(f'<text class="{p.kind}" x="{p.x:g}" y="{p.y:g}">{e(p.name)}</text>')
    out.append('</g><g id="units"></g></svg>')
    return "".join(out)


def piece_size(shape: Outline) -> float:
    """How big names and pieces are drawn: as on Europe's 200 regions, bigger where regions are few."""
    room = (shape.width * shape.height / max(len(shape.places), 1)) ** 0.5
    return round(min(4.0, max(1.0, room / 62)), 2)


def _section(k: int, page: TurnPage, hidden: bool) -> str:
    e = html.escape
    out = [f'<section class="page" data-page="{k}"{" hidden" if hidden else ""}>',
           f"<h2>{e(page.caption)}</h2>"]
    if page.map.legend:
        items = [f'<li><span style="background:{_colour(c)}"></span>{e(name)}</li>'
                 for name, c in page.map.legend]
        out.append('<ul class="legend">' + "".join(items) + "</ul>")
    if page.map.notes:
        out.append("<p>" + "<br>".join(e(n) for n in page.map.notes) + "</p>")
    if page.orders:
        out.append(f"<h3>Your orders for {e(page.label)}</h3><pre>{e(page.orders)}</pre>")
    for doc in page.reports:
        out.append(document_html(doc))
    out.append("</section>")
    return "\n".join(out)


def _b(text: str) -> str:
    return inline(text, html.escape, "<b>", "</b>")


def document_html(doc: Document) -> str:
    """A report as HTML: its text escaped, its own **bold** in bold."""
    out = [f'<div class="report"><h2>{_b(doc.title)}</h2>']
    for block in doc.blocks:
        if isinstance(block, Heading):
            out.append(f"<h3>{_b(block.text)}</h3>")
        elif isinstance(block, Paragraph):
            out.append("<p>" + "<br>".join(_b(line) for line in block.text.split("\n")) + "</p>")
        elif isinstance(block, Bullets):
            out.append("<ul>" + "".join(f"<li>{_b(item)}</li>" for item in block.items) + "</ul>")
        elif isinstance(block, Table):
            head = "".join(f"<th>{_b(h)}</th>" for h in block.header)
            rows = "".join("<tr>" + "".join(f"<td>{_b(c)}</td>" for c in row) + "</tr>" for row in block.rows)
            out.append(f"<table><tr>{head}</tr>{rows}</table>")
    out.append("</div>")
    return "\n".join(out)


def _colour(text: str) -> str:
    """A colour safe inside a style attribute: '#rgb', '#rrggbb', '#aarrggbb' or a plain name."""
    t = text.strip()
    if t.startswith("#") and len(t) in (4, 7, 9) and all(c in "0123456789abcdefABCDEF" for c in t[1:]):
        return t if len(t) != 9 else "#" + t[3:] + t[1:3]          # Qt's #aarrggbb is CSS's #rrggbbaa
    return t if t.isalpha() and len(t) < 30 else "#808080"


class _Palette:
    def __init__(self) -> None:
        self.colours: list[str] = []
        self.index: dict[str, int] = {}

    def __call__(self, colour: str | None) -> int:
        if not colour:
            return -1
        c = _colour(colour)
        if c not in self.index:
            self.index[c] = len(self.colours)
            self.colours.append(c)
        return self.index[c]


def _data(viewer: Viewer, shape: Outline) -> dict[str, Any]:
    index = {p.id: i for i, p in enumerate(shape.places)}
    palette = _Palette()
    pages = [_page(page.map, page.caption, index, palette) for page in viewer.pages]
    for before, page in zip(pages[-2::-1], pages[:0:-1]):    # from the last: a page like the one before
        for key in ("fills", "units"):                         # says so (null) instead of repeating it
            if page[key] == before[key]:
                page[key] = None
    return {"w": shape.width, "h": shape.height, "u": piece_size(shape), "colours": palette.colours,
            "pages": pages, "places": [[p.id, p.name, p.kind, p.x, p.y] for p in shape.places]}


def _page(m: TurnMap, caption: str, index: dict[str, int], palette: _Palette) -> dict[str, Any]:
    fills = [-1] * len(index)
    for region, colour in m.fills.items():
        if region in index:
            fills[index[region]] = palette(colour)
    units = [[index[u.region], u.text, palette(u.colour), u.shape, u.count, u.caption, u.tooltip,
              int(u.destroyed)] for u in m.units if u.region in index]
    moves = [[index[a.source], index[a.target], palette(a.colour), a.style]
             for a in m.moves if a.source in index and a.target in index]
    fights = [[index[f.region], f.tooltip, palette(f.winner)] for f in m.fights if f.region in index]
    return {"caption": caption, "fills": fills, "units": units, "moves": moves, "fights": fights}


def _json(value: Any) -> str:
    """JSON that cannot end its <script> element nor open a comment in it."""
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026") \
        .replace("\u2028", "\\u2028").replace("\u2029", "\\u2029")
