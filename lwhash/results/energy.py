"""The energy model: how a row's power figures follow from the switching activity the
flow measured (lwhash.flow.power measures it; docs/flow.md, "Power and energy").

It is part of the results layer because stored rows are re-derived with today's
coefficients whenever they are read (``rederive``), and because the report ranks the
estimates against seed 002's measured Table 4 (``SEED_TABLE4``, ``spearman``).  Every
figure here is an estimate: the coefficients are assumptions of the right order for a
40 nm FPGA fabric, not Lattice's.

    P_dyn   = (E_toggles / cycles + E_clock_per_cycle + E_bram_per_cycle) * f    (eq. 4)
    E/bit   = (P_static + P_dyn_long) * (l+p) / (f * b)          long messages   (eq. 6)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

#: the name of the coefficient set below (stored in each row's power part)
MODEL = "ecp5-toggle-v1"
#: ECP5 core supply, nominal (ECP5/ECP5-5G data sheet FPGA-DS-02012: VCC = 1.1 V)
VCC = 1.1
#: the clock the mW figures are stated at: seed 002 measured at 50 MHz (Table 4)
CLOCK_MHZ = 50.0
#: static (core) power of the LFE5U-25F, mW: an ASSUMPTION (10 mA at 1.1 V).  The ECP5
#: data sheet lists the typical standby core current per device; its figure was not
#: available to check here, so this is an order-of-magnitude value, the same for every
#: core (as seed 002 measured on Spartan-3E: 11.3 mW for every design).
STATIC_MW = 11.0


@dataclass(frozen=True)
class Coeff:
    """Effective switched capacitance, pF, per output toggle (½·C·V² per toggle), or per
    clock cycle for the per-cycle terms (C·V² per cycle)."""
    pf: float
    what: str


#: ASSUMED effective capacitances (output plus its average share of routing).  No
#: per-resource figure for ECP5 is public (Lattice TN1266 describes the Power Calculator,
#: whose per-resource data are in the tool's device database); these are of the order
#: published for 40-90 nm FPGA fabrics, where routing dominates (Li et al., "Power
#: modeling and characteristics of field programmable gate arrays", IEEE TCAD 24(11),
#: 2005).  Change them here: every figure follows.
COEFFS: dict[str, Coeff] = {
    "lut": Coeff(0.10, "LUT4 / PFUMX / L6MUX21 output and its routing, per toggle"),
    "ff": Coeff(0.10, "TRELLIS_FF Q and its routing, per toggle"),
    "carry": Coeff(0.10, "CCU2C sum output S0/S1 and its routing, per toggle"),
    "carry_chain": Coeff(0.01, "CCU2C COUT (dedicated carry path), per toggle"),
    "dram": Coeff(0.10, "TRELLIS_DPR16X4 data output and its routing, per toggle"),
    "bram": Coeff(0.10, "DP16KD data output and its routing, per toggle"),
    "clock_ff": Coeff(0.01, "clock pin of a flip-flop and its share of the clock tree, per cycle"),
    "clock_dram": Coeff(0.04, "write clock of a 16x4 LUT RAM, per cycle"),
    "bram_port": Coeff(16.5, "one DP16KD port access (about 20 pJ at 1.1 V), per port per cycle"),
}

RESOURCES = ("lut", "ff", "carry", "carry_chain", "dram", "bram")


@dataclass(frozen=True)
class Workload:
    """What the netlist hashes for the estimate: ``kat`` KAT vectors (a fixed sample,
    verify.sample with ``seed``) and one random message of ``long_blocks`` blocks, each
    in a run of its own, FIFOs never stalling."""
    kat: int = 32
    long_blocks: int = 16
    seed: int = 1

    def describe(self) -> dict[str, Any]:
        return {"kat_vectors": self.kat, "long_blocks": self.long_blocks, "seed": self.seed, "stall": 0.0,
                "text": f"{self.kat} KAT vectors (fixed sample, seed {self.seed}) and one random "
                        f"{self.long_blocks}-block message, no stalls"}


DEFAULT_WORKLOAD = Workload()


@dataclass
class Activity:
    """Toggles per resource over one run and the clock cycles it took."""
    toggles: dict[str, int]
    cycles: int

    def per_cycle(self) -> dict[str, float]:
        return {k: round(v / self.cycles, 3) for k, v in self.toggles.items() if v}


def joules_per_toggle(res: str) -> float:
    return 0.5 * COEFFS[res].pf * 1e-12 * VCC ** 2


def dynamic_mw(act: Activity, cells: dict[str, int], clock_mhz: float = CLOCK_MHZ) -> dict[str, float]:
    """Dynamic power at ``clock_mhz`` for the activity of one run: the toggles' energy
    per cycle, the clock pins' and the block RAM ports' (eq. 4)."""
    e_tog = sum(n * joules_per_toggle(r) for r, n in act.toggles.items()) / act.cycles
    e_clk = (cells.get("TRELLIS_FF", 0) * COEFFS["clock_ff"].pf
             + cells.get("TRELLIS_DPR16X4", 0) * COEFFS["clock_dram"].pf) * 1e-12 * VCC ** 2
    e_bram = 2 * cells.get("DP16KD", 0) * COEFFS["bram_port"].pf * 1e-12 * VCC ** 2
    f = clock_mhz * 1e6
    return {"signal": e_tog * f * 1e3, "clock": e_clk * f * 1e3, "bram": e_bram * f * 1e3,
            "total": (e_tog + e_clk + e_bram) * f * 1e3}


def energy_per_bit(p_mw: float, cycles: float, bits: float, clock_mhz: float = CLOCK_MHZ) -> float:
    """nJ per bit: P [mW] / f [MHz] is nJ per cycle (seed 002 eqs. 5-6)."""
    return p_mw * cycles / (clock_mhz * bits)


def estimate(long: Activity, short: Activity, cells: dict[str, int], cycles: dict[str, Any],
             block_bits: int, workload: Workload = DEFAULT_WORKLOAD,
             clock_mhz: float = CLOCK_MHZ) -> dict[str, Any]:
    """The Power part of a row from the two runs' activity and the cycle counts (st, lp,
    end, short_msg_blocks)."""
    dl, ds = dynamic_mw(long, cells, clock_mhz), dynamic_mw(short, cells, clock_mhz)
    n1 = cycles.get("short_msg_blocks") or 1
    clk1 = cycles["st"] + cycles["lp"] * n1 + cycles["end"]
    return {
        "status": "ok", "model": MODEL, "clock_mhz": clock_mhz, "vcc": VCC, "workload": workload.describe(),
        "static_mw": round(STATIC_MW, 3), "dynamic_mw": round(dl["total"], 3), "clock_mw": round(dl["clock"], 3),
        "dynamic_short_mw": round(ds["total"], 3), "total_mw": round(STATIC_MW + dl["total"], 3),
        "nj_per_bit_long": round(energy_per_bit(STATIC_MW + dl["total"], cycles["lp"], block_bits, clock_mhz), 4),
        "nj_per_bit_short": round(energy_per_bit(STATIC_MW + ds["total"], clk1, block_bits * n1, clock_mhz), 4),
        "toggles": {"long": {"cycles": long.cycles, **long.per_cycle()},
                    "short": {"cycles": short.cycles, **short.per_cycle()}},
    }


#: seed 002 Table 4 (Spartan-3E, 50 MHz, core supply only, measured): (variant, algo) ->
#: (P_static mW, P_dynamic mW, P_total mW, nJ/bit long messages)
SEED_TABLE4: dict[tuple[str, str], tuple[float, float, float, float]] = {
    ("bram", "blake256"): (11.3, 30.6, 41.9, 0.475),
    ("bram", "groestl256"): (11.4, 30.5, 41.9, 0.895),
    ("bram", "jh256"): (11.3, 31.5, 42.8, 1.339),
    ("bram", "keccak256"): (11.3, 23.7, 35.0, 2.422),
    ("bram", "skein512_256"): (11.3, 17.3, 28.6, 2.725),
    ("bram", "sha256"): (11.4, 27.9, 39.3, 0.913),
    ("logic", "blake256"): (11.3, 31.6, 42.9, 0.486),
    ("logic", "groestl256"): (11.3, 28.5, 39.8, 0.605),
    ("logic", "jh256"): (11.3, 32.5, 43.8, 1.369),
    ("logic", "keccak256"): (11.3, 16.4, 27.7, 1.220),
    ("logic", "skein512_256"): (11.4, 24.6, 36.0, 3.372),
    ("logic", "sha256"): (11.3, 15.1, 26.4, 0.450),
}


def spearman(xs: list[float], ys: list[float]) -> float | None:
    """Spearman's rank correlation (ties get their mean rank); None below 3 pairs."""
    if len(xs) != len(ys) or len(xs) < 3:
        return None

    def ranks(v: list[float]) -> list[float]:
        order = sorted(range(len(v)), key=lambda i: v[i])
        r = [0.0] * len(v)
        i = 0
        while i < len(order):
            j = i
            while j + 1 < len(order) and v[order[j + 1]] == v[order[i]]:
                j += 1
            for k in range(i, j + 1):
                r[order[k]] = (i + j) / 2 + 1
            i = j + 1
        return r

    rx, ry = ranks(xs), ranks(ys)
    mx, my = sum(rx) / len(rx), sum(ry) / len(ry)
    sxy = sum((a - mx) * (b - my) for a, b in zip(rx, ry))
    sxx = sum((a - mx) ** 2 for a in rx)
    syy = sum((b - my) ** 2 for b in ry)
    if sxx == 0 or syy == 0:
        return None
    return sxy / (sxx * syy) ** 0.5


