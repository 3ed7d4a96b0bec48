"""cocotb bench of rtl/common/lw_aes_sbox.v (run by tests/sim/test_common_rtl.py): every
input in every lane of every implementation against the reference model's S-box."""

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import FallingEdge, ReadOnly, RisingEdge

from lwhash.ref._aes import SBOX


def lanes(v: int) -> list[int]:
    return [(v >> (8 * g)) & 0xFF for g in range(3)]


@cocotb.test()
async def every_input(dut) -> None:
    cocotb.start_soon(Clock(dut.clk, 10, unit="ns").start())
    wrong: list[str] = []
    for i in range(256):
        ins = [i, (i * 7 + 3) % 256, 255 - i]                 # a different byte per lane
        await FallingEdge(dut.clk)
        dut.x.value = ins[0] | ins[1] << 8 | ins[2] << 16
        await RisingEdge(dut.clk)                             # the registered ones sample x
        await ReadOnly()
        for name in ("y_tower", "y_table", "y_bram", "y_logic"):
            if lanes(int(getattr(dut, name).value)) != [SBOX[b] for b in ins]:
                wrong.append(f"{name} x={ins}")
    assert not wrong, f"{len(wrong)} wrong look-ups, first: {wrong[:4]}"
