"""The provenance misses of ZZZN–ZZZP, each read in general and written here in a register none of
those batches used (a Portuguese and Belgian insurer's asset-liability mandates and a Canadian
hospital foundation's investment policy), guarded both ways where a figure beside it is
another's:

- a share's base in the Romance order, the adjective after its noun ("de l'actif net", "des
  avoirs nets") names no net exposure (`limits`);
- a group statistic named as what a measure is taken against ("tracking error against the
  category mean") is the measure's reference, not the figure's owner (`peer_statistics`);
- a limit whose own name says it bounds a sum (`totalLargeLinesCap`) is stated by the sum's
  figure (`provenance`);
- a dotted initialism or a comma after a full stop ends no sentence ("U.K., non-U.K.") and the
  commas of a bracketed aside end no clause (`provenance`);
- the accented "máx.", "mín." end no sentence and bound a table cell (`abbreviations`,
  `monitored_levels`);
- one currency's open position is a currency exposure; counts of issuers, lines and names in
  the other languages, and things counted "distinct", are a count (`limits`,
  `limit_lexicon_merger_arb`); the document a limit is written in is no subset of holdings;
- the verbs of a level measured in the other languages ("constaté à", "registrado") report a
  level (`monitored_levels`); a draft in their words proposes only (`polarity`).
"""

from __future__ import annotations

from quantward_contracts.values import Constraint
from quantward_validation.limits import subject_mentions, subject_of
from quantward_validation.monitored_levels import measured_at
from quantward_validation.peer_statistics import of_peer_group
from quantward_validation.provenance import stated_of


def _problem(text: str, value: str, name: str, number: float, unit: str | None) -> str | None:
    start = text.rindex(value)
    constraint = Constraint.model_validate(
        {
            "name": name,
            "value": number,
            "provenance": "user_message",
            "provenance_ref": "msg_1",
            "unit": unit,
        }
    )
    return stated_of(text, start, start + len(value), constraint)


def _subjects(text: str) -> set[str]:
    return {name for _, _, name in subject_mentions(text)}


def test_net_assets_in_the_romance_order_name_no_net_exposure() -> None:
    assert "max_net_exposure" not in _subjects("plafond par contrepartie : 6 % de l'actif net")
    assert "max_net_exposure" not in _subjects("au plus 12 % des avoirs net du compartiment")
    assert "max_net_exposure" in _subjects("exposition nette maximale : 40 %")
    text = "Emprise sur un même émetteur du portefeuille obligataire : max. 6 % de l'actif net."
    assert _problem(text, "6 %", "poidsEmetteurMax", 0.06, "fraction") is None


def test_a_statistic_a_measure_is_taken_against_is_its_reference() -> None:
    text = "Relative risk of the bond book (deviation from the category mean): ceiling 3 %."
    start = text.index("3 %")
    assert not of_peer_group(text, start, start + 3)
    peers = "In the category the mean is 4 %; the foundation itself allows 3 %."
    start = peers.index("4 %")
    assert of_peer_group(peers, start, start + 3)


def test_a_sum_named_by_the_limit_is_stated_by_the_sum() -> None:
    text = "Holdings above 4 % of the fund, taken together: at most 35 %."
    assert _problem(text, "35 %", "totalLargeLinesCap", 0.35, "fraction") is None
    assert _problem(text, "35 %", "max_single_line_weight", 0.35, "fraction") is not None


def test_an_initialism_and_an_aside_keep_the_limit_in_its_clause() -> None:
    text = (
        "Not 70 % - that was the motion the trustees tabled. The ceiling on listed equity "
        "(U.K., non-U.K. and emerging markets together) stands at 60 % of the pool."
    )
    assert _problem(text, "60 %", "max_listed_equity_share", 0.60, "fraction") is None


