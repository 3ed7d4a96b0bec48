"""Place-and-route with nextpnr, and the Fmax search.

nextpnr's timing-driven placer and router stop improving once the target set with
--freq is met, and one placement seed's Fmax varies by ~10 %.  So, as ATHENa varies
the vendor tools' options, the search runs several seeds and raises the target when a
run meets it:

    for each seed:
        f = f_start (the target's stretch goal) for the first seed, else 5 % above the best so far
        repeat up to `attempts` times:
            run nextpnr --seed seed --freq f
            if the achieved Fmax met f: f = 1.15 * achieved, run again; else stop

Every run is recorded (seed, requested and achieved MHz, time); the best achieved
Fmax is the result, and ``limited_by_target`` says whether no run asked for more than
that (then the true Fmax may be higher).  Fmax is nextpnr's post-route figure for
the clock (register-to-register; the wrapper registers every pin).
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from ..targets import Target
from . import yowasp
from .errors import DoesNotFit, DoesNotPlace, DoesNotRoute, FlowError, TimedOut
from .wrapper import INSTANCE


@dataclass
class PnrRun:
    seed: int
    target_mhz: float
    fmax_mhz: float | None = None
    met: bool = False
    seconds: float = 0.0
    sites: int | None = None          #: slices (ECP5) / LCs (iCE40) holding the core's cells
    util: dict = field(default_factory=dict)   #: nextpnr's utilization of the wrapped design
    error: str | None = None

    @property
    def fmax(self) -> float:
        """The Fmax of a run that placed and routed (only a failed run has none)."""
        assert self.fmax_mhz is not None, f"seed {self.seed} @ {self.target_mhz} MHz failed: {self.error}"
        return self.fmax_mhz


@dataclass
class PnrResult:
    best: PnrRun
    runs: list[PnrRun]

    @property
    def limited_by_target(self) -> bool:
        """True when no run asked for more than the best Fmax: nextpnr may have stopped
        short of what the design can do."""
        return not any(r.target_mhz > self.best.fmax for r in self.runs if r.fmax_mhz)

    def as_dict(self) -> dict:
        return {
            "fits": True,
            "fmax_mhz": round(self.best.fmax, 3),
            "period_ns": round(1000.0 / self.best.fmax, 4),
            "sites": self.best.sites,
            "best_seed": self.best.seed,
            "best_target_mhz": self.best.target_mhz,
            "limited_by_target": self.limited_by_target,
            "wrapped_util": self.best.util,
            "runs": [
                {k: (round(v, 3) if isinstance(v, float) else v)
                 for k, v in asdict(r).items() if k != "util"}
                for r in self.runs
            ],
        }


def run_once(target: Target, workdir: Path, seed: int, freq: float, tag: str) -> PnrRun:
    """One nextpnr run on wrap.json in workdir; a failed run raises FlowError."""
    if target.pnr_tool is None:
        raise FlowError(f"{target.name} has no place-and-route step", stage="pnr")
    report = f"pnr_{tag}.json"
    placed = f"placed_{tag}.json"
    args = [*target.pnr_args, "--json", "wrap.json", "--freq", f"{freq:.2f}", "--seed", str(seed),
            "--timing-allow-fail", "--report", report, "--write", placed]
    run = PnrRun(seed, round(freq, 2))
    t0 = time.monotonic()
    log = workdir / f"pnr_{tag}.log"
    try:
        try:
            yowasp.run(target.pnr_tool, args, workdir, log, stage="pnr", timeout=target.pnr_timeout)
        except FlowError as exc:
            no_place = any(m in str(exc) for m in NOT_PLACE)
            if not no_place and not any(m in str(exc) for m in NOT_FIT):
                raise               # the log is read once, by whoever judges it (does_not_route)
            text = log.read_text(errors="replace") if log.exists() else ""
            if no_place:
                util, what = fullest(text)
                raise DoesNotPlace(f"{DoesNotPlace.PREFIX} on the device: nextpnr found no legal "
                                   f"placement (seed {seed})" + (f"; {what}" if what else ""), util) from None
            needed = overfull(text)
            what = ", ".join(f"{k} {u:,}/{a:,}" for k, (u, a) in needed.items()) or "see the log"
            raise DoesNotFit(f"{DoesNotFit.PREFIX} the device ({what})", needed) from None
        run.seconds = time.monotonic() - t0
        rep = json.loads((workdir / report).read_text())
        fmax = [c["achieved"] for c in rep.get("fmax", {}).values() if c.get("achieved")]
        if not fmax:
            raise FlowError("nextpnr reported no clock (is the design empty?)", stage="pnr")
        run.fmax_mhz = min(fmax)
        run.met = run.fmax_mhz >= freq
        run.util = {k: v["used"] for k, v in rep.get("utilization", {}).items() if v.get("used")}
        run.sites = count_core_sites(workdir / placed, target)
    finally:
        (workdir / placed).unlink(missing_ok=True)      # tens of MB each; the count is kept
    return run


#: nextpnr's words for a design larger than the device (the placer gives up); iCE40's
#: HeAP placer says "Failed to expand region" when the LCs are over 100 %
NOT_FIT = ("no BELs remaining", "Unable to place cell", "Failed to expand region")
#: ... and for a design below the device's cell count that its placer cannot legalise
#: (shabal256-fast-serial at 95 % of the UP5K's LCs, the same on every seed)
NOT_PLACE = ("Unable to find legal placement for all cells",)


def utilisation(log: str) -> dict[str, list[int]]:
    """nextpnr's utilisation report: {cell type: [used, available]} (empty before packing)."""
    return {kind: [int(used), int(avail)] for kind, used, avail
            in re.findall(r"^Info:\s+(\w+):\s+(\d+)/\s*(\d+)\s+\d+%", log, re.M)}


