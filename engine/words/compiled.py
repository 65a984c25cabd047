"""The readers' regular expressions kept compiled between commands, as Python keeps its own code compiled in
.pyc files: compiling the few hundred patterns of a reader took more time than reading a short message.

What is kept is the pattern's compiled program, exactly what `re.compile` builds and hands to `_sre`, under
the pattern's text and flags, in the user's cache folder (engine.user_cache), one file per Python version.
A pattern is kept only after its program was checked to give a pattern equal to `re.compile`'s; a file
that cannot be read back whole, or a program `_sre` refuses, is compiled again. Without a cache folder
(`BERTHIER_CACHE_DIR=off`), or on a Python that is not CPython, every pattern is compiled as before.
"""

from __future__ import annotations

import atexit
import marshal
import os
import re as _re
import sys
from pathlib import Path
from typing import Any

from engine.user_cache import folder

try:
    import _sre
    from re import _compiler, _parser  # type: ignore[attr-defined]
except ImportError:                     # another Python: every pattern compiled as usual
    _sre = None

FORMAT = 1
MOST_KEPT = 2000          # patterns kept: the readers hold some 600; past it only this command's are kept

Program = tuple[int, list[int], int, dict[str, int], tuple[str | None, ...]]
_kept: dict[tuple[str, int], Program] | None = None
_path: Path | None = None
_added = False
_used: set[tuple[str, int]] = set()       # the patterns this process asked for


def compiled(source: str, flags: int) -> _re.Pattern[str]:
    """`re.compile(source, flags)`, from the program kept by an earlier command when there is one."""
    kept = _kept if _kept is not None else _load()
    program = kept.get((source, flags))
    _used.add((source, int(flags)))
    if program is not None:
        try:
            return _sre.compile(source, *program)
        except Exception:               # a program this `_sre` will not take: compiled again below
            del kept[(source, flags)]
    pattern = _re.compile(source, flags)
    if _path is not None:
        _keep(kept, source, flags, pattern)
    return pattern


def _keep(kept: dict[tuple[str, int], Program], source: str, flags: int, pattern: _re.Pattern[str]) -> None:
    """Keep the program `re` builds for the pattern, when it gives the very pattern `re.compile` gave."""
    global _added
    try:
        parsed = _parser.parse(source, flags)
        groups = parsed.state.groupdict
        names: list[str | None] = [None] * parsed.state.groups
        for name, number in groups.items():
            names[number] = name
        program: Program = (int(flags | parsed.state.flags), [int(c) for c in _compiler._code(parsed, flags)],
                            parsed.state.groups - 1, dict(groups), tuple(names))
        if _sre.compile(source, *program) != pattern:
            return
    except Exception:
        return
    kept[(source, int(flags))] = program
    if not _added:
        _added = True
        atexit.register(save)


def _load() -> dict[tuple[str, int], Program]:
    """The programs kept in the cache folder ({} when there are none or the file is not whole)."""
    global _kept, _path
    _kept, _path = {}, _file()
    if _path is None:
        return _kept
    try:
        raw: Any = marshal.loads(_path.read_bytes())
        if isinstance(raw, tuple) and len(raw) == 2 and raw[0] == FORMAT and isinstance(raw[1], dict):
            _kept = {k: v for k, v in raw[1].items() if _well_formed(k, v)}
    except (OSError, ValueError, EOFError, TypeError):
        pass
    return _kept


def _well_formed(key: Any, program: Any) -> bool:
    return (isinstance(key, tuple) and len(key) == 2 and isinstance(key[0], str) and isinstance(key[1], int)
            and isinstance(program, tuple) and len(program) == 5 and isinstance(program[1], list))


def _file() -> Path | None:
    if _sre is None or sys.implementation.name != "cpython":
        return None
    where = folder("patterns")
    if where is None:
        return None
    version = "-".join(str(v) for v in sys.version_info[:3])
    return where / f"patterns-{sys.implementation.cache_tag}-{version}-{_sre.MAGIC}.marshal"


def save() -> None:
    """Write the programs kept (whole, then renamed); a folder that cannot be written is no error."""
    global _added
    if _path is None or _kept is None or not _added:
        return
    _added = False
    kept = _kept if len(_kept) <= MOST_KEPT else {k: v for k, v in _kept.items() if k in _used}
    tmp = _path.with_name(f"{_path.name}.{os.getpid()}.partial")
    try:
        _path.parent.mkdir(parents=True, exist_ok=True)
        tmp.write_bytes(marshal.dumps((FORMAT, kept)))
        os.replace(tmp, _path)
    except (OSError, ValueError):
        try:
            tmp.unlink(missing_ok=True)
        except OSError:
            pass


def forget() -> None:
    """Read the cache folder again on the next pattern (tests, a changed $BERTHIER_CACHE_DIR)."""
    global _kept, _path, _added
    _kept, _path, _added = None, None, False
    _used.clear()
