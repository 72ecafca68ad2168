"""What every layer records about itself: Prometheus metrics and OpenTelemetry spans.

Instruments only. This package never starts a server or an exporter and never decides where
telemetry goes: the kit does that for the process it serves (`quantward_kit.telemetry`). With
no tracer installed, the tracing helpers cost one boolean test, so libraries can call them on
every event and every model call.
"""
