"""Plots of the results database: throughput over area, after seed 002 Fig. 9, and the
estimated energy per bit over area."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from ..errors import Error
from ..results.metrics import BUDGETS
from ..results.row import Metrics, Row
from ..targets import PRIMARY, TARGETS
from .tables import VERSION_NAME, algo_name

STYLE = {  # seed 002 Fig. 9: BRAM blue squares, logic only red diamonds
    "xs": dict(marker="v", color="#7d3c98"),
    "bram": dict(marker="s", color="#1f5fbf"),
    "logic": dict(marker="D", color="#c0392b"),
    "large": dict(marker="p", color="#d35400"),
    "fast": dict(marker="^", color="#2e8b57"),
}


#: the x axis: slice-equivalents, and what a LUT site is on the target's family
XLABEL = {
    "ecp5": "Area (slice-eq = max(LUT sites, FF) / 2; LUT sites = LUT4 + 2 per carry cell + 6 per LUT RAM)",
    "ice40": "Area (slice-eq = max(LUT4, FF) / 2, two logic cells a slice)",
}


def _area(r: Row) -> int:
    """A plotted row's slice-eq (the plots take only the rows that have one)."""
    assert r.slice_eq is not None, r.label
    return r.slice_eq


def _metrics(r: Row) -> Metrics:
    """A plotted row's throughputs (the plots take only the rows that have them)."""
    assert r.metrics is not None, r.label
    return r.metrics


def _energy(r: Row) -> tuple[float, float]:
    """A plotted row's estimated nJ/bit, long messages and one-byte message (the energy
    plot takes only the rows with a power estimate)."""
    p = r.power
    assert p is not None and p.nj_per_bit_long is not None and p.nj_per_bit_short is not None, r.label
    return p.nj_per_bit_long, p.nj_per_bit_short


def _scatter(pts: list[Row], target: str, out: Path, salt: str,
             values: Callable[[Row], tuple[float, float]],
             decorate: Callable[[Any, Any, list[Row]], None]) -> Path:
    """The one plot of this module: a point per core at (slice-eq, long-message value)
    filled, with its one-byte-message value hollow below or above it, styled by variant
    and labelled where the label is free; ``decorate`` sets the axes' own scale, labels
    and title. Written as PNG and as SVG, both reproducible."""
    fig, ax = _new_figure(f"{salt}{target}")
    seen = set()
    labels: list[tuple[str, float, float, float]] = []
    for r in sorted(pts, key=lambda r: r.core):
        variant = r.variant or ""
        st = STYLE.get(variant, dict(marker="o", color="gray"))
        x = _area(r)
        y, ys = values(r)
        label = VERSION_NAME.get(variant, variant) if variant not in seen else None
        seen.add(variant)
        ax.scatter([x], [y], s=46, label=label, zorder=3, **st)
        ax.scatter([x], [ys], s=46, facecolors="none", edgecolors=st["color"], marker=st["marker"], zorder=3)
        ax.plot([x, x], [ys, y], color=st["color"], lw=0.6, alpha=0.5, zorder=2)
        labels.append((algo_name(r.algo or "") + ("" if r.core.startswith(r.algo or "") else f" ({r.core})"),
                       x, y, ys))
    decorate(fig, ax, pts)
    ax.set_xlabel(XLABEL.get(TARGETS[target].family, "Area (slice-eq)"))
    return _finish(fig, ax, labels, out)


