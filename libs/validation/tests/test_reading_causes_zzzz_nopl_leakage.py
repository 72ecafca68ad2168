"""Stated-leakage causes of issue 18 (ZZZZ–ZZZZB families: Norwegian, Polish and Québec French
plans), each tested as a family on constructions in no batch:

- Norwegian and Polish months in the case the sentence governs ("fra mars 2009 til oktober
  2017", "od marca 2009 r. do października 2017 r.", "w listopadzie 2016"), quarters and halves
  with Roman, figure or word ordinals ("II kw. 2011", "III kwartale 2017", "tredje kvartal
  2017", "II półrocze 2017"), a week by its number with the Norwegian, Polish, French or
  Italian noun ("uke 40 2017", "tyg. 40/2017", "la semaine 40 de 2017"), and the Polish "r."
  after a year, read before the text is split, so an abbreviation's dot ends no sentence
  (`period_lexicon_nopl`);
- fitting and choosing in Norwegian ("ble estimert", "kalibrerte", "optimalisert") and Polish
  ("oszacowano", "skalibrowany", "zoptymalizowaliśmy", "wybrano") (`leakage_lexicon_nopl`);
- today's members in Norwegian, Polish and French ("nåværende medlemmer", "obecnych spółek",
  "qui constituent aujourd'hui l'indice");
- a present-day or later-dated record carried over every test year ("dagens rentekurve … i
  alle testvinduene", "uchwała z 2025 r. … we wszystkich oknach", "la liste de 2025",
  "le barème … le plus récent") (`present_day_lexicon_nopl`).

Each has a clean twin ending before the first fold's test or dated before it. The texts are
written here, not taken from a batch.
"""

from __future__ import annotations

from datetime import date

import pytest

from quantward_validation.leakage import leaks
from quantward_validation.period_lexicon_nopl import periods_nopl_in_english

_FOLDS = [(date(2016, 1, 4), date(2017, 12, 29)), (date(2018, 1, 2), date(2019, 12, 31))]


def _leaky(text: str) -> bool:
    return bool(leaks([("interpretation", text)], _FOLDS))


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        # Norwegian fitting and months
        ("Durasjonsmodellen ble estimert fra mars 2009 til oktober 2017.", True),
        ("Durasjonsmodellen ble estimert fra mars 2009 til oktober 2015.", False),
        ("Forvalteren kalibrerte terskelen på data, 2009 – desember 2016.", True),
        ("Forvalteren kalibrerte terskelen på data, 2009 – desember 2015.", False),
        ("Sikringsgraden er optimalisert over tredje kvartal 2010 – andre kvartal 2017.", True),
        ("Sikringsgraden er optimalisert over tredje kvartal 2010 – andre kvartal 2015.", False),
        ("Faktorvektene ble tilpasset på ukedata, 2010 t.o.m. uke 40 2017.", True),
        ("Faktorvektene ble tilpasset på ukedata, 2010 t.o.m. uke 40 2015.", False),
        # Polish fitting, months in their cases, Roman quarters, weeks and "r."
        ("Premie za ryzyko oszacowano od marca 2009 r. do października 2017 r.", True),
        ("Premie za ryzyko oszacowano od marca 2009 r. do października 2015 r.", False),
        ("Model jest skalibrowany na danych: II kw. 2011 – III kw. 2017, bez zmian.", True),
        ("Model jest skalibrowany na danych: II kw. 2011 – III kw. 2015, bez zmian.", False),
        ("Zoptymalizowaliśmy próg na próbie tyg. 5/2010 – tyg. 40/2016.", True),
        ("Zoptymalizowaliśmy próg na próbie tyg. 5/2010 – tyg. 40/2015.", False),
        ("Parametry wybrano na danych luty 2012 – listopad 2016.", True),
        ("Parametry wybrano na danych luty 2012 – listopad 2015.", False),
        # a French week with its article
        ("Les seuils ont été calibrés de 2008 jusqu'à la semaine 40 de 2017.", True),
        ("Les seuils ont été calibrés de 2008 jusqu'à la semaine 40 de 2015.", False),
        # today's members
        ("Utvalget i tilbaketestingen består av indeksens nåværende medlemmer.", True),
        ("Utvalget i tilbaketestingen består av indeksens medlemmer på hver dato.", False),
        ("Koszyk obejmuje obecnych uczestników indeksu mWIG40.", True),
        ("Koszyk obejmuje uczestników indeksu mWIG40 z dnia każdego przeglądu.", False),
        ("L'univers retient les sociétés qui constituent aujourd'hui l'indice.", True),
        ("L'univers retient les sociétés qui constituaient l'indice à chaque date.", False),
        # a present-day or later-dated record carried over every test year
        ("Dagens rentekurve fra Finanstilsynet brukes i alle testvinduene.", True),
        ("Rentekurven som gjaldt på hver dato brukes i alle testvinduene.", False),
        ("Listę emitentów z 2025 r. stosujemy we wszystkich oknach.", True),
        ("Listę emitentów z 2014 r. stosujemy we wszystkich oknach.", False),
        ("La grille de frais s'appuie sur le barème le plus récent pour toutes les années.", True),
        ("La grille de frais s'appuie sur le barème en vigueur à chaque date.", False),
    ],
)
def test_nopl_stated_leakage(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("styczeń 2010 – czerwiec 2019", "January 2010 – June 2019"),
        ("od lutego 2011 r. do grudnia 2018 r.", "from February 2011 to December 2018"),
        ("IV kw. 2019", "Q4 2019"),
        ("w II półroczu 2018 r.", "w H2 2018"),
        ("uke 26 2019", "2019-W26"),
        ("tydzień 1/2010", "2010-W01"),
        ("31.12.2024 r.", "31.12.2024"),
        ("fjerde kvartal 2016", "Q4 2016"),
        ("januar 2008 – desember 2022", "januar 2008 – December 2022"),
    ],
)
def test_periods_nopl_in_english(said: str, read: str) -> None:
    assert periods_nopl_in_english(said) == read


def test_unrelated_text_is_unchanged() -> None:
    text = "Wie Sie 2019 sagten, bleibt die Quote bei 40 %."
    assert periods_nopl_in_english(text) == text
