"""Held-out batch ZZZV: every flaw kind again, in the voice of a Swedish state buffer fund:
Norrström AP-fonden (a fictional buffertfond in the inkomstpensionssystem, beside the real
Första to Fjärde AP-fonden, with some 412,8 mdkr in fondkapital at 2025-03-31) under Lag
(2000:192) om allmänna pensionsfonder (LAP). Its people and papers, written in the English of a
Swedish institution's board papers with the Swedish terms, sentences and tables left in: the
styrelse (ordförande B. Sandström; styrelsesekreterare E. Lindqvist) and its protokoll, with its
beslut (beslutade, avslog, bordlade, återremitterade, biföll); the styrelse's placeringsutskott;
the VD, the CIO (Karin Åström) and her e-mails and Teams messages; the placeringspolicy with its
limits (minst 30 procent räntebärande värdepapper med låg kredit- och likviditetsrisk, högst 40
procent valutaexponering, högst 5 procent onoterade, högst 2 procent av rösterna i ett enskilt
noterat bolag) and its bilagor; the riskpolicy and its riskmandat; the riskfunktion's rapport
(limituppföljning, "Utfall 2025-03-31"), its limitblankett (a form) and its limitsystem's
export (semicolon-separated, as Swedish Excel writes it); the delegationsordning from VD to the
CIO; a förvaltningsavtal with an external manager (Kolstad Kapitalförvaltning AB); the ALM-studie
2025; the långsiktiga avkastningsmålet (4,5 procent real avkastning); the årsredovisning,
halvårsrapport and ägarstyrningsrapport; Finansdepartementet's utvärdering, Pensionsmyndigheten's
flows and Riksbanken. Its number forms are Swedish: decimal comma and space thousands ("1 234,5
mkr", "412,8 mdkr"), a space before the per cent sign ("12,5 %") beside "procent",
"baspunkter", "procentenheter", "gånger", "st.", days ("60 dagars utbetalningar"), a multiple
also as a percentage of fondkapitalet ("175 procent av fondkapitalet" for 1,75), numbers in
words in protokoll and policy text ("trettio procent", "en och en halv procent av rösterna",
"åttiofyra innehav"), ISO dates (2025-03-31) and periods as "första kvartalet 2024",
"helåret 2024", "andra halvåret 2024" and "räkenskapsåret 2023".

Batch ZZZV is built like ZZZR and ZZZS - phrase-level parts, a seeded generator, the truth kept
by the generator and never read from the text - and uses the plan, span and constraint helpers
of `reviews_heldout_shared`, its invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, subjects, trend
series and the claims it makes of them are its own. It was written blind: only ZZZR and ZZZS
(read for shape, with their tests), `reviews_heldout_shared`, `reviews_heldout_truths`,
`reviews_heldout_forms` (`WrittenForms`), the tests' `heldout_checks`, the contract models and
id checks of `libs/contracts` and the `HeldOutCase`/`TrendRequest`/`trend_claim_twins` part of
`reviews_heldout` were read for it; no rule, reviewer, reviewer or validator test, validator,
benchmark result or other batch was read, and it was not run against the reviewers or the
validator before its first recorded run.

It takes the shared loops' opt-in options its register needs, set apart from ZZZR's and ZZZS's
where the loops allow: nine subjects (three floors: the räntebärande share, a count of innehav
and the likviditetsreserv in days; one cap in bp, the aktiv risk; one a multiple, the
bruttoexponering, sometimes written as a percentage of fondkapitalet), so the misquote loop pairs
them by a pairing of its own (`pair=i % 5 + 2 * (i // 5)`: each of the five structures meets
five different subjects two apart, and all nine are misquoted) and picks each structure's
wording from the round and the structure, three wordings for the refused proposal (avslog,
återremitterade, bordlade); the invented limit's answer in six forms taken in a turn that slides
by one every six cases (`i + i // 6`): the styrelse's protokoll, the CIO's e-mail and the
riskfunktion's limituppföljning with a decoy "Utfall" (chat answers), the riskfunktion's
limitblankett returned BEFORE the request and its limitsystem's CSV export AFTER it (both
`template_inputs`, a bare number in the constraint's unit with a decimal comma: "0,30", "0,015",
"1,75"), and the placeringspolicy given BEFORE the request as a `mandate` (`answer_first`, cited
as a clause); every other strategy case from the first under a mandate bounding other things
(`other_at=0`); breaches in six shapes (`shape=i % 6`) at 1.2 of a cap and three quarters of a
floor, uncited twins at 0.85 of a cap and five quarters of a floor, the clause cited in two cases
of three, the turn sliding by one every six cases so that every shape is cited and uncited
(`(i + i // 6) % 3 != 2`); latitude bands whose low end is three fifths of their top
(`low_ratio=0.6`, floors among them, so a count band of 60 to 100 innehav has a whole middle),
refused at `i % 6` in (2, 5), placed in four shapes, two refusals a proposal bordlagt or
återremitterat rather than rejected; objectives in eight structures taken three cases at a time
(`structure=(i // 3) % 8`, each in both modes), three of them withdrawing an earlier wording in
the same text (a "Nuvarande lydelse / Föreslagen lydelse" table, a protokoll striking a
sentence, a draft with [STRUKEN]/[TILLAGD] marks); leakage over five expanding walk-forward
folds, all trained from 2005-01-03, each tested over one year from 2015-01-02, the whole sentence
at every third case from the first (`sentence_at=0`), placed in the evidence first; and a trend
request of its own (the styrelse's ägarstyrning review, its heading, an as-of date after the
bokslutskommuniké) over sixteen quarters (första kvartalet 2021 to fjärde kvartalet 2024)
comparing 2024 with 2023 (`end=15`), a double-digit compound fall claimed as well as a rise
(`shrinking=True`: the hydro output of two dry years), special pairs taken every third case
(`special_step=3`), with extra frame parts drawn per claim (`frame_parts`: the holding in mkr and
the fund's röstandel) and a signed series (resultat efter skatt, a loss in the quarter of the
sawmills' nedskrivning).

Decoy numbers (no truth depends on them): the fondkapital (412,8 mdkr), the avkastningsmål (4,5
procent real), the real avkastning of helåret 2024 (8,7 procent), the 2 500 mkr commitment to
nordisk infrastruktur, Riksbanken's 25 baspunkter, the nettoutbetalningar till pensionssystemet
(9 812,4 mkr), Finansdepartementet's diarienummer (Fi2025/00871), dnr, § and ärende numbers,
votes (5 röster mot 4), the riskfunktion's utfall beside a limit, other limits beside it in
bilaga 2 (the ränterisk band of 4-8 år, kreditbetyg lägst BBB-), the AP1-AP4 median and the
ALM-studie's unconstrained portfolio quoted for comparison, a VaR confidence level (95 %), the
holding in the watched company and the fund's röstandel, and its dividend (4,25 kr per aktie).
Its parts:

* limits as the fund's people state them: räntebärande värdepapper med låg kredit- och
  likviditetsrisk (a floor: "30 procent", "30,0 % av fondkapitalet", "30 %", "trettio
  procent"), valutaexponering (a cap: "40 procent", "40 %", "40,0 % av fondkapitalet (efter
  valutasäkring)", "fyrtio procent"), onoterade tillgångar (a cap: "5 %", "5 procent av
  fondkapitalet", "5,0 procent (marknadsvärde)", "fem procent"), röster i ett enskilt noterat
  bolag (a cap: "2 % av rösterna", "2,0 procent av röstetalet", "2 procent", "två procent av
  rösterna"), exponering mot en enskild emittent (a cap: "8 %", "8 procent av marknadsvärdet",
  "8,0 %", "åtta procent"), the aktiv risk against the referensportfölj (a cap in bp: "175
  baspunkter", "175 bp", "1,75 procent aktiv risk"), innehav in the active global
  aktieportfölj (a floor, a count: "84 innehav", "84 enskilda bolag", "84 st.", "åttiofyra
  innehav"), the likviditetsreserv (a floor in days: "60 dagar", "60 dagars utbetalningar", "60
  kalenderdagar", "sextio dagar") and the bruttoexponering (a cap, a multiple: "2 gånger
  fondkapitalet", "2,00x", "200 procent av fondkapitalet");
* requests (the CIO's e-mail, the styrelse's dagordning, a Teams message, a promemoria that opens
  with its caveat, the riskfunktion's att göra-lista and Finansdepartementet's request) deferring
  the limit to a styrelsesammanträde not yet held, an ärende bordlagt or återremitterat, a
  remissversion reading "[fastställs av styrelsen]", the riskfunktion's yttrande not yet given or
  an ALM-studie not yet behandlad;
* provenance misquoting its source: an earlier placeringspolicy or its remissversion; a proposal
  the styrelse avslog (5 röster mot 4), återremitterade or bordlade; the riskfunktion's utfall
  (prose, or a "Limit / Utfall 2025-03-31 / Gräns" table); another limit beside it in bilaga 2;
  the AP1-AP4 median or the ALM-studie's unconstrained portfolio, quoted for comparison;
* mandates as the placeringspolicy's avsnitt 5 in the mandate's fields under numbered keys
  (`placeringspolicy.avsnitt_5_limiter.5.3`), the riskpolicy's bilaga 1 as a message, the
  styrelse's protokoll as records in the mandate's fields
  (`styrelseprotokoll_2025_02_13.paragrafer[1].beslutstext`), Kolstad's förvaltningsavtal as a
  message, the riskmandat's limiter in the mandate's fields (`riskmandat.limiter[2]`) and the
  delegationsordning as a message;
* latitude granted as the placeringspolicy's avsnitt 6.2 (a styrintervall around a
  normalläge), a "Limit / Normalläge / Tillåtet intervall / Beslutsfattare" table, a styrelse
  beslut, a förvaltningsbeslut note and the riskmandat's English wording; refused as a styrelse
  that fixes the level (VD's intervall avslaget), a proposal bordlagt (tills vidare gäller the
  level), an ärende återremitterat and a VD's avslag, each twin the same text granting it; placed
  in the placeringspolicy (fields), the riskmandat's bilaga B (a message), the arbetsordning's
  delegation (fields) and the ordförande's e-mail (a message);
* objectives as the placeringspolicy's avsnitt 3.1, a styrelsebeslut, the placeringsutskott's
  protokoll, the ALM-studie's rekommendation and the riskfunktion's yttrande, some saying what is
  not the aim ("not the aktiv risk against the referensportföljen", "not Sharpe") and some
  beside the avkastningsmål of 4,5 procent real, which is followed up and not optimised; an
  earlier wording withdrawn in an ändringstabell, a protokoll or a marked draft, or replaced by a
  later note after the styrelsemöte or from the CIO; the tracking benchmark is the
  referensportfölj;
* leakage as the ALM-studie, the riskfunktion's granskning and the internrevision write it: the
  ALM-studie's expected returns and correlations, a rebalanseringsregel, the valutasäkringsgrad,
  a model of the nettoutbetalningar and an aktiv-risk factor model fitted on periods reaching
  into the test years (SIXRX, MSCI ACWI in SEK, SCB's KPI, Pensionsmyndigheten's flows,
  Riksbanken's statsobligationsräntor, the fund's own kvartalsavkastning), and whole sentences
  (today's balanstal and inkomstindex applied back, today's index constituents, the 2025
  uteslutningslista applied to every year, audited värderingar of the onoterade used before they
  were reported); each clean twin in the same form, ending before the first test date, and where
  the data come out late, ending where they were out before it (KPI to november 2014, the flows
  to helåret 2013, the fund's returns to tredje kvartalet 2014);
* trend claims on Ljusnefors AB (publ) (Nasdaq Stockholm: LJUS B; a fictional Norrland forest,
  pulp and hydropower company the fund holds) - nettoomsättning (mkr), rörelsemarginal (moves in
  procentenheter), nettoskuld/EBITDA (gånger; lower is better), resultat efter skatt (signed,
  mkr) and elproduktion (GWh, seasonal, falling over two dry years) over sixteen quarters
  (första kvartalet 2021 to fjärde kvartalet 2024: the 2022 price peak, the 2023 downturn and
  nedskrivning, the recovery), as the riskfunktion's rapport, the styrelse's protokoll, the
  external manager's comment (the claim first), a "Bolag / Innehav / Röstandel / Kommentar" table
  and the ägarstyrningsrapport's draft; horizons covered by the series against uncovered ones
  ("since its börsintroduktion in 1994"). Whether a claim holds is computed from the series:
  true, false, or too close to call (never used).

Every bundle carries no validator checks as generated.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
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

SEED: Final = 20270169
KINDS: Final = ALL_KINDS
TAG: Final = "zzzv"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzvpk0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzvpk1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzvpk2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzvpk3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzvpk5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzvpkd"

_FUND: Final = "Norrström AP-fonden"
_CIO: Final = "Karin Åström"
_MANAGER: Final = "Kolstad Kapitalförvaltning AB"


# --- numbers as a Swedish AP-fond's kapitalförvaltning and riskfunktion write them ----------------


def _comma(text: str) -> str:
    """A number written with a decimal comma ("12.5" → "12,5")."""
    return text.replace(".", ",")


def _pct(value: float) -> str:
    """A share in percent with a decimal comma: "30", "1,5", "37,5"."""
    return _comma(_g(value * 100))


def _pct1(value: float) -> str:
    """A share in percent with one decimal where that is exact ("30,0", "1,5"), else in full
    ("3,75"): the policy's tables always show a decimal."""
    p = round(value * 100, 6)
    return _comma(f"{p:.1f}" if abs(round(p, 1) - p) < 1e-9 else _g(p))


