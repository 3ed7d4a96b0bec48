"""lw_axis, the AXI4-Stream front-end with padding in hardware (rtl/common/lw_axis.v,
lw_pad.v; docs/integration.md), driven by cocotbext-axi's AxiStreamSource/AxiStreamSink
with random pauses on both sides.

The default run (one simulator build): every family's pad table against its reference
model (Python, every core), lint, and SHA-256 (sha256-logic, TDATA 32): 128 of the 256
byte-aligned KAT entries back to back, a reset mid-message, bad TKEEP, TLAST with TKEEP = 0
after data, err_clr, and `lwhash hash --via axis`.  `make axis-full` (the ``slow`` tests)
runs all 256 entries, reset and bad input on the lead core of every family lw_axis covers
at TDATA 8, 32 and 64 in turn, SHA-256 at every TDATA, the length limit, lwhash.hash's
via="axis" and the FuseSoC target.
"""

from __future__ import annotations

import hashlib
import subprocess
from pathlib import Path

import pytest

import lwhash
from lwhash import axis, cores, tools
from lwhash.paths import RTL
from lwhash.sim import verify
from lwhash.sim.axis_runner import AxisPhase, AxisSimulator

#: the length limit of the build that tests it (`make axis-full`): above every KAT message
#: (255 bytes), so a simulation can reach it; the other builds keep lw_axis's own (2^29 - 1)
TEST_MAX = 2000
DEFAULT = "sha256-logic"


def _leads() -> list[str]:
    names = {cores.lead(c).name for c in cores.all_cores().values() if c.builtin}
    return sorted(n for n in names if axis.covered(cores.all_cores()[n]))


LEADS = _leads()
_sims: dict[tuple[str, int, bool], AxisSimulator] = {}


def sim_for(name: str, aw: int, limit: bool = False) -> AxisSimulator:
    key = (name, aw, limit)
    if key not in _sims:
        _sims[key] = AxisSimulator(cores.all_cores()[name], aw, TEST_MAX if limit else axis.MAX_BYTES)
    return _sims[key]


def byte_kats(name: str) -> list[verify.Vector]:
    vs = [v for v in verify.kat_vectors(cores.all_cores()[name]) if v.msg.bitlen % 8 == 0]
    assert len(vs) == 256
    return vs


def test_pad_tables_match_reference_models():
    """lw_pad's rule with each core's pad table pads like the core's reference model,
    for every byte length up to three segments and a few longer ones."""
    checked = 0
    for name, core in sorted(cores.all_cores().items()):
        spec = axis.pad_spec(core)
        if spec is None:
            continue
        model = core.model
        u = axis.segment_bytes(model.block_bytes)
        for n in [*range(3 * u + 2), 1000, 4095]:
            data = bytes((7 * i + n) & 0xFF for i in range(n))
            assert axis.padded(spec, model.block_bytes, data) == model.pad(data), f"{name}, {n} bytes"
            checked += 1
    assert checked > 5000


def test_lane_is_not_covered():
    """LANE's padding (its reference code zeroes a last block) is not lw_pad's shape: no
    pad table, and lw_axis refuses it with a clear error rather than a wrong digest."""
    lane = cores.all_cores()["lane256-fast"]
    assert not axis.covered(lane)
    with pytest.raises(cores.CoreError, match="pad table"):
        AxisSimulator(lane)


@pytest.mark.parametrize("aw", [8, 32, 64])
def test_lw_axis_lint(aw):
    """verilator --lint-only -Wall, lw_axis with the pad tables of several families."""
    for name in ("sha256-logic", "keccak256-logic", "echo256-logic", "hamsi256-logic", "groestl256-logic",
                 "simd256-bram", "jh256-logic"):
        params = axis.verilog_params(cores.all_cores()[name], aw)
        args = [f"-G{k}={v}" for k, v in params.items()]
        r = subprocess.run([tools.verilator_bin(), "--lint-only", "-Wall", *args,
                            str(RTL / "common" / "lw_pad.v"), str(RTL / "common" / "lw_axis.v"),
                            "--top-module", "lw_axis"], capture_output=True, text=True)
        assert r.returncode == 0, f"{name} at AW = {aw}:\n{r.stderr[:3000]}"


