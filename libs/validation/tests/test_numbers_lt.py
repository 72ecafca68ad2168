"""Lithuanian figures (`numbers_lt`, read by `quantities` and `spelled_numbers`): sentences
written for these tests, in every case a number governs, with the decoys that must not be read."""

from __future__ import annotations

import pytest

from quantward_validation.continental_periods import continental_period
from quantward_validation.numbers_lt import MORPHEMES
from quantward_validation.other_bases import measured_elsewhere
from quantward_validation.quantities import quantities
from quantward_validation.spelled_numbers import spelled_value


@pytest.mark.parametrize(
    ("text", "value", "form"),
    [
        # digits, the unit noun agreeing with the figure
        ("Akcijų dalis – ne daugiau kaip 20 procentų grynųjų aktyvų.", 20.0, "percent"),
        ("Vieno emitento dalis negali viršyti 21 procento.", 21.0, "percent"),
        ("Riba nustatyta: 3 procentai turto.", 3.0, "percent"),
        ("Grynųjų pinigų dalis sudaro 1 procentą.", 1.0, "percent"),
        ("Ne mažiau kaip 60 proc. grynųjų aktyvų investuojama į obligacijas.", 60.0, "percent"),
        ("Nuokrypis neturi viršyti 2,00 procentinio punkto.", 2.0, "percent"),
        ("Leidžiamas nuokrypis – 3 procentiniai punktai.", 3.0, "percent"),
        ("Santykinė rizika ne didesnė nei 200 bazinių punktų per metus.", 200.0, "bps"),
        ("Santykinė rizika iki 150 b. p. per metus.", 150.0, "bps"),
        # in words: the nominative after "ne daugiau kaip", the genitive before a noun
        ("Ne daugiau kaip septyniasdešimt penki procentai turto.", 75.0, "percent"),
        ("Nustatė šešiasdešimties procentų viršutinę ribą.", 60.0, "percent"),
        ("Ne mažiau kaip dvidešimt penkių procentų apatinė riba.", 25.0, "percent"),
        ("Ne daugiau kaip penkiolika procentų.", 15.0, "percent"),
        ("Ne daugiau kaip du šimtai bazinių punktų.", 200.0, "bps"),
        ("Taikoma dviejų šimtų bazinių punktų riba.", 200.0, "bps"),
        ("Ne daugiau kaip trisdešimt procentų.", 30.0, "percent"),
        # without diacritics, as a chat types it
        ("ne daugiau kaip sesiasdesimt procentu", 60.0, "percent"),
    ],
)
def test_lithuanian_figures_are_read_with_their_unit(text: str, value: float, form: str) -> None:
    assert (value, form) in [(q.value, q.form) for q in quantities(text)]


@pytest.mark.parametrize(
    ("words", "value"),
    [
        ("septyniasdešimt penki", 75),
        ("septyniasdešimt penkių", 75),
        ("keturiasdešimčiai", 40),
        ("dvylikos", 12),
        ("trys šimtai", 300),
        ("tūkstantis du šimtai penkiasdešimt", 1250),
        ("dviem tūkstančiams", 2000),
    ],
)
def test_declined_number_words_have_their_value(words: str, value: int) -> None:
    assert spelled_value(words) == value


@pytest.mark.parametrize(
    "text",
    [
        # the adjective of a point is no per cent of its own
        "Procentinis pokytis nenurodytas.",
        # a number word with no unit after it
        "Septyniasdešimt penki dalyviai balsavo.",
        # a date and a year mark are no per cent
        "2025 m. gruodžio 31 d. posėdis.",
    ],
)
def test_no_per_cent_is_read_without_its_word(text: str) -> None:
    assert all(q.form != "percent" for q in quantities(text))


def test_every_form_is_also_typed_without_its_diacritics() -> None:
    assert MORPHEMES["šešiasdešimties"] == MORPHEMES["sesiasdesimties"] == 60
    assert MORPHEMES["tūkstančių"] == MORPHEMES["tukstanciu"] == 1000


@pytest.mark.parametrize(
    ("text", "period"),
    [
        (" darbo dienos likvidumo rezervui", "days"),
        (" darbo dienų apatinė riba", "days"),
        (" kalendorinių dienų", "days"),
        (" d. d. išmokoms", "days"),
        (" mėnesių laikotarpis", "months"),
        (" metų horizontas", "years"),
        # the "d." of a date and the "m." of a year count no period
        (" d. posėdis", None),
        (" m. gruodžio 31 d.", None),
    ],
)
def test_lithuanian_periods_follow_their_figure(text: str, period: str | None) -> None:
    assert continental_period(text, 0) == period


@pytest.mark.parametrize(
    "clause",
    [
        "Nuo 2025-01-01 galioja nauja riba: 10 %",
        "viršutinė riba tebėra 150 bazinių punktų",
        "Galioja strategijos riba 50 %",
    ],
)
def test_the_lithuanian_riba_is_the_limit_not_a_levy(clause: str) -> None:
    at = clause.rindex(" ") - 3
    assert measured_elsewhere(clause, at, len(clause)) is None


def test_the_islamic_riba_stays_a_levy_in_english() -> None:
    clause = "income from riba must stay below 5 % of revenue"
    at = clause.index("5 %")
    assert measured_elsewhere(clause, at, at + 3) is not None
