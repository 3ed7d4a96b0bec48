"""BLAKE (SHA-3 finalist), round-3/final and round-2 versions, bit-exact for any bit length.

Models (salt = 0 everywhere)
----------------------------
* round 3 / final: ``blake224``, ``blake256`` (14 rounds, 32-bit words, 512-bit blocks) and
  ``blake384``, ``blake512`` (16 rounds, 64-bit words, 1024-bit blocks).  KAT: ``blake256``.
* round 2, the same functions with fewer rounds: ``blake28``, ``blake32`` (10 rounds) and
  ``blake48``, ``blake64`` (14 rounds).  KAT: ``blake32`` (files 224/256/384 = BLAKE-28/32/48;
  BLAKE-64 has no usable KAT file and is checked against published values in the tests).

What :meth:`Blake.pad` returns
------------------------------
The message padded as in the BLAKE specification, big-endian, a whole number of blocks
(64 bytes for 224/256, 128 bytes for 384/512):

1. the ``bitlen`` message bits (MSB-first);
2. one ``1`` bit, then ``0`` bits until the length is 447 mod 512 (895 mod 1024 for 384/512);
3. one more bit: ``1`` for BLAKE-256/512 (and BLAKE-32/64), ``0`` for BLAKE-224/384 (-28/-48);
4. the message length ``bitlen`` as a 64-bit (128-bit for 384/512) big-endian integer.

When ``bitlen`` is 446 mod 512 (894 mod 1024) the ``1`` of step 2 and the bit of step 3 are
adjacent; when ``bitlen mod 512`` is 447 or more (``mod 1024``: 895 or more), the padding
takes one more block, which holds no message bit.

The core also needs the counter ``t`` of each block, which follows from ``bitlen`` alone
(:func:`block_counters`): for block ``i`` (0-based), ``t = min(bitlen, (i+1) * block_bits)``
if the block holds at least one message bit (``i * block_bits < bitlen``), else ``t = 0``
(a final block of padding only, and the single block of the empty message, have ``t = 0``).
``t`` is split in two words: ``t0`` = low word, ``t1`` = high word.
"""

from __future__ import annotations

import math

from .base import HashAlgorithm, KatRef, MessageError, check_bits, message_bits, tail_bits

M32 = 0xFFFFFFFF
M64 = 0xFFFFFFFFFFFFFFFF


