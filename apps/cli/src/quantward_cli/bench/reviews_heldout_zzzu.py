"""Held-out batch ZZZU: every flaw kind again, in the voice of an Italian negotiated occupational
pension fund: Fondo Pensione Alveare (a fictional fondo pensione negoziale for the workers of the
chemical, pharmaceutical and allied industries, iscritto all'Albo COVIP, with some 164.300
aderenti and € 8.412,6 milioni of attivo netto destinato alle prestazioni at 31/12/2024),
supervised by COVIP, investing its three comparti (Garantito, Bilanciato, Dinamico) through
gestori under convenzioni di gestione, within the D.M. 166/2014 and its own Documento sulla
politica di investimento (DPI). Its people and papers, written mostly in Italian with the odd
English line of an analyst or an advisor: the Consiglio di Amministrazione (CdA) and its delibere
(approvata, respinta, ritirata, rinviata) and verbali; the Comitato Finanza (a commissione
consiliare) with its ordine del giorno and verbale; the Direttore Generale (dott.ssa C.
Benedetti) and her e-mails; the Funzione Finanza (M. Ferri) with its relazioni trimestrali and
its Teams messages; the Funzione di gestione del rischio (L. Martinelli) with its report di
monitoraggio and its pareri; the DPI with its § 3 (obiettivi), § 5 (limiti) and § 6 (bande di
oscillazione e deleghe); the convenzioni di gestione with their allegato tecnico (art. 4, limiti
di investimento: rating minimo BBB-, duration, peso massimo per emittente, TEV ex ante) and the
linee di indirizzo of each comparto; the gestori (Lagunare SGR, Nordalpi Asset Management,
Tirreno Investimenti SGR; the Garantito with Assicurazioni Meridiane) and their modulo
rilevazione limiti; the banca depositaria's export (a semicolon CSV); the advisor (Quadrante
Consulting) and its analisi ALM; COVIP's letters (prot. n. 0781 del 14/02/2025); a delegato in
Assemblea and an aderente asking. Its number forms are Italian: decimal comma and dot thousands
("€ 8.412,6 milioni", "€ 150,0 milioni", "30,0%", "0,30" in a form), "punti base" and "p.b.",
"p.p.", "4,00% su base annua", numbers in words ("trenta per cento", "quattrocento punti base",
"quarantacinque emittenti"), dates as 31/03/2025, quarters as "I trimestre 2024" and "IV
trimestre 2024", halves as "II semestre 2024", "esercizio 2024", and Italian month abbreviations
in periods ("gen 2007 – dic 2014").

Batch ZZZU is built like ZZZR and ZZZS - phrase-level parts, a seeded generator, the truth kept
by the generator and never read from the text - and uses the plan, span and constraint helpers
of `reviews_heldout_shared`, its invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, subjects, trend
series and the claims it makes of them are its own. It was written blind: only ZZZR and ZZZS
(read for shape, with their tests), `reviews_heldout_shared`, `reviews_heldout_truths`,
`reviews_heldout_forms` (which the shared module imports), the `HeldOutCase` / `TrendRequest` /
`trend_claim_twins` part of `reviews_heldout`, the tests' `heldout_checks` and the contract models
of `libs/contracts` (the constraint units, ids and windows) were read for it; no rule, reviewer,
reviewer or validator test, validator, benchmark result or other batch was read, and it was not
run against the reviewers or the validator before its first recorded run.

It takes the shared loops' opt-in options its register needs, set apart from ZZZR's and ZZZS's
where the loops allow: seven subjects (three floors: the titoli di Stato of the Garantito, a
count of emittenti and the Garantito's liquidità; one cap in basis points, the TEV ex ante), and
seven shares no factor with six, so the misquote loop keeps its default pairing (`i + i // 5`:
every subject misquoted, no structure on the same subject twice), its wording varied every three
cases apart from the mode, one structure in three wordings (a proposal respinta, ritirata or
rinviata); limits written in words too (`words_every=4`: "trenta per cento"), in the answers and
the mandates; the invented limit's answer in six forms taken in a turn that slides by one every
six cases (`i + i // 6`, so each form meets both modes): a CdA delibera, the Funzione Finanza's
e-mail and the Funzione di gestione del rischio's monitoring table with a decoy "Valore rilevato"
(chat answers); the gestore's modulo rilevazione limiti returned BEFORE the request and the banca
depositaria's semicolon CSV AFTER it (`template_inputs`, a bare number in the constraint's unit
with a decimal comma and two decimals: "0,30"); the DPI sent back after the request as a
`mandate`, cited as a clause; the other-terms mandate on the strategy cases with
`(i // 2) % 2 == 0` (`other_at=0`); breaches in six shapes (`shape=i % 6`) at 1.25 of a cap and
0.6 of a floor, uncited twins at 0.75 of a cap and 1.4 of a floor, the clause cited in two cases
of three (one shape beside a withdrawn delibera proposing the very value breached); latitude
bands whose low end is three fifths of their top (`low_ratio=0.6`, floors among them, a count
band of 30 to 50 emittenti with a whole middle), each granted case assuming the middle, refused
cases at `i % 6` in (1, 4) fixing the band's strict end, one refusal a decision rinviata, placed
in four shapes (`i % 4`); objectives in five structures (`structure=i % 5`), two withdrawing an
earlier wording in the same text (a "Testo previgente / Testo modificato" table and an errata
corrige, "anziché «…» leggasi «…»"), each wanted objective meeting every structure
(`turn=i // 5 + i % 5`); leakage over five anchored (expanding) walk-forward windows trained from
2 January 2007 and each tested a calendar year, the first from 2 January 2015, the whole sentence
at every third case from the first (`sentence_at=0`), placed in the evidence first; and a trend
request of its own (the Comitato Finanza's question on an issuer under watch, its heading, an
as-of date after the 2024 results) over twenty-four quarters (I trimestre 2019 - IV trimestre
2024) comparing 2024 with 2023 (`end=23`), special pairs taken every third case
(`special_step=3`), with extra frame parts drawn per claim (`frame_parts`: the comparto holding
the issuer and the exposure in € milioni) and a signed series (utile netto, losses in the
lockdown quarter and in an impairment quarter of 2023); its claims are written in Italian.

Decoy numbers (no truth depends on them): the attivo netto (€ 8.412,6 milioni) and the
Bilanciato's patrimonio (€ 5.127,3 milioni), the aderenti (164.300), the € 150,0 milioni private
debt mandate, the TFR's revaluation (1,5% + 75% dell'inflazione, 1,9% for 2024) against the
Bilanciato's rendimento netto (+7,81%), the ISC (0,31%), COVIP's protocol number and dates,
delibera and agenda numbers (n. 14/2025, punto 4 all'o.d.g.), votes (5 favorevoli, 7 contrari),
the rating minimo BBB- and the duration band (tra 3 e 6 anni) beside a limit, the monitoring
table's "Valore rilevato", the benchmark's weights and COVIP's media dei fondi negoziali quoted
for comparison, another limit beside one in the allegato tecnico, a withdrawn delibera's figure,
and the watched issuer's rating (BBB-), spread (185 p.b.) and position. Its parts:

* limits as the fund's people state them: the Bilanciato's azioni (a cap: "30%", "30,0% del
  patrimonio del comparto", "30 per cento", "trenta per cento"), the peso per singolo emittente
  non governativo (a cap: "3%", "3,0% per singolo emittente", "3 per cento del patrimonio in
  gestione"), the TEV ex ante (a cap in bp: "400 punti base", "4,00% su base annua", "400 p.b.",
  "quattrocento punti base"), the esposizione valutaria non coperta (a cap: "25%", "25,0% non
  coperto", "25 per cento del patrimonio"), the Garantito's titoli di Stato area euro (a floor:
  "36%", "36,0% in titoli di Stato", "36 per cento"), the emittenti in the corporate mandate (a
  floor, a count: "45 emittenti", "45 emittenti distinti", "45 nomi", "quarantacinque
  emittenti") and the Garantito's liquidità (a floor: "6%", "6,0% in liquidità e strumenti
  monetari", "6 per cento");
* requests (the Direttore Generale's e-mail to a gestore, the Comitato Finanza's ordine del
  giorno, a Teams message of the Funzione Finanza, a delegato's question, COVIP's letter and the
  verbale's azioni da svolgere) deferring the limit to a CdA not yet held, a delibera rinviata,
  a draft allegato tecnico's "[da definire]", the reply to COVIP, the risk function's parere or a
  DPI not yet approved;
* provenance misquoting its source: the draft DPI of November or the DPI ed. 2022; a proposal
  respinta (5 favorevoli, 7 contrari), ritirata before the vote or rinviata; the Funzione
  Finanza's relazione on the I trimestre 2025 (prose, or a "Limite / Valore al 31/03/2025 /
  Soglia" table); another limit beside it in the allegato tecnico; COVIP's media dei fondi
  negoziali or the gestore's standard for its other mandates, quoted for comparison;
* mandates as the convenzione's allegato tecnico in the mandate's fields under numbered keys
  (`convenzione_di_gestione.allegato_tecnico.4.3`), the DPI's § 5 as a message, COVIP's letter
  as a message, the CdA's delibere as records in the mandate's fields beside a withdrawn proposal
  (`delibere_cda[1].oggetto`), the linee di indirizzo of the Dinamico in the mandate's fields
  (`linee_di_indirizzo_gestione.comparto_dinamico[2]`) and a convenzione's art. 6 as a message;
* latitude granted as the DPI's § 6.4 (a banda di oscillazione around a peso strategico), a
  "Limite / Valore strategico / Banda / Chi decide" table, a delibera approvata and a sentence
  that the level is left to the gestore's discretion within the band; refused as a CdA fixing
  the level (the advisor's band discussed, not approved), a gestore's request respinta and a
  risk function's band whose decision was rinviata, each twin the same text granting it; placed
  in the DPI (fields), the convenzione's allegato (a message), the Funzione Finanza's regolamento
  (fields) and the coordinatore del Comitato Finanza's e-mail (a message);
* objectives as the DPI's § 3, the CdA's delibera, the Comitato Finanza's verbale, the advisor's
  parere and the Funzione di gestione del rischio's note, some saying what is not the aim ("non
  la tracking error rispetto al benchmark", "non lo Sharpe"); an earlier wording withdrawn in a
  "Testo previgente / Testo modificato" table or an errata corrige, or replaced by a later
  integrazione after the CdA or a rettifica of the Funzione Finanza; the tracking benchmark is
  the comparto's indice composito;
* leakage as the advisor's analisi ALM, the risk function's relazione and the Funzione Finanza's
  nota tecnica write it: the asset classes' expected returns, the rebalancing rule, the currency
  hedge ratio, a model of contributions and riscatti and the BBB- selection of issuers fitted on
  periods reaching into the test years (the indice composito, the BTP-Bund spread, ISTAT's FOI,
  the fund's own valori quota and flussi contributivi, COVIP's statistics, the agencies'
  ratings), and whole sentences (today's index constituents, today's ratings, the TFR's
  revaluation used before December's FOI is out, COVIP's relazione annuale used for the year it
  describes); each clean twin in the same form, ending before the first test date, and where
  the data come out late, ending where they were out before it;
* trend claims on Chimica Adriatica S.p.A. (Euronext Milan: CHAD; a fictional Ravenna
  specialty-chemicals group whose shares and bonds the fund holds and whose workers are among its
  aderenti) - ricavi (€ milioni), the margine EBITDA (moves in p.p.), IFN/EBITDA (x; lower is
  better), utile netto (signed, € milioni) and volumi venduti (migliaia di tonnellate) over
  twenty-four quarters (I trimestre 2019 - IV trimestre 2024: the lockdown, the 2022 energy
  prices, an impairment, the recovery), as the Funzione Finanza's scheda emittente, the Comitato
  Finanza's verbale, a gestore's credit note (the claim first), an "Emittente / Comparto /
  Commento" table and the Ufficio Aderenti's reply to a member; horizons covered by the series
  against uncovered ones ("dalla quotazione su Euronext Milan nel 2007"). Whether a claim holds
  is computed from the series: true, false, or too close to call (never used).

Every bundle carries no validator checks as generated.
"""

