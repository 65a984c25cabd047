"""Who says an order, for every ruleset: the minutes of a council ('The Emperor: "Two infantry divisions shall be
raised in Paris." Carried.') and two players sharing a nation ('Lars: one infantry in Copenhagen.'). The speaker's
name before the colon, the quotation marks and the council's assent after them ('Carried.', 'So resolved.', '(Agreed,
4 votes to 1.)', 'Castlereagh concurred.') are set aside; what is said is read as the player's words. One pass over
the line, only when it holds ': '."""

from __future__ import annotations

from collections.abc import Callable
from itertools import islice

from engine.words import patterns as re        # its compile() waits for first use
from engine.words.clauses import correction_of
from engine.words.foreign import is_foreign

# Where a speaker's name may stand: the line's start, or after a sentence or a quotation ended ('"And the ship in H?"
# The Tsar: "It stays."'). The name is at most 40 characters with no mark that ends a sentence or opens a quotation.
_LABEL = re.compile(r"(?:^|(?<=[.!?\"\u201d] ))([^:.!?\"\u201c\u201d;]{1,40}): ")
_QUOTED = re.compile(r"[\"\u201c]([^\"\u201c\u201d]{1,400})[\"\u201d]")
_ROLE = re.compile(r" ?\([^()]{1,30}\)$")       # 'Dmitri (treasury)', 'Isla (sea)'

# Words that join a name without a capital ('Il Re', 'Talleyrand de Périgord', 'the Kapudan Pasha').
_PARTICLES = frozenset("the of de di da du von van der den la le il el al bin ibn y".split())
# Saying so after the name ('Marta says: ...', 'I say: ...').
_SAYING = frozenset("say says said write writes wrote add adds added answer answers replied replies speak speaks".split())
# A label that is no one speaking: the GM's words, a correction, a condition, a time, a heading of the orders.
_NOT_SPEAKERS = frozenset("""gm gms referee ref umpire moderator mod host note notes nb ps p.s edit edited correction
    corrected update updated question questions answer answers reply orders order turn plan plans build builds moves move
    army navy fleet land sea money gold diplomacy treasury present absent comments comment nation subject from to date
    sent cc next later last maybe perhaps if then else instead old new option alternative fallback backup summary total
    important warning reminder status result results player players game step phase season spring summer autumn fall
    winter year round day week month minutes record protocol agenda item items not no yes ok okay change changes
    changed scratch ignore delete cancel cancelled retract alt plan-b also and or but except unless when while after
    before first second third finally meanwhile actually alternatively otherwise optionally possibly probably
    preferably ideally hopefully lastly additionally anyway sorry oops wait hmm ah oh well so still again rather
    only just please thanks notice confidentiality disclaimer legal privacy""".split())
# A council's record of its assent after what was said ('Carried.', 'So resolved.', 'No objection.').
_ASSENT_KEYS = frozenset("""carried agreed agree agrees resolved concurred concurs approved approves aye ayes objection
    objections adopted seconded unanimous unanimously consented consents assented nodded""".split())
_ASSENT_STEMS = ("carried", "agree", "resolved", "concur", "approv", "aye", "objection", "adopted", "seconded",
                 "unanimous", "consent", "assent", "nodded")
_ASSENT_WORDS = _ASSENT_KEYS | frozenset("""so the a an no none without with vote votes against to for in favour favor all
    said says both it this that council duma divan cabinet diet senate board court assembly nem con was were by
    one two three four five six seven eight nine ten everyone everybody""".split())


# Words of a speaker against what another said ('No!', 'Never.', 'I object.').
_DISSENT = frozenset("""no nay never not object objects objection veto vetoed reject rejected refuse refused against
    instead but don't dont won't cannot can't none nobody""".split())


_MOST_SPEAKERS = 8        # names before a colon on one line of minutes


