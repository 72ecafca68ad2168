"""Hungarian figures (`numbers_hu`, read by `quantities` and `spelled_numbers`), a sheet's unit
column (`unit_columns`), a scale word only where no word goes on (`money_scales`) and spelled
days in the continental languages: sentences written for these tests."""

from __future__ import annotations

import pytest

from quantward_validation.quantities import quantities
from quantward_validation.spelled_numbers import spelled_value
from quantward_validation.unit_columns import unit_column_quantities


@pytest.mark.parametrize(
    ("text", "value", "form"),
    [
        ("A részvények aránya legfeljebb harminc százalék.", 30.0, "percent"),
        ("Az állampapírok aránya legalább 40 százalék.", 40.0, "percent"),
        ("A követési eltérés legfeljebb százötven bázispont.", 150.0, "bps"),
        ("A limitet 25 százalékra emelték.", 25.0, "percent"),
        ("Az ingatlanok aránya nem haladhatja meg a huszonöt százalékot.", 25.0, "percent"),
        ("A devizakitettség tizenöt százalékban maximált.", 15.0, "percent"),
        ("A kamatcsökkentés kétszázötven bázisponttal csökkentette.", 250.0, "bps"),
        ("Legfeljebb 2 százalékponttal térhet el.", 2.0, "percent"),
        ("A limit 10 szazalek (ekezet nelkul).", 10.0, "percent"),
        ("Egy öt százalékos limit.", 5.0, "percent"),
    ],
)
def test_hungarian_figures_are_read_with_their_unit(text: str, value: float, form: str) -> None:
    found = [(q.value, q.form) for q in quantities(text)]
    assert (value, form) in found


@pytest.mark.parametrize(
    ("words", "value"),
    [
        ("negyvenkettő", 42),
        ("hatvanöt", 65),
        ("ezerkétszáz", 1200),
        ("nyolcvan", 80),
        # two units written apart are no number: the Hungarian article before a unit, the
        # German "hat" before "fünf"
        ("egy öt", None),
        ("hat fünf", None),
    ],
)
def test_hungarian_number_words(words: str, value: int | None) -> None:
    assert spelled_value(words) == value


def test_a_german_verb_is_no_hungarian_six() -> None:
    assert [q.value for q in quantities("Die Quote hat fünf Prozent nie überschritten.")] == [5.0]


_SHEET = (
    "Fichero: limites.csv (separador «;»)\n"
    "Código;Descripción;Unidad;Límite;Tipo;Fuente\n"
    "RV-MAX;Renta variable;%;30,00;máximo;DPPI art. 6\n"
    "TE-MAX;Error de seguimiento;p.b.;150;máximo;DPPI art. 6\n"
    "EMS-MIN;Emisores;nº;30;mínimo;DPPI art. 6\n"
)


def test_a_unit_column_gives_its_row_figure_the_unit() -> None:
    found = [(q.value, q.form, q.text) for q in unit_column_quantities(_SHEET)]
    # the count row names no unit the reader knows and the reference "art. 6" is no cell value
    assert found == [(30.0, "percent", "30,00"), (150.0, "bps", "150")]


def test_a_unit_column_in_english_and_hungarian() -> None:
    english = "Limit\tUnit\tValue\nEquity\t%\t45\n"
    assert [(q.value, q.form) for q in unit_column_quantities(english)] == [(45.0, "percent")]
    hungarian = "Limit;Mértékegység;Korlát\nIngatlan;%;10\n"
    assert [(q.value, q.form) for q in unit_column_quantities(hungarian)] == [(10.0, "percent")]


def test_no_unit_column_no_reading() -> None:
    # a sheet whose header names no unit column leaves its bare cells to the other readers
    assert unit_column_quantities("Limit;Max;Tipo\nRV;30;máximo\n") == []


@pytest.mark.parametrize("word", ["máximo", "mínimo", "műveletek", "bázis"])
def test_a_word_after_a_figure_is_no_scale(word: str) -> None:
    (q,) = quantities(f"20,00 {word}")
    assert (q.form, q.scale) == ("plain", 1.0)


def test_a_scale_word_still_scales() -> None:
    (q,) = quantities("USD 16m")
    assert q.scale == 1e6


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("como límite mínimo treinta días hábiles", 30.0),
        ("colchón de sesenta días naturales", 60.0),
        ("mindestens dreißig Tage", 30.0),
        ("entro trenta giorni lavorativi", 30.0),
    ],
)
def test_spelled_days_in_the_continental_languages(text: str, value: float) -> None:
    assert value in [q.value for q in quantities(text)]


def test_a_short_spelled_day_count_is_left_alone() -> None:
    # "to dage" (Danish two days) is too short to tell from another language's word
    assert [q.value for q in quantities("to dage")] == []
