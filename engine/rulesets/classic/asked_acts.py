"""A question asking what the player's own nation should do about another ('And should we do something about the
Turks?', 'What shall I do with the Russians?'): it gives no order, and it may be the player asking the GM to act
for them; never set aside as talk, it is refused so the GM asks the player (fresh5-cl-question-3)."""

from __future__ import annotations

from engine.words.reading import Names

_LONGEST = 400
_MODALS = frozenset("should shall could can must do will would might may ought".split())
_US = frozenset("we i us".split())
# What the question asks to do: a deed, not a meeting or a chat ('Shall we talk in chat, Prussia?' is talk).
_ACTS = frozenset("""do attack help move go send invade deal take strike hit defend support stop push march sail buy give
    pay fight declare break betray ally join hold retreat withdraw punish answer respond react counter block
    reinforce occupy capture seize raid land strike crush""".split())
_ABOUT = (("what", "about"), ("how", "about"))


def asks_what_to_do(line: str, names: Names) -> bool:
    """Whether a line asks what we (the player's nation) should do to or about a nation or a place."""
    if "?" not in line or len(line) > _LONGEST:
        return False
    tokens = [t.strip(",.;:!?()\"'") for t in line.split()]
    low = [t.casefold() for t in tokens]
    asked = next((k for k in range(len(low) - 1) if low[k] in _MODALS and low[k + 1] in _US), None)
    if asked is None:
        asked = next((k for k in range(len(low) - 1) if (low[k], low[k + 1]) in _ABOUT), None)
        if asked is None:
            return False
    elif not any(t in _ACTS for t in low[asked + 2:]):
        return False
    rest = tokens[asked + 2:]
    return any(names.known_nation(t) is not None or names.known_nation(" ".join(rest[k:k + 2])) is not None
               or (t.isdigit() or len(t) == 1 and t.isupper()) and names.is_region(t)
               for k, t in enumerate(rest) if t)
