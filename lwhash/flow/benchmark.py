"""The benchmark flow: from a core in the registry to a row of the results database.

For each core (every core of rtl/*/cores.toml unless named) and target:

  1. cycles      st, l+p and end measured in RTL simulation (verify.measure_cycles),
                 once per core and width;
  2. synthesis   Yosys, core inside the I/O wrapper (synth.py): the core's own area,
                 the wrapped design for nextpnr, the core's netlist;
  3. Fmax        nextpnr over several seeds, raising the target when met (pnr.py);
  4. gate level  the netlist hashes a KAT sample under stalls, cycles re-measured and
                 compared (gatelevel.py);
  5. metrics     throughput long/short, TP/area, budget verdict, the seed beside it
                 (lwhash/results/metrics.py);

and the row (a ``row.Row``) is written to the database at once.  The modules, one
step each: run.py makes one row (``run_row``; ``Job``/``run_job`` wrap it for a
worker); executors.py runs jobs here, in local processes or on a Dask cluster;
resume.py fingerprints a row's inputs and decides whether a stored row stands; this
module plans the jobs and is the only writer of the database.  A stage that fails
ends the row as ``failed`` (stage and message recorded), never the bench; a failed
row carries no figures into reports.  Rows already in the database for the same
sources, flow and tools are not redone unless ``force`` (``resume.is_done``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from concurrent.futures import FIRST_COMPLETED, Future, wait
from datetime import UTC, datetime
from pathlib import Path
from statistics import median_high

from .. import cores as registry
from ..results import metrics as merit
from ..results.db import ResultsDB, git_revision
from ..results.row import Row
from ..results.text import plural
from ..targets import TARGETS, Target, for_core
from ..targets import get as get_target
from .errors import FlowError
from .executors import ProgressBar, default_progress, duration, make_executor
from .resume import (
    FLOW_VERSION,
    GL_ALL,
    GL_MIN,
    GL_SAMPLE,
    QUICK_GL_SAMPLE,
    fingerprint,
    gl_sample_for,
    is_done,
    redo_reason,
    tools_for,
)
from .run import (
    DEFAULT_ATTEMPTS,
    DEFAULT_SEEDS,
    FLOW_BUILD,
    QUICK_ATTEMPTS,
    QUICK_SEEDS,
    Job,
    Progress,
    run_job,
    run_row,
)

__all__ = ["bench", "outstanding", "run_row", "QUICK_SEEDS", "QUICK_ATTEMPTS", "is_done", "redo_reason",
           "gl_sample_for", "FLOW_VERSION", "DEFAULT_SEEDS", "DEFAULT_ATTEMPTS",
           "GL_ALL", "GL_MIN", "GL_SAMPLE", "QUICK_GL_SAMPLE"]


# ---------------------------------------------------------------------- bench
def bench(
    cores: Sequence[str] | None = None,
    targets: Sequence[str] | None = None,
    width: int | None = None,
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
    dry_run: bool = False,
) -> list[Row]:
    """Benchmark cores on targets and record one run per core x target in the database.

    cores      core names (default: every core in the registry)
    targets    target names (default: each core's, ``core_targets``: its primary ECP5 device,
               iCE40 and the Xilinx estimates; quick: its primary only)
    width      bus width W (default: each core's bench width, ``Core.bench_width``: 16 for
               the lightweight cores, the wider bus a ``fast`` core names)
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
    show_bar   show a progress bar (jobs done, running, left, time left) on the terminal
    dry_run    say the plan (rows to make and to skip, the time it will take) and stop

    Rows go into the database as they finish, in this process, whichever executor made
    them.  Returns the rows, new or found in the database, in core x target order (a
    dry run: the rows found only).
    """
    say = progress or default_progress()
    names = list(cores) if cores else default_cores(db_path)
    core_objs = [registry.get(n) for n in names]
    check_project_db(db_path, core_objs)
    asked = [get_target(t) for t in targets] if targets else None
    seeds = tuple(seeds) if seeds else (QUICK_SEEDS if quick else DEFAULT_SEEDS)
    attempts = attempts or (QUICK_ATTEMPTS if quick else DEFAULT_ATTEMPTS)
    mode = "quick" if quick else "full"
    if jobs < 1:
        raise FlowError(f"-j must be at least 1, not {jobs}", stage="bench")
    db = ResultsDB(db_path)
    build_dir = Path(build_dir) if build_dir else FLOW_BUILD
    rev = git_revision()

    results: dict[tuple[str, str], Row] = {}
    todo: list[Job] = []
    for core in core_objs:
        w = width or core.bench_width
        if w not in core.widths:
            say(f"{core.name}: bus width {w} not supported "
                f"({', '.join(map(str, core.widths))}); skipped")
            continue
        for target in asked or core_targets(core, quick):
            sample = gl_sample_for(target, gl_sample, quick)
            old, why = _stored(db, core, target, w, quick, sample)
            if not force and why is None:
                assert old is not None
                results[(core.name, target.name)] = old
                continue
            todo.append(Job(core.name, target.name, w, seeds, attempts, sample, mode, keep,
                            str(build_dir), rev, reuse=not force))
    history = db.runs() if todo else []
    estimates = [estimate_seconds(history, job) for job in todo]
    workers = jobs if not scheduler else None
    say(plan(todo, len(results), estimates, workers, recorded=len(history)))
    if dry_run:
        for job, est in zip(todo, estimates):
            gl = (f", gate level on {'all' if job.gl_sample == GL_ALL else job.gl_sample} KAT vectors"
                  if TARGETS[job.target].gate_level else "")
            say(f"  would make {job.label} ({job.mode}{gl}; about {duration(est)})")
    elif todo:
        db.check_writable()          # before the first stage: a row built only to be lost helps no one
        _execute(todo, jobs, scheduler, say, db, results, show_bar, estimates)
    order = {n: i for i, n in enumerate(names)}
    torder = {n: i for i, n in enumerate([t.name for t in asked] if asked else TARGETS)}
    return [results[k] for k in sorted(results, key=lambda k: (order[k[0]], torder[k[1]]))]


def default_cores(db_path: Path | str | None = None) -> list[str]:
    """The cores a bench makes when none are named: into the project's database, the
    repository's own (rtl/); into another database, the cores of the extra folders
    (--cores-dir, $LWHASH_CORES_PATH) when there are any, else the repository's."""
    own = registry.builtin_cores()
    extra = [n for n in registry.all_cores() if n not in own]
    return sorted(extra if extra and not ResultsDB(db_path).is_project else own)


