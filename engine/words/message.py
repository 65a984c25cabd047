"""A player's message as lines of plain words: forum markup, list bullets and quoted earlier text
taken away, line numbers kept, so that every ruleset reads only what the player wrote this time.

Everything here is a left-to-right pass over each line, with patterns that cannot backtrack far
(a tag is at most 200 characters): a player's text can be anything, and reading it must stay
linear in its length.
"""

from __future__ import annotations

from engine.words.postscripts import without_postscript_mark
from engine.words.bbcode_rows import as_markdown_row
from engine.words import patterns as re        # its compile() waits for first use
from collections.abc import Iterator
from functools import lru_cache
from html import unescape

import msgspec

from engine.words.lexicon import is_greeting, is_order_word
from engine.words.textio import MAX_LINE_CHARS, is_digits

# BBCode tags of phpBB, vBulletin/XenForo and SMF (and a few HTML ones pasted from web mail). A tag
# is at most 200 characters inside its brackets, so finding one never scans far.
_TAG = re.compile(r"[\[<](/?)([A-Za-z*]{1,10})(?:[= ][^\[\]<>\n]{0,200})?[\]>]")
_QUOTE_TAGS = {"quote", "blockquote"}
_MARKUP_TAGS = {"b", "i", "u", "s", "strike", "color", "colour", "size", "font", "url", "list", "*", "li", "ul", "ol",
                "center", "left", "right", "justify", "code", "spoiler", "indent", "img", "email", "br", "p", "div",
                "span", "strong", "em", "hr", "sup", "sub", "highlight", "plain", "noparse", "tt", "table", "tr",
                "td", "th"}
_INVISIBLE = dict.fromkeys(map(ord, "\u200b\u200c\u200d\u2060\ufeff\u00ad"), None)
_HAS_INVISIBLE = re.compile("[" + "".join(map(chr, _INVISIBLE)) + "]")
_BULLETS = ("- ", "* ", "+ ", "• ", "· ", "– ", "— ")


class MessageLine(msgspec.Struct, frozen=True):
    """One line of the message: its number, the text as written, and the words to read (empty
    for a blank line); a line `left` (earlier mail, [quote]s, a signature) says why, and is never read."""
    number: int
    raw: str
    text: str
    left: str = ""
    struck: tuple[str, ...] = ()       # the words struck through on the line ('~~A - Hanover~~'): taken back


def message_lines(text: str) -> Iterator[MessageLine]:
    """Every line of `text`, with what a ruleset should read of it."""
    if text.startswith("\ufeff"):
        text = text[1:]
    lines = text.splitlines()
    if "=" in text and _quoted_printable(text):
        lines = _decoded(lines)
    headers = _header_block(lines)
    depth = 0                 # open [quote] blocks
    rest = ""                 # after "-----Original Message-----", an Outlook reply header, a signature
    body = False              # words of this message seen: an Outlook header can only follow them
    above = False             # the earlier mail opens the message: the reply may follow it
    alone: dict[str, _Alone] = {}     # what a line outside any [quote] gives by itself: a long message repeats it
    for index, raw in enumerate(lines):
        number = index + 1
        if len(raw) > MAX_LINE_CHARS:              # refused by its size (engine.orders), never scanned
            yield MessageLine(number, raw, raw, rest)
            continue
        if index < headers:
            yield MessageLine(number, raw, "", HEADER)
            continue
        stripped = raw.strip()
        if above and rest == QUOTED and _closes_quote(stripped):
            rest, above = "", False     # '-----' under the GM's mail pasted above: the reply follows (its own words)
            yield MessageLine(number, raw, "", QUOTED)
            continue
        if rest and not (above and rest == QUOTED and not lines[index - 1].strip() and (
                greets_the_gm(stripped) or _after_marked_quote(lines, index))):
            yield MessageLine(number, raw, "", rest)
            continue
        said = alone.get(raw) if depth == 0 else None
        if said is None:
            said = _alone(raw, stripped, depth)
            if depth == 0 and len(alone) < _MOST_ALONE:
                alone[raw] = said
        ends, outlook, quote_line, struck, struck_only, kept, depth_after, had_quote, words = said
        rest = ends or (QUOTED if body and outlook and _outlook_header(lines, index) else "")
        above = rest == QUOTED and not body     # the GM's mail pasted above the reply: a greeting to the GM ends it
        if rest:
            yield MessageLine(number, raw, "", rest)
            continue
        if depth == 0 and quote_line:
            yield MessageLine(number, raw, "", QUOTED)
            continue
        if struck_only:
            yield MessageLine(number, raw, "", STRUCK, struck)       # '~~A - Hanover~~': taken back
            continue
        depth = depth_after
        body = body or bool(words)
        yield MessageLine(number, raw, words, QUOTED if (had_quote or depth > 0) and not words else "", struck)


