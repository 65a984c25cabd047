"""EiA orders asked for as a polite question, with the power itself as subject ('If it's not too much trouble,
could the Kingdom of Naples perhaps ally with Great Britain?', 'Might Sweden enter into an alliance with
Russia?') or the GM asked to do it ('Would you be so kind as to move the Baltic fleet from St Petersburg into
the Gulf of Finland, if that is allowed?'): said again as the statement or the command it asks for, which the
reader reads and checks (another nation as subject is refused there: a nation gives its own orders). A question
about the rules ('Could Naples ally with Britain, or is that not allowed?', 'Can corps I reach Saxony?') holds
more than the request and is left as written. One pass over the words."""

from __future__ import annotations

from engine.words.polite_ifs import without_polite_if

_MODALS = frozenset("could would might may can shall".split())
_SOFT = frozenset("perhaps possibly maybe kindly please just pls also".split())
# 'would you be so kind as to', 'would you mind', 'could you please': the GM asked: a command follows.
_ASK_YOU = ("be so kind as to ", "be so good as to ", "kindly ", "please ", "mind ", "")
# What a question about the rules holds beside the request: never read as the order alone.
_ASKING = frozenset("or whether what which how why who where when allowed legal possible able reach".split())
# Words of another sentence of the line that make the request a question about the rules.
_DOUBTING = frozenset("whether allowed legal possible wonder sure unsure".split())


def as_asked(text: str) -> str | None:
    """The statement or command a polite question asks for; None when the text is no such question."""
    said = text.strip()
    if not said.endswith("?"):
        return None
    said = without_polite_if(said.rstrip("?! ").strip())
    toks = said.split()
    low = [t.casefold().strip(",") for t in toks]
    if len(low) < 3 or low[0] not in _MODALS or any(w in _ASKING for w in low):
        return None
    k = 1
    if low[1] == "you":
        rest = " ".join(toks[2:])
        lowered = rest.casefold()
        for ask in _ASK_YOU:
            if lowered.startswith(ask):
                command = rest[len(ask):].strip()
                if ask == "mind " and command.casefold().endswith("ing"):
                    return None
                return command or None
        return None
    out = [toks[0]]
    for t, w in zip(toks[1:], low[1:]):
        if w not in _SOFT:
            out.append(t)
    return " ".join(out[1:]) if len(out) > 2 else None


def requests_said(line: str, split) -> str:
    """The line with each polite question asking for an order said as that order ('..., could the Kingdom of
    Naples perhaps ally with Great Britain? We would be most grateful.' -> 'the Kingdom of Naples ally with Great
    Britain. We would be most grateful.'); the line as written when it asks for none (most lines: one look).
    `split` cuts a line into its sentences."""
    if "?" not in line:
        return line
    parts = split(line)
    asked = [as_asked(p) for p in parts]
    if not any(asked) or any(not a and _DOUBTING & set(p.casefold().replace(",", " ").split())
                             for p, a in zip(parts, asked)):
        return line                             # '... ? I wonder whether that is allowed.': a question, asked
    return " ".join(f"{a}." if a else p for p, a in zip(parts, asked))
