"""Units of a share and of a basis point in Spanish, Danish, Norwegian and Polish.

A figure whose unit is not read is taken as a bare count, so a band in basis points or a
percentage in "pst." or "proc." could not be set against a limit counted in the same unit.
"""

from __future__ import annotations

import pytest

from quantward_validation.quantities import quantities


@pytest.mark.parametrize(
    ("text", "value", "form"),
    [
        ("un margen de 35 puntos base sobre el índice", 35.0, "bps"),
        ("højst 120 basispoint i aktiv risiko", 120.0, "bps"),
        ("inntil 90 basispunkter over referansen", 90.0, "bps"),
        ("do 250 punktów bazowych", 250.0, "bps"),
        ("nie więcej niż 15 punktów bazowych", 15.0, "bps"),
        ("maksimalt 35 prosent i aksjer", 35.0, "percent"),
        ("minst 12 pst. i likvide midler", 12.0, "percent"),
        ("co najmniej 8 proc. aktywów", 8.0, "percent"),
        ("en afvigelse på 3 pct.-point", 3.0, "percent"),
        ("en økning på 1,5 prosentpoeng", 1.5, "percent"),
        ("wzrost o 2 pkt proc.", 2.0, "percent"),
        ("spadek o 4 punkty procentowe", 4.0, "percent"),
    ],
)
def test_the_unit_after_a_figure_is_read(text: str, value: float, form: str) -> None:
    read = list(quantities(text))
    assert [(q.value, q.form) for q in read] == [(value, form)]


def test_a_danish_point_change_is_one_quantity_not_a_share_and_a_word() -> None:
    read = list(quantities("2 pct.-point og 45 pct. af porteføljen"))
    assert [q.text for q in read] == ["2 pct.-point", "45 pct."]
