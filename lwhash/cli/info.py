"""``lwhash list`` and ``lwhash models``: the cores and the reference models."""

from __future__ import annotations

import argparse
import json

from .. import cores, ref
from .common import print_table


def cmd_list(args: argparse.Namespace) -> int:
    """Every core, by family (its folder) and profile (lwhash.cores.VARIANTS order)."""
    table = sorted(cores.all_cores().values(),
                   key=lambda c: (c.folder.name, cores.VARIANTS.index(c.variant), c.name))
    if args.json:
        print(json.dumps([{"core": c.name, "family": c.folder.name, "algo": c.algo, "profile": c.variant,
                           "variant": c.variant, "block_bits": c.block_bits, "digest_bits": c.digest_bits,
                           "widths": list(c.widths)} | ({} if c.builtin else {"folder": str(c.folder)})
                          for c in table], indent=1))
        return 0
    rows = [(c.name, c.folder.name + ("" if c.builtin else f" ({c.folder.parent})"), c.variant, c.algo,
             c.block_bits, c.digest_bits, ",".join(map(str, c.widths))) for c in table]
    print_table(("core", "family", "profile", "algorithm", "block", "digest", "widths"), rows, right="....rr")
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
            blocks = len(a.pad(msg)) // a.block_bytes
            row["blocks"] = blocks
            row["ms_per_block"] = round(1000 * best / blocks, 3)
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


def cmd_wrap(args: argparse.Namespace) -> int:
    """Print a core inside lw_axis or lw_axil as a Verilog module (docs/integration.md)."""
    from .. import axis

    print(axis.wrapper_module(cores.get(args.core), args.front, args.tdata)[1], end="")
    return 0


def register(sub: argparse._SubParsersAction) -> None:
    s = sub.add_parser("wrap", help="print a core inside the AXI4-Stream (lw_axis) or AXI4-Lite (lw_axil) "
                                    "front-end as a Verilog module to instantiate")
    s.add_argument("core", help="core name, e.g. sha256-logic")
    s.add_argument("--front", choices=["axis", "axil"], default="axis", help="the front-end (default axis)")
    s.add_argument("--tdata", type=int, choices=[8, 32, 64], default=32,
                   help="TDATA bits of lw_axis (default 32; lw_axil's lw_axis is 32)")
    s.set_defaults(func=cmd_wrap)

    s = sub.add_parser("list", help="list every core")
    s.add_argument("--json", action="store_true", help="print the list as JSON")
    s.add_argument("--algos", action="store_true", help="also list the reference models")
    s.set_defaults(func=cmd_list)

    s = sub.add_parser("models", help="list the reference models (with --speed: CPython time per block)")
    s.add_argument("--speed", action="store_true", help="time each model on one block (CPython)")
    s.add_argument("--json", action="store_true", help="print the list as JSON")
    s.set_defaults(func=cmd_models)
