"""The byte protocol between the recorder and its child process (both ends, pure).

Down (recorder → child, the child's stdin): messages, each `<value length u32><seq u64><topic
length u16>`, the topic (UTF-8) and the message's bytes exactly as published, so the publishing
process never serialises an event again. Sequence 0 is the child's configuration (JSON).
Up (child → recorder, its stdout): acknowledgements, each one `<seq u64>`: every message up to
that sequence number is committed to the record (or needs no recording), so the recorder may
commit the bus offsets behind it. Sequence numbers grow by one per message and are never reused
within one recorder, so a message resent to a restarted child keeps its number.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from typing import Final

_HEAD: Final = struct.Struct("<IQH")
_ACK: Final = struct.Struct("<Q")
#: the sequence number of the configuration message (the first the child reads)
CONFIG_SEQ: Final = 0


@dataclass(frozen=True, slots=True)
class Piped:
    """One message as the child receives it."""

    seq: int
    topic: str
    value: bytes


def message(seq: int, topic: str, value: bytes) -> bytes:
    name = topic.encode()
    return _HEAD.pack(len(value), seq, len(name)) + name + value


def ack(seq: int) -> bytes:
    return _ACK.pack(seq)


class MessageReader:
    """Whole messages out of the bytes read so far (a read may end inside one)."""

    def __init__(self) -> None:
        self._buffer = bytearray()

    def feed(self, data: bytes) -> list[Piped]:
        self._buffer += data
        out: list[Piped] = []
        at = 0
        buffer = self._buffer
        while len(buffer) - at >= _HEAD.size:
            length, seq, name_length = _HEAD.unpack_from(buffer, at)
            start = at + _HEAD.size
            end = start + name_length + length
            if len(buffer) < end:
                break
            topic = bytes(buffer[start : start + name_length]).decode()
            out.append(Piped(seq, topic, bytes(buffer[start + name_length : end])))
            at = end
        del buffer[:at]
        return out

    @property
    def pending(self) -> int:
        """Bytes of a message not yet complete (0 at a message boundary)."""
        return len(self._buffer)


class AckReader:
    """Acknowledged sequence numbers out of the bytes read so far."""

    def __init__(self) -> None:
        self._buffer = bytearray()

    def feed(self, data: bytes) -> int | None:
        """The highest sequence number acknowledged in what was read, if any."""
        self._buffer += data
        whole = len(self._buffer) - len(self._buffer) % _ACK.size
        if whole == 0:
            return None
        (highest,) = _ACK.unpack_from(self._buffer, whole - _ACK.size)
        del self._buffer[:whole]
        return int(highest)
