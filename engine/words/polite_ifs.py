"""Politeness said with 'if' that sets no condition: 'If I may, ...', '..., if possible', 'if it's not too much
trouble, ...'. Taken off the front or the end of a sentence before it is read for a condition; any other 'if'
stays, and is read as the condition it is (or refused)."""

from __future__ import annotations

# Courtesies that open with 'if' and set no condition on the game, longest first (one list for every reader).
POLITE = ("if it is not too much trouble", "if it is all the same to you", "if it's not too much trouble",
          "if it isn't too much trouble", "if it's all the same to you", "if it's not too much to ask",
          "if it pleases your majesty", "if you would be so kind", "if it's not a bother",
          "if that is all right", "if it is no trouble", "if that's all right", "if you'd be so kind",
          "if it is no bother", "if at all possible", "if you do not mind", "if it's no trouble",
          "if that is allowed", "if it's no bother", "if you don't mind", "if that's alright",
          "if it pleases you", "if that's allowed", "if it please you", "if that is okay", "if that is fine",
          "if that's okay", "if that's fine", "if you please", "if that is ok", "if that works",
          "if that's ok", "if you would", "if you could", "if possible", "if you will", "if i might",
          "if you can", "if allowed", "if i may")


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
    for phrase in POLITE:
        if low.startswith(phrase) and low[len(phrase):len(phrase) + 2] in (", ", ": ", " -"):
            said, low = said[len(phrase) + 1:].lstrip(" ,:-"), low[len(phrase) + 1:].lstrip(" ,:-")
            break
    for phrase in POLITE:
        if low.endswith(phrase) and low[:-len(phrase)].endswith((", ", " - ", " (", " ")):
            said = said[:-len(phrase)].rstrip(" ,-(")
            break
        if low.endswith(phrase + ")") and low[:-len(phrase) - 1].endswith(" ("):
            said = said[:-len(phrase) - 2].rstrip()
            break
    return said if said != text.strip().rstrip(".!") else text
