"""Luffa-224/256/384/512, round-2 tweaked version (Luffa specification v2.0), bit-exact for any bit length.

Structure
---------
The chaining value is ``w`` blocks ``V[0..w-1]`` of 256 bits each (``w`` = 3 for
Luffa-224/256, 4 for Luffa-384, 5 for Luffa-512); each block is eight 32-bit words,
word 0 first.  One round on a 256-bit message block ``M`` is

* the message injection MI (:func:`message_injection`): a linear mixing of the
  ``V[j]`` over GF(2^32)^8 (multiplication by ``0x02`` is :func:`mult2`), then
  ``V[j] ^= 2^j * M``;
* the permutation P (:func:`permutation`): the ``w`` independent 256-bit
  permutations ``Q_j`` (:func:`q_permutation`).  ``Q_j`` first applies the round-2
  tweak (words 4..7 of ``V[j]`` rotated left by ``j`` bits, :func:`tweak`), then
  eight steps (:func:`step`): SubCrumb (the 4-bit S-box ``SBOX``, bit-sliced,
  :func:`sub_crumb`) on words (0,1,2,3) and (5,6,7,4), MixWord (:func:`mix_word`)
  on the word pairs (k, k+4), and AddConstant (``RC[j][0][r]`` into word 0,
  ``RC[j][1][r]`` into word 4).

Message words are big-endian (``M[0]`` is ``data[0..3]``); digest words are
written big-endian.

What :meth:`Luffa.pad` produces (the bytes a core receives)
-----------------------------------------------------------
The message bits, one ``1`` bit, then ``0`` bits up to the next multiple of 256
bits (so 1..256 padding bits; an empty message gives one block
``80 00 .. 00``).  Block size is 256 bits for every digest size.  The padding
needs nothing but the message itself; there is no length field and no counter.

What the core must still do
---------------------------
* Start from the fixed IV (``IV[0..w-1]``), run one round (MI + P) per padded block.
* Finalization ("blank rounds", not part of the padded bytes): after the last
  padded block, run rounds with an all-zero message block and output
  ``Z = V[0] ^ V[1] ^ ... ^ V[w-1]`` (eight 32-bit words, big-endian):

  - Luffa-224/256: one blank round, digest = ``Z`` (224: the first 7 words);
  - Luffa-384: blank round -> ``Z0`` (8 words), a second blank round ->
    ``Z1``; digest = ``Z0 || Z1[0..3]``;
  - Luffa-512: same with two blank rounds, digest = ``Z0 || Z1``.

  The core knows which block is the last from the bit length: there are
  ``bitlen // 256 + 1`` padded blocks.
"""

from __future__ import annotations

import struct

from .base import HashAlgorithm, KatRef, message_bits, tail_bits

M32 = 0xFFFFFFFF

#: initial values of V[0..4] (V[0..w-1] are used)
IV: tuple[tuple[int, ...], ...] = (
    (0x6D251E69, 0x44B051E0, 0x4EAA6FB4, 0xDBF78465, 0x6E292011, 0x90152DF4, 0xEE058139, 0xDEF610BB),
    (0xC3B44B95, 0xD9D2F256, 0x70EEE9A0, 0xDE099FA3, 0x5D9B0557, 0x8FC944B3, 0xCF1CCF0E, 0x746CD581),
    (0xF7EFC89D, 0x5DBA5781, 0x04016CE5, 0xAD659C05, 0x0306194F, 0x666D1836, 0x24AA230A, 0x8B264AE7),
    (0x858075D5, 0x36D79CCE, 0xE571F7D7, 0x204B1F67, 0x35870C6A, 0x57E9E923, 0x14BCB808, 0x7CDE72CE),
    (0x6C68E9BE, 0x5EC41E22, 0xC825B7C7, 0xAFFB4363, 0xF5DF3999, 0x0FC688F1, 0xB07224CC, 0x03E86CEA),
)

