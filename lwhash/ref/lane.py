"""LANE (SHA-3 round 1; Indesteege, Andreeva, De Cannière, Dunkelman, Käsper, Nikova,
Preneel, Tischhauser), LANE-224/256/384/512 without salt, bit-exact for any bit length.

KAT: ``lane`` (shared/kat/lane/, generated from the designers' optimised C code in
SUPERCOP and checked against the reference code laneref.c v1.1, CryptoStreams, the
SUPERCOP checksums and RPM5's digests; see shared/kat/SOURCES.md).

Structure
---------
LANE is a Merkle-Damgård hash whose compression function is built from AES rounds.

* Chaining value ``h``: 256 bits (LANE-224/256) or 512 bits (LANE-384/512), read as a
  row of 32-bit *columns*: column ``c`` is bytes ``4c .. 4c+3`` of ``h``, the first byte in
  row 0 (the most significant byte of the column word).  Columns ``4a .. 4a+3`` form the
  AES state number ``a`` (2 AES states for 256, 4 for 512).
* Message block: 512 bits (224/256) or 1024 bits (384/512), twice the chaining value.
* Compression ``f(h, m, t)`` with the 64-bit counter ``t`` (:func:`compress`):

  1. message expansion (:func:`expand`): split ``h = h0 || h1`` into halves and
     ``m = m0 || m1 || m2 || m3`` into quarters (each quarter as long as half of ``h``) and
     form six states ``W0 = (h0^m0^m1^m2^m3) || (h1^m0^m2)``,
     ``W1 = (h0^h1^m0^m2^m3) || (h0^m1^m2)``, ``W2 = (h0^h1^m0^m1^m2) || (h0^m0^m3)``,
     ``W3 = h0 || h1``, ``W4 = m0 || m1``, ``W5 = m2 || m3``;
  2. first layer: ``Wj = Pj(Wj)`` for j = 0..5, then ``X = W0^W1^W2``, ``Y = W3^W4^W5``;
  3. second layer: ``h' = Q0(X) ^ Q1(Y)``.

* A round (:func:`lane_round`) on the whole state: SubBytes (AES S-box), ShiftRows
  (row ``i`` of every AES state rotated left by ``i`` columns within that AES state),
  MixColumns (AES), AddConstant (column ``c`` of round ``r`` xor
  ``K[ncols * r + c]``, ``ncols`` = 8 or 16), AddCounter (column 3 xor the high 32 bits
  of ``t`` in even rounds, the low 32 bits in odd rounds) and SwapColumns (LANE-256:
  exchange columns 2,3 with 4,5; LANE-512: column ``4a + b`` <-> column ``4b + a``, a
  transpose of the 4x4 array of columns).  The last round of every permutation has no
  AddConstant and no AddCounter.
* Round numbers ``r`` run across the permutations: LANE-256 ``Pj`` = rounds
  ``5j .. 5j+4`` plus a last round (6 rounds), ``Qj`` = rounds ``30+2j, 31+2j`` plus a last
  round (3 rounds); LANE-512 ``Pj`` = rounds ``7j .. 7j+6`` + last (8 rounds), ``Qj`` =
  rounds ``42+3j .. 44+3j`` + last (4 rounds).
* Constants ``K``: 768 words of an LFSR, ``K[0] = 0x07FC703D`` and
  ``K[i+1] = K[i] >> 1 ^ (0xD0000001 if K[i] is odd)`` (:data:`K`).
* IV (:func:`initial_value`): ``f(0, 0x02 || digest_bits as 32-bit big-endian || 0...,
  t = 0)``, computed here at import, as the reference code laneref.c does.
* Output: after the last message block, the output transformation
  ``h = f(h, 0x00 || bitlen as 64-bit big-endian || 0..., t = 0)``; the digest is the first
  ``digest_bits`` bits of ``h``.

Padding (what :meth:`Lane.pad` returns, i.e. exactly what a core receives)
-------------------------------------------------------------------------
* the message bits (MSB-first, NIST order), then ``0`` bits up to a whole block.  LANE
  adds no ``1`` bit; a message that already fills whole blocks (the empty message
  included) gets no zero block;
* one more block, the input of the output transformation: byte ``0x00`` (the flag byte),
  ``bitlen`` as a 64-bit big-endian integer, then zeros.

So the padded message is ``ceil(bitlen / block_bits) + 1`` blocks (at least one).

The last-byte quirk (the KAT files have it)
-------------------------------------------
When the message ends inside the last byte of a block, i.e. ``bitlen mod block_bits``
is ``block_bits - 7 .. block_bits - 1`` (505..511 for LANE-224/256, 1017..1023 for
LANE-384/512), the designers' code compresses an **all-zero** last message block (still
with ``t = bitlen``): its ``Final()`` counts the filled bytes of the buffer modulo the
block size, gets 0 and clears the whole buffer.  The optimised code (SUPERCOP) and the
reference code laneref.c v1.1 share this bookkeeping, and every KAT source follows it
(28 entries per file for 224/256: Len = 505..511, 1017..1023, 1529..1535, 2041..2047;
14 for 384/512: Len = 1017..1023, 2041..2047).  The specification's zero padding would
keep those message bits; no byte-oriented test (SUPERCOP checksums, RPM5 digests) can
tell the two apart.  This model follows the code and the files: :meth:`Lane.pad` returns
that zeroed block, so a core needs no special case.  ``Lane(n, as_code=False)`` gives
the specification's version for comparison (not registered, no KAT).

What the core still does
------------------------
* ``h = IV`` (a constant per digest size: :func:`initial_value`, :data:`IV`).
* Counter: block ``i`` (0-based) of the padded message goes through ``f`` with
  ``t = min(bitlen, (i + 1) * block_bits)`` if it holds message bits, and with ``t = 0``
  if it is the last block (the output-transformation block).  ``t`` of the last message
  block is the whole ``bitlen``, so it follows from the ``msg_len_bp`` field of the stream.
* Digest: the first ``digest_bits`` bits of ``h`` after the last block.

Inner pieces: :data:`K`, :func:`expand`, :func:`lane_round`, :func:`permutation_p`,
:func:`permutation_q`, :func:`compress`, :func:`initial_value`, :func:`counters`,
:func:`wipes_last_block`.
"""

