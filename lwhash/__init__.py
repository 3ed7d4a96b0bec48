"""lwhash: lightweight hardware cores for the SHA-3 competition hash functions, and an open benchmarking flow.

The Python API in two calls (the `lwhash` command is built on the same pieces):

    >>> import lwhash
    >>> sorted(lwhash.list_cores())[:3]
    ['blake256-bram', 'blake256-large', 'blake256-logic']
    >>> lwhash.hash("sha256-logic", b"abc").hex()[:16]       # RTL simulation (Verilator)
    'ba7816bf8f01cfea'
    >>> lwhash.hash("sha256", b"abc") == lwhash.hash("sha256-logic", b"abc")   # reference model
    True
"""

from __future__ import annotations

from numbers import Real
from typing import TYPE_CHECKING

from .errors import Error, UnknownName, did_you_mean

if TYPE_CHECKING:
    from .cores import Core

__version__ = "0.1.0"
__all__ = ["list_cores", "hash", "Error", "__version__"]


def list_cores() -> dict[str, Core]:
    """Every registered core by name (from rtl/*/cores.toml).  (Not `lwhash.cores`: that
    name is the registry module, lwhash.cores.)"""
    from . import cores as registry

    return dict(registry.all_cores())


def _whole(value: object, arg: str, low: int | None = None) -> int:
    """``value`` as an int (TypeError for anything else, bool and float included)."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{arg} must be an int, not {type(value).__name__} ({value!r})")
    if low is not None and value < low:
        raise ValueError(f"{arg} must be at least {low}, not {value}")
    return value


def hash(name: str, data: bytes, *, bits: int | None = None, width: int | None = None,
         stall: float | None = None, segments: int | None = None, seed: int | None = None,
         via: str | None = None) -> bytes:
    """The digest (raw bytes) of the first ``bits`` bits of ``data`` (all of it by default).

    ``name`` is a core (``"sha256-logic"``: the message goes through the core in RTL
    simulation, at bus width ``width`` (default 16), in ``segments`` segments (default 1),
    with both FIFOs stalling with probability ``stall`` (default 0, at most 0.99) drawn
    from ``seed`` (default 1)) or an algorithm (``"sha256"``: the reference model, which
    takes none of those four).  Wrong types raise TypeError and wrong values ValueError,
    each naming the argument; a core that hangs, breaks the FIFO protocol or writes no
    digest raises lwhash.sim.runner.SimError.  Every error lwhash raises on purpose is
    an ``lwhash.Error``.
    """
    from . import cores as registry
    from . import ref

    if not isinstance(name, str):
        raise TypeError(f"name must be a core or algorithm name (str), not {type(name).__name__}")
    if not isinstance(data, (bytes, bytearray, memoryview)):
        raise TypeError(f"data must be bytes, not {type(data).__name__}"
                        + (" (encode a str first, e.g. text.encode())" if isinstance(data, str) else ""))
    data = bytes(data)
    if bits is not None:
        _whole(bits, "bits", 0)
    table = registry.all_cores()
    sim_args = {"width": width, "stall": stall, "segments": segments, "seed": seed, "via": via}
    if via not in (None, "fifo", "axis", "regs"):
        raise ValueError(f"via must be 'fifo', 'axis' or 'regs', not {via!r}")
    if name not in table:
        algos = ref.algorithms()
        if name not in algos:
            raise UnknownName(did_you_mean(name, [*table, *algos], "core or algorithm"))
        given = [k for k, v in sim_args.items() if v is not None]
        if given:
            raise ValueError(f"{', '.join(given)} apply to a core in simulation, not to the "
                             f"reference model {name!r}")
        return algos[name].hash(data, bits)
    from .sim.runner import Message, Simulator, check_user_stall, digest_of

    core = table[name]
    if via in ("axis", "regs"):
        if bits is not None or width is not None or segments is not None:
            raise ValueError(f"via='{via}' hashes whole bytes at the front-end's own width: no bits, width "
                             "or segments")
        from .sim.axis_runner import digest_via_axis, digest_via_regs

        if via == "regs":
            return digest_via_regs(core, data)

        return digest_via_axis(core, data, 32, check_user_stall(0.0 if stall is None else float(stall), "stall"),
                               _whole(1 if seed is None else seed, "seed"))
    w = _whole(16 if width is None else width, "width")
    core.check_width(w)
    if stall is not None and (isinstance(stall, bool) or not isinstance(stall, Real)):
        raise TypeError(f"stall must be a number in [0, 1), not {type(stall).__name__} ({stall!r})")
    p = check_user_stall(0.0 if stall is None else float(stall), "stall")
    k = _whole(1 if segments is None else segments, "segments", 1)
    s = _whole(1 if seed is None else seed, "seed")
    nbits = 8 * len(data) if bits is None else bits
    if nbits > 8 * len(data):
        raise ValueError(f"bits {nbits} is more than the {8 * len(data)} bits of data")
    return digest_of(Simulator(core, w), Message(data, nbits, k), p, s)[0]
