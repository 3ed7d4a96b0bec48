"""Keccak (SHA-3 competition round 3) and FIPS 202 SHA-3 / SHAKE, bit-exact for any bit length.

Models
------
* ``keccak224/256/384/512``: the round-3 submission, Keccak[r = 1600 - 2n, c = 2n] with plain
  pad10*1 and no domain bits (empty-message Keccak-256 = C5D24601...).  KAT: ``keccak256``.
* ``sha3_224/256/384/512``: FIPS 202 SHA3-n: the same sponge with the domain suffix ``01``
  before pad10*1 (empty-message SHA3-256 = A7FFC6F8...).
* :func:`shake128` / :func:`shake256`: FIPS 202 XOFs (suffix ``1111``), as functions only.

Bit order
---------
lwhash messages are NIST MSB-first bit strings (``data``/``bitlen``, see :mod:`.base`).  Keccak
absorbs bytes LSB-first.  The mapping used here is the one of the Keccak team's NIST API (and
of the NIST SHA-3 CAVP bit-oriented files): whole message bytes go into the sponge unchanged;
the ``n = bitlen % 8`` bits of a final partial byte ``d`` (the top ``n`` bits of ``d``) enter as
the byte value ``d >> (8 - n)``, i.e. as the ``n`` low-order (first-absorbed) bits.  So the
FIPS 202 example message ``11001`` (CAVP hex ``13``) is ``hash(b"\\x98", 5)`` here.

What :meth:`Keccak.pad` returns
-------------------------------
Exactly the byte stream a sponge core XORs into its rate (lane ``i`` of a block is bytes
``8i..8i+7`` of the block, little-endian), a whole number of ``rate/8``-byte blocks, at least one:

1. the ``bitlen // 8`` whole message bytes, unchanged;
2. a tail, little-endian bit order: the ``n = bitlen % 8`` partial message bits as the value
   ``d >> (8 - n)``, then the domain suffix (none for Keccak; bits ``0,1`` for SHA-3; ``1,1,1,1``
   for SHAKE), then the first pad bit ``1``.  For byte-aligned Keccak this is the byte ``01``,
   for byte-aligned SHA-3 ``06``, for SHAKE ``1F``;
3. zero bytes up to a whole block, and the last pad bit: ``0x80`` OR-ed into the final byte
   of the last block (one single ``81`` byte when the tail bit lands on the block's last byte,
   e.g. ``86`` for SHA-3).

The core needs nothing else: every block is absorbed alike, then the digest is the first
``digest_bits`` of the state (lanes little-endian), squeezed once (rate > digest for all four sizes).
"""

from __future__ import annotations

from .base import HashAlgorithm, KatRef, check_bits, tail_bits

M64 = (1 << 64) - 1
ROUNDS = 24


def _gen_round_constants() -> tuple[int, ...]:
    """RC[i] of Keccak-f[1600] from the degree-8 LFSR x^8 + x^6 + x^5 + x^4 + 1 (FIPS 202 rc(t))."""

    def rc_bit(t: int) -> int:
        if t % 255 == 0:
            return 1
        r = 0x01
        for _ in range(t % 255):
            r <<= 1
            if r & 0x100:
                r ^= 0x171
        return r & 1

    out = []
    for i in range(ROUNDS):
        v = 0
        for j in range(7):
            if rc_bit(j + 7 * i):
                v |= 1 << ((1 << j) - 1)
        out.append(v)
    return tuple(out)


