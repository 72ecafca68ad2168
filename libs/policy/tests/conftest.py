"""Every test of this package runs with real model endpoints forbidden."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from quantward_llm.guard import forbid_real_models


@pytest.fixture(autouse=True)
def _no_real_models() -> Iterator[None]:
    forbid_real_models(True)
    yield
    forbid_real_models(True)
