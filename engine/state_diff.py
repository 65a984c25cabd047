"""Where two states (or any JSON values) differ, as lines a GM reads: 'nations[France].treasury: 12 -> 15'."""

from __future__ import annotations

from typing import Any

MAX_LINES = 30
_LABELS = ("name", "id", "key", "letter")        # what names an entry of a list of objects


def differences(expected: Any, actual: Any, limit: int = MAX_LINES) -> list[str]:
    """Each differing field, 'path: expected -> actual'; at most `limit` lines, then a count of the rest."""
    out: list[str] = []
    _walk(expected, actual, "", out)
    if len(out) > limit:
        return out[:limit] + [f"... and {len(out) - limit} more difference(s)"]
    return out


def _short(value: Any) -> str:
    text = repr(value) if not isinstance(value, (dict, list)) else _json(value)
    return text if len(text) <= 120 else text[:117] + "..."


def _json(value: Any) -> str:
    import json
    return json.dumps(value, sort_keys=True, ensure_ascii=False)


def _label(entry: Any) -> str | None:
    if isinstance(entry, dict):
        for key in _LABELS:
            if isinstance(entry.get(key), (str, int)) and not isinstance(entry.get(key), bool):
                return str(entry[key])
    return None


def _walk(a: Any, b: Any, path: str, out: list[str]) -> None:
    if isinstance(a, dict) and isinstance(b, dict):
        for key in sorted(set(a) | set(b), key=str):
            where = f"{path}.{key}" if path else str(key)
            if key not in b:
                out.append(f"{where}: {_short(a[key])} -> (missing)")
            elif key not in a:
                out.append(f"{where}: (missing) -> {_short(b[key])}")
            else:
                _walk(a[key], b[key], where, out)
        return
    if isinstance(a, list) and isinstance(b, list):
        la, lb = [_label(x) for x in a], [_label(x) for x in b]
        if all(la) and all(lb) and len(set(la)) == len(la) and len(set(lb)) == len(lb):
            by_a, by_b = dict(zip(la, a)), dict(zip(lb, b))
            for name in list(dict.fromkeys([*la, *lb])):
                where = f"{path}[{name}]"
                if name not in by_b:
                    out.append(f"{where}: present -> (missing)")
                elif name not in by_a:
                    out.append(f"{where}: (missing) -> {_short(by_b[name])}")
                else:
                    _walk(by_a[name], by_b[name], where, out)
            return
        if len(a) == len(b):
            for i, (x, y) in enumerate(zip(a, b)):
                _walk(x, y, f"{path}[{i}]", out)
            return
    if a != b:
        out.append(f"{path or '(the whole value)'}: {_short(a)} -> {_short(b)}")
