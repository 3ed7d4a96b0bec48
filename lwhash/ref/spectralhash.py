"""Spectral Hash (SHA-3 round 1; Saldamlı, Koç et al.), Spectral Hash-224/256/384/512,
bit-exact for any bit length as the submission code computes it.

KAT: ``spectralhash`` (shared/kat/spectralhash/, generated from the submission code
``shash.c`` as kept in maciejczyzewski/libchaos; see shared/kat/SOURCES.md).  The
specification's own test values were not found anywhere; the model follows that code,
quirks included (below), because the KAT files do.

State
-----
Everything works on 4-bit *nibbles* (values 0..15, or 0..16 after a transform mod 17)
arranged in a 4 x 4 x 8 "prism" of 128 cells.  Cell ``(i, j, k)`` (i, j = 0..3, k = 0..7)
is index ``n = 32 i + 8 j + k`` here; a 512-bit message block fills the cells in that
order, high nibble of each byte first (so nibble ``n`` of the block goes to cell ``n``).

* ``s``: the s-prism, the block being compressed (reloaded from every block);
* ``h``: the h-prism, 128 nibbles of chaining value, all zero at the start;
* ``p``: the p-prism, a permutation of 0..127 (a 7-bit pointer per cell), the identity
  ``p[n] = n`` at the start.  It is updated by data-dependent swaps and a fixed rotation
  and carries over from block to block; it also decides which bits form the digest.

Compression of one block (:func:`compress`)
-------------------------------------------
0. (for some blocks only, see below) *initial swap control* (:func:`initial_swap`): for
   every cell ``n = (i, j, k)`` in order, swap ``p[n]`` with ``p[(s_hi, s_lo, k)]``, where
   ``s_hi``, ``s_lo`` are the upper and lower two bits of the message nibble ``s[n]``;
1. affine transformation: ``s[n] = AFFINE[s[n]]`` (a 4-bit S-box, :data:`AFFINE`);
2. k-swaps (:func:`k_swaps`): per (i, j), bits of ``s[i,j,0] ^ s[i,j,4]`` that are 0
   swap ``p[i,j,b]`` with ``p[i,j,7-b]`` (b = 0..3); then bits of ``s[i,j,1]`` that are 0
   swap the k-pairs (0,1), (2,3), (1,2), (0,3) (bits 0..3), and bits of ``s[i,j,5]`` the
   pairs (4,5), (6,7), (5,6), (4,7);
3. 8-point DFT over GF(17) along k of every (i, j) line, root of unity 2:
   ``X[m] = sum_k 2^(k m) x[k] mod 17``;
4. j-swaps (:func:`j_swaps`), controlled by the cells ``s[i, 2, k]``: for bit 0, 1, 2 of
   that value equal to bit 0, 1, 2 of ``k`` swap ``p`` at j = (0,1), (2,3), (1,2); for bit 3
   equal to bit 0 of ``i`` swap j = (0,3) (in this order, same i and k);
5. 4-point DFT over GF(17) along j of every (i, k) line, root of unity 4;
6. i-swaps (:func:`i_swaps`), the same with the cells ``s[3, j, k]``, swapping along i
   (pairs (0,1), (2,3), (1,2) by bits 0..2 against k's bits, (0,3) by bit 3 against j's bit 0);
7. 4-point DFT along i of every (j, k) line;
8. non-linear transformation (:func:`nlst`), from the old s for every cell: with
   ``x = s[n]`` (0..16) and ``q = p[n]``,
   ``s'[n] = INV[(x & 15) ^ (q & 15)] ^ INV[(s[q] & 15) ^ ((x >> 4) << 3 | q >> 4)] ^ h[n]``
   where ``INV`` is inversion in GF(16) modulo x^4+x^3+x^2+x+1 (:data:`INV`, 0 -> 0);
   then ``h = s'``;
9. rotation of the p-prism (:func:`rotate_p`): the k = 0, 4 layers stay, the k = 1, 5
   layers become ``p[3-j, i]``, the k = 2, 6 layers ``p[j, i]`` (a transpose), the
   k = 3, 7 layers ``p[j, 3-i]``.

Output (:func:`digest`): after the last block, cell ``n`` contributes the bits of ``h[n]``
selected by the mask ``SG[d][p[n] & 3]`` (:data:`SG`; four 4-bit masks per digest size
``d``), bit 0 first; cells in order, the bits fill the digest MSB-first.  Every size's masks
select exactly ``d`` bits because ``p`` is a permutation.

Padding (what :meth:`SpectralHash.pad` returns, i.e. exactly what a core receives)
---------------------------------------------------------------------------------
The message, then ``1`` bit and ``0`` bits up to 448 mod 512 and the bit length as a
64-bit big-endian integer (one or two blocks after the last whole message block), with
the submission code's last-byte rule:

* ``bitlen mod 8 = 0``: a ``0x80`` byte follows the message (an empty message, and one
  of a whole number of blocks, get a block that starts with it);
* ``bitlen mod 8 = 1..3``: the ``1`` bit follows the last message bit in that byte;
* ``bitlen mod 8 = 4..7``: **the low nibble of the message's last byte is cleared**:
  the code writes the byte as two nibbles and then starts the zero fill on the second
  one, so the message bits 4..(bitlen mod 8 - 1) of that byte and the ``1`` bit are lost.
  The length field still holds the whole ``bitlen``, so different lengths stay apart.

What the core still does
------------------------
* ``p = (0, 1, .., 127)``, ``h = 0``.
* The initial swap control (step 0) runs on the **first** block of the padded message
  and on **every block from block ``floor(bitlen / 512)`` on** (the one or two blocks the
  code's ``Final()`` builds: they hold the message's last bits, if any, and the padding).
  Blocks in between skip it.  (The code's ``Update()`` runs it on its first block only;
  ``Final()`` runs it on every block it compresses.)
* Digest: the bits of ``h`` selected by ``p``, as above.

The disputed entries (Len = 512, 1024, 1536)
--------------------------------------------
Two copies of the submission code exist and differ in one branch of ``Final()`` when no
message bits are left over (``bitlen`` a multiple of 512): the libchaos copy always
compresses a padding block (``0x80``, zeros, length), the CryptoStreams/EACirc copy only
for the empty message, so for ``bitlen`` = 512, 1024, 1536, ... it hashes no padding and
no length block at all.  The KAT files follow the libchaos copy (ordinary Merkle-Damgård
padding, as every other length gets in both copies), so this model does too.  The
choice is a judgement, not proven: those 12 KAT entries (3 lengths x 4 sizes) have only
one source; both values are in shared/kat/spectralhash/DISPUTED_ENTRIES.txt.
``SpectralHash(n, variant="cryptostreams")`` gives the other copy's digests for
comparison (not registered, no KAT file).
"""

