"""ECHO (ECHO-224/256/384/512), round-2 version, salt zero, bit-exact for any bit length.

The state is 16 words of 128 bits, ``W[0..15]``, arranged as a 4x4 matrix stored
column by column (``W[4c + r]`` is row ``r`` of column ``c``). Every 128-bit word
is an AES state: its 16 bytes are in stream order, which here is also the
little-endian integer value (``int.from_bytes(b, "little")``).

* ECHO-224/256 ("small"): chaining value ``V`` = 4 words (512 bits), message block
  ``M`` = 12 words (1536 bits), 8 rounds;
* ECHO-384/512 ("big"): ``V`` = 8 words (1024 bits), ``M`` = 8 words (1024 bits),
  10 rounds.

Padding (what :meth:`Echo.pad` returns, i.e. exactly what a core receives)
--------------------------------------------------------------------------
A block is 192 bytes (ECHO-224/256) or 128 bytes (ECHO-384/512).

* the message bits (MSB-first in each byte, NIST order), one ``1`` bit (a
  ``0x80`` byte for a byte-aligned message, else the next bit of the last byte);
* ``0`` bits until 18 bytes before the end of a block (a new block is started
  when fewer than 18 bytes are left after the ``1`` bit);
* the digest size in bits as a 16-bit little-endian integer (224, 256, 384, 512);
* the message bit length as a 128-bit little-endian integer.

What the core still does
------------------------
* ``V`` starts as ``digest_bits`` in every 128-bit word (:func:`initial_value`).
* Each block is compressed with a 128-bit counter ``C`` (the first AES key of
  every BIG.SubWords, incremented by 1 after each of the 16 words in each
  round, mod 2^128). With ``B`` = block bits and ``i`` = block index (0-based),
  the core derives ``C`` from the bit length alone (:func:`block_counter`):
  ``C = min(bitlen, (i + 1) * B)`` if block ``i`` holds at least one message bit,
  i.e. ``bitlen > i * B``, and ``C = 0`` otherwise (a block of padding only:
  the empty message, a message that fills its last block exactly, or the extra
  block when the trailer did not fit). Note ``C`` is the message bits up to and
  including this block, without padding bits.
* The second AES round of each word uses the salt as key (zero here).
* After the rounds, fold (:func:`compress`): ``V'[i] = XOR over k of (Win[i+4k]
  ^ Wout[i+4k])`` for ECHO-224/256 (k = 0..3), ``V'[i] = Win[i] ^ Wout[i] ^
  Win[i+8] ^ Wout[i+8]`` for ECHO-384/512.
* The digest is the first ``digest_bits`` of ``V`` (words in order, bytes in
  stream order).

Inner pieces: :func:`aes_round`, :func:`big_sub_words`, :func:`big_shift_rows`,
:func:`big_mix_columns`, :func:`big_round`, :func:`compress`.
"""

from __future__ import annotations

from ._aes import SBOX
from ._aes import gf_mul as _gmul
from .base import HashAlgorithm, KatRef, MessageError, check_bits, message_bits, tail_bits

M128 = (1 << 128) - 1


# --- AES -------------------------------------------------------------------------


# T[j][r][x]: contribution of S-box input x at row r to output column j, already
# placed at bits 32j of the 128-bit word (little-endian packing: row r = byte r).
_T0 = [(_gmul(s, 2)) | (s << 8) | (s << 16) | (_gmul(s, 3) << 24) for s in SBOX]
_TR = [[((t << (8 * r)) | (t >> (32 - 8 * r))) & 0xFFFFFFFF for t in _T0] for r in range(4)]
T = tuple(tuple(tuple(v << (32 * j) for v in _TR[r]) for r in range(4)) for j in range(4))


def aes_round(w: int, key: int) -> int:
    """One AES round (SubBytes, ShiftRows, MixColumns, AddRoundKey) on a 128-bit word."""
    b = w.to_bytes(16, "little")
    (t00, t01, t02, t03), (t10, t11, t12, t13), (t20, t21, t22, t23), (t30, t31, t32, t33) = T
    return (
        t00[b[0]] ^ t01[b[5]] ^ t02[b[10]] ^ t03[b[15]]
        ^ t10[b[4]] ^ t11[b[9]] ^ t12[b[14]] ^ t13[b[3]]
        ^ t20[b[8]] ^ t21[b[13]] ^ t22[b[2]] ^ t23[b[7]]
        ^ t30[b[12]] ^ t31[b[1]] ^ t32[b[6]] ^ t33[b[11]]
        ^ key
    )


# --- ECHO round ------------------------------------------------------------------

def big_sub_words(w: list[int], counter: int, salt: int = 0) -> tuple[list[int], int]:
    """BIG.SubWords: two AES rounds per word, keys (counter + word index) and salt.

    Returns the new words and the counter after the 16 increments.
    """
    out = []
    for x in w:
        out.append(aes_round(aes_round(x, counter), salt))
        counter = (counter + 1) & M128
    return out, counter


