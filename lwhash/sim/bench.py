"""The cocotb side of the harness: runs one job on lw_tb and writes what it saw.

This module runs inside the simulator.  The host side (lwhash.sim.runner) writes a
job file naming the stream chunks to feed, and reads back a result file: which
lines of the sink log (the words the core wrote, with their cycles) belong to which
phase, and whether the core hung or broke the FIFO protocol.  All checking happens
on the host, so this stays one small generic test for every core.
"""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, FallingEdge, First, RisingEdge


async def _pulse(dut, name: str) -> None:
    await FallingEdge(dut.clk)
    getattr(dut, name).value = 1
    await FallingEdge(dut.clk)
    getattr(dut, name).value = 0


#: cycles a core must keep still after raising err (no read, no write) to pass
ERR_HOLD = 256


async def _until(dut, sig) -> bool:
    """Wait until ``sig`` is high; False if the bench declared a hang first."""
    while True:
        if int(sig.value):
            return True
        if int(dut.hung.value):
            return False
        await First(RisingEdge(sig), RisingEdge(dut.hung))


class _Counts:
    def __init__(self) -> None:
        self.lines = 0     # sink log lines before the current reset epoch
        self.reads = 0     # read log lines before the current load


async def _reset(dut, counts: _Counts, cycles: int = 2) -> None:
    await FallingEdge(dut.clk)
    dut.rst.value = 1
    # counted after rst is up: the core may still write on the edges before it
    counts.lines += int(dut.snk_count.value)
    counts.reads += int(dut.src_ptr.value)
    for _ in range(cycles):
        await FallingEdge(dut.clk)
    dut.rst.value = 0
    dut.snk_expect.value = 0


@cocotb.test()
async def run_job(dut) -> None:
    job = json.loads(Path(os.environ["LWHASH_JOB"]).read_text())
    Clock(dut.clk, 10, unit="ns").start()          # (cocotb 2: start() schedules the clock itself)
    dut.rst.value = 0
    dut.load.value = 0
    dut.flush.value = 0
    dut.src_count.value = 0
    dut.src_prob.value = int(job.get("src_prob", 0.0) * 65536) & 0xFFFF
    dut.snk_prob.value = int(job.get("snk_prob", 0.0) * 65536) & 0xFFFF
    dut.seed.value = job.get("seed", 1) & 0xFFFFFFFF
    dut.snk_expect.value = 0
    dut.src_mark.value = 0xFFFFFFFF
    dut.hang_limit.value = job.get("hang_limit", 200_000)

    counts = _Counts()
    await _reset(dut, counts)
    results = []
    expect = 0
    for phase in job["phases"]:
        if "seed" in phase:
            dut.seed.value = phase["seed"] & 0xFFFFFFFF     # taken by the next reset
        if phase.get("reset_before") or phase.get("hold_reset"):
            await _reset(dut, counts, max(2, phase.get("hold_reset", 0)))
            expect = 0
        if "src_prob" in phase:
            dut.src_prob.value = int(phase["src_prob"] * 65536) & 0xFFFF
            dut.snk_prob.value = int(phase["snk_prob"] * 65536) & 0xFFFF
        start_cycle = int(dut.cycle.value)
        start_line = counts.lines + int(dut.snk_count.value)
        first_read = counts.reads + int(dut.src_ptr.value)
        expect += phase["expect"]
        dut.snk_expect.value = expect
        ok = True
        for path, nwords, srcfile in phase["chunks"]:
            await _until(dut, dut.src_empty)
            shutil.copyfile(path, srcfile)      # lw_tb reads its source from +src=srcfile
            counts.reads += int(dut.src_ptr.value)
            dut.src_count.value = nwords
            await _pulse(dut, "load")
            if phase.get("reset_at") is not None:
                dut.src_mark.value = phase["reset_at"]
                ok = await _until(dut, dut.src_reached)
                dut.src_mark.value = 0xFFFFFFFF
                await FallingEdge(dut.clk)
                await FallingEdge(dut.clk)
                break
        stall = phase.get("expect_stall", False)
        err_at = None
        if stall:
            # a malformed stream: the core must raise err, stop reading and writing,
            # and wait for reset (hold it a while to see that it stays still); a core
            # that never raises err is let run until the bench calls it hung
            await _until(dut, dut.err)
            if int(dut.err.value):
                err_at = counts.reads + int(dut.src_ptr.value) - first_read
                await ClockCycles(dut.clk, ERR_HOLD)
        elif phase.get("reset_at") is None:
            ok = await _until(dut, dut.snk_done) and ok
        end_line = counts.lines + int(dut.snk_count.value)
        reads = counts.reads + int(dut.src_ptr.value) - first_read
        results.append(
            {
                "lines": [start_line, end_line],
                "first_read": first_read,
                "hung": not ok,
                "reads": reads,
                "violation": bool(int(dut.violation.value)),
                "err": bool(int(dut.err.value)),
                "err_seen": bool(int(dut.err_seen.value)),
                "reads_at_err": err_at,
                "cycle": int(dut.cycle.value),
                "start_cycle": start_cycle,
            }
        )
        if stall or phase.get("reset_at") is not None:
            await _reset(dut, counts)
            expect = 0
        if not ok:
            break
    await _pulse(dut, "flush")
    await FallingEdge(dut.clk)
    Path(job["result"]).write_text(json.dumps({"phases": results}))
