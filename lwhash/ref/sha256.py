"""SHA-224 and SHA-256 (FIPS 180-4), bit-exact for any bit length."""

from __future__ import annotations

import struct

from .base import HashAlgorithm, KatRef, MessageError, message_bits, tail_bits

K = (
    0x428A2F98, 0x71374491, 0xB5C0FBCF, 0xE9B5DBA5, 0x3956C25B, 0x59F111F1, 0x923F82A4, 0xAB1C5ED5,
    0xD807AA98, 0x12835B01, 0x243185BE, 0x550C7DC3, 0x72BE5D74, 0x80DEB1FE, 0x9BDC06A7, 0xC19BF174,
    0xE49B69C1, 0xEFBE4786, 0x0FC19DC6, 0x240CA1CC, 0x2DE92C6F, 0x4A7484AA, 0x5CB0A9DC, 0x76F988DA,
    0x983E5152, 0xA831C66D, 0xB00327C8, 0xBF597FC7, 0xC6E00BF3, 0xD5A79147, 0x06CA6351, 0x14292967,
    0x27B70A85, 0x2E1B2138, 0x4D2C6DFC, 0x53380D13, 0x650A7354, 0x766A0ABB, 0x81C2C92E, 0x92722C85,
    0xA2BFE8A1, 0xA81A664B, 0xC24B8B70, 0xC76C51A3, 0xD192E819, 0xD6990624, 0xF40E3585, 0x106AA070,
    0x19A4C116, 0x1E376C08, 0x2748774C, 0x34B0BCB5, 0x391C0CB3, 0x4ED8AA4A, 0x5B9CCA4F, 0x682E6FF3,
    0x748F82EE, 0x78A5636F, 0x84C87814, 0x8CC70208, 0x90BEFFFA, 0xA4506CEB, 0xBEF9A3F7, 0xC67178F2,
)

IV256 = (0x6A09E667, 0xBB67AE85, 0x3C6EF372, 0xA54FF53A, 0x510E527F, 0x9B05688C, 0x1F83D9AB, 0x5BE0CD19)
IV224 = (0xC1059ED8, 0x367CD507, 0x3070DD17, 0xF70E5939, 0xFFC00B31, 0x68581511, 0x64F98FA7, 0xBEFA4FA4)

M32 = 0xFFFFFFFF


def rotr(x: int, n: int) -> int:
    return ((x >> n) | (x << (32 - n))) & M32


def big_sigma0(x: int) -> int:
    return rotr(x, 2) ^ rotr(x, 13) ^ rotr(x, 22)


def big_sigma1(x: int) -> int:
    return rotr(x, 6) ^ rotr(x, 11) ^ rotr(x, 25)


def small_sigma0(x: int) -> int:
    return rotr(x, 7) ^ rotr(x, 18) ^ (x >> 3)


def small_sigma1(x: int) -> int:
    return rotr(x, 17) ^ rotr(x, 19) ^ (x >> 10)


def expand(block: bytes) -> list[int]:
    """The 64-word message schedule W[0..63] of one 64-byte block."""
    w = list(struct.unpack(">16I", block))
    for t in range(16, 64):
        w.append((small_sigma1(w[t - 2]) + w[t - 7] + small_sigma0(w[t - 15]) + w[t - 16]) & M32)
    return w


def round_step(state: tuple[int, ...], k: int, w: int) -> tuple[int, ...]:
    """One of the 64 rounds on the working variables (a..h)."""
    a, b, c, d, e, f, g, h = state
    t1 = (h + big_sigma1(e) + ((e & f) ^ (~e & g)) + k + w) & M32
    t2 = (big_sigma0(a) + ((a & b) ^ (a & c) ^ (b & c))) & M32
    return ((t1 + t2) & M32, a, b, c, (d + t1) & M32, e, f, g)


def compress(h: tuple[int, ...], block: bytes) -> tuple[int, ...]:
    """The compression function: new chaining value from ``h`` and one block."""
    w = expand(block)
    s = tuple(h)
    for t in range(64):
        s = round_step(s, K[t], w[t])
    return tuple((x + y) & M32 for x, y in zip(h, s))


class Sha2_256(HashAlgorithm):
    block_bits = 512

    def __init__(self, digest_bits: int) -> None:
        self.digest_bits = digest_bits
        self.name = f"sha{digest_bits}"
        self.iv: tuple[int, ...] = IV256 if digest_bits == 256 else IV224
        self.kat = KatRef("sha256", 256) if digest_bits == 256 else None

    def pad_tail(self, tail: bytes, bitlen: int, offset: int = 0) -> bytes:
        nbits = tail_bits(tail, bitlen, offset, self.block_bytes)
        if bitlen >= 2**64:
            raise MessageError("SHA-256 messages are shorter than 2^64 bits")
        msg = bytearray(message_bits(tail, nbits))
        if nbits % 8:
            msg[-1] |= 0x80 >> (nbits % 8)
        else:
            msg.append(0x80)
        while len(msg) % 64 != 56:
            msg.append(0)
        msg += struct.pack(">Q", bitlen)
        return bytes(msg)

    def hash(self, data: bytes, bitlen: int | None = None) -> bytes:
        padded = self.pad(data, bitlen)
        h = self.iv
        for i in range(0, len(padded), 64):
            h = compress(h, padded[i : i + 64])
        return struct.pack(">8I", *h)[: self.digest_bytes]


ALGORITHMS = [Sha2_256(256), Sha2_256(224)]
