"""One benchmark row: cycles, synthesis, Fmax search, gate level, metrics.

``run_row`` makes the row of one core on one target (every stage, failures recorded in
the row, never raised); ``Job`` is that work in a picklable form and ``run_job`` runs
it in whatever process an executor chose (executors.py), with a log file per row.
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import os
import platform
import shutil
import time
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from .. import cores as registry
from ..paths import BUILD
from ..results import metrics as merit
from ..results.db import tools_key
from ..results.row import Area, Cycles, GateLevel, Pnr, Power, Row
from ..sim import verify
from ..sim.runner import SimError, Simulator
from ..targets import PRIMARY, Target
from ..targets import get as get_target
from . import gatelevel, pnr, power, synth
from .errors import DoesNotFit, FlowError
from .resume import fingerprint, hash_sources, tools_for

DEFAULT_SEEDS = (1, 2, 3, 4, 5)
DEFAULT_ATTEMPTS = 3
QUICK_SEEDS = (1,)
QUICK_ATTEMPTS = 1
GL_STALL = 0.3
#: characters of a failed stage's log kept in its row
LOG_TAIL = 4000

Progress = Callable[[str], None]
FLOW_BUILD = BUILD / "flow"


# ---------------------------------------------------------------------- cycles
def rtl_cycles(core: registry.Core, width: int, build_dir: Path | None = None) -> dict:
    sim = Simulator(core, width, build_dir=(build_dir or FLOW_BUILD) / core.name / f"sim-rtl-w{width}")
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
    reuse: bool = True,
) -> Row:
    """Make the row of ``core`` on ``target`` at bus width ``width``.  Every stage that
    finishes is recorded in the work folder (``stages.json``, keyed by the row's
    fingerprint and tools); with ``reuse`` a row that was interrupted takes the stages
    it had finished (synthesis, place and route, the gate-level KAT run) from there
    instead of running them again, so an interrupted bench loses at most the stage it
    was in; place and route is recorded run by run (one nextpnr seed can take 20 minutes
    on the 85F), so it loses at most the run it was in."""
    row = Row(
        core=core.name, algo=core.algo, variant=core.variant, target=target.name, width=width,
        tools=tools_for(target), fingerprint=fingerprint(core, target, width), mode=mode,
        date=datetime.now(UTC).isoformat(timespec="seconds"),
        block_bits=core.block_bits, digest_bits=core.digest_bits,
        host={"cpus": os.cpu_count(), "machine": platform.machine()},
        paper=dict(core.paper) if core.paper else None,
    )
    secs = row.seconds
    workdir = (build_dir or FLOW_BUILD) / core.name / f"{target.name}-w{width}"
    t_row = time.monotonic()
    stages = StageLog(workdir, f"{row.fingerprint} {tools_key(row.tools)} {_flow_code_hash()}")
    try:
        if isinstance(cycles, FlowError):
            raise cycles
        row.cycles = Cycles.from_dict(cycles)
        done = stages.read() if reuse else {}
        if not done and workdir.exists():
            shutil.rmtree(workdir)
        t = time.monotonic()
        if "synth" in done:
            syn = synth.SynthResult(done["synth"]["area"], done["synth"]["cells"], workdir / "wrap.json",
                                    workdir / "netlist.v" if target.gate_level else None, 0.0)
            say("  synthesis: reused from an unfinished run of the same sources, flow and tools")
        else:
            syn = synth.synthesize(core, target, width, workdir)
            stages.record("synth", {"area": syn.area, "cells": syn.cells, "netlist": syn.netlist is not None})
        secs["synth"] = round(time.monotonic() - t, 1)
        a = row.area = Area.from_dict(syn.area)
        row.cells = syn.cells
        say(f"  synthesis: {merit.slice_eq(a)} slice-eq ({a.lut4} LUT sites, {a.lut_logic} LUT cells), "
            f"{a.ff} FF, {a.bram} block RAM, {a.dram} dist. RAM, "
            f"{a.carry} carry cells ({secs['synth']:.0f} s)")
        if a.other:
            say(f"  cells the flow does not classify: {a.other}")
        if target.has_pnr:
            t = time.monotonic()
            pnr_key = [list(seeds), attempts]
            if (done.get("pnr") or {}).get("key") == pnr_key:
                row.pnr = Pnr.from_dict(done["pnr"]["pnr"])
                say("  place and route: reused from an unfinished run of the same sources, flow and tools")
            else:
                runs_done = dict(done.get("pnr_runs") or {})

                def keep_run(tag: str, run: dict) -> None:
                    runs_done[tag] = run
                    stages.record("pnr_runs", runs_done)

                try:
                    res = pnr.fmax_search(target, workdir, seeds, attempts, say=lambda s: say("  " + s),
                                          finished=runs_done, record=keep_run)
                    row.pnr = Pnr.from_dict(res.as_dict())
                except DoesNotFit as exc:
                    # a result, not a failure: the area is known, there is no Fmax; the
                    # netlist is still checked at gate level
                    row.pnr = Pnr(fits=False, error=str(exc), needed=exc.needed)
                stages.record("pnr", {"key": pnr_key, "pnr": row.pnr.to_dict()})
            p = row.pnr
            if p.fits:
                say(f"  Fmax {p.fmax_mhz:.2f} MHz (best of {len(p.runs or [])} runs, seed {p.best_seed}); "
                    f"{p.sites} {target.site}s")
            else:
                say(f"  {p.error}: no Fmax")
            secs["pnr"] = round(time.monotonic() - t, 1)
        if target.gate_level:
            t = time.monotonic()
            lib = gatelevel.cell_library(target, workdir / "lib")
            # beside the work folder (which each run starts afresh): with keep=True an
            # unchanged netlist reuses its simulator build
            gl_dir = workdir.parent / f"sim-gl-{target.name}-w{width}"
            # the primary target's rows get the power estimate, on the same simulator
            # build (with toggle counters on the netlist's nets)
            estimate_power = target.name == PRIMARY
            built: list[Simulator] = []
            gl_key = [gl_sample, GL_STALL]
            try:
                if (done.get("gate_level") or {}).get("key") == gl_key:
                    row.gate_level = GateLevel.from_dict(done["gate_level"]["result"])
                    say("  gate level: reused from an unfinished run of the same sources, flow and tools")
                else:
                    assert syn.netlist is not None      # synthesis writes one for a gate-level target
                    row.gate_level = GateLevel.from_dict(gatelevel.verify_netlist(
                        core, width, syn.netlist, lib, gl_dir, gl_sample, cycles, stall=GL_STALL,
                        toggle_coverage=estimate_power, built=built))
                    stages.record("gate_level", {"key": gl_key, "result": row.gate_level.to_dict()})
                secs["gate_level"] = round(time.monotonic() - t, 1)
                g = row.gate_level
                say(f"  gate level: {g.vectors} KAT vectors bit-exact ({g.nonbyte} non-byte lengths, "
                    f"stalls p={g.stall}), cycles {g.cycles} ({secs['gate_level']:.0f} s)")
                if estimate_power:
                    t = time.monotonic()
                    if not built:          # gate level reused: the power estimate builds its own
                        built.append(Simulator(core, width, netlist=syn.netlist, netlist_lib=lib,
                                               toggle_coverage=True, build_dir=gl_dir))
                    row.power = power_stage(built[-1], cycles, workdir / "power", say)
                    secs["power"] = round(time.monotonic() - t, 1)
            finally:
                for d in (gl_dir, gl_dir.with_name(gl_dir.name + "-plain")):
                    if not keep and d.exists():
                        shutil.rmtree(d, ignore_errors=True)   # ~300 MB of C++ and objects
        else:
            row.gate_level = GateLevel(status="n/a")
        row.status = "ok"
        merit.derive(row)          # slice-eq, throughput, TP/area, budget, the seed beside it
    except FlowError as exc:
        row.fail(exc.stage, str(exc), exc.retry, exc.log[-LOG_TAIL:] if exc.log else None)
        if exc.log:
            workdir.mkdir(parents=True, exist_ok=True)
            (workdir / "error.log").write_text(exc.log)
        say(f"  FAILED at {exc.stage}: {exc}")
    except Exception as exc:  # a bug in the flow: record it, go on with the next row
        row.fail("internal", f"{type(exc).__name__}: {exc}", True, traceback.format_exc()[-LOG_TAIL:])
        workdir.mkdir(parents=True, exist_ok=True)
        (workdir / "error.log").write_text(traceback.format_exc())
        say(f"  FAILED (internal error, see {workdir / 'error.log'}): {exc}")
    secs["total"] = round(time.monotonic() - t_row, 1)
    return row


def power_stage(sim: Simulator, cycles: dict, workdir: Path, say: Progress) -> Power:
    """The power estimate (power.py) on the gate-level simulator; a failure is recorded
    in the Power part (status "failed"), never lost with the row's other figures."""
    try:
        with gatelevel.verilator_make_fixes():
            sim.build()                # done already, unless the gate-level run was reused
        p = Power.from_dict(power.estimate_netlist(sim, cycles, workdir))
        say(f"  power (estimate, {p.clock_mhz:g} MHz): {p.static_mw:.1f} mW static + {p.dynamic_mw:.2f} mW "
            f"dynamic; {p.nj_per_bit_long:.3f} nJ/bit long, {p.nj_per_bit_short:.3f} nJ/bit short "
            f"({p.seconds:.0f} s)")
        return p
    except (FlowError, SimError) as exc:
        say(f"  power: FAILED: {str(exc).splitlines()[0]}")
        return Power(status="failed", error=str(exc))
    except Exception as exc:  # a bug in the estimate must not cost the row
        say(f"  power: FAILED (internal error): {exc}")
        return Power(status="failed", error=f"{type(exc).__name__}: {exc}")


