"""Trend claims said in Slovak (`trend_lexicon_sk`): the l-participle with its fleeting "o"
("klesol", "klesla", "klesli") in both aspects and every gender, the negation that is the verb's
own prefix, "ani raz … ne-" as never, comparatives that agree in gender and sit after their
horizon ("bola v každom štvrťroku 2024 vyššia ako …", "medziročne vyššie"), quarters, halves,
counts and events in their cases; and the decoys: a Czech sentence stays Czech's to read, the
"do" of an event ("do eurozóny") is no span's end, a figure in the instrumental is no figure.
Sentences of a Žilina dairy's own drafting. The builder both Slavic lexicons share
(`trend_lexicon_parts.SlavicVerbs`) is tested with Czech's rows."""

from __future__ import annotations

import pytest

from quantward_contracts.values import Computation
from quantward_validation import trend_lexicon_cs, trend_lexicon_sk
from quantward_validation.claims import misstatements
from quantward_validation.trend_lexicon_eu import english_reading
from quantward_validation.trend_lexicon_parts import marked
from quantward_validation.trends import sentences

_ENDS = tuple(
    f"{year}-{month}"
    for year in (2022, 2023, 2024)
    for month in ("03-31", "06-30", "09-30", "12-31")
)

#: a dairy whose net debt (in millions of euros) falls every quarter from its 2022 peak and
#: whose margin climbs in every quarter of 2024
DAIRY = Computation(
    source_id="src_01hzzzzzzzzzzzzzzzzzzzmlk5",
    function_id="fundamentals.quarters",
    result={
        "entity_id": "ent_mliekaren_zilina",
        "quarters": [
            {"quarter_end": end, "net_debt_meur": debt, "ebitda_margin_pct": margin}
            for end, debt, margin in zip(
                _ENDS,
                [41.0, 43.5, 44.2, 43.1, 42.0, 40.8, 39.9, 38.7, 37.2, 36.0, 34.9, 33.1],
                [11.0, 10.2, 9.8, 10.5, 10.1, 9.6, 9.2, 9.9, 10.4, 11.2, 11.9, 12.6],
                strict=True,
            )
        ],
    },
)


def _wrong(sentence: str) -> bool:
    return bool(misstatements(sentences(sentence), [DAIRY]))


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        # the fleeting "o" of the masculine and the other genders without it
        ("Čistý dlh mliekarne v roku 2024 klesol.", False),
        ("Čistý dlh mliekarne v roku 2024 stúpol.", True),
        ("Marža EBITDA v roku 2024 vzrástla.", False),
        ("Marža EBITDA v roku 2024 klesla.", True),
        # the imperfective past and the reflexive on either side
        ("Marža EBITDA sa v roku 2024 zvyšovala.", False),
        ("Marža EBITDA sa v roku 2024 znižovala.", True),
        # the negation is the verb's prefix
        ("Čistý dlh v roku 2024 nevzrástol.", False),
        ("Čistý dlh v roku 2024 neklesol.", True),
        # "ani raz … ne-": never, the adverb between them read after the verb
        ("Čistý dlh sa od konca roka 2022 ani raz medzištvrťročne nezvýšil.", False),
        ("Čistý dlh ani raz medzištvrťročne neklesal od začiatku roka 2023.", True),
        # a comparative after its horizon, in the feminine, and one whose base is an adverb
        ("Marža EBITDA bola v každom štvrťroku 2024 vyššia ako o rok skôr.", False),
        ("Marža EBITDA bola v každom štvrťroku 2024 nižšia ako o rok skôr.", True),
        ("Marža EBITDA bola v každom štvrťroku 2024 medziročne vyššia.", False),
        ("Marža EBITDA bola v každom štvrťroku 2024 medziročne nižšia.", True),
        # the reflexive parted from its verb by the horizon
        ("Marža EBITDA sa v 2. polroku 2024 zlepšila.", False),
        ("Marža EBITDA sa v 2. polroku 2024 zhoršila.", True),
        # negative concord: "nebola v žiadnom štvrťroku … nižšia" is "not lower in any quarter"
        ("Marža EBITDA nebola v žiadnom štvrťroku 2024 nižšia ako o rok skôr.", False),
        ("Marža EBITDA nebola v žiadnom štvrťroku 2024 vyššia ako o rok skôr.", True),
        # a quarter and a span in their cases
        ("Čistý dlh klesol od 3. štvrťroka 2022 do 4. štvrťroka 2024.", False),
        ("Čistý dlh vzrástol od 3. štvrťroka 2022 do 4. štvrťroka 2024.", True),
        # a horizon the series does not cover: a count in words, an event dated by its year
        ("Čistý dlh klesol za posledných šesť rokov.", True),
        ("Čistý dlh klesol od vstupu Slovenska do eurozóny v roku 2009.", True),
        ("Čistý dlh klesol od konca roka 2022.", False),
    ],
)
def test_slovak_claims(sentence: str, wrong: bool) -> None:
    assert _wrong(sentence) is wrong


