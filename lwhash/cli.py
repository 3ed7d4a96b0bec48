"""The ``lwhash`` command."""

from __future__ import annotations

import argparse
import json
import os
import sys
import warnings
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Iterable, Iterator, Sequence

from . import cores, kat, protocol, ref
from .flow.targets import TARGETS
from .ref.base import MessageError

if TYPE_CHECKING:
    from .flow.row import Row


def _read_input(path: str) -> bytes:
    """The bytes of FILE: a regular file, a pipe or FIFO (/dev/stdin, <(...), mkfifo), or - for stdin."""
    if path == "-":
        return sys.stdin.buffer.read()
    p = Path(path)
    if p.is_dir():
        raise SystemExit(f"lwhash: {path}: is a folder, not a file")
    if not p.exists():
        raise SystemExit(f"lwhash: {path}: no such file")
    try:
        with open(p, "rb") as f:          # works for pipes and FIFOs too, which have no size
            return f.read()
    except OSError as exc:
        raise SystemExit(f"lwhash: {path}: cannot read it ({exc.strerror})") from None


def _bits(size: int, bits: int | None) -> int:
    """The message length in bits: --bits, checked against an input of ``size`` bytes."""
    if bits is None:
        return 8 * size
    if bits < 0 or bits > 8 * size:
        raise SystemExit(f"lwhash: --bits {bits} is outside the input's 0..{8 * size} bits")
    return bits


@contextmanager
def _input_file(path: str) -> Iterator[Path]:
    """FILE as a regular file a core can stream from: itself, or for - (stdin), a pipe
    or a FIFO, a temporary copy made in pieces (memory stays bounded either way)."""
    p = Path(path)
    if path != "-":
        if p.is_dir():
            raise SystemExit(f"lwhash: {path}: is a folder, not a file")
        if not p.exists():
            raise SystemExit(f"lwhash: {path}: no such file")
        if p.is_file():
            if not os.access(p, os.R_OK):
                raise SystemExit(f"lwhash: {path}: cannot read it (permission denied)")
            if p.stat().st_size > 0:
                yield p
                return
            # a size of 0 is what /proc and sysfs files report whatever they hold: read
            # such a file to its end, as a pipe (the copy of a truly empty file is empty)
    import shutil
    import tempfile

    with tempfile.NamedTemporaryFile(prefix="lwhash-input-") as tmp:
        try:
            with (open(sys.stdin.fileno(), "rb", closefd=False) if path == "-" else open(p, "rb")) as f:
                shutil.copyfileobj(f, tmp, 1 << 20)
        except OSError as exc:
            raise SystemExit(f"lwhash: {path}: cannot read it ({exc.strerror})") from None
        tmp.flush()
        yield Path(tmp.name)


def print_table(header: Sequence[str], rows: Iterable[Sequence[object]], right: str = "") -> None:
    """A plain table on standard output through rich: aligned columns, no borders, never
    wrapped or cut (a pipe gets every character); ``right`` names the columns aligned
    right ("r" per column, e.g. "..rr")."""
    from rich.console import Console
    from rich.table import Table

    t = Table(box=None, pad_edge=False, show_edge=False, header_style="bold", padding=(0, 2, 0, 0))
    for i, h in enumerate(header):
        t.add_column(h, justify="right" if right[i:i + 1] == "r" else "left", no_wrap=True)
    for r in rows:
        t.add_row(*("" if x is None else str(x) for x in r))
    tty = sys.stdout.isatty()
    console = Console(highlight=False, width=None if tty else 10_000, force_terminal=tty)
    with console.capture() as cap:
        console.print(t, crop=False)
    sys.stdout.write("".join(line.rstrip() + "\n" for line in cap.get().splitlines()))


def cmd_list(args: argparse.Namespace) -> int:
    table = cores.all_cores()
    rows = [(c.name, c.algo, c.variant, c.block_bits, c.digest_bits, ",".join(map(str, c.widths)))
            for c in table.values()]
    if args.json:
        print(json.dumps([dict(zip(("core", "algo", "variant", "block_bits", "digest_bits"),
                                   (c.name, c.algo, c.variant, c.block_bits, c.digest_bits)))
                          | {"widths": list(c.widths)} for c in table.values()], indent=1))
        return 0
    print_table(("core", "algorithm", "variant", "block", "digest", "widths"), rows, right="...rr")
    if args.algos:
        print("\nreference models:", " ".join(sorted(ref.algorithms())))
    return 0


