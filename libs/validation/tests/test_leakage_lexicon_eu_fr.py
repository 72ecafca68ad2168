"""Leaky practices a Swiss or French plan states in its own words (`leakage_lexicon_eu`,
`present_day_inputs`, `settled_records_lexicon`, `publication_lag_eu`, `period_lexicon_eu`,
read by `leakage`): a fit over a monthly series dated "01.2008 à 12.2016", a record named by
its edition or complement and its year ("les tables LPP 2025", "la liste d'exclusion 2026")
or decided in a later year and carried over the test, today's index members in a relative
clause ("les sociétés qui font aujourd'hui partie du SMI"), and an expert's valuations used
from the end of the quarter they value. Sentences written for this test, with the decoys that
state no leak."""

from __future__ import annotations

from datetime import date

import pytest

from quantward_validation.leakage import leaks
from quantward_validation.period_lexicon_eu import periods_in_english

_FOLDS = [(date(2016, 1, 4), date(2016, 12, 30)), (date(2017, 1, 2), date(2017, 12, 29))]


def _leaky(text: str) -> bool:
    return bool(leaks([("interpretation", text)], _FOLDS))


@pytest.mark.parametrize(
    ("text", "english"),
    [
        ("mensuel, de 01.2008 à 12.2016; les", "mensuel, de January 2008 à December 2016; les"),
        ("Datenbasis von 01.2010 bis 06.2017", "Datenbasis von January 2010 bis June 2017"),
        ("01.2009–12.2015", "January 2009–December 2015"),
        # a day's date, a lone figure and a month that is none stay as written
        ("du 03.01.2008 au 29.12.2017", "du 03.01.2008 au 29.12.2017"),
        ("un cours de 12.2016 CHF", "un cours de 12.2016 CHF"),
        ("de 12.2016 à 13.2017", "de 12.2016 à 13.2017"),
    ],
)
def test_a_month_in_figures_with_a_stop_is_read_in_a_range(text: str, english: str) -> None:
    assert periods_in_english(text) == english


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        # a fit over a monthly series dated in figures with a stop
        (
            "Le ratio de couverture a été optimisé sur la base de l'IPC mensuel de 01.2008 à "
            "12.2017; les paramètres restent identiques dans toutes les fenêtres.",
            True,
        ),
        (
            "Le ratio de couverture a été optimisé sur la base de l'IPC mensuel de 01.2008 à "
            "12.2015; les paramètres restent identiques dans toutes les fenêtres.",
            False,
        ),
        # a record named by its edition or its complement and its year, carried over the test
        ("Chaque année de test utilise les tables LPP 2025, appliquées rétroactivement.", True),
        ("La liste d'exclusion 2024 est appliquée à toutes les périodes de test.", True),
        ("Toutes les fenêtres utilisent la tabelle VZ 2020 de la caisse.", True),
        ("La tavola di mortalità 2020 è applicata a tutti gli anni del test.", True),
        # ... a year after any word is no edition's
        ("The models estimated through 2015 are used in every fold.", False),
        # ... decided in a later year
        ("Chaque année de test utilise le taux technique décidé en 2025.", True),
        # ... the record in force at each date, or a range of years, is no later record
        (
            "Chaque année de test utilise les tables actuarielles en vigueur avant le début de "
            "l'année concernée.",
            False,
        ),
        ("À chaque période de test, on applique la liste d'exclusion alors en vigueur.", False),
        ("Les tables de mortalité 2008 à 2015 sont utilisées pour chaque année de test.", False),
        # today's index members, said in a relative clause with its adverb of today
        (
            "Le portefeuille du backtest est composé des sociétés qui font aujourd'hui partie du "
            "SPI.",
            True,
        ),
        ("L'univers comprend les émetteurs qui figurent actuellement dans l'indice SBI.", True),
        ("Das Universum sind die Titel, die heute im SMI enthalten sind.", True),
        (
            "Le portefeuille du backtest est composé des sociétés qui faisaient partie du SPI à "
            "chaque date de rééquilibrage.",
            False,
        ),
        # an expert's valuations used from the end of the quarter they value
        (
            "Les immeubles sont évalués aux valeurs DCF de l'expert immobilier, utilisées dès la "
            "fin du trimestre évalué.",
            True,
        ),
        ("Die Verkehrswerte des Schätzers werden ab dem Quartalsende verwendet.", True),
        (
            "Les immeubles sont évalués aux valeurs de l'expert, utilisées avec un trimestre de "
            "décalage.",
            False,
        ),
        ("Les immeubles sont évalués aux seules valeurs disponibles à chaque date.", False),
    ],
)
def test_a_swiss_or_french_plan_states_its_leak(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky
