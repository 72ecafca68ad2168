"""The errors a store of the API's own raises when its database cannot answer (a module of its
own, so that the stores and the ports that open them import it without importing each other).
The API answers them with 503 and `Retry-After`, never with 500: the request was fine, the
database is down or unreachable."""

from __future__ import annotations


class RateLimitStoreUnavailableError(Exception):
    """The store cannot tell whether a request is within its limit (its database is down or
    unreachable); it is worth asking again in `retry_after_s`."""

    def __init__(self, retry_after_s: float) -> None:
        super().__init__(f"the rate-limit store is unavailable; retry in {retry_after_s:.1f} s")
        self.retry_after_s = retry_after_s


class CredentialStoreUnavailableError(Exception):
    """The credential store (API keys, sessions) cannot answer: its database is down or
    unreachable; worth asking again in `retry_after_s`."""

    def __init__(self, retry_after_s: float) -> None:
        super().__init__(f"the credential store is unavailable; retry in {retry_after_s:.1f} s")
        self.retry_after_s = retry_after_s
