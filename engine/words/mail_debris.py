"""What mail programs leave in a line of orders: quoted-printable spaces ('3 armies 58 -> 55=20'), HTML
entities ('14 -&gt; 15', '&nbsp;') and tags ('Hi GM<br>3 armies 14 -&gt; 15<br>...'), written back as the
player typed them; a tag that broke a line is a break between orders ('; '). One pass, only on a line that
holds such debris."""

from __future__ import annotations

from engine.words import patterns as re        # its compile() waits for first use

_ENTITIES = {"&gt;": ">", "&lt;": "<", "&amp;": "&", "&nbsp;": " ", "&quot;": '"', "&#39;": "'", "&apos;": "'"}
_DEBRIS = re.compile(r"=20|=3D|&(?:gt|lt|amp|nbsp|quot|apos|#39);|</?(?:br|div|p)(?: ?/)?>", re.IGNORECASE)
_BREAKS = re.compile(r"(?:; ?){2,}")


def _written(m: re.Match) -> str:
    said = m.group(0).casefold()
    if said == "=20":
        return " "
    if said == "=3d":
        return "="
    if said.startswith("&"):
        return _ENTITIES[said]
    return "; "                     # a tag that broke the line


def without_debris(line: str) -> str:
    """The line as typed, without what the mail program added; the line itself when it holds none."""
    if "=" not in line and "&" not in line and "<" not in line:
        return line
    out = _DEBRIS.sub(_written, line)
    if out == line:
        return line
    return _BREAKS.sub("; ", " ".join(out.split())).strip(" ;")
