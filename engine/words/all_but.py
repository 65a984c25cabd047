"""Every unit told to stay but one, which is told what it does in a relative clause (round 22, every ruleset):
'All my corps stay where they are except the cavalry, which rides from Lorraine to the Palatinate', 'Everything
holds, except army 3, which goes to 5'. The stay of the others orders nothing; the sentence is read as the one
unit's order: 'the cavalry rides from Lorraine to the Palatinate'.

Only this shape: the sentence opens with 'all'/'every'/'everything' said of the writer's own units ('my', 'our'
or none, never another nation's), a verb of staying in the present, 'except' (or 'but', 'save', 'apart from')
and a short unit, then ', which'/', who' and the rest. A question, a condition or anything else before the verb
of staying ('If Prussia moves, all my corps stay ...'), a past ('stayed'), a negation ('do not stay') do not
match, and the sentence stays as it was (read or refused by the others). One pass over the words; no pattern."""

from __future__ import annotations

__all__ = ["excepted_one"]

_ALL = frozenset("all every everything everyone everybody".split())
# Words that may stand between 'all' and the verb: the writer's own units, said plainly.
_SUBJECT = frozenset("my our of the other units unit corps armies army fleets fleets ships troops forces men "
                     "regiments pieces".split())
_STAY = frozenset("stay stays hold holds remain remains".split())
# Words that may follow the verb of staying before 'except': where they are, in place.
_WHERE = frozenset("where they it are is stand stands in place put still as".split())
_EXCEPT = frozenset("except but save excepting".split())
_WHICH = frozenset("which who".split())
_NOT_IN_UNIT = frozenset("not no never if unless when and or".split())
_MOST_UNIT = 5          # words naming the one unit: 'the cavalry', 'corps Cav I', 'the army in Paris'


def _word(token: str) -> str:
    return token.strip(",.;:!()").casefold()


def excepted_one(sentence: str) -> str | None:
    """The one unit's order of an 'all stay except X, which ...' sentence ('the cavalry rides from Lorraine to
    the Palatinate'); None for any other sentence."""
    said = sentence.strip()
    if not said or said.endswith("?"):
        return None
    tokens = said.rstrip(".!").split()
    low = [_word(t) for t in tokens]
    if len(low) < 6 or low[0] not in _ALL:
        return None
    i = 1
    while i < len(low) and low[i] in _SUBJECT and low[i] not in _STAY:
        i += 1
    if i >= len(low) or low[i] not in _STAY:
        return None
    i += 1
    while i < len(low) and low[i] in _WHERE and not tokens[i - 1].endswith(","):
        i += 1
    if low[i:i + 2] == ["apart", "from"]:
        i += 1
    elif i >= len(low) or low[i] not in _EXCEPT:
        return None
    i += 1
    which = next((k for k in range(i, min(len(low), i + _MOST_UNIT + 1)) if low[k] in _WHICH), None)
    if which is None or which == i or not tokens[which - 1].endswith(","):
        return None                                 # 'except corps II.': which one goes where is not said
    unit = tokens[i:which]
    if any(_word(t) in _NOT_IN_UNIT for t in unit) or len(low) <= which + 1:
        return None
    unit[-1] = unit[-1].rstrip(",")
    return " ".join([*unit, *tokens[which + 1:]]) + said[len(said.rstrip(".!")):]