from __future__ import annotations

import random
import re
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

SEED: Final = 20270168
KINDS: Final = ALL_KINDS
TAG: Final = "zzzu"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzupk0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzupk1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzupk2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzupk3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzupk5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzupkd"

_FONDO: Final = "Fondo Pensione Alveare"
_DG: Final = "Chiara Benedetti"
_FINANZA: Final = "Marco Ferri"
_RISCHIO: Final = "Lucia Martinelli"
_ADVISOR: Final = "Quadrante Consulting"
_GESTORE: Final = "Lagunare SGR"


# --- numbers as an Italian fondo negoziale, its gestori and its advisor write them --------------


def _comma(text: str) -> str:
    """A number written with a decimal comma ("12.5" → "12,5")."""
    return text.replace(".", ",")


def _pct(value: float) -> str:
    """A share in percent with a decimal comma: "30", "2,4", "46,8"."""
    return _comma(_g(value * 100))


def _pct1(value: float) -> str:
    """A share in percent with one decimal where that is exact ("30,0", "1,8"), else in full
    ("0,96"): the allegato tecnico never rounds a limit."""
    p = round(value * 100, 6)
    return _comma(f"{p:.1f}" if abs(round(p, 1) - p) < 1e-9 else _g(p))


_UNITS: Final = (
    "zero",
    "uno",
    "due",
    "tre",
    "quattro",
    "cinque",
    "sei",
    "sette",
    "otto",
    "nove",
    "dieci",
    "undici",
    "dodici",
    "tredici",
    "quattordici",
    "quindici",
    "sedici",
    "diciassette",
    "diciotto",
    "diciannove",
)
_TENS: Final = {
    2: "venti",
    3: "trenta",
    4: "quaranta",
    5: "cinquanta",
    6: "sessanta",
    7: "settanta",
    8: "ottanta",
    9: "novanta",
}


def _words(n: int) -> str:
    """A whole number from 0 to 999 in Italian words ("trentasei", "ventitré",
    "quattrocento", "centottanta")."""
    assert 0 <= n < 1000, n
    if n < 20:
        return _UNITS[n]
    if n < 100:
        tens, unit = divmod(n, 10)
        word = _TENS[tens]
        if unit in (1, 8):  # "ventuno", "trentotto": the vowel elided
            word = word[:-1]
        if unit == 0:
            return word
        return word + ("tré" if unit == 3 else _UNITS[unit])
    hundreds, rest = divmod(n, 100)
    head = "cento" if hundreds == 1 else _UNITS[hundreds] + "cento"
    if rest == 0:
        return head
    tail = _words(rest)
    if tail.startswith("ott"):  # "centotto", "centottanta"
        head = head[:-1]
    return head + tail


def _whole(value: float) -> int | None:
    """`value` as a whole number, or None when it is not one."""
    r = round(value, 6)
    return int(r) if r == int(r) else None


def _in_words(n: int | None, rest: str) -> dict[str, str]:
    """The words form ("trenta per cento") where the number is whole, else none."""
    return {} if n is None else {"w": f"{_words(n)} {rest}"}


def _equity_forms(value: float) -> dict[str, str]:
    """Azioni: "30%", "30,0% del patrimonio del comparto", "30 per cento", "trenta per cento"."""
    return {
        "pct": f"{_pct(value)}%",
        "pat": f"{_pct1(value)}% del patrimonio del comparto",
        "pc": f"{_pct(value)} per cento",
        **_in_words(_whole(value * 100), "per cento"),
    }


def _issuer_forms(value: float) -> dict[str, str]:
    """The peso per singolo emittente: "3%", "3,0% per singolo emittente", "3 per cento del
    patrimonio in gestione", "tre per cento"."""
    return {
        "pct": f"{_pct(value)}%",
        "em": f"{_pct1(value)}% per singolo emittente",
        "pc": f"{_pct(value)} per cento del patrimonio in gestione",
        **_in_words(_whole(value * 100), "per cento"),
    }


def _tev_forms(value: float) -> dict[str, str]:
    """The TEV ex ante in basis points: "400 punti base", "4,00% su base annua", "400 p.b.",
    "quattrocento punti base"."""
    return {
        "pb": f"{_comma(_g(value))} punti base",
        "pa": _comma(f"{value / 100:.2f}% su base annua"),
        "pbs": f"{_comma(_g(value))} p.b.",
        **_in_words(_whole(value), "punti base"),
    }


def _fx_forms(value: float) -> dict[str, str]:
    """The esposizione valutaria non coperta: "25%", "25,0% non coperto", "25 per cento del
    patrimonio", "venticinque per cento"."""
    return {
        "pct": f"{_pct(value)}%",
        "nc": f"{_pct1(value)}% non coperto",
        "pc": f"{_pct(value)} per cento del patrimonio",
        **_in_words(_whole(value * 100), "per cento"),
    }