def cmd_models(args: argparse.Namespace) -> int:
    """Every reference model: sizes, KAT file, and (with --speed) the time of a one-block hash."""
    import time

    rows = []
    for name, a in sorted(ref.algorithms().items()):
        row = {"algo": name, "block_bits": a.block_bits, "digest_bits": a.digest_bits,
               "kat": f"{a.kat.folder}/ShortMsgKAT_{a.kat.size}.txt" if a.kat else None}
        if args.speed:
            msg = bytes(max(a.block_bytes - 17, 0))      # one block after padding for most
            best = float("inf")
            for _ in range(5):
                t = time.perf_counter()
                a.hash(msg)
                best = min(best, time.perf_counter() - t)
            row["blocks"] = len(a.pad(msg)) // a.block_bytes
            row["ms_per_block"] = round(1000 * best / row["blocks"], 3)
        rows.append(row)
    if args.json:
        print(json.dumps(rows, indent=1))
        return 0
    print_table(("algorithm", "block", "digest", "KAT file", *(("ms/block",) if args.speed else ())),
                ((r["algo"], r["block_bits"], r["digest_bits"],
                  r["kat"] or "(none: checked against published digests)",
                  *((f"{r['ms_per_block']:.3f}",) if args.speed else ())) for r in rows),
                right=".rr.r")
    return 0


def sum_line(digest: bytes, name: str) -> str:
    """A line as sha256sum prints it: a name holding a backslash, a newline or a carriage
    return is escaped (\\\\, \\n, \\r) and the line begins with a backslash."""
    if any(c in name for c in "\\\n\r"):
        esc = name.replace("\\", "\\\\").replace("\n", "\\n").replace("\r", "\\r")
        return f"\\{digest.hex()}  {esc}"
    return f"{digest.hex()}  {name}"


#: the options of `lwhash hash` that only a core in simulation takes, and their defaults
SIM_OPTIONS = {"width": 16, "stall": 0.0, "segments": 1, "seed": 1}


def cmd_hash(args: argparse.Namespace) -> int:
    if (args.core is None) == (args.algo is None):
        raise SystemExit("lwhash hash: give exactly one of --core NAME or --algo NAME")
    given = [k for k in SIM_OPTIONS if getattr(args, k) is not None]
    if args.algo and given:
        raise SystemExit(f"lwhash hash: {', '.join('--' + k for k in given)}: only a core in simulation "
                         "(--core) takes these, not a reference model (--algo)")
    for k, v in SIM_OPTIONS.items():
        if getattr(args, k) is None:
            setattr(args, k, v)
    cycles = None
    if args.algo:
        model = ref.get(args.algo)
        data = _read_input(args.file)       # the reference model hashes bytes in memory
        bits = _bits(len(data), args.bits)
        digest = model.hash(data, bits)
    else:
        from .sim.runner import Message, Simulator, digest_of

        core = cores.get(args.core)
        sim = Simulator(core, args.width)
        with _input_file(args.file) as path:
            bits = _bits(path.stat().st_size, args.bits)
            digest, res = digest_of(sim, Message(path, bits, args.segments, whole_file=args.bits is None),
                                    args.stall, args.seed, trace_reads=args.json)
        if args.json and res.reads and res.outputs:
            cycles = res.outputs[-1][1] - res.reads[0][1] + 1
    if args.json:
        out = {"digest": digest.hex(), "file": args.file, "bits": bits,
               "core": args.core, "algo": args.algo or cores.get(args.core).algo}
        if cycles is not None:
            out.update(cycles=cycles, width=args.width, stall=args.stall)
        print(json.dumps(out))
    else:
        print(sum_line(digest, args.file))
    return 0


