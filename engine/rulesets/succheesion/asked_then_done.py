"""'Can the 3 in Adoen Shore reach Republic Marsh? Then do it.': a question about a move which the next sentence
tells done is that move ordered (the state then says whether it can be made: if not, it is refused, as the
question asked). Without such an answer a question orders nothing and stays what it was."""

from __future__ import annotations

from engine.words.message import words
from engine.words.prose import sentences

_ASKS = frozenset("can could may will would shall".split())

# The answers that do what was asked, as their plain words ('Then do it.', 'If so, go ahead!', 'Yes: do so.').
_DONE = frozenset(" ".join(w.split()) for w in (
    "do it", "then do it", "do so", "then do so", "if so do it", "if so do so", "if so", "if yes", "if yes do it",
    "yes do it", "yes do so", "go ahead", "then go ahead", "if so go ahead", "please do", "then please do",
    "if so please do", "if they can do it", "if they can do so", "if it can do it", "if it can do so",
    "if possible do it", "if possible do so", "then make it so", "make it so", "if so make it so", "then go",
    "if so go", "then they go", "if so they go", "then send them", "if so send them", "then move them",
    "if so move them", "if they can they go", "then that is the order", "if so that is the order"))

# The question's verbs of arriving, as the orders say them ('reach X' is 'go to X').
_ARRIVE = (("reach", "go to"), ("get to", "go to"), ("make it to", "go to"), ("get into", "go into"),
           ("arrive at", "go to"), ("arrive in", "go to"))

_LONGEST = 400          # a question longer than this is no move asked about


def done_as_asked(line: str) -> str | None:
    """The line with each question that its next sentence answers by doing it written as that order
    ('Can the 3 in X reach Y? Then do it.' -> 'the 3 in X go to Y.'), or None when it has none."""
    if "?" not in line:
        return None
    said = sentences(line)
    out: list[str] = []
    changed = False
    k = 0
    while k < len(said):
        asked = said[k]
        low = words(asked) if asked.endswith("?") and len(asked) <= _LONGEST else []
        if low and low[0] in _ASKS and k + 1 < len(said) and " ".join(words(said[k + 1])) in _DONE:
            out.append(_ordered(asked))
            changed = True
            k += 2
            continue
        out.append(asked)
        k += 1
    return " ".join(out) if changed else None


def _ordered(asked: str) -> str:
    """'Can the 3 in X reach Y?' -> 'the 3 in X go to Y.'"""
    text = asked.rstrip("?").strip().split(" ", 1)
    body = text[1] if len(text) > 1 else ""
    padded = f" {body} "
    for said, meant in _ARRIVE:
        at = padded.casefold().find(f" {said} ")
        if at >= 0:
            padded = padded[:at] + f" {meant} " + padded[at + len(said) + 2:]
            break
    return padded.strip() + "."
