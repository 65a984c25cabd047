"""A line said plainly (engine.words.shapes) with the napoleonic unit its subject names: 'G, the Cossacks, to ride to
the Kuban' is 'Corps G ride to the Kuban', 'The army of Italy (F) ...' corps F, 'The Brest squadron (2) ...' squadron 2."""

from __future__ import annotations

from engine.words.clauses import clause_before
from engine.words.shapes import plain


def shaped(line: str, letters: set[str]) -> str | None:
    """The line said plainly (engine.words.shapes): 'G, the Cossacks, to ride to the Kuban' is 'Corps G ride
    to the Kuban'; None when it is said in no such shape."""
    said = plain(line)
    noted_only = said is None
    if said is None:
        close = line.find(") ")             # 'The Boulogne camp (A and B) remains on the coast'
        if close < 0 or line.count(" ", 0, close) > 8:
            return None
        said = line[:close + 1], line[close + 2:]
    subject, rest = said
    if subject in letters:
        return f"Corps {subject} {rest}"
    before = clause_before(subject, max(subject.find("("), 0)) if noted_only else ""
    noted = _letters_noted(subject, letters)
    if noted:                               # 'The army of Italy (F)': the corps its note names
        return f"{before}Corps {' and '.join(noted)} {rest}"    # ('B to Franconia and our corps (D) ...': B's kept)
    numbered = _number_noted(subject)
    if numbered:                            # 'The Brest squadron (2)': the squadron its note numbers
        return f"{before}squadron {numbered} {rest}"
    return None if noted_only else f"{subject} {rest}".strip()


def _number_noted(subject: str) -> str:
    """'2' for 'the Brest squadron (2)', 'the Channel fleet (squadron 1)': a squadron named with its number."""
    opened, closed = subject.find("("), subject.rfind(")")
    low = subject[:max(opened, 0)].casefold().split()
    if opened < 0 or closed < opened or not any(w in ("squadron", "fleet", "ships", "flotilla") for w in low):
        return ""
    said = subject[opened + 1:closed].casefold().removeprefix("squadron ").removeprefix("sq ").lstrip("#").strip()
    return said if said.isdigit() and len(said) <= 3 else ""


def _letters_noted(subject: str, letters: set[str]) -> list[str]:
    """['A', 'B'] for 'the Boulogne camp (A and B)': the nation's corps a note after a name gives, all of them."""
    opened, closed = subject.find("("), subject.rfind(")")
    if opened < 0 or closed < opened:
        return []
    said = [w for w in subject[opened + 1:closed].replace(",", " ").replace("&", " ").split()
            if w.casefold() not in ("and", "corps")]
    return said if said and all(w in letters for w in said) else []
