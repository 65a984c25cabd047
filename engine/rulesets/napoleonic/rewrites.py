"""A line said in a player's shape, said again as the reader takes it: a veteran's build as a sum ('+2i Vie', 'b 1i
Salon', '2i Vie, 1c Bud', 'b 1 arty Catalonia', '+1 sqn North Sea'), a template's label ('Builds ....... 1 cavalry Paris'), a request ('could corps A perhaps ...?') and every
corps holding but those named ('Every corps holds except G, which rides to Voronezh')."""

from __future__ import annotations

from engine.words import patterns as re        # its compile() waits for first use
from engine.rulesets.napoleonic import framing, labels

# A veteran's build written as a sum: '+2i Vie', '+1c Bud', 'b 2i Stamb', 'b2i Mad' (the 'b' and the count run together)
# ('b 1 arty Catalonia', '+1 sqn North Sea': the count and a unit word apart)
_PLUS_BUILD = re.compile(r"^(?:\+ ?|[bB]\.? ?(?=[0-9]{1,2}(?:[a-zA-Z]| (?:inf|cav|arty?|infantry|cavalry|artillery|sqns?|squadrons?)\b))"
                         r"|(?=[0-9]{1,2}(?:i|c|a|inf|cav|art|arty) [A-Za-z]))(?P<count>[0-9]{1,2}) ?(?P<kind>i|c|a|inf|cav|art|"
                         r"arty|infantry|cavalry|artillery|sqns?|squadrons?)\b ?(?P<where>.*)$", re.IGNORECASE)
# '+3q Vienna', '2i Vie': may be a build, never dropped
_PLUS_LOOKS = re.compile(r"^(?:(?:\+ ?|[bB]\.? ?)[0-9]{1,2} ?[A-Za-z]|[0-9]{1,2}(?:i|c|a|inf|cav|art|arty) [A-Za-z])", re.IGNORECASE)
_PLUS_KINDS = {"i": "infantry", "c": "cavalry", "a": "artillery"}


def rewritten(text: str) -> str | None:
    """The line as the reader takes it; '' when it says nothing is ordered ('Builds : nothing'); None when it is
    said in none of these shapes."""
    plus = _PLUS_BUILD.match(text) if text[:1] in "+bB0123456789" else None
    if plus:                                # a place written short is refused, with a fix
        kind = _PLUS_KINDS.get(plus["kind"].casefold(), plus["kind"])
        return f"build {plus['count']} {kind} in {plus['where'] or '?'}"
    labelled = labels.unlabelled(text)
    if labelled is not None:
        return labelled
    asked = framing.request(text)
    if asked is not None:
        return asked
    return framing.except_named(text)


def may_be_build(line: str) -> bool:
    """Whether a line may be a veteran's build ('+3q Vienna'): read or refused, never dropped as chatter."""
    return _PLUS_LOOKS.match(line.strip()) is not None
