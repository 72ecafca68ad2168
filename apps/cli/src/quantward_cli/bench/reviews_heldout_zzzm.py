"""Held-out batch ZZZM: every flaw kind again, in the voice of a Swiss occupational pension fund:
the Pensionskasse Albula, a foundation (Stiftung) under the BVG that insures the staff of an
engineering group in Graubünden and the Rhine valley, with a Vorsorgevermögen of about CHF 2.84
Mrd. and a Deckungsgrad of 108.4 Prozent. Its people and papers: the foundation board
(Stiftungsrat, SR) and its investment committee (Anlagekommission, AK) with their minutes
(Protokoll, Traktandum), written in Swiss business English with the German terms left in; the
investment regulations (Anlagereglement, AR) with their Anhang 1 (the investment strategy, its
Bandbreiten and the BVV 2 category limits of Art. 54 and 55 beside the fund's own), and the
SR's use of the extension of investment possibilities (Erweiterung nach Art. 50 Abs. 4 BVV 2)
with its conditions (Auflagen); the Organisationsreglement's Kompetenzordnung; the Geschäftsführer
(GF) and his e-mails; the investment controller's (Kessler Invest-Controlling AG) quarterly
reports with their "Limite / Ist" tables and its Limitenraster for the global custodian; the
pension fund expert's (Pensionskassenexperte, Dr. U. Caduff) opinion on the risk capacity
(Risikofähigkeit); the supervisory authority's (BVG- und Stiftungsaufsicht Rätia, BSR) letters;
and the AK's notes on the listed Swiss companies the fund holds directly. Its number forms are
Swiss: apostrophe thousands ("214'300 Aktien"), decimals with a point ("108.4 Prozent"), "CHF 3.2
Mio.", "CHF 2.84 Mrd.", "Prozent" and "%" side by side, "Bp." for basis points, dates as
31.12.2024.

Batch ZZZM is built like ZZZG - phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text - and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, its invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, subjects, trend
series and the claims it makes of them are its own. It was written blind: no rule, reviewer,
reviewer test, other batch than ZZZF and ZZZG (read for shape), or benchmark result was read for
it, and it was not run against the reviewers before its first recorded run.

It takes the shared loops' opt-in options its register needs: the invented limit's answer as an
AK minute, an Anhang 1 table beside the BVV 2 limit, an SR Zirkularbeschluss, or the investment
controller's "Limite / Ist" table (chat answers), as the investment controller's Limitenraster
for the global custodian returned after the request (`template_inputs`, a bare number in the
constraint's unit), or as the Anlagereglement's article or the SR's Art. 50 Abs. 4 extension with
its Auflagen given ahead of the request (`mandate`, cited as a clause); the misquote pairing in
which each structure meets every one of its eight subjects; floors in the latitude bands
(Mindestliquidität and the hedge ratio on foreign-currency bonds are floors), bands whose low end
is three quarters of their top (a Bandbreite around a strategy weight), each granted case
assuming the point three fifths of the way up its band, each refused one a level the SR fixed
where the band's middle is looser (the low end of a cap, the top of a floor: `point`); breach
ratios of 1.3 (cap) and 0.7 (floor), uncited twins at 0.9 of a cap and 1.2 of a floor; limits
as shares of the Vorsorgevermögen, of the foreign-currency exposure and per debtor, and a
tracking error in basis points; an objective's earlier wording struck through in an
Änderungsantrag or set against the new one in a Synopse "bisher / neu" (structure 0), each
wanted objective met in every structure (`turn`); and a trend request of its own (the AK's
question on a direct holding, its heading, an as-of date after its quarters) over twenty
quarters (2020-2024), comparing 2024 with 2023 (`end=19`), with two signed series among its
trends (free cash flow, and the net cash position that was net debt until 2023).

Decoy numbers (no truth depends on them): the fund's size (CHF 2.84 Mrd., CHF 2'840 Mio.), its
Deckungsgrad (108.4 Prozent), the technischer Zinssatz (1.75 Prozent), the
Wertschwankungsreserve's Zielgrösse (16.5 Prozent), the BVG-Mindestzinssatz (1.25 Prozent), the
BVV 2 legal limits quoted beside the fund's own (50 Prozent Aktien, 15 Prozent alternative
Anlagen, 30 Prozent Fremdwährungen, 10 Prozent per debtor, 5 Prozent with the employer), the
strategy weights in the Anhang, the investment controller's "Ist" figures, the
Pensionskassen-Studie 2024's medians, mortgage and real-estate commitments in CHF Mio., the
fund's Lindmatt holding (214'300 Aktien, CHF 14.2 Mio.) and its share price, SR votes (7:3),
Traktandum numbers, AR articles and dates. Its parts:

* limits as the Pensionskasse's people state them: the AK's minute (Protokoll, Traktandum 4),
  Anhang 1 of the AR as a table with the BVV 2 limit beside the fund's, the AR's own article (a
  mandate message given before the request), the investment controller's Limitenraster for the
  global custodian (a bare number in the constraint's unit, template inputs given after the
  request), an SR Zirkularbeschluss, the investment controller's quarterly "Limite AR / Ist
  30.09." table whose Ist is a decoy, and the SR's Art. 50 Abs. 4 extension with its Auflagen (a
  mandate message), each in turn; number forms "36%", "36 Prozent des Vorsorgevermögens" and
  "36.0% VV" for the equity quota, "10%", "10.0 Prozent" and "10% des Gesamtvermögens" for
  alternative investments, "20%", "20 Prozent ungesichert" and "20.0% Fw. ungesichert" for
  unhedged foreign currency, "5%", "5 Prozent je Schuldner" and "5.0% pro Gegenpartei" per
  debtor, "3%", "3 Prozent des Vermögens" and "3.0% VV" with the employer (Art. 57), "160 Bp.",
  "1.6% p.a." and "160 Basispunkte" for the Aktien Schweiz mandate's tracking error, "3%", "3
  Prozent" and "3.0% des VV" for the Mindestliquidität (a floor) and "75%", "75 Prozent
  abgesichert" and "75% CHF-abgesichert" for the hedge ratio on foreign-currency bonds (a floor);
* requests (the GF's e-mail, the AK's Traktandenliste, the investment controller's note, the
  SR-Präsident's e-mail, the rebalancing memo, the GF's note on a letter from the supervisory
  authority asking for the adjusted strategy) deferring the limit to an SR meeting not yet held,
  an AK that has not ruled, a revised AR that leaves it "gemäss Beschluss SR (offen)", the
  Pensionskassenexperte's opinion on the Risikofähigkeit, or the supervisory authority's review
  of the Art. 50 Abs. 4 Begründung;
* provenance misquoting its source: the AR's Vernehmlassung draft or the AR 2019 changed since,
  an AK proposal the SR rejected (7:3) or an investment controller's recommendation the SR did
  not follow; the investment controller's Ist (prose, or a "Kategorie / Ist 30.09.2024 / Limite
  AR" table); another line beside it in an Anhang 1 excerpt; and the BVV 2 legal limit or the
  peer study's median quoted for comparison;
* mandates as the AR's article in the mandate's fields under numbered keys
  (`anlagereglement.art_7.abs_3`), Anhang 1 as a message, the SR's decisions in the mandate's
  fields (`stiftungsrat.beschluesse[2]`), an AK Weisung and the SR's Art. 50 Abs. 4 extension
  with its Auflagen as messages;
* latitude granted as an AR article leaving the level inside a Bandbreite to the AK, a
  Kompetenzordnung table ("Geschäft / Bandbreite / Zuständig innerhalb"), an AK minute and the
  SR-Präsident's e-mail; refused as an SR that fixes the level and the Pensionskassenexperte's
  band it did not adopt, an AK that declined the GF's request, and the SR-Präsident keeping the
  level; each twin the same text granting it; floors as well as caps; placed in the
  Organisationsreglement's Kompetenzordnung (fields), an Anhang to the AR (a message) or the
  investment strategy's notes (fields);
* objectives as the AR's Anlageziel, the AK's minutes, the investment controller's memo, the
  SR-Präsident's e-mail and the Pensionskassenexperte's opinion, with an earlier wording struck
  through in an Änderungsantrag ("~~...~~ **...**") or set against the new one in a Synopse
  "bisher / neu", and a later note after the SR meeting or from the GF replacing an earlier one;
  the tracking benchmark is the fund's Strategie-Benchmark in Anhang 1;
* leakage as the investment controller and the ALM consultant write it: the ALM study's expected
  returns, a Bandbreiten rebalancing rule, an Agio regression for real-estate funds, a hedge-ratio
  optimisation and a Wertschwankungsreserve target calibrated on periods reaching into the test
  years (SPI returns, Bund yields, SXI Real Estate Funds Agios, the hypothekarischer
  Referenzzinssatz, the OAK BV's Deckungsgrad survey, a pension-fund performance index), and
  whole sentences (Deckungsgrade the OAK BV published only the following June, index members as
  they stand today, real-estate fund NAVs revalued after the year closed, the BVG-Mindestzinssatz
  set later for the year); each clean twin in the same form, ending before the first test date
  (2 January 2015), and where the data are published late, ending where they were out before it
  (the OAK BV survey for 2013, the performance index to October 2014);
* trend claims on Lindmatt Holding AG (SIX: LIND; a fictional SIX-listed maker of precision drives
  and motion components, one of the fund's larger direct holdings in Aktien Schweiz, which reports
  half-yearly with Q1 and Q3 trading updates; the quarterly series is its data vendor's) - net
  sales, EBIT margin (in percent), order backlog, free cash flow (a signed series, negative in
  the first quarters of most years) and net cash (a signed series: net debt until 2023), over
  twenty quarters (2020 Q1-2024 Q4: the 2020 lockdown, the 2022 cost spike, the 2024 recovery),
  as the AK's Traktandum on direct holdings, the investment controller's title commentary, the
  GF's e-mail, a "Titel / Befund" table and the voting note before the AGM (Stimmrechtsausübung);
  horizons covered by the series against uncovered ones ("since the SNB removed the EUR/CHF floor
  in January 2015"). Whether a claim holds is computed from the series: true, false, or too close
  to call (never used).

Every bundle carries no validator checks as generated.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Final

from pydantic import JsonValue

from quantward_cli.bench.reviews_heldout import HeldOutCase, TrendRequest
from quantward_cli.bench.reviews_heldout_forms import WrittenForms
from quantward_cli.bench.reviews_heldout_shared import (
    ALL_KINDS,
    FOLDS_TESTED_FROM_2015,
    AnswerKind,
    Maker,
    QuarterlyTrend,
    _breach_cases,
    _calendar_quarters,
    _cap,
    _change_by,
    _cite_as,
    _clause_cite_as,
    _each_structure_each_subject,
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
    held_down,
    held_up,
    never_fell,
    never_rose,
    rose,
)

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20270160
KINDS: Final = ALL_KINDS
TAG: Final = "zzzm"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzmpk0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzmpk1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzmpk2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzmpk3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzmpk5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzmpkd"

_FUND: Final = "Pensionskasse Albula"
_CONTROLLER: Final = "Kessler Invest-Controlling AG"
_EXPERT: Final = "Dr. U. Caduff"


# --- numbers as a Pensionskasse's SR, AK, GF and investment controller write them ------------


def _pct(value: float) -> str:
    """A share in percent, as the Anhang writes it: "36", "3.75"."""
    return _g(value * 100)


def _pct1(value: float) -> str:
    """A share in percent with one decimal where that is exact ("36.0", "31.5"), else in full
    ("3.75"): the investment controller's tables never round a limit."""
    p = round(value * 100, 6)
    return f"{p:.1f}" if abs(round(p, 1) - p) < 1e-9 else _g(p)