def _gen_rho_offsets() -> tuple[int, ...]:
    """Rotation offset of lane (x, y), stored at index x + 5*y (FIPS 202 Algorithm 2)."""
    r = [0] * 25
    x, y = 1, 0
    for t in range(24):
        r[x + 5 * y] = ((t + 1) * (t + 2) // 2) % 64
        x, y = y, (2 * x + 3 * y) % 5
    return tuple(r)


#: iota round constants RC[0..23]
ROUND_CONSTANTS: tuple[int, ...] = _gen_round_constants()
#: rho rotation offsets, index x + 5*y
RHO_OFFSETS: tuple[int, ...] = _gen_rho_offsets()
#: pi: lane at index x + 5*y moves to index y + 5*((2x + 3y) mod 5)
PI_DEST: tuple[int, ...] = tuple(y + 5 * ((2 * x + 3 * y) % 5) for y in range(5) for x in range(5))


def _rotl(v: int, n: int) -> int:
    return ((v << n) | (v >> (64 - n))) & M64 if n else v


def theta(a: list[int]) -> list[int]:
    c = [a[x] ^ a[x + 5] ^ a[x + 10] ^ a[x + 15] ^ a[x + 20] for x in range(5)]
    d = [c[(x - 1) % 5] ^ _rotl(c[(x + 1) % 5], 1) for x in range(5)]
    return [a[i] ^ d[i % 5] for i in range(25)]


def rho(a: list[int]) -> list[int]:
    return [_rotl(a[i], RHO_OFFSETS[i]) for i in range(25)]


def pi(a: list[int]) -> list[int]:
    b = [0] * 25
    for i in range(25):
        b[PI_DEST[i]] = a[i]
    return b


def chi(a: list[int]) -> list[int]:
    return [
        a[i] ^ ((~a[5 * (i // 5) + (i + 1) % 5]) & a[5 * (i // 5) + (i + 2) % 5]) & M64 for i in range(25)
    ]


def iota(a: list[int], round_index: int) -> list[int]:
    b = list(a)
    b[0] ^= ROUND_CONSTANTS[round_index]
    return b


def keccak_round(a: list[int], round_index: int) -> list[int]:
    """One round R = iota . chi . pi . rho . theta on 25 lanes (index x + 5*y), step by step."""
    return iota(chi(pi(rho(theta(a)))), round_index)


# fast permutation: rho and pi folded into one table of (source lane, rotation) per destination
_RHO_PI = tuple(
    (src, RHO_OFFSETS[src]) for dst in range(25) for src in range(25) if PI_DEST[src] == dst
)


def keccak_f1600(a: list[int]) -> list[int]:
    """Keccak-f[1600]: 24 rounds on 25 64-bit lanes (index x + 5*y); returns a new list."""
    a = list(a)
    rhopi = _RHO_PI
    for rc in ROUND_CONSTANTS:
        c0 = a[0] ^ a[5] ^ a[10] ^ a[15] ^ a[20]
        c1 = a[1] ^ a[6] ^ a[11] ^ a[16] ^ a[21]
        c2 = a[2] ^ a[7] ^ a[12] ^ a[17] ^ a[22]
        c3 = a[3] ^ a[8] ^ a[13] ^ a[18] ^ a[23]
        c4 = a[4] ^ a[9] ^ a[14] ^ a[19] ^ a[24]
        d = (
            c4 ^ (((c1 << 1) | (c1 >> 63)) & M64),
            c0 ^ (((c2 << 1) | (c2 >> 63)) & M64),
            c1 ^ (((c3 << 1) | (c3 >> 63)) & M64),
            c2 ^ (((c4 << 1) | (c4 >> 63)) & M64),
            c3 ^ (((c0 << 1) | (c0 >> 63)) & M64),
        )
        b = []
        for src, r in rhopi:
            v = a[src] ^ d[src % 5]
            b.append(((v << r) | (v >> (64 - r))) & M64 if r else v)
        for y in (0, 5, 10, 15, 20):
            b0, b1, b2, b3, b4 = b[y : y + 5]
            a[y] = b0 ^ (~b1 & b2)
            a[y + 1] = b1 ^ (~b2 & b3)
            a[y + 2] = b2 ^ (~b3 & b4)
            a[y + 3] = b3 ^ (~b4 & b0)
            a[y + 4] = b4 ^ (~b0 & b1)
        a[0] ^= rc
    return a


def state_from_bytes(b: bytes) -> list[int]:
    """200 bytes -> 25 lanes (little-endian 64-bit words)."""
    return [int.from_bytes(b[8 * i : 8 * i + 8], "little") for i in range(25)]


def state_to_bytes(a: list[int]) -> bytes:
    return b"".join(v.to_bytes(8, "little") for v in a)


def absorb_block(a: list[int], block: bytes) -> list[int]:
    """XOR one rate-sized block into the lanes (little-endian) and apply Keccak-f[1600]."""
    a = list(a)
    for i in range(len(block) // 8):
        a[i] ^= int.from_bytes(block[8 * i : 8 * i + 8], "little")
    return keccak_f1600(a)


#: domain suffix bits (value LSB-first, bit count) appended before pad10*1
SUFFIX_KECCAK = (0, 0)
SUFFIX_SHA3 = (0b10, 2)
SUFFIX_SHAKE = (0b1111, 4)


def sponge_pad(data: bytes, bitlen: int, rate_bytes: int, suffix: tuple[int, int]) -> bytes:
    """Message bytes + suffix + pad10*1, whole rate blocks (see the module docstring)."""
    nfull, n = divmod(bitlen, 8)
    sval, slen = suffix
    tail = (data[nfull] >> (8 - n) if n else 0) | (sval << n) | (1 << (n + slen))
    tbits = n + slen + 1
    out = bytearray(data[:nfull])
    out += tail.to_bytes((tbits + 7) // 8, "little")
    total = 8 * nfull + tbits  # bits so far; the final '1' needs one more
    blocks = (total + 1 + 8 * rate_bytes - 1) // (8 * rate_bytes)
    out += bytes(blocks * rate_bytes - len(out))
    out[-1] |= 0x80
    return bytes(out)


def sponge(padded: bytes, rate_bytes: int, out_bytes: int) -> bytes:
    """Absorb the padded blocks, then squeeze ``out_bytes`` bytes."""
    a = [0] * 25
    for i in range(0, len(padded), rate_bytes):
        a = absorb_block(a, padded[i : i + rate_bytes])
    out = bytearray()
    while True:
        out += state_to_bytes(a)[:rate_bytes]
        if len(out) >= out_bytes:
            return bytes(out[:out_bytes])
        a = keccak_f1600(a)


class Keccak(HashAlgorithm):
    """Keccak[r = 1600 - 2*digest] (``variant="keccak"``, round 3) or FIPS 202 SHA3 (``variant="sha3"``)."""

    def __init__(self, digest_bits: int, variant: str = "keccak") -> None:
        if variant not in ("keccak", "sha3"):
            raise ValueError(f"unknown Keccak variant {variant!r}")
        self.digest_bits = digest_bits
        self.variant = variant
        self.capacity_bits = 2 * digest_bits
        self.block_bits = 1600 - self.capacity_bits
        self.suffix = SUFFIX_KECCAK if variant == "keccak" else SUFFIX_SHA3
        if variant == "keccak":
            self.name = f"keccak{digest_bits}"
            self.kat = KatRef("keccak256", digest_bits)
        else:
            self.name = f"sha3_{digest_bits}"
            self.kat = None

    def pad_tail(self, tail: bytes, bitlen: int, offset: int = 0) -> bytes:
        # the sponge padding has no length field: the tail pads like a message of its own
        return sponge_pad(tail, tail_bits(tail, bitlen, offset, self.block_bytes), self.block_bytes, self.suffix)

    def hash(self, data: bytes, bitlen: int | None = None) -> bytes:
        padded = self.pad(data, bitlen)
        return sponge(padded, self.block_bytes, self.digest_bytes)


def _shake(rate_bytes: int, data: bytes, bitlen: int | None, outbits: int) -> bytes:
    bitlen = check_bits(data, bitlen)
    if outbits < 0:
        raise ValueError("output length must be >= 0")
    out = bytearray(sponge(sponge_pad(data, bitlen, rate_bytes, SUFFIX_SHAKE), rate_bytes, (outbits + 7) // 8))
    if outbits % 8:
        out[-1] &= (1 << (outbits % 8)) - 1  # output bits are LSB-first within bytes
    return bytes(out)


def shake128(data: bytes, bitlen: int | None = None, outbits: int = 256) -> bytes:
    """SHAKE128(M, outbits): ``ceil(outbits/8)`` bytes; a partial last byte keeps its low bits."""
    return _shake(168, data, bitlen, outbits)


def shake256(data: bytes, bitlen: int | None = None, outbits: int = 512) -> bytes:
    """SHAKE256(M, outbits): ``ceil(outbits/8)`` bytes; a partial last byte keeps its low bits."""
    return _shake(136, data, bitlen, outbits)


ALGORITHMS = [Keccak(n) for n in (224, 256, 384, 512)] + [Keccak(n, "sha3") for n in (224, 256, 384, 512)]
