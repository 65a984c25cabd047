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


def _markdown(doc: Document) -> str:
    out = [f"# {doc.title}", ""]
    for b in doc.blocks:
        if isinstance(b, Heading):
            out += ["#" * min(b.level, 6) + " " + b.text, ""]
        elif isinstance(b, Paragraph):
            out += [b.text, ""]
        elif isinstance(b, Bullets):
            out += [f"- {item}" for item in b.items] + [""]
        elif isinstance(b, Table):
            out.append("| " + " | ".join(b.header) + " |")
            out.append("|" + "|".join("---" for _ in b.header) + "|")
            out += ["| " + " | ".join(c.replace("|", "\\|") for c in row) + " |" for row in b.rows]
            out.append("")
    return "\n".join(out).rstrip() + "\n"


def _bb(text: str) -> str:
    return _BOLD.sub(r"[b]\1[/b]", text)


def _bbcode(doc: Document) -> str:
    out = [f"[size=5][b]{doc.title}[/b][/size]", ""]
    for b in doc.blocks:
        if isinstance(b, Heading):
            size = 4 if b.level <= 2 else 3
            out += [f"[size={size}][b]{_bb(b.text)}[/b][/size]", ""]
        elif isinstance(b, Paragraph):
            out += [_bb(b.text), ""]
        elif isinstance(b, Bullets):
            out += ["[list]"] + [f"[*]{_bb(item)}" for item in b.items] + ["[/list]", ""]
        elif isinstance(b, Table):
            out.append("[table]")
            out.append("[tr]" + "".join(f"[td][b]{h}[/b][/td]" for h in b.header) + "[/tr]")
            out += ["[tr]" + "".join(f"[td]{_bb(c)}[/td]" for c in row) + "[/tr]" for row in b.rows]
            out += ["[/table]", ""]
    return "\n".join(out).rstrip() + "\n"


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
            rows = [tuple(b.header)] + [tuple(_plain(c) for c in r) for r in b.rows]
            widths = [max(len(r[i]) for r in rows) for i in range(len(b.header))]
            fmt = lambda r: "  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip()  # noqa: E731
            out.append(fmt(rows[0]))
            out.append("  ".join("-" * w for w in widths))
            out += [fmt(r) for r in rows[1:]]
            out.append("")
    return "\n".join(out).rstrip() + "\n"
