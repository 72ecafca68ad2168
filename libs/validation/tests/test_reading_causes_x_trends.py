"""The trend-claim causes of held-out batch X (pension trustees' covenant reviews), each tested as a
family on constructions in no batch:

- a horizon opened by any dated event, not only a fund's launch or listing: "since the
  refinancing in March 2021", "since the rights issue of March 2021", "since the new chief
  executive arrived in March 2021" open at that date ("since the end of 2020" keeps its own
  reading);
- a claim of every step with a sequential step ("never rose quarter on quarter", "did not
  fall sequentially") and a horizon ("over 2022", "since …") is checked step by step over
  that horizon, not between the last two figures;
- a figure placed above or below its own level at a named date ("ended 2022 below its March
  2021 level", "is above where it stood in March 2021", "finished June 2022 under its Q4 2021
  figure") is a change from that date to the end the sentence names.

The sentences are written here, not taken from a batch.
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Computation
from quantward_validation.trends import misstatements

_DAYS = (
    "2020-12-31", "2021-03-31", "2021-06-30", "2021-09-30", "2021-12-31",
    "2022-03-31", "2022-06-30", "2022-09-30", "2022-12-31",
)  # fmt: skip

_FIGURES = Computation(
    source_id="src_reading_x",
    function_id="custom.metrics",
    arguments={},
    result={
        "entity_id": "ent_globex",
        "rows": [
            {
                "period_end": d,
                # down over the series, up since March 2021, down from 4Q21 to 2Q22
                "ebitda": (100.0, 80.0, 85.0, 90.0, 95.0, 97.0, 92.0, 94.0, 96.0)[i],
                # down over the series, one rise q/q in 2022 (Q1), none after June 2022
                "net_leverage": (3.0, 3.4, 3.1, 2.9, 2.8, 2.9, 2.6, 2.5, 2.4)[i],
            }
            for i, d in enumerate(_DAYS)
        ],
    },
)


def _wrong(sentence: str) -> bool:
    return bool(misstatements([sentence], [_FIGURES]))


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        ("EBITDA grew since the acquisition of March 2021.", False),
        ("EBITDA shrank since the rights issue in March 2021.", True),
        ("EBITDA has recovered since the new chief executive arrived in March 2021.", False),
        ("EBITDA has weakened since the plant closure, back in March 2021.", True),
        # a position in a year is not an event: its own reading stays
        ("EBITDA fell since the end of 2020.", False),
        # after a comma, "since" gives a reason: the claim is over the whole series
        ("EBITDA fell over the two years, since the new plant opened in March 2021.", False),
    ],
)
def test_a_horizon_opened_by_any_dated_event(sentence: str, wrong: bool) -> None:
    assert _wrong(sentence) is wrong, sentence


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        ("Net leverage never rose quarter on quarter during 2022.", True),
        ("Net leverage did not increase sequentially at any point in 2022.", True),
        ("Net leverage never rose quarter on quarter in the second half of 2022.", False),
        ("Net leverage has not risen q/q since the refinancing in June 2022.", False),
        (
            "Net leverage has never increased sequentially since the refinancing of March 2021.",
            True,
        ),
    ],
)
def test_every_step_over_a_named_horizon(sentence: str, wrong: bool) -> None:
    assert _wrong(sentence) is wrong, sentence


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        ("EBITDA ended 2022 below its March 2021 level.", True),
        ("EBITDA ended 2022 above its March 2021 level.", False),
        ("EBITDA closed 2022 under where it stood in March 2021.", True),
        ("Net leverage finished 2022 above its Q1 2021 figure.", True),
        ("Net leverage is below its end-2020 level.", False),
        # the end the sentence names, not the series' last figure
        ("EBITDA ended June 2022 below its December 2021 level.", False),
        ("EBITDA ended June 2022 above its December 2021 level.", True),
    ],
)
def test_a_position_against_the_level_at_a_named_date(sentence: str, wrong: bool) -> None:
    assert _wrong(sentence) is wrong, sentence
