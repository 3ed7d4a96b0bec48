import random
import struct

import pytest

from lwhash import ref
from lwhash.ref import luffa

NAMES = ["luffa224", "luffa256", "luffa384", "luffa512"]


def test_luffa_registered():
    for name in NAMES:
        algo = ref.get(name)
        assert algo.block_bits == 256
        assert algo.digest_bits == int(name[5:])
        assert algo.kat == ref.KatRef("luffa256", algo.digest_bits)


def test_sub_crumb_is_the_sbox():
    # bit i of every nibble lives in word a_i
    for x in range(16):
        words = [0xFFFFFFFF if (x >> i) & 1 else 0 for i in range(4)]
        out = luffa.sub_crumb(*words)
        assert all(w in (0, 0xFFFFFFFF) for w in out)
        assert sum((1 << i) for i, w in enumerate(out) if w) == luffa.SBOX[x]


def test_mult2_is_gf_multiplication():
    # x * (a + b) = x*a + x*b, and 2 * (1,0,..,0) per word layout
    rng = random.Random(3)
    a = [rng.getrandbits(32) for _ in range(8)]
    b = [rng.getrandbits(32) for _ in range(8)]
    assert luffa.mult2(luffa.xor(a, b)) == luffa.xor(luffa.mult2(a), luffa.mult2(b))
    assert luffa.mult2([0] * 7 + [1]) == [1, 1, 0, 1, 1, 0, 0, 0]


@pytest.mark.parametrize("name", NAMES)
def test_luffa_padding(name):
    algo = ref.get(name)
    assert algo.pad(b"", 0) == b"\x80" + bytes(31)
    p = algo.pad(b"\xff", 3)
    assert p == b"\xf0" + bytes(31)
    assert len(algo.pad(bytes(32))) == 64  # a full block gets a whole padding block
    assert len(algo.pad(bytes(31))) == 32
    for n in range(0, 600, 7):
        assert len(algo.pad(bytes(80), n)) == 32 * (n // 256 + 1)
    assert algo.hash(b"\xff", 3) == algo.hash(b"\xe0", 3)
    with pytest.raises(ref.MessageError):
        algo.hash(b"\x00", 9)


@pytest.mark.parametrize("name", NAMES)
def test_luffa_core_procedure(name):
    """The documented core procedure on pad() output gives the digest."""
    algo = ref.get(name)
    rng = random.Random(name)
    for bitlen in (0, 1, 255, 256, 257, 700):
        data = rng.randbytes((bitlen + 7) // 8)
        padded = algo.pad(data, bitlen)
        nblocks = bitlen // 256 + 1
        assert len(padded) == 32 * nblocks
        v = [list(luffa.IV[j]) for j in range(algo.width)]
        for i in range(nblocks):
            m = list(struct.unpack(">8I", padded[32 * i : 32 * i + 32]))
            v = luffa.permutation(luffa.message_injection(v, m))
        z = b""
        for _ in range(1 if algo.digest_bits <= 256 else 2):
            v = luffa.permutation(luffa.message_injection(v, [0] * 8))
            z += struct.pack(">8I", *luffa.output_words(v))
        assert z[: algo.digest_bytes] == algo.hash(data, bitlen)


def test_stream_encoding():
    """Every message, the empty one included, goes through the stream protocol."""
    from lwhash import protocol

    for name in NAMES:
        for bits in (0, 1, 512, 1500):
            assert protocol.encode(name, bytes(200), bits, width=32)
