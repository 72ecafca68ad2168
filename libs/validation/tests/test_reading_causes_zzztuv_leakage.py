"""Stated-leakage causes of issue 18 (ZZZT–ZZZV families: Portuguese, Italian and Swedish plans),
each tested as a family on constructions in no batch:

- a month written with a slash before its year, as Brazilian reports write it ("mar/2007",
  "set/15", "out/2016"; the abbreviations that are English words are months only there), and
  Portuguese and Swedish month names ("fevereiro", "augusti") (`month_lexicon_eu`, `timespans`);
- the range words of Portuguese and Swedish ("do … ao …", "até", "fr.o.m. … t.o.m. …",
  "mellan … och …") (`month_lexicon_eu`), a Swedish abbreviation's dots being no stop
  (`leakage._SENTENCES`);
- halves, quarters and years named in those languages: Roman numerals ("II semestre", "III
  trimestre"), Swedish ordinals ("andra kvartalet", "3:e kvartalet", "första halvåret"), the
  Portuguese "tri" ("2º tri/2009"), a calendar year said whole ("helåret", "kalenderåret", "anno
  solare") (`period_lexicon_eu`, read by `leakage`).

Each has a clean twin ending before the first fold's test. The texts are written here, not taken
from a batch.
"""

from __future__ import annotations

from datetime import date

import pytest

from quantward_validation.leakage import leaks
from quantward_validation.period_lexicon_eu import periods_in_english
from quantward_validation.timespans import periods

_FOLDS = [(date(2016, 1, 4), date(2017, 12, 29)), (date(2018, 1, 2), date(2019, 12, 31))]


def _leaky(text: str) -> bool:
    return bool(leaks([("interpretation", text)], _FOLDS))


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        # Portuguese months by slash, with the abbreviations that are English words
        ("O prêmio de risco foi estimado com o IRF-M, de mar/2007 a out/2016.", True),
        ("O prêmio de risco foi estimado com o IRF-M, de mar/2007 a out/2015.", False),
        ("A duration-alvo foi otimizada sobre set/08 até ago/17.", True),
        ("A duration-alvo foi otimizada sobre set/08 até ago/15.", False),
        ("Os pesos foram calibrados de fevereiro de 2008 a julho de 2017.", True),
        ("Os pesos foram calibrados de fevereiro de 2008 a julho de 2015.", False),
        # Portuguese quarters
        ("O modelo de inflação foi ajustado do 2º tri/2009 ao 4º tri/2016.", True),
        ("O modelo de inflação foi ajustado do 2º tri/2009 ao 3º tri/2015.", False),
        # Italian Roman-numbered halves and quarters, and the calendar year said whole
        ("Le bande sono state calibrate sul II semestre 2008 – I semestre 2017.", True),
        ("Le bande sono state calibrate sul II semestre 2008 – II semestre 2015.", False),
        ("Il beta è stato stimato dal III trimestre 2009 al II trimestre 2016.", True),
        ("Il beta è stato stimato dal III trimestre 2009 al IV trimestre 2015.", False),
        ("La copertura è stata ottimizzata sull'anno solare 2008 – anno solare 2016.", True),
        ("La copertura è stata ottimizzata sull'anno solare 2008 – anno solare 2015.", False),
        # Swedish ordinals, halves, whole years, months and range words
        ("The hedge ratio was optimised on andra kvartalet 2008 – 3:e kvartalet 2016.", True),
        ("The hedge ratio was optimised on andra kvartalet 2008 – 4:e kvartalet 2015.", False),
        ("The drift model was fitted over första halvåret 2009 – andra halvåret 2017.", True),
        ("The drift model was fitted over första halvåret 2009 – andra halvåret 2015.", False),
        ("The spread model was estimated on kalenderåret 2006 – kalenderåret 2016.", True),
        ("The spread model was estimated on kalenderåret 2006 – kalenderåret 2015.", False),
        ("The weights were calibrated fr.o.m. 2006-02-01 t.o.m. 2018-03-30.", True),
        ("The weights were calibrated fr.o.m. 2006-02-01 t.o.m. 2015-12-30.", False),
        ("The bands were estimated mellan augusti 2006 och maj 2017.", True),
        ("The bands were estimated mellan augusti 2006 och maj 2015.", False),
    ],
)
def test_portuguese_italian_swedish_periods_of_a_fit(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        # Swedish and Portuguese fitting and selection verbs over a period, and over the whole
        # sample
        ("Volatilitetsmålet skattades på dagliga data 2007–2017.", True),
        ("Volatilitetsmålet skattades på dagliga data 2007–2015.", False),
        ("Faktorerna valdes ut på månadsdata 2005–2018.", True),
        ("Faktorerna valdes ut på månadsdata 2005–2014.", False),
        ("Kurvmodellen är kalibrerad mot hela urvalet.", True),
        ("Os ativos foram selecionados com base nos retornos de 2004 a 2017.", True),
        ("Os ativos foram selecionados com base nos retornos de 2004 a 2014.", False),
        ("A matriz de covariância foi estimada sobre toda a amostra.", True),
    ],
)
def test_portuguese_swedish_verbs_and_whole_samples(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky


@pytest.mark.parametrize(
    ("text", "english"),
    [
        ("första kvartalet 2011", "Q1 2011"),
        ("4:e kvartalet 2012", "Q4 2012"),
        ("andra halvåret 2013", "H2 2013"),
        ("helåret 2014", "2014"),
        ("räkenskapsåret 2014", "FY2014"),
        ("IV trimestre 2015", "Q4 2015"),
        ("3º tri/2016", "Q3 2016"),
    ],
)
def test_nordic_and_roman_periods_read_in_english(text: str, english: str) -> None:
    assert periods_in_english(text) == english


@pytest.mark.parametrize(
    "text",
    [
        # an English word that is also a Portuguese month's abbreviation is no month without
        # its slash
        "The model was fitted on the data held out 2019 for the test.",
        "The test set 2019 is never used to fit.",
        # a lower-case "i" is an Italian article, not a Roman one
        "i trimestre 2017",
    ],
)
def test_english_words_and_articles_stay_unread(text: str) -> None:
    assert all(p.start is None or p.start.month == 1 for p in periods(text))
    assert "Q1" not in periods_in_english(text)


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        # today's members or ratings brought into every year of a test, said in Portuguese,
        # Italian and Swedish, with each language's verb of using or applying
        ("O backtest utiliza os constituintes atuais do IBrX-100 em todas as datas.", True),
        ("O backtest utiliza os constituintes do IBrX-100 vigentes em cada data.", False),
        ("Os ratings atuais dos emissores são aplicados a todos os anos da simulação.", True),
        ("Il paniere usa i componenti FTSE MIB di oggi per ogni anno del test.", True),
        ("Il paniere usa i componenti FTSE MIB com'erano a ciascuna data del test.", False),
        ("Il limite di qualità creditizia è applicato con i giudizi di rating odierni.", True),
        ("I backtesten används dagens OMXS30-sammansättning för alla år.", True),
        ("I backtesten används dagens sammansättning av OMXS30 för alla år.", True),
        ("I backtesten används sammansättningen av OMXS30 som den var vid varje datum.", False),
    ],
)
def test_portuguese_italian_swedish_universe_known_later(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky
