"""JH (SHA-3 finalist): JH42 (round 3) and JH round 2 (35.5 rounds), bit-exact for any bit length.

Models
------
* ``jh224``, ``jh256``, ``jh384``, ``jh512``: JH42, the round-3 version (E8 = 42 rounds).
  KAT: ``jh256``.
* ``jh224_r2`` ... ``jh512_r2``: the round-2 version, E8 = 35 rounds followed by a last
  half round (the S-box layer with the round-35 constant only).  The initial values differ
  too, as they are computed with E8.  No KAT file; the tests check published values.

All sizes share one compression function F8 on a 1024-bit state with 512-bit blocks:
``H = E8(H ^ (M || 0^512)) ^ (0^512 || M)``, starting from ``H(0) = F8(H(-1), 0)`` where
``H(-1)`` holds the digest size in its first 16 bits (big-endian).  The digest is the last
``digest_bits`` bits of the final state.

Two equal forms of E8 are given:

* the specification form on 256 4-bit elements (:func:`group`, :func:`round_spec`,
  :func:`degroup`, :func:`e8_spec`): slow, for checking a core step by step;
* the bit-slice form on eight 128-bit words (:func:`round_bitslice`, :func:`e8`): the state
  words are simply the 1024-bit ``H`` cut in 16-byte pieces, the S-box and L layers are
  Boolean/XOR operations and the permutation P8 becomes a swap of bit groups of width
  2^(r mod 7) in the odd words.  Its round constants (:data:`BITSLICE_CONSTANTS`) are the
  specification constants with their bits re-ordered to match; both are derived here from
  ``C0`` = the first 256 bits of the fraction of sqrt(2).

What :meth:`JH.pad` returns
---------------------------
The padded message of the specification, whole 512-bit blocks: the ``bitlen`` message bits
(MSB-first), one ``1`` bit, ``383 + (-bitlen mod 512)`` ``0`` bits, then ``bitlen`` as a
128-bit big-endian integer.  (So a byte-aligned message gets ``80 00 .. 00 || length`` and at
least 512 bits of padding: one extra block when ``bitlen`` is a multiple of 512, otherwise the
current block is filled and one more follows.)  The core needs nothing else.
"""

from __future__ import annotations

import math

from .base import HashAlgorithm, KatRef, MessageError, message_bits, tail_bits

# ---------------------------------------------------------------- specification form

#: the two 4-bit S-boxes; the round-constant bit of an element selects S0 (0) or S1 (1)
SBOX0: tuple[int, ...] = (9, 0, 4, 11, 13, 12, 3, 15, 1, 10, 2, 6, 7, 5, 8, 14)
SBOX1: tuple[int, ...] = (3, 12, 6, 13, 5, 7, 1, 9, 15, 2, 0, 4, 11, 10, 14, 8)


def _gf16_double(a: int) -> int:
    """Multiplication by x in GF(2^4) modulo x^4 + x + 1 (bit 3 = x^3 coefficient)."""
    a <<= 1
    return (a ^ 0x13) if a & 0x10 else a


def linear_l(a: int, b: int) -> tuple[int, int]:
    """The L transform (an MDS code over GF(2^4)): D = B ^ 2A, C = A ^ 2D; returns (C, D)."""
    d = b ^ _gf16_double(a)
    c = a ^ _gf16_double(d)
    return c, d


def perm_pi(a: list[int]) -> list[int]:
    """pi_d: swap the last two elements of every group of four."""
    b = list(a)
    for i in range(0, len(a), 4):
        b[i + 2], b[i + 3] = a[i + 3], a[i + 2]
    return b


def perm_p_prime(a: list[int]) -> list[int]:
    """P'_d: even-indexed elements to the first half, odd-indexed to the second half."""
    return a[0::2] + a[1::2]


def perm_phi(a: list[int]) -> list[int]:
    """phi_d: first half unchanged, swap adjacent pairs in the second half."""
    half = len(a) // 2
    b = list(a)
    for i in range(half, len(a), 2):
        b[i], b[i + 1] = a[i + 1], a[i]
    return b


def perm_p(a: list[int]) -> list[int]:
    """P_d = phi_d . P'_d . pi_d."""
    return perm_phi(perm_p_prime(perm_pi(a)))


def _bits_msb(value: int, nbits: int) -> list[int]:
    return [(value >> (nbits - 1 - i)) & 1 for i in range(nbits)]