def cmd_cycles(args: argparse.Namespace) -> int:
    from .sim import verify
    from .sim.runner import Simulator

    core = cores.get(args.core)
    fit = verify.measure_cycles(Simulator(core, args.width))
    if args.json:
        print(json.dumps(fit.as_dict()))
    else:
        print(f"{core.name} (W = {args.width}): clk = st + (l+p)*N + end = {fit.formula()}")
        print(f"  st  = {fit.st}   (header)")
        print(f"  l+p = {fit.lp}   (per {fit.block_bits}-bit block)")
        print(f"  end = {fit.end}")
        n0 = fit.first_blocks
        print(f"  measured: N={n0}: {fit.totals[0]}, N={n0 + 1}: {fit.totals[1]}, N={n0 + 2}: {fit.totals[2]}; "
              f"one-byte message ({fit.short_blocks} block(s)): {fit.short}")
        if {"st", "lp", "end"} <= set(core.paper):
            p = core.paper
            print(f"  seed ({core.paper_source}): {verify.formula(p['st'], p['lp'], p['end'])}")
            if p.get("slower"):
                print(f"  more cycles a block than the seed: {p['slower']}")
    return 0


def _each_core(args: argparse.Namespace, check: Callable[[str], bool]) -> int:
    """Run ``check`` on every core named on the command line (all cores when none is):
    exit status 1 when any of them failed, after all have run."""
    results = [check(name) for name in (args.cores or sorted(cores.all_cores()))]
    return 0 if all(results) else 1


def cmd_kat(args: argparse.Namespace) -> int:
    """Run a core on the KAT vectors (all, or a sample) under stalls."""
    from .sim import verify
    from .sim.runner import Simulator

    def one(name: str) -> bool:
        core = cores.get(name)
        vs = verify.kat_vectors(core)
        if args.sample:
            vs = verify.sample(vs, args.sample)
        rep = verify.run_vectors(Simulator(core, args.width), vs, stall=args.stall, seed=args.seed,
                                 segments=args.segments)
        print(f"{name:28s} W={args.width:<3d} {'PASS' if rep.ok else 'FAIL'}  {rep.summary()}; "
              f"{verify.oracle(core, vs)}")
        return rep.ok

    return _each_core(args, one)


def cmd_fuzz(args: argparse.Namespace) -> int:
    """Random streams (valid, cut by resets, malformed) under random stalls."""
    import time

    from .sim import fuzz
    from .sim.runner import Simulator

    def one(name: str) -> bool:
        sim = Simulator(cores.get(name), args.width)
        t0 = time.time()
        if args.case is not None:
            rep = fuzz.run(sim, 1, args.seed, first=args.case)
        else:
            rep = fuzz.run(sim, args.cases, args.seed)
        k = rep.kinds
        print(f"{name:28s} W={args.width:<3d} {'PASS' if rep.ok else 'FAIL'}  {rep.cases} cases "
              f"({k['valid']} valid, {k['reset']} reset mid-stream, {k['malformed']} malformed), "
              f"{rep.messages} digests checked, {time.time() - t0:.0f} s")
        for f in rep.failures:
            print(f"    {f}   (replay: lwhash fuzz {name} --width {args.width} --seed {rep.seed} --case {f.split('case ')[1].split(':')[0]})")
        return rep.ok

    return _each_core(args, one)


def cmd_prove(args: argparse.Namespace) -> int:
    """SymbiYosys proofs of the interface properties (lwhash/formal/lw_formal.v)."""
    from . import formal

    def one(name: str) -> bool:
        r = formal.prove(cores.get(name), args.width)
        print(f"{name:28s} W={args.width:<3d} {r.status:7s} {r.seconds:6.1f} s   {r.log}")
        return r.passed

    return _each_core(args, one)


def _gl_sample(text: str) -> int:
    """--gl-sample: a number of KAT vectors (at least 64), or 'all' (0)."""
    from .flow.benchmark import GL_ALL, GL_MIN

    if text.strip().lower() == "all":
        return GL_ALL
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of vectors or 'all', not {text!r}") from None
    if n < GL_MIN:
        raise argparse.ArgumentTypeError(f"at least {GL_MIN} vectors, or 'all'")
    return n


