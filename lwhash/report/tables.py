"""Markdown tables of the results database, after seed 002 (Tables 1, 2, 3 and 6)."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping
from contextvars import ContextVar

from ..results.metrics import BUDGETS
from ..results.row import BudgetVerdict, GateLevel, Pnr, Row
from ..results.text import duration, formula, pnr_verdict
from ..targets import PRIMARY, TARGETS

#: how algorithms are named in tables (the registry's algo names otherwise); jh256 is
#: JH42 (round 3, 42 rounds), jh256_r2 the round-2 JH (35.5 rounds)
DISPLAY = {
    "sha256": "SHA-256", "blake256": "BLAKE-256", "bmw256": "BMW-256", "cubehash256": "CubeHash16/32-256",
    "cubehash8_1_256": "CubeHash8/1-256", "echo256": "ECHO-256", "fugue256": "Fugue-256",
    "groestl256": "Grøstl-256", "groestl0_256": "Grøstl-0-256", "hamsi256": "Hamsi-256",
    "jh256": "JH42-256", "jh256_r2": "JH-256 (round 2)", "keccak256": "Keccak-256", "luffa256": "Luffa-256",
    "shabal256": "Shabal-256", "shavite3_256": "SHAvite-3-256", "simd256": "SIMD-256",
    "skein512_256": "Skein-512-256", "blake32": "BLAKE-32", "sha3_256": "SHA3-256",
    "skein512_256_v12": "Skein-512-256 v1.2",
    # the fast cores' other digest sizes
    "cubehash8_1_224": "CubeHash8/1-224", "cubehash8_1_384": "CubeHash8/1-384", "cubehash8_1_512": "CubeHash8/1-512",
    "groestl224": "Grøstl-224", "groestl384": "Grøstl-384", "groestl512": "Grøstl-512",
    "shabal224": "Shabal-224", "shabal384": "Shabal-384", "shabal512": "Shabal-512",
    # seed 001's round-1 candidates
    "lane224": "LANE-224", "lane256": "LANE-256", "lane384": "LANE-384", "lane512": "LANE-512",
    "spectralhash224": "Spectral Hash-224", "spectralhash256": "Spectral Hash-256",
    "spectralhash384": "Spectral Hash-384", "spectralhash512": "Spectral Hash-512",
}
SHORT = {"ecp5": "ECP5", "ecp5-85": "ECP5 85F", "ice40": "iCE40",
         "xc3s": "Spartan-3 (est.)", "xc6s": "Spartan-6 (est.)", "xc7": "7-series (est.)"}
VERSION_NAME = {"xs": "XS", "bram": "BRAM", "logic": "Logic only", "large": "Large", "fast": "Fast"}
VARIANT_ORDER = {"xs": 0, "bram": 1, "logic": 2, "large": 3, "fast": 4}
REFERENCE_ALGO = "sha256"


def algo_name(algo: str) -> str:
    return DISPLAY.get(algo, algo)


def fmt(v, nd: int = 2, dash: str = "—") -> str:
    if v is None:
        return dash
    if isinstance(v, bool):
        return "yes" if v else "**no**"
    if isinstance(v, int):
        return f"{v:,}"
    return f"{v:,.{nd}f}"


def md_table(header: list[str], rows: Iterable[list[str]], align: str | None = None) -> str:
    rows = list(rows)
    align = align or ("l" * 3 + "r" * (len(header) - 3))
    sep = ["---:" if a == "r" else ":---:" if a == "c" else "---" for a in align.ljust(len(header), "r")[:len(header)]]
    out = ["| " + " | ".join(header) + " |", "| " + " | ".join(sep) + " |"]
    out += ["| " + " | ".join(r) + " |" for r in rows]
    return "\n".join(out)


def _order(row: Row) -> tuple:
    ref = 0 if row.algo == REFERENCE_ALGO else 1       # SHA-256 last, as in seed 002
    return (VARIANT_ORDER.get(row.variant or "", 9), -ref, row.algo or "", row.core)


#: marks a row made from older sources than the core's present ones
STALE = "‡"
STALE_NOTE = (f"{STALE}: made from an older version of the core's sources (its fingerprint differs from "
              "today's RTL); the next `lwhash bench` remakes it.")


#: the present fingerprint per (core, target, width), from the flow's facts
#: (lwhash.results.facts.FlowFacts), set by report.write for the report it writes
FINGERPRINTS: ContextVar[Mapping[tuple[str, str, int], str]] = ContextVar("FINGERPRINTS", default={})  # noqa: B039


def stale(r: Row) -> bool:
    """The row was made from other sources than the core's present ones."""
    now = FINGERPRINTS.get().get((r.core, r.target, int(r.width)))
    return now is not None and r.fingerprint is not None and r.fingerprint != now


