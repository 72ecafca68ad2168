"""Which figure of a Croatian, Serbian or Slovenian paper is a limit in force (issue 18): a
proposal withdrawn from the agenda, put off or voted down and what it leaves in force, a draft
beside the adopted text, an earlier statut, a level reported beside its limit, an unconstrained
model's answer, and a limit written in words. Sentences written here, in no batch (`numbers_hr`,
`refusals_hr`, `polarity_hr`, `in_force_hr`, `reported_levels_europe`)."""

from __future__ import annotations

import pytest

from quantward_contracts.values import ConstraintUnit
from quantward_validation.testing import provenance_problems


def _problems(
    text: str, name: str, value: float, written: str, unit: ConstraintUnit = "fraction"
) -> list[str]:
    return provenance_problems(text, name=name, value=value, words=written, unit=unit)


@pytest.mark.parametrize(
    ("text", "name", "proposed", "proposed_words", "kept", "kept_words"),
    [
        (
            "Voditelj rizika predložio je za udio dionica 42 %, ali je točka skinuta s dnevnog "
            "reda: i dalje vrijedi 30 %.",
            "max_equity_share",
            0.42,
            "42 %",
            0.30,
            "30 %",
        ),
        (
            "Prijedlog od 2 puta mjesečnih isplata nije dobio potrebnu većinu na sjednici "
            "Nadzornog odbora. Važeći limit: najmanje 1,2 puta mjesečnih isplata.",
            "min_liquidity_coverage_multiple",
            2.0,
            "2 puta",
            1.2,
            "1,2 puta",
        ),
        (
            "Nacrt pravilnika predviđao je 15 % za nekretnine; usvojeni tekst predviđa 12 %.",
            "max_real_estate_share",
            0.15,
            "15 %",
            0.12,
            "12 %",
        ),
        (
            "Odbor je predlog od 8 % odbio; ostaje 6 %.",  # sr
            "max_single_issuer_share",
            0.08,
            "8 %",
            0.06,
            "6 %",
        ),
    ],
)
def test_a_proposal_not_adopted_is_no_limit_and_what_stays_is(
    text: str, name: str, proposed: float, proposed_words: str, kept: float, kept_words: str
) -> None:
    assert _problems(text, name, proposed, proposed_words)
    assert not _problems(text, name, kept, kept_words)


@pytest.mark.parametrize(
    ("text", "name", "value", "figure"),
    [
        (
            "Pravila fonda iz 2018. (u tekstu prije izmjena) propisivala su za dionice 50 %. "
            "Od 2024. limit je 40 %.",
            "max_equity_share",
            0.5,
            "50 %",
        ),
        (
            "Model upravitelja: optimalni portfelj bez ograničenja imao bi 60 % dionica; statut "
            "zadržava 40 %.",
            "max_equity_share",
            0.6,
            "60 %",
        ),
        (
            "Izvješće: udio dionica na dan 30. lipnja 2025. iznosi 31 % neto imovine, uz limit "
            "od 40 % neto imovine.",
            "max_equity_share",
            0.31,
            "31 %",
        ),
    ],
)
def test_a_past_model_or_reported_figure_is_no_limit(
    text: str, name: str, value: float, figure: str
) -> None:
    assert _problems(text, name, value, figure)


@pytest.mark.parametrize(
    ("text", "name", "value", "figure", "unit"),
    [
        ("Ulaganja u dionice: najviše trideset pet posto.", "max_equity_share", 0.35,
         "trideset pet posto", "fraction"),
        ("Aktivni rizik dioničkog dijela: najviše dvjesto baznih bodova.",
         "max_tracking_error_bps", 200.0, "dvjesto baznih bodova", "bps"),
        ("Odluka je jednoglasno donesena: predlaže se Upravi da limit za dionice iznosi 35 %.",
         "max_equity_share", 0.35, "35 %", "fraction"),
    ],
)  # fmt: skip
def test_a_limit_in_force_is_stated(
    text: str, name: str, value: float, figure: str, unit: ConstraintUnit
) -> None:
    assert not _problems(text, name, value, figure, unit)