def _new_figure(salt: str, figsize: tuple[float, float] = (7.5, 5.0), **subplots: Any):
    """A figure of the report's size (or ``figsize``; ``subplots``: more axes), with fixed
    SVG ids (matplotlib salts them at random: an unchanged plot is then an unchanged file)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    matplotlib.rcParams["svg.hashsalt"] = f"lwhash-{salt}"
    return plt.subplots(figsize=figsize, dpi=120, **subplots)


#: every legend sits outside the axes, right of them: never over a point or a label
LEGEND = dict(loc="upper left", bbox_to_anchor=(1.01, 1.0), borderaxespad=0)


def _finish(fig, ax, labels: list[tuple[str, float, float, float]], out: Path,
            more: tuple[tuple[Any, list[tuple[str, float, float, float]]], ...] = ()) -> Path:
    """The legend outside the axes (``LEGEND``), every label where it is free (``more``:
    the labels of other axes of the figure), and the figure written as PNG and as SVG
    (for the HTML page and for print; no date, so an unchanged plot is an unchanged file).
    A plot with an overlap left (``overlap.overlaps``: a caption over a point) is a warning."""
    import warnings

    import matplotlib.pyplot as plt

    from .overlap import overlaps

    ax.legend(**LEGEND, fontsize=8)
    fig.tight_layout()
    for a, labs in ((ax, labels), *more):
        _free_captions(fig, a)
        _place_labels(fig, a, labs)
    bad = overlaps(fig)
    if bad:                             # drawn all the same; tests/report/test_report.py fails on it
        warnings.warn(f"{out.name}: overlaps on the plot: " + "; ".join(bad[:5]), stacklevel=2)
    out.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(out, metadata={"Software": None})
    fig.savefig(out.with_suffix(".svg"), metadata={"Date": None, "Creator": None})
    plt.close(fig)
    return out


def _xlim(ax, xs: Sequence[float]) -> None:
    # the axis starts near the smallest core (as a multiple of 100), so that the cores,
    # which differ by a factor of two at most, are spread over the plot
    ax.set_xlim(max(0, int(min(xs) * 0.8 / 100) * 100), max(xs) * 1.12)


def throughput_vs_area(rows: list[Row], target: str, out: Path) -> Path | None:
    """Long-message throughput (filled) and one-byte-message throughput (hollow) over
    slice-equivalents, one point per core; the budget lines on the primary target."""
    pts = [r for r in rows if r.ok and r.target == target and r.metrics and r.slice_eq
           and r.variant in BUDGETS]          # the fast cores have their own plot (fast_vs_area)
    if not pts:
        return None

    def decorate(fig, ax, pts: list[Row]) -> None:
        # the budget lines of the profiles that have points here
        shown = {p: b for p, b in BUDGETS.items() if any(r.variant == p for r in pts)} if target == PRIMARY else {}
        _xlim(ax, [_area(r) for r in pts] + [b.slice_eq for b in shown.values()])
        ax.set_ylim(0, max(_metrics(r).tp_long_mbps for r in pts) * 1.2)
        if target == PRIMARY:
            # each caption a line below the one before: budgets close together stay readable
            for i, (prof, lim) in enumerate(shown.items()):
                ax.axvline(lim.slice_eq, ls="--", lw=0.8, color=STYLE[prof]["color"], alpha=0.6)
                ax.annotate(f"{VERSION_NAME[prof]} budget", (lim.slice_eq, ax.get_ylim()[1]),
                            textcoords="offset points", xytext=(-3, -10 - 9 * i), ha="right", fontsize=7,
                            color=STYLE[prof]["color"])
        ax.set_ylabel("Throughput (Mbit/s)")
        ax.grid(True, lw=0.3, alpha=0.5)
        ax.set_title(f"Throughput over area, {TARGETS[target].label}\n"
                     "filled: long messages, hollow: one-byte message", fontsize=9)

    return _scatter(pts, target, out, "", lambda r: (_metrics(r).tp_long_mbps, _metrics(r).tp_short_mbps),
                    decorate)


def energy_vs_area(rows: list[Row], target: str, out: Path) -> Path | None:
    """Estimated energy per bit, long messages (filled) and one-byte message (hollow),
    over slice-equivalents, one point per core (the power estimate, power.py)."""
    pts = [r for r in rows if r.ok and r.target == target and r.slice_eq and r.power and r.power.ok
           and r.variant in BUDGETS]          # the lightweight cores (the fast ones: Table of fast cores)
    if not pts:
        return None

    def decorate(fig, ax, pts: list[Row]) -> None:
        from matplotlib.ticker import FuncFormatter, LogLocator

        _xlim(ax, [_area(r) for r in pts])
        ax.set_yscale("log")
        plain = FuncFormatter(lambda v, _: f"{v:g}")
        ax.yaxis.set_major_formatter(plain)
        ax.yaxis.set_minor_locator(LogLocator(subs=(2.0, 3.0, 5.0)))   # 2, 3, 5: labels that do not touch
        ax.yaxis.set_minor_formatter(plain)
        ax.tick_params(axis="y", which="minor", labelsize=7)
        ax.set_ylabel("Energy per bit, ESTIMATE (nJ/bit, log scale)")
        ax.grid(True, lw=0.3, alpha=0.5, which="both")
        power = pts[0].power
        assert power is not None
        clock = power.clock_mhz
        ax.set_title(f"Estimated energy per bit over area, {TARGETS[target].label}, {clock:g} MHz\n"
                     "filled: long messages, hollow: one-byte message (toggle-based estimate, docs/flow.md)",
                     fontsize=9)

    return _scatter(pts, target, out, "energy-",
                    _energy, decorate)


#: where a point's label may go first, in points from the point, nearest first: (dx, dy, ha)
_SPOTS = sorted(((dx, dy, "left" if dx > 0 else "right" if dx < 0 else "center")
                 for dx in range(-72, 73, 6) for dy in range(-48, 49, 4) if dx or dy),
                key=lambda s: (abs(s[0]) + abs(s[1] + 3) * 1.5, -s[0]))
#: the grid (pixels) of the spots anywhere in the axes, tried when none near the point is free
_GRID = 5


class PlotError(Error, ValueError):
    """A plot that cannot be drawn readably."""


def _place_labels(fig, ax, labels: list[tuple[str, float, float, float]]) -> None:
    """Label each point where its text overlaps no other label, no marker (of any point in
    the axes) and no legend: the nearest free spot of _SPOTS, else the nearest free spot
    anywhere in the axes (with a leader line when it is not next to the point), else, with
    more room at the top of the axes, all over again.  So a label is never drawn over
    anything (``overlap.overlaps`` checks the figure); a label with no text only keeps
    its point's markers free (they are free anyway: every marker is avoided)."""
    for _ in range(6):
        placed = _try_labels(fig, ax, labels)
        if placed is not None:
            return
        lo, hi = ax.get_ylim()           # no free spot for some label: more room above the points
        ax.set_ylim(lo, hi * 1.6 if ax.get_yscale() == "log" else hi + (hi - lo) * 0.2)
    raise PlotError(f"no free spot for every label of {ax.get_title()!r}")


