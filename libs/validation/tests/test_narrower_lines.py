"""A list's line that names a part of another line's class, read by stem in the Slavic
languages (`narrower_lines`): a case ending or a derived adjective is no word of its own."""

from __future__ import annotations

import pytest

from quantward_validation.narrower_lines import narrower_label
from quantward_validation.testing import provenance_problems


@pytest.mark.parametrize(
    ("label", "sibling", "name"),
    [
        # sl: real estate funds beside investments in real estate (adjective and noun, one stem)
        ("Nepremičninski skladi, maks.", "Naložbe v nepremičnine, maks.", "nepremicnine_najvec"),
        # sl: emerging-market equities beside the fund's equity exposure
        (
            "Delnice z nastajajočih trgov, maks.",
            "Delniška izpostavljenost kritnega sklada, maks.",
            "max_equity_share",
        ),
        # hr: green bonds beside bonds, in two cases
        ("Zelene obveznice, najviše", "Ulaganja u obveznice, najviše", "limitObvezniceMaks"),
        # the English class and its part still read
        ("Agricultural commodities, max.", "Commodities, max.", "max_commodity_share"),
    ],
)
def test_a_part_is_narrower_than_its_class(label: str, sibling: str, name: str) -> None:
    assert narrower_label(label, [sibling], name.replace("_", " ").split())


@pytest.mark.parametrize(
    ("label", "sibling", "name"),
    [
        # the class itself is cited: no narrower line
        ("Naložbe v nepremičnine, maks.", "Nepremičninski skladi, maks.", "nepremicnine_najvec"),
        # a part whose added word the constraint's own name says is stated by its line
        ("Nepremičninski skladi, maks.", "Naložbe v nepremičnine, maks.", "nepremicninski_skladi"),
        # two roots that share only their start are two words ("internal", "international")
        ("International equities, max.", "Internal equities, max.", "max_equity_share"),
    ],
)
def test_no_part_is_read_where_none_is_named(label: str, sibling: str, name: str) -> None:
    assert not narrower_label(label, [sibling], name.replace("_", " ").split())


def test_a_part_line_cited_for_the_class_is_another_setting() -> None:
    text = (
        "Naložbena politika 2025, priloga 2 (izvleček)\n"
        "- Naložbe v nepremičnine, maks.: 5,0 % vrednosti sredstev\n"
        "- Nepremičninski skladi, maks.: 4,0 % vrednosti sredstev"
    )
    assert provenance_problems(
        text, name="nepremicnine_najvec", value=0.04, words="4,0 %", unit="fraction"
    )
    assert (
        provenance_problems(
            text, name="nepremicnine_najvec", value=0.05, words="5,0 %", unit="fraction"
        )
        == []
    )
