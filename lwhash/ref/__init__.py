"""Reference models of every algorithm, one module per algorithm family.

Each module in this package exports ``ALGORITHMS``, a list of
:class:`~lwhash.ref.base.HashAlgorithm` instances; :func:`get` finds one by name.
Modules are discovered, so a new algorithm joins by adding its module.
"""

from __future__ import annotations

import importlib
import pkgutil
from functools import lru_cache

from ..errors import UnknownName, did_you_mean
from .base import MAX_MESSAGE_BITS, HashAlgorithm, KatRef, MessageError, check_bits, message_bits

__all__ = [
    "HashAlgorithm",
    "KatRef",
    "MessageError",
    "MAX_MESSAGE_BITS",
    "check_bits",
    "message_bits",
    "algorithms",
    "get",
]


@lru_cache(maxsize=1)
def algorithms() -> dict[str, HashAlgorithm]:
    """All reference models by name."""
    found: dict[str, HashAlgorithm] = {}
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        if info.name.startswith("_") or info.name == "base":
            continue
        module = importlib.import_module(f"{__name__}.{info.name}")
        for algo in getattr(module, "ALGORITHMS", []):
            if algo.name in found:
                raise RuntimeError(f"algorithm {algo.name!r} defined twice")
            found[algo.name] = algo
    return found


def get(name: str) -> HashAlgorithm:
    """The reference model called ``name``; a clear error for an unknown name."""
    table = algorithms()
    try:
        return table[name]
    except (KeyError, TypeError):
        raise UnknownName(did_you_mean(name, table, "algorithm")
                          + f" (reference models: {', '.join(sorted(table))})") from None
