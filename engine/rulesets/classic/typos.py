"""Classic's order verbs and unit words typed with one letter wrong, missing, doubled or swapped ('marhc 3 armies
from 68 to 64', 'fleeet of 4 ships sial D -> E', 'atack 33 with 1 army from 34', 'by 1 army in 38'): read as the
word meant when the line reads whole so and not otherwise, and the receipt names each word read so. A word that is
a place's name, or near two words of the vocabulary, is left as written."""

from __future__ import annotations

from collections.abc import Callable

_VOCABULARY = tuple("""march marches move moves sail sails attack attacks invade invades buy build builds purchase
    raise recruit land lands board boards give send embark disembark hold holds stay stays escape escapes fleet
    fleets""".split())
# (a unit word after a count mistyped is refused with the fix offered, engine.words.unit_words; 'fleeet of 4 ships'
# names its ships by their count and word, so the fleet's own word may be read)
_SHORTEST = 4
# English words one letter off an order word: never taken for it ('gold' is no 'hold', 'said' no 'sail').
_WORDS = frozenset("""said mail tail fail nail rail hail bail sale marsh mode more love hole bold told gold sold fold
    shop slip live five gave hand band sand lend guild broad hoard stray sway steal flee free bay buys guy rally
    tells lads lane line mine fine fire hire hope home some same sort ship's army's loves holes""".split())
_COUNTED = frozenset("a an one two three four five six seven eight nine ten".split())


def _one_off(typed: str, word: str) -> bool:
    """Whether `typed` is `word` with one letter wrong, missing, added, or two neighbours swapped."""
    if typed == word or abs(len(typed) - len(word)) > 1:
        return False
    if len(typed) == len(word):
        wrong = [i for i, (a, b) in enumerate(zip(typed, word)) if a != b]
        return len(wrong) == 1 or len(wrong) == 2 and wrong[1] == wrong[0] + 1 and \
            typed[wrong[0]] == word[wrong[1]] and typed[wrong[1]] == word[wrong[0]]
    short, long = (typed, word) if len(typed) < len(word) else (word, typed)
    at = next((i for i, (a, b) in enumerate(zip(short, long)) if a != b), len(short))
    return short[at:] == long[at + 1:]


def meant(token: str) -> str | None:
    """The one word of the vocabulary a typed word is one letter off; None when none, or several."""
    low = token.casefold()
    if len(low) < _SHORTEST or not low.isalpha() or low in _VOCABULARY or low in _WORDS:
        return None
    for end in ("s", "es", "ed", "d", "ing"):
        stem = low.removesuffix(end)
        if stem != low and (stem in _VOCABULARY or stem + "e" in _VOCABULARY):
            return None                 # 'gives', 'landed', 'sailing': the word itself, inflected
    near = {w for w in _VOCABULARY if _one_off(low, w)}
    return near.pop() if len(near) == 1 else None


def typos_fixed(line: str, is_place: Callable[[str], bool]) -> tuple[str, list[tuple[str, str]]] | None:
    """The line with its mistyped order words written right, and the words changed; None when none was."""
    tokens = line.split(" ")
    changed: list[tuple[str, str]] = []
    for k, token in enumerate(tokens):
        bare = token.strip(",.;:!?")
        word = meant(bare)
        if word is None and k == 0 and bare.casefold() == "by" and len(tokens) > 1 and (
                tokens[1].isdigit() or tokens[1].casefold() in _COUNTED):
            word = "buy"                # 'by 1 army in 38' opening the line: the purchase
        if word is not None and not is_place(bare):
            tokens[k] = token.replace(bare, word)
            changed.append((bare, word))
    return (" ".join(tokens), changed) if changed else None
