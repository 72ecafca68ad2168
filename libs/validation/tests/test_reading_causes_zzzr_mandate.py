"""Mandate and range causes of issue 18 (ZZZR family: a Japanese pension fund's plan in English
with its terms in romaji, kanji and katakana), each tested as a family on constructions in no
batch:

- a subject named in one script in the plan and in another in the mandate (`itakuSakiJogen`
  against "運用委託先", "kaigai kabushiki" against "外国株式", `kitaiRitanKagen` against "the
  expected return"), and a policy mix called a "basic portfolio" (`cross_script_subjects`,
  `lexical_synonyms`); a limit's romanised side (`jogen`, `kagen`) is no content of its own;
- a rate's noun written before its figure ("年率2.8％", `rate_nouns`);
- a band written before the limit it bounds ("a band of 10 % to 20 % for the cap on …",
  `fronted_bands`);
- a Japanese minute's refusal ("否決", "却下", `denied_bands`) and a Japanese body adopting a draft
  ("the rijikai approved it", `polarity`);
- "te" before a romanised side (`activeTeJogen`) is the tracking error, not Dutch "te".

The texts are written here, not taken from a batch.
"""

from __future__ import annotations

import pytest

from quantward_validation import mandate
from quantward_validation.cross_script_subjects import glossed
from quantward_validation.lexical_subjects import names, unexplained
from quantward_validation.limits import subject_of


def _lexical(text: str) -> list[mandate.Bound]:
    return [b for c in mandate.clauses({"rules": text}) for b in mandate.lexical_bounds(c)]


def _r(value: float | None) -> float | None:
    return None if value is None else round(value, 9)


def _known(text: str) -> list[mandate.Bound]:
    return [b for c in mandate.clauses({"rules": text}) for b in c.bounds]


@pytest.mark.parametrize(
    ("said", "english"),
    [
        ("海外株式", "foreign equity"),
        ("kaigai kabushiki", "foreign equity"),
        ("gaikoku saiken", "foreign bond"),
        ("オルタナティブ投資", "alternative"),
        ("kyuufu shiharai", "benefit payment"),
        ("kyūfu shiharai", "benefit payment"),
        ("un'yō itakusaki", "manager"),
        ("unyou itakusaki", "manager"),
    ],
)
def test_a_term_in_any_script_is_glossed_in_english(said: str, english: str) -> None:
    assert " ".join(glossed(said).split()).startswith(english)


def test_english_words_are_left_as_they_are() -> None:
    assert glossed("the tracking error of the sleeve") == "the tracking error of the sleeve"


def test_a_romanised_side_is_no_content_word() -> None:
    assert unexplained("infuraJogen") == ["infrastructure"]


@pytest.mark.parametrize(
    ("name", "text"),
    [
        ("itakuSakiJogen", "運用委託先 concentration: no more than 20 % of plan assets."),
        ("gaikokuKabushikiJogen", "外国株式 allocation: no more than 30 %."),
        ("itakuSakiJogen", "Any one 運用委託先: no more than 20 % of plan assets."),
        ("kaigaiKabushikiJogen", "The foreign equity allocation shall not exceed 30 %."),
        ("kitaiRitanKagen", "The expected return of the mix shall be at least 2.5 %."),
        ("min_policy_portfolio_return", "The basic portfolio's return: not below 2.5 %."),
    ],
)
def test_a_subject_in_another_script_meets_the_plans_name(name: str, text: str) -> None:
    found = _lexical(text)
    assert found
    assert any(names(b.subject, name) for b in found)


def test_a_different_subject_in_another_script_does_not_meet() -> None:
    found = _lexical("国内債券 allocation: no less than 30 %.")
    assert found
    assert not any(names(b.subject, "kaigaiKabushikiJogen") for b in found)


def test_a_rate_noun_before_its_figure_keeps_the_operator() -> None:
    found = _lexical("The expected return of the mix: not less than 年率2.8％.")
    assert [(b.kind, _r(b.low)) for b in found] == [("floor", 0.028)]


def test_a_rate_noun_before_both_ends_keeps_the_range() -> None:
    found = _lexical("The return target ranges from 年率2.0％ to 年率3.5％.")
    assert [(_r(b.low), _r(b.high)) for b in found] == [(0.02, 0.035)]


def test_a_band_before_its_limit_bounds_what_the_limit_is_on() -> None:
    found = _lexical("A band of 10 % to 20 % for the cap on the infrastructure sleeve was agreed.")
    assert any(names(b.subject, "infraSleeveCap") for b in found)
    assert not any(names(b.subject, "bandCap") for b in found)


def test_a_japanese_refusal_takes_the_range_out_of_force() -> None:
    found = _known(
        "The CIO asked for a range of 5% to 8% for the cap on cash. 却下; 5% applies for now."
    )
    assert [(b.kind, b.low, b.high) for b in found] == [("ceiling", None, 0.05)]


def test_a_draft_a_japanese_board_adopted_is_in_force() -> None:
    found = _known(
        "The draft's range of 10% to 15% for the cap on Japanese equities was kept when the "
        "rijikai approved it; the CIO sets the level."
    )
    assert [(b.subject, _r(b.low), _r(b.high)) for b in found] == [("max_equity_weight", 0.1, 0.15)]


@pytest.mark.parametrize("name", ["activeTeJogen", "gaikokuTeKagen", "te_jougen"])
def test_te_before_a_romanised_side_is_the_tracking_error(name: str) -> None:
    assert subject_of(name) == "max_tracking_error"
