"""EiA's standing answers, players and outflanking force said in sentences: 'If a city of ours is
besieged, it fights on', 'when our chit is asked we defend', 'we never commit the Guard', 'Our
player Hans has to leave the game', 'Karl replaces Hans as our player', 'The Cossacks and corps II
form the outflanking force', 'if we outflank, corps II goes round'. The corps are found in the
state; a sentence that says more than its order (a place, another nation, another verb) is left to
the other readers, and one whose answer is unclear is refused, never guessed. Each scan is one pass."""

from __future__ import annotations

from engine.errors import NotUnderstood
from engine.words.foreign import WORDS as FOREIGN_WORDS
from engine.words.lexicon import is_order_word
from engine.words.message import words
from engine.orders import Names, Order
from engine.rulesets.eia.orders import OutflankingForce, PlayerChange, Standing
from engine.rulesets.eia.state import EiaState

# The chits of EiA's land combat, when the game lists none of its own (params 'chits').
CHITS = ("escalated assault", "escalated counterattack", "assault", "echelon", "outflank", "probe", "withdraw",
         "defend", "cordon", "counterattack", "delay", "evade")
_NEGATIONS = frozenset("not no never don't doesn't won't dont doesnt wont cannot".split())
_LEAVE = frozenset("leave leaves leaving left quit quits quitting resign resigns resigning resigned retire retires "
                   "retiring drop drops dropping dropped".split())
_REPLACE = frozenset("replace replaces replacing replaced".split())
_TAKE_OVER = frozenset("replacement successor".split())
# The words of a player's change in the other languages ('giocatore', 'lascia', 'remplace'): a sentence still
# holding one was put into English only in part, and is read once it is whole (engine.words.foreign).
# A piece of every word a player's change needs (`Sayings.player`: 'player', 'replacement' or a verb of
# `_LEAVE` or `_REPLACE`, 'takes'): a sentence holding none is no player's change (a quick test first).
_CHANGE_PIECES = ("player", "replac", "leav", "left", "quit", "resign", "retir", "drop", "takes")


def _may_change_player(text: str) -> bool:
    low = text.casefold()
    return any(piece in low for piece in _CHANGE_PIECES)


_FOREIGN_CHANGE = frozenset(w for w, english in FOREIGN_WORDS.items() if w != english and english in
                            ("player", "leaves", "game", "replaces", "replacement", "takes over", "is"))
_AND = frozenset("and then".split())
# Words before a player's name that are no part of it.
_NOT_NAME = frozenset("our the player new sadly unfortunately alas regrettably so also now today and but "
                      "we i my his her".split())
# Capitalised words that name no player ('Sir, I must leave the game': the writer, no order of a name).
_NOT_NAMED = frozenset("i gm sir madam dear".split())
# Words between a player's name and his verb ('Hans has to leave', 'Anna will leave').
_AUX = frozenset("has have had to is will shall must would wants needs going about was".split())
_WITHDRAW = frozenset("withdraw withdraws retreat retreats disengage break".split())
_FIGHT = frozenset("fight fights continue continues stay stays".split())
_RESIST = frozenset("fight fights resist resists".split())
# Who surrenders when it is the enemy: the standing question is then whether we offer it surrender.
_THE_ENEMY = frozenset("enemy enemies foe foes enemy's besiegers".split())
_GIVE_UP = frozenset("surrender surrenders capitulate capitulates yield yields".split())
_COMMIT = frozenset("commit commits committed committing".split())
_JOINTS = (", and ", "; ", " and if ", " and when ", ", then ", ", ")
# Other words for the answers of the standing questions ('surrender: never', 'guard: yes').
ANSWER_WORDS: dict[str, dict[str, str]] = {
    "surrender": {"never": "fight on", "no": "fight on", "fight": "fight on", "resist": "fight on",
                  "hold out": "fight on", "never surrender": "fight on", "yes": "surrender", "capitulate": "surrender"},
    "guard": {"yes": "commit", "always": "commit", "committed": "commit", "no": "hold", "never": "hold",
              "hold back": "hold", "keep back": "hold", "reserve": "hold", "hold it back": "hold",
              "keep it back": "hold"},
    "further days": {"retreat": "withdraw", "withdraws": "withdraw", "continue": "fight", "fights": "fight",
                     "fight on": "fight", "stay": "fight"},
}


