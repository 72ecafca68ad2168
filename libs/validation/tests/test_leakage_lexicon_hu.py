"""Stated leakage said in Hungarian (issue 18), each a family tested on sentences written here:

- the verbs of fitting and selecting on their stems, with the prefix on or split off
  ("becsültük", "kalibrálták", "optimalizáltuk", "illesztettük", "választottuk ki"), over a
  period in any of its cases (`leakage_lexicon_hu`, `period_lexicon_hu`);
- the whole sample ("a teljes mintán"), and a bracket after it that says the sample's span;
- the universe as it stands today ("amelyek jelenleg az indexben vannak", "a mai összetétel");
- a later-dated record carried over every test year or back in time ("a 2024-es tábla …
  minden tesztévben", `present_day_lexicon_hu`);
- appraised figures used from the end of the period they value (`audited_at_period_end`).

Each has a clean twin that stays accepted.
"""

from __future__ import annotations

from datetime import date

import pytest

from quantward_validation.leakage import leaks

_FOLDS = [(date(2017, 1, 2), date(2017, 12, 29)), (date(2018, 1, 2), date(2018, 12, 31))]


def _leaky(text: str) -> bool:
    return bool(leaks([("interpretation", text)], _FOLDS))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # fitting over a period reaching into the test, and its twin ending before it
        ("A kötvényfaktorok béta-együtthatóit 2009. januártól 2018. júniusig becsültük.", True),
        ("A kötvényfaktorok béta-együtthatóit 2009. januártól 2016. júniusig becsültük.", False),
        ("A fedezési arányt a 2010–2018 közötti heti adatokon optimalizálták.", True),
        ("A fedezési arányt a 2010–2016 közötti heti adatokon optimalizálták.", False),
        ("A modellt 2011 5. hetétől 2017 30. hetéig kalibráltuk.", True),
        ("A modellt 2011 5. hetétől 2016 30. hetéig kalibráltuk.", False),
        ("A görbét 2012. I. – 2018. II. negyedév adataira illesztettük.", True),
        ("A görbét 2012. I. – 2016. III. negyedév adataira illesztettük.", False),
        ("A küszöböt 2013-tól 2018-ig választottuk ki.", True),
        ("A küszöböt 2013-tól 2016-ig választottuk ki.", False),
        # the whole sample, and a bracket that says its span
        ("A paramétereket egyszer becsültük a teljes mintán.", True),
        (
            "A paramétereket a teljes adatsoron (napi árfolyamok, 2010.01.04.–2016.12.30.) "
            "becsültük.",
            False,
        ),
        # a test over the same years fits nothing
        ("A stratégiát 2017-től 2018-ig teszteltük.", False),
    ],
)
def test_hungarian_fitting_and_selecting(text: str, expected: bool) -> None:
    assert _leaky(text) is expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("A tesztben azokat a részvényeket tartjuk, amelyek jelenleg a BUX-ban szerepelnek.", True),
        (
            "A tesztben azokat a részvényeket tartjuk, amelyek az adott napon a BUX-ban "
            "szerepeltek.",
            False,
        ),
        ("A tesztuniverzum a mai indexösszetételből áll.", True),
    ],
)
def test_hungarian_universe_today(text: str, expected: bool) -> None:
    assert _leaky(text) is expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("A 2024-es halandósági táblát minden tesztévben alkalmazzuk.", True),
        ("Valamennyi tesztévre a 2023. évi hozamgörbét használjuk, visszamenőleg.", True),
        ("Minden tesztévben az akkor hatályos halandósági táblát alkalmazzuk.", False),
        # a record of a year before the test is known in it
        ("A 2015-ös kizárási listát minden tesztévben alkalmazzuk.", False),
    ],
)
def test_hungarian_later_record_carried_back(text: str, expected: bool) -> None:
    assert _leaky(text) is expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "A bérházakat a külső értékbecslő éves értékelésével vettük figyelembe, az értékelt "
            "év végétől.",
            True,
        ),
        ("A bérházakat az éves értékeléssel áraztuk, egy negyedéves késleltetéssel.", False),
    ],
)
def test_hungarian_appraisals_from_period_end(text: str, expected: bool) -> None:
    assert _leaky(text) is expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Hungarian periods are read first in every sentence, so an English range whose end
        # follows the year's hyphen ("2009-Sep 2018") must keep it: no Hungarian case suffix
        ("The hedge ratio was fitted once on weekly closes, Jan 2009-Sep 2018.", True),
        ("The hedge ratio was fitted once on weekly closes, Jan 2009-Sep 2016.", False),
        ("The discount curve was estimated on broker quotes from Mar 2010-Dec 2018.", True),
        ("The discount curve was estimated on broker quotes from Mar 2010-Dec 2016.", False),
    ],
)
def test_english_month_ranges_keep_their_end(text: str, expected: bool) -> None:
    assert _leaky(text) is expected
