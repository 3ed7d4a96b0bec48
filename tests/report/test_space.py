"""The design space (issue 55): the fastest algorithm at every budget, the Pareto check,
the fronts, the xs profile's routing condition and the shell's measured share.

The rows are made up (synthetic cores of the real algorithms, in the shape ``lwhash
bench`` writes), except the shell test, which synthesizes rtl/common/lw_shell.v.
"""

from __future__ import annotations

import json

from lwhash.report import plots, space, tables
from lwhash.results import metrics
from lwhash.results.row import Row


def _point(core: str, variant: str, slice_eq: int, bram: int, mbps: float, target: str = "ecp5",
           fits: bool = True) -> Row:
    """A passed row of ``core`` (algorithm: the name before its first '-') with that area
    (LUT sites 2 x slice_eq) and long-message throughput (512-bit blocks, l+p = 512, so
    Mbit/s = Fmax in MHz)."""
    algo = core.split("-")[0]
    row = Row.from_dict({
        "core": core, "algo": algo, "variant": variant, "target": target, "width": 16, "status": "ok",
        "mode": "full", "tools": {}, "block_bits": 512, "digest_bits": 256,
        "cycles": {"st": 4, "lp": 512, "end": 20, "short_msg_blocks": 1, "short_msg_cycles": 536},
        "area": {"lut4": 2 * slice_eq, "lut_logic": 2 * slice_eq, "ff": slice_eq, "bram": bram},
        "pnr": {"fits": True, "fmax_mhz": mbps, "sites": slice_eq} if fits else
        {"fits": False, "error": "does not fit the device", "needed": {"ICESTORM_LC": [6000, 5280]}},
        "gate_level": {"status": "pass", "vectors": 256},
    })
    return metrics.derive(row)


ROWS = [
    _point("sha256-xs", "xs", 280, 1, 150.0),
    _point("sha256-bram", "bram", 584, 1, 464.4),
    _point("sha256-logic", "logic", 719, 0, 482.1),
    _point("sha256-large", "large", 1400, 2, 900.0),
    _point("blake256-xs", "xs", 310, 0, 200.0),          # over 300
    _point("blake256-logic", "logic", 711, 0, 289.7),
    _point("keccak256-xs", "xs", 250, 2, 60.0),          # two block RAMs
    _point("keccak256-logic", "logic", 711, 0, 84.4),
]


def _column(table: str, head: str) -> list[str]:
    lines = [[c.strip() for c in ln.strip("|").split("|")] for ln in table.splitlines()]
    i = lines[0].index(head)
    return [ln[i] for ln in lines[2:]]


def test_every_budget_table_cell_is_the_fastest_core_under_the_budget():
    """A cell of the table is the fastest core of its algorithm under the budget, with the
    figures of its row; a core over the budget, or with more block RAMs than the table's
    limit, is not counted there."""
    at300 = space.fastest(ROWS, 300, 1)
    assert [r.core for r in at300] == ["sha256-xs"]        # blake256-xs is over 300, keccak256-xs has 2 DP16KD
    table = space.table_budgets(ROWS, 1)
    cell = _column(table, "≤ 300")[0]
    r = at300[0]
    assert cell == f"SHA-256 {r.metrics.tp_long_mbps:.0f} ({r.metrics.tp_long_per_slice_eq:.2f}, xs)"
    assert cell == "SHA-256 150 (0.54, xs)"                  # 150 Mbit/s / 280 slice-eq
    # at 450 with one block RAM: BLAKE-256's xs core now counts; ranked by throughput
    assert _column(table, "≤ 450")[:2] == ["BLAKE-256 200 (0.65, xs)", "SHA-256 150 (0.54, xs)"]
    # at 768: each algorithm's fastest core, the block-RAM one beaten by the logic one
    assert [r.core for r in space.fastest(ROWS, 768, 1)] == ["sha256-logic", "blake256-logic", "keccak256-logic"]
    # 1,536 slice-eq: sha256-large has two block RAMs, over the first two tables' limits;
    # the third table (two block RAMs, the large profile's) ranks it, with no seed column
    assert space.fastest(ROWS, 1536, 1)[0].core == "sha256-logic"
    assert space.fastest(ROWS, 1536, 2)[0].core == "sha256-large"
    two = space.table_budgets(ROWS, 2)
    assert _column(two, "≤ 1,536")[0].startswith("SHA-256 ") and _column(two, "≤ 1,536")[0].endswith(", large)")
    assert "Seeds at" not in two
    # no block RAM: nothing at 300 (sha256-xs has one), and the table says so
    none = space.table_budgets(ROWS, 0)
    assert _column(none, "≤ 300")[0] == "—" and _column(none, "≤ 150")[0] == "—"
    assert _column(none, "≤ 450")[0].startswith("BLAKE-256 200 ")
    assert [r.core for r in space.fastest(ROWS, 600, 0)] == ["blake256-xs"]


