"""The cocotb side of lwhash.sim.axis_runner.run_driver: the C driver (sw/lwhash_drv.c,
a shared library built by the host compiler) runs in a thread of its own; its register
reads and writes (the ``rd``/``wr`` functions of its lwh_dev) come here through a queue
and are made on the bus by cocotbext-axi's AxiLiteMaster, so the driver talks to
lw_axil in simulation exactly as it would to the hardware."""

from __future__ import annotations

import ctypes
import json
import os
import queue
import threading
from pathlib import Path
from typing import Any

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, RisingEdge
from cocotbext.axi import AxiLiteBus, AxiLiteMaster

RD = ctypes.CFUNCTYPE(ctypes.c_uint32, ctypes.c_void_p, ctypes.c_uint32)
WR = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_uint32, ctypes.c_uint32)


class Dev(ctypes.Structure):
    """struct lwh_dev of sw/lwhash_drv.h."""
    _fields_ = [("base", ctypes.c_void_p), ("rd", RD), ("wr", WR), ("ctx", ctypes.c_void_p),
                ("digest_bytes", ctypes.c_uint), ("spin_limit", ctypes.c_ulong),
                ("carry", ctypes.c_uint8 * 4), ("ncarry", ctypes.c_uint)]


class _Req:
    def __init__(self, op: str, off: int, value: int = 0):
        self.op, self.off, self.value = op, off, value
        self.done = threading.Event()
        self.result = 0


def _driver(job: dict[str, Any], reqs: queue.Queue, out: dict[str, Any]) -> None:
    """The driver's side: every call the way a program on the CPU would make it."""
    lib = ctypes.CDLL(job["lib"])

    def call(op: str, off: int, value: int = 0) -> int:
        r = _Req(op, off, value)
        reqs.put(r)
        r.done.wait()
        return r.result

    rd = RD(lambda ctx, off: call("r", off))
    wr = WR(lambda ctx, off, v: call("w", off, v))
    dev = Dev(None, rd, wr, None, job["digest_bytes"], 100000)
    p = ctypes.byref(dev)
    try:
        out["init"] = lib.lwh_init(p)
        if job.get("bad_first"):
            # a DATA word with WSTRB 0x3 is bad input (only END<n> ends a message): written
            # directly, since the driver never makes one; then lwh_finish/lwh_read_digest
            # must report the error, and lwh_init recover
            call("w3", 0x10, 0x11223344)
            out["bad_finish"] = lib.lwh_finish(p)
            buf = (ctypes.c_uint8 * 64)()
            out["bad_read"] = lib.lwh_read_digest(p, buf)
            out["status_bad"] = lib.lwh_status(p)
            out["init2"] = lib.lwh_init(p)
        digests, codes = [], []
        for f in job["messages"]:
            data = Path(f).read_bytes()
            buf = (ctypes.c_uint8 * 64)()
            # in two pieces, to use the driver's carry across calls
            half = len(data) // 2
            r = lib.lwh_feed(p, data[:half], len(data[:half]))
            if not r:
                r = lib.lwh_feed(p, data[half:], len(data) - half)
            if not r:
                r = lib.lwh_finish(p)
            if not r:
                r = lib.lwh_read_digest(p, buf)
            codes.append(r)
            digests.append(bytes(buf)[: job["digest_bytes"]].hex())
        out.update(digests=digests, codes=codes, status=lib.lwh_status(p))
    finally:
        reqs.put(None)


@cocotb.test()
async def run_job(dut) -> None:
    job = json.loads(Path(os.environ["LWHASH_JOB"]).read_text())
    Clock(dut.clk, 10, unit="ns").start()          # (cocotb 2: start() schedules the clock itself)
    dut.rst.value = 1
    bus = AxiLiteMaster(AxiLiteBus.from_prefix(dut, "s_axil"), dut.clk, dut.rst)
    await ClockCycles(dut.clk, 3)
    dut.rst.value = 0
    await RisingEdge(dut.clk)
    reqs: queue.Queue = queue.Queue()
    out: dict[str, Any] = {}
    th = threading.Thread(target=_driver, args=(job, reqs, out), daemon=True)
    th.start()
    ops = 0
    while True:
        try:
            r = reqs.get_nowait()
        except queue.Empty:
            await RisingEdge(dut.clk)
            continue
        if r is None:
            break
        ops += 1
        if r.op == "r":
            r.result = await bus.read_dword(r.off)
        elif r.op == "w":
            await bus.write_dword(r.off, r.value)
        else:   # "w3": a write with WSTRB 0x3
            await bus.write(r.off, (r.value & 0xFFFF).to_bytes(2, "little"))
        r.done.set()
    th.join()
    out["bus_ops"] = ops
    out["violation"] = bool(int(dut.violation.value))
    Path(job["result"]).write_text(json.dumps(out))