def _flow_code_hash() -> str:
    """The flow's own code that makes synthesis and place-and-route results: a change to
    it invalidates the stages a row recorded."""
    from .. import targets

    h = hashlib.sha1()
    here = Path(__file__).parent
    for path in (here / "synth.py", here / "pnr.py", here / "wrapper.py", Path(targets.__file__), here / "yowasp.py"):
        h.update(path.read_bytes())
    return h.hexdigest()[:12]


class StageLog:
    """The stages of a row finished in its work folder (``stages.json``), valid only for
    the same fingerprint and tools (``key``): what an interrupted row can reuse."""

    def __init__(self, workdir: Path, key: str):
        self.path, self.key = workdir / "stages.json", key

    def read(self) -> dict[str, Any]:
        try:
            data = json.loads(self.path.read_text())
        except (OSError, ValueError):
            return {}
        if data.get("key") != self.key:
            return {}
        synth = data.get("synth") or {}
        wanted = ["wrap.json"] + (["netlist.v"] if synth.get("netlist") else [])
        if synth and not all((self.path.parent / f).exists() for f in wanted):
            return {}                  # the files it names are gone: start afresh
        return data

    def record(self, stage: str, what: dict[str, Any]) -> None:
        data = self.read()
        data.update({"key": self.key, stage: what})
        tmp = self.path.with_suffix(".tmp")
        tmp.write_text(json.dumps(data))
        tmp.replace(self.path)


