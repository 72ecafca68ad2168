"""False provenance: the causes of batch J's misses, each tested on constructions no review
batch writes (issue 18, session 9). Causes, by family:

- a value a later message takes back ("sorry, I meant …, not …", "correction: … should read
  …") is not in force, though the message that first wrote it still states it; the messages
  are read in the order they were sent, and a correction of another limit leaves it alone;
- a value one sentence replaces with another ("1.8x instead of 2.2x", "2.2x should read
  1.8x") is superseded in that sentence;
- a value whose footnote narrows it to a part of its subject ("25 %* … * solely for covered
  bonds") is that part's limit, not the whole's;
- the operator words of a German Anlagerichtlinie ("mindestens", "höchstens", "nicht mehr
  als") give a limit its side as their English ones do.

Each is tested both ways: the same shape stating the value in force stays clean.
"""

from __future__ import annotations

from quantward_contracts.values import ConstraintUnit
from quantward_validation.testing import provenance_problems

_FIRST = "msg_01hzzzzzzzzzzzzzzzzzzzzzx1"
_SECOND = "msg_01hzzzzzzzzzzzzzzzzzzzzzx2"


def _problems(texts: list[str], name: str, value: float, words: str, cited: int = 0) -> list[str]:
    unit: ConstraintUnit | None = "bps" if name.endswith("_bps") else None
    return provenance_problems(texts, name=name, value=value, words=words, cited=cited, unit=unit)


_TE = "Tracking-error budget: up to 300 bps p.a. against the index."


def test_a_later_message_that_takes_the_value_back_voids_it() -> None:
    corrected = [_TE, "Apologies, I meant 175 bps rather than 300 bps."]
    assert _problems(corrected, "tracking_error_limit_bps", 300.0, "300 bps")
    assert not _problems(corrected, "tracking_error_limit_bps", 175.0, "175 bps", cited=1)
    arrow = [_TE, "Erratum: 300 bps → 175 bps."]
    assert _problems(arrow, "tracking_error_limit_bps", 300.0, "300 bps")


def test_a_later_message_that_confirms_or_corrects_another_limit_leaves_it() -> None:
    confirmed = [_TE, "Thanks — yes, 300 bps is right, go ahead."]
    assert not _problems(confirmed, "tracking_error_limit_bps", 300.0, "300 bps")
    other = [_TE, "One correction: cash at least 2 %, not 300 bps of anything."]
    assert not _problems(other, "tracking_error_limit_bps", 300.0, "300 bps")


def test_an_earlier_message_corrects_nothing_said_after_it() -> None:
    texts = ["Typo earlier: 175 bps, not 300 bps.", "Tracking-error budget: up to 300 bps p.a."]
    assert not _problems(texts, "tracking_error_limit_bps", 300.0, "300 bps", cited=1)


def test_a_value_its_sentence_replaces_is_superseded() -> None:
    # (not "from the next rebalance": a value taking effect then is not in force yet)
    text = "Gross leverage may reach 1.8x instead of 2.2x from today."
    assert _problems([text], "gross_exposure_cap", 2.2, "2.2x")
    assert not _problems([text], "gross_exposure_cap", 1.8, "1.8x")
    text = "The gross cap of 2.2x should read 1.8x."
    assert _problems([text], "gross_exposure_cap", 2.2, "2.2x")


_FOOTNOTED = (
    "Per-issuer ceiling 6 % of NAV; covered bonds 25 %*.\n\n"
    "* solely for covered bonds rated AA or better."
)


def test_a_value_its_footnote_narrows_is_not_the_whole_subjects_limit() -> None:
    assert _problems([_FOOTNOTED], "max_issuer_weight", 0.25, "25 %")
    assert not _problems([_FOOTNOTED], "max_issuer_weight", 0.06, "6 %")
    general = "Per-issuer ceiling 6 % of NAV [2].\n\n[2] set by the board in 2019."
    assert not _problems([general], "max_issuer_weight", 0.06, "6 %")


def test_german_operator_words_give_the_limit_its_side() -> None:
    floor = "Kasse je Sleeve: mindestens 3,25 % des Vermögens."
    assert _problems([floor], "max_cash_weight", 0.0325, "3,25 %")
    assert not _problems([floor], "min_cash_weight", 0.0325, "3,25 %")
    cap = "Gewicht je Emittent: nicht mehr als 6,5 %."
    assert _problems([cap], "min_issuer_weight", 0.065, "6,5 %")
    assert not _problems([cap], "max_issuer_weight", 0.065, "6,5 %")
