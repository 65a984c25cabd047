"""A strait or its sea named as the way of a march ('Corps A crosses the Bosporus to Smyrna', 'B goes over
the Strait of Messina into Sicily'): the corps walks across the strait, it is not carried by ships. The
straits are the map's strait borders; their names are the borders' own ('the Strait of Messina', 'the Sound')
and the sea they are held from, by any of its names."""

from __future__ import annotations

from engine.board import Board, EdgeKind
from engine.errors import NotUnderstood
from engine.words.reading import Names

# Other spellings of a strait's name players write ('Bosphorus'); the map keeps one.
_SPELLINGS = {"bosphorus": "bosporus", "bospörus": "bosporus", "dardanells": "dardanelles", "oresund": "sound",
              "øresund": "sound", "öresund": "sound"}
# What a strait's note says when it is not a name ('across the Baltic', 'along the Alboran Sea').
_NOT_A_NAME = ("across ", "along ", "over ", "through ")

_KEPT: dict[int, tuple[Board, dict[str, frozenset[frozenset[str]]]]] = {}


def _key(text: str) -> str:
    low = " ".join(text.casefold().replace("\u2019", "'").split())
    low = low.removeprefix("the ")
    return _SPELLINGS.get(low, low)


def _named(board: Board) -> dict[str, frozenset[frozenset[str]]]:
    """Each strait's name -> the pairs of provinces it joins (worked out once a board)."""
    kept = _KEPT.get(id(board))
    if kept is not None and kept[0] is board:
        return kept[1]
    out: dict[str, set[frozenset[str]]] = {}
    for edge in board.edges():
        if edge.kind != EdgeKind.STRAIT or not edge.note or edge.note.casefold().startswith(_NOT_A_NAME):
            continue
        for name in edge.note.split(" and "):
            key = _key(name)
            said = {key}
            if key.startswith("strait of "):        # 'Straits of Messina', 'Messina Strait'
                place = key.removeprefix("strait of ")
                said |= {f"straits of {place}", f"{place} strait", f"{place} straits"}
            for k in said:
                out.setdefault(k, set()).add(frozenset((edge.a, edge.b)))
    named = {k: frozenset(v) for k, v in out.items()}
    if len(_KEPT) >= 4:
        _KEPT.clear()
    _KEPT[id(board)] = (board, named)
    return named


def _ends(board: Board) -> frozenset[str]:
    """The provinces a strait joins (worked out once a board)."""
    kept = _ENDS.get(id(board))
    if kept is not None and kept[0] is board:
        return kept[1]
    ends = frozenset(p for e in board.edges() if e.kind == EdgeKind.STRAIT for p in (e.a, e.b))
    if len(_ENDS) >= 4:
        _ENDS.clear()
    _ENDS[id(board)] = (board, ends)
    return ends


_ENDS: dict[int, tuple[Board, frozenset[str]]] = {}


def is_strait_name(text: str, board: Board) -> bool:
    """Whether the words are a strait's own name ('the Bosporus', 'Straits of Messina'), not a sea's."""
    return _key(text) in _named(board)


def across(text: str, start: str | None, to: str, names: Names) -> bool:
    """Whether the words name the way of a march from `start` to `to` across the strait between them: a strait's
    name, or the sea the strait is held from. A strait's name for another crossing is refused, saying which."""
    board = names.board
    if start is None or start not in board.regions or to not in board.regions:
        return False
    pairs = _named(board).get(_key(text))
    edge = board.edge(start, to)
    crossing = edge is not None and edge.kind == EdgeKind.STRAIT
    if crossing and pairs is not None and frozenset((start, to)) in pairs:
        return True
    if crossing and edge is not None and names.is_region(text) and names.region(text) == edge.sea:
        return True
    if pairs is not None and not names.is_region(text):
        joined = " or ".join(" and ".join(sorted(board.name(p) for p in pair)) for pair in sorted(pairs, key=sorted))
        raise NotUnderstood(f"{text.strip()} joins {joined}, not {board.name(start)} and {board.name(to)}")
    return False


_WAY = ("across the ", "across ", "over the ", "over ", "through the ", "through ", "by the ", "by way of the ")


def walked(steps: list[str], start: str | None, names: Names) -> list[str]:
    """The steps of a march without the strait it crosses ('the Bosporus', 'Smyrna' from Stamboul is 'Smyrna'):
    a strait's name, or its sea's, between two provinces the strait joins is no step of the route."""
    board, named = names.board, _named(names.board)
    if len(steps) < 2 or start is None or start not in _ends(board):
        return steps                        # most marches: no strait at the start of the route
    out: list[str] = []
    here: str | None = start
    for i, step in enumerate(steps[:-1]):
        low = step.casefold()
        way = next((step[len(w):] for w in _WAY if low.startswith(w)), step) if low[:1] in "aotb" else step
        place = names.region(way) if _key(way) not in named and names.is_region(way) else None
        crossing = _key(way) in named or place is not None and board[place].is_sea
        if crossing and here is not None and names.is_region(steps[i + 1]) \
                and across(way, here, names.region(steps[i + 1]), names):
            continue
        out.append(step)
        here = place if place is not None else names.region(step) if crossing or names.is_region(step) else None
    out.append(steps[-1])
    return out


_SHIPPING = ("sail", "steam", "ship", "boat", "embark", "fleet", "squadron", "transport", "ferr", "carried", "convoy",
             "aboard", "navy", "naval")


def by_ship(text: str) -> bool:
    """Whether a sentence says the corps goes aboard ('sails', 'embarks', 'by ship', 'the fleet'): a strait
    crossed so is a voyage."""
    return any(w.startswith(_SHIPPING) for w in text.casefold().split())


def crossed_out(path: list[str], start: str | None, names: Names) -> list[str]:
    """The provinces and seas of a route without the seas of the straits it crosses (['sea_of_marmara',
    'smyrna'] from Stamboul is ['smyrna'])."""
    board, out, here = names.board, [], start
    for i, p in enumerate(path):
        after = path[i + 1] if i + 1 < len(path) else None
        if after is not None and here is not None and board[p].is_sea and not board[after].is_sea \
                and across(board.name(p), here, after, names):
            continue
        out.append(p)
        here = p
    return out
