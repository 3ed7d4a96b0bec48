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

Budgets (the seeds' lightweight profiles), judged on the primary target (ECP5):
    bram   <= 600 slice_eq and <= 1 block RAM      (seeds 000/002: 400-600 slices + 1 BRAM)
    logic  <= 768 slice_eq and no block RAM         (seed 002: at most 768 slices, an xc3s50)
    fast   no budget (seed 001's throughput-oriented designs): Mbit/s per slice_eq only

derive(row) recomputes all of it from the row's measurements, so rows made by an
older flow read with today's measures (the database applies it to every row it reads).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from .targets import PRIMARY, TARGETS


@dataclass(frozen=True)
class Budget:
    slice_eq: int      #: at most this many slice-equivalents
    bram: int          #: at most this many block RAMs

    def as_dict(self) -> dict:
        return {"slice_eq": self.slice_eq, "bram": self.bram}


#: the budgets of the seeds' lightweight profiles (the variant names), on the primary target
BUDGETS: dict[str, Budget] = {
    "bram": Budget(slice_eq=600, bram=1),
    "logic": Budget(slice_eq=768, bram=0),
}


def slice_eq(area: dict) -> int | None:
    """ceil(max(LUT sites, FF) / 2): two LUT4 and two flip-flops per slice."""
    if area.get("lut4") is None or area.get("ff") is None:
        return None
    return math.ceil(max(area["lut4"], area["ff"]) / 2)


def _per(v: float | None, area: int | None) -> float | None:
    return v / area if v is not None and area else None


def metrics(block_bits: int, cycles: dict, fmax_mhz: float | None, area: dict, sites: int | None) -> dict | None:
    """Seed 002 sect. 2.6 with measured cycles: T = 1/Fmax,
    long  = b / ((l+p) T)                      [Mbit/s]
    short = b N / ((st + (l+p) N + end) T)     N = blocks of a one-byte message
    and both per slice-equivalent, per LUT site and per placed slice (or LC)."""
    if not fmax_mhz:
        return None
    st, lp, end = cycles["st"], cycles["lp"], cycles["end"]
    n = cycles["short_msg_blocks"]
    tp_long = block_bits * fmax_mhz / lp
    tp_short = block_bits * n * fmax_mhz / (st + lp * n + end)
    se = slice_eq(area)
    m = {
        "period_ns": 1000.0 / fmax_mhz,
        "tp_long_mbps": tp_long,
        "tp_short_mbps": tp_short,
        "tp_long_per_slice_eq": _per(tp_long, se),
        "tp_short_per_slice_eq": _per(tp_short, se),
        "tp_long_per_lut4": _per(tp_long, area.get("lut4")),       # per LUT site
        "tp_short_per_lut4": _per(tp_short, area.get("lut4")),
        "tp_long_per_site": _per(tp_long, sites),                  # per placed slice / LC
        "tp_short_per_site": _per(tp_short, sites),
    }
    return {k: (round(v, 5) if isinstance(v, float) else v) for k, v in m.items()}


def budget(variant: str, target: str, area: dict) -> dict:
    """The verdict for the core's profile (bram / logic) in slice-equivalents and block
    RAMs, on the primary target only (other targets show figures, no verdict)."""
    profile = variant if variant in BUDGETS else None
    se = slice_eq(area)
    if target != PRIMARY or se is None:
        return {"profile": profile, "within": None, "slice_eq": se}
    fits = {p: se <= b.slice_eq and area.get("bram", 0) <= b.bram for p, b in BUDGETS.items()}
    out = {"profile": profile, "within": fits.get(profile) if profile else None, "slice_eq": se,
           "profiles": fits}
    if profile:
        out["limit"] = BUDGETS[profile].as_dict()
    return out


def seed_comparison(seed: dict, m: dict | None, se: int | None) -> dict | None:
    """The seed's Spartan-3 design beside ours: its Mbit/s per slice, and our throughput
    and Mbit/s per slice-eq as ratios to its figures (> 1: we beat the 2011 design)."""
    if not seed:
        return None
    out = dict(seed)
    slices = seed.get("slices")
    for kind in ("long", "short"):
        tp = seed.get(f"tp_{kind}")
        out[f"tp_{kind}_per_slice"] = round(tp / slices, 5) if tp and slices else None
        ours = (m or {}).get(f"tp_{kind}_mbps")
        out[f"ratio_tp_{kind}"] = round(ours / tp, 4) if ours and tp else None
        ours_ps = _per(ours, se)
        theirs_ps = out[f"tp_{kind}_per_slice"]
        out[f"ratio_tp_{kind}_per_slice"] = round(ours_ps / theirs_ps, 4) if ours_ps and theirs_ps else None
    return out


def derive(row: dict) -> dict:
    """Fill a row's derived figures (area.slice_eq, area.slices, metrics, budget, seed)
    from its measurements, in place; rows that failed are left as they are."""
    if row.get("status") != "ok" or not row.get("area"):
        return row
    area = row["area"]
    pnr = row.get("pnr") or {}
    area["slice_eq"] = slice_eq(area)
    target = TARGETS.get(row.get("target", ""))
    area["slices"] = pnr.get("sites") if target is not None and target.has_pnr else None
    if row.get("cycles") and row.get("block_bits"):
        row["metrics"] = metrics(row["block_bits"], row["cycles"], pnr.get("fmax_mhz"), area, pnr.get("sites"))
    row["budget"] = budget(row.get("variant", ""), row.get("target", ""), area)
    seed = _seed_of(row.get("core", ""))
    if seed:
        row["seed"] = seed_comparison(seed, row.get("metrics"), area["slice_eq"])
    else:
        row.pop("seed", None)
    return row


def _seed_of(core_name: str) -> dict | None:
    from .. import cores

    try:
        return dict(cores.get(core_name).seed) or None
    except cores.CoreError:
        return None
