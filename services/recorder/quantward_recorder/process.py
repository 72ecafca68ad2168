"""The recorder as a child process of the embedded platform (`QW_RECORDER_CHILD`).

On the in-process bus every service shares one interpreter, so recording in it (decoding,
serialising, hashing, SQLite) slows every agent step. Here the publishing process only appends
each message, as published, to a list, and writes what gathered to a pipe once per
`QW_RECORDER_CHILD_LINGER_MS` (the bus hands each message over synchronously: `forward`); the
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
import contextlib
import json
import logging
import os
import sys
import time
from collections import deque

from quantward_bus import InMemoryEventBus, RawMessage
from quantward_bus.memory_bus import Forwarding
from quantward_recorder import pipe
from quantward_recorder.forwarded import acknowledge
from quantward_recorder.settings import RecorderSettings
from quantward_records import RECORDED_TOPICS, RECORDER_GROUP

log = logging.getLogger("quantward.recorder")

_CHILD_MODULE = "quantward_recorder.child"
#: the pipe to the child holds this much (a burst of events while the child commits)
_PIPE_BYTES = 1 << 20


def child_config(settings: RecorderSettings) -> bytes:
    """What the child needs of the settings (the store's secret included: it goes down the
    pipe, never on a command line or into the environment)."""
    dsn = settings.postgres_conninfo()  # the DSN with QW_POSTGRES_SSL… merged in
    return json.dumps(
        {
            "records_path": str(settings.records_path),
            "postgres_dsn": dsn,
            "records_schema": settings.records_schema,
            "recorder_batch_max": settings.recorder_batch_max,
            "recorder_causal_wait_s": settings.recorder_causal_wait_s,
            "recorder_handled_ids": settings.recorder_handled_ids,
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
        self._seq = pipe.CONFIG_SEQ
        #: messages handed to the child and not yet acknowledged, in sequence order
        self._unacked: deque[tuple[int, RawMessage]] = deque()
        #: messages taken since the last write
        self._outgoing: list[tuple[int, RawMessage]] = []
        self._flush_soon = False
        #: the write end of the child's input and the read end of its acknowledgements
        self._to_child: int | None = None
        self._from_child: int | None = None
        #: bytes the pipe to the child could not take yet (it is full: the child is behind)
        self._unwritten = bytearray()
        self._acks = pipe.AckReader()
        self._watcher: asyncio.Task[None] | None = None
        self._stopping = False
        #: a write is a system call and wakes the child: one per linger, whatever the rate
        self._linger_s = settings.recorder_child_linger_ms / 1000
        #: when the last write to the child was (the event loop's clock)
        self._last_write = float("-inf")

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

    # --- the publishing side: an append per message, a write per burst ----------------------

    def _take(self, message: RawMessage) -> None:
        self._seq += 1
        taken = (self._seq, message)
        self._unacked.append(taken)
        self._outgoing.append(taken)
        if not self._flush_soon:
            # At most one write per linger: a message after a quiet spell goes at the next turn
            # of the loop, one in a burst waits until a linger has passed since the last write.
            self._flush_soon = True
            loop = asyncio.get_running_loop()
            wait = self._last_write + self._linger_s - loop.time()
            if wait > 0:
                loop.call_later(wait, self._flush)
            else:
                loop.call_soon(self._flush)

    def _flush(self) -> None:
        """One write for every message taken since the last one."""
        self._flush_soon = False
        self._last_write = asyncio.get_running_loop().time()
        if self._outgoing and self._to_child is not None:
            self._write(b"".join(pipe.message(seq, m.topic, m.value) for seq, m in self._outgoing))
        self._outgoing.clear()  # with no child, `_spawn` hands the next one all unacknowledged

    def _write(self, data: bytes) -> None:
        assert self._to_child is not None
        if self._unwritten:  # the pipe is full: keep the order, write when it drains
            self._unwritten += data
            return
        try:
            written = os.write(self._to_child, data)
        except BlockingIOError:
            written = 0
        except (BrokenPipeError, OSError):
            return  # the child died: `_watch` starts another and hands it everything
        if written < len(data):
            self._unwritten += data[written:]
            asyncio.get_running_loop().add_writer(self._to_child, self._write_more)

    def _write_more(self) -> None:
        assert self._to_child is not None
        try:
            written = os.write(self._to_child, self._unwritten)
        except BlockingIOError:
            return
        except OSError:
            written = len(self._unwritten)  # the child died; the next one gets it all
        del self._unwritten[:written]
        if not self._unwritten:
            asyncio.get_running_loop().remove_writer(self._to_child)

    # --- the child ---------------------------------------------------------------------------

    async def _spawn(self) -> None:
        child_in, to_child = os.pipe()
        from_child, child_out = os.pipe()
        try:
            process = await asyncio.create_subprocess_exec(
                sys.executable,
                "-m",
                _CHILD_MODULE,
                stdin=child_in,
                stdout=child_out,
                # its own session: a terminal's Ctrl-C or a group's SIGTERM reaches the
                # platform, which stops it by closing its input once everything is recorded
                start_new_session=True,
            )
        except BaseException:
            for fd in (to_child, from_child):
                os.close(fd)
            raise
        finally:
            os.close(child_in)
            os.close(child_out)
        os.set_blocking(to_child, False)
        with contextlib.suppress(OSError, AttributeError, ImportError):  # Linux: room for bursts
            import fcntl

            fcntl.fcntl(to_child, fcntl.F_SETPIPE_SZ, _PIPE_BYTES)
        os.set_blocking(from_child, False)
        self.process, self._to_child, self._from_child = process, to_child, from_child
        self._unwritten.clear()
        self._acks = pipe.AckReader()
        loop = asyncio.get_running_loop()
        loop.add_reader(from_child, self._read_acks)
        resent = b"".join(pipe.message(seq, m.topic, m.value) for seq, m in self._unacked)
        self._outgoing.clear()  # all of it is in `resent`
        self._write(pipe.message(pipe.CONFIG_SEQ, "", child_config(self.settings)) + resent)
        self._watcher = loop.create_task(self._watch(process), name="recorder-child")

    def _read_acks(self) -> None:
        """Commit what the child acknowledged (a callback, not a task: acknowledgements arrive
        while the platform's agents run)."""
        assert self._from_child is not None
        try:
            data = os.read(self._from_child, 1 << 16)
        except BlockingIOError:
            return
        if not data:  # the child's end closed: it exited (`_watch` takes it from here)
            asyncio.get_running_loop().remove_reader(self._from_child)
            return
        acked = self._acks.feed(data)
        if acked is not None:
            self._acknowledge(acked)

    def _close_pipes(self) -> None:
        loop = asyncio.get_running_loop()
        if self._from_child is not None:
            while True:  # acknowledgements written before it exited still count
                try:
                    data = os.read(self._from_child, 1 << 16)
                except (BlockingIOError, OSError):
                    break
                if not data:
                    break
                acked = self._acks.feed(data)
                if acked is not None:
                    self._acknowledge(acked)
            loop.remove_reader(self._from_child)
            os.close(self._from_child)
            self._from_child = None
        self._close_input()

    def _close_input(self) -> None:
        if self._to_child is not None:
            asyncio.get_running_loop().remove_writer(self._to_child)
            os.close(self._to_child)
            self._to_child = None

    async def _watch(self, process: asyncio.subprocess.Process) -> None:
        """When the child ends: done if asked to; else start it again (bounded)."""
        status = await process.wait()
        self._close_pipes()
        if self._stopping and status == 0:
            return
        what = f"the recorder's child process (pid {process.pid}) exited with status {status}"
        if self._stopping:
            log.error("%s while stopping; %d event(s) are not recorded", what, len(self._unacked))
            return
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
        log.error("%s; starting it again with the %d unrecorded event(s)", what, len(self._unacked))
        self.restarts += 1
        try:
            await self._spawn()
        except Exception as exc:  # cannot start a process at all: say so, do not hide it
            log.exception("starting the recorder's child process again failed")
            if self.forwarding is not None:
                self.forwarding.failure = f"{what}; starting it again failed: {exc}"

    def _acknowledge(self, acked: int) -> None:
        assert self.forwarding is not None
        acknowledge(self.forwarding, self._unacked, acked)

    # --- stopping ----------------------------------------------------------------------------

    async def stop(self) -> None:
        """Record what is already published (bounded by `QW_RECORDER_DRAIN_S`), then end the
        child by closing its input (it records what it holds and exits)."""
        deadline = time.monotonic() + self.settings.recorder_drain_s
        while self._unacked and time.monotonic() < deadline and not self._failed():
            await asyncio.sleep(0.005)  # (a child dying meanwhile is still started again)
        if self._unacked:
            log.warning("stopped with %d event(s) not yet recorded", len(self._unacked))
        if self.forwarding is not None:
            await self.forwarding.close()
        self._flush()
        while self._unwritten and self._to_child is not None and time.monotonic() < deadline:
            await asyncio.sleep(0.005)  # the last bytes the pipe could not take yet
        self._stopping = True
        self._close_input()
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
