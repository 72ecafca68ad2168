"""The words for a stock's daily traded volume: one list, read alike by every reader of a
volume yardstick (a limit's name, a size in days, a participation rate's base)."""

from __future__ import annotations

import re

import pytest

from quantward_validation.lexical_synonyms import classes_in, tokens
from quantward_validation.measure_parameters import measure_parameter
from quantward_validation.volume_days import VOLUME, VOLUME_NAMES, yardstick_end


@pytest.mark.parametrize("name", VOLUME_NAMES)
def test_every_name_of_the_daily_volume_is_read_by_each_reader(name: str) -> None:
    assert re.fullmatch(VOLUME, name)
    assert "daily_volume" in classes_in(tokens(f"max {name} days"))
    sized = f"up to 4 days of {name}"
    assert yardstick_end(sized, sized.index("4") + 1) == len(sized)
    rate = f"trade at most 15% of {name}"
    assert measure_parameter(rate, rate.index("15"), rate.index("%") + 1)


def test_a_share_of_turnover_is_a_participation_rate_as_a_share_of_adv_is() -> None:
    text = "sell no faster than 12% of the average daily turnover"
    assert measure_parameter(text, text.index("12"), text.index("%") + 1)
