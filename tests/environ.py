"""The environment of a test's subprocess: the developer's shell settings stay out, the session's
rules stay in.

A test that starts `quantward …` on the embedded defaults removes every `QW_…` variable of the
shell (a sourced `.rig/env` must not turn its run distributed), but keeps what the root
conftest set for the whole session: the guard against real model endpoints and the session's
own data folder, so the child never opens the shared `~/.local/share/quantward`.
"""

from __future__ import annotations

import os

#: set by the root conftest for the whole session; every subprocess keeps them
SESSION_SETTINGS = (
    "QW_FORBID_REAL_MODELS",
    "QW_GRAPH_PATH",
    "QW_SEARCH_PATH",
    "QW_RECORDS_PATH",
    "QW_API_KEYS_PATH",
    "QW_API_CONVERSATIONS_PATH",
)


def session_environ(**settings: str) -> dict[str, str]:
    """This process's environment without the shell's `QW_…` settings (the session's kept),
    plus `settings`."""
    kept = {k: v for k, v in os.environ.items() if not k.startswith("QW_") or k in SESSION_SETTINGS}
    return {**kept, **settings}
