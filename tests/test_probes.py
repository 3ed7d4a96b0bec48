"""The bad-input probes a new user tried (issue "Robustness, round 3"): each one must end
in a clear error (one line, no traceback) or a correct answer, never a traceback, a
silent acceptance or a wrong digest.

The CLI probes run ``lwhash`` as a user does, in a subprocess, and fail on any
"Traceback" in its output; the API probes call ``lwhash.hash`` directly.
"""

from __future__ import annotations

import hashlib
import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

import lwhash
from lwhash.paths import BUILD, ROOT
from lwhash.results import db as dbmod

PROJECT_DB = ROOT / "docs" / "results" / "results.sqlite"


def lwhash_cli(*argv: str, env: dict[str, str] | None = None, timeout: float = 300) -> subprocess.CompletedProcess:
    """``lwhash ARGV`` in a subprocess, as a user runs it."""
    return subprocess.run([sys.executable, "-c", "import sys; from lwhash.cli import main; sys.exit(main())", *argv],
                          capture_output=True, text=True, timeout=timeout, cwd=ROOT,
                          env={**os.environ, **(env or {})})


def refused(cp: subprocess.CompletedProcess, *words: str) -> str:
    """A run that failed with a clear message: non-zero exit, no traceback, the words said."""
    err = cp.stderr
    assert cp.returncode != 0, f"accepted silently: {cp.stdout[-500:]}"
    assert "Traceback" not in err and "Traceback" not in cp.stdout, err[-2000:]
    for w in words:
        assert w in err, err[-2000:]
    return err


# --------------------------------------------------------------- 1. a size that lies
@pytest.mark.xdist_group("sha256-logic")
def test_a_proc_file_hashes_to_its_contents_not_to_the_empty_message():
    """/proc and sysfs files report size 0 whatever they hold; the core must hash what a
    read to the end returns (sha256sum's digest), not the empty message."""
    path = "/proc/version"
    if not Path(path).exists():
        pytest.skip("no /proc on this system")
    assert os.stat(path).st_size == 0
    want = hashlib.sha256(Path(path).read_bytes()).hexdigest()
    cp = lwhash_cli("hash", "--core", "sha256-logic", path)
    assert cp.returncode == 0, cp.stderr
    got = cp.stdout.split()[0]
    assert got == want and got != hashlib.sha256(b"").hexdigest()


def test_a_file_longer_than_its_stated_size_is_refused(tmp_path):
    """The streaming encoder reads to the end when the size stands for the whole input:
    a byte past it (a file that grew, or lied about its size) is an error, not a prefix."""
    import io

    from lwhash import protocol

    src = io.BytesIO(b"abcdef")
    with pytest.raises(protocol.StreamError, match="more than the 3 bytes"):
        b"".join(protocol.stream("sha256", src, 24, 16, to_eof=True))
    src.seek(0)
    assert b"".join(protocol.stream("sha256", src, 24, 16))          # a prefix asked for: fine


# --------------------------------------------------------------- 3. SIGTERM
def _children(pid: int) -> list[int]:
    kids = []
    for d in Path("/proc").iterdir():
        if d.name.isdigit():
            try:
                if int((d / "stat").read_text().rsplit(")", 1)[1].split()[1]) == pid:
                    kids.append(int(d.name))
            except (OSError, IndexError, ValueError):
                pass
    return kids