def _core(r: Row) -> str:
    return f"`{r.core}`" + (f" {STALE}" if stale(r) else "")


def _ok(rows: list[Row]) -> list[Row]:
    return [r for r in rows if r.ok]


def primary_of(core: str) -> str:
    """The ECP5 target a core is judged on (cores.toml ``primary``; the 25F for a core no
    longer registered)."""
    from .. import cores as registry

    c = registry.all_cores().get(core)
    return c.primary if c else PRIMARY


def on(r: Row, target: str) -> bool:
    """A row belongs to a target's tables; those of the primary target hold each core's
    row on the ECP5 device it is judged on (the 85F for a core that names it), not a 25F
    row of such a core."""
    return r.target == (primary_of(r.core) if target == PRIMARY else target)


def device(r: Row) -> str:
    """The ECP5 device of a row on the primary tables, as the tables print it: 25F, 85F."""
    return TARGETS[r.target].label.split(" (")[0].split("LFE5U-")[-1]


def _version(r: Row) -> str:
    return VERSION_NAME.get(r.variant or "", r.variant or "")


def reference(rows: list[Row], row: Row) -> Row | None:
    """The SHA-256 row of the same target, profile (variant) and width."""
    for r in rows:
        if (r.ok and r.algo == REFERENCE_ALGO and r.variant == row.variant and r.target == row.target
                and r.width == row.width):
            return r
    return None


def _rel_of(rows: list[Row], r: Row | None, key: str, higher_better: bool = True) -> str:
    """A row's figure (JSON path) relative to the SHA-256 row beside it."""
    ref = reference(rows, r) if r else None
    return _rel(ratio(r.get(key) if r else None, ref.get(key) if ref else None), higher_better)


def ratio(a, b) -> float | None:
    if a is None or b is None or b == 0:
        return None
    return a / b


# ---------------------------------------------------------------------- Table 1
def table_formulae(rows: list[Row]) -> str:
    """Cycle counts (measured) and throughput formulae, one line per core and width."""
    seen: dict[tuple, Row] = {}
    for r in sorted(_ok(rows), key=_order):
        seen.setdefault((r.core, r.width), r)
    lines = []
    for (core, width), r in seen.items():
        c = r.cycles
        assert c is not None
        paper = r.paper or {}
        ptxt = (f"{formula(paper['st'], paper['lp'], paper['end'], '·')} ({_paper_source(core)})"
                if {"st", "lp", "end"} <= set(paper) else "—")
        lines.append([
            _version(r), algo_name(r.algo or ""), _core(r), str(width),
            str(r.block_bits), c.text(), f"{r.block_bits} / ({c.lp}·T)", str(c.short_msg_blocks),
            f"{c.short_msg_cycles}", ptxt,
        ])
    return md_table(
        ["Version", "Algorithm", "Core", "W", "b (bits)", "clk = st + (l+p)·N + end",
         "Throughput (long) b/((l+p)·T)", "N (1-byte msg)", "clk (1-byte msg)", "The seed's formula"],
        lines, align="lllrrllrrl")


def _paper_source(core: str) -> str:
    from .. import cores

    c = cores.all_cores().get(core)
    return c.paper_source if c else "seed"


