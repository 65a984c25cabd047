"""Succheesion orders as sentences: a sentence cut into clauses, each read by its verb in any of
its forms ("Randomia raises cheese in ...", "We invest ..."), with the writer's nation as subject
left out, notes in brackets set aside or taken as confirmations ("Randomia (15)": the map number
must match), a verb or unit type carried to the clauses after it ("Build 1 Cavalry in A, 1 Cavalry
in B", "raise cheese in A and in B", "Build 6 Infantry: 3 in A, 3 in B") and marches written with
'from ... to ...'. The strict forms of docs/rules/succheesion.md are read by syntax.py."""

from __future__ import annotations

from collections.abc import Callable, Hashable

from engine.errors import NotUnderstood
from engine.words.conditions import condition, refusal
from engine.words.clauses import alternative_note
from engine.words.going import goes
from engine.words.letters import to_the_gm
from engine.words.message import words
from engine.orders import Names, Order
from engine.words.reading import split_orders
from engine.rulesets.succheesion.orders import (Build, CasualtyOrder, Declare, FoundCity, MoveShips, MoveUnits,
                                                RaiseCheese, SpendTP)
from engine.words.prose import CONDITIONS, Contradiction, brackets
from engine.rulesets.succheesion.decrees import plain_decree
from engine.rulesets.succheesion.diary import as_done_today, done_before, said_done_already
from engine.rulesets.succheesion.moves_read import moves
from engine.rulesets.succheesion.counted import counted_move, without_address
from engine.rulesets.succheesion.verb_typos import verb_slip
from engine.rulesets.succheesion.sea_orders import at_sea
from engine.rulesets.succheesion.notes import destination_named_after, looks_like_a_place, sea_noted, without_apposition
from engine.rulesets.succheesion.left_to_gm import left_to_gm
from engine.rulesets.succheesion.joined_up import joins_them
from engine.rulesets.succheesion.spoken_units import STAYING, units_counted
from engine.rulesets.succheesion.shorthand import VERBS as SHORT_VERBS, is_glued_count, opens_short, unglued_count
from engine.rulesets.succheesion.words import KINDS, NUMBER_WORDS, short_region
from engine.state import GameState
from engine.words.textio import is_digits

# The verbs that open an order, and their other forms.
VERBS = ("build", "establish", "invest", "break", "blockade", "end", "lift", "siege", "besiege", "assault", "raise", "found",
         "retreat", "attack", "spend", "casualties", "declare", "make", "ally", "alliance", "sway", "diplomausy",
         "join", "leave", "cede", "pay")
FORMS = {"builds": "build", "built": "build", "invests": "invest", "breaks": "break", "blockades": "blockade",
         "besieges": "besiege", "sieges": "siege", "assaults": "assault", "raises": "raise", "founds": "found",
         "retreats": "retreat", "attacks": "attack", "spends": "spend", "declares": "declare", "makes": "make",
         "allies": "ally", "sways": "sway", "joins": "join", "leaves": "leave", "cedes": "cede", "pays": "pay",
         # the seed's own verbs: cheese production "increased", units "produced"
         "increase": "raise", "increases": "raise", "produce": "build", "produces": "build",
         "construct": "build", "constructs": "build", "constructed": "build"}
# The seed's 'establish': a blockade, a new city.
_ESTABLISH = {("establish", "a", "blockade"): ["blockade"], ("establishes", "a", "blockade"): ["blockade"],
              ("establish", "a", "new", "city"): ["found", "a", "city"],
              ("establishes", "a", "new", "city"): ["found", "a", "city"],
              ("establish", "a", "city"): ["found", "a", "city"], ("establishes", "a", "city"): ["found", "a", "city"]}
_TROOPS = frozenset("units troops army armies forces men".split())
_SIEGES = frozenset("lay lays besiege besieges siege sieges assault assaults storm storms".split())
# Words before 'peace with X' that accept it ('Maustria agrees to peace with Stilwen').
_AGREES = (("agrees", "to"), ("agree", "to"), ("accepts",), ("accept",), ("signs",), ("sign",), ("concludes",),
           ("conclude",), ("we", "agree", "to"))