#: the limits' values in words, as protokoll and policy text writes some of them (a floor's share
#: a multiple of three hundredths, so that its band's top, at five thirds of it, is a round figure)
_WORDS: Final[dict[float, str]] = {
    0.01: "en",
    0.015: "en och en halv",
    0.02: "två",
    0.03: "tre",
    0.04: "fyra",
    0.05: "fem",
    0.06: "sex",
    0.08: "åtta",
    0.1: "tio",
    0.3: "trettio",
    0.33: "trettiotre",
    0.35: "trettiofem",
    0.36: "trettiosex",
    0.4: "fyrtio",
    36.0: "trettiosex",
    60.0: "sextio",
    84.0: "åttiofyra",
    120.0: "hundratjugo",
}


def _words(value: float, unit: str) -> dict[str, str]:
    """The value in words with its `unit` ("trettio procent"), under the key "w", when the
    fund's papers have a word for it; none otherwise."""
    said = _WORDS.get(round(value, 6))
    return {"w": f"{said} {unit}"} if said else {}


def _bonds_forms(value: float) -> dict[str, str]:
    """Räntebärande med låg kredit- och likviditetsrisk: "30 procent", "30,0 % av
    fondkapitalet", "30 %", "trettio procent"."""
    return {
        "pc": f"{_pct(value)} procent",
        "fk": f"{_pct1(value)} % av fondkapitalet",
        "ps": f"{_pct(value)} %",
        **_words(value, "procent"),
    }


def _fx_forms(value: float) -> dict[str, str]:
    """Valutaexponering: "40 procent", "40 %", "40,0 % av fondkapitalet (efter valutasäkring)",
    "fyrtio procent"."""
    return {
        "pc": f"{_pct(value)} procent",
        "ps": f"{_pct(value)} %",
        "vs": f"{_pct1(value)} % av fondkapitalet (efter valutasäkring)",
        **_words(value, "procent"),
    }


def _unlisted_forms(value: float) -> dict[str, str]:
    """Onoterade tillgångar: "5 %", "5 procent av fondkapitalet", "5,0 procent
    (marknadsvärde)", "fem procent"."""
    return {
        "ps": f"{_pct(value)} %",
        "fk": f"{_pct(value)} procent av fondkapitalet",
        "mv": f"{_pct1(value)} procent (marknadsvärde)",
        **_words(value, "procent"),
    }


def _votes_forms(value: float) -> dict[str, str]:
    """Röster i ett enskilt noterat bolag: "2 % av rösterna", "2,0 procent av röstetalet", "2
    procent", "två procent av rösterna"."""
    return {
        "pr": f"{_pct(value)} % av rösterna",
        "rt": f"{_pct1(value)} procent av röstetalet",
        "pc": f"{_pct(value)} procent",
        **_words(value, "procent av rösterna"),
    }


def _issuer_forms(value: float) -> dict[str, str]:
    """En enskild emittent: "8 %", "8 procent av marknadsvärdet", "8,0 %", "åtta procent"."""
    return {
        "ps": f"{_pct(value)} %",
        "mv": f"{_pct(value)} procent av marknadsvärdet",
        "p1": f"{_pct1(value)} %",
        **_words(value, "procent"),
    }


