"""The false-provenance causes batch ZP's first run showed, tested on constructions in no batch
(each phrase grepped against bench/reviews*.py), guarded both ways.

Causes:
- a source the sentence marks out of force before its value ("Schedule C (repealed in 2024)
  limited …", "The 2019 guidelines, since withdrawn, capped …") was read as stating the limit
  (`lapsed.source_lapsed`);
- a later sentence saying in an aside that it is in force ("The 2025 handbook, now in force,
  sets it at …") did not replace the earlier value (`supersession`);
- another's figure followed by the writer's own rules said to differ ("Our prospectus is
  stricter: …"), or by a relative clause saying it was not taken up ("…, which the board chose
  not to adopt"), was read as the limit (`disowned`).
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Constraint
from quantward_validation.provenance import stated_of
from quantward_validation.quantities import quantities


def _problem(text: str, figure: str, name: str, value: float, unit: str) -> str | None:
    constraint = Constraint(
        name=name,
        value=value,
        provenance="user_message",
        provenance_ref="m",
        unit=unit,
        rationale="as stated",
    )
    for q in quantities(text):
        if text[q.start : q.end] == figure:
            return stated_of(text, q.start, q.end, constraint)
    raise AssertionError(f"{figure!r} not found")


@pytest.mark.parametrize(
    ("text", "figure", "name", "value", "unit", "flagged"),
    [
        (
            "Schedule C (repealed in 2024) limited gross leverage to 3x. Gross leverage is capped"
            " at 2x.",
            "3x",
            "max_gross_leverage",
            3.0,
            "multiple",
            True,
        ),
        (
            "The 2019 guidelines, since withdrawn, capped issuer weight at 6%.",
            "6%",
            "max_issuer_weight",
            0.06,
            "fraction",
            True,
        ),
        # the mark names another source than the one that sets the value
        (
            "Version 3 (which replaces the withdrawn version 2) limits gross leverage to 2x.",
            "2x",
            "max_gross_leverage",
            2.0,
            "multiple",
            False,
        ),
        (
            "The 2023 handbook capped issuer weight at 9 per cent. The 2025 handbook, now in"
            " force, sets it at 7 per cent.",
            "9 per cent",
            "max_issuer_weight",
            0.09,
            "fraction",
            True,
        ),
        (
            "The 2023 handbook capped issuer weight at 9 per cent. The 2025 handbook, now in"
            " force, sets it at 7 per cent.",
            "7 per cent",
            "max_issuer_weight",
            0.07,
            "fraction",
            False,
        ),
        (
            "Peer funds keep cash at 2 per cent. Our prospectus is stricter: 4 per cent.",
            "2 per cent",
            "min_cash_weight",
            0.02,
            "fraction",
            True,
        ),
        (
            "Peer funds keep cash at 2 per cent. Our prospectus is stricter: 4 per cent.",
            "4 per cent",
            "min_cash_weight",
            0.04,
            "fraction",
            False,
        ),
        (
            "The sister fund allows gross leverage of 3x, which the board chose not to adopt"
            " here. Gross leverage is capped at 2x.",
            "3x",
            "max_gross_leverage",
            3.0,
            "multiple",
            True,
        ),
        # a mark on a figure in a table's cell tags that figure, not the row's source
        (
            "| Limit | Old | New | State |\n|---|---|---|---|\n"
            "| Gross leverage | 3x (superseded) | 2x | Live |",
            "2x",
            "max_gross_leverage",
            2.0,
            "multiple",
            False,
        ),
        (
            "Gross leverage is capped at 2x, which the board has confirmed.",
            "2x",
            "max_gross_leverage",
            2.0,
            "multiple",
            False,
        ),
    ],
)
def test_out_of_force_sources(
    text: str, figure: str, name: str, value: float, unit: str, flagged: bool
) -> None:
    assert (_problem(text, figure, name, value, unit) is not None) is flagged