def _free_captions(fig, ax, step: float = 4.0) -> None:
    """Move each caption of the axes (its texts before the labels: the budget lines'
    names) down in steps of ``step`` points until it covers no marker, legend or other
    caption; one that finds no such place stays where it was drawn."""
    from matplotlib.text import Text

    from .overlap import Box, boxes

    renderer = fig.canvas.get_renderer()
    for cap in list(ax.texts):
        fig.canvas.draw()
        frame = ax.get_window_extent(renderer)
        texts, markers, legends = boxes(fig)
        start = cap.xyann
        here = Text.get_window_extent(cap, renderer)
        others = [b for b in texts if (b.x0, b.y0, b.x1, b.y1) != (here.x0, here.y0, here.x1, here.y1)]
        for i in range(int(frame.height / (step * fig.dpi / 72))):
            cap.xyann = (start[0], start[1] - i * step)
            cap.update_positions(renderer)
            bb = Text.get_window_extent(cap, renderer)
            if bb.y0 < frame.y0:
                cap.xyann = start
                break
            if not any(Box("caption", bb.x0, bb.y0, bb.x1, bb.y1).overlaps(o) for o in others + markers + legends):
                break
        else:
            cap.xyann = start


def _try_labels(fig, ax, labels: list[tuple[str, float, float, float]]) -> list | None:
    """One attempt of _place_labels: the annotations placed, or None (and none left on
    the axes) when some label has no free spot."""
    import numpy as np
    from matplotlib.text import Text

    from .overlap import boxes

    fig.canvas.draw()
    renderer = fig.canvas.get_renderer()
    frame = ax.get_window_extent(renderer)
    texts, markers, legends = boxes(fig)
    taken = np.array([[b.x0, b.y0, b.x1, b.y1] for b in texts + markers + legends] or np.zeros((0, 4)))
    k = fig.dpi / 72
    placed: list[Any] = []
    for name, x, y, _ in sorted(labels, key=lambda lab: -lab[2]):
        if not name:
            continue
        px, py = ax.transData.transform((x, y))
        probe = ax.annotate(name, (x, y), textcoords="offset pixels", xytext=(0, 0), ha="left", fontsize=8)
        probe.update_positions(renderer)
        bb = Text.get_window_extent(probe, renderer)
        probe.remove()
        rx, ry, w, h = bb.x0 - px, bb.y0 - py, bb.width, bb.height
        near = [(px + dx * k - {"left": 0, "right": w, "center": w / 2}[ha], py + dy * k + ry)
                for dx, dy, ha in _SPOTS]
        gx, gy = np.meshgrid(np.arange(frame.x0 + 1, frame.x1 - w - 1, _GRID),
                             np.arange(frame.y0 + 1, frame.y1 - h - 1, _GRID))
        far = sorted(zip(gx.ravel(), gy.ravel()), key=lambda c: (c[0] + w / 2 - px) ** 2 + (c[1] + h / 2 - py) ** 2)
        spot = None
        for bx, by in near + far:
            if bx < frame.x0 or by < frame.y0 or bx + w > frame.x1 or by + h > frame.y1:
                continue
            free = ((np.minimum(bx + w, taken[:, 2]) - np.maximum(bx, taken[:, 0]) <= 0)
                    | (np.minimum(by + h, taken[:, 3]) - np.maximum(by, taken[:, 1]) <= 0))
            if free.all():
                spot = (bx, by)
                break
        if spot is None:
            for t in placed:
                t.remove()
            return None
        bx, by = spot
        dx, dy = bx - rx - px, by - ry - py
        far_off = max(abs(bx + w / 2 - px) - w / 2, abs(by + h / 2 - py) - h / 2) > 14 * k
        placed.append(ax.annotate(name, (x, y), textcoords="offset pixels", xytext=(dx, dy), ha="left",
                                  fontsize=8, arrowprops=dict(arrowstyle="-", lw=0.4, color="gray", shrinkA=0,
                                                              shrinkB=4) if far_off else None))
        taken = np.vstack([taken, [bx, by, bx + w, by + h]])
    return placed


