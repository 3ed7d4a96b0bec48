"""The AES pieces several candidates borrow (Grøstl, ECHO, Fugue, SHAvite-3):
multiplication in GF(2^8) modulo x^8 + x^4 + x^3 + x + 1 and the AES S-box."""

from __future__ import annotations


def gf_mul(a: int, b: int) -> int:
    """a * b in GF(2^8) with the AES polynomial (0x11B)."""
    r = 0
    while b:
        if b & 1:
            r ^= a
        a <<= 1
        if a & 0x100:
            a ^= 0x11B
        b >>= 1
    return r


def xtime(a: int) -> int:
    """2 * a in GF(2^8)."""
    a <<= 1
    return a ^ 0x11B if a & 0x100 else a


def _make_sbox() -> tuple[int, ...]:
    # inverses through the powers of the generator 3, then the affine map (constant 0x63)
    exp, x = [], 1
    for _ in range(255):
        exp.append(x)
        x = gf_mul(x, 3)
    inv = [0] * 256
    for k in range(255):
        inv[exp[k]] = exp[(255 - k) % 255]
    out = []
    for v in inv:
        s = v
        for k in range(1, 5):
            s ^= ((v << k) | (v >> (8 - k))) & 0xFF
        out.append(s ^ 0x63)
    return tuple(out)


#: the AES S-box (FIPS 197)
SBOX: tuple[int, ...] = _make_sbox()
assert SBOX[0] == 0x63 and SBOX[1] == 0x7C and SBOX[0x53] == 0xED
