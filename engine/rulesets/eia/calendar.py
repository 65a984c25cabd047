"""The EiA calendar: monthly turns from January 1805, counted as months since then."""

from __future__ import annotations

MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December")


def month_index(month: str, year: int) -> int:
    """Months since January 1805: 'June', 1806 -> 17."""
    return (year - 1805) * 12 + MONTHS.index(month)


def month_name(index: int) -> str:
    return f"{MONTHS[index % 12]} {1805 + index // 12}"


def is_economic_month(index: int, months: tuple[int, ...] = (3, 6, 9, 12)) -> bool:
    return index % 12 + 1 in months
