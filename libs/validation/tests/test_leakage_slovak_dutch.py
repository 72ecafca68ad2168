"""Stated leakage said in Slovak or in Belgian Dutch (issue 18), each tested as a family on
sentences written here, none taken from a batch:

- Slovak periods (months in every case, "štvrťrok", "polrok", "týždeň" with their ordinals;
  `months_cs_ro`, `period_lexicon_cs_ro`) owned by the Czech verbs of fitting Slovak shares;
- the universe as it is today ("ktoré sú dnes v indexe", "ktoré sú v indexe … dnes"; Dutch
  "de bedrijven die vandaag in de BEL 20 zitten"), brought in by "skladá sa", "tvoria",
  "bestaat uit", "omvat" (`leakage_lexicon_cs_ro`, `leakage_lexicon_eu`);
- a present-day input or a later-dated record carried over every test period or back in time
  ("dnešné ratingy … vo všetkých obdobiach", "schválený v roku 2025 … na všetky testovacie
  obdobia", "spätne"; Dutch "die in 2025 werd goedgekeurd … op alle testperiodes") —
  `present_day_lexicon_cs_ro`, `present_day_lexicon_eu`, `settled_records_lexicon`;
- a Dutch numbered week ("week 26 van 2019", `period_lexicon_eu`);
- an appraiser's periodic valuations used from the end of the period they cover
  (`audited_at_period_end`).

Each family has decoys that stay accepted: dates before the first test, the universe as it was
at each rebalancing, a present-day word with no test period it is carried over, a release lag.
"""

from __future__ import annotations

from datetime import date

import pytest

from quantward_validation.leakage import leaks
from quantward_validation.period_lexicon_cs_ro import periods_cs_ro_in_english
from quantward_validation.period_lexicon_eu import periods_in_english
from quantward_validation.period_lexicon_nopl import periods_nopl_in_english

#: five yearly test windows from 2017, as a walk-forward lays them out
_FOLDS = [(date(y, 1, 2), date(y, 12, 29)) for y in range(2017, 2022)]
#: ... and from 2016
_FOLDS_2016 = [(date(y, 1, 4), date(y, 12, 30)) for y in range(2016, 2021)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("od januára 2011 do júna 2018", "from January 2011 to June 2018"),
        ("v septembri 2016", "v September 2016"),
        ("1. štvrťrok 2011 – 4. štvrťrok 2018", "Q1 2011 – Q4 2018"),
        ("v druhom polroku 2016", "v H2 2016"),
        ("za tretí štvrťrok 2019", "za Q3 2019"),
        ("2011 – 51. týždeň 2016", "2011 – 2016-W51"),
        ("do 12. týždňa 2018", "do 2018-W12"),
        ("od roku 2017", "od 2017"),
    ],
)
def test_slovak_periods_read_as_the_grammar_s_forms(text: str, expected: str) -> None:
    assert periods_nopl_in_english(periods_cs_ro_in_english(text)) == expected


def test_a_dutch_numbered_week_reads_as_an_iso_week() -> None:
    assert periods_in_english("van 2010 tot week 26 van 2019") == "van 2010 tot 2019-W26"


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        (
            "Akciová zložka sa v každom okne skladá zo spoločností, ktoré boli v "
            "indexe k dátumu začiatku okna.",
            False,
        ),
        ("Parametre boli odhadnuté na dátach od januára 2011 do decembra 2015.", False),
        (
            "Zoznam vylúčených emitentov schválený v roku 2015 sa uplatňuje na "
            "všetky testovacie obdobia.",
            False,
        ),
        ("Dnešné ratingy emitentov sú uvedené v prílohe.", False),
        (
            "Model bol kalibrovaný na dátach za 1. štvrťrok 2011 – 4. štvrťrok "
            "2015; v každom okne sa odhaduje znova.",
            False,
        ),
        ("Výkonnosť sa porovnáva s referenčnou hodnotou podľa metodiky NBS z roku 2014.", False),
        ("Ratingy emitentov sa v každom okne berú k dátumu rebalancovania.", False),
        ("Váhy boli optimalizované na dátach od februára 2012 do septembra 2019.", True),
        ("Portfólio tvoria akcie, ktoré sú dnes v indexe STOXX Europe 600.", True),
        ("Parametre sme odhadli na vzorke z 2. polroka 2012 až 1. polroka 2019.", True),
        ("Pravidlá schválené v roku 2024 sa uplatňujú vo všetkých testovacích rokoch.", True),
        ("Sadzby z roku 2025 sa používajú spätne od roku 2016.", True),
        ("Model bol kalibrovaný v 3. štvrťroku 2019 na celej histórii od roku 2011.", True),
    ],
)
def test_slovak_statements_of_fitting_and_hindsight(text: str, leaky: bool) -> None:
    assert bool(leaks([("interpretation", text)], _FOLDS)) is leaky


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        (
            "De aandelenportefeuille bestaat uit de bedrijven die op elke "
            "herbalanceringsdatum in de BEL 20 zaten.",
            False,
        ),
        (
            "De ESG-uitsluitingslijst die in 2014 werd goedgekeurd, wordt in alle jaren toegepast.",
            False,
        ),
        ("Het factormodel werd geschat met wekelijkse data van 2010 tot week 50 van 2015.", False),
        (
            "De jaarlijkse schattingen van de vastgoeddeskundige worden gebruikt "
            "vanaf het einde van het volgende kwartaal.",
            False,
        ),
        ("De bedrijven die vandaag in de BEL 20 zitten, staan in bijlage 2.", False),
        (
            "De beleggingsrestricties die in 2024 zijn vastgesteld, worden op alle "
            "vijf de vensters toegepast.",
            True,
        ),
        ("De parameters werden gekalibreerd van week 1 van 2012 tot week 40 van 2018.", True),
        ("De portefeuille omvat de aandelen die nu deel uitmaken van de Euro Stoxx 50.", True),
        (
            "De onafhankelijke waarderingen worden geboekt vanaf het einde van het "
            "kwartaal waarop ze betrekking hebben.",
            True,
        ),
    ],
)
def test_dutch_statements_of_fitting_and_hindsight(text: str, leaky: bool) -> None:
    assert bool(leaks([("interpretation", text)], _FOLDS_2016)) is leaky
