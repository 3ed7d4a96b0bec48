"""The lwhash message stream: the only producer of core input streams.

See docs/interface.md for the format.  In short, for bus width W:

* every segment starts with a 32-bit header ``seg_len_ap << 1 | last``, where
  ``seg_len_ap`` is the segment length after padding in 32-bit words and ``last``
  marks the last segment of a message;
* the last segment's header is followed by a 32-bit ``msg_len_bp`` field: the
  length before padding, in bits, of the last segment;
* 32-bit fields go out as 32/W bus words, most significant part first; at W = 64
  the header field and the ``msg_len_bp`` field share one bus word (header in the
  upper half; a non-last segment has zero in the lower half);
* the padded message follows as W-bit words, first message byte in the most
  significant bits;
* the digest comes back as ceil(digest_bits / W) words, first byte in the most
  significant bits.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import BinaryIO

from . import ref
from .errors import Error
from .ref.base import HashAlgorithm, MessageError, check_bits, stream_offset

WIDTHS = (8, 16, 32, 64)
LAST_FLAG = 1
MAX_BITS = 2**32 - 1   # msg_len_bp is a 32-bit field


class StreamError(Error, ValueError):
    """A stream that cannot be built, or read back, as asked."""


@dataclass(frozen=True)
class Segment:
    """One segment of a message as it goes on the bus."""

    len_ap_words: int       # segment length after padding, 32-bit words
    last: bool
    len_bp_bits: int        # length before padding of this segment (bits); sent for the last only
    payload: bytes          # the padded data of the segment


def _algorithm(algo: str | HashAlgorithm) -> HashAlgorithm:
    if isinstance(algo, HashAlgorithm):
        return algo
    try:
        return ref.get(algo)
    except KeyError as exc:
        raise StreamError(str(exc.args[0])) from None


def check_width(width: int, algo: HashAlgorithm | None = None) -> None:
    if width not in WIDTHS:
        raise StreamError(f"bus width {width} is not supported; use one of {', '.join(map(str, WIDTHS))}")
    if algo is not None and algo.block_bits % width:
        raise StreamError(
            f"bus width {width} does not divide the {algo.name} block ({algo.block_bits} bits)"
        )


def segment(
    algo: str | HashAlgorithm,
    data: bytes,
    bitlen: int | None = None,
    segments: int | Sequence[int] = 1,
) -> list[Segment]:
    """Pad a message and cut it into segments.

    ``segments`` is either a count K (the blocks are shared out as evenly as
    possible, earlier segments taking the extra ones) or the number of blocks in
    each segment, which must add up to the padded message's block count.
    """
    algo = _algorithm(algo)
    bitlen = check_bits(data, bitlen)
    if bitlen > MAX_BITS:
        raise StreamError(f"message of {bitlen} bits is over the protocol's limit of 2^32 - 1 bits")
    padded = algo.pad(data, bitlen)
    bb = algo.block_bytes
    if len(padded) % bb:
        raise StreamError(f"{algo.name} padding gave {len(padded)} bytes, not whole {bb}-byte blocks")
    counts = _segment_blocks(len(padded) // bb, segments)
    out: list[Segment] = []
    pos = 0
    for i, c in enumerate(counts):
        payload = padded[pos * bb : (pos + c) * bb]
        last = i == len(counts) - 1
        out.append(Segment(len(payload) // 4, last, _len_bp(bitlen, pos * bb, len(payload), last, counts),
                           payload))
        pos += c
    return out


def _len_bp(bitlen: int, start: int, size: int, last: bool, counts: Sequence[int]) -> int:
    """A segment's length before padding (bits): its whole size but for the last."""
    bp = bitlen - 8 * start if last else 8 * size
    if last and bp < 0:
        raise StreamError(
            f"segment sizes {list(counts)}: every segment but the last must hold message bits only "
            f"(the message ends {-bp} bits before the last segment starts)"
        )
    return bp


def _segment_blocks(nblocks: int, segments: int | Sequence[int]) -> list[int]:
    """The blocks of each segment: ``segments`` is a count K (the blocks shared out as
    evenly as possible, earlier segments taking the extra ones) or the sizes."""
    if isinstance(segments, int):
        if segments < 1:
            raise StreamError(f"segment count must be at least 1, got {segments}")
        if segments > nblocks:
            raise StreamError(
                f"cannot cut a {nblocks}-block message into {segments} segments of whole blocks"
            )
        base, extra = divmod(nblocks, segments)
        return [base + (1 if i < extra else 0) for i in range(segments)]
    counts = list(segments)
    if not counts or any((not isinstance(c, int)) or c < 1 for c in counts):
        raise StreamError(f"segment sizes must be whole numbers of blocks >= 1, got {counts}")
    if sum(counts) != nblocks:
        raise StreamError(
            f"segment sizes {counts} add up to {sum(counts)} blocks, the padded message has {nblocks}"
        )
    return counts


def _header(len_ap_words: int, last: bool, len_bp_bits: int, width: int) -> bytes:
    """A segment's header field (and msg_len_bp after the last one's) as bus bytes."""
    if len_ap_words >= 2**31:
        raise StreamError("segment too long for the 31-bit length field")
    hdr = (len_ap_words << 1) | (LAST_FLAG if last else 0)
    if width == 64:
        return ((hdr << 32) | (len_bp_bits if last else 0)).to_bytes(8, "big")
    return hdr.to_bytes(4, "big") + (len_bp_bits.to_bytes(4, "big") if last else b"")


