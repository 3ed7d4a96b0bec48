"""Plots of the results database: throughput over area, after seed 002 Fig. 9, and the
estimated energy per bit over area."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from ..flow.metrics import BUDGETS
from ..flow.row import Row
from ..flow.targets import PRIMARY, TARGETS
from .tables import VERSION_NAME, algo_name

STYLE = {  # seed 002 Fig. 9: BRAM blue squares, logic only red diamonds
    "bram": dict(marker="s", color="#1f5fbf"),
    "logic": dict(marker="D", color="#c0392b"),
    "fast": dict(marker="^", color="#2e8b57"),
}


#: the x axis: slice-equivalents, and what a LUT site is on the target's family
XLABEL = {
    "ecp5": "Area (slice-eq = max(LUT sites, FF) / 2; LUT sites = LUT4 + 2 per carry cell + 6 per LUT RAM)",
    "ice40": "Area (slice-eq = max(LUT4, FF) / 2, two logic cells a slice)",
}


def _scatter(pts: list[Row], target: str, out: Path, salt: str,
             values: Callable[[Row], tuple[float, float]],
             decorate: Callable[[Any, Any, list[Row]], None], legend: str) -> Path:
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
        x = r.slice_eq
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
    return _finish(fig, ax, labels, legend, out)


def _new_figure(salt: str):
    """A figure of the report's size, with fixed SVG ids (matplotlib salts them at random:
    an unchanged plot is then an unchanged file)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    matplotlib.rcParams["svg.hashsalt"] = f"lwhash-{salt}"
    return plt.subplots(figsize=(7.5, 5.0), dpi=120)


def _finish(fig, ax, labels: list[tuple[str, float, float, float]], legend: str, out: Path) -> Path:
    """Legend, labels where they are free, and the figure written as PNG and as SVG (for
    the HTML page and for print; no date, so an unchanged plot is an unchanged file)."""
    import matplotlib.pyplot as plt

    ax.legend(loc=legend, fontsize=8)
    fig.tight_layout()
    _place_labels(fig, ax, labels)
    out.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(out, metadata={"Software": None})
    fig.savefig(out.with_suffix(".svg"), metadata={"Date": None, "Creator": None})
    plt.close(fig)
    return out


def _xlim(ax, xs: list[float]) -> None:
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
        budgets = [b.slice_eq for b in BUDGETS.values()] if target == PRIMARY else []
        _xlim(ax, [r.slice_eq for r in pts] + budgets)
        ax.set_ylim(0, max(r.metrics.tp_long_mbps for r in pts) * 1.2)
        if target == PRIMARY:
            for prof, lim in BUDGETS.items():
                ax.axvline(lim.slice_eq, ls="--", lw=0.8, color=STYLE[prof]["color"], alpha=0.6)
                ax.annotate(f"{VERSION_NAME[prof]} budget", (lim.slice_eq, ax.get_ylim()[1]),
                            textcoords="offset points", xytext=(-3, -10), ha="right", fontsize=7,
                            color=STYLE[prof]["color"])
        ax.set_ylabel("Throughput (Mbit/s)")
        ax.grid(True, lw=0.3, alpha=0.5)
        ax.set_title(f"Throughput over area, {TARGETS[target].label}\n"
                     "filled: long messages, hollow: one-byte message", fontsize=9)

    return _scatter(pts, target, out, "", lambda r: (r.metrics.tp_long_mbps, r.metrics.tp_short_mbps),
                    decorate, "lower right")


