"""The trend-claim causes of held-out batch ZA (academic finance writing), each tested as a family
on constructions in no batch:

- the date codes of econometric software and papers ("2021Q3", "2021:Q3", "2021 q3", "2022H1",
  "2021M9", "2021:09") name a quarter, a half or a month, so a horizon between two of them is
  read as its dates, and one before the series starts is a horizon the series does not cover;
- a paper's wording of an extreme ("attained its sample maximum", "registered its full-sample
  low", "reached its minimum") is a high or a low, as "hit a record high" is;
- a level set against another period's with "more" or "less" ("averaged less in 2022 than in
  2021") is the comparative "lower" is; "less volatile" is no level.

The sentences are written here, not taken from a batch.
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Computation
from quantward_validation.econometric_dates import codes_written
from quantward_validation.level_comparatives import levels_as_comparatives
from quantward_validation.testing import history
from quantward_validation.trends import misstatements

_DAYS = (
    "2021-03-31", "2021-06-30", "2021-09-30", "2021-12-31",
    "2022-03-31", "2022-06-30", "2022-09-30", "2022-12-31",
)  # fmt: skip


def _quarters(fields: dict[str, tuple[float, ...]]) -> Computation:
    return history(
        fields,
        _DAYS,
        entity_id="ent_acme",
        function_id="custom.metrics",
        source_id="src_reading_za",
        rows_key="rows",
        date_key="period_end",
    )


_FIGURES = _quarters(
    {
        # down in the first half of 2021, then up every quarter; its low in 2021Q2, high at the end
        "backlog": (50.0, 47.0, 49.0, 52.0, 55.0, 58.0, 61.0, 66.0),
        # up to a peak in 2021Q4, down after; its low at the end
        "operating_margin": (9.0, 10.0, 11.5, 12.0, 11.0, 10.2, 9.1, 8.5),
    }
)


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        # a horizon between two year-first quarter codes
        ("The backlog rose steadily over 2021Q2–2022Q4.", False),
        ("The backlog fell over 2021Q2–2022Q4.", True),
        ("Operating margin declined from 2021:Q4 to 2022:Q4.", False),
        ("Operating margin expanded from 2021:Q4 to 2022:Q4.", True),
        ("Operating margin widened between 2021 q1 and 2021 q4.", False),
        ("The backlog shrank during 2022H1.", True),
        # a month code names the quarter's last month, and a horizon the series does not cover
        ("The backlog grew from 2021M6 to 2022M12.", False),
        ("The backlog grew from 2021:06 to 2022:12.", False),
        ("The backlog grew from 2015Q1 to 2022Q4.", True),
        # a paper's wording of an extreme
        ("The backlog attained its sample maximum in 2022Q4.", False),
        ("The backlog attained its sample minimum in 2022Q4.", True),
        ("Operating margin registered its full-sample low in the last quarter.", False),
        ("Operating margin reached its minimum at the end of the sample.", False),
        ("Operating margin reached its maximum at the end of the sample.", True),
        # a level against another period's, by "more" or "less"
        ("Operating margin averaged less in 2022 than in 2021.", False),
        ("Operating margin ran more during 2022 than during 2021.", True),
        ("The backlog stood greater in 2022 than in 2021.", False),
        ("The backlog came in smaller in 2022 than in 2021.", True),
    ],
)
def test_academic_horizons_extremes_and_level_comparatives(sentence: str, wrong: bool) -> None:
    assert bool(misstatements([sentence], [_FIGURES])) is wrong, sentence


@pytest.mark.parametrize(
    ("text", "written"),
    [
        ("over 2021Q2–2022Q4", "over Q2 2021–Q4 2022"),
        ("from 2021:q3 to 2022-Q1", "from Q3 2021 to Q1 2022"),
        ("in 2022H1", "in H1 2022"),
        ("2021M9 to 2021:12", "September 2021 to December 2021"),
        # no code: a ratio, a clock time, a fiscal year's prefix, a month 13
        ("a 2021:2022 split at 10:30 in FY2021 Q3, code 2021:13", "a 2021:2022 split at 10:30 in "
         "FY2021 Q3, code 2021:13"),
    ],
)  # fmt: skip
def test_codes_written_as_horizon_words(text: str, written: str) -> None:
    assert codes_written(text) == written


def test_less_before_an_adjective_is_no_level() -> None:
    text = (
        "Margins were less volatile in 2022 than in 2021, and more than 5 % in 2021; the book "
        "is more in line with the index than it was."
    )
    assert levels_as_comparatives(text) == text
