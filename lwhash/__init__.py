"""lwhash: lightweight hardware cores for the SHA-3 competition hash functions, and an open benchmarking flow.

The Python API in two calls (the `lwhash` command is built on the same pieces):

    >>> import lwhash
    >>> sorted(lwhash.list_cores())[:2]
    ['blake256-bram', 'blake256-logic']
    >>> lwhash.hash("sha256-logic", b"abc").hex()[:16]       # RTL simulation (Verilator)
    'ba7816bf8f01cfea'
    >>> lwhash.hash("sha256", b"abc") == lwhash.hash("sha256-logic", b"abc")   # reference model
    True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .cores import Core

__version__ = "0.1.0"
__all__ = ["list_cores", "hash", "__version__"]


def list_cores() -> dict[str, "Core"]:
    """Every registered core by name (from rtl/*/cores.toml).  (Not `lwhash.cores`: that
    name is the registry module, lwhash.cores.)"""
    from . import cores as registry

    return dict(registry.all_cores())


def hash(name: str, data: bytes, *, bits: int | None = None, width: int = 16, stall: float = 0.0,
         segments: int = 1, seed: int = 1) -> bytes:
    """The digest of the first ``bits`` bits of ``data`` (all of it by default).

    ``name`` is a core (``"sha256-logic"``: the message goes through the core in RTL
    simulation, at bus width ``width``, in ``segments`` segments, with both FIFOs
    stalling with probability ``stall``) or an algorithm (``"sha256"``: the reference
    model).  A core that hangs, breaks the FIFO protocol or writes no digest raises
    lwhash.sim.runner.SimError; bad arguments raise ValueError.
    """
    from . import cores as registry
    from . import ref

    if name not in registry.all_cores():
        return ref.get(name).hash(data, bits)
    from .sim.runner import Message, Phase, SimError, Simulator

    core = registry.get(name)
    nbits = 8 * len(data) if bits is None else bits
    (res,) = Simulator(core, width).run([Phase([Message(data, nbits, segments)])],
                                        src_prob=stall, snk_prob=stall, seed=seed)
    if res.hung or res.violation or not res.digests:
        why = "hung" if res.hung else "broke the FIFO protocol" if res.violation else "wrote no digest"
        raise SimError(f"core {name} {why}")
    return res.digests[0]
