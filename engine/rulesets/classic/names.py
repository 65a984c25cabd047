"""Places and nations as classic players name them: 'province 46', 'the Western Baltic (E)', a
province's name before its own map number."""

from __future__ import annotations

from engine.errors import Contradiction
from engine.words import patterns as re        # its compile() waits for first use
from engine.words.reading import Names as BaseNames
from engine.rulesets.classic.vocabulary import PATTERNS

class Names(BaseNames):
    """Names as classic players write them: "province 46", "sea C", several at once."""

    def clean_region(self, text: str) -> str:
        return PATTERNS["region_prefix"].sub("", super().clean_region(text)).strip()

    def _confirmed_after_comma(self, text: str) -> str:
        """'Turn 1, Carthage:': the number of a turn, not province 1, is never confirmed by a name."""
        at = text.rfind(", ")
        if at > 0 and _TURN_NUMBER.search(text[max(0, at - 20):at]):
            return text
        return super()._confirmed_after_comma(text)

    def confirmed(self, text: str) -> str:
        """Besides the map numbers, a sea's letter confirms its name: 'the Western Baltic (E)', 'to the
        Libyan Sea, X.'; a letter of another sea is a contradiction (which is meant?). A name followed by its
        own number with no bracket is the place once ('to Lithuania 85', 'Calabria 40')."""
        text = super().confirmed(text)
        if len(text) > 2000:
            return text
        text = self._name_then_number(text)
        out: list[str] = []
        start = 0
        for m in _SEA_LETTER.finditer(text):
            letter = m["bracket"] or m["comma"]
            before = self._place_before(text[max(start, m.start() - 80):m.start()])
            if before is None or len(before[1]) == 1 or not self.is_region(letter) \
                    or not self.board[self.region(letter)].is_sea:
                continue
            if self.region(letter) != before[0]:
                raise Contradiction(f"{letter!r} is not {before[1]!r}: which sea is meant?")
            out.append(text[start:m.start()])
            start = m.end()
        return "".join(out) + text[start:] if out else text


    def _name_then_number(self, text: str) -> str:
        """'goes to Lithuania 85.' -> 'goes to 85.': a province's name right before its own map number; a
        number of another place after a name is left as written ('Moscow 3 armies ...')."""
        if not any(c.isdigit() for c in text):
            return text
        tokens = text.split(" ")
        out: list[str] = []
        for k, token in enumerate(tokens):
            number = token.rstrip(".,;:!?")
            if k and (number.isdigit() and len(number) <= 3 or len(number) == 1 and number.isupper()) \
                    and tokens[k - 1][:1].isupper() and self.is_region(number):
                before = self._place_before(" ".join(out[-6:]))
                if before is not None and not before[1].isdigit() and before[0] == self.region(number):
                    del out[len(out) - len(before[1].split(" ")):]
            out.append(token)
        return " ".join(out)


_TURN_NUMBER = re.compile(r"\b(?:turn|round|day|year|week|no\.?|number|#) ?[0-9]{1,4}$", re.IGNORECASE)
# 'the Western Baltic (E)', 'to the Libyan Sea, X.': a sea's letter after its name.
_SEA_LETTER = re.compile(r" ?[(\[](?P<bracket>[A-Z])[)\]]|, (?P<comma>[A-Z])(?=[.!;](?: |$)|$)")
