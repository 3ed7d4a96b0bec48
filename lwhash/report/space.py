"""The design space (issue 55): every algorithm as a front of throughput over area, and
the fastest algorithm at every area budget.

The points of an algorithm are its cores' rows on the ECP5 device each is judged on
(``tables.on``), every variant (the profiles xs / bram / logic / large and the fast
cores, which have no budget but are real designs of the algorithm): (slice-eq, TP long),
with their block RAMs.  The 256-bit-digest algorithms only: the seeds' question is about
them, and the fast cores' other digest sizes are the same datapaths.

* ``dominated``: within one algorithm, the pairs (a, b) where a is no smaller and no
  faster than b and worse in one (larger or slower): a is off the algorithm's front;
* ``fastest``: at a budget (slice-eq and block RAMs), each algorithm's fastest core;
* ``table_budgets``: the ranking at every budget of ``STEPS``, one table per block-RAM
  limit (none, one, two), with the seeds' own ranking at their budget beside it.
"""

from __future__ import annotations

from collections import defaultdict

from ..results.metrics import BUDGETS
from ..results.row import Row, SeedComparison
from ..targets import PRIMARY
from .tables import algo_name, fmt, md_table, on

#: the slice-eq budgets of the every-budget tables
STEPS: tuple[int, ...] = (150, 300, 450, 600, 768, 1000, 1536)
#: the block-RAM limits of its two versions, and their names
BRAM_LIMITS: dict[int, str] = {1: "at most one block RAM (DP16KD)", 0: "no block RAM",
                               2: "at most two block RAMs (the large profile's)"}
#: the seeds' budgets (seed 002 sect. 1): their profile at its slice budget, per limit
#: (the seeds have no design with two block RAMs)
SEED_PROFILE: dict[int, str] = {1: "bram", 0: "logic"}
#: the digest size of the algorithms compared
DIGEST = 256


def _digest(r: Row) -> int | None:
    if r.digest_bits:
        return r.digest_bits
    from .. import ref

    try:
        return ref.get(r.algo or "").digest_bits
    except KeyError:
        return None


def points(rows: list[Row], target: str = PRIMARY) -> dict[str, list[Row]]:
    """Algorithm -> its cores' rows on the target (each core on the ECP5 device it is
    judged on), those with an area and a throughput, smallest first."""
    out: dict[str, list[Row]] = defaultdict(list)
    for r in rows:
        if (r.ok and on(r, target) and r.slice_eq and r.metrics and r.area is not None
                and _digest(r) == DIGEST):
            out[r.algo or ""].append(r)
    return {a: sorted(ps, key=lambda r: (r.slice_eq, r.core)) for a, ps in sorted(out.items())}


def tp(r: Row) -> float:
    return r.metrics.tp_long_mbps if r.metrics else 0.0


def dominated(pts: list[Row]) -> list[tuple[Row, Row]]:
    """The pairs (a, b) of one algorithm's points where a is dominated by b: b is no
    larger (slice-eq) and no slower (TP long), and smaller or faster.  Block RAMs are not
    an axis (the caller says which point uses one): a logic-only core larger and slower
    than its block-RAM sibling is off the front of slice-eq and throughput."""
    out = []
    for a in pts:
        for b in pts:
            if a is b:
                continue
            sa, sb, ta, tb = a.slice_eq or 0, b.slice_eq or 0, tp(a), tp(b)
            if sb <= sa and tb >= ta and (sb < sa or tb > ta):
                out.append((a, b))
    return out


def front(pts: list[Row]) -> list[Row]:
    """The Pareto-optimal points (no other point dominates them), smallest first."""
    off = {id(a) for a, _ in dominated(pts)}
    return [r for r in pts if id(r) not in off]


def pareto_check(rows: list[Row]) -> dict[str, list[tuple[Row, Row]]]:
    """Per algorithm with at least two points: its dominated pairs ([] : Pareto-ordered)."""
    return {a: dominated(ps) for a, ps in points(rows).items() if len(ps) > 1}


def _bram_text(r: Row) -> str:
    n = r.area.bram if r.area else 0
    return f" + {n} DP16KD" if n else ""


