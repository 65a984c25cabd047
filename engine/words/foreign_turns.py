"""A sentence's words of correction in French, German, Spanish, Italian, Portuguese or Dutch put in English, so
the corrections of prose (engine.words.prose) read them as they read 'no, <reason>, so <order>':
'non, Carmine n'a qu'une ville, alors 1 infanterie à Carmine' -> 'no, Carmine n'a qu'une ville, so 1 infanterie
à Carmine'; 'Korps A nach Sachsen stattdessen.' -> 'Korps A nach Sachsen instead.'.

Only three places of a sentence are turned: its first word (a 'no'), the first word after each ', ' (a 'so' or a
'then') and its last words (an 'instead'); every other word stays as written for the translators."""

from __future__ import annotations

from engine.words.languages import INSTEAD_PHRASES, TURNS

_ENGLISH: dict[str, str] = {form: english for english, forms in TURNS.items() for form in forms.split()}
_PUNCT = ".,;:!?-\u2013\u2014"
_OPENING = " *_>\"'("


def turned(sentence: str) -> str:
    """The sentence with its foreign 'no' first, 'so'/'then' after a comma and 'instead' last in English; the
    sentence as written when it holds none (a quick test of its words first)."""
    low = sentence.casefold()
    if not any(w.strip(_PUNCT + _OPENING) in _ENGLISH for w in low.split()) and not low.rstrip(" .!").endswith(
            INSTEAD_PHRASES):
        return sentence
    out = _first_no(sentence)
    out = ", ".join([out.split(", ")[0]] + [_so(clause) for clause in out.split(", ")[1:]])
    return _instead_last(out)


def _first_no(sentence: str) -> str:
    """'Non, ...', 'Nein - ...': a 'no' standing alone, before a mark."""
    body = sentence.lstrip(_OPENING)
    first, space, rest = body.partition(" ")
    word = first.rstrip(_PUNCT)
    if _ENGLISH.get(word.casefold()) != "no" or word == first and rest[:1] not in tuple(_PUNCT):
        return sentence             # 'Non intercetta': Italian's 'not', never a 'no' standing alone
    return sentence[:len(sentence) - len(body)] + "no" + first[len(word):] + space + rest


def _so(clause: str) -> str:
    """'alors 1 infanterie à Carmine' after a comma: 'so 1 infanterie à Carmine'."""
    first, space, rest = clause.partition(" ")
    english = _ENGLISH.get(first.casefold())
    return english + space + rest if english in ("so", "then") and rest else clause


def _instead_last(sentence: str) -> str:
    """'Korps A nach Sachsen stattdessen.': 'Korps A nach Sachsen instead.'."""
    text = sentence.rstrip(" .!")
    end = sentence[len(text):]
    low = text.casefold()
    for phrase in INSTEAD_PHRASES:
        if low.endswith(" " + phrase):
            return text[:len(text) - len(phrase)] + "instead" + end
    head, space, last = text.rpartition(" ")
    if space and _ENGLISH.get(last.casefold()) == "instead":
        return head + " instead" + end
    return sentence


def holds_turns(text: str) -> bool:
    """Whether the text holds a foreign word of correction ('non', 'alors', 'stattdessen')."""
    return any(w.strip(_PUNCT + _OPENING) in _ENGLISH for w in text.casefold().split())

