"""``lwhash report`` and ``lwhash results``: what the results database holds."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from .common import existing_db, print_table

if TYPE_CHECKING:
    from ..results.row import Row


def cmd_report(args: argparse.Namespace) -> int:
    from .. import flow, report
    from ..results.db import ResultsDB

    db_path = existing_db(args.db)
    report.check_destination(args.out, db_path)
    if not ResultsDB(db_path).latest():
        raise SystemExit(f"lwhash: results database {db_path} holds no rows: nothing to report "
                         "(the published results are left as they are)")
    # the core READMEs carry the figures of the project's own results, not of a report
    # written elsewhere
    # the flow's facts (what a fresh bench makes, present fingerprints, lw_shell's area);
    # the shell is measured again for the project's own report only
    facts = flow.report_facts(db_path, remeasure_shell=args.out is None)
    # a database of one's own is reported beside lwhash's own rows unless --no-project-rows
    for p in report.write(args.out, db_path=db_path, core_readmes=args.out is None, facts=facts,
                          project_rows=args.project_rows is not False):
        print(p)
    return 0


def cmd_results(args: argparse.Namespace) -> int:
    """The rows of the results database."""
    import csv

    from ..results.db import ResultsDB

    if args.merge:
        db = ResultsDB(args.db)
        added = sum(db.merge(p) for p in args.merge)
        print(f"lwhash results: {added} run{'' if added == 1 else 's'} added to {db.path}", file=sys.stderr)
        return 0
    db = ResultsDB(existing_db(args.db))
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

    def cell(r: Row, path: str, nd: int | None) -> object:
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


def register(sub: argparse._SubParsersAction) -> None:
    s = sub.add_parser("report", help="write docs/results/README.md and plots from the results database")
    s.add_argument("--out", type=Path, default=None,
                   help="folder to write into (default docs/results; the core READMEs only then)")
    s.add_argument("--db", type=Path, default=None,
                   help="results database, which must exist (default docs/results/results.sqlite or $LWHASH_DB)")
    s.add_argument("--project-rows", action=argparse.BooleanOptionalAction, default=None,
                   help="with a --db of your own: report lwhash's own rows (docs/results/results.sqlite) "
                        "beside yours, for every core and target yours lacks (default: yes; "
                        "--no-project-rows: your rows alone)")
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
