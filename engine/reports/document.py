"""A report's structure, free of any output format. Inline text may use **bold**."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Heading:
    text: str
    level: int = 2


@dataclass(frozen=True)
class Paragraph:
    text: str


@dataclass(frozen=True)
class Bullets:
    items: tuple[str, ...]


@dataclass(frozen=True)
class Table:
    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]


Block = Heading | Paragraph | Bullets | Table


@dataclass
class Document:
    title: str
    blocks: list[Block] = field(default_factory=list)

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
