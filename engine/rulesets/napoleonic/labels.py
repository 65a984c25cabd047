"""The GM's template filled in with its labels left on the line ('Sea movement : Squadron 2 to the Sea of Candia',
'Builds ....... 1 cavalry Paris, 1 infantry Provence', 'Diplomacy .... Denmark: alliance', 'Gold ......... 4 to
Denmark', 'Builds : nothing'): the label names the kind of order the words after it give; 'nothing', 'none',
'n/a' after it give none."""

from __future__ import annotations

from engine.words import patterns as re        # its compile() waits for first use

_KINDS = {
    "move": ("movement", "movements", "land movement", "land movements", "sea movement", "sea movements", "moves",
             "naval movement", "naval movements", "naval", "navy", "fleet", "fleets", "corps", "squadrons", "army",
             "armies", "land", "sea", "orders"),
    "build": ("builds", "build", "purchases", "recruitment", "recruits", "new units", "levies", "construction"),
    "reorganise": ("reorg", "reorganisation", "reorganization", "reorganise", "transfers", "transfer"),
    "diplomacy": ("diplomacy", "treaties", "relations", "alliances", "diplomatic"),
    "gold": ("gold", "gifts", "gift", "subsidies", "subsidy", "loans", "payments"),
    "annex": ("annexations", "annexation", "annex", "annexes"),
    "war": ("war", "wars", "declarations", "dow", "dows"),
    "straits": ("straits", "strait", "permissions", "passage"),
}
_LABELS = {label: kind for kind, labels in _KINDS.items() for label in labels}
_NOTHING = frozenset(("nothing", "none", "n/a", "na", "nil", "no", "-", "--", "\u2014", "(none)", "nothing this turn",
                      "none this turn", "nothing this season", "none this season", "no changes", "no change"))

_RE = {
    "label": re.compile(r"^(?P<label>[A-Za-z][A-Za-z/&-]{1,14}(?: [A-Za-z][A-Za-z/&-]{1,14}){0,2}) ?(?:\.{2,}|:)"
                        r" ?(?P<body>.*)$"),
    # 'Denmark: alliance', 'Prussia - peace', 'Austria: war'
    "treaty": re.compile(r"^(?P<who>[A-Za-z][A-Za-z' -]{1,30}?) ?(?::|-|\u2013) ?(?P<what>alliance|peace|war|"
                         r"break alliance|declare war)$", re.IGNORECASE),
    # '4 to Denmark', '4 gold to Denmark'
    "gold": re.compile(r"^(?P<sum>[0-9]{1,6}) (?:gold )?to (?P<who>.+)$", re.IGNORECASE),
}
_VERBS = {"build": "build", "annex": "annex", "war": "declare war on"}


def unlabelled(text: str) -> str | None:
    """The order the words after a template's label give, said as the reader takes it; '' when they say nothing
    is ordered; None when the line has no such label."""
    m = _RE["label"].match(text) if ":" in text[:40] or ".." in text[:40] else None
    if m is None:
        return None
    kind = _LABELS.get(m["label"].casefold().strip())
    body = m["body"].strip().strip(".").strip()
    if kind is None:
        return None
    if body.casefold() in _NOTHING or body.casefold().startswith(("n/a", "none ", "nothing ")) and "(" in body:
        return ""
    if not body:
        return None
    if kind == "diplomacy":
        treaty = _RE["treaty"].match(body)
        if treaty:
            what = treaty["what"].casefold()
            return f"declare war on {treaty['who']}" if "war" in what else f"{what} with {treaty['who']}"
    if kind == "gold":
        gift = _RE["gold"].match(body)
        if gift:
            return f"give {gift['sum']} gold to {gift['who']}"
    verb = _VERBS.get(kind)
    if verb and not body.casefold().startswith(verb.split()[0]):
        return f"{verb} {body}"
    return body
