"""The text of an HTML mail, in one left-to-right pass: tags dropped, line breaks kept, quoted
blocks, scripts and styles left out.

The standard `html.parser` rescans the rest of the text for each unfinished `<a `, `</`, `<?` or
`<!--`, so a 1 MB body of them takes minutes; here each `<` looks for its `>` at most once, and
once none is left every later `<` is text.
"""

from __future__ import annotations

import html
import re

from engine.errors import BerthierError

MAX_HTML_CHARS = 2_000_000       # more is no order set: the rest is not read
MAX_TAGS = 50_000                # an HTML mail of orders has a few hundred
_NAME = re.compile(r"/?([A-Za-z][A-Za-z0-9]{0,20})")
_BREAKS = frozenset({"br", "p", "div", "li", "tr", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "pre",
                     "table"})
_HIDDEN = frozenset({"style", "script", "head", "title"})


def html_to_text(markup: str) -> str:
    """The text of an HTML-only mail: tags stripped, line breaks kept, quoted blocks dropped."""
    markup = markup[:MAX_HTML_CHARS]
    low = markup.lower()                 # searched for closing tags; same length as `markup`
    parts: list[str] = []
    pos, n = 0, len(markup)
    quoted = 0
    gt = -1                              # the '>' after the last '<' looked at; each is searched for once
    tags = 0
    while pos < n:
        lt = markup.find("<", pos)
        if lt < 0:
            _text(parts, markup[pos:], quoted)
            break
        _text(parts, markup[pos:lt], quoted)
        if markup.startswith("<!--", lt):
            end = markup.find("-->", lt + 4)
            pos = n if end < 0 else end + 3          # an unclosed comment hides the rest, as browsers do
            continue
        if gt <= lt:
            gt = markup.find(">", lt + 1)
        if gt < 0:                                   # no '>' is left: the rest is text
            _text(parts, markup[lt:], quoted)
            break
        if markup[lt + 1] in "!?":                   # <!doctype>, <?xml ?>, <![CDATA[ ...>: dropped
            pos = gt + 1
            continue
        m = _NAME.match(markup, lt + 1)
        if m is None:                                # '< 3' or '<=' is text
            _text(parts, "<", quoted)
            pos = lt + 1
            continue
        tags += 1
        if tags > MAX_TAGS:
            raise BerthierError(f"its HTML holds more than {MAX_TAGS:,} tags: far more than any order set")
        name, closing = m.group(1).lower(), markup[lt + 1] == "/"
        pos = gt + 1
        if name in _HIDDEN and not closing:
            end = low.find(f"</{name}", pos)
            pos = n if end < 0 else end              # its closing tag is read next
            continue
        if name == "blockquote":
            quoted = max(0, quoted - 1) if closing else quoted + 1
        if name in _BREAKS and not (closing and name == "li"):
            parts.append("\n")
        if name == "li" and not closing:
            parts.append("- ")
    lines = [" ".join(line.split()) for line in "".join(parts).splitlines()]
    out: list[str] = []
    for line in lines:
        if line or (out and out[-1]):
            out.append(line)
    return "\n".join(out).strip() + "\n"


def _text(parts: list[str], chunk: str, quoted: int) -> None:
    if chunk and not quoted:
        chunk = html.unescape(chunk)
        parts.append(" ".join(chunk.split()) if "\n" in chunk else chunk)
