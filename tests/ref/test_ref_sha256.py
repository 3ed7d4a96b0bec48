import hashlib
import random

import pytest

from lwhash import kat, ref


def test_sha256_matches_hashlib_random_lengths():
    rng = random.Random(1)
    algo = ref.get("sha256")
    for n in list(range(0, 130)) + [rng.randrange(0, 5000) for _ in range(50)]:
        data = rng.randbytes(n)
        assert algo.hash(data) == hashlib.sha256(data).digest()
    assert ref.get("sha224").hash(b"abc") == hashlib.sha224(b"abc").digest()


def test_sha256_kat():
    algo = ref.get("sha256")
    try:
        entries = kat.load(algo.kat)
    except kat.KatMissing as exc:
        pytest.skip(str(exc))
    assert len(entries) == 256
    for e in entries:
        assert algo.hash(e.msg, e.bits) == e.md, e.bits


def test_sha256_bit_padding():
    algo = ref.get("sha256")
    # one bit '1': the pad bit follows in the same byte, length field = 1
    p = algo.pad(b"\x80", 1)
    assert p[0] == 0xC0 and p[-1] == 1 and len(p) == 64
    # bits beyond bitlen are ignored
    assert algo.hash(b"\xff", 3) == algo.hash(b"\xe0", 3)
    with pytest.raises(ref.MessageError):
        algo.hash(b"\x00", 9)


def test_sha256_non_byte_lengths_rfc6234():
    # RFC 6234 sect. 8.4, SHA-256 tests 5 and 7: messages with "extra bits", taken
    # from the high-order end of the last byte (the NIST MSB-first order)
    algo = ref.get("sha256")
    assert algo.hash(b"\x68", 5).hex() == (
        "d6d3e02a31a84a8caa9718ed6c2057be09db45e7823eb5079ce7a573a3760f95")
    test7 = bytes.fromhex("be2746c6db52765fdb2f88700f9a73")
    assert algo.hash(test7 + b"\x60", 15 * 8 + 3).hex() == (
        "77ec1dc89c821ff2a1279089fa091b35b8cd960bcaf7de01c6a7680756beb972")
