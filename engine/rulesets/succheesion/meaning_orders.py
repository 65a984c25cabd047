"""The orders of a Succheesion nation that move nothing, as candidates for the reader by meaning
(meaning.py): builds (what `order_options` says each region may build), trade, sieges and assaults,
cheese raised, cities founded, cessions, supply paid, war, peace and alliances, diplomausy, pacts and
the standing battle orders."""

from __future__ import annotations

from collections.abc import Callable

from engine.board import Board
from engine.order_sheet import Order
from engine.words.meaning import Candidate
from engine.rulesets.succheesion.meaning_moves import LAND_NOUNS, SENTINEL, counted, words_of
from engine.rulesets.succheesion.options import SuccheesionOptions
from engine.rulesets.succheesion.pact_names import own_name
from engine.rulesets.succheesion.orders import (
    BreakTrade,
    Build,
    CasualtyOrder,
    Cede,
    Declare,
    FoundCity,
    Invest,
    Pact,
    PaySupply,
    RaiseCheese,
    Siege,
    SpendTP,
    Sway,
)
from engine.rulesets.succheesion.economy import CONTESTED, LOYAL
from engine.rulesets.succheesion.units import FORT, LAND_TYPES, SHIP_TYPES, SuccheesionState
from engine.rulesets.succheesion.words import KINDS
from engine.rulesets.succheesion.work import Work
from engine.state import ALLIANCE, PEACE, WAR


