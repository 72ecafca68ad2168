"""The cause batch ZH's objective kind showed: an auditor's "re-performance" (work done again to
check it) asks for no return, whatever optimiser the request names; "performance" alone still
does. Constructions written here, in no batch."""

from __future__ import annotations

import pytest

from quantward_validation.intent import asked


@pytest.mark.parametrize(
    "text",
    [
        "Optimise the sleeve again so audit can do its re-performance of the March rebalance.",
        "Please maximise coverage of the re-performance sample; run the optimiser as before.",
    ],
)
def test_re_performance_asks_for_no_return(text: str) -> None:
    found = asked(text)
    assert found is None or found.objective != "max_return"


def test_performance_itself_is_still_a_return() -> None:
    found = asked("Run the optimiser for the best performance you can get.")
    assert found is not None
    assert found.objective == "max_return"
