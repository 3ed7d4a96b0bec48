"""SIMD-224/256/384/512, round-2 tweaked version (SIMD v1.1), bit-exact for any bit length.

Structure
---------
``n`` = 4 (SIMD-224/256, 512-bit blocks, 512-bit state) or 8 (SIMD-384/512,
1024-bit blocks, 1024-bit state).  The state is four registers ``A, B, C, D`` of
``n`` 32-bit words.  Message and digest words are little-endian.  The
compression function (:func:`compress`) on a block ``M`` of ``m = 16n`` bytes:

1. Message expansion (:func:`expand`):

   * NTT over GF(257) (:func:`ntt`): ``y[k] = sum_j x[j] * w^(j*k)`` for
     ``k < N = 32n`` (``N`` = 128 or 256), ``w`` = 139 (n = 4) or 41 (n = 8), with
     ``x[j]`` = byte ``j`` of ``M`` for ``j < m``, ``x[N-1] = 1``, for the final
     block also ``x[N-3] = 1`` (the round-2 tweak), all other ``x[j] = 0``;
     every ``y[k]`` is taken as the centred representative in [-128, 128].
   * 32 x n expanded words (:func:`expanded_words`):
     ``W[s][j] = (lo * c mod 2^16) | (hi * c mod 2^16) << 16`` with
     ``p = PERM[s]`` and, for ``s < 16``: ``c = 185``, ``lo = y[2np + 2j]``,
     ``hi = y[2np + 2j + 1]``; for ``16 <= s < 24``: ``c = 233``, ``lo = y[2np + 2j]``,
     ``hi = y[2np + 2j + N/2]``; for ``s >= 24``: ``c = 233``, ``lo = y[2np + 2j + 1]``,
     ``hi = y[2np + 2j + 1 + N/2]`` (products taken as signed integers).

2. ``A[i] ^= M[i]``, ``B[i] ^= M[n+i]``, ``C[i] ^= M[2n+i]``, ``D[i] ^= M[3n+i]``
   (``M[.]`` = the message words).

3. Four rounds of eight steps (:func:`round_function`, :func:`step`), rotation
   constants ``ROTATIONS[i] = (r, s, t, u)``; steps 0..3 use the boolean function
   IF, steps 4..7 MAJ; step ``k`` uses the rotations (r, s), (s, t), (t, u),
   (u, r), (r, s), ... One step with message words ``w``::

       R[j] = A[j] <<< r
       D'[j] = ((D[j] + w[j] + F(A[j], B[j], C[j])) <<< s) + R[j ^ p(i)]
       (A, B, C, D) <- (D', R, B, C)

   where ``i`` is the global step number (0..35) and ``p(i) = (i mod 3) + 1``
   (n = 4) or ``P8_XOR[i mod 7]`` (n = 8).

4. Feed-forward: four more IF steps (numbers 32..35, rotations (4, 13), (13, 10),
   (10, 25), (25, 4)) whose message words are the saved input chaining value
   ``A, B, C, D`` respectively.

The initial values are the compression (non-final) of the block
``"SIMD-<bits> v1.1"`` (zero padded) from the all-zero state (:func:`derive_iv`),
precomputed in ``IV``.

What :meth:`Simd.pad` produces (the bytes a core receives)
----------------------------------------------------------
The message blocks followed by the final length block, ``ceil(bitlen / B) + 1``
blocks in all (``B`` = 512 bits for SIMD-224/256, 1024 bits for SIMD-384/512):

* the message bits followed by ``0`` bits up to the next multiple of ``B`` (no
  ``1`` bit; a message of a whole number of blocks gets no zero block, the
  empty message gets no message block at all);
* then the length block: the message length in bits as a 64-bit little-endian
  integer, then zero bytes up to ``B`` bits.

The specification calls only the zero padding "padding" and treats the length
block as the finalization; it is placed in the padded stream here because the
lwhash stream protocol carries at least one whole block per message (the empty
message would otherwise have no block), and so that the core needs no bit
counter of its own: ``pad(b"", 0)`` is one block, ``00 .. 00``.

What the core must still do
---------------------------
* Compress every block but the last with the normal NTT (``x[N-1] = 1``).
* Compress the last block (always the length block) with the final NTT
  (``x[N-1] = x[N-3] = 1``, the round-2 tweak).  The core knows it is the last
  block from the stream (last block of the last segment).
* Digest: the words ``A[0..n-1], B[0..n-1]`` little-endian, truncated to
  ``digest_bits`` (SIMD-224: A[0..3], B[0..2]).
"""

from __future__ import annotations

import struct
from collections.abc import Callable, Sequence

from .base import HashAlgorithm, KatRef, MessageError, message_bits, tail_bits

M32 = 0xFFFFFFFF
P = 257

