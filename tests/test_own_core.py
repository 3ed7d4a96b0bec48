"""Cores of one's own (issue 64, docs/own-core.md): extra core folders through
$LWHASH_CORES_PATH and ``lwhash --cores-dir``, the worked example docs/examples/mycore
(a copy of rtl/sha256 under another name), and the project's results kept apart from it."""

from __future__ import annotations

import hashlib
import json
import shutil

import pytest

from lwhash import cores
from lwhash.cli import main
from lwhash.paths import ROOT, RTL
from lwhash.results.db import DEFAULT_PATH

EXAMPLE = ROOT / "docs" / "examples" / "mycore"
NAME = "mysha256-logic"


@pytest.fixture()
def no_extra(monkeypatch):
    """No extra core folder, and whatever a test adds undone after it."""
    monkeypatch.setenv(cores.CORES_PATH_ENV, "")


def test_example_family_folder_and_folder_of_families(no_extra, monkeypatch):
    """Both layouts: the family folder itself, or a folder of family folders (like rtl/);
    the example's rtl/common files resolve to lwhash's own."""
    assert NAME not in cores.all_cores()
    for folder in (EXAMPLE, EXAMPLE.parent):
        monkeypatch.setenv(cores.CORES_PATH_ENV, str(folder))
        core = cores.get(NAME)
        assert not core.builtin and core.folder == EXAMPLE.resolve()
        assert core.sources[0] == RTL / "common" / "lw_shell.v"
        assert all(p.is_file() for p in core.sources)
        assert NAME not in cores.builtin_cores() and "sha256-logic" in cores.builtin_cores()


def test_cores_dir_option_and_list(no_extra, capsys):
    """lwhash --cores-dir DIR list: the core is listed with its family and profile."""
    assert main(["--cores-dir", str(EXAMPLE), "list", "--json"]) == 0
    rows = {r["core"]: r for r in json.loads(capsys.readouterr().out)}
    assert rows[NAME]["family"] == "mycore" and rows[NAME]["profile"] == "logic"
    assert rows[NAME]["folder"] == str(EXAMPLE.resolve()) and "folder" not in rows["sha256-logic"]


def test_a_name_clash_names_both_folders(no_extra, monkeypatch, tmp_path):
    clash = tmp_path / "theirs" / "sha256"
    shutil.copytree(RTL / "sha256", clash)
    monkeypatch.setenv(cores.CORES_PATH_ENV, str(tmp_path / "theirs"))
    with pytest.raises(cores.CoreError) as exc:
        cores.all_cores()
    assert str(RTL / "sha256") in str(exc.value) and str(clash) in str(exc.value)
    monkeypatch.setenv(cores.CORES_PATH_ENV, str(tmp_path / "nothing"))
    with pytest.raises(cores.CoreError, match="does not exist"):
        cores.all_cores()


def test_foreign_cores_stay_out_of_the_projects_results(no_extra, monkeypatch, tmp_path):
    """A core of an extra folder never goes into the project's database, is not in its
    bench plan (the report's "outstanding rows"), and is what a bench into a database of
    one's own makes by default."""
    from lwhash.flow import FlowError, benchmark

    monkeypatch.setenv(cores.CORES_PATH_ENV, str(EXAMPLE))
    with pytest.raises(FlowError, match="not lwhash's own"):
        benchmark.bench([NAME], dry_run=True, db_path=DEFAULT_PATH, progress=lambda s: None)
    assert NAME not in benchmark.default_cores(DEFAULT_PATH)
    assert NAME not in {core for core, *_ in benchmark.outstanding(DEFAULT_PATH)}
    assert benchmark.default_cores(tmp_path / "mine.sqlite") == [NAME]
    said: list[str] = []
    benchmark.bench(db_path=tmp_path / "mine.sqlite", dry_run=True, progress=said.append)
    assert any(f"would make {NAME} on ecp5" in s for s in said)
    assert not any("make sha256-logic" in s or "make blake256" in s for s in said)


def _snapshot(folder):
    return {p.relative_to(folder).as_posix(): (p.stat().st_mtime_ns, hashlib.sha256(p.read_bytes()).hexdigest())
            for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest.mark.slow
def test_worked_example(no_extra, capsys, tmp_path):
    """docs/own-core.md, step by step: the example core is listed, passes 16 KAT vectors,
    is benched (--quick) into a database of its own and reported beside lwhash's own rows
    into a folder of its own; docs/results and the core READMEs are untouched.
    Marked slow: 2 min 45 s here with the RTL simulator build cached, over 3 min from a
    fresh clone and about 4.5 min beside other benches (the quick bench is most of it)."""
    before = _snapshot(ROOT / "docs" / "results")
    readmes = {p: p.read_bytes() for p in RTL.glob("*/README.md")}
    d = ["--cores-dir", str(EXAMPLE)]
    assert main([*d, "list"]) == 0
    assert NAME in capsys.readouterr().out
    assert main([*d, "kat", NAME, "--sample", "16"]) == 0
    assert "PASS" in capsys.readouterr().out
    db = tmp_path / "mine.sqlite"
    assert main([*d, "bench", "--quick", "--db", str(db)]) == 0
    out = tmp_path / "report"
    assert main([*d, "report", "--db", str(db), "--out", str(out)]) == 0
    md = (out / "README.md").read_text()
    assert f"`{NAME}`" in md and "`sha256-logic`" in md and "`shabal256-bram`" in md
    assert "rows of lwhash's own cores from the project's database" in md
    assert NAME in (out / "throughput_area_ecp5.svg").read_text()
    assert main([*d, "report", "--db", str(db), "--out", str(tmp_path / "alone"), "--no-project-rows"]) == 0
    assert "`sha256-logic`" not in (tmp_path / "alone" / "README.md").read_text()
    assert _snapshot(ROOT / "docs" / "results") == before
    assert {p: p.read_bytes() for p in RTL.glob("*/README.md")} == readmes
