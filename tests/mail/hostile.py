"""Hostile player mail, made byte by byte: what a careless mailer or a player trying to break the
GM's inbox sends. Shared by the tests (every one read or refused alone) and benchmarks/bench_mail_hostile.py."""

from __future__ import annotations

from collections.abc import Iterator

BASE = (b"From: Anna <anna@example.org>\r\nTo: gm@example.org\r\nSubject: Orders\r\n"
        b"Date: Mon, 30 Nov 2026 19:00:00 +0000\r\n")


def mail(headers: bytes = b"", ctype: bytes = b"text/plain; charset=utf-8", body: bytes = b"A holds\r\n",
         base: bytes = BASE) -> bytes:
    return base + headers + b"MIME-Version: 1.0\r\nContent-Type: " + ctype + b"\r\n\r\n" + body


def nested_multipart(depth: int) -> bytes:
    return (b"From: anna@example.org\r\nMIME-Version: 1.0\r\n"
            + b"".join(b"Content-Type: multipart/mixed; boundary=b%d\r\n\r\n--b%d\r\n" % (i, i) for i in range(depth))
            + b"Content-Type: text/plain\r\n\r\nA holds\r\n")


def huge() -> dict[str, bytes]:
    """The mails that stalled `inbox` for seconds or minutes (issue 27), about 1 MB each."""
    html = b"text/html; charset=utf-8"
    return {
        "1 MB HTML of '<a '": mail(ctype=html, body=b"<a " * 333_000),
        "1 MB HTML of '</'": mail(ctype=html, body=b"</" * 500_000),
        "1 MB HTML of '<?'": mail(ctype=html, body=b"<?" * 500_000),
        "1 MB HTML of '<!--'": mail(ctype=html, body=b"<!--" * 250_000),
        "1 MB HTML of '<!['": mail(ctype=html, body=b"<![" * 333_000),
        "1 MB HTML of '< '": mail(ctype=html, body=b"< " * 500_000),
        "240,000 <li>": mail(ctype=html, body=b"<li>" * 240_000),
        "charset=punycode, 990 KB": mail(ctype=b"text/plain; charset=punycode", body=b"a-" * 495_000),
        "From: with 50,000 addresses": mail(base=b"From: " + b", ".join(b"p%d@x.org" % i for i in range(50_000))
                                       + b"\r\nSubject: Orders\r\n"),
        "1 MB subject": mail(base=b"From: anna@example.org\r\nSubject: " + b"France " * 150_000 + b"\r\n"),
        "1 MB encoded subject": mail(base=b"From: anna@example.org\r\nSubject: =?utf-8?q?" + b"x" * 1_000_000
                                     + b"?=\r\n"),
        "MIME nested 1,000 deep": nested_multipart(1000),
        "1 MB of empty lines": mail(body=b"\r\n" * 500_000),
    }


PAYLOADS: tuple[bytes, ...] = (
    b"", b" ", b"\x00", b"\xff\xfe", b"=?utf-8?q?", b"=?punycode?q?abc?=", b"=?idna?b?AAAA?=", b"=?undefined?q?x?=",
    b"=?x-unknown?q?x?=", b"Players: anna@example.org, b@c.org;", b"Players:;", b"::;;", b"<>", b"<<<<",
    b"(" * 1000 + b")" * 1000, b"(" * 1000, b")" * 50, b'"' * 99, b"\\" * 99, b"@", b"@@@@", b"a@", b"@b",
    b"Fri, 31 Dec 9999 23:59:59 -1200", b"Mon, 1 Jan 0001 00:00:00 +0000", b"Thu, 1 Jan 2100 00:00:00 +0000",
    b"31 Feb 2026 25:61:61 +9999", b"-1", b"9" * 400, b"<![CDATA[", b"<!--", b"<?xml", b"</", b"<a ",
    b"<script>", b"<blockquote>", b"&#99999999999;", b"&#x110000;", b"&;&&#;",
    "\u202e\u200b\ufeff".encode(), b"\r\n\t", b"x" * 3000, b"; charset=punycode", b"; boundary=\"\"",
)
PLACES = ("from", "subject", "date", "received", "message-id", "authentication-results", "charset", "html body",
          "plain body")


def place(where: str, payload: bytes, structure: int) -> bytes:
    """One mail with `payload` put in `where`; structure 0 plain, 1 HTML only, 2 multipart/alternative."""
    headers = {"from": b"Anna <anna@example.org>", "subject": b"Orders", "date": b"Mon, 30 Nov 2026 19:00:00 +0000",
               "received": b"from mx by gm; Mon, 30 Nov 2026 19:00:05 +0000", "message-id": b"<1@example.org>",
               "authentication-results": b"gm.example.org; dmarc=pass"}
    charset, text, html = b"utf-8", b"A holds\r\n", b"<p>A holds</p>"
    if where in headers:
        headers[where] = payload
    elif where == "charset":
        charset = payload
    elif where == "html body":
        html = payload
    else:
        text = payload
    head = b"".join(f"{k.title()}: ".encode() + v + b"\r\n" for k, v in headers.items())
    if structure == 0:
        return mail(base=head, ctype=b"text/plain; charset=" + charset, body=text)
    if structure == 1:
        return mail(base=head, ctype=b"text/html; charset=" + charset, body=html)
    return mail(base=head, ctype=b'multipart/alternative; boundary="BB"',
                body=b"--BB\r\nContent-Type: text/plain; charset=" + charset + b"\r\n\r\n" + text
                + b"\r\n--BB\r\nContent-Type: text/html; charset=" + charset + b"\r\n\r\n" + html + b"\r\n--BB--\r\n")


def campaign() -> Iterator[tuple[str, bytes]]:
    """Every payload in every place in every structure: 1,161 small hostile mails."""
    for where in PLACES:
        for i, payload in enumerate(PAYLOADS):
            for structure in range(3):
                yield f"{where} #{i} structure {structure}", place(where, payload, structure)
