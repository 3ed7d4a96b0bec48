import hashlib
import random

import pytest

from lwhash import ref
from lwhash.ref import keccak as K

KECCAK = ["keccak224", "keccak256", "keccak384", "keccak512"]
SHA3 = ["sha3_224", "sha3_256", "sha3_384", "sha3_512"]


def _from_right_aligned(msg_hex: str, bits: int) -> bytes:
    """NIST SHA-3 example/CAVP notation (a final partial byte holds its bits in the LOW bits)
    -> lwhash notation (MSB-first: the bits in the HIGH bits of the final byte)."""
    data = bytearray(bytes.fromhex(msg_hex))
    if bits % 8:
        data[-1] = (data[-1] << (8 - bits % 8)) & 0xFF
    return bytes(data)


def test_keccak_parameters():
    for name, rate in zip(KECCAK + SHA3, [1152, 1088, 832, 576] * 2):
        a = ref.get(name)
        assert a.block_bits == rate and a.block_bits + 2 * a.digest_bits == 1600
    assert ref.get("keccak256").hash(b"").hex().startswith("c5d24601")


@pytest.mark.parametrize("size", [224, 256, 384, 512])
def test_sha3_matches_hashlib(size):
    rng = random.Random(size)
    algo = ref.get(f"sha3_{size}")
    assert algo.kat is None
    rate = algo.block_bytes
    lengths = list(range(0, 20)) + [rate - 2, rate - 1, rate, rate + 1, 2 * rate - 1, 2 * rate]
    lengths += [rng.randrange(0, 700) for _ in range(20)]
    for n in lengths:
        data = rng.randbytes(n)
        assert algo.hash(data) == hashlib.new(f"sha3_{size}", data).digest(), n


