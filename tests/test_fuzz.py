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
