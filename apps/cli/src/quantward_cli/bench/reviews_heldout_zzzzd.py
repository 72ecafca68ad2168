"""Held-out batch ZZZZD: every flaw kind again, in the voice of a Lisbon pension fund manager:
Atlântida – Sociedade Gestora de Fundos de Pensões, S.A. (a fictional sociedade gestora), managing
the closed Fundo de Pensões do Pessoal da Energias do Mondego (a fictional staff fund of a large
Portuguese utility, the associado, with some 2 147,3 milhões de euros at 31.12.2024), supervised
by the Autoridade de Supervisão de Seguros e Fundos de Pensões (ASF) under the regime jurídico dos
fundos de pensões (RJFP). Its people and papers, written in European Portuguese with the English
Lisbon investment staff really use ("tracking error", "high yield", "investment grade",
"benchmark", "rebalanceamento", "fyi", "Please refaçam…"): the Conselho de Administração
(presidente Helena Vasconcelos Pinto) and its Comité de Investimentos (secretário Carlos
Nogueira), their actas and deliberações (CA-2025-xx; deliberado por unanimidade, aprovada,
acolhida; rejeitada, adiada, retirada da ordem de trabalhos, não aprovada; an alteração "onde se
lê «…», deve ler-se «…»"), the administrador executivo (Miguel Sarmento Costa) and the Diretora
de Investimentos (Joana Ferreira Marques) with their e-mails, Teams messages, nota interna and
retificação; the política de investimento with its limites, intervalos de variação (mínimo /
máximo) and alocação estratégica, its artigo 5.º under alíneas, its anexo I and anexo II; the
função de gestão de riscos with its relatório de risco ("Indicador / Valor / Limite / Utilização")
and registo de pendentes; the depositário's parametrização de limites (Banco Lusitano de Custódia,
an INI-like "chave = valor" file); the ASF's ofício (n.º 2025/0417, a recomendação with a plano de
medidas corretivas in vinte dias úteis); an external manager's English Investment Guidelines
(Harbourline Capital Management LLP, Appendix 2: "maximum 40%", "80 bps", "90 calendar days",
"60 issuers") and its Client Questionnaire, filled in by the Diretora; the comissão de
acompanhamento do plano de pensões, the contrato constitutivo and the contrato de gestão; the
atuário responsável's estudo ALM, the auditoria interna and the relatório e contas. Its number
forms are European Portuguese: a decimal comma and space thousands ("2 147,3 milhões de euros",
"12,4 mil milhões de euros", "35 M€"), "%" with no space ("40%", "40,0% do valor do Fundo"), "por
cento", "p.b." and "pontos base", "p.p." and "pontos percentuais", dates as "31.12.2024" and "18
de março de 2025", "no final de 2024", "1.º trimestre de 2025", "1T25", "4T24", "desde o início do
ano", "trimestre homólogo", "em termos homólogos", and numbers in words in actas ("quarenta por
cento", "cento e vinte pontos base", "sessenta emitentes", "noventa dias", "vinte dias úteis",
"ponto quatro"); European spelling and vocabulary throughout ("equipa", "registo", "de facto",
"rendibilidade", "acta", "gestor", "carteira").

Batch ZZZZD is built like ZZZX and ZZZY - phrase-level parts, a seeded generator, the truth kept
by the generator and never read from the text - and uses the plan, span and constraint helpers
of `reviews_heldout_shared`, its invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, subjects, trend
series and the claims it makes of them are its own. It was written blind: only ZZZZ and ZZZZB
(read for shape, with their tests), `reviews_heldout_shared`, `reviews_heldout_truths`,
`reviews_heldout_forms` (`WrittenForms`), the tests' `heldout_checks`, the `HeldOutCase` /
`TrendRequest` / `trend_claim_twins` / `evidence_for` part of `reviews_heldout` and the contract
models and id checks of `libs/contracts` (constraint units, windows, id prefixes) were read for
it; no rule, reviewer, reviewer or validator test, validator, policy, benchmark result, benchmark
document, ADR or other batch was read, and it was not run against the reviewers or the validator
before its first recorded run.

It takes the shared loops' opt-in options its register needs, set apart from ZZZZ's and ZZZZB's
where the loops allow: EIGHT subjects (six caps - ações, imobiliário, a single emitente, high
yield, the bond mandate's tracking error in p.b. and, new, the term of bank deposits as a CAP in
DAYS - and two floors: the obrigações as a share and a count of emitentes in the carteira de
ações; no multiple), so the misquote loop pairs them by a pairing of its own (`pair=3 * (i % 5) +
i // 5`: each of the five structures meets five consecutive subjects, the runs starting three
apart, all eight misquoted), one structure in four wordings (rejeitada, retirada da ordem de
trabalhos, adiada, não aprovada); limits in words one style in TWO (`words_every=2`) where an acta,
an alínea, a deliberação or the contrato constitutivo says them; the invented limit's answer in
SEVEN forms taken in turn (`i % 7`, odd, so each form meets both modes), on the subject `3 * i +
1`: the Comité de Investimentos' acta (with words), the Diretora's e-mail, the relatório de
risco's table with a decoy "Valor" and "Utilização" and the administrador executivo's Teams
message (chat answers), the depositário's parametrização given BEFORE the request
(`template_inputs`, "valor = 0,400" in the constraint's unit with three decimals and a decimal
comma), the política de investimento sent AFTER the request (`mandate`, cited as a clause) and
the manager's English Client Questionnaire filled in by the Diretora, also AFTER it
(`template_inputs`, "maximum 90 calendar days"); every other strategy case from the SECOND pair
under a mandate bounding other things (`other_at=1`); breaches in EIGHT shapes held three cases
each (`shape=(i // 3) % 8`, each shape in both modes), on the subject `5 * i + 3`, at 1.3 of a
cap and 0.7 of a floor, uncited twins at 0.9 of a cap and 1.2 of a floor, the clause cited two
cases in three (`i % 3 != 1`: every shape cited twice and uncited once) - the política's artigo
5.º under an alínea key ("politica_de_investimento.artigo_5.c)"), the ASF's ofício, the English
guidelines, the Conselho de Administração's acta as records (`…deliberacoes[1].texto`), the
Comité de Investimentos' acta (numbers in words, a decoy agenda), anexo II as a table with a
decoy VaR row, the contrato de gestão's restrictions as a list (`…anexo_3_restricoes[4]`) and the
contrato constitutivo's cláusula 9.ª; intervalos de variação over three caps AND the bonds' floor
(`floors=True`, `turn=3 * i + 1` over four), the low end three quarters of the top
(`low_ratio=0.75`), each granted case assuming the alocação estratégica (the middle, the default),
the flawed value 1.25 of the top of a cap or 0.75 of a floor's low end, a refusal fixing the low
end of a cap and the top of a floor, refused at `i % 6` in (0, 5) and placed in THREE shapes held
four cases each (`(i // 4) % 3`: the política's ponto 3, a deliberação of the Conselho and the
Direção de Investimentos' mandate), one granting text the comissão de acompanhamento's; objectives
in SIX structures held two cases each (`structure=(i // 2) % 6`, each in both modes; the wanted
objective `i + i // 6`), three withdrawing an earlier wording in the same text (the Conselho's
acta "onde se lê «…», deve ler-se «…»", the Diretora's e-mail RETIFICAÇÃO and a proposta retirada
da ordem de trabalhos beside the one approved), one replacing it by a later message (after the
Conselho, then from the Diretora); leakage over SIX ROLLING walk-forward folds, each trained on
the three years before the half-year (semestre) it tests, from 3 July 2017 to 30 June 2020, the
whole sentence at every third case from the SECOND (`sentence_at=1`), placed in the method's
purpose first; and a trend request of its own (the Comité de Investimentos' point on the
exercício de direitos de voto, its heading, an as-of date after the 4T24 results) over TWENTY
quarters (1T20 - 4T24) comparing 2023 with 2022 (`end=15`, a year BEFORE the latest), no fall
claimed (`shrinking` left off), special pairs taken every SECOND case in turn (`special_step=2`),
extra frame parts drawn per claim (`frame_parts`: the valor de mercado, the peso and the number of
ações) and a signed series (resultado líquido, losses in 2T20 and in an imparidade quarter, 3T22).

Decoy numbers (no truth depends on them): the Fundo's value (2 147,3 milhões de euros; 2 147,3 M€),
the 2024 rendibilidade (7,8%, 1,2 pontos percentuais above the benchmark) and desde o início do ano
(1,9%), the nível de financiamento (112,4%; 100% of pensões em pagamento), the taxa de desconto
(3,25%), the associado's volume de negócios (12,4 mil milhões de euros), the contribuição
extraordinária (35 M€), monthly pensões (9,6 M€), the BCE's 25 p.b., the ASF's ofício number and
its vinte dias úteis, acta, ponto and deliberação numbers, votes (dois a favor, três contra), the
relatório de risco's "Valor" and "Utilização" beside a limit, other limites beside it in anexo I,
the duração modificada of 6 to 9 anos and rating mínimo BBB-, the VaR (95%, um mês, máx. 4,5%), the
ASF's statistics for closed funds and the estudo ALM's unconstrained carteira quoted for
comparison, the watched company's valor de mercado, peso, number of ações, share price move (8,3%
em termos homólogos) and dividendo (0,28 € por ação). Its parts:

* limits as the sociedade gestora's people state them: ações (a cap: "40%", "40,0% do valor do
  Fundo", "40 por cento", "quarenta por cento"), imobiliário ("12%", "12,0%", "12% do valor de
  mercado da carteira"), a single emitente ("5%", "5,0% por emitente", "5% do valor do Fundo"),
  high yield ("8%", "8,0% da carteira", "8% (rating inferior a BBB-)"), the bond mandate's
  tracking error ("80 p.b.", "80 pontos base", "0,80 p.p. ao ano", "oitenta pontos base"), the
  term of deposits ("90 dias", "90 dias de calendário", "90 dias (prazo residual)", "noventa
  dias"), obrigações (a floor: "45%", "45,0% do valor do Fundo", "45 por cento") and emitentes in
  the carteira de ações (a floor, a count: "60 emitentes", "60 títulos", "60 emitentes distintos");
* requests (the Diretora's e-mail, the Comité's ordem de trabalhos, a Teams message, a nota
  interna, the função de gestão de riscos' registo de pendentes and an ASF pedido de informação)
  deferring the limit to a Conselho not yet held, a ponto retirado da ordem de trabalhos, a
  proposta adiada, a projeto reading "[a definir pelo Comité de Investimentos]", the função de
  gestão de riscos' parecer not yet given or the ASF's answer not yet received;
* provenance misquoting its source: the política of 15 de junho de 2021 or a projeto; a proposta
  rejeitada, retirada da ordem de trabalhos, adiada or não aprovada; the relatório de risco's
  valor (prose, or an "Indicador / Valor a 31.03.2025 / Limite / Utilização" table); another
  limite beside it in anexo I; the ASF's statistics or the estudo ALM's unconstrained carteira;
* objectives as the política's ponto 2, a deliberação of the Conselho, the Comité's acta, the
  atuário responsável's estudo ALM and the função de gestão de riscos' parecer, some saying what
  is not the aim ("e não o tracking error", "não o Sharpe") and some beside the taxa de desconto
  of 3,25%, which is followed and not optimised;
* leakage as the estudo ALM, the função de gestão de riscos' parecer and the auditoria interna
  write it: expected returns and correlations, limiares de rebalanceamento, the rácio de
  cobertura cambial, a model of contribuições and pensões pagas and the risco ativo's factor model
  fitted on periods reaching into the test semestres (the PSI, the MSCI EMU, the INE's IHPC, the
  Fundo's own flows, the EIOPA curve, iBoxx EUR Corporates spreads, the Euribor a 6 meses), and
  whole sentences (today's mortality adjustment to the TV 88/90 applied back, today's PSI, the
  2025 lista de exclusões in every period, audited property valuations used before they came);
  each clean twin in the same form, ending before the first test date, and where the data come
  out late, ending where they were out before it;
* trend claims on Navegante Telecomunicações, SGPS, S.A. (Euronext Lisbon: NVG; a fictional
  Portuguese telecom the Fundo holds) - receitas (M€, faster in 2023 than 2022), margem EBITDA
  (moves in p.p.), dívida líquida/EBITDA (x; lower is better), clientes de fibra (thousands, a
  double-digit compound rise from 4T21 to 4T23) and resultado líquido (signed, M€) over twenty
  quarters, as the relatório trimestral's anexo, the Comité's acta, the external manager's
  comment (the claim first), an "Emitente / Valor de mercado / Peso / Comentário" table and the
  Diretora's Teams summary for the CA; horizons covered by the series against uncovered ones
  ("desde a privatização, em 1995"). Whether a claim holds is computed from the series: true,
  false, or too close to call (never used).

Every bundle carries no validator checks as generated.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import date
from functools import partial
from typing import TYPE_CHECKING, ClassVar, Final

from pydantic import JsonValue

from quantward_cli.bench.reviews_heldout import HeldOutCase, TrendRequest
from quantward_cli.bench.reviews_heldout_forms import WrittenForms
from quantward_cli.bench.reviews_heldout_shared import (
    ALL_KINDS,
    AnswerKind,
    Maker,
    QuarterlyTrend,
    _breach_cases,
    _calendar_quarters,
    _cap,
    _cite_as,
    _clause_cite_as,
    _fill,
    _g,
    _growth_specials,
    _horizon_trends,
    _invented_cases,
    _invented_twins_of,
    _leak_contract_of,
    _leak_twins_of,
    _mandate_twins_of,
    _misquote_cases,
    _objective_cases,
    _objective_contract,
    _once,
    _period_leakage,
    _plan_of,
    _provenance_twins_of,
    _range_cases,
    _refused_twins_of,
    _request_from,
    _rounded_change,
    _said_named,
    _solving_contract,
    _with_mandate_of,
    generate_batch,
)
from quantward_cli.bench.reviews_heldout_truths import (
    fell,
    fell_every_quarter,
    held_down,
    held_up,
    never_fell,
    never_rose,
    rose,
    rose_every_quarter,
)
from quantward_contracts.values import WalkForwardWindow

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20270177
KINDS: Final = ALL_KINDS
TAG: Final = "zzzzd"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzdpt0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzdpt1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzdpt2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzdpt3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzdpt5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzdptd"

_FUND: Final = "Fundo de Pensões do Pessoal da Energias do Mondego"
_SGFP: Final = "Atlântida – Sociedade Gestora de Fundos de Pensões, S.A."
_CIO: Final = "Joana Ferreira Marques"
_EXEC: Final = "Miguel Sarmento Costa"
_MANAGER: Final = "Harbourline Capital Management LLP"


# --- numbers as a Lisbon sociedade gestora's direção de investimentos and função de gestão de
# riscos write them ------------------------------------------------------------------------------


def _comma(text: str) -> str:
    """A number written with a decimal comma ("12.5" → "12,5")."""
    return text.replace(".", ",")


def _pct(value: float) -> str:
    """A share in percent with a decimal comma: "40", "2,5", "31,5"."""
    return _comma(_g(value * 100))


def _pct1(value: float) -> str:
    """A share in percent with one decimal where that is exact ("40,0", "2,5"), else in full."""
    p = round(value * 100, 6)
    return _comma(f"{p:.1f}" if abs(round(p, 1) - p) < 1e-9 else _g(p))


#: the limits' values in words, as the actas write some of them
_WORDS: Final[dict[float, str]] = {
    0.04: "quatro",
    0.05: "cinco",
    0.08: "oito",
    0.1: "dez",
    0.12: "doze",
    0.2: "vinte",
    0.3: "trinta",
    0.36: "trinta e seis",
    0.4: "quarenta",
    0.45: "quarenta e cinco",
    0.48: "quarenta e oito",
    0.6: "sessenta",
    30.0: "trinta",
    40.0: "quarenta",
    60.0: "sessenta",
    80.0: "oitenta",
    90.0: "noventa",
    120.0: "cento e vinte",
}


def _words(value: float, unit: str) -> dict[str, str]:
    """The value in words with its `unit` ("quarenta por cento"), under the key "w", when the
    actas have a word for it; none otherwise."""
    said = _WORDS.get(round(value, 6))
    return {"w": f"{said} {unit}"} if said else {}


def _equity_forms(value: float) -> dict[str, str]:
    """Ações: "40%", "40,0% do valor do Fundo", "40 por cento", "quarenta por cento"."""
    return {
        "pc": f"{_pct(value)}%",
        "vf": f"{_pct1(value)}% do valor do Fundo",
        "pr": f"{_pct(value)} por cento",
        **_words(value, "por cento"),
    }


def _property_forms(value: float) -> dict[str, str]:
    """Imobiliário: "12%", "12,0%", "12% do valor de mercado da carteira", "doze por cento"."""
    return {
        "pc": f"{_pct(value)}%",
        "p1": f"{_pct1(value)}%",
        "vm": f"{_pct(value)}% do valor de mercado da carteira",
        **_words(value, "por cento"),
    }


def _issuer_forms(value: float) -> dict[str, str]:
    """Um só emitente: "5%", "5,0% por emitente", "5% do valor do Fundo", "cinco por cento"."""
    return {
        "pc": f"{_pct(value)}%",
        "pe": f"{_pct1(value)}% por emitente",
        "vf": f"{_pct(value)}% do valor do Fundo",
        **_words(value, "por cento"),
    }


def _high_yield_forms(value: float) -> dict[str, str]:
    """High yield: "8%", "8,0% da carteira", "8% (rating inferior a BBB-)", "oito por cento"."""
    return {
        "pc": f"{_pct(value)}%",
        "dc": f"{_pct1(value)}% da carteira",
        "hy": f"{_pct(value)}% (rating inferior a BBB-)",
        **_words(value, "por cento"),
    }


def _bonds_forms(value: float) -> dict[str, str]:
    """Obrigações (a floor): "45%", "45,0% do valor do Fundo", "45 por cento", "quarenta e cinco
    por cento"."""
    return {
        "pc": f"{_pct(value)}%",
        "vf": f"{_pct1(value)}% do valor do Fundo",
        "pr": f"{_pct(value)} por cento",
        **_words(value, "por cento"),
    }


