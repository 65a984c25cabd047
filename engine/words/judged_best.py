"""An order left to the GM's judgement in other words than the fixed phrases of engine.words.delegations:
'the Cossacks do whatever the GM thinks best', 'and the rest, whatever the GM thinks sensible', 'the fleet goes
wherever the referee judges wise', 'corps C: as Your Excellency deems fit'. The shape: a word that leaves the
choice open (whatever, what, wherever, however, whichever, as), the one who judges (the GM, the referee, you,
Your Excellency), a verb of judging (thinks, deems, judges, finds, considers, sees) and a word of worth (best,
sensible, wise, fit, right, proper...), with at most 'is' or 'to be' between them. The rules take no such order:
the line is refused and the player asked, never set aside as talk. One pass over the words, linear."""

from __future__ import annotations

_OPEN = frozenset("whatever what wherever however whichever as".split())
_JUDGES = frozenset("gm gm's gms referee umpire moderator you u your excellency majesty highness lordship "
                    "grace game master master".split())
_JUDGING = frozenset("""think thinks thought deem deems deemed judge judges judged find finds consider considers
    see sees feel feels reckon reckons believe believes""".split())
_WORTH = frozenset("""best sensible wise wisest fit fitting right proper prudent good better appropriate reasonable
    useful necessary needful advisable sound""".split())
_BETWEEN = frozenset("is to be most the".split())
_FILLER = frozenset("the our my dear good".split())     # 'whatever the good GM thinks best'
_MOST_WORDS = 80


def judged_best(text: str) -> str | None:
    """The words by which the line leaves an order to the GM's judgement ('whatever the GM thinks best'), None
    when it has none."""
    low = text.casefold().replace("\u2019", "'")
    if not any(v in low for v in ("think", "thought", "deem", "judg", "find", "consider", "see", "feel", "reckon",
                                  "believ")):
        return None                     # the quick test: no verb of judging
    words = [w.strip(".,;:!?()\"'") if w not in ("gm's",) else w for w in low.split()]
    words = [w[:-1] if w.endswith("'") else w for w in words][:_MOST_WORDS]
    for i, w in enumerate(words):
        if w not in _OPEN:
            continue
        j = i + 1
        while j < len(words) and words[j] in _FILLER:
            j += 1
        seen = j
        while j < len(words) and words[j] in _JUDGES and j - seen < 3:
            j += 1
        if j >= len(words) or words[j] not in _JUDGING or j == seen and not (seen > i + 1 and words[j][-1] == "s"):
            continue                    # 'whatever the thinks best': the GM taken out as an address, the verb his
        k = j + 1
        while k < len(words) and words[k] in _BETWEEN and k - j <= 3:
            k += 1
        if k < len(words) and words[k] in _WORTH:
            return " ".join(text.split()[i:k + 1]).strip(".,;:!?")
    return None
