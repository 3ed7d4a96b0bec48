"""Regenerate lwhash/kat_data from a folder of original ShortMsgKAT files.

    python -m lwhash.kat_data.build SRC_DIR [--out DIR] [--check]

SRC_DIR holds ``<folder>/ShortMsgKAT_<size>.txt`` (the shared KAT folder; its SOURCES.md
and GENERATED.md, when present, give each file's origin and recorded sha256).  Every
file is parsed (it must hold its whole set, lwhash.kat), its Len/Msg fields are compared
with the message set (taken from keccak256/ShortMsgKAT_256.txt), and its layout is
reduced to a template that must rebuild the file byte for byte; the build stops at the
first file for which any of this fails.  ``--check`` writes nothing: it builds into a
temporary folder and says whether the result equals DIR.
"""

from __future__ import annotations

import argparse
import filecmp
import hashlib
import json
import re
import sys
import tempfile
from pathlib import Path
from typing import Any

from .. import kat
from ..errors import Error
from ..ref.base import KatRef
from . import HERE, MANIFEST, MESSAGES, msg_len, render

#: the file whose Len/Msg fields are taken as the message set (every other file must equal it)
MESSAGE_SOURCE = "keccak256/ShortMsgKAT_256.txt"
#: companion files stored as found
OTHER_FILES = {
    "spectralhash/DISPUTED_ENTRIES.txt": {
        "source": "written with the generated Spectral Hash files (shared/kat/GENERATED.md)",
        "checked": "lists the 12 entries (Len = 512, 1024, 1536 at each size) where the two code copies "
                   "differ; tests/ref/test_ref_spectralhash.py recomputes both columns with the model",
    },
}

# How each folder's files were checked before they were shared, summarised from
# shared/kat/SOURCES.md and GENERATED.md (those files have the details and the commands).
SPHLIB3 = "every entry, bit lengths included, recomputed with sphlib 3.0: no mismatch"
SPHLIB2 = "every entry, bit lengths included, recomputed with sphlib 2.1: no mismatch"
TABLE3 = "the MD column agrees with the NIST table that sphlib 3.0 embeds in its unit test"
TABLES = "the MD column agrees with the NIST tables that sphlib 2.1 and 3.0 embed in their unit tests"
CHECKED = {
    "blake256": f"{SPHLIB3}; {TABLE3}",
    "groestl256": f"{SPHLIB3}; {TABLE3}; the MD column also equals a second copy (HashLib, CRLF)",
    "jh256": f"{SPHLIB3}; {TABLE3}; byte-identical to a second copy (arctium-tests), MD column equal "
             "to a third (HashLib, CRLF)",
    "keccak256": f"{SPHLIB3}; {TABLE3}; byte-identical to a second copy (HashLib); byte lengths also "
                 "checked with pycryptodome and all lengths with a small pure-Python Keccak",
    "skein512_256": f"{SPHLIB3} (Skein v1.3); {TABLE3}; the only file copy found",
    "blake32": f"{SPHLIB2}; the MD column agrees with sphlib 2.1's unit-test table (the 512-bit file of "
               "the same copy is damaged and was left out)",
    "bmw256": f"{SPHLIB2}; {TABLES}",
    "cubehash256": f"{SPHLIB2}; {TABLES}",
    "echo256": f"{SPHLIB2}; {TABLES}",
    "fugue256": f"{SPHLIB2}; {TABLES}",
    "luffa256": f"{SPHLIB2}; {TABLES}",
    "shabal256": f"{SPHLIB2}; {TABLES}",
    "simd256": f"{SPHLIB2}; {TABLES}",
    "hamsi256": "every entry recomputed with sphlib 3.0, for the 224-bit file with the round-2 package's "
                "IV in place of sphlib's corrected one: no mismatch; no independent second copy of the 224-bit "
                "values (sphlib's tables use the corrected IV); the other sizes agree with unmodified sphlib",
    "shavite3_256": "every entry recomputed with sphlib 3.0 set to its documented variant that matches the "
                    "designers' round-2 reference code: no mismatch; no second copy (sphlib's own tables follow "
                    "the written specification and differ at every entry)",
    "sha256": "generated with Python hashlib for the 256 byte lengths; every entry recomputed with "
              "sphlib 3.0's SHA-256: no mismatch",
    "lane": "generated from the named optimised C code; all entries agree with a separate reference "
            "implementation (laneref 1.1) and a second port; SUPERCOP's LANE checksums reproduce",
    "cubehash8_1": "generated from the named spec code; all entries agree with a published vector set "
                   "(CryptoStreams) and two more implementations; SUPERCOP's checksums reproduce",
    "spectralhash": "generated from the named code (libchaos); a second code copy agrees except at "
                    "Len = 512, 1024, 1536, where the two disagree on a padding block: those entries have one "
                    "source (DISPUTED_ENTRIES.txt)",
}
KEY_RE = re.compile(rb"^\s*(Len|Msg|MD)\s*=")