_AGREEING = frozenset(lead[0] for lead in _AGREES)
_MOST_NOTES = 3         # notes of one sentence looked at as a sea or a place: a hostile line cannot make it long
_MOST_PLAINED = 4096     # the clauses kept made plain per message: a hostile message cannot grow them without end
_COUNTS = frozenset("one two three four five six seven eight nine ten".split())     # 'and one cavalry in B'
# The words of who marches in 'march 4 units and the General from A to B'.
_MARCHERS = frozenset("units unit and the general with".split())
# Troops counted by other nouns ('Half a dozen men from A to B'): units.
_MEN = frozenset("men soldiers troops lads regiments battalions companies banners riders horsemen footmen warriors "
                 "guys boys".split())
SUBJECT = frozenset("we i will shall hereby also then now this turn".split())
MARCH = frozenset("march marches marching move moves go goes ride rides cross crosses send sends".split())
# Words of action: with a name, a line holding one may be an order and is refused, not set aside.
# The verbs a slip of the keyboard is put right to ('bild', 'mrach'): the plain forms only.
_ORDER_VERBS = frozenset(VERBS) | frozenset(("march", "move", "casualties", "spend", "invest", "build", "raise"))
ACTIONS = frozenset("do does stop help free support defend follow whatever same liberate crush aid "
                    "rides ride horde".split())