_STANDING = frozenset("standing standard".split())
_QUESTION_WORDS = frozenset("guard surrender chit further".split())


def of_a_standing_question(text: str) -> bool:
    """Whether a sentence speaks of a standing order's question ('the standing of the guard is to hold'):
    what it says is that answer, never a stay of the unit the question is named for."""
    said = frozenset(words(text))
    return bool(said & _STANDING) and bool(said & _QUESTION_WORDS)


class Sayings:
    """Reads a sentence giving a standing answer, a player's change or the outflanking force."""

    def __init__(self, nation: str, names: Names, state: EiaState):
        self.nation, self.names = nation, names
        self.corps = [c for c in state.corps if c.nation == nation]
        listed = tuple(str(c).casefold() for c in state.params.get("chits") or ())
        self.chits = tuple(sorted(listed or CHITS, key=len, reverse=True))

    def read(self, text: str) -> list[Order] | None:
        """The orders of such a sentence; None when it is none of them."""
        try:
            whole, error = self._one(text), None
        except NotUnderstood as e:
            whole, error = None, e
        if whole is not None:
            return whole
        low = text.casefold()
        if any(j in low for j in _JOINTS):              # 'we defend, and if we outflank, corps II goes round'
            parts = [text]
            for j in _JOINTS:
                parts = [p for part in parts for p in _cut(part, j)]
            try:
                read = [self._one(p) for p in parts]
            except NotUnderstood:
                read = [None]
            if all(r is not None for r in read):
                return [o for r in read if r is not None for o in r]
        if error is not None:
            raise error
        return None

    def _one(self, text: str) -> list[Order] | None:
        low = words(text)
        if not low:
            return None
        for reader in (self.player, self.outflanking, self.standing):
            found = reader(text, low)
            if found is not None:
                return found
        return None

    # -- players ---------------------------------------------------------------------------------
    def player(self, text: str, low: list[str]) -> list[Order] | None:
        if not _may_change_player(text):
            return None
        head, colon, tail = text.partition(":")
        hlow = words(head)
        if colon and ("player" in hlow or "replacement" in hlow) and not set(hlow) & _LEAVE:
            name = _name([t.strip(" .!,") for t in tail.split()][:3])       # 'New player for Russia: Dmitri'
            if name is not None and not self._named(name.split()):
                return [PlayerChange(nation=self.nation, player=named_player(name), leaves=False)]
        raw = text.replace("\u2019", "'").split()
        toks = [t.strip(",.;:!?()\"") for t in raw]
        lows = [t.casefold() for t in toks]
        if any(w in _FOREIGN_CHANGE for w in lows):
            return None                 # 'giocatore Franz lascia partita e replaces him Karl': read in English whole
        verb = next((i for i, w in enumerate(lows) if w in _LEAVE), None)
        if verb is not None and (both := self._both_changes(raw, lows, verb)) is not None:
            return both or None
        if verb is not None and ("game" in low or "player" in low or lows[verb] in ("resign", "resigns", "resigned")
                                 or lows[verb].startswith("drop") and "out" in lows[verb:verb + 2]):
            name = self._name_before(toks, verb, raw)
            if name is None:
                return None
            self._says_no_more(toks[verb + 1:])
            return [PlayerChange(nation=self.nation, player=name, leaves=True)]
        verb = next((i for i, w in enumerate(lows) if w in _REPLACE or w == "takes" and lows[i + 1:i + 2] == ["over"]
                     or w == "replacement" or w == "player" and i and lows[i - 1] == "new"), None)
        if verb is None:
            return None
        if lows[verb] == "replaced" and lows[verb + 1:verb + 2] == ["by"]:      # 'Hans will be replaced by Karl'
            name = _name(toks[verb + 2:verb + 5])
            if name is None or self._named(name.split()):
                return None
            return [PlayerChange(nation=self.nation, player=named_player(name), leaves=False)]
        if lows[verb] == "replacement" and raw[verb].endswith(",") and verb + 1 < len(toks):
            end = next((j for j in range(verb + 1, min(len(raw), verb + 4)) if raw[j].endswith(",")), None)
            name = _name(toks[verb + 1:end + 1]) if end is not None else None
            if name is not None and not self._named(name.split()):     # 'Her replacement, Cy, takes France'
                return [PlayerChange(nation=self.nation, player=named_player(name), leaves=False)]
        if lows[verb] in ("replacement", "player"):     # 'our new player is Karl', 'a replacement: Karl'
            after = [t for t in toks[verb + 1:] if t.casefold() not in ("is", "will", "be", "")]
            name = _name(after[:3])
            if name is not None and len(after) <= len(name.split()) + 2:
                return [PlayerChange(nation=self.nation, player=named_player(name), leaves=False)]
            before = self._name_before(toks, verb - 1 if lows[verb] == "player" else verb)
            if before is None or not {"is", "becomes", "as"} & set(lows[:verb]):
                return None                     # 'Karl is our new player'
            return [PlayerChange(nation=self.nation, player=named_player(before), leaves=False)]
        name = self._name_before(toks, verb, raw)
        if name is None and lows[verb] in _REPLACE and lows[verb + 1:verb + 2] in (["him"], ["her"]) and \
                all(w in _NOT_NAME for w in lows[:verb]):
            name = _name(toks[verb + 2:verb + 5])       # 'lo sostituisce Karl': 'replaces him Karl', the subject after
            if name is None or self._named(name.split()):
                return None
            self._says_no_more(toks[verb + 2 + len(name.split()):], allow_names=True)
            return [PlayerChange(nation=self.nation, player=named_player(name), leaves=False)]
        if name is None or _more_before(raw, lows, name, verb):
            return None
        self._says_no_more(toks[verb + 1:], allow_names=True)
        return [PlayerChange(nation=self.nation, player=named_player(name), leaves=False)]

    def _both_changes(self, raw: list[str], lows: list[str], leave: int) -> list[Order] | None:
        """A player leaving and his replacement in one sentence ('Franz leaves the game and Karl replaces
        him', 'Il giocatore Franz lascia la partita; lo sostituisce Karl'): each clause read apart, both or
        nothing ([] when the second does not read); None when the sentence says only one of them."""
        second = next((i for i in range(leave + 1, len(lows)) if lows[i] in _REPLACE or lows[i] in _TAKE_OVER
                       or lows[i] == "takes" and lows[i + 1:i + 2] == ["over"] or lows[i - 1:i + 1] == ["new", "player"]), None)
        if second is None:
            return None
        cut = next((k for k in range(second - 1, leave - 1, -1) if lows[k] in _AND or raw[k][-1:] in ",;:"), None)
        if cut is None:
            return []
        first, then = raw[:cut + (lows[cut] not in _AND)], raw[cut + 1:]
        try:
            read = [self.player(part, words(part)) for part in (" ".join(first), " ".join(then))]
        except NotUnderstood:
            return []
        if read[1] is None:
            return None                 # 'Franz leaves the game; we have no one to replace him yet'
        return [o for r in read if r is not None for o in r] if read[0] else []

    def _name_before(self, toks: list[str], verb: int, raw: list[str] | None = None) -> str | None:
        """The player's name before his verb: the capitalised words there, not a nation or a place, and
        not past a comma ('..., Karl replaces him')."""
        i = verb - 1
        while i >= 0 and (toks[i].casefold() in _AUX or toks[i].casefold() in ("our", "new", "player", "")):
            if toks[i].casefold() in ("player", "our") and i < verb - 1:
                break
            i -= 1
        end = i + 1
        while i >= 0 and toks[i][:1].isupper() and toks[i].casefold() not in _NOT_NAME and \
                (raw is None or i == end - 1 or raw[i][-1:] not in ",;:."):
            i -= 1
        return _name(toks[i + 1:end]) if end - i - 1 <= 3 and not self._named(toks[i + 1:end]) else None

    def _named(self, toks: list[str]) -> bool:
        text = " ".join(toks)
        return bool(text) and (self.names.known_nation(text) is not None or self.names.is_region(text))

    def _says_no_more(self, rest: list[str], allow_names: bool = False) -> None:
        """Words after a player's change: a remark ('sadly', 'until a new player comes'), never another order."""
        low = [w.casefold() for w in rest if w]
        if any(is_order_word(w) for w in low) or not allow_names and self.names.mentioned(low, besides=self.nation):
            raise NotUnderstood("a player's change says nothing more: write the other order on its own line")

    # -- the outflanking force ---------------------------------------------------------------------
    def outflanking(self, text: str, low: list[str]) -> list[Order] | None:
        if not any(w.startswith("outfl") for w in low):      # 'outflanking', 'outfl. force', 'outflk'
            return None
        if any(is_order_word(w) and not w.startswith("outfl") and w not in _FORCE_WORDS for w in low):
            return None
        if self.names.mentioned(low, besides=self.nation) and not {"if", "when", "whenever"} & set(low):
            return None                     # 'corps II outflanks via Tyrol' says more than the force
        corps = self._corps_named(text)
        if not corps:
            return None
        return [OutflankingForce(nation=self.nation, corps=tuple(corps))]

    def _corps_named(self, text: str) -> list[str]:
        """The corps a sentence names in order: 'corps II', 'Cav I', 'the Guard', 'the Cossacks',
        'corps IV' (kept as written when the power has none: the entry check refuses it)."""
        said = text.replace("'s ", " ").split()
        toks = [t.strip(",.;:!?()\"'") for t in said]
        lows = [t.casefold() for t in toks]
        by_name = {c.designation.casefold(): c.designation for c in self.corps}
        guards = [c.designation for c in self.corps if c.kind == "guard"]
        found: list[str] = []
        i = 0
        while i < len(lows):
            two = " ".join(lows[i:i + 2])
            if two in by_name:
                found.append(by_name[two])
                i += 2
                continue
            w = lows[i]
            kind = [c.designation for c in self.corps if c.kind == _KIND_WORDS.get(w)]
            number = _ORDINALS.get(w)
            if w in ("guard", "gd") and len(guards) == 1:
                found.append(guards[0])
            elif len(kind) == 1:                       # 'the cavalry', 'the Cossacks': the one corps of that kind
                found.append(kind[0])
            elif number is not None and number in by_name and "corps" in lows and (
                    toks[i][:1].isupper() or "corps" in lows[i + 1:i + 2]):
                found.append(by_name[number])           # 'the Second Corps', 'two corps, the First and the Second'
            elif w in by_name and (len(w) > 3 or "corps" in lows[max(0, i - 1):i + 2] or found or _listed(toks, said, i)):
                found.append(by_name[w])
            elif w not in by_name and _listed(toks, said, i) and (found or i + 1 < len(toks)):
                found.append(toks[i])                   # 'outflank: II, IV': kept as written, the entry check refuses it
            elif w == "corps" and i + 1 < len(toks) and _roman(toks[i + 1]) and lows[i + 1] not in by_name:
                found.append(toks[i + 1].upper())
                i += 1
            i += 1
        return list(dict.fromkeys(found))

    # -- standing answers ------------------------------------------------------------------------
    def standing(self, text: str, low: list[str]) -> list[Order] | None:
        if self.names.mentioned(low, besides=self.nation):
            return None                         # a standing answer holds everywhere: no place in it
        if "standing" in low and ":" in text:
            return None                         # 'No orders except: standing surrender: surrender': the strict form
        said = set(low)

        def yes_no(forms: frozenset[str]) -> tuple[bool, bool]:
            """Whether the words say one of `forms`, and whether they say it negated ('do not fight on')."""
            plain = negated = False
            for k, w in enumerate(low):
                if w in forms:
                    if _asked(low, k):
                        continue                # 'asked to surrender': the question, not the answer
                    if any(x in _NEGATIONS for x in low[max(0, k - 3):k]) or low[max(0, k - 2):k] in _RATHER:
                        negated = True
                    else:
                        plain = True
            return plain, negated
        if "chit" in said or "chits" in said:
            joined = " " + " ".join(low) + " "
            fits = [c for c in self.chits if f" {c} " in joined or f" {c}s " in joined]
            fits = [c for c in fits if not any(c != d and c in d for d in fits)]     # 'assault' in 'escalated assault'
            return self._answer("chit", fits, text)
        kinds = bool(said & {"days", "day"} and said & _FURTHER) + bool(
            said & {"besieged", "siege", "sieges", "surrender", "surrenders", "cities", "city", "fortress"}) + (
            "guard" in said)
        if kinds > 1:
            raise NotUnderstood("several standing answers in one sentence: write each on its own, "
                                "'standing guard: commit'")
        if said & {"days", "day"} and said & _FURTHER:
            withdraw, not_withdraw = yes_no(_WITHDRAW)
            fight, not_fight = yes_no(_FIGHT)
            fight = fight or "keep" in said and "fighting" in said
            return self._answer("further days", ["withdraw"] * (withdraw or not_fight)
                                + ["fight"] * (fight or not_withdraw), text)
        if said & {"besieged", "siege", "sieges", "surrender", "surrenders", "capitulate", "capitulates", "cities",
                   "city", "fortress", "fortresses"}:
            if said & _THE_ENEMY and not said & {"our", "ours", "us"}:    # 'When a besieged enemy might surrender,
                # we offer it': the enemy's surrender, not ours
                offer, not_offer = yes_no(frozenset(("offer", "offers", "offered")))
                return self._answer("offer surrender", ["offer"] * offer + ["do not offer"] * not_offer, text)
            fight, not_fight = yes_no(_RESIST)
            fight = fight or ("hold" in said or "holds" in said) and "out" in said
            give, not_give = yes_no(_GIVE_UP)
            return self._answer("surrender", ["fight on"] * (fight or not_give) + ["surrender"] * (give or not_fight),
                                text)
        if "guard" in said:
            commit, not_commit = yes_no(_COMMIT)
            hold = bool(said & {"back", "reserve"}) and bool(said & {"hold", "holds", "keep", "keeps", "kept", "held"})
            if not commit and not hold and not not_commit:
                return None                     # 'the Guard stays in Paris': a move, not an answer
            return self._answer("guard", ["commit"] * commit + ["hold"] * (hold or not_commit), text)
        return None

    def _answer(self, kind: str, fits: list[str], text: str) -> list[Order]:
        if len(fits) == 1:
            return [Standing(nation=self.nation, kind=kind, answer=fits[0])]
        if not fits:
            raise NotUnderstood(f"which answer to the {kind} question? write 'standing {kind}: ...'")
        raise NotUnderstood(f"the {kind} question answered {' and '.join(fits)}: which is meant?")


