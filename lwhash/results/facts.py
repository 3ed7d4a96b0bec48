"""What the report needs to know beyond the rows, and only the flow can tell: the rows
a fresh ``make bench`` would make, each core's present fingerprint (to mark a row made
from older sources), and the measured area of lw_shell alone.

The flow computes them (``lwhash.flow.report_facts``) and its caller (``lwhash report``,
``lwhash bench --report``) hands them to ``lwhash.report.write``: the report reads
rows and facts and writes documents; it runs none of the flow."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

#: (core, target, why, estimated seconds) per row a fresh bench would make
Outstanding = list[tuple[str, str, str, float]]


@dataclass(frozen=True)
class FlowFacts:
    outstanding: Outstanding = field(default_factory=list)
    #: the present fingerprint per (core, target, width): a row whose own differs is stale
    fingerprints: Mapping[tuple[str, str, int], str] = field(default_factory=dict)
    #: lw_shell's measured area (lwhash.flow.shell.shell_area), None when not measured
    shell: dict[str, Any] | None = None
    #: the front-ends' measured cost by lead core (lwhash.flow.frontend.current), each
    #: entry with ``stale`` set when made from older sources or tools
    fronts: Mapping[str, dict[str, Any]] = field(default_factory=dict)