def check_project_db(db_path: Path | str | None, core_objs: list[registry.Core]) -> None:
    """FlowError when a core of an extra folder would go into the project's database,
    which holds the repository's cores only (docs/results are made from it)."""
    foreign = [c.name for c in core_objs if not c.builtin]
    if foreign and ResultsDB(db_path).is_project:
        raise FlowError(f"{', '.join(foreign)} {'is' if len(foreign) == 1 else 'are'} not lwhash's own "
                        "(an extra core folder): its rows go into a database of your own "
                        "(lwhash bench --db YOURS.sqlite), not into docs/results", stage="bench")


def _stored(db: ResultsDB, core: registry.Core, target, width: int, quick: bool,
            sample: int) -> tuple[Row | None, str | None]:
    """The database's row of a core on a target, and why a bench would make it again
    (None: it stands)."""
    old = db.get(core.name, target.name, width, tools_for(target))
    return old, redo_reason(old, fingerprint(core, target, width), quick, sample)


def outstanding(db_path: Path | str | None = None, width: int | None = None,
                names: list[str] | None = None) -> list[tuple[str, str, str, float]]:
    """What ``make bench`` (every core, every target, in full, each core at its bench width
    unless ``width`` says otherwise) would make now: (core, target, why, estimated seconds)
    per row, estimated from the database's recorded times.  ``names``: these cores only
    (default: the repository's own, never those of an extra core folder)."""
    db = ResultsDB(db_path)
    history = db.runs()
    out = []
    for name in sorted(names if names is not None else registry.builtin_cores()):
        core = registry.get(name)
        w = width or core.bench_width
        if w not in core.widths:
            continue
        for target in core_targets(core, False):
            sample = gl_sample_for(target, None, False)
            _, why = _stored(db, core, target, w, False, sample)
            if why is not None:
                job = Job(name, target.name, w, DEFAULT_SEEDS, DEFAULT_ATTEMPTS, sample, "full", False, "", None)
                out.append((name, target.name, why, estimate_seconds(history, job)))
    return out


def core_targets(core: registry.Core, quick: bool) -> list[Target]:
    """The targets a bench makes a core's rows on when none are named: its primary (the
    LFE5U-25F unless its cores.toml names the 85F) for a quick bench, else every default
    target with its primary in place of the 25F."""
    return [get_target(core.primary)] if quick else [get_target(t) for t in for_core(core.primary)]


def _datapath(name: str) -> tuple[Path, str] | None:
    """A core's datapath for the estimate: its folder and variant (None: not registered)."""
    c = registry.all_cores().get(name)
    return (c.folder, c.variant) if c else None