# Words that say a battle's day after the first ('a second or third day', 'another day').
_FURTHER = frozenset("further more extra another additional second third next following".split())
# 'fight rather than withdraw', 'fight on instead of surrendering': the word after is not the answer.
_RATHER = (["rather", "than"], ["instead", "of"], ["and", "not"], ["but", "not"])
# Words that put the question ('asked to surrender', 'summoned to surrender', 'demands its surrender').
_ASKING = frozenset("asked called summoned invited told ordered pressed bidden required urged".split())
_DEMAND = frozenset("demand demands demanded summons call calls".split())


def _asked(low: list[str], k: int) -> bool:
    """Whether the answer's word at k is the question's own ('asked to surrender', 'demands our surrender')."""
    before = low[max(0, k - 2):k]
    return len(before) == 2 and (before[1] == "to" and before[0] in _ASKING or before[1] in ("its", "our", "their", "the")
                                 and before[0] in _DEMAND)


_FORCE_WORDS = frozenset(("forces", "force"))
# Corps called by their number in words ('the Second Corps') or by their kind ('the cavalry').
_ORDINALS = {"first": "i", "second": "ii", "third": "iii", "fourth": "iv", "fifth": "v", "sixth": "vi",
             "seventh": "vii", "eighth": "viii"}
_KIND_WORDS = {"cavalry": "cavalry", "cav": "cavalry", "horse": "cavalry", "cossacks": "cossack",
               "cossack": "cossack"}


