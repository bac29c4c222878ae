"""Bit streams for share links: a writer and a reader that both take linear time.

The reader never turns the whole payload into one integer: shifting a 64 KiB integer for every
field made reading quadratic (about a second for a hostile link). Each read converts only the
few bytes its bits lie in.
"""

from __future__ import annotations


class OutOfBitsError(Exception):
    """A read went past the end of the data; the link decoder turns it into its own refusal."""


class BitWriter:
    """Big-endian bit fields appended to a byte buffer, padded with zero bits at the end."""

    def __init__(self) -> None:
        self.buffer = bytearray()
        self.pending = 0  # bits not yet a whole byte, kept in the low end of ``pending_value``
        self.pending_value = 0

    def put(self, value: int, bits: int) -> None:
        if not 0 <= value < 1 << bits:
            raise ValueError(f"{value} does not fit in {bits} bits")
        self.pending_value = (self.pending_value << bits) | value
        self.pending += bits
        whole = self.pending // 8
        if whole:
            self.pending -= 8 * whole
            self.buffer += (self.pending_value >> self.pending).to_bytes(whole, "big")
            self.pending_value &= (1 << self.pending) - 1

    def put_varint(self, value: int) -> None:
        """Seven bits a byte, low groups first, the top bit set while more follow."""
        while True:
            low, value = value & 0x7F, value >> 7
            self.put(low | (0x80 if value else 0), 8)
            if not value:
                return

    def to_bytes(self) -> bytes:
        if not self.pending:
            return bytes(self.buffer)
        last = self.pending_value << (8 - self.pending)
        return bytes(self.buffer) + last.to_bytes(1, "big")


class BitReader:
    """Reads what ``BitWriter`` wrote; raises ``OutOfBitsError`` past the end."""

    def __init__(self, data: bytes) -> None:
        self.data = data
        self.position = 0
        self.size = len(data) * 8

    @property
    def left(self) -> int:
        """Bits not read yet."""
        return self.size - self.position

    def get(self, bits: int) -> int:
        end = self.position + bits
        if end > self.size:
            raise OutOfBitsError()
        first, last = self.position >> 3, (end + 7) >> 3
        chunk = int.from_bytes(self.data[first:last], "big")
        self.position = end
        return (chunk >> (8 * last - end)) & ((1 << bits) - 1)

    def get_varint(self, limit: int) -> int | None:
        """A varint below ``limit``, or None if it is larger or written with extra bytes."""
        value = shift = 0
        while True:
            byte = self.get(8)
            value |= (byte & 0x7F) << shift
            shift += 7
            if not byte & 0x80:
                canonical = byte != 0 or shift == 7
                return value if value < limit and canonical else None
            if value >= limit or shift > limit.bit_length():
                return None