def _equity_forms(value: float) -> dict[str, str]:
    """The equity quota: "36%", "36 Prozent des Vorsorgevermögens", "36.0% VV"."""
    return {
        "pct": f"{_pct(value)}%",
        "prz": f"{_pct(value)} Prozent des Vorsorgevermögens",
        "vv": f"{_pct1(value)}% VV",
    }


def _alternative_forms(value: float) -> dict[str, str]:
    """Alternative investments: "10%", "10.0 Prozent", "10% des Gesamtvermögens"."""
    return {
        "pct": f"{_pct(value)}%",
        "prz": f"{_pct1(value)} Prozent",
        "gv": f"{_pct(value)}% des Gesamtvermögens",
    }


def _fx_forms(value: float) -> dict[str, str]:
    """Unhedged foreign currency: "20%", "20 Prozent ungesichert", "20.0% Fw. ungesichert"."""
    return {
        "pct": f"{_pct(value)}%",
        "prz": f"{_pct(value)} Prozent ungesichert",
        "fw": f"{_pct1(value)}% Fw. ungesichert",
    }


def _debtor_forms(value: float) -> dict[str, str]:
    """Any one debtor: "5%", "5 Prozent je Schuldner", "5.0% pro Gegenpartei"."""
    return {
        "pct": f"{_pct(value)}%",
        "prz": f"{_pct(value)} Prozent je Schuldner",
        "gp": f"{_pct1(value)}% pro Gegenpartei",
    }


def _employer_forms(value: float) -> dict[str, str]:
    """Unsecured investments with the employer: "3%", "3 Prozent des Vermögens", "3.0% VV"."""
    return {
        "pct": f"{_pct(value)}%",
        "prz": f"{_pct(value)} Prozent des Vermögens",
        "vv": f"{_pct1(value)}% VV",
    }


def _te_forms(value: float) -> dict[str, str]:
    """A tracking error in basis points: "160 Bp.", "1.6% p.a.", "160 Basispunkte"."""
    return {
        "bp": f"{_g(value)} Bp.",
        "pa": f"{_g(value / 100)}% p.a.",
        "basis": f"{_g(value)} Basispunkte",
    }


def _liquidity_forms(value: float) -> dict[str, str]:
    """The Mindestliquidität: "3%", "3 Prozent", "3.0% des VV"."""
    return {
        "pct": f"{_pct(value)}%",
        "prz": f"{_pct(value)} Prozent",
        "vv": f"{_pct1(value)}% des VV",
    }