# ---------------------------------------------------------------------- jobs
@dataclass(frozen=True)
class Job:
    """One row to make: everything a worker (local process or Dask) needs, picklable."""
    core: str
    target: str
    width: int
    seeds: tuple[int, ...]
    attempts: int
    gl_sample: int
    mode: str
    keep: bool
    build_dir: str
    git_rev: str | None
    reuse: bool = True            #: take finished stages of an interrupted run (not with --force)

    @property
    def label(self) -> str:
        return f"{self.core} on {self.target}"

    @property
    def log_path(self) -> Path:
        return Path(self.build_dir) / self.core / f"{self.target}-w{self.width}.log"


def cached_rtl_cycles(core: registry.Core, width: int, build_dir: Path) -> dict:
    """rtl_cycles, measured once per RTL version: jobs of one core on several targets
    (in parallel or one after the other) share the measurement."""
    h = hashlib.sha1(repr((core.top, sorted(core.params.items()), width)).encode())
    hash_sources(h, core)
    cache = build_dir / core.name / f"cycles-w{width}-{h.hexdigest()[:12]}.json"
    cache.parent.mkdir(parents=True, exist_ok=True)
    with open(cache.with_suffix(".lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if cache.exists():
            return json.loads(cache.read_text())
        cycles = rtl_cycles(core, width, build_dir)
        cache.write_text(json.dumps(cycles))
        return cycles


def run_job(job: Job, say: Progress | None = None, lines: Any = None) -> Row:
    """Make one row (in whatever process the executor chose).  Progress lines go to
    ``say`` (this process), to ``lines`` (a queue a local worker shares with the bench,
    which shows them labelled with the row) and to the job's log file beside its work
    folder."""
    core = registry.get(job.core)
    target = get_target(job.target)
    build_dir = Path(job.build_dir)
    job.log_path.parent.mkdir(parents=True, exist_ok=True)
    with open(job.log_path, "w") as log:
        def tell(line: str) -> None:
            log.write(line + "\n")
            log.flush()
            if say is not None:
                say(line)
            if lines is not None:
                lines.put(f"[{job.core} {job.target}] {line.strip()}")

        tell(f"{core.name} on {target.label}, W = {job.width} ({job.mode})")
        t = time.monotonic()
        cycles: dict | FlowError
        try:
            cycles = cached_rtl_cycles(core, job.width, build_dir)
            tell(f"  cycles (RTL): {cycles['formula']} ({time.monotonic() - t:.0f} s)")
        except FlowError as exc:
            cycles = exc
        row = run_row(core, target, job.width, cycles, job.seeds, job.attempts, job.gl_sample, job.mode,
                      tell, job.keep, build_dir, reuse=job.reuse)
    row.git_rev = job.git_rev
    if not row.ok and not row.log:
        row.log = job.log_path.read_text(errors="replace")[-LOG_TAIL:]
    return row
