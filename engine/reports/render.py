"""Rendering a report Document as Markdown, forum BBCode or plain text."""

from __future__ import annotations

import re

from engine.reports.document import Bullets, Document, Heading, Paragraph, Table

FORMATS = ("md", "bbcode", "text")
_BOLD = re.compile(r"\*\*(.+?)\*\*")


def render(doc: Document, fmt: str = "md") -> str:
    if fmt not in FORMATS:
        raise ValueError(f"unknown report format {fmt!r}; choose one of {', '.join(FORMATS)}")
    return {"md": _markdown, "bbcode": _bbcode, "text": _text}[fmt](doc)


def _markdown(doc: Document, tables: bool = True) -> str:
    """Markdown; `tables=False` writes tables as aligned text in a code block (Discord has no tables)."""
    out = [f"# {doc.title}", ""]
    for b in doc.blocks:
        if isinstance(b, Heading):
            out += ["#" * min(b.level, 6 if tables else 3) + " " + b.text, ""]
        elif isinstance(b, Paragraph):
            out += [b.text, ""]
        elif isinstance(b, Bullets):
            out += [f"- {item}" for item in b.items] + [""]
        elif isinstance(b, Table) and not tables:
            out += ["```"] + aligned_table(b) + ["```", ""]
        elif isinstance(b, Table):
            out.append("| " + " | ".join(b.header) + " |")
            out.append("|" + "|".join("---" for _ in b.header) + "|")
            out += ["| " + " | ".join(c.replace("|", "\\|") for c in row) + " |" for row in b.rows]
            out.append("")
    return "\n".join(out).rstrip() + "\n"


def markdown_without_tables(doc: Document) -> str:
    return _markdown(doc, tables=False)


def bold_to(text: str, opener: str, closer: str) -> str:
    """Inline **bold** in another markup."""
    return _BOLD.sub(lambda m: f"{opener}{m.group(1)}{closer}", text)


def _bbcode(doc: Document) -> str:
    # BBCode every board renders: sizes and tables differ between boards (engine.reports.forums)
    from engine.reports.forums import render_post
    return render_post(doc, "bbcode")


def _plain(text: str) -> str:
    return _BOLD.sub(r"\1", text)


def _text(doc: Document) -> str:
    out = [doc.title.upper(), "=" * len(doc.title), ""]
    for b in doc.blocks:
        if isinstance(b, Heading):
            t = _plain(b.text)
            out += [t, ("-" if b.level >= 2 else "=") * len(t), ""]
        elif isinstance(b, Paragraph):
            out += [_plain(b.text), ""]
        elif isinstance(b, Bullets):
            out += [f"  * {_plain(item)}" for item in b.items] + [""]
        elif isinstance(b, Table):
            out += aligned_table(b) + [""]
    return "\n".join(out).rstrip() + "\n"


def aligned_table(table: Table) -> list[str]:
    """The table as lines of text in columns, for plain text and code blocks."""
    rows = [tuple(_plain(h) for h in table.header)] + [tuple(_plain(c) for c in r) for r in table.rows]
    widths = [max(len(r[i]) if i < len(r) else 0 for r in rows) for i in range(len(table.header))]
    def line(r: tuple[str, ...]) -> str:
        return "  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip()
    return [line(rows[0]), "  ".join("-" * w for w in widths)] + [line(r) for r in rows[1:]]
