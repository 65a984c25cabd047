"""Forum dialects: the post a GM pastes renders as meant on that kind of board."""

import pytest

from engine.errors import BerthierError
from engine.reports import Document
from engine.reports.render import render
from engine.reports.forums import FORUMS, forum, render_post, split_post
from engine.reports.post_html import bbcode_to_html


def update() -> Document:
    doc = Document("Spring 1805")
    doc.heading("Battles").bullets(["**Bavaria**: France beats Austria", "Venice: Austria holds"])
    doc.table(("Nation", "Treasury"), [("France", "12"), ("Great Britain", "30")])
    doc.paragraph("The **Emperor** is pleased.")
    return doc


def test_phpbb_sizes_are_percentages_and_tables_are_aligned_code():
    post = render_post(update(), "phpbb")
    assert post.startswith("[size=150][b]Spring 1805[/b][/size]")
    assert "[size=5]" not in post and "[table]" not in post
    code = post[post.index("[code]"):post.index("[/code]")]
    assert "Great Britain  30" in code and "France         12" in code


def test_vbulletin_and_xenforo_sizes_are_steps_from_one_to_seven():
    post = render_post(update(), "vbulletin")
    assert post.startswith("[size=5][b]Spring 1805[/b][/size]") and "[size=4][b]Battles[/b][/size]" in post


def test_smf_sizes_in_points_and_its_own_list_items():
    post = render_post(update(), "smf")
    assert "[size=16pt]" in post and "[li][b]Bavaria[/b]: France beats Austria[/li]" in post


def test_plain_bbcode_uses_only_tags_every_board_renders():
    post = render(update(), "bbcode")
    assert "[size" not in post and "[table]" not in post and "[list]" in post and "[code]" in post


def test_discord_has_no_tables_and_reddit_has_them():
    assert "```" in render_post(update(), "discord") and "| Nation | Treasury |" not in render_post(update(), "discord")
    assert "| Nation | Treasury |" in render_post(update(), "reddit")


def test_a_long_discord_post_is_cut_into_messages_between_blocks():
    doc = Document("Spring 1805")
    for i in range(60):
        doc.heading(f"Battle {i}").paragraph("France attacks Austria. " * 4)
    parts = split_post(render_post(doc, "discord"), FORUMS["discord"].message_limit)
    assert len(parts) > 1 and all(len(p) <= 2000 for p in parts)
    assert "".join(parts).count("## Battle") == 60
    assert all(p.count("```") % 2 == 0 for p in parts)


def test_an_unknown_dialect_is_named_with_the_choices():
    with pytest.raises(BerthierError, match="no forum dialect called 'myspace'.*phpbb"):
        forum("myspace")


def test_the_preview_renders_what_the_forum_would():
    html = bbcode_to_html(render_post(update(), "phpbb"), percent_sizes=True)
    assert '<span style="font-size:150%"><b>Spring 1805</b></span>' in html
    assert "<li><b>Bavaria</b>: France beats Austria</li>" in html
    assert "<pre>Nation" in html and "[code]" not in html


def test_the_preview_shows_unknown_tags_and_markup_in_code_as_written():
    html = bbcode_to_html("[url=x]a[/url] [code][b]x[/b] <script>[/code]")
    assert "[url=x]a[/url]" in html and "<pre>[b]x[/b] &lt;script&gt;</pre>" in html


def test_the_preview_reads_a_long_line_of_brackets_quickly():
    assert len(bbcode_to_html("[" * 100_000 + "x")) > 100_000
