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
