"""CubeHash r/b-h (round-1/round-2 definition: 10r initial and 10r final rounds), bit-exact.

Parameters: ``r`` rounds per block, ``b`` bytes per block, ``h`` digest bits. In the
later notation these models are CubeHash(10r)+r/b+(10r)-h:

* ``cubehash224/256/384/512``: CubeHash16/32-h, the round-2 parameters
  (CubeHash160+16/32+160-h), checked against the round-2 KAT files;
* ``cubehash8_1_224`` .. ``cubehash8_1_512``: CubeHash8/1, the round-1 parameters
  (CubeHash80+8/1+80-h), checked against the KAT files generated from the submitter's code.

State: 32 little-endian 32-bit words ``x[00000] .. x[11111]`` (index bits ``ijklm``).

Padding (what :meth:`CubeHash.pad` returns, i.e. exactly what a core receives)
-------------------------------------------------------------------------------
The message bits (MSB-first in each byte, NIST order), one ``1`` bit, then the
fewest ``0`` bits that make the length a multiple of ``8b`` bits. For a byte-aligned
message the ``1`` bit is a ``0x80`` byte; otherwise it is the bit right after the
last message bit in the same byte. There is no length field, so the padding always
adds at least one bit and at most one block (``b`` bytes).

Stream blocks (b not a multiple of 8)
-------------------------------------
The stream carries whole 32-bit words (and an even number of them at W = 64), so a
block of ``b`` bytes that is not a multiple of 8 cannot be a stream block. For such
``b`` (CubeHash8/1) the stream block, ``block_bits``, is lcm(b, 8) bytes (8 bytes for
b = 1): :meth:`CubeHash.pad` appends zero bytes after the padding up to a whole stream
block, and a core absorbs only the padded message, the first
:meth:`CubeHash.padded_bytes` bytes; it knows where they end from ``msg_len_bp``
(the last segment starts on a stream block, so for b = 1 its last stream block holds
``(msg_len_bp // 8) % 8 + 1`` padded bytes). The fill bytes are not absorbed: they
are not part of CubeHash, only of the stream.

What the core still does
------------------------
* Start from the IV: ``x[0] = h/8, x[1] = b, x[2] = r``, all other words 0, then
  ``10r`` rounds (:func:`initial_state`; the IV is a constant per (r, b, h) and may
  be stored instead).
* For every ``b``-byte block: xor the block into the first ``b`` bytes of the state
  (byte ``n`` of the block into byte ``n mod 4`` of word ``n // 4``, little-endian),
  then ``r`` rounds (:func:`absorb`). The last (padding) block is absorbed like any
  other.
* Finalization: flip the lowest bit of ``x[31]`` (``x[31] ^= 1``), then ``10r``
  rounds (:func:`finalize`). The core knows the last block from the stream end;
  the bit length is not needed.
* The digest is the first ``h/8`` bytes of the state (words little-endian).

:func:`round_` is one round on a list of 32 words, written step by step after the
specification; :func:`rounds` runs many rounds fast on a packed form
(16 words in one Python integer, 64-bit lanes) and gives the same result.
"""

from __future__ import annotations

import struct
from collections.abc import Sequence
from functools import cache
from math import lcm

from .base import HashAlgorithm, KatRef, check_bits, message_bits, tail_bits

M32 = 0xFFFFFFFF


def rotl(x: int, n: int) -> int:
    return ((x << n) | (x >> (32 - n))) & M32


