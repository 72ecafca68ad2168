"""The commit point of a partition whose messages finish out of order."""

from __future__ import annotations

import pytest

from quantward_bus.offsets import OffsetWindow


def test_the_commit_point_moves_only_past_contiguous_finished_offsets() -> None:
    window = OffsetWindow()
    for offset in range(10, 15):
        assert window.start(offset)
    assert window.finish(12) is None, "10 and 11 are still running"
    assert window.finish(10) == 11
    assert window.blocked_at == 11
    assert window.finish(13) is None
    assert window.finish(11) == 14, "11 done: 12 and 13 were already finished"
    assert window.in_flight == 1
    assert window.finish(14) == 15
    assert window.in_flight == 0
    assert window.blocked_at is None


def test_an_offset_given_up_on_holds_the_commit_point_back() -> None:
    window = OffsetWindow()
    for offset in (0, 1, 2):
        window.start(offset)
    window.finish(1)
    window.finish(2)
    assert window.blocked_at == 0
    assert window.in_flight == 1


def test_offsets_already_handed_out_are_not_handed_out_again() -> None:
    window = OffsetWindow()
    assert window.start(5)
    assert window.finish(5) == 6
    assert not window.start(5), "a re-read after the position moved back"
    assert not window.start(3)
    assert window.start(7), "gaps (compacted or transaction markers) are fine"
    assert window.finish(7) == 8


def test_finishing_an_offset_that_is_not_in_flight_is_a_bug() -> None:
    window = OffsetWindow()
    window.start(1)
    with pytest.raises(ValueError, match="not in flight"):
        window.finish(2)
    window.finish(1)
    with pytest.raises(ValueError, match="not in flight"):
        window.finish(1)


def test_a_window_remembers_the_first_offset_it_handed_out_after_it_finished() -> None:
    window = OffsetWindow()
    assert window.first is None
    assert window.start(4)
    assert window.start(5)
    assert window.finish(4) == 5
    assert window.finish(5) == 6
    assert not window.start(2), "a re-read below the first offset is not handed out"
    assert window.first == 4, "where reading again starts when nothing was committed"
