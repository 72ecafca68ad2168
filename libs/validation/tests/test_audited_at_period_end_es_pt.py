"""A fund manager's report, an appraiser's values or a company's accounts used from the end of
the period they are for, said in Spanish or Portuguese (`audited_at_period_end`,
read by `leakage`), and the lagged use that states no leak. Sentences written for this test."""

from __future__ import annotations

from datetime import date

import pytest

from quantward_validation.leakage import leaks

_FOLDS = [(date(2018, 1, 2), date(2018, 12, 28)), (date(2019, 1, 2), date(2019, 12, 30))]


def _leaky(text: str) -> bool:
    return bool(leaks([("interpretation", text)], _FOLDS))


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        # used from the close of the period the report is for: out weeks later
        ("Los fondos de capital privado se valoran con el último reporte del gestor, que se usa "
         "desde el cierre del trimestre que reporta.", True),
        ("El valor de las participaciones sale del informe trimestral del administrador, "
         "incorporado a partir del cierre del trimestre.", True),
        ("Los inmuebles se valoran con los avalúos del perito, usados desde la fecha de corte.",
         True),
        ("Os FIPs são marcados pelo relatório do gestor, usado a partir do fechamento do "
         "trimestre.", True),
        # lagged, or used once published: no leak
        ("Los fondos de capital privado se valoran solo con los reportes disponibles en cada "
         "fecha, con un trimestre de rezago.", False),
        ("El reporte del gestor se usa desde su publicación, 45 días después del cierre.", False),
        ("Los estados financieros se usan con un desfase de un trimestre desde el cierre del "
         "trimestre.", False),
    ],
)  # fmt: skip
def test_a_report_used_from_its_own_period_end_is_a_leak(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky
