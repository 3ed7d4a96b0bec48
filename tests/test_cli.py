import hashlib
import json
import os
import random
import sys

import pytest

from lwhash import kat, ref
from lwhash.cli import main


def run(capsys, *argv):
    code = main(list(argv))
    out = capsys.readouterr().out
    return code, out


def test_list(capsys):
    code, out = run(capsys, "list")
    assert code == 0
    assert "sha256-logic" in out and "sha256-bram" in out
    code, out = run(capsys, "list", "--json")
    rows = json.loads(out)
    assert {"core": "sha256-logic", "family": "sha256", "algo": "sha256", "profile": "logic", "variant": "logic",
            "block_bits": 512, "digest_bits": 256, "widths": [8, 16, 32, 64]} in rows


def test_list_sorted_by_family_and_profile(capsys):
    """lwhash list: by family (folder), then profile in VARIANTS order (xs, bram, logic,
    large, fast), with a profile column."""
    from lwhash.cores import VARIANTS

    _, out = run(capsys, "list", "--json")
    keys = [(r["family"], VARIANTS.index(r["profile"]), r["core"]) for r in json.loads(out)]
    assert keys == sorted(keys)
    _, out = run(capsys, "list")
    lines = out.splitlines()
    assert lines[0].split()[:3] == ["core", "family", "profile"]
    sha = [ln.split()[:3] for ln in lines if ln.startswith("sha256-")]
    assert sha == [[f"sha256-{v}", "sha256", v] for v in ("xs", "bram", "logic", "large")]   # cores.VARIANTS order


@pytest.mark.parametrize("size", [0, 1, 55, 56, 63, 64, 65, 1000, 70001])
def test_hash_core_equals_sha256sum(tmp_path, capsys, size):
    data = random.Random(size).randbytes(size)
    f = tmp_path / "msg.bin"
    f.write_bytes(data)
    code, out = run(capsys, "hash", "--core", "sha256-logic", "--stall", "0.3", str(f))
    assert code == 0
    assert out == f"{hashlib.sha256(data).hexdigest()}  {f}\n"


def test_hash_bits_reproduces_kat_lines(tmp_path, capsys):
    algo = ref.get("sha256")
    try:
        entries = kat.load(algo.kat)
    except kat.KatMissing as exc:
        pytest.skip(str(exc))
    for e in entries[::37]:
        f = tmp_path / "m.bin"
        f.write_bytes(e.msg)
        code, out = run(capsys, "hash", "--core", "sha256-bram", "--bits", str(e.bits), str(f))
        assert out.split()[0] == e.md.hex()
    # non-byte lengths: the core against the reference model (itself checked against the KAT)
    data = bytes(range(40))
    (tmp_path / "m.bin").write_bytes(data)
    for bits in (1, 7, 13, 250, 319):
        code, out = run(capsys, "hash", "--core", "sha256-logic", "--bits", str(bits), "--json",
                        str(tmp_path / "m.bin"))
        j = json.loads(out)
        assert j["digest"] == algo.hash(data, bits).hex() and j["cycles"] > 0


def test_hash_algo_and_errors(tmp_path, capsys):
    f = tmp_path / "m.bin"
    f.write_bytes(b"abc")
    code, out = run(capsys, "hash", "--algo", "sha256", str(f))
    assert out.startswith("ba7816bf")
    with pytest.raises(SystemExit, match="unknown core"):
        main(["hash", "--core", "nope", str(f)])
    with pytest.raises(SystemExit, match="outside"):
        main(["hash", "--algo", "sha256", "--bits", "25", str(f)])
    with pytest.raises(SystemExit, match="no such file"):
        main(["hash", "--algo", "sha256", str(tmp_path / "missing")])
    capsys.readouterr()
    with pytest.raises(SystemExit) as exc:                 # an argparse error: exit 2, one line
        main(["hash", "--core", "sha256-logic", "--width", "12", str(f)])
    assert exc.value.code == 2 and "bus widths are 8, 16, 32, 64, not 12" in capsys.readouterr().err


