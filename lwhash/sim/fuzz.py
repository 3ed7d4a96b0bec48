"""Fuzzing every core with random streams, checked against the reference model or
the defined error behaviour of docs/interface.md.

A case is a short stream: a few messages of random lengths and contents, cut into
random segments, under random stall probabilities on both FIFOs, sometimes cut off
by a reset in the middle, sometimes ending in a malformed header.  Expected:
every complete message gives the reference digest with err low; a reset
mid-message gives no digest and the core hashes the next message correctly; a
malformed header raises err as its last word is read, and the core then reads and
writes nothing until the reset; no FIFO rule is broken; nothing hangs.

Cases are made from (seed, index) alone, so any failing case can be replayed:
``lwhash fuzz CORE --seed S --case K``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from .. import protocol
from ..cores import Core
from .runner import Message, Phase, Simulator

BATCH = 250          # cases per simulator run


@dataclass
class Case:
    index: int
    phases: list[Phase]
    expected: list[list[bytes]]          # digests expected per phase
    expected_reads: list[int | None]     # words read, for the malformed phases


@dataclass
class FuzzReport:
    core: str
    seed: int
    cases: int
    messages: int = 0
    failures: list[str] = field(default_factory=list)
    #: cases by how they end: "valid", "reset" (mid-stream reset), "malformed" (header)
    kinds: dict[str, int] = field(default_factory=lambda: {"valid": 0, "reset": 0, "malformed": 0})

    @property
    def ok(self) -> bool:
        return not self.failures


def _split32(v: int, width: int) -> list[int]:
    if width == 64:
        return [v << 32]
    return protocol._split32(v, width)


def partial_blocks_detectable(core: Core) -> bool:
    """Whether a segment length that is not whole blocks can be told from a valid one:
    blocks of a power of two bits, more than one 32-bit word (with 32-bit blocks, as in
    Hamsi-256, every length is whole blocks)."""
    return core.block_bits & (core.block_bits - 1) == 0 and core.block_bits > 32


def _malformed(rng: random.Random, core: Core, width: int) -> tuple[list[int], int]:
    """A malformed header as bus words, and how many words the core must read of it."""
    blk32 = core.block_bits // 32
    kinds = ["zero", "bp"]
    if partial_blocks_detectable(core):
        kinds.append("blocks")
    kind = rng.choice(kinds)
    hdr_words = 1 if width == 64 else 32 // width
    if kind == "zero":
        hdr = 0 << 1 | 1
        return (_split32(hdr, width) if width < 64 else [hdr << 32]), hdr_words
    if kind == "blocks":
        # a length past whole blocks by a part of a block (with 64-bit blocks, 2 words
        # more is a whole block more: not malformed)
        hdr = (blk32 * rng.randrange(1, 4) + rng.choice([d for d in (1, 2, 3, 5) if d % blk32])) << 1 \
            | rng.randrange(2)
        if width == 64:
            hdr |= 2        # an odd length at W = 64 is malformed too
            return [hdr << 32], 1
        return _split32(hdr, width), hdr_words
    segw = blk32 * rng.randrange(1, 3)
    bp = 32 * segw + rng.randrange(1, 5000)
    if width == 64:
        return [((segw << 1 | 1) << 32) | bp], 1
    return _split32(segw << 1 | 1, width) + _split32(bp, width), 2 * hdr_words


def make_case(core: Core, width: int, seed: int, index: int) -> Case:
    rng = random.Random(f"{seed}:{index}")
    model = core.model
    phases: list[Phase] = []
    expected: list[list[bytes]] = []
    reads: list[int | None] = []
    stall = (rng.choice([0.0, 0.1, 0.3, 0.6, 0.9]), rng.choice([0.0, 0.1, 0.3, 0.6, 0.9]))
    msgs = []
    for _ in range(rng.randrange(1, 4)):
        bits = rng.choice([0, rng.randrange(0, 64), rng.randrange(0, 3 * core.block_bits),
                           rng.randrange(0, 6 * core.block_bits)])
        data = rng.randbytes(-(-bits // 8))
        nblocks = len(model.pad(data, bits)) // model.block_bytes
        lead = rng.randrange(0, min(3, bits // core.block_bits, nblocks - 1) + 1)
        msgs.append(Message(data, bits, [1] * lead + [nblocks - lead]))
    ending = rng.random()
    if ending < 0.15:
        # reset somewhere inside the stream, then one message that must come out right
        words = sum(len(protocol.encode(model, m.payload, m.bitlen, width, m.segments)) for m in msgs)
        phases.append(Phase(msgs, reset_at=rng.randrange(1, words + 1), stall=stall))
        expected.append([])
        reads.append(None)
        tail = msgs[-1]
        phases.append(Phase([tail], stall=stall))
        expected.append([model.hash(tail.payload, tail.bitlen)])
        reads.append(None)
    elif ending < 0.30:
        raw, nread = _malformed(rng, core, width)
        phases.append(Phase(msgs, stall=stall))
        expected.append([model.hash(m.payload, m.bitlen) for m in msgs])
        reads.append(None)
        phases.append(Phase(msgs[:1], raw=raw, expect_stall=True, stall=stall))
        expected.append([])
        reads.append(nread)
        phases.append(Phase(msgs[:1], stall=stall))
        expected.append([model.hash(msgs[0].payload, msgs[0].bitlen)])
        reads.append(None)
    else:
        phases.append(Phase(msgs, stall=stall))
        expected.append([model.hash(m.payload, m.bitlen) for m in msgs])
        reads.append(None)
    # the case starts from a reset with its own stall seed, so it replays alone exactly
    # as it ran in its batch
    phases[0].reset_before = True
    phases[0].seed = rng.getrandbits(32)
    return Case(index, phases, expected, reads)


def run(sim: Simulator, cases: int, seed: int = 1, first: int = 0) -> FuzzReport:
    """Run cases first .. first+cases-1 of ``seed`` on one simulator."""
    rep = FuzzReport(sim.core.name, seed, cases)
    for start in range(first, first + cases, BATCH):
        batch = [make_case(sim.core, sim.width, seed, i) for i in range(start, min(start + BATCH, first + cases))]
        phases = [ph for c in batch for ph in c.phases]
        results = sim.run(phases, seed=seed + start, hang_limit=20_000)
        k = 0
        for c in batch:
            kind = ("malformed" if any(p.expect_stall for p in c.phases)
                    else "reset" if any(p.reset_at is not None for p in c.phases) else "valid")
            rep.kinds[kind] += 1
            for ph, exp, nread in zip(c.phases, c.expected, c.expected_reads):
                r = results[k]
                k += 1
                where = f"seed {seed} case {c.index}"
                if r.violation:
                    rep.failures.append(f"{where}: FIFO protocol violated")
                elif ph.expect_stall:
                    if not r.err:
                        rep.failures.append(f"{where}: malformed header: err never rose")
                    elif r.reads_count != nread or r.reads_at_err != nread or r.outputs:
                        rep.failures.append(f"{where}: malformed header: err rose after {r.reads_at_err} "
                                            f"words, {r.reads_count} read in all (expected {nread}), "
                                            f"wrote {len(r.outputs)}")
                elif r.err_seen:
                    rep.failures.append(f"{where}: err raised on a well-formed stream")
                elif r.hung and ph.reset_at is None:
                    rep.failures.append(f"{where}: core hung")
                elif ph.reset_at is None and r.digests != exp:
                    rep.failures.append(f"{where}: wrong or missing digest")
                rep.messages += len(exp)
            if len(rep.failures) >= 10:
                return rep
    return rep
