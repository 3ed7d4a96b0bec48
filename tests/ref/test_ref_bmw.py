import random
import struct

import pytest

from lwhash import ref
from lwhash.ref import bmw

NAMES = ["bmw224", "bmw256", "bmw384", "bmw512"]


@pytest.mark.parametrize("name", NAMES)
def test_bmw_padding(name):
    algo = ref.get(name)
    bb = algo.block_bytes
    assert algo.block_bits == (512 if name in ("bmw224", "bmw256") else 1024)
    rng = random.Random(name)
    for bitlen in list(range(0, 20)) + [8 * bb - 65, 8 * bb - 64, 8 * bb - 1, 8 * bb] + [
        rng.randrange(0, 4000) for _ in range(30)
    ]:
        data = rng.randbytes((bitlen + 7) // 8)
        p = algo.pad(data, bitlen)
        assert len(p) % bb == 0
        # the 64-bit little-endian bit length ends the last block
        assert struct.unpack("<Q", p[-8:])[0] == bitlen
        # the message, then the '1' bit, then zeros
        body = int.from_bytes(p[:-8], "big")
        nbits = 8 * (len(p) - 8)
        msg = int.from_bytes(ref.message_bits(data, bitlen), "big") >> (8 * ((bitlen + 7) // 8) - bitlen)
        assert body >> (nbits - bitlen) == msg
        assert (body >> (nbits - bitlen - 1)) & 1 == 1
        assert body & ((1 << (nbits - bitlen - 1)) - 1) == 0
        # as few blocks as possible
        assert len(p) - bb < (bitlen + 1 + 64 + 7) // 8
    # bits past bitlen are ignored; too long a bit length is an error
    assert algo.hash(b"\xff", 3) == algo.hash(b"\xe0", 3)
    with pytest.raises(ref.MessageError):
        algo.pad(b"\x00", 9)


@pytest.mark.parametrize("name", NAMES)
def test_bmw_core_steps(name):
    """Recompute the digest the way a core does: pad(), compress per block, final compression."""
    algo = ref.get(name)
    ws = algo.ws
    rng = random.Random(7)
    for bitlen in (0, 5, 447, 448, 1000, rng.randrange(2000, 3000)):
        data = rng.randbytes((bitlen + 7) // 8)
        p = algo.pad(data, bitlen)
        h = algo.iv
        for i in range(0, len(p), algo.block_bytes):
            m = bmw.block_words(p[i : i + algo.block_bytes], ws)
            q = bmw.f1(bmw.f0(m, h, ws), m, h, ws)
            assert len(q) == 32
            h2 = bmw.f2(q, m, ws)
            assert h2 == bmw.compress(h, m, ws)
            h = h2
        h = bmw.compress(bmw.const_final(ws), h, ws)
        n = algo.digest_bits // ws.bits
        words = h[16 - n :]
        fmt = f"<{n}{'I' if ws.bits == 32 else 'Q'}"
        assert struct.pack(fmt, *words) == algo.hash(data, bitlen)


def test_bmw_hash_uses_pad(monkeypatch):
    algo = ref.get("bmw256")
    calls = []
    orig = bmw.Bmw.pad
    monkeypatch.setattr(bmw.Bmw, "pad", lambda self, d, b=None: calls.append(b) or orig(self, d, b))
    algo.hash(b"abc", 20)
    assert calls == [20]