def where_stuck(log: str) -> str:
    """Where a nextpnr run that was stopped had got to, in a few words, from its log."""
    rows = re.findall(r"^Info:\s+\d+\s*\|\s*\d+\s+\d+\s*\|\s*\d+\s+\d+\s*\|\s*(\d+)\s*\|", log, re.M)
    if rows:
        return f"the router still had {int(rows[-1]):,} overused wires"
    if "Routing.." in log or "Routing " in log:
        return "it was routing"
    return "it was still placing"


def does_not_route(target: Target, log_path: Path, seed: int, freq: float) -> DoesNotRoute:
    """The verdict on a row whose first place-and-route run reached the target's limit;
    ``needed`` holds the device's fullest resource (its LCs or slices, as a rule)."""
    log = log_path.read_text(errors="replace") if log_path.exists() else ""
    util, what = fullest(log)
    limit = f"{target.pnr_timeout / 60:.0f} min" + (" of CPU time" if yowasp.limits_cpu() else "")
    return DoesNotRoute(
        f"{DoesNotRoute.PREFIX} on the device: seed {seed} @ {freq:.1f} MHz did not finish in "
        f"{limit} and {where_stuck(log)}" + (f"; {what}" if what else ""),
        util)


def fullest(log: str) -> tuple[dict[str, list[int]], str]:
    """The device's fullest resource in nextpnr's utilisation report, as {type: [used,
    available]} and in words ("ICESTORM_LC 4,409/5,280 (83 %)"); empty before packing."""
    used = {k: ua for k, ua in utilisation(log).items() if ua[1]}
    util = dict([max(used.items(), key=lambda kv: kv[1][0] / kv[1][1])]) if used else {}
    return util, ", ".join(f"{k} {u:,}/{a:,} ({100 * u // a} %)" for k, (u, a) in util.items())


def overfull(log: str) -> dict[str, list[int]]:
    """Cell types nextpnr's utilisation report lists above 100 %: {type: [used, available]}."""
    return {k: ua for k, ua in utilisation(log).items() if ua[0] > ua[1]}


