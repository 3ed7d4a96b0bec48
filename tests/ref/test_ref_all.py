"""Every reference model: registered under the KAT folder names, reachable from the CLI."""

import pytest

from lwhash import kat, ref
from lwhash.cli import main
from lwhash.paths import kat_dir

FOLDERS = ["blake256", "blake32", "bmw256", "cubehash256", "echo256", "fugue256", "groestl256",
           "hamsi256", "jh256", "keccak256", "luffa256", "sha256", "shabal256", "shavite3_256",
           "simd256", "skein512_256"]


@pytest.mark.parametrize("name", FOLDERS)
def test_kat_folder_names_are_algorithms(name, tmp_path, capsys):
    a = ref.get(name)
    f = tmp_path / "m"
    f.write_bytes(b"\x8f\x00")
    assert main(["hash", "--algo", name, "--bits", "3", str(f)]) == 0
    out = capsys.readouterr().out
    assert out.split()[0] == a.hash(b"\x80", 3).hex()


#: KAT folders whose reference models are still to be written, with the issue that asks
#: for them; a folder appears here only while that issue is open, and nowhere else
PENDING: dict[str, str] = {}


def test_every_kat_file_is_covered_by_a_model():
    """Every stored KAT file (and every file in $LWHASH_KAT_DIR when it is set) has a model."""
    from lwhash import kat_data

    covered = {(a.kat.folder, a.kat.size) for a in ref.algorithms().values() if a.kat}
    files = {(rel.split("/")[0], int(rel.split("_")[-1].split(".")[0])) for rel in kat_data.files()}
    assert len(files) == 72
    if kat_dir() is not None:
        files |= {(p.parent.name, int(p.stem.split("_")[-1])) for p in kat_dir().glob("*/ShortMsgKAT_*.txt")}
    missing = {f for f in files - covered if f[0] not in PENDING}
    assert not missing, f"KAT files without a model: {sorted(missing)}"
    done = {folder for folder in PENDING if any(f[0] == folder for f in covered)}
    assert not done, f"models exist for {sorted(done)}: take them off PENDING"


def test_models_listing(capsys):
    assert main(["models", "--json"]) == 0
    assert '"sha256"' in capsys.readouterr().out


WITH_KAT = sorted(n for n, a in ref.algorithms().items() if a.kat is not None)


@pytest.mark.parametrize("name", WITH_KAT)
def test_every_kat_entry(name):
    """Every model against every entry of its official KAT file, non-byte lengths included."""
    from conftest import load_kat_or_skip

    algo = ref.get(name)
    entries = load_kat_or_skip(algo)
    assert len(entries) == (256 if name == "sha256" else 2048) == kat.expected_count(algo.kat)
    for e in entries:
        assert algo.hash(e.msg, e.bits) == e.md, (name, e.bits)
        assert len(algo.pad(e.msg, e.bits)) % algo.block_bytes == 0, (name, e.bits)


def test_pad_tail_is_the_end_of_pad_for_every_model():
    """Every model pads the end of a message from its last block alone (pad_tail), as
    lwhash hash streams a long file: the same bytes as padding the whole message."""
    import random

    from lwhash.ref.base import MessageError, stream_offset

    rng = random.Random(7)
    for name, a in sorted(ref.algorithms().items()):
        bb = a.block_bytes
        for bits in [0, 1, 8, 8 * bb - 1, 8 * bb, 8 * bb + 1, 16 * bb + 3, rng.randrange(24 * 8 * bb)]:
            data = rng.randbytes((bits + 7) // 8 + 1)
            full = a.pad(data, bits)
            for off in {0, stream_offset(bits, bb)}:
                assert a.pad_tail(data[off:], bits, off) == full[off:], (name, bits, off)
        with pytest.raises(MessageError):
            a.pad_tail(b"\0" * bb, 8 * bb, bb)          # an offset that leaves no message bit
