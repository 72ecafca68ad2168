"""Hungarian periods read as the period grammar's forms (`period_lexicon_hu`): every case of a
month, a date, a week, a quarter, a half and a year, with the "from", "to" or "in" its suffix
says, and the decoys that are no period; and the same periods as the trend reader takes them
(`hungarian_trend_periods_in_english`), every case with its preposition. Sentences written
for these tests."""

from __future__ import annotations

import pytest

from quantward_validation.period_lexicon_hu import (
    hungarian_periods_in_english,
    hungarian_trend_periods_in_english,
)


@pytest.mark.parametrize(
    ("hungarian", "english"),
    [
        # months in the ablative and terminative, with the possessive or without
        ("2009. márciustól 2015. szeptemberig", "from March 2009 to September 2015"),
        ("2012 februárjától 2016 októberéig", "from February 2012 to October 2016"),
        ("2013. április – 2019. május", "April 2013 – May 2019"),
        ("2020 júliusában", "in July 2020"),
        # dates in figures and with a named month, with a suffix after the hyphen
        ("2010.02.01.–2016.11.30.", "2010-02-01–2016-11-30"),
        ("2016.06.30-ig", "to 2016-06-30"),
        ("2014. május 5-től", "from 5 May 2014"),
        # weeks, quarters and halves, Roman or spelt ordinals, the noun said once for a range
        ("2012 3. hetétől 2017 40. hetéig", "from 2012-W03 to 2017-W40"),
        ("2015. III. negyedév", "Q3 2015"),
        ("2010. II. – 2016. IV. negyedév", "Q2 2010 – Q4 2016"),
        ("2019 első félévében", "in H1 2019"),
        ("2018. második negyedévétől", "from Q2 2018"),
        # years with their case suffix, and "between"
        ("2014-től 2020-ig", "from 2014 to 2020"),
        ("2016-ban", "in 2016"),
        # any case a year takes after its hyphen, with a linking vowel or an assimilated
        # consonant: the year stays, bare where the case says no "from", "to" or "in"
        ("2017-höz képest", "2017 képest"),
        ("2019-et", "2019"),
        ("2015-ön", "2015"),
        ("2019-cel", "2019"),
        ("2020-szal", "2020"),
        ("2012 és 2016 között", "between 2012 and 2016"),
    ],
)
def test_hungarian_periods_in_every_case(hungarian: str, english: str) -> None:
    assert hungarian_periods_in_english(hungarian) == english


@pytest.mark.parametrize(
    "text",
    [
        # a year made an adjective dates a record, no period of use (`present_day_lexicon_hu`)
        "a 2024-es kizárási lista",
        "a 2023-i halandósági tábla",
        # an English range's end after a year's hyphen is no Hungarian case suffix: a month
        # abbreviation or a word keeps the range whole (a spreadsheet's "Jan 2007-Sep 2015")
        "delivered log prices from Forest2Market, Jan 2007-Sep 2015.",
        "Jan 2007-Dec 2014",
        "monthly closes, 2010-now",
        "the sample, Mar 2009-Jun 2016",
        # no period at all
        "a tagdíjbevétel 1.250 millió Ft volt",
        "Kérem, frissítsétek az allokációt.",
    ],
)
def test_decoys_unchanged(text: str) -> None:
    assert hungarian_periods_in_english(text) == text


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("2024. IV. negyedévben", "in Q4 2024"),
        ("a 2021. II. negyedévtől", "a from Q2 2021"),
        ("2024 második félévében", "in H2 2024"),
        ("2021 első negyedéve óta", "Q1 2021 óta"),
        ("2022 végétől 2024 végéig", "from the end of 2022 to the end of 2024"),
        (
            "2022. június 30. és 2023. szeptember 30. között",
            "30 June 2022 és 30 September 2023 között",
        ),
        ("2024. december 31-én", "on 31 December 2024"),
        ("a 2022. III. és a 2024. II. negyedév között", "between Q3 2022 and Q2 2024"),
        ("2023-ban", "in 2023"),
        ("2025. március 26-i ülés", "26 March 2025 ülés"),
        # no period: unchanged
        ("a 4. napirendi pont", "a 4. napirendi pont"),
    ],
)
def test_hungarian_trend_periods_by_case(sentence: str, expected: str) -> None:
    assert hungarian_trend_periods_in_english(sentence) == expected
