"""Players' e-mails as order text: the sender, subject and date, and the body with the quoted
earlier mail, the HTML and the headers of a pasted message taken away.

Stdlib only (`email`, `mailbox`); every byte of a body goes through `engine.words.textio.decode_message`
or a charset known to be a text encoding, so mail and files agree on encodings and size limits. A
mail is hostile input: every header is read capped in size, HTML is turned into text in one linear
pass, and anything that still fails refuses that one mail with the reason, never the others.
"""

from __future__ import annotations

import codecs
import email
import hashlib
import mailbox
import re
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from email.header import decode_header
from email.message import EmailMessage, Message
from email.policy import default as POLICY
from email.utils import getaddresses, parsedate_to_datetime
from pathlib import Path

from engine.mail.mailhtml import html_to_text

from engine.errors import BerthierError
from engine.words.textio import MAX_MESSAGE_BYTES, decode_message
from engine.mail.pasted import drop_quoted, strip_pasted_headers  # noqa: F401  (the mail's text, read apart)

@dataclass(frozen=True)
class Mail:
    """One player's message: who sent it, when, about what, and its text."""
    sender: str                  # the address, lower case ("" when there is none)
    sender_name: str
    subject: str
    sent: datetime | None        # the sender's own Date header, when it can be read: shown, never trusted
    body: str                    # the text, quoted replies dropped
    attachment: str = ""         # the text of a .txt attachment, if any
    where: str = ""              # the file (and message number in an mbox) it came from
    problem: str = ""            # why the message could not be read (it is then listed, not stored)
    received: datetime | None = None   # when the GM's side got it: the newest Received: header, else the
                                       # file's time (an mbox's 'From ' line); None: unknown, counts as oldest
    key: str = ""                # the same mail read again gives the same key (Message-ID, else its bytes)
    authenticated: str = ""      # the receiving server's verdict on the sender, from Authentication-Results


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
        arrived = _plausible(datetime.fromtimestamp(path.stat().st_mtime, UTC))
    except (OSError, ValueError, OverflowError) as e:
        return unreadable(str(path), f"the file cannot be read: {getattr(e, 'strerror', None) or e}")
    return read_one(data, str(path), arrived)


def eml_text(path: Path) -> str:
    """The orders text of one .eml file given as a nation's orders: its body, or its .txt
    attachment when the body holds nothing; a message that cannot be read is refused."""
    mail = read_eml(path)
    if mail.problem:
        raise BerthierError(f"{path}: {mail.problem}")
    return mail.body if mail.body.strip() or not mail.attachment.strip() else mail.attachment


def read_mbox(path: Path) -> list[Mail]:
    box = mailbox.mbox(path, factory=None, create=False)
    mails = []
    try:
        for i, key in enumerate(box.iterkeys(), 1):
            where = f"{path} message {i}"
            try:
                msg = box.get_message(key)
                data, arrived = msg.as_bytes(), _from_line_time(msg.get_from())
            except Exception as e:      # noqa: BLE001 -- one damaged message: the others are read
                mails.append(unreadable(where, f"it cannot be read ({type(e).__name__}: {_short(e)})"))
                continue
            mails.append(read_one(data, where, arrived))
    finally:
        box.close()
    return mails


def read_one(data: bytes, where: str, arrived: datetime | None = None) -> Mail:
    """One message; one that cannot be read is kept with the reason, so the others are still read.
    `arrived`: when the GM's side got it, if its headers do not say (the file's time)."""
    try:
        return parse_mail(data, where, arrived)
    except BerthierError as e:
        return unreadable(where, str(e))
    except RecursionError:
        return unreadable(where, "its structure is nested too deep to be a player's mail")
    except Exception as e:          # noqa: BLE001 -- a hostile mail is refused alone, never the whole run
        return unreadable(where, f"it is malformed ({type(e).__name__}: {_short(e)})")


def _short(e: BaseException) -> str:
    text = " ".join(str(e).split())
    return text if len(text) <= 120 else text[:117] + "..."


def unreadable(where: str, problem: str) -> Mail:
    return Mail(sender="", sender_name="", subject="", sent=None, body="", where=where, problem=problem)


def parse_mail(data: bytes, where: str = "the message", arrived: datetime | None = None) -> Mail:
    """A message's sender, subject, dates and order text, from its bytes."""
    if len(data) > 20 * MAX_MESSAGE_BYTES:
        raise BerthierError(f"{where} is {len(data):,} bytes: far too large for a message of orders")
    lines = data.count(b"\n")
    if lines > 2 * MAX_LINES:      # the email parser reads line by line: refused before it starts
        raise BerthierError(f"{where} has {lines:,} lines: far more than a message of orders")
    parts = data.lower().count(b"boundary=")
    if parts > MAX_PARTS:          # the email parser slows down with each level of nesting
        raise BerthierError(f"{where} has {parts:,} MIME boundaries: far more than a message of orders "
                            f"(at most {MAX_PARTS})")
    msg = email.message_from_bytes(data, policy=POLICY)
    assert isinstance(msg, EmailMessage)
    headers = _raw_headers(msg)
    name, address = _sender(headers.get("from", ""))
    body = _body(msg, where)
    lines = body.count("\n")
    if lines > MAX_LINES:
        raise BerthierError(f"{where}: its text has {lines:,} lines: far more than any order set "
                            f"(at most {MAX_LINES:,})")
    message_id = " ".join(headers.get("message-id", "").split())[:300]
    key = hashlib.sha256((f"{message_id}\n{address}" if message_id else "").encode() or data).hexdigest()
    received = _received(headers.get("received", "")) or arrived
    return Mail(sender=address, sender_name=name, subject=_text_header(headers.get("subject", "")),
                sent=_date(headers.get("date", "")), body=drop_quoted(body),
                attachment=drop_quoted(_txt_attachment(msg, where)), where=where, received=received, key=key,
                authenticated=_authentication(headers.get("authentication-results", "")))


