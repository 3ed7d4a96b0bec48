"""The fuzzer itself: reproducible cases, and a broken core that it must catch."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from lwhash import cores
from lwhash.sim import fuzz
from lwhash.sim.runner import Simulator

HERE = Path(__file__).parent


def test_cases_are_reproducible():
    core = cores.get("sha256-logic")
    a = fuzz.make_case(core, 16, 5, 17)
    b = fuzz.make_case(core, 16, 5, 17)
    assert a == b
    assert fuzz.make_case(core, 16, 5, 18) != a


@pytest.mark.xdist_group("sha256-logic")
def test_fuzzer_catches_a_core_that_never_raises_err():
    real = cores.get("sha256-logic")
    bad = dataclasses.replace(real, name="sha256-noerr", top="lw_noerr_core",
                              sources=(*real.sources, HERE / "rtl" / "lw_noerr_core.v"))
    rep = fuzz.run(Simulator(bad, 16), 60, seed=3)
    assert rep.kinds["malformed"] > 0
    assert rep.failures and all("err never rose" in f for f in rep.failures), rep.failures


@pytest.mark.xdist_group("sha256-logic")
def test_a_case_replays_alone_as_it_ran_in_its_batch():
    """`lwhash fuzz CORE --seed S --case K` must reproduce case K bit for bit, stall
    pattern included: its output words come out at the same cycles of the phase."""
    core = cores.get("sha256-logic")
    sim = Simulator(core, 16)
    cases = [fuzz.make_case(core, 16, 9, i) for i in range(6)]
    k = next(i for i in range(1, 6) if all(p.reset_at is None and not p.expect_stall for p in cases[i].phases)
             and 0.0 not in cases[i].phases[0].stall)
    batch = sim.run([ph for c in cases[: k + 1] for ph in c.phases], seed=100, hang_limit=20_000)
    alone = sim.run(fuzz.make_case(core, 16, 9, k).phases, seed=555, hang_limit=20_000)
    mine = batch[-len(alone):]
    assert [r.digests for r in mine] == [r.digests for r in alone] == cases[k].expected
    assert [r.output_offsets() for r in mine] == [r.output_offsets() for r in alone]
    assert all(r.outputs for r in alone)


@pytest.mark.parametrize("prob", [1.0, -0.1, 2.0, float("nan"), 1.5])
def test_stall_probability_outside_0_1_is_refused(prob):
    from lwhash.sim.runner import Message, Phase, check_stall

    with pytest.raises(ValueError, match=r"\[0, 1\)"):
        check_stall(prob)
    sim = Simulator(cores.get("sha256-logic"), 16)
    with pytest.raises(ValueError, match=r"\[0, 1\)"):
        sim.run([Phase([Message(b"abc", 24)])], src_prob=prob, snk_prob=0.0)   # before any build