def round_spec(elements: list[int], constant: int, s_layer_only: bool = False) -> list[int]:
    """R_d: S-boxes (selected by the bits of ``constant``, MSB = element 0), L on pairs, P_d.

    ``elements`` holds 2^d 4-bit values (256 for E8, 64 for the constant generator R6).
    ``s_layer_only`` gives the last half round of round-2 JH (S-box layer only).
    """
    n = len(elements)
    cbits = _bits_msb(constant, n)
    v = [SBOX1[x] if c else SBOX0[x] for x, c in zip(elements, cbits)]
    if s_layer_only:
        return v
    w = [0] * n
    for i in range(0, n, 2):
        w[i], w[i + 1] = linear_l(v[i], v[i + 1])
    return perm_p(w)


def group(h: bytes) -> list[int]:
    """Grouping of the 1024-bit state into 256 4-bit elements (spec: q_2i, q_2i+1)."""
    bits = _bits_msb(int.from_bytes(h, "big"), 1024)
    q = [0] * 256
    for i in range(128):
        q[2 * i] = (bits[i] << 3) | (bits[i + 256] << 2) | (bits[i + 512] << 1) | bits[i + 768]
        j = i + 128
        q[2 * i + 1] = (bits[j] << 3) | (bits[j + 256] << 2) | (bits[j + 512] << 1) | bits[j + 768]
    return q


def degroup(q: list[int]) -> bytes:
    """Inverse of :func:`group`."""
    bits = [0] * 1024
    for i in range(128):
        for e, base in ((q[2 * i], i), (q[2 * i + 1], i + 128)):
            bits[base] = (e >> 3) & 1
            bits[base + 256] = (e >> 2) & 1
            bits[base + 512] = (e >> 1) & 1
            bits[base + 768] = e & 1
    v = 0
    for b in bits:
        v = (v << 1) | b
    return v.to_bytes(128, "big")


#: C0: the first 256 bits of the fractional part of sqrt(2)
C0: int = math.isqrt(2 << 512) & ((1 << 256) - 1)


def _gen_spec_constants(count: int) -> tuple[int, ...]:
    """C_{r+1} = R6(C_r, 0): the 256-bit constant as 64 elements (4 bits each, MSB first)."""
    out = [C0]
    c = C0
    for _ in range(count - 1):
        elems = [(c >> (252 - 4 * i)) & 0xF for i in range(64)]
        elems = round_spec(elems, 0)
        c = 0
        for e in elems:
            c = (c << 4) | e
        out.append(c)
    return tuple(out)


#: round constants C_0..C_42 of the specification (C_42 is unused by JH42; C_35 ends round-2 E8)
SPEC_CONSTANTS: tuple[int, ...] = _gen_spec_constants(43)

ROUNDS_R3 = 42
ROUNDS_R2 = 35  # + a last half round (S-box layer with C_35)


def e8_spec(h: bytes, variant: str = "r3") -> bytes:
    """E8 in the specification form: grouping, rounds, degrouping (slow; for cross-checks)."""
    q = group(h)
    rounds = ROUNDS_R3 if variant == "r3" else ROUNDS_R2
    for r in range(rounds):
        q = round_spec(q, SPEC_CONSTANTS[r])
    if variant == "r2":
        q = round_spec(q, SPEC_CONSTANTS[ROUNDS_R2], s_layer_only=True)
    return degroup(q)


# ---------------------------------------------------------------- bit-slice form

M128 = (1 << 128) - 1
#: masks of the swap W_k (k = 0..5): exchange adjacent groups of 2^k bits; W_6 swaps the 64-bit halves
SWAP_MASKS: tuple[int, ...] = tuple(
    int(("0" * (1 << k) + "1" * (1 << k)) * (64 >> k), 2) for k in range(7)
)


def swap(x: int, k: int) -> int:
    """W_k on one 128-bit word."""
    n = 1 << k
    m = SWAP_MASKS[k]
    return ((x & m) << n) | ((x >> n) & m)


