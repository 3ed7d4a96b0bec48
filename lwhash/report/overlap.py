"""Whether a drawn figure can be read: no text over another text or over a marker, and
no legend over a marker or a text, in display coordinates (issue 64).  The report's
plots are checked by tests/report/test_report.py; ``plots._finish`` asks it too, so that a plot
that breaks the rule says so when it is drawn."""

from __future__ import annotations

import math
from dataclasses import dataclass

#: pixels two boxes may share before they count as overlapping (antialiasing)
TOLERANCE = 0.5


@dataclass(frozen=True)
class Box:
    what: str
    x0: float
    y0: float
    x1: float
    y1: float

    def overlaps(self, other: Box) -> bool:
        return (min(self.x1, other.x1) - max(self.x0, other.x0) > TOLERANCE
                and min(self.y1, other.y1) - max(self.y0, other.y0) > TOLERANCE)


def _box(what: str, bb) -> Box:
    return Box(what, bb.x0, bb.y0, bb.x1, bb.y1)


def _inside(axis, tick) -> bool:
    """A tick within the axis' view (matplotlib keeps labels of ticks outside it, undrawn)."""
    lo, hi = sorted(axis.get_view_interval())
    return lo <= tick.get_loc() <= hi


def boxes(fig) -> tuple[list[Box], list[Box], list[Box]]:
    """The texts of the axes (labels, captions, tick labels: not titles), the
    markers (every point of every scatter, hollow ones too) and the legends of a figure,
    as boxes in display coordinates after ``fig.canvas.draw()``."""
    import numpy as np
    from matplotlib.collections import PathCollection
    from matplotlib.text import Text

    fig.canvas.draw()
    renderer = fig.canvas.get_renderer()
    texts, markers, legends = [], [], []
    for ax in fig.axes:
        frame = ax.get_window_extent(renderer)
        for t in ax.texts:
            if t.get_visible() and t.get_text().strip():
                texts.append(_box(f"text {t.get_text()!r}", Text.get_window_extent(t, renderer)))
        for axis in (ax.xaxis, ax.yaxis):                # the tick labels drawn, major and minor
            for tick in axis.get_major_ticks() + axis.get_minor_ticks():
                t = tick.label1
                if tick.get_visible() and t.get_visible() and t.get_text().strip() and _inside(axis, tick):
                    texts.append(_box(f"tick label {t.get_text()!r}", t.get_window_extent(renderer)))
        for coll in ax.collections:
            offsets = np.asarray(coll.get_offsets())
            if not isinstance(coll, PathCollection) or not len(offsets):
                continue
            sizes = coll.get_sizes()
            pts = coll.get_offset_transform().transform(offsets)
            for i, (px, py) in enumerate(pts):
                if not (math.isfinite(px) and math.isfinite(py)):
                    continue
                if coll.get_clip_on() and not frame.contains(px, py):     # outside the axes: not drawn
                    continue
                r = math.sqrt(sizes[i % len(sizes)] if len(sizes) else 36.0) / 2 * fig.dpi / 72
                markers.append(Box(f"marker at ({px:.0f}, {py:.0f}) px", px - r, py - r, px + r, py + r))
        if (leg := ax.get_legend()) is not None:
            legends.append(_box("legend", leg.get_window_extent(renderer)))
    legends += [_box("figure legend", leg.get_window_extent(renderer)) for leg in fig.legends]
    return texts, markers, legends


def overlaps(fig) -> list[str]:
    """Every overlap of a text with a text or a marker, and of a legend with a marker or a
    text: one line each ([] : the figure can be read)."""
    texts, markers, legends = boxes(fig)
    out = [f"{a.what} over {b.what}" for i, a in enumerate(texts) for b in texts[i + 1:] if a.overlaps(b)]
    out += [f"{t.what} over {m.what}" for t in texts for m in markers if t.overlaps(m)]
    out += [f"{g.what} over {o.what}" for g in legends for o in markers + texts if g.overlaps(o)]
    return out