class BuildError(Error, ValueError):
    """An original file that cannot be stored here exactly."""


# ------------------------------------------------------------------ provenance records
def recorded_sources(src: Path) -> dict[str, dict]:
    """Per file (relative path): its origin and the sha256 that SOURCES.md / GENERATED.md record."""
    out: dict[str, dict] = {}
    sources = src / "SOURCES.md"
    if sources.is_file():
        rel = None
        for line in sources.read_text(encoding="utf-8").splitlines():
            if m := re.match(r"### `shared/kat/(.+)`", line):
                rel = m.group(1)
                out[rel] = {"recorded_in": "SOURCES.md"}
            elif rel and (m := re.match(r"- Source: ([^,]+), path `([^`]+)`, commit `([0-9a-f]+)`", line)):
                out[rel]["source"] = f"{m.group(1)}@{m.group(3)}:{m.group(2)}"
            elif rel and line.startswith("- Source: **GENERATED"):
                out[rel]["source"] = "generated here with Python hashlib (no file of this format was found)"
            elif rel and (m := re.match(r"- sha256sum: `([0-9a-f]{64})`", line)):
                out[rel]["sha256"] = m.group(1)
    generated = src / "GENERATED.md"
    if generated.is_file():
        for m in re.finditer(r"^\| `([^`]+)` \| `([0-9a-f]{64})` \|", generated.read_text(encoding="utf-8"), re.M):
            out.setdefault(m.group(1), {})
            out[m.group(1)].update(recorded_in="GENERATED.md", sha256=m.group(2))
    return out


def line_endings(data: bytes) -> str:
    lines = data.split(b"\n")[:-1]        # the lines that end in a line feed
    crlf = [i for i, line in enumerate(lines, 1) if line.endswith(b"\r")]
    if not crlf:
        return "LF"
    if len(crlf) == len(lines):
        return "CRLF"
    where = ", ".join(map(str, crlf)) if len(crlf) <= 8 else f"{len(crlf)} lines"
    return f"mixed: CRLF on line{'s' if len(crlf) > 1 else ''} {where}, LF on the other {len(lines) - len(crlf)}"


# ------------------------------------------------------------------ the layout of a file
def _placeholder(line: str, field: str) -> str:
    """A Len/Msg/MD line with its value replaced by ``{field}`` (the rest kept, braces escaped)."""
    key, eq, rest = line.partition("=")
    value = rest.strip()
    at = len(key) + len(eq) + rest.index(value)
    esc = lambda s: s.replace("{", "{{").replace("}", "}}")  # noqa: E731
    return esc(line[:at]) + "{" + field + "}" + esc(line[at + len(value):])


def template(data: bytes, ents: list[kat.KatEntry], rel: str, messages: dict[int, bytes]) -> dict:
    """The strings that, with the entries, rebuild ``data`` exactly (see kat_data.render)."""
    text = data.decode("utf-8")
    lines = text.split("\n")
    keyed = [i for i, line in enumerate(lines) if KEY_RE.match(line.encode("utf-8"))]
    if len(keyed) != 3 * len(ents):
        raise BuildError(f"{rel}: {len(keyed)} Len/Msg/MD lines for {len(ents)} entries")
    first, last = keyed[0], keyed[-1]
    nxt = keyed[3] if len(keyed) > 3 else last + 1
    msgs = [lines[i].partition("=")[2].strip() for i in keyed[1::3]]
    mds = [lines[i].partition("=")[2].strip() for i in keyed[2::3]]
    case = lambda vals: "lower" if sum(v != v.upper() for v in vals) > len(vals) // 2 else "upper"  # noqa: E731
    fmt: dict[str, Any] = {
        "head": "\n".join(lines[:first]) + "\n" if first else "",
        "entry": "\n".join(_placeholder(lines[first + k], f) for k, f in enumerate(("len", "msg", "md"))) + "\n",
        "sep": "".join(line + "\n" for line in lines[first + 3:nxt]),
        "tail": "\n".join(lines[last + 1:]),
        "msg_hex": case(msgs),
        "md_hex": case(mds),
        "lines": {},
    }
    # lines that do not follow the layout (a stray comment, another line end, ...) are kept as found
    ents3 = [(e.bits, messages[e.bits], e.md) for e in ents]
    got = render(fmt, ents3).split(b"\n")
    want = data.split(b"\n")
    if len(got) != len(want):
        raise BuildError(f"{rel}: the layout of its first entry does not repeat ({len(got)} lines "
                         f"rebuilt, {len(want)} in the file)")
    for i, (g, w) in enumerate(zip(got, want)):
        if g != w:
            if KEY_RE.match(w):
                raise BuildError(f"{rel}:{i + 1}: a Len/Msg/MD line that the entry layout does not give: {w[:60]!r}")
            fmt["lines"][str(i + 1)] = w.decode("utf-8")
    if render(fmt, ents3) != data:
        raise BuildError(f"{rel}: not rebuilt byte for byte")
    return fmt


