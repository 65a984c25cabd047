"""A report's structure, free of any output format. Inline text may use **bold**."""

from __future__ import annotations

import msgspec


class Heading(msgspec.Struct, frozen=True):
    text: str
    level: int = 2


class Paragraph(msgspec.Struct, frozen=True):
    text: str


class Bullets(msgspec.Struct, frozen=True):
    items: tuple[str, ...]


class Table(msgspec.Struct, frozen=True):
    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]


Block = Heading | Paragraph | Bullets | Table


class Document(msgspec.Struct):
    title: str
    blocks: list[Block] = msgspec.field(default_factory=list)

    def heading(self, text: str, level: int = 2) -> "Document":
        self.blocks.append(Heading(text, level))
        return self

    def paragraph(self, text: str) -> "Document":
        self.blocks.append(Paragraph(text))
        return self

    def bullets(self, items) -> "Document":
        items = tuple(items)
        if items:
            self.blocks.append(Bullets(items))
        return self

    def table(self, header, rows) -> "Document":
        rows = tuple(tuple(str(c) for c in r) for r in rows)
        if rows:
            self.blocks.append(Table(tuple(header), rows))
        return self

    def section(self, text: str, items, empty: str | None = None) -> "Document":
        """A heading with a bullet list; with `empty`, a line saying so when there are no items."""
        items = tuple(items)
        if items or empty:
            self.heading(text)
            if items:
                self.bullets(items)
            elif empty is not None:
                self.paragraph(empty)
        return self