def energy_vs_area(rows: list[Row], target: str, out: Path) -> Path | None:
    """Estimated energy per bit, long messages (filled) and one-byte message (hollow),
    over slice-equivalents, one point per core (the power estimate, power.py)."""
    pts = [r for r in rows if r.ok and r.target == target and r.slice_eq and r.power and r.power.ok
           and r.variant in BUDGETS]          # the lightweight cores (the fast ones: Table of fast cores)
    if not pts:
        return None

    def decorate(fig, ax, pts: list[Row]) -> None:
        from matplotlib.ticker import FuncFormatter

        _xlim(ax, [r.slice_eq for r in pts])
        ax.set_yscale("log")
        plain = FuncFormatter(lambda v, _: f"{v:g}")
        ax.yaxis.set_major_formatter(plain)
        ax.yaxis.set_minor_formatter(plain)
        ax.tick_params(axis="y", which="minor", labelsize=7)
        ax.set_ylabel("Energy per bit, ESTIMATE (nJ/bit, log scale)")
        ax.grid(True, lw=0.3, alpha=0.5, which="both")
        clock = pts[0].power.clock_mhz                                          # type: ignore[union-attr]
        ax.set_title(f"Estimated energy per bit over area, {TARGETS[target].label}, {clock:g} MHz\n"
                     "filled: long messages, hollow: one-byte message (toggle-based estimate, docs/flow.md)",
                     fontsize=9)

    return _scatter(pts, target, out, "energy-",
                    lambda r: (r.power.nj_per_bit_long, r.power.nj_per_bit_short),  # type: ignore[union-attr]
                    decorate, "upper left")


#: where a point's label may go, in points from the point, nearest first: (dx, dy, ha)
_SPOTS = sorted(((dx, dy, "left" if dx > 0 else "right" if dx < 0 else "center")
                 for dx in range(-72, 73, 6) for dy in range(-48, 49, 4) if dx or dy),
                key=lambda s: (abs(s[0]) + abs(s[1] + 3) * 1.5, -s[0]))


def _place_labels(fig, ax, labels: list[tuple[str, float, float, float]]) -> None:
    """Label each point where its text overlaps no other label, marker or the legend:
    the nearest free spot of _SPOTS (with a leader line when it is not next to the
    point), so that cores of equal area and throughput stay readable."""
    fig.canvas.draw()
    renderer = fig.canvas.get_renderer()
    frame = ax.get_window_extent(renderer)
    taken = [leg.get_window_extent(renderer)] if (leg := ax.get_legend()) else []
    for text in ax.texts:                               # the budget-limit captions
        taken.append(text.get_window_extent(renderer))
    pad = 6                                             # pixels around a marker
    from matplotlib.text import Text
    from matplotlib.transforms import Bbox

    for _, x, y, ys in labels:
        for yy in (y, ys):
            px, py = ax.transData.transform((x, yy))
            taken.append(Bbox([[px - pad, py - pad], [px + pad, py + pad]]))
    for name, x, y, _ in sorted(labels, key=lambda lab: -lab[2]):
        for dx, dy, ha in _SPOTS:
            far = abs(dx) > 12 or abs(dy) > 16
            t = ax.annotate(name, (x, y), textcoords="offset points", xytext=(dx, dy), ha=ha, fontsize=8,
                            arrowprops=dict(arrowstyle="-", lw=0.4, color="gray", shrinkA=0, shrinkB=4)
                            if far else None)
            t.update_positions(renderer)
            box = Text.get_window_extent(t, renderer)      # the text alone, not its leader
            if (frame.contains(box.x0, box.y0) and frame.contains(box.x1, box.y1)
                    and not any(box.overlaps(o) for o in taken)):
                taken.append(box)
                break
            t.remove()
        else:                                           # nowhere free: beside the point
            ax.annotate(name, (x, y), textcoords="offset points", xytext=(6, 4), fontsize=8)


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
        x, y = float(r.slice_eq or 0), r.metrics.tp_long_mbps / 1000
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
    ax.set_ylim(0, max([r.metrics.tp_long_mbps for r in pts] + [r.seed.tp_long for r in pts
                                                                 if r.seed and r.seed.tp_long]) / 1000 * 1.2)
    ax.grid(True, lw=0.3, alpha=0.5)
    ax.set_title(f"Fast cores, {digest}-bit digests: throughput over area\n"
                 f"filled: ours on ECP5 ({', '.join(sorted({device(r) for r in pts}))}); "
                 "hollow: seed 001's design on Spartan-3",
                 fontsize=9)
    return _finish(fig, ax, labels, "upper left", out)
