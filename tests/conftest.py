"""Shared test helpers."""

from __future__ import annotations

import pytest

from lwhash import kat
from lwhash.ref.base import HashAlgorithm, KatRef


def load_kat_or_skip(what: KatRef | HashAlgorithm) -> list[kat.KatEntry]:
    """The entries of a KAT file (given by its KatRef or by a model), or skip the test
    with a message saying where the file was looked for."""
    kref = what.kat if isinstance(what, HashAlgorithm) else what
    assert kref is not None, f"{what!r} has no KAT file"
    try:
        return kat.load(kref)
    except kat.KatMissing as exc:
        pytest.skip(str(exc))
