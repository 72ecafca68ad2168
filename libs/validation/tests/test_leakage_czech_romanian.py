"""Stated leakage said in Czech or Romanian (issue 18), each tested as a family on sentences
written here, none taken from a batch:

- Czech verbs of fitting and selecting ("byly odhadnuty", "nakalibrovali", "zvolen") and the
  Romanian forms the English stems miss ("estimarea", "antrenat"), with the periods dated in
  those languages: spaced day-first dates, months in every case, quarters, halves and weeks by
  an ordinal, "od roku", "až", "din … până în …", "între … și …" (`period_lexicon_cs_ro`,
  `leakage_lexicon_cs_ro`);
- a semicolon before a Czech or Romanian data label ("; vzorek:", "; eșantion:");
- the universe as it is today ("které jsou dnes v indexu", "care fac parte astăzi din");
- a later-dated record carried over every test period or back in time ("schválený v roce
  2025 … ve všech testovacích obdobích", "din 2024, aplicate retroactiv"), and the Romanian
  noun of exclusions, which is no English "excluding" (`present_day_lexicon_cs_ro`,
  `settled_records_lexicon`);
- audited or appraised figures used from the end of the period they cover
  (`audited_at_period_end`).

Each has a clean twin that stays accepted.
"""

from __future__ import annotations

from datetime import date

import pytest

from quantward_validation.leakage import leaks
from quantward_validation.period_lexicon_cs_ro import periods_cs_ro_in_english
from quantward_validation.period_lexicon_nopl import periods_nopl_in_english

_FOLDS = [(date(2017, 1, 2), date(2017, 12, 29)), (date(2018, 1, 2), date(2018, 12, 31))]


def _leaky(text: str) -> bool:
    return bool(leaks([("interpretation", text)], _FOLDS))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("kurzy od 2. 1. 2012 do 29. 6. 2018", "kurzy from 2.1.2012 to 29.6.2018"),
        ("od února 2012 do listopadu 2018", "from February 2012 to November 2018"),
        ("za 3. čtvrtletí 2016", "za Q3 2016"),
        ("ve druhém pololetí 2015", "ve H2 2015"),
        ("do 12. týdne 2018", "do 2018-W12"),
        ("trimestrul IV din 2016", "Q4 2016"),
        ("semestrul al doilea 2016", "H2 2016"),
        ("din 2011 până în săptămâna 8 din 2018", "from 2011 to 2018-W08"),
        ("între martie 2012 și septembrie 2016", "between March 2012 and September 2016"),
        ("v letech 2012 až 2016", "from 2012 to 2016"),
    ],
)
def test_czech_and_romanian_periods_read_as_the_grammar_s_forms(text: str, expected: str) -> None:
    # ("od … do …" is read after this module, with the Polish range it shares)
    assert periods_nopl_in_english(periods_cs_ro_in_english(text)) == expected


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        # Czech fitting and selecting over a period reaching into the test years
        ("Koeficienty modelu škod byly odhadnuty na datech od února 2012 do listopadu 2018.", True),
        ("Prahy signálu jsme nakalibrovali v letech 2012 až 2018.", True),
        ("Model úvěrového rizika byl natrénován; vzorek: 2. 1. 2012 – 28. 9. 2018.", True),
        ("Délka okna byla zvolena podle výsledků za 1. pololetí 2017.", True),
        # Romanian nominalisations and forms, with their months, quarters and weeks
        (
            "Estimarea volatilităților s-a făcut pe datele din 2012 până în săptămâna 20 din 2018.",
            True,
        ),
        ("Modelul a fost antrenat pe perioada trimestrul I 2012 – trimestrul III 2017.", True),
        ("Parametrii au fost calibrați; eșantion: februarie 2012 – mai 2018.", True),
        # clean twins: the same forms, ending before the first test
        (
            "Koeficienty modelu škod byly odhadnuty na datech od února 2012 do listopadu 2016.",
            False,
        ),
        ("Prahy signálu jsme nakalibrovali v letech 2012 až 2016.", False),
        ("Model úvěrového rizika byl natrénován; vzorek: 2. 1. 2012 – 30. 12. 2016.", False),
        (
            "Estimarea volatilităților s-a făcut pe datele din 2012 până în săptămâna 40 din 2016.",
            False,
        ),
        ("Modelul a fost antrenat pe perioada trimestrul I 2012 – trimestrul III 2016.", False),
        ("Parametrii au fost calibrați; eșantion: februarie 2012 – mai 2016.", False),
    ],
)
def test_fitting_over_czech_and_romanian_periods(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        ("Koš dluhopisů tvoří emitenti, kteří jsou dnes v indexu CETOP.", True),
        ("Universul de test îl formează băncile care fac parte astăzi din indicele BET-FI.", True),
        ("Koš dluhopisů tvoří emitenti, kteří byli v indexu CETOP ke každému datu testu.", False),
        (
            "Universul de test îl formează băncile din indicele BET-FI la fiecare dată de test.",
            False,
        ),
    ],
)
def test_the_universe_as_it_is_today(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        ("Sazebník poplatků schválený v roce 2024 se používá ve všech testovacích obdobích.", True),
        ("Ve všech oknech se používá výnosová křivka ČNB z roku 2024.", True),
        ("Lista sancțiunilor din 2024 se aplică tuturor ferestrelor de test.", True),
        ("Primele se calculează după tabelele din 2024, aplicate retroactiv din 2015.", True),
        ("V každém testovacím období se používá sazebník platný k jeho začátku.", False),
        ("În fiecare fereastră se aplică lista de excluderi aprobată la începutul ei.", False),
    ],
)
def test_later_records_carried_over_the_test(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        (
            "Pozemky se oceňují znaleckými posudky, použitými již od konce roku, k němuž patří.",
            True,
        ),
        (
            "Fermele se evaluează la valorile auditate, folosite de la sfârșitul anului respectiv.",
            True,
        ),
        ("Pozemky se oceňují znaleckými posudky, použitými až po jejich zveřejnění.", False),
        (
            "Fermele se evaluează la valorile auditate, folosite după publicarea raportului anual.",
            False,
        ),
    ],
)
def test_audited_figures_from_their_period_end(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky
