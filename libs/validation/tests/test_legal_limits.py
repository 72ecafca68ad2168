"""The law's outer limit quoted beside the fund's own line (`legal_limits`)."""

from __future__ import annotations

from quantward_validation.legal_limits import law_beside_own


def _at(text: str, figure: str, rationale: str | None = None) -> bool:
    start = text.index(figure)
    return law_beside_own(text, start, start + len(figure), rationale)


_ANNEXE = (
    "Règlement de placement 2026, annexe 1 (extrait)\n"
    "- Les actions (suisses et étrangères), max. : 45 pour cent\n"
    "- Limite légale OPP 2 (art. 55, let. b) : 50 pour cent"
)


def test_the_laws_line_beside_the_funds_own_is_the_laws() -> None:
    assert _at(_ANNEXE, "50 pour cent")
    # the fund's own line is its own, above or below the law's
    assert not _at(_ANNEXE, "45 pour cent")
    german = "Anhang 1\n- gesetzliche Limite BVV 2: 10 %\n- pro Schuldner, max.: 5 %"
    assert _at(german, "10 %")
    english = "Schedule A\n- Single issuer, max 8%\n- Statutory limit (UCITS): 10%"
    assert _at(english, "10%")


def test_a_plan_that_applies_the_law_cites_it_rightly() -> None:
    assert not _at(_ANNEXE, "50 pour cent", "limite légale de l'OPP 2, art. 55")


def test_the_laws_line_alone_or_under_a_heading_is_the_only_figure() -> None:
    alone = "Règlement de placement 2026, annexe 1\n- Limite légale OPP 2 (art. 54) : 10 %"
    assert not _at(alone, "10 %")
    # the figure's own label names no law: a law named on another line is not its label
    assert not _at("Limite légale OPP 2 : 10 %\nPar débiteur, max. : 5 %", "5 %")


def test_a_measure_named_regulatory_is_no_laws_limit() -> None:
    # "regulatory leverage" is what the covenant caps, not the law's outer limit: the word for
    # "legal" names a law's limit only beside a limit's noun, or by the law's own name
    covenant = (
        "6.07(a) Minimum Shareholders' Equity: not less than 65% of net proceeds.\n"
        "6.07(c) Financial covenant: the BDC's regulatory leverage shall not exceed 1.20x."
    )
    assert not _at(covenant, "1.20x")
    # ... while a regulatory maximum beside the fund's own line is the law's
    schedule = "- Gross leverage, max 1.5x\n- Regulatory maximum: 2.0x"
    assert _at(schedule, "2.0x")
