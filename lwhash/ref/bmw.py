"""Blue Midnight Wish (BMW-224/256/384/512), round-2 tweaked version, bit-exact for any bit length.

BMW-224/256 work on 32-bit words, BMW-384/512 on 64-bit words; everything else is
the same, so the model is written once for a word size ``w`` (:class:`WordSize`).
Words are little-endian throughout (message words, length field, digest).

Padding (what :meth:`Bmw.pad` returns, i.e. exactly what a core receives)
--------------------------------------------------------------------------
A block is 16 words: 512 bits (BMW-224/256) or 1024 bits (BMW-384/512).

* the message bits, MSB-first in each byte (NIST order), then one ``1`` bit
  (for a byte-aligned message this is a ``0x80`` byte, otherwise the bit
  right after the last message bit in the same byte);
* ``0`` bits until the length is 448 mod 512 (960 mod 1024 for BMW-384/512);
* the message length in bits as a 64-bit little-endian integer.

So the padded message is 1, 2, ... whole blocks; the last 8 bytes of the last
block hold the bit length. Nothing else depends on the length.

What the core still does
------------------------
* ``H = IV``; for every block ``M``: ``H = compress(H, M)`` (:func:`compress`).
* After the last block, one more compression with the roles swapped: the chaining
  value becomes the message and the constant ``CONST_FINAL`` (``0xaaaaaaa0 +
  i``, resp. ``0xaaaaaaaaaaaaaaa0 + i``) is the chaining value:
  ``H = compress(CONST_FINAL, H)`` (:func:`finalize`).
* The digest is the last ``digest_bits / w`` words of ``H`` (words 9..15 for
  BMW-224, 8..15 for BMW-256, 10..15 for BMW-384, 8..15 for BMW-512), each
  little-endian.

The compression function is ``f2(f1(f0(M, H)))`` of the specification:
:func:`f0` (bijective transform of ``M xor H`` into ``Q[0..15]``),
:func:`f1` (expansion to ``Q[16..31]``, 2 ``expand1`` + 14 ``expand2`` rounds,
see :func:`expand1`, :func:`expand2`, :func:`add_element`) and :func:`f2`
(folding into the new ``H``).
"""

from __future__ import annotations

import struct
from dataclasses import dataclass

from .base import HashAlgorithm, KatRef, MessageError, message_bits, tail_bits


@dataclass(frozen=True)
class WordSize:
    """The word-size dependent constants of BMW (32-bit for 224/256, 64-bit for 384/512)."""

    bits: int
    #: (shr, shl, rotl, rotl) of the functions s0..s3
    s_params: tuple[tuple[int, int, int, int], ...]
    #: rotations of r1..r7
    r_params: tuple[int, ...]
    #: K_j = j * k_unit
    k_unit: int

    @property
    def mask(self) -> int:
        return (1 << self.bits) - 1


W32 = WordSize(
    32,
    ((1, 3, 4, 19), (1, 2, 8, 23), (2, 1, 12, 25), (2, 2, 15, 29)),
    (3, 7, 13, 16, 19, 23, 27),
    0x05555555,
)
W64 = WordSize(
    64,
    ((1, 3, 4, 37), (1, 2, 13, 43), (2, 1, 19, 53), (2, 2, 28, 59)),
    (5, 11, 27, 32, 37, 43, 53),
    0x0555555555555555,
)

IV224 = tuple(0x00010203 + 0x04040404 * i for i in range(16))
IV256 = tuple(0x40414243 + 0x04040404 * i for i in range(16))
IV384 = tuple(0x0001020304050607 + 0x0808080808080808 * i for i in range(16))
IV512 = tuple(0x8081828384858687 + 0x0808080808080808 * i for i in range(16))


