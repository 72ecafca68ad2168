"""The one error a rate-limit store raises: it cannot answer (a module of its own, so that the
stores and the port that opens them import it without importing each other)."""

from __future__ import annotations


class RateLimitStoreUnavailableError(Exception):
    """The store cannot tell whether a request is within its limit (its database is down or
    unreachable); it is worth asking again in `retry_after_s`."""

    def __init__(self, retry_after_s: float) -> None:
        super().__init__(f"the rate-limit store is unavailable; retry in {retry_after_s:.1f} s")
        self.retry_after_s = retry_after_s