def test_accented_max_and_min_close_a_label_not_a_sentence() -> None:
    text = (
        "Anexo (extracto)\n* Liquidez mínima do Fundo B, mín.: 3,5 %\n"
        "* Liquidez do Fundo D, mín.: 1,5 %"
    )
    assert _problem(text, "3,5 %", "liquidezMinFundoB", 0.035, "fraction") is None
    table = (
        "| Limite | Utilizado | Política |\n|---|---|---|\n"
        "| Liquidez do Fundo B | 7,1 % | mín. 3,5 % |"
    )
    assert _problem(table, "3,5 %", "liquidezMinFundoB", 0.035, "fraction") is None
    assert _problem(table, "7,1 %", "liquidezMinFundoB", 0.071, "fraction") is not None


def test_an_open_currency_position_is_a_currency_exposure() -> None:
    assert _subjects("the net open euro position of the fund") == {"max_currency_exposure"}
    assert _subjects("the open sterling exposure") == {"max_currency_exposure"}


def test_counts_in_other_languages_and_distinct_things_are_a_count() -> None:
    assert subject_of("nombreMinEmetteurs") == "min_holdings_count"
    assert subject_of("numeroMinimoLineas") == "min_holdings_count"
    assert _subjects("le nombre d'émetteurs du portefeuille") == {"min_holdings_count"}
    assert _subjects("at least 25 distinct names") == {"min_holdings_count"}
    text = "Diversification floor of the fixed-income book (émetteurs): at least 30 émetteurs."
    assert _problem(text, "30", "nombreMinEmetteurs", 30.0, "count") is None


def test_the_document_a_limit_is_written_in_is_no_subset() -> None:
    assert _subjects("7 % per issuer in the IPS") == {"max_position_weight"}
    assert _subjects("7 % per issuer in the política") == {"max_position_weight"}


def test_measured_verbs_in_the_other_languages_report_a_level() -> None:
    french = "Ratio de liquidité constaté à 7,2 %, pour une limite de 5 %."
    assert measured_at(french, french.index("7,2"), french.index("7,2") + 5)
    spanish = "Liquidez del fondo registrada en 9 %, frente a un mínimo de 4 %."
    assert measured_at(spanish, spanish.index("9 %"), spanish.index("9 %") + 3)
    assert not measured_at("Le plafond est fixé à 7 %.", 21, 24)
    english = "A publication lag of 45 days applies."
    assert not measured_at(english, english.index("45"), english.index("45") + 7)


def test_a_draft_in_the_other_languages_only_proposes() -> None:
    text = (
        "El borrador del reglamento tenía 30 % para la exposición a divisas. El Consejo lo "
        "aprobó con 20 %."
    )
    assert _problem(text, "30 %", "max_currency_exposure", 0.30, "fraction") is not None
    assert _problem(text, "20 %", "max_currency_exposure", 0.20, "fraction") is None


def test_the_french_hold_on_one_issuer_is_issue_ownership() -> None:
    assert subject_of("ratioEmpriseMax") == "max_issue_ownership"
    text = "Plafond d'emprise (obligations d'un même émetteur) : max. 8 % de l'encours émis."
    assert _problem(text, "8 %", "max_issue_ownership_share", 0.08, "fraction") is None


def test_a_line_of_another_member_of_the_series_is_not_the_names() -> None:
    text = (
        "Schedule B (extract)\n- Real assets, Sleeve 2, max.: 9 %\n"
        "- Real assets (farmland, timber, infrastructure), max.: 14 %"
    )
    assert _problem(text, "14 %", "max_real_assets_sleeve_1", 0.14, "fraction") is None
    assert _problem(text, "9 %", "max_real_assets_sleeve_1", 0.09, "fraction") is not None
    assert _problem(text, "9 %", "max_real_assets_sleeve_2", 0.09, "fraction") is None


def test_a_hyphened_bucket_name_is_no_operator_of_a_reported_level() -> None:
    text = (
        "Quarter-end pack: the below-BB bucket (lowest of the three agencies, as rated) was 3.1% "
        "of NAV, well inside the guideline (maximum 6.0% of NAV)."
    )
    assert _problem(text, "3.1%", "subBBBucketMax", 0.031, "fraction") is not None
    assert _problem(text, "6.0%", "subBBBucketMax", 0.06, "fraction") is None