#: step constants: RC[j] = (constants for word 0, constants for word 4), eight steps each
RC: tuple[tuple[tuple[int, ...], tuple[int, ...]], ...] = (
    (
        (0x303994A6, 0xC0E65299, 0x6CC33A12, 0xDC56983E, 0x1E00108F, 0x7800423D, 0x8F5B7882, 0x96E1DB12),
        (0xE0337818, 0x441BA90D, 0x7F34D442, 0x9389217F, 0xE5A8BCE6, 0x5274BAF4, 0x26889BA7, 0x9A226E9D),
    ),
    (
        (0xB6DE10ED, 0x70F47AAE, 0x0707A3D4, 0x1C1E8F51, 0x707A3D45, 0xAEB28562, 0xBACA1589, 0x40A46F3E),
        (0x01685F3D, 0x05A17CF4, 0xBD09CACA, 0xF4272B28, 0x144AE5CC, 0xFAA7AE2B, 0x2E48F1C1, 0xB923C704),
    ),
    (
        (0xFC20D9D2, 0x34552E25, 0x7AD8818F, 0x8438764A, 0xBB6DE032, 0xEDB780C8, 0xD9847356, 0xA2C78434),
        (0xE25E72C1, 0xE623BB72, 0x5C58A4A4, 0x1E38E2E7, 0x78E38B9D, 0x27586719, 0x36EDA57F, 0x703AACE7),
    ),
    (
        (0xB213AFA5, 0xC84EBE95, 0x4E608A22, 0x56D858FE, 0x343B138F, 0xD0EC4E3D, 0x2CEB4882, 0xB3AD2208),
        (0xE028C9BF, 0x44756F91, 0x7E8FCE32, 0x956548BE, 0xFE191BE2, 0x3CB226E5, 0x5944A28E, 0xA1C4C355),
    ),
    (
        (0xF0D2E9E3, 0xAC11D7FA, 0x1BCB66F2, 0x6F2D9BC9, 0x78602649, 0x8EDAE952, 0x3B6BA548, 0xEDAE9520),
        (0x5090D577, 0x2D1925AB, 0xB46496AC, 0xD1925AB0, 0x29131AB6, 0x0FC053C3, 0x3F014F0C, 0xFC053C31),
    ),
)

#: the 4-bit S-box that :func:`sub_crumb` applies bit-sliced (bit i of the nibble in word a_i)
SBOX = (13, 14, 0, 1, 5, 10, 7, 6, 11, 3, 9, 12, 15, 8, 2, 4)

STEPS = 8
BLOCK_BYTES = 32

Block = list[int]  # eight 32-bit words


def rotl(x: int, n: int) -> int:
    return ((x << n) | (x >> (32 - n))) & M32 if n else x


def mult2(a: Block) -> Block:
    """Multiplication by 0x02 in GF(2^32)^8 (the Luffa ``M2`` map)."""
    t = a[7]
    return [t, a[0] ^ t, a[1], a[2] ^ t, a[3] ^ t, a[4], a[5], a[6]]


def xor(a: Block, b: Block) -> Block:
    return [x ^ y for x, y in zip(a, b)]


def message_injection(v: list[Block], m: Block) -> list[Block]:
    """MI for w = 3, 4 or 5 blocks of chaining value and one message block (8 words)."""
    w = len(v)
    t = v[0]
    for j in range(1, w):
        t = xor(t, v[j])
    t = mult2(t)
    v = [xor(x, t) for x in v]
    if w == 4:
        b = xor(mult2(v[0]), v[3])
        v3 = xor(mult2(v[3]), v[2])
        v2 = xor(mult2(v[2]), v[1])
        v1 = xor(mult2(v[1]), v[0])
        v = [b, v1, v2, v3]
    elif w == 5:
        b = xor(mult2(v[0]), v[1])
        v1 = xor(mult2(v[1]), v[2])
        v2 = xor(mult2(v[2]), v[3])
        v3 = xor(mult2(v[3]), v[4])
        v4 = xor(mult2(v[4]), v[0])
        v0 = xor(mult2(b), v4)
        v4 = xor(mult2(v4), v3)
        v3 = xor(mult2(v3), v2)
        v2 = xor(mult2(v2), v1)
        v1 = xor(mult2(v1), b)
        v = [v0, v1, v2, v3, v4]
    elif w != 3:
        raise ValueError(f"Luffa has 3, 4 or 5 blocks of state, not {w}")
    out = []
    for j in range(w):
        out.append(xor(v[j], m))
        m = mult2(m)
    return out


