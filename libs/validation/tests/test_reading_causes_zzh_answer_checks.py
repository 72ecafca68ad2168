"""The validator's answer checks on clean trend claims, causes found in held-out batches ZZH and
ZZI: a bracketed number that numbers a notebook's cell or prompt is no citation mark
(`text.citation_marks`), a sentence after the full stop that closes the cited one is not the
citation's even when it opens in lower case (`numbers.cited_scope`), and the confidence level a
tail-risk measure is named with is no figure of its computation
(`measure_parameters.confidence_level`). Each is tested on constructions in no batch, with the
twin that must stay strict: a truly unknown mark, a number of the cited sentence that is not the
item's. The sentences are written here, not taken from a batch.
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Citation, Computation
from quantward_validation.answer import cited
from quantward_validation.measure_parameters import confidence_level
from quantward_validation.numbers import cited_scope, numbers_match
from quantward_validation.testing import history
from quantward_validation.text import citation_marks, claims

_DAYS = ("2021-09-30", "2021-12-31", "2022-03-31", "2022-06-30")


def _quarters(fields: dict[str, tuple[float, ...]]) -> Computation:
    return history(
        fields,
        _DAYS,
        entity_id="ent_hooli",
        function_id="custom.metrics",
        source_id="src_reading_zzh",
        rows_key="rows",
        date_key="period_end",
    )


#: an expected shortfall in USD m, up 5.0 over the last quarter, and a churn rate
_DESK = _quarters(
    {"expected_shortfall": (40.0, 42.0, 44.0, 49.0), "churn": (0.031, 0.034, 0.036, 0.041)}
)
_CITATION = Citation(mark="[[src_reading_zzh]]", number=1, source_id="src_reading_zzh", title="t")


def _passes(sentence: str) -> bool:
    return all(c.passed for c in numbers_match(sentence, [_CITATION], [_DESK]))


# --- a notebook's numbered places are no citation marks ------------------------------------------


@pytest.mark.parametrize(
    ("line", "marks"),
    [
        ("Scratch notebook, cell [58]: churn rose to 4.1% [1].", [1]),
        ("See cells [12] for the fit; churn rose to 4.1% [2].", [2]),
        ("Out[9]: churn 4.1% in June [1]", [1]),
        ("In [17]: desk.plot() shows churn up [3].", [3]),
        ("Execution count [40], churn rose [1].", [1]),
        # a preposition before a mark, a table, a bare mark: citations, as always
        ("The quarterly detail is in [2].", [2]),
        ("The table [1] shows it.", [1]),
        ("Churn rose to 4.1% [4].", [4]),
    ],
)
def test_a_notebook_place_is_not_a_citation(line: str, marks: list[int]) -> None:
    assert citation_marks(line) == marks
    assert [n for claim in claims(line) for n in claim.numbers] == marks


def test_cited_reads_a_cell_number_as_a_place_and_an_unknown_mark_as_one() -> None:
    citation = Citation(mark="[[src_docs0001]]", number=1, source_id="src_docs0001")
    text = "Working notebook, cell [58]: churn rose to 4.1% in June [1]."
    assert all(c.passed for c in cited(text, [citation]))
    # the same figure with a mark no citation has still fails
    unknown = "Working notebook: churn rose to 4.1% in June [58]."
    assert [c.passed for c in cited(unknown, [citation])] == [False]


# --- a sentence of its own after the cited one's full stop ---------------------------------------


@pytest.mark.parametrize(
    ("sentence", "kept", "blanked"),
    [
        ("Churn ticked up to 4.1% [1]. desk pnl +2.3% wtd, hit rate 0.61", "4.1%", "0.61"),
        ("Expected shortfall climbed to 49 [1]! fyi utilisation 73%", "49", "73%"),
        ("Did churn reach 4.1% [1]? ops think 3.9% is nearer", "4.1%", "3.9%"),
        # no full stop after the mark: the clause continues the cited one
        ("Churn ticked up to 4.1% [1], from 3.6% a quarter before", "3.6%", ""),
    ],
)
def test_a_lower_case_sentence_after_the_cited_one(sentence: str, kept: str, blanked: str) -> None:
    scoped = cited_scope(sentence)
    assert len(scoped) == len(sentence)
    assert kept in scoped
    if blanked:
        assert blanked not in scoped


def test_only_the_cited_sentence_is_judged() -> None:
    assert _passes("Churn was 4.1% in Q2 2022 [1]. desk hit rate 0.61, gross 137%")
    # a wrong number in the cited sentence itself still fails
    assert not _passes("Churn was 4.4% in Q2 2022 [1]. desk hit rate 0.61, gross 137%")


# --- the confidence level of a tail-risk measure --------------------------------------------------


@pytest.mark.parametrize(
    ("text", "figure", "level"),
    [
        ("the 97.5% expected shortfall widened", "97.5%", True),
        ("cvar at the 95% level rose", "95%", True),
        ("stressed var (10-day, 99%) rose", "99%", True),
        ("a 95%/10-day var limit", "95%", True),
        ("es (97.5 %) eased", "97.5 %", True),
        ("we hold 90% confidence in the fit", "90%", True),
        ("var at 99%, 10-day, rose", "99%", True),
        # a use of the limit, a change, a small share: figures, not levels
        ("var at 95% of its limit", "95%", False),
        ("var rose 95% in the quarter", "95%", False),
        ("var (12%) of the book", "12%", False),
        ("var utilisation (96% of limit)", "96%", False),
        ("covariance (99%) matrix", "99%", False),
    ],
)
def test_a_confidence_level_names_the_measure(text: str, figure: str, level: bool) -> None:
    start = text.index(figure)
    assert confidence_level(text, start, start + len(figure)) is level, text


def test_the_level_of_a_cited_measure_is_not_checked_but_its_change_is() -> None:
    assert _passes("Expected shortfall (97.5%, 10-day) went up by 5.0 in Q2 2022 [1].")
    assert _passes("The 97.5% expected shortfall went up by 5.0 in Q2 2022 [1].")
    # the measure's change, wrongly quoted, still fails beside its level
    assert not _passes("Expected shortfall (97.5%, 10-day) went up by 7.5 in Q2 2022 [1].")
    # and a share that is no level of a measure is still checked
    assert not _passes("Expected shortfall went up; churn was 97.5% in Q2 2022 [1].")
