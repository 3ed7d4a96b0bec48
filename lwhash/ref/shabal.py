"""Shabal-192/224/256/384/512 (round-2 version, the last one), bit-exact for any bit length.

Structure
---------
State: ``A`` (12 words), ``B`` (16 words), ``C`` (16 words) and a 64-bit block
counter ``W``.  All words are 32-bit; message words are little-endian.  One
round on a 512-bit block ``M`` (:func:`round_function`):

1. ``B[i] += M[i]``;
2. ``A[0] ^= W mod 2^32``, ``A[1] ^= W >> 32``;
3. the keyed permutation ``P_{M,C}`` (:func:`permutation`): ``B[i] <<<= 17``, then
   48 steps (:func:`perm_step`)::

       A[j mod 12] = U(A[j mod 12] ^ V(A[(j-1) mod 12] <<< 15) ^ C[(8-j) mod 16])
                     ^ B[(j+13) mod 16] ^ (B[(j+9) mod 16] & ~B[(j+6) mod 16]) ^ M[j mod 16]
       B[j mod 16] = ~(B[j mod 16] <<< 1) ^ A[j mod 12]

   with ``U(x) = 3x``, ``V(x) = 5x`` (mod 2^32), then ``A[j mod 12] += C[(j+3) mod 16]``
   for j = 0..35;
4. ``C[i] -= M[i]``;
5. swap ``B`` and ``C``.

The initial values are the state after two rounds on the prefix blocks
``(o, o+1, .., o+15)`` and ``(o+16, .., o+31)`` (``o`` = digest size in bits) from
an all-zero state with ``W = -1`` and ``W = 0`` (:func:`derive_iv`); they are
precomputed in ``IV``.

What :meth:`Shabal.pad` produces (the bytes a core receives)
------------------------------------------------------------
The message bits, one ``1`` bit, then ``0`` bits up to the next multiple of 512
bits (1..512 padding bits; an empty message gives one block ``80 00 .. 00``).
There is no length field.

What the core must still do
---------------------------
* Counter: block ``i`` (0-based) of the padded message is processed with
  ``W = i + 1`` (the first message block has ``W = 1``).
* Three extra final rounds: after the last padded block (block ``n - 1`` with
  ``n = bitlen // 512 + 1``), run three more full rounds on that same last
  block with the same counter ``W = n`` (``W`` is not incremented).
* Digest: the last ``digest_bits / 32`` words of ``C`` (after the final swap),
  little-endian, i.e. ``C[16 - digest_bits/32 .. 15]``.
"""

from __future__ import annotations

import struct

from .base import HashAlgorithm, KatRef, message_bits, tail_bits

M32 = 0xFFFFFFFF
M64 = 0xFFFFFFFFFFFFFFFF

#: Shabal state: (A[12], B[16], C[16])
State = tuple[list[int], list[int], list[int]]

BLOCK_BYTES = 64
EXTRA_ROUNDS = 3


def perm_step(a: list[int], b: list[int], c: list[int], m: list[int], j: int) -> None:
    """Step ``j`` (0..47) of the permutation, in place on ``a`` and ``b``."""
    ja = j % 12
    jb = j % 16
    p = a[(j - 1) % 12]
    p = ((p << 15) | (p >> 17)) & M32
    x = ((a[ja] ^ ((p * 5) & M32) ^ c[(8 - j) % 16]) * 3) & M32
    x ^= b[(jb + 13) & 15] ^ (b[(jb + 9) & 15] & ~b[(jb + 6) & 15] & M32) ^ m[jb]
    a[ja] = x
    y = b[jb]
    b[jb] = (~((y << 1) | (y >> 31)) & M32) ^ x


def permutation(a: list[int], b: list[int], c: list[int], m: list[int]) -> tuple[list[int], list[int]]:
    """The keyed permutation P_{M,C}(A, B) -> (A', B'); ``c`` and ``m`` are only read."""
    a = list(a)
    b = [((x << 17) | (x >> 15)) & M32 for x in b]
    for j in range(48):
        perm_step(a, b, c, m, j)
    for j in range(36):
        a[j % 12] = (a[j % 12] + c[(j + 3) % 16]) & M32
    return a, b


