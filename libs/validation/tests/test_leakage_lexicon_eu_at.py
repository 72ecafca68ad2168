"""Leaky practices an Austrian or German plan states in its own words (`leakage_lexicon_eu`,
`present_day_lexicon`, `audited_at_period_end`, read by `leakage`): a fit's data named after a
semicolon by a compound label ("; Datenbasis: …"), today's index members by the compound that
names them, a present-day input said with an adverb before a participle, a record dated by a
bare year before its participle, and audited figures used from the period's end with the verb
last. Sentences written for this test, with the decoys that state no leak."""

from __future__ import annotations

from datetime import date

import pytest

from quantward_validation.leakage import leaks

_FOLDS = [(date(2016, 1, 4), date(2016, 12, 30)), (date(2017, 1, 2), date(2017, 12, 29))]


def _leaky(text: str) -> bool:
    return bool(leaks([("interpretation", text)], _FOLDS))


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        # a fit whose data a compound label names after a semicolon
        ("Das Faktormodell wurde geschätzt; Datenbasis: DAX-Schlusskurse vom 04.01.2010 bis "
         "28.12.2018.", True),
        ("Die Kurssicherungsquote wurde optimiert; Datengrundlage: HVPI, monatlich, von Jänner "
         "2010 bis Juni 2017.", True),
        ("Das Faktormodell wurde geschätzt; Datenbasis: DAX-Schlusskurse vom 04.01.2010 bis "
         "30.12.2015.", False),
        # today's index members, by the compound that names them
        ("Das Aktienuniversum des Backtests besteht aus den heutigen ATX-Werten.", True),
        ("Das Universum sind die aktuellen Indexunternehmen des DAX.", True),
        ("Der Backtest verwendet die aktuellen Werte der Parameter.", False),
        ("Das Universum besteht aus den Werten, die zum jeweiligen Stichtag im ATX enthalten "
         "waren.", False),
        # a present-day input said with an adverb before its participle, carried back
        ("In allen Testperioden wird die heute verwendete Sterbetafel angewendet, rückwirkend "
         "bis 2016.", True),
        ("In jeder Testperiode wird die Sterbetafel verwendet, die zu Beginn dieser Periode "
         "galt.", False),
        # a record dated by a bare year before its participle, in every test period
        ("Die 2025 beschlossene Ausschlussliste wird auf alle Testperioden angewendet.", True),
        ("Die 2015 beschlossene Ausschlussliste wird auf alle Testperioden angewendet.", False),
        # audited figures used from the period's end, the verb last
        ("Die Spezialfonds werden mit den testierten Jahresgutachten bewertet, die ab dem "
         "jeweiligen Jahresende verwendet werden.", True),
        ("Die testierten Jahresabschlüsse werden erst nach ihrer Veröffentlichung ab dem "
         "Jahresende verwendet.", False),
    ],
)  # fmt: skip
def test_austrian_plans_leaky_practices(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky
