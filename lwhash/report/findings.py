"""What a newcomer reads first (issue 64): the findings at the top of the report, counted
from the rows, and the report's table of contents.

* ``counts``: the figures the findings state, from the rows alone (each core on the ECP5
  device it is judged on, ``tables.on``);
* ``findings``: them in words, with the fastest algorithm at the seeds' two budgets and
  SHA-256's rank there, both from ``space.fastest`` (the "Design space" section's ranking);
* ``anchor`` and ``contents``: GitHub's heading anchors and a list of links to every
  ``##`` section (html.py gives the headings the same ids).
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from ..results.metrics import BUDGETS
from ..results.row import Row
from ..targets import PRIMARY
from . import space
from .tables import REFERENCE_ALGO, algo_name, on

#: the heading of the design-space section (report/__init__.py writes it; the findings link to it)
SPACE_HEADING = "Design space: the fastest algorithm at every budget"


@dataclass
class Counts:
    lightweight: int           #: lightweight cores (a budget profile) with a row on their ECP5 device
    inside: int                #: of them, inside their budget
    pending: int               #: of them, whose verdict waits for another target's row (xs)
    seed_long: int             #: cores with a seed design and a per-slice ratio for long messages
    beat_long: int             #: of them, ahead of the seed's design per slice (ratio > 1)
    seed_short: int
    beat_short: int


def _judged(rows: list[Row]) -> list[Row]:
    return [r for r in rows if r.ok and on(r, PRIMARY)]


def counts(rows: list[Row]) -> Counts:
    judged = _judged(rows)
    light = [r for r in judged if r.variant in BUDGETS]
    long_ = [v for r in judged if (v := r.get("seed.ratio_tp_long_per_slice")) is not None]
    short = [v for r in judged if (v := r.get("seed.ratio_tp_short_per_slice")) is not None]
    return Counts(len(light), sum(1 for r in light if r.budget and r.budget.within),
                  sum(1 for r in light if r.budget and r.budget.within is None),
                  len(long_), sum(1 for v in long_ if v > 1), len(short), sum(1 for v in short if v > 1))


def _ordinal(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def at_seed_budgets(rows: list[Row]) -> list[tuple[int, int, list[Row]]]:
    """Per block-RAM limit of the design space: (slice-eq budget, block RAMs, the ranking
    ``space.fastest`` makes there) at the seeds' own budget of that limit."""
    return [(BUDGETS[space.SEED_PROFILE[bram]].slice_eq, bram,
             space.fastest(rows, BUDGETS[space.SEED_PROFILE[bram]].slice_eq, bram))
            for bram in space.SEED_PROFILE]


def _budget_words(slice_eq: int, bram: int) -> str:
    return f"≤ {slice_eq:,} slice-eq and " + (f"{bram} block RAM" if bram else "no block RAM")


def findings(rows: list[Row]) -> str:
    """The findings paragraph: generated from the rows, never typed."""
    c = counts(rows)
    ok = [r for r in rows if r.ok]
    lines = ["**Findings** (on ECP5, each core on the device it is judged on; the definitions are at the end, "
             "[Definitions](#definitions)):", ""]
    lines.append(f"- **{c.inside} of {c.lightweight}** lightweight cores are inside their area budgets"
                 + (f" ({c.pending} more wait for their row on another target)" if c.pending else "") + ".")
    lines.append(f"- Against the seed's Spartan-3 design of the same algorithm and profile, **{c.beat_long} of "
                 f"{c.seed_long}** cores deliver more Mbit/s per slice for long messages, and **{c.beat_short} of "
                 f"{c.seed_short}** for short ones (a one-byte message).")
    fastest, ranks = [], []
    for budget, bram, ranked in at_seed_budgets(ok):
        where = _budget_words(budget, bram)
        if not ranked:
            fastest.append(f"nothing yet at {where}")
            continue
        top = ranked[0]
        fastest.append(f"**{algo_name(top.algo or '')}** at {where} (`{top.core}`, "
                       f"{space.mbps(space.tp(top))} Mbit/s)")
        sha = [i for i, r in enumerate(ranked, 1) if r.algo == REFERENCE_ALGO]
        ranks.append(f"{_ordinal(sha[0])} of {len(ranked)} at {where}" if sha else f"unranked at {where}")
    lines.append("- The fastest algorithm at the seeds' budgets: " + "; ".join(fastest)
                 + f". Every budget from {space.STEPS[0]:,} to {space.STEPS[-1]:,} slice-eq: "
                 f"[{SPACE_HEADING}](#{anchor(SPACE_HEADING)}).")
    lines.append("- SHA-256 beside the candidates: " + "; ".join(ranks) + ".")
    return "\n".join(lines)


def anchor(heading: str) -> str:
    """GitHub's anchor of a heading: lower case, everything but letters, digits, '_',
    '-' and spaces dropped (Markdown's backticks too), spaces made '-'."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def next_anchor(heading: str, seen: Counter[str]) -> str:
    """The anchor of the next heading of a page (``seen``: the anchors before it): a
    repeated one gets -1, -2, ... as on GitHub."""
    a = anchor(heading)
    seen[a] += 1
    return a if seen[a] == 1 else f"{a}-{seen[a] - 1}"


def anchors(headings: list[str]) -> list[str]:
    """The anchors of a page's headings, in order."""
    seen: Counter[str] = Counter()
    return [next_anchor(h, seen) for h in headings]


def contents(markdown: str) -> str:
    """A list of links to every ``##`` section of ``markdown``."""
    found = [(len(m.group(1)), m.group(2)) for m in re.finditer(r"^(#{1,6}) (.+)$", markdown, re.M)]
    links = zip(found, anchors([h for _, h in found]))
    return "\n".join(f"- [{h.replace('`', '')}](#{a})" for (level, h), a in links if level == 2)
