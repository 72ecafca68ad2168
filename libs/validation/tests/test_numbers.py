"""`answer.numbers_match`: the catches (numbers, horizons, directions) and the non-flags."""

from __future__ import annotations

from datetime import date, timedelta

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from quantward_contracts.values import CheckResult
from quantward_validation.numbers import cited_scope, numbers_match

APPLE = "ent_apple_inc"


def problems(checks: list[CheckResult]) -> list[str]:
    assert {c.check_id for c in checks} == {"answer.numbers_match"}
    return [c.message for c in checks if not c.passed]


def check(kit, text: str, *, attach: bool = True, workspace=None, contract=None) -> list[str]:
    draft = (workspace or kit.Workspace()).draft(text, attach=attach)
    return problems(numbers_match(draft.text, draft.citations, draft.computations, contract))


def stats_sentence(kit, ws, start: date, end: date = date(2022, 12, 28)) -> tuple[str, object]:
    stats, source = ws.prices([APPLE], start, end)
    s = stats.of(APPLE)
    return s, kit.mark(source, APPLE)


# --- numbers ------------------------------------------------------------------------------------


def test_numbers_of_the_cited_item_pass_in_percent_and_decimals(kit) -> None:
    ws = kit.Workspace()
    s, cite = stats_sentence(kit, ws, kit.START)
    text = (
        f"Apple returned {kit.pct(s.total_return)} ({s.total_return:.3f}), with annualised "
        f"volatility {kit.pct(s.annualised_volatility, 2)} and a maximum drawdown of about "
        f"{round(s.max_drawdown * 100)}% {cite}"
    )
    assert check(kit, text, workspace=ws) == []


def test_a_number_that_is_not_in_the_cited_computation_fails(kit) -> None:
    ws = kit.Workspace()
    s, cite = stats_sentence(kit, ws, kit.START)
    wrong = kit.pct(s.annualised_volatility + 0.03)
    (problem,) = check(kit, f"Apple's annualised volatility was {wrong} {cite}", workspace=ws)
    assert problem.startswith("Line 1, “Apple's annualised volatility was")
    assert f"{wrong} is not a number of [1] prices.window_stats (ent_apple_inc)" in problem


def test_without_the_computation_a_lone_missing_number_is_not_judged(kit) -> None:
    ws = kit.Workspace()
    s, cite = stats_sentence(kit, ws, kit.START)
    wrong = kit.pct(s.annualised_volatility + 0.03)
    (verdict,) = numbers_match(*_draft(ws, f"Volatility was {wrong} {cite}", attach=False))
    assert verdict.passed
    assert "1 number(s) were not verified" in verdict.message
    # …but a sentence whose other numbers come from the item reports that item: it is judged.
    tied = f"Apple returned {kit.pct(s.total_return)} with volatility {wrong} {cite}"
    assert len(check(kit, tied, workspace=ws, attach=False)) == 1


def _draft(ws, text: str, *, attach: bool = True):
    draft = ws.draft(text, attach=attach)
    return draft.text, draft.citations, draft.computations


def test_numbers_in_sentences_that_also_cite_a_document_are_not_judged(kit) -> None:
    ws = kit.Workspace()
    _, cite = stats_sentence(kit, ws, kit.START)
    doc = ws.document("Apple 10-Q", "Revenue was up 13.2% year over year.", date(2022, 7, 29))
    text = f"Apple's revenue was up 13.2% [[{doc.source_id}]] while its shares rose {cite}"
    assert check(kit, text, workspace=ws) == []


def test_bounds_limits_and_bare_integers_are_not_equalities(kit) -> None:
    ws = kit.Workspace()
    _, cite = stats_sentence(kit, ws, kit.START)
    text = (
        f"Over 754 days in FY2022 and its 10-Q, Apple's volatility stayed below 90% and its "
        f"weight within the 10.0% cap {cite}"
    )
    assert check(kit, text, workspace=ws, contract=kit.contract()) == []
    (problem,) = check(kit, f"Apple's weight hit the 10.0% cap {cite}", workspace=ws)
    assert "10.0% is not a number" in problem  # without the contract, 10.0% is unexplained


