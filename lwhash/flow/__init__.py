"""The benchmark flow: synthesis, place-and-route, Fmax search, gate-level verification.

The entry point is ``bench`` (wired to ``lwhash bench``); docs/flow.md describes the
flow, the I/O wrapper, the Fmax search and the formulas.
"""

from .benchmark import DEFAULT_ATTEMPTS, DEFAULT_SEEDS, FLOW_VERSION, bench, metrics, run_row
from .errors import FlowError
from .targets import BUDGETS, PRIMARY, TARGETS, Target

__all__ = [
    "bench", "run_row", "metrics", "FlowError", "Target", "TARGETS", "PRIMARY", "BUDGETS",
    "DEFAULT_SEEDS", "DEFAULT_ATTEMPTS", "FLOW_VERSION",
]
