import random
import struct

import pytest

from lwhash import ref
from lwhash.ref import shabal

KAT_NAMES = ["shabal224", "shabal256", "shabal384", "shabal512"]
ALL_NAMES = ["shabal192"] + KAT_NAMES


def test_shabal_registered():
    for name in ALL_NAMES:
        algo = ref.get(name)
        assert algo.block_bits == 512
        assert algo.digest_bits == int(name[6:])
    assert ref.get("shabal192").kat is None
    assert ref.get("shabal256").kat == ref.KatRef("shabal256", 256)


def test_shabal192_vector():
    # the Shabal-192 unit-test vector of sphlib (test_shabal.c / TestDigest.java)
    msg = (b"abcdefghijklmnopqrstuvwxyz-0123456789-ABCDEFGHIJKLM"
           b"NOPQRSTUVWXYZ-0123456789-abcdefghijklmnopqrstuvwxyz")
    assert ref.get("shabal192").hash(msg).hex() == "690fae79226d95760ae8fdb4f58c0537111756557d307b15"


@pytest.mark.parametrize("bits", [192, 224, 256, 384, 512])
def test_shabal_iv_derivation(bits):
    a, b, c = shabal.derive_iv(bits)
    assert (tuple(a), tuple(b), tuple(c)) == shabal.IV[bits]


@pytest.mark.parametrize("name", ALL_NAMES)
def test_shabal_padding(name):
    algo = ref.get(name)
    assert algo.pad(b"", 0) == b"\x80" + bytes(63)
    assert algo.pad(b"\xff", 1) == b"\xc0" + bytes(63)
    assert len(algo.pad(bytes(64))) == 128
    for n in range(0, 1100, 13):
        assert len(algo.pad(bytes(140), n)) == 64 * (n // 512 + 1)
    assert algo.hash(b"\xff\xff", 11) == algo.hash(b"\xff\xe0", 11)
    with pytest.raises(ref.MessageError):
        algo.pad(b"", 1)


@pytest.mark.parametrize("name", ALL_NAMES)
def test_shabal_core_procedure(name):
    """Counter W = i + 1 per padded block, three extra rounds on the last block with the same W."""
    algo = ref.get(name)
    rng = random.Random(name)
    for bitlen in (0, 5, 511, 512, 513, 1500):
        data = rng.randbytes((bitlen + 7) // 8)
        padded = algo.pad(data, bitlen)
        n = bitlen // 512 + 1
        assert len(padded) == 64 * n
        a, b, c = (list(x) for x in shabal.IV[algo.digest_bits])
        state = (a, b, c)
        for i in range(n):
            state = shabal.round_function(state, padded[64 * i : 64 * i + 64], i + 1)
        for _ in range(3):
            state = shabal.round_function(state, padded[-64:], n)
        k = algo.digest_bits // 32
        assert struct.pack(f"<{k}I", *state[2][16 - k :]) == algo.hash(data, bitlen)


def test_stream_encoding():
    """Every message, the empty one included, goes through the stream protocol."""
    from lwhash import protocol

    for name in ALL_NAMES:
        for bits in (0, 1, 512, 1500):
            assert protocol.encode(name, bytes(200), bits, width=32)
