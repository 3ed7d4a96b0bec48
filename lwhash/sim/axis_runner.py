"""A core behind lw_axis in simulation: build lw_axis_tb once, run jobs of messages on it
(lwhash.sim.axis_bench drives it with cocotbext-axi).  `lwhash hash --via axis`,
``lwhash.hash(..., via="axis")`` and tests/sim/test_axis.py go through here."""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .. import axis, tools
from ..cores import Core, CoreError
from ..paths import BUILD
from .runner import BUILD_ARGS, SimError, _runner, build_locked, run_test

TB = Path(__file__).with_name("lw_axis_tb.v")
TB_AXIL = Path(__file__).with_name("lw_axil_tb.v")
RTL_AXIS = [Path(__file__).resolve().parents[2] / "rtl" / "common" / f for f in ("lw_pad.v", "lw_axis.v")]
RTL_AXIL = Path(__file__).resolve().parents[2] / "rtl" / "common" / "lw_axil.v"


@dataclass
class AxisPhase:
    """Frames sent back to back; ``keep`` (one 0/1 per byte) marks a frame of bad input."""
    frames: list[bytes | Path]
    keeps: dict[int, list[int]] = field(default_factory=dict)
    reset_before: bool = False
    reset_after: int | None = None      # cycles after the first frame: reset mid-message
    clear_err: bool = False

    @property
    def good(self) -> int:
        return len(self.frames) - len(self.keeps)


@dataclass
class AxisResult:
    digests: list[bytes]
    hung: bool
    err: bool
    violation: bool
    cycles: int
    extra: dict[str, Any]


class AxisSimulator:
    """``core`` at W = 32 behind lw_axis with TDATA of ``aw`` bits (``axil``: behind
    lw_axil, the AXI4-Lite registers, whose lw_axis has TDATA 32)."""

    def __init__(self, core: Core, aw: int = 32, max_bytes: int = axis.MAX_BYTES, axil: bool = False):
        if not axis.covered(core):
            raise CoreError(f"lw_axis does not cover core {core.name} (no pad table in its cores.toml)")
        self.core, self.aw, self.max_bytes, self.axil = core, aw, max_bytes, axil
        self.params = axis.verilog_params(core, aw, max_bytes)
        self.top = "lw_axil_tb" if axil else "lw_axis_tb"
        tag = f"{core.name}-{'axil' if axil else 'axis'}{aw}" + ("" if max_bytes == axis.MAX_BYTES
                                                                    else f"-max{max_bytes}")
        self.build_dir = BUILD / "sim" / tag
        self._built = False

    def build(self) -> None:
        if self._built:
            return
        tools.setup_env()
        self._runner = runner = _runner(self.top)
        self.build_dir.mkdir(parents=True, exist_ok=True)
        # the top's own parameter (AW, or DIGEST_BITS for lw_axil_tb) goes last, as a parameter
        own = "DIGEST_BITS" if self.axil else "AW"
        defines: dict[str, str | int] = {
            "LW_DUT": self.core.top,
            "LW_PARAMS": "".join(f".{k}({v}), " for k, v in self.core.verilog_params.items()),
            "LW_AXIS_PARAMS": "".join(f".{k}({v}), " for k, v in self.params.items() if k not in ("AW", own)),
        }
        sources = [*self.core.sources, *RTL_AXIS, *([RTL_AXIL, TB_AXIL] if self.axil else [TB])]
        build_locked(runner, self.build_dir, f"lw_axis around {self.core.name}",
                     sources=[str(s) for s in sources], hdl_toplevel=self.top, defines=defines,
                     parameters={own: int(self.params[own])}, build_args=BUILD_ARGS)
        self._built = True

    def run(self, phases: Sequence[AxisPhase], src_pause: float = 0.0, snk_pause: float = 0.0,
            seed: int = 1, hang_limit: int = 200_000) -> list[AxisResult]:
        if self.axil:
            raise ValueError("a simulator of lw_axil runs the C driver: run_driver()")
        self.build()
        jobs = self.build_dir / "jobs"
        jobs.mkdir(exist_ok=True)
        with tempfile.TemporaryDirectory(dir=jobs) as tmp:
            tmpd = Path(tmp)
            jphases = []
            for i, ph in enumerate(phases):
                frames: list[dict[str, Any]] = []
                for k, f in enumerate(ph.frames):
                    spec: dict[str, Any]
                    if isinstance(f, Path):
                        spec = {"file": str(f.resolve())}
                    else:
                        path = tmpd / f"p{i}_{k}.bin"
                        path.write_bytes(f)
                        spec = {"file": str(path)}
                    if k in ph.keeps:
                        spec["keep"] = ph.keeps[k]
                    frames.append(spec)
                jphases.append({"frames": frames, "expect": ph.good, "reset_before": ph.reset_before,
                                "reset_after": ph.reset_after, "clear_err": ph.clear_err})
            result = tmpd / "result.json"
            job = {"phases": jphases, "src_pause": src_pause, "snk_pause": snk_pause, "seed": seed,
                   "hang_limit": hang_limit, "result": str(result)}
            jobfile = tmpd / "job.json"
            jobfile.write_text(json.dumps(job))
            env = {"LWHASH_JOB": str(jobfile), "COCOTB_LOG_LEVEL": os.environ.get("COCOTB_LOG_LEVEL", "WARNING")}
            res = run_test(self._runner, self.build_dir, tmpd, result, f"lw_axis around {self.core.name}",
                           test_module="lwhash.sim.axis_bench", hdl_toplevel="lw_axis_tb",
                           extra_env=env)["phases"]
        return [AxisResult([bytes.fromhex(d) for d in r["digests"]], r["hung"], r["err"], r["violation"],
                           r["cycles"], {k: v for k, v in r.items() if k not in
                                         ("digests", "hung", "err", "violation", "cycles")}) for r in res]