def test_cycles_json(capsys):
    code, out = run(capsys, "cycles", "sha256-logic", "--json")
    j = json.loads(out)
    assert set(j) >= {"st", "lp", "end", "block_bits"}
    assert j["block_bits"] == 512 and j["lp"] <= 436


def _fails_with(capsys, argv, text):
    with pytest.raises(SystemExit) as info:
        main(argv)
    msg = str(info.value.code)
    assert msg.startswith("lwhash"), msg
    assert text in msg, msg
    assert "Traceback" not in msg and msg.count("\n") == 0, msg


def test_bad_input_gives_one_clear_line(tmp_path, capsys, monkeypatch):
    f = tmp_path / "m.bin"
    f.write_bytes(b"abc")
    _fails_with(capsys, ["hash", "--algo", "nope", str(f)], "unknown algorithm")
    _fails_with(capsys, ["hash", "--core", "nope-logic", str(f)], "unknown core")
    _fails_with(capsys, ["hash", "--algo", "sha256", str(tmp_path / "missing")], "no such file")
    _fails_with(capsys, ["hash", "--algo", "sha256", "--bits", "99", str(f)], "outside")
    _fails_with(capsys, ["hash", "--core", "sha256-logic", "--segments", "5", str(f)], "segments")
    _fails_with(capsys, ["cycles", "nope"], "unknown core")
    unreadable = tmp_path / "locked.bin"
    unreadable.write_bytes(b"x")
    unreadable.chmod(0)
    import os
    if os.geteuid() != 0:          # root reads anything
        _fails_with(capsys, ["hash", "--algo", "sha256", str(unreadable)], "cannot read")
    # a KAT file that does not parse
    bad = tmp_path / "kat" / "sha256"
    bad.mkdir(parents=True)
    (bad / "ShortMsgKAT_256.txt").write_text("Len = 8\nMsg = zz\nMD = 00\n")
    monkeypatch.setenv("LWHASH_KAT_DIR", str(tmp_path / "kat"))
    # ... fails that core's run (a FAIL line naming file and line); the others still run
    assert main(["kat", "sha256-logic", "blake256-logic", "--sample", "4"]) == 1
    out = capsys.readouterr().out.splitlines()
    assert "FAIL" in out[0] and "ShortMsgKAT_256.txt:1: Len = 8, expected Len = 0" in out[0], out
    assert out[1].startswith("blake256-logic") and "FAIL" in out[1] and "not found" in out[1], out
    monkeypatch.setenv("LWHASH_KAT_DIR", str(tmp_path / "nowhere"))
    assert main(["kat", "sha256-logic"]) == 1
    assert "not found" in capsys.readouterr().out


def test_a_failing_tool_gives_one_clear_line(tmp_path, capsys, monkeypatch):
    from lwhash.sim import runner

    def broken_build(self):
        raise runner.SimError("building the simulator for sha256-logic failed (exit 2):\nlog tail")

    monkeypatch.setattr(runner.Simulator, "build", broken_build)
    f = tmp_path / "m.bin"
    f.write_bytes(b"abc")
    with pytest.raises(SystemExit) as info:
        main(["hash", "--core", "sha256-logic", str(f)])
    assert str(info.value.code).startswith("lwhash: building the simulator for sha256-logic failed")


