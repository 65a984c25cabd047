"""EiA orders said under a condition ('Fleet Channel: intercept only if the French have fewer than 12 ships',
'If Napoleon crosses the Rhine, corps I falls back to Tyrol'): refused whole, naming the condition, unless it is
the rules' own (a standing answer's 'if a battle goes to a second day', an interception's waiting for the
enemy to put to sea) or a courtesy ('if it's all the same to you'). Word tests, one pass."""

from __future__ import annotations

from engine.errors import NotUnderstood
from engine.orders import Order
from engine.rulesets.eia.phrasing import INTERCEPT
from engine.rulesets.eia.sayings import Sayings
from engine.words.conditions import condition, courtesy, refusal
from engine.words.message import words
from engine.words.textio import is_digits

# What an interception waits for by the rules: the enemy at sea ('intercept the Russians if they come out').
_PUTS_TO_SEA = frozenset("come comes sail sails leave leaves move moves pass passes put puts try tries venture ventures "
                         "appear appears show shows sortie sorties".split())
_MEASURES = frozenset("fewer more less than only unless".split())


def condition_said(text: str) -> str | None:
    """The condition a sentence puts its order under, None when it has none, or only the rules' own or a
    courtesy."""
    cond = condition(text)
    if cond is None or courtesy(cond) or _interception_s_own(text, cond):
        return None
    return cond


def conditioned(text: str, cond: str, sayings: Sayings) -> list[Order]:
    """The orders of a standing answer said with its own 'if' ('if a battle goes to a second day, ...');
    NotUnderstood, naming the condition, for any other sentence under `cond`."""
    try:
        said = sayings.read(text)               # the rules' own: 'if a battle goes to a second day, ...'
    except NotUnderstood:
        said = None
    if not said:
        raise NotUnderstood(refusal(cond))
    return said


def _interception_s_own(text: str, cond: str) -> bool:
    """Whether a condition is the one every interception has: the enemy's putting to sea ('... shall intercept
    the Russians if they come out'); any other ('only if the French have fewer than 12 ships') is not."""
    said = words(cond)
    return any(w in INTERCEPT for w in words(text)) and bool(_PUTS_TO_SEA & set(said)) \
        and not any(is_digits(w) or w in _MEASURES for w in said)
