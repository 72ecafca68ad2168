"""An objective to track an index whose proper name holds an ampersand between its words ("the
MSCI World Oil & Gas index") is a tracking objective: the ampersand is one of the name's words
(`intent`). Batch ZZP's cause, in wordings no batch uses."""

from __future__ import annotations

import pytest

from quantward_validation.intent import asked


@pytest.mark.parametrize(
    "text",
    [
        "Our aim: mirror the Solactive Oil & Gas Majors index as tightly as we can.",
        "Please track the ICE US Energy Oil & Gas Midstream index closely.",
    ],
)
def test_tracking_an_index_with_an_ampersand_in_its_name(text: str) -> None:
    found = asked(text)
    assert found is not None, text
    assert "minimise_tracking_error" in found.kinds, (text, found)


def test_an_ampersand_with_no_index_after_it_is_no_tracking_objective() -> None:
    found = asked("Keep an eye on Oil & Gas names and maximise expected return.")
    assert found is None or "minimise_tracking_error" not in found.kinds
