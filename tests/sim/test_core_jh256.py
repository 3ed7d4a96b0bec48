"""The algebra behind rtl/jh256 (README.md), checked against the reference model.

* the rotating layout: in round r, bit-slice position p sits at q = rotr7(p, r mod 7);
  there P8 is W_0 on the odd words followed by q -> rotr7(q, 1), and the round
  constant of q is bit 2q (even words) / 2q + 1 (odd words) of the spec constant C_r;
* the constant generator of jh256_rcgen.v: C_{r+1} built 32 bits of C_r at a time,
  piece c giving bits 16c.. and 128 + 16c.. of C_{r+1}.

(That gen_tables.py's table is the committed one: tests/sim/test_generators.py.)
"""

from __future__ import annotations

import random

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


def _gen_step(c: int) -> int:
    """One R6 round the way jh256_rcgen computes it."""
    out = [0] * 16
    for piece in range(8):
        x = (c >> (224 - 32 * piece)) & 0xFFFFFFFF
        v = [jh.SBOX0[(x >> (28 - 4 * k)) & 0xF] for k in range(8)]
        cc, dd = [], []
        for k in range(4):
            ck, dk = jh.linear_l(v[2 * k], v[2 * k + 1])
            cc.append(ck)
            dd.append(dk)
        f = (cc[0] << 12) | (dd[1] << 8) | (cc[2] << 4) | dd[3]
        s = (cc[1] << 12) | (dd[0] << 8) | (cc[3] << 4) | dd[2]
        out[piece], out[8 + piece] = f, s
    return from_bits([(e >> (15 - i)) & 1 for e in out for i in range(16)])


def test_constant_generator():
    c = jh.C0
    for r in range(43):
        assert c == jh.SPEC_CONSTANTS[r], r
        c = _gen_step(c)
