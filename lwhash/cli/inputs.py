"""Reading the message a user names: a regular file, a pipe or FIFO, or - (stdin)."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path


def read_input(path: str) -> bytes:
    """The bytes of FILE: a regular file, a pipe or FIFO (/dev/stdin, <(...), mkfifo), or - for stdin."""
    if path == "-":
        return sys.stdin.buffer.read()
    p = Path(path)
    if p.is_dir():
        raise SystemExit(f"lwhash: {path}: is a folder, not a file")
    if not p.exists():
        raise SystemExit(f"lwhash: {path}: no such file")
    try:
        with open(p, "rb") as f:          # works for pipes and FIFOs too, which have no size
            return f.read()
    except OSError as exc:
        raise SystemExit(f"lwhash: {path}: cannot read it ({exc.strerror})") from None


def message_bits(size: int, bits: int | None) -> int:
    """The message length in bits: --bits, checked against an input of ``size`` bytes."""
    if bits is None:
        return 8 * size
    if bits < 0 or bits > 8 * size:
        raise SystemExit(f"lwhash: --bits {bits} is outside the input's 0..{8 * size} bits")
    return bits


@contextmanager
def input_file(path: str) -> Iterator[Path]:
    """FILE as a regular file a core can stream from: itself, or for - (stdin), a pipe
    or a FIFO, a temporary copy made in pieces (memory stays bounded either way)."""
    p = Path(path)
    if path != "-":
        if p.is_dir():
            raise SystemExit(f"lwhash: {path}: is a folder, not a file")
        if not p.exists():
            raise SystemExit(f"lwhash: {path}: no such file")
        if p.is_file():
            if not os.access(p, os.R_OK):
                raise SystemExit(f"lwhash: {path}: cannot read it (permission denied)")
            if p.stat().st_size > 0:
                yield p
                return
            # a size of 0 is what /proc and sysfs files report whatever they hold: read
            # such a file to its end, as a pipe (the copy of a truly empty file is empty)
    import shutil
    import tempfile

    with tempfile.NamedTemporaryFile(prefix="lwhash-input-") as tmp:
        try:
            with (open(sys.stdin.fileno(), "rb", closefd=False) if path == "-" else open(p, "rb")) as f:
                shutil.copyfileobj(f, tmp, 1 << 20)
        except OSError as exc:
            raise SystemExit(f"lwhash: {path}: cannot read it ({exc.strerror})") from None
        tmp.flush()
        yield Path(tmp.name)
