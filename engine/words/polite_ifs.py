"""Politeness said with 'if' that sets no condition: 'If I may, ...', '..., if possible', 'if it's not too much
trouble, ...'. Taken off the front or the end of a sentence before it is read for a condition; any other 'if'
stays, and is read as the condition it is (or refused)."""

from __future__ import annotations

_POLITE = ("if it's all the same to you", "if it is all the same to you", "if i may", "if i might", "if it's no bother", "if it is no bother", "if it's not a bother", "if possible", "if at all possible", "if you please", "if you don't mind",
           "if you do not mind", "if it's no trouble", "if it is no trouble", "if it's not too much trouble",
           "if it is not too much trouble", "if it's not too much to ask", "if that's ok", "if that is ok",
           "if that's okay", "if that is okay", "if that's alright", "if that's all right", "if that is all right",
           "if you would", "if you could", "if you can", "if it please you", "if it pleases you",
           "if it pleases your majesty", "if you would be so kind", "if you'd be so kind", "if that works",
           "if that's fine", "if that is fine", "if allowed", "if that's allowed", "if that is allowed")


def without_polite_if(text: str) -> str:
    """'If I may, 2 armies 109 -> 110' -> '2 armies 109 -> 110'; '2 armies 109 -> 110, if possible' -> the
    order; the text itself when it holds no such phrase at its ends."""
    if "if" not in text.casefold():
        return text
    said = text.strip().rstrip(".!")
    for lead in ("And ", "and ", "But ", "but ", "So ", "so "):
        if said.casefold().startswith(lead.casefold() + "if "):
            said = said[len(lead):]     # 'And if it's all the same to you, corps II could stay put'
            break
    low = said.casefold().replace("\u2019", "'")
    for phrase in _POLITE:
        if low.startswith(phrase) and low[len(phrase):len(phrase) + 2] in (", ", ": ", " -"):
            said, low = said[len(phrase) + 1:].lstrip(" ,:-"), low[len(phrase) + 1:].lstrip(" ,:-")
            break
    for phrase in _POLITE:
        if low.endswith(phrase) and low[:-len(phrase)].endswith((", ", " - ", " (", " ")):
            said = said[:-len(phrase)].rstrip(" ,-(")
            break
        if low.endswith(phrase + ")") and low[:-len(phrase) - 1].endswith(" ("):
            said = said[:-len(phrase) - 2].rstrip()
            break
    return said if said != text.strip().rstrip(".!") else text