class Phrasing:
    def __init__(self, nation: str, names: Names, state: GameState, strict: Callable[[str], Order | None]):
        self.nation, self.names, self.state, self.strict = nation, names, state, strict
        self.last: Order | None = None          # the order of the clause before, for what it carries on
        self._listing = False                   # 'raise cheese in A and in B': 'in' opens a clause
        self._plained: dict[str, str] = {}      # each clause made plain, and what it gave: once per message
        self._casualty_list = False             # 'casualties: Line, 2 Militia, Line': '2 Militia' is in the list
        self._today = False                     # a diary's sentence said the day of this turn ('Today I sent ...')

    def new_line(self) -> None:
        self.last = None

    def may_be_order(self, text: str) -> bool:
        low = words(text)
        return any(w in ACTIONS for w in low) and self.names.mentioned(low) > 0 or (
            any(w in ACTIONS for w in low) and any(self.names.known_nation(w) for w in text.split())) or \
            self._counted_at(low) or units_counted(low) and self.names.mentioned(low, besides=self.nation) > 0 or \
            opens_short(low) or left_to_gm(low, text) is not None      # 'b 2GI 21, 1A 22'; 'do what you think best'

    def counted_at(self, low: list[str]) -> bool:
        return self._counted_at(low)

    def _counted_at(self, low: list[str]) -> bool:
        """'Then the two at Republic Marsh' (a line wrapped before its verb), 'our 4 in Rubygate': units named by
        their count and where they stand, which a line says only to order them (told to stay: no order)."""
        if STAYING.intersection(low):
            return False
        looked = 0
        for k, w in enumerate(low[:-2]):
            if (w in _COUNTS or is_digits(w) or w == "both") and low[k + 1] in ("at", "in", "@", "of"):
                if self.names.mentioned(low[k + 2:k + 6], besides=self.nation) > 0:
                    return True
                looked += 1
                if looked >= 8:         # a hostile line of counts: looked at no further
                    return False
        return False

    def counted(self, text: str) -> str:
        """'Rubygate (4) -> Republic Marsh', 'The Royal Army of Randomia (13) marches ...': a number in brackets
        after a place that is not its map number but the count of the writer's units there is that count."""
        if "(" not in text:
            return text
        out: list[str] = []
        start = 0
        at = text.find("(")
        while 0 <= at and len(out) < 8:
            end = text.find(")", at)
            if end < 0:
                break
            note = text[at + 1:end].strip()
            counted = _own_count(self, text[max(start, at - 60):at], note)
            if counted is not None and counted[0] != counted[1]:       # "The Keep's army (4)": the name in full
                said, name = counted
                k = text.rfind(said, start, at)
                text = text[:k] + name + text[k + len(said):]
                at, end = at + len(name) - len(said), end + len(name) - len(said)
            if counted is not None:
                here = counted[1]
                head = text[start:at].rstrip()
                if not out and head == here and text[end + 1:].lstrip().startswith(("->", "\u2192")):
                    out.append(f"{note} units {head}")          # 'Rubygate (4) -> Republic Marsh'
                else:
                    out.append(f"{text[start:at]}({note} units)")
                start = end + 1
            at = text.find("(", end + 1)
        return "".join(out) + text[start:] if out else text

    def capital(self, text: str) -> str:
        """'leaves the capital', 'build 1 Militia in our capital': the writer's capital by its name."""
        low = text.casefold()
        if "capital" not in low:
            return text
        at = getattr(self.state, "capitals", {}).get(self.nation)
        if at is None:
            return text
        name = self.names.board.name(at)
        for said in ("the capital city", "our capital city", "my capital city", "the capital", "our capital",
                     "my capital"):
            k = low.find(said)
            while k >= 0 and (k + len(said) == len(low) or not low[k + len(said)].isalpha()):
                text, low = text[:k] + name + text[k + len(said):], low[:k] + name.casefold() + low[k + len(said):]
                k = low.find(said, k + len(name))
        return text

    def sentence(self, text: str) -> list:
        text = to_the_gm(" ".join(text.split()).strip(" .!"))
        outside, notes = brackets(text)
        if 0 < len(notes) <= 3 and not outside.strip(" .,;:!?"):    # '(GM: that's 8 units ... 11 -> 8)': a line in brackets
            text = to_the_gm("; ".join(notes).strip(" .!"))
        text = without_address(text, self.names)    # 'General Edam, take the four ...', 'Step one - ...'
        diary = as_done_today(text, self._today)                # 'Today I sent the four regiments of ... to ...'
        if diary is not None:
            text, self._today = diary
        elif " I " in f" {text} " or "we " in text.casefold():
            if done_before(text):
                raise NotUnderstood("a report of what was done before this turn ('last turn', 'yesterday'): no "
                                    "order this turn; ask the player whether it is meant again")
        if said_done_already(text):
            raise NotUnderstood("said to be done already ('already done'): no order this turn; ask the player "
                                "whether it is meant again")
        text = plain_decree(text, self.names, self.nation)     # 'Her Grace commands that 2 Infantry be raised at ...'
        try:
            return self._sentence(text)
        except Contradiction:
            raise
        except NotUnderstood as first:
            asked = left_to_gm(words(text), text)
            if asked is not None:           # 'do what you think best with the fleet': never guessed
                raise NotUnderstood(asked) from None
            apposed = without_apposition(text, self.names) or destination_named_after(text, self.names)
            if apposed is not None:         # 'Raise cheese in Honour Peak, our poorest region'
                try:
                    return [*self._sentence(apposed[0]), apposed[1]]
                except NotUnderstood:
                    pass
            joined = joins_them(text)     # '... go to Adoen Crown and join the General' (succheesion.joined_up)
            if joined is not None:
                return [*self.sentence(joined[0]), joined[1]]
            cond = condition(text)
            if cond is not None:        # 'Should Randomia declare war on us, the 4 units ... march': never the move alone
                raise NotUnderstood(refusal(cond)) from None
            counted = counted_move(text, self.names, self.nation)    # 'the 4 go to A': cut at 'go' above
            moved = [self.strict(counted)] if isinstance(counted, str) else counted
            if moved is None:
                moved = moves(self._plain(text), self.names, self.nation, self.strict)
            if moved is None:
                moved = at_sea(self._plain(text), self.names, self.nation, self.state, self.strict)
            if moved is None:
                raise first from None
            return moved

    def _sentence(self, text: str) -> list:
        outside, notes = brackets(text)
        conditions = [n for n in notes if set(words(n)) & CONDITIONS]
        if conditions:                          # '(if we can afford it)' changes the order: never set aside
            raise Contradiction(f"a condition in brackets, ({conditions[0]}): the order stands only if it holds; "
                                "ask the player, or the GM decides")
        alternatives = [n for n in notes if alternative_note(n)]
        if alternatives:                        # '(or Cavalry)', '(or 7)': another order the writer may mean
            raise Contradiction(f"an alternative in brackets, ({alternatives[0]}): which is meant? ask the player")
        notes = [n[7:].strip() if n.casefold().startswith("region ") and is_digits(n[7:].strip()) else n
                 for n in notes]                 # 'Randomia (region 15)'
        numbers = [n for n in notes if is_digits(n)]
        if numbers and len(notes) == 1 and text.rstrip(" .").endswith(")") and text[:1].isdigit():
            try:                                # '38-40 (4)', '38>40 (4)': the count of the units at 38
                return [self.strict(text)]
            except NotUnderstood:
                pass
        for note in notes:
            sea = sea_noted(note, self.names) if len(notes) <= _MOST_NOTES else None
            if words(note)[:1] in (["to"], ["into"]):
                outside += " " + note
            elif sea is not None:                   # '(sea: Gruyere Strait)', '(launched into Feta Gulf)'
                outside += " to " + sea
            elif len(notes) <= _MOST_NOTES and looks_like_a_place(note, self.names):    # '12 (Madder Moors)': asked
                raise Contradiction(f"{note!r} in brackets is no place of the map: which place is meant?")
            elif "unit" in note or "general" in words(note):
                outside += " " + note.replace(",", "")
            elif "bribe" in words(note):            # '(bribe: 10 cheese)' is part of the sway, never a remark
                outside += ", " + note
        head, colon, rest = outside.partition(":")
        if not colon and words(outside)[:1] == ["build"] and ", " in outside:
            head, colon, rest = outside.partition(", ")         # 'build two Militia, one at A and one at B'
            if not (words(rest)[:1] and (is_digits(words(rest)[0]) or words(rest)[0] in _COUNTS)
                    and words(rest)[1:2] in (["at"], ["in"])):
                head, colon, rest = outside, "", ""
        if colon and words(head)[:1] == ["build"] and any(is_digits(ch) or ch in _COUNTS for ch in words(rest)):
            outside = self._build_list(head, rest)
        first = words(self._plain(outside))[:1]
        self._listing = bool(first) and first[0] in ("raise", "found")
        self._casualty_list = first == ["casualties"]
        if self._listing:
            outside = self._in_each(outside)         # 'raise cheese in Rubygate and Carmine'
        clauses = split_orders(_verb_after_number(outside), self._starts, _incomplete)
        out: list = []
        for clause in clauses:
            try:
                order = self.clause(clause.strip(" ,.!"))
            except NotUnderstood:
                said = self._said_of_ships_or_units(clause.strip(" ,.!")) if len(clauses) > 1 else None
                if said is None:
                    raise
                if not said and self._some_stay(clause.strip(" ,.!"), out):
                    raise NotUnderstood(f"{clause.strip(' ,.!')!r} beside the march read before it: do they all go, or "
                                        "do some stay? ask the player") from None
                out += said                     # '... goes to the Fondue Sea and the two fleets attack Crimsonia there'
                self.last = next((o for o in reversed(said) if isinstance(o, Order)), self.last)
                continue
            if order is not None:
                out.append(order)
            elif self._some_stay(clause.strip(" ,.!"), out):
                raise NotUnderstood(f"{clause.strip(' ,.!')!r} beside the march read before it: do they all go, or do "
                                    "some stay? ask the player")
        if numbers:
            self._confirm(out, numbers)
        return out

    def _some_stay(self, clause: str, read: list) -> bool:
        """Whether a clause that gave no order keeps a count of units back from a march read before it in the same
        sentence ('The 5 in Stilwen City go to Grenadier Hills, one stays home'): where it names no place, or the
        place the march starts from. A stay elsewhere ('2 stay in Republic Marsh') is other units."""
        low = words(clause)
        if len(low) < 2 or not (is_digits(low[0]) or low[0] in _COUNTS) or not any(w in STAYING for w in low[1:3]) \
                or any(is_digits(w) for w in low[1:]) or ">" in clause or any(goes(w) for w in low):
            return False                # only a count that stays ('one stays home', '2 stay'), no march of its own
        starts = {o.path[0] for o in read if isinstance(o, MoveUnits) and o.path}
        if not starts:
            return False
        said = clause.split()
        named = {self.names.region(" ".join(said[i:i + n]).strip(",.;:!?")) for n in (3, 2, 1)   # after 'in', 'at'
                 for i in range(1, len(said) - n + 1) if said[i - 1].casefold() in ("in", "at", "on")
                 and self.names.is_region(" ".join(said[i:i + n]).strip(",.;:!?"))}
        return not named or bool(named & starts)

    def _in_each(self, text: str) -> str:
        """'raise cheese in A and B' -> 'raise cheese in A and in B' when B is a region."""
        at = text.casefold().rfind(" and ")
        if at < 0 or text.casefold()[at + 5:].startswith("in "):
            return text
        tail = text[at + 5:].strip(" .!")
        return text[:at] + " and in " + text[at + 5:] if self.names.is_region(tail) else text

    def _build_list(self, head: str, rest: str) -> str:
        """'Build 6 Infantry: 3 in A, 3 in B' -> 'build 3 Infantry in A, build 3 Infantry in B'."""
        kind = " ".join(head.split()[2:])
        parts = [p.strip() for chunk in rest.split(",") for p in chunk.split(" and ") if p.strip()]
        total = _number_of(head.split()[1]) if len(head.split()) > 1 else None
        counts = [_number_of(p.split()[0]) for p in parts]
        if total is not None and all(c is not None for c in counts) and sum(c or 0 for c in counts) != total:
            raise NotUnderstood(f"{total} {kind} to build, but the places say {' + '.join(str(c) for c in counts)}: "
                                "how many are meant?")
        return ", ".join(f"build {p.split(None, 1)[0]} {kind} {p.split(None, 1)[1]}" if len(p.split()) > 1 else p
                         for p in parts)

    def _starts(self, piece: str) -> bool:
        low = words(piece)
        if not low:
            return False
        first = FORMS.get(low[0], low[0])
        if self._casualty_list and len(low) > 1 and any(k in KINDS or k.rstrip("s") in KINDS
                                                         for k in (low[1], " ".join(low[1:3]))):
            return False
        counted = low[0] in _COUNTS and len(low) > 1 and (low[1] in KINDS or low[1].rstrip("s") in KINDS)
        counted = counted or low[0] in _COUNTS and low[1:2] in (["in"], ["at"])     # '..., two at Rostopki'
        return first in VERBS or first in MARCH or is_digits(low[0]) or counted or low[0] in SHORT_VERBS \
            and len(low) > 1 and low[0].isalpha() or _ships_then_verb(low) or low[0] == "in" and self._listing \
            or low[0] == "another" and low[1:2] in (["in"], ["at"]) or is_glued_count(low[0])

    def clause(self, text: str) -> Order | None:
        text = self._plain(text)
        try:
            order = self.strict(text)
        except NotUnderstood as first:
            order = self._carried(text)
            if order is None:
                marched: str | list | None = self._march(text)
                if marched is None:
                    marched = counted_move(text, self.names, self.nation)     # 'the 2 at A to B', 'Rubygate 4 -> B'
                if marched is None:
                    raise first from None
                order = self.strict(marched) if isinstance(marched, str) else None
        self.last = order
        return order

    def _said_of_ships_or_units(self, text: str) -> list | None:
        """One clause of several read as a sentence of its own ('the galleon in 14 goes to the Fondue Sea', 'the
        two fleets attack Crimsonia there'): 'there' is where the order before it went."""
        low = words(text)
        went = getattr(self.last, "path", None) or ()
        if "there" in low and went:
            text = " ".join("in " + went[-1] if w.casefold().strip(",.;!") == "there" else w for w in text.split())
        parts = _strong_parts(text)
        if len(parts) > 1:      # 'blockade it, and the three lads march to Skerries': each part reads, or none
            return None if any(self._said_of_ships_or_units(p) is None for p in parts) else \
                [o for p in parts for o in self._said_of_ships_or_units(p) or ()]
        plain = self._plain(text)
        found = moves(plain, self.names, self.nation, self.strict)
        return found if found is not None else at_sea(plain, self.names, self.nation, self.state, self.strict)

    def _plain(self, text: str) -> str:
        """The clause without the writer's nation or 'we' before the verb, the verb in its plain form,
        and '+ General', '& General', 'with the General' as 'and the General'."""
        plained = self._plained.get(text)   # a sentence of one clause is made plain twice, a long message
        if plained is None:                 # repeats its lines: once is enough
            plained = self._plain_of(text)
            if len(self._plained) < _MOST_PLAINED:
                self._plained[text] = plained
        return plained

    def _plain_of(self, text: str) -> str:
        tokens = text.split()
        i = 0
        while i < len(tokens) - 1:
            low = tokens[i].casefold().strip(",")
            if low in SUBJECT:
                i += 1
                continue
            n = self._own_name(tokens, i)
            if n:
                i += n
                continue
            break
        tokens = tokens[i:]
        lows = [t.casefold() for t in tokens]
        if len(lows) > 2 and lows[0] in ("our", "my", "the") and lows[1] in _TROOPS and lows[2] in _SIEGES:
            tokens, lows = tokens[2:], lows[2:]      # 'Our units lay siege to ...', 'The troops storm ...'
            tokens[0] = FORMS.get(lows[0], tokens[0])
        if lows[:1] in (["put"], ["puts"], ["place"], ["places"], ["sink"], ["sinks"]) and "trade" in lows:
            tokens = ["invest", *tokens[1:]]         # 'We put 5 cheese into trade with Maustria'
            lows = ["invest", *lows[1:]]
        if lows[:3] in (["lay", "siege", "to"], ["lays", "siege", "to"]):
            tokens = ["siege", *tokens[3:]]          # 'Our units lay siege to Whiskerport'
            lows = ["siege", *lows[3:]]
        for lead, plain in _ESTABLISH.items():          # 'establish a blockade in Region 13' (seed 004)
            if tuple(lows[:len(lead)]) == lead:
                rest = tokens[len(lead):]
                if plain == ["blockade"] and rest[:1] and rest[0].casefold() == "in":
                    rest = rest[1:]
                tokens = [*plain, *rest]
                break
        if lows[:2] in (["raise", "cheese"], ["increase", "cheese"], ["increases", "cheese"]) and lows[2:3] == ["production"]:
            tokens = [tokens[0], tokens[1], *tokens[3:]]     # 'increase cheese production in 21'
        if lows[:1] in (["produce"], ["produces"]) and "units" in lows[2:3] and lows[3:4] == ["of"]:
            tokens = [tokens[0], tokens[1], *tokens[4:]]     # 'produce 6 units of Infantry in 12'
        lows = [t.casefold() for t in tokens]
        k = 1 if lows[:1] and (is_digits(lows[0]) or lows[0] in NUMBER_WORDS) else 0
        if lows[k:k + 1] == ["new"] and len(lows) > k + 2 and (lows[k + 1] in KINDS or lows[k + 1].rstrip("s") in KINDS):
            tokens = ["build", tokens[0] if k else "1", *tokens[k + 1:]]      # 'New frigate at A', 'Two new Infantry at A'
            lows = [t.casefold() for t in tokens]
        if lows and lows[0] in _AGREEING:
            for lead in _AGREES:                        # 'agrees to peace with Stilwen'
                if len(tokens) > len(lead) + 1 and lows[:len(lead)] == list(lead) and lows[len(lead)] == "peace":
                    tokens = tokens[len(lead):]
                    break
        if tokens:
            first = tokens[0].casefold()
            tokens[0] = FORMS.get(first, tokens[0])
            bare = first.rstrip(":,")
            if first not in FORMS and bare not in _ORDER_VERBS:
                fixed = verb_slip(bare, _ORDER_VERBS)       # 'bild 1 cavalery in ...', 'mrach 4 ...', 'cassualties:'
                tokens[0] = fixed + first[len(bare):] if fixed else tokens[0]
        text = " ".join(tokens)
        if "eneral" in text:            # each form below holds 'General' or 'general'
            for general in ("+ General", "+ the General", "& General", "& the General", "with the General",
                            "with General", "and General"):
                text = text.replace(general, "and the General").replace(general.lower(), "and the General")
            text = text.replace("and the General :", "and the General").replace("and the General:", "and the General")
        text = text.replace(" units: ", " units ").replace(" into ", " to ").replace(", to ", " to ")
        if " home to " in text:
            text = text.replace(" home to ", " to ")      # 'marches home to Randomia': the place said
        text = text.replace(" to trade with ", " in trade with ")
        return text

    def _own_name(self, tokens: list[str], i: int) -> int:
        """How many words at `i` name the writer's nation (followed by a word in lower case)."""
        for n in (3, 2, 1):
            if i + n < len(tokens) and tokens[i + n][:1].islower() and \
                    self.names.known_nation(" ".join(tokens[i:i + n])) == self.nation:
                return n
        return 0

    def _carried(self, text: str) -> Order | None:
        """'and in Odds End' after a raise; '1 Militia in Pirate Cove' after a build."""
        low = words(text)
        if not low:
            return None
        if low[0] == "in" and isinstance(self.last, RaiseCheese):
            return self.strict("raise cheese " + text)
        if low[0] == "in" and isinstance(self.last, FoundCity):
            return self.strict("found a city " + text)
        if isinstance(self.last, Build) and low[0] == "another" and len(low) > 2 and low[1] in ("in", "at"):
            return self.strict(f"build 1 {self.last.kind} in " + " ".join(text.split()[2:]))    # 'and another at B'
        if isinstance(self.last, Build) and (is_digits(low[0]) or low[0] in _COUNTS) and low[1:2] in (["in"], ["at"]):
            return self.strict(f"build {low[0]} {self.last.kind} in " + " ".join(text.split()[2:]))  # ', two at B'
        if isinstance(self.last, Build) and (is_digits(low[0]) or low[0] in ("a", "an") or low[0] in _COUNTS) \
                and "in" in low:
            return self.strict("build " + text)
        if isinstance(self.last, Build) and is_glued_count(low[0]):
            text = unglued_count(text)
            low = words(text)
        if isinstance(self.last, Build) and is_digits(low[0]) and len(low) > 2 and "at" not in low and \
                (low[1] in KINDS or low[1].rstrip("s") in KINDS) and self.names.is_region(" ".join(text.split()[2:])):
            return self.strict(f"build {' '.join(text.split()[:2])} in " + " ".join(text.split()[2:]))  # ', 1 art 22'
        return None

    def _march(self, text: str) -> str | None:
        """'march 4 units from 32 to 34', '4 units and the General from Lef Oasis to Steppe Gate'."""
        low = [w.casefold() for w in text.split()]
        if "from" not in low or "to" not in low:
            return None
        f, t = low.index("from"), len(low) - 1 - low[::-1].index("to")
        if t < f:
            return None
        head = ["units" if w.casefold() in _MEN else w for w in text.split()[:f] if w.casefold() not in MARCH]
        if head and head[0].casefold() in _COUNTS:
            head[0] = str(NUMBER_WORDS[head[0].casefold()])     # 'Three riders from Typ Lef to Steppe Gate'
        if not head or not (is_digits(head[0]) or head[0].casefold() in ("all",)):
            return None
        if any(w.casefold().strip(",") not in _MARCHERS and w.casefold() not in KINDS for w in head[1:]):
            return None                 # '2 galleons in 13 carry 4 units from 9 to 20': not a march
        words_ = text.split()
        return " ".join(head) + " " + " ".join(words_[f + 1:t]) + " -> " + " ".join(words_[t + 1:])

    def _confirm(self, orders: list, numbers: list[str]) -> None:
        """'Randomia (15)': the number in brackets is the map's number of the region named."""
        places = {p for o in orders for p in _places(o)}
        for n in numbers:
            if places and n not in places:
                raise Contradiction(f"the number in brackets, {n}, is not the region named ("
                                    + ", ".join(sorted(places)) + ")")


