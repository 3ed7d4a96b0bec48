import random
import struct

import pytest
from conftest import load_kat_or_skip

from lwhash import ref
from lwhash.ref import shavite3

NAMES = ["shavite3_224", "shavite3_256", "shavite3_384", "shavite3_512"]

# Written-specification digests: the NIST-KAT MD tables embedded in sphlib 3.0
# src/c/test_shavite.c (sphlib follows the specification), for a sample of lengths
# of the shared NIST message set.
SPEC_VECTORS = {
    224: {
        0: "b33f761f0d3a86bb1051905aec7a691bd0b5a24c3721f67d8e48d839",
        1: "d4773c6dafe49604b4df73725512483db17578cd209c27abb39782d8",
        7: "1909dbd71d275ab4b217acc7ae11045d09c024ac3afc68d6de9ad7de",
        8: "47b8fee436662cf2a3d3da3aae797319946cd3cdc31654f09217dc9c",
        431: "6075089fa1620fe022b426145d84a4176d92edffe6e4b79f0c552507",
        432: "8299f6dc3d0d30c647069f52c6f96a2af9dddb2fec46bc7ac596f2d8",
        880: "5707f61d5f507d225e643a97bd762b6cca900c7934873903edc0fe00",
        1024: "75712c45613124a058b4a925751bfca229eb10d3c3875d9b9ad01a0a",
        1337: "d9a15b1cad2397be83a80b6dfd531a9579e8122b0d57eef3175717a0",
        2047: "0054818a78553b91f78cb358c3c5411a498c06c7965713fa1ab3d7fe",
    },
    256: {
        0: "08c5825af2e9e5947286a8fe208bd5f8c6a7c8e4da598947d7ff8eda0fcd2bd7",
        1: "8b9b2d57fea66a7bcd2d591350643c7afb70fbab5eb99bfa8c931fba09044ab9",
        7: "5fd327c7cca7ae7b6497d79ce44ccbd362c8a5f1839c097a2034ac9f38570a93",
        8: "a0ee13af2658a165434e3b5afe81cc053cb051cb08a40c0768a77209d10eff86",
        431: "8e6ec5db373a88b9d5cb8cf0a9206eb2b123f95d212078b824170b38a63d717c",
        432: "7e3101c622e68febceaafd7ec5b6e62b28921ad8d5251ae8ac18e6bea79ddf3c",
        880: "47c7089c85662ec60f215ad36134217bfc447d94d786e02bc7d7de4424ee065d",
        1024: "613f2df6ea157f8a32a37bbf6cfc0b66f6308f2d17e5688550263802a4133d90",
        1337: "223578dea0af12ed6e3f890126adea3578db4f18edf235195e03e2770c5419be",
        2047: "077cba918e9348af3ac35604548a3d6c57afdaa33e5994722f7b4f9a17362c14",
    },
    384: {
        0: "814b55553ce7c0841f8ff0321e6287f9f50a8e0cae811932385ecc1b7c386b4eb14edb79c8381babf09276b69d1bb3ee",
        1: "c2d1c5ac1399d7c4ba3645d284e5865918081529a7633bc6705c0229a190283c9b0ec08f40f1f0352db7bfb744645027",
        7: "55591d563324dab666859f9b453997044ff31710961f2234301ef85de0cb8024bf4df600645643ec45a7e0848a6b7912",
        8: "35dc52e484750c578bb53516d7299b0ae0b7b7c74c301a301b70b2c5dc627082a389b4eac9085317d5e123a46dec1acb",
        431: "61ea96e30989d44ee15886439adbe76acb6d944dd40c73536b841a5834d597e261d2b9226d8a1e28c5f645b0c8b61f14",
        432: "c16ad02111a6fb3315376a55cfc68a2ef4e3de2ef4eadc7e92b05fe750ec92db04326e833f0565f58dbb5798d20553d4",
        880: "089c7980cefac9e21681b5ce17ecb2c9819036c1c22663a06a6b21a917c882794cacad8d0ccaf44612cbf2938e7c2fa2",
        1024: "dd6979bd41e70ac388d1f45644d036a118758a3443b28f85f2c2adf54884e2f570d2dcb59b37ad03378d60c4a4107006",
        1337: "e8493c226c776f12c99f49ad451df9a3cdb5b868bc678691082fed1358c122a93cabc235941574d87a9e2e896fe3c620",
        2047: "4cf6f0711dca2cb2b27b019889e85d4c8a37ebf1b1ef7988c2e1f0f77d33875cee0e31a0491d801f958b0cf5baaf3db0",
    },
    512: {
        0: "a485c1b2578459d1efc5dddd840bb0b4a650ac82fe68f58c4442ccda747da006"
           "b2d1dc6b4a4eb7d84ff91e1f466fef429d259acd995dddcad16fa545c7a6e5ba",
        1: "8a62a4b114e19389347e5b8b433869135cd3b035fbf6e53e481de53878ac2ee1"
           "b476ca589b1161280d1b953e9dbc7822670a426ad84ffaa6e442046d213d94d8",
        7: "9ef28389b3cd8dff208251969370022d743c633bf53be5a0342e80cc014bf420"
           "ecd447b0a45018f56cb36ae9afc86044032d7814cdc006f69b63b73cea30c867",
        8: "3fe519289541f0ec62f2247b55844f9dfce6d008c9062e4ae2821a0dd9e47b7e"
           "37e9b859e1b2d0e0cf1090c68223034c94314a190b92bf71f3810ee32b2732e6",
        431: "beff9ea1df1a98478e4423d52f1af6ced709179a8db69573fc7cc6928f72099e"
             "4cd446c6dfe98297bfaa22588f25144621c69447decddec6f8d206e76ef0da9d",
        432: "04ddb23e82f7afbbf860151bae22324602f6bf60779a01b974f55ceccc5bee90"
             "ccfeefed49ef6520fd0cba503ce8c7e8bb7a26fbf70e22d52f25006cf757b539",
        880: "b9ee163164e70cff525eac5352391796421a994ecbcf38c7a001e7c7509e472b"
             "66a9e21f9bf7f8e5b477e26d0049be0c118d8eb990bc9f326d99681d087cbdc6",
        1024: "14732b9fbf23b86b9ec182a29893de5c58d91f61361cbbedec03220afa974538"
              "ac891de4408a0d82de63319fdf23364ea0768920cfab82563358d924b6977ce3",
        1337: "64dd02d0b267372e8670101cfb744768b42eb158ae16b07612a7fc2bea2f5cf2"
              "5e227bf9ea5770f750bdf92082b066675952e1240161a54ccca49dd451415052",
        2047: "a9c10538d1f965488e3533fa4d445101acab958ece2acb11e72e59d57669abe7"
              "73f3e0ce920357d8386b6da80c62088c6302bd100e9e1217c30e51821c4fa614",
    },
}


