"""Trend claims on a company's rate and ratio series in their own units (batch ZZE's causes),
in wordings no batch uses.

- a field whose name is an abbreviation among qualifiers (a book or sector before it, a tenor
  after it: `clo_oas_bps`, `pool_cdr_12m_pct`) is named by the abbreviation alone in capitals,
  never by the abbreviation of a term the name goes on to qualify, of another sector or tenor,
  nor by a unit after a figure;
- a prepayment rate goes by the desk's words for it ("prepayment rates", "the speed of
  prepayments", "prepays");
- consecutive years listed after "over", "across", "during" ("over 2020 and 2021", "across
  2020, 2021 and 2022") are one span, not their first year, and the list cuts no clause;
- a span between points of different kinds ("between Q4 2021 and the end of 2022", "from
  December 2021 to 2022") is read from the first point's end to the second's, also when a dated
  event opens it ("from the December 2021 buyback to September 2022").
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Computation
from quantward_validation.testing import history
from quantward_validation.trends import misstatements

_DAYS = (
    "2019-12-31",
    "2020-03-31", "2020-06-30", "2020-09-30", "2020-12-31",
    "2021-03-31", "2021-06-30", "2021-09-30", "2021-12-31",
    "2022-03-31", "2022-06-30", "2022-09-30", "2022-12-31",
)  # fmt: skip
#: up through 2020, down through 2021, up again through 2022; lower at the end than the start
_WAVE = (50.0, 55.0, 60.0, 65.0, 70.0, 60.0, 50.0, 45.0, 40.0, 41.0, 42.0, 44.0, 45.0)
#: down through 2020 and 2021, then up through 2022; higher at the end than the start
_DIP = (50.0, 45.0, 40.0, 38.0, 36.0, 34.0, 32.0, 30.0, 28.0, 40.0, 50.0, 55.0, 60.0)


def _computation(fields: dict[str, tuple[float, ...]]) -> Computation:
    return history(
        fields,
        _DAYS,
        entity_id="ent_fernhill_credit",
        function_id="custom.book_history",
        source_id="src_reading_zze",
    )


def _wrong(sentence: str, fields: dict[str, tuple[float, ...]]) -> list[str]:
    return [m.kind for m in misstatements([sentence], [_computation(fields)])]


@pytest.mark.parametrize(
    ("field", "values", "false", "true"),
    [
        # an abbreviation after its sector, before its tenor
        (
            "clo_oas_bps",
            _DIP,
            "OAS on the mezzanine tranches tightened over the period shown.",
            "OAS on the mezzanine tranches widened over the period shown.",
        ),
        (
            "pool_cdr_12m_pct",
            _WAVE,
            "Fernhill's CDR climbed across the whole record.",
            "Fernhill's CDR eased across the whole record.",
        ),
        # said with its own tenor, or its own sector in capitals
        (
            "pool_cdr_12m_pct",
            _WAVE,
            "The 12-month CDR crept higher across the whole record.",
            "The 12-month CDR crept lower across the whole record.",
        ),
        (
            "hy_oas_bps",
            _DIP,
            "HY OAS compressed over the window.",
            "HY OAS widened over the window.",
        ),
        # a prepayment rate by the desk's words
        (
            "pool_smm_pct",
            _DIP,
            "Prepayment rates on the seasoned pools declined over the period shown.",
            "Prepayment rates on the seasoned pools increased over the period shown.",
        ),
        (
            "agency_cpr_1m_pct",
            _WAVE,
            "The speed of prepayments rose over the whole record.",
            "The speed of prepayments fell over the whole record.",
        ),
    ],
)
def test_an_abbreviation_among_qualifiers_names_its_field(
    field: str, values: tuple[float, ...], false: str, true: str
) -> None:
    assert _wrong(false, {field: values}) == ["direction"]
    assert _wrong(true, {field: values}) == []


@pytest.mark.parametrize(
    ("field", "sentence"),
    [
        # the abbreviation of a term the name goes on to qualify
        ("eps_surprise_pct", "EPS shrank over the period shown."),
        # a ratio's term
        ("net_debt_to_ebitda", "EBITDA shrank over the period shown."),
        # another sector's, another tenor's
        ("hy_oas_bps", "IG OAS shrank over the period shown."),
        ("cds_5y_bps", "10y CDS shrank over the period shown."),
        # a unit after a figure, in a clause about someone else's pool
        ("pool_cdr_12m_pct", "Their reference pool shrank to 2.5 CDR over the period shown."),
    ],
)
def test_an_abbreviation_names_no_other_field(field: str, sentence: str) -> None:
    # the series rose over the window: a fall said of it would be caught
    assert _wrong(sentence, {field: _DIP}) == []


@pytest.mark.parametrize(
    ("values", "false", "true"),
    [
        (
            _WAVE,
            "Gearing expanded over 2020 and 2021.",
            "Gearing contracted over 2020 and 2021.",
        ),
        (
            _WAVE,
            "Gearing expanded across 2020, 2021 and 2022.",
            "Gearing contracted across 2020, 2021 and 2022.",
        ),
        (
            _DIP,
            "Gearing shrank during 2021 and 2022.",
            "Gearing grew during 2021 and 2022.",
        ),
    ],
)
def test_consecutive_years_listed_are_one_span(
    values: tuple[float, ...], false: str, true: str
) -> None:
    assert _wrong(false, {"debt_to_equity": values}) == ["direction"]
    assert _wrong(true, {"debt_to_equity": values}) == []


def test_years_apart_stay_their_own_readings() -> None:
    # "over 2020 and 2022" is no span of consecutive years: read as before, of 2020
    assert _wrong("Gearing expanded over 2020 and 2022.", {"debt_to_equity": _WAVE}) == []


@pytest.mark.parametrize(
    ("false", "true"),
    [
        (
            "Gearing eased between Q4 2021 and the end of 2022.",
            "Gearing climbed between Q4 2021 and the end of 2022.",
        ),
        (
            "Gearing eased from December 2021 to 2022.",
            "Gearing climbed from December 2021 to 2022.",
        ),
        (
            "Gearing eased from the December 2021 buyback to September 2022.",
            "Gearing climbed from the December 2021 buyback to September 2022.",
        ),
        (
            "Gearing eased from the December 2021 refinancing to the end of 2022.",
            "Gearing climbed from the December 2021 refinancing to the end of 2022.",
        ),
    ],
)
def test_a_span_between_points_of_different_kinds(false: str, true: str) -> None:
    # the whole series fell; from the end of 2021 it rose
    assert _wrong(false, {"debt_to_equity": _WAVE}) == ["direction"]
    assert _wrong(true, {"debt_to_equity": _WAVE}) == []
