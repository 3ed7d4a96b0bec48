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