# --- horizons -----------------------------------------------------------------------------------


def test_a_six_year_series_is_not_five_years(kit) -> None:
    """The seed's stock analysis: a six-year series described as five years."""
    ws = kit.Workspace()
    s, cite = stats_sentence(kit, ws, date(2017, 1, 1))
    (problem,) = check(
        kit, f"Over five years Apple rose {kit.pct(s.total_return)} {cite}", workspace=ws
    )
    assert "“five years” but the cited computation covers 2017-01-03 to 2022-12-28" in problem
    assert "6.0 years" in problem
    assert (
        check(kit, f"Over six years Apple rose {kit.pct(s.total_return)} {cite}", workspace=ws)
        == []
    )
    assert (
        check(kit, f"Apple's 6-year return was {kit.pct(s.total_return)} {cite}", workspace=ws)
        == []
    )


def test_months_are_measured_too_and_other_uses_of_years_are_not_horizons(kit) -> None:
    ws = kit.Workspace()
    s, cite = stats_sentence(kit, ws, date(2022, 9, 28))
    assert (
        check(
            kit, f"Apple fell {kit.pct(abs(s.total_return))} over three months {cite}", workspace=ws
        )
        == []
    )
    (problem,) = check(
        kit, f"Apple fell {kit.pct(abs(s.total_return))} over six months {cite}", workspace=ws
    )
    assert "“six months”" in problem
    assert "3.0 months" in problem
    unrelated = (
        f"Two years ago the 10-year treasury yield was low; over the next five years, who "
        f"knows; in the last two months of the window Apple fell "
        f"{kit.pct(abs(s.total_return))} {cite}"
    )
    assert check(kit, unrelated, workspace=ws) == []


# --- directions ---------------------------------------------------------------------------------


def test_a_rise_is_not_a_fall(kit) -> None:
    """The seed's valuation: a rise described as a fall."""
    ws = kit.Workspace()
    s, cite = stats_sentence(kit, ws, kit.START)
    assert s.total_return > 0
    (problem,) = check(
        kit, f"Apple fell {kit.pct(s.total_return)} over three years {cite}", workspace=ws
    )
    assert f"“fell {kit.pct(s.total_return)}” says a fall" in problem
    assert "is a rise (ent_apple_inc.total_return = +0.75" in problem


def test_a_drawdown_is_a_fall_never_a_rise(kit) -> None:
    ws = kit.Workspace()
    s, cite = stats_sentence(kit, ws, kit.START)
    assert check(kit, f"Apple fell {kit.pct(s.max_drawdown)} from peak {cite}", workspace=ws) == []
    (problem,) = check(
        kit, f"Apple rose {kit.pct(s.max_drawdown)} from its low {cite}", workspace=ws
    )
    assert "is a fall (ent_apple_inc.max_drawdown" in problem


def test_from_x_to_y_must_go_the_way_it_says(kit, apple_quarters) -> None:
    ws = kit.Workspace()
    source = ws.fundamentals(apple_quarters)
    new, old = apple_quarters.quarters[0], apple_quarters.quarters[-1]
    assert new.debt_to_equity is not None
    assert old.debt_to_equity is not None
    # the synthetic figures decide the direction; the sentence must say that one, not the other
    assert round(new.debt_to_equity, 2) != round(old.debt_to_equity, 2)
    fell = new.debt_to_equity < old.debt_to_equity
    right, wrong = ("fell", "rose") if fell else ("rose", "fell")
    cites = (kit.mark(source, old.period), kit.mark(source, new.period))
    said = (
        f"Debt to equity {{}} from {old.debt_to_equity:.2f} in {old.period} {cites[0]} to "
        f"{new.debt_to_equity:.2f} in {new.period} {cites[1]}"
    )
    assert check(kit, said.format(right), workspace=ws) == []
    (problem,) = check(kit, said.format(wrong), workspace=ws)
    expected = "says a rise, but it is a fall" if fell else "says a fall, but it is a rise"
    assert expected in problem