def _te_forms(value: float) -> dict[str, str]:
    """The bond mandate's tracking error in pontos base: "80 p.b.", "80 pontos base", "0,80 p.p. ao
    ano", "oitenta pontos base"."""
    return {
        "pb": f"{_comma(_g(value))} p.b.",
        "pdb": f"{_comma(_g(value))} pontos base",
        "pp": _comma(f"{value / 100:.2f}") + " p.p. ao ano",
        **_words(value, "pontos base"),
    }


def _deposit_days_forms(value: float) -> dict[str, str]:
    """A deposit's longest term, a cap in days: "90 dias", "90 dias de calendário", "90 dias
    (prazo residual)", "noventa dias"."""
    n = _g(value)
    return {
        "d": f"{n} dias",
        "dc": f"{n} dias de calendário",
        "pr": f"{n} dias (prazo residual)",
        **_words(value, "dias"),
    }


def _issuers_forms(value: float) -> dict[str, str]:
    """Emitentes in the carteira de ações (a floor, a count): "60 emitentes", "60 títulos", "60
    emitentes distintos", "sessenta emitentes"."""
    n = _g(value)
    return {
        "e": f"{n} emitentes",
        "t": f"{n} títulos",
        "ed": f"{n} emitentes distintos",
        **_words(value, "emitentes"),
    }


