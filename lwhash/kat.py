"""Reader for the SHA-3 competition known-answer test files (ShortMsgKAT_*.txt)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from .errors import Error
from .paths import KAT_ENV, kat_dir
from .ref.base import KatRef


class KatMissing(Error, FileNotFoundError):
    """A KAT file is not where lwhash looks for it."""


class KatError(Error, ValueError):
    """A KAT file that does not parse."""


@dataclass(frozen=True)
class KatEntry:
    bits: int       #: message length in bits (Len)
    msg: bytes      #: message bytes, MSB-first (Msg); bits past ``bits`` are not part of it
    md: bytes       #: expected digest (MD)


def kat_path(ref: KatRef, kind: str = "ShortMsgKAT") -> Path:
    return kat_dir() / ref.folder / f"{kind}_{ref.size}.txt"


def read_kat(path: Path) -> list[KatEntry]:
    """Parse one KAT file into entries, in file order."""
    path = Path(path)
    if not path.is_file():
        raise KatMissing(
            f"KAT file {path} not found: put the shared KAT folder at {kat_dir()} "
            f"or point ${KAT_ENV} at it"
        )
    entries: list[KatEntry] = []
    fields: dict[str, str] = {}
    for lineno, raw in enumerate(path.read_text(encoding="ascii", errors="replace").splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#") or line.startswith("["):
            continue
        if "=" not in line:
            continue
        key, _, value = (part.strip() for part in line.partition("="))
        fields[key] = value
        if key == "MD":
            try:
                bits = int(fields["Len"])
                msg = bytes.fromhex(fields["Msg"])
                md = bytes.fromhex(fields["MD"])
            except (KeyError, ValueError) as exc:
                raise KatError(f"{path}:{lineno}: malformed KAT entry ({exc})") from None
            if bits == 0:
                msg = b""
            if bits > 8 * len(msg):
                raise KatError(f"{path}:{lineno}: Len {bits} longer than Msg")
            entries.append(KatEntry(bits, msg, md))
            fields = {}
    return entries


def load(ref: KatRef, kind: str = "ShortMsgKAT") -> list[KatEntry]:
    return read_kat(kat_path(ref, kind))
