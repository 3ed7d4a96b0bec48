"""Errors of the benchmark flow.

A FlowError ends one row (core x target), which is then recorded as failed with the
stage and the message; it never stops the rest of a bench run.
"""

from __future__ import annotations

from ..errors import Error
from ..results.text import DOES_NOT_FIT, DOES_NOT_PLACE, DOES_NOT_ROUTE


class FlowError(Error, RuntimeError):
    """A stage of the flow failed for one core on one target."""

    def __init__(self, message: str, stage: str = "flow", retry: bool = False, log: str | None = None):
        super().__init__(message)
        self.stage = stage
        #: True when the cause is the environment (missing tool, time-out), not the design:
        #: such rows are tried again by the next bench run
        self.retry = retry
        self.log = log

    def __str__(self) -> str:
        return str(self.args[0])


class DoesNotFit(FlowError):
    """Place-and-route found the design larger than the device: a result about the
    core (recorded with what it needed), not a failure of the flow."""

    #: how the row's pnr error begins, for the report
    PREFIX = DOES_NOT_FIT

    def __init__(self, message: str, needed: dict[str, list[int]] | None = None):
        super().__init__(message, stage="pnr")
        #: cell type -> [used, available], from nextpnr's utilisation report
        self.needed = needed or {}


class TimedOut(FlowError):
    """A tool ran past its time limit (a failure of the environment unless the caller
    knows better: see DoesNotRoute)."""

    def __init__(self, message: str, stage: str = "flow", log: str | None = None):
        super().__init__(message, stage=stage, retry=True, log=log)


class DoesNotRoute(DoesNotFit):
    """The first place-and-route run of a row did not finish within the target's limit
    (Target.pnr_timeout): the design fits the device on paper but congests it too much to place
    and route in practice.  Like DoesNotFit, a result about the core: the row has its
    area and no Fmax, and the next bench does not try it again (--force does)."""

    #: how the row's pnr error begins, for the report
    PREFIX = DOES_NOT_ROUTE


class DoesNotPlace(DoesNotFit):
    """nextpnr's placer found no legal placement although the device has a cell for every
    cell of the design (iCE40 HeAP: "Unable to find legal placement for all cells, design is
    probably at utilisation limit"): a result about the core, like DoesNotFit."""

    PREFIX = DOES_NOT_PLACE