_MOST_RULE = 80         # characters of a line drawn under a pasted mail ('-----', '_____', '=====')


def _closes_quote(stripped: str) -> bool:
    """A line drawn of one character ('-----', '______', '====='), 3 to _MOST_RULE long: under the earlier mail
    that opens a message (its 'Original Message' line above), where that mail ends and the reply begins."""
    return 3 <= len(stripped) <= _MOST_RULE and stripped[0] in "-_=" and stripped == stripped[0] * len(stripped)


# What a line gives by itself, `depth` [quote] blocks open before it: how it ends the message (a signature, the
# earlier mail; 'from:' that may open an Outlook header), whether it opens quoted text, the words struck through,
# whether it is struck whole, then its words without tags, the quote blocks open after it, whether it held a quote.
_Alone = tuple[str, bool, bool, tuple[str, ...], bool, str, int, bool, str]
_MOST_ALONE = 4096        # the lines kept per message: a hostile message cannot grow them without end


def _alone(raw: str, stripped: str, depth: int) -> _Alone:
    """What `message_lines` makes of a line by itself (every step a function of the line and the open quotes);
    the steps after one that ends the line's reading are not taken."""
    ends = _ends_alone(stripped)
    outlook = stripped.casefold().startswith(("from:", "de :", "von:"))
    if ends:
        return ends, outlook, False, (), False, "", depth, False, ""
    if depth == 0 and _is_quote_line(stripped):
        return ends, outlook, True, (), False, "", depth, False, ""
    unstruck = without_struck(raw) if depth == 0 else raw
    struck = struck_parts(raw) if unstruck != raw else ()
    if unstruck != raw and not _outside_notes(unstruck).strip(" .,;:!-\t"):
        return ends, outlook, False, struck, True, "", depth, False, ""
    kept, depth, had_quote = _without_tags(as_markdown_row(unstruck), depth)     # '[td]A[/td][td]B[/td]': '| A | B |'
    if "&" in kept and ";" in kept:     # HTML pasted from web mail: '3 armies 68 -&gt; 71', '&nbsp;'
        kept = unescape(kept)
    return ends, outlook, False, struck, False, kept, depth, had_quote, without_postscript_mark(plain(kept))


QUOTED, SIGNATURE, HEADER = "quoted earlier text", "signature", "e-mail header"
FORWARDED = "a forwarded message: another's mail, whose orders are never taken as this nation's"

# Quoted-printable mail pasted undecoded: '=20' for a space, '=C3=A9' for 'é', a line cut with '=' at its end.
_QP_CODE = re.compile(r"=(?:20|3D|0D|0A|09|[C-F][0-9A-F]=[89AB][0-9A-F])")
_QP_ANY = re.compile(r"=([0-9A-F]{2})")
_MOST_JOINED = 20


def _quoted_printable(text: str) -> bool:
    """Whether a message was pasted as its mail program encoded it: a code only that encoding writes, or
    a line ending with a lone '=' right after a word ('... corps II goes fro=' over 'm Bulgaria')."""
    if _QP_CODE.search(text) is not None:
        return True
    return any(len(line) > 2 and line.endswith("=") and line[-2] not in "= <>!" for line in text.splitlines())


