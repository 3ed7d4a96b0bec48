"""Skein-512 (SHA-3 finalist), v1.3 (round 3) and v1.2 (round 2), bit-exact for any bit length.

Models
------
* ``skein512_224``, ``skein512_256``, ``skein512_384``, ``skein512_512``: Skein-512-N v1.3
  (512-bit state and blocks, N-bit output).  KAT: ``skein512_256``.
* ``skein512_224_v12`` ... ``skein512_512_v12``: Skein v1.2 (round 2).  The only difference is
  the key-schedule parity constant C240 (0x5555555555555555 instead of 0x1BD11BDAA9FC1A22),
  which also changes the initial chaining values.  No KAT file; the tests check published values.

Hashing is ``Output(UBI(UBI(0, Config, Cfg), M, Msg))``, each UBI block being
``H = Threefish-512(key = H, tweak, block) ^ block``; words are little-endian 64-bit.
The chaining value after the configuration block is :func:`initial_value` (a constant per
output size and version; a core may store it instead of computing it).

What :meth:`Skein512.pad` returns
---------------------------------
The message blocks the core runs through UBI with the Msg type, a whole number of 64-byte
blocks, at least one: the message bytes; when ``bitlen % 8 != 0``, the last (partial) byte
carries the message bits, then one ``1`` bit, then ``0`` bits to the byte boundary (MSB-first,
e.g. 5 bits ``10110`` -> byte ``B4``); then zero bytes to a whole block (the empty message is
one block of zeros).  The core recovers the tweak of each block from ``bitlen`` alone
(:func:`message_tweaks`): with ``nbytes = ceil(bitlen / 8)`` and ``k`` blocks, block ``i`` has
position ``min(64 * (i + 1), nbytes)``, First on block 0, Final on block ``k - 1``, BitPad on
block ``k - 1`` when ``bitlen % 8 != 0``, type Msg (48).  The output stage is one more UBI call
with type Out on the 8-byte counter 0 (:func:`output_transform`).
"""

from __future__ import annotations

from .base import HashAlgorithm, KatRef, MessageError, check_bits, message_bits, tail_bits

M64 = (1 << 64) - 1
ROUNDS = 72
WORDS = 8

#: key-schedule parity constant C240: v1.3 (round 3) and v1.1/v1.2 (round 2)
C240_V13 = 0x1BD11BDAA9FC1A22
C240_V12 = 0x5555555555555555

#: Threefish-512 rotation constants R[d mod 8][j] (MIX j of round d), v1.2 and later
ROTATION: tuple[tuple[int, int, int, int], ...] = (
    (46, 36, 19, 37),
    (33, 27, 14, 42),
    (17, 49, 36, 39),
    (44, 9, 54, 56),
    (39, 30, 34, 24),
    (13, 50, 10, 17),
    (25, 29, 39, 43),
    (8, 35, 56, 22),
)
#: word permutation after each round: v'[i] = f[PERMUTATION[i]]
PERMUTATION: tuple[int, ...] = (2, 1, 4, 7, 6, 5, 0, 3)

# tweak fields
TYPE_KEY = 0
TYPE_CFG = 4
TYPE_PRS = 8
TYPE_PK = 12
TYPE_KDF = 16
TYPE_NON = 20
TYPE_MSG = 48
TYPE_OUT = 63
FLAG_FIRST = 1 << 126
FLAG_FINAL = 1 << 127
FLAG_BITPAD = 1 << 119

#: the configuration string's schema identifier "SHA3" and version 1
SCHEMA_ID = b"SHA3"
SCHEMA_VERSION = 1


def make_tweak(position: int, type_: int, first: bool = False, final: bool = False, bitpad: bool = False) -> int:
    """The 128-bit tweak: position (bits 0..95), BitPad (119), type (120..125), First (126), Final (127)."""
    t = position | (type_ << 120)
    if first:
        t |= FLAG_FIRST
    if final:
        t |= FLAG_FINAL
    if bitpad:
        t |= FLAG_BITPAD
    return t