class Speech:
    """A line's words as said, without who said them: `said` to be read, `speakers` and `assent` set aside."""

    def __init__(self, said: str, speakers: list[str], assent: list[str], quoted: bool) -> None:
        self.said, self.speakers, self.assent = said, speakers, assent
        self.quoted = quoted        # said in quotation marks, which no order holds: read without them, always

    @property
    def note(self) -> str:
        if not self.speakers:
            return f"set aside: {', '.join(repr(a) for a in self.assent)}, the council's assent"
        names = ", ".join(repr(s) for s in self.speakers)
        said = f"set aside: {names}, who {'speak' if len(self.speakers) > 1 else 'speaks'}"
        return said + (f", and {', '.join(repr(a) for a in self.assent)}, asked or assented to" if self.assent else "")


def speech(text: str, looks: Callable[[str], bool] | None) -> Speech | None:
    """The words a line says without the speakers' names, quotation marks and the assent after them; None when the
    line names no speaker ('Corps A: Picardy - Flanders', 'Next turn: ...') or says something besides them."""
    if looks is None:
        return None
    found = list(islice(_LABEL.finditer(text), _MOST_SPEAKERS + 1)) if ": " in text else []
    if len(found) > _MOST_SPEAKERS:
        return None                 # no council's minutes: a list of labels, or a hostile line
    labels = [m for m in found if is_speaker(m.group(1), looks)]
    if labels and is_foreign(text):
        return None                 # 'Kozacy: Podole - Lwów.', 'Garde : engager.': read in English, where a unit is named
    if not labels:
        return _without_assent(text, looks)
    pieces: list[str] = []
    assent: list[str] = []
    quotes = False
    before = text[:labels[0].start()].strip()
    if before:
        pieces.append(before)       # 'Two of us play Russia. Dmitri (treasury): ...': read as it stands
    for i, m in enumerate(labels):
        end = labels[i + 1].start() if i + 1 < len(labels) else len(text)
        part = text[m.end():end].strip()
        quoted = [q.group(1).strip() for q in _QUOTED.finditer(part)]
        quotes = quotes or bool(quoted)
        if i and any(_dissents(q) for q in quoted or [part]):
            return None         # 'The Tsar: "Three armies ... go to 88." Boyar Ivan: "No!"': the council disagrees
        if not quoted:
            if part:
                pieces.append(_ended(part))
            continue
        if i + 1 < len(labels) and all(q.endswith("?") for q in quoted) and not outside_words(part):
            assent.append(" ".join(quoted))     # 'Count Cobenzl: "And the standing orders?" The Emperor: "..."'
            continue                            # the question the next speaker answers: the answer is read
        pieces.extend(_ended(q) for q in quoted if q)
        outside = _QUOTED.sub(" ", part)
        for bit in _sentences(outside):
            if _is_assent(bit, looks):
                assent.append(bit)
            elif bit.strip(" -\u2013\u2014()"):
                return None     # 'Rejected, 3 votes to 2.', '- Prussia declares war': more than who said it
    said = " ".join(p for p in pieces if p)
    return Speech(said, [m.group(1).strip() for m in labels], assent, quotes) if said or assent else None


