"""BLAKE-256 / BLAKE-32 cores: the block counter t where the KAT set barely reaches it.

The core derives t of every block from msg_len_bp (of the last segment) and the
block count: long messages, bit lengths around the block edges (where a block of
padding only appears, t = 0) and every legal way of cutting them into segments.
"""

from __future__ import annotations

import random

import pytest

from lwhash import cores
from lwhash.sim.runner import Message, Phase, Simulator

# blake256-large has a controller of its own (blake32-large shares it: not again here)
NAMES = [n for n in ("blake256-logic", "blake256-bram", "blake32-logic", "blake32-bram", "blake256-large")
         if n in cores.all_cores()]
# around the block edges: 446 fits one block with its padding, 447 needs a block of padding
LENGTHS = [0, 1, 446, 447, 511, 512, 513, 958, 959, 1000, 1023, 1024, 1471, 1472, 2047, 2048, 2559, 3000]


def _cases(model):
    rng = random.Random(5)
    msgs, expected = [], []
    for bits in LENGTHS:
        data = bytes(rng.randrange(256) for _ in range(-(-bits // 8)))
        nblocks = len(model.pad(data, bits)) // model.block_bytes
        full = min(bits // model.block_bits, nblocks - 1)    # blocks before the last segment
        splits = {(nblocks,)}
        for lead in range(1, full + 1):
            splits.add((1,) * lead + (nblocks - lead,))       # one-block segments
            splits.add((lead, nblocks - lead))                 # one longer segment
        for seg in sorted(splits):
            msgs.append(Message(data, bits, list(seg)))
            expected.append(model.hash(data, bits))
    return msgs, expected


@pytest.mark.parametrize("width", [8, 16, 64])
@pytest.mark.parametrize("name", NAMES)
def test_counter_edges_segmented(name, width):
    core = cores.get(name)
    msgs, expected = _cases(core.model)
    (res,) = Simulator(core, width).run([Phase(msgs)], src_prob=0.3, snk_prob=0.3, seed=width)
    assert not res.hung and not res.violation
    bad = [(m.bitlen, m.segments) for m, got, exp in zip(msgs, res.digests, expected) if got != exp]
    assert len(res.digests) == len(expected) and not bad, f"wrong digests for (bits, segments) {bad[:5]}"
