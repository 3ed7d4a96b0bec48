"""The SHA-3 competition known-answer tests (ShortMsgKAT_*.txt): where they are read from, and the reader.

``load`` reads the vectors stored in the package (lwhash.kat_data) unless
$LWHASH_KAT_DIR names a folder of original-format files (``<folder>/ShortMsgKAT_<size>.txt``).

A KAT file must hold exactly the entries of its set, or reading it fails: a run can
never pass on a file that is empty, garbled or cut short.  The set of a file is the
NIST short-message set, Len = 0..2047, each length once and in order, except where
``EXPECTED_LENS`` declares another one (the generated SHA-256 file: the 256 byte lengths).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from .errors import Error
from .paths import KAT_DATA, KAT_ENV, kat_dir
from .ref.base import KatRef

#: the lengths of the NIST short-message set (every ShortMsgKAT file of the competition)
SHORT_LENS: tuple[int, ...] = tuple(range(2048))

#: files whose set differs from SHORT_LENS, by (folder, digest size): the one place that says so
EXPECTED_LENS: dict[tuple[str, int], tuple[int, ...]] = {
    # generated with hashlib for the byte-aligned lengths only (shared/kat/SOURCES.md)
    ("sha256", 256): tuple(range(0, 2048, 8)),
}

#: the keys of an entry, in the order they appear
KEYS = ("Len", "Msg", "MD")


class KatMissing(Error, FileNotFoundError):
    """A KAT file is not where lwhash looks for it."""


class KatError(Error, ValueError):
    """A KAT file that does not parse, or does not hold every entry of its set."""


@dataclass(frozen=True)
class KatEntry:
    bits: int       #: message length in bits (Len)
    msg: bytes      #: message bytes, MSB-first (Msg); bits past ``bits`` are not part of it
    md: bytes       #: expected digest (MD)


def expected_lens(ref: KatRef) -> tuple[int, ...]:
    """The Len values, in order, that the KAT file of ``ref`` must hold."""
    return EXPECTED_LENS.get((ref.folder, ref.size), SHORT_LENS)


def expected_count(ref: KatRef) -> int:
    return len(expected_lens(ref))


def kat_path(ref: KatRef, kind: str = "ShortMsgKAT") -> Path:
    """The original-format file of ``ref`` in $LWHASH_KAT_DIR (only when it is set)."""
    folder = kat_dir()
    if folder is None:
        raise KatMissing(f"${KAT_ENV} is not set: the KAT vectors are read from {KAT_DATA}")
    return folder / ref.folder / f"{kind}_{ref.size}.txt"


def source() -> str:
    """Where ``load`` reads the vectors, in words."""
    folder = kat_dir()
    return f"${KAT_ENV} = {folder}" if folder is not None else f"the stored vectors in {KAT_DATA}"


def ref_of_path(path: Path) -> KatRef | None:
    """The KatRef a file ``<folder>/ShortMsgKAT_<size>.txt`` stands for, if its name says."""
    stem = Path(path).stem
    kind, _, size = stem.rpartition("_")
    if kind != "ShortMsgKAT" or not size.isdigit():
        return None
    return KatRef(Path(path).parent.name, int(size))


def _hex(path: Path | str, lineno: int, key: str, value: str) -> bytes:
    try:
        if not value or any(c.isspace() for c in value):
            raise ValueError(value)
        return bytes.fromhex(value)
    except ValueError:
        raise KatError(f"{path}:{lineno}: {key} is not hex: {value[:40]!r}") from None


def read_kat(path: Path, ref: KatRef | None = None) -> list[KatEntry]:
    """Parse one KAT file into its entries, in file order.

    The file must hold every entry of its set (``expected_lens(ref)``; ``ref`` defaults
    to the one its folder and name say) and nothing else but ``#`` comments and blank
    lines: anything else raises KatError naming the file and line, and a file that
    ends early raises KatError saying how many entries it held.
    """
    path = Path(path)
    if not path.is_file():
        hint = (f" (${KAT_ENV} = {kat_dir()}; unset it to read the vectors stored in {KAT_DATA})"
                if kat_dir() is not None else "")
        raise KatMissing(f"KAT file {path} not found{hint}")
    return parse_kat(path.read_bytes(), path, ref if ref is not None else ref_of_path(path))


def parse_kat(data: bytes, path: Path | str, ref: KatRef | None) -> list[KatEntry]:
    """Parse the bytes of a KAT file (``path`` names it in errors; see read_kat)."""
    lens = expected_lens(ref) if ref is not None else SHORT_LENS
    md_bytes = ref.size // 8 if ref is not None else None
    entries: list[KatEntry] = []
    fields: dict[str, tuple[int, str]] = {}
    # split on LF only (a CR before it is part of the line end): line numbers are an editor's
    for lineno, raw in enumerate(data.decode("latin-1").split("\n"), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if "=" not in line:
            raise KatError(f"{path}:{lineno}: not a KAT line (no '='): {line[:40]!r}")
        key, _, value = (part.strip() for part in line.partition("="))
        if key not in KEYS:
            raise KatError(f"{path}:{lineno}: unknown key {key[:20]!r} (a KAT entry is Len, Msg, MD)")
        want = KEYS[len(fields)]
        if key != want:
            raise KatError(f"{path}:{lineno}: {key} where {want} was expected "
                           f"(each entry is Len, Msg, MD in that order)")
        fields[key] = (lineno, value)
        if key == "Len":
            if len(entries) >= len(lens):
                raise KatError(f"{path}:{lineno}: an entry past the {len(lens)} of the set")
            if not value.isdigit() or int(value) != lens[len(entries)]:
                raise KatError(f"{path}:{lineno}: Len = {value[:20]}, expected Len = {lens[len(entries)]} "
                               f"(entry {len(entries) + 1} of {len(lens)})")
        elif key == "Msg":
            bits = int(fields["Len"][1])
            msg = _hex(path, lineno, "Msg", value)
            need = max(1, -(-bits // 8))      # Len = 0 is written as Msg = 00
            if len(msg) < need:
                raise KatError(f"{path}:{lineno}: Msg has {len(msg)} bytes, shorter than Len = {bits} bits")
            if len(msg) > need:
                raise KatError(f"{path}:{lineno}: Msg has {len(msg)} bytes, longer than Len = {bits} bits")
        else:
            md = _hex(path, lineno, "MD", value)
            if md_bytes is not None and len(md) != md_bytes:
                raise KatError(f"{path}:{lineno}: MD has {len(md)} bytes, expected {md_bytes}")
            bits = int(fields["Len"][1])
            msg = bytes.fromhex(fields["Msg"][1]) if bits else b""
            entries.append(KatEntry(bits, msg, md))
            fields = {}
    if fields:
        raise KatError(f"{path}:{fields['Len'][0]}: the file ends inside the entry of "
                       f"Len = {fields['Len'][1]} (no {KEYS[len(fields)]})")
    if len(entries) != len(lens):
        raise KatError(f"{path}: ends after {len(entries)} entries, expected {len(lens)}")
    return entries


def load_stored(ref: KatRef) -> list[KatEntry]:
    """The entries of ``ref`` from the vectors stored in the package (lwhash.kat_data)."""
    from . import kat_data

    rel = kat_data.name(ref.folder, ref.size)
    if rel not in kat_data.manifest()["files"]:
        raise KatMissing(f"no KAT vectors for {rel} in {KAT_DATA}")
    stored = kat_data.entries(rel)          # KatDataError (a KatError) when damaged
    lens = [bits for bits, _, _ in stored]
    if lens != list(expected_lens(ref)):
        raise KatError(f"{KAT_DATA / rel}: {len(lens)} stored entries, expected the {expected_count(ref)} "
                       f"of its set")
    return [KatEntry(bits, msg if bits else b"", md) for bits, msg, md in stored]


def load(ref: KatRef, kind: str = "ShortMsgKAT") -> list[KatEntry]:
    """Every entry of the KAT file of ``ref``: from $LWHASH_KAT_DIR when it is set, else stored."""
    if kind == "ShortMsgKAT" and kat_dir() is None:
        return load_stored(ref)
    return read_kat(kat_path(ref, kind), ref)


def other_file(rel: str) -> Path:
    """A companion file of the KAT folder (``spectralhash/DISPUTED_ENTRIES.txt``): from
    $LWHASH_KAT_DIR when it is set (KatMissing when it is not there), else the stored copy."""
    folder = kat_dir()
    if folder is None:
        from . import kat_data

        return kat_data.other_file(rel)
    path = folder / rel
    if not path.is_file():
        raise KatMissing(f"{path} not found (${KAT_ENV} = {folder}; unset it to read the stored copy)")
    return path
