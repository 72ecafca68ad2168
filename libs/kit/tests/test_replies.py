"""Waiters: a reply is matched to whoever waits for it, and a cancelled waiter stays cancelled."""

from __future__ import annotations

import asyncio

import pytest

from quantward_kit.replies import Waiters


async def _sent() -> None:
    return None


async def test_a_reply_that_came_first_is_kept_for_the_request() -> None:
    waiters: Waiters[str] = Waiters()
    assert waiters.resolve("k", "early") is False
    assert await waiters.request("k", _sent(), timeout_s=1) == "early"


async def test_a_request_without_a_reply_times_out() -> None:
    waiters: Waiters[str] = Waiters()
    with pytest.raises(TimeoutError):
        await waiters.request("k", _sent(), timeout_s=0.01)
    assert len(waiters) == 0


async def test_a_cancelled_request_stays_cancelled_if_its_reply_arrives_in_the_same_turn() -> None:
    """A run handed over in a rebalance is cancelled while it waits for a reply. If the reply
    arrives in the same turn, the wait must still end in CancelledError: a wait that returned the
    reply instead (asyncio.wait_for on Python 3.11) let the handed-over run go on to its end while
    the rebalance waited for it."""
    waiters: Waiters[str] = Waiters()
    request = asyncio.create_task(waiters.request("k", _sent(), timeout_s=30))
    while not len(waiters):  # until the request waits for its reply
        await asyncio.sleep(0)
    await asyncio.sleep(0)  # one more turn: the request is suspended on the reply itself
    assert waiters.resolve("k", "reply") is True
    request.cancel()
    with pytest.raises(asyncio.CancelledError):
        await request