_BODIES = frozenset("garrison army host force forces troops units regiments battalions brigade lads men guard".split())


def _own_count(phrasing: Phrasing, before: str, note: str) -> tuple[str, str] | None:
    """The words naming the place `before` ends with and the place's name, when `note` is the count of the
    writer's units there and not that place's map number; None otherwise. A place may be named by one
    word of its name ("the Keep's army (4)"), the count then confirming it."""
    if not is_digits(note) or len(note) > 3:
        return None
    said = before.rstrip().split(" ")
    while said and (said[-1].casefold() in _BODIES or said[-1].casefold() in KINDS):  # 'the Rubygate garrison (4)'
        said = said[:-1]
    stacks = getattr(phrasing.state, "stacks", ())
    for n in range(min(5, len(said)), 0, -1):
        name = " ".join(said[-n:]).strip(",;:")
        if name and phrasing.names.is_region(name):
            region = phrasing.names.region(name)
            count = sum(st.count for st in stacks if st.nation == phrasing.nation and st.at == region)
            return (name, name) if region != note and count == int(note) else None
    word = said[-1].strip(",;:") if said else ""
    try:
        short = short_region(phrasing.names, [word]) if word[:1].isupper() else None
    except NotUnderstood:
        return None
    if short is None:
        return None
    region = short
    count = sum(st.count for st in stacks if st.nation == phrasing.nation and st.at == region)
    return (word, phrasing.names.board.name(region)) if count == int(note) else None


