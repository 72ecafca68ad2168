"""Lithuanian fits, choices, whole samples and today's universes read by `leakage`
(`leakage_lexicon_lt`), over Lithuanian dates (`leakage_periods_lt`), with the decoys that
must not be read: a fit that ends before the test, a negated fit, "iki" of a bound."""

from __future__ import annotations

from datetime import date

import pytest

from quantward_validation.leakage import leaks
from quantward_validation.leakage_periods_lt import lithuanian_periods_in_english

_WINDOWS = [(date(2015, 1, 2), date(2019, 12, 31))]


@pytest.mark.parametrize(
    ("sentence", "english"),
    [
        ("grąžos nuo 2010 m. sausio iki 2018 m. birželio", "grąžos from January 2010 to June 2018"),
        ("duomenys 2010 m. sausio–2016 m. gruodžio", "duomenys January 2010–December 2016"),
        ("nuo 2010 m. I ketvirčio iki 2019 m. II ketvirčio", "from Q1 2010 to Q2 2019"),
        ("2025 m. gruodžio 31 d.", "31 December 2025"),
        ("per 2024 m. antrąjį pusmetį", "per H2 2024"),
        ("nuo 2018 m.", "from 2018"),
        # "iki" of a bound is no end of a range
        ("ne daugiau kaip iki 60 proc.", "ne daugiau kaip iki 60 proc."),
    ],
)
def test_lithuanian_dates_in_english(sentence: str, english: str) -> None:
    assert lithuanian_periods_in_english(sentence) == english


@pytest.mark.parametrize(
    "text",
    [
        "Koreliacijos įvertintos naudojant duomenis nuo 2010 m. sausio iki 2018 m. birželio.",
        "Modelis kalibruotas 2010 m. sausio–2017 m. gruodžio duomenimis.",
        "Apdraudimo lygis optimizuotas vieną kartą visais duomenimis prieš testą.",
        "Parametrai parinkti pagal 2010-01-04–2016-12-30 duomenis.",
        "Portfelį sudaro bendrovės, kurios šiandien įtrauktos į OMX Baltic Benchmark indeksą.",
    ],
)
def test_reads_a_leak(text: str) -> None:
    assert leaks([("reasoning", text)], _WINDOWS)


@pytest.mark.parametrize(
    "text",
    [
        "Koreliacijos įvertintos naudojant duomenis nuo 2010 m. sausio iki 2014 m. gruodžio.",
        "Modelis įvertintas visais duomenimis (2010 m. sausio–2014 m. lapkričio).",
        "Portfelį sudaro bendrovės, kurios buvo įtrauktos į indeksą kiekvieną perbalansavimo "
        "dieną.",
        # a fit negated by its prefix is none
        "Modelis nekalibruotas; duomenys nuo 2010 m. sausio iki 2018 m. birželio tik testui.",
        # the fund judged against its index is no fit
        "Fondas vertinamas pagal lyginamąjį indeksą nuo 2010 m. sausio iki 2018 m. birželio.",
    ],
)
def test_reads_no_leak(text: str) -> None:
    assert not leaks([("reasoning", text)], _WINDOWS)
