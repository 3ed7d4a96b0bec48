"""``lwhash bench`` (rows into the results database) and ``lwhash power``."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from .. import cores
from ..targets import TARGETS
from .common import bus_width, count, gl_sample, megahertz, seed_list


def cmd_power(args: argparse.Namespace) -> int:
    """The power and energy-per-bit estimate of a core's ECP5 netlist (lwhash/flow/power.py;
    the model: lwhash/results/energy.py)."""
    from ..flow import power

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
    from .. import flow, report

    if args.report:
        report.check_destination(None, args.db)      # before any row is made
    names = [*args.cores, *(args.more_cores or [])]
    if args.fronts:
        from ..flow import frontend

        frontend.run(names or None, force=args.force, dry_run=args.dry_run)
        return 0
    rows = flow.bench(names or None, args.targets or None, width=args.width,
                      seeds=args.seeds, force=args.force, quick=args.quick,
                      attempts=args.attempts, gl_sample=args.gl_sample, keep=args.keep,
                      db_path=args.db, jobs=args.jobs, scheduler=args.scheduler,
                      show_bar=sys.stderr.isatty(), dry_run=args.dry_run)
    if args.dry_run:
        from ..flow import frontend

        # the planned measurements only: a named core that is no lead core has none
        todo = [c.name for c, _, _ in frontend.outstanding() if not names or c.name in names]
        if todo:
            print(f"and {len(todo)} front-end measurement(s): lwhash bench --fronts ({', '.join(todo)})")
        return 0
    bad = [r for r in rows if not r.ok]
    for r in bad:
        print(f"lwhash bench: {r.label}: failed at {r.failed_stage}: {r.error}", file=sys.stderr)
    if args.report:
        facts = flow.report_facts(args.db, remeasure_shell=True)
        for p in report.write(db_path=args.db, core_readmes=True, facts=facts):
            print(p)
    return 1 if bad else 0


def register(sub: argparse._SubParsersAction) -> None:
    s = sub.add_parser("bench", help="synthesize, place and route, gate-level verify and measure cores "
                                     "into the results database")
    s.add_argument("cores", nargs="*", help="core names (default: all)")
    s.add_argument("--cores", dest="more_cores", nargs="+", metavar="CORE", help="core names, as above")
    s.add_argument("-t", "--target", "--targets", dest="targets", action="extend", nargs="+",
                   choices=list(TARGETS), metavar="TARGET",
                   help=f"targets, any of {', '.join(TARGETS)} (default: each core's: all but the "
                        "on-demand ecp5-85, which replaces ecp5 for a core whose cores.toml names it)")
    s.add_argument("-j", "--jobs", type=count, default=1, help="rows made at once by local processes (default 1)")
    s.add_argument("--scheduler", default=None, metavar="ADDR",
                   help="a Dask distributed scheduler (e.g. tcp://host:8786): rows run on its workers")
    s.add_argument("-w", "--width", type=bus_width, default=None,
                   help="bus width W (default: each core's bench width, 16 for the lightweight cores)")
    s.add_argument("--seeds", type=seed_list, default=None,
                   help="placement seeds, e.g. 1,2,3 (default 1..5; quick: 1)")
    s.add_argument("--attempts", type=count, default=None, help="Fmax attempts per seed (default 3; quick: 1)")
    s.add_argument("--gl-sample", type=gl_sample, default=None, metavar="N|all",
                   help="KAT vectors for the gate-level run: at least 64, or all "
                        "(default: all on ECP5, 256 on iCE40; quick: 64)")
    s.add_argument("--quick", action="store_true", help="one seed, one attempt, ECP5 only, 64 gate-level vectors")
    s.add_argument("--force", action="store_true", help="redo rows already in the database")
    s.add_argument("-n", "--dry-run", action="store_true",
                   help="say the rows it would make and skip, and how long that takes; make none")
    s.add_argument("--keep", action="store_true", help="keep the gate-level simulator builds")
    s.add_argument("--report", action="store_true", help="write docs/results afterwards")
    s.add_argument("--fronts", action="store_true",
                   help="instead of rows: the front-ends' cost (each family's lead core bare and inside "
                        "lw_axis, some inside lw_axil; ECP5, W = 32) into docs/results/frontends.json")
    s.add_argument("--db", type=Path, default=None,
                   help="results database (default docs/results/results.sqlite or $LWHASH_DB)")
    s.set_defaults(func=cmd_bench)

    s = sub.add_parser("power", help="estimate power and energy per bit of a core's ECP5 netlist "
                                      "from its switching activity (an estimate; docs/flow.md)")
    s.add_argument("core", help="a core name (lwhash list)")
    s.add_argument("-w", "--width", type=bus_width, default=16, help="bus width W (default 16)")
    s.add_argument("--clock", type=megahertz, default=50.0, metavar="MHZ",
                   help="the clock the mW figures are stated at (default 50, as seed 002)")
    s.add_argument("--json", action="store_true", help="the estimate as JSON (the row's power part)")
    s.set_defaults(func=cmd_power)