def _decoded(lines: list[str]) -> list[str]:
    """The lines decoded: a soft break joins a line to the next (the joined line left blank, so every
    line keeps its number), '=XX' bytes written as the characters they encode."""
    out: list[str] = []
    i = 0
    while i < len(lines):
        line, joined = lines[i], 0
        while line.endswith("=") and not line.endswith("==") and i + 1 < len(lines) and joined < _MOST_JOINED:
            i += 1
            joined += 1
            line = line[:-1] + lines[i]
        out.append(_bytes_written(line) if "=" in line else line)
        out += [""] * joined
        i += 1
    return out


def _bytes_written(line: str) -> str:
    """'build 3 Infantry in 1=20' -> 'build 3 Infantry in 1 '; '=C3=A9' -> 'é'; other '=' kept."""
    data = _QP_ANY.sub(lambda m: "\x00" + m.group(1), line)
    if "\x00" not in data:
        return line
    out = bytearray()
    for k, part in enumerate(data.split("\x00")):
        if k:
            out.append(int(part[:2], 16))
            part = part[2:]
        out += part.encode("utf-8")
    return out.decode("utf-8", errors="replace").replace("\r", "")
STRUCK = "struck through: taken back by the player"

# Struck-through text, as Markdown, BBCode and HTML write it: what the player took back.
_STRIKES = (("~~", "~~"), ("[s]", "[/s]"), ("[strike]", "[/strike]"), ("<s>", "</s>"), ("<del>", "</del>"),
            ("<strike>", "</strike>"))


def without_struck(line: str) -> str:
    """The line without its struck-through parts ('~~A - Hanover~~ EDIT: A stays'); a strike never
    closed is kept as written. One pass per kind of strike, each `find` moving right."""
    if "~" not in line and "[" not in line and "<" not in line:
        return line                     # every strike mark holds one of them
    for opening, closing in _STRIKES:
        low = line.casefold()
        if opening not in low:
            continue
        out: list[str] = []
        pos = 0
        while True:
            start = low.find(opening, pos)
            end = low.find(closing, start + len(opening)) if start >= 0 else -1
            if start < 0 or end < 0:
                break
            out.append(line[pos:start])
            pos = end + len(closing)
        out.append(line[pos:])
        line = " ".join("".join(out).split())
    return line


def struck_parts(line: str) -> tuple[str, ...]:
    """The words struck through on a line, each strike apart ('~~A - Hanover~~ EDIT: ...' -> 'A - Hanover')."""
    out: list[str] = []
    for opening, closing in _STRIKES:
        low = line.casefold()
        start = low.find(opening)
        while start >= 0:
            end = low.find(closing, start + len(opening))
            if end < 0:
                break
            part = plain(line[start + len(opening):end])
            if part:
                out.append(part)
            start = low.find(opening, end + len(closing))
    return tuple(out)


def _outside_notes(text: str) -> str:
    """The text outside its brackets: '(the army in Zealand stays)' beside a struck order is its reason."""
    out, depth = [], 0
    for ch in text:
        if ch == "(":
            depth += 1
        elif ch == ")" and depth:
            depth -= 1
        elif not depth:
            out.append(ch)
    return "".join(out)
_MAIL_HEADERS = {"from", "to", "cc", "bcc", "date", "sent", "subject", "reply-to", "message-id", "received",
                 "return-path", "mime-version", "content-type", "content-transfer-encoding", "x-mailer",
                 "user-agent", "in-reply-to", "references", "delivered-to"}


def _header_key(line: str) -> str:
    key = line.split(":", 1)[0] if ":" in line[:40] else ""
    return key.casefold() if key and " " not in key else ""


def _header_block(lines: list[str]) -> int:
    """How many lines at the top are a pasted e-mail's headers (two or more known ones, folded
    lines included, then a blank line); 0 when the message does not start so."""
    i, known = 0, 0
    while i < len(lines) and not lines[i].strip():
        i += 1
    while i < len(lines) and lines[i].strip():
        if _header_key(lines[i]) in _MAIL_HEADERS:
            known += 1
        elif not (known and lines[i][:1] in (" ", "\t")):
            return 0
        i += 1
    return i if known >= 2 else 0