def digest_via_axis(core: Core, data: bytes | Path, aw: int = 32, pause: float = 0.0, seed: int = 1) -> bytes:
    """One message through lw_axis around ``core``: its digest (SimError when none, or
    more than one, comes out, or lw_axis flags an error)."""
    (r,) = AxisSimulator(core, aw).run([AxisPhase([data])], pause, pause, seed)
    if r.hung or r.err or r.violation or len(r.digests) != 1:
        why = ("hung" if r.hung else "raised err" if r.err else "broke the core's FIFO rules" if r.violation
               else f"gave {len(r.digests)} digests")
        raise SimError(f"lw_axis around {core.name} {why}")
    return r.digests[0]


def build_driver(out_dir: Path) -> Path:
    """sw/lwhash_drv.c as a shared library, built by the host C compiler ($CC, else cc)
    with every warning an error: what the C driver tests load."""
    import shutil
    import subprocess

    sw = Path(__file__).resolve().parents[2] / "sw"
    cc = os.environ.get("CC") or shutil.which("cc") or shutil.which("gcc") or "cc"
    out_dir.mkdir(parents=True, exist_ok=True)
    lib = out_dir / "liblwhash_drv.so"
    cmd = [cc, "-std=c99", "-O2", "-Wall", "-Wextra", "-pedantic", "-Werror", "-fPIC", "-shared",
           "-I", str(sw), "-o", str(lib), str(sw / "lwhash_drv.c")]
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode:
        raise SimError(f"the C driver did not build ({' '.join(cmd)}):\n{r.stderr[-3000:]}")
    return lib


def run_driver(sim: AxisSimulator, messages: Sequence[bytes | Path], bad_first: bool = False) -> dict[str, Any]:
    """The C driver (sw/lwhash_drv.c, built by the host compiler) hashes ``messages``
    through lw_axil in simulation, its register reads and writes made by cocotbext-axi's
    AxiLiteMaster; returns {"digests": [...], "status": ...} (and what the driver returned
    for each call).  ``bad_first``: the driver first sends a word with a bad WSTRB (a
    dropped message, STATUS.ERR) and must recover with lwh_init."""
    if not sim.axil:
        raise ValueError("run_driver needs AxisSimulator(..., axil=True)")
    sim.build()
    lib = build_driver(sim.build_dir / "driver")
    jobs = sim.build_dir / "jobs"
    jobs.mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory(dir=jobs) as tmp:
        tmpd = Path(tmp)
        files = []
        for k, m in enumerate(messages):
            if isinstance(m, Path):
                files.append(str(m.resolve()))
            else:
                (tmpd / f"m{k}.bin").write_bytes(m)
                files.append(str(tmpd / f"m{k}.bin"))
        result = tmpd / "result.json"
        job = {"lib": str(lib), "messages": files, "digest_bytes": sim.core.digest_bits // 8,
               "bad_first": bad_first, "result": str(result)}
        (tmpd / "job.json").write_text(json.dumps(job))
        env = {"LWHASH_JOB": str(tmpd / "job.json"),
               "COCOTB_LOG_LEVEL": os.environ.get("COCOTB_LOG_LEVEL", "WARNING")}
        out: dict[str, Any] = run_test(sim._runner, sim.build_dir, tmpd, result,
                                       f"lw_axil around {sim.core.name}", test_module="lwhash.sim.axil_bench",
                                       hdl_toplevel=sim.top, extra_env=env)
        return out


def digest_via_regs(core: Core, data: bytes | Path) -> bytes:
    """One message through lw_axil around ``core``, hashed by the C driver (run_driver)."""
    out = run_driver(AxisSimulator(core, 32, axil=True), [data])
    if out["codes"] != [0] or out.get("violation"):
        raise SimError(f"lw_axil around {core.name}: the driver returned {out['codes']}"
                       + (" and the core's FIFO rules were broken" if out.get("violation") else ""))
    return bytes.fromhex(out["digests"][0])
