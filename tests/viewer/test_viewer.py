"""A viewer holds a page per turn (the start, then after each resolved turn), the reader's own
reports and orders, every text escaped, the map drawn once, and nothing fetched from elsewhere."""

import re

from app.render.viewer_maps import drawer, viewer_text
from engine.game.gamefile import Game
from engine.viewer import viewer_of
from engine.viewer.outline import outline
from engine.viewer.page import _json


CAPTIONS = ["Start: Winter 1804", "After Winter 1804", "After Spring 1805", "After Summer 1805"]


def pages(text: str) -> list[str]:
    return re.findall(r'<section class="page" data-page="\d+"[^>]*>\s*<h2>([^<]*)</h2>', text)


def test_a_viewer_has_the_start_and_a_page_after_each_resolved_turn(played):
    with Game.open(played) as game:
        viewer = viewer_of(game, "the French", drawer(game))
        assert viewer.nation == "France"
        assert [p.caption for p in viewer.pages] == CAPTIONS
        moved = viewer.pages[2].map
        assert [(m.source, m.target) for m in moved.moves] == [("alsace", "baden")]
        assert [u.region for u in moved.units if u.text == "A"] == ["baden"]


def test_a_nations_viewer_has_its_reports_and_orders_and_the_public_one_neither(played):
    with Game.open(played) as game:
        france, public = viewer_text(game, "France"), viewer_text(game)
    assert "internal report of France" in france and "Your orders for Spring 1805" in france
    assert "A - Baden" in france
    assert "internal report" not in public and "Your orders" not in public and "A - Baden" not in public
    assert pages(public) == CAPTIONS
    # the public map shows the corps' letter, France's own map its composition too
    assert '"2i 1c +s"' not in public and '"A"' in public


def test_every_text_is_escaped(played):
    with Game.open(played) as game:
        text = viewer_text(game, "France")
    assert "<script>alert" not in text and "</pre><script>" not in text
    assert "&lt;/pre&gt;&lt;script&gt;alert(&#x27;France&#x27;)" in text
    assert "Tiny &lt;b&gt;war&lt;/b&gt; &amp; peace" in text
    assert text.count("<script") == 2          # the data and the viewer's own script, nothing else


def test_the_data_cannot_close_its_script_element():
    assert _json({"name": "</script><script>alert(1)</script>"}) == \
        '{"name":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"}'


def test_nothing_is_fetched_from_anywhere(played):
    with Game.open(played) as game:
        text = viewer_text(game, "France")
    assert "default-src 'none'" in text                     # the browser refuses any fetch
    assert not re.search(r"\b(?:src|href)\s*=|url\(|@import|fetch\(|XMLHttpRequest", text)
    assert set(re.findall(r"https?://[^\s\"'<>]+", text)) == {"http://www.w3.org/2000/svg"}


def test_the_map_is_drawn_once_whatever_the_number_of_turns(played):
    with Game.open(played) as game:
        text = viewer_text(game, "France")
        drawn = len(outline(game.board).places)
    assert len(re.findall(r'<(?:path|circle) id="p\d+"', text)) == drawn


def test_the_public_viewer_has_no_orders_and_only_the_public_updates(played):
    with Game.open(played) as game:
        viewer = viewer_of(game, None, drawer(game))
    assert all(p.orders is None for p in viewer.pages)
    assert all(len(p.reports) == 1 for p in viewer.pages)


def test_before_any_turn_is_resolved_the_viewer_shows_the_starting_position(tmp_path):
    from engine.game.scenario import load_scenario
    from tests.viewer.played import TINY
    board, state, data = load_scenario(TINY)
    with Game.create(tmp_path / "new.berthier", board, state, "New", data) as game:
        viewer = viewer_of(game, "France", drawer(game))
    [start] = viewer.pages
    assert start.caption == "Start: Winter 1804" and start.orders is None
    assert [doc.title for doc in start.reports] == ["New: starting position of France, Winter 1804",
                                                     "New: the starting position, Winter 1804"]


def test_a_viewer_up_to_a_posted_turn_stops_there(played):
    with Game.open(played) as game:
        viewer = viewer_of(game, "France", drawer(game), through=1)
    assert [p.caption for p in viewer.pages] == CAPTIONS[:3]


def test_a_page_whose_colours_or_pieces_did_not_change_does_not_repeat_them(played):
    import json
    with Game.open(played) as game:
        text = viewer_text(game, "France")
    data = json.loads(re.search(r'<script type="application/json" id="viewer-data">(.*?)</script>', text).group(1))
    fills = [page["fills"] for page in data["pages"]]
    assert fills[0] is not None and fills[1:] == [None, None, None]      # nobody's provinces changed hands
    assert all(page["units"] is not None for page in data["pages"])     # France built, marched, came back
