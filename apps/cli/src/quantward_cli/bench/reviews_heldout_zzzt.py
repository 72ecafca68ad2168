"""Held-out batch ZZZT: every flaw kind again, in the voice of a Brazilian closed pension entity
(entidade fechada de previdência complementar, EFPC): the Fundação Ipê de Seguridade Social
(IpêPrev, fictional), sponsored by Ipê Energia S.A. (a fictional electricity utility, B3: IPEN3),
running the Plano BD IpêPrev (benefício definido, R$ 4.872,3 milhões of recursos garantidores at
31/01/2025, meta atuarial INPC + 4,5% a.a.) beside a Plano CD, under Resolução CMN nº 4.994/2022
and PREVIC's supervision. Its people and papers, written in Brazilian Portuguese with the market's
English left in (duration, benchmark, tracking error, hedge): the Conselho Deliberativo (CD) and
its resoluções; the Comitê de Investimentos (CI) with its pautas, atas and deliberações
(APROVADO, REJEITADO, RETIRADO DE PAUTA) and the errata to an ata ("Onde se lê / Leia-se"); the
Diretoria de Investimentos (DIRIN: R. Tavares, diretor and AETQ) with its e-mails, memorandos and
the Gerência de Investimentos' WhatsApp messages (M. Albuquerque); the Política de Investimentos
2025–2029 (PI) with its limits by segment (renda fixa, renda variável, estruturado, imobiliário,
operações com participantes, exterior: limite legal, alocação-objetivo, limite inferior, limite
superior), its restrições (rating mínimo AA-(bra), B-VaR, duration) and its delegação de
competências; the consultoria's parecer and questionário (Araucária Consultoria); the estudo de
ALM; PREVIC's ofícios; the relatório de enquadramento; the regulamento of an exclusive fund; a
contrato de gestão with an external manager (Jacarandá Gestão de Recursos); the Manual de
Alçadas. Its number forms are Brazilian: decimal comma and dot thousands ("R$ 4.872,3 milhões",
"1.512 dias úteis"), "12,5%" beside "12,5 %", "% a.a.", "pontos-base", "p.p.", the legal style
"25% (vinte e cinco por cento)" and numbers in words ("quinze por cento", "mil e oito dias
úteis"), "0,250" typed into a form, a ";"-separated CSV, dates as 31/03/2025, quarters as "1º
tri/2024" and "4T24", halves as "2º semestre de 2024", years as "exercício de 2024" and
Portuguese month abbreviations in periods ("jan/2006 a nov/2012").

Batch ZZZT is built like ZZZR and ZZZS - phrase-level parts, a seeded generator, the truth kept
by the generator and never read from the text - and uses the plan, span and constraint helpers
of `reviews_heldout_shared`, its invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, subjects, trend
series and the claims it makes of them are its own. It was written blind: only ZZZR and ZZZS
(read for shape, with their tests), `reviews_heldout_shared`, `reviews_heldout_truths`,
`reviews_heldout_forms`, the `HeldOutCase`/`TrendRequest`/`trend_claim_twins` part of
`reviews_heldout`, the tests' `heldout_checks` and the contract models of `libs/contracts` were
read for it; no rule, reviewer, reviewer or validator test, validator, benchmark result or other
batch was read, and it was not run against the reviewers or the validator before its first
recorded run.

It takes the shared loops' opt-in options its register needs, set apart from ZZZR's and ZZZS's
where the loops allow: seven subjects (four caps, three floors: the renda fixa's limite
inferior, the duration of the carteira de imunização in dias úteis and the índice de liquidez,
a multiple), so the misquote loop keeps its default pairing (`i + i // 5`, which with seven
subjects, sharing no factor with six, never puts a structure on the same subject twice) and
varies each structure's wording with the round of five; units are shares, basis points, days
and a multiple (no count); the invented limit's answer in six forms taken two cases at a time
(`(i // 2) % 6`, so each form is met in both modes): the CI's ata, the DIRIN's e-mail (the value
in words where it reads well) and the Gerência's WhatsApp with a decoy posição as chat answers,
the Política de Investimentos sent BEFORE the request (`mandate`, `answer_first`, cited as a
clause), the consultoria's questionário returned BEFORE it and a ";"-separated CSV after it
(both `template_inputs`, a bare number in the constraint's unit with a decimal comma: "0,250",
"250", "1512", "1,50"); the other-terms mandate on the strategy cases with `(i // 2) % 2 == 0`
(`other_at=0`); breaches in six shapes (`shape=i % 6`) at 1.25 of a cap and 0.75 of a floor,
uncited twins at 0.85 of a cap and 1.25 of a floor, the clause cited in four cases of five
(`i % 5 != 4`); latitude bands whose low end is four fifths of their top (`low_ratio=0.8`,
floors among them, values chosen so that a band of days has a whole middle), refused at `i % 6`
in (1, 4) fixing the band's strict end, placed in four shapes taken two cases at a time, one
refusal an item "RETIRADO DE PAUTA"; objectives in five structures (`structure=i % 5`), two
withdrawing an earlier wording in the same text (an errata "Onde se lê / Leia-se" and a proposal
retirada de pauta beside the one aprovada), the wanted objective moving on every five cases
(`turn=i // 5`) so that each structure meets all four; leakage over three anchored (expanding)
walk-forward folds, all trained from 2 January 2006, tested two years at a time from 2 January
2013, the whole sentence from the first case on (`sentence_at=0`), placed in the evidence first;
and a trend request of its own (the CI's follow-up of the sponsor, its heading, an as-of date
after its quarters) over sixteen quarters (1º tri/2021 - 4º tri/2024) comparing 2024 with 2023
(`end=15`), double-digit compound falls claimed as well as rises (`shrinking`), special pairs
taken every third case (`special_step=3`), with extra frame parts drawn per claim (the
instrument the fund holds and its position, `frame_parts`) and a signed series (lucro líquido,
losses in the 2021 crise hídrica and in an impairment quarter of 2023).

Decoy numbers (no truth depends on them): the recursos garantidores (R$ 4.872,3 milhões), the
meta atuarial (INPC + 4,5% a.a.), the 2024 rentabilidade (9,87%), the Selic (13,25% a.a.) and its
100 pontos-base rise, the R$ 150,0 milhões commitment to a FIP, PREVIC's ofício number and dates,
ata, resolução and deliberação numbers (212ª reunião, CD nº 031/2024, CI nº 09/2025), votes (3
votos a 2), the enquadramento's posição beside a limit, Res. 4.994's limite legal beside the
PI's limit, the Plano CD's own limit and an ABRAPP peer median quoted for comparison, other
restrições beside a clause (rating AA-(bra), 10% per emissor), the benchmark composto's weights,
the sponsor's debêntures (IPCA + 6,35% a.a.), rating and position. Its parts:

* limits as the fund's people state them: renda variável (a cap: "25%", "25,0% dos recursos
  garantidores", "25% (vinte e cinco por cento)", "vinte e cinco por cento"), the segmento
  estruturado (a cap: "10%", "10,0% do patrimônio do plano", "10% (dez por cento)"),
  investimentos no exterior (a cap: "7 %", "7,0% dos RGRT", "7% (sete por cento)"), renda fixa
  (a floor, the limite inferior: "56%", "56,0% dos recursos garantidores", "56% (cinquenta e
  seis por cento)"), the B-VaR of the renda variável mandates (a cap in bp: "250 pontos-base",
  "2,50%", "250 (duzentos e cinquenta) pontos-base"), the duration of the carteira de
  imunização (a floor in days: "1.512 dias úteis", "1.512 d.u.", "1.512 (mil quinhentos e doze)
  dias úteis") and the índice de liquidez of 12 months' benefits (a floor, a multiple: "1,6x",
  "1,60 vez o fluxo de benefícios de 12 meses", "ILG de 1,6");
* requests (the DIRIN's e-mail to the consultoria, the CI's pauta, a WhatsApp message, a
  memorando that opens with its caveat, PREVIC's ofício) deferring the limit to a CD meeting not
  yet held, the Conselho Fiscal, a minuta of the PI with "[a definir pelo CD]", the reply to
  PREVIC, the AETQ's review or an estudo de ALM not yet approved;
* provenance misquoting its source: the minuta or the PI 2024–2028; the consultoria's proposal
  the CI rejected (3 votos a 2) or a DIRIN proposal retirada de pauta; the relatório de
  enquadramento's posição (prose, or a "Segmento / Posição / Limite PI" table); Res. 4.994's
  limite legal or another restrição beside it; the Plano CD's limit or an ABRAPP median;
* mandates as the PI's section 7 in the mandate's fields under numbered keys
  (`politica_de_investimentos_2025_2029.secao_7_limites.7.3`), a PI table of restrições as a
  message, PREVIC's ofício as a message, the CD's resoluções as records
  (`resolucoes_cd[1].ementa`), an exclusive fund's regulamento as a message, and the contrato de
  gestão's anexo I in the mandate's fields (`contrato_gestao_jacaranda.anexo_I_diretrizes[2]`);
* latitude granted as the PI's delegação (item 6.2), a CI deliberação APROVADA, and a
  "Parâmetro / Faixa delegada / Referência / Alçada" table followed by a sentence that no CD
  resolution is needed within the faixa; refused as a CD resolution fixing the level (the
  consultoria's faixa not approved), a CI deliberação REJEITADA and an item RETIRADO DE
  PAUTA, each twin the same text granting it; placed in the PI (fields), the Regimento Interno
  do CI (a message), the Manual de Alçadas (fields) and the Diretor-Presidente's e-mail (a
  message);
* objectives as the PI's item 3, the CD's resolução, the CI's ata, the consultoria's parecer and
  the AETQ's memorando, some saying what is not the aim ("e não o tracking error", "não o
  Sharpe", the meta atuarial only "referência de acompanhamento"); an earlier wording withdrawn in
  an errata or retirada de pauta, or replaced by a later note; the tracking benchmark is the PI's
  benchmark composto (CDI, IMA-B, Ibovespa);
* leakage as the estudo de ALM, the AETQ's parecer and the nota técnica atuarial write it: the
  expected returns and covariances, the rebalancing rule between the limits, the liability
  cash-flow model, the carteira de imunização of NTN-Bs and the B-VaR limits fitted on periods
  reaching into the test years (Ibovespa, IMA-B, CDI, INPC, ANBIMA's ETTJ, the plan's own
  benefit payments), and whole sentences (today's taxa de juros parâmetro applied back, today's
  Ibovespa constituents, today's BR-EMS tábua, the IPCA read before IBGE released it); each
  clean twin in the same form, ending before the first test date, and where the data come out
  late (INPC, the plan's demonstrações), ending where they were out before it;
* trend claims on the sponsor, Ipê Energia S.A. (B3: IPEN3) - receita operacional líquida (R$
  milhões), margem EBITDA (moves in p.p.), dívida líquida/EBITDA (x; lower is better), lucro
  líquido (signed, R$ milhões) and energia distribuída (GWh) over sixteen quarters (1º tri/2021 -
  4º tri/2024: the 2021 crise hídrica, a UHE impairment in 2023, the tariff reviews), as the
  relatório de acompanhamento, the CI's ata, the consultoria's parecer (the claim first), an
  "Emissor / Instrumento / Comentário do analista" table and a WhatsApp note; horizons in
  quarters, halves and exercícios covered by the series, against uncovered ones ("desde o IPO,
  em 2006", "na última década", "desde a Resolução CMN nº 3.792/2009"). Whether a claim holds is
  computed from the series: true, false, or too close to call (never used).

Every bundle carries no validator checks as generated.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from datetime import date
from functools import partial
from typing import TYPE_CHECKING, Final

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

SEED: Final = 20270167
KINDS: Final = ALL_KINDS
TAG: Final = "zzzt"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzipe0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzipe1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzipe2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzipe3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzipe5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzipep"

_FUND: Final = "IpêPrev"
_PLAN: Final = "Plano BD IpêPrev"
_CONSULTORIA: Final = "Araucária Consultoria"
_DIRETOR: Final = "Ricardo Tavares"
_GERENTE: Final = "Marina Albuquerque"
_GESTOR: Final = "Jacarandá Gestão de Recursos"


# --- numbers as a Brazilian EFPC's people write them ---------------------------------------------


def _comma(text: str) -> str:
    """A number written with a decimal comma ("12.5" → "12,5")."""
    return text.replace(".", ",")


def _fixed(x: float, places: int) -> str:
    """`x` with `places` decimals where that is exact ("2.50"), else in full ("3.125")."""
    r = round(x, 6)
    return f"{r:.{places}f}" if abs(round(r, places) - r) < 1e-9 else _g(r)


def _thousands(n: float) -> str:
    """A whole number with dot thousands ("1.512")."""
    return f"{round(n):,}".replace(",", ".")


_UNITS: Final = (
    "zero",
    "um",
    "dois",
    "três",
    "quatro",
    "cinco",
    "seis",
    "sete",
    "oito",
    "nove",
    "dez",
    "onze",
    "doze",
    "treze",
    "quatorze",
    "quinze",
    "dezesseis",
    "dezessete",
    "dezoito",
    "dezenove",
)
_TENS: Final = ("", "", "vinte", "trinta", "quarenta", "cinquenta", "sessenta", "setenta")
_TENS_HIGH: Final = ("oitenta", "noventa")
_HUNDREDS: Final = (
    "",
    "cento",
    "duzentos",
    "trezentos",
    "quatrocentos",
    "quinhentos",
    "seiscentos",
    "setecentos",
    "oitocentos",
    "novecentos",
)


def _below_hundred(n: int) -> str:
    if n < 20:
        return _UNITS[n]
    tens = (_TENS + _TENS_HIGH)[n // 10]
    return tens if n % 10 == 0 else f"{tens} e {_UNITS[n % 10]}"


def _below_thousand(n: int) -> str:
    if n < 100:
        return _below_hundred(n)
    if n == 100:
        return "cem"
    rest = n % 100
    head = _HUNDREDS[n // 100]
    return head if rest == 0 else f"{head} e {_below_hundred(rest)}"


def _extenso(n: int) -> str:
    """A whole number below ten thousand in Portuguese words ("mil quinhentos e doze")."""
    assert 0 <= n < 10_000, n
    if n < 1000:
        return _below_thousand(n)
    thousands, rest = divmod(n, 1000)
    head = "mil" if thousands == 1 else f"{_UNITS[thousands]} mil"
    if rest == 0:
        return head
    joiner = " e " if rest < 100 or rest % 100 == 0 else " "
    return f"{head}{joiner}{_below_thousand(rest)}"


def _percent_words(p: float) -> str:
    """A percentage in words as a contract writes it: "vinte e cinco por cento", "vinte e dois
    inteiros e cinco décimos por cento", "onze inteiros e vinte e cinco centésimos por cento"."""
    r = round(p, 6)
    whole = int(r)
    tenths = round((r - whole) * 10, 6)
    if abs(tenths) < 1e-9:
        return f"{_extenso(whole)} por cento"
    if abs(tenths - round(tenths)) < 1e-9:
        return f"{_extenso(whole)} inteiros e {_extenso(round(tenths))} décimos por cento"
    hundredths = round((r - whole) * 100)
    return f"{_extenso(whole)} inteiros e {_extenso(hundredths)} centésimos por cento"