def sub_crumb(a0: int, a1: int, a2: int, a3: int) -> tuple[int, int, int, int]:
    """SubCrumb: the S-box ``SBOX`` on 32 nibbles at once (bit i of each nibble in ``a_i``)."""
    t = a0
    a0 |= a1
    a2 ^= a3
    a1 ^= M32
    a0 ^= a3
    a3 &= t
    a1 ^= a3
    a3 ^= a2
    a2 &= a0
    a0 ^= M32
    a2 ^= a1
    a1 |= a3
    t ^= a1
    a3 ^= a2
    a2 &= a1
    a1 ^= a0
    return t, a1, a2, a3


def mix_word(u: int, v: int) -> tuple[int, int]:
    """MixWord on one word pair (x_k, x_{k+4})."""
    v ^= u
    u = rotl(u, 2) ^ v
    v = rotl(v, 14) ^ u
    u = rotl(u, 10) ^ v
    v = rotl(v, 1)
    return u, v


def step(a: Block, c0: int, c4: int) -> Block:
    """One step of Q_j: SubCrumb, MixWord, AddConstant (``c0`` into word 0, ``c4`` into word 4)."""
    a0, a1, a2, a3 = sub_crumb(a[0], a[1], a[2], a[3])
    a5, a6, a7, a4 = sub_crumb(a[5], a[6], a[7], a[4])
    a0, a4 = mix_word(a0, a4)
    a1, a5 = mix_word(a1, a5)
    a2, a6 = mix_word(a2, a6)
    a3, a7 = mix_word(a3, a7)
    return [a0 ^ c0, a1, a2, a3, a4 ^ c4, a5, a6, a7]


def tweak(j: int, a: Block) -> Block:
    """The round-2 tweak on the input of Q_j: words 4..7 rotated left by j bits."""
    return a[:4] + [rotl(x, j) for x in a[4:]]


def q_permutation(j: int, a: Block) -> Block:
    """Q_j: tweak, then eight steps with the constants of block j."""
    a = tweak(j, a)
    c0s, c4s = RC[j]
    for r in range(STEPS):
        a = step(a, c0s[r], c4s[r])
    return a


def permutation(v: list[Block]) -> list[Block]:
    """P: Q_j applied to every block V[j]."""
    return [q_permutation(j, x) for j, x in enumerate(v)]


def round_function(v: list[Block], block: bytes) -> list[Block]:
    """One round: MI with a 32-byte block (big-endian words), then P."""
    m = list(struct.unpack(">8I", block))
    return permutation(message_injection(v, m))


def output_words(v: list[Block]) -> Block:
    """Z = V[0] ^ ... ^ V[w-1]."""
    z = v[0]
    for x in v[1:]:
        z = xor(z, x)
    return z


ZERO_BLOCK = bytes(BLOCK_BYTES)


class Luffa(HashAlgorithm):
    block_bits = 256

    def __init__(self, digest_bits: int) -> None:
        if digest_bits not in (224, 256, 384, 512):
            raise ValueError(f"Luffa digest size {digest_bits}")
        self.digest_bits = digest_bits
        self.name = f"luffa{digest_bits}"
        self.width = {224: 3, 256: 3, 384: 4, 512: 5}[digest_bits]
        self.kat = KatRef("luffa256", digest_bits)

    def initial_state(self) -> list[Block]:
        return [list(IV[j]) for j in range(self.width)]

    def pad_tail(self, tail: bytes, bitlen: int, offset: int = 0) -> bytes:
        nbits = tail_bits(tail, bitlen, offset, self.block_bytes)
        msg = bytearray(message_bits(tail, nbits))
        if nbits % 8:
            msg[-1] |= 0x80 >> (nbits % 8)
        else:
            msg.append(0x80)
        msg += bytes(-len(msg) % BLOCK_BYTES)
        return bytes(msg)

    def hash(self, data: bytes, bitlen: int | None = None) -> bytes:
        padded = self.pad(data, bitlen)
        v = self.initial_state()
        for i in range(0, len(padded), BLOCK_BYTES):
            v = round_function(v, padded[i : i + BLOCK_BYTES])
        # finalization: blank rounds
        out = b""
        while len(out) < self.digest_bytes:
            v = round_function(v, ZERO_BLOCK)
            out += struct.pack(">8I", *output_words(v))
        return out[: self.digest_bytes]


ALGORITHMS = [Luffa(224), Luffa(256), Luffa(384), Luffa(512)]