def _active_risk_forms(value: float) -> dict[str, str]:
    """The aktiv risk in basis points: "175 baspunkter", "175 bp", "1,75 procent aktiv risk"."""
    return {
        "bp": f"{_comma(_g(value))} baspunkter",
        "b": f"{_comma(_g(value))} bp",
        "pc": f"{_comma(_g(value / 100))} procent aktiv risk",
    }


def _holdings_forms(value: float) -> dict[str, str]:
    """Innehav in the active global aktieportfölj: "84 innehav", "84 enskilda bolag", "84 st.",
    "åttiofyra innehav"."""
    n = _g(value)
    return {
        "in": f"{n} innehav",
        "eb": f"{n} enskilda bolag",
        "st": f"{n} st.",
        **_words(value, "innehav"),
    }


def _days_forms(value: float) -> dict[str, str]:
    """The likviditetsreserv in days: "60 dagar", "60 dagars utbetalningar", "60
    kalenderdagar", "sextio dagar"."""
    n = _comma(_g(value))
    return {
        "d": f"{n} dagar",
        "du": f"{n} dagars utbetalningar",
        "kd": f"{n} kalenderdagar",
        **_words(value, "dagar"),
    }


def _gross_forms(value: float) -> dict[str, str]:
    """The bruttoexponering, a multiple of fondkapitalet: "2 gånger fondkapitalet", "2,00x",
    "200 procent av fondkapitalet"."""
    return {
        "g": f"{_comma(_g(value))} gånger fondkapitalet",
        "x": _comma(f"{value:.2f}x"),
        "pc": f"{_pct(value)} procent av fondkapitalet",
    }


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how the fund's people name it, its id in the
    riskfunktion's limitsystem, the values it takes, its written forms and whether it is a
    floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str | None
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_BONDS: Final = _Subject(
    ("min_low_risk_fixed_income_share", "rantebarandeLagRiskMin"),
    (
        "räntebärande värdepapper med låg kredit- och likviditetsrisk",
        "the share of fondkapitalet in räntebärande papper med låg kredit- och likviditetsrisk",
        "the low-risk räntebärande bucket (LAP 4 kap.)",
    ),
    "L-RÄNTA-MIN",
    "fraction",
    (0.3, 0.33, 0.36),
    _bonds_forms,
    floor=True,
)
_FX: Final = _Subject(
    ("max_currency_exposure", "valutaexponeringMax"),
    (
        "valutaexponeringen",
        "the fund's currency exposure after valutasäkring",
        "öppen valutarisk i förhållande till fondkapitalet",
    ),
    "L-VALUTA-MAX",
    "fraction",
    (0.3, 0.35, 0.4),
    _fx_forms,
)
_UNLISTED: Final = _Subject(
    ("max_unlisted_share", "onoteradeTillgangarMax"),
    (
        "onoterade tillgångar",
        "the unlisted bucket (riskkapitalfonder, infrastruktur, onoterade fastighetsbolag)",
        "icke marknadsnoterade tillgångar",
    ),
    "L-ONOT-MAX",
    "fraction",
    (0.03, 0.04, 0.05),
    _unlisted_forms,
)
_VOTES: Final = _Subject(
    ("max_voting_share_single_company", "rostandelEnskiltBolagMax"),
    (
        "the fund's share of the röster in any single noterat bolag",
        "röstandelen i ett enskilt noterat bolag",
        "rösterna i ett och samma börsbolag",
    ),
    "L-RÖST-MAX",
    "fraction",
    (0.01, 0.015, 0.02),
    _votes_forms,
)
_ISSUER: Final = _Subject(
    ("max_single_issuer_share", "enskildEmittentMax"),
    (
        "exponering mot en enskild emittent (utom svenska staten)",
        "the largest single-issuer exposure",
        "any one emittent or koncern, svenska staten undantagen",
    ),
    "L-EMITTENT-MAX",
    "fraction",
    (0.06, 0.08, 0.1),
    _issuer_forms,
)
_ACTIVE_RISK: Final = _Subject(
    ("max_active_risk_bps", "aktivRiskMax"),
    (
        "den aktiva risken mot referensportföljen (ex ante)",
        "the tracking error of the total portfölj against the referensportfölj",
        "aktiv risk, totalportföljen",
    ),
    "L-AKTIV-RISK-MAX",
    "bps",
    (125.0, 175.0, 250.0),
    _active_risk_forms,
)
_HOLDINGS: Final = _Subject(
    ("min_holdings_active_global_equity", "antalInnehavAktivaGlobalaMin"),
    (
        "antalet innehav i den aktivt förvaltade globala aktieportföljen",
        "spridningen i den aktiva globala aktieportföljen (antal bolag)",
        "the number of names in the active global equity book",
    ),
    "L-INNEHAV-MIN",
    "count",
    (60.0, 84.0, 120.0),
    _holdings_forms,
    floor=True,
)
_LIQUIDITY: Final = _Subject(
    ("min_liquidity_reserve_days", "likviditetsreservDagarMin"),
    (
        "likviditetsreserven för utbetalningarna till pensionssystemet",
        "the liquidity reserve, counted in days of nettoutbetalningar",
        "kassareserven mot Pensionsmyndighetens uttag",
    ),
    "L-LIKV-MIN",
    "days",
    (36.0, 60.0, 84.0),
    _days_forms,
    floor=True,
)
_GROSS: Final = _Subject(
    ("max_gross_exposure_multiple", "bruttoexponeringMax"),
    (
        "bruttoexponeringen inklusive derivat",
        "the fund's gross exposure (derivat och återköpsavtal inräknade)",
        "den totala exponeringen i förhållande till fondkapitalet",
    ),
    "L-BRUTTO-MAX",
    "multiple",
    (1.75, 2.0, 2.5),
    _gross_forms,
)
#: nine limits, three of them floors (one a count, one in days); the misquote loop puts each of
#: its five structures with five of them, two apart
_SUBJECTS: Final = (
    _BONDS,
    _FX,
    _UNLISTED,
    _VOTES,
    _ISSUER,
    _ACTIVE_RISK,
    _HOLDINGS,
    _LIQUIDITY,
    _GROSS,
)

_RATIONALES: Final = (
    "what the placeringspolicy of 2023 had before the revision",
    "roughly the median of Första to Fjärde AP-fonden",
    "a placeholder until the styrelse decides",
    "what the ALM-studie's base case implies",
    "the usual marginal we keep inside the riskpolicy",
    "the level in the remissversion of the placeringspolicy",
)