def _english_share(value: float) -> str:
    return f"{_g(value * 100)}%"


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limite of the política de investimento: the agent's field names, how the sociedade
    gestora's people name it (with its article), its code in the depositário's file, the values it
    takes, its written forms, how the English papers write it and name it, and whether it is a
    floor (a limite mínimo)."""

    #: words are said for one style in two, where the sentence allows them
    words_every: ClassVar[int] = 2

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str | None
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    english: Callable[[float], str]
    noun_en: str
    floor: bool = False


_EQUITY: Final = _Subject(
    ("max_equity_share", "limiteAcoesMax"),
    (
        "as ações (diretas e através de fundos de investimento)",
        "a componente acionista do Fundo",
        "a exposição total a ações",
    ),
    "LIM_ACC_MAX",
    "fraction",
    (0.36, 0.4, 0.48),
    _equity_forms,
    _english_share,
    "Equities (direct and through funds)",
)
_PROPERTY: Final = _Subject(
    ("max_real_estate_share", "limiteImobiliarioMax"),
    (
        "o imobiliário (imóveis e fundos de investimento imobiliário)",
        "a exposição a fundos imobiliários",
        "os ativos imobiliários do Fundo",
    ),
    "LIM_IMO_MAX",
    "fraction",
    (0.08, 0.12, 0.2),
    _property_forms,
    _english_share,
    "Real estate (direct and through real estate funds)",
)
_ISSUER: Final = _Subject(
    ("max_single_issuer_share", "limiteEmitenteMax"),
    (
        "a exposição a um mesmo emitente (excluindo dívida pública da área do euro)",
        "a concentração por emitente",
        "o maior emitente privado da carteira",
    ),
    "LIM_EMIT_MAX",
    "fraction",
    (0.025, 0.05, 0.1),
    _issuer_forms,
    _english_share,
    "Exposure to any single issuer (excluding euro area government bonds)",
)
_HIGH_YIELD: Final = _Subject(
    ("max_high_yield_share", "limiteHighYieldMax"),
    (
        "as obrigações high yield (rating inferior a investment grade)",
        "a dívida abaixo de investment grade",
        "o high yield na carteira de obrigações",
    ),
    "LIM_HY_MAX",
    "fraction",
    (0.04, 0.08, 0.12),
    _high_yield_forms,
    _english_share,
    "Sub-investment grade bonds",
)
_TE: Final = _Subject(
    ("max_bond_tracking_error_bps", "trackingErrorObrigacoesMax"),
    (
        "o tracking error ex ante do mandato de obrigações face ao benchmark",
        "o risco ativo da carteira de obrigações",
        "o desvio face ao benchmark obrigacionista (tracking error)",
    ),
    "LIM_TE_OBR",
    "bps",
    (60.0, 80.0, 120.0),
    _te_forms,
    lambda v: f"{_g(v)} bps",
    "Ex ante tracking error of the bond mandate against its benchmark",
)
_DEPOSITS: Final = _Subject(
    ("max_deposit_term_days", "prazoDepositosMaxDias"),
    (
        "o prazo dos depósitos a prazo",
        "a maturidade das aplicações em depósitos bancários",
        "o prazo residual dos depósitos",
    ),
    "LIM_DEP_PRAZO",
    "days",
    (30.0, 60.0, 90.0),
    _deposit_days_forms,
    lambda v: f"{_g(v)} calendar days",
    "Term of bank deposits",
)
_BONDS: Final = _Subject(
    ("min_bond_share", "limiteObrigacoesMin"),
    (
        "as obrigações (rendimento fixo, incluindo fundos de obrigações)",
        "a componente obrigacionista do Fundo",
        "a carteira de rendimento fixo de cobertura das responsabilidades",
    ),
    "LIM_OBR_MIN",
    "fraction",
    (0.3, 0.45, 0.6),
    _bonds_forms,
    _english_share,
    "Bonds (fixed income, including bond funds)",
    floor=True,
)
_ISSUERS: Final = _Subject(
    ("min_equity_issuers", "numeroEmitentesAcoesMin"),
    (
        "o número de emitentes da carteira de ações",
        "a diversificação da carteira de ações (número de títulos)",
        "o número de empresas na carteira de ações gerida internamente",
    ),
    "LIM_NEMIT_MIN",
    "count",
    (40.0, 60.0, 80.0),
    _issuers_forms,
    lambda v: f"{_g(v)} issuers",
    "Number of equity issuers held",
    floor=True,
)
#: eight limites: six caps (four shares, pontos base, a deposit's term in days) and two floors
#: (a share, a count); the misquote loop puts each of its five structures with five consecutive
#: ones, the runs three apart
_SUBJECTS: Final = (
    _EQUITY,
    _PROPERTY,
    _ISSUER,
    _HIGH_YIELD,
    _TE,
    _DEPOSITS,
    _BONDS,
    _ISSUERS,
)
#: the asset classes an intervalo de variação is given for: three caps and the bonds' floor
_BANDED: Final = (_EQUITY, _PROPERTY, _HIGH_YIELD, _BONDS)

_RATIONALES: Final = (
    "o que previa a política de investimento de 2021",
    "aproximadamente a média dos fundos de pensões fechados",
    "um valor provisório até à deliberação do Conselho de Administração",
    "o que resulta do cenário central do estudo ALM",
    "a margem habitual que mantemos abaixo do limite",
    "o valor do projeto de política de investimento revista",
)

#: where a breach's flawed value lies, and its uncited twin, as multiples of the limit
_CAP_BREACH: Final = 1.3
_FLOOR_BREACH: Final = 0.7
#: where a latitude band's flawed value lies, as multiples of its top (cap) or low end (floor)
_BAND_CAP_BREACH: Final = 1.25
_BAND_FLOOR_BREACH: Final = 0.75


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Alocação dos ativos do " + _FUND + " (obrigações de dívida pública e de empresas, ações "
    "europeias e globais, imobiliário, depósitos) dentro dos limites da política de investimento",
    "a melhor rendibilidade ajustada ao risco para participantes e beneficiários, cumprindo a "
    "política de investimento",
    "otimizar a alocação dos ativos",
    "os pesos obtidos e o respetivo risco",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_RATIONALE: Final = "tal como fixado pelo Conselho de Administração na política de investimento"
_cite = partial(_cite_as, _RATIONALE)
_clause_cite = partial(_clause_cite_as, _RATIONALE)
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _sign(s: _Subject) -> str:
    return "no mínimo" if s.floor else "no máximo"


def _bound(s: _Subject) -> str:
    return "o limite mínimo" if s.floor else "o limite máximo"


def _short(s: _Subject) -> str:
    return "mín." if s.floor else "máx."


def _limit_en(s: _Subject) -> str:
    return "minimum" if s.floor else "maximum"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "reequilibrar a carteira do Fundo, cujo valor era de 2 147,3 milhões de euros a 31.12.2024",
    "preparar o mapa de composição da carteira para o relatório do 1.º trimestre de 2025",
    "integrar na alocação a contribuição extraordinária de 35 M€ do associado",
    "refazer as projeções do estudo ALM depois do corte de 25 p.b. do BCE",
    "confirmar que a liquidez cobre as pensões em pagamento, cerca de 9,6 M€ por mês",
)
_DEFERRALS: Final = (
    "o Conselho de Administração só fixa o limite para {noun} na reunião de 22 de maio de 2025",
    "o ponto sobre {noun} foi retirado da ordem de trabalhos do Comité de Investimentos",
    "a proposta de limite para {noun} foi adiada para a próxima reunião do Comité",
    "o projeto de política de investimento ainda diz «limite para {noun}: [a definir pelo "
    "Comité de Investimentos]»",
    "a função de gestão de riscos ainda não emitiu parecer sobre o limite para {noun}",
    "ainda aguardamos a resposta da ASF ao nosso pedido de esclarecimento sobre {noun}",
)
_REQUEST_FRAMES: Final = (
    "De: " + _CIO + " (Diretora de Investimentos)\nPara: Equipa de Investimentos\nAssunto: "
    "Rebalanceamento 1T25\n\nBom dia a todos,\n\nPodem, por favor, {task}? Nota: {deferral}."
    "\n\nObrigada,\nJoana",
    "Comité de Investimentos – reunião de 10.04.2025\nOrdem de trabalhos:\n1. Aprovação da acta "
    "da reunião anterior\n2. {Task}\n3. Outros assuntos\nNota: {deferral}.",
    "Teams – Miguel S. (9h12): consegues {task}? fyi {deferral}",
    "NOTA INTERNA\nPara: Membros do Comité de Investimentos\nDe: Direção de Investimentos\nData: "
    "27.03.2025\n\n{Deferral}. Entretanto, pede-se o seguinte: {task}.",
    "Registo de pendentes – Função de Gestão de Riscos (ponto de situação a 28.03.2025)\nN.º "
    "2025-09 | {Task} | responsável: Direção de Investimentos | estado: em curso\nObservações: "
    "{deferral}.",
    "Na sequência do pedido de informação da ASF (prazo de resposta: vinte dias úteis), o "
    "administrador executivo pede à Direção de Investimentos que, antes de se responder, se "
    "possa {task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


@dataclass(frozen=True)
class _Stating:
    """How an answer states a limit: its frame ({noun}, {v}, {key}, {unit}, {tipo}, {bound},
    {sign}, {short}, {limit_en}, {noun_en}, {valor}, {util}), its value's form ("bare" the number
    in the constraint's unit as the depositário's file holds it, "figures" one of its written
    forms, "words" a written form or its words, "table" a written form beside the função de
    gestão de riscos' valor, "english" the English figure), its kind, and whether it comes
    before the request."""

    frame: str
    form: str
    kind: AnswerKind
    first: bool = False


_STATINGS: Final = (
    _Stating(
        "Extrato da acta n.º 7/2025 do Comité de Investimentos (reunião de 18 de março de "
        "2025)\nPonto quatro – Revisão da política de investimento\nApós discussão, foi "
        "deliberado por unanimidade propor ao Conselho de Administração fixar {bound} para "
        "{noun} em {v}. O ponto cinco (seleção do gestor de obrigações de empresas) foi adiado "
        "para a reunião seguinte.\nO Secretário, Carlos Nogueira",
        "words",
        "clarification_answer",
    ),
    _Stating(
        "De: " + _CIO + " (Diretora de Investimentos)\nPara: Equipa de Investimentos; Gestão de "
        "Riscos\nAssunto: RE: Rebalanceamento 1T25\n\nOlá a todos,\n\n{Noun}: {sign} {v}. Foi, "
        "de facto, o que o Conselho de Administração aprovou em março, não o valor do projeto.\n\n"
        "Obrigada,\nJoana",
        "figures",
        "clarification_answer",
    ),
    _Stating(
        "Relatório de risco – Função de Gestão de Riscos, posição a 31.03.2025 (para o Comité "
        "de Investimentos)\n| Indicador | Valor | Limite | Utilização |\n|---|---|---|---|\n| "
        "{Noun} | {valor} | {short} {v} | {util} |",
        "table",
        "clarification_answer",
    ),
    _Stating(
        "Teams – " + _EXEC + " (18h47)\nconfirmado hoje na reunião do CA: {noun}, {sign} {v}. "
        "Avancem com isso no rebalanceamento.",
        "figures",
        "clarification_answer",
    ),
    _Stating(
        "PARAMETRIZAÇÃO DE LIMITES – controlo ex post do depositário (Banco Lusitano de "
        "Custódia, S.A.), versão enviada a 03.02.2025\n[{key}]\nunidade = {unit}\nvalor = {v}\n"
        "tipo = {tipo}\norigem = Política de investimento, ponto 4",
        "bare",
        "template_inputs",
        first=True,
    ),
    _Stating(
        "POLÍTICA DE INVESTIMENTO DO " + _FUND.upper() + " (versão aprovada pelo Conselho de "
        "Administração de " + _SGFP + " a 20.03.2025)\n4. Limites de investimento\n4.2 {Noun}: "
        "{sign} {v}.\n4.3 Os limites são aferidos diariamente a preços de mercado.",
        "figures",
        "mandate",
    ),
    _Stating(
        "CLIENT QUESTIONNAIRE – INVESTMENT RESTRICTIONS ("
        + _MANAGER
        + "; completed by "
        + _CIO
        + ", Head of Investments, on 4 March 2025)\nQ7. {noun_en} – please state the limit: "
        "{limit_en} {v}\nQ8. Any other restrictions? See the Investment Policy attached.",
        "english",
        "template_inputs",
    ),
)

#: how the depositário's file names a unit
_UNIT_WORDS: Final = {
    "fraction": "fração (decimal)",
    "bps": "pontos base",
    "days": "dias de calendário",
    "count": "número",
}


def _valor(s: _Subject, value: float) -> float:
    """The função de gestão de riscos' valor inside the limit: above a floor, below a cap (whole
    emitentes, days and pontos base)."""
    used = value * 1.2 if s.floor else value * 0.85
    if s.unit in ("count", "days", "bps"):
        return float(round(used))
    return round(used, 4)


def _utilisation(s: _Subject, value: float, used: float) -> str:
    """Utilização as the relatório de risco writes it ("85,0%"): the valor over a cap, the floor
    over the valor."""
    share = value / used if s.floor else used / value
    return _comma(f"{share * 100:.1f}") + "%"


def _bare(s: _Subject, value: float) -> str:
    """The number in the constraint's unit as the depositário's file holds it: a share with
    three decimals ("0,400", "0,025"), else the figure; always with a decimal comma."""
    if s.unit == "fraction":
        return _comma(f"{value:.3f}")
    return _comma(_g(value))


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings."""
    stating = _STATINGS[turn % len(_STATINGS)]
    valor = util = ""
    if stating.form == "bare":
        written = _bare(s, value)
    elif stating.form == "english":
        written = s.english(value)
    elif stating.form == "table":  # the valor inside the limit, a decoy in the same form
        used = _valor(s, value)
        written, valor = s.alike((value, used), rng.randrange(12), apart=True)
        util = _utilisation(s, value, used)
    else:
        written = s.render(value, rng.randrange(12), words=stating.form == "words")
    text = _fill(
        stating.frame,
        noun=rng.choice(s.nouns),
        v=written,
        key=s.key,
        unit=_UNIT_WORDS[str(s.unit)],
        tipo="limite mínimo" if s.floor else "limite máximo",
        bound=_bound(s),
        sign=_sign(s),
        short=_short(s),
        limit_en=_limit_en(s),
        noun_en=s.noun_en,
        valor=valor,
        util=util,
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form: the
    depositário's file came before the request, the política de investimento and the English
    questionnaire after it; the política is cited as a clause."""
    stating = _STATINGS[turn % len(_STATINGS)]
    return _invented_twins_of(
        SEED,
        TAG,
        ANSWER_ID,
        _RATIONALES,
        _plan,
        partial(_stating, turn),
        _clause_cite if stating.kind == "mandate" else _cite,
        answer_kind=stating.kind,
        answer_first=stating.first,
    )


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "politica_de_investimento": {
        "ponto_1_principios_gerais": [
            "O Fundo é gerido segundo o princípio do gestor prudente previsto no regime jurídico "
            "dos fundos de pensões (RJFP), no interesse exclusivo dos participantes e "
            "beneficiários.",
            "A taxa de desconto das responsabilidades (3,25% ao ano) é acompanhada anualmente "
            "pelo atuário responsável; não constitui um limite de investimento.",
            "O Fundo não investe em entidades constantes da lista de exclusões (armas "
            "controversas, carvão térmico, tabaco).",
            "Os instrumentos financeiros derivados destinam-se a cobertura de riscos e a uma "
            "gestão eficaz da carteira; não são permitidas vendas a descoberto.",
            "A política de investimento é revista pelo Conselho de Administração pelo menos de "
            "três em três anos e comunicada à ASF.",
        ]
    }
}

_invented = partial(
    _invented_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 3 * i + 1,
    request=_request,
    request_id=REQUEST_ID,
    other_terms=_OTHER_TERMS,
    twins=lambda i: _invented_twins(i % len(_STATINGS)),
    other_at=1,
)


# --- false provenance --------------------------------------------------------------------------

#: another limite beside it in anexo I of the política: its name and value, in the subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "LIM_ACC_MAX": ("Ações de mercados emergentes, máx.", 0.06),
    "LIM_IMO_MAX": ("Imóveis detidos diretamente, máx.", 0.05),
    "LIM_EMIT_MAX": ("Depósitos numa única instituição de crédito, máx.", 0.2),
    "LIM_HY_MAX": ("Obrigações sem rating, máx.", 0.03),
    "LIM_TE_OBR": ("Tracking error do mandato de ações, máx.", 250.0),
    "LIM_DEP_PRAZO": ("Prazo de liquidação dos fundos de investimento, máx.", 5.0),
    "LIM_OBR_MIN": ("Dívida pública da área do euro, mín.", 0.15),
    "LIM_NEMIT_MIN": ("Emitentes da carteira de obrigações de empresas, mín.", 25.0),
}


def _away(s: _Subject, value: float, up: float, down: float) -> float:
    """A wrong value for `s`: `value` times `up` for a cap, times `down` for a floor, rounded as
    the papers quote it (a tenth of a percent, a whole ponto base, emitente or day)."""
    wrong = value * (down if s.floor else up)
    if s.unit == "fraction":
        return round(wrong, 3)
    return float(round(wrong))


def _misquoted(
    rng: random.Random, i: int, structure: int, s: _Subject, value: float
) -> tuple[str, str, str, float]:
    """The answer in one of five structures, worded by the round and the structure: (text, right
    written, wrong written, wrong value); the truth (which value is the limit) is `value`, drawn
    by the caller."""
    noun = rng.choice(s.nouns)
    variant = i // 5 + structure
    if structure == 0:  # the política of 2021, or a projeto
        wrong_value = _away(s, value, 1.4, 0.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                f"A política de investimento de 15 de junho de 2021 fixava o limite para {noun} "
                f"em {wrong}. O Conselho de Administração aprovou a 20.03.2025 um novo limite: "
                f"{right}, em vigor desde 1 de abril de 2025."
            )
        else:
            text = (
                f"O projeto (versão 3, de janeiro) previa {wrong} para {noun}; a versão aprovada "
                f"prevê {right}, e é essa que se aplica."
            )
    elif structure == 1:  # a proposta the órgão did not approve
        wrong_value = _away(s, value, 1.2, 0.8)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 4 == 0:
            text = (
                f"A Direção de Investimentos propôs {wrong} para {noun}. A proposta foi "
                f"rejeitada (dois votos a favor, três contra); {_bound(s)} mantém-se em {right}."
            )
        elif variant % 4 == 1:
            text = (
                f"A função de gestão de riscos sugeriu {wrong} para {noun}, mas o ponto foi "
                "retirado da ordem de trabalhos: continua a aplicar-se o limite de "
                f"{right} da política de investimento."
            )
        elif variant % 4 == 2:
            text = (
                f"A proposta de fixar em {wrong} o limite para {noun} foi adiada (Comité de "
                f"Investimentos, reunião de 20.03.2025, ponto sete). Até haver deliberação, o "
                f"limite é de {right}."
            )
        else:
            text = (
                f"A proposta de {wrong} para {noun} não foi aprovada em reunião do Conselho de "
                f"Administração. Limite em vigor: {_short(s)} {right}."
            )
    elif structure == 2:  # the função de gestão de riscos' valor
        wrong_value = _away(s, value, 0.85, 1.25)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                f"Relatório de risco do 1T25: {noun} situava-se em {wrong} a 31.03.2025, face a "
                f"um limite de {right}. Sem excessos a reportar."
            )
        else:
            util = _utilisation(s, value, wrong_value)
            text = (
                "| Indicador | Valor a 31.03.2025 | Limite | Utilização |\n"
                f"|---|---|---|---|\n| {_cap(noun)} | {wrong} | {_short(s)} {right} | {util} |"
            )
    elif structure == 3:  # another limite beside it
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{beside}: {wrong}", f"{_cap(noun)}, {_short(s)}: {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Política de investimento, anexo I (extrato)\n- " + "\n- ".join(lines)
    else:  # the ASF's statistics or the estudo ALM's unconstrained carteira, for comparison
        wrong_value = _away(s, value, 1.5, 0.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                "A título comparativo, a média dos fundos de pensões fechados (estatísticas da "
                f"ASF, final de 2024) é de {wrong} para {noun}. A nossa política prevê {right} – "
                "é essa que seguimos."
            )
        else:
            text = (
                "Estudo ALM 2025 (atuário responsável): a carteira ótima sem restrições implicava "
                f"{wrong} para {noun}; o Conselho de Administração manteve {right} na política "
                "de investimento."
            )
    return text, right, wrong, wrong_value


_false = partial(
    _misquote_cases,
    subjects=_SUBJECTS,
    request=_request,
    misquoted=_misquoted,
    cite=_cite,
    ids=(REQUEST_ID, ANSWER_ID),
    twins=_provenance_twins_of(SEED, TAG, _plan),
    pair=lambda i: 3 * (i % 5) + i // 5,
)


# --- mandate clauses: the política's artigo 5.º, the ASF's ofício, the English guidelines, the
# Conselho de Administração's acta, the Comité de Investimentos' acta, anexo II, the contrato de
# gestão and the contrato constitutivo ------------------------------------------------------------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of eight places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12), words=shape in (0, 3, 7))
    if shape == 0:  # the política's artigo 5.º, under its alíneas
        alineas: dict[str, JsonValue] = {
            "a)": "Os limites aplicam-se ao valor do Fundo a preços de mercado e são controlados "
            "diariamente pela função de gestão de riscos; o VaR (95%, um mês) é reportado "
            "mensalmente.",
            "b)": "A duração modificada da carteira de obrigações situa-se entre 6 e 9 anos.",
            "c)": f"{_cap(noun)}: {_sign(s)} {written}.",
            "d)": "Qualquer excesso é comunicado no próprio dia ao administrador executivo e ao "
            "Comité de Investimentos na reunião seguinte.",
        }
        return (
            {"politica_de_investimento": {"versao": "2025-03", "artigo_5": alineas}},
            None,
            "politica_de_investimento.artigo_5.c)",
        )
    if shape == 1:  # the ASF's ofício, as a message
        verb = "não desça abaixo de" if s.floor else "não ultrapasse"
        letter = (
            "AUTORIDADE DE SUPERVISÃO DE SEGUROS E FUNDOS DE PENSÕES\nDepartamento de Supervisão "
            "Prudencial de Fundos de Pensões\nOfício n.º 2025/0417 – Lisboa, 14 de fevereiro de "
            "2025\nAssunto: " + _FUND + " – acompanhamento da ação de supervisão\n\nNa "
            "sequência da ação de supervisão realizada, e ao abrigo do regime jurídico dos fundos "
            f"de pensões, recomenda-se que {noun} {verb} {written}.\nSolicita-se a remessa do "
            "plano de medidas corretivas no prazo de vinte dias úteis."
        )
        return None, letter, MANDATE_ID
    if shape == 2:  # the external manager's English guidelines, as a message
        guidelines = (
            "INVESTMENT GUIDELINES – Appendix 2 to the Discretionary Management Agreement between "
            + _SGFP
            + " (on behalf of the "
            + _FUND
            + ") and "
            + _MANAGER
            + "\n2.1 The Manager shall comply with the Fund's Investment Policy.\n"
            f"2.4 {s.noun_en}: {_limit_en(s)} {s.english(value)}.\n2.7 Any breach shall be "
            "notified within one business day and remedied within five business days."
        )
        return None, guidelines, MANDATE_ID
    if shape == 3:  # the Conselho de Administração's acta, as records
        deliberacoes: list[JsonValue] = [
            {
                "numero": "CA-2025-11",
                "texto": "O Conselho aprovou o relatório e contas do Fundo relativo a 2024.",
            },
            {
                "numero": "CA-2025-12",
                "texto": f"Deliberado por unanimidade fixar {_bound(s)} para {noun} em {written}.",
            },
            {
                "numero": "CA-2025-13",
                "texto": "A escolha do novo gestor de obrigações de empresas foi adiada.",
            },
        ]
        return (
            {"acta_ca_2025_03_20": {"deliberacoes": deliberacoes}},
            None,
            "acta_ca_2025_03_20.deliberacoes[1].texto",
        )
    if shape == 4:  # the Comité de Investimentos' acta, as a message
        acta = (
            "ACTA N.º 9/2025 DO COMITÉ DE INVESTIMENTOS\nAos vinte e sete dias do mês de março de "
            "dois mil e vinte e cinco reuniu o Comité de Investimentos, com a seguinte ordem de "
            "trabalhos: (1) situação da carteira; (2) limites de investimento.\nQuanto ao ponto "
            f"dois, foi aprovado o seguinte limite: {noun}, {_sign(s)} {written}.\nNada mais "
            "havendo a tratar, foi encerrada a reunião."
        )
        return None, acta, MANDATE_ID
    if shape == 5:  # anexo II of the política, a table, as a message
        table = (
            "ANEXO II DA POLÍTICA DE INVESTIMENTO – Quadro de limites (aprovado a 20.03.2025)\n"
            "| Limite | Valor | Base de cálculo |\n|---|---|---|\n"
            "| VaR (95%, um mês) | máx. 4,5% | carteira total |\n"
            f"| {_cap(noun)} | {_sign(s)} {written} | valor do Fundo a preços de mercado |\n"
            "| Rating mínimo das obrigações | BBB- | à data de aquisição |"
        )
        return None, table, MANDATE_ID
    if shape == 6:  # the contrato de gestão's restrictions, as a list
        restricoes: list[JsonValue] = [
            "A carteira é gerida pela Direção de Investimentos da sociedade gestora.",
            "Os valores mobiliários devem estar admitidos à negociação em mercado regulamentado.",
            "Não podem ser adquiridos títulos de entidades da lista de exclusões.",
            "O rating mínimo das obrigações, à data de aquisição, é BBB- (ou equivalente).",
            f"{_cap(noun)}: {_sign(s)} {written}.",
        ]
        return (
            {"contrato_de_gestao": {"anexo_3_restricoes": restricoes}},
            None,
            "contrato_de_gestao.anexo_3_restricoes[4]",
        )
    contrato = (
        "CONTRATO CONSTITUTIVO DO " + _FUND.upper() + " (texto consolidado, alteração de "
        "2025)\nCláusula 9.ª – Política de investimento\n1. A política de investimento é "
        "definida pela entidade gestora, ouvida a comissão de acompanhamento do plano de "
        f"pensões.\n2. Sem prejuízo do número anterior, {_bound(s)} para {noun} é de {written}."
        "\n3. "
        "A entidade gestora informa o associado de qualquer alteração."
    )
    return None, contrato, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Rebalanceiem a carteira cumprindo a política de investimento, a recomendação da ASF e os "
    "contratos de gestão.",
    "Please refaçam a alocação within all our limits.",
    "Para o Conselho de Administração de 22 de maio de 2025: otimizem a alocação dentro dos "
    "nossos limites.",
    "Integrem a contribuição extraordinária de 35 M€ sem qualquer excesso aos limites.",
    "Preparem a proposta de alocação estratégica para o 3.º trimestre de 2025, sem excessos.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 5 * i + 3,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 1,
    rationale="o limite documentado do Fundo",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
    shape=lambda i: (i // 3) % 8,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
    cap_inside=0.9,
    floor_inside=1.2,
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi] around an alocação estratégica {mid}: {bound}, {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "Política de investimento 2025, ponto 3 (alocação estratégica): para {noun}, o intervalo de "
    "variação vai de {lo} (mínimo) a {hi} (máximo), com uma alocação estratégica de {mid}; "
    "dentro do intervalo, a Diretora de Investimentos fixa {bound}.",
    "| Classe de ativos | Mínimo | Alocação estratégica | Máximo | Decisão dentro do "
    "intervalo |\n|---|---|---|---|---|\n| {Noun} ({bound}) | {lo} | {mid} | {hi} | Diretora "
    "de Investimentos |",
    "Deliberação CA-2025-09 (aprovada por unanimidade): a Direção de Investimentos pode fixar "
    "{bound} para {noun} em qualquer ponto entre {lo} e {hi}, sem nova deliberação do Conselho.",
    "Entre {lo} e {hi}, {bound} para {noun} é matéria de gestão corrente: fixa-o a Diretora de "
    "Investimentos, que reporta ao Comité de Investimentos.",
    "Comissão de acompanhamento do plano de pensões, reunião de 12.03.2025: a comissão foi "
    "informada de que {bound} para {noun} pode ser fixado pela sociedade gestora entre {lo} e "
    "{hi}, sem necessidade de nova deliberação, e nada teve a opor.",
)
#: (refused, granted), both with {bound}, {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "O Conselho de Administração fixou {bound} para {noun} em {point}. A proposta de um "
        "intervalo de {lo} a {hi} foi rejeitada (dois votos a favor, três contra); não há aqui "
        "margem de decisão.",
        "O Conselho de Administração aprovou a proposta de um intervalo de {lo} a {hi} para "
        "{bound} ({noun}); dentro dele, a Direção de Investimentos fixa o nível.",
    ),
    (
        "A proposta de um intervalo de {lo} a {hi} para {noun} foi adiada para uma próxima "
        "reunião (ponto oito, 20.03.2025). Até lá, {bound} mantém-se em {point}.",
        "A proposta de um intervalo de {lo} a {hi} para {noun} foi aprovada por unanimidade "
        "(ponto oito, 20.03.2025). A Diretora de Investimentos escolhe o nível dentro do "
        "intervalo.",
    ),
    (
        "A função de gestão de riscos recomendava de {lo} a {hi} para {noun}; o ponto foi "
        "retirado da ordem de trabalhos, e {bound} fica em {point} enquanto o Comité não se "
        "pronunciar.",
        "A função de gestão de riscos recomendava de {lo} a {hi} para {noun}; a recomendação foi "
        "acolhida, e a Diretora de Investimentos fixa {bound} dentro desse intervalo.",
    ),
    (
        "A proposta de dar à Diretora de Investimentos uma margem de {lo} a {hi} sobre {bound} "
        "({noun}) não foi aprovada. Mantém-se o nível de {point}.",
        "A proposta de dar à Diretora de Investimentos uma margem de {lo} a {hi} sobre {bound} "
        "({noun}) foi aprovada. Cabe-lhe escolher o nível dentro do intervalo.",
    ),
)


def _named(rng: random.Random, s: _Subject) -> dict[str, str]:
    """A range's noun and its bound (o limite máximo of a cap, o limite mínimo of the floor)."""
    return {"noun": rng.choice(s.nouns), "bound": _bound(s)}


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A range's mínimo and máximo and its alocação estratégica in one form, and the level a
    refusal fixes: the band's low end for a cap and its top for a floor, so that the point a
    refused plan assumes (the middle) is looser than the level fixed."""
    lo, hi, mid = s.alike(bounds, rng.randrange(12), apart=True)
    return {"lo": lo, "hi": hi, "mid": mid, "fixed": hi if s.floor else lo}


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the política's ponto 3 (fields), a deliberação of the Conselho de
    Administração (a mandate message) or the Direção de Investimentos' mandate (fields)."""
    if shape == 0:
        return {"politica_de_investimento": {"ponto_3_intervalos_de_variacao": text}}, None
    if shape == 1:
        return None, (
            "DELIBERAÇÃO DO CONSELHO DE ADMINISTRAÇÃO de " + _SGFP + " (reunião de 20.03.2025), "
            f"relativa ao {_FUND}\n\n{text}\n\nA Presidente do Conselho de Administração, "
            "Helena Vasconcelos Pinto"
        )
    return {
        "mandato_direcao_de_investimentos": {
            "competencias": [
                "Executar a alocação estratégica aprovada pelo Conselho de Administração.",
                text,
            ]
        }
    }, None


_ranges = partial(
    _range_cases,
    subjects=_BANDED,
    turn=lambda i: 3 * i + 1,
    written=_band,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: (i // 4) % 3,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_placed_text,
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", TAG, _with_mandate),
    refused_at=(0, 5),
    named=_named,
    point="fixed",
    low_ratio=0.75,
    floors=True,
    cap_breach=_BAND_CAP_BREACH,
    floor_breach=_BAND_FLOOR_BREACH,
)


# --- objectives --------------------------------------------------------------------------------

_DELIBERACAO: Final = "Deliberação CA-2025-10 do Conselho de Administração (20.03.2025):\n"
_ACTA: Final = "Acta do Comité de Investimentos de 6 de março de 2025: "

#: whole statements of each objective, as the política, a deliberação, the Comité de
#: Investimentos' acta, the atuário responsável's estudo ALM and the função de gestão de riscos
#: put them; the first of each is one line, so that an errata, an alteração or a withdrawn
#: proposta can quote it
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Política de investimento 2025, ponto 2 (objetivos): a melhor rendibilidade por unidade "
        "de risco – rácio de Sharpe máximo.",
        _DELIBERACAO + "Deliberado que a alocação seja escolhida em função da melhor "
        "rendibilidade ajustada ao risco (rácio de Sharpe); obter mais rendibilidade à custa de "
        "mais risco não é o objetivo.",
        _ACTA + "o Comité pede à Direção de Investimentos que otimize a rendibilidade ajustada ao "
        "risco (rácio de Sharpe), e não o tracking error face ao benchmark.",
        "Estudo ALM 2025, recomendação do atuário responsável: escolher a carteira com a maior "
        "rendibilidade esperada por unidade de volatilidade, isto é, o rácio de Sharpe máximo. A "
        "taxa de desconto de 3,25% é acompanhada à parte.",
        "Parecer da função de gestão de riscos: o objetivo do Conselho é o melhor rácio de Sharpe "
        "possível; mais nada deve determinar os pesos.",
    ),
    "variance": (
        "Política de investimento 2025, ponto 2 (objetivos): a menor volatilidade possível do "
        "nível de financiamento – variância mínima.",
        _DELIBERACAO + "Deliberado que a alocação apresente a menor variância possível; as "
        "rendibilidades esperadas não entram na otimização.",
        _ACTA + "dada a maturidade do plano (mais pensionistas do que participantes ativos), o "
        "Comité quer estabilidade. Minimizar a variância da carteira, independentemente das "
        "rendibilidades esperadas.",
        "Estudo ALM 2025, recomendação do atuário responsável: dada a maturidade do plano, "
        "minimizar a volatilidade, sem objetivo de rendibilidade na otimização; a taxa de "
        "desconto de 3,25% é acompanhada, não otimizada.",
        "Parecer da função de gestão de riscos: manter a carteira o mais estável possível – pesos "
        "que minimizem a variância. O Sharpe não é a questão aqui.",
    ),
    "tracking": (
        "Política de investimento 2025, ponto 2 (objetivos): uma rendibilidade tão próxima quanto "
        "possível do benchmark estratégico, com o menor desvio possível.",
        _DELIBERACAO + "Deliberado que o Fundo acompanhe o benchmark estratégico com o menor "
        "risco ativo possível (tracking error).",
        _ACTA + "a Direção de Investimentos é avaliada face ao benchmark estratégico; minimizar o "
        "tracking error face a esse benchmark.",
        "Estudo ALM 2025, recomendação do atuário responsável: ficar tão perto quanto possível do "
        "benchmark estratégico; propomos pesos que minimizem o risco ativo previsto.",
        "Parecer da função de gestão de riscos: ninguém pede alpha – mantenham-se colados ao "
        "benchmark estratégico, com o menor desvio possível.",
    ),
    "return": (
        "Política de investimento 2025, ponto 2 (objetivos): a maior rendibilidade esperada, sem "
        "penalização de risco na função objetivo – os limites enquadram o risco.",
        _DELIBERACAO + "Deliberado que os pesos visem a maior rendibilidade esperada; o risco é "
        "enquadrado pelos limites da política de investimento, não pela função objetivo.",
        _ACTA + "maximizar a rendibilidade esperada dentro dos limites da política; nenhum "
        "ajustamento ao risco na função objetivo.",
        "Estudo ALM 2025, recomendação do atuário responsável: para a componente de longo prazo, "
        "modelizamos a carteira com a maior rendibilidade esperada; os limites enquadram o risco.",
        "Parecer da função de gestão de riscos: o Conselho escolheu a rendibilidade. A "
        "rendibilidade esperada máxima é o objetivo, não o Sharpe.",
    ),
}
_FOLLOW_UPS: Final = (
    "Na sequência da reunião do Conselho de Administração de 22 de maio de 2025, a redação foi "
    "alterada. Passa a ler-se:\n\n{new}",
    "Joana, 16h05 – esquece o meu e-mail desta manhã sobre o objetivo. Depois de falar com o "
    "administrador executivo:\n\n{new}",
)
_ASK_FRAMES: Final = (
    "Política de investimento 2025 – base da alocação:\n\n{ask}",
    "{ask}\n\nPor favor ajustem a alocação em conformidade. – J.F.M.",
    "Valor do Fundo de 2 147,3 M€ a 31.12.2024; rendibilidade de 2024: 7,8%, 1,2 pontos "
    "percentuais acima do benchmark (desde o início do ano: 1,9%).\n\n{ask}",
    "O associado (volume de negócios de 12,4 mil milhões de euros em 2024) pediu que a "
    "alocação fosse revista.\n\n{ask}",
    "Nível de financiamento de 112,4% no final de 2024 (mínimo de 100% das pensões em "
    "pagamento cumprido).\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Alocação dos ativos do " + _FUND,
    purpose="otimizar a alocação dos ativos",
    custom_reason="no platform solver for this objective",
    custom_purpose="alocação dos ativos",
    section_title="Alocação e pesos",
    description="os pesos",
)


