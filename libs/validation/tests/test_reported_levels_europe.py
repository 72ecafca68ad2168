"""A level a continental report gives beside the limit it is measured against is no limit."""

from __future__ import annotations

import pytest

from quantward_validation.decimal_commas import with_grouped_day_counts
from quantward_validation.limits import names_a_bound
from quantward_validation.reported_levels_europe import reported_against_limit


def _at(text: str, figure: str) -> tuple[int, int]:
    start = text.index(figure)
    return start, start + len(figure)


@pytest.mark.parametrize(
    ("text", "figure"),
    [
        # pt: the month closed at a level, the policy's limit set against it
        (
            "Posição de jun/2024: o crédito privado encerrou o trimestre em 11,2% do patrimônio, "
            "contra o limite de 15% do patrimônio.",
            "11,2%",
        ),
        # it: a level the note says the sleeve settled at, the convention's cap beside it
        (
            "Al 30/06 la quota in obbligazioni high yield si attestava al 6,4%, rispetto al "
            "limite massimo dell'8%.",
            "6,4%",
        ),
        # sv: amounted to, read on a date, against the ceiling
        (
            "Kvartalsrapport: andelen krediter uppgick till 17 % per 2024-06-30, mot taket 20 %.",
            "17 %",
        ),
        # es and de, the same report in other languages
        ("La renta variable cerró el mes en 38%, frente al límite de 45%.", "38%"),
        ("Der Aktienanteil lag bei 41 % zum Stichtag, gegenüber der Obergrenze von 50 %.", "41 %"),
    ],
)
def test_a_level_reported_against_a_limit(text: str, figure: str) -> None:
    assert reported_against_limit(text, *_at(text, figure))


@pytest.mark.parametrize(
    ("text", "figure"),
    [
        # the limit's own figure, after the words that set it against the level
        ("o crédito privado encerrou o trimestre em 11,2%, contra o limite de 15%.", "15%"),
        # the limit is the subject of the verb: its figure is the limit
        ("Gränsen låg på 12 %, mot det tidigare taket 15 %.", "12 %"),
        # a level with no limit beside it in its sentence
        ("A renda variável fechou o mês em 23%. O limite é de 30%.", "23%"),
        # a bound said with no verb of reporting
        ("Renda variável: no máximo 30%, frente a uma alocação-objetivo de 25%.", "30%"),
    ],
)
def test_not_a_reported_level(text: str, figure: str) -> None:
    assert not reported_against_limit(text, *_at(text, figure))


def test_a_count_of_days_groups_its_thousands_with_a_point() -> None:
    text = "Prazo médio mínimo: 1.260 dias úteis; reserva de 2.045 d.u.; taxa de 1.250 %."
    grouped = with_grouped_day_counts(text)
    assert len(grouped) == len(text)
    assert "1\u202f260 dias" in grouped
    assert "2\u202f045 d.u." in grouped
    assert "1.250 %" in grouped  # no count of days: left as written


def test_a_name_says_a_bound_whatever_its_unit() -> None:
    assert names_a_bound("min_reserve_days")
    assert not names_a_bound("lookback_days")


@pytest.mark.parametrize(
    ("text", "figure", "reported"),
    [
        # hr: a report's level at a date, the statut's limit set against it ("uz limit od")
        (
            "Izvješće o rizicima: udio nekretnina na dan 31. prosinca 2025. iznosi 8 % neto "
            "imovine fonda, uz limit od 10 % neto imovine fonda.",
            "8 %",
            True,
        ),
        # sr: the level in the past, the limit "u odnosu na" it
        (
            "Udeo akcija je iznosio 27 %, u odnosu na ograničenje od 35 %.",
            "27 %",
            True,
        ),
        # the limit itself, said with the same verb: no level
        ("Limit za dionice iznosi 35 %, uz ostvarenje od 30 %.", "35 %", False),
        # a level with no limit beside it is left to the other readers
        ("Udio dionica iznosi 31 % neto imovine.", "31 %", False),
    ],
)
def test_a_south_slavic_level_beside_its_limit(text: str, figure: str, reported: bool) -> None:
    start = text.index(figure)
    assert reported_against_limit(text, start, start + len(figure)) is reported


@pytest.mark.parametrize(
    ("text", "figure"),
    [
        # Austrian and German reports: a verb of position, the day it was read, then "bei"
        (
            "Limitübersicht Q1 2025: der Ist-Wert für Aktien lag per 31.03.2025 bei 25,5 %, "
            "bei einem Limit von 30 %.",
            "25,5 %",
        ),
        (
            "Die Aktienquote stand zum 31.12.2025 bei 31,2 % gegenüber einer Obergrenze von 35 %.",
            "31,2 %",
        ),
        (
            "Die Fremdwährungsquote betrug zum 31.12.2025 18,0 %, bei einer Grenze von 25 %.",
            "18,0 %",
        ),
        ("Die Immobilienquote liegt bei 12,4 %, gegenüber dem Limit von 15 %.", "12,4 %"),
        (
            "Die Aktienquoten lagen am 30.06.2025 bei 28 %, gegenüber der Obergrenze von 35 %.",
            "28 %",
        ),
    ],
)
def test_a_german_level_reported_against_a_limit(text: str, figure: str) -> None:
    assert reported_against_limit(text, *_at(text, figure))


@pytest.mark.parametrize(
    ("text", "figure"),
    [
        # the limit's own figure
        ("Der Ist-Wert lag per 31.03.2025 bei 25,5 %, bei einem Limit von 30 %.", "30 %"),
        # the bound is the verb's subject: its figure is the bound
        ("Die Obergrenze liegt bei 35 %, gegenüber dem Limit von 40 % im Vorjahr.", "35 %"),
        # a level with no limit beside it
        ("Die Aktienquote liegt bei 31,2 %.", "31,2 %"),
        # "stand" with no "bei" after it is no level reported ("stand zur Abstimmung")
        ("Der Antrag stand zur Abstimmung: 30 %, bei einer Grenze von 35 %.", "30 %"),
    ],
)
def test_not_a_german_reported_level(text: str, figure: str) -> None:
    assert not reported_against_limit(text, *_at(text, figure))


@pytest.mark.parametrize(
    ("text", "figure", "reported"),
    [
        # sl: a limit table's "stanje" read at a time said in words, the "omejitev" beside it
        (
            "Tabela limitov, postavka „koncentracija do ene osebe“: stanje ob koncu septembra "
            "1,6 odstotka, omejitev 2 odstotka. Kršitev ni bilo.",
            "1,6 odstotka",
            True,
        ),
        # hr: "stanje krajem rujna", a multiple, the "granica" beside it
        (
            "Pokriće isplata: stanje krajem rujna 2025. 1,13 puta, granica 1,1 puta.",
            "1,13 puta",
            True,
        ),
        # sl: "dejansko stanje" on a day, the bound after it
        ("Delnice – dejansko stanje na dan 30. 9. 2025 36 %, omejitev 45 %.", "36 %", True),
        # the limit itself, after the level, is no level
        (
            "postavka „delniška izpostavljenost“: stanje ob koncu septembra 36 odstotkov, "
            "omejitev 45 odstotkov.",
            "45 odstotkov",
            False,
        ),
        # a level with no limit beside it is left to the other readers
        ("Delež delnic: stanje 36 odstotkov.", "36 odstotkov", False),
    ],
)
def test_a_south_slavic_level_label_beside_its_limit(
    text: str, figure: str, reported: bool
) -> None:
    assert reported_against_limit(text, *_at(text, figure)) is reported
