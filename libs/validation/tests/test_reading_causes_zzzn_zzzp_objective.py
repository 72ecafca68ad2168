"""What a sentence is about, before it is read as an aim (`intent`, `org_units`,
`earlier_versions`). Batches ZZZN–ZZZP's causes, in wordings no batch uses:

- a limit still to be set, a class or a body's name, is no request: a class named by an
  English attribute after a Romance noun ("compartiment high yield") is the class; "mutual" is
  no form of "mute", the foreign plurals "limites" and "limiti" are nouns, and a body that
  Romance languages name before "of risks" ("direction des risques", "gerencia de riesgos") is
  who decides;
- a wording the text withdraws itself is not read: an old wording labelled in the client's
  language ("Ancienne formulation :", "Donde dice:"), quoted whole, a line marked withdrawn in that
  language ("(ersetzt, nicht verwenden)"), an earlier numbered version after a short label, and
  a redline's bracketed deletion ("[supprimé : …]");
- a benchmark's composition in brackets is an apposition of it, no clause; a peer average is a
  benchmark, and a deviation of return from it is tracking error.
"""

from __future__ import annotations

import pytest

from quantward_validation.intent import asked
from quantward_validation.org_units import without_org_units


@pytest.mark.parametrize(
    "text",
    [
        "The tracking error of the mutual fund sleeve is on the board's agenda for June.",
        "Send the volatility figures of the Mutualité pool to the auditors.",
        "Limites approuvées : volatilité 8 %, liquidité 5 %.",
        "Limiti approvati: volatilità 8 %, liquidità 5 %.",
        "Compartiment high yield, 12 % au plus de l'actif net.",
    ],
)
def test_a_limit_or_a_name_asks_for_nothing(text: str) -> None:
    assert asked(text) is None, (text, asked(text))


def test_muting_still_directs_its_target() -> None:
    found = asked("Please mute the volatility of the book.")
    assert found is not None
    assert "minimise_variance" in found.kinds


@pytest.mark.parametrize(
    "text",
    [
        "La direction des risques revoit la liquidité minimum.",
        "The gerencia de riesgos is still reviewing the minimum cash of Fund C.",
        "Il comitato dei rischi deve ancora fissare la liquidità minima.",
        "Het risicocomité herziet de minimale kaspositie nog.",
    ],
)
def test_a_body_named_after_risks_is_who_decides(text: str) -> None:
    assert asked(without_org_units(text)) is None, (text, asked(without_org_units(text)))


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        (
            "Ancienne formulation : « The fund targets the best Sharpe ratio. »\n"
            "Formulation retenue : « the lowest volatility achievable »",
            "minimise_variance",
        ),
        (
            'Donde dice: "maximise the Sharpe ratio of the book". '
            'Debe decir: "minimise the variance of the book".',
            "minimise_variance",
        ),
        (
            "Vorherige Version: maximise the expected return.\nAktuell: minimise volatility",
            "minimise_variance",
        ),
        (
            "Ziel (ersetzt, nicht verwenden): maximise the expected return\n"
            "Ziel, gültig ab Mai: minimise volatility",
            "minimise_variance",
        ),
        (
            "Mandate aim – version 1: maximise expected return\n"
            "Mandate aim – version 2: minimise volatility",
            "minimise_variance",
        ),
        (
            "Objectif : [supprimé : maximise the expected return] [ajouté : minimise volatility]",
            "minimise_variance",
        ),
    ],
)
def test_a_withdrawn_wording_is_not_read(text: str, kind: str) -> None:
    found = asked(text)
    assert found is not None, text
    assert found.kinds == frozenset({kind}), (text, found)


@pytest.mark.parametrize(
    "text",
    [
        "Keep the deviation from our reference index (70 % Euro Stoxx, 30 % iBoxx Total "
        "Return) as small as you can.",
        "Stay as close as possible to the peer-group median.",
        "We want the smallest écart de performance possible.",
    ],
)
def test_tracking_a_composite_or_a_peer_average(text: str) -> None:
    found = asked(text)
    assert found is not None, text
    assert found.kinds == frozenset({"minimise_tracking_error"}), (text, found)
