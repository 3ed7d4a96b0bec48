"""The results database: one SQLite file, docs/results/results.sqlite by default.

Every benchmark run of one core on one target at one bus width is a row of the table
``runs``: the key columns (core, target, width, the tools that made it), the status,
mode, fingerprint of the sources, date and git revision as columns of their own for
queries, and the whole run (figures, every Fmax attempt, timings, errors with the end
of their log) as JSON in ``data``.  Runs are never overwritten: a rerun adds a row,
and readers take the newest run per key, so the history of a core's figures stays in
the file (``lwhash results --all``).

Only the process that runs ``lwhash bench`` writes (workers, local or on a Dask
cluster, return their rows to it), each run in a transaction of its own as soon as
it finishes, so an interrupted bench loses at most the runs in flight.  SQLite's own
locking makes two benches on one file safe.

A row is a ``lwhash.results.row.Row``; its JSON fields are described in docs/flow.md ("The
results database").
"""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import warnings
from contextlib import closing
from pathlib import Path

from ..errors import Error
from ..paths import ROOT
from .metrics import derive, join_routes
from .row import Row, RowError

DEFAULT_PATH = ROOT / "docs" / "results" / "results.sqlite"
#: the schema version stored in PRAGMA user_version
VERSION = 1

_SCHEMA = """
CREATE TABLE IF NOT EXISTS runs (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    core        TEXT NOT NULL,
    target      TEXT NOT NULL,
    width       INTEGER NOT NULL,
    tools       TEXT NOT NULL,      -- "name=version ..." sorted, the key's tool part
    status      TEXT NOT NULL,      -- ok | failed
    mode        TEXT,               -- full | quick
    fingerprint TEXT,
    date        TEXT,
    git_rev     TEXT,
    data        TEXT NOT NULL       -- the whole row as JSON
);
CREATE INDEX IF NOT EXISTS runs_key ON runs (core, target, width, tools);
"""


class DatabaseError(Error, RuntimeError):
    """The results file cannot be read or written."""


class InvalidRow(DatabaseError):
    """A stored run that is not a row (bad JSON, a missing key, a wrong type)."""


class InvalidRowWarning(UserWarning):
    """A stored run was skipped because it is not a row (the message says which)."""


def default_path() -> Path:
    env = os.environ.get("LWHASH_DB")
    return Path(env) if env else DEFAULT_PATH


def tools_key(tools: dict[str, str]) -> str:
    return " ".join(f"{k}={v}" for k, v in sorted(tools.items()))


def row_key(row: Row) -> tuple:
    return (row.core, row.target, int(row.width), tools_key(row.tools))


def git_revision(path: Path = ROOT) -> str | None:
    """The commit the sources come from, with "+dirty" when rtl/ or lwhash/ differ from it."""
    try:
        rev = subprocess.run(["git", "rev-parse", "--short=12", "HEAD"], cwd=path, capture_output=True,
                             text=True, timeout=20)
        if rev.returncode != 0:
            return None
        dirty = subprocess.run(["git", "status", "--porcelain", "--", "rtl", "lwhash"], cwd=path,
                               capture_output=True, text=True, timeout=20)
        return rev.stdout.strip() + ("+dirty" if dirty.stdout.strip() else "")
    except (OSError, subprocess.SubprocessError):
        return None


