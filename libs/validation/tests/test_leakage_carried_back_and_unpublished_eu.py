"""A later-dated or present-day record carried back over the test, and figures used before they
were published, said in the suite's other languages (or with a local noun in English).

Before, the dated-record reading knew only "the 2025 X" after a preposition, and its scope over
the test only in English: "the fee scale of 2024, applied retroactively from 2014", a table
named by an edition glued to its year ("Sterbetafel DAV-2023"), and "tutti gli anni del test"
passed as clean. A figure published in the period after the one it is for, or an inflation
index read inside its own month, passed unless said in English with its release.
"""

from __future__ import annotations

import pytest

from . import reading_cases


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        # a dated record, dated after its noun, carried back
        ("Fees follow the custody fee scale of 2024, applied retroactively from 2014.", True),
        ("The Zinssatz des BMF von 2023 wird rückwirkend ab 2015 angewandt.", True),
        ("In tutti gli anni del test si usa la tavola di mortalità del 2022.", True),
        ("Samtliga år i testet diskonteras med räntan från 2024.", True),
        ("Every year of the test values the pensions with the Sterbetafel DAV-2023.", True),
        ("The trustees' 2023 watch list is applied to every year of the test.", True),
        # ... a present-day marker, on any noun, said to be carried back
        ("Each quarter projects outflows with today's uttagsfrekvens, applied back to 2014.", True),
        ("Todos os anos do teste usam a tabela de taxas atual.", True),
        # a record dated before the test, or each year's own, states none
        ("In tutti gli anni del test si usa la tavola di mortalità del 2012.", False),
        ("Every year of the test values the pensions with the Sterbetafel DAV-2004.", False),
        ("Ogni anno del test usa la tavola in vigore in quell'anno.", False),
        ("Each year of the test uses the fee scale in force during that year.", False),
    ],
)
def test_a_record_of_a_later_date_carried_back_leaks(text: str, leaky: bool) -> None:
    assert reading_cases.leaky(text) is leaky


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        # a figure published in the next period, used for its own
        (
            "Os custos de referência vêm do relatório anual do mesmo ano, publicado em maio do "
            "ano seguinte.",
            True,
        ),
        (
            "Peer returns are the ones in the association's yearbook for that year, released in "
            "March of the following year.",
            True,
        ),
        ("Jämförelsetalen är de i årsrapporten för samma år, publicerad i april året därpå.", True),
        # ... or waited for
        (
            "Peer returns are those of the last yearbook already published at each window's start.",
            False,
        ),
        (
            "I costi di riferimento sono usati solo dopo la pubblicazione, nell'anno successivo.",
            False,
        ),
        # an inflation print read inside its own month
        (
            "The hedge ratio reads each month's HICP on the last trading day of the month itself.",
            True,
        ),
        ("La regola legge l'inflazione di ogni mese alla fine dello stesso mese.", True),
        ("The hedge ratio reads each month's HICP only once Eurostat has released it.", False),
        ("Real returns subtract the CPI of each month from the return of the same month.", False),
        # reports dated at a quarter end named in Swedish, inside English
        (
            "Private holdings use the delårsrapporternas values, dated at the kvartalsslut they "
            "cover.",
            True,
        ),
    ],
)
def test_a_figure_used_before_its_publication_leaks(text: str, leaky: bool) -> None:
    assert reading_cases.leaky(text, "The walk-forward backtest runs over 2016-2019.") is leaky
