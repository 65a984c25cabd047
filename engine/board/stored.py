"""The map stored in a game file, read without its coordinates: the verbs need the regions' names,
attributes and adjacency, few of them draw, and the points are nine tenths of the map's text. A feature's
geometry stays JSON text (its kind read at once) until something draws it."""

from __future__ import annotations

from typing import Any

import msgspec


class StoredGeometry:
    """A feature's GeoJSON geometry kept as its JSON text: `type` read now, the points by `mapping()`."""

    __slots__ = ("text", "type")

    def __init__(self, text: bytes, kind: Any):
        self.text = text
        self.type = kind

    def mapping(self) -> Any:
        return msgspec.json.decode(self.text)


class _Typed(msgspec.Struct):
    type: Any = None


class _Feature(msgspec.Struct):
    type: Any = None
    id: Any = None
    properties: Any = None
    geometry: msgspec.Raw = msgspec.Raw(b"null")


class _Collection(msgspec.Struct):
    type: Any = None
    berthier: Any = None
    features: list[_Feature] | None = None


_COLLECTION = msgspec.json.Decoder(_Collection)
_TYPED = msgspec.json.Decoder(_Typed)


def stored_map_data(text: str | bytes) -> dict[str, Any] | None:
    """The map's GeoJSON as `parse_map` reads it, each feature's geometry a StoredGeometry (or None);
    None when the text is not a plain feature collection (the caller reads it whole, with its errors)."""
    try:
        collection = _COLLECTION.decode(text)
    except msgspec.MsgspecError:        # not JSON msgspec reads (NaN, ...) or not shaped as a map
        return None
    features: Any = None
    if collection.features is not None:
        features = []
        for feature in collection.features:
            geometry = _geometry(feature.geometry)
            features.append({"type": feature.type, "id": feature.id, "properties": feature.properties,
                             "geometry": geometry})
    return {"type": collection.type, "berthier": collection.berthier, "features": features}


def _geometry(raw: msgspec.Raw) -> Any:
    text = bytes(raw)
    if text == b"null":
        return None
    try:
        return StoredGeometry(text, _TYPED.decode(text).type)
    except msgspec.ValidationError:     # not an object: read as it is, for parse_map to say what is wrong
        return msgspec.json.decode(text)