# Who may act in a clause of their own ('and the two fleets attack Crimsonia there').
_SHIPS_SAID = frozenset("the our my both all two three four five fleet fleets galleon galleons frigate frigates ships "
                        "squadron squadrons navy".split())
_SHIPS_DO = frozenset("attack attacks sail sails blockade blockades".split())


def _number_of(word: str) -> int | None:
    low = word.casefold()
    if is_digits(low) and len(low) <= 3:
        return int(low)
    return NUMBER_WORDS.get(low) if low in _COUNTS else None


def _ships_then_verb(low: list[str]) -> bool:
    """'the two fleets attack ...', 'our frigates sail ...': ships named, then what they do."""
    k = next((k for k, w in enumerate(low[:6]) if w in _SHIPS_DO), 0)
    return k > 1 and all(w in _SHIPS_SAID for w in low[:k]) and any(w not in ("the", "our", "my") for w in low[:k])


def _verb_after_number(text: str) -> str:
    """'2F 52>50>51 atk BER 51', '4 units 15 -> 16 raise cheese in 15': a verb right after a map number
    starts another order, typed without a comma."""
    if len(text) > 400 or _MID_VERBS.isdisjoint(text.casefold().split(" ")):
        return text                             # most sentences: no verb that could start a second order
    tokens = text.split(" ")
    changed = False
    for k in range(len(tokens) - 2, 0, -1):
        if not tokens[k - 1][-1:].isdigit():    # most words follow no number: looked at no further
            continue
        said = tokens[k].casefold()
        if is_digits(tokens[k - 1].replace("-", ">").rsplit(">", 1)[-1]) and (
                said in SHORT_VERBS and said.isalpha() and len(said) > 1 or FORMS.get(said, said) in _AFTER_ROUTE):
            tokens[k - 1] += ","
            changed = True
    return " ".join(tokens) if changed else text