def test_seeds_ranking_beside_their_budget():
    """The seeds' own ranking stands beside their budget (600 with one block RAM, 768 with
    none), from the seed figures of the bram / logic cores; a seed design using a block RAM
    is not in the no-block-RAM ranking."""
    seed = {"bram": {"source": "seed 002 Table 6", "slices": 547, "bram": 1, "tp_long": 101.5},
            "logic": {"source": "seed 002 Table 6", "slices": 745, "bram": 0, "tp_long": 137.8}}
    rows = [_point("sha256-bram", "bram", 584, 1, 464.4), _point("sha256-logic", "logic", 719, 0, 482.1),
            _point("fugue256-logic", "logic", 754, 0, 101.4)]
    for r in rows:
        r.seed = metrics.seed_comparison(seed[r.variant] if r.algo == "sha256" else
                                         {"source": "seed 000", "slices": 500, "bram": 1, "tp_long": 37.7},
                                         r.metrics, r.slice_eq)
    one = space.table_budgets(rows, 1)
    assert _column(one, "Seeds at 600 (Spartan-3)")[0] == "SHA-256 102 (0.19)"    # 101.5 / 547
    none = space.table_budgets(rows, 0)
    assert [c for c in _column(none, "Seeds at 768 (Spartan-3)") if c] == ["SHA-256 138 (0.18)"]
    assert "Seeds at 600" not in none.splitlines()[0]


def test_pareto_check_names_the_dominated_points():
    """Per algorithm, a core both larger and slower than another (or as large and slower,
    or larger and as fast) is named with the one that beats it; the others are
    Pareto-ordered, and the front joins only the undominated points."""
    rows = ROWS + [_point("keccak256-bram", "bram", 533, 1, 79.8),
                   _point("keccak256-large", "large", 900, 1, 80.0),        # larger than logic, slower
                   _point("blake256-bram", "bram", 711, 1, 289.7)]          # as large and as fast: no
    check = space.pareto_check(rows)
    assert check["sha256"] == [] and check["blake256"] == []
    assert [(a.core, b.core) for a, b in check["keccak256"]] == [("keccak256-large", "keccak256-logic")]
    assert [r.core for r in space.front(space.points(rows)["keccak256"])] == \
        ["keccak256-xs", "keccak256-bram", "keccak256-logic"]
    table = space.table_pareto(rows)
    line = next(ln for ln in table.splitlines() if ln.startswith("| Keccak-256"))
    assert "`keccak256-large` (900 + 1 DP16KD, 80.0 Mbit/s) is larger and slower than `keccak256-logic`" in line
    assert next(ln for ln in table.splitlines() if ln.startswith("| SHA-256")).endswith("| Pareto-ordered |")
    # a logic-only core beaten by its block-RAM sibling says what it saves
    fugue = [_point("fugue256-bram", "bram", 598, 1, 118.0), _point("fugue256-logic", "logic", 754, 0, 101.4)]
    assert "but uses fewer block RAMs" in space.table_pareto(fugue)


