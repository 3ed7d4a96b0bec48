"""lw_axis, the AXI4-Stream front-end (rtl/common/lw_axis.v, docs/integration.md), from
the host side: the padding each core's ``pad`` table in cores.toml configures, that
padding as a model (to check every table against the reference models), and the Verilog
parameters of lw_axis for a core.

The padding unit (rtl/common/lw_pad.v) knows one shape: the message's last bytes, then
``gap`` bytes of which the first is ``pad_byte``, zeros, and ``tail`` bytes at the end of
the last block holding a length field (``len_bytes`` bytes at ``len_off``, big-endian
unless ``len_le``, counting bits, or blocks of the padded message with ``len_blocks``)
ORed with constant bytes ``tail_const``; ``fin_byte`` is ORed into the byte just before
the tail.  The last segment holds the fewest blocks (at least one) with room for the
message's last bytes plus ``gap`` plus ``tail``.
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from .cores import Core, CoreError

#: bytes of the longest message lw_axis takes: the core interface carries < 2^32 bits
MAX_BYTES = 2**29 - 1
AXIS_WIDTHS = (8, 32, 64)


@dataclass(frozen=True)
class PadSpec:
    gap: int = 1
    pad_byte: int = 0x80
    fin_byte: int = 0
    tail: int = 8
    len_off: int = 0
    len_bytes: int = 8
    len_le: bool = False
    len_blocks: bool = False
    tail_const: bytes = b""

    def check(self, where: str) -> None:
        if not 0 <= self.tail <= 64 or self.len_bytes not in (0, 8, 16) or self.len_off + self.len_bytes > self.tail:
            raise CoreError(f"{where}: pad: the length field ({self.len_bytes} bytes at {self.len_off}) "
                            f"must lie in the tail of {self.tail} bytes (0 .. 64)")
        if len(self.tail_const) > min(32, self.tail) or self.gap < 0:
            raise CoreError(f"{where}: pad: tail_const longer than the tail (or 32 bytes), or gap < 0")


def pad_spec(core: Core) -> PadSpec | None:
    """The padding of ``core``'s algorithm for lw_axis, or None where its cores.toml has no
    ``pad`` table (the front-end does not cover the family)."""
    if not core.pad:
        return None
    raw = dict(core.pad)
    known = {f.name for f in fields(PadSpec)}
    if set(raw) - known:
        raise CoreError(f"core {core.name}: unknown pad fields {sorted(set(raw) - known)}")
    if "tail_const" in raw:
        raw["tail_const"] = bytes(raw["tail_const"])
    spec = PadSpec(**raw)
    spec.check(f"core {core.name}")
    return spec


def segment_bytes(block_bytes: int) -> int:
    """U: the bytes of every segment but the last (a block, at least 64 bytes)."""
    return block_bytes if block_bytes >= 64 else 64


def pad_last(spec: PadSpec, block_bytes: int, last: bytes, total_bytes: int, blocks_before: int) -> bytes:
    """What lw_pad makes of a message's last segment: ``last`` (0 .. U bytes) padded, for a
    message of ``total_bytes`` whose earlier segments held ``blocks_before`` blocks."""
    need = len(last) + spec.gap + spec.tail
    nblk = max(1, -(-need // block_bytes))
    out = bytearray(nblk * block_bytes)
    out[: len(last)] = last
    end = len(out)
    if spec.gap:
        out[len(last)] |= spec.pad_byte
    if spec.fin_byte:
        out[end - spec.tail - 1] |= spec.fin_byte
    at = end - spec.tail
    for j, c in enumerate(spec.tail_const):
        out[at + j] |= c
    if spec.len_bytes:
        value = blocks_before + nblk if spec.len_blocks else 8 * total_bytes
        field = value.to_bytes(spec.len_bytes, "little" if spec.len_le else "big")
        for j, c in enumerate(field):
            out[at + spec.len_off + j] |= c
    return bytes(out)


def padded(spec: PadSpec, block_bytes: int, data: bytes) -> bytes:
    """The whole padded message as lw_axis hands it to the core (segments of U bytes,
    then the padded last one): for the check against the reference model's padding."""
    u = segment_bytes(block_bytes)
    n = max(0, (len(data) - 1) // u) * u          # bytes in the segments but the last
    return data[:n] + pad_last(spec, block_bytes, data[n:], len(data), n // block_bytes)


def verilog_params(core: Core, aw: int = 32, max_bytes: int = MAX_BYTES) -> dict[str, str]:
    """lw_axis's parameters for ``core`` at TDATA width ``aw``."""
    spec = pad_spec(core)
    if spec is None:
        raise CoreError(f"core {core.name}: its cores.toml has no pad table, so lw_axis does not cover it")
    if aw not in AXIS_WIDTHS:
        raise CoreError(f"lw_axis takes TDATA of {', '.join(map(str, AXIS_WIDTHS))} bits, not {aw}")
    if core.digest_bits % 32:
        raise CoreError(f"core {core.name}: lw_axis needs a digest of whole 32-bit words")
    const = int.from_bytes(spec.tail_const.ljust(32, b"\0"), "big")
    return {
        "AW": str(aw), "BB": str(core.model.block_bytes), "DIGEST_BITS": str(core.digest_bits),
        "MAX_BYTES": str(max_bytes), "GAP": str(spec.gap), "PAD_BYTE": f"8'h{spec.pad_byte:02x}",
        "FIN_BYTE": f"8'h{spec.fin_byte:02x}", "TAIL": str(spec.tail), "LEN_OFF": str(spec.len_off),
        "LEN_BYTES": str(spec.len_bytes), "LEN_LE": str(int(spec.len_le)),
        "LEN_BLOCKS": str(int(spec.len_blocks)), "TAIL_CONST": f"256'h{const:064x}",
    }


def covered(core: Core) -> bool:
    """lw_axis covers the core: its family gives the padding, and its bus takes W = 32."""
    return bool(core.pad) and 32 in core.widths and core.digest_bits % 32 == 0


def front_ports(front: str = "axis", aw: int = 32) -> tuple[tuple[str, str, int], ...]:
    """The ports of a core inside lw_axis ("axis") or lw_axil ("axil"): (name, in/out, width)."""
    if front == "axis":
        k = aw // 8
        return (("clk", "in", 1), ("rst", "in", 1), ("s_axis_tdata", "in", aw), ("s_axis_tkeep", "in", k),
                ("s_axis_tlast", "in", 1), ("s_axis_tvalid", "in", 1), ("s_axis_tready", "out", 1),
                ("m_axis_tdata", "out", aw), ("m_axis_tkeep", "out", k), ("m_axis_tlast", "out", 1),
                ("m_axis_tvalid", "out", 1), ("m_axis_tready", "in", 1), ("err_o", "out", 1),
                ("err_clr_i", "in", 1), ("busy_o", "out", 1))
    if front == "axil":
        return (("clk", "in", 1), ("rst", "in", 1), ("s_axil_awaddr", "in", 8), ("s_axil_awvalid", "in", 1),
                ("s_axil_awready", "out", 1), ("s_axil_wdata", "in", 32), ("s_axil_wstrb", "in", 4),
                ("s_axil_wvalid", "in", 1), ("s_axil_wready", "out", 1), ("s_axil_bresp", "out", 2),
                ("s_axil_bvalid", "out", 1), ("s_axil_bready", "in", 1), ("s_axil_araddr", "in", 8),
                ("s_axil_arvalid", "in", 1), ("s_axil_arready", "out", 1), ("s_axil_rdata", "out", 32),
                ("s_axil_rresp", "out", 2), ("s_axil_rvalid", "out", 1), ("s_axil_rready", "in", 1),
                ("irq", "out", 1))
    raise CoreError(f"front-end {front!r}: use axis or axil")


def wrapper_module(core: Core, front: str = "axis", aw: int = 32) -> tuple[str, str]:
    """A Verilog module ``<core top>_<front>``: ``core`` (at W = 32, its own parameters)
    inside lw_axis (TDATA ``aw``) or lw_axil, with the front-end's ports: what `lwhash wrap`
    prints for a designer to drop in, and what the bench places (lwhash.flow.frontend)."""
    module = {"axis": "lw_axis", "axil": "lw_axil"}.get(front)
    if module is None:
        raise CoreError(f"front-end {front!r}: use axis or axil")
    ports = front_ports(front, aw)
    params = verilog_params(core, aw)
    if front == "axil":
        params.pop("AW")
    top = f"{core.top}_{front}"
    decl = ",\n".join(f"    {'input ' if d == 'in' else 'output'} wire " + (f"[{w - 1}:0] " if w > 1 else "") + n
                       for n, d, w in ports)
    own = "".join(f"    parameter {k} = {v},\n" for k, v in core.verilog_params.items())
    core_params = "".join(f".{k}({k}), " for k in core.verilog_params)
    opt = f" --tdata {aw}" if front == "axis" else ""
    more = ", lw_axil.v" if front == "axil" else ""
    text = f"""// {top}: {core.name} ({core.algo}) inside {module} (docs/integration.md).
// Generated by `lwhash wrap {core.name} --front {front}{opt}`; sources:
// the core's (lwhash list, its .core file) and rtl/common/lw_pad.v, lw_axis.v{more}.
`default_nettype none
module {top} #(
{own}    parameter integer W = 32   // the core's bus: lw_axis drives it at 32 (the value is not used)
) (
{decl}
);
    wire        core_rst, src_ready, src_read, dst_ready, dst_write, core_err;
    wire [31:0] din, dout;
    wire        unused_w = ^W;

    {module} #({", ".join(f".{k}({v})" for k, v in params.items())}) u_front (
        {", ".join(f".{n}({n})" for n, _, _ in ports)},
        .core_rst(core_rst), .core_din(din), .core_src_ready(src_ready), .core_src_read(src_read),
        .core_dout(dout), .core_dst_ready(dst_ready), .core_dst_write(dst_write), .core_err(core_err)
    );

    {core.top} #({core_params}.W(32)) u_core (
        .clk(clk), .rst(core_rst), .din(din), .src_ready(src_ready), .src_read(src_read),
        .dout(dout), .dst_ready(dst_ready), .dst_write(dst_write), .err(core_err)
    );
endmodule
`default_nettype wire
"""
    return top, text
