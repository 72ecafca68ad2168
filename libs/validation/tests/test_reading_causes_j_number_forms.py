"""Batch J's number forms, read by cause: decimal commas, per mille, "N in M" shares."""

from __future__ import annotations

from quantward_validation.quantities import in_unit, quantities, same


def _read(text: str) -> list[tuple[float, str]]:
    return [(q.value, q.form) for q in quantities(text)]


def _states(text: str, value: float, unit: str) -> bool:
    return any(same(v, value) for q in quantities(text) for v in in_unit(q, unit))


def test_a_decimal_comma_is_read_as_one() -> None:
    assert _read("Obergrenze 12,75 % je Emittent") == [(12.75, "percent")]
    assert _states("Obergrenze 12,75 % je Emittent", 0.1275, "fraction")
    assert not _states("Obergrenze 12,75 % je Emittent", 12.75, "fraction")
    assert _read("Hebel bis 2,35x") == [(2.35, "multiple")]


def test_a_comma_before_three_digits_is_a_thousands_separator_unless_the_text_says_otherwise() -> (
    None
):
    assert _read("a budget of 2,750 bps") == [(2750.0, "bps")]
    assert _read("0,375 of NAV") == [(0.375, "plain")]
    assert _read("Quote 3,125 % und 6,5 %") == [(3.125, "percent"), (6.5, "percent")]


def test_a_list_of_numbers_is_no_decimal_comma() -> None:
    assert _read("weights [3,9]") == [(3.0, "plain"), (9.0, "plain")]
    assert _read("steps 4,8,12") == [(4.0, "plain"), (8.0, "plain"), (12.0, "plain")]


def test_per_mille_is_a_tenth_of_a_per_cent() -> None:
    assert _read("capped at 125 ‰") == [(12.5, "percent")]
    assert _states("capped at 125 ‰", 0.125, "fraction")
    assert not _states("capped at 125 ‰", 0.0125, "fraction")
    assert _states("no more than 35 Promille", 0.035, "fraction")


def test_so_many_in_so_many_is_a_share() -> None:
    assert _states("no more than 3 out of every 40 dollars", 0.075, "fraction")
    assert _states("at least one in eight", 0.125, "fraction")
    assert not _states("a 1 in 50 years event", 0.02, "fraction")
    assert not _states("reported 6 in 2031", 6 / 2031, "fraction")


def test_a_dash_after_per_mille_joins_a_range_and_is_no_minus_sign() -> None:
    assert _read("a corridor of 40 ‰–90 ‰") == [(4.0, "percent"), (9.0, "percent")]
    assert _read("drift of −3 ‰ a year") == [(-0.3, "percent")]


def test_a_ratio_to_one_below_one_is_a_multiple() -> None:
    assert _read("gross between 0.8:1–1.45:1") == [(0.8, "multiple"), (1.45, "multiple")]
    assert _read("0.5 to 1 of the budget") == [(0.5, "plain"), (1.0, "plain")], "a range"
