"""Rendering a report Document as Markdown, forum BBCode or plain text.

A report's text holds what players wrote (names, pacts, forum names): every text is escaped for
the markup it goes into (engine.reports.markup), so it reads as the words written and nothing
more; only the report's own `**bold**` is markup. BBCode is the one every board renders; sizes and
tables differ between boards (engine.reports.forums).
"""

from __future__ import annotations

from engine.reports.document import Document
from engine.reports.forums import render_post
from engine.reports.markup import (aligned_table, escape_bbcode, escape_code_block, escape_markdown, inline,
                                   markdown, markdown_without_tables, plain_text)

FORMATS = ("md", "bbcode", "text")
__all__ = ["FORMATS", "aligned_table", "escape_bbcode", "escape_code_block", "escape_markdown", "inline",
           "markdown", "markdown_without_tables", "plain_text", "render"]


def render(doc: Document, fmt: str = "md") -> str:
    if fmt not in FORMATS:
        raise ValueError(f"unknown report format {fmt!r}; choose one of {', '.join(FORMATS)}")
    if fmt == "bbcode":
        return render_post(doc, "bbcode")
    return markdown(doc) if fmt == "md" else plain_text(doc)