def _pct(value: float) -> str:
    """A share in percent with a decimal comma: "25", "12,5"."""
    return _comma(_g(value * 100))


def _pct1(value: float) -> str:
    """A share with one decimal where that is exact ("25,0", "6,3"), else in full ("11,25")."""
    return _comma(_fixed(value * 100, 1))


def _share_forms(of: str, spaced: bool = False) -> Callable[[float], dict[str, str]]:
    """A share's forms: "25%" (or "7 %" where the paper puts a space), "25,0% {of}", the legal
    "25% (vinte e cinco por cento)", and words for a whole percentage ("vinte e cinco por
    cento")."""

    def forms(value: float) -> dict[str, str]:
        p = round(value * 100, 6)
        said = {
            "pct": f"{_pct(value)} %" if spaced else f"{_pct(value)}%",
            "of": f"{_pct1(value)}% {of}",
            "legal": f"{_pct(value)}% ({_percent_words(p)})",
        }
        if abs(p - round(p)) < 1e-9:
            said["w"] = _percent_words(p)
        return said

    return forms


def _bvar_forms(value: float) -> dict[str, str]:
    """The B-VaR in basis points: "250 pontos-base", "2,50%", "250 (duzentos e cinquenta)
    pontos-base", and in words ("duzentos e cinquenta pontos-base") where whole."""
    said = {
        "pb": f"{_comma(_g(value))} pontos-base",
        "pct": f"{_comma(_fixed(value / 100, 2))}%",
    }
    if abs(value - round(value)) < 1e-9:
        said["legal"] = f"{_g(value)} ({_extenso(round(value))}) pontos-base"
        said["w"] = f"{_extenso(round(value))} pontos-base"
    return said


