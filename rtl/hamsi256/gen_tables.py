"""Print the constant tables of rtl/hamsi256/hamsi256_datapath.v from lwhash.ref.hamsi.

Run from the repository root: python rtl/hamsi256/gen_tables.py
Both tables hold the message expansion (the generator rows GEN256, nothing else).
Row 2k = (A_k, B_k) and row 2k+1 = (A_k ^ B_k, A_k) (checked here), so the image of a
2-bit symbol (x, y) = (bit 2k, bit 2k+1) is x.A ^ y.(A^B) in words 0..3 and the same
formula of phi(x, y) = (x^y, x) in words 4..7: only words 0..3 need a table.

EXP_T (bram variant, 512 x 32): entry {n, v, i} (n 3 bits, v 4 bits, i 2 bits) is word i
  of the image of the nibble v at message bits 4n..4n+3 (v's MSB = bit 4n).
EXP_G (logic variant, 32 x 128): entry {n, i} is {A_2n[i], C_2n[i], A_2n+1[i], C_2n+1[i]},
  C = A ^ B.
"""

from lwhash.ref.hamsi import GEN256

def main():
    g = GEN256
    for k in range(16):
        a, b = g[2 * k][:4], g[2 * k][4:]
        assert tuple(g[2 * k + 1]) == tuple(x ^ y for x, y in zip(a, b)) + tuple(a)
    t = 0
    for n in range(8):
        for v in range(16):
            for i in range(4):
                w = 0
                for j in range(4):
                    if v >> (3 - j) & 1:
                        w ^= g[4 * n + j][i]
                t |= w << (32 * ((n << 6) | (v << 2) | i))
    e = 0
    for n in range(8):
        for i in range(4):
            v = 0
            for k in (2 * n, 2 * n + 1):
                a, b = g[2 * k][i], g[2 * k][4 + i]
                v = (v << 64) | (a << 32) | (a ^ b)
            e |= v << (128 * ((n << 2) | i))
    print("    localparam [512*32-1:0] EXP_T = 16384'h%04096x;" % t)
    print("    localparam [32*128-1:0] EXP_G = 4096'h%01024x;" % e)


if __name__ == "__main__":
    main()
