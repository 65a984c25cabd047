"""Reports as documents (headings, paragraphs, lists, tables: `engine.reports.document`) rendered to
Markdown, BBCode or text (`engine.reports.render`). The package loads only the document types: the
verbs and rulesets that build documents without writing them do not load the writers."""

from engine.reports.document import Document

__all__ = ["Document"]
