"""Forum dialects: the markup each kind of board actually renders, for the post a GM pastes.

phpBB reads `[size=N]` as a percentage, vBulletin and XenForo as a step from 1 to 7, SMF as points;
none of them can be relied on for `[table]`, so tables become aligned text in `[code]`. Discord has
no tables and takes 2,000 characters a message; Reddit renders Markdown tables.
"""

from __future__ import annotations

import msgspec

from engine.errors import BerthierError
from engine.reports.document import Bullets, Document, Heading, Paragraph, Table
from engine.reports.markup import aligned_table, escape_bbcode, inline, markdown, markdown_without_tables, plain_text


class Forum(msgspec.Struct, frozen=True):
    id: str
    title: str
    markup: str                      # "bbcode", "markdown" or "text"
    title_size: str = ""             # BBCode [size=...] value of the title ("" = bold only)
    heading_size: str = ""
    list_item: str = "[*]"           # BBCode list item opener
    list_item_close: str = ""
    tables: bool = False             # renders a real table (Markdown pipe tables)
    message_limit: int | None = None  # characters one message may hold

    @property
    def family(self) -> str:
        """The report file format this dialect belongs to: md, bbcode or text."""
        return {"bbcode": "bbcode", "markdown": "md"}.get(self.markup, "text")


FORUMS: dict[str, Forum] = {f.id: f for f in (
    Forum("bbcode", "BBCode (any forum)", "bbcode"),
    Forum("phpbb", "phpBB", "bbcode", title_size="150", heading_size="120"),
    Forum("vbulletin", "vBulletin / XenForo", "bbcode", title_size="5", heading_size="4"),
    Forum("smf", "SMF", "bbcode", title_size="16pt", heading_size="13pt",
          list_item="[li]", list_item_close="[/li]"),
    Forum("discord", "Discord", "markdown", message_limit=2000),
    Forum("reddit", "Reddit", "markdown", tables=True, message_limit=40000),
    Forum("markdown", "Markdown (GitHub, forums with Markdown)", "markdown", tables=True),
    Forum("text", "Plain text (e-mail)", "text"),
)}
DEFAULT_FORUM = "phpbb"


def forum(forum_id: str) -> Forum:
    try:
        return FORUMS[forum_id.strip().casefold()]
    except KeyError:
        raise BerthierError(f"no forum dialect called {forum_id!r}; choose one of "
                            f"{', '.join(FORUMS)}") from None


def render_as(doc: Document, fmt: str) -> str:
    """A report in a file format (md, bbcode, text) or as a forum dialect renders it."""
    if fmt == "md":
        return markdown(doc)
    return plain_text(doc) if fmt == "text" else render_post(doc, fmt)


def format_name(fmt: str) -> str:
    """'BBCode', 'phpBB': how the window and messages name a format or dialect."""
    return {"md": "Markdown", "bbcode": "BBCode", "text": "plain text"}.get(fmt) or forum(fmt).title


def file_family(fmt: str) -> str:
    """The report file format (md, bbcode, text) a format or dialect is saved as."""
    return fmt if fmt in ("md", "bbcode", "text") else forum(fmt).family


def render_post(doc: Document, forum_id: str) -> str:
    """The report as the given forum renders it."""
    f = forum(forum_id)
    if f.markup == "bbcode":
        return _bbcode(doc, f)
    if f.markup == "markdown":
        return markdown(doc) if f.tables else markdown_without_tables(doc)
    return plain_text(doc)


def split_post(text: str, limit: int | None) -> list[str]:
    """The post cut into messages of at most `limit` characters, between blocks where possible
    (a block is what lies between blank lines), never inside a code block's fences."""
    if limit is None or len(text) <= limit:
        return [text]
    limit -= 1                                        # each message ends with a line break
    parts: list[str] = []
    current = ""
    for block in _blocks(text):
        while len(block) > limit:                     # one block longer than a message: cut at lines
            cut = block.rfind("\n", 0, limit)
            cut = cut if cut > 0 else limit
            if current:
                parts.append(current.rstrip("\n"))
                current = ""
            parts.append(block[:cut])
            block = block[cut:].lstrip("\n")
        candidate = f"{current}\n\n{block}" if current else block
        if len(candidate) <= limit:
            current = candidate
        else:
            parts.append(current)
            current = block
    if current:
        parts.append(current)
    return [p.strip("\n") + "\n" for p in parts]


def _blocks(text: str) -> list[str]:
    """Blank-line separated blocks; a ``` fenced block stays whole."""
    out: list[str] = []
    lines: list[str] = []
    fenced = False
    for line in text.rstrip("\n").split("\n"):
        if line.startswith("```"):
            fenced = not fenced
        if not line.strip() and not fenced:
            if lines:
                out.append("\n".join(lines))
                lines = []
            continue
        lines.append(line)
    if lines:
        out.append("\n".join(lines))
    return out


def _bb(text: str) -> str:
    return inline(text, escape_bbcode, "[b]", "[/b]")


def _bbcode(doc: Document, f: Forum) -> str:
    def sized(text: str, size: str) -> str:
        inner = f"[b]{_bb(text)}[/b]"
        return f"[size={size}]{inner}[/size]" if size else inner

    out = [sized(doc.title, f.title_size), ""]
    for b in doc.blocks:
        if isinstance(b, Heading):
            out += [sized(b.text, f.heading_size if b.level <= 2 else ""), ""]
        elif isinstance(b, Paragraph):
            out += [_bb(b.text), ""]
        elif isinstance(b, Bullets):
            out += (["[list]"] + [f"{f.list_item}{_bb(i)}{f.list_item_close}" for i in b.items]
                    + ["[/list]", ""])
        elif isinstance(b, Table):
            out += ["[code]"] + [escape_bbcode(line) for line in aligned_table(b)] + ["[/code]", ""]
    return "\n".join(out).rstrip() + "\n"
