"""What every ``lwhash`` command shares: argument types, tables on standard output,
running a check on each named core, and the results database a command reads."""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import TypeVar

from .. import cores, protocol

T = TypeVar("T")


def convert(text: str, parse: Callable[[str], T], expected: str) -> T:
    """``parse(text)``, or argparse's one-line error "expected EXPECTED, not 'TEXT'"."""
    try:
        return parse(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected {expected}, not {text!r}") from None


def gl_sample(text: str) -> int:
    """--gl-sample: a number of KAT vectors (at least 64), or 'all' (0)."""
    from ..flow.benchmark import GL_ALL, GL_MIN

    if text.strip().lower() == "all":
        return GL_ALL
    n = convert(text, int, "a number of vectors or 'all'")
    if n < GL_MIN:
        raise argparse.ArgumentTypeError(f"at least {GL_MIN} vectors, or 'all'")
    return n


def count(text: str) -> int:
    """A whole number of at least 1 (counts, samples, segments, jobs)."""
    n = convert(text, int, "a whole number")
    if n < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {n}")
    return n


def probability(text: str) -> float:
    """A stall probability in [0, 1), at most MAX_STALL."""
    from ..sim.runner import check_user_stall

    p = convert(text, float, "a number in [0, 1)")
    try:
        return check_user_stall(p, "the stall probability")
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def seed_list(text: str) -> list[int]:
    """--seeds: placement seeds, whole numbers of at least 1 separated by commas."""
    seeds = convert(text, lambda t: [int(x) for x in t.split(",")], "seeds like 1,2,3")
    if any(s < 1 for s in seeds) or len(set(seeds)) != len(seeds):
        raise argparse.ArgumentTypeError(f"seeds are distinct whole numbers of at least 1, not {text!r}")
    return seeds


def megahertz(text: str) -> float:
    """A clock frequency in MHz: a finite number above 0."""
    f = convert(text, float, "a clock in MHz")
    if not math.isfinite(f) or f <= 0:
        raise argparse.ArgumentTypeError(f"a clock must be a finite number of MHz above 0, not {text}")
    return f


def bus_width(text: str) -> int:
    """A bus width the protocol has (8, 16, 32 or 64)."""
    w = convert(text, int, "a bus width (8, 16, 32 or 64)")
    if w not in protocol.WIDTHS:
        raise argparse.ArgumentTypeError(f"bus widths are {', '.join(map(str, protocol.WIDTHS))}, not {w}")
    return w


def print_table(header: Sequence[str], rows: Iterable[Sequence[object]], right: str = "") -> None:
    """A plain table on standard output through rich: aligned columns, no borders, never
    wrapped or cut (a pipe gets every character); ``right`` names the columns aligned
    right ("r" per column, e.g. "..rr")."""
    from rich.console import Console
    from rich.table import Table

    t = Table(box=None, pad_edge=False, show_edge=False, header_style="bold", padding=(0, 2, 0, 0))
    for i, h in enumerate(header):
        t.add_column(h, justify="right" if right[i:i + 1] == "r" else "left", no_wrap=True)
    for r in rows:
        t.add_row(*("" if x is None else str(x) for x in r))
    tty = sys.stdout.isatty()
    console = Console(highlight=False, width=None if tty else 10_000, force_terminal=tty)
    with console.capture() as cap:
        console.print(t, crop=False)
    sys.stdout.write("".join(line.rstrip() + "\n" for line in cap.get().splitlines()))


def each_core(args: argparse.Namespace, check: Callable[[str], bool]) -> int:
    """Run ``check`` on every core named on the command line (all cores when none is):
    exit status 1 when any of them failed, after all have run."""
    results = [check(name) for name in (args.cores or sorted(cores.all_cores()))]
    return 0 if all(results) else 1


def existing_db(path: Path | None) -> Path:
    """The results database a reading command uses: it must exist, or the command would
    report (and write) nothing but empty tables."""
    from ..results.db import default_path

    p = Path(path) if path is not None else default_path()
    if p.is_dir():
        raise SystemExit(f"lwhash: {p} is a folder, not a results database (give the .sqlite file)")
    if not p.is_file():
        raise SystemExit(f"lwhash: results database {p} does not exist "
                         "(give an existing one with --db or LWHASH_DB, or make one with lwhash bench)")
    return p
