"""A refusal told in the sentence after a request is read past a title's full stop ("Prof.",
"Dr.", "Mr." before a name ends no sentence): "… asked to take it to 25 %. Prof. Lindqvist
vetoed it. Still 18 %." refuses the 25 % (`set_against._refused`). Registers of its own: a
hospital foundation's investment committee, a shipping bank's credit committee."""

from __future__ import annotations

import pytest

from quantward_validation.set_against import set_against


@pytest.mark.parametrize(
    ("text", "figure"),
    [
        (
            "Dr. Okafor asked to take the private-equity sleeve to 25% so we could fund the new "
            "wing. Prof. Lindqvist vetoed it. Still 18%.",
            "25%",
        ),
        (
            "The relationship team asked to lift LTV on the bulkers to 75% for the refinancing. "
            "Mr. Haugland turned it down at committee; it stays at 65%.",
            "75%",
        ),
    ],
)
def test_a_request_refused_after_a_title_is_refused(text: str, figure: str) -> None:
    at = text.index(figure)
    assert set_against(text, at, at + len(figure)) == "refused"


def test_the_figure_that_stays_is_not_refused() -> None:
    text = (
        "Dr. Okafor asked to take the private-equity sleeve to 25% so we could fund the new "
        "wing. Prof. Lindqvist vetoed it. Still 18%."
    )
    at = text.index("18%")
    assert set_against(text, at, at + 3) is None
