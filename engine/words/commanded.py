"""Orders given inside the story as a ruler's or a council's command, for every ruleset: 'We command that two
fresh divisions of infantry be raised at Moscow, and one of cavalry at Smolensk.', 'The council resolves that
Corps E shall march into Thuringia; that two infantry divisions be raised at Posen', 'It is our will that the
fleet sail for Cadiz', 'His Majesty commands that corps B hold Munich', 'Resolved: that ...'. The frame that
says who commands is taken away, each 'that' opening a further clause becomes the clause's start, and the
subjunctive of the passive ('be raised', 'be built') is said as the indicative ('are raised'): the line is read
again so by the ruleset's reader, and taken only when it reads whole and clean. A negation, a condition or a
question keeps the line as it was (the first reading and its error stand). Cheap: a word-set test first, then
one pass of a bounded pattern."""

from __future__ import annotations

from collections.abc import Callable

from engine.words import patterns as re
from engine.words.read_again import read_or_again, read_whole

# Who commands, and the verb of commanding, before 'that'; bounded runs of words, no nested repetition.
_FRAME = re.compile(
    r"^(?:(?:we|i|the (?:council|senate|committee|cabinet|diet|duma|divan|assembly|regency|directory|convention|"
    r"war council|privy council|hofkriegsrat|admiralty|government|crown)|(?:his|her|their) (?:[a-z]{2,12} ){0,2}"
    r"(?:majesty|majesties|highness|excellency|grace|lordship)|the (?:king|queen|emperor|empress|tsar|sultan|doge|"
    r"regent|prince|elector|consul|senate and people(?: of [a-z]{2,12})?)) (?:hereby |therefore |also |further )?"
    r"(?:commands?|commanded|decrees?|decreed|orders?|ordered|ordains?|ordained|directs?|directed|resolves?|"
    r"resolved|wills?|desires?|wishes|enjoins?|requires?)(?: and (?:commands?|orders?|decrees?|directs?))?"
    r"|(?:it is|be it) (?:(?:our|his majesty's|her majesty's|the king's|the emperor's|the council's) )?"
    r"(?:will|pleasure|command|order|resolved|ordered|decreed|commanded)"
    r"|resolved|ordered|decreed|commanded|item)(?: ?[:,])? that ", re.IGNORECASE)
_CLAUSE = re.compile(r"(?:;|,)(?: and)? that ", re.IGNORECASE)      # '; that two divisions be raised'
_SUBJUNCTIVE = re.compile(r"\b(?:shall |should |must |may )?be (?=(?:[a-z]{2,20}ed|built|sent|made|taken|drawn|"
                          r"given|brought|held|kept|levied|raised|moved|set)\b)", re.IGNORECASE)
_STOPS = frozenset("not no never nor unless if when whether or maybe perhaps".split())
_KEYS = ("that ", "that:")
_MOST = 600

LineReader = Callable[[str], object]


def as_told(text: str) -> str | None:
    """The line with its frame of command taken away ('We command that X be raised at Y' -> 'X are raised at Y');
    None when it has no such frame, or says what keeps it as it was (a negation, a condition, a question)."""
    if len(text) > _MOST:
        return None
    low = text.casefold()
    if not any(k in low for k in _KEYS):
        return None                     # the quick test: no 'that'
    said = text.strip().lstrip("-*\u2022 ").strip()
    framed = _FRAME.match(said)
    if framed is None and said[:5].casefold() != "that ":
        return None
    rest = said[framed.end():] if framed is not None else said[5:]
    if "?" in rest or _STOPS.intersection(w.strip(",.;:!").casefold() for w in rest.split()):
        return None
    rest = _CLAUSE.sub("; ", rest)
    rest = _SUBJUNCTIVE.sub("are ", rest)
    rest = rest.strip().rstrip(";").strip()
    return rest[:1].upper() + rest[1:] if rest and rest != said else None


def read_commanded(parse_line: LineReader, clean: Callable[[object], bool]) -> LineReader:
    """The reader, and when it cannot read a line or reads it unclean, the line as told without its frame of
    command, taken when that reads whole and clean; the first reading or error stands otherwise."""
    def again(text: str) -> object | None:
        told = as_told(text)
        return read_whole(parse_line, clean, told) if told is not None else None
    return read_or_again(parse_line, lambda first, _: clean(first), again)
