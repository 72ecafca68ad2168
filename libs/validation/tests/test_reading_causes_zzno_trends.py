"""Trend claims of a structured-products desk and a sovereign fund's ethics notes (batches ZZN
and ZZO's causes), in wordings no batch uses, each guarded both ways.

- a utility's climate figures by a report's names: a field filed as CO2 said as carbon,
  emissions or "CO₂" with its subscript, a unit ratio ending the name (`_kg_per_mwh`) and a
  unit of power (`_gw`) as how it is measured, renewables by the sources listed ("solar and
  wind"), the power generated as "electricity production" (`metric_lexicon_sustainability`);
- the company named inside a figure's name as its owner ("the share of the utility's power
  output");
- a perimeter leading a name, the group or its industrial business, left unsaid
  (`basis_qualifiers`);
- "sales" as the people who sell ("note for sales:", "the sales desk") names no revenue;
- a window counted with a unit letter ("the 6M to Jun-22", "the past 18m": `shorthand`);
- an entry into an index or a benchmark, undated, opens a horizon the series cannot show.
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Computation
from quantward_validation import metric_lexicon_sustainability as lexicon
from quantward_validation.shorthand import written_out
from quantward_validation.testing import history
from quantward_validation.trends import misstatements

_DAYS = (
    "2021-03-31", "2021-06-30", "2021-09-30", "2021-12-31",
    "2022-03-31", "2022-06-30", "2022-09-30", "2022-12-31",
)  # fmt: skip


def _quarters(field: str, values: tuple[float, ...]) -> Computation:
    return history(
        {field: values},
        _DAYS,
        entity_id="ent_nordvind_energi",
        function_id="custom.metrics",
        source_id="src_reading_zzno",
        rows_key="rows",
        date_key="period_end",
    )


#: down every quarter
_INTENSITY = _quarters("co2e_intensity_kg_per_mwh", (520, 505, 498, 480, 470, 455, 440, 430))
#: up across the series
_CAPACITY = _quarters("renewable_capacity_gw", (4.0, 4.1, 4.3, 4.3, 4.6, 4.8, 5.0, 5.2))
_GAS_SHARE = _quarters("gas_share_of_generation_pct", (20, 21, 22, 22.5, 24, 25, 25.5, 27))
_CASH = _quarters("group_operating_cash_flow", (310, 290, 335, 360, 350, 372, 390, 405))
_NET_DEBT = _quarters("industrial_net_debt", (900, 880, 860, 850, 830, 800, 790, 760))
_TURNOVER = _quarters("revenue", (120, 125, 131, 129, 136, 140, 138, 147))
#: down across the series, yet up over its last six and nine months
_SWING = _quarters("net_debt_to_ebitda", (2.6, 2.4, 2.2, 1.9, 1.7, 1.5, 1.8, 2.1))


def _wrong(sentence: str, computation: Computation) -> bool:
    return bool(misstatements([sentence], [computation]))


@pytest.mark.parametrize(
    ("sentence", "computation", "wrong"),
    [
        ("Carbon intensity at the plants crept up through 2022.", _INTENSITY, True),
        ("Carbon intensity at the plants eased through 2022.", _INTENSITY, False),
        ("CO₂e intensity went higher through 2022.", _INTENSITY, True),
        ("CO₂e intensity went lower through 2022.", _INTENSITY, False),
        (
            "The fleet's emissions intensity has not declined since the first quarter of 2021.",
            _INTENSITY,
            True,
        ),
        (
            "The fleet's emissions intensity has not increased since the first quarter of 2021.",
            _INTENSITY,
            False,
        ),
        ("Renewable capacity contracted through 2022.", _CAPACITY, True),
        ("Renewable capacity expanded through 2022.", _CAPACITY, False),
        ("Solar and wind capacity did not grow over 2022.", _CAPACITY, True),
        ("Solar and wind capacity grew over 2022.", _CAPACITY, False),
        ("Gas's share of electricity production slipped over 2022.", _GAS_SHARE, True),
        ("Gas's share of electricity production climbed over 2022.", _GAS_SHARE, False),
        ("Gas's share of the utility's power output slipped over 2022.", _GAS_SHARE, True),
        ("Gas's share of the utility's power output climbed over 2022.", _GAS_SHARE, False),
        ("Operating cash flow deteriorated through 2022.", _CASH, True),
        ("Operating cash flow strengthened through 2022.", _CASH, False),
        ("Net debt went up through 2022.", _NET_DEBT, True),
        ("Net debt went down through 2022.", _NET_DEBT, False),
        ("Memo for the sales desk — two points: turnover contracted over 2022.", _TURNOVER, True),
        ("Memo for the sales desk — two points: turnover expanded over 2022.", _TURNOVER, False),
        ("Forwarded to sales, with thanks: turnover contracted over 2022.", _TURNOVER, True),
        ("Forwarded to sales, with thanks: turnover expanded over 2022.", _TURNOVER, False),
        ("Note to sales: a word on Nordvind: turnover contracted over 2022.", _TURNOVER, True),
        ("Leverage went down over the 6M to Dec-22.", _SWING, True),
        ("Leverage went up over the 6M to Dec-22.", _SWING, False),
        ("Leverage came down over the past 9m.", _SWING, True),
        ("Leverage went up over the past 9m.", _SWING, False),
    ],
)
def test_a_utilitys_and_a_desks_wording_is_read(
    sentence: str, computation: Computation, wrong: bool
) -> None:
    assert _wrong(sentence, computation) is wrong, sentence


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        ("Leverage has eased since the shares were added to the benchmark.", True),
        ("Leverage has eased since joining the Euro Stoxx 50, a sign of discipline.", True),
        ("Leverage has eased since its inclusion in the MSCI Europe index.", True),
        # dated, the entry opens the horizon at its date, which the series covers
        ("Leverage has eased since the shares were added to the benchmark in March 2021.", False),
        # a listing opens the track record: the whole series (`since_events`)
        ("Leverage has eased since the listing.", False),
    ],
)
def test_an_undated_entry_opens_no_horizon_the_series_shows(sentence: str, wrong: bool) -> None:
    falling = _quarters("net_debt_to_ebitda", (2.6, 2.4, 2.2, 1.9, 1.7, 1.5, 1.4, 1.2))
    assert _wrong(sentence, falling) is wrong, sentence


@pytest.mark.parametrize(
    ("text", "written"),
    [
        ("over the 6M to Dec-22", "over the 6 months to Dec-22"),
        ("across the past 2Y, margins rose", "across the past 2 years, margins rose"),
        # a tenor and an amount stay as they are
        ("the 6M Euribor fixing rose", "the 6M Euribor fixing rose"),
        ("the 3Y swap rate", "the 3Y swap rate"),
        ("the 12M units it shipped", "the 12M units it shipped"),
    ],
)
def test_a_window_counted_with_a_unit_letter_is_written_out(text: str, written: str) -> None:
    assert written_out(text) == written


def test_a_unit_ratio_ending_a_name_is_its_unit() -> None:
    assert lexicon.unit_parts(["co2e", "intensity", "kg", "per", "mwh"]) == [
        False, False, True, True, True,
    ]  # fmt: skip
    # a ratio of the figure's terms keeps them: "per" between two of its words
    assert lexicon.unit_parts(["revenue", "per", "employee"]) == [False, False, False]
    assert lexicon.unit_parts(["renewable", "capacity", "mw"]) == [False, False, True]
