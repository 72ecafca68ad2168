"""The trend-claim causes batch ZK's first run showed, each tested on constructions in no batch
(each phrase grepped against bench/reviews*.py), guarded both ways.

Causes: a climate figure filed under other words than a report says it (`carbon` said as
greenhouse gas, emissions or CO2e; low-carbon capex as "green capex", "capex for the energy
transition") and with its unit in its name (`_ktco2e_per_meur`), so no sentence named it
(`metric_lexicon_sustainability`); and a comma or "and" inside a bracketed aside after the
figure's name ("(Scopes 1, 2 and 3)") cut the clause, so the verb after it governed nothing.
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Computation
from quantward_validation.metric_lexicon_sustainability import is_unit_part
from quantward_validation.testing import history
from quantward_validation.trends import misstatements

_DAYS = ("2021-03-31", "2021-06-30", "2021-09-30", "2021-12-31",
         "2022-03-31", "2022-06-30", "2022-09-30", "2022-12-31")  # fmt: skip


def _quarters(fields: dict[str, tuple[float, ...]]) -> Computation:
    return history(
        fields,
        _DAYS,
        entity_id="ent_hooli",
        function_id="custom.metrics",
        source_id="src_reading_zk",
        rows_key="rows",
        date_key="period_end",
    )


_CLIMATE = _quarters(
    {
        # down across the series
        "carbon_intensity_ktco2e_per_meur": (9.0, 8.8, 8.5, 8.1, 7.9, 7.4, 7.2, 7.0),
        # up across the series
        "green_capex_musd": (10.0, 11.0, 12.5, 13.0, 14.2, 15.0, 16.1, 17.0),
    }
)


def _wrong(sentence: str) -> bool:
    return bool(misstatements([sentence], [_CLIMATE]))


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        ("Greenhouse-gas intensity climbed across the series.", True),
        ("Greenhouse-gas intensity eased across the series.", False),
        ("Emissions intensity (Scopes 1, 2 and 3) climbed across the series.", True),
        ("Emissions intensity (Scopes 1, 2 and 3) eased across the series.", False),
        ("Capital spending for the energy transition shrank across the series.", True),
        ("Capital spending for the energy transition expanded across the series.", False),
    ],
)
def test_climate_figures_are_read_by_a_reports_names(sentence: str, wrong: bool) -> None:
    assert _wrong(sentence) is wrong, sentence


@pytest.mark.parametrize(
    ("part", "unit"),
    [("ktco2e", True), ("meur", True), ("mwh", True), ("usd", True),
     ("carbon", False), ("capex", False), ("t", False), ("intensity", False)],
)  # fmt: skip
def test_a_unit_in_a_field_name_is_no_word_of_what_it_measures(part: str, unit: bool) -> None:
    assert is_unit_part(part) is unit
