"""The benchmark flow: synthesis, place-and-route, Fmax search, gate-level verification.

The entry point is ``bench`` (wired to ``lwhash bench``); docs/flow.md describes the
flow, the I/O wrapper, the Fmax search and the formulas.
"""

from ..results.metrics import BUDGETS, derive, slice_eq
from ..targets import PRIMARY, TARGETS, Target
from .benchmark import DEFAULT_ATTEMPTS, DEFAULT_SEEDS, FLOW_VERSION, bench, run_row
from .errors import FlowError
from .facts import report_facts

__all__ = [
    "bench", "run_row", "report_facts", "derive", "slice_eq", "FlowError", "Target", "TARGETS", "PRIMARY", "BUDGETS",
    "DEFAULT_SEEDS", "DEFAULT_ATTEMPTS", "FLOW_VERSION",
]