#: where a breach's or a latitude band's value lies, as multiples of the limit
_CAP_BREACH: Final = 1.2
_FLOOR_BREACH: Final = 0.75


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Strategisk portfölj for the fund (räntebärande: svenska statsobligationer, säkerställda "
    "obligationer, krediter; aktier: svenska, globala, tillväxtmarknader; alternativa och "
    "onoterade tillgångar) within LAP, the placeringspolicy, the riskpolicy and its riskmandat",
    "the best risk-adjusted return for the inkomstpensionssystem within the placeringspolicy",
    "solve the strategiska portföljen",
    "the solved vikter and their risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_RATIONALE: Final = "as the fund's placeringspolicy and the styrelse's beslut set it"
_cite = partial(_cite_as, _RATIONALE)
_clause_cite = partial(_clause_cite_as, _RATIONALE)
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _sign(s: _Subject) -> str:
    return "minst" if s.floor else "högst"


def _bound(s: _Subject) -> str:
    return "golvet" if s.floor else "taket"


def _short(s: _Subject) -> str:
    return "min." if s.floor else "max."


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "rebalansera mot den strategiska portföljen nu när fondkapitalet är 412,8 mdkr (2025-03-31)",
    "ta fram portföljavsnittet till halvårsrapporten för första halvåret 2025",
    "få in åtagandet om 2 500 mkr i nordisk infrastruktur i den strategiska portföljen",
    "köra om ALM-studiens scenarier efter Riksbankens sänkning av styrräntan med 25 baspunkter",
    "säkra nettoutbetalningarna till pensionssystemet, 9 812,4 mkr för helåret 2025",
)
_DEFERRALS: Final = (
    "styrelsen fastställer {noun} först vid sammanträdet 2025-04-24",
    "the ärende on {noun} was bordlagt at the March styrelsemöte",
    "förslaget om {noun} återremitterades till VD för ytterligare beredning",
    "the remissversion of the placeringspolicy still reads '{noun}: [fastställs av styrelsen]'",
    "riskfunktionen has not yet lämnat sitt yttrande on {noun}",
    "{noun} follows from the ALM-studie 2025, which the styrelse has not yet behandlat",
)
_REQUEST_FRAMES: Final = (
    "Från: " + _CIO + " (CIO)\nTill: Förvaltningen\nÄmne: Rebalansering\n\nHej,\n\nkan ni "
    "{task}? Observera: {deferral}.\n\nMvh Karin",
    "Dagordning styrelsesammanträde 2025-04-24\n1. Mötets öppnande\n2. {Task}\n3. Övriga "
    "frågor\nAnm.: {deferral}.",
    "Teams – CIO (08:12): kan ni {task}? obs, {deferral}",
    "PROMEMORIA (Dnr 2025/0143)\nTill: Styrelsens placeringsutskott\nFrån: Kapitalförvaltningen"
    "\n\n{Deferral}. Under tiden har vi ombetts att {task}.",
    "Att göra – riskfunktionen (2025-03-28)\nÄrende 2025-11 | {Task} | ansvarig: CIO | status: "
    "pågår\nKommentar: {deferral}.",
    "Finansdepartementet (Fi2025/00871) wants the fund's utvärderingsunderlag by 2025-05-15.\n"
    "VD ber kapitalförvaltningen att {task} innan vi svarar. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


@dataclass(frozen=True)
class _Stating:
    """How an answer states a limit: its frame ({noun}, {v}, {key}, {unit}, {bound}, {sign},
    {short}, {utfall}), its value's form ("bare" the number in the constraint's unit with a
    decimal comma, "figures" one of its written forms, "words" a written form or its words,
    "table" a written form beside the riskfunktion's utfall), its kind, and whether it comes
    before the request."""

    frame: str
    form: str
    kind: AnswerKind
    first: bool = False


_STATINGS: Final = (
    _Stating(
        "Utdrag ur protokoll fört vid styrelsesammanträde 2025-04-24 (" + _FUND + ")\n"
        "§ 8 Placeringspolicy 2025\nStyrelsen beslutade att fastställa {bound} för {noun} till "
        "{v}. Ärendet om ny kreditförvaltare bordlades.\nVid protokollet: E. Lindqvist",
        "words",
        "clarification_answer",
    ),
    _Stating(
        "Från: " + _CIO + " (CIO)\nTill: Förvaltningen; Riskfunktionen\nÄmne: SV: "
        "Rebalansering\n\nHej! För {noun} gäller {sign} {v} – beslutat av styrelsen 2025-04-24, "
        "samma som i remissversionen.\n\nMvh Karin",
        "figures",
        "clarification_answer",
    ),
    _Stating(
        "Riskfunktionens rapport till styrelsen, första kvartalet 2025 (limituppföljning)\n"
        "| Limit | Gräns | Utfall 2025-03-31 | Status |\n|---|---|---|---|\n| {Noun} | {short} "
        "{v} | {utfall} | Inom limit |",
        "table",
        "clarification_answer",
    ),
    _Stating(
        "LIMITBLANKETT – KAPITALFÖRVALTNINGEN (ifylld av riskfunktionen 2025-02-03)\n"
        "Limit-ID: {key}\nEnhet: {unit}\nVärde: {v}\nTyp: hård limit\nKälla: Placeringspolicy, "
        "avsnitt 5",
        "bare",
        "template_inputs",
        first=True,
    ),
    _Stating(
        "limiter_export.csv (riskfunktionens limitsystem, uttag efter styrelsemötet)\n"
        "limit_id;enhet;värde;källa\n{key};{unit};{v};Placeringspolicy avsnitt 5",
        "bare",
        "template_inputs",
    ),
    _Stating(
        "PLACERINGSPOLICY FÖR " + _FUND.upper() + " (fastställd av styrelsen, bifogad inför "
        "uppdraget)\nAvsnitt 5.2 Limiter. {Noun}: {sign} {v}, mätt till marknadsvärde vid "
        "varje månadsskifte.",
        "words",
        "mandate",
        first=True,
    ),
)

#: how the riskfunktion's forms name a unit
_UNIT_WORDS: Final = {
    "fraction": "andel (decimal)",
    "bps": "baspunkter",
    "count": "antal",
    "days": "dagar",
    "multiple": "gånger",
}


def _utfall(s: _Subject, value: float) -> float:
    """The riskfunktion's utfall inside the limit: above a floor, below a cap (whole innehav and
    days, a hundredth of a multiple, a whole basis point)."""
    used = value * 1.2 if s.floor else value * 0.8
    if s.unit in ("count", "days", "bps"):
        return float(round(used))
    return round(used, 2) if s.unit == "multiple" else round(used, 4)


def _bare(s: _Subject, value: float) -> str:
    """The number in the constraint's unit as the riskfunktion types it into its forms: a share
    with two decimals or three where it needs them ("0,30", "0,015"), a multiple with two
    ("2,00"), else the figure; always with a decimal comma."""
    if s.unit == "fraction":
        return _comma(f"{value:.2f}" if abs(round(value, 2) - value) < 1e-9 else f"{value:.3f}")
    if s.unit == "multiple":
        return _comma(f"{value:.2f}")
    return _comma(_g(value))


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings."""
    stating = _STATINGS[turn % len(_STATINGS)]
    utfall = ""
    if stating.form == "bare":
        written = _bare(s, value)
    elif stating.form == "table":  # the utfall inside the limit, a decoy in the same form
        written, utfall = s.alike((value, _utfall(s, value)), rng.randrange(12), apart=True)
    else:
        written = s.render(value, rng.randrange(12), words=stating.form == "words")
    text = _fill(
        stating.frame,
        noun=rng.choice(s.nouns),
        v=written,
        key=s.key,
        unit=_UNIT_WORDS[str(s.unit)],
        bound=_bound(s),
        sign=_sign(s),
        short=_short(s),
        utfall=utfall,
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form: the
    limitblankett came back and the placeringspolicy was attached before the request, the
    export was taken after it; the placeringspolicy is cited as a clause."""
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
    "placeringspolicy": {
        "avsnitt_2_allmant": [
            "Fondmedlen ska förvaltas så att de blir så stora som möjligt till nytta för "
            "inkomstpensionssystemet (4 kap. 1 § lagen (2000:192) om allmänna pensionsfonder).",
            "Det långsiktiga avkastningsmålet är 4,5 procent real avkastning per år efter "
            "kostnader, mätt över rullande tioårsperioder.",
            "Hållbarhet och ansvarsfullt ägande ska beaktas utan avkall på det övergripande "
            "målet om hög avkastning.",
            "Fonden investerar inte i bolag på uteslutningslistan (kärnvapen, klusterammunition, "
            "termiskt kol).",
            "Derivat får användas för att effektivisera förvaltningen och hantera risk; "
            "blankning endast inom ramen för värdepapperslån.",
        ]
    }
}

_invented = partial(
    _invented_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 4 * i + 2,
    request=_request,
    request_id=REQUEST_ID,
    other_terms=_OTHER_TERMS,
    twins=lambda i: _invented_twins(i + i // len(_STATINGS)),
    other_at=0,
)


# --- false provenance --------------------------------------------------------------------------

#: another limit beside it in bilaga 2 of the placeringspolicy: its name and value, in the
#: subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "L-RÄNTA-MIN": ("Svenska statsobligationer och säkerställda obligationer, min.", 0.15),
    "L-VALUTA-MAX": ("Valutaexponering i tillväxtmarknadsvalutor, max.", 0.08),
    "L-ONOT-MAX": ("Onoterade fastighetsbolag, max.", 0.018),
    "L-RÖST-MAX": ("Röster i ett enskilt bolag via ett och samma externa mandat, max.", 0.005),
    "L-EMITTENT-MAX": ("Motpartsexponering mot en enskild bankkoncern, max.", 0.03),
    "L-AKTIV-RISK-MAX": ("Aktiv risk, räntemandaten, max.", 60.0),
    "L-INNEHAV-MIN": ("Innehav i tillväxtmarknadsportföljen, min.", 45.0),
    "L-LIKV-MIN": ("Likviditetsreserv i stressat scenario, min.", 20.0),
    "L-BRUTTO-MAX": ("Bruttoexponering i valutaterminer, max.", 0.55),
}


