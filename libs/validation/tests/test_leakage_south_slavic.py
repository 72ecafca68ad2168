"""Stated leakage said in Croatian, Serbian or Slovenian (issue 18), each tested as a family on
sentences written here, none taken from a batch:

- periods dated with the year's ordinal dot ("od 2. siječnja 2012. do 30. prosinca 2019."),
  months in every case, quarters, halves and weeks by an ordinal (`period_lexicon_hr`,
  `months_hr`), and Croatian "listopad" (October), November in Czech and Polish;
- the verbs of fitting and selecting ("procijenjen", "kalibrirani", "optimizovan", "odabrani")
  and the universe as it is today ("koja su danas u sastavu indeksa") (`leakage_lexicon_hr`).

Each has a clean twin that stays accepted.
"""

from __future__ import annotations

from datetime import date

import pytest

from quantward_validation.leakage import leaks
from quantward_validation.period_lexicon_hr import south_slavic_periods_in_english
from quantward_validation.period_lexicon_nopl import periods_nopl_in_english

_FOLDS = [(date(2017, 1, 2), date(2017, 12, 29)), (date(2018, 1, 2), date(2018, 12, 31))]


def _leaky(text: str) -> bool:
    return bool(leaks([("interpretation", text)], _FOLDS))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "od 3. veljače 2011. do 28. rujna 2018., zatim",
            "from 3 February 2011 to 28 September 2018, zatim",
        ),
        ("od siječnja 2010. do lipnja 2016. godine", "from January 2010 to June 2016"),
        ("u trećem tromjesečju 2019. model", "u Q3 2019 model"),
        ("od II. tromjesečja 2011. do IV. tromjesečja 2016.", "from Q2 2011 to Q4 2016"),
        ("prvo polugodište 2015.", "H1 2015"),
        ("do 12. tjedna 2018.", "do 2018-W12"),
        ("između 2012. i 2016. smo", "between 2012 and 2016 smo"),
        # Serbian and Slovenian month names, declined
        ("od januara 2011. do novembra 2016.", "from January 2011 to November 2016"),
        ("od marca 2011 do junija 2016", "from March 2011 to June 2016"),
        ("v tretjem četrtletju leta 2016 in", "v Q3 2016 in"),
        # Croatian October in a Croatian sentence, or after a year's ordinal dot
        (
            "podaci koji nisu od listopada 2012 do 2016",
            "podaci koji nisu from October 2012 to 2016",
        ),
        ("od listopada 2012. do 2016.", "from October 2012 to 2016."),
        # ... and a Polish or Czech November left to their readers
        ("od listopada 2012 do 2016", "from November 2012 to 2016"),
        # a year's dot that ends a sentence stays
        ("do 2016. Model", "do 2016. Model"),
    ],
)
def test_south_slavic_periods_read_as_the_grammar_s_forms(text: str, expected: str) -> None:
    # ("od … do …" is read after this module, with the Polish range it shares)
    assert periods_nopl_in_english(south_slavic_periods_in_english(text)) == expected


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        (
            "Koeficijenti modela procijenjeni su na podacima od veljače 2012. do studenoga 2018.",
            True,
        ),
        ("Pragove signala kalibrirali smo na uzorku: od 2012. do 20. tjedna 2018.", True),
        ("Parametri su optimizovani za period od januara 2012. do marta 2018. godine.", True),
        ("Duljina prozora odabrana je prema rezultatima iz prvog polugodišta 2017.", True),
        ("Model je bil ocenjen na podatkih od marca 2012 do junija 2018.", True),
        ("Portfelj čine dionice koje su danas u sastavu indeksa CROBEX.", True),
        ("Portfelj u backtestu čini trenutni sastav indeksa CROBEX.", True),
        # clean twins: the same forms, ending before the first test
        (
            "Koeficijenti modela procijenjeni su na podacima od veljače 2012. do studenoga 2016.",
            False,
        ),
        ("Pragove signala kalibrirali smo na uzorku: od 2012. do 40. tjedna 2016.", False),
        ("Parametri su optimizovani za period od januara 2012. do oktobra 2016. godine.", False),
        ("Duljina prozora odabrana je prema rezultatima iz prvog polugodišta 2016.", False),
        ("Model je bil ocenjen na podatkih od marca 2012 do junija 2016.", False),
        (
            "Portfelj čine dionice koje su bile u sastavu indeksa CROBEX na svaki datum "
            "rebalansiranja.",
            False,
        ),
        # the risk-adjusted return is no fit
        ("Cilj je prinos prilagođen riziku od 2012. do 2018.", False),
    ],
)
def test_south_slavic_fitting_selecting_and_today_s_universe(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        # a later-dated record carried over every test period, or back in time
        ("Popis isključenja usvojen 2025. primjenjuje se na sva testna razdoblja.", True),
        ("Koriste se krivulje iz 2024., retroaktivno primijenjene od 2017.", True),
        ("Seznam iz leta 2025 se uporablja v vseh testnih obdobjih.", True),
        # ... and clean: the record then in force, or one dated before every test
        (
            "U svakom testnom razdoblju primjenjuje se popis koji je tada bio na snazi.",
            False,
        ),
        ("Pragovi iz 2016. koriste se u svim testnim razdobljima.", False),
    ],
)
def test_south_slavic_records_carried_back(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        # Slovenian fitting and selecting in their aspects and persons: umeriti ("umerjeni",
        # "umerili smo", "umerjanje"), izbrati's present and its noun ("izberemo", "izbira"),
        # naučiti; Croatian birati's present
        ("Pragove za prodajo smo umerili na tedenskih podatkih od 2012 do 2018.", True),
        ("Umerjanje modela je potekalo na podatkih od januarja 2012 do oktobra 2018.", True),
        ("Model smo naučili na dnevnih cenah od marca 2013 do maja 2018.", True),
        ("Izbira sklada temelji na donosih v letu 2018.", True),
        ("Faktore izberemo glede na rezultate iz leta 2018.", True),
        ("Signale biramo na podacima iz 2018. godine.", True),
        # the whole sample, in any case
        ("Koeficienti so bili ocenjeni na celotnem vzorcu.", True),
        ("Pragovi su kalibrirani na cijelom uzorku podataka.", True),
        ("Model smo umerili na vseh razpoložljivih podatkih.", True),
        # the test period named by its verbal noun, as a choice's criterion
        ("Različico izberemo po najvišjem Sharpovem razmerju v obdobju testiranja.", True),
        ("Varijantu biramo prema najboljem prinosu u razdoblju testiranja.", True),
        # clean twins: the same forms, ending before the first test
        ("Pragove za prodajo smo umerili na tedenskih podatkih od 2012 do 2016.", False),
        ("Izbira sklada temelji na donosih v letu 2016.", False),
        ("Signale biramo na podacima iz 2016. godine.", False),
        # "umeren" is moderate, no fit; a record dated by its year stays the record's
        ("Portfelj je umeren, njegov donos v letu 2018 je bil 4 %.", False),
    ],
)
def test_slovenian_fitting_selecting_and_the_whole_sample(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("na podatkih iz leta 2016, nato", "na podatkih in 2016, nato"),
        ("na podacima iz 2016. godine", "na podacima in 2016"),
        ("u 2016. godini smo", "in 2016 smo"),
        ("v letu 2016 smo", "in 2016 smo"),
        # a range's ends and a dated record are left as written
        ("od leta 2012 do leta 2016", "od leta 2012 do leta 2016"),
        ("seznam iz leta 2025 uporabimo", "seznam iz leta 2025 uporabimo"),
        ("tablice umrljivosti iz leta 2025 se", "tablice umrljivosti iz leta 2025 se"),
    ],
)
def test_a_year_after_its_preposition(text: str, expected: str) -> None:
    assert south_slavic_periods_in_english(text) == expected


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        # appraisals, audited statements and a regulator's or statistics office's figures used
        # from the end (or the last day) of the period they cover
        (
            "Vrednost stavb določimo s cenitvami pooblaščenih cenilcev, ki jih upoštevamo od "
            "konca ocenjenega četrtletja.",
            True,
        ),
        ("Revidirana financijska izvješća koristimo od kraja godine na koju se odnose.", True),
        ("Četrtletne podatke SURS uporabimo že na zadnji dan četrtletja.", True),
        ("Tjedni podaci HNB-a koriste se već na zadnji dan tjedna, odnosno mjeseca.", True),
        # clean twins: after their release, with a lag, or denied
        ("Cenitve upoštevamo šele po objavi, z zamikom enega četrtletja.", False),
        ("Revidirana financijska izvješća koristimo tek nakon njihove objave.", False),
        ("Četrtletnih podatkov SURS ne uporabimo na zadnji dan četrtletja.", False),
        # market prices at a month's last day are had that day
        ("Dnevne tečaje delnic uporabimo na zadnji dan meseca.", False),
    ],
)
def test_south_slavic_figures_used_from_their_period_s_end(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky
