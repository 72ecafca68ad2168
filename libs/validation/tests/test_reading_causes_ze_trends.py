"""Trend claims: the causes of batch ZE's misses (software engineers' records), each tested on
constructions no review batch writes (issue 18). Causes, by family:

- a command line's dated options (`--from 2019-12-31 --to 2021-12-31`, `--since …`) name the
  horizon of a claim as "from … to …" and "since …" do: a window the series does not cover is
  a misstatement, and a direction is read over the window the options give;
- a growth rate said to speed up or slow down between two years ("growth accelerated in 2021
  vs 2020", "… slowed in 2021 from 2020") compares the two years' changes, as "grew faster in
  2021 than in 2020" does.

The sentences are written here, not taken from a batch.
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Computation
from quantward_validation.trends import misstatements

_DAYS = (
    "2019-12-31", "2020-03-31", "2020-06-30", "2020-09-30", "2020-12-31",
    "2021-03-31", "2021-06-30", "2021-09-30", "2021-12-31",
)  # fmt: skip
#: sales: 2020 +10 % (200 → 220), 2021 +25 % (220 → 275); gearing falls 2020, rises 2021
_SALES = (200.0, 190.0, 205.0, 212.0, 220.0, 235.0, 250.0, 262.0, 275.0)
_GEARING = (1.5, 1.7, 1.6, 1.4, 1.2, 1.3, 1.5, 1.6, 1.8)

_COMPUTATION = Computation(
    source_id="src_reading_ze",
    function_id="custom.operating_history",
    arguments={},
    result={
        "entity_id": "ent_vandelay",
        "quarters": [
            {"quarter_end": d, "net_sales": s, "net_debt_to_ebitda": g}
            for d, s, g in zip(_DAYS, _SALES, _GEARING, strict=True)
        ],
    },
)


def _wrong(sentence: str) -> list[str]:
    return [m.kind for m in misstatements([sentence], [_COMPUTATION])]


@pytest.mark.parametrize(
    "sentence",
    [
        "Net sales rose for `report --from 2015-01-01 --to 2021-12-31`.",
        "Net sales rose (`--since 2017-06-30`).",
    ],
)
def test_a_horizon_given_as_options_the_series_does_not_cover_is_misstated(
    sentence: str,
) -> None:
    assert "horizon" in _wrong(sentence)


def test_a_direction_is_read_over_the_window_the_options_give() -> None:
    # over the whole series gearing rose (1.5 → 1.8); over 2020 it fell (1.5 → 1.2)
    assert "direction" in _wrong("Leverage rose for `--from 2019-12-31 --to 2020-12-31`.")
    assert not _wrong("Leverage fell for `--from 2019-12-31 --to 2020-12-31`.")


@pytest.mark.parametrize(
    ("true", "false"),
    [
        (
            "Net sales growth accelerated in 2021 vs 2020.",
            "Net sales growth decelerated in 2021 vs 2020.",
        ),
        (
            "YoY net sales growth picked up in 2021 compared with 2020.",
            "YoY net sales growth slowed in 2021 compared with 2020.",
        ),
    ],
)
def test_growth_said_to_speed_up_or_slow_down_compares_two_years(true: str, false: str) -> None:
    assert not _wrong(true), true
    assert _wrong(false) == ["direction"], false
