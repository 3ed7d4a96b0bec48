"""The one interface every reference model implements.

A model is an object with a name (the algorithm name used everywhere in lwhash),
its block and digest sizes, and two operations:

* ``pad(data, bitlen)`` returns the padded message exactly as a core receives it
  after the protocol header (a whole number of blocks, bytes in stream order);
* ``hash(data, bitlen)`` returns the digest of the first ``bitlen`` bits of ``data``.

Bit strings follow the NIST convention: ``data`` holds the message MSB-first, the
first bit of the message is bit 7 of ``data[0]``; bits past ``bitlen`` are ignored.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass

from ..errors import Error

MAX_MESSAGE_BITS = 2**32  # the protocol's limit (seed 000 sect. 2.3)


class MessageError(Error, ValueError):
    """A message that cannot be hashed or streamed as given."""


def check_bits(data: bytes, bitlen: int | None) -> int:
    """Validate a (data, bitlen) pair and return the bit length."""
    if bitlen is None:
        bitlen = 8 * len(data)
    if not isinstance(bitlen, int) or isinstance(bitlen, bool):
        raise MessageError(f"bit length must be an integer, got {bitlen!r}")
    if bitlen < 0:
        raise MessageError(f"bit length {bitlen} is negative")
    if bitlen > 8 * len(data):
        raise MessageError(
            f"bit length {bitlen} is longer than the data ({len(data)} bytes = {8 * len(data)} bits)"
        )
    return bitlen


def message_bits(data: bytes, bitlen: int) -> bytes:
    """The first ``bitlen`` bits of ``data`` as bytes, unused trailing bits cleared."""
    nbytes = (bitlen + 7) // 8
    out = bytearray(data[:nbytes])
    if bitlen % 8:
        out[-1] &= (0xFF << (8 - bitlen % 8)) & 0xFF
    return bytes(out)


def tail_bits(tail: bytes, bitlen: int, offset: int, block_bytes: int) -> int:
    """The bits of the message from byte ``offset`` on, after checking that ``offset`` is
    a multiple of the block size that leaves at least one message bit (or is 0) and that
    ``tail`` holds them (see HashAlgorithm.pad_tail)."""
    if not isinstance(offset, int) or offset < 0 or offset % block_bytes:
        raise MessageError(f"offset {offset!r} is not a multiple of the {block_bytes}-byte block")
    if offset and 8 * offset >= bitlen:
        raise MessageError(f"offset {offset} leaves none of the {bitlen}-bit message")
    return check_bits(tail, bitlen - 8 * offset)


def stream_offset(bitlen: int, block_bytes: int) -> int:
    """The largest offset ``pad_tail`` accepts for a message of ``bitlen`` bits: the
    whole blocks before its last (possibly full) block."""
    return max(0, (bitlen - 1) // (8 * block_bytes)) * block_bytes


@dataclass(frozen=True)
class KatRef:
    """Where the official known-answer tests of an algorithm live: shared/kat/<folder>/ShortMsgKAT_<size>.txt."""

    folder: str
    size: int


class HashAlgorithm(ABC):
    """Base class of every reference model."""

    #: algorithm name, e.g. ``"sha256"``, ``"blake256"``, ``"skein512_256"``
    name: str
    #: compression input block size in bits (what one core block load carries)
    block_bits: int
    #: digest size in bits
    digest_bits: int
    #: the KAT file that checks this model, or None where no official file exists
    kat: KatRef | None = None

    def pad(self, data: bytes, bitlen: int | None = None) -> bytes:
        """The padded message (whole blocks) exactly as a core receives it."""
        return self.pad_tail(data, check_bits(data, bitlen), 0)

    @abstractmethod
    def pad_tail(self, tail: bytes, bitlen: int, offset: int = 0) -> bytes:
        """The padded message from byte ``offset`` on, given only the message's bits from
        there (``tail``) and its whole length ``bitlen``: ``pad(data, bitlen)[offset:] ==
        pad_tail(data[offset:], bitlen, offset)``.  ``offset`` is a multiple of the block
        size below the message's end (0 for an empty message; see ``tail_bits``), so a
        long message can be padded, encoded and streamed without holding all of it."""

    @abstractmethod
    def hash(self, data: bytes, bitlen: int | None = None) -> bytes:
        """The digest of the first ``bitlen`` bits of ``data``."""

    @property
    def block_bytes(self) -> int:
        return self.block_bits // 8

    @property
    def digest_bytes(self) -> int:
        return self.digest_bits // 8

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name}: block {self.block_bits}, digest {self.digest_bits}>"