@settings(max_examples=40, deadline=None)
@given(
    start=st.dates(min_value=date(2005, 1, 1), max_value=date(2021, 6, 30)),
    days=st.integers(min_value=60, max_value=3650),
    entity=st.sampled_from(["ent_apple_inc", "ent_microsoft", "ent_jpmorgan_chase"]),
)
def test_the_offline_phrasing_of_real_windows_passes_and_its_flaws_fail(
    kit, start: date, days: int, entity: str
) -> None:
    end = min(start + timedelta(days=days), date(2022, 12, 28))
    ws = kit.Workspace()
    stats, source = ws.prices([entity], start, end)
    s = stats.of(entity)
    total = s.total_return
    assume(abs(total) >= 0.001)
    assume(
        all(abs(abs(total) - v) > 0.001 for v in (s.annualised_volatility or 0.0, s.max_drawdown))
    )
    span_days = (s.last_day - s.base_day).days
    years = round(span_days / 365.25)
    assume(years >= 1 and abs(span_days / 365.25 - years) < 0.45)
    cite = kit.mark(source, entity)
    said = "rose" if total >= 0 else "fell"
    flipped = "fell" if said == "rose" else "rose"
    text = (
        f"{entity} {{}} {kit.pct(abs(total))} over {years} year{'s' if years > 1 else ''}, with "
        f"annualised volatility {kit.pct(s.annualised_volatility)} and a maximum drawdown of "
        f"{kit.pct(s.max_drawdown)} {cite}"
    )
    assert check(kit, text.format(said), workspace=ws) == []
    assert len(check(kit, text.format(flipped), workspace=ws)) == 1
    wrong_horizon = text.replace(f"over {years} year", f"over {years + 1} year")
    assert len(check(kit, wrong_horizon.format(said), workspace=ws)) == 1


def test_fundamentals_lines_in_the_offline_layout(kit, apple_quarters) -> None:
    """The offline researcher's credit lines and table rows: grouped millions and ratios."""
    ws = kit.Workspace()
    source = ws.fundamentals(apple_quarters)
    q = apple_quarters.quarters[0]
    cite = kit.mark(source, q.period)
    lines = (
        f"Apple Inc.: in {q.period} revenue was {q.revenue:,.0f} million {q.currency}, total debt "
        f"{q.debt:,.0f} million and cash {q.cash:,.0f} million {cite}\n"
        "| Quarter | Revenue | Net income | Cash | Total debt | Debt/Equity |\n"
        "|---|---|---|---|---|---|\n"
        f"| {q.period} | {q.revenue:,.0f} | {q.net_income:,.0f} | {q.cash:,.0f} | {q.debt:,.0f} | "
        f"{q.debt_to_equity:.2f} {cite} |"
    )
    assert check(kit, lines, workspace=ws) == []
    assert check(kit, lines, workspace=ws, attach=False) == []  # quotes are cut: not judged
    tampered = lines.replace(f"{q.cash:,.0f} million", f"{q.cash + 1000:,.0f} million", 1)
    (problem,) = check(kit, tampered, workspace=ws)
    assert f"{q.cash + 1000:,.0f} million is not a number of [1] fundamentals.quarters" in problem


def test_a_labels_figures_with_a_note_in_brackets_are_not_the_claims() -> None:
    """A lead-in label whose bracketed figures hold a bracketed note of their own ("290,8
    milijuna kuna (prije konverzije)") is blanked whole: its share and value are the report's,
    not the cited item's."""
    sentence = (
        "Izvješće fonda (tržišna vrijednost 290,8 milijuna kuna (prije konverzije), udio 5,8 %): "
        "neto dug smanjio se za 36,1 mil. EUR [1]."
    )
    scoped = cited_scope(sentence)
    assert "290,8" not in scoped
    assert "5,8" not in scoped
    assert "36,1" in scoped
    assert len(scoped) == len(sentence)
