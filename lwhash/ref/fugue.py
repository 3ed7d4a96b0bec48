"""Fugue (Fugue-224/256/384/512), round-2 version, bit-exact for any bit length.

The state is ``s`` columns of 4 bytes: ``s = 30`` for Fugue-224/256, ``s = 36`` for
Fugue-384/512. A column is held as a 32-bit big-endian word: row 0 is the most
significant byte. The message is consumed one 32-bit word at a time (big-endian).

Padding (what :meth:`Fugue.pad` returns, i.e. exactly what a core receives)
---------------------------------------------------------------------------
* the message bits (MSB-first in each byte, NIST order);
* ``0`` bits up to the next multiple of 32 bits (none if already a multiple;
  there is no ``1`` bit in Fugue padding);
* the message bit length as a 64-bit big-endian integer (two 32-bit words).

So the empty message pads to 8 bytes (just the length).

What the core still does
------------------------
* Start from the IV: ``s - n/32`` zero columns followed by the ``n/32`` IV words
  (:func:`initial_state`).
* For every 32-bit word ``I`` of the padded message (length words included):
  the round ``R(I)`` (:func:`round_`): ``TIX(I)`` then ``k`` times
  ``ROR3; CMIX; SMIX`` with ``k = 2, 3, 4`` for Fugue-224/256, -384, -512.
* After the last word (the low length word) the final transformation ``G``
  (:func:`final_g`): ``a`` times ``ROR3; CMIX; SMIX`` (a = 10, 18, 32), then 13
  times the 2-, 3- or 4-step rotation/xor/SMIX sequence, then a last xor of
  ``S[0]`` into the output columns. The core finds the last word from the
  stream end; the bit length is only needed in the padded words.
* Output (:func:`digest_columns`): columns 1..4 and 15..18 (Fugue-256;
  224 drops column 18), 1..4, 12..15, 24..27 (Fugue-384) or 1..4, 9..12, 18..21,
  27..30 (Fugue-512), each big-endian.

Inner pieces: :func:`tix`, :func:`ror`, :func:`cmix`, :func:`smix`,
:func:`round_`, :func:`final_g`.
"""

from __future__ import annotations

import struct

from ._aes import SBOX
from ._aes import gf_mul as _gmul
from .base import HashAlgorithm, KatRef, MessageError, message_bits, tail_bits

M32 = 0xFFFFFFFF


# --- AES S-box and the Super-Mix tables -------------------------------------------


#: the circulant matrix M of the Super-Mix, M[i][k]
M = ((1, 4, 7, 1), (1, 1, 4, 7), (7, 1, 1, 4), (4, 7, 1, 1))


def _col(vals: tuple[int, ...]) -> int:
    return (vals[0] << 24) | (vals[1] << 16) | (vals[2] << 8) | vals[3]


#: MIX[r][x] = column k=r of M times S(x), as a big-endian column word
MIX = tuple(
    tuple(_col(tuple(_gmul(M[i][r], SBOX[x]) for i in range(4))) for x in range(256)) for r in range(4)
)

_BYTE = (0xFF000000, 0x00FF0000, 0x0000FF00, 0x000000FF)


