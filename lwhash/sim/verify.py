"""Verification and measurement on top of the simulator: KAT runs, stress cases, cycle fits.

Every test bench, the CLI and the benchmark flow go through these functions, so a
core is checked and measured the same way everywhere.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from .. import kat
from ..cores import Core
from ..paths import kat_dir
from ..results.text import formula
from .runner import Message, Phase, PhaseResult, SimError, Simulator

#: any complete ShortMsgKAT file carries the shared NIST message set (Len 0..2047)
MESSAGE_SET = kat.KatRef("keccak256", 256)


@dataclass(frozen=True)
class Vector:
    msg: Message
    expected: bytes
    source: str          # "KAT" (the official file) or "ref" (reference model checked against it)


def kat_vectors(core: Core) -> list[Vector]:
    """All 2048 short-message vectors for a core's algorithm.

    Where the algorithm's KAT file has every length (the SHA-3 candidates), its
    digests are the oracle.  Where it does not (SHA-256: byte lengths only), the
    missing lengths take their messages from the shared NIST message set and their
    digests from the reference model, which is itself checked against every entry
    of the official file first.  Models with no official file at all use the
    reference model, which its own tests check against published digests.
    """
    model = core.model
    # a model without an official file (Grøstl-0, JH round 2, ...) is checked against
    # published digests in tests/test_ref_*; here it is the oracle for every length
    official = kat.load(model.kat) if model.kat is not None else []
    if model.kat is not None and len(official) != kat.expected_count(model.kat):
        # kat.load refuses a short file; this guards the vouching below against any other path
        raise kat.KatError(f"{model.kat.folder}/ShortMsgKAT_{model.kat.size}.txt: {len(official)} entries, "
                           f"expected {kat.expected_count(model.kat)}: it cannot vouch for {model.name}")
    for e in official:
        if model.hash(e.msg, e.bits) != e.md:
            raise SimError(f"reference model {model.name} disagrees with its KAT at Len = {e.bits}")
    by_len = {e.bits: Vector(Message(e.msg, e.bits), e.md, "KAT") for e in official}
    if len(by_len) < len(kat.SHORT_LENS):
        for e in kat.load(MESSAGE_SET):
            if e.bits not in by_len:
                by_len[e.bits] = Vector(Message(e.msg, e.bits), model.hash(e.msg, e.bits), "ref")
    if sorted(by_len) != list(kat.SHORT_LENS):
        raise kat.KatError(f"{model.name}: {len(by_len)} short-message vectors, expected {len(kat.SHORT_LENS)}")
    return [by_len[b] for b in sorted(by_len)]


def oracle(core: Core, vectors: Sequence[Vector]) -> str:
    """Where the expected digests of ``vectors`` come from, in words."""
    model = core.model
    n_kat = sum(v.source == "KAT" for v in vectors)
    if model.kat is None:
        return (f"oracle: the reference model {model.name} (no official KAT file; the model is "
                "checked against published digests)")
    name = f"{model.kat.folder}/ShortMsgKAT_{model.kat.size}.txt"
    full = kat.expected_count(model.kat)
    if n_kat == len(vectors):
        return f"oracle: {name}"
    return (f"oracle: {name} for {n_kat} vectors, the reference model {model.name} (checked against "
            f"all {full} entries of that file) for the {len(vectors) - n_kat} lengths it lacks")


def sample(vectors: Sequence[Vector], n: int, seed: int = 0) -> list[Vector]:
    """A fixed sample of exactly ``n`` vectors: the first and last 8 lengths (n/2 each
    when n < 16) and others drawn at random (seeded), non-byte lengths included.
    Lengths at block edges are not picked on purpose; the full sets (`make kat-full`,
    the bench's gate-level run) cover them."""
    if n >= len(vectors):
        return list(vectors)
    rng = random.Random(seed)
    lo = min(8, n // 2)
    hi = min(8, n - lo)
    pick = set(range(lo)) | set(range(len(vectors) - hi, len(vectors)))
    while len(pick) < n:
        pick.add(rng.randrange(len(vectors)))
    return [vectors[i] for i in sorted(pick)]


@dataclass
class KatReport:
    checked: int
    mismatches: list[tuple[int, str, str]]   # (bits, got, expected)
    hung: bool
    violation: bool
    err: bool = False        # the core raised err on a well-formed stream

    @property
    def ok(self) -> bool:
        return (not self.mismatches and not self.hung and not self.violation and not self.err
                and self.checked > 0)

    def summary(self) -> str:
        if self.ok:
            return f"{self.checked} vectors bit-exact"
        parts = []
        if self.hung:
            parts.append("core hung")
        if self.violation:
            parts.append("FIFO protocol violated")
        if self.err:
            parts.append("err raised on a well-formed stream")
        if self.mismatches:
            b, got, exp = self.mismatches[0]
            parts.append(f"{len(self.mismatches)} mismatches, first at Len = {b}: got {got}, expected {exp}")
        return "; ".join(parts)


def run_vectors(
    sim: Simulator,
    vectors: Sequence[Vector],
    stall: float = 0.3,
    seed: int = 1,
    segments: int = 1,
) -> KatReport:
    """Hash the vectors back-to-back, without resets, under random stalls on both FIFOs."""
    model = sim.core.model
    msgs = []
    for v in vectors:
        nblocks = len(model.pad(v.msg.payload, v.msg.bitlen)) // model.block_bytes
        # segments but the last hold message bits only: one block each, as many as fit
        lead = min(segments - 1, v.msg.bitlen // model.block_bits, nblocks - 1)
        msgs.append(Message(v.msg.data, v.msg.bitlen, [1] * lead + [nblocks - lead]))
    (res,) = sim.run([Phase(msgs)], src_prob=stall, snk_prob=stall, seed=seed)
    mism = [
        (v.msg.bitlen, got.hex(), v.expected.hex())
        for v, got in zip(vectors, res.digests)
        if got != v.expected
    ]
    missing = len(vectors) - len(res.digests)
    if missing > 0 and not res.hung:
        mism.append((vectors[len(res.digests)].msg.bitlen, "<no digest>", vectors[len(res.digests)].expected.hex()))
    return KatReport(len(res.digests), mism, res.hung, res.violation, res.err_seen)


def run_reset_case(sim: Simulator, v: Vector, cut: int, stall: float = 0.3, seed: int = 7) -> PhaseResult:
    """Send part of a message, reset after ``cut`` words have been read, then hash ``v`` whole."""
    junk = Message(bytes(range(256)) * 2, 4000)
    res = sim.run(
        [Phase([junk], reset_at=cut), Phase([v.msg])],
        src_prob=stall, snk_prob=stall, seed=seed,
    )
    return res[1]


# ---------------------------------------------------------------------- cycles
@dataclass(frozen=True)
class CycleFit:
    st: int
    lp: int
    end: int
    block_bits: int
    width: int
    totals: tuple[int, ...]      # measured cycles for first_blocks, +1, +2 blocks
    short: int                   # measured cycles for a one-byte message
    short_blocks: int            # blocks a one-byte message pads to
    first_blocks: int = 1        # the fewest blocks a message pads to (3 for Hamsi-256)

    def cycles(self, n: int) -> int:
        return self.st + self.lp * n + self.end

    def formula(self) -> str:
        return formula(self.st, self.lp, self.end)

    def as_dict(self) -> dict:
        return {
            "st": self.st, "lp": self.lp, "end": self.end, "block_bits": self.block_bits,
            "width": self.width, "measured": list(self.totals), "short_msg_cycles": self.short,
            "short_msg_blocks": self.short_blocks, "first_blocks": self.first_blocks,
            "formula": self.formula(),
        }


def message_of_blocks(core: Core, n: int) -> Message:
    """A message (byte-aligned where possible) that pads to exactly n blocks."""
    model = core.model
    bb = model.block_bytes
    top = n * model.block_bits
    # the longest byte-aligned message that pads to n blocks, else any bit length
    for bits in [*range(top - top % 8, -1, -8), *range(top, -1, -1)]:
        if len(model.pad(bytes(-(-bits // 8)), bits)) == n * bb:
            data = bytes((i * 37 + 11) & 0xFF for i in range(-(-bits // 8)))
            return Message(data, bits)
    raise SimError(f"no message of {core.algo} pads to exactly {n} blocks")


def _span(res: PhaseResult) -> tuple[int, int]:
    """(cycles from the first word read to the last digest word written, first-data offset)."""
    if res.hung or not res.outputs or not res.reads:
        raise SimError("cycle measurement: the core produced no digest")
    first = res.reads[0][1]
    return res.outputs[-1][1] - first + 1, first


def measure_cycles(sim: Simulator) -> CycleFit:
    """Fit clk = st + (l+p)*N + end from 1-, 2- and 3-block messages, FIFOs never stalling
    (n0, n0+1, n0+2 blocks where no message pads to fewer than n0 blocks, e.g. Hamsi-256,
    whose 64-bit length field takes two 32-bit blocks).

    st is the header time: from the first header word read to the first data word
    read.  l+p is the difference between consecutive block counts (and must be the
    same from 1 to 2 as from 2 to 3); end is what remains.
    """
    core = sim.core
    n0 = len(core.model.pad(b"", 0)) // core.model.block_bytes   # the fewest blocks
    msgs = [message_of_blocks(core, n) for n in (n0, n0 + 1, n0 + 2)]
    short = Message(b"\x5a", 8)
    phases = [Phase([m], reset_before=True) for m in [*msgs, short]]
    res = sim.run(phases, trace_reads=True)
    totals = []
    for r in res[:3]:
        span, _ = _span(r)
        totals.append(span)
    header_words = _header_words(sim.width)
    st = res[0].reads[header_words][1] - res[0].reads[0][1]
    lp = totals[1] - totals[0]
    if totals[2] - totals[1] != lp:
        raise SimError(f"{core.name}: cycles per block are not constant: {totals}")
    end = totals[0] - st - lp * n0
    short_span, _ = _span(res[3])
    nshort = len(core.model.pad(b"\x5a", 8)) // core.model.block_bytes
    return CycleFit(st, lp, end, core.block_bits, sim.width, tuple(totals), short_span, nshort, n0)


def _header_words(width: int) -> int:
    return 1 if width == 64 else 2 * (32 // width)


def kat_available() -> bool:
    """The KAT vectors can be read: always, from the stored vectors, unless $LWHASH_KAT_DIR
    names a folder that does not exist."""
    folder = kat_dir()
    return folder is None or Path(folder).is_dir()


def timing_of(sim: Simulator, messages: Sequence[Message]) -> list[int]:
    """Cycles from first word read to last digest word written, for each message alone
    (reset before each, FIFOs never stalling)."""
    res = sim.run([Phase([m], reset_before=True) for m in messages], trace_reads=True)
    return [_span(r)[0] for r in res]
