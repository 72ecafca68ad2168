"""The recorder's child process: records what the embedded platform publishes, off its interpreter.

`python -m quantward_recorder.child`, started by `RecorderProcess` (never by hand). Reads
messages from stdin (`pipe`), records each event of a run exactly as the recorder service does
(the same `prepare`, the same store, causes before effects), and acknowledges on stdout only
what is committed. It works in batches — everything that arrived while the last transaction
committed goes into the next one — so it keeps up with a publisher that never waits, and it
never holds the publishing process's interpreter (which writes at most once per
`QW_RECORDER_CHILD_LINGER_MS`, so this process wakes, commits and acknowledges at most that
often). A store failure ends the process with the
reason on stderr (the recorder restarts it and resends everything not acknowledged); end of
input records what is left and exits 0.
"""

from __future__ import annotations

import json
import logging
import os
import select
import sys
import time

from quantward_kit.builders import open_record_store
from quantward_recorder.batch import BatchRecorder
from quantward_recorder.pipe import CONFIG_SEQ, MessageReader, Piped, ack
from quantward_recorder.settings import RecorderSettings

log = logging.getLogger("quantward.recorder.child")

_READ_BYTES = 1 << 20
_NICE = 10


def _settings(config: bytes) -> RecorderSettings:
    return RecorderSettings(**json.loads(config))


def serve(stdin: int, stdout: int) -> int:
    """The child's loop; returns the exit status."""
    reader = MessageReader()
    pending: list[Piped] = []
    while not pending:
        data = os.read(stdin, _READ_BYTES)
        if not data:
            return 0  # closed before it was configured: nothing to record
        pending = reader.feed(data)
    config = pending.pop(0)
    if config.seq != CONFIG_SEQ:
        log.error("the first message must be the configuration, got sequence %d", config.seq)
        return 2
    settings = _settings(config.value)
    store = open_record_store(settings)
    try:
        os.write(stdout, ack(CONFIG_SEQ))
        recorder = BatchRecorder(store, settings)
        acked = CONFIG_SEQ
        ended = False
        while True:
            if not pending and not ended:  # idle: block until input (or a held effect's end)
                deadline = recorder.next_deadline()
                wait = None if deadline is None else max(0.0, deadline - time.monotonic())
                if select.select([stdin], [], [], wait)[0]:
                    data = os.read(stdin, _READ_BYTES)
                    ended = not data
                    pending += reader.feed(data)
            # Everything that arrived meanwhile goes into this transaction (group commit).
            while not ended and len(pending) < settings.recorder_batch_max:
                if not select.select([stdin], [], [], 0)[0]:
                    break
                data = os.read(stdin, _READ_BYTES)
                ended = not data
                pending += reader.feed(data)
            if ended:
                recorder.release_all()
            batch, pending = (
                pending[: settings.recorder_batch_max],
                pending[settings.recorder_batch_max :],
            )
            done = recorder.record(batch, time.monotonic())
            if done > acked:
                os.write(stdout, ack(done))
                acked = done
            if ended and not pending and recorder.next_deadline() is None:
                if reader.pending:
                    log.warning("input ended inside a message (%d bytes dropped)", reader.pending)
                return 0
    finally:
        store.close()


def main() -> None:
    # Background work: when the cores are busy, the platform's agents go first (a write to
    # this process then never preempts the publisher); idle cores run it at full speed.
    os.nice(_NICE)
    logging.basicConfig(
        level=logging.WARNING, stream=sys.stderr, format="recorder (child): %(message)s"
    )
    try:
        status = serve(sys.stdin.fileno(), sys.stdout.fileno())
    except Exception as exc:  # the recorder reads the reason from stderr and restarts us
        log.error("stopped: %s: %s", type(exc).__name__, exc, exc_info=True)
        status = 1
    sys.exit(status)


if __name__ == "__main__":
    main()
