"""Plots of the results database: throughput over area, after seed 002 Fig. 9."""

from __future__ import annotations

from pathlib import Path

from ..flow.targets import BUDGETS, PRIMARY, TARGETS
from .tables import VERSION_NAME, algo_name

STYLE = {  # seed 002 Fig. 9: BRAM blue squares, logic only red diamonds
    "bram": dict(marker="s", color="#1f5fbf"),
    "logic": dict(marker="D", color="#c0392b"),
    "fast": dict(marker="^", color="#2e8b57"),
}


def throughput_vs_area(rows: list[dict], target: str, out: Path) -> Path | None:
    """Long-message throughput (filled) and one-byte-message throughput (hollow) over
    LUT4, one point per core; the budget lines on the primary target."""
    pts = [r for r in rows if r.get("status") == "ok" and r["target"] == target and r.get("metrics")]
    if not pts:
        return None
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(7.5, 5.0), dpi=120)
    seen = set()
    for r in sorted(pts, key=lambda r: r["core"]):
        st = STYLE.get(r["variant"], dict(marker="o", color="gray"))
        x = r["area"]["lut4"]
        y, ys = r["metrics"]["tp_long_mbps"], r["metrics"]["tp_short_mbps"]
        label = VERSION_NAME.get(r["variant"], r["variant"]) if r["variant"] not in seen else None
        seen.add(r["variant"])
        ax.scatter([x], [y], s=46, label=label, zorder=3, **st)
        ax.scatter([x], [ys], s=46, facecolors="none", edgecolors=st["color"], marker=st["marker"], zorder=3)
        ax.plot([x, x], [ys, y], color=st["color"], lw=0.6, alpha=0.5, zorder=2)
        ax.annotate(algo_name(r["algo"]) + ("" if r["core"].startswith(r["algo"]) else f" ({r['core']})"),
                    (x, y), textcoords="offset points", xytext=(6, 4), fontsize=8)
    xs = [r["area"]["lut4"] for r in pts] + ([lim["lut4"] for lim in BUDGETS.values()] if target == PRIMARY else [])
    ax.set_xlim(0, max(xs) * 1.12)
    ax.set_ylim(0, max(r["metrics"]["tp_long_mbps"] for r in pts) * 1.2)
    if target == PRIMARY:
        for prof, lim in BUDGETS.items():
            ax.axvline(lim["lut4"], ls="--", lw=0.8, color=STYLE[prof]["color"], alpha=0.6)
            ax.annotate(f"{VERSION_NAME[prof]} limit", (lim["lut4"], ax.get_ylim()[1]),
                        textcoords="offset points", xytext=(-3, -10), ha="right", fontsize=7,
                        color=STYLE[prof]["color"])
    ax.set_xlabel("Area (LUT sites: LUT4 + 2 per carry cell + 6 per LUT RAM)")
    ax.set_ylabel("Throughput (Mbit/s)")
    ax.grid(True, lw=0.3, alpha=0.5)
    ax.set_title(f"Throughput over area, {TARGETS[target].label}\n"
                 "filled: long messages, hollow: one-byte message", fontsize=9)
    ax.legend(loc="lower right", fontsize=8)
    fig.tight_layout()
    out.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(out, metadata={"Software": None})
    # the same figure as SVG (for the HTML page and for print); no date, so an unchanged
    # plot is an unchanged file
    fig.savefig(out.with_suffix(".svg"), metadata={"Date": None, "Creator": None})
    plt.close(fig)
    return out