# ---------------------------------------------------------------------- Table 6
def table_results(rows: list[Row], target: str) -> str:
    t = TARGETS[target]
    site = (t.site or "site")
    site = site[0].upper() + site[1:] + "s"            # Slices, LCs
    lines = []
    for r in sorted((r for r in _ok(rows) if r.target == target), key=_order):
        a, p = r.area, r.pnr or Pnr()
        assert a is not None
        runs = [x for x in (p.runs or []) if x.get("fmax_mhz")]
        lo, hi = (min(x["fmax_mhz"] for x in runs), max(x["fmax_mhz"] for x in runs)) if runs else (0, 0)
        spread = f"{lo:.1f}–{hi:.1f}" if lo != hi else f"{lo:.1f}"
        lines.append([
            _version(r), algo_name(r.algo or ""), _core(r),
            fmt(a.slice_eq), fmt(p.sites), fmt(a.lut_logic), fmt(a.lut4), fmt(a.ff),
            fmt(a.bram), fmt(a.dram), fmt(a.carry),
            _fmax(p) + ("⁺" if runs and not any(x["target_mhz"] > (p.fmax_mhz or 0) for x in runs) else ""),
            fmt(r.get("metrics.period_ns")),
            fmt(r.get("metrics.tp_long_mbps"), 1), fmt(r.get("metrics.tp_long_per_slice_eq"), 3),
            fmt(r.get("metrics.tp_short_mbps"), 1), fmt(r.get("metrics.tp_short_per_slice_eq"), 3),
            _verdict(r.budget), *_seed_cells(r),
            gate_level(r.gate_level),
            # a row that does not fit, place or route has no Fmax run to count
            f"{r.mode}, —" if p.fits is False else
            f"{r.mode}, {len(runs)} run{'s' if len(runs) != 1 else ''}" + (f" ({spread})" if runs else ""),
        ])
    bram = "DP16KD" if t.family == "ecp5" else "EBR" if t.family == "ice40" else "BRAM"
    return md_table(
        ["Version", "Algorithm", "Core", "Slice-eq", f"{site} placed", "LUT4", "LUT sites", "FF", bram,
         "Dist. RAM", "Carry", "Fmax (MHz)", "T (ns)", "TP long (Mbit/s)", "TP/slice-eq long",
         "TP short (Mbit/s)", "TP/slice-eq short", "In budget", "Seed TP long", "Seed TP/slice long",
         "× seed TP", "× seed TP/slice", "Gate level", "Fmax runs (MHz)"],
        lines, align="lll" + "r" * 14 + "c" + "r" * 4 + "ll")


def _seed_cells(r: Row) -> list[str]:
    """The seed's throughput and Mbit/s per slice (Spartan-3), and ours as ratios to them
    (bold: we beat the 2011 design)."""
    return [fmt(r.get("seed.tp_long"), 1), fmt(r.get("seed.tp_long_per_slice"), 3),
            _rel(r.get("seed.ratio_tp_long")), _rel(r.get("seed.ratio_tp_long_per_slice"))]


def table_seed(rows: list[Row], target: str = PRIMARY) -> str:
    """Every core beside the seed's Spartan-3 design of the same algorithm and profile."""
    lines = []
    for r in sorted((r for r in _ok(rows) if on(r, target) and r.seed), key=_order):
        s = r.seed
        assert s is not None
        lines.append([
            _version(r), algo_name(r.algo or ""), _core(r) + ("" if r.target == target else f" ({device(r)})"),
            fmt(r.slice_eq), _verdict(r.budget), fmt(r.get("metrics.tp_long_mbps"), 1),
            fmt(r.get("metrics.tp_long_per_slice_eq"), 3),
            fmt(s.slices), fmt(s.tp_long, 1), fmt(s.tp_long_per_slice, 3),
            _rel(s.ratio_tp_long), _rel(s.ratio_tp_long_per_slice), _rel(s.ratio_tp_short_per_slice),
            s.source + (f" ({s.note})" if s.note else ""),
        ])
    return md_table(
        ["Version", "Algorithm", "Core", "Slice-eq", "In budget", "TP long (Mbit/s)", "TP/slice-eq long",
         "Seed slices", "Seed TP long", "Seed TP/slice long", "× seed TP long", "× seed TP/slice long",
         "× seed TP/slice short", "Seed figures from"],
        lines, align="lll" + "r" + "c" + "r" * 8 + "l")