def _govies_forms(value: float) -> dict[str, str]:
    """The Garantito's titoli di Stato: "36%", "36,0% in titoli di Stato", "36 per cento",
    "trentasei per cento"."""
    return {
        "pct": f"{_pct(value)}%",
        "tds": f"{_pct1(value)}% in titoli di Stato",
        "pc": f"{_pct(value)} per cento",
        **_in_words(_whole(value * 100), "per cento"),
    }


def _names_forms(value: float) -> dict[str, str]:
    """The emittenti in the corporate mandate: "45 emittenti", "45 emittenti distinti", "45
    nomi", "quarantacinque emittenti"."""
    n = _g(value)
    return {
        "em": f"{n} emittenti",
        "dist": f"{n} emittenti distinti",
        "nomi": f"{n} nomi",
        **_in_words(_whole(value), "emittenti"),
    }


def _cash_forms(value: float) -> dict[str, str]:
    """The Garantito's liquidità: "6%", "6,0% in liquidità e strumenti monetari", "6 per cento",
    "sei per cento"."""
    return {
        "pct": f"{_pct(value)}%",
        "liq": f"{_pct1(value)}% in liquidità e strumenti monetari",
        "pc": f"{_pct(value)} per cento",
        **_in_words(_whole(value * 100), "per cento"),
    }


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limite di investimento: the agent's field names, how the fund's people name it (with
    its article), its code in the gestore's modulo rilevazione limiti, the values it takes, its
    written forms and whether it is a floor."""

    #: words are said for one style in four, where the sentence allows them
    words_every: ClassVar[int] = 4

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str | None
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_EQUITY: Final = _Subject(
    ("max_equity_weight", "limiteAzioniBilanciato"),
    (
        "l'esposizione azionaria del comparto Bilanciato",
        "la componente azionaria (azioni e OICVM azionari)",
        "il peso dei titoli di capitale",
    ),
    "BIL-AZ-MAX",
    "fraction",
    (0.25, 0.3, 0.35),
    _equity_forms,
)
_ISSUER: Final = _Subject(
    ("max_single_issuer_weight", "pesoMaxEmittente"),
    (
        "il peso di un singolo emittente non governativo",
        "la concentrazione su un unico emittente corporate",
        "l'esposizione verso un singolo emittente (titoli di debito e di capitale)",
    ),
    "EMIT-MAX",
    "fraction",
    (0.02, 0.03, 0.04),
    _issuer_forms,
)
_TEV: Final = _Subject(
    ("max_tracking_error_bps", "tevExAnteMax"),
    (
        "la tracking error volatility ex ante del mandato",
        "la TEV ex ante rispetto al benchmark",
        "lo scostamento dal benchmark misurato dalla TEV ex ante",
    ),
    "TEV-MAX",
    "bps",
    (300.0, 400.0, 500.0),
    _tev_forms,
)
_FX: Final = _Subject(
    ("max_unhedged_currency_share", "esposizioneValutariaMax"),
    (
        "l'esposizione valutaria non coperta",
        "la quota in valute diverse dall'euro non coperta dal rischio di cambio",
        "il rischio di cambio aperto del comparto",
    ),
    "VAL-NC-MAX",
    "fraction",
    (0.2, 0.25, 0.3),
    _fx_forms,
)
_GOVIES: Final = _Subject(
    ("min_euro_govies_share", "titoliStatoGarantitoMin"),
    (
        "la quota in titoli di Stato dell'area euro del comparto Garantito",
        "la componente governativa area euro del Garantito",
        "l'investimento in governativi dell'area euro del Garantito",
    ),
    "GAR-TDS-MIN",
    "fraction",
    (0.3, 0.36, 0.42),
    _govies_forms,
    floor=True,
)
_NAMES: Final = _Subject(
    ("min_issuer_count", "numeroMinimoEmittenti"),
    (
        "il numero di emittenti del mandato obbligazionario corporate",
        "la diversificazione per emittenti del portafoglio corporate",
        "il numero di emittenti distinti in portafoglio",
    ),
    "CORP-EMIT-MIN",
    "count",
    (30.0, 45.0, 60.0),
    _names_forms,
    floor=True,
)
_CASH: Final = _Subject(
    ("min_cash_share", "liquiditaGarantitoMin"),
    (
        "la liquidità del comparto Garantito",
        "la componente monetaria del Garantito (liquidità e titoli a breve)",
        "le disponibilità liquide del Garantito",
    ),
    "GAR-LIQ-MIN",
    "fraction",
    (0.03, 0.06, 0.09),
    _cash_forms,
    floor=True,
)
#: seven limits, three of them floors (one a count); seven shares no factor with six, so the
#: misquote loop's default pairing (`i + i // 5`) puts each structure with every subject
_SUBJECTS: Final = (_EQUITY, _ISSUER, _TEV, _FX, _GOVIES, _NAMES, _CASH)

_RATIONALES: Final = (
    "quanto prevedeva il DPI 2022 prima della revisione",
    "circa la media dei fondi negoziali nelle statistiche COVIP",
    "valore provvisorio in attesa della delibera del CdA",
    "lo standard che il gestore applica agli altri mandati",
    "il margine prudenziale che la Funzione Finanza tiene di solito",
)

#: where a breach's or a latitude band's value lies, as multiples of the limit
_CAP_BREACH: Final = 1.25
_FLOOR_BREACH: Final = 0.6


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Asset allocation strategica dei comparti di " + _FONDO + " (titoli di Stato, obbligazioni "
    "societarie, azioni, liquidità) nei limiti delle convenzioni di gestione, del DPI e del "
    "D.M. 166/2014",
    "il miglior rendimento corretto per il rischio compatibile con il profilo degli aderenti",
    "risolvere l'asset allocation strategica del comparto",
    "i pesi strategici risolti e il loro rischio",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_RATIONALE: Final = "come fissato dalla convenzione di gestione e dal DPI del Fondo"
_cite = partial(_cite_as, _RATIONALE)
_clause_cite = partial(_clause_cite_as, _RATIONALE)
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _sign(s: _Subject) -> str:
    return "minimo" if s.floor else "massimo"


def _bound(s: _Subject) -> str:
    return "limite minimo" if s.floor else "limite massimo"


def _short(s: _Subject) -> str:
    return "min." if s.floor else "max."


#: "di" joined to a noun's article, as Italian writes it ("della quota", "dell'esposizione")
_DI: Final = (
    ("il ", "del "),
    ("lo ", "dello "),
    ("la ", "della "),
    ("l'", "dell'"),
    ("i ", "dei "),
    ("gli ", "degli "),
    ("le ", "delle "),
)


def _of(noun: str) -> str:
    """`noun` (which carries its article) after "di": "della quota…", "dell'esposizione…"."""
    for article, joined in _DI:
        if noun.startswith(article):
            return joined + noun[len(article) :]
    return "di " + noun


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "rivedere l'asset allocation strategica del comparto Bilanciato (patrimonio € 5.127,3 "
    "milioni al 31/12/2024, su un attivo netto del Fondo di € 8.412,6 milioni)",
    "preparare la proposta per il rinnovo delle convenzioni di gestione in scadenza il 30/06/2025",
    "simulare l'ingresso nel comparto Dinamico di un mandato di private debt da € 150,0 milioni",
    "aggiornare l'analisi ALM dopo la rivalutazione del TFR 2024 (1,5% più il 75% "
    "dell'inflazione, in tutto l'1,9%)",
    "ricalibrare il Garantito in vista del rinnovo della garanzia di restituzione del capitale",
)
_DEFERRALS: Final = (
    "il CdA decide il limite per {noun} solo nella seduta del 27/03/2025",
    "la delibera sul limite per {noun} è stata rinviata alla prossima seduta",
    "la bozza di allegato tecnico riporta ancora «{noun}: [da definire]»",
    "{noun} dipende dalla risposta alla lettera COVIP del 14/02/2025 (prot. n. 0781)",
    "la Funzione di gestione del rischio non ha ancora dato il suo parere sul limite per {noun}",
    "il limite per {noun} arriverà con il nuovo DPI, che il CdA non ha ancora approvato",
)
_REQUEST_FRAMES: Final = (
    "Da: " + _DG + " (Direttore Generale)\nA: " + _GESTORE + " – ufficio gestione\nOggetto: "
    "asset allocation\n\nGentili colleghi,\npotete {task}? Attenzione: {deferral}.\n\nCordiali "
    "saluti,\nChiara Benedetti",
    "Comitato Finanza – ordine del giorno della riunione del 06/03/2025\n1. Comunicazioni\n2. "
    "{Task}\n3. Varie ed eventuali\nN.B.: {deferral}.",
    "Teams – Funzione Finanza (10:14): riusciamo a {task}? occhio che {deferral}",
    "Da: Sergio Pellegrini (delegato in Assemblea, parte istitutiva sindacale)\nBuongiorno, "
    "da aderente (uno dei 164.300 aderenti; comparto Bilanciato, ISC 0,31%) vorrei capire "
    "come intendete {task}. So che {deferral}.",
    "COVIP – Direzione vigilanza, prot. n. 0781 del 14/02/2025 (estratto): «Si invita il Fondo "
    "(attivo netto destinato alle prestazioni € 8.412,6 milioni) a "
    "trasmettere il DPI aggiornato entro il 31/03/2025.»\nFunzione Finanza: prima di "
    "rispondere, please {task}. {Deferral}.",
    "Verbale Comitato Finanza 20/02/2025 – azioni da svolgere\nAZ-03 | {Task} | responsabile: "
    "Funzione Finanza | stato: aperta\nNota: {deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


@dataclass(frozen=True)
class _Stating:
    """How an answer states a limit: its frame ({noun}, {v}, {key}, {unit}, {bound}, {sign},
    {short}, {seen}), its value's form ("bare" the number in the constraint's unit with a decimal
    comma, "figures" one of its written forms, words among them when `words`, "table" a written
    form beside the monitoring table's decoy), its kind, and whether it comes before the
    request."""

    frame: str
    form: str
    kind: AnswerKind
    first: bool = False
    words: bool = False


_STATINGS: Final = (
    _Stating(
        "Estratto dal verbale del CdA del 27/02/2025 – punto 4 all'o.d.g.\nDelibera n. 14/2025 "
        "(approvata all'unanimità dei presenti): il Consiglio fissa come segue il {bound} per "
        "{noun}: {v}, su proposta della Funzione Finanza e sentita la Funzione di "
        "gestione del rischio.",
        "figures",
        "clarification_answer",
        words=True,
    ),
    _Stating(
        "Da: " + _FINANZA + " (Funzione Finanza)\nOggetto: R: asset allocation\n\nCiao, per "
        "{noun} il {bound} è {v}. Lo trovate anche nell'allegato tecnico aggiornato, art. 4."
        "\n\nMarco",
        "figures",
        "clarification_answer",
        words=True,
    ),
    _Stating(
        "Funzione di gestione del rischio – report di monitoraggio limiti (dati al 31/12/2024)\n"
        "| Limite | Soglia | Valore rilevato | Esito |\n|---|---|---|---|\n| {Noun} | {short} {v} "
        "| {seen} | rispettato |",
        "table",
        "clarification_answer",
    ),
    _Stating(
        "MODULO RILEVAZIONE LIMITI DI INVESTIMENTO – compilato dal gestore (" + _GESTORE + ", "
        "10/01/2025)\nCodice limite: {key}\nUnità di misura: {unit}\nValore: {v}\nTipo: limite "
        "{sign}\nFonte: convenzione di gestione, allegato tecnico, art. 4",
        "bare",
        "template_inputs",
        first=True,
    ),
    _Stating(
        "DOCUMENTO SULLA POLITICA DI INVESTIMENTO – " + _FONDO + " (testo approvato dal CdA il "
        "27/02/2025)\n§ 5.3 Limiti. {Noun}: {sign} {v}, verificato sui valori di mercato di "
        "fine mese.",
        "figures",
        "mandate",
        words=True,
    ),
    _Stating(
        "limiti_convenzione_2025.csv (export della banca depositaria, controllato dalla "
        "Funzione Finanza)\ncodice;unita;valore;fonte\n{key};{unit};{v};allegato tecnico art. 4",
        "bare",
        "template_inputs",
    ),
)


def _seen(s: _Subject, value: float) -> float:
    """The monitoring table's valore rilevato inside the limit: above a floor, below a cap (a
    whole number of emittenti or basis points)."""
    seen = value * 1.3 if s.floor else value * 0.8
    if s.unit in ("count", "bps"):
        return float(round(seen))
    return round(seen, 4)


def _bare(s: _Subject, value: float) -> str:
    """The number in the constraint's unit as the gestore's modulo and the depositaria's export
    take it: a share with two decimals and a decimal comma ("0,30"), else the figure."""
    if s.unit == "fraction":
        return _comma(f"{value:.2f}")
    return _comma(_g(value))


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings."""
    stating = _STATINGS[turn % len(_STATINGS)]
    seen = ""
    if stating.form == "bare":
        written = _bare(s, value)
    elif stating.form == "table":  # the valore rilevato inside the limit, a decoy alike
        written, seen = s.alike((value, _seen(s, value)), rng.randrange(12), apart=True)
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
        seen=seen,
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form: the gestore's
    modulo came back before the request, the depositaria's export after it (both documents
    filled in); the DPI is sent back after the request and cited as a clause."""
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
    "dpi_2025": {
        "principi_generali": [
            "Il Fondo gestisce le risorse in modo sano e prudente, nell'esclusivo interesse degli "
            "aderenti (art. 6 D.Lgs. 252/2005).",
            "Gli strumenti derivati sono ammessi solo a copertura o per un'efficiente gestione, "
            "senza effetto leva (D.M. 166/2014, art. 4).",
            "È escluso l'investimento in emittenti coinvolti nella produzione di armi non "
            "convenzionali.",
            "Il prestito titoli non è consentito.",
            "I diritti di voto sono esercitati secondo la politica di impegno del Fondo.",
        ]
    }
}

_invented = partial(
    _invented_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 2 * i + 3,
    request=_request,
    request_id=REQUEST_ID,
    other_terms=_OTHER_TERMS,
    twins=lambda i: _invented_twins(i + i // len(_STATINGS)),
    other_at=0,
)


# --- false provenance --------------------------------------------------------------------------

#: another limit beside it in the allegato tecnico: its name and value, in the subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "BIL-AZ-MAX": ("Azioni dei paesi emergenti, max.", 0.08),
    "EMIT-MAX": ("Emittente governativo extra UE, max.", 0.1),
    "TEV-MAX": ("TEV ex ante del mandato obbligazionario, max.", 150.0),
    "VAL-NC-MAX": ("Esposizione in dollari USA non coperta, max.", 0.15),
    "GAR-TDS-MIN": ("Titoli di Stato di un singolo paese, max.", 0.6),
    "CORP-EMIT-MIN": ("Emittenti high yield (BB+ e inferiori), max.", 12.0),
    "GAR-LIQ-MIN": ("Liquidità, max.", 0.2),
}


def _away(s: _Subject, value: float, up: float, down: float) -> float:
    """A wrong value for `s`: `value` times `up` for a cap, times `down` for a floor, rounded as
    the papers quote it (a tenth of a percent, a whole basis point or emittente)."""
    wrong = value * (down if s.floor else up)
    return round(wrong, 3) if s.unit == "fraction" else float(round(wrong))


def _misquoted(
    rng: random.Random, i: int, structure: int, s: _Subject, value: float
) -> tuple[str, str, str, float]:
    """The answer in one of five structures, its wording turning every three cases (the second
    structure in three wordings, the others in two): (text, right written, wrong written, wrong
    value); the truth (which value is the limit) is `value`, drawn by the caller."""
    noun = rng.choice(s.nouns)
    turn = i // 3
    if structure == 0:  # an earlier version of the DPI
        wrong_value = _away(s, value, 1.4, 0.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if turn % 2 == 0:
            text = (
                f"La bozza di DPI di novembre 2024 riportava {wrong} per {noun}. Il testo "
                f"approvato dal CdA il 27/02/2025 indica {right}: vale quest'ultimo."
            )
        else:
            text = (
                f"DPI ed. 2022, § 5: {noun}, {wrong}. DPI ed. 2025 (sostituisce integralmente "
                f"il precedente): {right}."
            )
    elif structure == 1:  # a proposal respinta, ritirata or rinviata
        wrong_value = _away(s, value, 1.3, 0.7)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if turn % 3 == 0:
            text = (
                f"Proposta dell'advisor ({_ADVISOR}): {wrong} per {noun}. Delibera n. 9/2025: "
                f"respinta (5 favorevoli, 7 contrari). Resta in vigore il {_bound(s)}: {right}."
            )
        elif turn % 3 == 1:
            text = (
                f"La proposta di portare {noun} a {wrong} è stata ritirata dal relatore prima "
                f"del voto; il {_bound(s)} resta {right}."
            )
        else:
            text = (
                f"Punto 6 all'o.d.g. (modifica del {_bound(s)} per {noun}: {wrong}): rinviato "
                f"alla seduta di aprile. Nelle more si applica il limite vigente, {right}."
            )
    elif structure == 2:  # the Funzione Finanza's relazione: the valore rilevato
        wrong_value = _away(s, value, 0.75, 1.35)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if turn % 2 == 0:
            text = (
                f"Relazione della Funzione Finanza, I trimestre 2025: {noun} al 31/03/2025 era "
                f"pari a {wrong}, a fronte di un limite ({_short(s)} {right}). Nessuno sforamento."
            )
        else:
            text = (
                "| Limite | Valore al 31/03/2025 | Soglia |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_short(s)} {right} |"
            )
    elif structure == 3:  # another limit beside it in the allegato tecnico
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{beside}: {wrong}", f"{_cap(noun)}, {_short(s)}: {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = (
            "Convenzione di gestione, allegato tecnico, art. 4 (estratto)\n- "
            + "\n- ".join(lines)
            + "\n- Rating minimo: BBB- (investment grade)"
        )
    else:  # COVIP's media or the gestore's standard, quoted for comparison
        wrong_value = _away(s, value, 1.45, 0.55)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if turn % 2 == 0:
            text = (
                f"Media dei fondi negoziali (statistiche COVIP): {wrong} per {noun}. Nella "
                f"nostra convenzione il {_bound(s)} è {right}, ed è quello che conta."
            )
        else:
            text = (
                f"Lo standard che {_GESTORE} propone negli altri mandati prevede {wrong} per "
                f"{noun}; nella convenzione con il Fondo è {right}."
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


# --- mandate clauses: the allegato tecnico, the DPI, COVIP, the delibere, the linee di indirizzo,
# a convenzione -----------------------------------------------------------------------------------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of six places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12), words=True)
    if shape == 0:  # the allegato tecnico in the mandate's fields, under numbered keys
        annex: dict[str, JsonValue] = {
            "4.1": "Il gestore investe nel rispetto del D.M. 166/2014 e del DPI del Fondo.",
            "4.2": "Rating minimo dei titoli di debito: BBB- (investment grade); duration "
            "modificata tra 3 e 6 anni.",
            "4.3": f"{_cap(noun)}: {_sign(s)} {written}.",
            "4.4": "Gli sforamenti passivi sono rientrati entro 30 giorni lavorativi.",
        }
        return (
            {
                "convenzione_di_gestione": {
                    "gestore": _GESTORE + " S.p.A.",
                    "comparto": "Bilanciato",
                    "allegato_tecnico": annex,
                }
            },
            None,
            "convenzione_di_gestione.allegato_tecnico.4.3",
        )
    if shape == 1:  # the DPI's § 5, as a message
        table = (
            "DPI 2025 – § 5 Limiti di investimento\n| Limite | Valore |\n|---|---|\n"
            "| Duration modificata | tra 3 e 6 anni |\n"
            f"| {_cap(noun)} | {_short(s)} {written} |\n"
            "| Rating minimo | BBB- |"
        )
        return None, table, MANDATE_ID
    if shape == 2:  # a letter from COVIP, as a message
        letter = (
            "COVIP – Commissione di Vigilanza sui Fondi Pensione\nProt. n. 0781 del 14/02/2025\n"
            "Oggetto: esiti dell'esame del DPI di " + _FONDO + "\n\n"
            f"Si richiama il Fondo a mantenere {noun} entro il {_bound(s)} di {written} a "
            "decorrere dal 01/04/2025, dandone conto nelle segnalazioni trimestrali."
        )
        return None, letter, MANDATE_ID
    if shape == 3:  # the CdA's delibere as records, a withdrawn one proposing the breach
        over = round(value * (_FLOOR_BREACH if s.floor else _CAP_BREACH), 6)
        records: list[JsonValue] = [
            {"numero": "11/2025", "esito": "approvata", "oggetto": "Approvazione del DPI 2025."},
            {
                "numero": "12/2025",
                "esito": "approvata",
                "oggetto": f"{_cap(noun)}: {_sign(s)} {written}.",
            },
            {
                "numero": "13/2025",
                "esito": "ritirata",
                "oggetto": f"Proposta di portare {noun} a {s.render(over, 1)}.",
            },
        ]
        return {"delibere_cda": records}, None, "delibere_cda[1].oggetto"
    if shape == 4:  # the linee di indirizzo of the Dinamico, in the mandate's fields
        rows: list[JsonValue] = [
            "Benchmark: indice composito (60% MSCI World, 40% ICE BofA Euro Government).",
            "Obiettivo: rendimento superiore al benchmark su un orizzonte di 5 anni.",
            f"{_cap(noun)}: {_sign(s)} {written}.",
        ]
        return (
            {"linee_di_indirizzo_gestione": {"comparto_dinamico": rows}},
            None,
            "linee_di_indirizzo_gestione.comparto_dinamico[2]",
        )
    convenzione = (
        "CONVENZIONE DI GESTIONE tra " + _FONDO + " e Tirreno Investimenti SGR S.p.A. "
        "(comparto Garantito)\nArt. 6 – Limiti di investimento\n6.1 Il gestore rispetta i limiti "
        "del D.M. 166/2014.\n"
        f"6.2 {_cap(noun)}: {_sign(s)} {written}.\n"
        "6.3 Ogni superamento è comunicato al Fondo entro il giorno lavorativo successivo."
    )
    return None, convenzione, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Ribilanciare il comparto Bilanciato rispettando convenzione, DPI e ogni delibera vigente.",
    "Please redo the asset allocation of the comparto within all of the fund's limiti.",
    "In vista del Comitato Finanza del 20/03/2025: riottimizzare nei limiti vigenti e in linea "
    "con quanto chiesto dalla COVIP.",
    "Inserire il mandato di private debt da € 150,0 milioni senza alcuno sforamento.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 4 * i + 1,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 2,
    rationale="il limite documentato del Fondo",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
    shape=lambda i: i % 6,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
    cap_inside=0.75,
    floor_inside=1.4,
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi] around a peso strategico {mid}: {bound}, {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "DPI § 6.4: per {noun} è ammessa una banda di oscillazione tra {lo} e {hi} attorno al "
    "valore strategico di {mid}; all'interno della banda il gestore fissa da sé il {bound}, "
    "al di fuori decide il CdA.",
    "| Limite | Valore strategico | Banda | Chi decide |\n|---|---|---|---|\n"
    "| {Noun} ({bound}) | {mid} | {lo} – {hi} | Gestore |",
    "Delibera n. 15/2025 (approvata): il gestore può collocare il {bound} per {noun} in "
    "qualsiasi punto tra {lo} e {hi} senza ulteriore delibera.",
    "Entro l'intervallo {lo} – {hi} il {bound} per {noun} è rimesso alla "
    "discrezionalità del gestore, che ne dà conto nel report mensile alla Funzione Finanza.",
)
#: (refused, granted), both with {bound}, {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "Il CdA fissa il {bound} per {noun} a {point}. La banda {lo} – {hi} proposta "
        "dall'advisor è stata discussa ma non approvata: nessuna discrezionalità.",
        "Il CdA approva la banda {lo} – {hi} proposta dall'advisor per il {bound} "
        "{del_noun}: al suo interno il gestore sceglie il livello.",
    ),
    (
        "Delibera n. 16/2025 – richiesta del gestore di operare tra {lo} e {hi} sul {bound} per "
        "{noun}: respinta. Resta fermo {point}.",
        "Delibera n. 16/2025 – richiesta del gestore di operare tra {lo} e {hi} sul {bound} per "
        "{noun}: approvata. Il livello è scelto dal gestore.",
    ),
    (
        "La Funzione di gestione del rischio aveva proposto una banda {lo} – {hi} per il "
        "{bound} {del_noun}; il CdA ha rinviato la decisione e, nelle more, il limite resta "
        "{point}.",
        "La Funzione di gestione del rischio aveva proposto una banda {lo} – {hi} per il "
        "{bound} {del_noun}; il CdA l'ha approvata e il gestore decide al suo interno.",
    ),
)


def _named(rng: random.Random, s: _Subject) -> dict[str, str]:
    """A range's noun and whether it bounds a limite minimo or a limite massimo."""
    noun = rng.choice(s.nouns)
    return {"noun": noun, "del_noun": _of(noun), "bound": _bound(s)}


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A range's bounds and its valore strategico, each in full in one form ("18% – 30%"), and
    the level a refusal fixes: the low end of a cap, the top of a floor, so that the middle a
    plan assumes is looser than the level fixed."""
    lo, hi, mid = s.alike(bounds, rng.randrange(12), apart=True)
    return {"lo": lo, "hi": hi, "mid": mid, "fixed": hi if s.floor else lo}


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the DPI (fields), the convenzione's allegato (a mandate message), the
    Funzione Finanza's regolamento (fields) or the coordinatore del Comitato Finanza's e-mail (a
    mandate message)."""
    if shape == 0:
        return {"dpi_2025": {"6_bande_di_oscillazione_e_deleghe": text}}, None
    if shape == 1:
        return (
            None,
            "CONVENZIONE DI GESTIONE – Allegato 2 (Linee di indirizzo, versione 01/01/2025)"
            f"\n\n{text}",
        )
    if shape == 2:
        return {
            "regolamento_funzione_finanza": {
                "art_7_deleghe": [
                    "Il ribilanciamento è trimestrale, o immediato al superamento di una banda.",
                    text,
                ]
            }
        }, None
    return (
        None,
        "Da: Giorgio Valsecchi (coordinatore del Comitato Finanza)\nA: Funzione Finanza; "
        f"{_GESTORE}\n\n{text}\n\nUn saluto,\nGiorgio",
    )


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 3 * i + 2,
    written=_band,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: i % 4,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_placed_text,
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", TAG, _with_mandate),
    refused_at=(1, 4),
    named=_named,
    point="fixed",
    low_ratio=0.6,
    floors=True,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as the DPI, the CdA's delibera, the Comitato Finanza's