def table_pareto(rows: list[Row]) -> str:
    """Per algorithm: its points, and "Pareto-ordered" or each dominated point with the
    points that are smaller and faster than it."""
    lines = []
    every = points(rows)
    for algo, pairs in pareto_check(rows).items():
        by: dict[str, list[Row]] = defaultdict(list)
        worse: dict[str, Row] = {}
        for a, b in pairs:
            by[a.core].append(b)
            worse[a.core] = a
        verdict = "; ".join(
            f"`{a.core}` ({fmt(a.slice_eq)}{_bram_text(a)}, {fmt(tp(a), 1)} Mbit/s) is larger and slower than "
            + ", ".join(f"`{b.core}` ({fmt(b.slice_eq)}{_bram_text(b)}, {fmt(tp(b), 1)})" for b in by[core])
            + (", but uses fewer block RAMs" if all(a.area and b.area and a.area.bram < b.area.bram
                                                  for b in by[core]) else "")
            for core, a in worse.items()) or "Pareto-ordered"
        lines.append([algo_name(algo), ", ".join(f"`{r.core}`" for r in every[algo]), verdict])
    return md_table(["Algorithm", "Points (ECP5, smallest first)", "Pareto check"], lines, align="lll")


def fastest(rows: list[Row], slice_eq: int, bram: int) -> list[Row]:
    """At a budget of ``slice_eq`` slice-eq and ``bram`` block RAMs: each algorithm's
    fastest core (TP long) at or under it, algorithms ranked by it, fastest first."""
    best: dict[str, Row] = {}
    for algo, pts in points(rows).items():
        fit = [r for r in pts if (r.slice_eq or 0) <= slice_eq and r.area is not None and r.area.bram <= bram]
        if fit:
            best[algo] = max(fit, key=lambda r: (tp(r), -(r.slice_eq or 0)))
    return sorted(best.values(), key=lambda r: (-tp(r), r.algo or ""))


def mbps(v: float) -> str:
    return fmt(v, 0 if v >= 100 else 1)


def _per(v: float | None) -> str:
    return fmt(v, 2 if v is None or v >= 0.1 else 3)


def cell(r: Row) -> str:
    """One ranked core: algorithm, Mbit/s, (Mbit/s per slice-eq, its variant)."""
    return (f"{algo_name(r.algo or '')} {mbps(tp(r))} "
            f"({_per(r.get('metrics.tp_long_per_slice_eq'))}, {r.variant})")


def seed_ranking(rows: list[Row], bram: int) -> list[tuple[list[str], SeedComparison]]:
    """The seeds' own ranking at their budget of this block-RAM limit: the seed's design of
    the profile (``SEED_PROFILE``: bram at one block RAM, logic-only at none; a "logic"
    seed that uses a block RAM, the round-2 candidates' only designs, is left out), one
    entry per design (algorithms sharing one design named together), fastest first."""
    profile = SEED_PROFILE.get(bram)
    if profile is None:
        return []
    designs: dict[tuple, tuple[list[str], SeedComparison]] = {}
    for algo, pts in points(rows).items():
        for r in pts:
            s = r.seed
            if r.variant != profile or s is None or not s.tp_long or not s.slices or (s.bram or 0) > bram:
                continue
            key = (s.source, s.slices, s.bram, s.tp_long)
            names, _ = designs.setdefault(key, ([], s))
            if algo_name(algo) not in names:
                names.append(algo_name(algo))
    return sorted(designs.values(), key=lambda d: -(d[1].tp_long or 0))


def table_budgets(rows: list[Row], bram: int) -> str:
    """The fastest algorithm at every budget of STEPS with at most ``bram`` block RAMs:
    budgets as columns, rank rows ("SHA-256 482 (0.67, logic)": Mbit/s long, Mbit/s
    per slice-eq, profile), the seeds' ranking beside their own budget."""
    seed_at = BUDGETS[SEED_PROFILE[bram]].slice_eq if bram in SEED_PROFILE else None
    cols: list[tuple[str, list[str]]] = []
    for step in STEPS:
        cols.append((f"≤ {step:,}", [cell(r) for r in fastest(rows, step, bram)] or ["—"]))
        if step == seed_at:
            seeds = [f"{' / '.join(names)} {mbps(s.tp_long or 0)} ({_per(s.tp_long_per_slice)})"
                     + ("" if (s.slices or 0) <= step else f" † {s.slices:,} slices")
                     for names, s in seed_ranking(rows, bram)]
            cols.append((f"Seeds at {step:,} (Spartan-3)", seeds or ["—"]))
    depth = max(len(c) for _, c in cols)
    lines = [[str(i + 1)] + [c[i] if i < len(c) else "" for _, c in cols] for i in range(depth)]
    return md_table(["Rank"] + [h for h, _ in cols], lines, align="r" + "l" * len(cols))