def _hedge_forms(value: float) -> dict[str, str]:
    """The hedge ratio on foreign-currency bonds: "75%", "75 Prozent abgesichert", "75%
    CHF-abgesichert"."""
    return {
        "pct": f"{_pct(value)}%",
        "prz": f"{_pct(value)} Prozent abgesichert",
        "chf": f"{_pct(value)}% CHF-abgesichert",
    }


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how the fund's people name it, its line in the
    investment controller's Limitenraster, the BVV 2 article and legal limit beside it (None
    where the law sets none), the values it takes, its written forms and whether it is a
    floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    law: tuple[str, float] | None
    unit: str | None
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_EQUITY: Final = _Subject(
    ("max_equity_share", "aktienQuoteMax"),
    (
        "Aktien total (Schweiz und Ausland)",
        "the equity quota",
        "the Aktienquote",
    ),
    "LR-02 Aktien total",
    ("Art. 55 lit. b BVV 2", 0.5),
    "fraction",
    (0.32, 0.36, 0.4),
    _equity_forms,
)
_ALTERNATIVE: Final = _Subject(
    ("max_alternatives_share", "alternativeAnlagenMax"),
    (
        "alternative Anlagen (private equity, infrastructure, insurance-linked securities)",
        "the alternatives bucket",
        "Alternative Anlagen total",
    ),
    "LR-05 Alternative Anlagen",
    ("Art. 55 lit. d BVV 2", 0.15),
    "fraction",
    (0.08, 0.1, 0.12),
    _alternative_forms,
)
_FX: Final = _Subject(
    ("max_unhedged_fx_share", "fremdwaehrungUngesichertMax"),
    (
        "Fremdwährungen ohne Währungssicherung",
        "the unhedged foreign-currency exposure",
        "the open Fw. position",
    ),
    "LR-07 Fw. ungesichert",
    ("Art. 55 lit. e BVV 2", 0.3),
    "fraction",
    (0.16, 0.2, 0.24),
    _fx_forms,
)
_DEBTOR: Final = _Subject(
    ("max_single_debtor_share", "einzelschuldnerMax"),
    (
        "the exposure to any one debtor (Einzelschuldnerbegrenzung)",
        "any single issuer across Obligationen and money market",
        "the largest Gegenpartei",
    ),
    "LR-09 Einzelschuldner",
    ("Art. 54 Abs. 1 BVV 2", 0.1),
    "fraction",
    (0.04, 0.05, 0.06),
    _debtor_forms,
)
_EMPLOYER: Final = _Subject(
    ("max_employer_investment_share", "arbeitgeberAnlageMax"),
    (
        "unsecured investments with the employer (Arbeitgeberanlagen)",
        "the Arbeitgeberanlage (claims on the Albula-Werke group)",
        "the fund's unsecured claim on the Arbeitgeberfirma",
    ),
    "LR-11 Arbeitgeberanlagen",
    ("Art. 57 Abs. 2 BVV 2", 0.05),
    "fraction",
    (0.02, 0.03, 0.04),
    _employer_forms,
)
_TRACKING: Final = _Subject(
    ("max_tracking_error_bps", "teAktienSchweizMax"),
    (
        "the ex-ante tracking error of the Aktien Schweiz mandate against the SPI",
        "the TE of the active Aktien Schweiz mandate",
        "the mandate's Tracking Error gegenüber SPI",
    ),
    "LR-14 TE Mandat Aktien Schweiz",
    None,
    "bps",
    (120.0, 160.0, 200.0),
    _te_forms,
)
_LIQUIDITY: Final = _Subject(
    ("min_liquidity_share", "mindestLiquiditaet"),
    (
        "the Mindestliquidität (cash and call money at the custodian)",
        "the liquidity held for Renten and Freizügigkeitsleistungen",
        "Liquidität CHF",
    ),
    "LR-01 Mindestliquidität",
    None,
    "fraction",
    (0.015, 0.03, 0.045),
    _liquidity_forms,
    floor=True,
)
_HEDGE: Final = _Subject(
    ("min_fx_bond_hedge_ratio", "absicherungsquoteObligationenFwMin"),
    (
        "the hedge ratio on Obligationen Fremdwährungen",
        "the currency hedge on the foreign bond portfolio",
        "the Absicherungsquote Obligationen Fw.",
    ),
    "LR-08 Absicherung Obl. Fw.",
    None,
    "fraction",
    (0.6, 0.675, 0.75),
    _hedge_forms,
    floor=True,
)
#: eight limits, two of them floors; latitude bands are drawn for floors too
_SUBJECTS: Final = (
    _EQUITY,
    _ALTERNATIVE,
    _FX,
    _DEBTOR,
    _EMPLOYER,
    _TRACKING,
    _LIQUIDITY,
    _HEDGE,
)

_RATIONALES: Final = (
    "what the AR 2019 had before the revision",
    "roughly the median of the Pensionskassen-Studie for funds of our size",
    "a working figure until the SR decides",
    "what the investment controller suggested informally at the last AK",
    "in line with the risk capacity in the Pensionskassenexperte's last opinion",
)

#: where a breach's or a latitude band's value lies, as multiples of the limit
_CAP_BREACH: Final = 1.3
_FLOOR_BREACH: Final = 0.7


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Strategic weights across the Pensionskasse's asset classes (Liquidität, Obligationen CHF "
    "and Fw., Aktien Schweiz and Ausland, Immobilien, Hypotheken, alternative Anlagen) within "
    "BVV 2, the Anlagereglement and its Anhang 1",
    "the best risk-adjusted return the fund's risk capacity allows",
    "solve the strategic weights",
    "the solved weights and their risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_RATIONALE: Final = "as the Pensionskasse's regulations set it"
_cite = partial(_cite_as, _RATIONALE)
_clause_cite = partial(_clause_cite_as, _RATIONALE)
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _stopped(text: str) -> str:
    """`text` without the doubled full stop a form ending in one ("160 Bp.", "1.6% p.a.")
    leaves before the sentence's own."""
    return text.replace("Bp..", "Bp.").replace("p.a..", "p.a.")


def _sign(s: _Subject) -> str:
    return "at least" if s.floor else "at most"


def _bound(s: _Subject) -> str:
    return "Untergrenze" if s.floor else "Obergrenze"


