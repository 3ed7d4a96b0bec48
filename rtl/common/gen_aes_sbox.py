"""Writes the AES S-box table of lw_aes_sbox.v (the packed localparam TABLE, entry 0 in
the least significant byte, between the BEGIN/END TABLE markers) from the reference
model's S-box (lwhash/ref/_aes.py).  Run from the repository root:
python rtl/common/gen_aes_sbox.py   (tests/sim/test_common_rtl.py checks the table)"""
from pathlib import Path

from lwhash.ref._aes import SBOX

BEGIN, END = "    // BEGIN TABLE (gen_aes_sbox.py)\n", "    // END TABLE\n"


def table_text() -> str:
    rows = []
    for r in range(15, -1, -1):                  # 16 entries (128 bits) a line, high first
        chunk = "".join(f"{SBOX[16 * r + j]:02x}" for j in range(15, -1, -1))
        rows.append(f"        128'h{chunk}")
    return BEGIN + "    localparam [2047:0] TABLE = {\n" + ",\n".join(rows) + "\n    };\n" + END


def main() -> None:
    path = Path(__file__).with_name("lw_aes_sbox.v")
    head, rest = path.read_text().split(BEGIN, 1)
    path.write_text(head + table_text() + rest.split(END, 1)[1])


if __name__ == "__main__":
    main()
