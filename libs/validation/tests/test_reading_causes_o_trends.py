"""Trend-claim causes of issue 18 found on batch O (spoken language written down), each tested
as a family on constructions in no batch:

- a horizon said as words ("during twenty twenty-two", "in the front half of twenty
  twenty-two", "since the September quarter of twenty twenty-one", "before two thousand and
  nineteen") is read as a written one (`quantward_validation.spoken_dates`);
- a line the answer hands its reader to say ("When the board presses on it, I'd say: …",
  "This is what we'd tell the client — "…"", "My line for the investor call: …") is the
  answer's own claim, quoted or not (`quantward_validation.speech_frames`); a quotation of
  someone else stays a quotation;
- a figure that "rolled over" turned down (a loan that "was rolled over" was renewed).

The sentences are written here, not taken from a batch.
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Computation
from quantward_validation.speech_frames import said_as_own
from quantward_validation.trends import misstatements

_DAYS = (
    "2021-03-31",
    "2021-06-30",
    "2021-09-30",
    "2021-12-31",
    "2022-03-31",
    "2022-06-30",
    "2022-09-30",
    "2022-12-31",
)
_ROWS = {
    # rises through H1 2022 to a top in Q2 2022, then falls back to where 2021 ended
    "gross_margin": (0.30, 0.31, 0.32, 0.33, 0.36, 0.38, 0.35, 0.33),
    # falls all through 2021 and 2022
    "inventory_days": (90.0, 88.0, 85.0, 83.0, 80.0, 78.0, 75.0, 72.0),
}
_QUARTERS = Computation(
    source_id="src_reading_o",
    function_id="custom.operating_history",
    arguments={},
    result={
        "entity_id": "ent_hooli",
        "rows": [
            {"period_end": day, **{field: values[i] for field, values in _ROWS.items()}}
            for i, day in enumerate(_DAYS)
        ],
    },
)


def _wrong(sentence: str) -> bool:
    return bool(misstatements([sentence], [_QUARTERS]))


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        # spoken horizons: H2 2022 fell (0.38 → 0.33) while the whole series rose (0.30 → 0.33)
        ("Gross margin came off in the back half of twenty twenty-two.", False),
        ("Gross margin improved in the back half of twenty twenty-two.", True),
        ("Gross margin has come down since the June quarter of twenty twenty-two.", False),
        ("Gross margin has risen since the June quarter of twenty twenty-two.", True),
        ("Inventory days have lengthened since two thousand and nineteen.", True),
        # a line handed to the reader to say is the answer's own claim
        ("Should the board ask, we'd tell them: inventory days went up over 2022.", True),
        ("Should the board ask, we'd tell them: inventory days went down over 2022.", False),
        ("If anyone on the call asks, I would say inventory days lengthened in 2022.", True),
        ("If anyone on the call asks, I would say inventory days shortened in 2022.", False),
        ('This is what we\'d tell the client — "inventory days lengthened in 2022".', True),
        ('This is what we\'d tell the client — "inventory days shortened in 2022".', False),
        ("My line for the investor call: gross margin fell through 2021.", True),
        # a figure that rolled over turned down, from before the series starts: not covered
        ("Gross margin topped out and rolled over versus 2019.", True),
        ("Gross margin topped out and rolled over during 2022.", False),
    ],
)
def test_spoken_horizons_and_lines_to_say_are_read(sentence: str, wrong: bool) -> None:
    assert _wrong(sentence) is wrong, sentence


@pytest.mark.parametrize(
    ("sentence", "said"),
    [
        ("Should the PM ask, the answer is: margins held.", "Margins held."),
        ("If asked on the call, just say: margins held.", "Margins held."),
        ("Here's the line: margins held.", "Margins held."),
        ("The answer is no: margins held.", "The answer is no: margins held."),
        ('Here is how you could phrase it for the board: "costs fell".', "Costs fell."),
        # someone else's words and a condition on the claim are left as they are
        ('The CFO told us: "costs fell".', 'The CFO told us: "costs fell".'),
        ("If volumes recover, margins would widen.", "If volumes recover, margins would widen."),
    ],
)
def test_a_frame_handing_a_line_to_say_is_dropped(sentence: str, said: str) -> None:
    assert said_as_own(sentence) == said