def _derive_bitslice_constants(count: int) -> tuple[tuple[int, int], ...]:
    """Re-order the spec constants to the bit-slice layout (and check that layout is consistent).

    Slot (g, p) = bit p (MSB = 0) of the even (g = 0) or odd (g = 1) words.  At round 0,
    spec element 2p is in (0, p) and 2p + 1 in (1, p); the spec P8 moves elements, the
    bit-slice round moves only odd slots (p -> p ^ 2^(r mod 7)).
    """
    slot = {e: (e & 1, e >> 1) for e in range(256)}
    ident = dict(slot)
    perm_src = perm_p(list(range(256)))  # new index j holds old element perm_src[j]
    out = []
    for r in range(count):
        for i in range(128):
            assert slot[2 * i][0] == 0 and slot[2 * i + 1] == (1, slot[2 * i][1]), "bit-slice layout broken"
        cbits = _bits_msb(SPEC_CONSTANTS[r], 256)
        words = [0, 0]
        for e in range(256):
            g, p = slot[e]
            words[g] |= cbits[e] << (127 - p)
        out.append((words[0], words[1]))
        k = r % 7
        slot = {j: (lambda s: (1, s[1] ^ (1 << k)) if s[0] else s)(slot[perm_src[j]]) for j in range(256)}
        if r % 7 == 6:
            assert slot == ident, "bit-slice layout does not return every 7 rounds"
    return tuple(out)


#: per round r: (even-word constant, odd-word constant), 128 bits each (r = 0..42)
BITSLICE_CONSTANTS: tuple[tuple[int, int], ...] = _derive_bitslice_constants(43)


def _sbox_bitslice(x0: int, x1: int, x2: int, x3: int, c: int) -> tuple[int, int, int, int]:
    """Both S-boxes on 128 elements at once: bit planes x0 (MSB) .. x3, constant bits c."""
    x3 = ~x3 & M128
    x0 ^= c & ~x2
    t = c ^ (x0 & x1)
    x0 ^= x2 & x3
    x3 ^= ~x1 & x2
    x1 ^= x0 & x2
    x2 ^= x0 & ~x3
    x0 ^= x1 | x3
    x3 ^= x1 & x2
    x1 ^= t & x0
    x2 ^= t
    return x0 & M128, x1 & M128, x2 & M128, x3 & M128


def round_bitslice(h: list[int], r: int, s_layer_only: bool = False) -> list[int]:
    """Round ``r`` of E8 on the eight 128-bit words h0..h7 (h_i = bytes 16i..16i+15 of H, big-endian)."""
    h0, h1, h2, h3, h4, h5, h6, h7 = h
    ce, co = BITSLICE_CONSTANTS[r]
    h0, h2, h4, h6 = _sbox_bitslice(h0, h2, h4, h6, ce)
    h1, h3, h5, h7 = _sbox_bitslice(h1, h3, h5, h7, co)
    if s_layer_only:
        return [h0, h1, h2, h3, h4, h5, h6, h7]
    # L: (even, odd) = (A, B) -> D = B ^ 2A, C = A ^ 2D
    h1 ^= h2
    h3 ^= h4
    h5 ^= h6 ^ h0
    h7 ^= h0
    h0 ^= h3
    h2 ^= h5
    h4 ^= h7 ^ h1
    h6 ^= h1
    k = r % 7
    return [h0, swap(h1, k), h2, swap(h3, k), h4, swap(h5, k), h6, swap(h7, k)]


def _e8_words(h: list[int], rounds: int, half: bool) -> list[int]:
    h0, h1, h2, h3, h4, h5, h6, h7 = h
    M = M128
    for r in range(rounds):
        ce, co = BITSLICE_CONSTANTS[r]
        # S-boxes, even words (h0, h2, h4, h6)
        h6 = ~h6 & M
        h0 ^= ce & ~h4
        t = ce ^ (h0 & h2)
        h0 ^= h4 & h6
        h6 ^= ~h2 & h4
        h2 ^= h0 & h4
        h4 ^= h0 & ~h6
        h0 ^= h2 | h6
        h6 ^= h2 & h4
        h2 ^= t & h0
        h4 ^= t
        # S-boxes, odd words (h1, h3, h5, h7)
        h7 = ~h7 & M
        h1 ^= co & ~h5
        t = co ^ (h1 & h3)
        h1 ^= h5 & h7
        h7 ^= ~h3 & h5
        h3 ^= h1 & h5
        h5 ^= h1 & ~h7
        h1 ^= h3 | h7
        h7 ^= h3 & h5
        h3 ^= t & h1
        h5 ^= t
        h0 &= M
        h2 &= M
        h4 &= M
        h1 &= M
        h3 &= M
        h5 &= M
        # L
        h1 ^= h2
        h3 ^= h4
        h5 ^= h6 ^ h0
        h7 ^= h0
        h0 ^= h3
        h2 ^= h5
        h4 ^= h7 ^ h1
        h6 ^= h1
        # P8 as the swap W_{r mod 7} of the odd words
        k = r % 7
        n = 1 << k
        m = SWAP_MASKS[k]
        h1 = ((h1 & m) << n) | ((h1 >> n) & m)
        h3 = ((h3 & m) << n) | ((h3 >> n) & m)
        h5 = ((h5 & m) << n) | ((h5 >> n) & m)
        h7 = ((h7 & m) << n) | ((h7 >> n) & m)
    out = [h0, h1, h2, h3, h4, h5, h6, h7]
    if half:
        out = round_bitslice(out, rounds, s_layer_only=True)
    return out


