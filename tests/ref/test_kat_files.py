"""A KAT file is read whole or not at all: an empty, garbled or truncated file is an
error naming the file (and the line), never a run that passes on fewer vectors (issue 53)."""

from __future__ import annotations

from pathlib import Path

import pytest

from lwhash import kat
from lwhash.cli import main
from lwhash.ref.base import KatRef

SHA = KatRef("sha256", 256)
KECCAK = KatRef("keccak256", 256)


def original(ref: KatRef) -> bytes:
    """The bytes of an original-format KAT file (rebuilt from the stored vectors)."""
    from lwhash import kat_data

    return kat_data.rebuild(kat_data.name(ref.folder, ref.size))


def kat_copy(tmp_path: Path, monkeypatch, **files: bytes) -> Path:
    """A folder of original-format KAT files (sha256/256 and the message set), some
    replaced by ``files`` (folder name -> bytes of its ShortMsgKAT_256.txt), made the
    folder lwhash reads ($LWHASH_KAT_DIR)."""
    for ref in (SHA, KECCAK):
        data = files.get(ref.folder, None)
        dst = tmp_path / ref.folder / f"ShortMsgKAT_{ref.size}.txt"
        dst.parent.mkdir(parents=True, exist_ok=True)
        dst.write_bytes(original(ref) if data is None else data)
    monkeypatch.setenv("LWHASH_KAT_DIR", str(tmp_path))
    return tmp_path


def run_kat(capsys, core: str) -> tuple[int | str, str]:
    """`lwhash kat CORE --sample 8`: (exit status or SystemExit message, all output)."""
    try:
        code = main(["kat", core, "--sample", "8"])
    except SystemExit as exc:
        code = exc.code
    out = capsys.readouterr()
    return code, out.out + out.err + (code if isinstance(code, str) else "")


def truncate(data: bytes, entries: int) -> bytes:
    """The file cut after its first ``entries`` entries (at an entry boundary)."""
    head, *blocks = data.split(b"\nLen = ")
    return b"\nLen = ".join([head, *blocks[:entries]])


# ---------------------------------------------------------------- through the CLI
def test_empty_file_fails_through_cli(tmp_path, monkeypatch, capsys):
    kat_copy(tmp_path, monkeypatch, sha256=b"")
    code, out = run_kat(capsys, "sha256-logic")
    assert code not in (0, None)
    assert "PASS" not in out
    assert "ShortMsgKAT_256.txt" in out and "ends after 0 entries, expected 256" in out


def test_empty_message_set_fails_through_cli(tmp_path, monkeypatch, capsys):
    kat_copy(tmp_path, monkeypatch, keccak256=b"")
    code, out = run_kat(capsys, "keccak256-logic")
    assert code not in (0, None)
    assert "PASS" not in out
    assert "keccak256" in out and "ends after 0 entries, expected 2048" in out


def test_garbage_file_fails_through_cli(tmp_path, monkeypatch, capsys):
    kat_copy(tmp_path, monkeypatch, sha256=b"this is not a KAT file\n\x00\xff garbage\n")
    code, out = run_kat(capsys, "sha256-logic")
    assert code not in (0, None)
    assert "PASS" not in out
    assert "ShortMsgKAT_256.txt:1:" in out


def test_truncated_file_fails_through_cli(tmp_path, monkeypatch, capsys):
    kat_copy(tmp_path, monkeypatch, sha256=truncate(original(SHA), 100))
    code, out = run_kat(capsys, "sha256-logic")
    assert code not in (0, None)
    assert "PASS" not in out
    assert "ends after 100 entries, expected 256" in out


# ---------------------------------------------------------------- the parser
def write(tmp_path: Path, text: bytes, ref: KatRef = SHA) -> Path:
    p = tmp_path / ref.folder / f"ShortMsgKAT_{ref.size}.txt"
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_bytes(text)
    return p


def test_complete_file_reads_whole(tmp_path):
    entries = kat.read_kat(write(tmp_path, original(SHA)))
    assert [e.bits for e in entries] == list(range(0, 2048, 8))
    assert kat.expected_count(SHA) == 256 and kat.expected_count(KECCAK) == 2048



@pytest.mark.parametrize("bad, where, words", [
    (b"Len = 0\nMsg = 00\nMD = ZZ\n", 3, "MD is not hex"),
    (b"Len = 0\nMsg = 0\nMD = 00\n", 2, "Msg is not hex"),
    (b"Len = 0\nMsg = 00\nFoo = 12\n", 3, "unknown key"),
    (b"Len = 0\nMsg = 00\nMD\n", 3, "no '='"),
    (b"Len = 0\nMD = 00\n", 2, "MD where Msg was expected"),
    (b"Len = 8\nMsg = 00\nMD = 00\n", 1, "expected Len = 0"),
    (b"Len = x\nMsg = 00\nMD = 00\n", 1, "expected Len = 0"),
])
def test_garbage_lines_name_file_and_line(tmp_path, bad, where, words):
    p = write(tmp_path, b"# header\n\n" + bad, KECCAK)
    with pytest.raises(kat.KatError, match=words) as exc:
        kat.read_kat(p)
    assert f"{p}:{where + 2}:" in str(exc.value)


def test_msg_shorter_than_len(tmp_path):
    text = original(SHA).replace(b"Len = 16\nMsg = ", b"Len = 16\nMsg = 00", 1)   # 3 bytes: too long
    with pytest.raises(kat.KatError, match="longer than Len = 16"):
        kat.read_kat(write(tmp_path, text))
    lines = original(SHA).split(b"\n")
    i = lines.index(b"Len = 16")
    lines[i + 1] = lines[i + 1][:-2]                                                # 1 byte: too short
    with pytest.raises(kat.KatError, match=rf":{i + 2}: Msg has 1 bytes, shorter than Len = 16"):
        kat.read_kat(write(tmp_path, b"\n".join(lines)))


def test_md_of_the_wrong_size(tmp_path):
    text = original(SHA).replace(b"MD = E3B0C442", b"MD = ", 1)
    with pytest.raises(kat.KatError, match="MD has 28 bytes, expected 32"):
        kat.read_kat(write(tmp_path, text))


def test_file_ending_inside_an_entry(tmp_path):
    text = original(SHA)
    cut = text[:text.rindex(b"MD = ")]
    with pytest.raises(kat.KatError, match="ends inside the entry of Len = 2040"):
        kat.read_kat(write(tmp_path, cut))


def test_an_entry_past_the_set(tmp_path):
    text = original(SHA) + b"\nLen = 2048\nMsg = 00\nMD = 00\n"
    with pytest.raises(kat.KatError, match="past the 256 of the set"):
        kat.read_kat(write(tmp_path, text))


def test_kat_error_is_a_value_error_of_its_own():
    assert issubclass(kat.KatError, ValueError) and kat.KatError is not ValueError
    assert not issubclass(kat.KatMissing, kat.KatError)


def test_vouching_counts_the_entries(monkeypatch):
    """kat_vectors checks the model against the file and refuses a file short of its set,
    however it was read."""
    from lwhash import cores
    from lwhash.sim import verify

    full = kat.load(SHA)
    monkeypatch.setattr(kat, "load", lambda ref, kind="ShortMsgKAT": full[:10] if ref == SHA else [])
    with pytest.raises(kat.KatError, match="10 entries, expected 256"):
        verify.kat_vectors(cores.get("sha256-logic"))
