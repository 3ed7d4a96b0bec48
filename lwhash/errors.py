"""The one base class of every error lwhash raises on purpose.

``except lwhash.Error`` catches every expected failure (bad input, a missing file or
tool, a failed simulation or benchmark stage, a corrupt database) and nothing else, so
a bug still shows as a traceback.  Each subclass also derives from the built-in class
its meaning matches (ValueError for a wrong value, FileNotFoundError for a missing
file, RuntimeError for a failed run), so code that catches those keeps working.
"""

from __future__ import annotations

from collections.abc import Iterable


class Error(Exception):
    """Every error lwhash raises on purpose derives from this class."""

    def __str__(self) -> str:          # never KeyError's quoting, whatever else it derives from
        return str(self.args[0]) if len(self.args) == 1 else super().__str__()


class UnknownName(Error, ValueError, KeyError):
    """A core or algorithm name that lwhash does not know (a ValueError; also a KeyError,
    as a failed look-up in a table)."""


def did_you_mean(name: object, known: Iterable[str], what: str) -> str:
    """``unknown core 'x'; did you mean: a, b?`` (the closest names by difflib), or the
    hint to list them when nothing is close."""
    import difflib

    close = difflib.get_close_matches(str(name), sorted(known), n=3, cutoff=0.6)
    hint = f"did you mean {', '.join(close)}?" if close else "`lwhash list` names them all"
    return f"unknown {what} {name!r}; {hint}"
