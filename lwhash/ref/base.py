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


MAX_MESSAGE_BITS = 2**32  # the protocol's limit (seed 000 sect. 2.3)


class MessageError(ValueError):
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

    @abstractmethod
    def pad(self, data: bytes, bitlen: int | None = None) -> bytes:
        """The padded message (whole blocks) exactly as a core receives it."""

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