def test_shake_matches_hashlib():
    rng = random.Random(7)
    for n in [0, 1, 135, 136, 137, 167, 168, 169, 500]:
        data = rng.randbytes(n)
        for outbits in (8, 256, 1344, 1352, 4096):
            assert K.shake128(data, None, outbits) == hashlib.shake_128(data).digest(outbits // 8)
            assert K.shake256(data, None, outbits) == hashlib.shake_256(data).digest(outbits // 8)
    # a partial output byte keeps its low (first-squeezed) bits
    full = K.shake128(b"abc", None, 16)
    assert K.shake128(b"abc", None, 12) == full[:1] + bytes([full[1] & 0x0F])


# FIPS 202 bit-oriented examples published by NIST (csrc.nist.gov, Cryptographic Standards and
# Guidelines, "examples/SHA3-224_Msg5.pdf", "..._Msg30.pdf", "..._1600.pdf", "..._1605.pdf",
# "..._1630.pdf", and SHAKE128/SHAKE256_Msg5/_Msg30.pdf).  Values as carried in public test
# suites found with the code search: libkeccak's test.c (test_digest_bits) and pointycastle's
# Dart sha3_test.dart, which agree.  Messages in the NIST notation (partial byte right-aligned):
# Msg5 = 13 (bits 11001), Msg30 = 53 58 7B 19, Msg1600 = 200 x A3, Msg1605 = 200 x A3 || 03,
# Msg1630 = 203 x A3 || 23.
NIST_MSGS = {
    5: "13",
    30: "53587B19",
    1600: "A3" * 200,
    1605: "A3" * 200 + "03",
    1630: "A3" * 203 + "23",
}
SHA3_EXAMPLES = {
    224: {
        0: "6b4e03423667dbb73b6e15454f0eb1abd4597f9a1b078e3f5b5a6bc7",
        5: "ffbad5da96bad71789330206dc6768ecaeb1b32dca6b3301489674ab",
        30: "d666a514cc9dba25ac1ba69ed3930460deaac9851b5f0baab007df3b",
        1600: "9376816aba503f72f96ce7eb65ac095deee3be4bf9bbc2a1cb7e11e0",
        1605: "22d2f7bb0b173fd8c19686f9173166e3ee62738047d7eadd69efb228",
        1630: "4e907bb1057861f200a599e9d4f85b02d88453bf5b8ace9ac589134c",
    },
    256: {
        0: "a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a",
        5: "7b0047cf5a456882363cbf0fb05322cf65f4b7059a46365e830132e3b5d957af",
        30: "c8242fef409e5ae9d1f1c857ae4dc624b92b19809f62aa8c07411c54a078b1d0",
        1600: "79f38adec5c20307a98ef76e8324afbfd46cfd81b22e3973c65fa1bd9de31787",
        1605: "81ee769bed0950862b1ddded2e84aaa6ab7bfdd3ceaa471be31163d40336363c",
        1630: "52860aa301214c610d922a6b6cab981ccd06012e54ef689d744021e738b9ed20",
    },
    384: {
        0: "0c63a75b845e4f7d01107d852e4c2485c51a50aaaa94fc61995e71bbee983a2a"
        "c3713831264adb47fb6bd1e058d5f004",
        5: "737c9b491885e9bf7428e792741a7bf8dca9653471c3e148473f2c236b6a0a64"
        "55eb1dce9f779b4b6b237fef171b1c64",
        30: "955b4dd1be03261bd76f807a7efd432435c417362811b8a50c564e7ee9585e1a"
        "c7626dde2fdc030f876196ea267f08c3",
        1600: "1881de2ca7e41ef95dc4732b8f5f002b189cc1e42b74168ed1732649ce1dbcdd"
        "76197a31fd55ee989f2d7050dd473e8f",
        1605: "a31fdbd8d576551c21fb1191b54bda65b6c5fe97f0f4a69103424b43f7fdb835"
        "979fdbeae8b3fe16cb82e587381eb624",
        1630: "3485d3b280bd384cf4a777844e94678173055d1cbc40c7c2c3833d9ef1234517"
        "2d6fcd31923bb8795ac81847d3d8855c",
    },
    512: {
        0: "a69f73cca23a9ac5c8b567dc185a756e97c982164fe25859e0d1dcc1475c80a6"
        "15b2123af1f5f94c11e3e9402c3ac558f500199d95b6d3e301758586281dcd26",
        5: "a13e01494114c09800622a70288c432121ce70039d753cadd2e006e4d961cb27"
        "544c1481e5814bdceb53be6733d5e099795e5e81918addb058e22a9f24883f37",
        30: "9834c05a11e1c5d3da9c740e1c106d9e590a0e530b6f6aaa7830525d075ca5db"
        "1bd8a6aa981a28613ac334934a01823cd45f45e49b6d7e6917f2f16778067bab",
        1600: "e76dfad22084a8b1467fcf2ffa58361bec7628edf5f3fdc0e4805dc48caeeca8"
        "1b7c13c30adf52a3659584739a2df46be589c51ca1a4a8416df6545a1ce8ba00",
        1605: "fc4a167ccb31a937d698fde82b04348c9539b28f0c9d3b4505709c03812350e4"
        "990e9622974f6e575c47861c0d2e638ccfc2023c365bb60a93f528550698786b",
        1630: "cf9a30ac1f1f6ac0916f9fef1919c595debe2ee80c85421210fdf05f1c6af73a"
        "a9cac881d0f91db6d034a2bbadc1cf7fbcb2ecfa9d191d3a5016fb3fad8709c9",
    },
}
# first 256 bits of the 4096-bit outputs of the NIST SHAKE examples
SHAKE_EXAMPLES = {
    (128, 5): "2e0abfba83e6720bfbc225ff6b7ab9ffce58ba027ee3d898764fef287ddeccca",
    (256, 5): "48a5c11abaeeff092f3646ef0d6b3d3ff76c2f55f9c732ac6470c03764008212",
    (128, 30): "6d5d39c55f3cca567feaf422dc64ba17401d07756d78b0fa3d546d66afc27671",
    (256, 30): "465d081dff875e396200e4481a3e9dcd88d079aa6d66226cb6ba454107cb81a7",
}


@pytest.mark.parametrize("size", [224, 256, 384, 512])
def test_sha3_nist_bit_examples(size):
    algo = ref.get(f"sha3_{size}")
    for bits, md in SHA3_EXAMPLES[size].items():
        data = _from_right_aligned(NIST_MSGS.get(bits, ""), bits)
        assert algo.hash(data, bits).hex() == md, bits


def test_shake_nist_bit_examples():
    for (size, bits), out in SHAKE_EXAMPLES.items():
        fn = K.shake128 if size == 128 else K.shake256
        assert fn(_from_right_aligned(NIST_MSGS[bits], bits), bits, 256).hex() == out


def test_msb_first_convention():
    # 5 message bits 10011 (MSB-first) = NIST right-aligned 0x13; bits past bitlen are ignored
    a = ref.get("sha3_256")
    assert a.hash(b"\x98", 5) == a.hash(b"\x9f", 5)
    assert a.hash(b"\x98", 5).hex() == SHA3_EXAMPLES[256][5]
    with pytest.raises(ref.MessageError):
        a.hash(b"\x00", 9)


def test_padding():
    k, s = ref.get("keccak256"), ref.get("sha3_256")
    assert k.pad(b"", 0) == b"\x01" + bytes(134) + b"\x80"
    assert s.pad(b"", 0) == b"\x06" + bytes(134) + b"\x80"
    # the first and last pad bits in one byte
    assert k.pad(bytes(135), 1080)[-1] == 0x81 and len(k.pad(bytes(135), 1080)) == 136
    assert s.pad(bytes(135), 1080)[-1] == 0x86
    # a full block of message needs a full block of padding
    assert len(k.pad(bytes(136), 1088)) == 272
    # 5 bits MSB-first 10110 -> sponge value 0b10110 (=0x16) + pad bit 1 at position 5 -> 0x36
    assert k.pad(b"\xb7", 5)[0] == 0x36
    # SHA-3: 5 bits + suffix 01 + pad 1 -> 8 bits exactly: 0x16 | 0b10 << 5 | 1 << 7 = 0xD6
    assert s.pad(b"\xb7", 5)[0] == 0xD6
    # 7 bits: SHA-3 tail spills into the next byte
    p = s.pad(b"\xfe", 7)
    assert p[0] == 0x7F and p[1] == 0x03
    # 1087 bits of Keccak-256: the pad bit is the last bit of the block, the final 1 needs a new block
    p = k.pad(b"\xff" * 136, 1087)
    assert len(p) == 272 and p[135] == 0xFF and p[-1] == 0x80 and p[136:271] == bytes(135)


def test_stepwise_round_matches_permutation():
    rng = random.Random(3)
    a = [rng.getrandbits(64) for _ in range(25)]
    s = a
    for r in range(24):
        s = K.keccak_round(s, r)
    assert s == K.keccak_f1600(a)
    assert K.ROUND_CONSTANTS[0] == 1 and K.ROUND_CONSTANTS[23] == 0x8000000080008008
    assert K.RHO_OFFSETS[1] == 1 and K.RHO_OFFSETS[24] == 14
    # Keccak-f[1600] on the all-zero state, lane 0 (Keccak team reference value)
    assert K.keccak_f1600([0] * 25)[0] == 0xF1258F7940E1DDE7
