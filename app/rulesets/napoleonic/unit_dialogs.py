"""Orders for corps that the map clicks do not give: annexing (Winter), transport with scouting,
scouting, and reorganising divisions between corps in one province."""

from __future__ import annotations

import msgspec
from PySide6.QtWidgets import QComboBox, QLabel, QSpinBox, QWidget

from app.rulesets.napoleonic.context import NapoleonicContext, NapoleonicDialog
from app.orders.dialog_base import fill
from app.orders.place_picker import with_map_pick
from engine.order_sheet import Order
from engine.rulesets.napoleonic.options import CorpsChoices
from engine.rulesets.napoleonic.orders import Annex, MoveCorps, Scout, Transfer, TransportCorps
from engine.rulesets.napoleonic.scouting import scout_path
from engine.rulesets.napoleonic.units import Corps, free_letters


def corps_options(context: NapoleonicContext, letter: str) -> CorpsChoices | None:
    return next((c for c in context.options.corps if c.letter == letter), None)

KIND_LABELS = {"infantry": "infantry", "cavalry": "cavalry", "artillery": "artillery",
               "scout": "scouting cavalry"}
NO_SCOUTING = ""


def scout_targets(context: NapoleonicContext, order, at: str) -> list[str]:
    """The spaces a corps with scouting cavalry may look at: any space on or next to its path."""
    adjacent = context.board.adjacent
    spaces: set[str] = set()
    for p in scout_path(order, at):
        spaces.add(p)
        spaces.update(adjacent[p])
    return sorted(spaces, key=context.name)


class AnnexDialog(NapoleonicDialog):
    def __init__(self, context: NapoleonicContext, parent: QWidget | None = None):
        super().__init__(context, "Annex", parent)
        self.province = QComboBox()
        fill(self.province, [(f"{context.name(p)} ({cost} gold)", p)
                             for p, cost in context.options.annexable])
        self.form.addRow("Province (where a corps stands):", with_map_pick(self.province, context.map_view))
        self.province.currentIndexChanged.connect(self.refresh)
        self.refresh()

    def order(self) -> Annex | None:
        p = self.province.currentData()
        return Annex(nation=self.context.nation, province=p) if p else None


class TransportDialog(NapoleonicDialog):
    """A corps carried by squadrons to a coast; it may scout on the way."""

    def __init__(self, context: NapoleonicContext, parent: QWidget | None = None):
        super().__init__(context, "Transport by sea", parent)
        self.corps = QComboBox()
        fill(self.corps, [(f"Corps {c.letter} in {context.name(c.at)}", c.letter)
                          for c in context.options.corps if c.can_move and c.landings])
        self.landing = QComboBox()
        self.scout = QComboBox()
        self.form.addRow("Corps:", self.corps)
        self.form.addRow("Landing:", with_map_pick(self.landing, context.map_view))
        self.form.addRow("Scouting:", self.scout)
        self.corps.currentIndexChanged.connect(self._corps_changed)
        self.landing.currentIndexChanged.connect(self._landing_changed)
        self.scout.currentIndexChanged.connect(self.refresh)
        self._corps_changed()

    def _corps(self) -> CorpsChoices | None:
        letter = self.corps.currentData()
        return corps_options(self.context, letter) if letter else None

    def _corps_changed(self) -> None:
        c = self._corps()
        name = self.context.name
        landings = c.landings if c else {}
        fill(self.landing, [(f"{name(p)} via {', '.join(name(s) for s in seas)}", p)
                            for p, seas in sorted(landings.items(), key=lambda kv: name(kv[0]))])
        self._landing_changed()

    def _landing_changed(self) -> None:
        c = self._corps()
        bare = self._bare()
        if c is None or bare is None or not c.scout:
            fill(self.scout, [("no scouting cavalry" if c and not c.scout else "none", NO_SCOUTING)])
            self.scout.setEnabled(False)
        else:
            fill(self.scout, [("none", NO_SCOUTING)]
                 + [(self.context.name(t), t) for t in scout_targets(self.context, bare, c.at)])
            self.scout.setEnabled(True)
        self.refresh()

    def _bare(self) -> TransportCorps | None:
        c, to = self._corps(), self.landing.currentData()
        if c is None or not to:
            return None
        return TransportCorps(nation=self.context.nation, corps=c.letter, seas=tuple(c.landings[to]),
                              to=to)

    def order(self) -> TransportCorps | None:
        bare = self._bare()
        if bare is None:
            return None
        target = self.scout.currentData() or None
        return TransportCorps(nation=bare.nation, corps=bare.corps, seas=bare.seas, to=bare.to, scout=target)


