"""Reports as documents (headings, paragraphs, lists, tables) rendered to Markdown, BBCode or text."""

from engine.reports.document import Document
from engine.reports.render import FORMATS, render

__all__ = ["Document", "FORMATS", "render"]
