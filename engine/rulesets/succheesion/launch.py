"""The sea a new ship is sent into, said after its port in words: 'build 1 Frigate at Republic Marsh, sent
out into the Fondue Sea', '... in Pirate's Cove, to put to sea in the Gorgonzola', '... in Pirate Cove, which
will sail into Pirates' Sound', '... at Odds End, out into Feta Gulf', '(sea: Gruyere Strait)'. Only words of
launching may stand between the port and the sea; anything else leaves the build unread."""

from __future__ import annotations

from collections.abc import Sequence

from engine.board import RegionKind
from engine.errors import NotUnderstood

SHIPS = frozenset(("Frigate", "Galleon"))
# The words between a port and the sea its new ship goes into.
LAUNCHING = frozenset(
    ", : - -> to for into onto in on out off sent send sends sending put puts putting set sets setting sail sails sailing "
    "launched launch launches launching goes go going will which that who it is be to then and sea ready bound heading "
    "head heads facing with straight away once built at".split())
# At least one of these says where the ship goes: 'sent out into X', 'to put to sea in X', never 'at X' alone.
_GOING = frozenset("to for into onto out sent send sends sail sails sailing launched launch launches goes go "
                   "heading bound facing sea -> put".split())


def port_and_sea(rest: Sequence[str], region) -> tuple[str, str] | None:
    """The port and the sea of a ship's build from the words after 'in'/'at' ('Republic Marsh , sent out into the
    Fondue Sea'), `region` reading a place's words (raising NotUnderstood); None when the words are not a port
    followed by words of launching and a sea."""
    low = [w.casefold() for w in rest]
    for cut in range(1, len(rest)):
        if low[cut] not in LAUNCHING:
            continue
        end = cut
        while end < len(rest) and low[end] in LAUNCHING and low[end] != "the":
            end += 1
        if end == len(rest) or not any(w in _GOING for w in low[cut:end]):
            continue
        try:
            port, sea = region(rest[:cut]), _sea(rest[end:], region)
        except NotUnderstood:
            continue
        return port, sea
    return None


def _sea(words: Sequence[str], region) -> str:
    """The sea the words name, 'the sea of Stilton Sound' too."""
    try:
        return region(words)
    except NotUnderstood:
        bare = [w for w in words if w.casefold() not in ("the", "sea", "of")]
        if not bare or len(bare) == len(words):
            raise
        return region(bare)


def is_sea(board, place: str) -> bool:
    region = board.regions.get(place)
    return region is not None and region.kind is RegionKind.SEA

