"""Orders addressed to the commander who carries them out ('Marshal Soult, you will take Corps A out of Picardy
and into Brabant', 'Admiral Nelson, sail squadron 8 for the Balearic Sea', 'Sir John Moore, your corps A stays in
London'): the address and 'you will' are set aside and the order read as the nation's own; a commander's
verb of leading ('take', 'lead', 'bring', 'sail') moves the unit it names."""

from __future__ import annotations

from engine.words import patterns as re        # its compile() waits for first use

_TITLES = (r"(?:Field Marshal|Marshal|Mar[eé]chal|Admiral|Vice[- ]Admiral|Rear[- ]Admiral|General|Generale|Sir|Lord|"
           r"Mr\.?|Monsieur|Herr|Count|Prince|Colonel|Captain|Commodore|Baron|Duke|Archduke|Pasha|Ataman|Hetman|Your "
           r"(?:Highness|Excellency|Grace|Lordship))")
_RE = {
    # 'Marshal Soult, ', 'Lord Barham, First Lord of the Admiralty: ', 'General Moore: '
    "address": re.compile(rf"^{_TITLES}(?: (?:[A-Z][A-Za-z'\u2019.-]{{1,20}}|de|von|van|di|of)){{0,4}}"
                          r"(?:, [^,:;()]{1,60}:|[,:]) (?=\S)"),      # an appositive only before a colon
    # 'you will take', 'you are to lead', "you'll march": the commander told what to do
    "you": re.compile(r"^(?:you (?:will|shall|are to|must|should|may now|may)|you'll|please) ", re.IGNORECASE),
    "your": re.compile(r"^your (?=(?:corps|squadrons?|sq|fleet)\b)", re.IGNORECASE),
    # a commander's verbs of leading a unit he is given: 'take Corps A ...', 'sail squadron 8 for ...'
    "lead": re.compile(r"^(?:take|lead|bring|sail|steer|carry|conduct|withdraw) (?=(?:corps |squadrons? |sqn? |sq\.? ))",
                       re.IGNORECASE),
    "squadrons": re.compile(r"(?:squadrons?|sqns?|sq\.?) ?#?[0-9]{1,3}(?:(?:, ?| and | ?& ?)#?[0-9]{1,3})*", re.IGNORECASE),
}


def plain(text: str) -> str:
    """The order without the commander it is addressed to; the text as written when it has no address."""
    m = _RE["address"].match(text)
    if m is None:
        return text
    text = text[m.end():]
    you = _RE["you"].match(text)
    if you:
        text = text[you.end():]
    your = _RE["your"].match(text)
    if your:
        text = text[your.end():]
    lead = _RE["lead"].match(text)
    if lead is None:
        return text
    fleet = _RE["squadrons"].match(text, lead.end())
    if fleet:                               # 'sail squadron 8 for ...' is 'squadron 8 sails for ...'
        verb = "sails" if lead[0].casefold().startswith("sail") else "moves"
        return f"{fleet[0]} {verb}{text[fleet.end():]}"
    return f"move {text[lead.end():]}"
