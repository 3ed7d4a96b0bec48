"""Grøstl (SHA-3 finalist): the final round-3 tweak and Grøstl-0 (round 2), bit-exact for any bit length.

Models
------
* ``groestl224``, ``groestl256``: 512-bit state and blocks (8x8 bytes), 10 rounds;
  ``groestl384``, ``groestl512``: 1024-bit state and blocks (8x16 bytes), 14 rounds.
  Final (round-3 tweaked) Grøstl; KAT: ``groestl256``.
* ``groestl0_224`` ... ``groestl0_512``: Grøstl-0, the round-2 version.  It differs only in
  AddRoundConstant (P: ``r`` into byte (row 0, col 0); Q: ``0xFF ^ r`` into byte (row 7, col 0))
  and in ShiftBytes of Q (same shifts as P).  No KAT file; the tests check published values.

State layout: the byte string of a state or a block fills the 8-row matrix column by column,
byte ``k`` -> row ``k % 8``, column ``k // 8`` (so a state is simply its 64/128 bytes).

What :meth:`Groestl.pad` returns
--------------------------------
The padded message of the specification, a whole number of ``l``-bit blocks (``l`` = 512 for
224/256, 1024 for 384/512): the ``bitlen`` message bits (MSB-first), one ``1`` bit,
``w = (-bitlen - 65) mod l`` ``0`` bits, then the number of blocks of the padded message as a
64-bit big-endian integer.  The core needs nothing else: every block goes through
``h = P(h ^ m) ^ Q(m) ^ h`` from ``h = IV`` (the digest size as an ``l``-bit big-endian number),
then the output transform ``P(h) ^ h`` keeps the last ``digest_bits`` bits.
"""

from __future__ import annotations

from ._aes import SBOX
from ._aes import gf_mul as _gf_mul
from .base import HashAlgorithm, KatRef, MessageError, message_bits, tail_bits

#: first row of the circulant MixBytes matrix B = circ(02, 02, 03, 04, 05, 03, 05, 07)
MIX_COEFFS: tuple[int, ...] = (2, 2, 3, 4, 5, 3, 5, 7)
#: B[k][i], output row k, input row i
MIX_MATRIX: tuple[tuple[int, ...], ...] = tuple(
    tuple(MIX_COEFFS[(i - k) % 8] for i in range(8)) for k in range(8)
)

#: ShiftBytes left-rotation amount of each row
SHIFT_P_512 = (0, 1, 2, 3, 4, 5, 6, 7)
SHIFT_Q_512 = (1, 3, 5, 7, 0, 2, 4, 6)
SHIFT_P_1024 = (0, 1, 2, 3, 4, 5, 6, 11)
SHIFT_Q_1024 = (1, 3, 5, 11, 0, 2, 4, 6)

VARIANTS = ("final", "groestl0")


def shifts(perm: str, columns: int, variant: str = "final") -> tuple[int, ...]:
    """ShiftBytes amounts of permutation ``perm`` ('P' or 'Q') for a state of 8 or 16 columns."""
    if perm == "P" or variant == "groestl0":
        return SHIFT_P_512 if columns == 8 else SHIFT_P_1024
    return SHIFT_Q_512 if columns == 8 else SHIFT_Q_1024


def round_constant(perm: str, r: int, columns: int, variant: str = "final") -> bytes:
    """The AddRoundConstant matrix of round ``r`` as state bytes (column-major)."""
    c = bytearray(8 * columns)
    if variant == "final":
        for j in range(columns):
            if perm == "P":
                c[8 * j] = (j << 4) ^ r
            else:
                for i in range(7):
                    c[8 * j + i] = 0xFF
                c[8 * j + 7] = 0xFF ^ (j << 4) ^ r
    elif variant == "groestl0":
        if perm == "P":
            c[0] = r
        else:
            c[7] = 0xFF ^ r
    else:
        raise ValueError(f"unknown Grøstl variant {variant!r}")
    return bytes(c)


def _xor(a: bytes, b: bytes) -> bytes:
    return (int.from_bytes(a, "big") ^ int.from_bytes(b, "big")).to_bytes(len(a), "big")


