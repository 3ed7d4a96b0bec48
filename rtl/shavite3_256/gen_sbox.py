"""Writes the AES S-box table of shavite3_256_datapath.v (the packed parameter SBOX,
entry 0 in the least significant byte, between the BEGIN/END SBOX markers) from the
reference model's S-box (lwhash/ref/_aes.py).  Run from the repository root:
python rtl/shavite3_256/gen_sbox.py"""
from pathlib import Path

from lwhash.ref._aes import SBOX

path = Path(__file__).with_name("shavite3_256_datapath.v")
text = path.read_text()
head, rest = text.split("    // BEGIN SBOX (gen_sbox.py)\n", 1)
_, tail = rest.split("    // END SBOX\n", 1)
rows = []
for r in range(15, -1, -1):                      # 16 entries (128 bits) a line, high first
    chunk = "".join(f"{SBOX[16 * r + j]:02x}" for j in range(15, -1, -1))
    rows.append(f"        128'h{chunk}")
table = ("    // BEGIN SBOX (gen_sbox.py)\n    localparam [2047:0] SBOX = {\n"
         + ",\n".join(rows) + "\n    };\n    // END SBOX\n")
path.write_text(head + table + tail)
