"""Every generator script of rtl/ (rtl/*/gen_*.py) makes exactly what is committed.

Each script runs as a copy of itself in a temporary folder, so the files it writes
beside itself land there (a script that rewrites the table section of a file reads
it from there: the committed file is copied in first, and must be written again);
what it writes must equal the committed file byte for byte, and it must write
nothing else.  A script that prints its tables must print a block of lines that
stands, as it is, in the file the tables belong to.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys

import pytest

from lwhash.paths import RTL

#: a script (under rtl/) that writes files beside itself -> those files
WRITES = {
    "common/gen_aes_sbox.py": ["lw_aes_sbox.v"],              # its TABLE section
    "cubehash_fast/gen_iv.py": ["cubehash_fast_iv.v"],
    "groestl_fast/gen_tables.py": ["groestl_fast_sbmix.v"],   # its table section
    "jh256/gen_tables.py": ["jh256_rc_rom.v"],
    "lane_fast/gen_tables.py": ["lane_fast_krom.v", "lane_fast_iv.v"],
}
#: a script that prints its tables -> the file they stand in
PRINTS = {
    "hamsi256/gen_tables.py": "hamsi256_datapath.v",
    "simd256/gen_tables.py": "simd256_datapath.v",
}
SCRIPTS = sorted(p.relative_to(RTL).as_posix() for p in RTL.glob("*/gen_*.py"))


@pytest.mark.parametrize("script", SCRIPTS)
def test_generator_makes_the_committed_file(script, tmp_path):
    assert script in WRITES or script in PRINTS, f"rtl/{script}: say in WRITES or PRINTS what it makes"
    src = RTL / script
    work = tmp_path / src.parent.name
    work.mkdir()
    shutil.copy(src, work)
    written = WRITES.get(script, [])
    for name in written:
        shutil.copy(src.parent / name, work)
        os.utime(work / name, (0, 0))            # the script must write it again
    run = subprocess.run([sys.executable, str(work / src.name)], cwd=RTL.parent,
                         capture_output=True, text=True, check=True)
    rerun = f"(run: python rtl/{script})"
    compared = 0
    for name in written:
        assert (work / name).stat().st_mtime > 0, f"rtl/{script} did not write {name}"
        assert (work / name).read_bytes() == (src.parent / name).read_bytes(), \
            f"rtl/{src.parent.name}/{name} is not what rtl/{script} makes {rerun}"
        compared += 1
    if script in PRINTS:
        name = PRINTS[script]
        assert run.stdout.strip(), f"rtl/{script} printed nothing"
        assert "\n" + run.stdout in (src.parent / name).read_text(), \
            f"rtl/{src.parent.name}/{name} does not hold the lines rtl/{script} prints {rerun}"
        compared += 1
    assert compared > 0
    made = {p.name for p in work.iterdir()} - {src.name, "__pycache__"}
    assert made == set(written), f"rtl/{script} wrote files this test does not check: {made - set(written)}"