def estimate_seconds(history: list[Row], job: Job) -> float:
    """How long a row will take, from the database's own recorded times: the newest
    finished run of the same core, target and mode, else of a core of the same datapath
    (its folder and variant: the digest-size rows of a fast core take alike), else a run of
    the core (or its datapath) on another target scaled stage by stage to this one, else
    the median of that target's runs in that mode, else of all its runs, else a guess by
    target kind."""
    def total(r: Row) -> float | None:
        return r.seconds.get("total") if r.ok else None

    mine = _datapath(job.core)
    for pick in (lambda r: r.core == job.core, lambda r: mine is not None and _datapath(r.core) == mine):
        same = [t for r in history if r.target == job.target and r.mode == job.mode and pick(r)
                and (t := total(r))]
        if same:
            return float(same[-1])
    for pick in (lambda r: r.core == job.core, lambda r: mine is not None and _datapath(r.core) == mine):
        scaled = _scaled_from_other_target(history, job, pick)
        if scaled is not None:
            return scaled
    for pick in (lambda r: r.target == job.target and r.mode == job.mode, lambda r: r.target == job.target):
        times = [t for r in history if pick(r) and (t := total(r))]
        if times:
            return float(median_high(times))
    return 300.0 if TARGETS[job.target].has_pnr else 30.0


def _scaled_from_other_target(history: list[Row], job: Job, pick) -> float | None:
    """A row not yet made on its target but made on another: each stage of that run scaled
    by the median ratio of the two targets' times for the stage over the cores made on
    both (a big core synthesizes slowly for every target), a stage the other run lacks
    (or reused: 0 s) taken as the target's median for it.  None without such a run."""
    def newest(target: str, mode: str | None) -> dict[str, Row]:
        return {r.core: r for r in history if r.ok and r.target == target and (mode is None or r.mode == mode)}

    here = newest(job.target, job.mode)
    if not here:
        return None
    stages = Counter(k for r in here.values() for k in r.seconds if k != "total")
    stages_here = [k for k, n in stages.items() if 2 * n >= len(here)]
    for r in reversed(history):
        if not (r.ok and r.target != job.target and pick(r)):
            continue
        there = newest(r.target, None)
        both = [c for c in here if c in there]
        if not both:
            continue
        est = 0.0
        for stage in stages_here:
            ratios = [here[c].seconds[stage] / there[c].seconds[stage] for c in both
                      if here[c].seconds.get(stage) and there[c].seconds.get(stage)]
            if r.seconds.get(stage) and ratios:
                est += r.seconds[stage] * median_high(ratios)
            else:
                est += median_high([t for x in here.values() if (t := x.seconds.get(stage))] or [0.0])
        return est
    return None


def plan(todo: list[Job], done: int, estimates: list[float], workers: int | None, recorded: int = 0) -> str:
    """One line: what a bench will make and skip, and about how long it takes."""
    line = f"bench plan: {plural(len(todo), 'row')} to make, {done} done already"
    if done:
        line += " (--force redoes them)"
    if todo:
        per = ", ".join(f"{t} {n}" for t, n in sorted(Counter(j.target for j in todo).items(),
                                                       key=lambda kv: list(TARGETS).index(kv[0])))
        line += f"; to make: {per}"
        if workers:
            line += (f"; about {duration(sum(estimates) / min(workers, len(todo)))} at -j {workers} "
                     + (f"(from the times of {recorded} recorded runs)" if recorded
                        else "(a guess: the database has no recorded runs yet)"))
    return line


def _execute(todo: list[Job], jobs: int, scheduler: str | None, say: Progress, db: ResultsDB,
             results: dict[tuple[str, str], Row], show_bar: bool, estimates: list[float]) -> None:
    bar = ProgressBar(len(todo), estimates, jobs if not scheduler else 1) if show_bar else None
    tell = bar.say if bar else say
    try:
        pool = make_executor(jobs, scheduler, tell)
    except BaseException:
        if bar:
            bar.stop()
        raise
    ex, workers = pool.executor, pool.workers
    try:
        # an inline executor has finished a job when submit returns: its row is recorded
        # at once, before the next job starts
        pending: dict[Future, Job] = {}
        for job in todo:
            if bar:
                bar.update(min(workers, len(todo) - bar.done))
            fut = ex.submit(run_job, job, **pool.job_kwargs)
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
        pool.close()
        if bar:
            bar.stop()


def _collect(fut: Future, job: Job, db: ResultsDB, results: dict, say: Progress) -> None:
    try:
        row = fut.result()
    except Exception as exc:  # the worker itself died: record it, go on
        row = Row(core=job.core, target=job.target, width=job.width, mode=job.mode,
                  tools=tools_for(get_target(job.target)), git_rev=job.git_rev,
                  date=datetime.now(UTC).isoformat(timespec="seconds"))
        row.fail("worker", f"{type(exc).__name__}: {exc}", True)
    db.add(row)
    results[(job.core, job.target)] = row
    fmax = row.fmax_mhz
    what = f"{merit.slice_eq(row.area)} slice-eq, {row.area.lut4} LUT sites" if row.area else ""
    if fmax:
        what += f", {fmax:.1f} MHz"
    tail = f" ({what})" if row.ok and what else (
        f": {row.failed_stage}: {(row.error or '')[:200]}" if not row.ok else "")
    say(f"{job.label}: row {'ok' if row.ok else row.status.upper()}{tail} "
        f"in {row.seconds.get('total', 0):.0f} s -> {db.path}")