from __future__ import annotations

from .base import HashAlgorithm, KatRef, MessageError, message_bits, tail_bits

BLOCK_BYTES = 64
CELLS = 128

#: the affine transformation, a 4-bit S-box (submission table)
AFFINE: tuple[int, ...] = (7, 0, 8, 2, 12, 4, 13, 11, 10, 3, 14, 15, 6, 1, 5, 9)


def _gf16_mul(a: int, b: int) -> int:
    """a * b in GF(2^4) modulo x^4 + x^3 + x^2 + x + 1 (0x1F)."""
    r = 0
    while b:
        if b & 1:
            r ^= a
        a <<= 1
        if a & 0x10:
            a ^= 0x1F
        b >>= 1
    return r


#: inversion in GF(2^4) modulo x^4+x^3+x^2+x+1, with 0 -> 0
INV: tuple[int, ...] = tuple(
    0 if x == 0 else next(y for y in range(1, 16) if _gf16_mul(x, y) == 1) for x in range(16)
)

#: the digest bit masks: SG[d][v] selects the bits of h[n] where p[n] & 3 == v
SG: dict[int, tuple[int, int, int, int]] = {
    224: (0x03, 0x06, 0x0C, 0x08),
    256: (0x03, 0x07, 0x0C, 0x08),
    384: (0x07, 0x0F, 0x0E, 0x0C),
    512: (0x0F, 0x0F, 0x0F, 0x0F),
}

VARIANTS = ("libchaos", "cryptostreams")


