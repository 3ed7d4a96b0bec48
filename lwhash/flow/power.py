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
from pathlib import Path
from typing import Any

from ..cores import Core
from ..kat import KatError, KatMissing
from ..results.energy import (  # the model: what the measured activity is worth
    CLOCK_MHZ,
    DEFAULT_WORKLOAD,
    RESOURCES,
    Activity,
    Workload,
    estimate,
)
from ..sim import verify
from ..sim.runner import Message, Phase, SimError, Simulator
from .errors import FlowError

#: output ports of each ECP5 cell type -> resource
OUTPUTS: dict[str, dict[str, str]] = {
    "LUT4": {"Z": "lut"}, "PFUMX": {"Z": "lut"}, "L6MUX21": {"Z": "lut"},
    "TRELLIS_FF": {"Q": "ff"},
    "CCU2C": {"S0": "carry", "S1": "carry", "COUT": "carry_chain"},
    "TRELLIS_DPR16X4": {"DO": "dram"},
    "DP16KD": {**{f"DOA{i}": "bram" for i in range(18)}, **{f"DOB{i}": "bram" for i in range(18)}},
}


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


def activity(cov: dict[str, int], nets: dict[str, str], cycles_hint: int) -> Activity:
    tog = {r: 0 for r in RESOURCES}
    for name, n in cov.items():
        res = nets.get(name)
        if res is not None:
            tog[res] += n
    clk = cov.get("clk")
    cycles = clk // 2 if clk else cycles_hint
    return Activity(tog, max(1, cycles))


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
    from ..targets import PRIMARY
    from ..targets import get as get_target
    from . import gatelevel, synth

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


