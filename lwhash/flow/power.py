"""Power and energy per bit: an activity-based *estimate* for ECP5 (seed 002 eqs. 4-6).

No open FPGA flow has a power model, so this one is made from switching activity: the
synthesized netlist (the one the gate-level check verified) is simulated by Verilator
with toggle coverage on its nets (``Simulator(..., toggle_coverage=True)``; the cell
models and lw_tb carry no counters), on a fixed workload (``Workload``): a fixed sample
of KAT vectors (short messages) and one long random message, back to back, no stalls.
Every net of the netlist is driven by one cell output, so its toggles are charged to
that cell's resource (LUT4 output, flip-flop, carry, LUT RAM, block RAM) at the
energy ``COEFFS`` gives a toggle of that resource; the flip-flops' clock pins and the
block RAM ports cost a fixed energy per cycle; static power is the device's, the same
for every core.  Then, with f the stated clock (``CLOCK_MHZ``, seed 002's 50 MHz):

    P_dyn   = (E_toggles / cycles + E_clock_per_cycle + E_bram_per_cycle) * f    (eq. 4)
    E_N     = (P_static + P_dyn) * clk(N) / f                                    (eq. 5)
    E/bit   = (P_static + P_dyn_long) * (l+p) / (f * b)          long messages   (eq. 6)
    E/bit_s = (P_static + P_dyn_short) * clk(N_1) / (f * b * N_1)  one-byte message

(mW / MHz = nJ per cycle).  Everything here is an estimate: the coefficients are
assumptions of the right order for a 40 nm FPGA fabric, not Lattice's (whose power
calculator keeps them in its device database, unpublished); the simulation is
zero-delay, so glitches are not seen; routing is an average per net, not the placed
route; I/O is left out (docs/flow.md, "Power and energy").
"""

from __future__ import annotations

import hashlib
import random
import re
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..cores import Core
from ..kat import KatError, KatMissing
from ..sim import verify
from ..sim.runner import Message, Phase, SimError, Simulator
from .errors import FlowError

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

