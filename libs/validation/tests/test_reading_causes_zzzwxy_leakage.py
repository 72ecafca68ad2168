"""Stated-leakage causes of issue 18 (ZZZW–ZZZY families: German, Mexican Spanish and Danish
plans), each tested as a family on constructions in no batch:

- an ordinal's dot ("4. März 2009", "2. Quartal 2010", "3. kvt. 2011") and a period noun's
  abbreviation ("kvt.", "Qu.") are no stop (`inner_dots`);
- Danish months, range words ("fra … til og med …", "indtil") and quarters ("2. kvartal",
  "anden kvartal", "3. kvt."), and a week of a year by its number in German, Danish and Spanish
  ("KW 14/2017", "uge 40 2017", "semana 9 de 2016") (`month_lexicon_eu`, `period_lexicon_eu`);
- a quarter code whose two-digit year is followed by a comma or a stop ("2T09 al 3T17, …")
  (`period_lexicon_eu`);
- fitting and choosing in Danish ("blev kalibreret", "estimeres", "tilpasset", "udvalgt") and
  German fitting said "angepasst" or "optimierte" (`leakage_lexicon_eu`); today's members in
  Danish and Spanish ("nuværende indeksmedlemmer", "los títulos que actualmente conforman");
- a test word in a bracketed aside, the label of a record ("Anhang 3 (Backtest): …"), owns no
  period outside its brackets (`leakage._owner`).

Each has a clean twin ending before the first fold's test. The texts are written here, not taken
from a batch.
"""

from __future__ import annotations

from datetime import date

import pytest

from quantward_validation.inner_dots import joined_at_month_dots
from quantward_validation.leakage import leaks
from quantward_validation.period_lexicon_eu import periods_in_english

_FOLDS = [(date(2016, 1, 4), date(2017, 12, 29)), (date(2018, 1, 2), date(2019, 12, 31))]


def _leaky(text: str) -> bool:
    return bool(leaks([("interpretation", text)], _FOLDS))


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        # German ordinal days and quarters, split by no stop
        ("Die Risikoprämien wurden vom 4. März 2009 bis 31. Mai 2017 geschätzt.", True),
        ("Die Risikoprämien wurden vom 4. März 2009 bis 30. November 2015 geschätzt.", False),
        ("Die Duration wurde über das 2. Quartal 2010 bis 1. Quartal 2016 kalibriert.", True),
        ("Die Duration wurde über das 2. Quartal 2010 bis 3. Quartal 2015 kalibriert.", False),
        # German fitting said "angepasst", "optimierte"
        (
            "Mit Monatsdaten, März 2008 – Mai 2016 wurde das Zinsmodell an die Daten angepasst.",
            True,
        ),
        (
            "Mit Monatsdaten, März 2008 – Mai 2015 wurde das Zinsmodell an die Daten angepasst.",
            False,
        ),
        ("Das Team optimierte die Absicherungsquote auf 2007 bis 2017.", True),
        ("Das Team optimierte die Absicherungsquote auf 2007 bis 2014.", False),
        # a German week of the year
        ("Die Schwellen wurden auf 2009 bis KW 14/2017 kalibriert.", True),
        ("Die Schwellen wurden auf 2009 bis KW 14/2015 kalibriert.", False),
        # a record's label in brackets: its test word owns nothing outside
        (
            "Anhang 3 (Backtest): Einmalig, über Tageskurse, 05.01.2007 – 28.06.2016, wurden "
            "die Korrelationen geschätzt, bevor die Fenster liefen.",
            True,
        ),
        (
            "Anhang 3 (Backtest): Einmalig, über Tageskurse, 05.01.2007 – 30.06.2015, wurden "
            "die Korrelationen geschätzt, bevor die Fenster liefen.",
            False,
        ),
        # Danish verbs, months, range words, quarters and weeks
        ("Afdækningsgraden blev kalibreret fra marts 2008 til og med august 2016.", True),
        ("Afdækningsgraden blev kalibreret fra marts 2008 til og med august 2015.", False),
        ("Betaen estimeres på data fra 2. kvartal 2009 indtil 3. kvt. 2017.", True),
        ("Betaen estimeres på data fra 2. kvartal 2009 indtil 3. kvt. 2015.", False),
        ("Likviditetsmodellen er tilpasset på anden kvartal 2010 – fjerde kvartal 2016.", True),
        ("Likviditetsmodellen er tilpasset på anden kvartal 2010 – fjerde kvartal 2015.", False),
        ("Båndene blev kalibreret på ugentlige data, 2010 t.o.m. uge 40 2017.", True),
        ("Båndene blev kalibreret på ugentlige data, 2010 t.o.m. uge 40 2015.", False),
        ("Faktorerne blev udvalgt på 2006–2016.", True),
        ("Faktorerne blev udvalgt på 2006–2014.", False),
        # Danish and Spanish today's members
        ("Backtestet bruger de nuværende indeksmedlemmer i C25.", True),
        ("Backtestet bruger indeksmedlemmerne, som de var på hver handelsdag.", False),
        ("El backtest usa los títulos que actualmente conforman el índice.", True),
        ("El backtest usa los títulos del índice tal como estaban en cada fecha.", False),
        # Spanish quarter codes before a comma, and a week of the year
        ("Las bandas se calibraron con el 2T09 al 3T17, antes de las ventanas.", True),
        ("Las bandas se calibraron con el 2T09 al 3T15, antes de las ventanas.", False),
        ("El modelo se estimó hasta la semana 9 de 2016.", True),
        ("El modelo se estimó hasta la semana 9 de 2015.", False),
    ],
)
def test_german_spanish_danish_fit_is_placed_against_the_tests(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky


def test_an_ordinal_dot_and_a_period_abbreviation_end_no_sentence() -> None:
    pieces = ["Estimeret på 1.", "kvt.", "2009 – 4.", "kvt.", "2016."]
    assert joined_at_month_dots(pieces) == ["Estimeret på 1. kvt. 2009 – 4. kvt. 2016."]
    # a figure's decimals and a numbered list are no ordinal of a date
    assert joined_at_month_dots(["Step 4.", "Then fit."]) == ["Step 4.", "Then fit."]


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("uge 7 2014", "2014-W07"),
        ("KW 33/2019", "2019-W33"),
        ("Kalenderwoche 2 2012", "2012-W02"),
        ("semana 51 de 2013", "2013-W51"),
        ("3. kvt. 2011", "Q3 2011"),
        ("fjerde kvartal 2012", "Q4 2012"),
        ("4T16,", "Q4 2016,"),
        ("2T20,5", "2T20,5"),
    ],
)
def test_weeks_danish_quarters_and_codes_read_in_english(said: str, read: str) -> None:
    assert periods_in_english(said) == read
