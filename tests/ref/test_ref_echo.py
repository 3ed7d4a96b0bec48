import random

import pytest

from lwhash import ref
from lwhash.ref import echo

NAMES = ["echo224", "echo256", "echo384", "echo512"]


def test_aes_round_fips197():
    # FIPS-197 appendix B: state at the start of round 1, round key 1, state at the start of round 2
    state = int.from_bytes(bytes.fromhex("193de3bea0f4e22b9ac68d2ae9f84808"), "little")
    key = int.from_bytes(bytes.fromhex("a0fafe1788542cb123a339392a6c7605"), "little")
    out = echo.aes_round(state, key).to_bytes(16, "little")
    assert out.hex() == "a49c7ff2689f352b6b5bea43026a5049"


@pytest.mark.parametrize(
    "name, bitlen, counters",
    [
        ("echo256", 0, [0]),
        ("echo256", 1, [1]),
        ("echo256", 8 * 174 - 1, [8 * 174 - 1]),  # '1' bit and 18-byte trailer still fit
        ("echo256", 8 * 174, [8 * 174, 0]),  # trailer does not fit: extra block, counter 0
        ("echo256", 1536, [1536, 0]),  # message fills the block: padding-only block, counter 0
        ("echo256", 1537, [1536, 1537]),
        ("echo256", 2900, [1536, 2900]),
        ("echo256", 3000, [1536, 3000, 0]),
        ("echo512", 0, [0]),
        ("echo512", 1024, [1024, 0]),
        ("echo512", 1100, [1024, 1100]),
        ("echo512", 8 * 110, [8 * 110, 0]),
        ("echo512", 8 * 110 - 1, [8 * 110 - 1]),
    ],
)
def test_echo_block_counters(name, bitlen, counters):
    algo = ref.get(name)
    p = algo.pad(bytes((bitlen + 7) // 8), bitlen)
    n = len(p) // algo.block_bytes
    assert len(p) % algo.block_bytes == 0
    assert [echo.block_counter(i, bitlen, algo.block_bits) for i in range(n)] == counters


@pytest.mark.parametrize("name", NAMES)
def test_echo_padding(name):
    algo = ref.get(name)
    bb = algo.block_bytes
    assert algo.block_bits == (1536 if name in ("echo224", "echo256") else 1024)
    rng = random.Random(name)
    for bitlen in list(range(0, 20)) + [8 * (bb - 18) - 1, 8 * (bb - 18), 8 * bb] + [
        rng.randrange(0, 5000) for _ in range(30)
    ]:
        data = rng.randbytes((bitlen + 7) // 8)
        p = algo.pad(data, bitlen)
        assert len(p) % bb == 0
        assert int.from_bytes(p[-16:], "little") == bitlen
        assert int.from_bytes(p[-18:-16], "little") == algo.digest_bits
        body = int.from_bytes(p[:-18], "big")
        nbits = 8 * (len(p) - 18)
        msg = int.from_bytes(ref.message_bits(data, bitlen), "big") >> (8 * ((bitlen + 7) // 8) - bitlen)
        assert body >> (nbits - bitlen) == msg
        assert body & ((1 << (nbits - bitlen)) - 1) == 1 << (nbits - bitlen - 1)
        assert len(p) - bb < (bitlen + 1 + 8 * 18 + 7) // 8
    assert algo.hash(b"\xff", 3) == algo.hash(b"\xe0", 3)
    with pytest.raises(ref.MessageError):
        algo.pad(b"\x00", 9)


@pytest.mark.parametrize("name", ["echo256", "echo512"])
def test_echo_core_steps(name):
    """Recompute the digest the way a core does, from pad() and the bit length only."""
    algo = ref.get(name)
    rng = random.Random(11)
    for bitlen in (0, 1391, 1392, 1536, 2000):
        data = rng.randbytes((bitlen + 7) // 8)
        p = algo.pad(data, bitlen)
        v = echo.initial_value(algo.digest_bits)
        bb = algo.block_bytes
        for i in range(len(p) // bb):
            m = echo.block_words(p[i * bb : (i + 1) * bb])
            c = echo.block_counter(i, bitlen, algo.block_bits)
            w = v + m
            for _ in range(8 if len(v) == 4 else 10):
                w, c = echo.big_round(w, c)
            new_v = echo.compress(v, m, echo.block_counter(i, bitlen, algo.block_bits))
            fold = [0] * len(v)
            for k in range(16):
                fold[k % len(v)] ^= (v + m)[k] ^ w[k]
            assert fold == new_v
            v = new_v
        out = b"".join(x.to_bytes(16, "little") for x in v)[: algo.digest_bytes]
        assert out == algo.hash(data, bitlen)


def test_echo_hash_uses_pad(monkeypatch):
    algo = ref.get("echo256")
    calls = []
    orig = echo.Echo.pad
    monkeypatch.setattr(echo.Echo, "pad", lambda self, d, b=None: calls.append(b) or orig(self, d, b))
    algo.hash(b"abc", 20)
    assert calls == [20]