# 'sent from phone, sorry for typos', 'Sent from a mobile': the signature a phone puts under a message.
_SENT_FROM_DEVICE = re.compile(r"sent from (?:my |a |the )?(?:phone|iphone|mobile|ipad|android|tablet|cell|cellphone|"
                               r"smartphone|galaxy|pixel)\b")


def _ends_alone(line: str) -> str:
    """The e-mail signature mark, the earlier mail's and a forwarded mail's lines: what the line says by itself."""
    low = line.casefold()
    if line in ("--", "__") or low.startswith("sent from my ") or _SENT_FROM_DEVICE.match(low):
        return SIGNATURE
    if low.startswith("-----original message"):
        return QUOTED
    if _forwards(low):
        return FORWARDED
    return ""


def _outlook_header(lines: list[str], index: int) -> bool:
    """Whether the lines after a 'From:' line (Outlook's reply header) go on with Sent/Date/To."""
    return any(_header_key(after.strip()) in ("sent", "date", "to", "subject", "envoyé", "gesendet")
               for after in lines[index + 1:index + 4])


def is_mail_header(line: str) -> bool:
    """'From: Spain', 'Subject: our orders', 'Date: ...': a header line of a pasted or forwarded mail."""
    return _header_key(line) in _MAIL_HEADERS


def _forwards(low: str) -> bool:
    """'---------- Forwarded message ---------' (Gmail), 'Begin forwarded message:' (Apple Mail),
    '-------- Weitergeleitete Nachricht --------', '-------- Message transféré --------'."""
    if low.startswith("begin forwarded message"):
        return True
    if not low.startswith("---"):
        return False
    said = low.strip("- ")
    return said in ("forwarded message", "forwarded message follows", "weitergeleitete nachricht",
                    "message transféré", "message transfere", "mensaje reenviado", "messaggio inoltrato")


def _after_marked_quote(lines: list[str], index: int) -> bool:
    """Whether an unmarked line follows, after blank lines, the '>' lines that close the earlier mail pasted above
    the reply ('-----Original Message----- / From: GM / > Denmark, your orders, please. / (blank) / Denmark allies
    with ...'): the reply starts there. Looks back over the blank lines only."""
    if lines[index].lstrip().startswith(">"):
        return False
    k = index - 1
    while k >= 0 and not lines[k].strip():
        k -= 1
    return k >= 0 and lines[k].lstrip().startswith(">")


def greets_the_gm(line: str) -> bool:
    """'Dear GM, ...', 'Hi GM -', 'GM:': the player's reply starting below the GM's pasted mail (the GM
    never writes to the GM)."""
    if "gm" not in line[:40].casefold():
        return False
    head = line[:40].casefold().replace(":", ",").replace(" -", ",").replace("!", ",").split(",", 1)[0]
    return "gm" in head.split() and is_greeting(head)


def _is_quote_line(line: str) -> bool:
    """"> ..." lines and the header a mail program or forum writes above quoted text."""
    if line.startswith(">"):
        return True
    low = line.casefold().rstrip()
    return (low.endswith(("wrote:", "wrote :", "a écrit :", "a écrit:", "schrieb:", "said:"))
            or low.startswith(("quote from:", "quote:", "originally posted by"))) and len(low) < 300


def _without_tags(line: str, depth: int) -> tuple[str, int, bool]:
    """The line without markup tags, and without the parts inside [quote] blocks; taken again until
    none is left ('[im[b]g]' is no '[img]' once '[b]' goes), a few times at most, then the
    brackets of whatever is left go: the words read never hold a tag."""
    kept, depth, had_quote = _without_tags_once(line, depth)
    for _ in range(8):                  # what is kept lay outside any [quote]: read again from depth 0
        if kept == line:
            return kept, depth, had_quote
        line = kept
        kept, _, _ = _without_tags_once(line, 0)
    if _tag_in(kept):
        kept = kept.replace("[", " ").replace("]", " ").replace("<", " ").replace(">", " ")
    return kept, depth, had_quote


def _tag_in(text: str) -> bool:
    return any(m.group(2).casefold() in _MARKUP_TAGS or m.group(2).casefold() in _QUOTE_TAGS
               for m in _TAG.finditer(text))