class ScoutDialog(NapoleonicDialog):
    """Scouting with a corps's scouting cavalry: along the move already written for the corps
    (the move's line gets the scouting), or from where it stands."""

    def __init__(self, context: NapoleonicContext, parent: QWidget | None = None):
        super().__init__(context, "Scout", parent)
        self.corps = QComboBox()
        fill(self.corps, [(f"Corps {c.letter} in {context.name(c.at)}", c.letter)
                          for c in context.options.corps if c.scout])
        self.path = QLabel()
        self.path.setWordWrap(True)
        self.target = QComboBox()
        self.form.addRow("Corps (with scouting cavalry):", self.corps)
        self.form.addRow(self.path)
        self.form.addRow("Scout:", with_map_pick(self.target, context.map_view))
        self.corps.currentIndexChanged.connect(self._corps_changed)
        self.target.currentIndexChanged.connect(self.refresh)
        self._corps_changed()

    def _move(self) -> tuple[int, MoveCorps | TransportCorps] | None:
        """The corps's move already in the orders (a march or a transport), if any."""
        letter = self.corps.currentData()
        if not letter:
            return None
        found = self.context.existing(Scout(nation=self.context.nation, corps=letter, target=""))
        if found and isinstance(found[1], (MoveCorps, TransportCorps)):
            return found[0], found[1]
        return None

    def _corps_changed(self) -> None:
        letter = self.corps.currentData()
        c = corps_options(self.context, letter) if letter else None
        if c is None:
            fill(self.target, [])
            self.path.setText("")
            self.refresh()
            return
        move = self._move()
        if move:
            line, order = move
            self.path.setText(f"Corps {letter} already moves (line {line}: {self.context.line(order)}); "
                              f"it scouts on that move.")
            targets = scout_targets(self.context, order, c.at)
        else:
            self.path.setText(f"Corps {letter} holds in {self.context.name(c.at)} and scouts.")
            holding = Scout(nation=self.context.nation, corps=letter, target="")
            targets = scout_targets(self.context, holding, c.at)
        fill(self.target, [(self.context.name(t), t) for t in targets if t != c.at])
        self.refresh()

    def order(self) -> Order | None:
        letter, target = self.corps.currentData(), self.target.currentData()
        if not letter or not target:
            return None
        move = self._move()
        if move:
            return msgspec.structs.replace(move[1], scout=target)
        return Scout(nation=self.context.nation, corps=letter, target=target)


class ReorganiseDialog(NapoleonicDialog):
    """Divisions passed from one corps to another (or to a new corps) in the same province."""

    def __init__(self, context: NapoleonicContext, parent: QWidget | None = None):
        super().__init__(context, "Reorganise", parent)
        corps = context.options.corps
        places = sorted({c.at for c in corps}, key=context.name)
        self.province = QComboBox()
        fill(self.province, [(context.name(p), p) for p in places])
        self.source = QComboBox()
        self.kind = QComboBox()
        self.count = QSpinBox()
        self.target = QComboBox()
        self.form.addRow("Province:", with_map_pick(self.province, context.map_view))
        self.form.addRow("From corps:", self.source)
        self.form.addRow("Divisions:", self.kind)
        self.form.addRow("How many:", self.count)
        self.form.addRow("To corps:", self.target)
        self.province.currentIndexChanged.connect(self._province_changed)
        self.source.currentIndexChanged.connect(self._source_changed)
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self.count.valueChanged.connect(self.refresh)
        self.target.currentIndexChanged.connect(self.refresh)
        self._province_changed()

    def _here(self) -> list[CorpsChoices]:
        at = self.province.currentData()
        return [c for c in self.context.options.corps if c.at == at]

    def _province_changed(self) -> None:
        fill(self.source, [(f"Corps {c.letter} ({c.composition})", c.letter) for c in self._here()])
        self._source_changed()

    def _source_corps(self) -> Corps | None:
        return self.context.state.find_corps(self.context.nation, self.source.currentData() or "")

    def _source_changed(self) -> None:
        src = self._source_corps()
        kinds = [k for k in KIND_LABELS if src is not None and src.count(k) > 0]
        fill(self.kind, [(KIND_LABELS[k], k) for k in kinds])
        used = {c.letter for c in self.context.state.corps if c.nation == self.context.nation}
        new = next(iter(free_letters(used)))
        others = [c for c in self._here() if src is None or c.letter != src.letter]
        fill(self.target, [(f"Corps {c.letter} ({c.composition})", c.letter) for c in others]
             + [(f"a new corps {new}", new)])
        self._kind_changed()

    def _kind_changed(self) -> None:
        src, kind = self._source_corps(), self.kind.currentData()
        have = src.count(kind) if src is not None and kind else 0
        self.count.setRange(1 if have else 0, have)
        self.count.setSuffix(f"  of {have}")
        self.refresh()

    def order(self) -> Transfer | None:
        src, kind, target = self.source.currentData(), self.kind.currentData(), self.target.currentData()
        if not src or not kind or not target or self.count.value() < 1:
            return None
        return Transfer(nation=self.context.nation, count=self.count.value(), kind=kind, source=src,
                        target=target)
