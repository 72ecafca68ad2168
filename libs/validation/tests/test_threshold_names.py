"""A threshold's field name with or without a side (`threshold_names.side_unnamed`), whose side
words come from the limit readers' tables (`limit_sides_europe`, `limit_sides_finnish`,
`limit_sides_asia`: their `FLOOR_WORD` and `CAP_WORD`) and the stems only a field name needs.
"""

from __future__ import annotations

import re
from types import ModuleType

import pytest

from quantward_validation import limit_sides_asia, limit_sides_europe, limit_sides_finnish
from quantward_validation.threshold_names import side_unnamed


@pytest.mark.parametrize(
    "name",
    [
        "pragTitluriStat",
        "thresholdGovBonds",
        "sogliaTitoliStato",
        "drempelStaatsobligaties",
        "prahStatniDluhopisy",
    ],
)
def test_a_threshold_named_for_no_side_is_side_unnamed(name: str) -> None:
    assert side_unnamed(name)


@pytest.mark.parametrize(
    "name",
    [
        "pragMinimTitluri",  # ro, the modules' floor word
        "sogliaMassima",  # it, the modules' cap word
        "dolniPrahAkcie",  # cs, the modules' floor word
        "horniPrah",  # cs, the modules' cap word
        "maxThreshold",  # English
        # (the two below were read as side-unnamed before the side words came from the modules:
        # no batch names a threshold so, and "at most" and "highest" are a cap's words)
        "kynnysEnintaan",  # fi, the Finnish module's cap word
        "tröskelHögsta",  # sv, the continental module's cap word
        "untergrenzeSchwelle",  # de, a prefix stem kept for names
        "ylaKynnys",  # fi, a compound's stem kept for names
        "seuilPlancher",  # fr
    ],
)
def test_a_threshold_named_with_a_side_is_not(name: str) -> None:
    assert not side_unnamed(name)


@pytest.mark.parametrize("module", [limit_sides_europe, limit_sides_finnish, limit_sides_asia])
def test_a_cap_word_is_a_limit_word_and_no_floor_word(module: ModuleType) -> None:
    # the split of each table into floor, cap and the limit as such keeps LIMIT_WORD whole
    cap = re.compile(rf"^(?:{module.CAP_WORD})$")
    limit = re.compile(rf"^(?:{module.LIMIT_WORD})$")
    floor = re.compile(rf"^(?:{module.FLOOR_WORD})$")
    for word in {"maximaal", "högsta", "strop", "enintään", "katto", "saidai", "zuigao"}:
        if cap.match(word):
            assert limit.match(word)
            assert not floor.match(word)