def _count(text: str) -> int:
    """A whole number of at least 1 (counts, samples, segments, jobs)."""
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from None
    if n < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {n}")
    return n


def _probability(text: str) -> float:
    """A stall probability in [0, 1), at most MAX_STALL."""
    from .sim.runner import check_user_stall

    try:
        float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number in [0, 1), not {text!r}") from None
    try:
        return check_user_stall(text, "the stall probability")
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _seed_list(text: str) -> list[int]:
    """--seeds: placement seeds, whole numbers of at least 1 separated by commas."""
    try:
        seeds = [int(x) for x in text.split(",")]
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected seeds like 1,2,3, not {text!r}") from None
    if any(s < 1 for s in seeds) or len(set(seeds)) != len(seeds):
        raise argparse.ArgumentTypeError(f"seeds are distinct whole numbers of at least 1, not {text!r}")
    return seeds


def _megahertz(text: str) -> float:
    """A clock frequency in MHz: a finite number above 0."""
    import math

    try:
        f = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a clock in MHz, not {text!r}") from None
    if not math.isfinite(f) or f <= 0:
        raise argparse.ArgumentTypeError(f"a clock must be a finite number of MHz above 0, not {text}")
    return f


def _bus_width(text: str) -> int:
    try:
        w = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a bus width (8, 16, 32 or 64), not {text!r}") from None
    if w not in protocol.WIDTHS:
        raise argparse.ArgumentTypeError(f"bus widths are {', '.join(map(str, protocol.WIDTHS))}, not {w}")
    return w


def _existing_db(path: Path | None) -> Path:
    """The results database a reading command uses: it must exist, or the command would
    report (and write) nothing but empty tables."""
    from .db import default_path

    p = Path(path) if path is not None else default_path()
    if p.is_dir():
        raise SystemExit(f"lwhash: {p} is a folder, not a results database (give the .sqlite file)")
    if not p.is_file():
        raise SystemExit(f"lwhash: results database {p} does not exist "
                         "(give an existing one with --db or LWHASH_DB, or make one with lwhash bench)")
    return p


def cmd_power(args: argparse.Namespace) -> int:
    """The power and energy-per-bit estimate of a core's ECP5 netlist (flow/power.py)."""
    from .flow import power

    core = cores.get(args.core)
    core.check_width(args.width)          # before any synthesis
    say = (lambda s: print(s, file=sys.stderr)) if args.json else print
    est = power.estimate_core(core, args.width, clock_mhz=args.clock, say=say)
    if args.json:
        print(json.dumps(est, indent=1))
        return 0
    f = est["clock_mhz"]
    print(f"{core.name} on ECP5, W = {args.width}: power ESTIMATE at {f:g} MHz "
          f"(model {est['model']}, VCC {est['vcc']} V; docs/flow.md)")
    print(f"  workload:  {est['workload']['text']}")
    print(f"  static:    {est['static_mw']:.2f} mW (assumed, the device's)")
    print(f"  dynamic:   {est['dynamic_mw']:.3f} mW long messages (clock pins {est['clock_mw']:.3f} mW), "
          f"{est['dynamic_short_mw']:.3f} mW KAT sample")
    print(f"  total:     {est['total_mw']:.2f} mW")
    print(f"  energy:    {est['nj_per_bit_long']:.4f} nJ/bit long messages (l+p cycles per block), "
          f"{est['nj_per_bit_short']:.4f} nJ/bit one-byte message")
    for name, tg in est["toggles"].items():
        per = ", ".join(f"{k} {v}" for k, v in tg.items() if k != "cycles")
        print(f"  toggles per cycle ({name}, {tg['cycles']:,} cycles): {per}")
    return 0