def key_schedule(key: tuple[int, ...], tweak: int, c240: int = C240_V13) -> list[tuple[int, ...]]:
    """The 19 subkeys of Threefish-512 (each 8 words) from 8 key words and a 128-bit tweak."""
    k = list(key) + [c240]
    for w in key:
        k[8] ^= w
    t = [tweak & M64, tweak >> 64]
    t.append(t[0] ^ t[1])
    subkeys = []
    for s in range(ROUNDS // 4 + 1):
        sk = [k[(s + i) % 9] for i in range(8)]
        sk[5] = (sk[5] + t[s % 3]) & M64
        sk[6] = (sk[6] + t[(s + 1) % 3]) & M64
        sk[7] = (sk[7] + s) & M64
        subkeys.append(tuple(sk))
    return subkeys


def mix(x0: int, x1: int, r: int) -> tuple[int, int]:
    """MIX: y0 = x0 + x1, y1 = (x1 <<< r) ^ y0."""
    y0 = (x0 + x1) & M64
    return y0, (((x1 << r) | (x1 >> (64 - r))) & M64) ^ y0


def threefish_round(v: tuple[int, ...], d: int) -> tuple[int, ...]:
    """Round ``d`` (0-based) without key injection: four MIXes, then the permutation."""
    rot = ROTATION[d % 8]
    f: list[int] = []
    for j in range(4):
        f.extend(mix(v[2 * j], v[2 * j + 1], rot[j]))
    return tuple(f[PERMUTATION[i]] for i in range(8))


def add_subkey(v: tuple[int, ...], subkey: tuple[int, ...]) -> tuple[int, ...]:
    return tuple((a + b) & M64 for a, b in zip(v, subkey))


def threefish512(key: tuple[int, ...], tweak: int, block: tuple[int, ...], c240: int = C240_V13) -> tuple[int, ...]:
    """Threefish-512 encryption of 8 plaintext words (subkey s added before round 4s, and at the end)."""
    sk = key_schedule(key, tweak, c240)
    v0, v1, v2, v3, v4, v5, v6, v7 = block
    for s in range(0, 18, 2):
        for base, k in ((0, sk[s]), (4, sk[s + 1])):
            v0 = (v0 + k[0]) & M64
            v1 = (v1 + k[1]) & M64
            v2 = (v2 + k[2]) & M64
            v3 = (v3 + k[3]) & M64
            v4 = (v4 + k[4]) & M64
            v5 = (v5 + k[5]) & M64
            v6 = (v6 + k[6]) & M64
            v7 = (v7 + k[7]) & M64
            for d in range(base, base + 4):
                r0, r1, r2, r3 = ROTATION[d]
                v0 = (v0 + v1) & M64
                v1 = (((v1 << r0) | (v1 >> (64 - r0))) & M64) ^ v0
                v2 = (v2 + v3) & M64
                v3 = (((v3 << r1) | (v3 >> (64 - r1))) & M64) ^ v2
                v4 = (v4 + v5) & M64
                v5 = (((v5 << r2) | (v5 >> (64 - r2))) & M64) ^ v4
                v6 = (v6 + v7) & M64
                v7 = (((v7 << r3) | (v7 >> (64 - r3))) & M64) ^ v6
                # permutation (2, 1, 4, 7, 6, 5, 0, 3)
                v0, v2, v3, v4, v6, v7 = v2, v4, v7, v6, v0, v3
    k = sk[18]
    return (
        (v0 + k[0]) & M64, (v1 + k[1]) & M64, (v2 + k[2]) & M64, (v3 + k[3]) & M64,
        (v4 + k[4]) & M64, (v5 + k[5]) & M64, (v6 + k[6]) & M64, (v7 + k[7]) & M64,
    )


def words(block: bytes) -> tuple[int, ...]:
    return tuple(int.from_bytes(block[8 * i : 8 * i + 8], "little") for i in range(8))


def to_bytes(w: tuple[int, ...]) -> bytes:
    return b"".join(x.to_bytes(8, "little") for x in w)


def ubi_block(h: tuple[int, ...], block: bytes, tweak: int, c240: int = C240_V13) -> tuple[int, ...]:
    """One UBI step: Threefish-512(key = h, tweak, block) ^ block (block = 64 bytes)."""
    m = words(block)
    c = threefish512(h, tweak, m, c240)
    return tuple(a ^ b for a, b in zip(c, m))


def config_block(output_bits: int) -> bytes:
    """The 32-byte configuration string (zero-padded to a 64-byte block): schema, version, output length, no tree."""
    cfg = SCHEMA_ID + SCHEMA_VERSION.to_bytes(2, "little") + bytes(2) + output_bits.to_bytes(8, "little")
    return cfg + bytes(64 - len(cfg))


def initial_value(output_bits: int, c240: int = C240_V13) -> tuple[int, ...]:
    """The chaining value after the configuration UBI (type Cfg, position 32, First|Final)."""
    return ubi_block((0,) * 8, config_block(output_bits), make_tweak(32, TYPE_CFG, True, True), c240)


def message_tweaks(bitlen: int) -> list[int]:
    """The tweak of every block of :meth:`Skein512.pad` output, from the message bit length."""
    nbytes = (bitlen + 7) // 8
    nblocks = max(1, (nbytes + 63) // 64)
    return [
        make_tweak(
            min(64 * (i + 1), nbytes),
            TYPE_MSG,
            first=(i == 0),
            final=(i == nblocks - 1),
            bitpad=(i == nblocks - 1 and bitlen % 8 != 0),
        )
        for i in range(nblocks)
    ]


def output_transform(h: tuple[int, ...], output_bits: int, c240: int = C240_V13) -> bytes:
    """Output stage for N <= 512: UBI(h, counter 0 as 8 bytes, type Out, position 8), first N bits."""
    g = ubi_block(h, bytes(64), make_tweak(8, TYPE_OUT, True, True), c240)
    return to_bytes(g)[: (output_bits + 7) // 8]


class Skein512(HashAlgorithm):
    """Skein-512-N: 512-bit state, N-bit output (N <= 512)."""

    block_bits = 512

    def __init__(self, digest_bits: int, version: str = "1.3") -> None:
        if version not in ("1.3", "1.2"):
            raise ValueError(f"unknown Skein version {version!r}")
        self.digest_bits = digest_bits
        self.version = version
        self.c240 = C240_V13 if version == "1.3" else C240_V12
        if version == "1.3":
            self.name = f"skein512_{digest_bits}"
            self.kat = KatRef("skein512_256", digest_bits)
        else:
            self.name = f"skein512_{digest_bits}_v12"
            self.kat = None
        self.iv = initial_value(digest_bits, self.c240)

    def pad_tail(self, tail: bytes, bitlen: int, offset: int = 0) -> bytes:
        nbits = tail_bits(tail, bitlen, offset, self.block_bytes)
        if bitlen >= 8 << 96:
            raise MessageError("message too long for Skein")
        msg = bytearray(message_bits(tail, nbits))
        if nbits % 8:
            msg[-1] |= 0x80 >> (nbits % 8)
        msg += bytes((-len(msg)) % 64)
        if not msg:
            msg = bytearray(64)
        return bytes(msg)

    def hash(self, data: bytes, bitlen: int | None = None) -> bytes:
        bitlen = check_bits(data, bitlen)
        padded = self.pad(data, bitlen)
        h = self.iv
        for i, tweak in enumerate(message_tweaks(bitlen)):
            h = ubi_block(h, padded[64 * i : 64 * i + 64], tweak, self.c240)
        return output_transform(h, self.digest_bits, self.c240)


ALGORITHMS = [Skein512(n) for n in (224, 256, 384, 512)] + [Skein512(n, "1.2") for n in (224, 256, 384, 512)]