#: rotation constants (r, s, t, u) of the four rounds
ROTATIONS: tuple[tuple[int, int, int, int], ...] = ((3, 23, 17, 27), (28, 19, 22, 7), (29, 9, 15, 5), (4, 13, 10, 25))
#: rotation constants of the four feed-forward steps
FINAL_ROTATIONS = (4, 13, 10, 25)
#: the word permutation index XORed into j, n = 8
P8_XOR = (1, 6, 2, 3, 5, 7, 4)
#: which NTT coefficients feed step s of the message expansion (groups of 2n coefficients)
PERM = (4, 6, 0, 2, 7, 5, 3, 1, 15, 11, 12, 8, 9, 13, 10, 14,
        1, 2, 7, 4, 6, 5, 0, 3,
        6, 0, 1, 7, 3, 5, 4, 2)

State = tuple[list[int], list[int], list[int], list[int]]
BoolFn = Callable[[int, int, int], int]


def rotl(x: int, n: int) -> int:
    return ((x << n) | (x >> (32 - n))) & M32


def fn_if(x: int, y: int, z: int) -> int:
    return (x & y) | (~x & z & M32)


def fn_maj(x: int, y: int, z: int) -> int:
    return (x & y) | (x & z) | (y & z)


# ---------------------------------------------------------------------------
# message expansion


class _NttTables:
    """Packed NTT columns: ``col[j]`` holds w^(j*k) mod 257 in 32-bit field k."""

    def __init__(self, n: int) -> None:
        self.n = n
        self.size = 32 * n  # N
        self.root = 139 if n == 4 else 41
        N = self.size
        powers = [pow(self.root, e, P) for e in range(N)]

        def packed(j: int) -> int:
            return sum(powers[(j * k) % N] << (32 * k) for k in range(N))

        self.col = [packed(j) for j in range(16 * n)]
        self.offset_normal = packed(N - 1)
        self.offset_final = self.offset_normal + packed(N - 3)
        self.unpack = struct.Struct(f"<{N}I").unpack


_TABLES = {4: _NttTables(4), 8: _NttTables(8)}
_CENTRED = tuple(v if v <= 128 else v - P for v in range(P))


