"""Test-session rules for the whole repository.

No test may reach a real model endpoint: the guard is switched on before any test runs, and the
environment variable makes subprocesses (the CLI in end-to-end tests) inherit it.
"""

from __future__ import annotations

import os

os.environ["QW_FORBID_REAL_MODELS"] = "1"

from quantward_llm.guard import forbid_real_models

forbid_real_models(True)