def cmd_bench(args: argparse.Namespace) -> int:
    """Synthesis, place and route, Fmax search, gate-level check: rows in the results database."""
    from . import flow, report

    if args.report:
        report.check_destination(None, args.db)      # before any row is made
    names = [*args.cores, *(args.more_cores or [])]
    rows = flow.bench(names or None, args.targets or None, width=args.width,
                      seeds=args.seeds, force=args.force, quick=args.quick,
                      attempts=args.attempts, gl_sample=args.gl_sample, keep=args.keep,
                      db_path=args.db, jobs=args.jobs, scheduler=args.scheduler,
                      show_bar=sys.stderr.isatty(), dry_run=args.dry_run)
    if args.dry_run:
        return 0
    bad = [r for r in rows if not r.ok]
    for r in bad:
        print(f"lwhash bench: {r.label}: failed at {r.failed_stage}: {r.error}", file=sys.stderr)
    if args.report:
        for p in report.write(db_path=args.db, core_readmes=True):
            print(p)
    return 1 if bad else 0


def cmd_report(args: argparse.Namespace) -> int:
    from . import report
    from .db import ResultsDB

    db_path = _existing_db(args.db)
    report.check_destination(args.out, db_path)
    if not ResultsDB(db_path).latest():
        raise SystemExit(f"lwhash: results database {db_path} holds no rows: nothing to report "
                         "(the published results are left as they are)")
    # the core READMEs carry the figures of the project's own results, not of a report
    # written elsewhere
    for p in report.write(args.out, db_path=db_path, core_readmes=args.out is None):
        print(p)
    return 0