class Others:
    """The nation's candidate orders other than moves, in one state."""

    def __init__(self, board: Board, state: SuccheesionState, nation: str, options: SuccheesionOptions,
                 write: Callable[[Order], str], heads: Callable[..., tuple[str, ...]]):
        self.board, self.state, self.nation, self.options = board, state, nation, options
        self.write, self.heads = write, heads

    def all(self) -> list[Candidate]:
        return [*self.builds(), *self.trade(), *self.sieges(), *self.regions(), *self.relations(), *self.sways(),
                *self.pacts(), *self.battle_orders()]

    def builds(self) -> list[Candidate]:
        """Every kind each region may build, as many as its cities take a turn (forts: as many as the
        city budget pays for); a ship into each sea beside its port."""
        o, nation = self.options, self.nation
        out = []
        for at, kinds in o.build.items():
            for kind in kinds:
                need = max(1, o.unit_costs.get(kind, 1))
                most = max(1, o.city_budget // need) if kind == FORT else o.build_limit.get(at, 0)
                if most <= 0:
                    continue
                seas: list[str | None] = [None]
                if kind in SHIP_TYPES:
                    seas = [s for s in self.board.adjacent[at] if self.board[s].is_sea]
                if kind in SHIP_TYPES and seas:      # into the first sea when none is said: as the rules write it
                    seas = [None, *seas]
                for k, sea in enumerate(seas):
                    order = Build(nation=nation, count=SENTINEL, kind=kind, at=at, to_sea=sea)
                    # the first sea written out only when the sentence names it ('a frigate for the Edam Sea')
                    named = (self.board.name(sea), sea) if sea is not None and k == 1 else ()
                    # the place the units appear in is named: where they come from, and where they are built
                    out.append(Candidate(order=counted(order, self.write), verb="build", units=self.heads("new", kind),
                                         origin=at, target=at, via=(sea,) if sea else (), most=most,
                                         kinds=words_of(kind), extra=named))
        return out

    def trade(self) -> list[Candidate]:
        """Cheese put into trade with each nation not at war with it, one candidate a whole amount it may
        put in a turn (an amount not said is asked, never guessed); each agreement broken."""
        out = []
        for partner in self.options.trade_with:
            put = counted(Invest(nation=self.nation, partner=partner, amount=SENTINEL * 100), self.write)
            out += [Candidate(order=put.replace("{n}", str(amount)), verb="invest", nations=(partner,), count=amount,
                              whole=True, kinds=("cheese",)) for amount in range(1, self.options.invest_max // 100 + 1)]
        for partner in self.options.trades:
            out.append(Candidate(order=self.write(BreakTrade(nation=self.nation, partner=partner)), verb="break",
                                 nations=(partner,)))
        return out

    def sieges(self) -> list[Candidate]:
        """A siege of (or an assault on) an enemy's forts where the nation's units stand."""
        out = []
        for at in self.options.sieges:
            for assault in (False, True):
                out.append(Candidate(order=self.write(Siege(nation=self.nation, at=at, assault=assault)),
                                     verb="attack" if assault else "besiege", origin=at, target=at,
                                     kinds=LAND_NOUNS + ("stack", "fort")))
        return out

    def regions(self) -> list[Candidate]:
        """Cheese raised and cities founded in the regions loyal to the nation (or contested, where a
        peace may end the fight), its own regions ceded, and the supply paid where its allies stand."""
        work = Work(self.board, self.state)
        index = work.index()
        nation, out = self.nation, []
        for r in self.board.land():
            status, takers = work.status(r.id, index.get(r.id, []))
            if status == CONTESTED and nation in takers or (status, takers) == (LOYAL, [nation]):
                # 'raise' and 'increase' are the common verbs' building and investing
                out.append(Candidate(order=self.write(RaiseCheese(nation=nation, at=r.id)), verb="invest",
                                     units=self.heads("cheese", ""), origin=r.id, target=r.id, kinds=("cheese",)))
                out.append(Candidate(order=self.write(FoundCity(nation=nation, at=r.id)), verb="found", target=r.id))
        others = [n for n in self.state.nation_names() if n != nation]
        for own in self.state.provinces_of(nation):
            out += [Candidate(order=self.write(Cede(nation=nation, at=own, to=n)), verb="give", target=own,
                              nations=(n,)) for n in others]
        friends = self.state.friends(nation)
        for s in self.state.stacks:
            if s.nation == nation and s.count and any(o.at == s.at and o.nation in friends and o.nation != nation
                                                      and o.count for o in self.state.stacks):
                out.append(Candidate(order=self.write(PaySupply(nation=nation, at=s.at)), verb="give", target=s.at))
        return out

    def relations(self) -> list[Candidate]:
        """War on a nation it is not at war with, peace with an enemy, an alliance with a nation at peace,
        and peace with an ally (the alliance broken)."""
        out = []
        for other in self.state.nation_names():
            if other == self.nation:
                continue
            status = self.state.status(self.nation, other)
            offers = [(WAR, "declare")] if status != WAR else [(PEACE, "peace")]
            if status == PEACE:
                offers.append((ALLIANCE, "ally"))
            elif status == ALLIANCE:
                offers.append((PEACE, "break"))
            for wanted, verb in offers:
                order = Declare(nation=self.nation, target=other, status=wanted)
                out.append(Candidate(order=self.write(order), verb=verb, nations=(other,)))
        return out

    def sways(self) -> list[Candidate]:
        """Diplomausy: each nation nobody plays swayed to war or peace with each other nation (the one it is
        not in now), with a bribe of the cheese the treasury holds or none. Its verb is the word of the war or
        peace it sways to: 'sway' said alone does not tell which."""
        out = []
        most, step = self.options.treasury // 100, max(1, int(self.state.params["sway_bribe_step"]))
        for target in self.state.unplayed:
            if target == self.nation:
                continue
            for against in self.state.nation_names():
                if against == target:
                    continue
                # to war with a nation it is not at war with, to peace with one it is at war with
                for status in (WAR,) if not self.state.at_war(target, against) else (PEACE,):
                    verb = "warfare" if status == WAR else PEACE        # the word 'war' or 'peace' said
                    plain = Sway(nation=self.nation, target=target, status=status, against=against)
                    out.append(Candidate(order=self.write(plain), verb=verb, nations=(target, against)))
                    # each bribe worth a step of the odds; one not said is asked, never guessed
                    bribed = counted(Sway(nation=self.nation, target=target, status=status, against=against,
                                          bribe=SENTINEL * 100), self.write)
                    out += [Candidate(order=bribed.replace("{n}", str(bribe)), verb=verb, nations=(target, against),
                                      count=bribe, whole=True, kinds=("cheese",)) for bribe in range(step, most + 1, step)]
        return out

    def pacts(self) -> list[Candidate]:
        """Joining a trading pact ('join' is the common verbs' allying), or leaving the nation's own: its name,
        or the word pact or league, said."""
        mine = next((name for name, members in self.state.pacts.items() if self.nation in members), None)
        if mine is not None:
            return [Candidate(order=self.write(Pact(nation=self.nation, name=mine, leave=True)), verb="move",
                              extra=(mine, "pact", "league"))]
        return [Candidate(order=self.write(Pact(nation=self.nation, name=name)), verb="ally",
                          extra=(own_name(name),)) for name in self.state.pacts]

    def battle_orders(self) -> list[Candidate]:
        """The standing battle orders: TP spent to reach each casualty level, a count of TP, none (TP said);
        one type given up first (the type said)."""
        tp = ("tp", "tps")
        out = [Candidate(order=self.write(SpendTP(nation=self.nation, percent=level)), verb="spend", count=level,
                         kinds=("tp",), extra=tp) for level in self.options.levels]
        out.append(Candidate(order=self.write(SpendTP(nation=self.nation, percent=0)), verb="spend", kinds=("tp",),
                             extra=tp))
        below = min(self.options.levels, default=11) - 1
        out.append(Candidate(order=counted(SpendTP(nation=self.nation, percent=0, count=SENTINEL), self.write),
                             verb="spend", most=min(10, below), kinds=("tp",), extra=tp))
        out += [Candidate(order=self.write(CasualtyOrder(nation=self.nation, first=(kind,))), verb="casualties",
                          kinds=words_of(kind), extra=_said(kind)) for kind in LAND_TYPES]
        return out


def _said(kind: str) -> tuple[str, ...]:
    """The words that name a type ('Heavy Cavalry', 'hc', 'heavy cav')."""
    return (kind, *(w for w, k in KINDS.items() if k == kind and w.rstrip(".") == w))
