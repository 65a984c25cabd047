"""How well a trace recovered a synthetic map: regions matched by overlap, borders compared."""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from engine.mapmaking.result import TraceResult
from engine.mapmaking.synthetic import SyntheticMap


@dataclass(frozen=True)
class Accuracy:
    regions: int                    # true regions
    found: int                      # true regions matched by a traced region with IoU >= min_iou
    traced: int                     # traced regions
    wrong_kind: list[int]           # true labels matched by a region of the other kind (land/sea)
    missing_borders: list[tuple[int, int]]   # clear true borders the trace does not have
    extra_borders: list[tuple[int, int]]     # traced borders of some length that the truth lacks
    borders: int                    # clear true borders (long enough to be unambiguous)
    worst_iou: float
    match: dict[int, int] = field(repr=False)   # true label -> traced raster value

    @property
    def recall(self) -> float:
        return self.found / self.regions if self.regions else 1.0

    @property
    def extra_regions(self) -> int:
        return self.traced - self.found

    def summary(self) -> str:
        return (f"{self.found}/{self.regions} regions found ({self.recall:.1%}), {self.extra_regions} extra, "
                f"{len(self.wrong_kind)} of the wrong kind, worst IoU {self.worst_iou:.3f}; "
                f"borders: {len(self.missing_borders)} of {self.borders} missing, "
                f"{len(self.extra_borders)} extra")


def measure(result: TraceResult, truth: SyntheticMap, *, min_iou: float = 0.9) -> Accuracy:
    """Compare a trace of `truth.image` with the truth, pixel by pixel.

    A true border counts as clear when it is longer than a few line widths: shorter ones, where
    three or four regions nearly meet in a point, may fairly be traced either way. A traced
    border is extra when the truth has no border at all between the two regions and the traced
    one is longer than a few pixels.
    """
    traced = result.raster.astype(np.int64)
    true = truth.labels.astype(np.int64)
    n_true, n_traced = truth.count, len(result.regions)
    pairs = np.bincount((true * (n_traced + 1) + traced).ravel(), minlength=(n_true + 1) * (n_traced + 1))
    overlap = pairs.reshape(n_true + 1, n_traced + 1)
    true_area, traced_area = overlap.sum(axis=1), overlap.sum(axis=0)
    best = overlap[:, 1:].argmax(axis=1) + 1
    inter = overlap[np.arange(n_true + 1), best]
    iou = inter / np.maximum(true_area + traced_area[best] - inter, 1)
    match = {t: int(best[t]) for t in range(1, n_true + 1) if iou[t] >= min_iou}
    wrong_kind = [t for t, v in match.items() if truth.is_sea[t] != result.regions[v - 1].is_sea]

    clear = max(truth.border_width, truth.coast_width) * 2 + 4
    back = {v: t for t, v in match.items()}
    index = {r.id: i + 1 for i, r in enumerate(result.regions)}
    traced_pairs = {}
    for edge in result.adjacency:
        a, b = index[edge.a], index[edge.b]
        key = (min(a, b), max(a, b))
        traced_pairs[key] = result.border_lengths.get((edge.a, edge.b), result.border_lengths.get((edge.b, edge.a), 0))
    missing = []
    sure = [(a, b) for (a, b), n in truth.borders.items() if n >= clear]
    for a, b in sure:
        if a in match and b in match and (min(match[a], match[b]), max(match[a], match[b])) not in traced_pairs:
            missing.append((a, b))
    extra = []
    for (a, b), n in traced_pairs.items():
        if a in back and b in back and n >= clear:
            ta, tb = sorted((back[a], back[b]))
            if (ta, tb) not in truth.borders:
                extra.append((ta, tb))
    found_iou = [iou[t] for t in range(1, n_true + 1)]
    return Accuracy(n_true, len(match), n_traced, wrong_kind, missing, extra, len(sure),
                    float(min(found_iou)) if found_iou else 1.0, match)