def _cut(text: str, joint: str) -> list[str]:
    low = text.casefold()
    out, start, at = [], 0, low.find(joint)
    while at >= 0:
        out.append(text[start:at])
        start = at + len(joint)
        at = low.find(joint, start)
    out.append(text[start:])
    return [p.strip(" ,;") for p in out if p.strip(" ,;")]


# Words in a player's stead that name nobody yet ('Replacement player: TBD').
NO_NAME = frozenset("tbd tba tbc n/a na unknown none nobody noone pending vacant later ? ??".split())


def named_player(name: str) -> str:
    """The name, or NotUnderstood when it names nobody yet ('TBD')."""
    if name.strip(" .!").casefold() in NO_NAME:
        raise NotUnderstood(f"{name.strip()!r} names no player: give the player's name when there is one")
    return name


def _name(toks: list[str]) -> str | None:
    name = " ".join(t for t in toks if t)
    return name if name and all(t[:1].isupper() for t in name.split()) else None


def _roman(word: str) -> bool:
    return bool(word) and len(word) <= 5 and all(ch in "IVX" for ch in word)


def _listed(toks: list[str], said: list[str], i: int) -> bool:
    """Whether a bare designation stands as an item of a list ('outflank: II, Cav I'): a roman numeral in
    capitals of two letters or more, or 'I' ending the line or followed by a comma or 'and' (never the
    pronoun: 'I want ...')."""
    word = toks[i]
    if not (word.isupper() and word.isalpha() and set(word) <= set("IVX")):
        return False
    return len(word) > 1 or i + 1 == len(toks) or said[i].endswith(",") or toks[i + 1].casefold() in ("and", "&")