#: verbale, the advisor and the risk function put them; the first of each is one line, so that
#: a table or an errata corrige can quote it
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "DPI § 3 (obiettivi della politica di investimento): il massimo rendimento per unità di "
        "rischio per gli aderenti del comparto – il miglior indice di Sharpe.",
        "Delibera n. 17/2025:\nil CdA chiede la combinazione con il più alto rapporto tra "
        "rendimento e volatilità (Sharpe); più rendimento ottenuto con più rischio non è "
        "l'obiettivo.",
        "Verbale Comitato Finanza 06/03/2025: si chiede di ottimizzare il rendimento corretto "
        "per il rischio (Sharpe), non la tracking error rispetto al benchmark.",
        "Parere " + _ADVISOR + ": raccomandiamo il portafoglio con il massimo rendimento atteso "
        "per unità di volatilità, cioè il massimo Sharpe ratio.",
        "Nota della Funzione di gestione del rischio: l'obiettivo del CdA è lo Sharpe più alto "
        "possibile; nient'altro deve guidare i pesi.",
    ),
    "variance": (
        "DPI § 3 (obiettivi del comparto Garantito): la minore volatilità possibile del valore "
        "quota – varianza minima.",
        "Delibera n. 17/2025:\nil CdA vuole pesi a varianza minima; i rendimenti attesi non "
        "devono entrare nell'ottimizzazione.",
        "Verbale Comitato Finanza 06/03/2025: con molti aderenti vicini al pensionamento, "
        "ridurre al minimo la varianza del portafoglio, qualunque siano i rendimenti attesi.",
        "Parere " + _ADVISOR + ": suggeriamo di minimizzare la volatilità, senza alcun obiettivo "
        "di rendimento.",
        "Nota della Funzione di gestione del rischio: un portafoglio il più stabile possibile, "
        "con i pesi che minimizzano la varianza. Lo Sharpe non è la domanda.",
    ),
    "tracking": (
        "DPI § 3 (obiettivi del comparto Bilanciato): seguire il più fedelmente possibile "
        "l'indice composito del comparto, con il minimo scostamento.",
        "Delibera n. 17/2025:\nil CdA vuole che il comparto segua il benchmark (indice "
        "composito) con la tracking error più bassa.",
        "Verbale Comitato Finanza 06/03/2025: il comparto è valutato rispetto al benchmark; "
        "minimizzare la tracking error verso l'indice composito.",
        "Parere " + _ADVISOR + ": restare il più vicino possibile al benchmark del comparto; "
        "proponiamo i pesi che minimizzano la TEV ex ante.",
        "Nota della Funzione di gestione del rischio: nessuno chiede extra-rendimento – "
        "restare sull'indice composito, con lo scostamento minimo.",
    ),
    "return": (
        "DPI § 3 (obiettivi del comparto Dinamico): il rendimento atteso più alto, senza "
        "penalità per il rischio nell'obiettivo – il rischio lo limitano i limiti della "
        "convenzione.",
        "Delibera n. 17/2025:\nil CdA vuole i pesi con il rendimento atteso massimo; il rischio "
        "si governa con i limiti, non con l'obiettivo.",
        "Verbale Comitato Finanza 06/03/2025: massimizzare il rendimento atteso nei limiti "
        "della convenzione; nessun aggiustamento per il rischio nell'obiettivo.",
        "Parere " + _ADVISOR + ": per il comparto Dinamico modelliamo la combinazione con il "
        "massimo rendimento atteso; i limiti contengono il rischio.",
        "Nota della Funzione di gestione del rischio: per il Dinamico il CdA ha scelto il "
        "rendimento. L'obiettivo è massimizzare il rendimento atteso, non lo Sharpe.",
    ),
}
_FOLLOW_UPS: Final = (
    "Integrazione dopo il CdA del 27/02/2025: il Consiglio ha riformulato l'obiettivo, che ora "
    "è il seguente:\n\n{new}",
    "Rettifica (Funzione Finanza, ore 18:05) – ignorate la mail di stamattina sull'obiettivo. "
    "Dopo il confronto con il Direttore Generale:\n\n{new}",
)
_ASK_FRAMES: Final = (
    "DPI 2025 – revisione dell'asset allocation strategica:\n\n{ask}",
    "{ask}\n\nVi chiedo di impostare l'ottimizzazione di conseguenza. Grazie, Marco",
    "Patrimonio del comparto € 5.127,3 milioni al 31/12/2024; rendimento netto 2024 +7,81%, "
    "contro una rivalutazione del TFR dell'1,9% (1,5% + 75% dell'inflazione).\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Asset allocation strategica del comparto",
    purpose="risolvere l'asset allocation strategica del comparto",
    custom_reason="nessun solutore della piattaforma per questo obiettivo",
    custom_purpose="asset allocation strategica",
    section_title="Asset allocation strategica e pesi",
    description="i pesi strategici",
)