def round_(x: list[int]) -> list[int]:
    """One CubeHash round on the 32-word state (the ten steps of the specification)."""
    x = list(x)
    for i in range(16):  # 1. add x[0jklm] into x[1jklm]
        x[16 + i] = (x[16 + i] + x[i]) & M32
    for i in range(16):  # 2. rotate x[0jklm] upwards by 7
        x[i] = rotl(x[i], 7)
    for i in range(8):  # 3. swap x[00klm] with x[01klm]
        x[i], x[i + 8] = x[i + 8], x[i]
    for i in range(16):  # 4. xor x[1jklm] into x[0jklm]
        x[i] ^= x[16 + i]
    for i in (16, 17, 20, 21, 24, 25, 28, 29):  # 5. swap x[1jk0m] with x[1jk1m]
        x[i], x[i + 2] = x[i + 2], x[i]
    for i in range(16):  # 6. add x[0jklm] into x[1jklm]
        x[16 + i] = (x[16 + i] + x[i]) & M32
    for i in range(16):  # 7. rotate x[0jklm] upwards by 11
        x[i] = rotl(x[i], 11)
    for i in (0, 1, 2, 3, 8, 9, 10, 11):  # 8. swap x[0j0lm] with x[0j1lm]
        x[i], x[i + 4] = x[i + 4], x[i]
    for i in range(16):  # 9. xor x[1jklm] into x[0jklm]
        x[i] ^= x[16 + i]
    for i in range(16, 32, 2):  # 10. swap x[1jkl0] with x[1jkl1]
        x[i], x[i + 1] = x[i + 1], x[i]
    return x


# --- packed form: 16 words in one int, word i in bits 64i .. 64i+31 ----------------

def _lanes(sel) -> int:
    return sum(M32 << (64 * i) for i in range(16) if sel(i))


_L32 = _lanes(lambda i: True)
_LOW7 = sum(0x7F << (64 * i) for i in range(16))
_LOW11 = sum(0x7FF << (64 * i) for i in range(16))
_SEL1 = _lanes(lambda i: not i & 1)
_SEL2 = _lanes(lambda i: not i & 2)
_SEL4 = _lanes(lambda i: not i & 4)
_HALF = _lanes(lambda i: i < 8)


def pack(words: Sequence[int]) -> int:
    """Up to 16 words -> one int with 64-bit lanes (word i in lane i)."""
    return int.from_bytes(struct.pack(f"<{len(words)}Q", *words), "little")


def unpack(v: int) -> list[int]:
    """Inverse of :func:`pack`."""
    return [(v >> (64 * i)) & M32 for i in range(16)]


def _rounds_packed(a: int, b: int, n: int) -> tuple[int, int]:
    """n rounds on the packed halves a = x[0..15], b = x[16..31]."""
    L32, LOW7, LOW11, SEL1, SEL2, SEL4, HALF = _L32, _LOW7, _LOW11, _SEL1, _SEL2, _SEL4, _HALF
    for _ in range(n):
        b = (b + a) & L32
        a = (a >> 512) | ((a & HALF) << 512)  # swap x[00klm] <-> x[01klm] (commutes with rotl)
        a = ((a << 7) & L32) | ((a >> 25) & LOW7)
        a ^= b
        b = ((b & SEL2) << 128) | ((b >> 128) & SEL2)
        b = (b + a) & L32
        a = ((a & SEL4) << 256) | ((a >> 256) & SEL4)
        a = ((a << 11) & L32) | ((a >> 21) & LOW11)
        a ^= b
        b = ((b & SEL1) << 64) | ((b >> 64) & SEL1)
    return a, b


def rounds(x: list[int], n: int) -> list[int]:
    """``n`` rounds on the 32-word state (fast; equals ``n`` applications of :func:`round_`)."""
    a, b = _rounds_packed(pack(x[:16]), pack(x[16:]), n)
    return unpack(a) + unpack(b)


