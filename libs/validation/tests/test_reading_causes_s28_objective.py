"""Objective causes of issue 18 seen in the ZZZB–ZZZG round, each tested as a family on
wordings no batch uses (a shipping bank's treasury, a hospital foundation, a water utility's
pension scheme):

- a return qualified by its closeness to an index ("returns as close as possible to the
  index", "returns that follow the index as closely as they can") is the closeness's subject:
  it asks for the closeness, not more return (`intent._qualified_by_closeness`); a verb of
  pursuing said of a closeness ("the trust seeks returns that track …") is more closeness
  (`intent._closeness_pursued`);
- a capitalised word after an index's code continues its name ("the GSX40 Listed Shipping
  Index"), it is no participle of reporting (`intent._SHOWN_AFTER`);
- a return qualified by a stability adjective right before it ("the steadiest possible
  returns") is the stability's subject: less variance, no more return
  (`intent._qualified_by_stability`);
- a private fund's return measure named as an expectation with a direction ("the highest
  expected net multiple", "the best expected IRR") is a return (`intent`'s return nouns);
- the text a document says it replaces is reported, not asked: a quotation as the object of
  "replacing", "superseding", "amending" ('replacing the aim in the 2019 charter ("…")'), a
  quotation said to lapse ('the 2018 wording, "…", no longer applies'), a redline's "Was:"
  line beside its "Now reads:" line, and a bracketed "[Deleted: …]" that ends at its bracket
  before "[Inserted: …]" (`scope.foreign_spans`).
"""

from __future__ import annotations

import pytest

from quantward_validation.intent import asked


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        (
            "Foundation statement of purpose: the endowment seeks returns as close as possible "
            "to the Halden Hospital Bond Index.",
            "minimise_tracking_error",
        ),
        (
            "Scheme rules, clause 9: the scheme pursues returns that track the Severn Utilities "
            "Composite Index as closely as it can.",
            "minimise_tracking_error",
        ),
        (
            "Treasury policy: returns that follow the GSX40 Listed Shipping Index as closely as "
            "possible.",
            "minimise_tracking_error",
        ),
        # ... while a return pursued for itself stays a return
        (
            "Foundation statement of purpose: the endowment seeks the highest returns it can earn.",
            "maximise_expected_return",
        ),
    ],
)
def test_a_return_qualified_by_closeness_asks_for_the_closeness(text: str, kind: str) -> None:
    found = asked(text)
    assert found is not None, text
    assert kind in found.kinds, (text, found)
    if kind == "minimise_tracking_error":
        assert "maximise_expected_return" not in found.kinds, (text, found)


@pytest.mark.parametrize(
    ("text", "kind", "not_kind"),
    [
        (
            'Foundation charter, 2024 restatement, replacing the aim in the 2019 charter ("Aim: '
            'the endowment seeks the highest expected return, with no regard to risk."):\n\n'
            "Aim: the endowment seeks the least volatile mix of bonds and deposits it can hold.",
            "minimise_variance",
            "maximise_expected_return",
        ),
        (
            'Scheme aim as agreed in March (the 2018 wording, "Scheme aim: the best return per '
            'unit of risk.", no longer applies):\nthe scheme seeks the smoothest possible '
            "returns - the least volatile mix of gilts and swaps.",
            "minimise_variance",
            "maximise_risk_adjusted_return",
        ),
        (
            "Clause 4, clean against marked (treasury counsel):\nWas: Clause 4: the bank seeks "
            "the best Sharpe ratio on the fleet loans.\nNow reads: Clause 4: the bank seeks "
            "returns as close as possible to the GSX40 Listed Shipping Index.",
            "minimise_tracking_error",
            "maximise_risk_adjusted_return",
        ),
        (
            "Redline - [Deleted: Trustee note: keep the fund's variance as low as possible.] "
            "[Inserted: Trustee note:\nweight the fund for the highest expected return; risk "
            "does not enter it.]",
            "maximise_expected_return",
            "minimise_variance",
        ),
        (
            "Fund terms, Investment Objective: the highest expected net multiple on the "
            "salvage claims, without a penalty for risk.",
            "maximise_expected_return",
            "minimise_variance",
        ),
    ],
)
def test_the_text_a_document_replaces_is_reported(text: str, kind: str, not_kind: str) -> None:
    found = asked(text)
    assert found is not None, text
    assert kind in found.kinds, (text, found)
    assert not_kind not in found.kinds, (text, found)