def _short(s: _Subject) -> str:
    return "min." if s.floor else "max."


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "re-run the strategic weights after the ALM study (Deckungsgrad 108.4 Prozent, technischer "
    "Zinssatz 1.75 Prozent)",
    "prepare the rebalancing proposal for the AK after the SNB's rate cut",
    "fit the CHF 40 Mio. Hypotheken commitment and the CHF 25 Mio. infrastructure call into the "
    "strategy",
    "size the Aktien Ausland top-up now that the Wertschwankungsreserve (CHF 216.4 Mio.) is at "
    "62 Prozent of its Zielgrösse",
    "redo the target weights for the SR's Strategieklausur (Vorsorgevermögen CHF 2'841.6 Mio. "
    "per 31.01.)",
)
_DEFERRALS: Final = (
    "{noun}: the SR only decides that at its meeting on 24 June",
    "the AK has not ruled on {noun} yet",
    "the revised AR has {noun} as 'gemäss Beschluss SR (offen)'",
    "{noun} waits on the Pensionskassenexperte's opinion on the Risikofähigkeit",
    "the BSR is still reviewing our Art. 50 Abs. 4 Begründung, so {noun} is open",
)
_REQUEST_FRAMES: Final = (
    "Von: Geschäftsführer\nAn: Anlagekommission\nBetreff: Rebalancing\n\nGrüezi mitenand\n\n"
    "Please {task}. Offen: {deferral}.\n\nFreundliche Grüsse\nR. Casutt, GF",
    "AK-Sitzung vom 12. März, Traktandenliste\n1. Protokoll der letzten Sitzung\n2. "
    "Anlagestrategie: {task}\n3. Varia\nHinweis: {deferral}.",
    "Note from " + _CONTROLLER + " (investment controller): we have been asked to {task}. "
    "{Deferral}.",
    "E-Mail SR-Präsident: Vorsorgevermögen CHF 2.84 Mrd. per 31.12. Can the GF {task}? Just "
    "so you know: {deferral}.",
    "Rebalancing-Memo (GF), Stand 28.02.:\nAuftrag: {task}.\n{Deferral}.",
    "Schreiben der BSR vom 03.02. (Auszug): 'Wir bitten Sie, uns die angepasste "
    "Anlagestrategie bis 31.03. einzureichen.'\nGF: before we answer the Aufsicht, please "
    "{task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, "figures" one of its written
#: forms, "law" a written form beside the BVV 2 limit, "table" a written form beside the
#: investment controller's Ist; the answer's kind); {noun}, {v}, {key}, {unit}, {bound}, {sign},
#: {short}, {law}, {art}, {obs}
_STATINGS: Final[tuple[tuple[str, str, AnswerKind], ...]] = (
    (
        "Protokoll AK, Sitzung vom 12.03., Traktandum 4 (Anlagestrategie)\nBeschluss: the AK "
        "sets the {bound} for {noun} at {v}. Einstimmig.",
        "figures",
        "clarification_answer",
    ),
    (
        "Anhang 1 zum Anlagereglement (Auszug)\n"
        "| Position | Limite AR | Limite BVV 2 |\n|---|---|---|\n| {Noun} | {short} {v} | {law} |",
        "law",
        "clarification_answer",
    ),
    (
        "ANLAGEREGLEMENT DER " + _FUND.upper() + " (gültig ab 1.1.2025)\n"
        "Art. 7 Begrenzungen, Abs. 3: {Noun} shall be {sign} {v}, measured at market values.",
        "figures",
        "mandate",
    ),
    (
        "LIMITENRASTER für den Global Custodian (" + _CONTROLLER + ")\n"
        "limite: {key}\neinheit: {unit}\nwert: {v}\nquelle: Anlagereglement Anhang 1",
        "bare",
        "template_inputs",
    ),
    (
        "Zirkularbeschluss des Stiftungsrats Nr. 2025/03\nThe SR decides: {noun} {short} {v}, "
        "effective from the next rebalancing. All ten members agreed in writing.",
        "figures",
        "clarification_answer",
    ),
    (
        _CONTROLLER + ", Quartalsbericht Q3 (Limitenüberwachung)\n"
        "| Limite | Limite AR | Ist 30.09. |\n|---|---|---|\n| {Noun} | {short} {v} | {obs} |",
        "table",
        "clarification_answer",
    ),
    (
        "ANHANG 3 AR - ERWEITERUNG DER ANLAGEMÖGLICHKEITEN (Art. 50 Abs. 4 BVV 2)\n"
        "The SR makes use of the extension and sets out in the Anhang der Jahresrechnung that "
        "Sicherheit and Risikoverteilung are maintained. Auflage: {noun} {sign} {v}.",
        "figures",
        "mandate",
    ),
)


def _ist(s: _Subject, value: float) -> float:
    """The investment controller's Ist inside the limit: above a floor, below a cap."""
    return round(value * 1.2 if s.floor else value * 0.7, 6)


def _bare(s: _Subject, value: float) -> str:
    """The number in the constraint's unit as the investment controller keys it for the
    custodian."""
    if s.unit == "fraction":
        return f"{value:.4f}"
    return _g(value)


def _law(s: _Subject, written: str) -> str:
    """The BVV 2 limit beside the fund's, in the same form as `written` where it can be told
    apart from it, else in words; "-" where the law sets none."""
    if s.law is None:
        return "- (keine)"
    article, legal = s.law
    for said in (f"{_pct(legal)} Prozent ({article})", f"{article}: {_pct(legal)} Prozent"):
        if written.lower() not in said.lower():
            return said
    raise AssertionError((s.key, written))


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings (each in turn)."""
    frame, form, _kind = _STATINGS[turn % len(_STATINGS)]
    observed = ""
    law = ""
    if form == "bare":
        written = _bare(s, value)
    elif form == "table":  # the Ist inside the limit, a decoy in the same form
        written, observed = s.alike((value, _ist(s, value)), rng.randrange(12), apart=True)
    else:
        written = s.render(value, rng.randrange(12))
        law = _law(s, written)
    text = _fill(
        frame,
        noun=rng.choice(s.nouns),
        v=written,
        key=s.key,
        unit=str(s.unit),
        bound=_bound(s),
        sign=_sign(s),
        short=_short(s),
        law=law,
        obs=observed,
    )
    return _once(_stopped(text), written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form: the AR's
    article or the Art. 50 Abs. 4 extension comes before the request and is cited as a clause;
    the investment controller's Limitenraster comes after it, as a document filled in."""
    kind = _STATINGS[turn % len(_STATINGS)][2]
    return _invented_twins_of(
        SEED,
        TAG,
        ANSWER_ID,
        _RATIONALES,
        _plan,
        partial(_stating, turn),
        _clause_cite if kind == "mandate" else _cite,
        answer_kind=kind,
        answer_first=kind == "mandate",
    )


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "anlagereglement_allgemein": [
        "Art. 3: assets are invested so that Sicherheit, a sufficient return, an appropriate "
        "Risikoverteilung and liquidity are ensured (Art. 50 BVV 2).",
        "Art. 5: Effektenleihe (securities lending) only through the Global Custodian and only "
        "against collateral.",
        "Art. 6: Derivate only to hedge or implement; no leverage on the total assets (Art. 56a "
        "BVV 2).",
        "Art. 12: voting rights on Swiss shares are exercised in the interest of the Versicherten.",
    ]
}

_invented = partial(
    _invented_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 1,
    request=_request,
    request_id=REQUEST_ID,
    other_terms=_OTHER_TERMS,
    twins=_invented_twins,
    other_at=1,
)


# --- false provenance --------------------------------------------------------------------------