def digest_class(r: Row) -> str:
    """Seed 001's digest-size classes: "224/256" or "384/512"."""
    from .. import ref

    return "224/256" if ref.get(r.algo or "").digest_bits <= 256 else "384/512"


def fast_rows(rows: list[Row], target: str = PRIMARY) -> list[Row]:
    """The throughput-oriented (``fast``) cores' rows on a target (on the primary target:
    each on the ECP5 device it is judged on, ``on``)."""
    return [r for r in _ok(rows) if on(r, target) and r.variant == "fast"]


def table_fast(rows: list[Row], target: str = PRIMARY) -> str:
    """The fast cores beside seed 001's design of the same algorithm, digest class and
    trade-off point: area, Fmax, cycles per block, Gbit/s, Mbit/s per slice(-eq)."""
    lines = []
    for r in sorted(fast_rows(rows, target), key=lambda r: (digest_class(r), _order(r))):
        a, p, s, c = r.area, r.pnr or Pnr(), r.seed, r.cycles
        assert a is not None
        tp = r.get("metrics.tp_long_mbps")
        mhz = round(1000 / s.t_ns, 1) if s and s.t_ns else None
        lines.append([
            digest_class(r), algo_name(r.algo or ""), _core(r), device(r), str(r.width),
            fmt(a.slice_eq), fmt(a.lut4), fmt(a.ff), fmt(a.bram), _fmax(p),
            fmt(c.lp if c else None), fmt(tp / 1000 if tp else None, 3),
            fmt(r.get("metrics.tp_long_per_slice_eq"), 3),
            fmt(s.slices if s else None), fmt(mhz, 1), fmt(s.cycles if s else None),
            fmt(s.tp_long / 1000 if s and s.tp_long else None, 3), fmt(s.tp_long_per_slice if s else None, 3),
            _rel(s.ratio_tp_long_per_slice if s else None),
            (s.source + (f" ({s.note})" if s.note else "")) if s else "—",
        ])
    return md_table(
        ["Digest", "Algorithm", "Core", "ECP5", "W", "Slice-eq", "LUT sites", "FF", "DP16KD", "Fmax (MHz)",
         "Cycles/block", "Gbit/s long", "Mbit/s per slice-eq", "Seed slices", "Seed MHz",
         "Seed cycles", "Seed Gbit/s", "Seed Mbit/s per slice", "× seed per slice", "Seed design"],
        lines, align="lllll" + "r" * 14 + "l")


def gate_level(gl: GateLevel | None) -> str:
    """A row's gate-level verdict: 'all 2048 KAT ✓' or '256 KAT ✓' (a sample), else its status."""
    if gl is None:
        return "—"
    if not gl.passed:
        return gl.status
    return f"{'all ' if gl.all else ''}{gl.vectors or 0} KAT ✓"


def table_estimates(rows: list[Row]) -> str:
    """Yosys synthesis figures for the targets without place-and-route."""
    fams = [n for n, t in TARGETS.items() if not t.has_pnr]
    lines = []
    for r in sorted((r for r in _ok(rows) if r.target in fams), key=lambda r: (_order(r), fams.index(r.target))):
        a = r.area
        assert a is not None
        lines.append([_version(r), algo_name(r.algo or ""), _core(r),
                      TARGETS[r.target].label.split(" (")[0], fmt(a.slice_eq), fmt(a.lut4),
                      fmt(a.ff), fmt(a.dram), fmt(a.srl or 0), fmt(a.bram), fmt(a.carry)])
    return md_table(["Version", "Algorithm", "Core", "Family", "Slice-eq", "LUTs", "FF", "LUT RAM", "SRL",
                     "Block RAM", "Carry cells"], lines, align="llll" + "r" * 7)


