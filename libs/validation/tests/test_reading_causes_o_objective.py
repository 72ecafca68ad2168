"""Objective causes of issue 18 found on batch O (spoken language written down), tested as a
family on constructions in no batch:

- the one who decides on a call may adopt a colleague's proposal by pointing back at them
  ("Let's go with Amara's version", "I'd back Amara on this", "count me with what Amara
  proposed", "Amara nailed it"): the objective asked is that colleague's, not the latest
  speaker's (`quantward_validation.spoken_agreement`, applied where the Guardian and the
  provenance check read the objective asked; the thread reader itself is untouched);
- a capitalised word that speaks nowhere in the text is no one to agree with, and every offset
  into the text stays the same.

The transcripts are written here, not taken from a batch.
"""

from __future__ import annotations

import pytest

from quantward_validation.intent import asked
from quantward_validation.spoken_agreement import agreements_named

_CALL = (
    "Amara (01:02:11): I'd want the smallest tracking error to the benchmark we can get.\n"
    "Luis (01:05:40): Honestly I'd just maximise expected return.\n"
    "CIO (01:09:02): {decision}"
)


@pytest.mark.parametrize(
    "decision",
    [
        "Let's go with Amara's version.",
        "Fine — I'd back Amara on this. Do it.",
        "Count me with what Amara proposed, full stop.",
        "Amara nailed it. Go.",
        "What Amara suggested, then.",
        "We're on board with what Amara laid out.",
    ],
)
def test_a_decision_pointing_back_at_a_speaker_adopts_their_objective(decision: str) -> None:
    text = _CALL.format(decision=decision)
    unread = asked(text)  # the thread alone follows the latest speaker, Luis
    assert unread is not None
    assert "minimise_tracking_error" not in unread.kinds
    rewritten = agreements_named(text)
    assert len(rewritten) == len(text)
    wanted = asked(rewritten)
    assert wanted is not None
    assert wanted.kinds == frozenset({"minimise_tracking_error"})
    assert text[wanted.start : wanted.end] == wanted.text


@pytest.mark.parametrize(
    "text",
    [
        # Amara speaks nowhere here: "Amara's version" names no speaker of the call
        "Luis (01:05:40): I'd maximise expected return.\nCIO (01:09:02): Go with Amara's version.",
        # no back-reference at all
        _CALL.format(decision="Let's maximise expected return then."),
    ],
)
def test_no_speaker_pointed_back_at_leaves_the_text(text: str) -> None:
    assert agreements_named(text) == text