#: another line beside it in an Anhang 1 excerpt: its name and its value, in the subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "LR-02 Aktien total": ("Aktien Ausland, davon Emerging Markets, max.", 0.08),
    "LR-05 Alternative Anlagen": ("Immobilien Ausland, max.", 0.07),
    "LR-07 Fw. ungesichert": ("Obligationen Fw., max.", 0.14),
    "LR-09 Einzelschuldner": ("Einzelne Bank (Geldmarkt und Kontokorrent), max.", 0.02),
    "LR-11 Arbeitgeberanlagen": ("Beteiligungen am Arbeitgeber, max.", 0.01),
    "LR-14 TE Mandat Aktien Schweiz": ("TE Mandat Obligationen CHF, max.", 60.0),
    "LR-01 Mindestliquidität": ("Liquidität, Strategie (neutral)", 0.055),
    "LR-08 Absicherung Obl. Fw.": ("Absicherungsquote Aktien Ausland, min.", 0.3),
}


def _away(s: _Subject, value: float, up: float, down: float) -> float:
    """A wrong value for `s`: `value` times `up` for a cap, times `down` for a floor, rounded
    as the papers quote it (a tenth of a percent, a whole basis point)."""
    wrong = value * (down if s.floor else up)
    return round(wrong, 3) if s.unit == "fraction" else float(round(wrong))


def _misquoted(
    rng: random.Random, i: int, structure: int, s: _Subject, value: float
) -> tuple[str, str, str, float]:
    """The answer in one of five structures: (text, right written, wrong written, wrong value);
    the truth (which value is the limit) is `value`, drawn by the caller."""
    noun = rng.choice(s.nouns)
    variant = (i // 5) % 2
    if structure == 0:  # an earlier version of the AR, changed since
        wrong_value = _away(s, value, 1.5, 0.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"The Vernehmlassung draft of the AR had {wrong} for {noun}. The SR adopted "
                f"the AR with {right}, in force since 1.1.2025."
            )
        else:
            text = (
                f"AR 2019, Anhang 1: {noun} {wrong}. Revision 2024: {right}. Only the revised "
                "AR applies."
            )
    elif structure == 1:  # a proposal the SR did not take
        wrong_value = _away(s, value, 1.35, 0.7)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"The AK proposed {wrong} for {noun}. The SR rejected it, 7:3; the {_bound(s)} "
                f"remains {right}."
            )
        else:
            text = (
                f"{_CONTROLLER} recommended {wrong} on {noun} in its strategy review. The SR did "
                f"not follow the recommendation and kept {right}."
            )
    elif structure == 2:  # the investment controller's Ist
        wrong_value = _away(s, value, 0.7, 1.3)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Investment-Controlling Q3: {noun} stood at {wrong} per 30.09., against the "
                f"{_bound(s)} of {right} in the AR. Keine Verletzung."
            )
        else:
            text = (
                "| Kategorie | Ist 30.09.2024 | Limite AR |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_short(s)} {right} |"
            )
    elif structure == 3:  # another line beside it
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{beside} {wrong}", f"{_cap(noun)}, {_short(s)} {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Anhang 1 AR (Auszug, Stand 1.1.2025)\n- " + "\n- ".join(lines)
    else:  # the law's limit or the peers' median, quoted for comparison
        if variant == 0 and s.law is not None:
            article, wrong_value = s.law
            right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
            text = (
                f"BVV 2 allows {wrong} for {noun} ({article}). Our AR is stricter: {right}, "
                "and the AR binds us."
            )
        else:
            wrong_value = _away(s, value, 1.4, 0.55)
            right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
            text = (
                f"Ours, per AR: {noun}, {_short(s)} {right}. The Pensionskassen-Studie 2024 shows "
                "a median "
                f"of {wrong} - zur Information, not our rule."
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
    pair=_each_structure_each_subject,
)


# --- mandate clauses as the AR, its Anhang 1, the SR's decisions, an AK Weisung, Art. 50 Abs. 4


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:  # the AR's article in the mandate's fields, under numbered keys
        article: dict[str, JsonValue] = {
            "abs_1": "The limits of Art. 54, 54a, 54b, 55 and 57 BVV 2 apply unless these "
            "regulations set a stricter one.",
            "abs_2": "Market values at month-end per the Global Custodian's Depotauszug are "
            "decisive.",
            "abs_3": _stopped(f"{_cap(noun)} shall be {_sign(s)} {written}."),
        }
        return (
            {"anlagereglement": {"stiftung": _FUND, "stand": "1.1.2025", "art_7": article}},
            None,
            "anlagereglement.art_7.abs_3",
        )
    if shape == 1:  # Anhang 1 as a message
        law = _law(s, written)
        anhang = (
            "ANHANG 1 ZUM ANLAGEREGLEMENT - Anlagestrategie, Bandbreiten und Limiten\n"
            "| Position | Vorgabe AR | BVV 2 |\n|---|---|---|\n"
            "| Hypotheken Schweiz | Strategie 8.0%, Bandbreite 4.0-12.0% | 50 Prozent |\n"
            f"| {_cap(noun)} | {_short(s)} {written} | {law} |\n"
            "Die Anlagekommission überwacht die Einhaltung monatlich."
        )
        return None, anhang, MANDATE_ID
    if shape == 2:  # the SR's decisions in the mandate's fields
        decisions: list[JsonValue] = [
            "SR 14.11.: the technischer Zinssatz stays at 1.75 Prozent.",
            "SR 14.11.: the Zielgrösse of the Wertschwankungsreserve is 16.5 Prozent.",
            _stopped(f"SR 14.11.: {_cap(noun)}, {_short(s)} {written}."),
        ]
        return (
            {"stiftungsrat": {"sitzung": "14.11.2024", "beschluesse": decisions}},
            None,
            "stiftungsrat.beschluesse[2]",
        )
    if shape == 3:
        weisung = (
            "WEISUNG DER ANLAGEKOMMISSION Nr. 4 to the Geschäftsstelle and the asset managers\n"
            "1. Implement the strategy through index funds where no active mandate exists.\n"
            f"2. {_cap(noun)}: {_sign(s)} {written}.\n"
            "3. Report every Limitenverletzung to the AK-Präsident within 2 Arbeitstage."
        )
        return None, _stopped(weisung), MANDATE_ID
    extension = (
        "Protokoll SR vom 14.11.2024, Traktandum 6: Erweiterung nach Art. 50 Abs. 4 BVV 2\n"
        "The SR decides to keep using the extension of investment possibilities for "
        "infrastructure, subject to this Auflage: "
        f"{noun} {_sign(s)} {written}.\nThe Begründung is set out schlüssig in the Anhang der "
        "Jahresrechnung."
    )
    return None, _stopped(extension), MANDATE_ID


_WITHIN_ASKS: Final = (
    "Re-run the strategic weights; BVV 2, the AR and its Anhang 1 all apply.",
    "Please redo the Anlagestrategie within every limit of the AR and the SR's decisions.",
    "Before the AK meets, re-optimise the portfolio inside all our Limiten.",
    "Fit the CHF 40 Mio. Hypotheken commitment in without breaching anything in the AR.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 5,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 4 != 2,
    rationale="the Pensionskasse's documented limit",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
    cap_inside=0.9,
    floor_inside=1.2,
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {bound}, {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "AR Art. 9 Abs. 2: within the Bandbreite von {lo} bis {hi} the AK sets the {bound} for "
    "{noun} itself; outside it the SR decides.",
    "| Geschäft | Bandbreite | Zuständig innerhalb |\n|---|---|---|\n| {Noun} ({bound}) | {lo} - "
    "{hi} | AK (Antrag GF) |",
    "Protokoll AK, Traktandum 3: the GF may set the {bound} for {noun} anywhere between {lo} and "
    "{hi} without coming back to the AK.",
    "E-Mail SR-Präsident: the {bound} for {noun} is the AK's call, {lo}-{hi}. Bitte im Protokoll "
    "festhalten.",
)
#: (refused, granted), both with {bound}, {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "The SR fixes the {bound} for {noun} at {point}. The band of {lo} to {hi} in "
        + _EXPERT
        + "'s opinion was noted but not adopted; the AK has no discretion here.",
        "The SR adopts the band of {lo} to {hi} in "
        + _EXPERT
        + "'s opinion for the {bound} on {noun}; the AK sets the level inside it.",
    ),
    (
        "Protokoll AK, Traktandum 5: the GF asked for a Bandbreite of {lo}-{hi} for the {bound} "
        "on {noun}. Abgelehnt; {point} applies until the next ALM study.",
        "Protokoll AK, Traktandum 5: the GF asked for a Bandbreite of {lo}-{hi} for the {bound} "
        "on {noun}. Genehmigt; the GF picks the level inside it.",
    ),
    (
        "E-Mail SR-Präsident: no, the {bound} on {noun} stays at {point}. There is no "
        "{lo}-{hi} band and I won't put one to the SR this year.",
        "E-Mail SR-Präsident: yes, the {bound} on {noun} may move within {lo}-{hi}. The AK "
        "decides where.",
    ),
)


