"""lw_axil, the AXI4-Lite register front-end (rtl/common/lw_axil.v), its register map
(one description: rtl/common/lw_axil_regs.toml) and the C driver (sw/lwhash_drv.c).

The default run: the generated files are current, lw_axil lints, the driver builds with
the host C compiler (every warning an error) and hashes against a Python model of the
register map; `make axis-full` (``slow``) runs the driver against lw_axil itself in
simulation, its bus cycles made by cocotbext-axi's AxiLiteMaster, on a KAT sample."""

from __future__ import annotations

import ctypes
import hashlib
import subprocess

import pytest

from lwhash import axis, cores, regs, tools
from lwhash.paths import BUILD, RTL
from lwhash.sim import verify
from lwhash.sim.axil_bench import RD, WR, Dev
from lwhash.sim.axis_runner import AxisSimulator, build_driver, run_driver


def test_generated_register_files_are_current():
    assert regs.main(["--check"]) == 0, "run python -m lwhash.regs"


def test_lw_axil_lint():
    for name in ("sha256-logic", "groestl512-fast", "keccak256-logic"):
        params = axis.verilog_params(cores.all_cores()[name])
        args = [f"-G{k}={v}" for k, v in params.items() if k != "AW"]
        r = subprocess.run([tools.verilator_bin(), "--lint-only", "-Wall", *args,
                            *(str(RTL / "common" / f) for f in ("lw_pad.v", "lw_axis.v", "lw_axil.v")),
                            "--top-module", "lw_axil"], capture_output=True, text=True)
        assert r.returncode == 0, f"{name}:\n{r.stderr[:3000]}"


class RegisterModel:
    """lw_axil's registers as the driver sees them, the digest from hashlib: enough to
    check what the driver writes where (a message's bytes in DATA, its last 0..4 in
    END<n>, the digest read from DIGEST<i> and acknowledged)."""

    def __init__(self, ids: dict[str, int]):
        self.r = ids
        self.buf = bytearray()
        self.digest: bytes | None = None
        self.log: list[tuple[str, int]] = []

    def rd(self, ctx, off):
        self.log.append(("r", off))
        r = self.r
        if off == r["ID"]:
            return r["ID_VALUE"]
        if off == r["STATUS"]:
            return (1 << 3) | ((1 << 2) | (1 << 1) if self.digest is not None else 0)
        if r["DIGEST"] <= off < r["DIGEST"] + 64 and self.digest is not None:
            i = off - r["DIGEST"]
            return int.from_bytes(self.digest[i:i + 4].ljust(4, b"\0"), "little")
        return 0

    def wr(self, ctx, off, value):
        self.log.append(("w", off))
        r = self.r
        if off == r["DATA"]:
            self.buf += value.to_bytes(4, "little")
        elif r["END"] <= off <= r["END"] + 16:
            n = (off - r["END"]) // 4
            self.buf += value.to_bytes(4, "little")[:n]
            assert value >> (8 * n) == 0, "bytes past n in END<n>"
            assert self.digest is None, "a message ended before the last digest was acknowledged"
            self.digest = hashlib.sha256(bytes(self.buf)).digest()
            self.buf = bytearray()
        elif off == r["CONTROL"]:
            if value & 2:
                self.buf, self.digest = bytearray(), None
            if value & 4:
                self.digest = None


def _ids() -> dict[str, int]:
    ident, rs = regs.load()
    return {"ID_VALUE": ident, **{r.name: r.offset for r in rs}}


def test_c_driver_against_register_model():
    lib = ctypes.CDLL(str(build_driver(BUILD / "sw")))
    model = RegisterModel(_ids())
    rd, wr = RD(model.rd), WR(model.wr)
    dev = Dev(None, rd, wr, None, 32, 1000)
    p = ctypes.byref(dev)
    assert lib.lwh_init(p) == 0
    for n in (0, 1, 3, 4, 5, 63, 64, 65, 300):
        msg = bytes((3 * i + n) & 0xFF for i in range(n))
        out = (ctypes.c_uint8 * 32)()
        for cut in (0, n // 3, n):      # fed in two pieces: the driver's carry across calls
            assert lib.lwh_feed(p, msg[:cut], cut) == 0
            assert lib.lwh_feed(p, msg[cut:], n - cut) == 0
            assert lib.lwh_finish(p) == 0
            assert lib.lwh_read_digest(p, out) == 0
            assert bytes(out) == hashlib.sha256(msg).digest(), (n, cut)
    writes = [off for op, off in model.log if op == "w"]
    assert _ids()["DATA"] in writes and _ids()["END"] + 4 in writes


@pytest.mark.axis_full
def test_c_driver_through_lw_axil_sha256():
    """The driver against lw_axil in simulation (cocotbext-axi's AxiLiteMaster makes its
    bus cycles): a KAT sample, and a bad write first (STATUS.ERR, LWH_EINPUT, recovery)."""
    core = cores.all_cores()["sha256-logic"]
    vs = verify.sample([v for v in verify.kat_vectors(core) if v.msg.bitlen % 8 == 0], 24, seed=2)
    out = run_driver(AxisSimulator(core, 32, axil=True), [v.msg.payload[: v.msg.bitlen // 8] for v in vs],
                     bad_first=True)
    assert out["init"] == 0 and out["bad_read"] == -2 and out["status_bad"] & 1 and out["init2"] == 0
    assert out["codes"] == [0] * len(vs) and not out["violation"]
    assert out["digests"] == [v.expected.hex() for v in vs]
