"""What the front-ends cost: a core inside lw_axis (AXI4-Stream) or lw_axil (AXI4-Lite)
through the flow's own synthesis and place-and-route (lwhash.flow.synth, .pnr), beside the
bare core at the same bus width (W = 32, the width the front-ends drive it at).

``python -m lwhash.flow.frontend CORE ... [--seeds 1,2] [--json]`` prints, per core: the
bare core's slice-eq, LUT sites, FF, block RAM and Fmax on ECP5, the same for each
wrapped top, and the difference.  A wrapped top is a Core with ``ports`` (its pin wrapper
is made from them: lwhash.flow.wrapper.ports_wrapper_verilog) and a generated top module
in build/flow-front/ that instantiates the front-end and the core with the core's own
parameters.  These are measurements of the front-end, not rows of the results database:
they have no gate-level stage (lw_axis is verified in RTL, tests/sim/test_axis.py).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
from pathlib import Path

from .. import axis
from ..cores import Core, get
from ..paths import BUILD, RTL
from ..results import metrics as merit
from ..results.row import Area
from ..targets import get as get_target
from . import pnr, synth
from .errors import DoesNotFit

FRONT_BUILD = BUILD / "flow-front"
def wrapped(core: Core, front: str = "axis", out_dir: Path | None = None) -> Core:
    """``core`` inside lw_axis ("axis") or lw_axil ("axil") as a Core the flow can
    synthesize and place: the module lwhash.axis.wrapper_module makes, written to ``out_dir``."""
    top, text = axis.wrapper_module(core, front)
    folder = out_dir or FRONT_BUILD / "src"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{top}.v"
    path.write_text(text)
    common = [RTL / "common" / "lw_pad.v", RTL / "common" / "lw_axis.v"]
    if front == "axil":
        common.append(RTL / "common" / "lw_axil.v")
    return dataclasses.replace(core, name=f"{core.name}+{front}", top=top,
                               sources=(*core.sources, *common, path), ports=axis.front_ports(front))


def measure(core: Core, target_name: str = "ecp5", seeds: tuple[int, ...] = (1,), attempts: int = 2,
            fronts: tuple[str, ...] = ("axis", "axil"), say=print) -> dict:
    """Area and Fmax of the bare core at W = 32 and inside each front-end."""
    target = get_target(target_name)
    out: dict = {"core": core.name, "target": target.name, "seeds": list(seeds)}
    for kind, c in [("bare", core), *((f, wrapped(core, f)) for f in fronts)]:
        work = FRONT_BUILD / core.name / f"{target.name}-{kind}"
        syn = synth.synthesize(c, target, 32, work)
        a = syn.area
        entry: dict = {"area": a, "slice_eq": merit.slice_eq(Area.from_dict(a))}
        try:
            res = pnr.fmax_search(target, work, seeds, attempts)
            entry["fmax_mhz"] = round(res.best.fmax, 2)
            entry["sites"] = res.best.sites
        except DoesNotFit as exc:
            entry["fmax_mhz"] = None
            entry["error"] = str(exc)
        out[kind] = entry
        say(f"{c.name:28s} {entry['slice_eq']:5d} slice-eq  {a.get('lut4')} LUT sites  {a.get('ff')} FF  "
            f"{a.get('bram')} BRAM  {a.get('dram')} dist. RAM  Fmax {entry.get('fmax_mhz')} MHz")
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m lwhash.flow.frontend", description=__doc__.split("\n\n")[0])
    ap.add_argument("cores", nargs="+")
    ap.add_argument("--target", default="ecp5")
    ap.add_argument("--seeds", default="1")
    ap.add_argument("--json", type=Path, help="also write the figures to this file")
    args = ap.parse_args(argv)
    seeds = tuple(int(s) for s in args.seeds.split(","))
    results = [measure(get(n), args.target, seeds) for n in args.cores]
    if args.json:
        args.json.write_text(json.dumps(results, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