def big_shift_rows(w: list[int]) -> list[int]:
    """BIG.ShiftRows: row r moves r columns to the left: new W[4c+r] = old W[4((c+r)%4)+r]."""
    return [w[4 * ((c + r) & 3) + r] for c in range(4) for r in range(4)]


_LO7 = int("7f" * 16, 16)
_HI1 = int("01" * 16, 16)


def xtime(x: int) -> int:
    """Multiply all 16 bytes of a 128-bit word by 2 in GF(2^8) (AES polynomial)."""
    return ((x & _LO7) << 1) ^ (((x >> 7) & _HI1) * 0x1B)


def big_mix_columns(w: list[int]) -> list[int]:
    """BIG.MixColumns: the AES MixColumns matrix applied byte position by byte position
    to the four words of each column."""
    out = []
    for c in range(0, 16, 4):
        a, b, cc, d = w[c], w[c + 1], w[c + 2], w[c + 3]
        ab, bc, cd = a ^ b, b ^ cc, cc ^ d
        abx, bcx, cdx = xtime(ab), xtime(bc), xtime(cd)
        out += [abx ^ bc ^ d, bcx ^ a ^ cd, cdx ^ ab ^ d, abx ^ bcx ^ cdx ^ ab ^ cc]
    return out


def big_round(w: list[int], counter: int, salt: int = 0) -> tuple[list[int], int]:
    """One ECHO round: BIG.SubWords, BIG.ShiftRows, BIG.MixColumns."""
    w, counter = big_sub_words(w, counter, salt)
    return big_mix_columns(big_shift_rows(w)), counter


def compress(v: list[int], m: list[int], counter: int, salt: int = 0) -> list[int]:
    """The compression function: new chaining value from V (4 or 8 words), the message
    words M (12 or 8) and the block counter."""
    w_in = list(v) + list(m)
    nrounds = 8 if len(v) == 4 else 10
    w = w_in
    for _ in range(nrounds):
        w, counter = big_round(w, counter, salt)
    if len(v) == 4:
        return [
            w_in[i] ^ w[i] ^ w_in[i + 4] ^ w[i + 4] ^ w_in[i + 8] ^ w[i + 8] ^ w_in[i + 12] ^ w[i + 12]
            for i in range(4)
        ]
    return [w_in[i] ^ w[i] ^ w_in[i + 8] ^ w[i + 8] for i in range(8)]


def initial_value(digest_bits: int) -> list[int]:
    """V_0: the digest size in every 128-bit word of the chaining value."""
    return [digest_bits] * (4 if digest_bits <= 256 else 8)


def block_counter(i: int, bitlen: int, block_bits: int) -> int:
    """The counter C of block i (0-based) of a message of ``bitlen`` bits."""
    if bitlen > i * block_bits:
        return min(bitlen, (i + 1) * block_bits)
    return 0


def block_words(block: bytes) -> list[int]:
    """The 128-bit words of a block (16 bytes each, stream order = little-endian)."""
    return [int.from_bytes(block[k : k + 16], "little") for k in range(0, len(block), 16)]


class Echo(HashAlgorithm):
    def __init__(self, digest_bits: int, salt: int = 0) -> None:
        self.digest_bits = digest_bits
        self.name = f"echo{digest_bits}"
        self.block_bits = 1536 if digest_bits <= 256 else 1024
        self.salt = salt
        self.kat = KatRef("echo256", digest_bits)

    def pad_tail(self, tail: bytes, bitlen: int, offset: int = 0) -> bytes:
        nbits = tail_bits(tail, bitlen, offset, self.block_bytes)
        if bitlen >= 2**128:
            raise MessageError("ECHO messages are shorter than 2^128 bits")
        bb = self.block_bytes
        msg = bytearray(message_bits(tail, nbits))
        if nbits % 8:
            msg[-1] |= 0x80 >> (nbits % 8)
        else:
            msg.append(0x80)
        msg += bytes((bb - 18 - len(msg)) % bb)
        msg += self.digest_bits.to_bytes(2, "little") + bitlen.to_bytes(16, "little")
        return bytes(msg)

    def hash(self, data: bytes, bitlen: int | None = None) -> bytes:
        padded = self.pad(data, bitlen)
        bitlen = check_bits(data, bitlen)
        bb = self.block_bytes
        v = initial_value(self.digest_bits)
        for i in range(len(padded) // bb):
            m = block_words(padded[i * bb : (i + 1) * bb])
            v = compress(v, m, block_counter(i, bitlen, self.block_bits), self.salt)
        out = b"".join(x.to_bytes(16, "little") for x in v)
        return out[: self.digest_bytes]


ALGORITHMS = [Echo(224), Echo(256), Echo(384), Echo(512)]