def test_shavite3_registered():
    for name in NAMES:
        algo = ref.get(name)
        bits = int(name.split("_")[1])
        assert algo.digest_bits == bits
        assert algo.block_bits == (512 if bits <= 256 else 1024)
        assert algo.kat == ref.KatRef("shavite3_256", bits)
        assert not algo.spec
    # the written-specification variants exist but are not registered
    assert all(a.kat is None and a.name.endswith("_spec") for a in shavite3.SPEC_ALGORITHMS)
    assert not any(n.endswith("_spec") for n in ref.algorithms())


@pytest.mark.parametrize("bits", [224, 256, 384, 512])
def test_shavite3_spec_variant(bits):
    """spec=True follows the written specification (sphlib's NIST-KAT tables)."""
    algo = shavite3.Shavite3(bits, spec=True)
    entries = load_kat_or_skip(ref.KatRef("shavite3_256", bits))
    for length, md in SPEC_VECTORS[bits].items():
        e = entries[length]
        assert e.bits == length
        assert algo.hash(e.msg, e.bits).hex() == md, length
        # and the KAT-file (reference-implementation) digest differs
        assert ref.get(f"shavite3_{bits}").hash(e.msg, e.bits).hex() != md


def test_aes_round_fips197():
    # FIPS-197 appendix B, round 1: state at start of round -> after MixColumns
    start = bytes.fromhex("193de3bea0f4e22b9ac68d2ae9f84808")
    assert shavite3.aes_round_bytes(start, spec=True).hex() == "046681e5e0cb199a48f8d37a2806264c"
    assert shavite3.SBOX[0x00] == 0x63 and shavite3.SBOX[0x53] == 0xED


def rev4(b: bytes) -> bytes:
    return b"".join(b[i : i + 4][::-1] for i in range(0, len(b), 4))


