"""The causes batch ZR's mandate-breach kind showed, each read in general: constructions written
here, in no batch, guarded both ways.

* a level a disclosure says the book usually runs at ("usually between 1.2x and 1.6x",
  "typically 35-45 %") is a description beside the limit, no bound
  (`limit_roles.not_the_limit`);
* a futures programme's subjects said in words: gross notional as "the sum of all absolute
  derivative notionals" (`limits`), margin-to-equity as "maintenance margin as a percentage of NAV"
  (`limits`), and cash or bills "lodged against margin" — a floor on cash, not the
  borrowed margin of a retail account (`limit_lexicon_hedging`, `limit_lexicon_retail`).
"""

from __future__ import annotations

from quantward_validation.limits import subject_mentions
from quantward_validation.mandate import bounds_for, clauses


def _bounds(text: str, name: str) -> list[tuple[str, float | None, float | None]]:
    found = clauses({"terms": text}, [])
    return [(b.kind, b.low, b.high) for b in bounds_for(found, name)]


def test_a_usual_level_beside_the_limit_is_no_bound() -> None:
    text = "Gross leverage: usually between 1.2x and 1.6x, never more than 2.5x."
    assert _bounds(text, "max_gross_leverage") == [("ceiling", None, 2.5)]


def test_a_typical_range_is_no_bound() -> None:
    text = "Cash: typically 35-45 %, and never less than 25 %."
    assert _bounds(text, "min_cash_weight") == [("floor", 0.25, None)]


def test_a_range_the_limit_gives_stays_a_bound() -> None:
    text = "Gross leverage must stay between 1.2x and 1.6x."
    assert _bounds(text, "max_gross_leverage") == [("range", 1.2, 1.6)]


def test_gross_notional_said_as_a_sum_of_position_notionals() -> None:
    names = [m[2] for m in subject_mentions("the sum of all absolute derivative notionals")]
    assert names == ["max_gross_leverage"]


def test_margin_to_equity_said_in_words() -> None:
    names = [m[2] for m in subject_mentions("maintenance margin as a percentage of NAV")]
    assert names == ["max_gross_leverage"]


def test_bills_posted_as_margin_are_cash_not_leverage() -> None:
    names = {m[2] for m in subject_mentions("Treasuries lodged against margin: at least 30 %")}
    assert names == {"cash_weight"}
    # the retail reading of margin as borrowing stays
    assert [m[2] for m in subject_mentions("margin is capped at 1.3x")] == ["max_gross_leverage"]