def _away(s: _Subject, value: float, up: float, down: float) -> float:
    """A wrong value for `s`: `value` times `up` for a cap, times `down` for a floor, rounded as
    the papers quote it (a tenth of a percent, a whole basis point, innehav or day, a hundredth
    of a multiple)."""
    wrong = value * (down if s.floor else up)
    if s.unit == "fraction":
        return round(wrong, 3)
    return round(wrong, 2) if s.unit == "multiple" else float(round(wrong))


def _misquoted(
    rng: random.Random, i: int, structure: int, s: _Subject, value: float
) -> tuple[str, str, str, float]:
    """The answer in one of five structures, worded by the round and the structure: (text, right
    written, wrong written, wrong value); the truth (which value is the limit) is `value`, drawn
    by the caller."""
    noun = rng.choice(s.nouns)
    variant = i // 5 + structure
    if structure == 0:  # an earlier placeringspolicy or its remissversion
        wrong_value = _away(s, value, 1.35, 0.65)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                f"I placeringspolicyn fastställd 2024-02-15 var {noun} {wrong}. Styrelsen "
                f"beslutade 2025-02-13 om ny lydelse: {right}, gäller från 2025-03-01."
            )
        else:
            text = (
                f"The remissversion (utkast, januari) had {wrong} for {noun}. Den fastställda "
                f"placeringspolicyn har {right}, and that is the text that applies."
            )
    elif structure == 1:  # a proposal the styrelse did not adopt
        wrong_value = _away(s, value, 1.25, 0.75)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 3 == 0:
            text = (
                f"VD föreslog {wrong} för {noun}. Styrelsen avslog förslaget (5 röster mot 4); "
                f"{_bound(s)} ligger kvar på {right}."
            )
        elif variant % 3 == 1:
            text = (
                f"Riskfunktionen proposed {wrong} for {noun}; styrelsen återremitterade ärendet, "
                f"so the placeringspolicy's {right} still applies."
            )
        else:
            text = (
                f"The proposal to move {noun} to {wrong} was bordlagt on 2025-03-20. Until the "
                f"styrelse decides, the limit is {right}."
            )
    elif structure == 2:  # the riskfunktion's utfall
        wrong_value = _away(s, value, 0.8, 1.3)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                f"Riskfunktionens rapport, första kvartalet 2025: {noun} uppgick till {wrong} per "
                f"2025-03-31, mot limiten {right}. Inga limitöverträdelser."
            )
        else:
            text = (
                "| Limit | Utfall 2025-03-31 | Gräns |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_short(s)} {right} |"
            )
    elif structure == 3:  # another limit beside it
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{beside}: {wrong}", f"{_cap(noun)}, {_short(s)}: {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Placeringspolicy, bilaga 2 (utdrag)\n- " + "\n- ".join(lines)
    else:  # the AP1-AP4 median or the ALM-studie's unconstrained portfolio, for comparison
        wrong_value = _away(s, value, 1.5, 0.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                f"Jämförelse AP1–AP4 (medianen, årsredovisningarna 2024): {wrong} för {noun}. "
                f"Vår egen placeringspolicy: {right} – det är den som gäller för oss."
            )
        else:
            text = (
                f"ALM-studie 2025: the unconstrained optimal portfolio implied {wrong} for "
                f"{noun}; the styrelse kept {right} in the placeringspolicy."
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
    pair=lambda i: i % 5 + 2 * (i // 5),
)


# --- mandate clauses: the placeringspolicy, the riskpolicy, the styrelse's protokoll, an external
# förvaltningsavtal, the riskmandat, the delegationsordning ------------------------------------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of six places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12), words=shape in (0, 2, 5))
    if shape == 0:  # the placeringspolicy's avsnitt 5 in the mandate's fields, numbered keys
        section: dict[str, JsonValue] = {
            "5.1": "Limiterna gäller fondkapitalet till marknadsvärde och följs upp dagligen av "
            "riskfunktionen.",
            "5.2": "Lagens placeringsregler (4 kap. LAP) gäller alltid före denna policy.",
            "5.3": f"{_cap(noun)}: {_sign(s)} {written}.",
            "5.4": "Limitöverträdelser rapporteras till VD och styrelsen inom tre bankdagar.",
        }
        return (
            {"placeringspolicy": {"version": "2025-1", "avsnitt_5_limiter": section}},
            None,
            "placeringspolicy.avsnitt_5_limiter.5.3",
        )
    if shape == 1:  # the riskpolicy's bilaga 1, as a message
        table = (
            "RISKPOLICY – Bilaga 1: Limiter för kapitalförvaltningen\n| Limit | Gräns | "
            "Mätfrekvens |\n|---|---|---|\n| Ränterisk, modifierad duration | 4–8 år | daglig |\n"
            f"| {_cap(noun)} | {_short(s)} {written} | daglig |\n"
            "| Kreditbetyg, räntebärande | lägst BBB- | månadsvis |"
        )
        return None, table, MANDATE_ID
    if shape == 2:  # the styrelse's protokoll, as records in the mandate's fields
        records: list[JsonValue] = [
            {
                "paragraf": "§ 5",
                "beslutstext": "Styrelsen beslutade att fastställa årsredovisningen för "
                "räkenskapsåret 2024.",
            },
            {
                "paragraf": "§ 6",
                "beslutstext": f"Styrelsen beslutade att {noun} ska vara {_sign(s)} {written}.",
            },
            {"paragraf": "§ 7", "beslutstext": "Ärendet om ny kreditförvaltare bordlades."},
        ]
        return (
            {"styrelseprotokoll_2025_02_13": {"paragrafer": records}},
            None,
            "styrelseprotokoll_2025_02_13.paragrafer[1].beslutstext",
        )
    if shape == 3:  # an external manager's förvaltningsavtal, as a message
        agreement = (
            "FÖRVALTNINGSAVTAL – Bilaga A: Placeringsriktlinjer (" + _MANAGER + ", globala "
            "aktier, för " + _FUND + ")\nPunkt 1: Förvaltaren följer fondens placeringspolicy.\n"
            f"Punkt 2: {_cap(noun)}: {_sign(s)} {written}.\n"
            "Punkt 3: Överträdelser ska rättas inom fem bankdagar."
        )
        return None, agreement, MANDATE_ID
    if shape == 4:  # the riskmandat's limiter, in the mandate's fields
        limits: list[JsonValue] = [
            "Fondens totala risk mäts som Value at Risk (95 %, ett år) och rapporteras månadsvis.",
            "Stresstester enligt riskpolicyns scenarier körs kvartalsvis.",
            f"{_cap(noun)}: {_sign(s)} {written}.",
        ]
        return (
            {"riskmandat": {"fastställt": "2025-02-13", "limiter": limits}},
            None,
            "riskmandat.limiter[2]",
        )
    delegation = (
        "Delegationsordning – VD till CIO (beslutad 2025-03-03 med stöd av styrelsens "
        "arbetsordning)\n3.1 CIO beslutar om placeringar inom den strategiska portföljen.\n"
        f"3.2 Ramar: {noun}, {_sign(s)} {written}.\n"
        "3.3 Beslut utanför ramarna kräver VD:s godkännande."
    )
    return None, delegation, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Rebalansera mot den strategiska portföljen inom placeringspolicyn, riskpolicyn och varje "
    "förvaltningsavtal.",
    "Please redo the strategiska portföljen within all of the fund's limiter.",
    "Inför styrelsemötet 2025-04-24: optimera om portföljen inom våra limiter och lagens "
    "placeringsregler.",
    "Fit the 2 500 mkr commitment to nordisk infrastruktur in without any limitöverträdelse.",
    "Ta fram förslag till strategisk portfölj för halvårsrapporten – inga limitöverträdelser.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 2 * i + 1,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: (i + i // 6) % 3 != 2,
    rationale="the fund's documented limit",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
    shape=lambda i: i % 6,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
    cap_inside=0.85,
    floor_inside=1.25,
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi] around a normalläge {mid}: {bound}, {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "Placeringspolicy 2025, avsnitt 6.2: för {noun} gäller ett styrintervall om {lo}–{hi} kring "
    "normalläget {mid}; inom intervallet bestämmer CIO {bound}, utanför det beslutar styrelsen.",
    "| Limit | Normalläge | Tillåtet intervall | Beslutsfattare inom intervallet |\n"
    "|---|---|---|---|\n| {Noun} ({bound}) | {mid} | {lo} – {hi} | CIO |",
    "Styrelsen beslutade (§ 9, 2025-02-13) att VD får lägga {bound} för {noun} var som helst "
    "mellan {lo} och {hi} utan nytt styrelsebeslut.",
    "Inom intervallet {lo} – {hi} är {bound} för {noun} ett förvaltningsbeslut: CIO bestämmer "
    "och rapporterar det i riskfunktionens månadsrapport.",
    "The riskmandat lets kapitalförvaltningen place the {bound} for {noun} anywhere from {lo} to "
    "{hi}; no styrelsebeslut is needed within that range.",
)
#: (refused, granted), both with {bound}, {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "Styrelsen beslutade att fastställa {bound} för {noun} till {point}. Det intervall om "
        "{lo}–{hi} som VD föreslog avslogs; there is no discretion here.",
        "Styrelsen beslutade att fastställa ett intervall om {lo}–{hi} för {bound} för {noun}, "
        "som VD föreslog; inom intervallet bestämmer VD nivån.",
    ),
    (
        "Förslaget om ett intervall på {lo} – {hi} för {bound} för {noun} bordlades (§ 12, "
        "2025-03-20). Tills vidare gäller {point}.",
        "Förslaget om ett intervall på {lo} – {hi} för {bound} för {noun} bifölls (§ 12, "
        "2025-03-20). CIO väljer nivån inom intervallet.",
    ),
    (
        "Riskfunktionen tillstyrkte ett intervall om {lo} to {hi} for {noun}; styrelsen "
        "återremitterade ärendet, and the {bound} stays at {point} until it is decided.",
        "Riskfunktionen tillstyrkte ett intervall om {lo} to {hi} for {noun}; styrelsen "
        "beslutade i enlighet med förslaget, and the CIO decides the {bound} within it.",
    ),
    (
        "The CIO asked for latitude of {lo} – {hi} on the {bound} for {noun}. VD: avslaget – "
        "{point} ligger fast.",
        "The CIO asked for latitude of {lo} – {hi} on the {bound} for {noun}. VD: beviljat – "
        "välj nivån inom intervallet.",
    ),
)