# ---------------------------------------------------------------------- Tables 2 and 3
def table_shootout(rows: list[Row], target: str = PRIMARY) -> str:
    """Seed 002 Table 2 on the primary target: ratios to SHA-256 of the same profile."""
    by_algo: dict[tuple[str, str], dict[str, Row]] = defaultdict(dict)
    for r in _ok(rows):
        if r.target == target and r.variant in BUDGETS:
            by_algo[(r.algo or "", r.core.rsplit("-", 1)[0])][r.variant or ""] = r
    # the profiles some core has (columns of a profile no core has yet would be empty)
    profiles = [p for p in BUDGETS if any(p in per for per in by_algo.values())]
    lines = []
    for (algo, fam), per in sorted(by_algo.items(), key=lambda kv: (kv[0][0] == REFERENCE_ALGO, kv[0])):
        cells = [algo_name(algo), f"`{fam}`"]
        for variant in profiles:
            row = per.get(variant)
            for key in ("tp_long_mbps", "tp_short_mbps", "tp_long_per_slice_eq", "tp_short_per_slice_eq"):
                cells.append(_rel_of(rows, row, f"metrics.{key}"))
            cells.append(_rel_of(rows, row, "area.slice_eq", higher_better=False))
        lines.append(cells)
    head = ["Algorithm", "Cores"]
    for variant in profiles:
        v = VERSION_NAME[variant]
        head += [f"{v}: TP L", "S", "TP/slice-eq L", "S", "Slice-eq"]
    return md_table(head, lines, align="ll" + "r" * (len(head) - 2))


def table_shootout_targets(rows: list[Row]) -> str:
    """Seed 002 Table 3: TP/area relative to SHA-256 on every placed target; for the
    synthesis-only targets the area (LUTs) relative to SHA-256."""
    placed = [n for n, t in TARGETS.items() if t.has_pnr]
    est = [n for n, t in TARGETS.items() if not t.has_pnr]
    keyed: dict[tuple, dict[str, Row]] = defaultdict(dict)
    for r in _ok(rows):
        keyed[(r.variant or "", r.algo or "", r.core)][r.target] = r
    lines = []
    for (variant, algo, core), per in sorted(keyed.items(), key=lambda kv: _order(next(iter(kv[1].values())))):
        cells = [VERSION_NAME.get(variant, variant), algo_name(algo), f"`{core}`"]
        for t in placed:
            cells += [_rel_of(rows, per.get(t), "metrics.tp_long_per_slice_eq"),
                      _rel_of(rows, per.get(t), "metrics.tp_short_per_slice_eq")]
        for t in est:
            cells.append(_rel_of(rows, per.get(t), "area.slice_eq", higher_better=False))
        lines.append(cells)
    head = ["Version", "Algorithm", "Core"]
    for t in placed:
        head += [f"{SHORT.get(t, t)} L", "S"]
    head += [f"{t} slice-eq" for t in est]
    return md_table(head, lines, align="lll" + "r" * (len(head) - 3))


def budget_text(profile: str) -> str:
    """A profile's budget in words: "bram: ≤ 600 slice-eq and ≤ 1 DP16KD"."""
    b = BUDGETS[profile]
    return (f"{profile}: ≤ {b.slice_eq:,} slice-eq and " + (f"≤ {b.bram} DP16KD" if b.bram else "no block RAM")
            + "".join(f", and it routes on the {TARGETS[t].label.split(' (')[0].removeprefix('Lattice ')}"
                      for t in b.routes_on))


def _verdict(budget: BudgetVerdict | None) -> str:
    """In the profile's budget in slice-eq and block RAMs ("—" where no budget applies);
    for a profile that must also route on another device (xs), whether its row there
    routed: "yes (≤ 300; routes on iCE40)", "**no** (≤ 300; not routed on iCE40)",
    "pending (≤ 300; no iCE40 row yet)" (inside the area, its row there not made)."""
    if budget is None or (budget.within is None and not budget.routes):
        return "—"
    lim = budget.limit or {}
    routes = budget.routes or {}
    what = [f"≤ {lim['slice_eq']}"] if lim else []
    what += [{True: "routes on ", False: "not routed on ", None: "no row yet on "}[ok] + SHORT.get(t, t)
             for t, ok in routes.items()]
    word = "pending" if budget.within is None else "yes" if budget.within else "**no**"
    return word + (f" ({'; '.join(what)})" if what else "")