def _duration_forms(value: float) -> dict[str, str]:
    """The carteira de imunização's duration in dias úteis: "1.512 dias úteis", "1.512 d.u.",
    "1.512 (mil quinhentos e doze) dias úteis", and in words."""
    n = round(value)
    return {
        "du": f"{_thousands(n)} dias úteis",
        "abbr": f"{_thousands(n)} d.u.",
        "legal": f"{_thousands(n)} ({_extenso(n)}) dias úteis",
        "w": f"{_extenso(n)} dias úteis",
    }


def _liquidity_forms(value: float) -> dict[str, str]:
    """The índice de liquidez, a multiple of 12 months' benefits: "1,6x", "1,60 vez o fluxo de
    benefícios de 12 meses" ("vezes" from two), "ILG de 1,6"."""
    times = "vez" if value < 2 else "vezes"
    return {
        "x": f"{_comma(_g(value))}x",
        "vez": f"{_comma(_fixed(value, 2))} {times} o fluxo de benefícios de 12 meses",
        "ilg": f"ILG de {_comma(_g(value))}",
    }


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit of the Política de Investimentos: the agent's field names, how the fund's people
    name it, its código in the consultoria's forms, the values it takes, its written forms and
    whether it is a floor (a limite inferior)."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str | None
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_RV: Final = _Subject(
    ("max_equity_share", "limiteSuperiorRendaVariavel"),
    (
        "o segmento de renda variável",
        "a renda variável (ações e fundos de ações)",
        "a alocação em renda variável do Plano BD",
    ),
    "RV-SUP",
    "fraction",
    (0.2, 0.25, 0.3),
    _share_forms("dos recursos garantidores"),
)
_ESTR: Final = _Subject(
    ("max_structured_share", "limiteSuperiorEstruturado"),
    (
        "o segmento estruturado (FIP, FIM e fundos multimercado)",
        "a carteira de investimentos estruturados",
        "a alocação em FIPs e multimercados",
    ),
    "ESTR-SUP",
    "fraction",
    (0.08, 0.1, 0.12),
    _share_forms("do patrimônio do plano"),
)
_EXT: Final = _Subject(
    ("max_offshore_share", "limiteSuperiorExterior"),
    (
        "o segmento exterior",
        "a carteira no exterior (BDR nível I e fundos de investimento no exterior)",
        "a exposição a ativos no exterior",
    ),
    "EXT-SUP",
    "fraction",
    (0.05, 0.07, 0.09),
    _share_forms("dos RGRT", spaced=True),
)
_RF: Final = _Subject(
    ("min_fixed_income_share", "limiteInferiorRendaFixa"),
    (
        "o segmento de renda fixa",
        "a renda fixa (títulos públicos, crédito privado e fundos de renda fixa)",
        "a alocação em renda fixa do Plano BD",
    ),
    "RF-INF",
    "fraction",
    (0.48, 0.56, 0.64),
    _share_forms("dos recursos garantidores"),
    floor=True,
)
_BVAR: Final = _Subject(
    ("max_benchmark_var_bps", "bVarMaximoRendaVariavel"),
    (
        "o B-VaR dos mandatos de renda variável (95%, 21 dias úteis, contra o Ibovespa)",
        "o VaR relativo ao benchmark dos FIAs terceirizados",
        "o B-VaR da carteira de ações",
    ),
    "BVAR-RV-SUP",
    "bps",
    (150.0, 200.0, 250.0),
    _bvar_forms,
)
_DURATION: Final = _Subject(
    ("min_immunisation_duration_days", "durationMinimaImunizacao"),
    (
        "a duration da carteira de imunização (NTN-B marcadas na curva)",
        "a duration mínima dos títulos casados com o passivo",
        "o prazo médio (duration) da carteira de NTN-B do Plano BD",
    ),
    "DUR-IMUN-INF",
    "days",
    (1008.0, 1512.0, 2016.0),
    _duration_forms,
    floor=True,
)
_LIQUIDITY: Final = _Subject(
    ("min_liquidity_cover_ratio", "indiceLiquidezMinimo"),
    (
        "o índice de liquidez geral (ativos líquidos em até D+30 sobre a folha de benefícios)",
        "a cobertura de liquidez do plano",
        "o ILG do Plano BD",
    ),
    "ILG-INF",
    "multiple",
    (1.2, 1.6, 2.0),
    _liquidity_forms,
    floor=True,
)
#: seven limits, three of them floors (one in days, one a multiple); seven shares no factor with
#: six, so the misquote loop's default pairing puts no structure on the same limit twice
_SUBJECTS: Final = (_RV, _ESTR, _EXT, _RF, _BVAR, _DURATION, _LIQUIDITY)

_RATIONALES: Final = (
    "o que constava da PI 2024–2028",
    "aproximadamente a mediana das EFPCs no estudo da ABRAPP",
    "valor provisório até a deliberação do Conselho Deliberativo",
    "o que a consultoria usa para os outros planos BD que atende",
    "folga usual em relação ao limite legal da Resolução CMN nº 4.994/2022",
)

