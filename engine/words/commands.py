"""Commands in the player's own words (issue 22): a sentence that opens with a verb in the imperative
and names a place or another power ('Teach Maustria a lesson!', 'Retake Adoen Crown!', 'Make the Tsar
regret his ambitions in the Black Sea.') asks for something done on the map: it is read or refused,
never filed as chatter, even when the reader knows no order it gives. One pass over each sentence."""

from __future__ import annotations

from engine.words import patterns as re

from engine.words.message import words
from engine.words.reading import Names

# Verbs a player commands with, in the imperative, that the order vocabulary does not hold.
IMPERATIVES = frozenset("""teach retake reclaim recapture regain reconquer recover make punish crush smash destroy
defeat conquer free avenge show drive chase expel hunt harass threaten pressure humble stop block deny secure
claim win burn sack raze beat grab squeeze starve encircle surround cut trap annihilate wipe finish overrun
overwhelm bring lead throw kick teach""".split())
# Words a command may open with before its verb ('Now retake Adoen Crown!', 'Please make Prussia pay').
_LEADS = frozenset("please now then and so just finally also let's lets pls plz quickly".split())
LEADS = _LEADS


def commands_a_name(text: str, names: Names, nation: str | None = None) -> bool:
    """Whether a sentence of the text opens with a verb of command and names a place or another power."""
    from engine.words.prose import sentences        # the sentence cutter loads the prose reader: only when asked
    for sentence in sentences(text) if len(text) < _LONGEST else ():
        said = words(sentence)
        k = 0
        while k < len(said) and said[k] in _LEADS:
            k += 1
        if k < len(said) and said[k] in IMPERATIVES and sentence.lstrip(" *_-").split(" ", 1)[0][:1].isalpha() \
                and names.mentioned(said[k + 1:], besides=nation):
            return True
    return False


_LONGEST = 2000          # characters: a paragraph longer than this is read whole by the rulesets, never here


_CODE_PAIR = re.compile(r"[A-Za-z]{1,4}=[A-Za-z0-9]{1,4}")    # 'G=H', 'FD=W': a code and its answer


def codes_said(text: str) -> bool:
    """Whether the line gives two or more codes with their answers ('AUS: SO G=H, FD=W, S=FO'): orders typed
    short by a veteran, read or refused, never chatter."""
    if "=" not in text or len(text) > _LONGEST:
        return False
    return sum(1 for w in text.split(" ") if _CODE_PAIR.fullmatch(w.strip(",.;:"))) >= 2
