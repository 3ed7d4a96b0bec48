"""Print the constant tables of rtl/hamsi256/hamsi256_datapath.v from lwhash.ref.hamsi.

Run from the repository root: python rtl/hamsi256/gen_tables.py
The tables are the message expansion (the generator rows GEN256, nothing else):

EXP_T (bram variant, 512 x 32): entry {k, s, w} (k 4 bits, s 2 bits, w 3 bits) is
  word w of the image of the 2-bit symbol s = (bit 2k, bit 2k+1) of the message,
  i.e. (s[1] ? row 2k : 0) ^ (s[0] ? row 2k+1 : 0), word w.
EXP_G (logic variant, 64 x 64): entry {i, k} (i 2 bits, k 4 bits) is {A_k[i], B_k[i]}
  where row 2k = (A_k, B_k) and row 2k+1 = (A_k ^ B_k, A_k) (checked here).
"""
from lwhash.ref.hamsi import GEN256

def main():
    g = GEN256
    for k in range(16):
        a, b = g[2 * k][:4], g[2 * k][4:]
        assert tuple(g[2 * k + 1]) == tuple(x ^ y for x, y in zip(a, b)) + tuple(a)
    t = 0
    for k in range(16):
        for s in range(4):
            for w in range(8):
                v = (g[2 * k][w] if s & 2 else 0) ^ (g[2 * k + 1][w] if s & 1 else 0)
                t |= v << (32 * ((k << 5) | (s << 3) | w))
    e = 0
    for i in range(4):
        for k in range(16):
            v = (g[2 * k][i] << 32) | g[2 * k][4 + i]
            e |= v << (64 * ((i << 4) | k))
    print("    localparam [512*32-1:0] EXP_T = 16384'h%04096x;" % t)
    print("    localparam [64*64-1:0]  EXP_G = 4096'h%01024x;" % e)

if __name__ == "__main__":
    main()
