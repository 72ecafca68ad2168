"""A constraint's name romanised from Japanese, Korean or Chinese says it is a limit, and which
side, as "max" and "min" do (`limit_sides_asia`): an invented `…Kagen` is a limit to question,
not a research setting, and it is a floor."""

from __future__ import annotations

import pytest

from quantward_contracts.values import Constraint
from quantward_validation.limits import is_limit
from quantward_validation.mandate import plan_kind


def _assumed(name: str, value: float) -> Constraint:
    return Constraint(
        name=name, value=value, provenance="assumption", unit="fraction", rationale="x"
    )


@pytest.mark.parametrize(
    "name",
    [
        "gaikokuSaikenJogen",  # 上限 on foreign bonds
        "genkinHiritsuKagen",  # 下限 on the cash ratio
        "reitJougen",
        "hedge_hiritsu_saitei",
        "haeoe_jusik_sanghan",  # Korean 상한
        "chaegwon_hahan",  # Korean 하한
        "gupiao_shangxian",  # Chinese 上限
        "xianjin_xiaxian",  # Chinese 下限
    ],
)
def test_a_romanised_limit_word_makes_a_limit(name: str) -> None:
    assert is_limit(_assumed(name, 0.1))


def test_a_name_without_a_limit_word_stays_a_setting() -> None:
    assert not is_limit(_assumed("kokunaiSaikenHyoka", 0.1))


@pytest.mark.parametrize(
    ("name", "side"),
    [
        ("genkinHiritsuKagen", "floor"),
        ("chaegwon_hahan", "floor"),
        ("xianjin_xiaxian", "floor"),
        ("kitaiShuekiSaitei", "floor"),
        ("gaikokuSaikenJogen", "ceiling"),
        ("gupiao_shangxian", "ceiling"),
        # a German word spelt like a romanised one is no floor
        ("saiteBreite", "ceiling"),
    ],
)
def test_a_romanised_names_side(name: str, side: str) -> None:
    assert plan_kind(name) == side
