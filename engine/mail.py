"""Players' e-mails as order text: the sender, subject and date, and the body with the quoted
earlier mail, the HTML and the headers of a pasted message taken away.

Stdlib only (`email`, `mailbox`, `html.parser`); every byte of a body goes through
`engine.textio.decode_message`, so mail and files agree on encodings and size limits.
"""

from __future__ import annotations

import email
import mailbox
import re
from dataclasses import dataclass
from datetime import UTC, datetime
from email.message import EmailMessage, Message
from email.policy import default as POLICY
from email.utils import getaddresses, parsedate_to_datetime
from html.parser import HTMLParser
from pathlib import Path

from engine.errors import BerthierError
from engine.textio import MAX_MESSAGE_BYTES, decode_message

# "On Mon, 3 Nov 2026, Anna <a@x.org> wrote:", "Le 3 nov. 2026, Anna a écrit :", "Anna wrote:"
_ATTRIBUTION = re.compile(r"^(?:On\b|Le\b|Am\b|El\b).{0,200}(?:wrote|écrit|schrieb|escribió)\s?:$|"
                          r"^\S.{0,80}\b(?:wrote|writes)\s?:$", re.IGNORECASE)
_FORWARD_CUT = re.compile(r"^-{2,}\s?(?:Original Message|Forwarded message|Ursprüngliche Nachricht)\s?-{2,}$",
                          re.IGNORECASE)
_OUTLOOK_CUT = re.compile(r"^(?:From|De|Von):\s\S")
_HEADER = re.compile(r"^([A-Za-z][A-Za-z0-9-]{0,40}):[ \t]")
_KNOWN_HEADERS = {"from", "to", "cc", "bcc", "subject", "date", "sent", "reply-to", "message-id",
                  "mime-version", "content-type", "content-transfer-encoding", "received", "return-path",
                  "x-mailer", "user-agent", "in-reply-to", "references", "delivered-to", "importance"}


@dataclass(frozen=True)
class Mail:
    """One player's message: who sent it, when, about what, and its text."""
    sender: str                  # the address, lower case ("" when there is none)
    sender_name: str
    subject: str
    sent: datetime | None        # the Date header, when it can be read (always with a time zone)
    body: str                    # the text, quoted replies dropped
    attachment: str = ""         # the text of a .txt attachment, if any
    where: str = ""              # the file (and message number in an mbox) it came from
    problem: str = ""            # why the message could not be read (it is then listed, not stored)


# -- reading files ---------------------------------------------------------------------------------

def read_mails(source: Path) -> list[Mail]:
    """The messages in a folder of .eml files (sorted by name), one .eml file, or an mbox file."""
    try:
        return _read_mails(source)
    except OSError as e:       # a folder or mailbox the GM may not read, a file removed meanwhile
        raise BerthierError(f"{source} cannot be read: {e.strerror or e}") from None


def _read_mails(source: Path) -> list[Mail]:
    if not source.exists():
        raise BerthierError(f"{source}: no such folder or mailbox")
    if source.is_dir():
        files = sorted(p for p in source.iterdir() if p.suffix.lower() == ".eml" and p.is_file())
        if not files:
            raise BerthierError(f"{source} holds no .eml files")
        return [read_eml(p) for p in files]
    if source.suffix.lower() == ".eml":
        return [read_eml(source)]
    with open(source, "rb") as f:
        head = f.read(5)
    if head != b"From ":
        raise BerthierError(f"{source} is neither a folder of .eml files nor an mbox (an mbox starts with "
                            f"'From ')")
    return read_mbox(source)


def read_eml(path: Path) -> Mail:
    try:
        data = path.read_bytes()
    except OSError as e:
        return unreadable(str(path), f"the file cannot be read: {e.strerror}")
    return read_one(data, str(path))


def eml_text(path: Path) -> str:
    """The orders text of one .eml file given as a nation's orders: its body, or its .txt
    attachment when the body holds nothing; a message that cannot be read is refused."""
    mail = read_eml(path)
    if mail.problem:
        raise BerthierError(f"{path}: {mail.problem}")
    return mail.body if mail.body.strip() or not mail.attachment.strip() else mail.attachment


def read_mbox(path: Path) -> list[Mail]:
    box = mailbox.mbox(path, factory=None, create=False)
    try:
        return [read_one(msg.as_bytes(), f"{path} message {i}") for i, msg in enumerate(box, 1)]
    finally:
        box.close()


def read_one(data: bytes, where: str) -> Mail:
    """One message; one that cannot be read is kept with the reason, so the others are still read."""
    try:
        return parse_mail(data, where)
    except BerthierError as e:
        return unreadable(where, str(e))


def unreadable(where: str, problem: str) -> Mail:
    return Mail(sender="", sender_name="", subject="", sent=None, body="", where=where, problem=problem)


def parse_mail(data: bytes, where: str = "the message") -> Mail:
    """A message's sender, subject, date and order text, from its bytes."""
    if len(data) > 20 * MAX_MESSAGE_BYTES:
        raise BerthierError(f"{where} is {len(data):,} bytes: far too large for a message of orders")
    msg = email.message_from_bytes(data, policy=POLICY)
    assert isinstance(msg, EmailMessage)
    name, address = _sender(msg)
    body = _body(msg, where)
    return Mail(sender=address, sender_name=name, subject=_header(msg, "subject"), sent=_date(msg),
                body=drop_quoted(body), attachment=drop_quoted(_txt_attachment(msg, where)), where=where)