def test_xs_profile_needs_its_ice40_row_to_route():
    """An xs core inside 300 slice-eq and one block RAM on ECP5 is in its budget only when
    its iCE40 UP5K row routed: pending without that row, out when it does not fit."""
    assert metrics.BUDGETS["xs"].routes_on == ("ice40",)
    assert (metrics.BUDGETS["large"].slice_eq, metrics.BUDGETS["large"].bram) == (1536, 2)
    ecp5 = _point("sha256-xs", "xs", 280, 1, 150.0)
    alone = metrics.join_routes([ecp5])[0].budget
    assert alone.within is None and alone.routes == {"ice40": None}
    assert tables._verdict(alone) == "pending (≤ 300; no row yet on iCE40)"
    routed = metrics.join_routes([_point("sha256-xs", "xs", 280, 1, 150.0),
                                  _point("sha256-xs", "xs", 900, 2, 40.0, target="ice40")])[0].budget
    assert routed.within is True and routed.profiles["xs"] is True
    assert tables._verdict(routed) == "yes (≤ 300; routes on iCE40)"
    full = metrics.join_routes([_point("sha256-xs", "xs", 280, 1, 150.0),
                                _point("sha256-xs", "xs", 2900, 2, 40.0, target="ice40", fits=False)])[0].budget
    assert full.within is False and tables._verdict(full) == "**no** (≤ 300; not routed on iCE40)"
    # over the area on ECP5: out, whatever the iCE40 row says
    big = metrics.join_routes([_point("blake256-xs", "xs", 310, 0, 200.0)])[0].budget
    assert big.within is False and tables._verdict(big).startswith("**no** (≤ 300")
    # the other profiles do not ask the iCE40 row
    logic = metrics.join_routes([_point("sha256-logic", "logic", 719, 0, 482.1)])[0].budget
    assert logic.within is True and logic.routes is None and tables._verdict(logic) == "yes (≤ 768)"


def test_xs_verdict_from_the_database(tmp_path):
    """ResultsDB.latest completes the xs verdict from the core's iCE40 row."""
    from lwhash.results.db import ResultsDB

    db = ResultsDB(tmp_path / "r.sqlite")
    db.add(_point("sha256-xs", "xs", 280, 1, 150.0))
    assert db.latest()[0].budget.within is None
    db.add(_point("sha256-xs", "xs", 900, 2, 40.0, target="ice40"))
    assert [r.budget.within for r in db.latest() if r.target == "ecp5"] == [True]


def test_front_plots(tmp_path):
    """An algorithm gets a plot of its own from its third point on; the plot of every
    algorithm's front is there with two."""
    two = [r for r in ROWS if r.algo == "sha256" and r.variant in ("bram", "logic")]
    assert plots.front_vs_area(two, "sha256", tmp_path / "a.png") is None
    assert plots.front_vs_area(ROWS, "sha256", tmp_path / "b.png") == tmp_path / "b.png"
    assert "sha256-xs" in (tmp_path / "b.svg").read_text()
    assert plots.fronts_vs_area(two, tmp_path / "c.png") == tmp_path / "c.png"
    assert "SHA-256" in (tmp_path / "c.svg").read_text()


def test_shell_is_measured_by_synthesis(tmp_path):
    """lw_shell synthesized alone (the flow's synthesis step) has an area: cells counted
    as a core's, its slice-eq below the smallest budget, and the cache written by
    shell_area is read back without a second run."""
    from lwhash.flow import shell

    got = shell.measure(tmp_path / "work")
    assert got["module"] == "lw_shell" and got["params"] == {"W": 16, "DW": 32, "BLOCK_BITS": 512}
    assert got["cells"].get("TRELLIS_FF", 0) == got["ff"] > 0 and got["lut_sites"] > 0
    assert 0 < got["slice_eq"] == -(-max(got["lut_sites"], got["ff"]) // 2) < metrics.BUDGETS["xs"].slice_eq
    cache = tmp_path / "lw_shell.json"
    cache.write_text(json.dumps(got))
    assert shell.shell_area(cache, remeasure=False) == got
    cache.write_text(json.dumps({**got, "fingerprint": "stale"}))
    assert shell.shell_area(cache, remeasure=False) is None


def test_report_has_the_design_space_section(tmp_path):
    """lwhash report puts the every-budget tables, the fronts and the Pareto check after
    Table 1, from the database's rows."""
    from lwhash import report
    from lwhash.results.db import ResultsDB

    db = ResultsDB(tmp_path / "r.sqlite")
    for r in ROWS:
        db.add(r)
    files = {f.name for f in report.write(tmp_path / "out", db.path)}
    assert "fronts_ecp5.png" in files and "front_sha256_ecp5.png" in files       # SHA-256 has 4 points
    assert "front_blake256_ecp5.png" not in files                                 # BLAKE-256 has 2
    md = (tmp_path / "out" / "README.md").read_text()
    sec = md.split("## Design space: the fastest algorithm at every budget")[1].split("\n## ")[0]
    assert md.index("## Table 1") < md.index("## Design space") < md.index("## Table 2")
    assert space.table_budgets([r for r in db.latest() if r.ok], 1) in sec
    assert space.table_budgets([r for r in db.latest() if r.ok], 0) in sec
    assert "![Every algorithm's front on ECP5](fronts_ecp5.png)" in sec and "| Pareto-ordered |" in sec