def _named(rng: random.Random, s: _Subject) -> dict[str, str]:
    """A range's noun and whether it bounds an Untergrenze or an Obergrenze."""
    return {"noun": rng.choice(s.nouns), "bound": _bound(s)}


_LEADING_NUMBER: Final = re.compile(r"[\d.]+")


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A range's bounds as an Anhang writes a Bandbreite: the low end as a bare number and the
    top with its unit ("von 27 bis 36 Prozent des Vorsorgevermögens", "90-120 Bp."); the
    middle and the level a refusal fixes in full."""
    forms = [s.forms(v) for v in bounds]
    key = rng.choice(list(forms[0]))
    lo, hi, mid = (f[key] for f in forms)
    match = _LEADING_NUMBER.match(lo)
    if match is not None:
        lo = match.group()
    # a refused band's fixed level: its low end for a cap, its top for a floor, so that the
    # middle a plan assumes is looser than the level fixed
    fixed = forms[1][key] if s.floor else forms[0][key]
    return {"lo": lo, "hi": hi, "mid": mid, "fixed": fixed}


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the Organisationsreglement's Kompetenzordnung (fields), in an Anhang
    to the AR (a mandate message), or in the investment strategy's notes (fields)."""
    text = _stopped(text)
    if shape == 0:
        return {"organisationsreglement": {"kompetenzordnung": {"anlagen": text}}}, None
    if shape == 1:
        return None, f"Anhang 2 zum Anlagereglement - Kompetenzen (Stand 1.1.2025)\n\n{text}"
    return {
        "anlagestrategie": {
            "gueltig_ab": "1.1.2025",
            "bemerkungen": [
                text,
                "Rebalancing quarterly, at the latest on a Bandbreitenverletzung.",
            ],
        }
    }, None


def _three_fifths_up(bounds: tuple[float, float, float]) -> float:
    """The point a granted plan assumes: three fifths of the way from the low end to the top."""
    low, high, _middle = bounds
    return round(low + (high - low) * 0.6, 6)


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 3,
    written=_band,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: i % 3,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_placed_text,
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", TAG, _with_mandate),
    refused_at=(2, 5),
    named=_named,
    point="fixed",
    low_ratio=0.75,
    floors=True,
    assumed_value=_three_fifths_up,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as the AR, the AK's minutes, the investment controller's
#: memo, the SR-Präsident's e-mail and the Pensionskassenexperte's opinion put them; the first of
#: each is one line, so that it can be struck through in an Änderungsantrag
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "AR Art. 2 Anlageziel: the highest return per unit of risk the fund's Risikofähigkeit "
        "allows - the best Sharpe ratio.",
        "Protokoll AK, Traktandum 2:\nThe AK wants the strategy weighted for the best "
        "risk-adjusted return (Sharpe ratio); more return with more risk is not better per se.",
        _CONTROLLER + ", memo to the AK: weight the portfolio for maximum return per unit of "
        "volatility, i.e. the Sharpe ratio.",
        "E-Mail SR-Präsident: the SR wants the best risk-adjusted return, nothing else. Please "
        "optimise for the Sharpe ratio.",
        "Gutachten " + _EXPERT + " (Pensionskassenexperte): the strategy should earn the most "
        "per unit of risk taken; we recommend weights that maximise the Sharpe ratio.",
    ),
    "variance": (
        "AR Art. 2 Anlageziel: the lowest possible volatility of the assets - the least "
        "volatile portfolio we can hold.",
        "Protokoll AK, Traktandum 2:\nThe AK wants minimum-variance weights; return forecasts "
        "are not to enter the optimisation.",
        _CONTROLLER + ", memo to the AK: with the Wertschwankungsreserve not yet full, weight the "
        "portfolio for the lowest volatility.",
        "E-Mail SR-Präsident: after last year the SR wants calm. Minimise the portfolio's "
        "variance, whatever the expected returns are.",
        "Gutachten " + _EXPERT + " (Pensionskassenexperte): given the limited risk capacity, "
        "the weights should minimise the variance of the portfolio.",
    ),
    "tracking": (
        "AR Art. 2 Anlageziel: returns as close as possible to the Strategie-Benchmark in "
        "Anhang 1, with the least deviation from it.",
        "Protokoll AK, Traktandum 2:\nThe AK wants the weights to follow the Strategie-Benchmark "
        "(Anhang 1) with the lowest tracking error.",
        _CONTROLLER + ", memo to the AK: minimise the tracking error against the "
        "Strategie-Benchmark of Anhang 1.",
        "E-Mail SR-Präsident: we are measured against our Strategie-Benchmark; please keep the "
        "tracking error to it as small as possible.",
        "Gutachten " + _EXPERT + " (Pensionskassenexperte): the portfolio should stay close to "
        "the Strategie-Benchmark in Anhang 1; minimise the tracking error to it.",
    ),
    "return": (
        "AR Art. 2 Anlageziel: the highest expected return, to rebuild the "
        "Wertschwankungsreserve, with no penalty for risk.",
        "Protokoll AK, Traktandum 2:\nThe AK wants the weights with the highest expected "
        "return; risk is handled by the limits, not the objective.",
        _CONTROLLER + ", memo to the AK: maximise expected return within the Bandbreiten; no "
        "risk adjustment in the objective.",
        "E-Mail SR-Präsident: we need the Sollrendite. Maximise the expected return, no risk "
        "adjustment.",
        "Gutachten " + _EXPERT + " (Pensionskassenexperte): to reach the Sollrendite the "
        "weights should maximise the expected return; risk is bounded by the AR.",
    ),
}
_REDLINES: Final = (
    "Änderungsantrag GF zu AR Art. 2 (Version für die SR-Sitzung):\n~~{old}~~\n**{new}**",
    "Synopse Anlagereglement, Art. 2\n| bisher | neu |\n|---|---|\n| {old} | {new} |",
)
_FOLLOW_UPS: Final = (
    "Nachtrag nach der SR-Sitzung vom 14.11.: the SR decided otherwise. The objective now "
    "reads:\n\n{new}",
    "GF, 17:40: bitte das Anlageziel von heute Morgen ersetzen. After the call with the "
    "SR-Präsident:\n\n{new}",
)
_ASK_FRAMES: Final = (
    "Anlagestrategie 2025, Vorbereitung AK:\n\n{ask}",
    "{ask}\n\nPlease set the strategic weights accordingly. - GF",
    "Vorsorgevermögen CHF 2'840 Mio., Deckungsgrad 108.4 Prozent, Wertschwankungsreserve 9.1 "
    "Prozent.\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Strategic weights across the Pensionskasse's asset classes",
    purpose="solve for the strategic weights",
    custom_reason="no platform solver for this objective",
    custom_purpose="strategic weights",
    section_title="Strategische Gewichte",
    description="the strategic weights",
)


