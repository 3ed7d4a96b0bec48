"""The cocotb side of lwhash.sim.axis_runner: messages through lw_axis_tb with
cocotbext-axi's AXI4-Stream source and sink, both pausing at random.

The job (JSON, $LWHASH_JOB) is a list of phases.  Each phase resets the bench (when
``reset_before``), queues its frames back to back on the source, then either waits for
one digest per good frame and for lw_axis to go idle, or (``reset_after``) asserts reset
that many cycles after its first frame went in: a reset in the middle of a message.
A frame is ``{"file": PATH}`` or ``{"hex": DATA}``, with ``"keep": [0/1 per byte]``
for a frame whose TKEEP the bench sets itself (bad input: no digest may come out).
"""

from __future__ import annotations

import json
import os
import random
from collections.abc import Iterator
from pathlib import Path

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, RisingEdge
from cocotbext.axi import AxiStreamBus, AxiStreamFrame, AxiStreamSink, AxiStreamSource


def _pauses(prob: float, rng: random.Random) -> Iterator[bool]:
    while True:
        yield rng.random() < prob


def _frame(spec: dict) -> AxiStreamFrame:
    data = Path(spec["file"]).read_bytes() if "file" in spec else bytes.fromhex(spec["hex"])
    keep = spec.get("keep")
    if not data:          # the empty message: one beat, TLAST with TKEEP = 0
        return AxiStreamFrame(b"\0", tkeep=[0])
    return AxiStreamFrame(data, tkeep=keep) if keep is not None else AxiStreamFrame(data)


@cocotb.test()
async def run_job(dut) -> None:
    job = json.loads(Path(os.environ["LWHASH_JOB"]).read_text())
    Clock(dut.clk, 10, unit="ns").start()          # (cocotb 2: start() schedules the clock itself)
    rng = random.Random(job.get("seed", 1))
    dut.rst.value = 1
    dut.err_clr.value = 0
    src = AxiStreamSource(AxiStreamBus.from_prefix(dut, "s_axis"), dut.clk, dut.rst)
    snk = AxiStreamSink(AxiStreamBus.from_prefix(dut, "m_axis"), dut.clk, dut.rst)
    if job.get("src_pause", 0):
        src.set_pause_generator(_pauses(job["src_pause"], rng))
    if job.get("snk_pause", 0):
        snk.set_pause_generator(_pauses(job["snk_pause"], rng))
    await ClockCycles(dut.clk, 3)
    dut.rst.value = 0
    hang = int(job.get("hang_limit", 200_000))
    out = []
    for ph in job["phases"]:
        if ph.get("reset_before"):
            dut.rst.value = 1
            await ClockCycles(dut.clk, 2)
            dut.rst.value = 0
        frames = [_frame(f) for f in ph["frames"]]
        start = int(dut.cycle.value)
        for f in frames:
            await src.send(f)
        res: dict = {"digests": [], "hung": False}
        if ph.get("reset_after") is not None:
            await ClockCycles(dut.clk, int(ph["reset_after"]))
            res["busy_at_reset"] = bool(dut.busy.value)
            dut.rst.value = 1
            await ClockCycles(dut.clk, 3)
            dut.rst.value = 0
            await RisingEdge(dut.clk)
        else:
            want = int(ph["expect"])
            idle = 0
            seen = 0
            # wait for the digests, then until the source is drained and lw_axis is idle
            while True:
                await RisingEdge(dut.clk)
                while not snk.empty():
                    fr = snk.recv_nowait()
                    res["digests"].append(bytes(fr.tdata).hex())
                    res.setdefault("tlast_ok", True)
                if len(res["digests"]) != seen:
                    seen, idle = len(res["digests"]), 0
                else:
                    idle += 1
                if (len(res["digests"]) >= want and src.empty() and not src.active
                        and not int(dut.busy.value)):
                    break
                if idle > hang:
                    res["hung"] = True
                    break
            # a few more cycles: nothing more may come out
            await ClockCycles(dut.clk, 50)
            while not snk.empty():
                res["digests"].append(bytes(snk.recv_nowait().tdata).hex())
        res["err"] = bool(int(dut.err.value))
        res["violation"] = bool(int(dut.violation.value))
        res["cycles"] = int(dut.cycle.value) - start
        if ph.get("clear_err"):
            dut.err_clr.value = 1
            await RisingEdge(dut.clk)
            dut.err_clr.value = 0
            await RisingEdge(dut.clk)
            res["err_after_clear"] = bool(int(dut.err.value))
        out.append(res)
    Path(job["result"]).write_text(json.dumps({"phases": out}))
