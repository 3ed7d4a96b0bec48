"""rtl/groestl_fast: every MixBytes mask of gen_tables.py gives its bit of c * S(x) for
every x (the KAT runs reach them only through whole hashes; the LUT lanes' factored
MixBytes is checked by the KAT runs of groestl256-fast-lut; that groestl_fast_sbmix.v
holds what gen_tables.py makes: tests/sim/test_generators.py)."""

import importlib.util

from lwhash.paths import RTL
from lwhash.ref._aes import SBOX, gf_mul

HERE = RTL / "groestl_fast"


def _gen():
    spec = importlib.util.spec_from_file_location("groestl_fast_gen_tables", HERE / "gen_tables.py")
    gen = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(gen)
    return gen


def _parity(v: int) -> int:
    return bin(v).count("1") & 1


def test_masks_give_every_product_bit():
    gen = _gen()
    best = gen.lightest()
    for c in gen.COEFS:
        for b in range(8):
            mw, ms = best[gen.functional(c, b)], gen.functional(c, b)
            assert bin(mw).count("1") <= 2
            for x in range(256):
                want = (gf_mul(c, SBOX[x]) >> b) & 1
                assert _parity(gen.entry(x) & mw) == want, (c, b, x)
                assert _parity(SBOX[x] & ms) == want, (c, b, x)