@pytest.mark.xdist_group("sha256-logic")
def test_sigterm_stops_the_simulator_and_removes_its_job_folder(tmp_path):
    """SIGTERM to lwhash's pid alone (as a service manager or `kill PID` sends it) ends
    the simulator it started and removes the job's temporary folder, as Ctrl-C does."""
    if not Path("/proc/self/stat").exists():
        pytest.skip("needs /proc to find the simulator process")
    big = tmp_path / "big.bin"
    big.write_bytes(bytes(4 << 20))                 # about 15 s of simulation
    lwhash_cli("hash", "--core", "sha256-logic", "--bits", "8", str(big))     # the simulator is built
    proc = subprocess.Popen([sys.executable, "-c", "import sys; from lwhash.cli import main; sys.exit(main())",
                             "hash", "--core", "sha256-logic", str(big)], cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    sim, job = None, None
    deadline = time.time() + 120
    while time.time() < deadline and sim is None:
        for kid in _children(proc.pid):
            try:
                cwd = Path(os.readlink(f"/proc/{kid}/cwd"))
            except OSError:
                continue
            if cwd.parent.name == "jobs":               # lw_tb runs in the job's folder
                sim, job = kid, cwd
        time.sleep(0.2)
    assert sim is not None and proc.poll() is None, "the simulator never started"
    proc.send_signal(signal.SIGTERM)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode != 0 and "Traceback" not in err
    time.sleep(0.5)
    assert not Path(f"/proc/{sim}").exists() or "Z" in Path(f"/proc/{sim}/stat").read_text().split()[2], \
        "the simulator outlived lwhash"
    assert not job.exists(), f"{job} was left behind"


# --------------------------------------------------------------- 4. lwhash power arguments
@pytest.mark.parametrize("argv", [["--clock", "0"], ["--clock", "-5"], ["--clock", "nan"], ["--clock", "inf"],
                                  ["--width", "7"]])
def test_power_arguments_are_checked_before_any_work(argv):
    t = time.time()
    cp = lwhash_cli("power", "sha256-logic", *argv)
    refused(cp, argv[0])
    assert cp.returncode == 2 and time.time() - t < 30       # argparse's refusal: no synthesis ran


def test_power_width_the_core_lacks_is_refused_before_synthesis(monkeypatch):
    from lwhash import cli
    from lwhash.flow import power

    monkeypatch.setattr(power, "estimate_core", lambda *a, **k: pytest.fail("synthesis started"))
    hashes = [c for c in lwhash.list_cores().values() if 8 not in c.widths]
    if not hashes:
        pytest.skip("every core takes W = 8")
    with pytest.raises(SystemExit, match="supports bus widths"):
        cli.main(["power", hashes[0].name, "--width", "8"])


# --------------------------------------------------------------- 5. damaged database rows
def _damaged_copy(tmp_path: Path) -> Path:
    p = tmp_path / "damaged.sqlite"
    p.write_bytes(PROJECT_DB.read_bytes())
    with sqlite3.connect(p) as con:
        con.execute("UPDATE runs SET data = '{}' WHERE id = 5")
        con.execute("UPDATE runs SET data = '{bad' WHERE id = 7")
        con.execute("UPDATE runs SET data = json_set(data, '$.area.lut4', 'x') WHERE id = 9")
    return p


def test_a_damaged_row_is_named_and_skipped_on_read(tmp_path):
    bad = _damaged_copy(tmp_path)
    cp = lwhash_cli("results", "--db", str(bad), "--all", "--format", "json")
    assert cp.returncode == 0 and "Traceback" not in cp.stderr, cp.stderr
    for rid, field in ((5, "'core' is missing"), (7, "not JSON"), (9, "'area.lut4' should be int")):
        assert f"row id {rid}: " in cp.stderr and field in cp.stderr, cp.stderr
    with sqlite3.connect(PROJECT_DB) as con:
        total = con.execute("SELECT COUNT(*) FROM runs").fetchone()[0]
    assert len(json.loads(cp.stdout)) == total - 3
    cp = lwhash_cli("report", "--db", str(bad), "--out", str(tmp_path / "rep"))
    assert cp.returncode == 0 and "Traceback" not in cp.stderr and "row id 5" in cp.stderr, cp.stderr


def test_a_merge_adds_every_valid_row_or_none(tmp_path):
    bad = _damaged_copy(tmp_path)
    into = tmp_path / "into.sqlite"
    into.write_bytes(PROJECT_DB.read_bytes())
    with sqlite3.connect(into) as con:
        con.execute("DELETE FROM runs WHERE id > 600")
        before = con.execute("SELECT COUNT(*) FROM runs").fetchone()[0]
    refused(lwhash_cli("results", "--db", str(into), "--merge", str(bad)), "row id 5", "nothing was merged")
    with sqlite3.connect(into) as con:
        assert con.execute("SELECT COUNT(*) FROM runs").fetchone()[0] == before
    good = tmp_path / "good.sqlite"
    good.write_bytes(PROJECT_DB.read_bytes())
    cp = lwhash_cli("results", "--db", str(into), "--merge", str(good))
    assert cp.returncode == 0, cp.stderr
    with sqlite3.connect(into) as con, sqlite3.connect(good) as g:
        assert con.execute("SELECT COUNT(*) FROM runs").fetchone()[0] == g.execute(
            "SELECT COUNT(*) FROM runs").fetchone()[0]


def test_results_of_a_folder_says_so(tmp_path):
    refused(lwhash_cli("results", "--db", str(tmp_path)), "is a folder")


# --------------------------------------------------------------- 6. the Python API
@pytest.mark.parametrize("data", ["abc", None, 5, [1, 2]])
def test_api_data_of_the_wrong_type_is_a_type_error_naming_it(data):
    with pytest.raises(TypeError, match="data must be bytes"):
        lwhash.hash("sha256-logic", data)
    with pytest.raises(TypeError, match="data must be bytes"):
        lwhash.hash("sha256", data)


@pytest.mark.parametrize("kw, exc, word", [
    ({"seed": "x"}, TypeError, "seed"), ({"width": 16.0}, TypeError, "width"), ({"width": 7}, ValueError, "widths"),
    ({"stall": "0.3"}, TypeError, "stall"), ({"stall": 0.999999}, ValueError, "stall"),
    ({"segments": 0}, ValueError, "segments"), ({"bits": -1}, ValueError, "bits"), ({"bits": 99}, ValueError, "bits"),
    ({"bits": 2.0}, TypeError, "bits"),
])
def test_api_arguments_are_checked_at_the_boundary(kw, exc, word):
    before = set((BUILD / "sim").glob("*")) if (BUILD / "sim").exists() else set()
    with pytest.raises(exc, match=word):
        lwhash.hash("sha256-logic", b"abc", **kw)
    after = set((BUILD / "sim").glob("*")) if (BUILD / "sim").exists() else set()
    assert not {p for p in after - before if "w16.0" in p.name}, "a simulator was built for a bad width"


def test_api_unknown_names_suggest_cores_and_algorithms():
    with pytest.raises(ValueError, match=r"did you mean .*sha256-logic"):
        lwhash.hash("sha256-logik", b"")
    with pytest.raises(ValueError, match="unknown core or algorithm"):
        lwhash.hash("no-such-thing", b"")
    with pytest.raises(ValueError, match="not to the reference model"):
        lwhash.hash("sha256", b"", width=32)


def test_every_error_derives_from_lwhash_error():
    import inspect
    import pkgutil

    import lwhash as pkg
    from lwhash.errors import Error

    found = []
    for info in pkgutil.walk_packages(pkg.__path__, "lwhash."):
        if info.name == "lwhash.sim.bench" or info.name.endswith("__main__"):   # cocotb; runs main()
            continue
        mod = __import__(info.name, fromlist=["_"])
        for obj in vars(mod).values():
            if (inspect.isclass(obj) and issubclass(obj, Exception) and obj.__module__ == info.name
                    and not issubclass(obj, Warning)):
                found.append(obj)
    assert len(found) >= 10
    assert all(issubclass(c, Error) for c in found), [c for c in found if not issubclass(c, Error)]
    with pytest.raises(Error):
        lwhash.hash("no-such-thing", b"")


# --------------------------------------------------------------- 7. a read-only database
def test_a_bench_into_an_unwritable_database_stops_before_the_first_stage(monkeypatch, tmp_path):
    from lwhash.flow import benchmark

    monkeypatch.setattr(benchmark, "_execute", lambda *a, **k: pytest.fail("a row was made"))
    tried = 0
    for where in ("/proc/lwhash-none/results.sqlite", "/sys/lwhash-none/results.sqlite"):
        if Path(where).parents[1].exists():
            tried += 1
            with pytest.raises(dbmod.DatabaseError):
                benchmark.bench(["sha256-logic"], ["ecp5"], quick=True, db_path=where, force=True)
    assert tried, "no read-only place to try"


def test_a_database_sqlite_opens_read_only_is_found_unwritable(monkeypatch, tmp_path):
    """Root writes a chmod 444 file anyway, so a read-only handle stands in for it."""
    p = tmp_path / "ro.sqlite"
    p.write_bytes(PROJECT_DB.read_bytes())
    real = sqlite3.connect
    monkeypatch.setattr(sqlite3, "connect", lambda path, **k: real(f"file:{path}?mode=ro", uri=True, **k))
    with pytest.raises(dbmod.DatabaseError, match="readonly"):
        dbmod.ResultsDB(p).check_writable()
    monkeypatch.setattr(sqlite3, "connect", real)
    dbmod.ResultsDB(p).check_writable()
    with real(p) as con:
        assert con.execute("SELECT COUNT(*) FROM runs WHERE status = 'probe'").fetchone()[0] == 0


# --------------------------------------------------------------- 8. the project's docs
def test_a_report_of_another_database_needs_its_own_folder(tmp_path):
    other = tmp_path / "other.sqlite"
    other.write_bytes(PROJECT_DB.read_bytes())
    readme = ROOT / "docs" / "results" / "README.md"
    before = readme.stat().st_mtime_ns
    refused(lwhash_cli("report", "--db", str(other)), "--out")
    refused(lwhash_cli("bench", "--db", str(other), "--report", "--quick", "sha256-logic"), "--out")
    refused(lwhash_cli("report", env={"LWHASH_DB": str(other)}), "docs/results")
    assert readme.stat().st_mtime_ns == before


def test_a_report_removes_what_it_no_longer_makes(tmp_path):
    from lwhash import report

    out = tmp_path / "rep"
    other = tmp_path / "other.sqlite"
    other.write_bytes(PROJECT_DB.read_bytes())
    first = report.write(out, db_path=other)
    mine = out / "mine.png"
    mine.write_bytes(b"x")                            # not the report's: stays
    stale = out / "throughput_area_gone.png"          # the report's, and no longer made
    stale.write_bytes(b"x")
    (out / report.MANIFEST).write_text((out / report.MANIFEST).read_text() + stale.name + "\n")
    second = report.write(out, db_path=other)
    assert sorted(first) == sorted(second)
    assert not stale.exists() and mine.exists() and all(p.exists() for p in second)


# --------------------------------------------------------------- the cheap ones
def test_a_stall_the_bench_itself_would_hang_on_is_refused():
    refused(lwhash_cli("hash", "--core", "sha256-logic", "--stall", "0.99999999999", "/dev/null"), "at most 0.99")


def test_algo_refuses_options_only_a_core_takes():
    refused(lwhash_cli("hash", "--algo", "sha256", "--width", "32", "--stall", "0.3", "/dev/null"),
            "--width, --stall", "--core")


def test_kat_sample_n_runs_n_vectors():
    from lwhash.sim import verify

    vs = list(range(2048))
    for n in (1, 2, 8, 15, 16, 40):
        s = verify.sample(vs, n)       # type: ignore[arg-type]
        assert len(s) == n and s[-1] == 2047 and (n == 1 or s[0] == 0)


@pytest.mark.parametrize("seeds", ["-5", "x", "1,,2", "0", "1,1"])
def test_bench_seeds_are_checked(seeds):
    err = refused(lwhash_cli("bench", "--dry-run", "--seeds", seeds, "sha256-logic"), "--seeds")
    assert "lambda" not in err


@pytest.mark.xdist_group("sha256-logic")
def test_a_file_name_with_a_newline_is_escaped_as_sha256sum_does(tmp_path):
    name = tmp_path / "a\nb\\c"
    name.write_bytes(b"abc")
    want = subprocess.run(["sha256sum", str(name)], capture_output=True, text=True).stdout
    cp = lwhash_cli("hash", "--algo", "sha256", str(name))
    assert cp.returncode == 0 and cp.stdout == want
    cp = lwhash_cli("hash", "--core", "sha256-logic", str(name))
    assert cp.returncode == 0 and cp.stdout == want
