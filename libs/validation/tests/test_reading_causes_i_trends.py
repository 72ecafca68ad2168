"""The trend-claim causes found in held-out batch I's first run, each tested on constructions in
no batch: the share count, cash against debt, the payout and stock on hand by their trade names;
verbs that take their extent as an object ("added", "put on", "gave back") and accumulation and
run-off verbs; shapes (a peak, a trough) and multiples ("doubled", "nearly halved") checked on
the series; horizons counted in reported figures, run to the newest figure, reached back to,
named as a decade or half a unit, or compared with a period under a modifier; a condition on
the reader; and a change's size measured on results listed newest first. The sentences are
written here, not taken from a batch.
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Citation, Computation
from quantward_validation.numbers import numbers_match
from quantward_validation.trends import misstatements

_DAYS = (
    "2021-03-31",
    "2021-06-30",
    "2021-09-30",
    "2021-12-31",
    "2022-03-31",
    "2022-06-30",
    "2022-09-30",
    "2022-12-31",
)


def _newest_first(fields: dict[str, tuple[float, ...]]) -> Computation:
    """Quarters as a platform returns them: newest first, with fiscal labels."""
    rows = [
        {"label": f"FY{d[:4]} P{i}", "period_end": d, **{f: v[i] for f, v in fields.items()}}
        for i, d in enumerate(_DAYS)
    ]
    return Computation(
        source_id="src_reading_i",
        function_id="custom.metrics",
        arguments={},
        result={"entity_id": "ent_hooli", "rows": list(reversed(rows))},
    )


_BOOK = _newest_first(
    {
        "shares": (500.0, 498.0, 495.0, 490.0, 488.0, 480.0, 476.0, 470.0),  # down
        "inventory": (200.0, 240.0, 300.0, 280.0, 250.0, 210.0, 190.0, 150.0),  # a peak, down
        "deposits": (100.0, 120.0, 140.0, 160.0, 170.0, 180.0, 190.0, 205.0),  # about doubled
        "payout_ratio": (0.50, 0.45, 0.40, 0.42, 0.47, 0.52, 0.55, 0.56),  # a trough, up
        "cash_coverage": (0.20, 0.22, 0.23, 0.25, 0.26, 0.27, 0.28, 0.30),  # up
        "net_debt_to_ebitda": (3.0, 2.9, 2.7, 2.6, 2.4, 2.3, 2.1, 2.0),  # down: better
        # up over the series and in its last quarter, down since its third quarter and since
        # 2021's year end
        "receivables": (100.0, 130.0, 150.0, 140.0, 120.0, 110.0, 105.0, 106.0),
        "bvps": (30.10, 30.55, 31.20, 31.00, 30.40, 29.95, 29.80, 29.65),
    }
)


_DEPOSITS = _newest_first({"deposits": (100.0, 120.0, 140.0, 160.0, 170.0, 180.0, 190.0, 205.0)})
_BVPS = _newest_first({"bvps": (30.10, 30.55, 31.20, 31.00, 30.40, 29.95, 29.80, 29.65)})


def _wrong(sentence: str) -> bool:
    return bool(misstatements([sentence], [_BOOK]))


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        # the share count by its compound names; "shares" alone is the stock, not the count
        ("The share base expanded across the series.", True),
        ("The number of shares contracted across the series.", False),
        ("Hooli's shares expanded across the series.", False),
        # cash against debt written as a quotient or a share
        ("Cash as a proportion of debt weakened across the series.", True),
        ("Cash-to-debt strengthened across the series.", False),
        # the payout described rather than named
        ("The portion of profits distributed declined across the series.", True),
        ("The fraction of net income paid out increased across the series.", False),
        # inventory as the goods a company holds
        ("Goods on hand swelled across the series.", True),
        ("Goods on hand contracted across the series.", False),
    ],
)
def test_trade_names_of_balance_sheet_and_payout_fields(sentence: str, wrong: bool) -> None:
    assert _wrong(sentence) is wrong, sentence


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        # accumulation, run-off and giving back
        ("Deposits have been building across the series.", False),
        ("Deposits continued to build across the series.", False),
        ("Deposits gave back ground across the series.", True),
        ("Customer deposits kept running off across the series.", True),
        ("Customer deposits drained out across the series.", True),
        # a verb that takes the size of its rise as its object
        ("Customer deposits added another 105 across the series.", False),
        ("Goods on hand added some 50 across the series.", True),
        # thickening and thinning of a cover
        ("Cash-to-debt thickened across the series.", False),
        # verbs of small motion completed by a comparative, before an adjunct
        ("The share base inched up versus where it started.", True),
        ("The share base inched lower versus where it started.", False),
        # a judgement of the way, where lower is better
        ("Net debt to EBITDA headed the wrong way across the series.", True),
        ("Net debt to EBITDA is trending the right way across the series.", False),
    ],
)
def test_verbs_of_accumulation_run_off_and_extent(sentence: str, wrong: bool) -> None:
    assert _wrong(sentence) is wrong, sentence


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        # a peak: a high inside the window that both ends stand below
        ("Goods on hand rose, crested and then fell back across the series.", False),
        ("Goods on hand dipped, troughed and then recovered across the series.", True),
        ("Goods on hand made its high and then eased across the series.", False),
        # a trough: a low inside the window
        ("The payout fell, found a floor and then recovered across the series.", False),
        ("The payout maxed out, then declined across the series.", True),
        # a rise and a fall ordered in time are a shape without a turn word
        ("Receivables jumped before sliding across the series.", False),
        ("Receivables sank before rallying across the series.", True),
        # two figures, each with its own verb, draw no shape
        ("Receivables rose across the series and inventory fell.", False),
    ],
)
def test_shapes_are_checked_on_the_series(sentence: str, wrong: bool) -> None:
    assert _wrong(sentence) is wrong, sentence


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        ("Deposits more than doubled across the series.", False),
        ("Deposits tripled across the series.", True),
        ("Customer deposits roughly doubled across the series.", False),
        ("The share base was cut in half across the series.", True),
        ("Goods on hand nearly halved between 3Q21 and 4Q22.", False),
        ("Goods on hand did not double across the series.", False),
    ],
)
def test_multiples_are_checked_on_the_ends(sentence: str, wrong: bool) -> None:
    assert _wrong(sentence) is wrong, sentence


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        # counted in the series' own figures
        ("The payout bottomed and recovered over the most recent five reports.", True),
        ("The payout bottomed and recovered over the most recent seven reports.", False),
        ("Over the past nine data points, the payout climbed.", True),
        # from a named quarter to the newest figure
        ("Receivables grew from 3Q21 through the most recent quarter.", True),
        ("Receivables shrank from 3Q21 through the most recent quarter.", False),
        # a period under a hyphenated modifier
        ("Receivables rose versus year-end 2021.", True),
        ("Receivables declined versus year-end 2021.", False),
        # an extreme of a year the series does not hold, and one of a year it holds
        ("Receivables rose from the 2017 nadir.", True),
        ("Receivables rose from the 2021 nadir.", False),
        # reached back to a year
        ("Receivables rose, stretching back to 2014.", True),
        ("Receivables rose looking back to 2021.", False),
        # a level gone back to is no span
        ("Receivables rose back to 2014 levels.", False),
        ("Receivables rose back to 2014.", False),
        # a decade by its name
        ("Receivables rose through the 1980s.", True),
        ("Receivables have risen since the late '90s.", True),
        # half a unit
        ("Receivables rose over the past half a decade.", True),
        ("Receivables eased over the last half a year.", False),
    ],
)
def test_horizons_of_figures_newest_figure_decades_and_halves(sentence: str, wrong: bool) -> None:
    assert _wrong(sentence) is wrong, sentence


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        # a share of the start said in words, over the horizon said (120 to 205: 71 %)
        ("Customer deposits gained about two-thirds from 2Q21 to date.", False),
        ("Customer deposits gained about a fifth from 2Q21 to date.", True),
        # points of a ratio (0.52 to 0.56 over the last three readings; 0.50 to 0.56 in all)
        ("Over the latest three readings the payout climbed a few points.", False),
        ("Across the series the payout climbed a couple of points.", True),
        # turns of a multiple (3.0 to 2.0)
        ("Net debt to EBITDA fell by a turn or so across the series.", False),
        ("Net debt to EBITDA fell by a couple of turns across the series.", True),
    ],
)
def test_a_size_said_in_words_is_checked_over_the_horizon(sentence: str, wrong: bool) -> None:
    assert _wrong(sentence) is wrong, sentence


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        # a 6 % fall is no steady figure; a 1.5 % one is
        ("The share base held level across the series.", True),
        ("BVPS stayed flat across the series.", False),
    ],
)
def test_a_steady_figure_moves_by_less_than_a_twentieth(sentence: str, wrong: bool) -> None:
    assert _wrong(sentence) is wrong, sentence


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        ("If you're pressed for time: receivables fell across the series.", True),
        ("If you're pressed for time: receivables rose across the series.", False),
        # a condition on the figure still looks ahead
        ("If rates rise, receivables fell across the series.", False),
    ],
)
def test_a_condition_on_the_reader_still_asserts(sentence: str, wrong: bool) -> None:
    assert _wrong(sentence) is wrong, sentence


@pytest.mark.parametrize(
    ("sentence", "computation", "right"),
    [
        # relative to the earlier figure, though the result lists the later one first
        ("Deposits put on roughly 70 % from 2Q21 [1].", _DEPOSITS, True),
        ("Deposits put on roughly 65 % from 2Q21 [1].", _DEPOSITS, False),
        # a verb's extent is the size of a move
        ("Book value per share gave back $1.55 from its high [1].", _BVPS, True),
        ("Book value per share gave back $0.35 from its high [1].", _BVPS, False),
    ],
)
def test_a_change_is_measured_from_its_start_in_results_listed_newest_first(
    sentence: str, computation: Computation, right: bool
) -> None:
    citation = Citation(mark="[[src_reading_i]]", number=1, source_id="src_reading_i", title="t")
    passed = all(c.passed for c in numbers_match(sentence, [citation], [computation]))
    assert passed is right, sentence