#: where a breach's or a latitude band's value lies, as multiples of the limit
_CAP_BREACH: Final = 1.25
_FLOOR_BREACH: Final = 0.75


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Alocação estratégica do Plano BD IpêPrev (renda fixa, renda variável, estruturado, "
    "imobiliário, operações com participantes e exterior) dentro da Política de Investimentos "
    "2025–2029 e da Resolução CMN nº 4.994/2022",
    "o melhor retorno ajustado ao risco compatível com o passivo do plano",
    "otimizar a alocação por segmento",
    "os pesos ótimos por segmento e o risco da carteira",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_RATIONALE: Final = "conforme a Política de Investimentos e as deliberações do CD"
_cite = partial(_cite_as, _RATIONALE)
_clause_cite = partial(_clause_cite_as, _RATIONALE)
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _bound(s: _Subject) -> str:
    return "limite inferior" if s.floor else "limite superior"


def _sign(s: _Subject) -> str:
    return "no mínimo" if s.floor else "até"


def _short(s: _Subject) -> str:
    return "mín." if s.floor else "máx."


def _edge(s: _Subject) -> str:
    return "piso" if s.floor else "teto"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "rodar a otimização da carteira do Plano BD com os recursos garantidores de R$ 4.872,3 "
    "milhões (posição de 31/01/2025)",
    "refazer a alocação estratégica com as premissas do estudo de ALM de 2024",
    "encaixar o compromisso de R$ 150,0 milhões no FIP Infraestrutura Sul na alocação-objetivo",
    "preparar a proposta de alocação para a Política de Investimentos 2025–2029",
    "reavaliar a carteira depois da alta de 100 pontos-base da Selic (agora 13,25% a.a.)",
)
_DEFERRALS: Final = (
    "o Conselho Deliberativo só define o limite para {noun} na reunião de 24/04/2025",
    "o Conselho Fiscal ainda não se manifestou sobre o limite para {noun}",
    "a minuta da PI ainda traz 'Limite para {noun}: [a definir pelo CD]'",
    "o limite para {noun} depende da nossa resposta ao Ofício nº 2.417/2025/PREVIC",
    "o AETQ ainda está revisando o limite para {noun}",
    "o limite para {noun} sai do novo estudo de ALM, que a Diretoria-Executiva ainda não aprovou",
)
_REQUEST_FRAMES: Final = (
    "De: "
    + _DIRETOR
    + " (Diretor de Investimentos – AETQ)\nPara: equipe "
    + _CONSULTORIA
    + "\nAssunto: Estudo de alocação – "
    + _PLAN
    + "\n\nPrezados,\n\nPoderiam {task}? Ponto "
    "em aberto: {deferral}.\n\nAtt.,\nRicardo",
    "Pauta – 88ª Reunião Ordinária do Comitê de Investimentos (27/03/2025)\n1. Abertura\n2. "
    "{Task}\n3. Assuntos gerais\nObs.: {deferral}.",
    "[14:32] " + _GERENTE + " (GEINV): pessoal, dá pra {task}? lembrando que {deferral}",
    "MEMORANDO DIRIN Nº 017/2025\nAssunto: alocação estratégica\n\n{Deferral}. Enquanto isso, "
    "a Diretoria pede à GEINV {task}.",
    "Ofício nº 2.417/2025/PREVIC (trecho): 'Solicita-se o envio da Política de Investimentos "
    "revisada até 30/04/2025.'\nDIRIN: antes de responder à PREVIC, favor {task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


@dataclass(frozen=True)
class _Stating:
    """How an answer states a limit: its frame ({noun}, {v}, {key}, {unit}, {bound}, {sign},
    {short}, {edge}, {stand}), its value's form ("bare" the number in the constraint's unit with
    a decimal comma, "figures" one of its written forms, "table" a written form beside the
    enquadramento's posição), whether words may be said, its kind, and whether it comes before
    the request."""

    frame: str
    form: str
    kind: AnswerKind
    first: bool = False
    words: bool = False


_STATINGS: Final = (
    _Stating(
        "Extrato da Ata da 88ª Reunião Ordinária do Comitê de Investimentos (27/03/2025)\n"
        "Item 3 – {Noun}. Deliberação: APROVADO, por unanimidade, {bound} de {v}. "
        "Encaminhe-se ao Conselho Deliberativo para homologação.",
        "figures",
        "clarification_answer",
    ),
    _Stating(
        "De: " + _DIRETOR + "\nAssunto: RE: Estudo de alocação – " + _PLAN + "\n\nPessoal, "
        "para {noun} considerem {v} ({edge}). Foi o que o CD aprovou ontem.\n\nAbs.,\nRicardo",
        "figures",
        "clarification_answer",
        words=True,
    ),
    _Stating(
        "POLÍTICA DE INVESTIMENTOS 2025–2029 – " + _PLAN.upper() + " (aprovada pelo Conselho "
        "Deliberativo em 12/12/2024)\nItem 7.4 – {Noun}: {sign} {v}, apurado mensalmente a "
        "valor de mercado.",
        "figures",
        "mandate",
        first=True,
    ),
    _Stating(
        "parametros_PI.csv (preenchido pela GEINV)\ncodigo;descricao;unidade;valor;fonte\n"
        "{key};{noun};{unit};{v};Política de Investimentos item 7",
        "bare",
        "template_inputs",
    ),
    _Stating(
        "[09:12] " + _GERENTE + " (GEINV): {noun} – {short} {v} pela PI. Hoje estamos em "
        "{stand} (relatório de enquadramento de fev/2025), então tranquilo.",
        "table",
        "clarification_answer",
    ),
    _Stating(
        _CONSULTORIA.upper()
        + " – QUESTIONÁRIO DE PARÂMETROS DA CARTEIRA (respondido pela "
        + _FUND
        + " em 10/03/2025)\nParâmetro: {key}\nUnidade: {unit}\nResposta: {v}\nFonte: "
        "Resolução CD nº 031/2024",
        "bare",
        "template_inputs",
        first=True,
    ),
)


def _stand(s: _Subject, value: float) -> float:
    """The enquadramento's posição inside the limit: above a floor, below a cap (whole days, a
    tenth of a multiple, a tenth of a percent)."""
    stand = value * 1.15 if s.floor else value * 0.82
    if s.unit == "days":
        return float(round(stand))
    if s.unit == "multiple":
        return round(stand, 1)
    return round(stand, 3) if s.unit == "fraction" else float(round(stand))


def _plain(s: _Subject, values: tuple[float, float], style: int) -> list[str]:
    """`values` alike and apart in the first form from `style` that is not the legal one (no
    words in parentheses): a report's posição and a WhatsApp message write figures only."""
    for k in range(style, style + 4):
        said = s.alike(values, k, apart=True)
        if not any("(" in x for x in said):
            return said
    raise AssertionError(values)


def _bare(s: _Subject, value: float) -> str:
    """The number in the constraint's unit as the GEINV types it into a form: a share with three
    decimals and a decimal comma ("0,250"), a multiple with two ("1,60"), else the figure."""
    if s.unit == "fraction":
        return _comma(f"{value:.3f}")
    if s.unit == "multiple":
        return _comma(f"{value:.2f}")
    return _comma(_g(value))


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings."""
    stating = _STATINGS[turn % len(_STATINGS)]
    stand = ""
    if stating.form == "bare":
        written = _bare(s, value)
    elif stating.form == "table":  # the posição inside the limit, a decoy in the same form
        written, stand = _plain(s, (value, _stand(s, value)), rng.randrange(12))
    else:
        written = s.render(value, rng.randrange(12), words=stating.words)
    text = _fill(
        stating.frame,
        noun=rng.choice(s.nouns),
        v=written,
        key=s.key,
        unit=str(s.unit),
        bound=_bound(s),
        sign=_sign(s),
        short=_short(s),
        edge=_edge(s),
        stand=stand,
    )
    return _once(text, written), written


def _invented_twins(i: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in case `i`'s form, two cases to a
    form: the PI and the questionário come before the request, the CSV after it."""
    stating = _STATINGS[(i // 2) % len(_STATINGS)]
    return _invented_twins_of(
        SEED,
        TAG,
        ANSWER_ID,
        _RATIONALES,
        _plan,
        partial(_stating, (i // 2) % len(_STATINGS)),
        _clause_cite if stating.kind == "mandate" else _cite,
        answer_kind=stating.kind,
        answer_first=stating.first,
    )


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "politica_de_investimentos_2025_2029": {
        "diretrizes_gerais": [
            "Observância da Resolução CMN nº 4.994/2022 e da Resolução PREVIC nº 23/2023.",
            "Vedadas operações de day trade e a aplicação em ativos emitidos pela patrocinadora "
            "fora dos limites legais.",
            "Crédito privado somente com rating mínimo AA-(bra) ou equivalente, em escala "
            "nacional.",
            "Derivativos apenas para proteção (hedge) ou posicionamento, sem alavancagem.",
            "O gestor exerce o direito de voto conforme a política de voto da Fundação.",
        ]
    }
}

_invented = partial(
    _invented_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 3 * i + 4,
    request=_request,
    request_id=REQUEST_ID,
    other_terms=_OTHER_TERMS,
    twins=_invented_twins,
    other_at=0,
)


# --- false provenance --------------------------------------------------------------------------

#: what stands beside the PI's limit: the limite legal of Res. 4.994 or another restrição, by
#: código, with its value in the subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "RV-SUP": ("Limite legal (Res. CMN nº 4.994/2022, art. 22)", 0.7),
    "ESTR-SUP": ("Limite legal (Res. CMN nº 4.994/2022, art. 23)", 0.2),
    "EXT-SUP": ("Limite legal (Res. CMN nº 4.994/2022, art. 26)", 0.1),
    "RF-INF": ("Alocação-objetivo em renda fixa", 0.72),
    "BVAR-RV-SUP": ("B-VaR do mandato de renda fixa ativa, máx.", 60.0),
    "DUR-IMUN-INF": ("Duration do passivo atuarial (avaliação 2024)", 2394.0),
    "ILG-INF": ("Índice de liquidez de curto prazo (90 dias), mín.", 3.0),
}


def _away(s: _Subject, value: float, up: float, down: float) -> float:
    """A wrong value for `s`: `value` times `up` for a cap, times `down` for a floor, rounded as
    the papers quote it (a tenth of a percent, a whole basis point or day, a tenth of a
    multiple)."""
    wrong = value * (down if s.floor else up)
    if s.unit == "fraction":
        return round(wrong, 3)
    return round(wrong, 1) if s.unit == "multiple" else float(round(wrong))


def _misquoted(
    rng: random.Random, i: int, structure: int, s: _Subject, value: float
) -> tuple[str, str, str, float]:
    """The answer in one of five structures, each worded one way in even rounds of five cases
    and another in odd ones: (text, right written, wrong written, wrong value); the truth (which
    value is the limit) is `value`, drawn by the caller."""
    noun = rng.choice(s.nouns)
    variant = (i // 5) % 2
    if structure == 0:  # a minuta, or the previous PI
        wrong_value = _away(s, value, 1.4, 0.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"A minuta da PI de 15/10/2024 trazia {wrong} para {noun}. O CD aprovou {right} "
                "na 212ª reunião (12/12/2024), e é essa a versão em vigor."
            )
        else:
            text = (
                f"PI 2024–2028, item 7: {wrong}. PI 2025–2029 (Resolução CD nº 031/2024): "
                f"{right}. Vale a de 2025 — a anterior foi revogada."
            )
    elif structure == 1:  # a proposal nobody took
        wrong_value = _away(s, value, 1.3, 0.7)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"A {_CONSULTORIA} propôs {wrong} para {noun}. O Comitê de Investimentos "
                f"rejeitou a proposta (3 votos a 2) e o {_bound(s)} continua em {right}."
            )
        else:
            text = (
                f"Deliberação CI nº 14/2025 – proposta da DIRIN de levar {noun} para {wrong}: "
                f"RETIRADA DE PAUTA. Permanece o {_bound(s)} de {right}."
            )
    elif structure == 2:  # the relatório de enquadramento's posição
        wrong_value = _away(s, value, 0.78, 1.3)
        right, wrong = _plain(s, (value, wrong_value), rng.randrange(12))
        if variant == 0:
            text = (
                f"Relatório de enquadramento de fev/2025: {noun} fechou o mês em {wrong}, "
                f"frente ao {_bound(s)} de {right}. Plano enquadrado."
            )
        else:
            text = (
                "| Segmento / restrição | Posição 28/02/2025 | Limite PI |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_short(s)} {right} |"
            )
    elif structure == 3:  # the limite legal or another restrição beside it
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{beside}: {wrong}", f"{_cap(noun)}, {_bound(s)} da PI: {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Política de Investimentos 2025–2029, item 7 (extrato)\n• " + "\n• ".join(lines)
    else:  # the Plano CD's limit, or an ABRAPP median, quoted for comparison
        wrong_value = _away(s, value, 1.45, 0.55)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"No Plano CD IpêPrev Futuro o {_bound(s)} para {noun} é {wrong}; no {_PLAN}, "
                f"que é o caso aqui, é {right}."
            )
        else:
            text = (
                f"Estudo ABRAPP (mediana das EFPCs com planos BD): {wrong} para {noun}. O nosso "
                f"é {right} — a mediana é só referência."
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
)


# --- mandate clauses: the PI, its table of restrições, PREVIC, the CD's resoluções, a fund's
# regulamento, the contrato de gestão -----------------------------------------------------------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of six places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:  # the PI's section 7 in the mandate's fields, under numbered keys
        section: dict[str, JsonValue] = {
            "7.1": "Os limites desta seção são apurados mensalmente, a valor de mercado.",
            "7.2": "Desenquadramentos passivos são comunicados ao CD em até 30 dias.",
            "7.3": f"{_cap(noun)}: {_sign(s)} {written}.",
            "7.4": "Rating mínimo para crédito privado: AA-(bra).",
        }
        return (
            {"politica_de_investimentos_2025_2029": {"plano": _PLAN, "secao_7_limites": section}},
            None,
            "politica_de_investimentos_2025_2029.secao_7_limites.7.3",
        )
    if shape == 1:  # the PI's table of restrições, as a message
        table = (
            "POLÍTICA DE INVESTIMENTOS 2025–2029 – Restrições adicionais\n| Restrição | Limite |"
            "\n|---|---|\n| Rating mínimo de crédito privado | AA-(bra) |\n"
            f"| {_cap(noun)} | {_short(s)} {written} |\n"
            "| Concentração por emissor privado | máx. 10% dos RGRT |"
        )
        return None, table, MANDATE_ID
    if shape == 2:  # PREVIC's ofício, as a message
        letter = (
            "Ofício nº 2.417/2025/PREVIC – Diretoria de Fiscalização e Monitoramento\n"
            "Assunto: ação fiscal – gestão de investimentos do " + _PLAN + "\n\n"
            f"Determina-se que a entidade mantenha {noun} em {_sign(s)} {written} a partir de "
            "01/05/2025, informando a posição nos demonstrativos de investimentos (DI)."
        )
        return None, letter, MANDATE_ID
    if shape == 3:  # the CD's resoluções, as records in the mandate's fields
        records: list[JsonValue] = [
            {"numero": "CD 029/2024", "ementa": "Aprova o orçamento administrativo de 2025."},
            {"numero": "CD 031/2024", "ementa": f"{_cap(noun)}: {_sign(s)} {written}."},
            {"numero": "CD 032/2024", "ementa": "Homologa o estudo de ALM 2024."},
        ]
        return {"resolucoes_cd": records}, None, "resolucoes_cd[1].ementa"
    if shape == 4:  # an exclusive fund's regulamento, as a message
        regulamento = (
            "REGULAMENTO DO IPÊ FIM CRÉDITO PRIVADO (fundo exclusivo da " + _FUND + ")\n"
            "Art. 9º A política de investimento do fundo observa a Resolução CMN nº 4.994/2022.\n"
            f"Art. 10 Consolidado com a carteira própria do plano, {noun}: {_sign(s)} "
            f"{written}.\nArt. 11 É vedada a aplicação em cotas de fundos não registrados na CVM."
        )
        return None, regulamento, MANDATE_ID
    rows: list[JsonValue] = [
        "O gestor observa a Política de Investimentos vigente do " + _PLAN + ".",
        "Benchmark do mandato: Ibovespa; taxa de administração de 0,60% a.a.",
        f"{_cap(noun)}: {_sign(s)} {written}.",
    ]
    return (
        {"contrato_gestao_jacaranda": {"gestor": _GESTOR, "anexo_I_diretrizes": rows}},
        None,
        "contrato_gestao_jacaranda.anexo_I_diretrizes[2]",
    )


_WITHIN_ASKS: Final = (
    "Rebalancear a carteira do Plano BD respeitando a PI, a Resolução 4.994 e os contratos de "
    "gestão.",
    "Por favor, refazer a alocação por segmento dentro de todos os limites da Fundação.",
    "Antes do CI de 27/03: reotimizar a carteira sem desenquadrar nada, inclusive o que a "
    "PREVIC determinou.",
    "Encaixar o FIP Infraestrutura Sul (R$ 150,0 milhões) sem nenhum desenquadramento.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 4 * i + 1,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 5 != 4,
    rationale="limite documentado da Fundação",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
    shape=lambda i: i % 6,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
    cap_inside=0.85,
    floor_inside=1.25,
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi] around a reference {mid}: {bound}, {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "PI 2025–2029, item 6.2 (delegação): para {noun}, a DIRIN fixa o {bound} entre {lo} e {hi}, "
    "tendo {mid} como referência, sem nova deliberação do Conselho Deliberativo.",
    "Deliberação CI nº 09/2025 – APROVADO: a DIRIN pode definir o {bound} para {noun} em qualquer "
    "ponto entre {lo} e {hi}, reportando ao Comitê na reunião seguinte.",
    "| Parâmetro | Faixa delegada | Referência | Alçada |\n|---|---|---|---|\n"
    "| {Bound} – {noun} | {lo} a {hi} | {mid} | DIRIN |\n\nDentro da faixa delegada, o nível é "
    "decisão da Diretoria-Executiva; não é necessária resolução do CD.",
)
#: (refused, granted), both with {bound}, {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "Resolução CD nº 031/2024: o Conselho fixa o {bound} para {noun} em {point}. A faixa de "
        "{lo} a {hi} sugerida pela consultoria foi discutida e não foi aprovada.",
        "Resolução CD nº 031/2024: o Conselho aprova, para {noun}, a faixa de {lo} a {hi} "
        "sugerida pela consultoria para o {bound}; dentro dela a DIRIN fixa o nível.",
    ),
    (
        "Deliberação CI nº 11/2025 – {Noun}. Pedido da DIRIN de uma faixa de {lo} a {hi} para o "
        "{bound}: REJEITADO. Mantém-se {point} até o próximo estudo de ALM.",
        "Deliberação CI nº 11/2025 – {Noun}. Pedido da DIRIN de uma faixa de {lo} a {hi} para o "
        "{bound}: APROVADO; a DIRIN escolhe o nível dentro dela.",
    ),
    (
        "Item 4 – {Noun}: faixa de {lo} a {hi} para o {bound}. RETIRADO DE PAUTA a pedido do "
        "Diretor-Presidente; segue valendo {point}.",
        "Item 4 – {Noun}: faixa de {lo} a {hi} para o {bound}. APROVADO por unanimidade; a DIRIN "
        "define o nível dentro da faixa.",
    ),
)


def _named(rng: random.Random, s: _Subject) -> dict[str, str]:
    """A range's noun and whether it bounds a limite inferior or a limite superior."""
    return {"noun": rng.choice(s.nouns), "bound": _bound(s)}


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A range's bounds and its reference, each in full in one form, and the level a refusal
    fixes: the low end of a cap, the top of a floor, so that the middle a plan assumes is looser
    than the level fixed."""
    lo, hi, mid = s.alike(bounds, rng.randrange(12), apart=True)
    return {"lo": lo, "hi": hi, "mid": mid, "fixed": hi if s.floor else lo}


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the PI (fields), the Regimento Interno do CI (a mandate message), the
    Manual de Alçadas (fields) or the Diretor-Presidente's e-mail (a mandate message)."""
    if shape == 0:
        return {"politica_de_investimentos_2025_2029": {"delegacao_de_competencias": text}}, None
    if shape == 1:
        return (
            None,
            "REGIMENTO INTERNO DO COMITÊ DE INVESTIMENTOS – Anexo II (alçadas, versão "
            f"02/2025)\n\n{text}",
        )
    if shape == 2:
        return {
            "manual_de_alcadas": {
                "versao": "2025-01",
                "investimentos": [
                    "Seleção de gestores externos: Diretoria-Executiva, após parecer do CI.",
                    text,
                ],
            }
        }, None
    return (
        None,
        f"De: Paulo Menezes (Diretor-Presidente)\nPara: {_DIRETOR}; GEINV\n\n{text}\n\nAbs.,\n"
        "Paulo",
    )


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 5 * i + 2,
    written=_band,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: (i // 2) % 4,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_placed_text,
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", TAG, _with_mandate),
    refused_at=(1, 4),
    named=_named,
    point="fixed",
    low_ratio=0.8,
    floors=True,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as the PI, the CD's resolução, the CI's ata, the
#: consultoria and the AETQ put them; the first of each is one line, so that an errata or an
#: item retirado de pauta can quote it
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "PI 2025–2029, item 3 (objetivo): obter o maior retorno por unidade de risco para o "
        "Plano BD – o melhor índice de Sharpe.",
        "Resolução CD nº 033/2024:\nO Conselho quer a alocação que maximize o retorno por "
        "unidade de volatilidade (índice de Sharpe); mais retorno comprado com mais risco não é "
        "o objetivo.",
        "Ata do CI, 27/03/2025: o Comitê pede que se otimize o retorno ajustado ao risco "
        "(Sharpe), e não o tracking error em relação ao benchmark composto.",
        "Parecer " + _CONSULTORIA + ": recomendamos a carteira com a maior relação entre "
        "retorno esperado e volatilidade, isto é, o Sharpe máximo.",
        "Memorando do AETQ: o objetivo é o melhor Sharpe possível; nada além disso deve "
        "orientar os pesos.",
    ),
    "variance": (
        "PI 2025–2029, item 3 (objetivo): a menor volatilidade possível da carteira do Plano "
        "BD – variância mínima.",
        "Resolução CD nº 033/2024:\nO Conselho quer a carteira de variância mínima; os retornos "
        "esperados não entram na otimização.",
        "Ata do CI, 27/03/2025: com o plano fechado a novas adesões e a folha crescendo, o "
        "Comitê quer estabilidade. Minimizar a variância da carteira, sejam quais forem os "
        "retornos esperados.",
        "Parecer " + _CONSULTORIA + ": dado o perfil maduro do passivo, minimizaríamos a "
        "volatilidade, sem meta de retorno na função objetivo; a meta atuarial (INPC + 4,5% a.a.) "
        "é referência de acompanhamento.",
        "Memorando do AETQ: manter a carteira o mais estável possível – pesos de variância "
        "mínima. Sharpe não é a questão aqui.",
    ),
    "tracking": (
        "PI 2025–2029, item 3 (objetivo): retornos o mais próximos possível do benchmark "
        "composto da PI, com o menor descolamento dele.",
        "Resolução CD nº 033/2024:\nO Conselho quer que a carteira acompanhe o benchmark "
        "composto (CDI, IMA-B e Ibovespa) com o menor tracking error.",
        "Ata do CI, 27/03/2025: o Comitê é avaliado contra o benchmark composto (45% IMA-B, 35% "
        "CDI, 20% Ibovespa); minimizar o tracking error em relação a ele.",
        "Parecer " + _CONSULTORIA + ": manter o plano o mais perto possível do benchmark "
        "composto; propomos os pesos que minimizam o tracking error ex-ante.",
        "Memorando do AETQ: ninguém está pedindo alfa – ficar colado ao benchmark composto, com "
        "o menor desvio possível.",
    ),
    "return": (
        "PI 2025–2029, item 3 (objetivo): o maior retorno esperado, sem penalidade de risco na "
        "função objetivo – os limites da PI controlam o risco.",
        "Resolução CD nº 033/2024:\nO Conselho quer os pesos de maior retorno esperado; o risco "
        "é tratado pelos limites e pelo B-VaR, não pelo objetivo.",
        "Ata do CI, 27/03/2025: maximizar o retorno esperado dentro dos limites da PI; nenhum "
        "ajuste por risco no objetivo.",
        "Parecer " + _CONSULTORIA + ": para a parcela não imunizada modelamos a carteira de "
        "maior retorno esperado; os limites cuidam do risco.",
        "Memorando do AETQ: a Diretoria escolheu retorno. Maximizar o retorno esperado é o "
        "objetivo, não o Sharpe.",
    ),
}
_FOLLOW_UPS: Final = (
    "Complemento após a reunião do CD de 24/04/2025: o objetivo foi revisto e passa a ser:\n\n"
    "{new}",
    "Marina, 18:05 – desconsiderem o e-mail da manhã sobre o objetivo. Conversei com o Ricardo:"
    "\n\n{new}",
)
_ASK_FRAMES: Final = (
    "Estudo de alocação – " + _PLAN + ":\n\n{ask}",
    "{ask}\n\nFavor ajustar a carteira a isso. Abs., Ricardo",
    "Recursos garantidores do Plano BD: R$ 4.872,3 milhões (31/01/2025); meta atuarial INPC + "
    "4,5% a.a.; rentabilidade no exercício de 2024: 9,87%.\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Alocação estratégica do Plano BD IpêPrev",
    purpose="otimizar a alocação por segmento",
    custom_reason="não há solver da plataforma para este objetivo",
    custom_purpose="alocação estratégica por segmento",
    section_title="Alocação por segmento",
    description="os pesos por segmento",
)