from __future__ import annotations

from ._aes import SBOX, xtime
from .base import HashAlgorithm, KatRef, MessageError, message_bits, tail_bits

M32 = 0xFFFFFFFF


def _lfsr_constants(n: int = 768) -> tuple[int, ...]:
    k = [0x07FC703D]
    for _ in range(n - 1):
        x = k[-1]
        k.append((x >> 1) ^ (0xD0000001 if x & 1 else 0))
    return tuple(k)


#: the round constants K[0..767] (LANE-256 uses K[0..287], LANE-512 all 768)
K: tuple[int, ...] = _lfsr_constants()

#: (first-layer rounds, second-layer rounds) of the ordinary rounds of P and Q, plus one
#: last round each, by chaining-value size in columns
ROUNDS = {8: (5, 2), 16: (7, 3)}


def swap_columns(ncols: int) -> tuple[int, ...]:
    """SwapColumns as a source map: after the swap, column ``g`` holds old column ``src[g]``."""
    if ncols == 8:
        return (0, 1, 4, 5, 2, 3, 6, 7)
    return tuple(4 * (g % 4) + g // 4 for g in range(16))


# ---- step by step (the specification's round, for the tests and for reading) ----------


def _cols_to_bytes(cols: list[int]) -> bytearray:
    return bytearray(b"".join(c.to_bytes(4, "big") for c in cols))


def lane_round(cols: list[int], r: int | None, counter: int = 0) -> list[int]:
    """One round on a list of 8 or 16 column words; ``r = None`` is the last round of a
    permutation (no AddConstant, no AddCounter)."""
    n = len(cols)
    s = _cols_to_bytes(cols)
    s = bytearray(SBOX[x] for x in s)                                    # SubBytes
    t = bytearray(len(s))
    for a in range(n // 4):                                              # ShiftRows
        for c in range(4):
            for row in range(4):
                t[16 * a + 4 * c + row] = s[16 * a + 4 * ((c + row) % 4) + row]
    out = []
    for c in range(n):                                                   # MixColumns
        b0, b1, b2, b3 = t[4 * c : 4 * c + 4]
        col = (
            xtime(b0) ^ xtime(b1) ^ b1 ^ b2 ^ b3,
            b0 ^ xtime(b1) ^ xtime(b2) ^ b2 ^ b3,
            b0 ^ b1 ^ xtime(b2) ^ xtime(b3) ^ b3,
            xtime(b0) ^ b0 ^ b1 ^ b2 ^ xtime(b3),
        )
        out.append(int.from_bytes(bytes(col), "big"))
    if r is not None:
        out = [x ^ K[n * r + c] for c, x in enumerate(out)]              # AddConstant
        out[3] ^= (counter >> 32) & M32 if r % 2 == 0 else counter & M32  # AddCounter
    src = swap_columns(n)
    return [out[src[g]] for g in range(n)]                               # SwapColumns


def _permutation_stepwise(cols: list[int], first_round: int, ordinary: int, counter: int) -> list[int]:
    for i in range(ordinary):
        cols = lane_round(cols, first_round + i, counter)
    return lane_round(cols, None)


# ---- fast path: T-tables, SwapColumns folded into the column indices -------------------


def _t0(x: int) -> int:
    s = SBOX[x]
    return (xtime(s) << 24) | (s << 16) | (s << 8) | (xtime(s) ^ s)


_T0 = tuple(_t0(x) for x in range(256))
_T1 = tuple(((v >> 8) | (v << 24)) & M32 for v in _T0)
_T2 = tuple(((v >> 16) | (v << 16)) & M32 for v in _T0)
_T3 = tuple(((v >> 24) | (v << 8)) & M32 for v in _T0)


class _Layout:
    """Precomputed data of one state size: for each output column (after SwapColumns)
    the four source columns of its rows 0..3, the constant of each round, and where the
    counter lands."""

    def __init__(self, ncols: int) -> None:
        self.ncols = ncols
        src = swap_columns(ncols)
        self.index = tuple(
            tuple(4 * (src[g] // 4) + (src[g] % 4 + row) % 4 for row in range(4)) for g in range(ncols)
        )
        nrounds = 6 * ROUNDS[ncols][0] + 2 * ROUNDS[ncols][1]
        self.constants = tuple(
            tuple(K[ncols * r + src[g]] for g in range(ncols)) for r in range(nrounds)
        )
        self.counter_column = src.index(3)

    def rounds(self, cols: list[int], first_round: int, ordinary: int, counter: int) -> list[int]:
        t0, t1, t2, t3 = _T0, _T1, _T2, _T3
        index = self.index
        hi, lo = (counter >> 32) & M32, counter & M32
        cc = self.counter_column
        for r in range(first_round, first_round + ordinary):
            consts = self.constants[r]
            new = [
                t0[cols[i0] >> 24] ^ t1[(cols[i1] >> 16) & 255] ^ t2[(cols[i2] >> 8) & 255]
                ^ t3[cols[i3] & 255] ^ k
                for (i0, i1, i2, i3), k in zip(index, consts)
            ]
            new[cc] ^= lo if r & 1 else hi
            cols = new
        return [
            t0[cols[i0] >> 24] ^ t1[(cols[i1] >> 16) & 255] ^ t2[(cols[i2] >> 8) & 255] ^ t3[cols[i3] & 255]
            for i0, i1, i2, i3 in index
        ]


_LAYOUTS = {8: _Layout(8), 16: _Layout(16)}


def permutation_p(j: int, cols: list[int], counter: int) -> list[int]:
    """P_j (j = 0..5) on a list of 8 (LANE-256) or 16 (LANE-512) column words."""
    lay = _LAYOUTS[len(cols)]
    p = ROUNDS[len(cols)][0]
    return lay.rounds(cols, p * j, p, counter)


def permutation_q(j: int, cols: list[int], counter: int) -> list[int]:
    """Q_j (j = 0, 1)."""
    lay = _LAYOUTS[len(cols)]
    p, q = ROUNDS[len(cols)]
    return lay.rounds(cols, 6 * p + q * j, q, counter)


def expand(h: list[int], m: list[int]) -> list[list[int]]:
    """The message expansion: W0..W5 from ``h`` (ncols words) and ``m`` (2 * ncols words)."""
    half = len(h) // 2
    h0, h1 = h[:half], h[half:]
    m0, m1, m2, m3 = (m[k * half : (k + 1) * half] for k in range(4))
    z = zip(h0, h1, m0, m1, m2, m3)
    w0a, w0b, w1a, w1b, w2a, w2b = [], [], [], [], [], []
    for a0, a1, b0, b1, b2, b3 in z:
        w0a.append(a0 ^ b0 ^ b1 ^ b2 ^ b3)
        w0b.append(a1 ^ b0 ^ b2)
        w1a.append(a0 ^ a1 ^ b0 ^ b2 ^ b3)
        w1b.append(a0 ^ b1 ^ b2)
        w2a.append(a0 ^ a1 ^ b0 ^ b1 ^ b2)
        w2b.append(a0 ^ b0 ^ b3)
    return [w0a + w0b, w1a + w1b, w2a + w2b, h0 + h1, m0 + m1, m2 + m3]


def compress(h: list[int], block: bytes, counter: int) -> list[int]:
    """f(h, m, t): one block (64 or 128 bytes) into the chaining value (8 or 16 columns)."""
    n = len(h)
    if len(block) != 8 * n:
        raise ValueError(f"a LANE block with a {32 * n}-bit chaining value is {8 * n} bytes")
    m = [int.from_bytes(block[4 * i : 4 * i + 4], "big") for i in range(2 * n)]
    w = [permutation_p(j, wj, counter) for j, wj in enumerate(expand(h, m))]
    x = [a ^ b ^ c for a, b, c in zip(w[0], w[1], w[2])]
    y = [a ^ b ^ c for a, b, c in zip(w[3], w[4], w[5])]
    return [a ^ b for a, b in zip(permutation_q(0, x, counter), permutation_q(1, y, counter))]


def compress_stepwise(h: list[int], block: bytes, counter: int) -> list[int]:
    """The same compression from :func:`lane_round` (slow; for the tests)."""
    n = len(h)
    p, q = ROUNDS[n]
    m = [int.from_bytes(block[4 * i : 4 * i + 4], "big") for i in range(2 * n)]
    w = [_permutation_stepwise(wj, p * j, p, counter) for j, wj in enumerate(expand(h, m))]
    x = [a ^ b ^ c for a, b, c in zip(w[0], w[1], w[2])]
    y = [a ^ b ^ c for a, b, c in zip(w[3], w[4], w[5])]
    qx = _permutation_stepwise(x, 6 * p, q, counter)
    qy = _permutation_stepwise(y, 6 * p + q, q, counter)
    return [a ^ b for a, b in zip(qx, qy)]


def initial_value(digest_bits: int) -> tuple[int, ...]:
    """IV = f(0, 0x02 || digest_bits (32-bit big-endian) || 0..., t = 0)."""
    ncols = 8 if digest_bits <= 256 else 16
    block = bytes([0x02]) + digest_bits.to_bytes(4, "big") + bytes(8 * ncols - 5)
    return tuple(compress([0] * ncols, block, 0))


#: the initial values, by digest size
IV: dict[int, tuple[int, ...]] = {n: initial_value(n) for n in (224, 256, 384, 512)}


def counters(bitlen: int, block_bits: int) -> list[int]:
    """The counter ``t`` of every block of the padded message (see the module docstring)."""
    nmsg = -(-bitlen // block_bits)
    return [min(bitlen, (i + 1) * block_bits) for i in range(nmsg)] + [0]


def wipes_last_block(bitlen: int, block_bits: int) -> bool:
    """Whether the designers' code zeroes the last message block (see "The last-byte
    quirk" in the module docstring): the message ends inside the last byte of a block."""
    return bitlen % block_bits > block_bits - 8


class Lane(HashAlgorithm):
    """LANE-``digest_bits``; ``as_code=False`` gives the specification's padding without
    the designers' last-byte quirk (no KAT file; for comparison only, not registered)."""

    def __init__(self, digest_bits: int, as_code: bool = True) -> None:
        if digest_bits not in (224, 256, 384, 512):
            raise ValueError(f"LANE has no {digest_bits}-bit digest")
        self.digest_bits = digest_bits
        self.as_code = as_code
        self.name = f"lane{digest_bits}" if as_code else f"lane{digest_bits}_spec"
        self.block_bits = 512 if digest_bits <= 256 else 1024
        self.iv = IV[digest_bits]
        self.kat = KatRef("lane", digest_bits) if as_code else None

    def pad_tail(self, tail: bytes, bitlen: int, offset: int = 0) -> bytes:
        nbits = tail_bits(tail, bitlen, offset, self.block_bytes)
        if bitlen >= 2**64:
            raise MessageError("LANE messages are shorter than 2^64 bits")
        msg = bytearray(message_bits(tail, nbits))
        msg += bytes(-len(msg) % self.block_bytes)
        if self.as_code and wipes_last_block(bitlen, self.block_bits):
            msg[-self.block_bytes :] = bytes(self.block_bytes)
        final = bytes(1) + bitlen.to_bytes(8, "big") + bytes(self.block_bytes - 9)
        return bytes(msg) + final

    def hash(self, data: bytes, bitlen: int | None = None) -> bytes:
        padded = self.pad(data, bitlen)
        bitlen = len(data) * 8 if bitlen is None else bitlen
        bb = self.block_bytes
        h = list(self.iv)
        for i, t in enumerate(counters(bitlen, self.block_bits)):
            h = compress(h, padded[i * bb : (i + 1) * bb], t)
        out = b"".join(x.to_bytes(4, "big") for x in h)
        return out[: self.digest_bytes]


ALGORITHMS = [Lane(224), Lane(256), Lane(384), Lane(512)]
