"""Samples dated in German, French, Italian, Spanish or Dutch, and the date of a record."""

from __future__ import annotations

from datetime import date

import pytest

from quantward_validation.leakage import leaks, stated_uses
from quantward_validation.timespans import periods


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [
        ("Schätzfenster: März 2011 bis Oktober 2017.", date(2011, 3, 1), date(2017, 10, 31)),
        ("fenêtre du 2 février 2009 au 31 mai 2016", date(2009, 2, 2), date(2016, 5, 31)),
        ("campione da settembre 2008 a novembre 2015", date(2008, 9, 1), date(2015, 11, 30)),
        ("ventana de febrero de 2012 a agosto de 2019", date(2012, 2, 1), date(2019, 8, 31)),
        ("venster van 3 maart 2011 tot en met 30 juni 2017", date(2011, 3, 3), date(2017, 6, 30)),
        ("Stichtag 15. Juli 2014 bis 31. Dezember 2020", date(2014, 7, 15), date(2020, 12, 31)),
    ],
)
def test_a_period_in_the_clients_language_is_read(text: str, start: date, end: date) -> None:
    found = periods(text)
    assert [(p.start, p.end) for p in found] == [(start, end)]


def test_the_date_of_the_minutes_is_no_sample() -> None:
    text = (
        "Per the committee minutes of 14/05/2019, the loadings were estimated on "
        "March 2009 to June 2015 only."
    )
    uses = stated_uses([("purpose", text)])
    assert [(u.period.start, u.period.end) for u in uses if u.period is not None] == [
        (date(2009, 3, 1), date(2015, 6, 30))
    ]


_WINDOWS = ((date(2017, 1, 2), date(2018, 12, 31)), (date(2019, 1, 2), date(2020, 12, 31)))


@pytest.mark.parametrize(
    "text",
    [
        # fitting over the whole sample
        "Die Gewichte wurden über die vollständige Historie kalibriert.",
        "Les bêtas sont estimés sur tout l'historique disponible.",
        "I parametri sono stimati su tutto il campione.",
        "Los umbrales se calibran sobre toda la muestra.",
        "De bèta's zijn geschat over de volledige periode.",
        # fitting over a period that reaches into a test window
        "Die Schwellen wurden auf März 2011 bis Juni 2020 kalibriert.",
        "De parameters zijn gekalibreerd op februari 2012 t/m oktober 2019.",
        # choosing by the test period's result
        "Le filtre est retenu d'après la meilleure performance sur la période de test.",
        "Il filtro è scelto in base al migliore Sharpe nel periodo di test.",
        # today's members
        "Das Universum besteht aus den heutigen Indexmitgliedern.",
        "El universo son los valores que hoy componen el índice.",
        # the fill at the signal's own close
        "Die Orders werden zum gleichen Schlusskurs ausgeführt, aus dem das Signal entsteht.",
        "Les ordres sont exécutés au même cours de clôture que celui du signal.",
    ],
)
def test_a_leaky_practice_in_the_clients_language_is_read(text: str) -> None:
    assert leaks([("purpose", text)], _WINDOWS)


@pytest.mark.parametrize(
    "text",
    [
        "Die Schwellen wurden auf März 2011 bis Juni 2016 kalibriert.",
        "Le filtre est retenu d'après la meilleure performance sur la période d'apprentissage.",
    ],
)
def test_the_clean_twin_states_no_leak(text: str) -> None:
    assert not leaks([("purpose", text)], _WINDOWS)