#: output ports of each ECP5 cell type -> resource
OUTPUTS: dict[str, dict[str, str]] = {
    "LUT4": {"Z": "lut"}, "PFUMX": {"Z": "lut"}, "L6MUX21": {"Z": "lut"},
    "TRELLIS_FF": {"Q": "ff"},
    "CCU2C": {"S0": "carry", "S1": "carry", "COUT": "carry_chain"},
    "TRELLIS_DPR16X4": {"DO": "dram"},
    "DP16KD": {**{f"DOA{i}": "bram" for i in range(18)}, **{f"DOB{i}": "bram" for i in range(18)}},
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


# ---------------------------------------------------------------------- the netlist
def _norm(name: str) -> str:
    """A net bit as Verilator's coverage names it: escaped identifiers unescaped."""
    name = name.strip()
    if name.startswith("\\"):
        m = re.match(r"\\(\S+)\s*(\[\d+\])?$", name)
        if m:
            return m.group(1) + (m.group(2) or "")
    return name.replace(" ", "")


def _decode(name: str) -> str:
    """Verilator's encoding of the characters of escaped names undone ("__02e" is ".")."""
    return re.sub(r"__0([0-9a-fA-F]{2})", lambda m: chr(int(m.group(1), 16)), name)


_SYMBOL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789AB"


def _hashed(base: str) -> str:
    """The name Verilator gives a signal whose encoded name is too long: its first 30
    characters, "__Vhsh" and a digest of the whole (VName::hashedName, digestSymbol)."""
    enc = "".join(c if (c.isalnum() or c == "_") else f"__0{ord(c):02x}" for c in base)
    b = hashlib.sha256(enc.encode()).digest()
    sym = "".join(_SYMBOL[(b[i] >> 2) & 0x3F] + _SYMBOL[((b[i] & 3) << 4) | (b[i + 1] >> 4)]
                  + _SYMBOL[((b[i + 1] & 0xF) << 2) | (b[i + 2] >> 6)] + _SYMBOL[b[i + 2] & 0x3F]
                  for i in range(0, 30, 3))
    return _decode(enc[:30] + "__Vhsh" + sym)


def _split_concat(expr: str) -> list[str]:
    expr = expr.strip()
    if expr.startswith("{") and expr.endswith("}"):
        return [p.strip() for p in expr[1:-1].split(",")]
    return [expr]


_INST = re.compile(r"^\s*(LUT4|PFUMX|L6MUX21|TRELLIS_FF|CCU2C|TRELLIS_DPR16X4|DP16KD)\s+(?:#\(.*?\)\s*)?"
                   r"(\\\S+|\S+)\s*\((.*?)\);", re.S | re.M)
_CONN = re.compile(r"\.(\w+)\(((?:[^()]|\([^()]*\))*)\)")


def drivers(netlist: Path, top: str) -> tuple[dict[str, str], dict[str, int]]:
    """Each net bit of the core module ``top`` driven by a cell output -> its resource;
    and the cell counts (per cell type)."""
    text = netlist.read_text()
    m = re.search(rf"^module\s+{re.escape(top)}\s*\(.*?^endmodule", text, re.S | re.M)
    if not m:
        raise FlowError(f"module {top} not found in {netlist.name}", stage="power")
    body = m.group(0)
    out: dict[str, str] = {}
    cells: dict[str, int] = {}
    for inst in _INST.finditer(body):
        kind = inst.group(1)
        cells[kind] = cells.get(kind, 0) + 1
        ports = OUTPUTS[kind]
        for port, expr in _CONN.findall(inst.group(3)):
            res = ports.get(port)
            if res is None:
                continue
            for bit in _split_concat(expr):
                if bit and not re.match(r"^\d+'", bit):
                    name = _norm(bit)
                    out[name] = res
                    m2 = re.match(r"^(.*?)(\[\d+\])?$", name)
                    if m2 and len(m2.group(1)) > 30:        # as Verilator names it when too long
                        out[_hashed(m2.group(1)) + (m2.group(2) or "")] = res
    return out, cells


# ---------------------------------------------------------------------- toggles
def read_coverage(path: Path) -> dict[str, int]:
    """Toggle counts per signal bit of the netlist module from Verilator's coverage.dat
    (lines ``C '<\\x01key\\x02value ...>' count``); a bit's 0->1 and 1->0 points, where
    Verilator splits them, are added."""
    counts: dict[str, int] = {}
    for line in path.read_text(errors="replace").splitlines():
        if not line.startswith("C '"):
            continue
        body, _, num = line[3:].rpartition("' ")
        keys = dict(kv.split("\x02", 1) for kv in body.split("\x01") if "\x02" in kv)
        if "toggle" not in keys.get("page", "") and keys.get("t") != "toggle":
            continue
        name = _decode(re.sub(r":(0->1|1->0)$", "", keys.get("o", "")))
        counts[name] = counts.get(name, 0) + int(num)
    return counts


@dataclass
class Activity:
    """Toggles per resource over one run and the clock cycles it took."""
    toggles: dict[str, int]
    cycles: int

    def per_cycle(self) -> dict[str, float]:
        return {k: round(v / self.cycles, 3) for k, v in self.toggles.items() if v}


def activity(cov: dict[str, int], nets: dict[str, str], cycles_hint: int) -> Activity:
    tog = {r: 0 for r in RESOURCES}
    for name, n in cov.items():
        res = nets.get(name)
        if res is not None:
            tog[res] += n
    clk = cov.get("clk")
    cycles = clk // 2 if clk else cycles_hint
    return Activity(tog, max(1, cycles))


# ---------------------------------------------------------------------- the model
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


# ---------------------------------------------------------------------- measuring
def random_message(core: Core, blocks: int, seed: int, zero: bool = False) -> Message:
    """A message that pads to ``blocks`` blocks (verify.message_of_blocks), its bytes
    random (fixed seed) or all zero."""
    m = verify.message_of_blocks(core, blocks)
    rng = random.Random(seed)
    data = bytes(len(m.payload)) if zero else bytes(rng.randrange(256) for _ in m.payload)
    return Message(data, m.bitlen)


def run_activity(sim: Simulator, phases: list[Phase], nets: dict[str, str], cov_file: Path) -> Activity:
    """Run ``phases`` on a toggle-coverage build of the netlist and count its toggles."""
    res = sim.run(phases, coverage=cov_file)
    if any(r.hung for r in res):
        raise FlowError("the netlist hung on the power workload", stage="power")
    last = max((c for r in res for _, c in r.outputs), default=0)
    cov = read_coverage(cov_file)
    if not cov:
        raise FlowError("Verilator wrote no toggle counts", stage="power")
    return activity(cov, nets, last)


def workload_phases(core: Core, workload: Workload) -> tuple[list[Phase], list[Phase]]:
    """(short: the KAT sample back to back, long: the random message)."""
    try:
        kats = verify.sample(verify.kat_vectors(core), workload.kat, seed=workload.seed)
    except KatMissing as exc:
        raise FlowError(f"no KAT for {core.name}: {exc}", stage="power", retry=True) from None
    except KatError as exc:              # a damaged KAT file does not mend itself: not retried
        raise FlowError(f"bad KAT file for {core.name}: {exc}", stage="power", retry=False) from None
    return ([Phase([v.msg for v in kats])],
            [Phase([random_message(core, workload.long_blocks, workload.seed)])])


def estimate_netlist(sim: Simulator, cycles: dict[str, Any], workdir: Path,
                     workload: Workload = DEFAULT_WORKLOAD, clock_mhz: float = CLOCK_MHZ) -> dict[str, Any]:
    """The estimate for a netlist simulator built with toggle_coverage (the gate-level
    build of the row): run the workload, weigh the toggles.  Raises FlowError."""
    t0 = time.monotonic()
    if sim.netlist is None or not sim.toggle_coverage:
        raise FlowError("the power estimate needs a netlist simulator with toggle coverage", stage="power")
    nets, cells = drivers(sim.netlist, sim.core.top)
    workdir.mkdir(parents=True, exist_ok=True)
    short_ph, long_ph = workload_phases(sim.core, workload)
    try:
        short = run_activity(sim, short_ph, nets, workdir / "toggles_short.dat")
        long = run_activity(sim, long_ph, nets, workdir / "toggles_long.dat")
    except SimError as exc:
        raise FlowError(f"power workload failed: {str(exc).splitlines()[0]}", stage="power",
                        log=str(exc)[-4000:]) from None
    out = estimate(long, short, cells, cycles, sim.core.block_bits, workload, clock_mhz)
    out["seconds"] = round(time.monotonic() - t0, 1)
    return out


def estimate_core(core: Core, width: int = 16, build_dir: Path | None = None,
                  workload: Workload = DEFAULT_WORKLOAD, clock_mhz: float = CLOCK_MHZ,
                  say=print) -> dict[str, Any]:
    """``lwhash power CORE``: synthesize the core for ECP5, build its netlist's simulator
    with toggle counters, measure its cycles on the netlist and estimate (no place and
    route: the figures do not depend on Fmax)."""
    from ..paths import BUILD
    from . import gatelevel, synth
    from .targets import PRIMARY
    from .targets import get as get_target

    target = get_target(PRIMARY)
    work = (build_dir or BUILD / "power") / f"{core.name}-w{width}"
    t0 = time.monotonic()
    syn = synth.synthesize(core, target, width, work / "synth")
    say(f"synthesis ({target.label}): {syn.area.get('lut4')} LUT sites, {syn.area.get('ff')} FF "
        f"({time.monotonic() - t0:.0f} s)")
    assert syn.netlist is not None
    lib = gatelevel.cell_library(target, work / "lib")
    sim = Simulator(core, width, netlist=syn.netlist, netlist_lib=lib, toggle_coverage=True, build_dir=work / "sim")
    t = time.monotonic()
    try:
        with gatelevel.verilator_make_fixes():
            sim.build()
        cycles = verify.measure_cycles(sim).as_dict()
    except SimError as exc:
        raise FlowError(f"netlist simulation failed: {str(exc).splitlines()[0]}", stage="power",
                        log=str(exc)[-4000:]) from None
    say(f"netlist simulator with toggle counters built, cycles {cycles['formula']} ({time.monotonic() - t:.0f} s)")
    out = estimate_netlist(sim, cycles, work / "toggles", workload, clock_mhz)
    out["cycles"] = cycles["formula"]
    return out


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
