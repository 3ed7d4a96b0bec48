"""The registry (rtl/*/cores.toml) and the FuseSoC .core files agree; every core's model exists."""

import re

import pytest

from lwhash import cores, ref
from lwhash.paths import RTL


def test_every_core_has_a_model_and_a_known_variant():
    table = cores.all_cores()
    assert table, "no cores registered"
    for c in table.values():
        assert c.algo in ref.algorithms(), c.name
        assert c.variant in cores.VARIANTS
        assert 16 in c.widths


@pytest.mark.parametrize("folder", sorted(p.parent.name for p in RTL.glob("*/cores.toml")))
def test_fusesoc_core_lists_the_same_sources(folder):
    fam = [c for c in cores.all_cores().values() if c.folder.name == folder]
    core_files = list((RTL / folder).glob("*.core"))
    assert core_files, f"rtl/{folder} has no FuseSoC .core file"
    text = "\n".join(f.read_text() for f in core_files)
    listed = {p.split("/")[-1] for p in re.findall(r"^\s*-\s*(\S+\.v)\s*$", text, re.M)}
    wanted = {p.name for c in fam for p in c.sources}
    assert wanted <= listed, f"missing from .core: {sorted(wanted - listed)}"
    for c in fam:
        assert c.top in text, f"{c.top} is not a toplevel in the .core file"
    readme = RTL / folder / "README.md"
    assert readme.is_file(), f"rtl/{folder} has no README.md"


def test_unknown_core_message():
    with pytest.raises(cores.CoreError, match="unknown core"):
        cores.get("nope-logic")
