"""An edit instruction names the words it deletes: "strike "X" and insert "Y"", "replace "X"
with "Y"", "for "X" read "Y"". The struck quote is out of force wherever the instruction is
written (a comment on a document, an e-mail, a board paper), the replacement stands
(`scope`), as a hospital foundation's investment committee writes it."""

from __future__ import annotations

import pytest

from quantward_validation.intent import asked
from quantward_validation.scope import foreign_spans


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        (
            'Trustee note on the endowment policy, clause 3: delete "the endowment seeks the '
            'highest expected return, whatever the risk." and add "the endowment must keep the '
            'variance of its value as low as possible." in its place',
            "minimise_variance",
        ),
        (
            'Committee secretary: replace "minimise tracking error to the MSCI ACWI" with '
            '"maximise expected return, with no allowance for risk"',
            "maximise_expected_return",
        ),
        (
            'Erratum to the board paper: for "the portfolio targets the lowest volatility it '
            'can" read "the portfolio targets the highest return per unit of risk"',
            "maximise_risk_adjusted_return",
        ),
        (
            'Tracked comment (CFO): cross out "keep tracking error to the benchmark as small as '
            'possible" and put "the highest expected return, risk aside" instead',
            "maximise_expected_return",
        ),
    ],
)
def test_the_quote_an_instruction_strikes_is_not_asked(text: str, kind: str) -> None:
    found = asked(text)
    assert found is not None
    assert kind in found.kinds, found


def test_the_struck_quote_is_set_aside() -> None:
    text = 'Please strike "a cap of 12 %" and insert "a cap of 8 %".'
    spans = foreign_spans(text)
    struck = text.index('"a cap of 12')
    kept = text.index('"a cap of 8')
    assert any(a <= struck < b for a, b in spans)
    assert not any(a <= kept < b for a, b in spans)


def test_a_refused_strike_deletes_nothing() -> None:
    text = 'Do not strike "a cap of 12 %"; it stays.'
    assert foreign_spans(text) == []
