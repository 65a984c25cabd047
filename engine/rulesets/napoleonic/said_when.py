"""When and by whom an order is said, written before it: a date or time of the game's calendar ('Spring 1805, 12
March: Corps D to Bavaria.', '20 March: squadron 1 remains ...', 'Turn 1, evening: ...', 'At dawn, corps A
...') or the player who writes that part of a shared nation's orders ('Marta says: squadrons 1 and 2 go ...',
'Dmitri (treasury): 2 infantry at Smolensk'). Set aside; the order is read as written after it. A name
that is a nation or a place of the map is no speaker ('Denmark: alliance', 'Paris: 2 infantry')."""

from __future__ import annotations

from engine.words import patterns as re        # its compile() waits for first use
from engine.words.reading import Names

_MONTH = (r"(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|"
          r"Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)")
_DATE = re.compile(
    r"^(?:(?:[Ii]n |[Oo]n )?(?:[Ss]pring|[Ss]ummer|[Ff]all|[Aa]utumn|[Ww]inter) 1[89][0-9]{2}, )?(?:[Oo]n )?"
    rf"(?:[0-9]{{1,2}}(?:st|nd|rd|th)? {_MONTH}(?:,? 1[89][0-9]{{2}})?|{_MONTH} [0-9]{{1,2}}(?:st|nd|rd|th)?(?:,? 1[89][0-9]{{2}})?|"
    r"[Tt]urn [0-9]{1,3}(?:, (?:morning|noon|afternoon|evening|night))?|[Dd]ay [0-9]{1,3}|"
    r"(?:[Aa]t )?(?:dawn|first light|daybreak|noon|dusk|nightfall|midnight)(?: on [^:,]{1,40})?)(?::|,) (?=\S)")
_SPEAKER = re.compile(r"^(?P<who>[A-Z][a-z]{1,20}(?: [A-Z][a-z]{1,20})?)(?: \((?P<role>[A-Za-z ]{1,30})\))?"
                      r"(?P<verb> (?:says|writes|adds|wants|orders|asks|proposes))?: (?=\S)")


# The writer's nation and the season over orders on their own line ('Naples winter: build ...', 'prussia spring: a
# to saxony', 'GB W1804: ...', 'Spain, Spring 1805: ...'): a heading; the nation named must be the writer's.
_SEASON_HEAD = re.compile(
    r"^(?:(?P<who>[A-Za-z][A-Za-z.]{1,19}(?: [A-Za-z][A-Za-z.]{1,19})?),? )?(?P<when>(?:spring|summer|fall|autumn|winter)"
    r"(?: 1[89][0-9]{2})?|[swf] ?(?:1[89])?[0-9]{2}|t ?[0-9]{1,3}|turn [0-9]{1,3}|orders)\.?: (?=\S)", re.IGNORECASE)
# The writer's nation alone over orders on its line ('austria: c attacks piedmont'): 'Denmark: alliance' from
# another nation is an order on Denmark, so only the writer's own nation is a heading.
_NATION_HEAD = re.compile(r"^(?P<who>[A-Za-z][A-Za-z.]{1,19}(?: [A-Za-z][A-Za-z.]{1,19})?)(?P<when>): (?=\S)")


def season_head(text: str, nation: str, names: Names) -> str | None:
    """The orders after the writer's nation and the season said before them on their line; None when there are
    none, or the nation named is another (its orders are refused, not read as the writer's)."""
    m = _SEASON_HEAD.match(text) or _NATION_HEAD.match(text)
    if m is None or m["when"] is None and m["who"] is None:
        return None
    who = m["who"]
    if who is not None and names.known_nation(who) != nation and names.known_nation(who.capitalize()) != nation \
            and names.known_nation(who.upper()) != nation and names.nation_short(who) != nation:
        return None                             # ('RUS winter:', 'Aus:': the writer's nation written short)
    return text[m.end():]


def unframed(text: str, names: Names) -> str | None:
    """The order without the date or speaker before it; None when there is none."""
    m = _DATE.match(text)
    if m is not None:
        return text[m.end():]
    m = _SPEAKER.match(text)
    if m is None or not (m["role"] or m["verb"]):
        return None                             # 'Prussia: alliance', 'Paris: 2 infantry': not a speaker
    who = m["who"]
    if names.known_nation(who) or names.is_region(who):
        return None
    return text[m.end():]