def _more_before(raw: list[str], lows: list[str], name: str, verb: int) -> bool:
    """Whether the words before a replacement's name say more than a remark: another clause ('Our player
    Franz does something; Karl takes over'), a player or one leaving ('Franz quits, Karl replaces him'),
    read apart or refused, never covered by the replacement."""
    size = len(name.split())
    start = next((k for k in range(verb - size, -1, -1) if " ".join(raw[k:k + size]).strip(",.;:!?()\"") == name), 0)
    return any(w in ("player", "players") or w in _LEAVE for w in lows[:start]) or \
        any(t[-1:] in ";:" for t in raw[:start])


def speaks_of_players(text: str, low: list[str]) -> bool:
    """Whether a sentence speaks of a player leaving or replaced ('joueur Franz quitte partie', 'the player
    Hans leaves') or of a player by his name ('our player Franz ...'): read or refused, never set aside as a
    remark."""
    if any(w in _FOREIGN_CHANGE for w in low):
        return True
    toks = text.split()
    if any(t.casefold() == "player" and toks[i + 1][:1].isupper() for i, t in enumerate(toks[:-1])):
        return True
    named = any(t[:1].isupper() and t.strip(",.;:!?").casefold() not in _NOT_NAMES for t in toks[1:])
    return named and bool(set(low) & (_LEAVE | _REPLACE) and {"game", "player", "players"} & set(low))


# Unions of the word sets above, made once at import rather than at every word tested.
_NOT_NAMES = _NOT_NAME | _NOT_NAMED