def cell(i: int, j: int, k: int) -> int:
    """The index of prism cell (i, j, k)."""
    return 32 * i + 8 * j + k


# ---- precomputed index maps and transforms ---------------------------------------------

#: the DFT matrices over GF(17): 8 points (root 2) and 4 points (root 4)
DFT8: tuple[tuple[int, ...], ...] = tuple(tuple(pow(2, a * b, 17) for b in range(8)) for a in range(8))
DFT4: tuple[tuple[int, ...], ...] = tuple(tuple(pow(4, a * b, 17) for b in range(4)) for a in range(4))

_LINES_K = tuple(tuple(cell(i, j, k) for k in range(8)) for i in range(4) for j in range(4))
_LINES_J = tuple(tuple(cell(i, j, k) for j in range(4)) for i in range(4) for k in range(8))
_LINES_I = tuple(tuple(cell(i, j, k) for i in range(4)) for j in range(4) for k in range(8))

#: rotate_p as a source map: new p[n] = old p[_ROT[n]]
_ROT = tuple(
    cell(i, j, k) if k % 4 == 0
    else cell(3 - j, i, k) if k % 4 == 1
    else cell(j, i, k) if k % 4 == 2
    else cell(j, 3 - i, k)
    for i in range(4) for j in range(4) for k in range(8)
)


def _dft_lines(s: list[int], lines: tuple[tuple[int, ...], ...], matrix: tuple[tuple[int, ...], ...]) -> None:
    for line in lines:
        x = [s[c] for c in line]
        for c, row in zip(line, matrix):
            s[c] = sum(a * b for a, b in zip(row, x)) % 17


def _swap(p: list[int], a: int, b: int) -> None:
    p[a], p[b] = p[b], p[a]


# ---- the steps --------------------------------------------------------------------------


def initial_swap(s: list[int], p: list[int]) -> None:
    """Step 0: swap p[i,j,k] with p[s_hi, s_lo, k] for every cell in order (in place)."""
    for n in range(CELLS):
        v = s[n]
        _swap(p, n, 32 * (v >> 2 & 3) + 8 * (v & 3) + (n & 7))


def k_swaps(s: list[int], p: list[int]) -> None:
    """Step 2 (after the affine transformation): swaps along k (in place)."""
    for base in range(0, CELLS, 8):
        c = s[base] ^ s[base + 4]
        for b in range(4):
            if not c >> b & 1:
                _swap(p, base + b, base + 7 - b)
    for floor, off in ((1, 0), (5, 4)):
        for base in range(0, CELLS, 8):
            c = s[base + floor]
            for bit, (a, b) in enumerate(((0, 1), (2, 3), (1, 2), (0, 3))):
                if not c >> bit & 1:
                    _swap(p, base + off + a, base + off + b)


def j_swaps(s: list[int], p: list[int]) -> None:
    """Step 4: swaps along j, controlled by s[i, 2, k] (in place)."""
    for i in range(4):
        for k in range(8):
            c = s[cell(i, 2, k)]
            for bit, (a, b), ref in ((0, (0, 1), k), (1, (2, 3), k >> 1), (2, (1, 2), k >> 2), (3, (0, 3), i)):
                if (c >> bit & 1) == (ref & 1):
                    _swap(p, cell(i, a, k), cell(i, b, k))


def i_swaps(s: list[int], p: list[int]) -> None:
    """Step 6: swaps along i, controlled by s[3, j, k] (in place)."""
    for j in range(4):
        for k in range(8):
            c = s[cell(3, j, k)]
            for bit, (a, b), ref in ((0, (0, 1), k), (1, (2, 3), k >> 1), (2, (1, 2), k >> 2), (3, (0, 3), j)):
                if (c >> bit & 1) == (ref & 1):
                    _swap(p, cell(a, j, k), cell(b, j, k))


def nlst(s: list[int], p: list[int], h: list[int]) -> list[int]:
    """Step 8: the new h-prism."""
    inv = INV
    out = []
    for x, q, hv in zip(s, p, h):
        out.append(inv[(x & 15) ^ (q & 15)] ^ inv[(s[q] & 15) ^ ((x >> 4) << 3 | q >> 4)] ^ hv)
    return out


