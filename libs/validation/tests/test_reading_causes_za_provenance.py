"""The causes batch ZA's false provenance showed, each read in general: constructions written
here, in no batch (each phrase checked against bench/reviews*.py), guarded both ways.

Causes: an erratum's formulas ("please read 6 % for 12 %", "I had typed 12 %, but the right
figure is 6 %"); a typo's "earlier draft" read as a draft's proposal; a counterfactual that
supposes a bound ("had the ceiling been 9 %", "in a counterfactual with leverage of 3") beside
the bound imposed; authors who disagree with a referee's figure in the sentence after it, even
when that figure ends its sentence; and a unit declared once for every figure ("numbers below
are given in basis points", "values are expressed in percent").
"""

from __future__ import annotations

from typing import Literal

import pytest

from quantward_validation.counterfactuals import next_sentence, supposed_before
from quantward_validation.declared_units import declared_form
from quantward_validation.testing import provenance_problems

_FIRST = "Each name is capped at 12 % of the book."


@pytest.mark.parametrize(
    "erratum",
    [
        "Small fix to my last note: please read 6 % for 12 %.",
        "Apologies: I had typed 12 % there, but the right figure is 6 %.",
    ],
)
def test_an_erratums_old_figure_is_taken_back(erratum: str) -> None:
    conversation = [_FIRST, erratum]
    old = provenance_problems(
        conversation, name="max_position_weight", value=0.12, words="12 %", cited=0
    )
    assert old  # the figure the erratum corrects is not in force
    new = provenance_problems(
        conversation, name="max_position_weight", value=0.06, words="6 %", cited=1
    )
    assert new == []


def test_a_typo_from_an_earlier_draft_is_no_draft_proposal() -> None:
    text = "Fix: read 6 % for 12 % (a slip copied over from the previous draft)."
    assert provenance_problems(text, name="max_position_weight", value=0.06, words="6 %") == []


_COUNTERFACTUAL = (
    "Our main specification caps each sector at 22 %. Appendix C reports how turnover changes "
    "were the sector ceiling 44 %."
)


def test_a_counterfactual_figure_is_supposed_and_the_baseline_stands() -> None:
    assert provenance_problems(_COUNTERFACTUAL, name="max_sector_weight", value=0.44, words="44 %")
    assert (
        provenance_problems(_COUNTERFACTUAL, name="max_sector_weight", value=0.22, words="22 %")
        == []
    )


@pytest.mark.parametrize(
    ("before", "supposed"),
    [
        ("Robustness: were leverage set at ", True),
        ("We also ask what might change if the cap were ", True),
        ("A second run, in a counterfactual with gross exposure of ", True),
        ("Gross exposure is at most ", False),
        ("The sponsor sets the cap at ", False),
    ],
)
def test_counterfactual_cues_before_a_figure(before: str, supposed: bool) -> None:
    assert supposed_before(before) is supposed


@pytest.mark.parametrize(
    ("text", "name", "old", "kept", "unit"),
    [
        (
            "The second reviewer wants the tracking-error budget lifted to 500 bp. We must "
            "decline: it remains 250 bp.",
            "max_tracking_error",
            ("500 bp", 500.0),
            ("250 bp", 250.0),
            "bps",
        ),
        (  # the figure ends its sentence
            "Reviewer 1 would like gross exposure at 2.4. We disagree, and keep gross exposure "
            "at no more than 1.2.",
            "max_gross_leverage",
            ("2.4", 2.4),
            ("1.2", 1.2),
            "multiple",
        ),
    ],
)
def test_a_referees_figure_the_authors_disagree_with_is_not_in_force(
    text: str,
    name: str,
    old: tuple[str, float],
    kept: tuple[str, float],
    unit: Literal["bps", "multiple"],
) -> None:
    assert provenance_problems(text, name=name, value=old[1], words=old[0], unit=unit)
    assert provenance_problems(text, name=name, value=kept[1], words=kept[0], unit=unit) == []


def test_the_sentence_after_a_figure_that_ends_its_own() -> None:
    text = "They want gross exposure of 2.4. We must decline."
    assert next_sentence(text, text.index("2.4") + 3) == "We must decline."
    assert next_sentence("a cap of 2.4 and more", 12) is None


@pytest.mark.parametrize(
    ("text", "form"),
    [
        ("Numbers below are given in basis points.", "bps"),
        ("All values are expressed in percent.", "percent"),
        ("Figures in % throughout.", "percent"),
        ("The report is in English throughout.", None),
    ],
)
def test_a_unit_declared_for_every_figure(text: str, form: str | None) -> None:
    assert declared_form(text) == form


def test_a_bare_figure_is_read_in_the_declared_unit() -> None:
    text = "Values are expressed in percent; the weight of any one country is at most 35."
    assert provenance_problems(text, name="max_country_weight", value=0.35, words="35") == []
    assert provenance_problems(text, name="max_country_weight", value=35.0, words="35")