@cache
def initial_state(r: int, b: int, h: int) -> tuple[int, ...]:
    """The IV: (h/8, b, r, 0, ..., 0) after 10r rounds."""
    x = [h // 8, b, r] + [0] * 29
    return tuple(rounds(x, 10 * r))


def _block_int(block: bytes) -> int:
    """A block (at most 64 bytes) as a packed int to xor into the first half-state."""
    block = block + bytes(-len(block) % 4)
    return pack(list(struct.unpack(f"<{len(block) // 4}I", block)))


def absorb(x: list[int], block: bytes, r: int) -> list[int]:
    """Xor one b-byte block into the first b bytes of the state, then r rounds."""
    if len(block) > 64:  # b up to 128 in the specification
        block = block + bytes(-len(block) % 4)
        words = list(struct.unpack(f"<{len(block) // 4}I", block)) + [0] * (32 - len(block) // 4)
        return rounds([u ^ v for u, v in zip(x, words)], r)
    a, bb = _rounds_packed(pack(x[:16]) ^ _block_int(block), pack(x[16:]), r)
    return unpack(a) + unpack(bb)


def finalize(x: list[int], r: int) -> list[int]:
    """Finalization: x[31] ^= 1, then 10r rounds."""
    x = list(x)
    x[31] ^= 1
    return rounds(x, 10 * r)


class CubeHash(HashAlgorithm):
    def __init__(self, r: int, b: int, h: int, name: str | None = None, kat: KatRef | None = None) -> None:
        if not (1 <= b <= 128 and h % 8 == 0 and 8 <= h <= 512 and r >= 1):
            raise ValueError(f"bad CubeHash parameters r={r} b={b} h={h}")
        self.r, self.b, self.digest_bits = r, b, h
        self.block_bits = 8 * lcm(b, 8)      # the stream block (module docstring); 8b where 8 divides b
        self.name = name or f"cubehash{r}_{b}_{h}"
        self.kat = kat

    @property
    def iv(self) -> tuple[int, ...]:
        return initial_state(self.r, self.b, self.digest_bits)

    def pad_tail(self, tail: bytes, bitlen: int, offset: int = 0) -> bytes:
        nbits = tail_bits(tail, bitlen, offset, self.block_bytes)
        msg = bytearray(message_bits(tail, nbits))
        if nbits % 8:
            msg[-1] |= 0x80 >> (nbits % 8)
        else:
            msg.append(0x80)
        msg += bytes(-len(msg) % self.b)
        msg += bytes(-len(msg) % self.block_bytes)     # stream fill (b not a multiple of 8), not absorbed
        return bytes(msg)

    def padded_bytes(self, bitlen: int) -> int:
        """The bytes of the padded message (what is absorbed, without the stream fill)."""
        return -(-(bitlen + 1) // (8 * self.b)) * self.b

    def hash(self, data: bytes, bitlen: int | None = None) -> bytes:
        bitlen = check_bits(data, bitlen)
        padded = self.pad(data, bitlen)[: self.padded_bytes(bitlen)]
        r, bsz = self.r, self.b
        if bsz > 64:
            x = list(self.iv)
            for i in range(0, len(padded), bsz):
                x = absorb(x, padded[i : i + bsz], r)
            x = finalize(x, r)
        else:
            iv = self.iv
            a, b = pack(iv[:16]), pack(iv[16:])
            for i in range(0, len(padded), bsz):
                a, b = _rounds_packed(a ^ _block_int(padded[i : i + bsz]), b, r)
            b ^= 1 << (64 * 15)  # x[31] ^= 1
            a, b = _rounds_packed(a, b, 10 * r)
            x = unpack(a) + unpack(b)
        return struct.pack("<32I", *x)[: self.digest_bits // 8]


ALGORITHMS = [
    CubeHash(16, 32, 224, "cubehash224", KatRef("cubehash256", 224)),
    CubeHash(16, 32, 256, "cubehash256", KatRef("cubehash256", 256)),
    CubeHash(16, 32, 384, "cubehash384", KatRef("cubehash256", 384)),
    CubeHash(16, 32, 512, "cubehash512", KatRef("cubehash256", 512)),
    # round 1 (seed 001): CubeHash8/1 at every digest size, against the generated KAT files
    # (../shared/kat/cubehash8_1, from the submitter's code; see SOURCES.md there)
    *(CubeHash(8, 1, h, f"cubehash8_1_{h}", KatRef("cubehash8_1", h)) for h in (224, 256, 384, 512)),
]
