"""The text of a message as a player pasted or mailed it: quoted earlier mail dropped (`> ` lines,
the "On ... wrote:" line above them, a forwarded or Outlook block), and mail headers pasted with
the body taken away. Plain text only: no e-mail parser is loaded, so entering orders from a text
file stays quick (engine.mail.mail reads real mail with the standard library's parser)."""

from __future__ import annotations

from engine.words import patterns as re

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