def cmd_results(args: argparse.Namespace) -> int:
    """The rows of the results database."""
    import csv

    from .db import ResultsDB

    if args.merge:
        db = ResultsDB(args.db)
        added = sum(db.merge(p) for p in args.merge)
        print(f"lwhash results: {added} run{'' if added == 1 else 's'} added to {db.path}", file=sys.stderr)
        return 0
    db = ResultsDB(_existing_db(args.db))
    rows = db.runs() if args.all else db.latest()
    if args.format == "json":
        print(json.dumps([r.to_dict() for r in rows], indent=1))
        return 0
    # column name -> the row's field (its JSON path) and decimals
    cols = {"core": ("core", None), "target": ("target", None), "width": ("width", None),
            "status": ("status", None), "slice_eq": ("area.slice_eq", None), "slices": ("area.slices", None),
            "lut4_cells": ("area.lut_logic", None), "lut_sites": ("area.lut4", None), "ff": ("area.ff", None),
            "bram": ("area.bram", None), "fmax_mhz": ("pnr.fmax_mhz", None), "lp": ("cycles.lp", None),
            "tp_long_mbps": ("metrics.tp_long_mbps", 1), "tp_long_per_slice_eq": ("metrics.tp_long_per_slice_eq", 3),
            "x_seed_tp_per_slice": ("seed.ratio_tp_long_per_slice", None),
            "nj_per_bit_est": ("power.nj_per_bit_long", 4), "within_budget": ("budget.within", None)}

    def cell(r: "Row", path: str, nd: int | None) -> object:
        v = r.get(path)
        return round(v, nd) if nd is not None and isinstance(v, float) else v

    table = [[cell(r, path, nd) for path, nd in cols.values()] for r in rows]
    if args.format == "csv":
        w = csv.writer(sys.stdout)
        w.writerow(cols)
        w.writerows(table)
        return 0
    print_table(list(cols), table, right="..r." + "r" * 12 + ".")
    return 0


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="lwhash", description="Lightweight SHA-3 competition hash cores: simulate, verify, benchmark.")
    sub = p.add_subparsers(dest="cmd", required=True)

    s = sub.add_parser("list", help="list every core")
    s.add_argument("--json", action="store_true", help="print the list as JSON")
    s.add_argument("--algos", action="store_true", help="also list the reference models")
    s.set_defaults(func=cmd_list)

    s = sub.add_parser("models", help="list the reference models (with --speed: CPython time per block)")
    s.add_argument("--speed", action="store_true", help="time each model on one block (CPython)")
    s.add_argument("--json", action="store_true", help="print the list as JSON")
    s.set_defaults(func=cmd_models)

    s = sub.add_parser("hash", help="hash a file through a core (RTL simulation) or a reference model")
    s.add_argument("file", help="input file, or - for standard input")
    s.add_argument("--core", help="core name, e.g. sha256-logic")
    s.add_argument("--algo", help="reference model name, e.g. sha256")
    s.add_argument("--bits", type=int, help="hash only the first N bits (NIST MSB-first order)")
    s.add_argument("--segments", type=_count, default=None, help="send the message as K segments (default 1; --core only)")
    s.add_argument("--width", type=_bus_width, default=None, help="bus width W (default 16; --core only)")
    s.add_argument("--stall", type=_probability, default=None,
                   help="random stall probability on both FIFOs, in [0, 0.99] (default 0; --core only)")
    s.add_argument("--seed", type=int, default=None, help="seed of the stall generators (default 1; --core only)")
    s.add_argument("--json", action="store_true", help="print JSON with the cycle count")
    s.set_defaults(func=cmd_hash)

    s = sub.add_parser("cycles", help="measure st, l+p and end of a core in simulation")
    s.add_argument("core", help="core name, e.g. sha256-logic")
    s.add_argument("--width", type=_bus_width, default=16, help="bus width W (default 16)")
    s.add_argument("--json", action="store_true", help="print the fit as JSON")
    s.set_defaults(func=cmd_cycles)

    s = sub.add_parser("kat", help="run cores on the official KAT vectors under random stalls")
    s.add_argument("cores", nargs="*", help="core names (default: all)")
    s.add_argument("--width", type=_bus_width, default=16, help="bus width W (default 16)")
    s.add_argument("--stall", type=_probability, default=0.3,
                   help="random stall probability on both FIFOs, in [0, 1) (default 0.3)")
    s.add_argument("--seed", type=int, default=1, help="seed of the stall generators (default 1)")
    s.add_argument("--segments", type=_count, default=1, help="send each message as K segments (default 1)")
    s.add_argument("--sample", type=_count, default=None, help="a fixed sample of N vectors (default: all)")
    s.set_defaults(func=cmd_kat)

    s = sub.add_parser("fuzz", help="random streams, resets, malformed headers and stalls against the reference model")
    s.add_argument("cores", nargs="*", help="core names (default: all)")
    s.add_argument("--cases", type=_count, default=10_000, help="random cases per core (default 10000)")
    s.add_argument("--seed", type=int, default=1, help="the seed the cases are made from (default 1)")
    s.add_argument("--case", type=int, default=None, help="replay one case of --seed")
    s.add_argument("--width", type=_bus_width, default=16, help="bus width W (default 16)")
    s.set_defaults(func=cmd_fuzz)

    s = sub.add_parser("prove", help="prove the interface properties of cores with SymbiYosys")
    s.add_argument("cores", nargs="*", help="core names (default: all)")
    s.add_argument("--width", type=_bus_width, default=16, help="bus width W (default 16)")
    s.set_defaults(func=cmd_prove)

    s = sub.add_parser("bench", help="synthesize, place and route, gate-level verify and measure cores "
                                     "into the results database")
    s.add_argument("cores", nargs="*", help="core names (default: all)")
    s.add_argument("--cores", dest="more_cores", nargs="+", metavar="CORE", help="core names, as above")
    s.add_argument("-t", "--target", "--targets", dest="targets", action="extend", nargs="+",
                   choices=list(TARGETS), metavar="TARGET",
                   help=f"targets, any of {', '.join(TARGETS)} (default: each core's: all but the "
                        "on-demand ecp5-85, which replaces ecp5 for a core whose cores.toml names it)")
    s.add_argument("-j", "--jobs", type=_count, default=1, help="rows made at once by local processes (default 1)")
    s.add_argument("--scheduler", default=None, metavar="ADDR",
                   help="a Dask distributed scheduler (e.g. tcp://host:8786): rows run on its workers")
    s.add_argument("-w", "--width", type=_bus_width, default=None,
                   help="bus width W (default: each core's bench width, 16 for the lightweight cores)")
    s.add_argument("--seeds", type=_seed_list, default=None,
                   help="placement seeds, e.g. 1,2,3 (default 1..5; quick: 1)")
    s.add_argument("--attempts", type=_count, default=None, help="Fmax attempts per seed (default 3; quick: 1)")
    s.add_argument("--gl-sample", type=_gl_sample, default=None, metavar="N|all",
                   help="KAT vectors for the gate-level run: at least 64, or all "
                        "(default: all on ECP5, 256 on iCE40; quick: 64)")
    s.add_argument("--quick", action="store_true", help="one seed, one attempt, ECP5 only, 64 gate-level vectors")
    s.add_argument("--force", action="store_true", help="redo rows already in the database")
    s.add_argument("-n", "--dry-run", action="store_true",
                   help="say the rows it would make and skip, and how long that takes; make none")
    s.add_argument("--keep", action="store_true", help="keep the gate-level simulator builds")
    s.add_argument("--report", action="store_true", help="write docs/results afterwards")
    s.add_argument("--db", type=Path, default=None,
                   help="results database (default docs/results/results.sqlite or $LWHASH_DB)")
    s.set_defaults(func=cmd_bench)

    s = sub.add_parser("power", help="estimate power and energy per bit of a core's ECP5 netlist "
                                      "from its switching activity (an estimate; docs/flow.md)")
    s.add_argument("core", help="a core name (lwhash list)")
    s.add_argument("-w", "--width", type=_bus_width, default=16, help="bus width W (default 16)")
    s.add_argument("--clock", type=_megahertz, default=50.0, metavar="MHZ",
                   help="the clock the mW figures are stated at (default 50, as seed 002)")
    s.add_argument("--json", action="store_true", help="the estimate as JSON (the row's power part)")
    s.set_defaults(func=cmd_power)

    s = sub.add_parser("report", help="write docs/results/README.md and plots from the results database")
    s.add_argument("--out", type=Path, default=None,
                   help="folder to write into (default docs/results; the core READMEs only then)")
    s.add_argument("--db", type=Path, default=None,
                   help="results database, which must exist (default docs/results/results.sqlite or $LWHASH_DB)")
    s.set_defaults(func=cmd_report)

    s = sub.add_parser("results", help="list the rows of the results database")
    s.add_argument("--format", choices=["table", "json", "csv"], default="table",
                   help="a table for reading, JSON (every field of every row) or CSV (default table)")
    s.add_argument("--all", action="store_true", help="every run recorded, not only the newest per row")
    s.add_argument("--merge", nargs="+", type=Path, metavar="DB",
                   help="add the runs of other results databases (benches run elsewhere) that this one "
                        "lacks, then stop")
    s.add_argument("--db", type=Path, default=None,
                   help="results database, which must exist (default docs/results/results.sqlite or $LWHASH_DB)")
    s.set_defaults(func=cmd_results)
    return p


