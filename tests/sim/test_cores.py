"""Every core in the registry: lint, all KATs under random stalls, segments, resets, cycles.

New cores are picked up from rtl/*/cores.toml; nothing here names an algorithm.
The default run hashes all 2048 short-message vectors at W = 16 under stalls on
both FIFOs (p = 0.3) on the lead core of every folder (`lwhash.cores.lead`); its siblings, the
other variants of the same datapath and controller, hash a fixed sample of SIBLING_SAMPLE
vectors, and a core whose cores.toml names a ``ci_sample`` (the digest-size rows of a fast
datapath) that sample. `make kat-full` checks every vector of every core at every width;
LWHASH_KAT_SAMPLE=N cuts every core to a fixed sample of N for quick local runs.
"""

from __future__ import annotations

import os
import subprocess

import pytest

from lwhash import cores, tools
from lwhash.sim import fuzz, verify
from lwhash.sim.runner import Simulator

# one xdist group per core: its simulator builds once, in one worker
ALL = [pytest.param(n, marks=pytest.mark.xdist_group(n)) for n in sorted(cores.all_cores())]
SAMPLE = int(os.environ.get("LWHASH_KAT_SAMPLE", "0"))
SIBLING_SAMPLE = 512

_sims: dict[tuple[str, int], Simulator] = {}


def sim_for(name: str, width: int = 16) -> Simulator:
    if cores.sampled_out(cores.get(name)):
        pytest.skip(f"{name}: a digest-size row of a fast datapath; its lead core is tested "
                    "(make kat-full, make fuzz, make prove, LWHASH_ALL_CORES=1: every row)")
    key = (name, width)
    if key not in _sims:
        _sims[key] = Simulator(cores.get(name), width)
    return _sims[key]


def vectors(name: str) -> list[verify.Vector]:
    core = cores.get(name)
    try:
        vs = verify.kat_vectors(core)
    except verify.kat.KatMissing as exc:
        pytest.skip(str(exc))
    sibling = 0 if cores.lead(core).name == name else SIBLING_SAMPLE
    n = min(x for x in (SAMPLE, core.ci_sample or sibling, len(vs)) if x)
    return verify.sample(vs, n) if n < len(vs) else vs


@pytest.mark.parametrize("name", ALL)
def test_lint(name):
    core = cores.get(name)
    # a fast datapath's other rows share its lead's shell and controller and differ in
    # their state-size parameters: linted at their bench width (make lint: every width)
    widths = (core.bench_width,) if cores.sampled_out(core, proof=True) else core.widths
    for width in widths:
        cmd = [tools.verilator_bin(), "--lint-only", "-Wall", f"-GW={width}",
               *[f"-G{k}={v}" for k, v in core.verilog_params.items()],
               *map(str, core.sources), "--top-module", core.top]
        r = subprocess.run(cmd, capture_output=True, text=True)
        assert r.returncode == 0, f"W={width}:\n{r.stderr[:3000]}"


@pytest.mark.parametrize("name", ALL)
def test_kat_under_stalls(name):
    vs = vectors(name)
    rep = verify.run_vectors(sim_for(name), vs, stall=0.3, seed=11)
    assert rep.ok, rep.summary()
    assert rep.checked == len(vs)


@pytest.mark.parametrize("name", ALL)
def test_kat_heavy_stalls_and_segments(name):
    vs = verify.sample(vectors(name), 96, seed=3)
    rep = verify.run_vectors(sim_for(name), vs, stall=0.7, seed=5, segments=3)
    assert rep.ok, rep.summary()


@pytest.mark.parametrize("name", ALL)
def test_other_widths(name):
    core = cores.get(name)
    if widths_to_test(core) == (16,):
        pytest.skip(f"{core.folder.name}: other widths are tested on one core of the family (make kat-full: all)")
    vs = verify.sample(vectors(name), 40, seed=4)
    for width in core.widths:
        if width == 16:
            continue
        rep = verify.run_vectors(sim_for(name, width), vs, stall=0.3, seed=width)
        assert rep.ok, f"W={width}: {rep.summary()}"