def fast_vs_area(rows: list[Row], digest: str, out: Path) -> Path | None:
    """After seed 001 Figs. 11-12: long-message throughput (Gbit/s) over area of the fast
    cores of one digest-size class on the primary target (filled, slice-eq), with seed
    001's Spartan-3 design of each beside it (hollow, slices), joined by a thin line."""
    from .tables import device, digest_class, fast_rows

    pts = [r for r in fast_rows(rows) if digest_class(r) == digest and r.metrics and r.slice_eq]
    if not pts:
        return None
    import matplotlib.pyplot as plt

    fig, ax = _new_figure(f"fast-{digest}")
    colors = plt.get_cmap("tab10")
    labels: list[tuple[str, float, float, float]] = []
    algos = sorted({algo_name(r.algo or "").split("-")[0] for r in pts})
    for r in sorted(pts, key=lambda r: r.core):
        fam = algo_name(r.algo or "").split("-")[0]
        col = colors(algos.index(fam) % 10)
        x, y = float(r.slice_eq or 0), _metrics(r).tp_long_mbps / 1000
        ax.scatter([x], [y], s=46, marker="^", color=col, zorder=3)
        labels.append((r.core, x, y, y))
        s = r.seed
        if s and s.slices and s.tp_long:
            ax.scatter([s.slices], [s.tp_long / 1000], s=46, marker="o", facecolors="none",
                       edgecolors=col, zorder=3)
            ax.plot([x, s.slices], [y, s.tp_long / 1000], color=col, lw=0.6, alpha=0.5, zorder=2)
    for fam in algos:
        ax.scatter([], [], marker="^", color=colors(algos.index(fam) % 10), label=f"{fam} (ours, ECP5)")
    ax.scatter([], [], marker="o", facecolors="none", edgecolors="gray", label="seed 001 (Spartan-3)")
    ax.set_xlabel("Area (ours: slice-eq = max(LUT sites, FF) / 2; seed 001: Spartan-3 slices)")
    ax.set_ylabel("Throughput, long messages (Gbit/s)")
    ax.set_xlim(0, max([float(r.slice_eq or 0) for r in pts] + [float(r.seed.slices) for r in pts
                                                                   if r.seed and r.seed.slices]) * 1.12)
    ax.set_ylim(0, max([_metrics(r).tp_long_mbps for r in pts] + [r.seed.tp_long for r in pts
                                                                 if r.seed and r.seed.tp_long]) / 1000 * 1.2)
    ax.grid(True, lw=0.3, alpha=0.5)
    ax.set_title(f"Fast cores, {digest}-bit digests: throughput over area\n"
                 f"filled: ours on ECP5 ({', '.join(sorted({device(r) for r in pts}))}); "
                 "hollow: seed 001's design on Spartan-3",
                 fontsize=9)
    return _finish(fig, ax, labels, out)


