"""The algebra behind rtl/jh256 (README.md), checked against the reference model.

* the rotating layout: in round r, bit-slice position p sits at q = rotr7(p, r mod 7);
  there P8 is W_0 on the odd words followed by q -> rotr7(q, 1), and the round
  constant of q is bit 2q (even words) / 2q + 1 (odd words) of the spec constant C_r;
* the constant generators of jh256_rcgen.v and jh256w_rcgen.v: C_{r+1} built 32 (64)
  bits of C_r at a time, piece c giving bits 16c.. (32c..) and 128 + 16c.. (128 + 32c..)
  of C_{r+1}; and jh256xs_datapath.v's, whose pieces are the constant pairs of a chunk
  pair 2c', 2c'+1 (16 bits), giving pairs c' and 16 + c' of C_{r+1}: the constants of
  the two chunks the state pair is written to.

(That gen_tables.py's table is the committed one: tests/sim/test_generators.py.)
"""

from __future__ import annotations

import random

import pytest

from lwhash.ref import jh


def rotr7(x: int, s: int) -> int:
    s %= 7
    return ((x >> s) | (x << (7 - s))) & 127


def bit(x: int, i: int, n: int = 128) -> int:
    return (x >> (n - 1 - i)) & 1


def from_bits(bits: list[int]) -> int:
    v = 0
    for b in bits:
        v = (v << 1) | b
    return v


def test_constants_in_rotating_layout():
    for r in range(43):
        ce, co = jh.BITSLICE_CONSTANTS[r]
        c = jh.SPEC_CONSTANTS[r]
        for p in range(128):
            q = rotr7(p, r)
            assert bit(ce, p) == bit(c, 2 * q, 256)
            assert bit(co, p) == bit(c, 2 * q + 1, 256)


def test_rounds_in_rotating_layout():
    rng = random.Random(1)
    ref = [rng.getrandbits(128) for _ in range(8)]
    phys = [[bit(w, i) for i in range(128)] for w in ref]   # round 0: q = p
    for r in range(42):
        ref = jh.round_bitslice(ref, r)
        c = jh.SPEC_CONSTANTS[r]
        ce = from_bits([bit(c, 2 * q, 256) for q in range(128)])
        co = from_bits([bit(c, 2 * q + 1, 256) for q in range(128)])
        w = [from_bits(b) for b in phys]
        h0, h2, h4, h6 = jh._sbox_bitslice(w[0], w[2], w[4], w[6], ce)
        h1, h3, h5, h7 = jh._sbox_bitslice(w[1], w[3], w[5], w[7], co)
        h1 ^= h2; h3 ^= h4; h5 ^= h6 ^ h0; h7 ^= h0; h0 ^= h3; h2 ^= h5; h4 ^= h7 ^ h1; h6 ^= h1  # noqa: E702
        w = [h0, jh.swap(h1, 0), h2, jh.swap(h3, 0), h4, jh.swap(h5, 0), h6, jh.swap(h7, 0)]
        phys = []
        for x in w:
            b = [bit(x, i) for i in range(128)]
            moved = [0] * 128
            for q in range(128):
                moved[rotr7(q, 1)] = b[q]
            phys.append(moved)
        s = (r + 1) % 7
        for i in range(8):
            rb = [bit(ref[i], p) for p in range(128)]
            assert all(phys[i][rotr7(p, s)] == rb[p] for p in range(128)), (r, i)
    assert [from_bits(b) for b in phys] == ref    # 42 rounds: back to the plain layout


def _gen_step(c: int, piece_bits: int = 32) -> int:
    """One R6 round the way jh256xs_datapath (16-bit pieces), jh256_rcgen (32) or
    jh256w_rcgen (64) computes it: each piece of C_r gives bits piece_bits/2 * i.. of C_{r+1}'s two halves."""
    n = 256 // piece_bits
    half = piece_bits // 2
    out = [0] * (2 * n)
    for piece in range(n):
        x = (c >> (256 - piece_bits * (piece + 1))) & ((1 << piece_bits) - 1)
        v = [jh.SBOX0[(x >> (piece_bits - 4 - 4 * k)) & 0xF] for k in range(piece_bits // 4)]
        pairs = [jh.linear_l(v[2 * k], v[2 * k + 1]) for k in range(piece_bits // 8)]
        f = s = 0
        for k in range(piece_bits // 8):
            # P6: pair k keeps C (k even) or D (k odd) in the first half; phi swaps the
            # other element with pair k ^ 1's in the second half
            f = (f << 4) | pairs[k][k % 2]
            s = (s << 4) | pairs[k ^ 1][k % 2]
        out[piece], out[n + piece] = f, s
    return from_bits([(e >> (half - 1 - i)) & 1 for e in out for i in range(half)])


@pytest.mark.parametrize("piece_bits", [16, 32, 64])
def test_constant_generator(piece_bits):
    c = jh.C0
    for r in range(43):
        assert c == jh.SPEC_CONSTANTS[r], r
        c = _gen_step(c, piece_bits)