def smix(c0: int, c1: int, c2: int, c3: int) -> tuple[int, int, int, int]:
    """SMIX on the four columns S[0..3]: S-box on every byte, then the Super-Mix.

    With U = S-box(input), row i / column j, the result in column j, row i is
    ``(M U[:,k])_i ^ M[k][i] * XOR_{c != i} U[i][c]`` with ``k = (i + j) mod 4``.
    """
    m0, m1, m2, m3 = MIX
    # per column: contributions of its four bytes (rows 0..3)
    a0, a1, a2, a3 = m0[c0 >> 24], m1[(c0 >> 16) & 0xFF], m2[(c0 >> 8) & 0xFF], m3[c0 & 0xFF]
    b0, b1, b2, b3 = m0[c1 >> 24], m1[(c1 >> 16) & 0xFF], m2[(c1 >> 8) & 0xFF], m3[c1 & 0xFF]
    d0, d1, d2, d3 = m0[c2 >> 24], m1[(c2 >> 16) & 0xFF], m2[(c2 >> 8) & 0xFF], m3[c2 & 0xFF]
    e0, e1, e2, e3 = m0[c3 >> 24], m1[(c3 >> 16) & 0xFF], m2[(c3 >> 8) & 0xFF], m3[c3 & 0xFF]
    # column mixes (M times each column)
    k0 = a0 ^ a1 ^ a2 ^ a3
    k1 = b0 ^ b1 ^ b2 ^ b3
    k2 = d0 ^ d1 ^ d2 ^ d3
    k3 = e0 ^ e1 ^ e2 ^ e3
    # row terms: row r of the other three columns, times column r of M
    r0 = b0 ^ d0 ^ e0
    r1 = a1 ^ d1 ^ e1
    r2 = a2 ^ b2 ^ e2
    r3 = a3 ^ b3 ^ d3
    k = (k0, k1, k2, k3)
    r = (r0, r1, r2, r3)
    out = []
    for j in range(4):
        v = 0
        for i in range(4):
            kk = (i + j) & 3
            # byte row i of (M U[:,kk]) and byte row kk of the row term of row i, moved to row i
            rt = r[i]
            sh = 8 * (kk - i)
            rt = (rt << sh) if sh >= 0 else (rt >> -sh)
            v |= (k[kk] ^ rt) & _BYTE[i]
        out.append(v)
    return out[0], out[1], out[2], out[3]


# --- the state operations -------------------------------------------------------------

def ror(s: list[int], n: int) -> list[int]:
    """RORn: rotate the state right by n columns (new S[i] = old S[i - n])."""
    return s[-n:] + s[:-n]


def cmix(s: list[int]) -> None:
    """CMIX (in place): S0..2 ^= S4..6 and S15..17 (30 columns) / S18..20 (36) ^= S4..6."""
    o = 15 if len(s) == 30 else 18
    s[0] ^= s[4]
    s[1] ^= s[5]
    s[2] ^= s[6]
    s[o] ^= s[4]
    s[o + 1] ^= s[5]
    s[o + 2] ^= s[6]


def smix_state(s: list[int]) -> None:
    """SMIX on S[0..3] (in place)."""
    s[0], s[1], s[2], s[3] = smix(s[0], s[1], s[2], s[3])


def tix(s: list[int], word: int, k: int) -> None:
    """TIX(I) (in place), for k = 2 (Fugue-224/256), 3 (384), 4 (512) sub-rounds."""
    if k == 2:
        s[10] ^= s[0]
        s[0] = word
        s[8] ^= word
        s[1] ^= s[24]
    elif k == 3:
        s[16] ^= s[0]
        s[0] = word
        s[8] ^= word
        s[1] ^= s[27]
        s[4] ^= s[30]
    else:
        s[22] ^= s[0]
        s[0] = word
        s[8] ^= word
        s[1] ^= s[24]
        s[4] ^= s[27]
        s[7] ^= s[30]


def sub_round(s: list[int]) -> list[int]:
    """ROR3; CMIX; SMIX."""
    s = s[-3:] + s[:-3]
    cmix(s)
    smix_state(s)
    return s


def round_(s: list[int], word: int, k: int) -> list[int]:
    """The round R(I): TIX(I) then k times (ROR3; CMIX; SMIX)."""
    s = list(s)
    tix(s, word, k)
    for _ in range(k):
        s = sub_round(s)
    return s


