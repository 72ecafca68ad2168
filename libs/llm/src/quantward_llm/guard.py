"""The switch that keeps tests off real model endpoints.

Tests run with real-model access forbidden (`forbid_real_models()` in the test session); an
adapter that would send a request to a real endpoint then raises `RealModelForbiddenError`
before any byte leaves the process. Loopback endpoints (a stub server a test starts itself)
stay allowed. Setting `QW_FORBID_REAL_MODELS=1` does the same for a whole process, e.g. CI.
"""

from __future__ import annotations

import ipaddress
import os
from urllib.parse import urlparse

_forbidden = os.environ.get("QW_FORBID_REAL_MODELS", "") == "1"


class RealModelForbiddenError(RuntimeError):
    """A test (or a process that forbade it) tried to call a real model endpoint."""


def forbid_real_models(forbid: bool = True) -> None:
    global _forbidden
    _forbidden = forbid


def real_models_forbidden() -> bool:
    return _forbidden


def _loopback(host: str) -> bool:
    if host in ("localhost", "localhost.localdomain"):
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def check_endpoint(base_url: str | None) -> None:
    """Raise if real-model access is forbidden and `base_url` is not on this machine."""
    if not _forbidden:
        return
    host = urlparse(base_url or "https://api.openai.com/v1").hostname or ""
    if not _loopback(host):
        raise RealModelForbiddenError(
            f"a real model endpoint ({host if base_url else 'the OpenAI default'}) was about to "
            "be called "
            "while real model access is forbidden (tests use ScriptedModel or a loopback stub)"
        )