def _one_line(kind: str, text: str) -> str:
    """A statement as a quoted line holds it: the first (one-line) wording when it spans lines."""
    return _ASKS[kind][0] if "\n" in text else text


def _amended(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The Conselho de Administração's acta amending the proposta ("onde se lê … deve ler-se
    …"), the earlier wording replaced by the wanted one."""
    return (
        "Acta n.º 4/2025 do Conselho de Administração, ponto três – Objetivo de investimento\n"
        "O administrador Rui Figueiredo apresentou uma proposta de alteração ao texto da "
        f"proposta inicial: onde se lê «{_one_line(old_kind, old)}», deve ler-se "
        f"«{ask.replace(chr(10), ' ')}».\nA alteração foi aprovada por unanimidade e a proposta, "
        "assim alterada, foi aprovada."
    )


def _errata(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The Diretora de Investimentos' e-mail correcting her own earlier line."""
    return (
        "De: " + _CIO + "\nAssunto: RETIFICAÇÃO – objetivo de otimização\n\nNo meu e-mail "
        f"anterior, onde se lê «{_one_line(old_kind, old)}», deve ler-se o seguinte (a redação "
        f"anterior não corresponde ao que o Conselho aprovou):\n\n{ask}"
    )


def _withdrawn_proposal(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The Comité de Investimentos' proposta withdrawn from the ordem de trabalhos, beside the
    one approved."""
    return (
        "Reunião do Comité de Investimentos de 10.04.2025\nProposta n.º 3/2025 (retirada da "
        f"ordem de trabalhos pelo proponente): «{_one_line(old_kind, old)}»\nProposta n.º 4/2025 "
        f"(aprovada): {ask.replace(chr(10), ' ')}"
    )


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Six structures held two cases each (`(i // 2) % 6`, so each meets both modes): a framed
    request (0 and 5), the Conselho de Administração's acta amending the proposta (1), the
    Diretora de Investimentos' retificação (2), an earlier message a later one replaces (3:
    after the Conselho for the first two cases, from the Diretora for the last two) and a
    proposta retirada da ordem de trabalhos beside the one approved (4)."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={1: _amended, 2: _errata, 4: _withdrawn_proposal},
        later=lambda rng, i, ask: _fill(_FOLLOW_UPS[(i // 12) % len(_FOLLOW_UPS)], new=ask),
        framed=lambda rng, i, wanted, ask: _fill(rng.choice(_ASK_FRAMES), ask=ask),
        solving=_solving,
        seed=SEED,
        tag=TAG,
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
        turn=lambda i: i + i // 6,
        structure=lambda i: (i // 2) % 6,
    )


# --- leakage -----------------------------------------------------------------------------------

#: six ROLLING walk-forward folds, each trained on the three years before a half-year (semestre)
#: it tests, the first tested from 3 July 2017 (Euronext Lisbon's first session of the 2.º
#: semestre)
_WINDOWS: Final = tuple(
    WalkForwardWindow(
        train_start=train_start,
        train_end=train_end,
        test_start=test_start,
        test_end=test_end,
    )
    for train_start, train_end, test_start, test_end in (
        (date(2014, 7, 1), date(2017, 6, 30), date(2017, 7, 3), date(2017, 12, 29)),
        (date(2015, 1, 2), date(2017, 12, 29), date(2018, 1, 2), date(2018, 6, 29)),
        (date(2015, 7, 1), date(2018, 6, 29), date(2018, 7, 2), date(2018, 12, 31)),
        (date(2016, 1, 4), date(2018, 12, 31), date(2019, 1, 2), date(2019, 6, 28)),
        (date(2016, 7, 1), date(2019, 6, 28), date(2019, 7, 1), date(2019, 12, 31)),
        (date(2017, 1, 2), date(2019, 12, 31), date(2020, 1, 2), date(2020, 6, 30)),
    )
)
#: (a period reaching into the test semestres, the same form ending before the first test, and
#: before it where the data come out late)
_PERIODS: Final = (
    (
        "o índice PSI, fechos diários, de 01.07.2014 a 28.12.2018",
        "o índice PSI, fechos diários, de 01.07.2014 a 30.06.2017",
    ),
    (
        "o MSCI EMU em euros, dados mensais, de julho de 2014 a dezembro de 2019",
        "o MSCI EMU em euros, dados mensais, de julho de 2014 a junho de 2017",
    ),
    (
        "o IHPC de Portugal publicado pelo INE, mensal, de julho de 2014 a junho de 2018",
        "o IHPC de Portugal publicado pelo INE, mensal, de julho de 2014 a maio de 2017",
    ),
    (
        "as contribuições e pensões pagas do Fundo, do 3.º trimestre de 2014 ao 4.º trimestre "
        "de 2018",
        "as contribuições e pensões pagas do Fundo, do 3.º trimestre de 2014 ao 1.º trimestre "
        "de 2017",
    ),
    (
        "a curva de taxas de juro sem risco da EIOPA, fim de mês, de julho de 2014 a dezembro "
        "de 2019",
        "a curva de taxas de juro sem risco da EIOPA, fim de mês, de julho de 2014 a maio de 2017",
    ),
    (
        "os spreads do índice iBoxx EUR Corporates, semanais, de 2014 até à semana 40 de 2018",
        "os spreads do índice iBoxx EUR Corporates, semanais, de 2014 até à semana 25 de 2017",
    ),
    (
        "a Euribor a 6 meses, diária, de 01.07.2014 a 31.12.2019",
        "a Euribor a 6 meses, diária, de 01.07.2014 a 30.06.2017",
    ),
)
_ACTIONS: Final = (
    "as rendibilidades esperadas e as correlações do estudo ALM foram estimadas",
    "os limiares de rebalanceamento foram calibrados",
    "o rácio de cobertura cambial foi otimizado",
    "o modelo de contribuições e pensões pagas foi estimado",
    "o modelo de fatores do risco ativo foi estimado",
)
_LEAK_FRAMES: Final = (
    "Estudo ALM 2025 (atuário responsável), capítulo 3 – pressupostos: {action}; amostra: "
    "{period}.",
    "Parecer da função de gestão de riscos (08.04.2025): {action} com {period}; os parâmetros "
    "ficam fixos nas seis janelas.",
    "Relatório da auditoria interna, anexo B (backtest): {action} uma única vez sobre {period}, "
    "antes de correr as janelas walk-forward.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Em todos os períodos de teste usa-se a tábua de mortalidade TV 88/90 com o ajustamento "
        "de idade adotado no estudo atuarial de 2024, aplicado retroativamente a 2017.",
        "Em cada período de teste usa-se a tábua de mortalidade e o ajustamento de idade que o "
        "atuário responsável tinha adotado no estudo atuarial anterior a esse período.",
    ),
    (
        "A carteira de ações do backtest é composta pelas empresas que hoje integram o índice PSI.",
        "A carteira de ações do backtest é composta pelas empresas que integravam o índice PSI em "
        "cada data de rebalanceamento, incluindo as que entretanto saíram (por OPA ou "
        "insolvência).",
    ),
    (
        "A lista de exclusões ESG aprovada em 2025 é aplicada a todos os períodos de teste.",
        "Em cada período de teste aplica-se a lista de exclusões em vigor nessa data, tal como "
        "aprovada na altura pelo Comité de Investimentos.",
    ),
    (
        "Os fundos imobiliários são avaliados pelos valores das avaliações anuais auditadas, "
        "usados logo a partir do fim do semestre a que respeitam.",
        "Os fundos imobiliários são avaliados apenas pelo valor das unidades de participação "
        "divulgado em cada data, com um mês de desfasamento.",
    ),
)
_LEAK_ASKS: Final = (
    "O Comité de Investimentos quer ver um teste walk-forward em seis janelas móveis dos novos "
    "limiares de rebalanceamento antes de os aprovar.",
    "Please um backtest walk-forward (rolling, seis janelas semestrais) da política de cobertura "
    "cambial para o estudo ALM 2025.",
    "Pedido do administrador executivo: testar a alocação estratégica em walk-forward, com "
    "janelas móveis de três anos, para o relatório e contas.",
)
_WHERE: Final = ("purpose", "interpretation", "reasoning", "evidence")


_leak_contract = partial(_leak_contract_of, _contract, _WINDOWS)


_leak_twins = _leak_twins_of(SEED, TAG, REQUEST_ID, CONTRACT_ID, _leak_contract)


_leakage = partial(
    _period_leakage,
    wheres=_WHERE,
    asks=_LEAK_ASKS,
    sentences=_SENTENCES,
    periods=_PERIODS,
    actions=_ACTIONS,
    frames=_LEAK_FRAMES,
    twins=_leak_twins,
    sentence_at=1,
)


# --- trend claims ------------------------------------------------------------------------------

_COMPANY: Final = "Navegante"
_ENTITY: Final = "ent_navegante_sgps"
#: twenty quarters, oldest first: (quarter end, fiscal period label), 1T20 to 4T24
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022, 2023, 2024))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("no 4.º trimestre de 2024 face ao 3.º", (18, 19)),
    ("em 2024", (15, 19)),
    ("no 2.º semestre de 2024", (17, 19)),
    ("desde o final de 2021", (7, 19)),
    ("desde o 1.º trimestre de 2020", (0, 19)),
    ("desde o mínimo da pandemia, no 2T20", (1, 19)),
    ("entre 30.06.2021 e 30.09.2023", (5, 14)),
    ("em 2023", (11, 15)),
    ("no 1.º semestre de 2022", (7, 9)),
    ("do 3T22 ao 2T24", (10, 17)),
    ("desde a privatização, em 1995", None),
    ("nos últimos dez anos", None),
    ("desde a entrada no PSI 20, em 2001", None),
)

#: what the claims answer: the Comité de Investimentos' point on the exercício de direitos de voto
_REQUEST: Final = TrendRequest(
    question="Para a reunião do Comité de Investimentos de 13.03.2025 (ponto seis, exercício de "
    "direitos de voto): como está a {company}?",
    heading="### Nota de análise – Navegante Telecomunicações, SGPS, S.A. (Euronext Lisbon: "
    "NVG), resultados de 2024",
    as_of="2025-03-07",
)


#: "cerca de 12%", "mais de 10%", "quase 15%"; "" when it barely moved
_approx_pct = partial(
    _rounded_change,
    past="mais de {}%",
    short="quase {}%",
    about="cerca de {}%",
)


def _by_points(a: float, b: float) -> str:
    """A margin's move in pontos percentuais with a decimal comma ("1,4 p.p."); "" below 0,3."""
    change = abs(b - a)
    return _comma(f"{change:.1f}") + " p.p." if change >= 0.3 else ""


def _by_times(a: float, b: float) -> str:
    """A leverage multiple's move with a decimal comma ("0,4x"); "" below 0,1."""
    change = abs(b - a)
    return _comma(f"{change:.1f}") + "x" if change >= 0.1 else ""


def _by_m(a: float, b: float) -> str:
    """A move in M€ with space thousands and a decimal comma ("em 1 234,5 M€"); "" below 5 M€."""
    change = abs(b - a)
    if change < 5:
        return ""
    written = f"{change:,.1f}".replace(",", " ").replace(".", ",")
    return f"em {written} M€"


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "EUR"
    growth: bool  # the two years' pace and compounding: for a line item that grows
    #: how a year-on-year move is said of it: (above a year earlier, below a year earlier)
    year_on_year: tuple[str, str] = (
        "{s} ficaram acima do trimestre homólogo em cada um dos trimestres de 2023",
        "{s} ficaram abaixo do trimestre homólogo em cada um dos trimestres de 2023",
    )


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "revenue_meur",
        (
            512.3,
            468.1,
            495.6,
            521.4,
            530.2,
            538.7,
            549.5,
            566.8,
            571.9,
            580.4,
            592.3,
            611.7,
            628.5,
            646.1,
            667.9,
            694.2,
            701.3,
            712.8,
            719.4,
            733.6,
        ),
        (
            "As receitas operacionais (M€)",
            "As receitas da Navegante",
            "As receitas consolidadas",
        ),
        (
            ("{s} aumentaram {m}", rose),
            ("{s} diminuíram {m}", fell),
            ("{s} subiram em todos os trimestres", rose_every_quarter),
            ("{s} não recuaram", held_up),
            ("{s} nunca caíram de um trimestre para o outro", never_fell),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "ebitda_margin_pct",
        (
            38.2,
            35.1,
            36.4,
            37.0,
            37.8,
            38.5,
            38.9,
            38.1,
            37.2,
            36.4,
            35.9,
            35.1,
            36.0,
            36.8,
            37.5,
            38.3,
            38.9,
            39.2,
            38.7,
            39.6,
        ),
        (
            "A margem EBITDA",
            "A margem EBITDA da Navegante",
            "A margem operacional (EBITDA em % das receitas)",
        ),
        (
            ("{s} melhorou {m}", rose),
            ("{s} contraiu-se {m}", fell),
            ("{s} nunca recuou de um trimestre para o outro", never_fell),
            ("{s} não se deteriorou", held_up),
            ("{s} não subiu", held_down),
        ),
        _by_points,
        False,
        (
            "{s} superou a do trimestre homólogo de 2022 em cada um dos trimestres de 2023",
            "{s} ficou aquém da do trimestre homólogo de 2022 em cada um dos trimestres de 2023",
        ),
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt_to_ebitda",
        (
            2.9,
            3.2,
            3.1,
            3.0,
            2.9,
            2.8,
            2.7,
            2.7,
            2.8,
            2.9,
            3.0,
            3.1,
            2.9,
            2.7,
            2.6,
            2.4,
            2.3,
            2.3,
            2.2,
            2.0,
        ),
        (
            "O rácio dívida líquida/EBITDA",
            "O rácio de endividamento da Navegante (dívida líquida sobre EBITDA)",
            "O múltiplo de alavancagem",
        ),
        (
            ("{s} desceu {m}", fell),
            ("{s} subiu {m}", rose),
            ("{s} não aumentou", held_down),
            ("{s} nunca aumentou de um trimestre para o outro", never_rose),
            ("{s} desceu em todos os trimestres", fell_every_quarter),
        ),
        _by_times,
        False,
        (
            "{s} esteve acima do de um ano antes no final de cada trimestre de 2023",
            "{s} esteve abaixo do de um ano antes no final de cada trimestre de 2023",
        ),
    ),
    _Trend(
        "fundamentals.quarters",
        "fibre_customers_k",
        (
            812.0,
            845.0,
            881.0,
            920.0,
            968.0,
            1012.0,
            1061.0,
            1109.0,
            1164.0,
            1221.0,
            1283.0,
            1342.0,
            1410.0,
            1483.0,
            1562.0,
            1641.0,
            1702.0,
            1755.0,
            1801.0,
            1846.0,
        ),
        (
            "Os clientes de fibra ótica (milhares)",
            "Os clientes de fibra da Navegante",
            "Os acessos FTTH",
        ),
        (
            ("{s} aumentaram {m}", rose),
            ("{s} diminuíram {m}", fell),
            ("{s} cresceram em todos os trimestres", rose_every_quarter),
            ("{s} não diminuíram", held_up),
            ("{s} não aumentaram", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "net_income_meur",
        (
            41.2,
            -18.6,
            22.4,
            35.8,
            44.1,
            47.9,
            51.3,
            39.6,
            48.2,
            50.7,
            -96.4,
            42.1,
            55.3,
            58.9,
            61.2,
            49.8,
            63.4,
            66.1,
            59.7,
            71.5,
        ),
        (
            "O resultado líquido",
            "O resultado líquido da Navegante",
            "O resultado líquido atribuível aos acionistas",
        ),
        (
            ("{s} melhorou {m}", rose),
            ("{s} piorou {m}", fell),
            ("{s} não se deteriorou", held_up),
            ("{s} não melhorou", held_down),
            ("{s} nunca recuou de um trimestre para o outro", never_fell),
        ),
        _by_m,
        False,
        (
            "{s} superou o do trimestre homólogo de 2022 em cada um dos trimestres de 2023",
            "{s} ficou aquém do do trimestre homólogo de 2022 em cada um dos trimestres de 2023",
        ),
    ),
)


_year_specials = partial(
    _growth_specials,
    faster="{s} cresceram mais depressa em 2023 do que em 2022",
    slower="{s} cresceram mais devagar em 2023 do que em 2022",
    grew="{s} registaram uma taxa de crescimento anual composta de dois dígitos entre o 4T21 e "
    "o 4T23",
    shrank="{s} caíram a uma taxa anual composta de dois dígitos entre o 4T21 e o 4T23",
    end=15,
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) pairs over the whole series, each computed from it: for a
    growing item 2023's pace against 2022's and the two-year compound rate, then year on year
    in each quarter of 2023 (a year before the latest). Pairs too close to call are left out."""
    up_all, down_all = trend.year_on_year
    return _year_specials(trend, up_all=up_all, down_all=down_all)


_CLAIM_FRAMES: Final = (
    "Relatório trimestral do Fundo – 4T24, anexo 3 (principais posições em ações portuguesas; "
    "valor de mercado {vm}, peso {peso}): {claim} [1].",
    "Acta do Comité de Investimentos de 13.03.2025, ponto seis (exercício de direitos de voto): "
    "{claim} [1]. Tendo em conta a posição de {vm}, o Fundo votará favoravelmente a proposta de "
    "dividendo de 0,28 € por ação.",
    "{Claim} [1] – comentário do gestor externo (Harbourline): «we remain overweight». O peso no "
    "Fundo ({peso}) mantém-se.",
    "| Emitente | Valor de mercado | Peso | Comentário |\n|---|---|---|---|\n| Navegante "
    "Telecomunicações, SGPS, S.A. (Euronext Lisbon: NVG) | {vm} | {peso} | {Claim} [1] |",
    "Teams – Joana F. M.: resumo rápido para o CA – {claim} [1]. Mantemos as {acoes} ações (a "
    "cotação sobe 8,3% em termos homólogos).",
)

_VALORES: Final = ("31,4 M€", "28,9 M€", "35 120 mil euros")
_PESOS: Final = ("1,5% do valor do Fundo", "1,3%", "4,2% da carteira de ações")
_ACOES: Final = ("12 450 000", "11 980 000", "13 200 000")


def _holding(rng: random.Random) -> dict[str, str]:
    """The Fund's valor de mercado in Navegante, its peso and its number of ações, drawn for
    each claim's frame."""
    return {
        "vm": rng.choice(_VALORES),
        "peso": rng.choice(_PESOS),
        "acoes": rng.choice(_ACOES),
    }


def _trends(rng: random.Random, count: int, market: MarketData) -> Iterator[HeldOutCase]:
    """The twin states a claim the series makes true; the flawed bundle one it makes false, or
    (one horizon claim in three) the true claim over a horizon the series does not cover."""
    return _horizon_trends(
        rng,
        count,
        _TRENDS,
        horizons=_HORIZONS,
        frames=_CLAIM_FRAMES,
        said=partial(_said_named, _COMPANY),
        specials=_specials,
        special_step=2,
        left_out=lambda h, w, c: h.startswith("no 4.º trimestre de 2024") and "trimestre" in c,
        seed=SEED,
        tag=TAG,
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
        frame_parts=_holding,
        trend_request=_REQUEST,
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZZZZD: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