def _header(msg: Message, name: str) -> str:
    try:
        return " ".join(str(msg.get(name, "") or "").split())
    except (ValueError, TypeError, IndexError):   # a malformed header is read as absent
        return ""


def _sender(msg: Message) -> tuple[str, str]:
    pairs = getaddresses([_header(msg, "from")])
    if not pairs:
        return "", ""
    name, address = pairs[0]
    return name.strip(), address.strip().lower()


def _date(msg: Message) -> datetime | None:
    raw = _header(msg, "date")
    if not raw:
        return None
    try:
        when = parsedate_to_datetime(raw)
    except (TypeError, ValueError, IndexError):
        return None
    return when if when.tzinfo is not None else when.replace(tzinfo=UTC)   # "-0000": UTC, local zone unknown


def _decoded(part: Message, where: str) -> str:
    data = part.get_payload(decode=True) or b""
    charset = part.get_content_charset()
    if len(data) <= MAX_MESSAGE_BYTES and charset and charset.lower().replace("_", "-") not in ("utf-8", "us-ascii", "ascii"):
        try:
            return data.decode(charset)
        except (LookupError, UnicodeDecodeError):
            pass
    return decode_message(data, where)


def _body(msg: EmailMessage, where: str) -> str:
    part = msg.get_body(preferencelist=("plain",))
    if part is not None:
        text = _decoded(part, where)
        if text.strip() or msg.get_body(preferencelist=("html",)) in (None, part):
            return text
    part = msg.get_body(preferencelist=("html",))
    if part is not None:
        return html_to_text(_decoded(part, where))
    return ""


def _txt_attachment(msg: EmailMessage, where: str) -> str:
    for part in msg.iter_attachments():
        name = (part.get_filename() or "").lower()
        if name.endswith(".txt"):
            return _decoded(part, f"{where} (attachment {name})")
    return ""


# -- the text of a message -----------------------------------------------------------------------

def drop_quoted(text: str) -> str:
    """The text without quoted earlier mail: '> ' lines, the 'On ... wrote:' line above them, and
    everything below an '-----Original Message-----' line or an Outlook 'From: ... Sent: ...' block."""
    lines = text.splitlines()
    out: list[str] = []
    for i, line in enumerate(lines):
        bare = line.strip()
        if _FORWARD_CUT.match(bare) or (_OUTLOOK_CUT.match(bare) and _outlook_block(lines, i)):
            break
        if bare.startswith(">") or (_ATTRIBUTION.match(bare) and _quote_follows(lines, i)):
            continue
        out.append(line)
    while out and not out[-1].strip():
        out.pop()
    return "\n".join(out) + ("\n" if out else "")


def _quote_follows(lines: list[str], i: int) -> bool:
    """Whether quoted lines ('>') follow line i, or nothing does (a reply's quote cut by the mailer)."""
    rest = [line.strip() for line in lines[i + 1:i + 4] if line.strip()]
    return not rest or rest[0].startswith(">")


def _outlook_block(lines: list[str], i: int) -> bool:
    """Line i ('From: ...') starts Outlook's header block of the quoted message: Sent/Date/Subject follow."""
    return any(re.match(r"^(?:Sent|Date|Subject|To|Envoyé|Gesendet):\s", line.strip())
               for line in lines[i + 1:i + 4])


def strip_pasted_headers(text: str) -> str:
    """A message pasted with its mail headers ("From: ...", "Subject: ...") as its body alone,
    quoted replies dropped; any other text is returned as it is."""
    lines = text.splitlines()
    first = next((i for i, line in enumerate(lines) if line.strip()), None)
    if first is None:
        return text
    i, seen = first, 0
    while i < len(lines):
        m = _HEADER.match(lines[i])
        if m and m.group(1).lower() in _KNOWN_HEADERS:
            seen += 1
        elif not (lines[i][:1] in (" ", "\t") and seen):   # a folded header line continues the last one
            break
        i += 1
    if seen < 2 or (i < len(lines) and lines[i].strip()):
        return text
    return drop_quoted("\n".join(lines[i + 1:]))


class _TextParser(HTMLParser):
    BREAKS = {"br", "p", "div", "li", "tr", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "pre", "table"}
    HIDDEN = {"style", "script", "head", "title"}

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.hidden = 0
        self.quoted = 0

    def handle_starttag(self, tag, attrs):
        if tag in self.HIDDEN:
            self.hidden += 1
        if tag == "blockquote":       # a quoted earlier message in HTML mail
            self.quoted += 1
        if tag in self.BREAKS:
            self.parts.append("\n")
        if tag == "li":
            self.parts.append("- ")

    def handle_endtag(self, tag):
        if tag in self.HIDDEN and self.hidden:
            self.hidden -= 1
        if tag == "blockquote" and self.quoted:
            self.quoted -= 1
        if tag in self.BREAKS and tag != "li":
            self.parts.append("\n")

    def handle_data(self, data):
        if not self.hidden and not self.quoted:
            self.parts.append(" ".join(data.split()) if "\n" in data else data)


def html_to_text(html: str) -> str:
    """The text of an HTML-only mail: tags stripped, line breaks kept, quoted blocks dropped."""
    parser = _TextParser()
    parser.feed(html)
    parser.close()
    lines = [" ".join(line.split()) for line in "".join(parser.parts).splitlines()]
    out: list[str] = []
    for line in lines:
        if line or (out and out[-1]):
            out.append(line)
    return "\n".join(out).strip() + "\n"
