import random
import struct

import pytest

from lwhash import ref
from lwhash.ref import cubehash

NAMES = ["cubehash224", "cubehash256", "cubehash384", "cubehash512"]


@pytest.mark.parametrize("name", NAMES)
def test_cubehash16_32_parameters(name):
    algo = ref.get(name)
    assert (algo.r, algo.b, algo.block_bits) == (16, 32, 256)


def test_cubehash_round_matches_fast_rounds():
    rng = random.Random(3)
    x = [rng.getrandbits(32) for _ in range(32)]
    y = x
    for n in range(1, 6):
        y = cubehash.round_(y)
        assert cubehash.rounds(x, n) == y


def test_cubehash16_32_256_iv():
    # CubeHash16/32-256 IV (10r = 160 rounds from (32, 32, 16, 0, ...)), as published
    iv = cubehash.initial_state(16, 32, 256)
    assert iv[:4] == (0xEA2BD4B4, 0xCCD6F29F, 0x63117E71, 0x35481EAE)
    assert iv[-2:] == (0x9CDAF8AF, 0xD6032C0A)


@pytest.mark.parametrize("name", NAMES + ["cubehash8_1_256"])
def test_cubehash_padding(name):
    algo = ref.get(name)
    b = algo.b
    rng = random.Random(name)
    for bitlen in list(range(0, 20)) + [8 * b - 1, 8 * b, 8 * b + 1] + [rng.randrange(0, 3000) for _ in range(20)]:
        data = rng.randbytes((bitlen + 7) // 8)
        full = algo.pad(data, bitlen)
        p = full[: algo.padded_bytes(bitlen)]
        assert len(p) % b == 0
        # message, one '1' bit, the fewest '0' bits to a whole block: no length field
        assert len(p) == ((bitlen + 1 + 8 * b - 1) // (8 * b)) * b
        # then zero fill to a whole stream block (b = 1: 8 bytes; none where 8 divides b)
        assert len(full) % algo.block_bytes == 0 and len(full) - len(p) < algo.block_bytes
        assert full[len(p):] == bytes(len(full) - len(p))
        body = int.from_bytes(p, "big")
        nbits = 8 * len(p)
        msg = int.from_bytes(ref.message_bits(data, bitlen), "big") >> (8 * ((bitlen + 7) // 8) - bitlen)
        assert body >> (nbits - bitlen) == msg
        assert body & ((1 << (nbits - bitlen)) - 1) == 1 << (nbits - bitlen - 1)
    assert algo.hash(b"\xff", 3) == algo.hash(b"\xe0", 3)
    with pytest.raises(ref.MessageError):
        algo.pad(b"\x00", 9)


@pytest.mark.parametrize("name", ["cubehash256", "cubehash8_1_256"])
def test_cubehash_core_steps(name):
    """Recompute the digest the way a core does: IV, absorb each padded block, flip x[31], 10r rounds."""
    algo = ref.get(name)
    rng = random.Random(5)
    for bitlen in (0, 1, 255, 256, 700):
        data = rng.randbytes((bitlen + 7) // 8)
        p = algo.pad(data, bitlen)[: algo.padded_bytes(bitlen)]   # the stream fill is not absorbed
        x = list(cubehash.initial_state(algo.r, algo.b, algo.digest_bits))
        for i in range(0, len(p), algo.b):
            x = cubehash.absorb(x, p[i : i + algo.b], algo.r)
        x = cubehash.finalize(x, algo.r)
        assert struct.pack("<32I", *x)[: algo.digest_bytes] == algo.hash(data, bitlen)


def test_cubehash8_1_256_registered():
    algo = ref.get("cubehash8_1_256")
    # b = 1 byte a block; the stream block (block_bits) is 8 bytes, filled with zeros
    assert (algo.r, algo.b, algo.digest_bits, algo.block_bits) == (8, 1, 256, 64)
    assert (algo.kat.folder, algo.kat.size) == ("cubehash8_1", 256)   # generated KAT (SOURCES.md)
    assert algo.pad(b"") == b"\x80" + bytes(7)
    assert algo.pad(b"\xa0", 3) == b"\xb0" + bytes(7)
    assert algo.pad(bytes(8)) == bytes(8) + b"\x80" + bytes(7)
    assert [algo.padded_bytes(n) for n in (0, 7, 8, 63, 64)] == [1, 1, 2, 8, 9]
    assert len(algo.hash(b"abc")) == 32


def test_cubehash8_1_machinery_against_published_512_vectors():
    """No published CubeHash8/1-256 digest was found. CubeHash80+8/1+80-512 (same r, b and
    round/initialization/finalization rules; only the first IV word h/8 differs) has
    published vectors (Wikipedia "CubeHash" article), which check the r = 8, b = 1 path."""
    algo = cubehash.CubeHash(8, 1, 512)
    iv = struct.pack("<32I", *cubehash.initial_state(8, 1, 512)).hex()
    assert iv.startswith("5df39869c73009fb108994600f1626e6f37c07360c0d8bb53d19cf57b8e74133")
    assert algo.hash(b"").hex() == (
        "90bc3f2948f7374065a811f1e47a208a53b1a2f3be1c0072759ed49c9c6c7f28"
        "f26eb30d5b0658c563077d599da23f97df0c2c0ac6cce734ffe87b2e76ff7294"
    )
    assert algo.hash(b"The quick brown fox jumps over the lazy dog").hex() == (
        "ca942b088ed9103726af1fa87b4deb59e50cf3b5c6dcfbcebf5bba22fb39a6be"
        "9936c87bfdd7c52fc5e71700993958fa4e7b5e6e2a3672122475c40f9ec816ba"
    )


def test_cubehash_hash_uses_pad(monkeypatch):
    algo = ref.get("cubehash256")
    calls = []
    orig = cubehash.CubeHash.pad
    monkeypatch.setattr(cubehash.CubeHash, "pad", lambda self, d, b=None: calls.append(b) or orig(self, d, b))
    algo.hash(b"abc", 20)
    assert calls == [20]
