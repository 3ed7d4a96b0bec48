"""The commands that run cores in simulation: ``hash``, ``cycles``, ``kat``, ``fuzz``
and ``prove`` (the formal proofs)."""

from __future__ import annotations

import argparse
import json

from .. import cores, kat, ref
from .common import bus_width, count, each_core, probability
from .inputs import input_file, message_bits, read_input


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
    via = getattr(args, "via", None) or "fifo"
    if via != "fifo" and (args.algo or args.bits is not None or args.segments != 1 or args.width != 16):
        raise SystemExit(f"lwhash hash: --via {via} hashes a whole byte file through a core (--core); "
                         "--bits, --segments and --width belong to the core's own FIFO interface")
    if via != "fifo":
        from ..sim.axis_runner import digest_via_axis, digest_via_regs

        with input_file(args.file) as path:
            bits = 8 * path.stat().st_size
            digest = (digest_via_axis(cores.get(args.core), path, 32, args.stall, args.seed) if via == "axis"
                      else digest_via_regs(cores.get(args.core), path))
    elif args.algo:
        model = ref.get(args.algo)
        data = read_input(args.file)       # the reference model hashes bytes in memory
        bits = message_bits(len(data), args.bits)
        digest = model.hash(data, bits)
    else:
        from ..sim.runner import Message, Simulator, digest_of

        core = cores.get(args.core)
        sim = Simulator(core, args.width)
        with input_file(args.file) as path:
            bits = message_bits(path.stat().st_size, args.bits)
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
    from ..sim import verify
    from ..sim.runner import Simulator

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


def cmd_kat(args: argparse.Namespace) -> int:
    """Run a core on the KAT vectors (all, or a sample) under stalls."""
    from ..sim import verify
    from ..sim.runner import Simulator

    def one(name: str) -> bool:
        core = cores.get(name)
        try:
            vs = verify.kat_vectors(core)
        except (kat.KatError, kat.KatMissing) as exc:   # this core's file: say so, go on with the others
            print(f"{name:28s} W={args.width:<3d} FAIL  {exc}")
            return False
        if args.sample:
            vs = verify.sample(vs, args.sample)
        rep = verify.run_vectors(Simulator(core, args.width), vs, stall=args.stall, seed=args.seed,
                                 segments=args.segments)
        print(f"{name:28s} W={args.width:<3d} {'PASS' if rep.ok else 'FAIL'}  {rep.summary()}; "
              f"{verify.oracle(core, vs)}")
        return rep.ok

    return each_core(args, one)


def cmd_fuzz(args: argparse.Namespace) -> int:
    """Random streams (valid, cut by resets, malformed) under random stalls."""
    import time

    from ..sim import fuzz
    from ..sim.runner import Simulator

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
            case = f.split("case ")[1].split(":")[0]
            print(f"    {f}   (replay: lwhash fuzz {name} --width {args.width} --seed {rep.seed} --case {case})")
        return rep.ok

    return each_core(args, one)


def cmd_prove(args: argparse.Namespace) -> int:
    """SymbiYosys proofs of the interface properties (lwhash/formal/lw_formal.v)."""
    from .. import formal

    def one(name: str) -> bool:
        r = formal.prove(cores.get(name), args.width)
        print(f"{name:28s} W={args.width:<3d} {r.status:7s} {r.seconds:6.1f} s   {r.log}")
        return r.passed

    return each_core(args, one)


def register(sub: argparse._SubParsersAction) -> None:
    s = sub.add_parser("hash", help="hash a file through a core (RTL simulation) or a reference model")
    s.add_argument("file", help="input file, or - for standard input")
    s.add_argument("--core", help="core name, e.g. sha256-logic")
    s.add_argument("--algo", help="reference model name, e.g. sha256")
    s.add_argument("--bits", type=int, help="hash only the first N bits (NIST MSB-first order)")
    s.add_argument("--segments", type=count, default=None,
                   help="send the message as K segments (default 1; --core only)")
    s.add_argument("--width", type=bus_width, default=None, help="bus width W (default 16; --core only)")
    s.add_argument("--stall", type=probability, default=None,
                   help="random stall probability on both FIFOs, in [0, 0.99] (default 0; --core only)")
    s.add_argument("--seed", type=int, default=None, help="seed of the stall generators (default 1; --core only)")
    s.add_argument("--json", action="store_true", help="print JSON with the cycle count")
    s.add_argument("--via", choices=["fifo", "axis", "regs"], default=None,
                   help="fifo: the core's own interface (default); axis: through lw_axis, the AXI4-Stream "
                        "front-end with padding in hardware (TDATA 32, --stall pauses both sides; bytes only); "
                        "regs: through lw_axil, the AXI4-Lite registers, by the C driver (sw/)")
    s.set_defaults(func=cmd_hash)

    s = sub.add_parser("cycles", help="measure st, l+p and end of a core in simulation")
    s.add_argument("core", help="core name, e.g. sha256-logic")
    s.add_argument("--width", type=bus_width, default=16, help="bus width W (default 16)")
    s.add_argument("--json", action="store_true", help="print the fit as JSON")
    s.set_defaults(func=cmd_cycles)

    s = sub.add_parser("kat", help="run cores on the official KAT vectors under random stalls")
    s.add_argument("cores", nargs="*", help="core names (default: all)")
    s.add_argument("--width", type=bus_width, default=16, help="bus width W (default 16)")
    s.add_argument("--stall", type=probability, default=0.3,
                   help="random stall probability on both FIFOs, in [0, 1) (default 0.3)")
    s.add_argument("--seed", type=int, default=1, help="seed of the stall generators (default 1)")
    s.add_argument("--segments", type=count, default=1, help="send each message as K segments (default 1)")
    s.add_argument("--sample", type=count, default=None, help="a fixed sample of N vectors (default: all)")
    s.set_defaults(func=cmd_kat)

    s = sub.add_parser("fuzz", help="random streams, resets, malformed headers and stalls against the reference model")
    s.add_argument("cores", nargs="*", help="core names (default: all)")
    s.add_argument("--cases", type=count, default=10_000, help="random cases per core (default 10000)")
    s.add_argument("--seed", type=int, default=1, help="the seed the cases are made from (default 1)")
    s.add_argument("--case", type=int, default=None, help="replay one case of --seed")
    s.add_argument("--width", type=bus_width, default=16, help="bus width W (default 16)")
    s.set_defaults(func=cmd_fuzz)

    s = sub.add_parser("prove", help="prove the interface properties of cores with SymbiYosys")
    s.add_argument("cores", nargs="*", help="core names (default: all)")
    s.add_argument("--width", type=bus_width, default=16, help="bus width W (default 16)")
    s.set_defaults(func=cmd_prove)
