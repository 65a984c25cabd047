"""Orders said in the passive or as a decree ('Two infantry divisions are to be raised in Bulgaria', 'Let two
divisions of foot be raised at Stamboul', 'let the Russians pass through the Sea of Marmara', 'The passage of the
Sea of Marmara is to be allowed to the Russians', 'grants the Russian ships leave to pass the Bosporus'): said
again in the active, as the reader takes them."""

from __future__ import annotations

from engine.words import patterns as re        # its compile() waits for first use

_RE = {
    "built": re.compile(r"^(?:let )?(?P<units>(?:[0-9]{1,2}|an?|one|two|three|four|five|six|a pair of|a couple of|"
                        r"a single)\b.{1,60}?) (?:is|are|shall|will|be|must)(?: be)?(?: to be)? (?:raised|built|"
                        r"recruited|levied|bought|formed|constructed|laid down|purchased) (?P<where>(?:in|at) .+)$",
                        re.IGNORECASE),
    "let_pass": re.compile(r"^(?:[Ll]et|[Gg]rants?|[Gg]ives?|[Aa]llows?|[Pp]ermits?) (?P<who>(?:the )?[A-Z][A-Za-z'\u2019]{2,20}"
                           r"(?: (?:ships|fleet|fleets|squadrons|navy))?)(?: leave| permission)?(?: to)? (?:pass|sail|go|"
                           r"cross)(?: through| across| into)? (?P<sea>(?:the )?[A-Z].{2,40}?)"
                           r"(?: (?:this|until|for) [a-z]+(?: [a-z]+)?)?$"),
    # a permission said of the ships that pass ('The Russian ships may pass the Sea of Marmara this season')
    "may_pass": re.compile(r"^(?:[Tt]he )?(?P<who>[A-Z][A-Za-z'\u2019]{2,20}(?: (?:ships|fleet|fleets|squadrons|navy))?) "
                           r"(?:may|can|are allowed to|are permitted to|is allowed to|is permitted to) (?:pass|sail|go|"
                           r"cross)(?: through| across| into)? (?P<sea>(?:the )?[A-Z].{2,40}?)"
                           r"(?: (?:this|until|for) [a-z]+(?: [a-z]+)?)?$"),
    "passage": re.compile(r"^(?:the )?(?:passage|free passage|right of passage|transit) (?:of|through) "
                          r"(?P<sea>(?:the )?[A-Z].{2,40}?) (?:is|shall be|will be|be)(?: to be)? (?:allowed|granted|"
                          r"opened|given|permitted) to (?P<who>(?:the )?[A-Z][A-Za-z'\u2019]{2,20}(?: ships| fleet)?)"
                          r"(?: (?:this|until|for) [a-z]+(?: [a-z]+)?)?$", re.IGNORECASE),
    "treaty": re.compile(r"^(?:let )?(?:an? |the )?(?P<what>alliance|peace|treaty of alliance|treaty of peace) "
                         r"(?:be|is to be|shall be|will be|must be) (?:made|signed|concluded|offered|proposed|sought) "
                         r"with (?P<who>.{2,40})$", re.IGNORECASE),
}


def active(text: str) -> str:
    """The order said in the active ('build two infantry divisions in Bulgaria', 'allow the Russians through the Sea
    of Marmara'); the text as written when it is not said so."""
    low = text[:12].casefold()
    if " be " in text or " is " in text or " are " in text:
        m = _RE["built"].match(text)
        if m:
            return f"build {m['units']} {m['where']}"
        m = _RE["passage"].match(text)
        if m:
            return f"allow {_nation(m['who'])} through {m['sea']}"
        m = _RE["treaty"].match(text)
        if m:
            return f"{'peace' if 'peace' in m['what'].casefold() else 'alliance'} with {m['who']}"
    if " may " in text or " can " in text or " allowed " in text or " permitted " in text:
        m = _RE["may_pass"].match(text)
        if m and m["who"].casefold() not in _OURS:
            return f"allow {_nation(m['who'])} through {m['sea']}"
    if low.startswith(("let ", "grant", "give", "allow", "permit")):
        m = _RE["let_pass"].match(text)
        if m:
            return f"allow {_nation(m['who'])} through {m['sea']}"
    return text


_OURS = frozenset(("our", "my", "our ships", "my ships", "our fleet", "my fleet", "our squadrons", "our navy"))


def _nation(who: str) -> str:
    """'the Russians' for 'the Russian ships': the nation whose ships pass."""
    for tail in (" ships", " fleets", " fleet", " squadrons", " navy"):
        if who.casefold().endswith(tail):
            return who[:-len(tail)]
    return who
