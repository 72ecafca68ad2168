"""The recorder as a child process of the embedded platform (`QW_RECORDER_CHILD`).

On the in-process bus every service shares one interpreter, so recording in it (decoding,
serialising, hashing, SQLite) slows every agent step. Here the publishing process only appends
each message, as published, to a pipe (the bus hands it over synchronously: `forward`); the
child (`quantward_recorder.child`) records it. The bus's `recorder` group commits a message only
when the child acknowledged it as committed to the record, so `wait_consumed` means what it
always meant (a reader of the record then sees everything published before) and a message is
never lost while this process lives: the child is restarted, up to `QW_RECORDER_CHILD_RESTARTS`
times, and handed everything not acknowledged again (the store records an event id once). Past
that the group is reported failed (health, log) and stops moving. Stopping waits (bounded) for
the child to record everything already published.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import logging
import sys
import time
from collections import deque

from quantward_bus import InMemoryEventBus, RawMessage
from quantward_bus.memory_bus import Forwarding
from quantward_recorder import pipe
from quantward_recorder.settings import RecorderSettings
from quantward_records import RECORDED_TOPICS, RECORDER_GROUP

log = logging.getLogger("quantward.recorder")

_CHILD_MODULE = "quantward_recorder.child"


def child_config(settings: RecorderSettings) -> bytes:
    """What the child needs of the settings (the store's secret included: it goes down the
    pipe, never on a command line or into the environment)."""
    dsn = settings.postgres_dsn.get_secret_value() if settings.postgres_dsn else None
    return json.dumps(
        {
            "records_path": str(settings.records_path),
            "postgres_dsn": dsn,
            "records_schema": settings.records_schema,
            "recorder_batch_max": settings.recorder_batch_max,
            "recorder_causal_wait_s": settings.recorder_causal_wait_s,
            "recorder_handled_ids": settings.recorder_handled_ids,
            "recorder_child_linger_ms": settings.recorder_child_linger_ms,
        }
    ).encode()


class RecorderProcess:
    """Feeds the bus's recorded topics to the child and commits what it acknowledges."""

    def __init__(self, settings: RecorderSettings, bus: InMemoryEventBus) -> None:
        self.settings = settings
        self.bus = bus
        #: times the child was started again after it died
        self.restarts = 0
        self.forwarding: Forwarding | None = None
        self.process: asyncio.subprocess.Process | None = None
        self._seq = itertools.count(pipe.CONFIG_SEQ + 1)
        #: messages handed to the child and not yet acknowledged, in sequence order
        self._unacked: deque[tuple[int, RawMessage]] = deque()
        self._outgoing: list[bytes] = []
        self._flush_soon = False
        self._stdin: asyncio.StreamWriter | None = None
        self._watcher: asyncio.Task[None] | None = None
        self._stopping = False

    @property
    def unacknowledged(self) -> int:
        return len(self._unacked)

    async def start(self) -> None:
        self.forwarding = self.bus.forward(
            RECORDED_TOPICS, group=RECORDER_GROUP, sink=self._take, name="recorder"
        )
        for message in self.forwarding.backlog():
            self._take(message)
        await self._spawn()

    # --- the publishing side: one append per message ---------------------------------------

    def _take(self, message: RawMessage) -> None:
        seq = next(self._seq)
        self._unacked.append((seq, message))
        self._outgoing.append(pipe.message(seq, message.topic, message.value))
        if not self._flush_soon:
            self._flush_soon = True
            asyncio.get_running_loop().call_soon(self._flush)

    def _flush(self) -> None:
        """One write for every message taken since the last one."""
        self._flush_soon = False
        if self._outgoing and self._stdin is not None and not self._stdin.is_closing():
            self._stdin.write(b"".join(self._outgoing))
        self._outgoing.clear()  # with no child, `_spawn` hands the next one all unacknowledged

    # --- the child ---------------------------------------------------------------------------

    async def _spawn(self) -> None:
        process = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            _CHILD_MODULE,
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            # its own session: a terminal's Ctrl-C or a group's SIGTERM reaches the platform,
            # which stops it by closing its input once everything is recorded
            start_new_session=True,
        )
        assert process.stdin is not None
        self.process, self._stdin = process, process.stdin
        resent = [pipe.message(seq, m.topic, m.value) for seq, m in self._unacked]
        self._stdin.write(
            pipe.message(pipe.CONFIG_SEQ, "", child_config(self.settings)) + b"".join(resent)
        )
        self._outgoing.clear()  # all of it is in `resent`
        self._watcher = asyncio.get_running_loop().create_task(
            self._watch(process), name="recorder-child"
        )

    async def _watch(self, process: asyncio.subprocess.Process) -> None:
        """Commit what the child acknowledges; when it dies, start it again (bounded)."""
        assert process.stdout is not None
        acks = pipe.AckReader()
        while data := await process.stdout.read(1 << 16):
            acked = acks.feed(data)
            if acked is not None:
                self._acknowledge(acked)
        status = await process.wait()
        if self._stopping and status == 0:
            return
        self._stdin = None
        what = f"the recorder's child process (pid {process.pid}) exited with status {status}"
        if self.restarts >= self.settings.recorder_child_restarts:
            failure = (
                f"{what} after {self.restarts} restart(s); {len(self._unacked)} event(s) are "
                "not recorded. Its reason is on stderr; fix it (the store at QW_RECORDS_PATH / "
                "QW_POSTGRES_DSN) and restart, or set QW_RECORDER_CHILD=false to record in "
                "this process"
            )
            log.error("%s", failure)
            if self.forwarding is not None:
                self.forwarding.failure = failure
            return
        if self._stopping:
            log.error("%s while stopping; %d event(s) are not recorded", what, len(self._unacked))
            return
        log.error("%s; starting it again with the %d unrecorded event(s)", what, len(self._unacked))
        self.restarts += 1
        await self._spawn()

    def _acknowledge(self, acked: int) -> None:
        assert self.forwarding is not None
        ends: dict[tuple[str, int], int] = {}
        unacked = self._unacked
        while unacked and unacked[0][0] <= acked:
            message = unacked.popleft()[1]
            ends[(message.topic, message.partition)] = message.offset + 1
        for (topic, partition), offset in ends.items():
            self.forwarding.commit(topic, partition, offset)

    # --- stopping ----------------------------------------------------------------------------

    async def stop(self) -> None:
        """Record what is already published (bounded by `QW_RECORDER_DRAIN_S`), then end the
        child by closing its input (it records what it holds and exits)."""
        self._stopping = True
        deadline = time.monotonic() + self.settings.recorder_drain_s
        while self._unacked and time.monotonic() < deadline and not self._failed():
            await asyncio.sleep(0.005)
        if self._unacked:
            log.warning("stopped with %d event(s) not yet recorded", len(self._unacked))
        if self.forwarding is not None:
            await self.forwarding.close()
        self._flush()
        if self._stdin is not None:
            self._stdin.close()
        if self._watcher is not None:
            try:
                await asyncio.wait_for(
                    asyncio.shield(self._watcher), max(0.1, deadline - time.monotonic())
                )
            except TimeoutError:
                log.warning("the recorder's child process did not end in time; killing it")
                if self.process is not None and self.process.returncode is None:
                    self.process.kill()
                await self._watcher

    def _failed(self) -> bool:
        return self.forwarding is not None and self.forwarding.failure is not None
