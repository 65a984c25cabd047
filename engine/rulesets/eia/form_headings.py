"""The lines of an order form: a heading naming a kind of EiA order, a colon, and what the form gives
under it ('War declarations: -', 'Declarations of war: Portugal', 'Alliances broken: Russia', 'Player
changes: none', 'Outflanking force: -'). An empty slot orders nothing; a filled one is the order said
in full ('declare war on Portugal') and read as such. A heading of other words is no form's."""

from __future__ import annotations

# The words that say a slot is empty ('-', 'none', 'n/a', '—').
NOTHING = frozenset("none nothing no nil n/a na - -- — – nobody noone nope zero".split())
_FILLER = frozenset("of the our new this month turn any to for by".split())
_WAR = frozenset("war wars dow dows hostilities".split())
_WAR_MORE = frozenset("declarations declaration declared declare declares declaring on against".split())
_ALLIANCE = frozenset("alliance alliances ally allies".split())
_ALLY_MORE = frozenset("proposed proposals proposal offered offers offer sought made formed concluded signed "
                       "requested accepted with".split())
_BREAK_MORE = frozenset("broken break breaks breaking ended ending end ends cancelled canceled cancel dissolved "
                        "renounced left leaving quit with".split())
# Headings whose slot names no nation: only an empty slot is read here, a filled one by the others.
_OTHER_KINDS = (frozenset("player players replacement replacements".split()),
                frozenset("outflanking".split()), frozenset("standing".split()),
                frozenset("interception interceptions intercept".split()),
                frozenset("chit chits".split()), frozenset("attack attacks battle battles".split()),
                frozenset("transport transports transfer transfers xfer landing landings embarkation".split()))
# Slots whose answers stand from month to month: 'unchanged' there orders nothing new ('Standing: unchanged').
_STANDING_KINDS = (frozenset("standing".split()), frozenset("player players replacement replacements".split()),
                   frozenset("outflanking".split()))
_UNCHANGED = ("unchanged", "no change", "no changes", "same", "the same", "same as before", "as before",
              "same as last month", "as last month", "as last turn", "same as last turn", "no change from last month")
_OTHER_MORE = frozenset("changes change changed leaving leaves left joining new force forces answers answer orders "
                        "order fleet fleets corps declared planned ordered".split())


def form_line(text: str) -> str | None:
    """What a form's line orders, said in full: '' for an empty slot, 'declare war on Portugal' for
    'Declarations of war: Portugal'; None for a line that is no form's."""
    head, colon, value = text.partition(":")
    if not colon:
        return None
    said = [w.strip(" .,()").casefold() for w in head.split()]
    said = [w for w in said if w and w not in _FILLER]
    if not said or len(said) > 4:
        return None
    empty = bool(value.split()) and all(w.strip(".!").casefold() in NOTHING for w in value.split())
    words = set(said)
    if words & _WAR and words <= _WAR | _WAR_MORE:
        if empty or not words & _WAR_MORE:
            return "" if empty else None    # 'War: Portugal' is read as it is
        return f"declare war on {value.strip()}"
    if words & _ALLIANCE and words <= _ALLIANCE | _BREAK_MORE and words & (_BREAK_MORE - {"with"}):
        return "" if empty else f"break alliance with {value.strip()}"
    if words & _ALLIANCE and words <= _ALLIANCE | _ALLY_MORE:
        return "" if empty else None        # 'Alliances proposed: Russia' is read as it is
    if empty and any(words & kind and words <= kind | _OTHER_MORE for kind in _OTHER_KINDS):
        return ""
    if " ".join(value.strip(" .!").casefold().split()) in _UNCHANGED and \
            any(words & kind and words <= kind | _OTHER_MORE for kind in _STANDING_KINDS):
        return ""                           # 'Standing: unchanged': the answers given before stand
    return None


_HOLD = frozenset("hold holds stay stays remain remains".split())
_ALL = frozenset("all everyone everybody everything every unit units corps fleets forces".split())
_HOLD_MORE = frozenset("our my the in place put where they are is it this month turn please pls for now just".split())


def all_hold(text: str) -> bool:
    """'hold', 'hold all', 'All units stay put this month': every unit holds, which no order needs (units
    without orders hold); never taken for a unit's order, nor refused."""
    said = {w.strip(",.;:!").casefold() for w in text.split()} - {""}
    return bool(said & _HOLD) and said <= _HOLD | _ALL | _HOLD_MORE and (len(said) == 1 or bool(said & _ALL))


_OUTFLANKING = frozenset("outflank outfl outflanking outflankers flank flanking".split())
_FORCE = frozenset("force forces corps".split())


def outflanking_head(text: str) -> str:
    """'outflank: II, Cav I', 'outfl. force: Cav I, III' -> 'outflanking force: ...': the heading of the
    outflanking force written short, written whole; any other text as it is."""
    if ":" not in text or text.lstrip()[:1] not in ("o", "O", "f", "F"):
        return text                     # most lines: no look at their words
    head, colon, rest = text.partition(":")
    said = [w.strip(".").casefold() for w in head.split()]
    if not colon or not said or said[0] not in _OUTFLANKING or not set(said[1:]) <= _FORCE or said == ["outflanking", "force"]:
        return text
    return f"outflanking force: {rest.strip()}"