MAX_PARTS = 100             # attachments and alternatives: a real mail has a handful
MAX_LINES = 50_000          # an order set is some dozens of lines; a pasted forum page a few thousand
MAX_HEADER_CHARS = 2_000     # a real From: or Subject: is a few hundred characters at most


def _raw_headers(msg: Message) -> dict[str, str]:
    """The first occurrence of each header as sent, cut to MAX_HEADER_CHARS (never parsed by the
    `email` package's header registry, which is slow on huge lists and recursive on comments)."""
    out: dict[str, str] = {}
    for name, value in msg.raw_items():
        key = str(name).lower()
        if key not in out and isinstance(value, str):
            out[key] = value[:MAX_HEADER_CHARS]
    return out


def _text_header(raw: str) -> str:
    """An encoded header (=?utf-8?q?...?=) as text on one line; parts in a charset that is not a
    text encoding are shown as written."""
    parts = []
    try:
        pieces = decode_header(raw)
    except (ValueError, TypeError, IndexError, LookupError, UnicodeError):
        pieces = [(raw, None)]
    for piece, charset in pieces:
        if isinstance(piece, bytes):
            codec = text_codec(charset) if charset else "ascii"
            piece = piece.decode(codec or "cp1252", errors="replace")
        parts.append(piece)
    return " ".join("".join(parts).split())


def _sender(raw: str) -> tuple[str, str]:
    """(name, address) of the first mailbox in From: (a group's first member); ("", "") if none."""
    for name, address in getaddresses([raw]):
        if address.strip():
            return _text_header(name).strip(), address.strip().lower()
    return "", ""


def clock() -> datetime:
    """Now, for telling a date in the future (the tests set it)."""
    return datetime.now(UTC)


def _plausible(when: datetime | None) -> datetime | None:
    """A time a mail may have arrived at: after 1990 and not in the future (beyond a day of clock
    skew); any other is unknown."""
    if when is None:
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)      # "-0000": UTC, local zone unknown
    try:
        when = when.astimezone(UTC)
        now = clock()
    except (OverflowError, ValueError):
        return None
    return when if datetime(1990, 1, 1, tzinfo=UTC) <= when <= now + timedelta(days=1) else None


def _date(raw: str) -> datetime | None:
    raw = " ".join(raw.split())
    if not raw:
        return None
    try:
        return _plausible(parsedate_to_datetime(raw))
    except (TypeError, ValueError, IndexError, OverflowError):
        return None


def _received(raw: str) -> datetime | None:
    """The date of the newest Received: header (the one the GM's own server wrote), after its ';'."""
    _, semicolon, when = raw.rpartition(";")
    return _date(when) if semicolon else None


def _from_line_time(from_line: str | None) -> datetime | None:
    """The time on an mbox's 'From sender date' line, written by the GM's own mail system."""
    try:
        parts = (from_line or "").split()
        when = datetime.strptime(" ".join(parts[-5:]), "%a %b %d %H:%M:%S %Y") if len(parts) >= 6 else None
    except ValueError:
        return None
    return _plausible(when)


def _authentication(raw: str) -> str:
    """'pass', 'fail' or '' : the DMARC (else DKIM, else SPF) verdict the receiving server wrote."""
    low = raw.lower()
    for method in ("dmarc", "dkim", "spf"):
        m = re.search(method + r"=([a-z]{1,10})", low)
        if m:
            return f"{method}={m.group(1)}"
    return ""


# charsets that are Python codecs but not text encodings of a mail (or quadratic on a large body)
_NOT_TEXT = frozenset({"idna", "punycode", "undefined", "unicode_escape", "raw_unicode_escape", "unicode_internal"})


def text_codec(charset: str | None) -> str | None:
    """The Python codec of a mail charset, or None when it names no text encoding."""
    if not charset or len(charset) > 40:
        return None
    try:
        info = codecs.lookup(charset)
    except (LookupError, ValueError):
        return None
    if not getattr(info, "_is_text_encoding", True) or info.name.replace("-", "_") in _NOT_TEXT:
        return None
    return info.name


def _decoded(part: Message, where: str) -> str:
    data = part.get_payload(decode=True) or b""
    if not isinstance(data, bytes):
        return ""
    charset = part.get_content_charset()
    codec = text_codec(charset)
    if charset and codec is None and _is_codec(charset):
        raise BerthierError(f"{where}: its charset {charset[:40]!r} is not a text encoding")
    if len(data) <= MAX_MESSAGE_BYTES and codec and codec not in ("utf-8", "ascii"):
        try:
            return data.decode(codec)
        except (UnicodeError, ValueError):
            pass
    return decode_message(data, where)


def _is_codec(charset: str) -> bool:
    try:
        codecs.lookup(charset)
    except (LookupError, ValueError):
        return False
    return True


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


