"""The SHA-3 competition short-message KAT vectors, stored in the package.

Every ShortMsgKAT file carries the same NIST message set (Len = 0..2047, Msg) and its
own digests.  Here the message set is stored once (``messages.bin``: the Msg fields
one after the other, ``max(1, ceil(Len / 8))`` bytes each, Len = 0 written as one zero
byte as in the files) and each file's digests as ``<folder>/MD_<size>.bin`` (the MD
fields one after the other, in file order).  ``MANIFEST.json`` records, per original
file, its size, sha256, line endings, where it came from and how it was checked, and
the few strings (header, entry layout, line ends) that rebuild it byte for byte
(``rebuild``).  ``python -m lwhash.kat_data.build SRC_DIR`` regenerates all of it
from a folder of original files; PROVENANCE.md says the same as the manifest in prose.
"""

from __future__ import annotations

import functools
import hashlib
import json
from pathlib import Path

from ..kat import KatError

HERE = Path(__file__).resolve().parent
MANIFEST = "MANIFEST.json"
MESSAGES = "messages.bin"


class KatDataError(KatError):
    """The stored vectors are damaged (a file's size or sha256 differs from the manifest)."""


@functools.cache
def manifest(root: Path = HERE) -> dict:
    return json.loads((root / MANIFEST).read_text(encoding="utf-8"))


def msg_len(bits: int) -> int:
    """Bytes of the Msg field of an entry of ``bits`` bits (Len = 0 is written as 00)."""
    return max(1, -(-bits // 8))


def _checked_bytes(root: Path, rec: dict) -> bytes:
    data = (root / rec["file"]).read_bytes()
    if len(data) != rec["bytes"] or hashlib.sha256(data).hexdigest() != rec["sha256"]:
        raise KatDataError(f"{root / rec['file']}: {len(data)} bytes, sha256 "
                           f"{hashlib.sha256(data).hexdigest()[:16]}...: not the {rec['bytes']} bytes, "
                           f"sha256 {rec['sha256'][:16]}... that {MANIFEST} records")
    return data


@functools.cache
def messages(root: Path = HERE) -> dict[int, bytes]:
    """The NIST message set: the Msg field (bytes) of every Len, 0..2047."""
    rec = manifest(root)["message_set"]
    data = _checked_bytes(root, rec)
    out: dict[int, bytes] = {}
    pos = 0
    for bits in range(rec["entries"]):
        n = msg_len(bits)
        out[bits] = data[pos:pos + n]
        pos += n
    if pos != len(data):
        raise KatDataError(f"{root / rec['file']}: {len(data)} bytes, the message set takes {pos}")
    return out


def files(root: Path = HERE) -> list[str]:
    """The original files stored here, as ``<folder>/ShortMsgKAT_<size>.txt``."""
    return sorted(manifest(root)["files"])


def name(folder: str, size: int) -> str:
    return f"{folder}/ShortMsgKAT_{size}.txt"


def entries(rel: str, root: Path = HERE) -> list[tuple[int, bytes, bytes]]:
    """(Len, Msg field, MD) of every entry of the stored file ``rel``, in file order."""
    rec = manifest(root)["files"][rel]
    md = _checked_bytes(root, rec["digests"])
    size = rec["digest_bits"] // 8
    lens = range(*rec["lens"])             # [start, stop, step]
    if len(md) != size * len(lens):
        raise KatDataError(f"{rel}: {len(md) // size} digests stored, expected {len(lens)}")
    msgs = messages(root)
    return [(bits, msgs[bits], md[i * size:(i + 1) * size]) for i, bits in enumerate(lens)]


def render(fmt: dict, ents: list[tuple[int, bytes, bytes]]) -> bytes:
    """An original file from its format record and entries (see build.template)."""
    mcase = str.upper if fmt["msg_hex"] == "upper" else str.lower
    dcase = str.upper if fmt["md_hex"] == "upper" else str.lower
    body = fmt["sep"].join(
        fmt["entry"].format(len=bits, msg=mcase(msg.hex()), md=dcase(md.hex())) for bits, msg, md in ents
    )
    text = (fmt["head"] + body + fmt["tail"]).encode("utf-8")
    if fmt["lines"]:                       # lines that do not follow the layout, kept as found
        lines = text.split(b"\n")
        for lineno, literal in fmt["lines"].items():
            lines[int(lineno) - 1] = literal.encode("utf-8")
        text = b"\n".join(lines)
    return text


def rebuild(rel: str, root: Path = HERE) -> bytes:
    """The original file ``rel`` (e.g. ``"bmw256/ShortMsgKAT_256.txt"``), byte for byte."""
    m = manifest(root)
    if rel in m["files"]:
        return render(m["files"][rel]["format"], entries(rel, root))
    if rel in m["other_files"]:
        return _checked_bytes(root, m["other_files"][rel])
    raise KeyError(f"{rel} is not among the stored KAT files")


def other_file(rel: str, root: Path = HERE) -> Path:
    """A small companion file stored as it was found (spectralhash/DISPUTED_ENTRIES.txt)."""
    rec = manifest(root)["other_files"][rel]
    _checked_bytes(root, rec)
    return root / rec["file"]