@pytest.mark.parametrize("name", ALL)
def test_reset_mid_message(name):
    vs = vectors(name)
    v = vs[len(vs) // 2]
    for cut in (1, 3, 17, 45):
        res = verify.run_reset_case(sim_for(name), v, cut, seed=cut)
        assert not res.hung and not res.violation and not res.err_seen
        assert res.digests == [v.expected], f"reset after {cut} words"


@pytest.mark.parametrize("name", ALL)
def test_cycles_measured_and_beat_paper(name):
    core = cores.get(name)
    fit = verify.measure_cycles(sim_for(name))
    assert fit.lp > 0 and fit.st >= 0 and fit.end >= 0
    assert fit.cycles(fit.first_blocks) == fit.totals[0]
    if core.paper_lp is None:
        return
    why = core.paper.get("slower")
    if why:
        # cores.toml says why this core takes more cycles a block than the seed (a bound its
        # README derives); the note must stay true, and the README must carry the bound
        assert fit.lp > core.paper_lp, \
            f"l+p = {fit.lp} now meets the paper's {core.paper_lp}: drop paper.slower from cores.toml"
        assert "bound" in (core.folder / "README.md").read_text().lower()
    else:
        assert fit.lp <= core.paper_lp, f"l+p = {fit.lp} is worse than the paper's {core.paper_lp}"


def widths_to_test(core: cores.Core) -> tuple[int, ...]:
    """Every listed width for the lead core of each folder; W = 16 for the others (the
    `-bram` variant, blake32, groestl0_256, sha3_256, ...). The bus width lives in the
    shared shell and every variant of a family is the same engine behind it, so the
    default run samples the widths; `make kat-full` runs every core at every width."""
    return core.widths if core.name == cores.lead(core).name else (16,)


@pytest.mark.parametrize("name", ALL)
def test_constant_time(name):
    """Messages of equal length and different contents take exactly as many cycles,
    at every bus width."""
    import random

    from lwhash.sim.runner import Message

    core = cores.get(name)
    rng = random.Random(name)
    for width in widths_to_test(core):
        for bits in (0, 5, 8 * core.model.block_bytes - 3, 3 * core.block_bits + 17):
            nbytes = -(-bits // 8)
            msgs = [Message(bytes(nbytes), bits), Message(b"\xff" * nbytes, bits)]
            msgs += [Message(rng.randbytes(nbytes), bits) for _ in range(2 if width != 16 else 3)]
            spans = verify.timing_of(sim_for(name, width), msgs)
            assert len(set(spans)) == 1, f"W={width}: {bits}-bit messages take {spans} cycles"


def header_words(width: int, hdr: int, bp: int | None = None) -> list[int]:
    """A header (and msg_len_bp) as bus words, malformed or not (docs/interface.md)."""
    from lwhash import protocol

    if width == 64:
        return [(hdr << 32) | (bp or 0)]
    return protocol._split32(hdr, width) + ([] if bp is None else protocol._split32(bp, width))


@pytest.mark.parametrize("name", ALL)
def test_malformed_header_stops_reading(name):
    """docs/interface.md: a malformed header is the last word a core reads before reset;
    the core raises err, writes nothing, and after reset hashes the next message
    correctly with err low; at every bus width."""
    from lwhash.sim.runner import Phase

    core = cores.get(name)
    vs = vectors(name)
    good = vs[len(vs) // 3]
    blk_words = core.block_bits // 32
    for width in widths_to_test(core):
        cases = {
            "zero-length segment": header_words(width, 0 << 1 | 1, 0),
            "msg_len_bp past the segment": header_words(width, blk_words << 1 | 1, core.block_bits + 1),
        }
        if fuzz.partial_blocks_detectable(core):
            cases["not whole blocks"] = header_words(width, (blk_words + 1) << 1)
        if width < 64:      # the zero-length header is caught before its msg_len_bp is read
            cases["zero-length segment"] = cases["zero-length segment"][: 32 // width]
        for what, raw in cases.items():
            reads = len(raw)
            res = sim_for(name, width).run(
                [Phase([good.msg], raw=raw, expect_stall=True), Phase([good.msg])],
                src_prob=0.3, snk_prob=0.3, seed=reads, hang_limit=50_000,   # CubeHash finishes in 5,156 quiet cycles
            )
            assert res[0].reads_count == reads and not res[0].outputs, \
                f"W={width} {what}: read {res[0].reads_count} words (expected {reads}), wrote {len(res[0].outputs)}"
            assert res[0].err and res[0].reads_at_err == reads, \
                (f"W={width} {what}: err "
                 f"{'rose after ' + str(res[0].reads_at_err) + ' words' if res[0].err else 'never rose'}")
            assert res[1].digests == [good.expected], f"W={width} {what}: no correct digest after reset"
            assert not res[1].err_seen, f"W={width} {what}: err still raised after reset"


@pytest.mark.parametrize("name", ALL)
def test_fuzz_short(name):
    """A short fuzz run (the full one: make fuzz, 10,000 cases per core)."""

    rep = fuzz.run(sim_for(name), int(os.environ.get("LWHASH_FUZZ_CASES", "150")), seed=2024)
    assert rep.ok, "\n".join(rep.failures)