def round_function(state: State, block: bytes, w: int) -> State:
    """One full round (add M, XOR counter, P, subtract M, swap B/C) with counter ``w``."""
    a, b, c = state
    m = list(struct.unpack("<16I", block))
    b = [(x + y) & M32 for x, y in zip(b, m)]
    a = list(a)
    a[0] ^= w & M32
    a[1] ^= (w >> 32) & M32
    a, b = permutation(a, b, c, m)
    c = [(x - y) & M32 for x, y in zip(c, m)]
    return a, c, b


def derive_iv(digest_bits: int) -> State:
    """The initial state for a digest size: two rounds on the prefix blocks from zero."""
    state: State = ([0] * 12, [0] * 16, [0] * 16)
    o = digest_bits
    state = round_function(state, struct.pack("<16I", *range(o, o + 16)), M64)
    state = round_function(state, struct.pack("<16I", *range(o + 16, o + 32)), 0)
    return state


#: precomputed initial states (A, B, C) per digest size, equal to derive_iv(size)
IV: dict[int, tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]] = {
    192: (
        (0xFD749ED4, 0xB798E530, 0x33904B6F, 0x46BDA85E, 0x076934B4, 0x454B4058,
         0x77F74527, 0xFB4CF465, 0x62931DA9, 0xE778C8DB, 0x22B3998E, 0xAC15CFB9),
        (0x58BCBAC4, 0xEC47A08E, 0xAEE933B2, 0xDFCBC824, 0xA7944804, 0xBF65BDB0,
         0x5A9D4502, 0x59979AF7, 0xC5CEA54E, 0x4B6B8150, 0x16E71909, 0x7D632319,
         0x930573A0, 0xF34C63D1, 0xCAF914B4, 0xFDD6612C),
        (0x61550878, 0x89EF2B75, 0xA1660C46, 0x7EF3855B, 0x7297B58C, 0x1BC67793,
         0x7FB1C723, 0xB66FC640, 0x1A48B71C, 0xF0976D17, 0x088CE80A, 0xA454EDF3,
         0x1C096BF4, 0xAC76224B, 0x5215781C, 0xCD5D2669),
    ),
    224: (
        (0xA5201467, 0xA9B8D94A, 0xD4CED997, 0x68379D7B, 0xA7FC73BA, 0xF1A2546B,
         0x606782BF, 0xE0BCFD0F, 0x2F25374E, 0x069A149F, 0x5E2DFF25, 0xFAECF061),
        (0xEC9905D8, 0xF21850CF, 0xC0A746C8, 0x21DAD498, 0x35156EEB, 0x088C97F2,
         0x26303E40, 0x8A2D4FB5, 0xFEEE44B6, 0x8A1E9573, 0x7B81111A, 0xCBC139F0,
         0xA3513861, 0x1D2C362E, 0x918C580E, 0xB58E1B9C),
        (0xE4B573A1, 0x4C1A0880, 0x1E907C51, 0x04807EFD, 0x3AD8CDE5, 0x16B21302,
         0x02512C53, 0x2204CB18, 0x99405F2D, 0xE5B648A1, 0x70AB1D43, 0xA10C25C2,
         0x16F1AC05, 0x38BBEB56, 0x9B01DC60, 0xB1096D83),
    ),
    256: (
        (0x52F84552, 0xE54B7999, 0x2D8EE3EC, 0xB9645191, 0xE0078B86, 0xBB7C44C9,
         0xD2B5C1CA, 0xB0D2EB8C, 0x14CE5A45, 0x22AF50DC, 0xEFFDBC6B, 0xEB21B74A),
        (0xB555C6EE, 0x3E710596, 0xA72A652F, 0x9301515F, 0xDA28C1FA, 0x696FD868,
         0x9CB6BF72, 0x0AFE4002, 0xA6E03615, 0x5138C1D4, 0xBE216306, 0xB38B8890,
         0x3EA8B96B, 0x3299ACE4, 0x30924DD4, 0x55CB34A5),
        (0xB405F031, 0xC4233EBA, 0xB3733979, 0xC0DD9D55, 0xC51C28AE, 0xA327B8E1,
         0x56C56167, 0xED614433, 0x88B59D60, 0x60E2CEBA, 0x758B4B8B, 0x83E82A7F,
         0xBC968828, 0xE6E00BF7, 0xBA839E55, 0x9B491C60),
    ),
    384: (
        (0xC8FCA331, 0xE55C504E, 0x003EBF26, 0xBB6B8D83, 0x7B0448C1, 0x41B82789,
         0x0A7C9601, 0x8D659CFF, 0xB6E2673E, 0xCA54C77B, 0x1460FD7E, 0x3FCB8F2D),
        (0x527291FC, 0x2A16455F, 0x78E627E5, 0x944F169F, 0x1CA6F016, 0xA854EA25,
         0x8DB98ABE, 0xF2C62641, 0x30117DCB, 0xCF5C4309, 0x93711A25, 0xF9F671B8,
         0xB01D2116, 0x333F4B89, 0xB285D165, 0x86829B36),
        (0xF764B11A, 0x76172146, 0xCEF6934D, 0xC6D28399, 0xFE095F61, 0x5E6018B4,
         0x5048ECF5, 0x51353261, 0x6E6E36DC, 0x63130DAD, 0xA9C69BD6, 0x1E90EA0C,
         0x7C35073B, 0x28D95E6D, 0xAA340E0D, 0xCB3DEE70),
    ),
    512: (
        (0x20728DFD, 0x46C0BD53, 0xE782B699, 0x55304632, 0x71B4EF90, 0x0EA9E82C,
         0xDBB930F1, 0xFAD06B8B, 0xBE0CAE40, 0x8BD14410, 0x76D2ADAC, 0x28ACAB7F),
        (0xC1099CB7, 0x07B385F3, 0xE7442C26, 0xCC8AD640, 0xEB6F56C7, 0x1EA81AA9,
         0x73B9D314, 0x1DE85D08, 0x48910A5A, 0x893B22DB, 0xC5A0DF44, 0xBBC4324E,
         0x72D2F240, 0x75941D99, 0x6D8BDE82, 0xA1A7502B),
        (0xD9BF68D1, 0x58BAD750, 0x56028CB2, 0x8134F359, 0xB5D469D8, 0x941A8CC2,
         0x418B2A6E, 0x04052780, 0x7F07D787, 0x5194358F, 0x3C60D665, 0xBE97D79A,
         0x950C3434, 0xAED9A06D, 0x2537DC8D, 0x7CDB5969),
    ),
}


