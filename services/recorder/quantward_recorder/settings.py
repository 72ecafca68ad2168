"""Settings of the recorder (`QW_` environment variables)."""

from __future__ import annotations

from pydantic import Field

from quantward_kit.settings import RecordSettings


class RecorderSettings(RecordSettings):
    service_name: str = Field(default="recorder", description="Producer name on events.")
    recorder_child: bool = Field(
        default=True,
        description="On the in-process bus (the embedded platform), record in a child process: "
        "the platform hands each event over as published, through a pipe, and the child "
        "decodes, hashes and stores it, so recording does not slow the agents sharing the "
        "platform's interpreter. false = record in the platform's process. A recorder on Kafka "
        "(`quantward serve recorder`) is its own process already and ignores this.",
    )
    recorder_child_restarts: int = Field(
        default=3,
        ge=0,
        description="How many times a child recorder that died is started again (and handed "
        "every event it had not acknowledged); after that the recorder reports itself failed "
        "and the events stay unrecorded.",
    )
    recorder_child_linger_ms: float = Field(
        default=5.0,
        ge=0,
        le=1000,
        description="With a child recorder: at most one write to the child per this many "
        "milliseconds (each write is a system call and wakes the child, which commits what it "
        "got in one transaction and acknowledges it; a transaction costs as much as a few "
        "dozen events, so a busy platform's events go in batches; Kafka's linger.ms). An event "
        "after a quiet spell is written at once; one in a burst waits at most this long, and "
        "so does a reader waiting for the record (`wait_consumed`). 0 = write once per turn "
        "of the event loop.",
    )
    recorder_grpc_host: str = Field(
        default="127.0.0.1", description="Address the RunRecord gRPC service binds."
    )
    recorder_grpc_port: int | None = Field(
        default=None,
        ge=0,
        le=65535,
        description="Port of the RunRecord gRPC service (0 = any free port); unset = no gRPC "
        "(the embedded platform; `quantward serve recorder` serves it on 50055 by default).",
    )
    recorder_causal_wait_s: float = Field(
        default=5.0,
        ge=0,
        description="How long an event whose cause (same run) has not been recorded yet waits "
        "for it, so a record lists causes before their effects; after that it is recorded "
        "anyway.",
    )
    recorder_concurrency: int = Field(
        default=1024,
        ge=1,
        description="With `QW_RECORDER_SUBSCRIBE_BATCHES=false`: events the recorder handles at "
        "once (they share its commits, so more in flight means fewer, larger transactions); an "
        "effect still waits for its cause, so a run's record keeps its causal order.",
    )
    recorder_batch_max: int = Field(
        default=1_000,
        ge=1,
        description="Most events committed in one transaction (events that arrive while a "
        "commit runs go together in the next one); on Kafka also the most events in one batch "
        "the bus hands the recorder.",
    )
    recorder_subscribe_batches: bool = Field(
        default=True,
        description="A recorder on Kafka (`quantward serve recorder`) takes its events in "
        "batches (one handler call and one transaction per batch, ADR 0033); false = one "
        "handler call per event, sharing commits (the path before ADR 0033). The in-process "
        "bus's recorder takes its forwarded group in batches either way.",
    )
    recorder_batch_linger_ms: float = Field(
        default=5.0,
        ge=0,
        le=60_000,
        description="A recorder on Kafka: how long a batch waits for more events after its "
        "first arrived, at most (it goes at once when `QW_RECORDER_BATCH_MAX` is reached). "
        "Longer gives larger transactions under a trickle of events and delays each event "
        "that much at most.",
    )
    recorder_batches_in_flight: int = Field(
        default=4,
        ge=1,
        le=64,
        description="A recorder on Kafka: batches handed out at once. A batch holding an "
        "effect whose cause is still on its way is acknowledged only once a later batch brings "
        "the cause (or `QW_RECORDER_CAUSAL_WAIT_S` ends), so this must leave room for later "
        "batches; the recorder still records one batch at a time, in order.",
    )
    recorder_drain_s: float = Field(
        default=10.0,
        ge=0,
        description="On stop, how long the recorder keeps recording what was already published "
        "before it leaves its group (a deployment's other members record the rest).",
    )
    recorder_handled_ids: int = Field(
        default=100_000,
        ge=1,
        description="Event ids the recorder remembers having handled, so an effect whose cause "
        "it already saw never waits or asks the store (older ones are looked up in the store).",
    )