# The verbs that may follow a route on its line as an order of their own.
_AFTER_ROUTE = frozenset("attack blockade raise build invest declare siege besiege assault".split())
_MID_VERBS = frozenset({w for w in SHORT_VERBS if w.isalpha() and len(w) > 1} | _AFTER_ROUTE
                       | {w for w, plain in FORMS.items() if plain in _AFTER_ROUTE})


def _incomplete(text: str) -> bool:
    """'1 frigate and 2 galleons 13 -> 14': a count with no place yet goes on."""
    low = words(text)
    return bool(low) and is_digits(low[0]) and "->" not in text and " in " not in text


def _places(order: Order) -> tuple[str, ...]:
    at = getattr(order, "at", None)
    path = getattr(order, "path", None)
    return tuple(path) if path else ((at,) if at else ())


def phrasing_slot(order: Order) -> Hashable | None:
    """What an order is for: two different orders for one slot cannot both stand."""
    match order:
        case SpendTP():
            return ("tp",)
        case CasualtyOrder():
            return ("casualties",)
        case Declare():
            return ("relations", order.target)
        case MoveUnits() if order.count is None:
            return ("all units", order.path[0])
        case MoveShips():
            return None
    return None


# Joints no order's words hold: a clause cut there is two sentences' worth ('blockade it, and the three lads in
# Dunbarra march to Skerries'); a part that does not read is never passed over.
_STRONG_JOINTS = (", and ", "; ")


def _strong_parts(text: str) -> list[str]:
    """The text cut at its strong joints (one pass over it)."""
    parts = [text]
    for joint in _STRONG_JOINTS:
        parts = [q for p in parts for q in p.split(joint)]
    return [p.strip(" ,.;!") for p in parts if p.strip(" ,.;!")]
