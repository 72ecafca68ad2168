"""One class per language of the verbs that withdraw, put off or turn down a request or a
wording, read by `polarity_cs`/`polarity_ro` and by `withdrawal_cs_ro` alike."""

from __future__ import annotations

import re

import pytest

from quantward_validation import polarity_cs, polarity_ro, withdrawal_cs_ro
from quantward_validation.polarity import hypothetical_at
from quantward_validation.refusals_cs_sk_ro import CZECH, ROMANIAN, SLOVAK


def _reads(fragment: str, text: str) -> bool:
    return re.search(rf"\b(?:{fragment})(?!\w)", text.lower()) is not None


@pytest.mark.parametrize(
    ("fragment", "text"),
    [
        (CZECH, "Návrh byl zamítnut (pro 2, proti 3)."),
        (CZECH, "Bod byl stažen z programu jednání."),
        (CZECH, "Představenstvo návrh neschválilo."),
        (CZECH, "Navrh byl vracen k prepracovani."),  # a chat drops the diacritics
        (SLOVAK, "Návrh bol zamietnutý (hlasovanie: 2 za, 3 proti)."),
        (SLOVAK, "Bod bol stiahnutý z programu rokovania."),
        (SLOVAK, "Návrh uznesenia nebol schválený."),
        (SLOVAK, "Investičný výbor rozhodnutie odročil na ďalšie zasadnutie."),
        (SLOVAK, "Návrh nezískal potrebnú väčšinu."),
        (SLOVAK, "Predstavenstvo návrh zamietlo."),
        (ROMANIAN, "Propunerea a fost respinsă (3 voturi pentru, 4 împotrivă)."),
        (ROMANIAN, "Consiliul a amânat propunerea."),
        (ROMANIAN, "Propunerea nu a fost aprobată."),
    ],
)
def test_a_refusal_is_read(fragment: str, text: str) -> None:
    assert _reads(fragment, text)


@pytest.mark.parametrize(
    ("fragment", "text"),
    [
        # adopted, proposed, or a word that only begins like a refusal
        (CZECH, "Představenstvo návrh schválilo."),
        (CZECH, "Limit zůstává 10 %."),
        (SLOVAK, "Predstavenstvo návrh schválilo; platný limit je 3 %."),
        (SLOVAK, "Odbor investícií navrhol 1,5-násobok."),
        (SLOVAK, "Stiahnite si prílohu."),  # the imperative of downloading, no withdrawal
        (ROMANIAN, "Propunerea a fost aprobată."),
        (ROMANIAN, "Limita rămâne 40 %."),
    ],
)
def test_no_refusal_is_read(fragment: str, text: str) -> None:
    assert not _reads(fragment, text)


def test_both_readers_take_the_one_class() -> None:
    # a word added to the class is read by the polarity readers and by the withdrawal reader
    for fragment in (CZECH, SLOVAK):
        assert fragment in polarity_cs.REFUSAL
    assert CZECH in withdrawal_cs_ro.WITHDRAWN
    assert ROMANIAN in withdrawal_cs_ro.WITHDRAWN
    assert _reads(polarity_ro.REFUSAL.removeprefix(r"\b"), "propunerea a fost retrasă")


def test_a_slovak_refused_proposal_leaves_what_holds() -> None:
    sentence = (
        "Návrh bol zamietnutý (hlasovanie: 2 za, 3 proti), horný limit zostáva 1,2-násobok "
        "čistej hodnoty majetku."
    )
    at = sentence.index("1,2")
    assert not hypothetical_at(sentence, at, at + 3)
    proposed = "Odbor investícií navrhol 1,5-násobok, návrh však predstavenstvo zamietlo."
    at = proposed.index("1,5")
    assert hypothetical_at(proposed, at, at + 3)
