"""A record dated by the act that settled it, with who settled it named between, or by the year
it was in force, in the Romance languages (`settled_records_lexicon.SETTLED_IN`, read through
`present_day_inputs.dated_source_in_folds`). Sentences written for this test."""

from __future__ import annotations

import pytest

from quantward_validation.present_day_inputs import dated_source_in_folds


@pytest.mark.parametrize(
    ("sentence", "dated"),
    [
        ("La lista de exclusiones ASG aprobada por la Junta en 2025 se aplica a todos los "
         "periodos de prueba.", "2025"),
        ("En cada ventana de prueba se usan las tablas de mortalidad vigentes en 2025, "
         "aplicadas retroactivamente desde 2018.", "2025"),
        ("A lista de exclusões aprovada pelo conselho em 2024 é aplicada a todas as janelas.",
         "2024"),
        ("La lista di esclusione approvata dal CdA nel 2025 è applicata a tutti gli anni del "
         "test.", "2025"),
    ],
)  # fmt: skip
def test_a_record_settled_or_in_force_at_a_year_is_dated(sentence: str, dated: str) -> None:
    assert dated_source_in_folds(sentence) == dated


@pytest.mark.parametrize(
    "sentence",
    [
        # each window's own record, in force then
        "En cada ventana se usan las tablas de mortalidad que estaban vigentes al inicio de esa "
        "ventana.",
        "En cada periodo de prueba se aplica la lista que estaba vigente en ese momento.",
        # the agent's clause names no year: no date
        "La lista aprobada por la Junta se aplica en cada ventana con la versión de su fecha.",
    ],
)
def test_a_record_of_each_windows_own_time_is_not_dated(sentence: str) -> None:
    assert dated_source_in_folds(sentence) is None