class ResultsDB:
    """The runs in one SQLite file."""

    def __init__(self, path: Path | str | None = None):
        self.path = Path(path) if path is not None else default_path()

    @property
    def is_project(self) -> bool:
        """This is the project's own database (docs/results/results.sqlite), from which
        the committed docs are made."""
        return self.path.resolve() == DEFAULT_PATH.resolve()

    # ------------------------------------------------------------------ connection
    def _connect(self, write: bool = False) -> sqlite3.Connection:
        if not write and not self.path.exists():
            raise FileNotFoundError(self.path)
        if write:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        try:
            con = sqlite3.connect(self.path, timeout=60)
            version = con.execute("PRAGMA user_version").fetchone()[0]
            if version > VERSION:
                con.close()
                raise DatabaseError(f"{self.path} has schema version {version}; this lwhash reads {VERSION}")
            if write and version < VERSION:
                con.executescript(_SCHEMA)
                con.execute(f"PRAGMA user_version = {VERSION}")
                con.commit()
            elif version == 0:
                con.close()
                raise DatabaseError(f"{self.path} is not an lwhash results database")
            return con
        except sqlite3.DatabaseError as exc:
            raise DatabaseError(f"{self.path} is not a readable results database ({exc})") from None

    def _parse(self, rid: int, data: str) -> Row:
        """The stored run ``rid`` as a Row; InvalidRow names the file, the row id and
        the field when it is not one (bad JSON, a missing key, a wrong type)."""
        try:
            return Row.from_dict(json.loads(data))
        except json.JSONDecodeError as exc:
            raise InvalidRow(f"{self.path}: row id {rid}: its data is not JSON ({exc})") from None
        except RowError as exc:
            raise InvalidRow(f"{self.path}: row id {rid}: {exc}") from None

    def _query(self, sql: str, args: tuple = ()) -> list[Row]:
        """The rows ``sql`` selects (``id, data``).  A stored run that is not a row is
        skipped with a warning (InvalidRowWarning) naming the file, row id and field: one
        damaged run must not hide the others (``lwhash results --merge`` refuses such a
        database whole instead)."""
        try:
            con = self._connect()
        except FileNotFoundError:
            return []
        out: list[Row] = []
        with closing(con):
            try:
                stored = list(con.execute(sql, args))
            except sqlite3.DatabaseError as exc:
                raise DatabaseError(f"reading {self.path} failed ({exc})") from None
        for rid, data in stored:
            try:
                # every row with today's derived figures (slice-eq, budget, seed), so rows
                # made by an older flow read like new ones (lwhash.results.metrics.derive)
                out.append(derive(self._parse(rid, data)))
            except InvalidRow as exc:
                warnings.warn(f"{exc}; skipped", InvalidRowWarning, stacklevel=3)
        return out

    def check_writable(self) -> None:
        """DatabaseError unless a run can be written here: checked before a bench makes
        its first row, so no row is built only to be lost."""
        if self.path.is_dir():
            raise DatabaseError(f"{self.path} is a folder, not a results database")
        where = self.path
        while not where.exists() and where != where.parent:
            where = where.parent               # the file, or the folder it would be made in
        if not os.access(where, os.W_OK):
            raise DatabaseError(f"{where} is read-only: the bench could not record its rows in {self.path}")
        try:
            con = self._connect(write=True)
        except OSError as exc:
            raise DatabaseError(f"{self.path} cannot be made ({exc.strerror or exc})") from None
        with closing(con):
            try:
                # a real write, undone: a handle SQLite opened read-only fails here
                con.execute("BEGIN IMMEDIATE")
                con.execute("INSERT INTO runs (core, target, width, tools, status, data) "
                            "VALUES ('', '', 0, '', 'probe', '{}')")
                con.execute("ROLLBACK")
            except sqlite3.DatabaseError as exc:
                raise DatabaseError(f"{self.path} cannot be written ({exc})") from None

    # ------------------------------------------------------------------ reading
    def runs(self) -> list[Row]:
        """Every run ever recorded, oldest first."""
        return self._query("SELECT id, data FROM runs ORDER BY id")

    def rows(self) -> list[Row]:
        """The newest run per core x target x width x tools."""
        return self._query(
            "SELECT id, data FROM runs WHERE id IN (SELECT MAX(id) FROM runs GROUP BY core, target, width, tools) "
            "ORDER BY core, target, width, tools")

    def get(self, core: str, target: str, width: int, tools: dict[str, str]) -> Row | None:
        found = self._query(
            "SELECT id, data FROM runs WHERE core = ? AND target = ? AND width = ? AND tools = ? "
            "ORDER BY id DESC LIMIT 1", (core, target, int(width), tools_key(tools)))
        return found[0] if found else None

    def latest(self) -> list[Row]:
        """One row per core x target x width: the one made with the newest tools
        (ties: the newest run); the budget verdicts that depend on a core's row on
        another target (xs: it routes on the iCE40 UP5K) completed from it
        (``metrics.join_routes``)."""

        best: dict[tuple, Row] = {}
        for row in self.rows():
            k = (row.core, row.target, int(row.width))
            cur = best.get(k)
            if cur is None or _newer(row, cur):
                best[k] = row
        return join_routes([best[k] for k in sorted(best)])

    # ------------------------------------------------------------------ writing
    @staticmethod
    def _insert(con: sqlite3.Connection, row: Row) -> None:
        con.execute(
            "INSERT INTO runs (core, target, width, tools, status, mode, fingerprint, date, git_rev, data) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (row.core, row.target, int(row.width), tools_key(row.tools), row.status, row.mode,
             row.fingerprint, row.date, row.git_rev, json.dumps(row.to_dict(), sort_keys=True)))

    def add(self, row: Row) -> None:
        """Record a run (it becomes the newest for its key)."""
        con = self._connect(write=True)
        with closing(con):
            try:
                with con:
                    self._insert(con, row)
            except sqlite3.DatabaseError as exc:
                raise DatabaseError(f"writing {self.path} failed ({exc})") from None

    def merge(self, other: Path | str) -> int:
        """Add the runs of another results database (a bench on another machine or in
        another checkout) that this one does not have yet, oldest first; returns how many.
        A run counts as present when core, target, width, tools, date and fingerprint
        agree, so merging twice adds nothing.  All or nothing: every run of ``other`` is
        checked first (InvalidRow names the first that is not a row, and nothing is
        added), then the new ones go in in one transaction."""
        src = ResultsDB(other)
        if src.path.is_dir():
            raise DatabaseError(f"{src.path} is a folder, not a results database")
        if not src.path.exists():
            raise DatabaseError(f"{src.path} does not exist")
        with closing(src._connect()) as con:
            try:
                stored = list(con.execute("SELECT id, data FROM runs ORDER BY id"))
            except sqlite3.DatabaseError as exc:
                raise DatabaseError(f"reading {src.path} failed ({exc})") from None
        try:
            rows = [src._parse(rid, data) for rid, data in stored]
        except InvalidRow as exc:
            raise InvalidRow(f"{exc}: nothing was merged (mend or remove that run, then merge again)") from None
        have = {(r.core, r.target, int(r.width), tools_key(r.tools), r.date, r.fingerprint)
                for r in (self.runs() if self.path.exists() else [])}
        new: list[Row] = []
        for row in rows:
            key = (row.core, row.target, int(row.width), tools_key(row.tools), row.date, row.fingerprint)
            if key not in have:
                new.append(row)
                have.add(key)
        con = self._connect(write=True)
        with closing(con):
            try:
                with con:                       # one transaction: every new run, or none
                    for row in new:
                        self._insert(con, row)
            except sqlite3.DatabaseError as exc:
                raise DatabaseError(f"writing {self.path} failed, nothing was added ({exc})") from None
        return len(new)

    def remove(self, core: str, target: str | None = None, width: int | None = None) -> int:
        """Forget every run of a core (on one target / at one width)."""
        con = self._connect(write=True)
        with closing(con), con:
            cur = con.execute(
                "DELETE FROM runs WHERE core = ? AND (? IS NULL OR target = ?) AND (? IS NULL OR width = ?)",
                (core, target, target, width, width))
            return cur.rowcount


def _version_tuple(v: str) -> tuple:
    out = []
    for part in v.replace("post", ".").replace("-", ".").split("."):
        out.append((0, int(part)) if part.isdigit() else (1, part))
    return tuple(out)


def _newer(a: Row, b: Row) -> bool:
    ta = [_version_tuple(a.tools.get(k, "")) for k in sorted(a.tools)]
    tb = [_version_tuple(b.tools.get(k, "")) for k in sorted(b.tools)]
    if ta != tb:
        return ta > tb
    return (a.date or "") >= (b.date or "")