#: the final stage G: (number of ROR3/CMIX/SMIX steps, the 13-times sequence of
#: (xor targets, rotation) steps, the output columns)
FINAL = {
    2: (10, (((4, 15), 15), ((4, 16), 14)), (1, 2, 3, 4, 15, 16, 17, 18)),
    3: (18, (((4, 12, 24), 12), ((4, 13, 24), 12), ((4, 13, 25), 11)),
        (1, 2, 3, 4, 12, 13, 14, 15, 24, 25, 26, 27)),
    4: (32, (((4, 9, 18, 27), 9), ((4, 10, 18, 27), 9), ((4, 10, 19, 27), 9), ((4, 10, 19, 28), 8)),
        (1, 2, 3, 4, 9, 10, 11, 12, 18, 19, 20, 21, 27, 28, 29, 30)),
}


def final_g(s: list[int], k: int) -> list[int]:
    """The final transformation G (after the last length word)."""
    steps, seq, _ = FINAL[k]
    s = list(s)
    for _ in range(steps):
        s = sub_round(s)
    for _ in range(13):
        for targets, rot in seq:
            for t in targets:
                s[t] ^= s[0]
            s = ror(s, rot)
            smix_state(s)
    for t in seq[0][0]:
        s[t] ^= s[0]
    return s


def digest_columns(s: list[int], k: int) -> list[int]:
    """The columns that make up the digest (before truncation to 224 bits)."""
    return [s[i] for i in FINAL[k][2]]


IV224 = (0xF4C9120D, 0x6286F757, 0xEE39E01C, 0xE074E3CB, 0xA1127C62, 0x9A43D215, 0xBD8D679A)
IV256 = (0xE952BDDE, 0x6671135F, 0xE0D4F668, 0xD2B0B594, 0xF96C621D, 0xFBF929DE, 0x9149E899, 0x34F8C248)
IV384 = (
    0xAA61EC0D, 0x31252E1F, 0xA01DB4C7, 0x00600985, 0x215EF44A, 0x741B5E9C,
    0xFA693E9A, 0x473EB040, 0xE502AE8A, 0xA99C25E0, 0xBC95517C, 0x5C1095A1,
)
IV512 = (
    0x8807A57E, 0xE616AF75, 0xC5D3E4DB, 0xAC9AB027, 0xD915F117, 0xB6EECC54, 0x06E8020B, 0x4A92EFD1,
    0xAAC6E2C9, 0xDDB21398, 0xCAE65838, 0x437F203F, 0x25EA78E7, 0x951FDDD6, 0xDA6ED11D, 0xE13E3567,
)


def initial_state(digest_bits: int) -> list[int]:
    iv = {224: IV224, 256: IV256, 384: IV384, 512: IV512}[digest_bits]
    size = 30 if digest_bits <= 256 else 36
    return [0] * (size - len(iv)) + list(iv)


class Fugue(HashAlgorithm):
    block_bits = 32

    def __init__(self, digest_bits: int) -> None:
        self.digest_bits = digest_bits
        self.name = f"fugue{digest_bits}"
        self.k = {224: 2, 256: 2, 384: 3, 512: 4}[digest_bits]
        self.kat = KatRef("fugue256", digest_bits)

    def pad_tail(self, tail: bytes, bitlen: int, offset: int = 0) -> bytes:
        nbits = tail_bits(tail, bitlen, offset, self.block_bytes)
        if bitlen >= 2**64:
            raise MessageError("Fugue messages are shorter than 2^64 bits")
        msg = message_bits(tail, nbits)
        return msg + bytes(-len(msg) % 4) + struct.pack(">Q", bitlen)

    def hash(self, data: bytes, bitlen: int | None = None) -> bytes:
        padded = self.pad(data, bitlen)
        k = self.k
        s = initial_state(self.digest_bits)
        for word in struct.unpack(f">{len(padded) // 4}I", padded):
            s = round_(s, word, k)
        s = final_g(s, k)
        cols = digest_columns(s, k)
        return struct.pack(f">{len(cols)}I", *cols)[: self.digest_bytes]


ALGORITHMS = [Fugue(224), Fugue(256), Fugue(384), Fugue(512)]
