"""Stated-leakage causes of issue 18 (ZZZZC–ZZZZD families: Finnish and European Portuguese
plans), each tested as a family on constructions in no batch:

- fitting and choosing in Finnish in any person, tense, passive, participle or noun
  ("sovitettiin", "kalibroimme", "optimoitu", "estimointi", "valitsimme")
  (`leakage_lexicon_nopl`);
- Finnish months, years, weeks and quarters in the case that opens or closes a range
  ("helmikuusta 2011 lokakuuhun 2017", "vuodesta 2009 vuoden 2017 viikolle 12 asti",
  "2. neljännes 2011 – 3. neljännes 2017") (`period_lexicon_fi`);
- the European Portuguese ordinal with its stop ("2.º trimestre de 2011") (`period_lexicon_eu`);
- a semicolon before a label of the data the work was done on ("…; sample: …",
  "…; amostra: …") (`leakage`);
- today's members in Finnish and Portuguese ("jotka ovat tänään mukana", "nykyiset jäsenet",
  "as empresas que hoje integram o índice").

Each has a clean twin ending before the first fold's test or not today's. Written here, not
taken from a batch.
"""

from __future__ import annotations

from datetime import date

import pytest

from quantward_validation.leakage import leaks
from quantward_validation.period_lexicon_fi import finnish_periods_in_english

_FOLDS = [(date(2016, 1, 4), date(2017, 12, 29)), (date(2018, 1, 2), date(2019, 12, 31))]


def _leaky(text: str) -> bool:
    return bool(leaks([("interpretation", text)], _FOLDS))


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        ("Duraatiomalli sovitettiin helmikuusta 2011 lokakuuhun 2017.", True),
        ("Duraatiomalli sovitettiin helmikuusta 2011 lokakuuhun 2015.", False),
        ("Kalibroimme kynnyksen viikkodatalla vuodesta 2009 vuoden 2017 viikolle 12 asti.", True),
        ("Kalibroimme kynnyksen viikkodatalla vuodesta 2009 vuoden 2015 viikolle 12 asti.", False),
        ("Suojausaste on optimoitu jaksolla 2. neljännes 2011 – 3. neljännes 2017.", True),
        ("Suojausaste on optimoitu jaksolla 2. neljännes 2011 – 3. neljännes 2015.", False),
        ("Painot valitsimme aineistosta vuodesta 2010 vuoteen 2018 asti.", True),
        ("Painot valitsimme aineistosta vuodesta 2010 vuoteen 2015 asti.", False),
        ("Riskipreemio estimoitiin; aineisto: kuukausihavainnot 3/2011–9/2017.", True),
        ("Riskipreemio estimoitiin; aineisto: kuukausihavainnot 3/2011–9/2015.", False),
        ("O prémio de risco foi estimado do 2.º trimestre de 2011 ao 3.º trimestre de 2017.", True),
        (
            "O prémio de risco foi estimado do 2.º trimestre de 2011 ao 3.º trimestre de 2015.",
            False,
        ),
        ("The spread model was calibrated; sample: weekly closes from 2011 to 2018.", True),
        ("The spread model was calibrated; sample: weekly closes from 2011 to 2015.", False),
        ("Backtestin otos koostuu yhtiöistä, jotka ovat tänään mukana OMXH25-indeksissä.", True),
        ("Backtestin otos koostuu yhtiöistä, jotka olivat indeksissä kunakin päivänä.", False),
        ("Backtestin salkku koostuu indeksin nykyisistä jäsenistä.", True),
        ("O universo retém as empresas que hoje integram o índice PSI.", True),
        ("O universo retém as empresas que integravam o índice em cada data.", False),
    ],
)
def test_fi_pt_stated_leakage(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("maaliskuusta 2012 marraskuuhun 2016", "from March 2012 to November 2016"),
        ("elokuussa 2014", "August 2014"),
        ("vuoden 2016 kolmannella neljänneksellä", "Q3 2016"),
        ("toinen vuosipuolisko 2013", "H2 2013"),
        ("viikosta 4/2012 viikolle 30/2016", "from 2012-W04 to 2016-W30"),
        ("vuoden 2011 alusta vuoden 2016 loppuun", "from 2011 to 2016"),
    ],
)
def test_finnish_periods(said: str, read: str) -> None:
    assert finnish_periods_in_english(said) == read