def count_core_sites(placed: Path, target: Target) -> int:
    """Slices (ECP5) or logic cells (iCE40) that hold at least one of the core's cells.

    The core's cells are those nextpnr names under the wrapper's instance (``dut.``),
    plus the carry-chain cells nextpnr inserts itself ($nextpnr_CCU2C*, only cores have
    carry chains here).  A slice shared with a wrapper register counts for the core.
    """
    design = json.loads(placed.read_text())
    modules = list(design.get("modules", {}).values())
    top: dict[str, Any] = max(modules, key=lambda m: len(m.get("cells", {})), default={"cells": {}})
    sites = set()
    for name, cell in top["cells"].items():
        if not (name.startswith(INSTANCE + ".") or name.startswith("$nextpnr_CCU2C")):
            continue
        bel = cell.get("attributes", {}).get("NEXTPNR_BEL", "")
        if target.family == "ecp5":
            if "/SLICE" in bel:
                sites.add(bel.split(".")[0])          # X/Y/SLICEA.K0 -> X/Y/SLICEA
        elif target.family == "ice40":
            if cell.get("type") == "ICESTORM_LC":
                sites.add(bel)                        # X/Y/lcN
    return len(sites)


def fmax_search(
    target: Target,
    workdir: Path,
    seeds: Sequence[int],
    attempts: int,
    say: Callable[[str], None] = lambda s: None,
    finished: dict[str, dict] | None = None,
    record: Callable[[str, dict], None] = lambda tag, run: None,
) -> PnrResult:
    """Place and route ``wrap.json`` with each seed (up to ``attempts`` runs a seed, each
    aiming 15 % above the last met Fmax); the best run wins.  ``finished`` holds the runs
    an interrupted search had made (a PnrRun's fields by tag): a run whose tag and target
    frequency match is taken from there, not made again; every new run goes to ``record``
    as it ends, so an interrupted search loses at most the run it was in."""
    if not target.has_pnr:
        raise FlowError(f"{target.name} has no place-and-route step", stage="pnr")
    runs: list[PnrRun] = []
    best: PnrRun | None = None
    errors: list[str] = []
    for seed in seeds:
        # the first seed aims at the target's stretch goal; later seeds just above the best
        # so far, where the timing-driven placer discriminates paths best
        freq = target.f_start if best is None else best.fmax * 1.05
        for attempt in range(max(1, attempts)):
            tag = f"s{seed}_a{attempt}"
            old = (finished or {}).get(tag) or {}
            if old.get("target_mhz") == round(freq, 2) and old.get("fmax_mhz"):
                r = PnrRun(**old)
                how = "reused from an unfinished run"
            else:
                try:
                    r = run_once(target, workdir, seed, freq, tag)
                except DoesNotFit:
                    raise                   # no seed or target frequency changes the cell count
                except FlowError as exc:
                    if isinstance(exc, TimedOut) and best is None and not errors:
                        # the first run: later seeds would spend as long (hours) on the
                        # same congestion; the row is a result, "does not route"
                        raise does_not_route(target, workdir / f"pnr_{tag}.log", seed, freq) from exc
                    runs.append(PnrRun(seed, round(freq, 2), error=str(exc)))
                    errors.append(str(exc))
                    say(f"nextpnr seed {seed} @ {freq:.1f} MHz failed: {exc}")
                    break
                record(tag, asdict(r))
                how = f"{r.seconds:.0f} s"
            runs.append(r)
            say(f"nextpnr seed {seed} @ {freq:.1f} MHz: {r.fmax:.2f} MHz"
                f" ({'met' if r.met else 'not met'}, {how})")
            if best is None or r.fmax > best.fmax:
                best = r
            if not r.met:
                break
            freq = r.fmax * 1.15
    if best is None:
        raise FlowError(f"every place-and-route run failed; first: {errors[0] if errors else '?'}",
                        stage="pnr")
    return PnrResult(best, runs)