def const_final(ws: WordSize) -> tuple[int, ...]:
    """CONST_final: 0xaa..aa0 + i, the chaining value of the final compression."""
    base = int("aa" * (ws.bits // 8), 16) & ~0xF
    return tuple(base + i for i in range(16))


# Sign pattern of W_j = sum of +-(M_i xor H_i) in f0: (index, sign) pairs.
F0_TERMS: tuple[tuple[tuple[int, int], ...], ...] = (
    ((5, 1), (7, -1), (10, 1), (13, 1), (14, 1)),
    ((6, 1), (8, -1), (11, 1), (14, 1), (15, -1)),
    ((0, 1), (7, 1), (9, 1), (12, -1), (15, 1)),
    ((0, 1), (1, -1), (8, 1), (10, -1), (13, 1)),
    ((1, 1), (2, 1), (9, 1), (11, -1), (14, -1)),
    ((3, 1), (2, -1), (10, 1), (12, -1), (15, 1)),
    ((4, 1), (0, -1), (3, -1), (11, -1), (13, 1)),
    ((1, 1), (4, -1), (5, -1), (12, -1), (14, -1)),
    ((2, 1), (5, -1), (6, -1), (13, 1), (15, -1)),
    ((0, 1), (3, -1), (6, 1), (7, -1), (14, 1)),
    ((8, 1), (1, -1), (4, -1), (7, -1), (15, 1)),
    ((8, 1), (0, -1), (2, -1), (5, -1), (9, 1)),
    ((1, 1), (3, 1), (6, -1), (9, -1), (10, 1)),
    ((2, 1), (4, 1), (7, 1), (10, 1), (11, 1)),
    ((3, 1), (5, -1), (8, 1), (11, -1), (12, -1)),
    ((12, 1), (4, -1), (6, -1), (9, -1), (13, 1)),
)


def rotl(x: int, n: int, ws: WordSize) -> int:
    return ((x << n) | (x >> (ws.bits - n))) & ws.mask


def s(i: int, x: int, ws: WordSize) -> int:
    """The logical functions s0..s5 of the specification."""
    mask = ws.mask
    if i == 4:
        return (x >> 1) ^ x
    if i == 5:
        return (x >> 2) ^ x
    shr, shl, r1, r2 = ws.s_params[i]
    n = ws.bits
    return (
        (x >> shr)
        ^ ((x << shl) & mask)
        ^ (((x << r1) | (x >> (n - r1))) & mask)
        ^ (((x << r2) | (x >> (n - r2))) & mask)
    )


def f0(m: tuple[int, ...], h: tuple[int, ...], ws: WordSize) -> list[int]:
    """f0: Q[0..15]; Q_j = s_{j mod 5}(W_j) + H_{(j+1) mod 16}."""
    mask = ws.mask
    x = [a ^ b for a, b in zip(m, h)]
    q = []
    for j, terms in enumerate(F0_TERMS):
        w = 0
        for idx, sign in terms:
            w += x[idx] if sign > 0 else -x[idx]
        q.append((s(j % 5, w & mask, ws) + h[(j + 1) % 16]) & mask)
    return q


def add_element(j: int, m: tuple[int, ...], h: tuple[int, ...], ws: WordSize) -> int:
    """AddElement(j), 16 <= j < 32 (round-2 tweaked form, with rotated message words)."""
    a, b, c = (j - 16) % 16, (j - 13) % 16, (j - 6) % 16
    return (
        (rotl(m[a], a + 1, ws) + rotl(m[b], b + 1, ws) - rotl(m[c], c + 1, ws) + j * ws.k_unit)
        & ws.mask
    ) ^ h[(j - 9) % 16]


def expand1(j: int, q: list[int], ae: int, ws: WordSize) -> int:
    """expand_1(j): sum of s1,s2,s3,s0,s1,... of the 16 previous Q words, plus AddElement."""
    acc = ae
    for i in range(16):
        acc += s((i + 1) % 4, q[j - 16 + i], ws)
    return acc & ws.mask


def expand2(j: int, q: list[int], ae: int, ws: WordSize) -> int:
    """expand_2(j): Q words plus r1..r7 rotations, s4, s5 of the last two, plus AddElement."""
    acc = ae
    r = ws.r_params
    for i in range(7):
        acc += q[j - 16 + 2 * i] + rotl(q[j - 15 + 2 * i], r[i], ws)
    acc += ((q[j - 2] >> 1) ^ q[j - 2]) + ((q[j - 1] >> 2) ^ q[j - 1])
    return acc & ws.mask


def f1(q: list[int], m: tuple[int, ...], h: tuple[int, ...], ws: WordSize) -> list[int]:
    """f1: extend Q[0..15] to Q[0..31] (expand1 for j = 16, 17, expand2 for j = 18..31)."""
    q = list(q)
    for j in range(16, 32):
        ae = add_element(j, m, h, ws)
        q.append(expand1(j, q, ae, ws) if j < 18 else expand2(j, q, ae, ws))
    return q


def f2(q: list[int], m: tuple[int, ...], ws: WordSize) -> tuple[int, ...]:
    """f2: fold Q[0..31] and M into the new chaining value."""
    mask = ws.mask
    xl = 0
    for v in q[16:24]:
        xl ^= v
    xh = xl
    for v in q[24:32]:
        xh ^= v
    h = [0] * 16
    h[0] = ((((xh << 5) & mask) ^ (q[16] >> 5) ^ m[0]) + (xl ^ q[24] ^ q[0])) & mask
    h[1] = (((xh >> 7) ^ ((q[17] << 8) & mask) ^ m[1]) + (xl ^ q[25] ^ q[1])) & mask
    h[2] = (((xh >> 5) ^ ((q[18] << 5) & mask) ^ m[2]) + (xl ^ q[26] ^ q[2])) & mask
    h[3] = (((xh >> 1) ^ ((q[19] << 5) & mask) ^ m[3]) + (xl ^ q[27] ^ q[3])) & mask
    h[4] = (((xh >> 3) ^ q[20] ^ m[4]) + (xl ^ q[28] ^ q[4])) & mask
    h[5] = ((((xh << 6) & mask) ^ (q[21] >> 6) ^ m[5]) + (xl ^ q[29] ^ q[5])) & mask
    h[6] = (((xh >> 4) ^ ((q[22] << 6) & mask) ^ m[6]) + (xl ^ q[30] ^ q[6])) & mask
    h[7] = (((xh >> 11) ^ ((q[23] << 2) & mask) ^ m[7]) + (xl ^ q[31] ^ q[7])) & mask
    h[8] = (rotl(h[4], 9, ws) + (xh ^ q[24] ^ m[8]) + (((xl << 8) & mask) ^ q[23] ^ q[8])) & mask
    h[9] = (rotl(h[5], 10, ws) + (xh ^ q[25] ^ m[9]) + ((xl >> 6) ^ q[16] ^ q[9])) & mask
    h[10] = (rotl(h[6], 11, ws) + (xh ^ q[26] ^ m[10]) + (((xl << 6) & mask) ^ q[17] ^ q[10])) & mask
    h[11] = (rotl(h[7], 12, ws) + (xh ^ q[27] ^ m[11]) + (((xl << 4) & mask) ^ q[18] ^ q[11])) & mask
    h[12] = (rotl(h[0], 13, ws) + (xh ^ q[28] ^ m[12]) + ((xl >> 3) ^ q[19] ^ q[12])) & mask
    h[13] = (rotl(h[1], 14, ws) + (xh ^ q[29] ^ m[13]) + ((xl >> 4) ^ q[20] ^ q[13])) & mask
    h[14] = (rotl(h[2], 15, ws) + (xh ^ q[30] ^ m[14]) + ((xl >> 7) ^ q[21] ^ q[14])) & mask
    h[15] = (rotl(h[3], 16, ws) + (xh ^ q[31] ^ m[15]) + ((xl >> 2) ^ q[22] ^ q[15])) & mask
    return tuple(h)


def compress(h: tuple[int, ...], m: tuple[int, ...], ws: WordSize) -> tuple[int, ...]:
    """The compression function: new chaining value from ``h`` and the 16 message words ``m``."""
    q = f1(f0(m, h, ws), m, h, ws)
    return f2(q, m, ws)


def finalize(h: tuple[int, ...], ws: WordSize) -> tuple[int, ...]:
    """The final compression: ``compress(CONST_final, H)`` (H used as the message)."""
    return compress(const_final(ws), h, ws)


def block_words(block: bytes, ws: WordSize) -> tuple[int, ...]:
    """The 16 little-endian message words of one block."""
    return struct.unpack("<16I" if ws.bits == 32 else "<16Q", block)


class Bmw(HashAlgorithm):
    def __init__(self, digest_bits: int) -> None:
        self.digest_bits = digest_bits
        self.name = f"bmw{digest_bits}"
        self.ws = W32 if digest_bits <= 256 else W64
        self.block_bits = 16 * self.ws.bits
        self.iv = {224: IV224, 256: IV256, 384: IV384, 512: IV512}[digest_bits]
        self.kat = KatRef("bmw256", digest_bits)

    def pad_tail(self, tail: bytes, bitlen: int, offset: int = 0) -> bytes:
        nbits = tail_bits(tail, bitlen, offset, self.block_bytes)
        if bitlen >= 2**64:
            raise MessageError("BMW messages are shorter than 2^64 bits")
        bb = self.block_bytes
        msg = bytearray(message_bits(tail, nbits))
        if nbits % 8:
            msg[-1] |= 0x80 >> (nbits % 8)
        else:
            msg.append(0x80)
        msg += bytes((bb - 8 - len(msg)) % bb)
        msg += struct.pack("<Q", bitlen)
        return bytes(msg)

    def hash(self, data: bytes, bitlen: int | None = None) -> bytes:
        padded = self.pad(data, bitlen)
        ws = self.ws
        bb = self.block_bytes
        h = self.iv
        for i in range(0, len(padded), bb):
            h = compress(h, block_words(padded[i : i + bb], ws), ws)
        h = finalize(h, ws)
        n = self.digest_bits // ws.bits
        fmt = f"<{n}{'I' if ws.bits == 32 else 'Q'}"
        return struct.pack(fmt, *h[16 - n :])


ALGORITHMS = [Bmw(224), Bmw(256), Bmw(384), Bmw(512)]
