"""The KAT vectors stored in the package (lwhash/kat_data, issue 64): complete, the same
as the original files byte for byte, and what the build script makes from them."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from lwhash import kat, kat_data, ref
from lwhash.kat_data import build
from lwhash.paths import KAT_ENV, originals_dir
from lwhash.ref.base import KatRef

FILES = kat_data.files()


def test_every_file_the_models_read_is_stored():
    wanted = {kat_data.name(a.kat.folder, a.kat.size) for a in ref.algorithms().values() if a.kat}
    assert wanted <= set(FILES)
    assert len(FILES) == 72        # 17 folders x 4 sizes, blake32 x 3, sha256 x 1


def test_message_set():
    msgs = kat_data.messages()
    assert sorted(msgs) == list(range(2048))
    assert msgs[0] == b"\0" and msgs[1] == b"\x00" and msgs[8] == b"\xcc" and len(msgs[2047]) == 256


@pytest.mark.parametrize("rel", FILES)
def test_rebuilds_byte_for_byte(rel):
    """Each file rebuilt from the stored form has the size and sha256 of the original
    (recorded in MANIFEST.json: the value shared/kat/SOURCES.md or GENERATED.md gives)."""
    rec = kat_data.manifest()["files"][rel]
    data = kat_data.rebuild(rel)
    assert (len(data), hashlib.sha256(data).hexdigest()) == (rec["bytes"], rec["sha256"])
    assert rec["sha256_recorded_in"] in ("SOURCES.md", "GENERATED.md")
    # the stored entries are the ones the strict reader finds in the rebuilt file
    folder, size = rel.split("/")[0], int(rel.split("_")[-1].split(".")[0])
    assert kat.parse_kat(data, rel, KatRef(folder, size)) == kat.load_stored(KatRef(folder, size))


def test_rebuilds_equal_the_originals():
    """The rebuilt files against the original files, where they are ($LWHASH_KAT_DIR, else
    ../shared/kat beside the checkout)."""
    src = originals_dir()
    if src is None:
        pytest.skip(f"no original KAT files here (${KAT_ENV} unset, no ../shared/kat beside the "
                    "checkout): the stored sha256 values are checked by test_rebuilds_byte_for_byte")
    present = [rel for rel in FILES if (src / rel).is_file()]
    assert present, f"no ShortMsgKAT files under {src}"
    for rel in present:
        assert hashlib.sha256(kat_data.rebuild(rel)).digest() == hashlib.sha256((src / rel).read_bytes()).digest(), rel
    for rel in kat_data.manifest()["other_files"]:
        if (src / rel).is_file():
            assert kat_data.rebuild(rel) == (src / rel).read_bytes(), rel
    stored = {p.relative_to(src).as_posix() for p in src.glob("*/ShortMsgKAT_*.txt")}
    assert stored <= set(FILES), f"original files not stored: {sorted(stored - set(FILES))}"


def _originals(tmp_path: Path) -> Path:
    """The originals: ../shared/kat (or $LWHASH_KAT_DIR) when present, else rebuilt from the
    stored form together with the provenance files' sha256 lines they are checked against."""
    src = originals_dir()
    if src is not None and (src / build.MESSAGE_SOURCE).is_file():
        return src
    out = tmp_path / "originals"
    for rel in [*FILES, *kat_data.manifest()["other_files"]]:
        (out / rel).parent.mkdir(parents=True, exist_ok=True)
        (out / rel).write_bytes(kat_data.rebuild(rel))
    return out


def test_build_output_is_what_is_committed(tmp_path):
    """`python -m lwhash.kat_data.build SRC` makes exactly the committed files (from the
    originals where they are here, else from files rebuilt from the stored form; the
    provenance then lacks the shared folder's records, so MANIFEST.json and PROVENANCE.md
    are compared only when the originals are here)."""
    src = _originals(tmp_path)
    out = tmp_path / "built"
    assert build.main([str(src), "--out", str(out)]) == 0
    diff = build.compare(out, kat_data.HERE)
    if not (src / "SOURCES.md").is_file():
        diff = [d for d in diff if d not in ("MANIFEST.json", "PROVENANCE.md")]
        got, want = kat_data.manifest(out), kat_data.manifest()
        for rel in want["files"]:           # all but the provenance records
            for key in ("bytes", "sha256", "line_endings", "entries", "lens", "digests", "format"):
                assert got["files"][rel][key] == want["files"][rel][key], (rel, key)
    assert diff == []


def test_damaged_store_is_refused(tmp_path, monkeypatch):
    """A stored digest list of the wrong size or contents is an error, not fewer entries."""
    import shutil

    root = tmp_path / "kd"
    shutil.copytree(kat_data.HERE, root, ignore=shutil.ignore_patterns("__pycache__", "*.py"))
    rel = "sha256/ShortMsgKAT_256.txt"
    md = root / "sha256" / "MD_256.bin"
    md.write_bytes(md.read_bytes()[:-32])
    with pytest.raises(kat_data.KatDataError, match="not the 8192 bytes"):
        kat_data.entries(rel, root)


def test_compact(capsys):
    """The stored form is a few MB, not the 52 MB of the originals."""
    total = sum(p.stat().st_size for p in kat_data.HERE.rglob("*") if p.is_file() and "__pycache__" not in p.parts)
    originals = sum(r["bytes"] for r in kat_data.manifest()["files"].values())
    assert total < 7_500_000 and originals > 50_000_000


def test_stored_vectors_are_read_by_default(monkeypatch):
    monkeypatch.delenv(KAT_ENV, raising=False)
    assert kat.kat_dir() is None and "stored" in kat.source()
    entries = kat.load(KatRef("keccak256", 256))
    assert len(entries) == 2048 and entries[0].msg == b"" and entries[0].md.hex().startswith("c5d24601")


def test_kat_dir_selects_original_files(tmp_path, monkeypatch):
    """$LWHASH_KAT_DIR still reads a folder of original-format files."""
    rel = "sha256/ShortMsgKAT_256.txt"
    (tmp_path / "sha256").mkdir()
    data = kat_data.rebuild(rel).replace(b"MD = E3B0C442", b"MD = 00000000", 1)   # a visible change
    (tmp_path / rel).write_bytes(data)
    monkeypatch.setenv(KAT_ENV, str(tmp_path))
    assert kat.load(KatRef("sha256", 256))[0].md.hex().startswith("00000000")
    with pytest.raises(kat.KatMissing, match="unset it"):
        kat.load(KatRef("keccak256", 256))
