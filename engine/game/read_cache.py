"""Order sheets kept read between commands in the user's cache folder, never in the game file: a long
stored message is read once for a position, not once by every command that checks the turn.

A sheet is found again only under the same message, nation, position, map, ruleset and reader code
(the sha256 of each), so it is always the sheet the reader would give: a game file received from
another GM brings no sheet with it and cannot make its messages say anything but what they say.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path

from engine.sums import sha256
import msgspec

from engine.order_sheet import Chatter, Order, OrderProblem, OrderSheet

CACHE_ENV = "BERTHIER_CACHE_DIR"      # a folder, or "off" for none
SMALLEST = 16_000                     # characters: where the reader is loaded, a shorter message is read in
                                      # less time than a file takes
READER = "engine.orders"              # the order reader, loaded by the first message a process reads
MOST_KEPT = 200                       # sheets kept; the oldest go first
FORMAT = 1


def folder() -> Path | None:
    """Where sheets are kept: $BERTHIER_CACHE_DIR, else the system's cache folder for the user."""
    chosen = os.environ.get(CACHE_ENV)
    if chosen is not None:
        chosen = chosen.strip()
        return Path(chosen) if chosen and chosen.casefold() not in ("off", "none", "0") else None
    if sys.platform == "win32":
        base = os.environ.get("LOCALAPPDATA")
        root = Path(base) / "Berthier" / "cache" if base else None
    elif sys.platform == "darwin":
        root = Path.home() / "Library" / "Caches" / "Berthier"
    else:
        root = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "berthier"
    return root / "read-sheets" if root is not None else None


def read_kept(ruleset: object, map_digest: Callable[[], bytes], nation: str, text: str, state_digest: bytes,
              read: Callable[[], OrderSheet]) -> OrderSheet:
    """The sheet `read()` gives for this message, taken from the cache when it was read before;
    `map_digest()` is the sha256 of the map as the game keeps it (asked only for a message kept). A long
    message is always kept; a short one only by a process that started reading without the reader loaded
    (a command: loading it takes 20 to 60 ms, a kept sheet under one), never where it is (the window)."""
    where = folder() if len(text) >= SMALLEST or _keeps_short() else None
    code = reader_code(type(ruleset).__module__) if where is not None else None
    if where is None or code is None:
        return read()
    key = sha256()
    rules = f"{type(ruleset).__module__}:{getattr(ruleset, 'id', '')}".encode()
    for part in (str(FORMAT).encode(), code, rules, map_digest(), nation.encode("utf-8", "surrogatepass"),
                 sha256(text.encode("utf-8", "surrogatepass")).digest(), state_digest):
        key.update(len(part).to_bytes(8, "big") + part)
    path = where / f"{key.hexdigest()}.json"
    sheet = _load(path)
    if sheet is not None:
        try:
            os.utime(path)                  # used: the last to go
        except OSError:
            pass
    else:
        sheet = read()
        _store(path, sheet)
    return sheet


_short_kept: list[bool] = []          # decided by the first message this process reads


def _keeps_short() -> bool:
    if not _short_kept:
        _short_kept.append(READER not in sys.modules)
    return _short_kept[0]


@lru_cache(maxsize=8)
def reader_code(ruleset_module: str) -> bytes | None:
    """The sha256 of the engine's code files and the ruleset's, each by its name, size and time of last
    change (a file written again gets a new time, whatever is in it): any change to the reader reads every
    message again. Taken from the files' entries, not their contents: a command pays a few milliseconds,
    not the 30 of reading the whole engine. None when the code cannot be found (then nothing is kept)."""
    import engine
    roots = {os.path.dirname(os.path.realpath(engine.__file__))}
    where = getattr(sys.modules.get(ruleset_module), "__file__", None)
    if where:
        roots.add(os.path.dirname(os.path.realpath(where)))         # a ruleset from outside the engine
    digest = sha256()
    found = 0
    for root in sorted(roots):
        try:
            sources, compiled = _code_files(root)
        except OSError:
            return None
        for name, size, changed in sources or compiled:
            digest.update(f"{name}\0{size}\0{changed}\n".encode("utf-8", "surrogatepass"))
            found += 1
    return digest.digest() if found else None


def _code_files(root: str) -> tuple[list[tuple[str, int, int]], list[tuple[str, int, int]]]:
    """(the .py files under `root`, its .pyc files of an install without sources), each as (path from root,
    size, time of change in ns); the .pyc files Python writes for itself (__pycache__) are not the code."""
    sources: list[tuple[str, int, int]] = []
    compiled: list[tuple[str, int, int]] = []
    folders = [root]
    start = len(root) + 1
    while folders:
        with os.scandir(folders.pop()) as entries:
            for entry in entries:
                if entry.is_dir(follow_symlinks=False):
                    if entry.name != "__pycache__":
                        folders.append(entry.path)
                elif entry.name.endswith((".py", ".pyc")):
                    stat = entry.stat()
                    named = (entry.path[start:], stat.st_size, stat.st_mtime_ns)
                    (sources if entry.name.endswith(".py") else compiled).append(named)
    return sorted(sources), sorted(compiled)


def _load(path: Path) -> OrderSheet | None:
    """The sheet kept at `path`; None when there is none or it cannot be read back whole."""
    try:
        raw = msgspec.json.decode(path.read_bytes())
        sheet, classes = raw["sheet"], raw["classes"]
        if raw.get("format") != FORMAT or len(classes) != len(sheet["orders"]):
            return None
        orders = tuple(msgspec.convert(o, type=_order_class(c)) for o, c in zip(sheet["orders"], classes))
        return OrderSheet(msgspec.convert(sheet["nation"], type=str), orders,
                          msgspec.convert(sheet["lines"], type=tuple[int, ...]),
                          msgspec.convert(sheet["texts"], type=tuple[str, ...]),
                          msgspec.convert(sheet["problems"], type=tuple[OrderProblem, ...]),
                          msgspec.convert(sheet["chatter"], type=tuple[Chatter, ...]))
    except (OSError, ValueError, TypeError, KeyError, msgspec.MsgspecError):
        return None


def _order_class(name: object) -> type[Order]:
    """An order class by its 'module:Class' name, from a module already loaded: nothing is imported."""
    if not isinstance(name, str) or name.count(":") != 1:
        raise ValueError(f"not an order class: {name!r}")
    module_name, _, class_name = name.partition(":")
    found = getattr(sys.modules.get(module_name), class_name, None)
    if not (isinstance(found, type) and issubclass(found, Order)):
        raise ValueError(f"not an order class: {name!r}")
    return found


def _store(path: Path, sheet: OrderSheet) -> None:
    """Keep the sheet (written whole, then renamed); a cache that cannot be written is no error."""
    data = msgspec.json.encode({"format": FORMAT, "sheet": sheet,
                                "classes": [f"{type(o).__module__}:{type(o).__qualname__}" for o in sheet.orders]})
    tmp = path.with_name(f"{path.name}.{os.getpid()}.partial")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp.write_bytes(data)
        os.replace(tmp, path)
        _prune(path.parent)
    except OSError:
        try:
            tmp.unlink(missing_ok=True)
        except OSError:
            pass


def _prune(where: Path) -> None:
    kept = sorted(where.glob("*.json"), key=lambda p: p.stat().st_mtime)
    for old in kept[:max(0, len(kept) - MOST_KEPT)]:
        old.unlink(missing_ok=True)
