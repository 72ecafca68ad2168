"""Trend claims of a lender's research (batch ZZK's causes), in wordings no batch uses.

- a field whose name of several words holds an acronym, the sentence spelling the acronym out
  (`tnav_per_unit` said "tangible net asset value per unit"), and a run of a name's words said
  by their initials in capitals (`watch_list_pct_amortised_cost` said "the watch-list share
  (at AC)"): the name as the field writes it (`metric_acronyms.names_respelt`);
- a figure that "held up" did not fall, whatever the tense (`change_words`);
- a kind of income before "income per share" ("dividend income per share") is that figure's
  trade name, not the everyday "income per share" of earnings per share (`trend_lexicon_lay`).
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Computation
from quantward_validation.change_words import change_words_written
from quantward_validation.metric_acronyms import names_respelt
from quantward_validation.testing import quarterly_history
from quantward_validation.trends import misstatements

_DAYS = (
    "2020-03-31", "2020-06-30", "2020-09-30", "2020-12-31",
    "2021-03-31", "2021-06-30", "2021-09-30", "2021-12-31",
)  # fmt: skip
#: up in every quarter, over 2021 too
_CLIMBING = (9.0, 9.2, 9.3, 9.5, 9.6, 9.8, 9.9, 10.1)
#: a small fall over 2021 (20.3 → 19.8), far inside what a flat claim would allow
_SAGGING = (20.0, 20.2, 20.1, 20.3, 20.2, 20.0, 19.9, 19.8)


def _computation(field: str, values: tuple[float, ...]) -> Computation:
    return quarterly_history(
        field,
        values,
        _DAYS,
        entity_id="ent_brackwater",
        function_id="custom.lender_history",
        source_id="src_reading_zzk",
    )


def _wrong(sentence: str, field: str, values: tuple[float, ...]) -> list[str]:
    return [m.kind for m in misstatements([sentence], [_computation(field, values)])]


@pytest.mark.parametrize(
    ("field", "false", "true"),
    [
        # an acronym of the name spelt out, the rest of the name as written
        (
            "tnav_per_unit",
            "Tangible net asset value per unit slipped over 2021.",
            "Tangible net asset value per unit rose over 2021.",
        ),
        (
            "gwp_per_agent",
            "Gross written premium per agent shrank in 2021.",
            "Gross written premium per agent grew in 2021.",
        ),
        # a run of the name's words by their initials, a unit word among them
        (
            "watch_list_pct_amortised_cost",
            "The watch-list share (at AC) eased over 2021.",
            "The watch-list share (at AC) rose over 2021.",
        ),
        (
            "impaired_loans_gross_carrying_amount",
            "Impaired loans at GCA came down over 2021.",
            "Impaired loans at GCA went up over 2021.",
        ),
    ],
)
def test_a_name_said_with_its_acronym_the_other_way_round(
    field: str, false: str, true: str
) -> None:
    assert _wrong(false, field, _CLIMBING) == ["direction"]
    assert _wrong(true, field, _CLIMBING) == []


def test_initials_of_other_words_name_nothing() -> None:
    # "FV" is not the initials of "amortised cost": no name, so nothing is claimed of it
    field = "watch_list_pct_amortised_cost"
    assert _wrong("The watch-list share (at FV) eased over 2021.", field, _CLIMBING) == []
    named = ["watch", "list", "amortised", "cost"]
    assert list(names_respelt("The watch-list share (at FV) eased.", named)) == []


def test_respelt_offsets_point_back_at_the_sentence() -> None:
    sentence = "Loans at AC rose."
    rewrites = list(names_respelt(sentence, ["loans", "amortised", "cost"]))
    assert rewrites == [("Loans at amortised cost rose.", 9, 23, 11)]


@pytest.mark.parametrize(
    "sentence",
    [
        "Book value per share held up well over 2021.",
        "Book value per share held up nicely through 2021.",
        "Book value per share held up from Q4 2020 to Q4 2021.",
    ],
)
def test_held_up_is_no_fall(sentence: str) -> None:
    assert _wrong(sentence, "book_value_per_share", _SAGGING) == ["direction"]
    # the clean twin: a figure that did not fall held up
    assert _wrong(sentence, "book_value_per_share", _CLIMBING) == []


def test_held_up_written_as_a_denied_fall() -> None:
    assert change_words_written("margins held up.") == "margins did not fall."
    # a figure after it is left as written
    said = "the stock held up 5 % on the week"
    assert change_words_written(said) == said


def test_a_kind_of_income_per_share_is_its_own_figure() -> None:
    dividend = "dividend_income_per_share"
    assert _wrong("Dividend income per share slipped over 2021.", dividend, _CLIMBING) == [
        "direction"
    ]
    assert _wrong("Dividend income per share rose over 2021.", dividend, _CLIMBING) == []
    # ... and is no claim about earnings per share, which the bare words still name
    eps = "earnings_per_share"
    assert _wrong("Rental income per share slipped over 2021.", eps, _CLIMBING) == []
    assert _wrong("Income per share slipped over 2021.", eps, _CLIMBING) == ["direction"]
