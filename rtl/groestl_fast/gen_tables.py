"""Writes the generated block of groestl_fast_sbmix.v (between the BEGIN/END TABLES
markers) from the reference model's AES S-box and GF(2^8) product (lwhash/ref/_aes.py).
Run from the repository root:  python rtl/groestl_fast/gen_tables.py
(tests/test_groestl_fast_tables.py checks that the block is up to date).

A block-RAM lane stores an 18-bit word for each S-box input x: {5S[4], 5S[3], 3S, 2S}
(S = S(x); nS the GF(2^8) product; 18 bits is a DP16KD port in 1024 x 18 mode, so a
block RAM still serves two lanes).  Each bit of c*S for the MixBytes coefficients
c = 2, 3, 4, 5, 7 is then the parity of a few bits of that word: a mask, found as the
lightest combination of the 18 stored bits.  Those two extra bits were chosen by an
exhaustive search over every pair of linear functions of S: they bring the heaviest
output bit of MixBytes down to 11 inputs (from 25 over S alone).  The LUT lanes keep
S itself (8 bits) and need no table: groestl_fast_sbmix.v sums them in factored form.
"""
from pathlib import Path

from lwhash.ref._aes import SBOX, gf_mul

COEFS = (2, 3, 4, 5, 7)                    # the distinct entries of Grøstl's MixBytes row
BEGIN, END = "    // BEGIN TABLES (gen_tables.py)\n", "    // END TABLES\n"


def functional(c: int, b: int) -> int:
    """Bit b of c*S as a linear function of S: the mask m with (c*S)[b] = parity(m & S)."""
    return sum(1 << i for i in range(8) if (gf_mul(c, 1 << i) >> b) & 1)


# what a block-RAM word stores, bit by bit (bit 0 first): 2S, 3S, then 5S[3], 5S[4]
STORED = [functional(2, b) for b in range(8)] + [functional(3, b) for b in range(8)] \
    + [functional(5, 3), functional(5, 4)]
SW = len(STORED)


def entry(x: int) -> int:
    s = SBOX[x]
    return sum(((bin(m & s).count("1") & 1) << k) for k, m in enumerate(STORED))


def lightest() -> dict[int, int]:
    """Every linear function of S -> the smallest set of stored bits (a mask) summing to it."""
    best, frontier = {0: 0}, {0: 0}
    while len(best) < 256:
        nxt = {}
        for f, sel in frontier.items():
            for k, m in enumerate(STORED):
                g = f ^ m
                if g not in best and g not in nxt:
                    nxt[g] = sel | (1 << k)
        best.update(nxt)
        frontier = nxt
    return best


def hexparam(name: str, bits: int, value: int) -> str:
    """A packed localparam, 128 bits a line (the most significant first)."""
    rows, top = [], bits
    while top > 0:
        n = top % 128 or 128
        top -= n
        rows.append(f"        {n}'h{(value >> top) & ((1 << n) - 1):0{(n + 3) // 4}x}")
    return f"    localparam [{bits - 1}:0] {name} = {{\n" + ",\n".join(rows) + "\n    };\n"


def table_text() -> str:
    table = sum(entry(x) << (SW * x) for x in range(256))
    best = lightest()
    mw = sum(best[functional(c, b)] << (SW * (8 * i + b)) for i, c in enumerate(COEFS) for b in range(8))
    return (BEGIN
            + "    // SBOX2[SW*x +: SW] = {5S[4], 5S[3], 3S, 2S} of S = S(x)\n"
            + hexparam("SBOX2", 256 * SW, table)
            + "    // MASKW[SW*(8*i+b) +: SW]: bit b of COEF_i * S from the stored word\n"
            + hexparam("MASKW", 40 * SW, mw)
            + END)


def main() -> None:
    path = Path(__file__).with_name("groestl_fast_sbmix.v")
    head, rest = path.read_text().split(BEGIN, 1)
    path.write_text(head + table_text() + rest.split(END, 1)[1])


if __name__ == "__main__":
    main()
