"""An order left to the GM in words the other delegation readers miss (round 22, helper Mr: two misreads, lines
dropped in silence): the judging said without a judge ('all the rest, do whatever seems best', 'the fleet: as seems
wise'), and a vague order put to the GM with his better knowledge ('do something with our cheese GM, you know
better'). The rules take only the player's own orders: the line is refused (engine.words.delegations), never talk.
Talk that only praises the GM ('you know the map better than me', 'you know best, thanks') gives nothing to do:
the second shape needs a 'do' said as a command with a vague object. One pass over the words: linear."""

from __future__ import annotations

_OPEN = frozenset("whatever what wherever however whichever as".split())
_SEEMING = frozenset("seems seem seemed appears appear looks look".split())
_WORTH = frozenset("""best sensible wise wisest fit fitting right proper prudent good better appropriate reasonable
    useful necessary needful advisable sound""".split())
_BETWEEN = frozenset("to be most the".split())
_VAGUE = frozenset("something anything whatever what".split())
_KNOWING = ("you know better", "you know best", "u know better", "u know best", "gm knows best", "gm knows better",
            "you know what to do", "you know what's best")
_MOST_WORDS = 80


def seems_best(text: str) -> str | None:
    """The words by which the line leaves an order to the GM ('whatever seems best', 'do something with our cheese
    GM, you know better'), None when it has none."""
    low = " ".join(text.casefold().replace("\u2019", "'").split())
    words = [w.strip(".,;:!?()\"'") for w in low.split()][:_MOST_WORDS]
    for i, w in enumerate(words[:-2]):
        if w in _OPEN and words[i + 1] in _SEEMING:
            k = i + 2
            while k < len(words) and words[k] in _BETWEEN and k - i <= 4:
                k += 1
            if k < len(words) and words[k] in _WORTH:
                return " ".join(text.split()[i:k + 1]).strip(".,;:!?")
    knowing = next((k for k in _KNOWING if k in low), None)
    if knowing is None:
        return None
    raw = low.split()[:_MOST_WORDS]
    for i, w in enumerate(words[:-1]):
        if w == "do" and words[i + 1] in _VAGUE and (i == 0 or words[i - 1] in ("and", "please", "pls", "just", "so")
                                                     or raw[i - 1][-1:] in (":", ",", ";")):
            return knowing          # 'do something with our cheese, GM, you know better'
    return None