def _named(rng: random.Random, s: _Subject) -> dict[str, str]:
    """A range's noun and whether it bounds a golv or a tak."""
    return {"noun": rng.choice(s.nouns), "bound": _bound(s)}


def _number_only(low: str, high: str) -> str:
    """The low end of a band as Swedish papers write it before its top: its number alone when
    the top ends in the same words ("3" before "5 procent av fondkapitalet", "1,20" before
    "2,00x"), so that the band reads "3–5 procent av fondkapitalet"."""
    last = max(k for k, ch in enumerate(low) if ch.isdigit())
    tail = low[last + 1 :]
    return low[: last + 1] if tail and high.endswith(tail) else low


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A range's bounds and its normalläge in one form, the low end as its number alone ("24–40
    %"), and the level a refusal fixes in full: the low end of a cap, the top of a floor, so
    that the middle a plan assumes is looser than the level fixed."""
    lo, hi, mid = s.alike(bounds, rng.randrange(12), apart=True)
    return {"lo": _number_only(lo, hi), "hi": hi, "mid": mid, "fixed": hi if s.floor else lo}


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the placeringspolicy (fields), the riskmandat's bilaga B (a mandate
    message), the arbetsordning's delegation (fields) or the ordförande's e-mail (a mandate
    message)."""
    if shape == 0:
        return {"placeringspolicy_2025": {"avsnitt_6_styrintervall": text}}, None
    if shape == 1:
        return None, f"RISKMANDAT – Bilaga B (fastställt av styrelsen 2025-02-13)\n\n{text}"
    if shape == 2:
        return {
            "arbetsordning": {
                "delegation": [
                    "VD ansvarar för den löpande förvaltningen enligt styrelsens riktlinjer.",
                    text,
                ]
            }
        }, None
    return (
        None,
        "Från: B. Sandström (styrelsens ordförande)\nTill: VD; " + _CIO + " (CIO)\nÄmne: "
        f"Styrintervall\n\n{text}\n\nVänliga hälsningar\nBirgitta",
    )


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 4 * i + 3,
    written=_band,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: i % 4,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_placed_text,
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", TAG, _with_mandate),
    refused_at=(2, 5),
    named=_named,
    point="fixed",
    low_ratio=0.6,
    floors=True,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as the placeringspolicy, a styrelsebeslut, the
#: placeringsutskott's protokoll, the ALM-studie and the riskfunktion put them; the first of each
#: is one line, so that a table, a protokoll or a marked draft can quote it
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Placeringspolicy 2025, avsnitt 3.1 (mål för förvaltningen): the highest avkastning per "
        "enhet risk – maximal Sharpekvot.",
        "Styrelsebeslut § 10 (2025-02-13):\nStyrelsen beslutade att den strategiska portföljen "
        "ska väljas för högsta riskjusterade avkastning (Sharpekvot); mer avkastning köpt med "
        "mer risk är inte målet.",
        "Placeringsutskottets protokoll 2025-03-06: the utskott asks kapitalförvaltningen to "
        "optimise riskjusterad avkastning (Sharpe), not the aktiv risk against the "
        "referensportföljen.",
        "ALM-studie 2025, rekommendation: välj den portfölj som ger högst förväntad avkastning "
        "per enhet volatilitet, dvs. maximal Sharpekvot. Det långsiktiga avkastningsmålet om 4,5 "
        "procent real ligger fast och följs upp separat.",
        "Riskfunktionens yttrande: the styrelse's aim is the best Sharpe ratio possible; nothing "
        "else should drive the vikterna.",
    ),
    "variance": (
        "Placeringspolicy 2025, avsnitt 3.1 (mål för förvaltningen): the lowest possible "
        "volatilitet in fondkapitalet – minimal varians.",
        "Styrelsebeslut § 10 (2025-02-13):\nStyrelsen beslutade att den strategiska portföljen "
        "ska ha minsta möjliga varians; förväntade avkastningar ska inte ingå i optimeringen.",
        "Placeringsutskottets protokoll 2025-03-06: with the nettoutbetalningar till "
        "pensionssystemet rising, the utskott wants stability. Minimise the variance of the "
        "portfölj, whatever the expected returns.",
        "ALM-studie 2025, rekommendation: givet buffertfondens roll i balanseringen av "
        "pensionssystemet, minimera volatiliteten och sätt inget avkastningsmål i optimeringen; "
        "the 4,5 procent real target is followed up, not optimised.",
        "Riskfunktionens yttrande: keep fondkapitalet as stable as possible – vikter som "
        "minimerar variansen. Sharpe is not the question here.",
    ),
    "tracking": (
        "Placeringspolicy 2025, avsnitt 3.1 (mål för förvaltningen): avkastning så nära "
        "referensportföljen som möjligt, med minsta möjliga avvikelse från den.",
        "Styrelsebeslut § 10 (2025-02-13):\nStyrelsen beslutade att portföljen ska följa "
        "referensportföljen med lägsta möjliga aktiva risk (tracking error).",
        "Placeringsutskottets protokoll 2025-03-06: kapitalförvaltningen is measured against the "
        "referensportföljen; minimise the tracking error against it.",
        "ALM-studie 2025, rekommendation: håll fonden så nära referensportföljen som möjligt; vi "
        "föreslår vikter som minimerar den förväntade aktiva risken.",
        "Riskfunktionens yttrande: nobody is asking for alpha – stay close to the "
        "referensportföljen, the smallest avvikelse possible.",
    ),
    "return": (
        "Placeringspolicy 2025, avsnitt 3.1 (mål för förvaltningen): the highest förväntad "
        "avkastning, with no riskstraff in the objective – limiterna begränsar risken.",
        "Styrelsebeslut § 10 (2025-02-13):\nStyrelsen beslutade att vikterna ska ge högsta "
        "förväntade avkastning; risken hanteras genom limiterna, inte i målfunktionen.",
        "Placeringsutskottets protokoll 2025-03-06: maximise förväntad avkastning inside the "
        "riskpolicy's limiter; no riskjustering in the målfunktion.",
        "ALM-studie 2025, rekommendation: för den långsiktiga delen modellerar vi den portfölj "
        "som har högst förväntad avkastning; limiterna begränsar risken.",
        "Riskfunktionens yttrande: styrelsen valde avkastning. Maximising expected return is the "
        "aim, not Sharpe.",
    ),
}
_FOLLOW_UPS: Final = (
    "Tillägg efter styrelsemötet 2025-04-24: styrelsen justerade målformuleringen. Den lyder "
    "nu:\n\n{new}",
    "Karin, 16:05 – bortse från mitt mejl i morse om målet. Efter samtal med ordföranden:\n\n{new}",
)
_ASK_FRAMES: Final = (
    "Placeringspolicy 2025 – underlag till strategisk portfölj:\n\n{ask}",
    "{ask}\n\nVänligen anpassa den strategiska portföljen därefter. /Karin",
    "Fondkapital 412,8 mdkr per 2025-03-31; real avkastning helåret 2024: 8,7 procent (mål: "
    "4,5 procent).\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Strategisk portfölj for the fund",
    purpose="solve the strategiska portföljen",
    custom_reason="no platform solver for this objective",
    custom_purpose="strategisk portfölj",
    section_title="Strategisk portfölj och vikter",
    description="the vikter",
)


def _one_line(kind: str, text: str) -> str:
    """A statement as a quoted line holds it: the first (one-line) wording when it spans lines."""
    return _ASKS[kind][0] if "\n" in text else text


def _amended(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """An ändringstabell: the earlier objective as the present wording, the wanted one as the
    proposed wording the styrelse adopted."""
    return (
        "Ändring i placeringspolicyn, avsnitt 3.1\n| Nuvarande lydelse | Föreslagen lydelse |\n"
        f"|---|---|\n| {_one_line(old_kind, old)} | {ask.replace(chr(10), ' ')} |\n"
        "Styrelsen beslutade 2025-04-24 att anta den föreslagna lydelsen."
    )


def _struck_in_protokoll(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """A protokoll striking the earlier objective's sentence and putting the wanted one in its
    place."""
    return (
        "Protokoll styrelsesammanträde 2025-04-24, § 6 Målformulering\nStyrelsen beslutade att "
        f'stryka lydelsen "{_one_line(old_kind, old)}" och ersätta den med: '
        f"{ask.replace(chr(10), ' ')}"
    )


def _marked(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """A draft with the earlier objective marked struck and the wanted one added."""
    return (
        "Placeringspolicy 2025 – utkast med ändringsmarkering (version 3, efter "
        "placeringsutskottet)\n"
        f"[STRUKEN: {_one_line(old_kind, old)}]\n[TILLAGD: {ask.replace(chr(10), ' ')}]"
    )


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Eight structures, each for three cases in a row (so both modes): a framed request (0, 2,
    5, 7), an ändringstabell (1), an earlier message a later one replaces (3: after the
    styrelsemöte, or from the CIO, by turns of two cases), a protokoll striking a sentence
    (4) and a marked draft (6)."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={1: _amended, 4: _struck_in_protokoll, 6: _marked},
        later=lambda rng, i, ask: _fill(_FOLLOW_UPS[(i // 2) % len(_FOLLOW_UPS)], new=ask),
        framed=lambda rng, i, wanted, ask: _fill(rng.choice(_ASK_FRAMES), ask=ask),
        solving=_solving,
        seed=SEED,
        tag=TAG,
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
        structure=lambda i: (i // 3) % 8,
    )


# --- leakage -----------------------------------------------------------------------------------

_TRAIN_START: Final = date(2005, 1, 3)
#: five expanding walk-forward folds, all trained from 2005-01-03 to the last trading day before
#: their test year (Nasdaq Stockholm is closed on nyårsafton), the first tested from 2015-01-02
_WINDOWS: Final = tuple(
    WalkForwardWindow(
        train_start=_TRAIN_START,
        train_end=train_end,
        test_start=test_start,
        test_end=test_end,
    )
    for train_end, test_start, test_end in (
        (date(2014, 12, 30), date(2015, 1, 2), date(2015, 12, 30)),
        (date(2015, 12, 30), date(2016, 1, 4), date(2016, 12, 30)),
        (date(2016, 12, 30), date(2017, 1, 2), date(2017, 12, 29)),
        (date(2017, 12, 29), date(2018, 1, 2), date(2018, 12, 28)),
        (date(2018, 12, 28), date(2019, 1, 2), date(2019, 12, 30)),
    )
)
#: (a period reaching into the test years, the same form ending before the first test, and
#: before it where the data come out late)
_PERIODS: Final = (
    (
        "SIX Return Index (SIXRX), dagliga data, 2005-01-03 – 2017-12-29",
        "SIX Return Index (SIXRX), dagliga data, 2005-01-03 – 2014-12-30",
    ),
    (
        "MSCI ACWI i SEK, månadsdata, januari 2005 – juni 2018",
        "MSCI ACWI i SEK, månadsdata, januari 2005 – december 2014",
    ),
    (
        "KPI (SCB), månadsvis, januari 2005 – december 2016",
        "KPI (SCB), månadsvis, januari 2005 – november 2014",
    ),
    (
        "Pensionsmyndighetens avgifter och pensionsutbetalningar, helåret 2005 – helåret 2016",
        "Pensionsmyndighetens avgifter och pensionsutbetalningar, helåret 2005 – helåret 2013",
    ),
    (
        "Riksbankens statsobligationsräntor (10 år), 2005-01-03 t.o.m. 2016-06-30",
        "Riksbankens statsobligationsräntor (10 år), 2005-01-03 t.o.m. 2014-12-30",
    ),
    (
        "the fund's own kvartalsavkastning, första kvartalet 2005 – fjärde kvartalet 2015",
        "the fund's own kvartalsavkastning, första kvartalet 2005 – tredje kvartalet 2014",
    ),
)
_ACTIONS: Final = (
    "the förväntade avkastningar och korrelationer of the ALM-studie were estimated",
    "the rebalanseringsregel's bands were calibrated",
    "the valutasäkringsgrad was optimised",
    "the model of the nettoutbetalningar till pensionssystemet was fitted",
    "the factor model behind the aktiv risk was estimated",
)
_LEAK_FRAMES: Final = (
    "ALM-studie 2025, avsnitt 3 (antaganden): {action} on {period}.",
    "Riskfunktionens granskning (2025-04-08): {action} with {period}, and the parameters are "
    "then kept fixed in all five folds.",
    "Internrevisionens PM, bilaga 2 (backtest): {action} once, over {period}, before the "
    "walk-forward folds were run.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Each year of the test projects avgifter and pensionsutbetalningar with today's balanstal "
        "and inkomstindex, applied back to 2015.",
        "Each year of the test projects avgifter and pensionsutbetalningar with the balanstal and "
        "inkomstindex Pensionsmyndigheten had published before that year began.",
    ),
    (
        "Aktieportföljen in the backtest holds today's MSCI ACWI constituents.",
        "Aktieportföljen in the backtest holds the MSCI ACWI constituents as they stood on each "
        "rebalanseringsdag, avnoterade bolag included.",
    ),
    (
        "The fund's uteslutningslista of 2025 is applied to every year of the test.",
        "In every year of the test the uteslutningslista in force on that date is applied, as the "
        "styrelse decided it then.",
    ),
    (
        "The onoterade innehav are valued from the årsredovisningarnas reviderade värderingar, "
        "used from the kvartalsslut they describe.",
        "The onoterade innehav are valued only as their värderingar had reached the fund by each "
        "date, med ett kvartals eftersläpning.",
    ),
)
_LEAK_ASKS: Final = (
    "Styrelsen vill se ett walk-forward-test, fem fönster, av den nya rebalanseringsregeln innan "
    "beslut.",
    "Please a five-fold walk-forward test of the valutasäkringspolicy for the ALM-studie 2025.",
    "Uppdrag till kapitalförvaltningen: testa den strategiska portföljen walk-forward över fem "
    "fönster inför halvårsrapporten.",
)
_WHERE: Final = ("evidence", "reasoning", "purpose", "interpretation")


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

_COMPANY: Final = "Ljusnefors"
_ENTITY: Final = "ent_ljusnefors_ab"
#: sixteen quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2021, 2022, 2023, 2024))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in fjärde kvartalet 2024 versus tredje kvartalet", (14, 15)),
    ("over helåret 2024", (11, 15)),
    ("in andra halvåret 2024", (13, 15)),
    ("over the two räkenskapsår to 2024-12-31", (7, 15)),
    ("since första kvartalet 2021", (0, 15)),
    ("between 2022-06-30 and 2024-09-30", (5, 14)),
    ("since the price peak of tredje kvartalet 2022", (6, 15)),
    ("during räkenskapsåret 2023", (7, 11)),
    ("in första halvåret 2022", (3, 5)),
    ("since its börsintroduktion in 1994", None),
    ("over the past tio åren", None),
    ("since finanskrisen 2008", None),
)

#: what the claims answer: the styrelse's ägarstyrning review
_REQUEST: Final = TrendRequest(
    question="Inför styrelsens ägarstyrningsgenomgång 2025-02-20 (§ 11): how has {company} "
    "developed?",
    heading="#### Bolagsanalys – Ljusnefors AB (publ) (Nasdaq Stockholm: LJUS B), "
    "bokslutskommuniké 2024",
    as_of="2025-02-07",
)


#: "by about 12 %", "by just over 10 %", "by almost 15 %"; "" when it barely moved
_approx_pct = partial(
    _rounded_change,
    past="by just over {} %",
    short="by almost {} %",
    about="by about {} %",
)
#: the same in procent, as the hydro desk writes it
_approx_procent = partial(
    _rounded_change,
    past="by a little over {} procent",
    short="by nearly {} procent",
    about="by roughly {} procent",
)


def _by_pe(a: float, b: float) -> str:
    """A margin's move in procentenheter with a decimal comma ("by 1,4 procentenheter"); ""
    below 0,3."""
    change = abs(b - a)
    return _comma(f"by {change:.1f} procentenheter") if change >= 0.3 else ""


def _by_times(a: float, b: float) -> str:
    """A leverage ratio's move with a decimal comma ("by 0,4 gånger"); "" below 0,1."""
    change = abs(b - a)
    return _comma(f"by {change:.1f} gånger") if change >= 0.1 else ""


def _by_mkr(a: float, b: float) -> str:
    """A move in mkr with space thousands and a decimal comma ("by 1 234,5 mkr"); "" below 20
    mkr."""
    change = abs(b - a)
    if change < 20:
        return ""
    return "by " + f"{change:,.1f}".replace(",", " ").replace(".", ",") + " mkr"


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "SEK"
    growth: bool  # the two years' pace and compounding: for a growing line item
    #: how a year-on-year move is said of it: (above a year earlier, below a year earlier)
    year_on_year: tuple[str, str] = (
        "{s} was above motsvarande kvartal 2023 in each quarter of 2024",
        "{s} was below motsvarande kvartal 2023 in each quarter of 2024",
    )


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "net_sales_msek",
        (
            8412.6,
            8905.3,
            8731.0,
            9288.4,
            10116.9,
            11402.7,
            12085.2,
            11640.5,
            10874.1,
            10312.8,
            9968.4,
            10451.0,
            11084.9,
            11386.5,
            11120.7,
            11894.2,
        ),
        (
            "Nettoomsättning (mkr)",
            "Ljusnefors' nettoomsättning",
            "Net sales",
        ),
        (
            ("{s} grew {m}", rose),
            ("{s} declined {m}", fell),
            ("{s} rose in every quarter", rose_every_quarter),
            ("{s} did not decline", held_up),
            ("{s} never went down from one quarter to the next", never_fell),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "operating_margin_pct",
        (
            11.8,
            13.2,
            12.6,
            14.1,
            16.4,
            18.9,
            19.7,
            15.3,
            12.1,
            9.8,
            8.4,
            10.2,
            12.6,
            12.9,
            12.2,
            13.8,
        ),
        (
            "Rörelsemarginalen",
            "Ljusnefors' rörelsemarginal",
            "Operating margin (rörelseresultat i procent av nettoomsättningen)",
        ),
        (
            ("{s} widened {m}", rose),
            ("{s} narrowed {m}", fell),
            ("{s} never narrowed from one quarter to the next", never_fell),
            ("{s} did not narrow", held_up),
            ("{s} did not widen", held_down),
        ),
        _by_pe,
        False,
        (
            "{s} was wider than in motsvarande kvartal 2023 in each quarter of 2024",
            "{s} was narrower than in motsvarande kvartal 2023 in each quarter of 2024",
        ),
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt_to_ebitda",
        (
            1.9,
            1.7,
            1.6,
            1.4,
            1.2,
            1.0,
            0.9,
            1.1,
            1.5,
            1.9,
            2.3,
            2.1,
            1.9,
            1.7,
            1.7,
            1.5,
        ),
        (
            "Nettoskuld/EBITDA",
            "Ljusnefors' skuldsättning (nettoskuld i förhållande till EBITDA)",
            "Net leverage",
        ),
        (
            ("{s} came down {m}", fell),
            ("{s} went up {m}", rose),
            ("{s} did not go up", held_down),
            ("{s} never rose from one quarter to the next", never_rose),
            ("{s} fell in every quarter", fell_every_quarter),
        ),
        _by_times,
        False,
        (
            "{s} stood above its level a year earlier at every kvartalsslut of 2024",
            "{s} stood below its level a year earlier at every kvartalsslut of 2024",
        ),
    ),
    _Trend(
        "fundamentals.quarters",
        "net_income_msek",
        (
            612.4,
            801.7,
            745.3,
            934.8,
            1205.6,
            1588.2,
            1702.9,
            1041.3,
            684.5,
            412.7,
            -1386.2,
            503.6,
            721.8,
            896.4,
            832.1,
            1018.7,
        ),
        (
            "Resultat efter skatt",
            "Ljusnefors' nettoresultat",
            "The bottom line (resultat efter skatt)",
        ),
        (
            ("{s} improved {m}", rose),
            ("{s} deteriorated {m}", fell),
            ("{s} did not deteriorate", held_up),
            ("{s} did not improve", held_down),
            ("{s} never fell from one quarter to the next", never_fell),
        ),
        _by_mkr,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "hydro_output_gwh",
        (
            412.0,
            388.0,
            296.0,
            451.0,
            468.0,
            402.0,
            318.0,
            497.0,
            421.0,
            344.0,
            262.0,
            402.0,
            352.0,
            301.0,
            228.0,
            371.0,
        ),
        (
            "Elproduktion i vattenkraften (GWh)",
            "Ljusnefors' hydro output",
            "Vattenkraftsproduktionen",
        ),
        (
            ("{s} rose {m}", rose),
            ("{s} fell {m}", fell),
            ("{s} did not fall", held_up),
            ("{s} did not rise", held_down),
            ("{s} fell in every quarter", fell_every_quarter),
        ),
        _approx_procent,
        True,
    ),
)


_year_specials = partial(
    _growth_specials,
    faster="{s} grew faster in 2024 than in 2023",
    slower="{s} grew more slowly in 2024 than in 2023",
    grew="{s} grew at a double-digit compound annual rate from fjärde kvartalet 2022 to fjärde "
    "kvartalet 2024",
    shrank="{s} shrank at a double-digit compound annual rate from fjärde kvartalet 2022 to "
    "fjärde kvartalet 2024",
    end=15,
    shrinking=True,
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) pairs over the whole series, each computed from it: for a
    growing item 2024's pace against 2023's and the two-year compound rate, a fall as well as a
    rise, then year over year in each quarter of 2024. Pairs too close to call are left out."""
    up_all, down_all = trend.year_on_year
    return _year_specials(trend, up_all=up_all, down_all=down_all)


_CLAIM_FRAMES: Final = (
    "Riskfunktionens rapport, fjärde kvartalet 2024 – bilaga 3 (största svenska innehav): "
    "{claim} [1]. Innehav {innehav}; röstandel {andel}.",
    "Protokoll styrelsesammanträde 2025-02-20, § 11 Ägarstyrning: {claim} [1]. Fonden röstar "
    "för utdelningen om 4,25 kr per aktie; innehav {innehav}.",
    "{Claim} [1] – comment from the external manager (" + _MANAGER + "); the fund's röstandel "
    "is {andel}, well inside the placeringspolicy's limit.",
    "| Bolag | Innehav | Röstandel | Kommentar |\n|---|---|---|---|\n| Ljusnefors AB (publ), "
    "LJUS B | {innehav} | {andel} | {Claim} [1] |",
    "Ägarstyrningsrapport 2024 (utkast till årsredovisningen): {claim} [1]. The fund sits on "
    "no valberedning; röstandel {andel}, innehav {innehav}.",
)

_INNEHAV: Final = ("1 234,5 mkr", "842,0 mkr", "2,1 mdkr")
_ANDELAR: Final = ("1,4 % av rösterna", "0,9 %", "1,8 procent av rösterna")


def _holding(rng: random.Random) -> dict[str, str]:
    """The fund's holding in the company and its röstandel, drawn for each claim's frame."""
    return {"innehav": rng.choice(_INNEHAV), "andel": rng.choice(_ANDELAR)}


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
        left_out=lambda h, w, c: h.startswith("in fjärde kvartalet 2024") and "quarter" in c,
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
    """Batch ZZZV: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
