"""One company named with its qualifiers between the quantifier and the noun ("any one
TSX-listed company", "a single unlisted portfolio firm") is one holding, a position, whatever
share it is said of ("… of the sector", "… of the sleeve"): the head is the company, the
qualifiers and the base are not (`limit_lexicon_lay`). In a hospital foundation's and a
shipping bank's words."""

from __future__ import annotations

import pytest

from quantward_validation.mandate import subject_mentions


@pytest.mark.parametrize(
    "text",
    [
        "any one TSX-listed company is held at no more than 3% of the equity sector",
        "a single unlisted portfolio firm may be at most 6% of the private-markets sleeve",
        "each Oslo-listed shipping company stays under 5% of the sector",
    ],
)
def test_a_qualified_company_is_a_position(text: str) -> None:
    assert "max_position_weight" in {name for _, _, name in subject_mentions(text)}


def test_a_kind_of_company_is_still_a_sector() -> None:
    found = {name for _, _, name in subject_mentions("any one type of company at most 20%")}
    assert "max_position_weight" not in found
