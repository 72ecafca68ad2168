"""Where the merger-arbitrage and the ILS readings meet, read once (ZW/ZX's fixes merged).

* a sponsor is a buyer only with the deals said before it ("transactions backed by one
  private equity sponsor" is an acquirer); a sponsor with a quantifier of one alone is a
  catastrophe bond's sponsor (`limit_lexicon_merger_arb`, `limit_lexicon_ils`);
* a peril's words have one reading (`limit_lexicon_ils.peril_families`), which `provenance`
  uses to match a term sheet's line to a limit's name;
* a peril line of a term sheet cited for a limit of another peril is not its line, even when
  both read as a peril's share (`provenance`, with `limit_lexicon_ils.other_scope`).
"""

from __future__ import annotations

import pytest

from quantward_validation.limit_lexicon_ils import peril_families
from quantward_validation.limits import subject_of
from quantward_validation.testing import provenance_problems


@pytest.mark.parametrize(
    "phrase",
    ["deals backed by a single sponsor", "buyouts led by the same financial sponsor"],
)
def test_a_sponsor_after_its_deals_is_a_buyer(phrase: str) -> None:
    assert subject_of(phrase) == "max_acquirer_exposure"


@pytest.mark.parametrize("phrase", ["each single sponsor", "per-sponsor concentration"])
def test_a_sponsor_alone_is_a_cat_bonds_sponsor(phrase: str) -> None:
    assert subject_of(phrase) == "max_sponsor_weight"


@pytest.mark.parametrize(
    ("said", "family"),
    [
        ("caribbean storm exposure", "wind"),
        ("typhoon risk", "wind"),
        ("seismic aggregate", "quake"),
        ("coastal storm surge", "flood"),
    ],
)
def test_a_perils_words_name_its_family(said: str, family: str) -> None:
    assert family in peril_families(said)


def test_a_convective_storm_is_no_windstorm() -> None:
    assert "wind" not in peril_families("severe convective storm share")


_SHEET = "Catastrophe limits\n  Mexican seismic share: 18%\n  Atlantic cyclone share (max): 11%"


def test_a_line_of_another_peril_is_not_the_limits_line() -> None:
    assert provenance_problems(
        _SHEET, name="atlanticWindShareCap", value=0.18, words="18%", unit="fraction"
    )


def test_the_line_of_its_own_peril_is() -> None:
    assert not provenance_problems(
        _SHEET, name="atlanticWindShareCap", value=0.11, words="11%", unit="fraction"
    )
