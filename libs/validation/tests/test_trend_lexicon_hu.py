"""Trend claims said in Hungarian read as English longhand (`english_reading`), with sentences
of their own (the periods Hungarian dates by case suffix: `test_period_lexicon_hu`)."""

from __future__ import annotations

import pytest

from quantward_validation.trend_lexicon_eu import english_reading


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # the past with its size in the instrumental, put after the verb; a year's inessive
        (
            "Az árbevétel mintegy 8%-kal nőtt 2023-ban.",
            "Az revenue rose by about 8% in 2023.",
        ),
        # a margin's size in points; a year's ablative and sublative: from … to
        (
            "Az EBITDA-marzs 2023-ról 2024-re 1,2 százalékponttal javult.",
            "Az EBITDA margin improved from 2023 to 2024 by 1,2 percentage points.",
        ),
        # a split prefix under negation ("nem esett vissza"); a half by its ordinal
        (
            "Az üzemi eredmény nem esett vissza 2024 első félévében.",
            "Az operating profit did not fall in H1 2024.",
        ),
        # a fused prefix ("visszaesett"), plural past
        (
            "Az exportbevételek visszaestek 2022-ben.",
            "Az export revenue fell in 2022.",
        ),
        # "egyszer sem": never; the last N years with the count in words
        (
            "Az árbevétel egyszer sem csökkent az elmúlt öt évben.",
            "Az revenue never fell over the last five years.",
        ),
        # "egyetlen negyedévben sem": in no quarter; a quarter in Roman numerals
        (
            "A nettó adósság egyetlen negyedévben sem emelkedett a 2023. II. negyedévtől.",
            "A net debt did not rise in any quarter since Q2 2023.",
        ),
        # consecutive years; a span between two years
        (
            "A nettó árbevétel három egymást követő évben csökkent.",
            "A revenue fell for three consecutive years.",
        ),
        (
            "Az árbevétel 2022 és 2024 között évről évre nőtt.",
            "Az revenue rose between 2022 and 2024 year on year.",
        ),
        # a level against the same quarter a year earlier, "-e óta" after a quarter
        (
            "Az adózott eredmény 2024 minden negyedévében magasabb volt, mint egy évvel korábban.",
            "Az net income in every quarter of 2024 was higher than a year earlier.",
        ),
        (
            "A bruttó fedezet 2021 első negyedéve óta 2,1 százalékponttal romlott.",
            "A gross margin deteriorated since Q1 2021 by 2,1 percentage points.",
        ),
        # the pace against another year
        (
            "Az árbevétel 2024-ben lassabban nőtt, mint 2023-ban.",
            "Az revenue grew more slowly in 2024 than in 2023.",
        ),
        # a level reached in the sublative; a year's end "by" which
        (
            "Az eladósodottság 2024 végére 1,0-ra csökkent.",
            "Az leverage fell by the end of 2024 to 1,0.",
        ),
        # the base a level exceeds, in the object case; a span between two dated days
        (
            "A nettó árbevétel 2024-ben meghaladta a tavalyit.",
            "A revenue in 2024 was higher than a year earlier.",
        ),
        (
            "Az adózott eredmény 2024. június 30. és 2024. december 31. között 3,4 milliárd "
            "forinttal csökkent.",
            "Az net income fell between 30 June 2024 and 31 December 2024 by 3,4 billion.",
        ),
        # a trend said by its adjective
        (
            "Az árbevétel növekvő trendet mutatott 2023-ban.",
            "Az revenue rose in 2023.",
        ),
    ],
)
def test_hungarian_trend_claims_read_as_english(sentence: str, expected: str) -> None:
    assert english_reading(sentence) == expected


@pytest.mark.parametrize(
    "sentence",
    [
        # a past participle used as an adjective after its article is no verb of a trend
        "A csökkent kereslet miatt a Pénztár átcsoportosított.",
        "A javult likviditás lehetővé tette a vételt.",
        # the noun "nő" (woman) is no verb
        "A bizottság elnöke nő.",
        # Portuguese "nem" and "sem" are no Hungarian negation
        "A receita não caiu nem subiu em 2024.",
        # English stays English
        "Revenue rose 5% in 2024 and the fund's exposure fell.",
    ],
)
def test_decoys_are_not_read_as_hungarian(sentence: str) -> None:
    from quantward_validation import trend_lexicon_hu
    from quantward_validation.trend_lexicon_parts import substituted

    assert substituted(sentence, trend_lexicon_hu.LEXICON.directions) == sentence
