"""The markup a report is written in: Markdown and plain text, and the escaping of every text for
the markup it goes into (forum BBCode dialects are engine.reports.forums).

A report's text holds what players wrote (names, pacts, forum names): every text is escaped for
the markup it goes into, so it reads as the words written and nothing more; only the report's
own `**bold**` is markup.
"""

from __future__ import annotations

import re

from engine.reports.document import Bullets, Document, Heading, Paragraph, Table

_BOLD = re.compile(r"\*\*(.+?)\*\*")
_MD_SPECIAL = re.compile(r"([\\`*_~\[\]<|])|^([#>])")
_MENTION = re.compile(r"@(?=everyone|here)", re.IGNORECASE)
_BB_TAG = re.compile(r"\[(?=/?[A-Za-z*])")
ZWSP = "\u200b"       # invisible, and enough to keep '[img]' or '@everyone' from being read as markup


def escape_markdown(text: str) -> str:
    """Text that Markdown (Discord, Reddit, GitHub) shows as written: no link, image, emphasis,
    code, HTML, heading or mention (Discord's `@everyone`, `<@id>`)."""
    return _MENTION.sub("@" + ZWSP, _MD_SPECIAL.sub(lambda m: "\\" + (m.group(1) or m.group(2)), text))


def escape_bbcode(text: str) -> str:
    """Text that no BBCode board reads as a tag (an invisible space after each '[' that starts one),
    nor XenForo as a mention of everyone."""
    return _MENTION.sub("@" + ZWSP, _BB_TAG.sub("[" + ZWSP, text))


def escape_code_block(text: str) -> str:
    """Text inside a Markdown ``` block: it cannot close the block, nor call everyone on Discord."""
    return _MENTION.sub("@" + ZWSP, text.replace("```", "``" + ZWSP + "`"))


def inline(text: str, escape, opener: str, closer: str) -> str:
    """The text escaped, its own **bold** written with `opener` and `closer`."""
    out, pos = [], 0
    for m in _BOLD.finditer(text):
        out.append(escape(text[pos:m.start()]))
        out.append(f"{opener}{escape(m.group(1))}{closer}")
        pos = m.end()
    out.append(escape(text[pos:]))
    return "".join(out)


def _md(text: str) -> str:
    return inline(text, escape_markdown, "**", "**")


def markdown(doc: Document, tables: bool = True) -> str:
    """Markdown; `tables=False` writes tables as aligned text in a code block (Discord has no tables)."""
    out = [f"# {_md(doc.title)}", ""]
    for b in doc.blocks:
        if isinstance(b, Heading):
            out += ["#" * min(b.level, 6 if tables else 3) + " " + _md(b.text), ""]
        elif isinstance(b, Paragraph):
            out += ["\n".join(_md(line) for line in b.text.split("\n")), ""]
        elif isinstance(b, Bullets):
            out += [f"- {_md(item)}" for item in b.items] + [""]
        elif isinstance(b, Table) and not tables:
            out += ["```"] + [escape_code_block(line) for line in aligned_table(b)] + ["```", ""]
        elif isinstance(b, Table):
            out.append("| " + " | ".join(_md(h) for h in b.header) + " |")
            out.append("|" + "|".join("---" for _ in b.header) + "|")
            out += ["| " + " | ".join(_md(c) for c in row) + " |" for row in b.rows]
            out.append("")
    return "\n".join(out).rstrip() + "\n"


def markdown_without_tables(doc: Document) -> str:
    return markdown(doc, tables=False)


def bold_to(text: str, opener: str, closer: str) -> str:
    """Inline **bold** in another markup."""
    return _BOLD.sub(lambda m: f"{opener}{m.group(1)}{closer}", text)


def _plain(text: str) -> str:
    return _BOLD.sub(r"\1", text)


def plain_text(doc: Document) -> str:
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
