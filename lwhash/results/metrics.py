"""Every figure of merit of a benchmark row, computed in one place from what the row
measured (area, cycles, Fmax): slice-equivalents, throughput, throughput per area,
the budget verdict and the comparison with the seed's design.

Area is counted as the seeds count it (seed 000 sect. 2.1, seed 002 sect. 1): in
slices of two LUT4 and two flip-flops, an occupied slice counting whatever it holds.

    LUT sites  = LUT4 + 2 per CCU2C carry cell + 6 per 16x4 distributed RAM (ECP5);
                 SB_LUT4 on iCE40 (its carry shares the logic cell); LUTs on Xilinx
    slice_eq   = ceil(max(LUT sites, FF) / 2)
               = the slices the core needs when packed tightly, as on the seeds'
                 nearly full xc3s50; nextpnr's placed slice count is reported beside it

Budgets (the seeds' lightweight profiles and two beside them), judged on the primary
target (ECP5):
    xs     <= 300 slice_eq and <= 1 block RAM, and it places and routes on the iCE40 UP5K
    bram   <= 600 slice_eq and <= 1 block RAM      (seeds 000/002: 400-600 slices + 1 BRAM)
    logic  <= 768 slice_eq and no block RAM         (seed 002: at most 768 slices, an xc3s50)
    large  <= 1,536 slice_eq and <= 2 block RAMs
    fast   no budget (seed 001's throughput-oriented designs): Mbit/s per slice_eq only

derive(row) recomputes all of it from the row's measurements, so rows made by an
older flow read with today's measures (the database applies it to every row it reads).
A row alone cannot say whether the core routes on another device (xs: the UP5K), so
join_routes(rows) completes those verdicts from the core's row there; the database's
``latest()`` applies it, so the report and ``lwhash results`` read the whole verdict.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from ..targets import PRIMARY, TARGETS
from .row import Area, BudgetVerdict, Cycles, Metrics, Row, SeedComparison


@dataclass(frozen=True)
class Budget:
    slice_eq: int      #: at most this many slice-equivalents
    bram: int          #: at most this many block RAMs
    #: targets the core must also place and route on (its row there has an Fmax)
    routes_on: tuple[str, ...] = ()

    def as_dict(self) -> dict[str, Any]:
        return {"slice_eq": self.slice_eq, "bram": self.bram} | (
            {"routes_on": list(self.routes_on)} if self.routes_on else {})


#: the budgets of the area profiles (the variant names), on the primary target, smallest
#: first: the seeds' two (bram, logic) and one below and one above them
BUDGETS: dict[str, Budget] = {
    "xs": Budget(slice_eq=300, bram=1, routes_on=("ice40",)),
    "bram": Budget(slice_eq=600, bram=1),
    "logic": Budget(slice_eq=768, bram=0),
    "large": Budget(slice_eq=1536, bram=2),
}


def slice_eq(area: Area) -> int:
    """ceil(max(LUT sites, FF) / 2): two LUT4 and two flip-flops per slice."""
    return math.ceil(max(area.lut4, area.ff) / 2)


def _per(v: float | None, area: int | None) -> float | None:
    return v / area if v is not None and area else None


def metrics(block_bits: int, cycles: Cycles, fmax_mhz: float | None, area: Area,
            sites: int | None) -> Metrics | None:
    """Seed 002 sect. 2.6 with measured cycles: T = 1/Fmax,
    long  = b / ((l+p) T)                      [Mbit/s]
    short = b N / ((st + (l+p) N + end) T)     N = blocks of a one-byte message
    and both per slice-equivalent, per LUT site and per placed slice (or LC)."""
    if not fmax_mhz:
        return None
    n = cycles.short_msg_blocks
    tp_long = block_bits * fmax_mhz / cycles.lp
    tp_short = block_bits * n * fmax_mhz / (cycles.st + cycles.lp * n + cycles.end)
    se = slice_eq(area)

    def r(v: float | None) -> float | None:
        return round(v, 5) if v is not None else None

    return Metrics(
        period_ns=round(1000.0 / fmax_mhz, 5),
        tp_long_mbps=round(tp_long, 5),
        tp_short_mbps=round(tp_short, 5),
        tp_long_per_slice_eq=r(_per(tp_long, se)),
        tp_short_per_slice_eq=r(_per(tp_short, se)),
        tp_long_per_lut4=r(_per(tp_long, area.lut4)),       # per LUT site
        tp_short_per_lut4=r(_per(tp_short, area.lut4)),
        tp_long_per_site=r(_per(tp_long, sites)),           # per placed slice / LC
        tp_short_per_site=r(_per(tp_short, sites)),
    )


def budget(variant: str, target: str, area: Area,
           routes: dict[str, bool | None] | None = None) -> BudgetVerdict:
    """The verdict for the core's profile (xs / bram / logic / large) in slice-equivalents
    and block RAMs, on the primary target only (other targets show figures, no verdict).

    A profile that must also route elsewhere (``Budget.routes_on``) is within only when
    ``routes`` (target -> the core's row there routed: True, did not fit, place or route:
    False, no standing row: None) says so; while it is not known, a core inside the area
    is neither in nor out (None).  The row alone does not know: ``join_routes`` fills it."""
    profile = variant if variant in BUDGETS else None
    se = slice_eq(area)
    if target != PRIMARY:
        return BudgetVerdict(profile=profile, within=None, slice_eq=se)
    routes = routes or {}
    fits: dict[str, bool | None] = {}
    for p, b in BUDGETS.items():
        ok: bool | None = se <= b.slice_eq and area.bram <= b.bram
        for t in b.routes_on:
            if ok is not False:
                r = routes.get(t)
                ok = False if r is False else ok if r else None
        fits[p] = ok
    need = BUDGETS[profile].routes_on if profile else ()
    return BudgetVerdict(profile=profile, within=fits.get(profile) if profile else None, slice_eq=se,
                         profiles=fits, limit=BUDGETS[profile].as_dict() if profile else None,
                         routes={t: routes.get(t) for t in need} or None)


def routed(row: Row | None) -> bool | None:
    """Whether a row placed and routed its core: True (it has an Fmax), False (the core
    does not fit, place or route on the device), None (no standing row to say)."""
    if row is None or not row.ok or row.pnr is None:
        return None
    return row.pnr.fits is not False and row.pnr.fmax_mhz is not None


def join_routes(rows: list[Row]) -> list[Row]:
    """Complete, in place, the verdicts of the primary target's rows for the profiles that
    must also route on another device (``Budget.routes_on``), from the same core's row
    (same width) there; returns rows.  ``ResultsDB.latest`` applies it."""
    need = {t for b in BUDGETS.values() for t in b.routes_on}
    if not need:
        return rows
    by_key = {(r.core, r.target, int(r.width)): r for r in rows}
    for r in rows:
        if r.target == PRIMARY and r.ok and r.area is not None:
            r.budget = budget(r.variant or "", r.target, r.area,
                              {t: routed(by_key.get((r.core, t, int(r.width)))) for t in need})
    return rows


def seed_comparison(seed: dict, m: Metrics | None, se: int | None) -> SeedComparison | None:
    """The seed's Spartan-3 design beside ours: its Mbit/s per slice, and our throughput
    and Mbit/s per slice-eq as ratios to its figures (> 1: we beat the 2011 design)."""
    if not seed:
        return None
    out = SeedComparison.from_dict(dict(seed))
    for kind in ("long", "short"):
        tp = getattr(out, f"tp_{kind}")
        theirs_ps = round(tp / out.slices, 5) if tp and out.slices else None
        setattr(out, f"tp_{kind}_per_slice", theirs_ps)
        ours = getattr(m, f"tp_{kind}_mbps") if m else None
        setattr(out, f"ratio_tp_{kind}", round(ours / tp, 4) if ours and tp else None)
        ours_ps = _per(ours, se)
        setattr(out, f"ratio_tp_{kind}_per_slice",
                round(ours_ps / theirs_ps, 4) if ours_ps and theirs_ps else None)
    return out


def derive(row: Row) -> Row:
    """Fill a row's derived figures (area.slice_eq, area.slices, metrics, budget, seed,
    the power estimate's figures) from its measurements, in place; rows that failed are left as they are."""
    if not row.ok or row.area is None:
        return row
    area, pnr = row.area, row.pnr
    area.slice_eq = slice_eq(area)
    target = TARGETS.get(row.target)
    area.slices = pnr.sites if pnr is not None and target is not None and target.has_pnr else None
    if row.cycles is not None and row.block_bits:
        row.metrics = metrics(row.block_bits, row.cycles, row.fmax_mhz, area, pnr.sites if pnr else None)
    row.budget = budget(row.variant or "", row.target, area)
    seed = _seed_of(row.core)
    row.seed = seed_comparison(seed, row.metrics, area.slice_eq) if seed else None
    from .energy import rederive

    rederive(row)              # the power estimate with today's coefficients
    return row


def _seed_of(core_name: str) -> dict | None:
    from .. import cores

    c = cores.all_cores().get(core_name)
    return (dict(c.seed) or None) if c else None