# ---------------------------------------------------------------------- the design space (space.py)
#: ours on ECP5: a square where the core uses block RAM, a circle where it uses none
BRAM_MARKER = {True: "s", False: "o"}


def _log_if_wide(ax, lo: float, hi: float, axis: str) -> None:
    """A log scale on an axis whose values span more than a factor of four."""
    from matplotlib.ticker import FuncFormatter, LogLocator

    if lo > 0 and hi / lo > 4:
        getattr(ax, f"set_{axis}scale")("log")
        plain = FuncFormatter(lambda v, _: f"{v:,.0f}" if v >= 1 else f"{v:g}")
        scale = getattr(ax, f"{axis}axis")
        scale.set_minor_locator(LogLocator(subs=(2.0, 3.0, 5.0)))     # labelled minor ticks: 2, 3, 5
        for which in ("major", "minor"):
            getattr(scale, f"set_{which}_formatter")(plain)
        ax.tick_params(axis=axis, which="both", labelsize=7)


def _space_point(ax, r: Row, color: str | tuple[float, ...], on_front: bool, size: float = 46) -> None:
    bram = bool(r.area and r.area.bram)
    kw = dict(color=color) if on_front else dict(facecolors="none", edgecolors=color, linewidths=1.2)
    ax.scatter([r.slice_eq], [_metrics(r).tp_long_mbps], s=size, marker=BRAM_MARKER[bram], zorder=3, **kw)


def _space_legend(ax, color: str = "gray") -> None:
    ax.scatter([], [], marker=BRAM_MARKER[True], color=color, label="block RAM (DP16KD)")
    ax.scatter([], [], marker=BRAM_MARKER[False], color=color, label="no block RAM")
    ax.scatter([], [], marker="o", facecolors="none", edgecolors=color, label="hollow: dominated (off the front)")