def words_from_bytes(h: bytes) -> list[int]:
    return [int.from_bytes(h[16 * i : 16 * i + 16], "big") for i in range(8)]


def words_to_bytes(w: list[int]) -> bytes:
    return b"".join(x.to_bytes(16, "big") for x in w)


def e8(h: bytes, variant: str = "r3") -> bytes:
    """E8 (bit-slice form) on the 128-byte state: 42 rounds (``r3``) or 35.5 rounds (``r2``)."""
    if variant == "r3":
        return words_to_bytes(_e8_words(words_from_bytes(h), ROUNDS_R3, False))
    if variant == "r2":
        return words_to_bytes(_e8_words(words_from_bytes(h), ROUNDS_R2, True))
    raise ValueError(f"unknown JH variant {variant!r}")


def f8(h: bytes, m: bytes, variant: str = "r3") -> bytes:
    """The compression function: E8(H ^ (M || 0)) ^ (0 || M) on a 128-byte state, 64-byte block."""
    x = int.from_bytes(h, "big") ^ (int.from_bytes(m, "big") << 512)
    w = [(x >> (128 * (7 - i))) & M128 for i in range(8)]
    if variant == "r3":
        w = _e8_words(w, ROUNDS_R3, False)
    elif variant == "r2":
        w = _e8_words(w, ROUNDS_R2, True)
    else:
        raise ValueError(f"unknown JH variant {variant!r}")
    x = 0
    for v in w:
        x = (x << 128) | v
    return (x ^ int.from_bytes(m, "big")).to_bytes(128, "big")


def initial_value(digest_bits: int, variant: str = "r3") -> bytes:
    """H(0) = F8(H(-1), 0) with H(-1) = the digest size in the first two bytes."""
    return f8(digest_bits.to_bytes(2, "big") + bytes(126), bytes(64), variant)


class JH(HashAlgorithm):
    block_bits = 512

    def __init__(self, digest_bits: int, variant: str = "r3") -> None:
        if variant not in ("r3", "r2"):
            raise ValueError(f"unknown JH variant {variant!r}")
        self.digest_bits = digest_bits
        self.variant = variant
        if variant == "r3":
            self.name = f"jh{digest_bits}"
            self.kat = KatRef("jh256", digest_bits)
        else:
            self.name = f"jh{digest_bits}_r2"
            self.kat = None
        self.iv = initial_value(digest_bits, variant)

    def pad_tail(self, tail: bytes, bitlen: int, offset: int = 0) -> bytes:
        nbits = tail_bits(tail, bitlen, offset, self.block_bytes)
        if bitlen >= 1 << 128:
            raise MessageError("message too long for JH")
        zeros = 383 + (-bitlen) % 512
        msg = int.from_bytes(message_bits(tail, nbits), "big") >> ((-nbits) % 8)
        value = ((((msg << 1) | 1) << zeros) << 128) | bitlen
        return value.to_bytes((nbits + 1 + zeros + 128) // 8, "big")

    def hash(self, data: bytes, bitlen: int | None = None) -> bytes:
        padded = self.pad(data, bitlen)
        h = self.iv
        for i in range(0, len(padded), 64):
            h = f8(h, padded[i : i + 64], self.variant)
        return h[128 - self.digest_bytes :]


ALGORITHMS = [JH(n) for n in (224, 256, 384, 512)] + [JH(n, "r2") for n in (224, 256, 384, 512)]
