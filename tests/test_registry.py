"""The registry (rtl/*/cores.toml) and the FuseSoC .core files agree; every core's model exists."""

import re

import pytest

from lwhash import cores, fusesoc, ref
from lwhash.paths import RTL


def test_every_core_has_a_model_and_a_known_variant():
    table = cores.all_cores()
    assert table, "no cores registered"
    for c in table.values():
        assert c.algo in ref.algorithms(), c.name
        assert c.variant in cores.VARIANTS
        assert 16 in c.widths


@pytest.mark.parametrize("folder", sorted(p.parent.name for p in RTL.glob("*/cores.toml")))
def test_fusesoc_core_is_generated_from_the_registry(folder):
    path = fusesoc.core_file(RTL / folder)
    assert path.is_file(), f"rtl/{folder} has no FuseSoC .core file (run: python -m lwhash.fusesoc)"
    assert path.read_text() == fusesoc.core_file_text(RTL / folder), \
        f"{path.name} is out of step with cores.toml (run: python -m lwhash.fusesoc)"
    for other in (RTL / folder).glob("*.core"):
        assert other == path, f"{other.name}: one .core per family, {path.name}"
    readme = RTL / folder / "README.md"
    assert readme.is_file(), f"rtl/{folder} has no README.md"


def test_fusesoc_common_core_is_generated():
    path = RTL / "common" / "common.core"
    assert path.is_file() and path.read_text() == fusesoc.common_core_text(), \
        "rtl/common/common.core is out of step (run: python -m lwhash.fusesoc)"


def test_fusesoc_lists_every_source_and_top():
    for c in cores.all_cores().values():
        text = fusesoc.core_file_text(c.folder)
        common = fusesoc.common_core_text()
        for src in c.sources:
            assert src.name in (text if src.parent == c.folder else common)
        assert "../" not in text, "a .core reaches outside its folder"
        assert f"lint_{c.name.replace('-', '_')}:" in text
        assert f"toplevel: {c.top}" in text
        for k, v in c.params.items():
            assert f"{k}={v}" in text


def test_unknown_core_message():
    with pytest.raises(cores.CoreError, match="unknown core"):
        cores.get("nope-logic")


@pytest.mark.parametrize("typo, suggested", [
    ("sha256-logc", ["sha256-logic"]),
    ("blake256_logic", ["blake256-logic"]),
    ("keccak", ["keccak256-bram", "keccak256-logic"]),
])
def test_unknown_core_suggests_close_names(typo, suggested):
    """A mistyped core name gets the nearest names (the few that contain it, else
    difflib's), not the whole registry on one line."""
    with pytest.raises(cores.CoreError) as info:
        cores.get(typo)
    msg = str(info.value)
    assert msg.startswith(f"unknown core {typo!r}; did you mean ")
    assert all(s in msg for s in suggested)
    assert len(msg) < 200 and "jh256_r2-bram" not in msg
    with pytest.raises(cores.CoreError, match="lwhash list"):
        cores.get("zzzz")



def distributed_ram_without_fallback(text: str) -> list[int]:
    """Lines asking for ram_style = "distributed" outside the `else branch of an
    `ifdef LW_NO_LUTRAM (or inside an `ifndef LW_NO_LUTRAM)."""
    bad = []
    blocks: list[list] = []        # open `ifdef/`ifndef blocks: [macro, in the branch where it is undefined]
    for n, line in enumerate(text.splitlines(), 1):
        word = line.split()
        if word[:1] in (["`ifdef"], ["`ifndef"]) and len(word) > 1:
            blocks.append([word[1], word[0] == "`ifndef"])
        elif word[:1] == ["`else"] and blocks:
            blocks[-1][1] = not blocks[-1][1]
        elif word[:1] == ["`endif"] and blocks:
            blocks.pop()
        elif re.search(r'ram_style\s*=\s*"distributed"', line) and ["LW_NO_LUTRAM", True] not in blocks:
            bad.append(n)
    return bad


def test_distributed_ram_falls_back_on_ice40():
    """iCE40 has no distributed RAM and Yosys refuses a memory marked ram_style =
    "distributed" there.  The flow defines LW_NO_LUTRAM for such targets; every memory
    that asks for LUT RAM must ask for flip-flops under that macro (as
    rtl/common/lw_ram_sdp.v does), or its core does not synthesize for iCE40."""
    assert distributed_ram_without_fallback('(* ram_style = "distributed" *)\nreg [3:0] m [0:3];') == [1]
    offenders = [f"{p.relative_to(RTL)}:{n}" for p in sorted(RTL.rglob("*.v"))
                 for n in distributed_ram_without_fallback(p.read_text())]
    assert not offenders, "ram_style = \"distributed\" with no LW_NO_LUTRAM fallback: " + ", ".join(offenders)



@pytest.mark.parametrize("bad,msg", [("bench_width = 24", "bench_width 24"), ("ci_sample = 3", "ci_sample"),
                                     ('no_seed = " "', "must say why"),
                                     ('no_seed = "none built"', "exclude each other"),
                                     ('primary = "ice40"', "must name an ECP5 target")])
def test_bench_width_and_ci_sample_are_checked(tmp_path, bad, msg):
    """cores.toml's bench_width must be one of the core's widths; ci_sample a real sample;
    no_seed a reason, and only on a core without seed figures."""
    import shutil

    fam = tmp_path / "sha256"
    shutil.copytree(RTL / "sha256", fam)
    toml = fam / "cores.toml"
    toml.write_text(toml.read_text().replace("[[core]]", f"[[core]]\n{bad}", 1))
    with pytest.raises(cores.CoreError, match=msg):
        cores._load_family(toml)
    toml.write_text((RTL / "sha256" / "cores.toml").read_text())
    assert all(c.bench_width == 16 and c.ci_sample is None for c in cores._load_family(toml))


def test_every_core_is_judged_on_a_known_ecp5_target():
    """cores.toml ``primary`` names an ECP5 target of the flow; the bench makes that row in
    place of the LFE5U-25F one, with every KAT vector at gate level."""
    from lwhash.flow import benchmark, resume
    from lwhash.targets import DEFAULT_TARGETS, PRIMARY, TARGETS

    assert "ecp5-85" not in DEFAULT_TARGETS and PRIMARY in DEFAULT_TARGETS       # on demand only
    for c in cores.all_cores().values():
        t = TARGETS[c.primary]
        assert t.family == "ecp5", c.name
        names = [x.name for x in benchmark.core_targets(c, quick=False)]
        assert c.primary in names and len(names) == len(DEFAULT_TARGETS), c.name
        assert (PRIMARY in names) == (c.primary == PRIMARY), c.name
        assert [x.name for x in benchmark.core_targets(c, quick=True)] == [c.primary]
        assert resume.gl_sample_for(t, None, quick=False) == resume.GL_ALL


def test_fusesoc_defaults_are_the_verilog_defaults():
    """A FuseSoC user and a Verilog user of a family's top get the same core: each
    parameter's default in the .core is the one the top module's source gives."""
    import re

    from lwhash import fusesoc

    checked = 0
    for folder in sorted({c.folder for c in cores.all_cores().values()}):
        text = fusesoc.core_file_text(folder)
        first = next(c for c in cores.all_cores().values() if c.folder == folder)
        for name in first.params:
            want = fusesoc._verilog_default(first, name)
            if want is None:
                continue
            got = re.search(rf"\n  {name}:\n    datatype: \w+\n    default: (\S+)", text)
            assert got and got.group(1) == want, (folder.name, name)
            checked += 1
    assert checked >= 15