def check_kats(name: str, aw: int, seed: int = 1, sample: int | None = None) -> None:
    """All 256 byte-aligned KAT entries (or a fixed ``sample`` of them) back to back, both
    sides pausing 30 %."""
    vs = byte_kats(name)
    if sample:
        vs = verify.sample(vs, sample, seed=seed)
    (r,) = sim_for(name, aw).run([AxisPhase([v.msg.payload[: v.msg.bitlen // 8] for v in vs])], 0.3, 0.3, seed)
    assert not r.hung and not r.violation and not r.err, r
    assert len(r.digests) == len(vs)
    bad = [v.msg.bitlen for v, d in zip(vs, r.digests) if d != v.expected]
    assert not bad, f"{name} via lw_axis (TDATA {aw}): wrong digests at bit lengths {bad[:10]}"


def check_reset_and_bad_input(name: str, aw: int, limit: bool = False) -> None:
    """A reset in the middle of a message, then bad frames among good ones (a hole in TKEEP,
    TLAST with TKEEP = 0 after data; with ``limit``, one byte over the length limit, in a
    build whose limit is TEST_MAX): no digest for a bad frame, the right one for every
    good frame around them, err raised and cleared by err_clr."""
    core = cores.all_cores()[name]
    model = core.model
    msgs = [bytes((i * 13 + k) & 0xFF for i in range(n)) for k, n in enumerate((0, 1, 63, 64, 65, 200))]
    nb = aw // 8
    long = bytes(range(256)) * 7               # 1792 bytes: the reset comes in the middle of it
    bad_keep = [1] * (3 * nb) + ([1, 0] + [1] * (nb - 2) if nb > 1 else [0, 1, 1])   # a hole (AW 8: an empty beat)
    late_empty = [1] * (2 * nb) + [0] * nb     # TLAST with TKEEP = 0 after data
    frames: list[bytes | Path] = [msgs[2], bytes(len(bad_keep)), msgs[3], bytes(len(late_empty)), msgs[4]]
    keeps = {1: bad_keep, 3: late_empty}
    good = [msgs[2], msgs[3], msgs[4]]
    if limit:   # index 5 is refused for its length, not its keep (all ones)
        frames += [bytes(TEST_MAX + 1), msgs[5], bytes(TEST_MAX)]
        keeps[5] = [1] * (TEST_MAX + 1)
        good += [msgs[5], bytes(TEST_MAX)]
    phases = [
        AxisPhase([long], reset_after=150),
        AxisPhase(msgs),
        AxisPhase(frames, keeps=keeps, clear_err=True),
        AxisPhase(msgs[:2]),
    ]
    r = sim_for(name, aw, limit).run(phases, 0.3, 0.3, 4)
    assert all(not x.hung and not x.violation for x in r), r
    assert r[0].extra["busy_at_reset"], "the reset did not come in the middle of the message"
    assert [d.hex() for d in r[1].digests] == [model.hash(m).hex() for m in msgs], "after a reset mid-message"
    assert not r[1].err
    assert [d.hex() for d in r[2].digests] == [model.hash(m).hex() for m in good], \
        "bad frames must give no digest, and the good ones around them theirs"
    assert r[2].err and not r[2].extra["err_after_clear"]
    assert [d.hex() for d in r[3].digests] == [model.hash(m).hex() for m in msgs[:2]] and not r[3].err


def test_axis_kats_sha256():
    """The default run: 128 of the 256 byte-aligned entries (the first and last lengths
    among them); `make axis-full` runs all 256 at every TDATA width."""
    check_kats(DEFAULT, 32, sample=128)


def test_axis_reset_and_bad_input_sha256():
    check_reset_and_bad_input(DEFAULT, 32)


def test_hash_via_axis_cli_and_api(tmp_path):
    """`lwhash hash --via axis` prints sha256sum's line for files of 0 bytes and of several
    blocks; lwhash.hash takes via= (its digest through lw_axis: make axis-full)."""
    from lwhash.cli import main

    for n in (0, 300):
        f = tmp_path / f"m{n}"
        f.write_bytes(bytes((5 * i + 1) & 0xFF for i in range(n)))
        out = _run_cli(main, ["hash", "--core", DEFAULT, "--via", "axis", "--stall", "0.3", str(f)])
        assert out.strip() == f"{hashlib.sha256(f.read_bytes()).hexdigest()}  {f}"
    with pytest.raises(ValueError, match="via='axis'"):
        lwhash.hash(DEFAULT, b"abc", via="axis", bits=3)
    with pytest.raises(ValueError, match="via must be"):
        lwhash.hash(DEFAULT, b"abc", via="ahb")


def _run_cli(main, argv: list[str]) -> str:
    import contextlib
    import io

    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        assert main(argv) == 0
    return buf.getvalue()


@pytest.mark.axis_full
def test_hash_via_axis_api():
    assert lwhash.hash(DEFAULT, b"abc", via="axis", stall=0.5) == hashlib.sha256(b"abc").digest()


@pytest.mark.axis_full
def test_axis_length_limit_sha256():
    check_reset_and_bad_input(DEFAULT, 32, limit=True)


@pytest.mark.axis_full
@pytest.mark.parametrize("name", LEADS)
def test_axis_lead_cores(name):
    """`make axis-full`: every family's lead core, all 256 byte-aligned KATs, reset and bad
    input, at the TDATA width its place in the list gives (8, 32, 64 in turn)."""
    aw = (8, 32, 64)[LEADS.index(name) % 3]
    check_kats(name, aw, seed=LEADS.index(name) + 2)
    check_reset_and_bad_input(name, aw)


#: every other core lw_axis covers (a core whose bus has no W = 32 is not covered)
OTHERS = sorted(n for n, c in cores.all_cores().items() if c.builtin and axis.covered(c) and n not in LEADS)


@pytest.mark.axis_full
@pytest.mark.parametrize("name", OTHERS)
def test_axis_other_cores(name):
    """`make axis-full`: every core but the lead ones, a sample of 16 byte-aligned KATs back
    to back, both sides pausing 30 % (TDATA 32; the sample differs from core to core)."""
    check_kats(name, 32, seed=OTHERS.index(name) + 5, sample=16)


@pytest.mark.axis_full
@pytest.mark.parametrize("aw", [8, 32, 64])
def test_axis_sha256_widths(aw):
    check_kats(DEFAULT, aw)
    check_reset_and_bad_input(DEFAULT, aw)


@pytest.mark.parametrize("front", ["axis", "axil"])
def test_lwhash_wrap_module_lints(tmp_path, front):
    """What `lwhash wrap` prints is a module that lints (Verilator -Wall) with the core's
    sources and the front-end's."""
    for name in ("sha3_256-logic",):
        core = cores.all_cores()[name]
        top, text = axis.wrapper_module(core, front, 64 if front == "axis" else 32)
        f = tmp_path / f"{top}.v"
        f.write_text(text)
        rtl = [RTL / "common" / n for n in ("lw_pad.v", "lw_axis.v", *(["lw_axil.v"] if front == "axil" else []))]
        r = subprocess.run([tools.verilator_bin(), "--lint-only", "-Wall", *map(str, core.sources), *map(str, rtl),
                            str(f), "--top-module", top], capture_output=True, text=True)
        assert r.returncode == 0, f"{name}:\n{r.stderr[:3000]}"


@pytest.mark.axis_full
def test_fusesoc_target_of_a_wrapped_core(tmp_path):
    """FuseSoC sets up a wrapped core's target: the lwhash_wrap generator writes the
    module `lwhash wrap` prints, and the file list lints (Verilator -Wall)."""
    import shutil
    import sys

    fusesoc = shutil.which("fusesoc", path=str(Path(sys.executable).parent)) or shutil.which("fusesoc")
    assert fusesoc, "fusesoc is in the test extra of pyproject.toml"
    r = subprocess.run([fusesoc, "--cores-root", str(RTL), "run", "--setup", "--target", "sha256_logic_axis",
                        "--tool", "verilator", "lwhash:cores:sha256"], cwd=tmp_path, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr[-3000:]
    (vc,) = tmp_path.glob("build/*/sha256_logic_axis-verilator/*.vc")
    files = [ln for ln in vc.read_text().split() if ln.endswith(".v")]
    assert any(f.endswith("sha256_core_axis.v") for f in files)
    r = subprocess.run([tools.verilator_bin(), "--lint-only", "-Wall", '-GMEM="logic"', *files,
                        "--top-module", "sha256_core_axis"], cwd=vc.parent, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr[-3000:]