# ------------------------------------------------------------------ the build
def _file_record(path: Path, data: bytes) -> dict:
    return {"file": path.as_posix(), "bytes": len(data), "sha256": hashlib.sha256(data).hexdigest()}


def build(src: Path, out: Path) -> dict:
    """Read the originals under ``src``, check them and write the stored form into ``out``."""
    src, out = Path(src), Path(out)
    out.mkdir(parents=True, exist_ok=True)
    records = recorded_sources(src)
    msg_path = src / MESSAGE_SOURCE
    if not msg_path.is_file():
        raise BuildError(f"{msg_path}: the message set's file is missing")
    # the message set: the Msg fields (raw, Len = 0 included) of MESSAGE_SOURCE
    messages: dict[int, bytes] = {}      # Len -> the Msg field as written (Len = 0: one zero byte)
    raw = msg_path.read_bytes().decode("utf-8").split("\n")
    bits = -1
    for line in raw:
        key, _, value = (p.strip() for p in line.partition("="))
        if key == "Len":
            bits = int(value)
        elif key == "Msg":
            messages[bits] = bytes.fromhex(value)
    kat.parse_kat(msg_path.read_bytes(), msg_path, KatRef("keccak256", 256))    # whole and well formed
    if sorted(messages) != list(kat.SHORT_LENS) or any(len(m) != msg_len(b) for b, m in messages.items()):
        raise BuildError(f"{msg_path}: not the short-message set")
    message_bytes = b"".join(messages[b] for b in kat.SHORT_LENS)
    (out / MESSAGES).write_bytes(message_bytes)
    manifest: dict = {
        "about": "SHA-3 competition ShortMsgKAT vectors stored compactly; built by "
                 "`python -m lwhash.kat_data.build SRC_DIR`, read by lwhash.kat, described in PROVENANCE.md",
        "message_set": {**_file_record(Path(MESSAGES), message_bytes), "entries": len(kat.SHORT_LENS),
                        "from": MESSAGE_SOURCE,
                        "layout": "the Msg fields of Len = 0..2047 one after the other, max(1, ceil(Len/8)) "
                                  "bytes each (Len = 0 is written Msg = 00)"},
        "files": {},
        "other_files": {},
    }
    paths = sorted(src.glob("*/ShortMsgKAT_*.txt"))
    if not paths:
        raise BuildError(f"no <folder>/ShortMsgKAT_<size>.txt under {src}")
    for path in paths:
        rel = path.relative_to(src).as_posix()
        data = path.read_bytes()
        ref = kat.ref_of_path(path)
        if ref is None:
            raise BuildError(f"{rel}: not named ShortMsgKAT_<digest bits>.txt")
        ents = kat.parse_kat(data, path, ref)            # every entry of its set, or KatError
        lens = kat.expected_lens(ref)
        step = lens[1] - lens[0] if len(lens) > 1 else 1
        if list(lens) != list(range(lens[0], lens[-1] + 1, step)):
            raise BuildError(f"{rel}: its set of lengths is not a range")
        for e in ents:
            if e.bits and e.msg != messages[e.bits]:
                raise BuildError(f"{rel}: the Msg of Len = {e.bits} is not the message set's")
        fmt = template(data, ents, rel, messages)
        digests = b"".join(e.md for e in ents)
        dpath = Path(ref.folder) / f"MD_{ref.size}.bin"
        (out / dpath).parent.mkdir(parents=True, exist_ok=True)
        (out / dpath).write_bytes(digests)
        sha = hashlib.sha256(data).hexdigest()
        rec = records.get(rel, {})
        if rec.get("sha256") not in (None, sha):
            raise BuildError(f"{rel}: sha256 {sha} differs from {rec['sha256']} recorded in {rec['recorded_in']}")
        source = rec.get("source")
        if source is None and fmt["head"].startswith("#") and "generated from " in fmt["head"].split("\n")[0]:
            source = "generated here from " + fmt["head"].split("\n")[0].split("generated from ", 1)[1].strip()
        manifest["files"][rel] = {
            "bytes": len(data),
            "sha256": sha,
            "sha256_recorded_in": rec.get("recorded_in") if "sha256" in rec else None,
            "line_endings": line_endings(data),
            "entries": len(ents),
            "lens": [lens[0], lens[-1] + 1, step],
            "digest_bits": ref.size,
            "digests": _file_record(dpath, digests),
            "source": source,
            "checked": CHECKED.get(ref.folder),
            "checked_here": f"parses to its {len(ents)} entries; Len/Msg equal the message set; "
                            "rebuilt byte for byte from the stored form",
            "format": fmt,
        }
    for rel, info in OTHER_FILES.items():
        if (src / rel).is_file():
            data = (src / rel).read_bytes()
            (out / rel).parent.mkdir(parents=True, exist_ok=True)
            (out / rel).write_bytes(data)
            manifest["other_files"][rel] = {**_file_record(Path(rel), data), "line_endings": line_endings(data),
                                            "stored": "as found", **info}
    (out / MANIFEST).write_text(json.dumps(manifest, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    (out / "PROVENANCE.md").write_text(provenance(manifest), encoding="utf-8")
    return manifest


def provenance(m: dict) -> str:
    """PROVENANCE.md: the manifest's records in prose and a table."""
    total = sum(f["digests"]["bytes"] for f in m["files"].values()) + m["message_set"]["bytes"]
    orig = sum(f["bytes"] for f in m["files"].values())
    out = [
        "# Stored KAT vectors: provenance",
        "",
        "Generated by `python -m lwhash.kat_data.build SRC_DIR` from the shared KAT folder "
        "(`shared/kat`, whose SOURCES.md and GENERATED.md have the full account); do not edit. "
        f"The {len(m['files'])} original files ({orig:,} bytes) are stored as one message set "
        f"(`{m['message_set']['file']}`, {m['message_set']['entries']} entries, taken from "
        f"`{m['message_set']['from']}`; every other file's Len/Msg fields equal it) and one digest list "
        f"per file (`<folder>/MD_<size>.bin`): {total:,} bytes in all. Each file below rebuilds byte for "
        "byte (`lwhash.kat_data.rebuild`); its sha256 is the original's, and equals the value recorded "
        "in the shared folder's SOURCES.md or GENERATED.md where the table says so.",
        "",
        "How each folder's files were checked before they were shared:",
        "",
    ]
    for folder in sorted({rel.split("/")[0] for rel in m["files"]}):
        out.append(f"- `{folder}`: {CHECKED.get(folder, '(not recorded)')}.")
    out += ["", "| file | bytes | sha256 | recorded in | line endings | entries | source |",
            "|---|---:|---|---|---|---:|---|"]
    for rel, f in m["files"].items():
        out.append(f"| `{rel}` | {f['bytes']:,} | `{f['sha256']}` | {f['sha256_recorded_in'] or '—'} | "
                   f"{f['line_endings']} | {f['entries']} | {f['source'] or '—'} |")
    for rel, f in m["other_files"].items():
        out.append(f"| `{rel}` | {f['bytes']:,} | `{f['sha256']}` | — | {f['line_endings']} | — | "
                   f"{f['source']} (stored as found) |")
    return "\n".join(out) + "\n"


def compare(a: Path, b: Path) -> list[str]:
    """Files that differ between two built folders (relative paths)."""
    names = {p.relative_to(a).as_posix() for p in a.rglob("*") if p.is_file() and "__pycache__" not in p.parts}
    names |= {p.relative_to(b).as_posix() for p in b.rglob("*") if p.is_file() and "__pycache__" not in p.parts}
    names = {n for n in names if not n.endswith(".py")}
    return sorted(n for n in names
                  if not ((a / n).is_file() and (b / n).is_file() and filecmp.cmp(a / n, b / n, shallow=False)))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m lwhash.kat_data.build", description=__doc__.split("\n\n")[0])
    ap.add_argument("src", type=Path, help="folder of original files: <folder>/ShortMsgKAT_<size>.txt")
    ap.add_argument("--out", type=Path, default=HERE, help="where to write (default: the package folder)")
    ap.add_argument("--check", action="store_true", help="write nothing; say whether a build equals --out")
    args = ap.parse_args(argv)
    try:
        if args.check:
            with tempfile.TemporaryDirectory() as tmp:
                m = build(args.src, Path(tmp))
                diff = compare(Path(tmp), args.out)
            if diff:
                print(f"{args.out} differs from a build of {args.src}: {', '.join(diff)}")
                return 1
            print(f"{args.out} equals a build of {args.src} ({len(m['files'])} files)")
            return 0
        m = build(args.src, args.out)
    except (BuildError, kat.KatError) as exc:
        print(f"build: {exc}", file=sys.stderr)
        return 1
    print(f"{len(m['files'])} files, {sum(f['entries'] for f in m['files'].values())} entries -> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