def _without_tags_once(line: str, depth: int) -> tuple[str, int, bool]:
    if "[" not in line and "<" not in line:            # no tag: the line as it is, or nothing inside a quote
        return (line if depth == 0 else ""), depth, depth > 0
    out: list[str] = []
    pos, had_quote = 0, depth > 0
    for m in _TAG.finditer(line):
        closing, name = m.group(1), m.group(2).casefold()
        if name not in _QUOTE_TAGS and name not in _MARKUP_TAGS:
            continue
        if depth == 0:
            out.append(line[pos:m.start()])
        pos = m.end()
        if name in _QUOTE_TAGS:
            had_quote = True
            depth = max(0, depth - 1) if closing else depth + 1
        elif name in ("*", "li") and not closing and depth == 0:
            out.append(" ")
        elif name in ("br", "div", "p") and depth == 0:
            out.append("; ")                # 'Hi GM<br>3 armies 14 -> 15<br>...': a line broken in HTML mail
    if depth == 0:
        out.append(line[pos:])
    return "".join(out), depth, had_quote


def untagged(line: str) -> str:
    """The line with every markup tag taken out, quote tags too ('[quote=France]A - Baden[/quote]')."""
    return _TAG.sub(" ", line)


@lru_cache(maxsize=4096)     # a function of the words alone: a long message repeats its lines
def plain(line: str) -> str:
    """The words of a line: spaces of every kind made one space, Markdown emphasis, list bullets and numbers taken off the front, invisible characters dropped."""
    if not line.isascii() and _HAS_INVISIBLE.search(line):      # every invisible character is outside ASCII
        line = line.translate(_INVISIBLE)
    line = " ".join(line.split())
    if "*" in line or "__" in line or "`" in line or "~~" in line:
        line = line.replace("**", "").replace("__", "").replace("`", "").replace("~~", "")
        if line.startswith("*") and not line.startswith("* "):
            line = line.lstrip("*")
        line = line.replace(" *", " ").replace("* ", " ").rstrip("*")
        if "*" in line:             # '*Corps A*: Brabant', '*A*, *B* hold': emphasis closed before punctuation
            line = _EMPHASIS_BEFORE_MARK.sub("", line)
        line = " ".join(line.split())
    if ":" in line:
        line = _without_chat_marks(line)
    return _unbulleted(line)          # a Markdown heading '# Orders' stays: '#' starts a comment


# A chat's time stamp before a post's line ('[21:05] ', '[09:14:33] ', '[9:05 PM] ') and its emoji codes (':horse:',
# ':crossed_swords:'): the marks of a Discord paste, never words of an order.
_STAMP = re.compile(r"\[[0-9]{1,2}:[0-9]{2}(?::[0-9]{2})?(?: ?[AaPp][Mm])?\] ?")
_EMOJI_CODE = re.compile(r"(?<![^ ]):[a-z0-9_+-]{2,30}:(?![^ ])")


def _without_chat_marks(line: str) -> str:
    """The line without a leading time stamp and its emoji codes ('[21:05] G rides to Kharkov :horse:')."""
    stamped = _STAMP.match(line)
    if stamped is not None:
        line = line[stamped.end():]
    if line.count(":") >= 2 and _EMOJI_CODE.search(line):
        line = " ".join(_EMOJI_CODE.sub(" ", line).split())
    return line


_EMPHASIS_BEFORE_MARK = re.compile(r"(?<=[^\W_])\*+(?=[:;,.!?)])")     # 'A*:' -> 'A:' (no '2*3': a mark follows)


def _unbulleted(line: str) -> str:
    for _ in range(3):                  # "- 1. A - Thuringia": bullets in bullets
        if line.startswith(_BULLETS):
            line = line[2:].lstrip()
            continue
        numbered = _NUMBERED.match(line)
        if numbered is not None:
            line = line[numbered.end():].lstrip()
            continue
        break
    return line