def ntt(block: bytes, final: bool = False) -> list[int]:
    """The NTT of one block (64 or 128 bytes), natural order, centred in [-128, 128]."""
    t = _TABLES[len(block) // 16]
    acc = t.offset_final if final else t.offset_normal
    col = t.col
    for j, x in enumerate(block):
        if x:
            acc += x * col[j]
    fields = t.unpack(acc.to_bytes(4 * t.size, "little"))
    return [_CENTRED[v % P] for v in fields]


def expanded_words(y: Sequence[int]) -> list[list[int]]:
    """The 32 x n expanded message words W[s][j] from the NTT output ``y``."""
    n = len(y) // 32
    half = len(y) // 2
    out = []
    for s in range(32):
        base = 2 * n * PERM[s]
        if s < 16:
            c, lo_off, hi_off = 185, 0, 1
        elif s < 24:
            c, lo_off, hi_off = 233, 0, half
        else:
            c, lo_off, hi_off = 233, 1, half + 1
        out.append([
            ((y[base + 2 * j + lo_off] * c) & 0xFFFF) | (((y[base + 2 * j + hi_off] * c) & 0xFFFF) << 16)
            for j in range(n)
        ])
    return out


def expand(block: bytes, final: bool = False) -> list[list[int]]:
    """Message expansion: NTT then the 32 x n expanded words."""
    return expanded_words(ntt(block, final))


# ---------------------------------------------------------------------------
# rounds


def perm_xor(i: int, n: int) -> int:
    """The index XOR p(i) of step i (which word of R is added to word j)."""
    return (i % 3) + 1 if n == 4 else P8_XOR[i % 7]


def step(state: State, w: Sequence[int], i: int, r: int, s: int, fn: BoolFn) -> State:
    """Step number ``i`` (0..35) with rotations ``r``, ``s`` and boolean function ``fn``."""
    a, b, c, d = state
    n = len(a)
    rr = [rotl(x, r) for x in a]
    px = perm_xor(i, n)
    dn = [
        (rotl((d[j] + w[j] + fn(a[j], b[j], c[j])) & M32, s) + rr[j ^ px]) & M32
        for j in range(n)
    ]
    return dn, rr, b, c


def round_function(state: State, words: Sequence[Sequence[int]], rnd: int) -> State:
    """Round ``rnd`` (0..3): eight steps with expanded words ``words[8*rnd .. 8*rnd+7]``."""
    rot = ROTATIONS[rnd]
    for k in range(8):
        fn = fn_if if k < 4 else fn_maj
        state = step(state, words[8 * rnd + k], 8 * rnd + k, rot[k % 4], rot[(k + 1) % 4], fn)
    return state


def compress(h: Sequence[int], block: bytes, final: bool = False) -> tuple[int, ...]:
    """The compression function: new 4n-word state (A, B, C, D) from ``h`` and one block."""
    n = len(h) // 4
    words = expand(block, final)
    msg = struct.unpack(f"<{4 * n}I", block)
    iv = [list(h[k * n : (k + 1) * n]) for k in range(4)]
    state: State = tuple(  # type: ignore[assignment]
        [x ^ y for x, y in zip(iv[k], msg[k * n : (k + 1) * n])] for k in range(4)
    )
    for rnd in range(4):
        state = round_function(state, words, rnd)
    rot = FINAL_ROTATIONS
    for k in range(4):
        state = step(state, iv[k], 32 + k, rot[k], rot[(k + 1) % 4], fn_if)
    a, b, c, d = state
    return tuple(a + b + c + d)


def derive_iv(digest_bits: int) -> tuple[int, ...]:
    """IV = compress(0, "SIMD-<bits> v1.1" zero padded to one block), non-final."""
    n = 4 if digest_bits <= 256 else 8
    block = f"SIMD-{digest_bits} v1.1".encode().ljust(16 * n, b"\0")
    return compress((0,) * (4 * n), block, False)


#: initial values (A, B, C, D), equal to derive_iv(size)
IV: dict[int, tuple[int, ...]] = {
    224: (0x33586E9F, 0x12FFF033, 0xB2D9F64D, 0x6F8FEA53, 0xDE943106, 0x2742E439, 0x4FBAB5AC, 0x62B9FF96,
          0x22E7B0AF, 0xC862B3A8, 0x33E00CDC, 0x236B86A6, 0xF64AE77C, 0xFA373B76, 0x7DC1EE5B, 0x7FB29CE8),
    256: (0x4D567983, 0x07190BA9, 0x8474577B, 0x39D726E9, 0xAAF3D925, 0x3EE20B03, 0xAFD5E751, 0xC96006D3,
          0xC2C2BA14, 0x49B3BCB4, 0xF67CAF46, 0x668626C9, 0xE2EAA8D2, 0x1FF47833, 0xD0C661A5, 0x55693DE1),
    384: (0x8A36EEBC, 0x94A3BD90, 0xD1537B83, 0xB25B070B, 0xF463F1B5, 0xB6F81E20, 0x0055C339, 0xB4D144D1,
          0x7360CA61, 0x18361A03, 0x17DCB4B9, 0x3414C45A, 0xA699A9D2, 0xE39E9664, 0x468BFE77, 0x51D062F8,
          0xB9E3BFE8, 0x63BECE2A, 0x8FE506B9, 0xF8CC4AC2, 0x7AE11542, 0xB1AADDA1, 0x64B06794, 0x28D2F462,
          0xE64071EC, 0x1DEB91A8, 0x8AC8DB23, 0x3F782AB5, 0x039B5CB8, 0x71DDD962, 0xFADE2CEA, 0x1416DF71),
    512: (0x0BA16B95, 0x72F999AD, 0x9FECC2AE, 0xBA3264FC, 0x5E894929, 0x8E9F30E5, 0x2F1DAA37, 0xF0F2C558,
          0xAC506643, 0xA90635A5, 0xE25B878B, 0xAAB7878F, 0x88817F7A, 0x0A02892B, 0x559A7550, 0x598F657E,
          0x7EEF60A1, 0x6B70E3E8, 0x9C1714D1, 0xB958E2A8, 0xAB02675E, 0xED1C014F, 0xCD8D65BB, 0xFDB7A257,
          0x09254899, 0xD699C7BC, 0x9019B6DC, 0x2B9022E4, 0x8FA14956, 0x21BF9BD3, 0xB94D0943, 0x6FFDDC22),
}


def length_block(bitlen: int, block_bytes: int) -> bytes:
    """The final block: the bit length as a 64-bit LE integer, zero padded."""
    return bitlen.to_bytes(8, "little") + bytes(block_bytes - 8)


class Simd(HashAlgorithm):
    def __init__(self, digest_bits: int) -> None:
        if digest_bits not in (224, 256, 384, 512):
            raise ValueError(f"SIMD digest size {digest_bits}")
        self.digest_bits = digest_bits
        self.name = f"simd{digest_bits}"
        self.n = 4 if digest_bits <= 256 else 8
        self.block_bits = 128 * self.n
        self.kat = KatRef("simd256", digest_bits)

    def pad_tail(self, tail: bytes, bitlen: int, offset: int = 0) -> bytes:
        nbits = tail_bits(tail, bitlen, offset, self.block_bytes)
        if bitlen >= 1 << 64:
            raise MessageError("SIMD messages are shorter than 2^64 bits")
        msg = message_bits(tail, nbits)
        return msg + bytes(-len(msg) % self.block_bytes) + length_block(bitlen, self.block_bytes)

    def hash(self, data: bytes, bitlen: int | None = None) -> bytes:
        padded = self.pad(data, bitlen)
        bb = self.block_bytes
        last = len(padded) - bb
        h = IV[self.digest_bits]
        for i in range(0, len(padded), bb):
            h = compress(h, padded[i : i + bb], i == last)
        nwords = self.digest_bits // 32
        return struct.pack(f"<{nwords}I", *h[:nwords])


ALGORITHMS = [Simd(224), Simd(256), Simd(384), Simd(512)]