def test_reference_aes_round_is_column_reversed():
    """The KAT behaviour: AESRound_ref(x) = rev4(AESRound(rev4(x))) on bytes."""
    rng = random.Random(7)
    for _ in range(50):
        x = rng.randbytes(16)
        assert shavite3.aes_round_bytes(x, spec=False) == rev4(shavite3.aes_round_bytes(rev4(x), spec=True))


def bswap_words(ws):
    return tuple(int.from_bytes(w.to_bytes(4, "little"), "big") for w in ws)


def bswap_counter(cnt, nwords):
    words = [(cnt >> (32 * i)) & 0xFFFFFFFF for i in range(nwords)]
    return sum(w << (32 * i) for i, w in enumerate(bswap_words(words)))


def test_reference_compression_is_byte_swapped_spec():
    """C_ref(h, M, cnt) = bswap(C_spec(bswap h, bswap M, bswap cnt)) for both sizes."""
    rng = random.Random(11)
    for compress, nh, nb, nc in ((shavite3.compress256, 8, 64, 2), (shavite3.compress512, 16, 128, 4)):
        h = tuple(rng.getrandbits(32) for _ in range(nh))
        block = rng.randbytes(nb)
        cnt = rng.getrandbits(32 * nc)
        got = compress(h, block, cnt, shavite3.aes_round_ref)
        spec = compress(bswap_words(h), rev4(block), bswap_counter(cnt, nc), shavite3.aes_round_spec)
        assert got == bswap_words(spec)


@pytest.mark.parametrize("name", NAMES)
def test_shavite3_padding(name):
    algo = ref.get(name)
    bb = algo.block_bytes
    lb = 8 if bb == 64 else 16
    size = algo.digest_bits.to_bytes(2, "little")
    assert algo.pad(b"", 0) == b"\x80" + bytes(bb - 3 - lb) + bytes(lb) + size
    p = algo.pad(b"\xab\xff", 12)
    assert p[:2] == b"\xab\xf8" and p[-2:] == size and p[-2 - lb : -2] == (12).to_bytes(lb, "little")
    fits = 8 * (bb - lb - 2)  # the 1 bit must land before the length field
    for n in (fits - 1, fits, 8 * bb, 8 * bb + 1):
        p = algo.pad(bytes(2 * bb), n)
        assert len(p) == bb * (n // (8 * bb) + (2 if n % (8 * bb) >= fits else 1))
        assert p[-2 - lb : -2] == n.to_bytes(lb, "little")
    assert algo.hash(b"\x81", 1) == algo.hash(b"\x80", 1)
    with pytest.raises(ref.MessageError):
        algo.hash(b"", 1)


def test_block_counters():
    c = shavite3.block_counters
    assert c(0, 1, 512) == [0]
    assert c(1, 1, 512) == [1]
    assert c(431, 1, 512) == [431]
    assert c(432, 2, 512) == [432, 0]
    assert c(512, 2, 512) == [512, 0]
    assert c(1000, 2, 512) == [512, 1000]
    assert c(1023, 3, 512) == [512, 1023, 0]
    assert c(2000, 2, 1024) == [1024, 2000]


@pytest.mark.parametrize("name", NAMES)
def test_shavite3_core_procedure(name):
    algo = ref.get(name)
    rng = random.Random(name)
    bb = algo.block_bytes
    compress = shavite3.compress256 if bb == 64 else shavite3.compress512
    for bitlen in (0, 3, 8 * bb - 150, 8 * bb, 8 * bb + 77, 3000):
        data = rng.randbytes((bitlen + 7) // 8)
        padded = algo.pad(data, bitlen)
        h = shavite3.IV_REF[algo.digest_bits]
        for i in range(len(padded) // bb):
            cnt = min(8 * bb * (i + 1), bitlen) if 8 * bb * i < bitlen else 0
            h = compress(h, padded[i * bb : (i + 1) * bb], cnt, shavite3.aes_round_ref)
        k = algo.digest_bits // 32
        assert struct.pack(f"<{k}I", *h[:k]) == algo.hash(data, bitlen)


def test_stream_encoding():
    """Every message, the empty one included, goes through the stream protocol."""
    from lwhash import protocol

    for name in NAMES:
        for bits in (0, 1, 512, 1500):
            assert protocol.encode(name, bytes(200), bits, width=32)
