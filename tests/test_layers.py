"""The import graph has no upward arrow (issue 54): the results layer (row type,
metrics and budgets, energy model, database) sits below both the flow that makes rows
and the report that reads them; the report runs none of the flow or the simulator."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import lwhash

PKG = Path(lwhash.__file__).parent

#: package -> the lwhash packages it must not import
FORBIDDEN = {
    "results": {"flow", "sim", "report", "cli"},
    "report": {"flow", "sim", "cli"},
    "flow": {"report", "cli"},
    "sim": {"flow", "report", "cli"},
}


def _imports(path: Path) -> set[str]:
    """Every lwhash module a file imports (absolute names), deferred imports included."""
    parts = list(path.relative_to(PKG.parent).with_suffix("").parts)
    package = parts[:-1]                    # a.b for a/b/c.py and for a/b/__init__.py
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            if node.level:                  # from .x (level 1: the package itself), from ..x
                stem = ".".join(package[: len(package) - node.level + 1])
                name = f"{stem}.{node.module}" if node.module else stem
            else:
                name = node.module or ""
            found.add(name)
            found |= {f"{name}.{a.name}" for a in node.names}
    return {n for n in found if n == "lwhash" or n.startswith("lwhash.")}


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_no_upward_import(layer):
    files = sorted((PKG / layer).rglob("*.py"))
    assert files, layer
    bad = []
    for f in files:
        for name in _imports(f):
            parts = name.split(".")
            if len(parts) > 1 and parts[1] in FORBIDDEN[layer]:
                bad.append(f"{f.relative_to(PKG)} imports {name}")
    assert not bad, bad


def test_the_checker_sees_relative_imports(tmp_path):
    """The parser resolves relative imports (a check that reads nothing passes on nothing)."""
    got = _imports(PKG / "report" / "tables.py")
    assert "lwhash.results.row" in got and "lwhash.results.text" in got
    got = _imports(PKG / "flow" / "run.py")
    assert any(n.startswith("lwhash.results") for n in got) and "lwhash.flow.pnr" in got
