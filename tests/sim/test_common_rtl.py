"""The shared parts in rtl/common that no core test reaches in full: every
implementation of the AES S-box maps every input right (its table is the reference
model's: tests/sim/test_generators.py)."""

import subprocess

import pytest

from lwhash import tools
from lwhash.paths import BUILD, RTL

HERE = RTL.parent / "tests" / "sim"


def test_aes_sbox_every_input_every_implementation():
    tools.setup_env()
    from cocotb_tools.runner import get_runner

    runner = get_runner("verilator")
    build = BUILD / "sim" / "lw_aes_sbox"
    runner.build(sources=[str(RTL / "common" / f) for f in ("lw_rom2.v", "lw_aes_sbox.v")]
                 + [str(HERE / "rtl" / "lw_aes_sbox_tb.v")],
                 hdl_toplevel="lw_aes_sbox_tb", build_dir=str(build), always=True,
                 build_args=["-Wno-fatal"], log_file=str(build / "build.log"))
    results = runner.test(test_module="aes_sbox_bench", hdl_toplevel="lw_aes_sbox_tb",
                          test_dir=str(HERE), build_dir=str(build),
                          results_xml=str(build / "results.xml"))
    from cocotb_tools.runner import get_results

    tests, fails = get_results(results)
    assert tests == 1 and fails == 0, f"lw_aes_sbox: {fails} of {tests} cocotb tests failed"


@pytest.mark.parametrize("impl", ["tower", "table", "bram", "logic"])
def test_aes_sbox_lint(impl):
    for lanes in (1, 2, 3):
        r = subprocess.run([tools.verilator_bin(), "--lint-only", "-Wall", f'-GIMPL="{impl}"', f"-GLANES={lanes}",
                            str(RTL / "common" / "lw_rom2.v"), str(RTL / "common" / "lw_aes_sbox.v"),
                            "--top-module", "lw_aes_sbox"], capture_output=True, text=True)
        assert r.returncode == 0, f"LANES={lanes}:\n{r.stderr[:3000]}"