def test_sizes_horizons_and_counts_read_in_english() -> None:
    assert english_reading("Tržby vzrástli približne o 12 % od 1. štvrťroka 2019.") == (
        "revenue rose by about 12 % since Q1 2019."
    )
    assert english_reading("Čistý dlh klesal takmer o 5 mil. EUR za posledných päť rokov.") == (
        "net debt fell by almost 5 million over the last five years."
    )
    assert english_reading("Tržby rástli v 2. polroku 2024 pomalšie ako v roku 2023.") == (
        "revenue grew more slowly in H2 2024 than in 2023."
    )
    assert (
        english_reading(
            "Tržby rástli medzi 4. štvrťrokom 2022 a 4. štvrťrokom 2024 dvojciferným priemerným "
            "ročným tempom."
        )
        == "revenue rose at a double-digit compound annual rate between Q4 2022 and Q4 2024."
    )


def test_event_into_a_place_is_no_span() -> None:
    # "do eurozóny" is where Slovakia went, not where the span ends: the horizon is the event's
    assert english_reading("Čistý dlh klesol od vstupu Slovenska do eurozóny v roku 2009.") == (
        "net debt fell since 2009."
    )


def test_figure_in_the_instrumental_is_no_figure() -> None:
    # coverage of interest by operating profit is the coverage, not the profit
    read = english_reading("Krytie úrokov prevádzkovým ziskom sa zlepšilo v roku 2024.")
    assert "operating profit" not in read
    assert "improved in 2024" in read


def test_slovak_sentence_is_slovak_and_czech_stays_czech() -> None:
    # "klesal" is both languages' verb: the sentence's own words decide who reads it
    slovak = "Čistý dlh klesal v každom štvrťroku za posledných päť rokov."
    czech = "Čistý dluh klesal v každém čtvrtletí roku 2024."
    sk, cs = trend_lexicon_sk.LEXICON, trend_lexicon_cs.LEXICON
    assert marked(sk, slovak) > marked(cs, slovak)
    assert marked(sk, czech) <= marked(cs, czech)
    assert english_reading(slovak) == "net debt fell in every quarter over the last five years."
    assert english_reading(czech) == "net debt fell in every quarter of 2024."


@pytest.mark.parametrize(
    ("sentence", "english"),
    [
        ("Čistý dlh klesol v roku 2024 o 2 mil. EUR.", "net debt fell in 2024 by 2 million."),
        ("Marža EBITDA klesla v roku 2024.", "EBITDA margin fell in 2024."),
        ("Tržby v roku 2024 klesli.", "revenue in 2024 fell."),
        ("Tržby v roku 2024 neklesli.", "revenue in 2024 did not fall."),
        ("Tržby rástli.", "revenue rose."),
        ("Tržby nerástli.", "revenue did not rise."),
    ],
)
def test_every_gender_of_a_participle_is_a_direction(sentence: str, english: str) -> None:
    # "v roku" is Slovak's ("v roce" in Czech): a verb both languages share is read as Slovak
    assert english_reading(sentence) == english


def test_words_that_only_look_like_participles_are_no_direction() -> None:
    # "symbol", "protokol": a consonant before "-ol" that is no verb of ours
    assert english_reading("Protokol a symbol emitenta sa nemenia.") == (
        "Protokol a symbol emitenta sa nemenia."
    )


def test_czech_rows_are_built_in_their_order() -> None:
    english = [e for _, e in trend_lexicon_cs.DIRECTIONS]
    assert english[:4] == [r"never rose \1", r"never fell \1", r"never improved \1",
                           r"never deteriorated \1"]  # fmt: skip
    assert english[4:10] == ["did not rise", "did not fall", "did not improve",
                             "did not deteriorate", "does not rise", "does not fall"]  # fmt: skip
    assert english[10:14] == [r"was not higher \1", r"was not lower \1", r"was higher \1",
                              r"was lower \1"]  # fmt: skip
    assert english[14:] == ["rose", "fell", "improved", "deteriorated", "rises", "falls"]


def test_a_horizon_counted_in_the_teens_reads_as_its_count() -> None:
    """The number tables give every count from two to twenty ("šestnásť", "šestnáct",
    "șaisprezece": sixteen); the horizon takes each, not only twelve and fifteen."""
    assert english_reading("Tržby klesli za posledných šestnásť štvrťrokov.") == (
        "revenue fell over the last sixteen quarters."
    )
    assert english_reading("Tržby klesly za posledních třináct čtvrtletí.") == (
        "revenue fell over the last thirteen quarters."
    )