def front_vs_area(rows: list[Row], algo: str, out: Path) -> Path | None:
    """One algorithm's design space on ECP5: TP long over slice-eq of every core of it
    (block RAM squares, none circles; colour: its variant), the Pareto-optimal ones joined,
    the dominated ones hollow, and the seeds' Spartan-3 designs of it (black crosses,
    Spartan-3 slices)."""
    from .space import front, points

    pts = points(rows).get(algo, [])
    if len(pts) < 3:
        return None
    best = front(pts)
    fig, ax = _new_figure(f"front-{algo}", (9.0, 5.0))
    labels: list[tuple[str, float, float, float]] = []
    ax.plot([r.slice_eq for r in best], [_metrics(r).tp_long_mbps for r in best], color="#444444", lw=1.0,
            zorder=2, label="Pareto front (ours, ECP5)")
    for r in pts:
        _space_point(ax, r, STYLE.get(r.variant or "", dict(color="gray"))["color"], r in best)
        labels.append((r.core, float(r.slice_eq or 0), _metrics(r).tp_long_mbps, _metrics(r).tp_long_mbps))
    seeds: dict[tuple, list[str]] = {}     # each seed design once, named by the cores it stands beside
    for r in pts:
        s = r.seed
        if s and s.slices and s.tp_long:
            seeds.setdefault((s.slices, s.tp_long), []).append(r.core.removeprefix(f"{algo}-"))
    for (sl, tp), variants in seeds.items():
        ax.scatter([sl], [tp], s=50, marker="X", color="black", zorder=3)
        labels.append((f"seed ({'/'.join(variants)})", float(sl), tp, tp))
    if seeds:
        ax.scatter([], [], s=50, marker="X", color="black", label="the seeds' design (Spartan-3 slices)")
    _space_legend(ax)
    for v in sorted({r.variant or "" for r in pts}, key=lambda v: list(STYLE).index(v) if v in STYLE else 9):
        ax.scatter([], [], marker="o", color=STYLE.get(v, dict(color="gray"))["color"], label=f"colour: {v}")
    xs = [float(r.slice_eq or 0) for r in pts] + [k[0] for k in seeds]
    ys = [_metrics(r).tp_long_mbps for r in pts] + [k[1] for k in seeds]
    _log_if_wide(ax, min(xs), max(xs), "x")
    _log_if_wide(ax, min(ys), max(ys), "y")
    ax.set_xlim(min(xs) / 1.25, max(xs) * 1.25)
    ax.set_ylim(min(ys) / 1.4 if ax.get_yscale() == "log" else 0, max(ys) * 1.25)
    ax.set_xlabel("Area (ours: slice-eq = max(LUT sites, FF) / 2; seeds: Spartan-3 slices)")
    ax.set_ylabel("Throughput, long messages (Mbit/s)")
    ax.grid(True, lw=0.3, alpha=0.5, which="both")
    ax.set_title(f"{algo_name(algo)}: every core on {TARGETS[PRIMARY].label.split(' (')[0]}, and its front\n"
                 "the lightweight cores at W = 16, the fast ones at their bench width", fontsize=9)
    return _finish(fig, ax, labels, out)


