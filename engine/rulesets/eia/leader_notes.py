"""A leader named in brackets beside a corps confirms which corps is meant: 'corps II (Charles) to
Württemberg' when Charles stands with corps I in Bavaria is a contradiction the GM asks about, never
a move of corps II with the name ignored (fresh4's 'III corps (Davout)')."""

from __future__ import annotations

from engine.errors import Contradiction
from engine.words.message import words
from engine.words.prose import brackets
from engine.rulesets.eia.route_words import ordinals
from engine.rulesets.eia.state import EiaState


def check_leader_notes(text: str, nation: str, state: EiaState, area_name) -> str:
    """Contradiction (refused as it stands, never read again without the note) when a bracket names one of the nation's leaders who does not stand where the
    corps named just before the bracket stands; else the line without the notes that confirmed a corps
    ('corps II (Davout): Alsace - Baden' -> 'corps II: Alsace - Baden')."""
    if "(" not in text:
        return text
    leaders = {le.name.casefold(): le for le in state.leaders if le.nation == nation}
    if not leaders:
        return text
    _, notes = brackets(text)
    confirmed: list[str] = []
    for note in notes:
        leader = leaders.get(note.strip(" .").casefold())
        if leader is None:
            continue
        before = text[:text.find("(" + note)]
        corps = _corps_before(before, nation, state)
        if corps is not None and corps.at != leader.at:
            with_him = [c.designation for c in state.corps if c.nation == nation and c.at == leader.at]
            beside = f", with corps {', '.join(with_him)}" if with_him else ""
            raise Contradiction(f"{leader.name} stands in {area_name(leader.at)}{beside}, not with corps "
                                f"{corps.designation} in {area_name(corps.at)}: which corps is meant? ask the player")
        if corps is not None:
            confirmed.append(note)
    for note in confirmed:
        at = text.find("(" + note + ")")
        text = (text[:at].rstrip() + " " + text[at + len(note) + 2:].lstrip()).replace(" :", ":").strip()
    return text


def _corps_before(before: str, nation: str, state: EiaState):
    """The corps the last words before a bracket name ('corps II', 'III corps', 'Cav I'), or None."""
    low = ordinals(words(before))[-3:]
    own = {c.designation.casefold(): c for c in state.corps if c.nation == nation}
    for n in (2, 1):
        for i in range(len(low) - n, -1, -1):
            key = " ".join(low[i:i + n])
            if key in own and (n == 2 or "corps" in low[max(0, i - 1):i + 2]):
                return own[key]
    return None
