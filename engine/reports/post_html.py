"""What a BBCode post looks like once the forum renders it: HTML for the window's preview.

Only the tags Berthier writes are read ([b] [i] [u] [size] [list] [*] [li] [code] [quote]); any
other bracketed text is shown as written, as a forum shows an unknown tag.
"""

from __future__ import annotations

import html
import re
from engine.words.textio import is_digits

_TAG = re.compile(r"\[(/?)(b|i|u|size|list|\*|li|code|quote)(?:=([^\]\[]{1,20}))?\]", re.IGNORECASE)
_VB_SIZES = {"1": "x-small", "2": "small", "3": "medium", "4": "large", "5": "x-large", "6": "xx-large",
             "7": "xx-large"}
_BREAK_BEFORE_BLOCK = re.compile(r"(?:<br>)+(</?(?:ul|li|pre|blockquote)>)")
_BREAK_AFTER_BLOCK = re.compile(r"(</?(?:ul|li)>|</pre>|</blockquote>)(?:<br>)+")
_SIMPLE = {"b": ("<b>", "</b>"), "i": ("<i>", "</i>"), "u": ("<u>", "</u>"),
           "quote": ("<blockquote>", "</blockquote>")}


def bbcode_to_html(text: str, percent_sizes: bool = False) -> str:
    """`percent_sizes`: phpBB reads [size=150] as 150 %; vBulletin, XenForo read 1-7; SMF 14pt."""
    out: list[str] = []
    pos = 0
    in_code = False
    open_item = False
    for m in _TAG.finditer(text):
        closing, name, value = m.group(1), m.group(2).lower(), m.group(3)
        if in_code and not (closing and name == "code"):
            continue                      # inside [code] tags are text, kept by the slice below
        out.append(_text(text[pos:m.start()], in_code))
        pos = m.end()
        if name == "code":
            in_code = not closing
            out.append("</pre>" if closing else "<pre>")
        elif name in _SIMPLE:
            out.append(_SIMPLE[name][1 if closing else 0])
        elif name == "size":
            out.append("</span>" if closing else f'<span style="font-size:{_size(value, percent_sizes)}">')
        elif name == "list":
            if closing and open_item:
                out.append("</li>")
                open_item = False
            out.append("</ul>" if closing else "<ul>")
        elif name in ("*", "li"):
            if closing:
                out.append("</li>")
                open_item = False
            else:
                out.append("</li><li>" if open_item else "<li>")
                open_item = True
    out.append(_text(text[pos:], in_code))
    # a forum drops the line breaks around lists and code blocks
    return _BREAK_AFTER_BLOCK.sub(r"\1", _BREAK_BEFORE_BLOCK.sub(r"\1", "".join(out)))


def _text(chunk: str, in_code: bool) -> str:
    escaped = html.escape(chunk)
    if in_code:
        return escaped.removeprefix("\n")     # the line break after [code] is not shown
    return escaped.replace("\n", "<br>")


def _size(value: str | None, percent: bool) -> str:
    value = (value or "").strip().lower()
    if value.endswith(("pt", "px", "em")) and is_digits(value[:-2].replace(".", "", 1)):
        return value
    if is_digits(value):
        if percent:
            return f"{min(int(value), 200)}%"
        return _VB_SIZES.get(value, "medium")
    return "medium"