def is_speaker(label: str, looks: Callable[[str], bool]) -> bool:
    """'The Emperor', 'KING FREDERICK WILLIAM', 'Il Re', 'Dmitri (treasury)', 'Marta says', 'I say': a person's name
    or title, naming no unit, place or nation of the game and no word of a heading, a correction or a time."""
    head = _ROLE.sub("", label.strip())
    said = head.split()
    saying = bool(said) and said[-1].casefold() in _SAYING
    if saying:
        said = said[:-1]
    if said == ["I"]:
        return saying or head != label.strip()      # 'I say:', 'I (Hasan):', never 'I:'
    if not said or len(said) > 4:
        return False
    if said[0].casefold() in _PARTICLES - {"the", "il", "el", "al", "la", "le"} or said[0].casefold() in ("re", "fw", "fwd"):
        return False
    for word in said:
        plain = word.strip("'.-")
        if not plain or not plain.replace("'", "").replace("-", "").replace(".", "").isalpha():
            return False
        if plain.casefold() in _NOT_SPEAKERS or not plain[0].isupper() and plain.casefold() not in _PARTICLES:
            return False
    if len(said) == 1 and len(said[0]) >= 7 and said[0].casefold().endswith("ly") or correction_of(head)[0]:
        return False            # 'Alternatively:', 'Actually:', 'Scratch that:': how the orders are meant
    if len(said) == 1 and said[0].isupper() and len(said[0]) <= 3:
        return False            # 'AUS:', 'GB:': a nation's initials
    if any(_is_numeral(w) for w in said):
        return False            # 'Cav I', 'Cuerpo II', 'Korpus I': a unit's name, never a speaker's
    name = " ".join(said)
    return not looks(name) and not looks(name + " 2") and not looks(name + ": 2")     # 'Cossacks: ...' of Russia


def _is_numeral(word: str) -> bool:
    """'I', 'IV', 'B': a letter or a Roman number, as units are named."""
    return len(word) == 1 or word.isupper() and not word.strip("IVXLC")


def outside_words(part: str) -> str:
    """What a speaker's part says outside its quotation marks."""
    return _QUOTED.sub(" ", part).strip(" .,;:!?-\u2013\u2014()")


def _dissents(said: str) -> bool:
    """'No!', 'Never.', 'I object.': another speaker's words against what was said before them."""
    return bool({w.strip(".,;:!?()'\"").casefold() for w in said.split()} & _DISSENT) and not _is_assent(said, _nothing)


def _nothing(_text: str) -> bool:
    return False


def _is_assent(bit: str, looks: Callable[[str], bool]) -> bool:
    """'Carried.', 'So resolved.', '(Agreed, 4 votes to 1.)', 'Castlereagh concurred.', 'The Duma said aye.'."""
    said = [w.strip("(),.;:!") for w in bit.split()]
    said = [w for w in said if w]
    low = [w.casefold() for w in said]
    if not said or not set(low) & _ASSENT_KEYS or len(said) > 8:
        return False
    if set(low) & _DISSENT and not ({"objection", "objections"} & set(low) or "without" in low):
        return False                # 'Not agreed.', 'Agreed by none.'; never 'No objection.', 'without a vote against'

    voted = "votes" in low or "vote" in low
    for word, folded in zip(said, low):
        if folded in _ASSENT_WORDS or voted and word.isdigit():
            continue
        if word[0].isupper() and word.isalpha() and not looks(word) and not looks(word + " 2"):
            continue            # a member's name: 'Castlereagh concurred.'
        return False
    return True


def _without_assent(text: str, looks: Callable[[str], bool]) -> Speech | None:
    """'The Sultan approved both. Corps C was to march from Bosnia into Serbia; the Divan agreed.': the line without
    the sentences and clauses that only record a council's assent; None when it has none, or nothing else."""
    if not any(k in text.casefold() for k in _ASSENT_STEMS):
        return None
    kept: list[str] = []
    assent: list[str] = []
    for bit in _sentences(text.replace("; ", ". ")):
        (assent if _is_assent(bit, looks) else kept).append(bit)
    return Speech(" ".join(_ended(k) for k in kept), [], assent, False) if assent and kept else None


def _sentences(text: str) -> list[str]:
    out, start = [], 0
    for i, ch in enumerate(text):
        if ch in ".!?" and (i + 1 == len(text) or text[i + 1] in " )"):
            end = i + 2 if i + 1 < len(text) and text[i + 1] == ")" else i + 1
            out.append(text[start:end].strip())
            start = end
    rest = text[start:].strip()
    return [s for s in out + ([rest] if rest else []) if s]


def _ended(said: str) -> str:
    """A piece of speech ending as a sentence, so that the next one starts another."""
    said = said.strip()
    return said if said.endswith((".", "!", "?", ";")) else said + "."