def _one_line(kind: str, text: str) -> str:
    """A statement as a quoted line holds it: the first (one-line) wording when it spans lines."""
    return _ASKS[kind][0] if "\n" in text else text


def _errata(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """An errata to the CD's ata: the earlier objective where it reads ("Onde se lê"), the
    wanted one as what is to be read ("Leia-se")."""
    return (
        "ERRATA – Ata da 212ª Reunião Ordinária do Conselho Deliberativo (12/12/2024), item 5\n"
        f'Onde se lê: "{_one_line(old_kind, old)}"\nLeia-se: "{ask.replace(chr(10), " ")}"'
    )


def _withdrawn(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The CI's ata: the earlier objective as a proposal withdrawn from the agenda, the wanted
    one as the proposal approved."""
    return (
        "Extrato da Ata da 89ª Reunião do Comitê de Investimentos\n"
        f'Item 2 – Proposta A ("{_one_line(old_kind, old)}"): RETIRADA DE PAUTA.\n'
        f'Item 3 – Proposta B ("{ask.replace(chr(10), " ")}"): APROVADA.'
    )


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Five structures in turn (chat and strategy alternating): a framed request (0, 2), an
    errata (1), an earlier message a later one replaces (3) and an ata with a proposal retirada
    de pauta (4); the wanted objective moves on every five cases, so that each structure meets
    all four."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={1: _errata, 4: _withdrawn},
        later=lambda rng, i, ask: _fill(_FOLLOW_UPS[(i // 10) % len(_FOLLOW_UPS)], new=ask),
        framed=lambda rng, i, wanted, ask: _fill(rng.choice(_ASK_FRAMES), ask=ask),
        solving=_solving,
        seed=SEED,
        tag=TAG,
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
        turn=lambda i: i // 5,
        structure=lambda i: i % 5,
    )


# --- leakage -----------------------------------------------------------------------------------

#: three anchored (expanding) walk-forward folds, all trained from 2 January 2006, each tested
#: on the two years after its training, the first from 2 January 2013
_WINDOWS: Final = (
    WalkForwardWindow(
        train_start=date(2006, 1, 2),
        train_end=date(2012, 12, 28),
        test_start=date(2013, 1, 2),
        test_end=date(2014, 12, 30),
    ),
    WalkForwardWindow(
        train_start=date(2006, 1, 2),
        train_end=date(2014, 12, 30),
        test_start=date(2015, 1, 2),
        test_end=date(2016, 12, 29),
    ),
    WalkForwardWindow(
        train_start=date(2006, 1, 2),
        train_end=date(2016, 12, 29),
        test_start=date(2017, 1, 2),
        test_end=date(2018, 12, 28),
    ),
)
#: (a period reaching into the test years, the same form ending before the first test, and
#: before it where the data come out late)
_PERIODS: Final = (
    (
        "o Ibovespa (retorno total), diário, de 02/01/2006 a 28/12/2018",
        "o Ibovespa (retorno total), diário, de 02/01/2006 a 28/12/2012",
    ),
    (
        "o IMA-B da ANBIMA, mensal, de jan/2006 a dez/2016",
        "o IMA-B da ANBIMA, mensal, de jan/2006 a dez/2012",
    ),
    (
        "o CDI diário (B3), exercícios de 2006 a 2015",
        "o CDI diário (B3), exercícios de 2006 a 2012",
    ),
    (
        "o INPC mensal do IBGE, de jan/2006 a jun/2017",
        "o INPC mensal do IBGE, de jan/2006 a nov/2012",
    ),
    (
        "a ETTJ da ANBIMA (curva de juros reais), do 1º tri/2006 ao 3º tri/2014",
        "a ETTJ da ANBIMA (curva de juros reais), do 1º tri/2006 ao 4º tri/2012",
    ),
    (
        "o fluxo de benefícios pagos pelo Plano BD nas demonstrações dos exercícios de 2006 a 2016",
        "o fluxo de benefícios pagos pelo Plano BD nas demonstrações dos exercícios de 2006 a 2011",
    ),
)
_ACTIONS: Final = (
    "os retornos esperados e a matriz de covariância da alocação estratégica foram estimados",
    "a regra de rebalanceamento entre o limite inferior e o superior foi calibrada",
    "o modelo de fluxo do passivo (benefícios concedidos e a conceder) foi ajustado",
    "a carteira de NTN-B para imunização (cash-flow matching) foi calibrada",
    "os limites de B-VaR por mandato foram calibrados",
)
_LEAK_FRAMES: Final = (
    "Estudo de ALM 2025 (" + _CONSULTORIA + "), seção 4 – premissas: {action} com {period}.",
    "Parecer do AETQ: {action} usando {period}; os parâmetros ficam fixos nas três janelas "
    "walk-forward.",
    "Nota técnica atuarial, anexo B (backtest): {action} uma única vez, sobre {period}, antes de "
    "rodar as janelas.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Todas as janelas descontam o passivo pela taxa de juros parâmetro da portaria PREVIC de "
        "2025, aplicada retroativamente desde 2013.",
        "Cada janela desconta o passivo pela taxa de juros parâmetro da portaria PREVIC vigente "
        "no exercício em questão.",
    ),
    (
        "A carteira de ações do backtest usa a composição atual do Ibovespa.",
        "A carteira de ações do backtest usa a composição do Ibovespa vigente em cada data de "
        "rebalanceamento, incluindo as ações que saíram do índice.",
    ),
    (
        "O passivo de todos os anos do teste é calculado com a tábua BR-EMSsb-v.2021.",
        "O passivo de cada ano do teste é calculado com a tábua vigente no plano naquele ano "
        "(AT-2000 suavizada em 10%).",
    ),
    (
        "A regra de rebalanceamento lê o IPCA de cada mês no último dia útil do próprio mês.",
        "A regra de rebalanceamento lê o IPCA de cada mês só a partir da data em que o IBGE o "
        "divulgou.",
    ),
)
_LEAK_ASKS: Final = (
    "O Comitê de Investimentos pediu um backtest walk-forward, em três janelas, da nova regra "
    "de rebalanceamento antes da reunião do CD.",
    "Favor rodar um teste walk-forward (três janelas) da carteira de imunização proposta no "
    "estudo de ALM.",
    "Demanda da DIRIN à " + _CONSULTORIA + ": testar a alocação estratégica da PI 2025–2029 em "
    "walk-forward, três janelas.",
)
_WHERE: Final = ("evidence", "reasoning", "interpretation", "purpose")


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
    sentence_at=0,
)


# --- trend claims ------------------------------------------------------------------------------

_COMPANY: Final = "Ipê Energia"
_ENTITY: Final = "ent_ipe_energia"
#: sixteen quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2021, 2022, 2023, 2024))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("no 4º tri/2024 frente ao 3º tri/2024", (14, 15)),
    ("no exercício de 2024 (de 31/12/2023 a 31/12/2024)", (11, 15)),
    ("no 2º semestre de 2024", (13, 15)),
    ("nos últimos dois exercícios (4T22 a 4T24)", (7, 15)),
    ("do 1º tri/2021 ao 4º tri/2024", (0, 15)),
    ("desde a crise hídrica (3º tri/2021)", (2, 15)),
    ("entre o 2º tri/2022 e o 3º tri/2023", (5, 10)),
    ("no exercício de 2023", (7, 11)),
    ("no 1º semestre de 2022", (3, 5)),
    ("desde o impairment da UHE (3º tri/2023)", (10, 15)),
    ("desde o IPO, em 2006", None),
    ("na última década", None),
    ("desde a Resolução CMN nº 3.792/2009", None),
)

#: what the claims answer: the Comitê de Investimentos' follow-up of the sponsor
_REQUEST: Final = TrendRequest(
    question="Para o Comitê de Investimentos de 27/03/2025 (acompanhamento da patrocinadora e "
    "dos emissores privados): como está a {company}?",
    heading="### Patrocinadora – " + _COMPANY + " S.A. (B3: IPEN3)",
    as_of="2025-03-14",
)


#: "em cerca de 12%", "em mais de 10%", "em quase 15%"; "" when it barely moved
_approx_pct = partial(
    _rounded_change,
    past="em mais de {}%",
    short="em quase {}%",
    about="em cerca de {}%",
)


def _by_pp(a: float, b: float) -> str:
    """A margin's move in p.p. with a decimal comma ("em 1,4 p.p."); "" below 0,3."""
    change = abs(b - a)
    return "em " + _comma(f"{change:.1f}") + " p.p." if change >= 0.3 else ""


def _by_times(a: float, b: float) -> str:
    """A leverage ratio's move with a decimal comma ("em 0,4x"); "" below 0,1."""
    change = abs(b - a)
    return "em " + _comma(f"{change:.1f}") + "x" if change >= 0.1 else ""


def _by_brl(a: float, b: float) -> str:
    """A move in R$ milhões with a decimal comma and dot thousands ("em R$ 1.234,5 milhões");
    "" below R$ 5 milhões."""
    change = abs(b - a)
    if change < 5:
        return ""
    whole, tenth = f"{change:.1f}".split(".")
    return f"em R$ {_thousands(int(whole))},{tenth} milhões"


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "BRL"
    growth: bool  # the two years' pace and compounding: for a growing line item
    #: how a year-on-year move is said of it: (above a year earlier, below a year earlier)
    year_on_year: tuple[str, str] = (
        "{s} superou o mesmo trimestre de 2023 em todos os trimestres de 2024",
        "{s} ficou abaixo do mesmo trimestre de 2023 em todos os trimestres de 2024",
    )


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "revenue",
        (
            3812.4,
            3695.1,
            3920.7,
            4105.3,
            4388.9,
            4251.6,
            4402.2,
            4560.8,
            4712.5,
            4630.4,
            4851.9,
            5012.6,
            5190.3,
            5104.7,
            5366.2,
            5521.8,
        ),
        (
            "a receita operacional líquida",
            "a receita líquida da Ipê Energia",
            "ROL (R$ milhões)",
        ),
        (
            ("{s} cresceu {m}", rose),
            ("{s} recuou {m}", fell),
            ("{s} subiu em todos os trimestres", rose_every_quarter),
            ("{s} não caiu", held_up),
            ("{s} não recuou em nenhum trimestre", never_fell),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "ebitda_margin_pct",
        (
            34.2,
            31.8,
            29.4,
            30.6,
            33.1,
            34.0,
            35.2,
            34.7,
            36.1,
            35.4,
            36.8,
            37.3,
            36.9,
            37.8,
            38.4,
            37.9,
        ),
        (
            "a margem EBITDA",
            "a margem EBITDA da Ipê Energia",
            "o EBITDA sobre a receita líquida",
        ),
        (
            ("{s} avançou {m}", rose),
            ("{s} cedeu {m}", fell),
            ("{s} não recuou de um trimestre para o outro", never_fell),
            ("{s} não encolheu", held_up),
            ("{s} não se expandiu", held_down),
        ),
        _by_pp,
        False,
        (
            "{s} ficou acima da do mesmo trimestre de 2023 em todos os trimestres de 2024",
            "{s} ficou abaixo da do mesmo trimestre de 2023 em todos os trimestres de 2024",
        ),
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt_to_ebitda",
        (
            2.6,
            2.8,
            3.1,
            3.0,
            2.9,
            2.7,
            2.6,
            2.5,
            2.7,
            2.9,
            2.8,
            2.6,
            2.5,
            2.4,
            2.4,
            2.2,
        ),
        (
            "a alavancagem (dívida líquida/EBITDA)",
            "a dívida líquida sobre EBITDA da Ipê Energia",
            "o covenant de dívida líquida/EBITDA",
        ),
        (
            ("{s} caiu {m}", fell),
            ("{s} subiu {m}", rose),
            ("{s} não aumentou", held_down),
            ("{s} não subiu em nenhum trimestre", never_rose),
            ("{s} caiu em todos os trimestres", fell_every_quarter),
        ),
        _by_times,
        False,
        (
            "{s} ficou acima do nível de um ano antes em todos os trimestres de 2024",
            "{s} ficou abaixo do nível de um ano antes em todos os trimestres de 2024",
        ),
    ),
    _Trend(
        "fundamentals.quarters",
        "net_income",
        (
            412.3,
            356.8,
            -128.5,
            298.4,
            455.1,
            472.6,
            501.3,
            488.0,
            520.7,
            497.2,
            -215.4,
            530.9,
            566.2,
            548.1,
            601.7,
            587.3,
        ),
        (
            "o lucro líquido",
            "o resultado líquido da Ipê Energia",
            "a última linha do DRE (lucro líquido)",
        ),
        (
            ("{s} melhorou {m}", rose),
            ("{s} piorou {m}", fell),
            ("{s} não piorou", held_up),
            ("{s} não melhorou", held_down),
            ("{s} nunca caiu de um trimestre para o outro", never_fell),
        ),
        _by_brl,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "energy_distributed_gwh",
        (
            9812.0,
            9455.0,
            9630.0,
            10104.0,
            10220.0,
            9870.0,
            10015.0,
            10398.0,
            10512.0,
            10190.0,
            10354.0,
            10781.0,
            10903.0,
            10622.0,
            10790.0,
            11205.0,
        ),
        (
            "a energia distribuída (GWh)",
            "o volume distribuído pela Ipê Energia",
            "a carga na área de concessão",
        ),
        (
            ("{s} aumentou {m}", rose),
            ("{s} diminuiu {m}", fell),
            ("{s} aumentou em todos os trimestres", rose_every_quarter),
            ("{s} não diminuiu", held_up),
            ("{s} não subiu em nenhum trimestre", never_rose),
        ),
        _approx_pct,
        True,
    ),
)


_year_specials = partial(
    _growth_specials,
    faster="{s} cresceu mais em 2024 do que em 2023",
    slower="{s} cresceu menos em 2024 do que em 2023",
    grew="{s} cresceu a uma taxa composta anual de dois dígitos do 4º tri/2022 ao 4º tri/2024",
    shrank="{s} encolheu a uma taxa composta anual de dois dígitos do 4º tri/2022 ao 4º tri/2024",
    end=15,
    shrinking=True,
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) pairs over the whole series, each computed from it: for a
    growing item 2024's pace against 2023's and the two-year compound rate, then year over year
    in each quarter of 2024. Pairs too close to call are left out."""
    up_all, down_all = trend.year_on_year
    return _year_specials(trend, up_all=up_all, down_all=down_all)


_CLAIM_FRAMES: Final = (
    "Relatório de acompanhamento de emissores (GEINV, mar/2025): {claim} [1]. A exposição do "
    "Plano BD é de R$ {pos} milhões em {instrumento}, dentro do limite por emissor.",
    "Ata da 88ª Reunião do CI, item 5 (patrocinadora): {claim} [1]. Sem deliberação; mantém-se "
    "a posição em {instrumento} (R$ {pos} milhões).",
    "Parecer " + _CONSULTORIA + ": {Claim} [1]. Rating AA+(bra) pela Fitch, perspectiva "
    "estável; sem recomendação de venda.",
    "| Emissor | Instrumento | Comentário do analista |\n|---|---|---|\n| "
    + _COMPANY
    + " S.A. (IPEN3) | {instrumento}, R$ {pos} milhões | {Claim} [1] |",
    "[16:47] " + _GERENTE + " (GEINV): saiu o release do 4T24 – {claim} [1]. Seguimos com "
    "{instrumento}.",
)

_INSTRUMENTOS: Final = (
    "debêntures IPEN15 (IPCA + 6,35% a.a.)",
    "ações IPEN3 via FIA Jacarandá Dividendos",
    "debêntures IPEN15 e IPEN26",
)
_POSITIONS: Final = ("38,6", "112,4", "1.045,0")


def _holding(rng: random.Random) -> dict[str, str]:
    """Which instrument the plan holds, and how much, drawn for each claim's frame."""
    return {"instrumento": rng.choice(_INSTRUMENTOS), "pos": rng.choice(_POSITIONS)}


def _left_out(horizon: str, window: Sequence[float], claim: str) -> bool:
    """A claim about each quarter is not said over a single quarter's move."""
    return len(window) == 2 and "trimestre" in claim


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
        special_step=3,
        left_out=_left_out,
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
    """Batch ZZZT: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
