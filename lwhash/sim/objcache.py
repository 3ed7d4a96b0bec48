"""Verilator's run-time objects, compiled once per checkout and reused by every build.

Every simulator build compiles the same four files of Verilator's run-time library
(verilated.cpp, verilated_vpi.cpp, verilated_threads.cpp, verilated_dpi.cpp: about 11 s
of CPU of the ~20 s a small core's build takes) with the same command line.  Verilator's
makefiles put ``$(OBJCACHE)`` in front of every compile; ``tools.setup_env`` sets it to
this module, which

- for one of those run-time files, looks the object up under ``build/sim/.objcache`` by
  a key of the whole command line (compiler, every flag and define: a coverage build's
  ``-DVM_COVERAGE=1`` is another key), the compiler binary and the source file's size
  and time, copies it (and its ``.d`` file) into the build on a hit, and compiles then
  stores it on a miss (written aside and renamed, so parallel builds never see half an
  object);
- runs every other compile (the model, cocotb's main) as it is: those depend on the
  design and are never reused.

The key holds no file outside Verilator's own installation, so a reused object is the
one the compile would make.  ``LWHASH_OBJCACHE=0`` turns it off.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

from ..paths import BUILD

#: where the objects are kept
CACHE = BUILD / "sim" / ".objcache"
#: the run-time files that are reused (their sources live in Verilator's include folder)
RUNTIME = ("verilated.cpp", "verilated_vpi.cpp", "verilated_threads.cpp", "verilated_dpi.cpp")


def _runtime_compile(argv: list[str]) -> tuple[Path, Path] | None:
    """(source, object) when argv compiles one of the run-time files with ``-c -o``."""
    if "-c" not in argv or "-o" not in argv:
        return None
    out = argv.index("-o") + 1
    if out >= len(argv):
        return None
    sources = [Path(a) for a in argv if a.endswith(".cpp")]
    if len(sources) != 1 or sources[0].name not in RUNTIME or not sources[0].is_file():
        return None
    return sources[0], Path(argv[out])


def key(argv: list[str], source: Path) -> str:
    """The cache key of a compile: its command line (the object by its name alone), the
    compiler binary and the source."""
    args = list(argv)
    if "-o" in args[:-1]:
        i = args.index("-o") + 1
        args[i] = Path(args[i]).name
    h = hashlib.sha256("\0".join(args).encode())
    compiler = shutil.which(argv[0])
    for f in (Path(compiler) if compiler else None, source):
        if f is not None:
            st = f.resolve().stat()
            h.update(f"\0{f.resolve()}\0{st.st_size}\0{st.st_mtime_ns}".encode())
    return h.hexdigest()[:32]


def _copy_in(src: Path, dst: Path) -> None:
    """Copy src to dst by way of a file beside dst and a rename: a reader never sees half."""
    tmp = dst.with_name(f".{dst.name}.{os.getpid()}")
    shutil.copyfile(src, tmp)
    os.replace(tmp, dst)


def compile_cached(argv: list[str]) -> int:
    """Run the compile argv (the compiler and its arguments), reusing a stored object."""
    hit = _runtime_compile(argv) if os.environ.get("LWHASH_OBJCACHE", "1") != "0" else None
    if hit is None:
        return subprocess.call(argv)
    source, obj = hit
    dep = obj.with_suffix(".d")
    entry = CACHE / key(argv, source)
    if (entry / "obj.o").is_file():
        _copy_in(entry / "obj.o", obj)
        if (entry / "obj.d").is_file():
            _copy_in(entry / "obj.d", dep)
        return 0
    rc = subprocess.call(argv)
    if rc == 0 and obj.is_file():
        entry.mkdir(parents=True, exist_ok=True)
        _copy_in(obj, entry / "obj.o")
        if dep.is_file():
            _copy_in(dep, entry / "obj.d")
    return rc


def main() -> None:
    if len(sys.argv) < 2:
        sys.exit("usage: python -m lwhash.sim.objcache COMPILER ARGS...")
    sys.exit(compile_cached(sys.argv[1:]))


if __name__ == "__main__":
    main()
