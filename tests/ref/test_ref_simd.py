import random
import struct

import pytest

from lwhash import ref
from lwhash.ref import simd

NAMES = ["simd224", "simd256", "simd384", "simd512"]


def test_simd_registered():
    for name in NAMES:
        algo = ref.get(name)
        bits = int(name[4:])
        assert algo.digest_bits == bits
        assert algo.block_bits == (512 if bits <= 256 else 1024)
        assert algo.kat == ref.KatRef("simd256", bits)


@pytest.mark.parametrize("bits", [224, 256, 384, 512])
def test_simd_iv_derivation(bits):
    assert simd.derive_iv(bits) == simd.IV[bits]


@pytest.mark.parametrize("n", [4, 8])
@pytest.mark.parametrize("final", [False, True])
def test_ntt_matches_definition(n, final):
    size = 32 * n
    root = 139 if n == 4 else 41
    assert pow(root, size, 257) == 1 and pow(root, size // 2, 257) == 256
    rng = random.Random(n * 2 + final)
    for block in (bytes(16 * n), b"\xff" * (16 * n), rng.randbytes(16 * n)):
        x = list(block) + [0] * (size - len(block))
        x[size - 1] = 1
        if final:
            x[size - 3] = 1
        want = []
        for k in range(size):
            v = sum(c * pow(root, j * k, 257) for j, c in enumerate(x) if c) % 257
            want.append(v if v <= 128 else v - 257)
        assert simd.ntt(block, final) == want


@pytest.mark.parametrize("name", NAMES)
def test_simd_padding(name):
    algo = ref.get(name)
    bb = algo.block_bytes
    # the empty message: only the length block
    assert algo.pad(b"", 0) == bytes(bb)
    # zero padding (no 1 bit), then the length block
    assert algo.pad(b"\xff", 1) == b"\x80" + bytes(bb - 1) + b"\x01" + bytes(bb - 1)
    # whole blocks get no zero block
    assert algo.pad(b"\x11" * bb) == b"\x11" * bb + (8 * bb).to_bytes(8, "little") + bytes(bb - 8)
    assert len(algo.pad(bytes(bb + 1))) == 3 * bb
    for n in range(0, 2200, 29):
        assert len(algo.pad(bytes(300), n)) == bb * (-(-n // (8 * bb)) + 1)
    assert algo.hash(b"\xff", 5) == algo.hash(b"\xf8", 5)
    with pytest.raises(ref.MessageError):
        algo.hash(b"\x00", 9)


@pytest.mark.parametrize("name", NAMES)
def test_simd_core_procedure(name):
    """Every padded block with the normal NTT but the last (the length block), which uses the final NTT."""
    algo = ref.get(name)
    bb = algo.block_bytes
    rng = random.Random(name)
    for bitlen in (0, 1, 8 * bb - 1, 8 * bb, 8 * bb + 9, 2500):
        data = rng.randbytes((bitlen + 7) // 8)
        padded = algo.pad(data, bitlen)
        nblocks = -(-bitlen // (8 * bb)) + 1
        assert len(padded) == bb * nblocks
        assert padded[-bb:] == struct.pack("<Q", bitlen) + bytes(bb - 8)
        h = simd.IV[algo.digest_bits]
        for i in range(nblocks):
            h = simd.compress(h, padded[i * bb : (i + 1) * bb], final=(i == nblocks - 1))
        k = algo.digest_bits // 32
        assert struct.pack(f"<{k}I", *h[:k]) == algo.hash(data, bitlen)


def test_simd_stream_encoding():
    """Every message, the empty one included, goes through the stream protocol."""
    from lwhash import protocol

    for name in NAMES:
        for bits in (0, 1, 512, 1500):
            words = protocol.encode(name, bytes(200), bits, width=32)
            assert words


def test_step_structure():
    """One step by hand: D' = ((D + w + IF(A,B,C)) <<< s) + (A <<< r)[j ^ p], registers rotate."""
    rng = random.Random(5)
    a, b, c, d = ([rng.getrandbits(32) for _ in range(4)] for _ in range(4))
    w = [rng.getrandbits(32) for _ in range(4)]
    na, nb, nc, nd = simd.step((a, b, c, d), w, 0, 3, 23, simd.fn_if)
    r = [simd.rotl(x, 3) for x in a]
    assert nb == r and nc == b and nd == c
    for j in range(4):
        f = (a[j] & b[j]) | (~a[j] & c[j] & 0xFFFFFFFF)
        assert na[j] == (simd.rotl((d[j] + w[j] + f) & 0xFFFFFFFF, 23) + r[j ^ 1]) & 0xFFFFFFFF