@pytest.mark.xdist_group("sha256-logic")
def test_hash_reads_stdin_pipes_and_fifos(tmp_path):
    import hashlib
    import subprocess
    import sys

    data = bytes(range(256)) * 9
    want = hashlib.sha256(data).hexdigest()
    cmd = [sys.executable, "-m", "lwhash.cli", "hash", "--core", "sha256-logic"]
    r = subprocess.run([*cmd, "-"], input=data, capture_output=True)
    assert r.returncode == 0 and r.stdout.decode().split()[0] == want, r.stderr
    r = subprocess.run([*cmd, "/dev/stdin"], input=data, capture_output=True)
    assert r.returncode == 0 and r.stdout.decode().split()[0] == want, r.stderr
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    writer = subprocess.Popen(["sh", "-c", f"cat > {fifo}"], stdin=subprocess.PIPE)
    reader = subprocess.Popen([*cmd, str(fifo)], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    writer.communicate(data)
    out, err = reader.communicate(timeout=300)
    assert reader.returncode == 0 and out.decode().split()[0] == want, err
    r = subprocess.run([*cmd, str(tmp_path)], capture_output=True, text=True)
    assert r.returncode != 0 and "is a folder" in r.stderr and "Traceback" not in r.stderr


def test_stall_out_of_range_is_one_line(tmp_path):
    import subprocess
    import sys

    f = tmp_path / "m.bin"
    f.write_bytes(b"abc")
    for bad in ("1.0", "2", "-1", "nan"):
        r = subprocess.run([sys.executable, "-m", "lwhash.cli", "hash", "--core", "sha256-logic",
                            "--stall", bad, str(f)], capture_output=True, text=True)
        assert r.returncode != 0 and "[0, 1)" in r.stderr and "Traceback" not in r.stderr, (bad, r.stderr)


def test_results_into_head_is_quiet():
    """`lwhash results | head -1`: exit 0 and no error line when the pipe closes early."""
    import subprocess

    r = subprocess.run(f"{sys.executable} -m lwhash.cli models | head -1", shell=True, capture_output=True,
                       text=True, executable="/bin/bash")
    assert r.stdout.count("\n") == 1 and r.stderr == ""
    r = subprocess.run(f"set -o pipefail; {sys.executable} -m lwhash.cli results --format json | head -1",
                       shell=True, capture_output=True, text=True, executable="/bin/bash")
    assert r.returncode == 0 and r.stderr == "", r.stderr


@pytest.mark.parametrize("argv", [["fuzz", "sha256-logic", "--cases", "-5"], ["kat", "sha256-logic", "--sample", "-1"],
                                  ["bench", "--width", "7"], ["kat", "sha256-logic", "--stall", "1.0"],
                                  ["hash", "--core", "sha256-logic", "--segments", "0", "x"]])
def test_numeric_options_are_checked(argv, capsys):
    with pytest.raises(SystemExit) as exc:
        main(argv)
    assert exc.value.code == 2
    assert "error: argument" in capsys.readouterr().err


def test_hash_streams_a_file_in_bounded_memory(tmp_path):
    """A file hashed through a core is read, padded and encoded in pieces: the Python
    side's peak memory does not grow with the file (1 MB and 4 MB: about the same)."""
    import tracemalloc

    from lwhash import cores
    from lwhash.sim.runner import Message, Phase, Simulator

    sim = Simulator(cores.get("sha256-logic"), 16)     # lw_tb chunks of 512 KB: both files span several
    sim.build()
    peaks = []
    for mb in (1, 4):
        f = tmp_path / f"{mb}.bin"
        f.write_bytes(random.Random(mb).randbytes(mb << 20))
        tracemalloc.start()
        (res,) = sim.run([Phase([Message(f, 8 * f.stat().st_size)])])
        peaks.append(tracemalloc.get_traced_memory()[1])
        tracemalloc.stop()
        assert res.digests == [hashlib.sha256(f.read_bytes()).digest()]
    assert peaks[1] < peaks[0] + (1 << 20), f"peak {peaks} bytes for 1 MB and 4 MB"


def test_every_option_has_help() -> None:
    """Every argument of every subcommand says what it is (issue: the first hour of a new user)."""
    import argparse

    from lwhash.cli import build_parser

    sub = next(a for a in build_parser()._actions if isinstance(a, argparse._SubParsersAction))
    missing = [f"{name} {a.option_strings or a.dest}" for name, sp in sub.choices.items()
               for a in sp._actions if not a.help and not isinstance(a, argparse._HelpAction)]
    assert not missing, f"options without help text: {missing}"
