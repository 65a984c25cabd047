"""What players write (names, pacts, forum names, titles) reads in the GM's post as the words
written and nothing more: no tag, link, image, mention or code-block break in any dialect."""

from __future__ import annotations

import re

import pytest

from engine.words.message import message_lines
from engine.reports import Document
from engine.reports.forums import FORUMS, render_as
from engine.reports.post_html import bbcode_to_html

# '**' is the report's own bold: order lines lose it when read (engine.words.message.plain), so no name
# taken from orders holds it; a title the GM types with '**' is bold, as the GM asked.
PAYLOADS = (
    "[img]http://evil.example/x.png[/img]", "[im[b]g]http://evil.example/x.png[/im[/b]g]",
    "[url=javascript:alert(1)]click[/url]", "[/code][size=200]HUGE[/size]", "[/list][quote]fake GM[/quote]",
    "[b]bold[/b]", "[color=red]red[/color]", "[*]item",
    "[click](javascript:alert(1))", "![x](http://evil.example/x.png)", "<script>alert(1)</script>",
    "<http://evil.example>", "@everyone", "@here", "<@123456789>", "```", "`code`", "_it_ ~~s~~ *it*",
    "||spoiler||", "# Heading", "> quoted", "<img src=x onerror=alert(1)>",
)


def document(payload: str) -> Document:
    doc = Document(f"Game {payload}")
    doc.heading(f"Orders of {payload}")
    doc.paragraph(f"Replacement player: {payload}. **{payload}** joins the pact {payload}.")
    doc.bullets([f"{payload} leaves", "the **GM's** own bold"])
    doc.table(("Nation", "Player"), [(payload, payload), ("France", "Nappy")])
    return doc


BB_TAG = re.compile(r"\[(/?)([A-Za-z*]+)(?:=[^\]]*)?\]")
BERTHIER_BB = {"b", "size", "list", "*", "li", "code"}


@pytest.mark.parametrize("payload", PAYLOADS)
@pytest.mark.parametrize("forum", [f for f in FORUMS if FORUMS[f].markup == "bbcode"])
def test_no_player_text_is_a_live_tag_in_any_bbcode_dialect(forum, payload):
    post = render_as(document(payload), forum)
    tags = [m.group(2).lower() for m in BB_TAG.finditer(post)]
    assert set(tags) <= BERTHIER_BB
    assert post.count("[code]") == post.count("[/code]") == 1
    assert post.count("[b]") == post.count("[/b]")
    html = bbcode_to_html(post, percent_sizes=True)
    assert "<img" not in html and "<a " not in html and "<script" not in html and html.count("<pre>") == 1


def unescaped(post: str, char: str) -> int:
    return len(re.findall(r"(?<!\\)" + re.escape(char), post))


@pytest.mark.parametrize("payload", PAYLOADS)
@pytest.mark.parametrize("forum", [f for f in FORUMS if FORUMS[f].markup == "markdown"] + ["md"])
def test_no_player_text_is_live_markdown_in_any_markdown_dialect(forum, payload):
    post = render_as(document(payload), forum)
    code = post.split("```")
    outside = "".join(code[::2])          # a code block shows its text as written
    assert unescaped(outside, "[") == 0 and unescaped(outside, "<") == 0 and unescaped(outside, "`") == 0
    assert "@everyone" not in post and "@here" not in post
    assert len(code) in (1, 3)            # Discord's one code block (its table), never broken open
    assert not any(line.startswith(("# Heading", "> quoted")) for line in outside.splitlines())
    assert unescaped(outside, "**") == 4          # the report's own two bold spans, no more


@pytest.mark.parametrize("payload", PAYLOADS)
def test_the_reports_own_bold_stays_bold(payload):
    assert "[b]GM's[/b]" in render_as(document(payload), "phpbb")
    assert "**GM's**" in render_as(document(payload), "reddit")


@pytest.mark.parametrize("line, words", [
    ("[im[b]g]http://evil.example/x.png[/im[/b]g]", "http://evil.example/x.png"),
    ("[[b]b]x[/[/b]b]", "x"),
    ("[u[i[b]]]x", "x"),
    ("hello [quote]earlier[/quote] A - Baden", "hello A - Baden"),
])
def test_stripping_forum_tags_from_a_message_leaves_none_that_reassembles(line, words):
    text = next(message_lines(line)).text
    assert text == words and not BB_TAG.search(text)


HOSTILE_NAME = "[url=javascript:alert(1)]Cy[/url] <script>x</script> @everyone ![i](http://evil.example/x.png)"


def is_quiet(post: str, forum: str) -> bool:
    """Nothing of HOSTILE_NAME is live in the post."""
    if "@everyone" in post:
        return False
    if forum in FORUMS and FORUMS[forum].markup == "bbcode":
        html = bbcode_to_html(post, percent_sizes=True)
        return "[url" not in post and "<script" not in html and "<a " not in html and "<img" not in html
    outside = "".join(post.split("```")[::2])
    return unescaped(outside, "<") == 0 and unescaped(outside, "[") == 0


MARKUP_FORUMS = [f for f in FORUMS if FORUMS[f].markup != "text"]    # plain text renders nothing


@pytest.mark.parametrize("forum", MARKUP_FORUMS)
def test_an_eia_replacement_players_name_is_quiet_in_the_public_post(forum):
    from tests.eia.helpers import MAP, RULES, play, position
    from tests.eia.test_books import BOOKS, at
    state = at(position([], wars=(), powers=BOOKS), "May", 1806, "political")
    res = play(state, {"Great Britain": f"player leaves: Old\nreplacement player: {HOSTILE_NAME}"})
    post = render_as(RULES.public_report(MAP, state, res.state, res.events, "Test"), forum)
    assert "will take Great Britain over" in post and is_quiet(post, forum)


@pytest.mark.parametrize("forum", MARKUP_FORUMS)
def test_a_succheesion_pact_name_is_quiet_in_the_public_post(forum):
    from tests.succheesion.helpers import RULES, play
    from tests.succheesion.test_turn_trade import MAP, berdain_maustria
    state = berdain_maustria(pacts={"Cheddar League": ["Crimsonia"]})
    res = play(MAP, state, {"Berdain": f"join pact {HOSTILE_NAME}"})
    post = render_as(RULES.public_report(MAP, state, res.state, res.events, "Test"), forum)
    assert "Berdain joins the trading pact" in post and is_quiet(post, forum)