def _pi_fraction_hex(ndigits: int) -> int:
    """The first ``ndigits`` hex digits of the fractional part of pi, as an integer (Machin)."""
    guard = 10
    scale = 16 ** (ndigits + guard)

    def arctan_inv(x: int) -> int:
        total, term, n, sign = 0, scale // x, 1, 1
        while term:
            total += sign * (term // n)
            term //= x * x
            n += 2
            sign = -sign
        return total

    pi_scaled = 16 * arctan_inv(5) - 4 * arctan_inv(239)
    return (pi_scaled // 16**guard) % 16**ndigits


def _frac_sqrt(p: int, bits: int) -> int:
    """First ``bits`` bits of the fractional part of sqrt(p) (SHA-2 initial values)."""
    return math.isqrt(p << (2 * bits)) & ((1 << bits) - 1)


_PI = _pi_fraction_hex(256)
#: BLAKE-256 constants c0..c15: the first 16 32-bit words of the fraction of pi
C32: tuple[int, ...] = tuple((_PI >> (1024 - 32 * (i + 1))) & M32 for i in range(16))
#: BLAKE-512 constants c0..c15: the first 16 64-bit words of the fraction of pi
C64: tuple[int, ...] = tuple((_PI >> (1024 - 64 * (i + 1))) & M64 for i in range(16))

_PRIMES = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53)
#: initial values: those of SHA-256 / SHA-224 / SHA-512 / SHA-384
IV256: tuple[int, ...] = tuple(_frac_sqrt(p, 32) for p in _PRIMES[:8])
IV224: tuple[int, ...] = tuple(_frac_sqrt(p, 64) & M32 for p in _PRIMES[8:])
IV512: tuple[int, ...] = tuple(_frac_sqrt(p, 64) for p in _PRIMES[:8])
IV384: tuple[int, ...] = tuple(_frac_sqrt(p, 64) for p in _PRIMES[8:])

#: the ten message permutations sigma_0..sigma_9 (round r uses sigma_{r mod 10})
SIGMA: tuple[tuple[int, ...], ...] = (
    (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15),
    (14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3),
    (11, 8, 12, 0, 5, 2, 15, 13, 10, 14, 3, 6, 7, 1, 9, 4),
    (7, 9, 3, 1, 13, 12, 11, 14, 2, 6, 5, 10, 4, 0, 15, 8),
    (9, 0, 5, 7, 2, 4, 10, 15, 14, 1, 11, 12, 6, 8, 3, 13),
    (2, 12, 6, 10, 0, 11, 8, 3, 4, 13, 7, 5, 15, 14, 1, 9),
    (12, 5, 1, 15, 14, 13, 4, 10, 0, 7, 6, 3, 9, 2, 8, 11),
    (13, 11, 7, 14, 12, 1, 3, 9, 5, 0, 15, 4, 8, 6, 2, 10),
    (6, 15, 14, 9, 11, 3, 0, 8, 12, 2, 13, 7, 1, 4, 10, 5),
    (10, 2, 8, 4, 7, 6, 1, 5, 15, 11, 9, 14, 3, 12, 13, 0),
)

#: state indices (a, b, c, d) of G_0..G_7: four columns, then four diagonals
G_INDICES: tuple[tuple[int, int, int, int], ...] = (
    (0, 4, 8, 12), (1, 5, 9, 13), (2, 6, 10, 14), (3, 7, 11, 15),
    (0, 5, 10, 15), (1, 6, 11, 12), (2, 7, 8, 13), (3, 4, 9, 14),
)

#: rotation amounts of G for 32-bit and 64-bit words
ROT32 = (16, 12, 8, 7)
ROT64 = (32, 25, 16, 11)


class _Params:
    def __init__(self, w: int) -> None:
        self.w = w
        self.mask = (1 << w) - 1
        self.const = C32 if w == 32 else C64
        self.rot = ROT32 if w == 32 else ROT64


_P32 = _Params(32)
_P64 = _Params(64)


def _params(word_bits: int) -> _Params:
    if word_bits == 32:
        return _P32
    if word_bits == 64:
        return _P64
    raise ValueError("word_bits must be 32 or 64")


def g_function(
    a: int, b: int, c: int, d: int, m_x: int, m_y: int, c_x: int, c_y: int, word_bits: int = 32
) -> tuple[int, int, int, int]:
    """G on one column/diagonal; ``m_x, m_y`` = m[sigma(2i)], m[sigma(2i+1)],
    ``c_x, c_y`` = c[sigma(2i)], c[sigma(2i+1)]."""
    p = _params(word_bits)
    w, mask = p.w, p.mask
    r1, r2, r3, r4 = p.rot
    a = (a + b + (m_x ^ c_y)) & mask
    d ^= a
    d = ((d >> r1) | (d << (w - r1))) & mask
    c = (c + d) & mask
    b ^= c
    b = ((b >> r2) | (b << (w - r2))) & mask
    a = (a + b + (m_y ^ c_x)) & mask
    d ^= a
    d = ((d >> r3) | (d << (w - r3))) & mask
    c = (c + d) & mask
    b ^= c
    b = ((b >> r4) | (b << (w - r4))) & mask
    return a, b, c, d


def round_function(v: list[int], m: list[int], r: int, word_bits: int = 32) -> list[int]:
    """Round ``r`` (0-based; permutation sigma_{r mod 10}) on the 16-word state ``v``."""
    p = _params(word_bits)
    s = SIGMA[r % 10]
    v = list(v)
    for i, (ia, ib, ic, id_) in enumerate(G_INDICES):
        x, y = s[2 * i], s[2 * i + 1]
        v[ia], v[ib], v[ic], v[id_] = g_function(
            v[ia], v[ib], v[ic], v[id_], m[x], m[y], p.const[x], p.const[y], word_bits
        )
    return v


def initial_state(h: tuple[int, ...], t: int, salt: tuple[int, ...] = (0, 0, 0, 0), word_bits: int = 32) -> list[int]:
    """v0..v15 from chain value, counter ``t`` (2 words: t0 low, t1 high) and salt."""
    p = _params(word_bits)
    c = p.const
    t0, t1 = t & p.mask, t >> p.w
    return list(h) + [
        salt[0] ^ c[0], salt[1] ^ c[1], salt[2] ^ c[2], salt[3] ^ c[3],
        t0 ^ c[4], t0 ^ c[5], t1 ^ c[6], t1 ^ c[7],
    ]


def finalize(h: tuple[int, ...], v: list[int], salt: tuple[int, ...] = (0, 0, 0, 0)) -> tuple[int, ...]:
    """h'_i = h_i ^ s_{i mod 4} ^ v_i ^ v_{i+8}."""
    return tuple(h[i] ^ salt[i % 4] ^ v[i] ^ v[i + 8] for i in range(8))


def _schedule(word_bits: int, rounds: int) -> tuple:
    """Per round, per G: (a, b, c, d, message index x, y, constant c_y, c_x) for the fast loop."""
    c = _params(word_bits).const
    out = []
    for r in range(rounds):
        s = SIGMA[r % 10]
        out.append(
            tuple(
                (ia, ib, ic, id_, s[2 * i], s[2 * i + 1], c[s[2 * i + 1]], c[s[2 * i]])
                for i, (ia, ib, ic, id_) in enumerate(G_INDICES)
            )
        )
    return tuple(out)


_SCHEDULES: dict[tuple[int, int], tuple] = {}


def compress(
    h: tuple[int, ...], block: bytes, t: int, rounds: int, word_bits: int = 32, salt: tuple[int, ...] = (0, 0, 0, 0)
) -> tuple[int, ...]:
    """The compression function: new chain value from ``h``, one block, counter ``t``."""
    p = _params(word_bits)
    nbytes = p.w // 8
    m = [int.from_bytes(block[nbytes * i : nbytes * (i + 1)], "big") for i in range(16)]
    key = (word_bits, rounds)
    sched = _SCHEDULES.get(key)
    if sched is None:
        sched = _SCHEDULES[key] = _schedule(word_bits, rounds)
    v = initial_state(h, t, salt, word_bits)
    w, mask = p.w, p.mask
    r1, r2, r3, r4 = p.rot
    l1, l2, l3, l4 = w - r1, w - r2, w - r3, w - r4
    for rnd in sched:
        for ia, ib, ic, id_, x, y, cy, cx in rnd:
            a, b, c, d = v[ia], v[ib], v[ic], v[id_]
            a = (a + b + (m[x] ^ cy)) & mask
            d ^= a
            d = ((d >> r1) | (d << l1)) & mask
            c = (c + d) & mask
            b ^= c
            b = ((b >> r2) | (b << l2)) & mask
            a = (a + b + (m[y] ^ cx)) & mask
            d ^= a
            d = ((d >> r3) | (d << l3)) & mask
            c = (c + d) & mask
            b ^= c
            b = ((b >> r4) | (b << l4)) & mask
            v[ia], v[ib], v[ic], v[id_] = a, b, c, d
    return finalize(h, v, salt)


def block_counters(bitlen: int, nblocks: int, block_bits: int) -> list[int]:
    """Counter t of each padded block: message bits up to its end, 0 for a block of padding only."""
    return [min(bitlen, (i + 1) * block_bits) if i * block_bits < bitlen else 0 for i in range(nblocks)]


class Blake(HashAlgorithm):
    """BLAKE-224/256/384/512 with a given number of rounds (round 3: 14/16, round 2: 10/14)."""

    def __init__(self, digest_bits: int, rounds: int, name: str, kat: KatRef | None) -> None:
        self.digest_bits = digest_bits
        self.rounds = rounds
        self.name = name
        self.kat = kat
        small = digest_bits <= 256
        self.word_bits = 32 if small else 64
        self.block_bits = 512 if small else 1024
        self.length_bits = 64 if small else 128
        self.iv = {224: IV224, 256: IV256, 384: IV384, 512: IV512}[digest_bits]
        #: the bit before the length field: 1 for 256/512, 0 for 224/384
        self.final_bit = 1 if digest_bits in (256, 512) else 0

    def pad_tail(self, tail: bytes, bitlen: int, offset: int = 0) -> bytes:
        nbits = tail_bits(tail, bitlen, offset, self.block_bytes)
        if bitlen >= 1 << self.length_bits:
            raise MessageError("message too long for BLAKE")
        bb = self.block_bits
        # message || 1 || 0* || final_bit || length, as one big integer of whole blocks
        zeros = (bb - self.length_bits - 1 - (nbits + 1)) % bb
        total = nbits + 1 + zeros + 1 + self.length_bits
        msg = int.from_bytes(message_bits(tail, nbits), "big") >> ((-nbits) % 8)
        value = (((((msg << 1) | 1) << (zeros + 1)) | self.final_bit) << self.length_bits) | bitlen
        return value.to_bytes(total // 8, "big")

    def hash(self, data: bytes, bitlen: int | None = None) -> bytes:
        bitlen = check_bits(data, bitlen)
        padded = self.pad(data, bitlen)
        bb = self.block_bytes
        nblocks = len(padded) // bb
        h = self.iv
        for i, t in enumerate(block_counters(bitlen, nblocks, self.block_bits)):
            h = compress(h, padded[i * bb : (i + 1) * bb], t, self.rounds, self.word_bits)
        nb = self.word_bits // 8
        return b"".join(x.to_bytes(nb, "big") for x in h)[: self.digest_bytes]


ALGORITHMS = [
    Blake(224, 14, "blake224", KatRef("blake256", 224)),
    Blake(256, 14, "blake256", KatRef("blake256", 256)),
    Blake(384, 16, "blake384", KatRef("blake256", 384)),
    Blake(512, 16, "blake512", KatRef("blake256", 512)),
    Blake(224, 10, "blake28", KatRef("blake32", 224)),
    Blake(256, 10, "blake32", KatRef("blake32", 256)),
    Blake(384, 14, "blake48", KatRef("blake32", 384)),
    Blake(512, 14, "blake64", None),
]