# '1. ', '12) ': a list's number; 'ii) ', '(iv) ': in small Roman numerals, with its bracket only; a sub-point
# '1a. ', '2b) ', '1.2 ', 'a) ', '(b) ' (a letter in lower case, with its bracket: 'A)' may be a corps); 'a. '
# before a count only ('a. 2 armies in 14': never the article 'a' of 'a 2 armies'; 'b. 1 Gall.' may be a build)
_NUMBERED = re.compile(r"(?:[0-9]{1,3}(?:\.[0-9]{1,3}){0,2}[.)]|[0-9]{1,3}[a-z][.)]|[0-9]{1,3}\.[0-9]{1,3}|"
                       r"\(?(?:i{1,3}|iv|vi{0,3}|ix|x|[a-h])\)|a\.(?= [0-9])) ")     # "1.1) " too


def words(text: str) -> list[str]:
    """The lower-case words and numbers of a line, punctuation dropped: a word is letters and digits,
    with apostrophes after its first character ("j'annexe"). A new list each call."""
    return list(_words(text))


# A word: a letter or digit (str.isalnum: `\w` without '_'), then letters, digits and apostrophes.
_WORD = re.compile(r"[^\W_](?:[^\W_]|')*")


@lru_cache(maxsize=2048)        # a line's words are asked for by several readers in turn
def _words(text: str) -> tuple[str, ...]:
    return tuple(w.casefold() for w in _WORD.findall(text))


# Nouns only: "Buy armies" is an order cut short, "Purchases" a title.
_HEADING_WORDS = frozenset("""orders builds building purchases buys spending economy
    moves movement movements military army armies land navy naval fleet fleets ships sea squadrons corps
    diplomacy diplomatic gifts transfers reorganisation reorganization conditional conditionals misc other notes
    turn spring summer fall autumn winter and my the for this""".split())


_ONE_WORD_TITLES = frozenset("annexations annexation builds gifts moves attacks diplomacy transfers "
                             "reorganisation trade money finances treasury".split())    # nouns: 'Annex' alone is an order cut short


def is_heading(text: str) -> bool:
    """"Builds:", "Moves for Spring:", "**Diplomacy**", "Army and navy": a title over orders, not an
    order itself: a few words ending with ':', or a few words all of them titles' words."""
    if text.endswith(":") and len(text.split()) <= 4 and not any(is_digits(ch) for ch in text):
        return True
    title = words(text)
    if len(title) > 1 and text.rstrip().endswith((".", "!")) and is_order_word(title[0]):
        return False                    # 'Land the armies.': a sentence that orders, not a title
    if len(title) == 1 and title[0] in _ONE_WORD_TITLES:
        return True
    return 0 < len(title) <= 4 and all(w in _HEADING_WORDS for w in title) and not any(c in text for c in "->")


# 'Hi GM, no time this week: everything holds.', 'nothing this turn, the fleet stays home.'
_HOLD_END = re.compile(r"(?:^|[,:;.!] |^no orders |^nothing )(?:this turn,? )?(?:everything|everyone|all(?: my)?(?: units| armies| "
                       r"ships| troops| forces| corps)?|the fleet|my fleet|the army|my army)(?: else)?(?: will)? "
                       r"(?:holds?|stays?|stands?|remains?)(?: put| still| fast| home| in place| where (?:it is|they are))?"
                       r"[.!]?$", re.IGNORECASE)


# The last word of any line _HOLD_END takes (at most 8 characters with its full stop).
_HOLD_TAIL = re.compile(r"(?:holds?|stays?|stands?|remains?|put|still|fast|home|place|is|are)[.!]?$", re.IGNORECASE)


def holds_everything(text: str, order_words: frozenset[str]) -> bool:
    """Whether the line says every unit holds ('Hi GM, no time this week: everything holds.') and
    nothing before that may be an order: then it gives no order, and none is lost."""
    if _HOLD_TAIL.search(text, max(0, len(text) - 12)) is None:
        return False                    # the words a hold ends with, looked for at the end only
    m = _HOLD_END.search(text)
    if m is None:
        return False
    before = text[:m.start()]
    return "-" not in before and not any(w in order_words for w in words(before))
