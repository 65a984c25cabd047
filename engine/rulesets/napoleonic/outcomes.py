"""An order said as the outcome the player wants ('I want corps C in Aragon by the end of the spring', "I'd like
Corps B to be in Saxony when the season ends", 'my squadron 3 should end up in the Gulf of Lion'): the unit
goes there. The words of when ('by the end of the spring', 'when the season ends') say this season; any
other words after the place keep the line as written (refused: 'in Munich by the end of summer' names
another season? 'in Saxony unless ...' a condition)."""

from __future__ import annotations

from engine.words import patterns as re        # its compile() waits for first use
from engine.words.message import words

_UNIT = r"(?:[Cc]orps [A-Z]|[Ss]quadrons? [0-9]{1,2}(?: and [0-9]{1,2})?|[A-Z](?= ))"
_WHEN = (r"(?: (?:by|at) the end of (?:the |this )?(?:spring|season|turn|move)| when the (?:season|spring|turn) "
         r"(?:ends|is over)| this (?:spring|season|turn))?")
_WISH = re.compile(rf"^(?:(?:[Aa]nd )?(?:I|[Ww]e)(?: want| need| would like|'d like|\u2019d like| wish| expect)(?: to see)? "
                   rf"(?:my |our )?(?P<unit>{_UNIT})(?: to be| to end up| to end| to stand| to finish)?|"
                   rf"(?:and )?(?:my |our )?(?P<unit2>{_UNIT}) (?:should|must|will|is to) (?:end up|end|be|finish)) "
                   rf"(?:in|at) (?:the )?(?P<place>[A-Z][^,.;:()]{{1,40}}?){_WHEN}[.!]?$")


def wanted(text: str) -> str | None:
    """The move the outcome wants ('corps C to Aragon'); None for a line said otherwise."""
    m = _WISH.match(text) if len(text) < 200 else None
    if m is None:
        return None
    return f"{m['unit'] or m['unit2']} to {m['place']}"


# Where a line of wishes is cut: 'I want corps C in Aragon ..., and my squadron 3 should end up in ...'
_JOINTS = re.compile(r", and |\. (?=[A-Z])|; | and (?=(?:my |our )?(?:[Cc]orps|[Ss]quadrons?) )")


def wishes(text: str) -> list[tuple[str, str | None]] | None:
    """The parts of a line, each with the move the outcome it wants says (None for a part that wants none); None
    when the line wants none."""
    if len(text) >= 400 or " want" not in text and " like" not in text and " need" not in text and "end up" not in text \
            and " wish" not in text:
        return None
    parts = [p.strip() for p in _JOINTS.split(text.strip().rstrip(".!")) if p.strip()]
    said = [wanted(p) for p in parts]
    return list(zip(parts, said)) if any(said) else None


_WANTS = re.compile(r"\b(?:I|we)(?: want| need| would like|'d like|\u2019d like| wish)\b|\bend up\b", re.IGNORECASE)


def wishes_somewhere(line: str, names) -> bool:
    """Whether a line wants something of a place ('I want my flag on Munich by the end of summer'): an order
    the reader may not know, refused and asked, never set aside as talk."""
    return len(line) < 400 and _WANTS.search(line) is not None and names.mentioned(words(line)) > 0