def stream(
    algo: str | HashAlgorithm,
    src: BinaryIO,
    bitlen: int,
    width: int = 16,
    segments: int | Sequence[int] = 1,
    chunk_bytes: int = 1 << 20,
    to_eof: bool = False,
) -> Iterator[bytes]:
    """The bus stream (as encode_segments_bytes makes it) of the first ``bitlen`` bits
    read from ``src``, in pieces of about ``chunk_bytes``: memory stays bounded whatever
    the message's length (the model pads from the last block on, ``pad_tail``).  With
    ``to_eof`` the bits are the whole input: a byte past them means the size ``bitlen``
    came from was wrong (a file that grew, or reports a size it does not have), and
    raises StreamError rather than hash a prefix."""
    a = _algorithm(algo)
    check_width(width, a)
    if bitlen < 0 or bitlen > MAX_BITS:
        raise StreamError(f"message of {bitlen} bits: the protocol carries 0 .. 2^32 - 1 bits")
    bb = a.block_bytes
    off = stream_offset(bitlen, bb)
    nbytes = (bitlen + 7) // 8
    padded_len = off + len(a.pad_tail(bytes(nbytes - off), bitlen, off))   # the tail's size, not its bits
    counts = _segment_blocks(padded_len // bb, segments)

    def padded() -> Iterator[bytes]:
        left = off
        while left:
            part = src.read(min(chunk_bytes, left))
            if not part:
                raise StreamError(f"the input ended {left + nbytes - off} bytes before its {bitlen} bits")
            left -= len(part)
            yield part
        tail = src.read(nbytes - off)
        if len(tail) < nbytes - off:
            raise StreamError(f"the input ended {nbytes - off - len(tail)} bytes before its {bitlen} bits")
        if to_eof and src.read(1):
            raise StreamError(f"the input holds more than the {nbytes} bytes its size said: it changed "
                              "while it was read, or reports a size it does not have")
        yield a.pad_tail(tail, bitlen, off)

    pieces = padded()
    buf = b""
    pos = 0
    for i, c in enumerate(counts):
        last = i == len(counts) - 1
        size = c * bb
        yield _header(size // 4, last, _len_bp(bitlen, pos, size, last, counts), width)
        need = size
        while need:
            if not buf:
                buf = next(pieces)
            take, buf = buf[:need], buf[need:]
            need -= len(take)
            yield take
        pos += size


def _split32(value: int, width: int) -> list[int]:
    parts = 32 // width
    mask = (1 << width) - 1
    return [(value >> (width * (parts - 1 - i))) & mask for i in range(parts)]


def bytes_to_words(data: bytes, width: int) -> list[int]:
    """Cut bytes into W-bit words, first byte in the most significant bits."""
    n = width // 8
    if len(data) % n:
        raise StreamError(f"{len(data)} bytes are not whole {width}-bit words")
    return [int.from_bytes(data[i : i + n], "big") for i in range(0, len(data), n)]


def encode_segments(segs: Sequence[Segment], width: int) -> list[int]:
    """The bus words of a list of segments."""
    check_width(width)
    words: list[int] = []
    for s in segs:
        if s.len_ap_words >= 2**31:
            raise StreamError("segment too long for the 31-bit length field")
        hdr = (s.len_ap_words << 1) | (LAST_FLAG if s.last else 0)
        if width == 64:
            words.append((hdr << 32) | (s.len_bp_bits if s.last else 0))
        else:
            words += _split32(hdr, width)
            if s.last:
                words += _split32(s.len_bp_bits, width)
        words += bytes_to_words(s.payload, width)
    return words


def encode_segments_bytes(segs: Sequence[Segment], width: int) -> bytes:
    """The bus stream of a list of segments as bytes: each W-bit word big-endian,
    words in order.  The same stream as encode_segments, without a Python int per
    word, for long messages (lwhash hash on a large file)."""
    check_width(width)
    parts: list[bytes] = []
    for s in segs:
        parts.append(_header(s.len_ap_words, s.last, s.len_bp_bits, width))
        if len(s.payload) % (width // 8):
            raise StreamError(f"{len(s.payload)} bytes are not whole {width}-bit words")
        parts.append(s.payload)
    return b"".join(parts)


def encode(
    algo: str | HashAlgorithm,
    data: bytes,
    bitlen: int | None = None,
    width: int = 16,
    segments: int | Sequence[int] = 1,
) -> list[int]:
    """The bus words that hash the first ``bitlen`` bits of ``data`` on a core."""
    a = _algorithm(algo)
    check_width(width, a)
    return encode_segments(segment(a, data, bitlen, segments), width)


def digest_words(algo: str | HashAlgorithm, width: int) -> int:
    """How many bus words a core writes for one digest."""
    a = _algorithm(algo)
    check_width(width)
    return -(-a.digest_bits // width)


def decode_digest(words: Sequence[int], width: int, digest_bits: int) -> bytes:
    """The digest from the words a core wrote (the last word is left-aligned)."""
    check_width(width)
    n = -(-digest_bits // width)
    if len(words) != n:
        raise StreamError(f"expected {n} digest words of {width} bits, got {len(words)}")
    raw = b"".join(int(w).to_bytes(width // 8, "big") for w in words)
    return raw[: digest_bits // 8]


def expected_words(algo: str | HashAlgorithm, data: bytes, bitlen: int | None, width: int) -> list[int]:
    """The words a correct core writes for this message (from the reference model)."""
    a = _algorithm(algo)
    digest = a.hash(data, bitlen)
    n = digest_words(a, width)
    raw = digest + bytes(n * width // 8 - len(digest))
    return bytes_to_words(raw, width)


__all__ = [
    "WIDTHS",
    "LAST_FLAG",
    "MAX_BITS",
    "StreamError",
    "MessageError",
    "Segment",
    "segment",
    "encode",
    "encode_segments",
    "encode_segments_bytes",
    "stream",
    "bytes_to_words",
    "digest_words",
    "decode_digest",
    "expected_words",
    "check_width",
]