def _struck(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    if "\n" in old:  # a struck earlier wording: its one-line form
        old = _ASKS[old_kind][0]
    if "\n" in ask:  # a table cell or a struck line holds one line
        ask = ask.replace("\n", " ")
    return _fill(_REDLINES[(i // 4) % len(_REDLINES)], old=old, new=ask)  # each in turn


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Every fourth case from the first has an earlier wording in the same text, struck through
    or set against the new one; every fourth from the fourth an earlier message a later one
    replaces."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={0: _struck},
        later=lambda rng, i, ask: _fill(rng.choice(_FOLLOW_UPS), new=ask),
        framed=lambda rng, i, wanted, ask: _fill(rng.choice(_ASK_FRAMES), ask=ask),
        solving=_solving,
        seed=SEED,
        tag=TAG,
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
        turn=lambda i: i + 3 * (i // 4),
    )


# --- leakage -----------------------------------------------------------------------------------

_WINDOWS: Final = FOLDS_TESTED_FROM_2015
#: (a period reaching into the test years, the same form ending before the first test, 2 Jan 2015)
_PERIODS: Final = (
    (
        "SPI total-return Monatswerte, Januar 2000 bis Dezember 2017",
        "SPI total-return Monatswerte, Januar 2000 bis Dezember 2014",
    ),
    (
        "Renditen 10-jähriger Bundesobligationen (SNB), 1995-2019",
        "Renditen 10-jähriger Bundesobligationen (SNB), 1995-2014",
    ),
    (
        "SXI Real Estate Funds Agios, Jan. 2005 - Jun. 2018",
        "SXI Real Estate Funds Agios, Jan. 2005 - Dez. 2014",
    ),
    (
        "the hypothekarischer Referenzzinssatz (BWO), Sept. 2008 bis März 2020",
        "the hypothekarischer Referenzzinssatz (BWO), Sept. 2008 bis Dez. 2014",
    ),
    (
        "the OAK BV Erhebung der Deckungsgrade for 2011-2016",
        "the OAK BV Erhebung der Deckungsgrade for 2011-2013",
    ),
    (
        "a Swiss pension-fund performance index, monthly, 2006 to 2018",
        "a Swiss pension-fund performance index, monthly, 2006 to Oktober 2014",
    ),
)
_ACTIONS: Final = (
    "the ALM study's expected returns and correlations were estimated",
    "the Bandbreiten rebalancing trigger was calibrated",
    "the regression of real-estate fund Agios on Bund yields was estimated",
    "the optimal hedge ratio for Obligationen Fw. was fitted",
    "the Zielgrösse of the Wertschwankungsreserve (97.5% über ein Jahr) was calibrated",
)
_LEAK_FRAMES: Final = (
    "ALM-Studie 2025, Kapitel 3 (Annahmen): {action} on {period}.",
    _CONTROLLER + ", Methodenbeschrieb: {action} over {period}; the parameters stay fixed "
    "through all three walk-forward folds.",
    "Bericht an die AK, Anhang B (Backtest): {action} once, on {period}, before the "
    "walk-forward run.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Each year's risk-capacity input uses the Deckungsgrade of that year's 31.12., which "
        "the OAK BV only publishes the following June.",
        "Each year's risk-capacity input uses only the Deckungsgrade the OAK BV had already "
        "published by that date.",
    ),
    (
        "Aktien Schweiz in the back-test are the SPI members as they stand today, back to the "
        "first fold.",
        "Aktien Schweiz in the back-test are the SPI members as they stood on each date, "
        "delisted names included.",
    ),
    (
        "Real-estate funds in the test years are valued at the NAVs revalued after each year "
        "closed, as published in the annual reports.",
        "Real-estate funds in the test years are valued at the last NAV published on or before "
        "each date.",
    ),
    (
        "The liabilities side credits each year with the BVG-Mindestzinssatz the Bundesrat set "
        "for that year only after it had started.",
        "The liabilities side credits each year with the BVG-Mindestzinssatz the Bundesrat had "
        "announced before the year began.",
    ),
)
_LEAK_ASKS: Final = (
    "The AK wants a three-fold walk-forward back-test of the new strategy before the SR adopts it.",
    "Please back-test the rebalancing rule walk-forward, three folds, for the Strategieklausur.",
    "Auftrag an den Investment-Controller: three-fold walk-forward test of the strategic weights.",
)
_WHERE: Final = ("reasoning", "purpose", "interpretation", "evidence")


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

_COMPANY: Final = "Lindmatt"
_ENTITY: Final = "ent_lindmatt_holding"
#: twenty quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022, 2023, 2024))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in Q4 2024 against Q3 2024", (18, 19)),
    ("over GJ 2024", (15, 19)),
    ("in H2 2024", (17, 19)),
    ("over the two years to 31.12.2024", (11, 19)),
    ("over the five years 2020-2024", (0, 19)),
    ("since the lockdown quarter (Q2 2020)", (1, 19)),
    ("through the 2022 cost spike (Q4 2021 to Q4 2022)", (7, 11)),
    ("in H1 2023", (11, 13)),
    ("since the SNB removed the EUR/CHF floor in January 2015", None),
    ("since Lindmatt's listing on the SIX in 2007", None),
    ("over the last ten years", None),
)

#: what the claims answer: the AK's question on a direct holding
_REQUEST: Final = TrendRequest(
    question="For the AK on 20 March (Traktandum 5, Direktanlagen Aktien Schweiz): how has "
    "{company} developed?",
    heading="**Direktanlage Aktien Schweiz - " + _COMPANY + " Holding AG (SIX: LIND)**",
    as_of="2025-03-12",
)


#: "by roughly 12 Prozent", "by a good 10 Prozent", "by almost 15 Prozent"; "" when it barely
#: moved
_approx_pct = partial(
    _rounded_change,
    past="by a good {} Prozent",
    short="by almost {} Prozent",
    about="by roughly {} Prozent",
)

_by_points = partial(_change_by, "by {:.1f} Prozentpunkte", 0.3)

_by_mio = partial(_change_by, "by CHF {:.0f} Mio.", 5.0)

_by_mio1 = partial(_change_by, "by CHF {:.1f} Mio.", 2.0)


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "CHF"
    growth: bool  # the two years' pace and compounding: for a growing line item
    #: how a year-on-year move is said of it: (above a year earlier, below a year earlier)
    year_on_year: tuple[str, str] = (
        "{s} came in above the same quarter of 2023 in every quarter of 2024",
        "{s} came in below the same quarter of 2023 in every quarter of 2024",
    )


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "net_sales",
        (
            182.4,
            151.7,
            170.9,
            188.2,
            190.5,
            201.3,
            207.8,
            219.6,
            226.1,
            238.4,
            231.0,
            249.7,
            244.9,
            252.6,
            248.3,
            266.1,
            259.8,
            271.4,
            276.9,
            291.3,
        ),
        (
            "Net sales (Nettoumsatz)",
            "Lindmatt's net sales",
            "Group sales in CHF",
        ),
        (
            ("{s} grew {m}", rose),
            ("{s} declined {m}", fell),
            ("{s} never slipped back from one quarter to the next", never_fell),
            ("{s} did not go backwards", held_up),
            ("{s} did not grow", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "ebit_margin_pct",
        (
            9.8,
            6.1,
            8.7,
            10.4,
            11.2,
            11.9,
            12.3,
            12.8,
            11.6,
            10.9,
            9.7,
            10.2,
            10.8,
            11.5,
            11.1,
            12.4,
            12.9,
            13.3,
            12.7,
            13.8,
        ),
        (
            "The EBIT margin",
            "Lindmatt's EBIT-Marge",
            "Operating margin (EBIT in Prozent of sales)",
        ),
        (
            ("{s} widened {m}", rose),
            ("{s} narrowed {m}", fell),
            ("{s} never narrowed from one quarter to the next", never_fell),
            ("{s} never widened from one quarter to the next", never_rose),
            ("{s} did not narrow", held_up),
        ),
        _by_points,
        False,
        (
            "{s} stood above the same quarter of 2023 in every quarter of 2024",
            "{s} stood below the same quarter of 2023 in every quarter of 2024",
        ),
    ),
    _Trend(
        "fundamentals.quarters",
        "order_backlog",
        (
            412.0,
            388.0,
            395.0,
            421.0,
            448.0,
            476.0,
            502.0,
            519.0,
            547.0,
            561.0,
            538.0,
            529.0,
            511.0,
            498.0,
            506.0,
            487.0,
            493.0,
            518.0,
            534.0,
            552.0,
        ),
        (
            "The order backlog (Auftragsbestand)",
            "Lindmatt's Auftragsbestand",
            "Orders on hand",
        ),
        (
            ("{s} built up {m}", rose),
            ("{s} ran down {m}", fell),
            ("{s} never ran down from one quarter to the next", never_fell),
            ("{s} never built up from one quarter to the next", never_rose),
            ("{s} did not run down", held_up),
        ),
        _by_mio,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "free_cash_flow",
        (
            -14.2,
            -22.8,
            6.4,
            31.5,
            -3.1,
            12.7,
            18.9,
            40.2,
            -18.6,
            -9.4,
            4.8,
            27.3,
            -6.9,
            8.2,
            15.1,
            36.8,
            2.4,
            14.6,
            21.9,
            44.7,
        ),
        (
            "Free cash flow",
            "Lindmatt's free cash flow",
            "Cash flow after investments (Free Cashflow)",
        ),
        (
            ("{s} improved {m}", rose),
            ("{s} worsened {m}", fell),
            ("{s} never worsened from one quarter to the next", never_fell),
            ("{s} did not worsen", held_up),
            ("{s} did not improve", held_down),
        ),
        _by_mio1,
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_cash",
        (
            -96.0,
            -118.0,
            -109.0,
            -84.0,
            -88.0,
            -71.0,
            -57.0,
            -31.0,
            -52.0,
            -64.0,
            -58.0,
            -35.0,
            -41.0,
            -29.0,
            -16.0,
            8.0,
            11.0,
            2.0,
            19.0,
            47.0,
        ),
        (
            "Net cash (Nettoliquidität; negative: net debt)",
            "Lindmatt's Nettoliquidität",
            "The net cash position",
        ),
        (
            ("{s} improved {m}", rose),
            ("{s} deteriorated {m}", fell),
            ("{s} never deteriorated from one quarter to the next", never_fell),
            ("{s} never improved from one quarter to the next", never_rose),
            ("{s} did not deteriorate", held_up),
        ),
        partial(_change_by, "by CHF {:.0f} Mio.", 4.0),
        False,
        (
            "{s} ended stronger than in the same quarter of 2023 in every quarter of 2024",
            "{s} ended weaker than in the same quarter of 2023 in every quarter of 2024",
        ),
    ),
)


_year_specials = partial(
    _growth_specials,
    faster="{s} grew faster in GJ 2024 than in GJ 2023",
    slower="{s} grew more slowly in GJ 2024 than in GJ 2023",
    grew="{s} compounded at a double-digit annual rate from Q4 2022 to Q4 2024",
    shrank="{s} shrank at a double-digit annual rate, compounded, from Q4 2022 to Q4 2024",
    end=19,
    shrinking=True,
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) pairs over the whole series, each computed from it: year over
    year in each quarter of 2024, and for a growing item 2024 against 2023 and the two-year
    compound rate (a rise or a fall). Pairs too close to call are left out."""
    up_all, down_all = trend.year_on_year
    return _year_specials(trend, up_all=up_all, down_all=down_all)


_CLAIM_FRAMES: Final = (
    "Protokoll AK, Traktandum 5 (Direktanlagen): {claim} [1]. LIND is 1.9 Prozent of Aktien "
    "Schweiz (CHF 14.2 Mio.); keine Massnahme.",
    _CONTROLLER + ", Quartalsbericht Q4, Titelkommentar: {claim} [1]. The stock closed at CHF "
    "66.25, about 17x forward earnings.",
    "E-Mail GF an AK-Präsident: kurz zu Lindmatt - {claim} [1]. The HY report is due on 21 August.",
    "| Titel | Befund (HY- und Q-Zahlen) |\n|---|---|\n| " + _COMPANY + " Holding AG (LIND) | "
    "{Claim} [1] |",
    "Stimmrechtsausübung GV 2025, Notiz zuhanden AK: {claim} [1]. We vote our 214'300 Aktien "
    "for the dividend of CHF 1.85 and against the Vergütungsbericht.",
)


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
        special_step=5,
        left_out=lambda h, w, c: h.startswith("in Q4 2024") and "quarter" in c,
        seed=SEED,
        tag=TAG,
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
        trend_request=_REQUEST,
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZZZM: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
