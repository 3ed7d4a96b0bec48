"""The documented Python API (lwhash.hash, lwhash.list_cores) and its docstring example."""

from __future__ import annotations

import doctest
import hashlib

import pytest

import lwhash


@pytest.mark.xdist_group("sha256-logic")
def test_docstring_example_runs():
    fails, tried = doctest.testmod(lwhash, raise_on_error=False)
    assert tried >= 3 and fails == 0


@pytest.mark.xdist_group("sha256-logic")
def test_hash_through_a_core_equals_hashlib():
    data = bytes(range(200))
    want = hashlib.sha256(data).digest()
    assert lwhash.hash("sha256-logic", data, stall=0.3, segments=2, width=32) == want
    assert lwhash.hash("sha256", data) == want
    assert lwhash.hash("sha256", data, bits=5) == lwhash.hash("sha256-logic", data, bits=5)


def test_cores_and_bad_names():
    table = lwhash.list_cores()
    assert "sha256-logic" in table and table["sha256-logic"].algo == "sha256"
    with pytest.raises(KeyError):
        lwhash.hash("no-such-thing", b"")
    with pytest.raises(ValueError):
        lwhash.hash("sha256-logic", b"", stall=1.0)