def fronts_vs_area(rows: list[Row], out: Path) -> Path | None:
    """Every algorithm's front on ECP5 in one figure: its Pareto-optimal cores joined by a
    line of its colour, its dominated ones hollow, block RAM squares.  Right: the whole
    space (log-log), left: the lightweight profiles' region enlarged (up to the logic
    budget), where most algorithms have their points; the budget lines of the profiles."""
    from matplotlib.patches import Rectangle

    from .space import front, points

    every = points(rows)
    if not every:
        return None
    import matplotlib.pyplot as plt

    fig, (near, far) = _new_figure("fronts", (13.0, 6.8), ncols=2, gridspec_kw={"width_ratios": [1.15, 1]})
    palette = [plt.get_cmap("tab20")(i) for i in range(20)] + [plt.get_cmap("tab20b")(i) for i in range(0, 20, 4)]
    zoom_x = max(b.slice_eq for p, b in BUDGETS.items() if p in ("bram", "logic")) * 1.06
    xs = [float(r.slice_eq or 0) for ps in every.values() for r in ps]
    ys = [_metrics(r).tp_long_mbps for ps in every.values() for r in ps]
    y_lim = (min(ys) / 1.5, max(ys) * 1.6)
    labels: dict[int, list[tuple[str, float, float, float]]] = {id(near): [], id(far): []}
    for i, (algo, pts) in enumerate(every.items()):
        col = palette[i % len(palette)]
        best = front(pts)
        for ax in (near, far):
            ax.plot([r.slice_eq for r in best], [_metrics(r).tp_long_mbps for r in best], color=col, lw=1.2, zorder=2)
            for r in pts:
                _space_point(ax, r, col, r in best, size=34)
        inside = [r for r in best if (r.slice_eq or 0) <= zoom_x]
        # each algorithm named once: in the enlarged region at its fastest point there,
        # else in the whole space at its fastest point
        for ax, cand in ((near, inside), (far, [] if inside else best)):
            top = max(cand, key=lambda r: _metrics(r).tp_long_mbps) if cand else None
            for r in pts:
                labels[id(ax)].append((algo_name(algo) if r is top else "", float(r.slice_eq or 0),
                                       _metrics(r).tp_long_mbps, _metrics(r).tp_long_mbps))
    near_ys = [_metrics(r).tp_long_mbps for ps in every.values() for r in ps if (r.slice_eq or 0) <= zoom_x]
    for ax, lim in ((near, (min(near_ys) / 1.5, max(near_ys) * 1.5) if near_ys else y_lim), (far, y_lim)):
        ax.set_yscale("log")
        _log_if_wide(ax, *lim, "y")
        ax.set_ylim(*lim)
        ax.grid(True, lw=0.3, alpha=0.5, which="both")
    low = min(min(xs), min(b.slice_eq for b in BUDGETS.values()))
    near.set_xlim(low * 0.9, zoom_x)
    far.set_xscale("log")
    _log_if_wide(far, low, max(xs), "x")
    far.set_xlim(low / 1.2, max(xs) * 1.35)
    far.add_patch(Rectangle((low * 0.9, y_lim[0]), zoom_x - low * 0.9, y_lim[1] - y_lim[0], fill=False,
                            ls=":", lw=0.8, color="gray", zorder=1))
    for prof, budget in BUDGETS.items():
        for ax in (near, far):
            if ax.get_xlim()[0] < budget.slice_eq < ax.get_xlim()[1]:
                ax.axvline(budget.slice_eq, ls="--", lw=0.7, color=STYLE[prof]["color"], alpha=0.5, zorder=1)
                ax.annotate(f"{prof} ≤ {budget.slice_eq:,}", (budget.slice_eq, ax.get_ylim()[1]),
                            textcoords="offset points",
                            xytext=(-2, -4), ha="right", va="top", rotation=90, fontsize=7,
                            color=STYLE[prof]["color"])
    near.set_xlabel("Area (slice-eq = max(LUT sites, FF) / 2)")
    far.set_xlabel("Area (slice-eq), log scale")
    near.set_ylabel("Throughput, long messages (Mbit/s), log scale")
    near.set_title("The lightweight profiles' region (dotted box on the right)", fontsize=9)
    far.set_title("The whole space, fast cores included", fontsize=9)
    fig.suptitle(f"Every 256-bit algorithm's front on {TARGETS[PRIMARY].label.split(' (')[0]}: its "
                 "Pareto-optimal cores joined (lightweight cores at W = 16, fast ones at their bench width)",
                 fontsize=9)
    _space_legend(far)
    return _finish(fig, far, labels[id(far)], out, more=((near, labels[id(near)]),))