def _one_line(exc: BaseException) -> str:
    text = str(exc.args[0]) if exc.args else type(exc).__name__
    first, _, rest = text.partition("\n")
    return first + (" (details follow)\n" + rest if rest.strip() else "")


def main(argv: list[str] | None = None) -> int:
    """Run one lwhash command.  Expected failures (bad input, a missing file or tool,
    a failed simulation: every lwhash.Error) end in one clear line on stderr and a
    non-zero exit, never a traceback; anything else is a bug and shows its traceback.
    SIGTERM stops a command as Ctrl-C does: the running simulator or tool is ended and
    its temporary files removed (a bench keeps its finished rows)."""
    from .errors import Error
    from .flow import yowasp

    args = build_parser().parse_args(argv)
    yowasp.stop_on_sigterm()
    # a warning (e.g. a damaged row skipped) is one line, like the errors
    warnings.formatwarning = lambda message, *_, **__: f"lwhash: warning: {message}\n"
    try:
        return args.func(args)
    except Error as exc:
        raise SystemExit(f"lwhash: {_one_line(exc)}") from None
    except BrokenPipeError:          # e.g. piped into head (a subclass of OSError: first)
        # stdout is gone: point it at devnull so the interpreter's final flush is quiet
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except OSError as exc:           # a file or folder the command was given or writes
        raise SystemExit(f"lwhash: {exc.filename or ''}: {exc.strerror or exc}") from None
    except KeyboardInterrupt:
        print("lwhash: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