def rederive(row: Any) -> None:
    """Recompute a row's power figures from its stored activity (toggles per cycle per
    resource, the cycles of each run), its cells and cycle counts with today's
    coefficients, in place (metrics.derive calls it whenever a row is read), so a change
    of COEFFS or STATIC_MW reaches every stored row without a new bench."""
    p = row.power
    if p is None or not p.ok or not p.toggles or not row.cells or row.cycles is None or not row.block_bits:
        return
    try:
        runs = {}
        for name in ("long", "short"):
            t = p.toggles[name]
            n = int(t["cycles"])
            runs[name] = Activity({r: round(float(t.get(r, 0.0)) * n) for r in RESOURCES}, n)
        cyc = {"st": row.cycles.st, "lp": row.cycles.lp, "end": row.cycles.end,
               "short_msg_blocks": row.cycles.short_msg_blocks}
        est = estimate(runs["long"], runs["short"], row.cells, cyc, row.block_bits,
                       clock_mhz=p.clock_mhz or CLOCK_MHZ)
    except (KeyError, TypeError, ValueError, ZeroDivisionError):
        return                                   # a part this version cannot read: as stored
    for key in ("model", "vcc", "static_mw", "dynamic_mw", "clock_mw", "dynamic_short_mw", "total_mw",
                "nj_per_bit_long", "nj_per_bit_short"):
        setattr(p, key, est[key])
