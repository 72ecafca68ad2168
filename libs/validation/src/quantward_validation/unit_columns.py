"""A sheet whose unit stands in a column of its own, one unit a row.

A depositary's or a risk function's limit file writes each limit's unit in a cell beside its
value rather than in the header::

    Código;Descripción;Unidad;Límite;Tipo
    RV-MAX;Renta variable;%;30,00;máximo
    TE-MAX;Error de seguimiento ex ante;p.b.;150;máximo

The bare "30,00" is 30 %, never 30 as a fraction nor a bare number, because its row's unit cell
says "%" (`mandate.sheet_quantities` reads a unit the header or the row's label gives; this reads
the one a unit column gives). The unit column is found by its header word in the languages the
suite reads ("Unit", "UoM", "Unidad", "Unidade", "Unité", "Unità", "Einheit", "Eenheid",
"Enhet", "Jednotka", "Jednostka", "Unitate", "Yksikkö", "Egység", "Mértékegység"); only the
figures of the same row, in another column, take its unit. Pure; offsets are the text's.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.quantities import Quantity, quantities
from quantward_validation.sheet_separators import tabbed

#: a header cell that names the unit column (the word alone, as a column title is written)
_UNIT_HEADER: Final = re.compile(
    r"^\s*(?:units?|uom|unit\s+of\s+measure|unidad(?:es)?|unidade|unit[ée]|unit[àa]|einheit|"
    r"eenheid|enhet|enhed|jednotka|jednostka|unitate|yksikkö|egys(?:é|e)g|"
    r"m(?:é|e)rt(?:é|e)kegys(?:é|e)g)\s*$",
    re.IGNORECASE,
)
#: the unit a unit cell names, as the number form `quantities` gives it
_CELL_FORMS: Final[tuple[tuple[re.Pattern[str], str], ...]] = (
    (re.compile(r"^(?:%|pct|percent|porcentaje|por\s*ciento|százalék)$", re.IGNORECASE), "percent"),
    (
        re.compile(
            r"^(?:bps?|p\.?\s?b\.?|pb|bázispont|basis\s+points?|puntos?\s+b(?:á|a)sicos?)$",
            re.IGNORECASE,
        ),
        "bps",
    ),
    (re.compile(r"^(?:x|×|veces|times)$", re.IGNORECASE), "multiple"),
)


def _form(cell: str) -> str | None:
    for pattern, form in _CELL_FORMS:
        if pattern.match(cell.strip()):
            return form
    return None


def unit_column_quantities(text: str) -> list[Quantity]:
    """The bare figures of the rows of a sheet with a unit column, in the form their row's unit
    cell names ("30,00" in a row whose "Unidad" is "%" is 30 %), offsets in `text`."""
    out: list[Quantity] = []
    column: int | None = None
    offset = 0
    for line in tabbed(text).splitlines(keepends=True):
        cells = line.rstrip("\r\n").split("\t")
        if len(cells) < 2:
            column = None
        elif column is None or not re.search(r"\d", line):
            column = next((i for i, c in enumerate(cells) if _UNIT_HEADER.match(c)), None)
        elif column < len(cells) and (form := _form(cells[column])) is not None:
            for q in quantities(line):
                at = line.count("\t", 0, q.start)
                # a cell that is the figure alone: "DPPI art. 6" is a reference, no value
                alone = cells[at].strip() == q.text.strip()
                if q.form == "plain" and alone and at not in (0, column):
                    out.append(Quantity(q.value, form, offset + q.start, offset + q.end, q.text))  # type: ignore[arg-type]
        offset += len(line)
    return out


__all__ = ["unit_column_quantities"]