def _fmax(pnr: Pnr | None) -> str:
    """Fmax, or why there is none: the core does not fit the device, its placer found no
    legal placement, or it congests the device so that its first place-and-route run did
    not finish in the target's time limit."""
    if pnr is None:
        return "—"
    if pnr.fits is False:
        need = pnr.needed or {}
        verdict = pnr_verdict(pnr.error)
        return verdict + (" (" + ", ".join(f"{k} {u:,}/{a:,}" for k, (u, a) in need.items()) + ")"
                                 if need else "")
    return fmt(pnr.fmax_mhz)


def _rel(v: float | None, higher_better: bool = True) -> str:
    if v is None:
        return "—"
    s = f"{v:.2f}"
    better = v > 1.0005 if higher_better else v < 0.9995
    return f"**{s}**" if better else s


# ---------------------------------------------------------------------- energy (seed 002 Table 4)
def _power_rows(rows: list[Row], target: str = PRIMARY) -> list[Row]:
    return sorted((r for r in _ok(rows) if r.target == target and r.power and r.power.ok), key=_order)


def _nj_long(r: Row) -> float:
    """The estimated nJ/bit (long messages) of one of the _power_rows."""
    assert r.power is not None and r.power.nj_per_bit_long is not None, r.label
    return r.power.nj_per_bit_long


def table_energy(rows: list[Row], target: str = PRIMARY) -> str:
    """Estimated power and energy per bit on the primary target, relative to SHA-256 of
    the same profile (seed 002 Table 2), beside seed 002 Table 4's measurements."""
    from ..results.energy import SEED_TABLE4

    lines = []
    for r in _power_rows(rows, target):
        p = r.power
        assert p is not None
        seed = SEED_TABLE4.get((r.variant or "", r.algo or ""))
        ref = SEED_TABLE4.get((r.variant or "", REFERENCE_ALGO))
        lines.append([
            _version(r), algo_name(r.algo or ""), _core(r), fmt(r.slice_eq),
            fmt(r.get("cycles.lp")), fmt(p.static_mw, 1), fmt(p.dynamic_mw, 2), fmt(p.total_mw, 2),
            fmt(p.nj_per_bit_long, 3), fmt(p.nj_per_bit_short, 3),
            _rel_of(rows, r, "power.total_mw", higher_better=False),
            _rel_of(rows, r, "power.nj_per_bit_long", higher_better=False),
            _rel_of(rows, r, "power.nj_per_bit_short", higher_better=False),
            fmt(seed[2], 1) if seed else "—", fmt(seed[3], 3) if seed else "—",
            _rel(ratio(seed[3], ref[3]) if seed and ref else None, higher_better=False),
        ])
    return md_table(
        ["Version", "Algorithm", "Core", "Slice-eq", "l+p", "Static (mW)", "Dynamic (mW)", "Total (mW)",
         "nJ/bit long", "nJ/bit short", "× SHA-256 power", "× SHA-256 E/bit long", "× SHA-256 E/bit short",
         "Seed 002 P total (mW)", "Seed 002 nJ/bit", "Seed × SHA-2 E/bit"],
        lines, align="lll" + "r" * 13)


def energy_ranking(rows: list[Row], target: str = PRIMARY) -> tuple[str, dict[str, float | None]]:
    """Our ranking by estimated nJ/bit (long messages) beside seed 002 Table 4's, per
    profile, with Spearman's rank correlation over the algorithms both have."""
    from ..results.energy import SEED_TABLE4, spearman

    out, rho = [], {}
    for variant in ("bram", "logic"):
        both = [(r, SEED_TABLE4[(variant, r.algo or "")][3]) for r in _power_rows(rows, target)
                if r.variant == variant and (variant, r.algo or "") in SEED_TABLE4]
        if not both:
            continue
        ours = sorted(both, key=lambda rs: _nj_long(rs[0]))
        theirs = sorted(both, key=lambda rs: rs[1])
        rho[variant] = spearman([_nj_long(r) for r, _ in both], [s for _, s in both])
        for i, ((r, _), (t, s)) in enumerate(zip(ours, theirs), 1):
            out.append([VERSION_NAME[variant], str(i), algo_name(r.algo or ""),
                        fmt(_nj_long(r), 3), algo_name(t.algo or ""), fmt(s, 3)])
    table = md_table(["Version", "Rank", "Ours (estimate)", "nJ/bit", "Seed 002 (measured)", "nJ/bit"],
                     out, align="lrlrlr")
    return table, rho


# ---------------------------------------------------------------------- failures
def table_failed(rows: list[Row]) -> str:
    lines = [[_core(r), r.target, str(r.width), r.failed_stage or "?",
              (r.error or "").replace("|", "\\|").replace("\n", " ")[:300]]
             for r in rows if not r.ok]
    return md_table(["Core", "Target", "W", "Stage", "Error"], lines, align="lllll")


def table_outstanding(todo: list[tuple[str, str, str, float]]) -> str:
    """The rows a full bench would make: core, target, why, expected time."""

    lines = [[f"`{core}`", target, why, duration(sec)] for core, target, why, sec in todo]
    return md_table(["Core", "Target", "Why", "Expected time"], lines, align="lllr")


def table_runtime(rows: list[Row]) -> str:
    """Wall time of each row's steps (seconds), as measured by the bench."""
    lines = []
    for r in sorted(rows, key=lambda r: (r.core, list(TARGETS).index(r.target) if r.target in TARGETS else 99)):
        sec = r.seconds
        runs = len((r.pnr.runs if r.pnr else None) or [])
        lines.append([_core(r), r.target, r.mode or "?", fmt(sec.get("synth"), 0),
                      fmt(sec.get("pnr"), 0) + (f" ({runs} runs)" if runs else ""), fmt(sec.get("gate_level"), 0),
                      fmt(sec.get("power"), 0), fmt(sec.get("total"), 0), str((r.host or {}).get("cpus", "?"))])
    return md_table(["Core", "Target", "Mode", "Synthesis", "Place & route", "Gate level", "Power estimate",
                     "Row total", "CPUs"], lines, align="lll" + "r" * 6)


# ---------------------------------------------------------------------- core READMEs
def table_family(rows: list[Row], names: set[str]) -> str:
    """The benchmark figures of one core family, for its README: every target."""
    order = {t: i for i, t in enumerate(TARGETS)}
    lines = []
    for r in sorted((r for r in rows if r.core in names),
                    key=lambda r: (order.get(r.target, 9), _order(r), r.width)):
        t = TARGETS[r.target]
        if not r.ok:
            lines.append([_core(r), SHORT.get(t.name, t.name), str(r.width),
                          f"failed at {r.failed_stage}"] + ["—"] * 12)
            continue
        a, c = r.area, r.cycles
        assert a is not None and c is not None
        lines.append([
            _core(r), SHORT.get(t.name, t.name), str(r.width), c.text(),
            fmt(a.slice_eq), fmt(a.lut4), fmt(a.ff), fmt(a.bram), fmt(a.dram),
            _fmax(r.pnr), fmt(r.get("metrics.tp_long_mbps"), 1), fmt(r.get("metrics.tp_long_per_slice_eq"), 3),
            _verdict(r.budget),
            *(_seed_cells(r)[2:] if on(r, PRIMARY) else ["—", "—"]),
            gate_level(r.gate_level),
        ])
    return md_table(["Core", "Target", "W", "Cycles", "Slice-eq", "LUT sites", "FF", "Block RAM", "Dist. RAM",
                     "Fmax (MHz)", "TP long (Mbit/s)", "TP/slice-eq", "In budget", "× seed TP",
                     "× seed TP/slice", "Gate level"],
                    lines, align="lllr" + "r" * 8 + "crrl")