def add_round_constant(state: bytes, perm: str, r: int, variant: str = "final") -> bytes:
    return _xor(state, round_constant(perm, r, len(state) // 8, variant))


def sub_bytes(state: bytes) -> bytes:
    return bytes(SBOX[x] for x in state)


def shift_bytes(state: bytes, perm: str, variant: str = "final") -> bytes:
    cols = len(state) // 8
    sh = shifts(perm, cols, variant)
    return bytes(state[8 * ((j + sh[i]) % cols) + i] for j in range(cols) for i in range(8))


def mix_bytes(state: bytes) -> bytes:
    out = bytearray(len(state))
    for j in range(len(state) // 8):
        col = state[8 * j : 8 * j + 8]
        for k in range(8):
            v = 0
            for i in range(8):
                v ^= _gf_mul(MIX_MATRIX[k][i], col[i])
            out[8 * j + k] = v
    return bytes(out)


def round_function(state: bytes, perm: str, r: int, variant: str = "final") -> bytes:
    """One round, step by step: AddRoundConstant, SubBytes, ShiftBytes, MixBytes."""
    return mix_bytes(shift_bytes(sub_bytes(add_round_constant(state, perm, r, variant)), perm, variant))


# ---- fast path: T-tables (SubBytes + MixBytes of one input row -> one 64-bit column) ----

#: T[i][x] = MixBytes column (row 0 in the top byte) of S(x) placed in row i
T_TABLES: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        int.from_bytes(bytes(_gf_mul(MIX_MATRIX[k][i], SBOX[x]) for k in range(8)), "big")
        for x in range(256)
    )
    for i in range(8)
)


class _Perm:
    """Precomputed data of one permutation (P or Q) for one state size and variant."""

    def __init__(self, perm: str, columns: int, variant: str) -> None:
        self.columns = columns
        self.rounds = 10 if columns == 8 else 14
        self.constants = tuple(
            int.from_bytes(round_constant(perm, r, columns, variant), "big") for r in range(self.rounds)
        )
        sh = shifts(perm, columns, variant)
        self.index = tuple(
            tuple(8 * ((j + sh[i]) % columns) + i for i in range(8)) for j in range(columns)
        )

    def __call__(self, state: bytes) -> bytes:
        n = 8 * self.columns
        t0, t1, t2, t3, t4, t5, t6, t7 = T_TABLES
        x = int.from_bytes(state, "big")
        for c in self.constants:
            s = (x ^ c).to_bytes(n, "big")
            x = 0
            for i0, i1, i2, i3, i4, i5, i6, i7 in self.index:
                x = (x << 64) | (
                    t0[s[i0]] ^ t1[s[i1]] ^ t2[s[i2]] ^ t3[s[i3]]
                    ^ t4[s[i4]] ^ t5[s[i5]] ^ t6[s[i6]] ^ t7[s[i7]]
                )
        return x.to_bytes(n, "big")


_PERMS: dict[tuple[str, int, str], _Perm] = {}


def _perm(perm: str, columns: int, variant: str) -> _Perm:
    key = (perm, columns, variant)
    p = _PERMS.get(key)
    if p is None:
        p = _PERMS[key] = _Perm(perm, columns, variant)
    return p


def permutation_p(state: bytes, variant: str = "final") -> bytes:
    """P_512 (64-byte state, 10 rounds) or P_1024 (128-byte state, 14 rounds)."""
    return _perm("P", len(state) // 8, variant)(state)


def permutation_q(state: bytes, variant: str = "final") -> bytes:
    """Q_512 or Q_1024, chosen by the state size."""
    return _perm("Q", len(state) // 8, variant)(state)


def compress(h: bytes, m: bytes, variant: str = "final") -> bytes:
    """f(h, m) = P(h ^ m) ^ Q(m) ^ h."""
    p = permutation_p(_xor(h, m), variant)
    q = permutation_q(m, variant)
    return (int.from_bytes(p, "big") ^ int.from_bytes(q, "big") ^ int.from_bytes(h, "big")).to_bytes(len(h), "big")


def output_transform(h: bytes, digest_bits: int, variant: str = "final") -> bytes:
    """trunc_n(P(h) ^ h): the last ``digest_bits`` bits."""
    x = _xor(permutation_p(h, variant), h)
    return x[len(x) - digest_bits // 8 :]


def initial_value(digest_bits: int) -> bytes:
    """IV: the digest size as an l-bit big-endian integer."""
    state_bytes = 64 if digest_bits <= 256 else 128
    return digest_bits.to_bytes(state_bytes, "big")


class Groestl(HashAlgorithm):
    def __init__(self, digest_bits: int, variant: str = "final") -> None:
        if variant not in VARIANTS:
            raise ValueError(f"unknown Grøstl variant {variant!r}")
        self.digest_bits = digest_bits
        self.variant = variant
        self.block_bits = 512 if digest_bits <= 256 else 1024
        if variant == "final":
            self.name = f"groestl{digest_bits}"
            self.kat = KatRef("groestl256", digest_bits)
        else:
            self.name = f"groestl0_{digest_bits}"
            self.kat = None
        self.iv = initial_value(digest_bits)

    def pad_tail(self, tail: bytes, bitlen: int, offset: int = 0) -> bytes:
        nbits = tail_bits(tail, bitlen, offset, self.block_bytes)
        lb = self.block_bits
        w = (-bitlen - 65) % lb
        blocks = (bitlen + 1 + w + 64) // lb          # of the whole padded message
        if blocks >= 1 << 64:
            raise MessageError("message too long for Grøstl")
        msg = int.from_bytes(message_bits(tail, nbits), "big") >> ((-nbits) % 8)
        value = ((((msg << 1) | 1) << w) << 64) | blocks
        return value.to_bytes((nbits + 1 + w + 64) // 8, "big")

    def hash(self, data: bytes, bitlen: int | None = None) -> bytes:
        padded = self.pad(data, bitlen)
        bb = self.block_bytes
        h = self.iv
        for i in range(0, len(padded), bb):
            h = compress(h, padded[i : i + bb], self.variant)
        return output_transform(h, self.digest_bits, self.variant)


ALGORITHMS = [Groestl(n) for n in (224, 256, 384, 512)] + [Groestl(n, "groestl0") for n in (224, 256, 384, 512)]
