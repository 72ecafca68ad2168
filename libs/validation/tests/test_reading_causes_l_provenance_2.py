"""The provenance causes of held-out batch L's second look (formal financial documents and legal
drafting), each tested on constructions in no batch.

* **"per centum" is a per cent.** Drafters write "12 per centum" or "12 percentum"; the value
  was read as a bare 12.
* **Subjects named as drafters name them.** "securities not admitted to (trading on) a
  regulated market", "not dealt in on a recognised exchange" are unlisted holdings; "Liquid
  Assets" is the liquidity a floor keeps.
* **A request the Manager declined is not in force.** "The Investor asked whether X could be
  raised to 12 %. The Board refused: X remains 6 %." — a reported question refused by a named
  party in the third person ("declined", "refused", "rejected", "did not agree").
* **A value before an effective date is past.** "… from 1 May 2026 (the "Effective Date") the
  limit is 6 %; prior to the Effective Date it was 9 %."
* **A value said of an aggregate bounds no single position.** The 5/10/40 rule's "40 % in
  aggregate", "the combined weight of …", "taken together" is no single-issuer cap.
* **Another vehicle's figure beside this one's in one sentence.** "X is 20 % in respect of the
  Borealis Income Fund and 10 % in respect of the Fund."

The texts are written here, not taken from a batch.
"""

from __future__ import annotations

from typing import Literal

import pytest

from quantward_validation.testing import provenance_problems


def _holds(
    text: str,
    name: str,
    value: float,
    cited: str,
    unit: Literal["fraction", "multiple"] = "fraction",
) -> bool:
    """Whether a constraint citing the words `cited` of `text` passes `contract.provenance`."""
    return not provenance_problems(text, name=name, value=value, words=cited, unit=unit)


@pytest.mark.parametrize(
    ("text", "name", "value", "cited"),
    [
        ("The Concentration Limit shall be 12 per centum of the Net Asset Value.",
         "max_position_weight", 0.12, "12 per centum"),
        ("No holding in one company may exceed eight percentum of net assets.",
         "max_issuer_weight", 0.08, "eight percentum"),
        ("Cash and deposits: not less than 2.5 per centum.", "min_cash_weight", 0.025,
         "2.5 per centum"),
    ],
)  # fmt: skip
def test_per_centum_states_a_per_cent(text: str, name: str, value: float, cited: str) -> None:
    assert _holds(text, name, value, cited)


@pytest.mark.parametrize(
    ("text", "name", "value", "cited"),
    [
        ("Holdings of transferable securities not admitted to trading on a regulated market "
         "are limited to 12 per cent. of the Fund's assets.", "max_unlisted_weight", 0.12,
         "12 per cent."),
        ("(iv) The aggregate value of securities not dealt in on a recognised exchange: at "
         "most 8%;",
         "unlisted_cap", 0.08, "8%"),
        ("(ii) The Fund's holdings of Liquid Assets: no less than 4 per cent.;",
         "liquidity_floor", 0.04, "4 per cent."),
    ],
)  # fmt: skip
def test_subjects_named_as_drafters_name_them(
    text: str, name: str, value: float, cited: str
) -> None:
    assert _holds(text, name, value, cited)


@pytest.mark.parametrize(
    ("text", "name", "value", "cited", "holds"),
    [
        ("The Shareholder enquired whether the Concentration Limit might rise to 14%. The "
         "Board refused; the Concentration Limit stays at 7%.", "max_position_weight", 0.14,
         "14%", False),
        ("The Shareholder enquired whether the Concentration Limit might rise to 14%. The "
         "Board refused; the Concentration Limit stays at 7%.", "max_position_weight", 0.07,
         "7%", True),
        ("Counsel asked if the cash floor could fall to 1%. This request was rejected by the "
         "Directors.", "min_cash_weight", 0.01, "1%", False),
        # the figure written twice, in words with an abbreviation's full stop and in digits
        ("The Shareholder asked whether the Concentration Limit could be raised to twelve per "
         "cent. (12%). The Directors did not agree: it remains six per cent. (6%).",
         "max_position_weight", 0.12, "12%", False),
        ("The Shareholder asked whether the Concentration Limit could be raised to twelve per "
         "cent. (12%). The Directors did not agree: it remains six per cent. (6%).",
         "max_position_weight", 0.12, "twelve per cent.", False),
    ],
)  # fmt: skip
def test_a_request_refused_in_the_third_person_is_not_in_force(
    text: str, name: str, value: float, cited: str, holds: bool
) -> None:
    assert _holds(text, name, value, cited) is holds


@pytest.mark.parametrize(
    ("text", "name", "value", "cited", "holds"),
    [
        ('With effect from 1 May 2026 (the "Commencement Date") the Leverage Limit is 1.5 '
         "times; prior to the Commencement Date it was 2.5 times.", "gross_leverage_cap", 2.5,
         "2.5 times", False),
        ('With effect from 1 May 2026 (the "Commencement Date") the Leverage Limit is 1.5 '
         "times; prior to the Commencement Date it was 2.5 times.", "gross_leverage_cap", 1.5,
         "1.5 times", True),
    ],
)  # fmt: skip
def test_a_value_before_an_effective_date_is_past(
    text: str, name: str, value: float, cited: str, holds: bool
) -> None:
    assert _holds(text, name, value, cited, unit="multiple") is holds


@pytest.mark.parametrize(
    ("text", "value", "cited", "holds"),
    [
        ("No more than 5% may be invested in any one body, save that holdings above 5% may "
         "together amount to 35% in aggregate.", 0.35, "35%", False),
        ("Each issuer is capped at 6%; the combined weight of all issuers above 4% shall not "
         "exceed 30%.", 0.30, "30%", False),
        ("Each issuer is capped at 6%; the combined weight of all issuers above 4% shall not "
         "exceed 30%.", 0.06, "6%", True),
        # a sum over one issuer's instruments is still that issuer's cap
        ("The aggregate exposure to any one issuer through bonds, deposits and swaps may not "
         "exceed 15%.", 0.15, "15%", True),
    ],
)  # fmt: skip
def test_an_aggregate_is_no_single_issuer_cap(
    text: str, value: float, cited: str, holds: bool
) -> None:
    assert _holds(text, "single_issuer_cap", value, cited) is holds


@pytest.mark.parametrize(
    ("text", "value", "cited", "holds"),
    [
        ("The Concentration Limit is 20% for the Borealis Income Fund and 10% for the Fund.",
         0.20, "20%", False),
        ("The Concentration Limit is 20% for the Borealis Income Fund and 10% for the Fund.",
         0.10, "10%", True),
        ("In respect of the Portfolio the cap on single names is 4 per cent., whereas in "
         "respect of the Halcyon Growth Portfolio it is 9 per cent.", 0.09, "9 per cent.",
         False),
        # a vehicle the text defines as its own is this one, whatever its proper name
        ('The Halcyon Growth Portfolio (the "Portfolio") caps single names at 6% and keeps '
         "cash of at least 1% in respect of the Portfolio.", 0.06, "6%", True),
    ],
)  # fmt: skip
def test_another_vehicles_figure_beside_this_ones(
    text: str, value: float, cited: str, holds: bool
) -> None:
    assert _holds(text, "max_position_weight", value, cited) is holds
