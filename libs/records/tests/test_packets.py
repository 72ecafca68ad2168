"""Decision packets name what they could not find; a refused release is in the commitment
packet."""

from __future__ import annotations

from quantward_contracts.examples import EXAMPLES
from quantward_records.packets import acceptance_packet, commitment_packet, packet_json
from quantward_records.views import RunView


def test_a_run_that_accepted_and_released_nothing_has_incomplete_packets() -> None:
    refused = EXAMPLES["run.boundary_refused.v1"]
    view = RunView.of(refused.run_id or "", [EXAMPLES["run.requested.v1"], refused])
    acceptance = acceptance_packet(view)
    assert acceptance.missing == ["an accepted contract version"]
    commitment = commitment_packet(view)
    assert commitment.missing == ["a released answer"]
    document = packet_json(view, commitment)
    assert not document["complete"]
    [shown] = document["refusals"]
    assert (shown["boundary"], shown["action"]) == ("commitment", "release")


def test_a_released_answer_without_its_checks_and_review_names_each_missing_part() -> None:
    released = EXAMPLES["answer.released.v1"]
    view = RunView.of(released.run_id or "", [released])
    commitment = commitment_packet(view)
    assert commitment.answer_id == released.data.answer_id  # type: ignore[attr-defined]
    assert "the Guardian's final acceptance of the answer" in commitment.missing
    assert "the validator's checks of answer v1" in commitment.missing
    assert "the grounder's resolution of the answer's citations" in commitment.missing
