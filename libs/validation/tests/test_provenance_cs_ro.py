"""Which figure of a Czech or Romanian paper is a limit in force (issue 18): a proposal withdrawn
from the agenda, put off, sent back or voted down and what it leaves in force, a draft beside the
approved text, a peer statistic, an unconstrained model's answer. Sentences written here, in no
batch; each fails without the reading it guards (`polarity_cs`, `polarity_ro`,
`in_force_cs_ro`)."""

from __future__ import annotations

import pytest

from quantward_contracts.values import ConstraintUnit
from quantward_validation.testing import provenance_problems


def _problems(
    text: str, name: str, value: float, written: str, unit: ConstraintUnit = "fraction"
) -> list[str]:
    return provenance_problems(text, name=name, value=value, words=written, unit=unit)


# --- a proposal put off, withdrawn or turned down -----------------------------------------------


@pytest.mark.parametrize(
    ("text", "name", "proposed", "proposed_words", "kept", "kept_words"),
    [
        (
            "Vedoucí rizik navrhla pro podíl akcií 45 %, záležitost však byla stažena z "
            "programu – nadále platí 35 %.",
            "max_equity_share",
            0.45,
            "45 %",
            0.35,
            "35 %",
        ),
        (
            "Protinávrh 12 % pro nezajištěnou měnovou pozici výbor zamítl; platný limit je 8 %.",
            "max_unhedged_fx_share",
            0.12,
            "12 %",
            0.08,
            "8 %",
        ),
        (
            "Direcția de risc a propus pentru acțiuni 48%, însă propunerea a fost amânată; "
            "rămâne 35%.",
            "max_equity_share",
            0.48,
            "48%",
            0.35,
            "35%",
        ),
        (
            "Comitetul a respins propunerea de a ridica expunerea pe un emitent la 7%. Limita în "
            "vigoare este 5%.",
            "max_single_issuer_share",
            0.07,
            "7%",
            0.05,
            "5%",
        ),
    ],
)
def test_a_proposal_put_off_or_turned_down_is_not_in_force(
    text: str,
    name: str,
    proposed: float,
    proposed_words: str,
    kept: float,
    kept_words: str,
) -> None:
    assert _problems(text, name, proposed, proposed_words)
    assert not _problems(text, name, kept, kept_words)


# --- a peer statistic and an unconstrained model --------------------------------------------------


@pytest.mark.parametrize(
    ("text", "name", "value", "figure"),
    [
        (
            "Medián srovnatelných penzijních fondů činí 18 % v nemovitostech; náš statut "
            "připouští 10 %.",
            "max_property_share",
            0.18,
            "18 %",
        ),
        (
            "Media fondurilor de pensii facultative la imobiliare este 9%; prospectul nostru "
            "permite 6%.",
            "max_property_share",
            0.09,
            "9%",
        ),
        (
            "Model správce: optimální portfolio bez omezení by mělo 60 % akcií; statut drží 40 %.",
            "max_equity_share",
            0.6,
            "60 %",
        ),
        (
            "Studiul actuarial: portofoliul optim fără limite ar avea 55% acțiuni; consiliul "
            "păstrează 40%.",
            "max_equity_share",
            0.55,
            "55%",
        ),
    ],
)
def test_a_peer_or_model_figure_is_no_limit(
    text: str, name: str, value: float, figure: str
) -> None:
    assert _problems(text, name, value, figure)