def _iv(digest_bits: int) -> State:
    a, b, c = IV[digest_bits]
    return list(a), list(b), list(c)


class Shabal(HashAlgorithm):
    block_bits = 512

    def __init__(self, digest_bits: int) -> None:
        if digest_bits not in (192, 224, 256, 384, 512):
            raise ValueError(f"Shabal digest size {digest_bits}")
        self.digest_bits = digest_bits
        self.name = f"shabal{digest_bits}"
        self.kat = None if digest_bits == 192 else KatRef("shabal256", digest_bits)

    def pad_tail(self, tail: bytes, bitlen: int, offset: int = 0) -> bytes:
        nbits = tail_bits(tail, bitlen, offset, self.block_bytes)
        msg = bytearray(message_bits(tail, nbits))
        if nbits % 8:
            msg[-1] |= 0x80 >> (nbits % 8)
        else:
            msg.append(0x80)
        msg += bytes(-len(msg) % BLOCK_BYTES)
        return bytes(msg)

    def hash(self, data: bytes, bitlen: int | None = None) -> bytes:
        padded = self.pad(data, bitlen)
        state = _iv(self.digest_bits)
        w = 1
        for i in range(0, len(padded), BLOCK_BYTES):
            state = round_function(state, padded[i : i + BLOCK_BYTES], w)
            w += 1
        last = padded[-BLOCK_BYTES:]
        for _ in range(EXTRA_ROUNDS):
            state = round_function(state, last, w - 1)
        c = state[2]
        nwords = self.digest_bits // 32
        return struct.pack(f"<{nwords}I", *c[16 - nwords :])


ALGORITHMS = [Shabal(192), Shabal(224), Shabal(256), Shabal(384), Shabal(512)]
