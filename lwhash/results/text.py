"""How figures are written: the cycle formula, durations, counted nouns, and the words
with which a place-and-route verdict begins.  Shared by the flow (its logs, its errors),
the CLI and the report, so that each is written one way."""

from __future__ import annotations

#: the first words of a row's ``pnr.error`` for each verdict about the core on a device
#: (lwhash.flow.errors.DoesNotFit and its subclasses raise with them; the report reads them)
DOES_NOT_FIT = "does not fit"
DOES_NOT_ROUTE = "does not route"
DOES_NOT_PLACE = "does not place"


def formula(st: int, lp: int, end: int, times: str = "*") -> str:
    """st + (l+p)·N + end as text, a negative end as a subtraction ("35 + 1640*N - 15")."""
    return f"{st} + {lp}{times}N {'-' if end < 0 else '+'} {abs(end)}"


def duration(seconds: float) -> str:
    """'40 s', '12 min', '2 h 05 min'."""
    if seconds < 90:
        return f"{seconds:.0f} s"
    minutes = round(seconds / 60)
    return f"{minutes} min" if minutes < 60 else f"{minutes // 60} h {minutes % 60:02d} min"


def plural(n: int, what: str) -> str:
    """'1 row', '3 rows'."""
    return f"{n} {what}" + ("" if n == 1 else "s")


def pnr_verdict(error: str | None) -> str:
    """The verdict a failed placement's message begins with (does not route / place / fit)."""
    text = error or ""
    return next((p for p in (DOES_NOT_ROUTE, DOES_NOT_PLACE) if text.startswith(p)), DOES_NOT_FIT)