def _one_line(kind: str, text: str) -> str:
    """A statement as a quoted line holds it: the first (one-line) wording when it spans lines."""
    return _ASKS[kind][0] if "\n" in text else text


def _amended(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """A "Testo previgente / Testo modificato" table: the earlier objective as the text
    replaced, the wanted one as the new text."""
    return (
        "Modifica del DPI, § 3 (delibera del CdA del 27/02/2025)\n| Testo previgente | Testo "
        f"modificato |\n|---|---|\n| {_one_line(old_kind, old)} | {ask.replace(chr(10), ' ')} |"
    )


def _errata(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """An errata corrige: where the earlier objective was written, the wanted one is to be
    read."""
    return (
        "ERRATA CORRIGE – verbale del Comitato Finanza del 06/03/2025\nA pag. 3, anziché "
        f"«{_one_line(old_kind, old)}» leggasi «{ask.replace(chr(10), ' ')}»."
    )


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Five structures in turn: a framed request (0, 2), a "Testo previgente / Testo
    modificato" table (1), an earlier message a later one replaces (3: an integrazione after the
    CdA in the first ten cases, the Funzione Finanza's rettifica after them) and an errata
    corrige (4); each wanted objective meets every structure (`turn`)."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={1: _amended, 4: _errata},
        later=lambda rng, i, ask: _fill(_FOLLOW_UPS[(i // 10) % len(_FOLLOW_UPS)], new=ask),
        framed=lambda rng, i, wanted, ask: _fill(rng.choice(_ASK_FRAMES), ask=ask),
        solving=_solving,
        seed=SEED,
        tag=TAG,
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
        turn=lambda i: i // 5 + i % 5,
        structure=lambda i: i % 5,
    )


# --- leakage -----------------------------------------------------------------------------------

#: five anchored (expanding) walk-forward windows, each trained from 2 January 2007 to the eve of
#: its test year, the first tested from 2 January 2015
_WINDOWS: Final = (
    WalkForwardWindow(
        train_start=date(2007, 1, 2),
        train_end=date(2014, 12, 31),
        test_start=date(2015, 1, 2),
        test_end=date(2015, 12, 31),
    ),
    WalkForwardWindow(
        train_start=date(2007, 1, 2),
        train_end=date(2015, 12, 31),
        test_start=date(2016, 1, 4),
        test_end=date(2016, 12, 30),
    ),
    WalkForwardWindow(
        train_start=date(2007, 1, 2),
        train_end=date(2016, 12, 30),
        test_start=date(2017, 1, 2),
        test_end=date(2017, 12, 29),
    ),
    WalkForwardWindow(
        train_start=date(2007, 1, 2),
        train_end=date(2017, 12, 29),
        test_start=date(2018, 1, 2),
        test_end=date(2018, 12, 31),
    ),
    WalkForwardWindow(
        train_start=date(2007, 1, 2),
        train_end=date(2018, 12, 31),
        test_start=date(2019, 1, 2),
        test_end=date(2019, 12, 31),
    ),
)
#: (a period reaching into the test years, the same form ending before the first test, and
#: before it where the data come out late)
_PERIODS: Final = (
    (
        "l'indice composito del Bilanciato (ICE BofA Euro Government e MSCI World), dati "
        "mensili gen 2007 – dic 2017",
        "l'indice composito del Bilanciato (ICE BofA Euro Government e MSCI World), dati "
        "mensili gen 2007 – dic 2014",
    ),
    (
        "lo spread BTP-Bund giornaliero dal 02/01/2007 al 30/06/2016",
        "lo spread BTP-Bund giornaliero dal 02/01/2007 al 30/12/2014",
    ),
    (
        "l'indice ISTAT FOI (senza tabacchi), gen 2007 – ott 2015",
        "l'indice ISTAT FOI (senza tabacchi), gen 2007 – nov 2014",
    ),
    (
        "i valori quota e i flussi contributivi del Fondo, I trimestre 2007 – IV trimestre 2016",
        "i valori quota e i flussi contributivi del Fondo, I trimestre 2007 – III trimestre 2014",
    ),
    (
        "le statistiche COVIP sui fondi negoziali, esercizi 2007–2016",
        "le statistiche COVIP sui fondi negoziali, esercizi 2007–2013",
    ),
    (
        "i rating Moody's, S&P e Fitch degli emittenti, da gen 2007 a giu 2018",
        "i rating Moody's, S&P e Fitch degli emittenti, da gen 2007 a dic 2014",
    ),
)
_ACTIONS: Final = (
    "sono stati stimati i rendimenti attesi e le correlazioni delle asset class",
    "è stata calibrata la regola di ribilanciamento sulle bande di oscillazione",
    "è stato ottimizzato il grado di copertura del rischio di cambio",
    "è stato stimato il modello dei flussi contributivi e dei riscatti",
    "è stata calibrata la selezione degli emittenti con rating minimo BBB-",
)
_LEAK_FRAMES: Final = (
    "Analisi ALM 2025 (" + _ADVISOR + "), cap. 4 – ipotesi: {action} usando {period}.",
    "Relazione della Funzione di gestione del rischio: {action} con {period}; i parametri "
    "restano fissi in tutte e cinque le finestre walk-forward.",
    "Nota tecnica della Funzione Finanza, allegato B (backtest): {action} una sola volta, con "
    "{period}, prima di far girare le finestre.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Ogni anno del test usa la composizione attuale dell'indice composito (i costituenti "
        "MSCI World di oggi), applicata a ritroso fino al 2015.",
        "Ogni anno del test usa i costituenti dell'indice composito come erano a ciascuna data "
        "di ribilanciamento, titoli delistati compresi.",
    ),
    (
        "Il filtro sul rating minimo BBB- è applicato con i rating attuali degli emittenti, per "
        "tutti gli anni del test.",
        "Il filtro sul rating minimo BBB- è applicato con i rating in essere a ciascuna data, "
        "come risultavano allora.",
    ),
    (
        "La rivalutazione del TFR di ciascun anno (1,5% più il 75% dell'inflazione) è usata "
        "dal 1° gennaio dello stesso anno, calcolata con l'indice FOI di dicembre.",
        "La rivalutazione del TFR di ciascun anno è usata solo dopo la pubblicazione "
        "dell'indice FOI di dicembre, a metà gennaio dell'anno successivo.",
    ),
    (
        "I rendimenti dei fondi negoziali di confronto sono quelli della Relazione annuale "
        "COVIP sullo stesso anno, pubblicata a giugno dell'anno successivo.",
        "I rendimenti dei fondi negoziali di confronto sono quelli dell'ultima Relazione "
        "annuale COVIP già pubblicata all'inizio di ciascuna finestra.",
    ),
)
_LEAK_ASKS: Final = (
    "Il Comitato Finanza chiede un backtest walk-forward, su cinque finestre, della nuova asset "
    "allocation del Bilanciato prima della delibera del CdA.",
    "Please run a five-window walk-forward test of the regola di ribilanciamento for the DPI 2025.",
    "Incarico a " + _ADVISOR + ": verificare walk-forward, su cinque finestre, l'asset "
    "allocation del comparto Dinamico.",
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

_COMPANY: Final = "Chimica Adriatica"
_ENTITY: Final = "ent_chimica_adriatica"
#: twenty-four quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2019, 2020, 2021, 2022, 2023, 2024))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("nel IV trimestre 2024 rispetto al III trimestre", (22, 23)),
    ("nell'esercizio 2024 (31/12/2023 – 31/12/2024)", (19, 23)),
    ("nel II semestre 2024", (21, 23)),
    ("negli ultimi tre esercizi", (11, 23)),
    ("dal I trimestre 2019", (0, 23)),
    ("dal lockdown (II trimestre 2020)", (5, 23)),
    ("tra il 30/06/2021 e il 30/09/2023", (9, 18)),
    ("nel I semestre 2022", (11, 13)),
    ("nel 2023", (15, 19)),
    ("dal picco dei prezzi dell'energia (III trimestre 2022)", (14, 23)),
    ("dalla quotazione su Euronext Milan nel 2007", None),
    ("negli ultimi dieci anni", None),
    ("dalla crisi del debito sovrano del 2011", None),
)

#: what the claims answer: the Comitato Finanza's question on an issuer under watch
_REQUEST: Final = TrendRequest(
    question="Per il Comitato Finanza del 20/03/2025 (punto 5, emittenti sotto osservazione): "
    "com'è andata {company}?",
    heading="#### Scheda emittente – " + _COMPANY + " S.p.A. (Euronext Milan: CHAD)",
    as_of="2025-03-14",
)


#: "di circa il 12%", "di oltre il 10%", "di quasi il 15%"; "" when it barely moved
_rounded = partial(
    _rounded_change,
    past="di oltre il {}%",
    short="di quasi il {}%",
    about="di circa il {}%",
)


def _approx_pct(a: float, b: float) -> str:
    """A move in percent as an Italian rounds it, the article elided before a vowel ("di
    circa l'8%", "di oltre l'11%")."""
    return re.sub(r"\bil (8|11|18|8\d)%", r"l'\1%", _rounded(a, b))


def _by_pp(a: float, b: float) -> str:
    """A margin's move in p.p. with a decimal comma ("di 1,4 p.p."); "" below 0,3."""
    change = abs(b - a)
    return f"di {_comma(f'{change:.1f}')} p.p." if change >= 0.3 else ""


def _by_times(a: float, b: float) -> str:
    """A leverage ratio's move with a decimal comma ("di 0,4x"); "" below 0,1."""
    change = abs(b - a)
    return f"di {_comma(f'{change:.1f}')}x" if change >= 0.1 else ""


def _by_eur(a: float, b: float) -> str:
    """A move in € milioni with a decimal comma ("di € 12,3 milioni"); "" below € 2 milioni."""
    change = abs(b - a)
    return f"di € {_comma(f'{change:.1f}')} milioni" if change >= 2 else ""


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named (every subject of one series of the same gender
    and number, so that the Italian claims agree with it) and what may be claimed of it over a
    window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "EUR"
    growth: bool  # the two years' pace and compounding: for a growing line item
    #: how a year-on-year move is said of it: (above a year earlier, below a year earlier)
    year_on_year: tuple[str, str]


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "revenue",
        (
            412.6,
            425.3,
            418.9,
            431.2,
            402.7,
            318.4,
            377.5,
            409.8,
            438.1,
            466.9,
            482.3,
            497.6,
            551.2,
            603.8,
            589.4,
            548.7,
            512.3,
            498.6,
            503.1,
            519.8,
            534.5,
            556.2,
            571.9,
            588.4,
        ),
        (
            "I ricavi",
            "I ricavi consolidati di Chimica Adriatica",
            "I ricavi netti (€ milioni)",
        ),
        (
            ("{s} sono cresciuti {m}", rose),
            ("{s} sono diminuiti {m}", fell),
            ("{s} sono saliti in ogni trimestre", rose_every_quarter),
            ("{s} non sono calati", held_up),
            ("{s} non sono mai scesi da un trimestre all'altro", never_fell),
        ),
        _approx_pct,
        True,
        (
            "{s} sono stati superiori allo stesso trimestre del 2023 in ogni trimestre del 2024",
            "{s} sono stati inferiori allo stesso trimestre del 2023 in ogni trimestre del 2024",
        ),
    ),
    _Trend(
        "fundamentals.quarters",
        "ebitda_margin_pct",
        (
            18.4,
            18.9,
            18.1,
            17.6,
            16.8,
            12.3,
            15.9,
            17.2,
            18.6,
            19.4,
            19.1,
            18.2,
            15.7,
            14.1,
            13.2,
            12.8,
            14.6,
            15.3,
            15.9,
            16.4,
            16.9,
            17.3,
            17.1,
            17.8,
        ),
        (
            "Il margine EBITDA",
            "Il margine EBITDA di Chimica Adriatica",
            "Il margine operativo lordo in rapporto ai ricavi",
        ),
        (
            ("{s} è migliorato {m}", rose),
            ("{s} si è ridotto {m}", fell),
            ("{s} non è mai sceso da un trimestre all'altro", never_fell),
            ("{s} non si è ridotto", held_up),
            ("{s} non è aumentato", held_down),
        ),
        _by_pp,
        False,
        (
            "{s} è stato più alto che nello stesso trimestre del 2023 in ogni trimestre del 2024",
            "{s} è stato più basso che nello stesso trimestre del 2023 in ogni trimestre del 2024",
        ),
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt_to_ebitda",
        (
            1.8,
            1.9,
            1.9,
            1.7,
            2.1,
            2.9,
            2.6,
            2.3,
            2.0,
            1.8,
            1.7,
            1.6,
            1.9,
            2.2,
            2.5,
            2.7,
            2.6,
            2.4,
            2.3,
            2.1,
            2.0,
            1.9,
            1.9,
            1.7,
        ),
        (
            "Il rapporto IFN/EBITDA",
            "Il leverage di Chimica Adriatica (indebitamento finanziario netto su EBITDA)",
            "L'indebitamento netto in multipli di EBITDA",
        ),
        (
            ("{s} è sceso {m}", fell),
            ("{s} è salito {m}", rose),
            ("{s} non è aumentato", held_down),
            ("{s} non è mai salito da un trimestre all'altro", never_rose),
            ("{s} non è diminuito", held_up),
        ),
        _by_times,
        False,
        (
            "{s} è stato sopra il livello di un anno prima in ogni trimestre del 2024",
            "{s} è stato sotto il livello di un anno prima in ogni trimestre del 2024",
        ),
    ),
    _Trend(
        "fundamentals.quarters",
        "net_income",
        (
            31.2,
            33.8,
            29.4,
            27.1,
            18.6,
            -24.3,
            12.9,
            21.4,
            34.7,
            39.2,
            41.8,
            36.5,
            38.9,
            42.1,
            31.7,
            19.3,
            22.4,
            -41.6,
            26.8,
            30.2,
            33.5,
            37.9,
            39.4,
            42.6,
        ),
        (
            "L'utile netto",
            "Il risultato netto di Chimica Adriatica",
            "L'utile netto di pertinenza del gruppo",
        ),
        (
            ("{s} è migliorato {m}", rose),
            ("{s} è peggiorato {m}", fell),
            ("{s} non è peggiorato", held_up),
            ("{s} non è migliorato", held_down),
            ("{s} non è mai sceso da un trimestre all'altro", never_fell),
        ),
        _by_eur,
        False,
        (
            "{s} è stato superiore allo stesso trimestre del 2023 in ogni trimestre del 2024",
            "{s} è stato inferiore allo stesso trimestre del 2023 in ogni trimestre del 2024",
        ),
    ),
    _Trend(
        "fundamentals.quarters",
        "volume_kt",
        (
            182.4,
            187.9,
            179.6,
            176.3,
            171.2,
            139.8,
            164.5,
            178.1,
            186.7,
            193.2,
            190.8,
            188.4,
            184.1,
            179.6,
            171.3,
            162.9,
            167.4,
            172.8,
            176.2,
            181.5,
            185.9,
            191.3,
            194.7,
            199.8,
        ),
        (
            "I volumi venduti (migliaia di tonnellate)",
            "I volumi di Chimica Adriatica",
            "I volumi spediti dagli stabilimenti",
        ),
        (
            ("{s} sono aumentati {m}", rose),
            ("{s} sono diminuiti {m}", fell),
            ("{s} sono aumentati in ogni trimestre", rose_every_quarter),
            ("{s} non sono diminuiti", held_up),
            ("{s} non sono mai aumentati da un trimestre all'altro", never_rose),
        ),
        _approx_pct,
        True,
        (
            "{s} sono stati superiori allo stesso trimestre del 2023 in ogni trimestre del 2024",
            "{s} sono stati inferiori allo stesso trimestre del 2023 in ogni trimestre del 2024",
        ),
    ),
)


_year_specials = partial(
    _growth_specials,
    faster="{s} sono cresciuti più rapidamente nel 2024 che nel 2023",
    slower="{s} sono cresciuti più lentamente nel 2024 che nel 2023",
    grew="{s} sono cresciuti a un tasso annuo composto a due cifre dal IV trimestre 2022 al IV "
    "trimestre 2024",
    shrank="{s} si sono ridotti a un tasso annuo composto a due cifre dal IV trimestre 2022 al "
    "IV trimestre 2024",
    end=23,
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) pairs over the whole series, each computed from it: for a
    growing item (plural in Italian, as its claims are) 2024's pace against 2023's and the
    two-year compound rate, then year over year in each quarter of 2024. Pairs too close to call
    are left out."""
    up_all, down_all = trend.year_on_year
    return _year_specials(trend, up_all=up_all, down_all=down_all)


_CLAIM_FRAMES: Final = (
    "Relazione della Funzione Finanza, IV trimestre 2024 (esercizio 2024) – scheda emittente: "
    "{claim} [1]. "
    "Rating BBB- (outlook stabile), ancora sopra il rating minimo delle convenzioni; "
    "esposizione {esp}, nel {comparto}.",
    "Verbale Comitato Finanza 20/03/2025, punto 5: {claim} [1]. Nessuna azione richiesta al "
    "gestore; la posizione ({esp}) resta nel {comparto}.",
    "{Claim} [1]. Così la nota di credito di Nordalpi Asset Management: spread 185 p.b. sul "
    "BTP di pari scadenza, esposizione del Fondo {esp}.",
    "| Emittente | Comparto / esposizione | Commento Funzione di gestione del rischio |\n"
    "|---|---|---|\n| " + _COMPANY + " S.p.A. (CHAD) | {comparto}, {esp} | {Claim} [1] |",
    "Risposta dell'Ufficio Aderenti a un iscritto (dipendente di " + _COMPANY + "): {claim} "
    "[1]; il Fondo detiene {esp} nel {comparto}, entro i limiti per emittente.",
)

_COMPARTI: Final = (
    "comparto Bilanciato (mandato azionario Europa di Nordalpi AM)",
    "comparto Dinamico",
    "comparto Bilanciato e nel Dinamico (obbligazioni 2029)",
)
_EXPOSURES: Final = ("€ 18,4 milioni", "€ 42,7 milioni", "€ 7,9 milioni")


def _holding(rng: random.Random) -> dict[str, str]:
    """Which comparto holds the issuer, and how much, drawn for each claim's frame."""
    return {"comparto": rng.choice(_COMPARTI), "esp": rng.choice(_EXPOSURES)}


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
        left_out=lambda h, w, c: h.startswith("nel IV trimestre 2024") and "trimestre" in c,
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
    """Batch ZZZU: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