def rotate_p(p: list[int]) -> list[int]:
    """Step 9: the fixed rotation of the p-prism."""
    return [p[src] for src in _ROT]


def compress(s: list[int], p: list[int], h: list[int], swap_control: bool) -> tuple[list[int], list[int]]:
    """One block (128 nibbles ``s``) into (p, h); ``swap_control`` runs step 0 first."""
    s = list(s)
    p = list(p)
    if swap_control:
        initial_swap(s, p)
    s = [AFFINE[x] for x in s]
    k_swaps(s, p)
    _dft_lines(s, _LINES_K, DFT8)
    j_swaps(s, p)
    _dft_lines(s, _LINES_J, DFT4)
    i_swaps(s, p)
    _dft_lines(s, _LINES_I, DFT4)
    h = nlst(s, p, h)
    return rotate_p(p), h


def nibbles(block: bytes) -> list[int]:
    """A 64-byte block as 128 nibbles, high nibble of each byte first."""
    out = []
    for b in block:
        out.append(b >> 4)
        out.append(b & 15)
    return out


def digest(p: list[int], h: list[int], digest_bits: int) -> bytes:
    """The output: the bits of h selected by the masks SG[digest_bits][p & 3]."""
    masks = SG[digest_bits]
    bits = 0
    count = 0
    for q, hv in zip(p, h):
        m = masks[q & 3]
        for i in range(4):
            if m >> i & 1:
                bits = (bits << 1) | (hv >> i & 1)
                count += 1
    assert count == digest_bits
    return bits.to_bytes(digest_bits // 8, "big")


def swap_control_blocks(bitlen: int, nblocks: int) -> list[bool]:
    """For every block of the padded message: whether it gets the initial swap control
    (the first block, and every block from ``floor(bitlen / 512)`` on)."""
    first_final = bitlen // 512
    return [i == 0 or i >= first_final for i in range(nblocks)]


class SpectralHash(HashAlgorithm):
    """Spectral Hash-``digest_bits``; ``variant="cryptostreams"`` gives the other code copy
    (no padding block when ``bitlen`` is a nonzero multiple of 512; not registered)."""

    block_bits = 512

    def __init__(self, digest_bits: int, variant: str = "libchaos") -> None:
        if digest_bits not in SG:
            raise ValueError(f"Spectral Hash model has no {digest_bits}-bit digest")
        if variant not in VARIANTS:
            raise ValueError(f"unknown Spectral Hash variant {variant!r}")
        self.digest_bits = digest_bits
        self.variant = variant
        if variant == "libchaos":
            self.name = f"spectralhash{digest_bits}"
            self.kat = KatRef("spectralhash", digest_bits)
        else:
            self.name = f"spectralhash{digest_bits}_cryptostreams"
            self.kat = None

    def pad_tail(self, tail: bytes, bitlen: int, offset: int = 0) -> bytes:
        nbits = tail_bits(tail, bitlen, offset, BLOCK_BYTES)
        if bitlen >= 2**64:
            raise MessageError("Spectral Hash messages are shorter than 2^64 bits")
        msg = bytearray(message_bits(tail, nbits))
        if self.variant == "cryptostreams" and bitlen and bitlen % 512 == 0:
            return bytes(msg)
        r = nbits % 8
        if r:
            msg[-1] = (msg[-1] | (0x80 >> r)) & 0xF0     # the code's last-byte rule
        else:
            msg.append(0x80)
        msg += bytes(-(len(msg) + 8) % BLOCK_BYTES)
        msg += bitlen.to_bytes(8, "big")
        return bytes(msg)

    def hash(self, data: bytes, bitlen: int | None = None) -> bytes:
        padded = self.pad(data, bitlen)
        bitlen = 8 * len(data) if bitlen is None else bitlen
        nblocks = len(padded) // BLOCK_BYTES
        p = list(range(CELLS))
        h = [0] * CELLS
        for i, ctl in enumerate(swap_control_blocks(bitlen, nblocks)):
            s = nibbles(padded[i * BLOCK_BYTES : (i + 1) * BLOCK_BYTES])
            p, h = compress(s, p, h, ctl)
        return digest(p, h, self.digest_bits)


ALGORITHMS = [SpectralHash(n) for n in (224, 256, 384, 512)]
