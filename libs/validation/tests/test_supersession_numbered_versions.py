"""Of two numbered versions of one document, the earlier one's figure is history when the text
says between them that it was changed ("policy v6 said 70 %, but the committee revised it in
May and v7 says 60 %"): `supersession.of_replaced_version` gives the figure to a replaced
version. Registers of its own: a shipping bank's credit policy, a hospital foundation's
spending policy."""

from __future__ import annotations

import pytest

from quantward_validation.supersession import of_replaced_version


@pytest.mark.parametrize(
    ("text", "old", "new"),
    [
        (
            "Credit policy v6 said 70% for LTV on any one vessel, but the committee revised it "
            "in May and v7 says 60%.",
            "70%",
            "60%",
        ),
        (
            "Spending policy edition 2 put the draw at 5.5 percent; the trustees amended it last "
            "year and edition 3 puts it at 4.5 percent.",
            "5.5 percent",
            "4.5 percent",
        ),
    ],
)
def test_the_earlier_numbered_version_changed_since_is_replaced(
    text: str, old: str, new: str
) -> None:
    at = text.index(old)
    assert of_replaced_version(text, at, at + len(old)) is not None
    at = text.index(new)
    assert of_replaced_version(text, at, at + len(new)) is None


def test_two_versions_with_no_change_between_them_replace_nothing() -> None:
    text = "Credit policy v6 sets 70% for LTV on tankers; v7, for bulkers, sets 60%."
    at = text.index("70%")
    assert of_replaced_version(text, at, at + 3) is None
