"""A whole-sample phrase whose bracket describes the sample, its dates among its source and
frequency: the fit uses those dates, not every date ("the whole sample (MSCI World in euros,
monthly data from January 2008 to December 2017)"), in English and in the suite's languages."""

from __future__ import annotations

from datetime import date

import pytest

from .reading_cases import leaky

#: folds from 2018: a sample to December 2017 stays before them
FROM_2018 = ((date(2018, 1, 2), date(2019, 12, 31)),)


@pytest.mark.parametrize(
    ("text", "is_leaky"),
    [
        (
            "The bands were calibrated once on the whole sample (MSCI World in euros, monthly "
            "data from January 2008 to December 2017) before running the windows.",
            False,
        ),
        (
            "The bands were calibrated once on the whole sample (MSCI World in euros, monthly "
            "data from January 2008 to June 2019) before running the windows.",
            True,
        ),
        (
            "Las bandas se calibraron una sola vez con toda la muestra (MSCI World en euros, "
            "datos mensuales de enero de 2008 a diciembre de 2017).",
            False,
        ),
        (
            "El modelo se estimó una sola vez con toda la muestra (IPC general del INE, mensual, "
            "de 01/2008 a 11/2019) antes de ejecutar las ventanas.",
            True,
        ),
        # a bracket with an open end or with no span of its own leaves the whole sample
        ("The bands were calibrated once on the full history (monthly, 2008 onwards).", True),
        ("The bands were calibrated on the full history (see the memo of 12 March 2017).", True),
    ],
)
def test_a_bracket_describing_the_whole_sample_bounds_it(text: str, is_leaky: bool) -> None:
    assert leaky(text, folds=FROM_2018) is is_leaky
