"""The flow's facts for a report (lwhash.results.facts.FlowFacts): what a fresh bench
would make, every row's present fingerprint, and lw_shell's measured area."""

from __future__ import annotations

from pathlib import Path

from .. import cores
from ..results.db import ResultsDB
from ..results.facts import FlowFacts
from ..targets import TARGETS
from . import frontend
from .benchmark import default_cores, outstanding
from .resume import fingerprint
from .shell import shell_area


def report_facts(db_path: Path | str | None = None, remeasure_shell: bool = False) -> FlowFacts:
    """The facts for a report of the database at ``db_path``; ``remeasure_shell``: measure
    lw_shell again when its cached figure is not from today's sources and tools (the
    project's own report does; a report elsewhere takes the cached figure or none)."""
    prints: dict[tuple[str, str, int], str] = {}
    for row in ResultsDB(db_path).latest():
        key = (row.core, row.target, int(row.width))
        if key in prints or row.target not in TARGETS:
            continue
        try:
            prints[key] = fingerprint(cores.get(row.core), TARGETS[row.target], int(row.width))
        except (cores.CoreError, OSError):
            continue                       # a core no longer registered: nothing to compare with
    return FlowFacts(outstanding=outstanding(db_path, names=default_cores(db_path)), fingerprints=prints,
                     shell=shell_area(remeasure=remeasure_shell), fronts=frontend.current())
