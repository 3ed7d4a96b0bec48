"""Shared test helpers."""

from __future__ import annotations

import pytest

from lwhash import kat
from lwhash.ref.base import HashAlgorithm, KatRef


def load_kat_or_skip(what: KatRef | HashAlgorithm) -> list[kat.KatEntry]:
    """The entries of a KAT file (given by its KatRef or by a model): the stored vectors,
    or the file in $LWHASH_KAT_DIR when that is set; only there can a file be missing,
    and then the test skips saying where it looked."""
    kref = what.kat if isinstance(what, HashAlgorithm) else what
    assert kref is not None, f"{what!r} has no KAT file"
    try:
        return kat.load(kref)
    except kat.KatMissing as exc:
        pytest.skip(str(exc))


#: the NIST SHA-3 competition messages of the shortest lengths (the Msg fields of every
#: ShortMsgKAT file), so published digests of those lengths can be checked without the files
SHORT_MSGS = {0: b"", 1: bytes.fromhex("00"), 5: bytes.fromhex("48"), 8: bytes.fromhex("CC"),
              29: bytes.fromhex("53587BC8")}


def check_published_short(algo: HashAlgorithm, table: dict[int, str]) -> None:
    """The model against published digests (hex, by length) of the short NIST messages."""
    for bits, msg in SHORT_MSGS.items():
        assert algo.hash(msg, bits).hex().upper() == table[bits], bits


def check_published_nist(algo: HashAlgorithm, table: dict[int, str], messages: KatRef) -> None:
    """The model against published digests of every length in ``table``, the messages
    taken from a KAT file of the shared NIST message set (skipped where it is missing)."""
    msgs = {e.bits: e.msg for e in load_kat_or_skip(messages)}
    for bits, md in table.items():
        assert algo.hash(msgs[bits], bits).hex().upper() == md, bits


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The front-end runs marked ``axis_full`` (every family's lead core through lw_axis
    and lw_axil) belong to `make axis-full`, which sets LWHASH_AXIS_FULL=1; the default
    run (`make test`) skips them, saying where they run, and covers SHA-256 through both."""
    import os

    if os.environ.get("LWHASH_AXIS_FULL") == "1":
        return
    skip = pytest.mark.skip(reason="make axis-full runs it (LWHASH_AXIS_FULL=1)")
    for item in items:
        if "axis_full" in item.keywords:
            item.add_marker(skip)
