"""SymbiYosys proofs of the shared interface properties (lwhash/formal/lw_formal.v) for every core."""

from pathlib import Path

import pytest

from lwhash import cores, formal
from lwhash.cores import Core

ALL = [pytest.param(n, marks=pytest.mark.xdist_group("formal")) for n in sorted(cores.all_cores())]


@pytest.mark.parametrize("name", ALL)
def test_interface_properties_hold(name):
    core = cores.get(name)
    if cores.sampled_out(core, proof=True):
        pytest.skip(f"{name}: proved on {cores.lead(core).name}, its folder's lead (make prove: every core)")
    r = formal.prove(core)
    assert r.passed, f"{r.status}, see {r.log}:\n{r.log.read_text()[-2000:]}"


@pytest.mark.xdist_group("formal")
def test_a_broken_core_fails_the_proof():
    bad = Path(__file__).with_name("rtl") / "lw_bad_core.v"
    core = Core("bad-logic", "sha256", "logic", "lw_bad_core", bad.parent, (bad,), (16,))
    r = formal.prove(core)
    assert not r.passed and r.status == "FAIL", r.status
