"""Print the constant tables of rtl/simd256/simd256_datapath.v from lwhash.ref.simd.

Run from the repository root: python rtl/simd256/gen_tables.py
TW   (64 x 9): entry e is 139^e mod 257, the twiddle factors of the radix-2 NTT
     (exponents 0..63 are the only ones a decimation-in-frequency stage uses).
IV_W (16 x 32): the SIMD-256 initial value A0..A3, B0..B3, C0..C3, D0..D3 (word 0 in
     the least significant bits); the datapath places it in entries 0x120..0x12F of the
     working RAM's initial contents, which the core never writes (it serves as the
     chaining value of every first block).
"""

from lwhash.ref.simd import IV, P

ROOT = 139


def main() -> None:
    tw = 0
    for e in range(64):
        tw |= pow(ROOT, e, P) << (9 * e)
    iv = 0
    for k, v in enumerate(IV[256]):
        iv |= v << (32 * k)
    print("    localparam [64*9-1:0]  TW   = 576'h%0144x;" % tw)
    print("    localparam [16*32-1:0] IV_W = 512'h%0128x;" % iv)


if __name__ == "__main__":
    main()
