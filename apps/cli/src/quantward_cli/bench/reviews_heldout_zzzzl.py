"""Held-out batch ZZZZL: every flaw kind again, in the voice of a Vienna multi-employer pension
fund: the Kahlenberg Pensionskasse AG (a fictional überbetriebliche Pensionskasse with some
1.284,6 Mio. EUR in its Veranlagungs- und Risikogemeinschaft 7, the VRG 7, at 31.12.2024),
supervised by the Finanzmarktaufsicht (FMA) under the Pensionskassengesetz (PKG). Its people and
papers, written in Austrian German with the English its Viennese investment staff really use
("Rebalancing", "Tracking Error", "Investment Grade", "fyi", "LG") and the English of its external
Asset Manager in London: the Vorstand (Dr. Markus Hofbauer, Vorstand für Veranlagung) and the
Aufsichtsrat (Vorsitzende KR Mag. Brigitte Lechner) with its Veranlagungsausschuss (Vorsitzender
Dkfm. Herbert Pichler, Protokoll Mag. Sabine Gruber), their Protokolle with Tagesordnungspunkte
(TOP) and "Allfälliges", their numbered Beschlüsse (AR-2025/07 …) and Umlaufbeschlüsse
(einstimmig angenommen, genehmigt; abgelehnt, von der Tagesordnung abgesetzt, vertagt, nicht
angenommen, zurückgezogen; a Abänderungsantrag "statt „…" soll es heißen „…""); the Leiterin
Veranlagung (Mag. Claudia Weinberger) with her E-Mails ("Von / An / Betreff: AW: …"), Teams
messages, Aktenvermerke and KORREKTUR; the Veranlagungsbestimmungen of the VRG 7 (part of the
Geschäftsplan) with their § 4 Veranlagungsgrenzen and § 5 Bandbreiten around the strategische
Gewichtung, their Ziffern and Anlage 1; the Anlagerichtlinien of the Vorstand; the
Risikomanagement's Limitübersicht ("Kennzahl / Ist / Limit / Auslastung") and its Liste offener
Punkte; the Depotbank's Limitparametrierung (Wiener Verwahr- und Depotbank AG, an INI-like
"schlüssel = wert" file); the FMA's Schreiben (GZ FMA-PK0432.100/0007-PKA/2025, after a
Vor-Ort-Prüfung, with a Frist of vier Wochen) and its Prüfbericht; the Asset Manager's English
Investment Management Agreement (Thamesgate Asset Management LLP, Schedule 3: "maximum 35%", "200
bps", "1.25x") and its client portfolio manager's English e-mail (Oliver Pennington); the
Aktuar's ALM-Studie, the Interne Revision and the Geschäftsbericht. Its number forms are
Austrian: a decimal comma and dot thousands ("1.284,6 Mio. EUR", "18,4 Mio. EUR"), "%" after a
space ("35 %", "35,0 % des VRG-Vermögens"), "Prozent", "Prozentpunkte", "Basispunkte" and "BP",
"-fach" and "x" for a multiple, dates as "31.12.2024" and "31. Dezember 2024", "Jänner" and
"heuer", "Q3 2024" and "3. Quartal 2024", "1. Halbjahr", "Vorjahresquartal", "KW 52/2015",
"Monatsultimo", and numbers in words in Protokolle and Umlaufbeschlüsse ("fünfunddreißig
Prozent", "zweihundert Basispunkte", "einstimmig mit fünf Stimmen", "vier Wochen").

Batch ZZZZL is built like ZZZZC and ZZZZD - phrase-level parts, a seeded generator, the truth kept
by the generator and never read from the text - and uses the plan, span and constraint helpers
of `reviews_heldout_shared`, its invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, subjects, trend
series and the claims it makes of them are its own. It was written blind: only ZZZZC and ZZZZD
(read for shape, with their tests), `reviews_heldout_shared`, `reviews_heldout_truths`,
`reviews_heldout_forms` (`WrittenForms`), the tests' `heldout_checks`, the `HeldOutCase` /
`TrendRequest` / `trend_claim_twins` / `evidence_for` part of `reviews_heldout`, the contract
models and id checks of `libs/contracts` (constraint units, walk-forward windows, message kinds,
id prefixes) and the names in `quantward_platform.LIBRARY` were read for it; no rule, reviewer,
reviewer or validator test, validator, policy, `reviews.py` (beyond its tuple of batches),
benchmark result, benchmark document, ADR or other batch was read, and it was not run against the
reviewers or the validator before its first recorded run.

It takes the shared loops' opt-in options its register needs, set apart from ZZZZC's and ZZZZD's
where the loops allow: SEVEN subjects (five caps - Aktien, Immobilien, a single Emittent, the
nicht kursgesicherte Fremdwährungsposition and the equity mandate's Tracking Error in Basispunkten
- and two floors: Investment-Grade-Anleihen as a share and the Risikotragfähigkeit, the
Schwankungsrückstellung over the VaR, as a MULTIPLE), so the misquote loop keeps its DEFAULT
pairing (`i + i // 5`: seven shares no factor with six, so each of the five structures meets every
subject), one structure in four wordings (abgelehnt, von der Tagesordnung abgesetzt, vertagt,
nicht angenommen); limits in words one style in THREE (the default `words_every`) where a
Protokoll or an Umlaufbeschluss says them; the invented limit's answer in FIVE forms taken in turn
(`i % 5`, odd, so each form meets both modes), on the subject `2 * i + i // 7`: the
Veranlagungsausschuss' Protokoll (words), the Vorstand's E-Mail and the London manager's English
e-mail (chat answers), the Depotbank's Limitparametrierung sent AFTER the request
(`template_inputs`, "wert = 0,350" in the constraint's unit with three decimals and a decimal
comma) and the VRG 7's Veranlagungsbestimmungen given BEFORE it (`mandate`, cited as a clause);
every other strategy case from the FIRST pair under a mandate bounding other things (the default
`other_at=0`); breaches in SIX shapes held four cases each (`shape=(i // 4) % 6`, each in both
modes) on the subject `2 * i + 1`, at 1.4 of a cap and 0.6 of a floor, uncited twins at 0.85 of a
cap and 1.25 of a floor, the clause cited three cases in four (uncited the first of an even block
and the last of an odd one: every shape cited and uncited, uncited in both modes) - the
Veranlagungsbestimmungen's § 4 as a list of Ziffern (`veranlagungsbestimmungen_vrg_7.§_4[2]`),
the FMA's Schreiben, the English IMA's Schedule 3, the Aufsichtsrat's Protokoll as records with
words (`protokoll_aufsichtsrat_2025_03_20.beschluesse[1].wortlaut`), an Umlaufbeschluss of the
Veranlagungsausschuss with words and the Risikomanagement's Limitübersicht as a table with a decoy
VaR row; Bandbreiten over THREE caps (Aktien, Immobilien, Fremdwährung; `turn=i + i // 3`) whose
low end is six tenths of the top (`low_ratio=0.6`), each granted case assuming the strategische
Gewichtung (the middle, the default), the flawed value 1.2 of the top, a refusal fixing the
LOW end (`point="lo"`, so the assumed middle is looser than the level fixed), refused at `i % 6`
in (1, 4) and placed in FOUR shapes held three cases each (`(i // 3) % 4`): the
Veranlagungsbestimmungen's § 5 (fields), a Beschluss of the Aufsichtsrat (a message), the
Vorstand's Kompetenzordnung (fields) and an Umlaufbeschluss (a message); objectives in FIVE
structures held three cases each (`structure=(i // 3) % 5`; the wanted objective `3 * i`), three
withdrawing an earlier wording in the same text (the Veranlagungsausschuss' Protokoll with an
angenommener Abänderungsantrag, the Leiterin Veranlagung's E-Mail "KORREKTUR" and an
Umlaufbeschluss whose first Beschlussvorschlag was zurückgezogen), one replaced by a later
message (from the Vorstand after the Aufsichtsrat); leakage over FOUR ANCHORED (expanding)
walk-forward folds, each trained from 4 Jänner 2010 to the end of the year before the CALENDAR
YEAR it tests (2016 to 2019, Wiener Börse sessions, closed on 31 December), the whole sentence at
every third case from the THIRD (the default `sentence_at=2`), placed in the evidence first; and a
trend request of its own (the Veranlagungsausschuss' Watchlist point, its heading, an as-of date
after the Q4 2024 results) over SIXTEEN quarters (Q1 2021 - Q4 2024) comparing 2024 with 2023
(`end=15`, the latest), a double-digit compound FALL claimed as well as a rise (`shrinking=True`:
the Auftragsbestand falls from its 2022 peak), special pairs taken every THIRD case in turn
(`special_step=3`), no extra frame parts, and a signed series (Konzernergebnis, losses in Q3 2021
and in the Q2 2023 Wertminderung).

Decoy numbers (no truth depends on them): the VRG 7's Vermögen (1.284,6 Mio. EUR at 31.12.2024 and
31. Dezember 2024), the Jänner-Beiträge (18,4 Mio. EUR), monthly Pensionsleistungen (7,9 Mio. EUR),
the EZB's 25 Basispunkte, the 2024 Performance (6,9 %, 0,8 Prozentpunkte above the Benchmark), the
Rechnungszins (2,5 %), which is followed and not optimised, the Schwankungsrückstellung (96,3 Mio.
EUR), 4.812 Anwartschafts- and Leistungsberechtigte, the FMA's GZ and its vier Wochen, TOP,
Beschluss and Umlaufbeschluss numbers, votes (zwei Gegenstimmen, fünf Stimmen), the
Limitübersicht's "Ist" and "Auslastung" beside a limit, other Grenzen beside it in Anlage 1, the
VaR (99 %, ein Jahr), the modifizierte Duration of 5 bis 8 Jahre and a Mindestrating of BBB-, the
FMA's Pensionskassen-Durchschnitt and the ALM-Studie's unconstrained portfolio quoted for
comparison, and the watched company's Kurswert, Anteil, Dividende (0,85 EUR je Aktie) and share
price. Its parts:

* limits as the Pensionskasse's people state them: Aktien (a cap: "35 %", "35,0 % des
  VRG-Vermögens", "35 Prozent", "fünfunddreißig Prozent"), Immobilien ("15 %", "15,0 % des
  Marktwerts"), a single Emittent ("5 %", "5,0 % je Emittent"), the Fremdwährungsposition ("25 %",
  "25,0 % nach Kurssicherung"), the Tracking Error ("200 Basispunkte", "200 BP", "2,00
  Prozentpunkte p. a.", "zweihundert Basispunkte"), Investment-Grade-Anleihen (a floor: "50 %",
  "50,0 % des VRG-Vermögens", "fünfzig Prozent") and the Risikotragfähigkeit (a floor, a multiple:
  "1,25-fach", "1,25x", "das 1,25-Fache des VaR");
* requests (the Leiterin Veranlagung's E-Mail, the Veranlagungsausschuss' Tagesordnung, a Teams
  message, an Aktenvermerk, the Risikomanagement's Liste offener Punkte and an FMA
  Auskunftsersuchen) deferring the limit to an Aufsichtsrat not yet held, a TOP abgesetzt, an
  Antrag vertagt, a draft reading „[vom Aufsichtsrat festzulegen]", the Risikomanagement's
  Stellungnahme not yet given or the FMA's answer not yet received;
* provenance misquoting its source: the Veranlagungsbestimmungen of 15. Juni 2021 or a Entwurf;
  an Antrag abgelehnt (zwei Gegenstimmen), abgesetzt, vertagt or nicht angenommen; the
  Limitübersicht's Ist (prose, or a "Kennzahl / Ist per 31.03.2025 / Limit / Auslastung" table);
  another Grenze beside it in Anlage 1; the FMA's Pensionskassen-Durchschnitt or the ALM-Studie's
  unconstrained portfolio;
* objectives as the Veranlagungsbestimmungen' § 2, a Beschluss of the Aufsichtsrat, the
  Veranlagungsausschuss' Protokoll and the Aktuar's ALM-Studie, some saying what is not the aim
  ("nicht der Tracking Error", "nicht die Sharpe Ratio") and some beside the Rechnungszins;
* leakage as the ALM-Studie, the Risikomanagement's Stellungnahme and the Interne Revision write
  it: erwartete Renditen und Korrelationen, Rebalancing-Schwellen, the Kurssicherungsquote, a model
  of Beiträge and Pensionsleistungen and the Tracking Error's factor model fitted on periods
  reaching into the test years (the ATX, the MSCI Europe, Statistik Austria's HVPI, the VRG's own
  flows, the Euro-Swapkurve, iBoxx EUR Corporates spreads, the 6-Monats-Euribor), and whole
  sentences (the AVÖ 2018-P Rechnungsgrundlagen applied back to 2016, today's ATX, the 2025
  Ausschlussliste in every period, audited Gutachten used before they came); each clean twin in
  the same form, ending before the first test date, and where the data come out late, ending
  where they were out before it;
* trend claims on Donauwerk Technologie AG (Wiener Börse: DWT; a fictional Linz maker of
  industrial automation the VRG 7 holds) - Umsatzerlöse (Mio. EUR, faster in 2024 than in 2023),
  EBIT-Marge (moves in Prozentpunkte), Nettoverschuldung/EBITDA (x; lower is better),
  Auftragsbestand (Mio. EUR, a double-digit compound FALL from Q4 2022 to Q4 2024) and
  Konzernergebnis (signed, Mio. EUR) over sixteen quarters, as the Emittentenbericht's Anhang, the
  Veranlagungsausschuss' Protokoll, the Asset Manager's comment (the claim first), a "Emittent /
  Kurswert / Anteil / Kommentar" table and the Leiterin Veranlagung's Teams summary for the
  Vorstand; horizons covered by the series against uncovered ones ("seit dem Börsengang 1998").
  Whether a claim holds is computed from the series: true, false, or too close to call (never
  used).

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

SEED: Final = 20270185
KINDS: Final = ALL_KINDS
TAG: Final = "zzzzl"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzlvi0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzlvi1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzlvi2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzlvi3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzlvi5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzlvid"

_PK: Final = "Kahlenberg Pensionskasse AG"
_VRG: Final = "Veranlagungs- und Risikogemeinschaft 7 (VRG 7)"
_VORSTAND: Final = "Dr. Markus Hofbauer"
_LEITERIN: Final = "Mag. Claudia Weinberger"
_MANAGER: Final = "Thamesgate Asset Management LLP"
_DEPOTBANK: Final = "Wiener Verwahr- und Depotbank AG"


# --- numbers as a Viennese Pensionskasse's Veranlagung and Risikomanagement write them ----------


def _comma(text: str) -> str:
    """A number written with a decimal comma ("12.5" → "12,5")."""
    return text.replace(".", ",")


def _pct(value: float) -> str:
    """A share in Prozent with a decimal comma: "35", "2,5"."""
    return _comma(_g(value * 100))


def _pct1(value: float) -> str:
    """A share in Prozent with one decimal where that is exact ("35,0"), else in full."""
    p = round(value * 100, 6)
    return _comma(f"{p:.1f}" if abs(round(p, 1) - p) < 1e-9 else _g(p))


#: the limits' values in words, as the Protokolle and Umlaufbeschlüsse write them
_WORDS: Final[dict[float, str]] = {
    0.03: "drei",
    0.05: "fünf",
    0.1: "zehn",
    0.15: "fünfzehn",
    0.2: "zwanzig",
    0.25: "fünfundzwanzig",
    0.3: "dreißig",
    0.35: "fünfunddreißig",
    0.4: "vierzig",
    0.5: "fünfzig",
    0.6: "sechzig",
    150.0: "hundertfünfzig",
    200.0: "zweihundert",
    300.0: "dreihundert",
}


def _words(value: float, unit: str) -> dict[str, str]:
    """The value in words with its `unit` ("fünfunddreißig Prozent"), under the key "w", when the
    Protokolle have a word for it; none otherwise."""
    said = _WORDS.get(round(value, 6))
    return {"w": f"{said} {unit}"} if said else {}


def _share_forms(tail: str, value: float) -> dict[str, str]:
    """A share: "35 %", "35,0 % {tail}", "35 Prozent", "fünfunddreißig Prozent"."""
    return {
        "p": f"{_pct(value)} %",
        "t": f"{_pct1(value)} % {tail}",
        "pr": f"{_pct(value)} Prozent",
        **_words(value, "Prozent"),
    }


def _te_forms(value: float) -> dict[str, str]:
    """The equity mandate's Tracking Error: "200 Basispunkte", "200 BP", "2,00 Prozentpunkte
    p. a.", "zweihundert Basispunkte"."""
    return {
        "bp": f"{_comma(_g(value))} Basispunkte",
        "b": f"{_comma(_g(value))} BP",
        "pp": _comma(f"{value / 100:.2f}") + " Prozentpunkte p. a.",
        **_words(value, "Basispunkte"),
    }


def _multiple_forms(value: float) -> dict[str, str]:
    """The Risikotragfähigkeit, a multiple: "1,25-fach", "1,25x", "das 1,25-Fache des VaR"."""
    n = _comma(_g(value))
    return {"f": f"{n}-fach", "x": f"{n}x", "v": f"das {n}-Fache des VaR"}


def _english_share(value: float) -> str:
    return f"{_g(value * 100)}%"


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A Veranlagungsgrenze of the VRG 7: the agent's field names, how the Pensionskasse's people
    name it (as it reads after "für" and at a line's head), its key in the Depotbank's file, the
    values it takes, its written forms, how the English papers write and name it, and whether it
    is a floor (an Untergrenze)."""

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
    ("max_equity_share", "aktienquoteMax"),
    (
        "Aktien (direkt und über Investmentfonds)",
        "die Aktienquote der VRG 7",
        "das gesamte Aktienexposure",
    ),
    "GR_AKT_MAX",
    "fraction",
    (0.3, 0.35, 0.4),
    partial(_share_forms, "des VRG-Vermögens"),
    _english_share,
    "Equities (direct and through funds)",
)
_PROPERTY: Final = _Subject(
    ("max_real_estate_share", "immobilienquoteMax"),
    (
        "Immobilien (direkt und über Immobilienfonds)",
        "die Immobilienquote",
        "das Immobilienexposure der VRG 7",
    ),
    "GR_IMMO_MAX",
    "fraction",
    (0.1, 0.15, 0.2),
    partial(_share_forms, "des Marktwerts"),
    _english_share,
    "Real estate (direct and through real estate funds)",
)
_ISSUER: Final = _Subject(
    ("max_single_issuer_share", "emittentengrenzeMax"),
    (
        "die Veranlagung bei einem einzelnen Emittenten (ohne Staatsanleihen des Euroraums)",
        "das Exposure gegenüber einem einzelnen Emittenten",
        "die Emittentenkonzentration",
    ),
    "GR_EMIT_MAX",
    "fraction",
    (0.03, 0.05, 0.1),
    partial(_share_forms, "je Emittent"),
    _english_share,
    "Exposure to any single issuer (excluding euro area government bonds)",
)
_CURRENCY: Final = _Subject(
    ("max_unhedged_fx_share", "fremdwaehrungMax"),
    (
        "die nicht kursgesicherte Fremdwährungsposition",
        "das offene Währungsrisiko",
        "Fremdwährungen ohne Kurssicherung",
    ),
    "GR_FW_MAX",
    "fraction",
    (0.2, 0.25, 0.3),
    partial(_share_forms, "nach Kurssicherung"),
    _english_share,
    "Unhedged foreign currency exposure",
)
_TE: Final = _Subject(
    ("max_equity_tracking_error_bps", "trackingErrorAktienMax"),
    (
        "den Tracking Error (ex ante) des Aktienmandats",
        "das aktive Risiko des Aktienmandats gegenüber der Benchmark",
        "die Abweichung des Aktienmandats von der Benchmark (Tracking Error)",
    ),
    "GR_TE_AKT",
    "bps",
    (150.0, 200.0, 300.0),
    _te_forms,
    lambda v: f"{_g(v)} bps",
    "Ex ante tracking error of the equity mandate against its benchmark",
)
_IG_BONDS: Final = _Subject(
    ("min_investment_grade_bond_share", "igAnleihenMin"),
    (
        "Anleihen mit Investment-Grade-Rating",
        "die Quote der Investment-Grade-Anleihen",
        "Anleihen guter Bonität (Investment Grade)",
    ),
    "GR_IG_MIN",
    "fraction",
    (0.4, 0.5, 0.6),
    partial(_share_forms, "des VRG-Vermögens"),
    _english_share,
    "Investment grade bonds",
    floor=True,
)
_RISK_CAPACITY: Final = _Subject(
    ("min_risk_capacity_multiple", "risikotragfaehigkeitMin"),
    (
        "die Risikotragfähigkeit (Schwankungsrückstellung im Verhältnis zum VaR)",
        "die Deckung des VaR durch die Schwankungsrückstellung",
        "das Verhältnis von Schwankungsrückstellung zu Value at Risk",
    ),
    "GR_RTF_MIN",
    "multiple",
    (1.1, 1.25, 1.5),
    _multiple_forms,
    lambda v: f"{_g(v)}x",
    "Fluctuation reserve as a multiple of the one-year VaR",
    floor=True,
)
#: seven Veranlagungsgrenzen: five caps (four shares, Basispunkte) and two floors (a share, a
#: multiple); seven shares no factor with six, so the misquote loop's default pairing puts each
#: of its five structures with every one
_SUBJECTS: Final = (
    _EQUITY,
    _PROPERTY,
    _ISSUER,
    _CURRENCY,
    _TE,
    _IG_BONDS,
    _RISK_CAPACITY,
)
#: the asset classes a Bandbreite is given for: three caps
_BANDED: Final = (_EQUITY, _PROPERTY, _CURRENCY)

_RATIONALES: Final = (
    "was die Veranlagungsbestimmungen von 2021 vorsahen",
    "ungefähr der Durchschnitt der überbetrieblichen Pensionskassen",
    "ein vorläufiger Wert bis zum Beschluss des Aufsichtsrats",
    "was sich aus dem Basisszenario der ALM-Studie ergibt",
    "der übliche Sicherheitsabstand zur Grenze",
    "der Wert aus dem Entwurf der neuen Veranlagungsbestimmungen",
)

#: where a breach's flawed value lies, and its uncited twin, as multiples of the limit
_CAP_BREACH: Final = 1.4
_FLOOR_BREACH: Final = 0.6
#: where a Bandbreite's flawed value lies, as a multiple of its top
_BAND_BREACH: Final = 1.2


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Veranlagung der " + _VRG + " der " + _PK + " (Staats- und Unternehmensanleihen, Aktien "
    "Europa und global, Immobilien, Termingelder) innerhalb der Veranlagungsbestimmungen",
    "der beste risikoadjustierte Ertrag für Anwartschafts- und Leistungsberechtigte im Rahmen "
    "der Veranlagungsbestimmungen",
    "die Gewichtung der Assetklassen optimieren",
    "die ermittelten Gewichte und ihr Risiko",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_RATIONALE: Final = "wie vom Aufsichtsrat in den Veranlagungsbestimmungen der VRG 7 festgelegt"
_cite = partial(_cite_as, _RATIONALE)
_clause_cite = partial(_clause_cite_as, _RATIONALE)
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _sign(s: _Subject) -> str:
    return "mindestens" if s.floor else "höchstens"


def _bound(s: _Subject) -> str:
    return "die Untergrenze" if s.floor else "die Obergrenze"


def _short(s: _Subject) -> str:
    return "min." if s.floor else "max."


def _limit_en(s: _Subject) -> str:
    return "minimum" if s.floor else "maximum"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "das Portfolio der VRG 7 neu gewichten (Vermögen per 31.12.2024: 1.284,6 Mio. EUR)",
    "die Aufteilung der Jänner-Beiträge von 18,4 Mio. EUR vorbereiten",
    "die Limitübersicht für das 1. Quartal 2025 aktualisieren",
    "die ALM-Studie nach der Zinssenkung der EZB um 25 Basispunkte neu rechnen",
    "prüfen, ob die Liquidität für die Pensionsleistungen von rund 7,9 Mio. EUR im Monat reicht",
)
_DEFERRALS: Final = (
    "der Aufsichtsrat legt die Grenze für {noun} erst in seiner Sitzung am 22. Mai 2025 fest",
    "der Tagesordnungspunkt zur Grenze für {noun} wurde von der Tagesordnung des "
    "Veranlagungsausschusses abgesetzt",
    "der Antrag zur Grenze für {noun} wurde auf die nächste Sitzung vertagt",
    "im Entwurf der Veranlagungsbestimmungen steht bei der Grenze für {noun} noch „[vom "
    "Aufsichtsrat festzulegen]“",
    "die Stellungnahme des Risikomanagements zur Grenze für {noun} liegt noch nicht vor",
    "die FMA hat unsere Anfrage zur Grenze für {noun} noch nicht beantwortet",
)
_REQUEST_FRAMES: Final = (
    "Von: " + _LEITERIN + " (Leiterin Veranlagung)\nAn: Veranlagungsteam\nBetreff: Rebalancing "
    "VRG 7 – 1. Quartal 2025\n\nHallo zusammen,\n\nkönnt ihr bitte {task}? Achtung: {deferral}."
    "\n\nDanke und LG\nClaudia",
    "Veranlagungsausschuss – Sitzung am 10.04.2025\nTagesordnung:\n1. Genehmigung des "
    "Protokolls der letzten Sitzung\n2. {Task}\n3. Allfälliges\nAnmerkung: {deferral}.",
    "Teams – Markus H. (09:12): kannst du bitte {task}? fyi: {deferral}",
    "AKTENVERMERK\nAn: Mitglieder des Veranlagungsausschusses\nVon: Abteilung Veranlagung\nDatum: "
    "27.03.2025\n\n{Deferral}. In der Zwischenzeit wird um Folgendes ersucht: {task}.",
    "Liste offener Punkte – Risikomanagement (Stand 28.03.2025)\nNr. 2025-09 | {Task} | "
    "zuständig: Veranlagung | Status: in Arbeit\nAnmerkung: {deferral}.",
    "Zum Auskunftsersuchen der FMA (Frist: vier Wochen) ersucht der Vorstand die Abteilung "
    "Veranlagung vorab um Folgendes: {task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


@dataclass(frozen=True)
class _Stating:
    """How an answer states a limit: its frame ({noun}, {v}, {key}, {unit}, {art}, {bound},
    {sign}, {limit_en}, {noun_en}), its value's form ("bare" the number in the constraint's unit
    as the Depotbank's file holds it, "figures" one of its written forms, "words" a written form
    or its words, "english" the English figure), its kind, and whether it comes before the
    request."""

    frame: str
    form: str
    kind: AnswerKind
    first: bool = False


_STATINGS: Final = (
    _Stating(
        "Auszug aus dem Protokoll der 3. Sitzung des Veranlagungsausschusses des Aufsichtsrats "
        "vom 18. März 2025\nTOP 4 – Veranlagungsbestimmungen der VRG 7\nDer Ausschuss empfiehlt "
        "dem Aufsichtsrat einstimmig mit fünf Stimmen, {bound} für {noun} mit {v} festzulegen. "
        "TOP 6 (Auswahl eines Immobilien-Spezialfonds) wird auf die nächste Sitzung vertagt.\n"
        "Für das Protokoll: Mag. Sabine Gruber",
        "words",
        "clarification_answer",
    ),
    _Stating(
        "Von: " + _VORSTAND + " (Vorstand für Veranlagung)\nAn: Veranlagungsteam; "
        "Risikomanagement\nBetreff: AW: Rebalancing VRG 7 – 1. Quartal 2025\n\nLiebe Kolleginnen "
        "und Kollegen,\n\nGrenze für {noun}: {sign} {v}. Das hat der Aufsichtsrat im März so "
        "beschlossen, nicht der Wert aus dem Entwurf.\n\nLG\nMarkus Hofbauer",
        "figures",
        "clarification_answer",
    ),
    _Stating(
        "LIMITPARAMETRIERUNG – Anlagegrenzprüfung der Depotbank (" + _DEPOTBANK + "), Stand "
        "03.02.2025\n[{key}]\neinheit = {unit}\nwert = {v}\nart = {art}\nquelle = "
        "Veranlagungsbestimmungen VRG 7, § 4",
        "bare",
        "template_inputs",
    ),
    _Stating(
        "VERANLAGUNGSBESTIMMUNGEN DER "
        + _VRG.upper()
        + " (Teil des Geschäftsplans der "
        + _PK
        + "; Fassung des Aufsichtsratsbeschlusses vom 20.03.2025)\n§ 4 Veranlagungsgrenzen\n"
        "(2) Grenze für {noun}: {sign} {v}.\n(3) Die Grenzen werden täglich zu Marktwerten "
        "überwacht.",
        "figures",
        "mandate",
        first=True,
    ),
    _Stating(
        "From: Oliver Pennington (Client Portfolio Manager, "
        + _MANAGER
        + ", London)\nTo: "
        + _LEITERIN
        + "\nSubject: RE: VRG 7 – limits\n\nDear Claudia,\n\nConfirmed with our compliance "
        "team: {noun_en}, {limit_en} {v}. We have loaded this into our pre-trade system.\n\n"
        "Kind regards,\nOliver",
        "english",
        "clarification_answer",
    ),
)

#: how the Depotbank's file names a unit
_UNIT_WORDS: Final = {
    "fraction": "anteil (dezimal)",
    "bps": "basispunkte",
    "multiple": "faktor",
}


def _bare(s: _Subject, value: float) -> str:
    """The number in the constraint's unit as the Depotbank's file holds it: a share with three
    decimals ("0,350", "0,030"), else the figure; always with a decimal comma."""
    if s.unit == "fraction":
        return _comma(f"{value:.3f}")
    return _comma(_g(value))


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings."""
    stating = _STATINGS[turn % len(_STATINGS)]
    if stating.form == "bare":
        written = _bare(s, value)
    elif stating.form == "english":
        written = s.english(value)
    else:
        written = s.render(value, rng.randrange(12), words=stating.form == "words")
    text = _fill(
        stating.frame,
        noun=rng.choice(s.nouns),
        v=written,
        key=s.key,
        unit=_UNIT_WORDS[str(s.unit)],
        art="untergrenze" if s.floor else "obergrenze",
        bound=_bound(s),
        sign=_sign(s),
        limit_en=_limit_en(s),
        noun_en=s.noun_en,
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form: the
    Veranlagungsbestimmungen came before the request (cited as a clause), the Depotbank's file
    after it."""
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
    "veranlagungsbestimmungen_vrg_7": {
        "§_1_grundsaetze": [
            "Die Veranlagung erfolgt nach dem Prudent-Person-Prinzip des Pensionskassengesetzes "
            "(PKG) im Interesse der Anwartschafts- und Leistungsberechtigten.",
            "Der Rechnungszins (2,5 % p. a.) wird vom Aktuar jährlich überprüft; er ist keine "
            "Veranlagungsgrenze.",
            "Derivate dürfen nur zur Absicherung und zur effizienten Portfoliosteuerung "
            "eingesetzt werden; Leerverkäufe sind nicht zulässig.",
            "Emittenten auf der Ausschlussliste (geächtete Waffen, Kraftwerkskohle, Tabak) sind "
            "ausgeschlossen.",
            "Die Veranlagungsbestimmungen werden mindestens alle drei Jahre vom Aufsichtsrat "
            "überprüft und der FMA angezeigt.",
        ]
    }
}

_invented = partial(
    _invented_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 2 * i + i // 7,
    request=_request,
    request_id=REQUEST_ID,
    other_terms=_OTHER_TERMS,
    twins=lambda i: _invented_twins(i % len(_STATINGS)),
)


# --- false provenance --------------------------------------------------------------------------

#: another Grenze beside it in Anlage 1 of the Veranlagungsbestimmungen: its name and value, in
#: the subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "GR_AKT_MAX": ("Aktien aus Schwellenländern, max.", 0.08),
    "GR_IMMO_MAX": ("Direkt gehaltene Immobilien, max.", 0.04),
    "GR_EMIT_MAX": ("Termingelder bei einem einzelnen Kreditinstitut, max.", 0.12),
    "GR_FW_MAX": ("Fremdwährungsanleihen, max.", 0.14),
    "GR_TE_AKT": ("Tracking Error des Anleihenmandats, max.", 80.0),
    "GR_IG_MIN": ("Staatsanleihen des Euroraums, min.", 0.16),
    "GR_RTF_MIN": ("Liquiditätsdeckung (Pensionsleistungen eines Quartals), min.", 3.0),
}


def _away(s: _Subject, value: float, up: float, down: float) -> float:
    """A wrong value for `s`: `value` times `up` for a cap, times `down` for a floor, rounded as
    the papers quote it (a tenth of a Prozent, a whole Basispunkt, a hundredth of a multiple)."""
    wrong = value * (down if s.floor else up)
    if s.unit == "fraction":
        return round(wrong, 3)
    if s.unit == "multiple":
        return round(wrong, 2)
    return float(round(wrong))


def _auslastung(s: _Subject, value: float, ist: float) -> str:
    """Auslastung as the Limitübersicht writes it ("85,0 %"): the Ist over a cap, the floor over
    the Ist."""
    share = value / ist if s.floor else ist / value
    return _comma(f"{share * 100:.1f}") + " %"


def _misquoted(
    rng: random.Random, i: int, structure: int, s: _Subject, value: float
) -> tuple[str, str, str, float]:
    """The answer in one of five structures, worded by the round and the structure: (text, right
    written, wrong written, wrong value); the truth (which value is the limit) is `value`, drawn
    by the caller."""
    noun = rng.choice(s.nouns)
    variant = i // 5 + structure
    if structure == 0:  # the Veranlagungsbestimmungen of 2021, or a Entwurf
        wrong_value = _away(s, value, 1.4, 0.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                "Die Veranlagungsbestimmungen vom 15. Juni 2021 sahen für "
                f"{noun} eine Grenze von {wrong} vor. Der Aufsichtsrat hat am 20.03.2025 eine "
                f"neue Grenze beschlossen: {right}, gültig ab 1. April 2025."
            )
        else:
            text = (
                f"Im Entwurf (Version 3 vom Jänner) stand für {noun} noch {wrong}; die "
                f"beschlossene Fassung sieht {right} vor, und die gilt."
            )
    elif structure == 1:  # an Antrag the Gremium did not adopt
        wrong_value = _away(s, value, 1.2, 0.8)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 4 == 0:
            text = (
                f"Die Abteilung Veranlagung hat für {noun} einen Wert von {wrong} beantragt. Der "
                f"Antrag wurde mit zwei Gegenstimmen abgelehnt; {_bound(s)} bleibt bei {right}."
            )
        elif variant % 4 == 1:
            text = (
                f"Das Risikomanagement hat für {noun} einen Wert von {wrong} vorgeschlagen, der "
                "Punkt wurde aber von der Tagesordnung abgesetzt: es gilt weiterhin die Grenze von "
                f"{right} laut Veranlagungsbestimmungen."
            )
        elif variant % 4 == 2:
            text = (
                f"Der Antrag, die Grenze für {noun} auf {wrong} zu setzen, wurde vertagt "
                "(Veranlagungsausschuss, Sitzung vom 20.03.2025, TOP 7). Bis zu einem "
                f"Beschluss gilt {right}."
            )
        else:
            text = (
                f"Der Antrag auf {wrong} für {noun} wurde in der Sitzung des Aufsichtsrats nicht "
                f"angenommen. Geltende Grenze: {_short(s)} {right}."
            )
    elif structure == 2:  # the Limitübersicht's Ist
        wrong_value = _away(s, value, 0.85, 1.25)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                f"Limitübersicht Q1 2025: der Ist-Wert für {noun} lag per 31.03.2025 bei {wrong}, "
                f"bei einem Limit von {right}. Keine Überschreitungen zu melden."
            )
        else:
            auslastung = _auslastung(s, value, wrong_value)
            text = (
                "| Kennzahl | Ist per 31.03.2025 | Limit | Auslastung |\n"
                f"|---|---|---|---|\n| {_cap(noun)} | {wrong} | {_short(s)} {right} | "
                f"{auslastung} |"
            )
    elif structure == 3:  # another Grenze beside it
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{beside}: {wrong}", f"{_cap(noun)}, {_short(s)}: {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Veranlagungsbestimmungen VRG 7, Anlage 1 (Auszug)\n- " + "\n- ".join(lines)
    else:  # the FMA's Pensionskassen-Durchschnitt or the ALM-Studie's unconstrained portfolio
        wrong_value = _away(s, value, 1.5, 0.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                "Zum Vergleich: der Durchschnitt der Pensionskassen laut FMA-Statistik (Ende "
                f"2024) liegt für {noun} bei {wrong}. Unsere Veranlagungsbestimmungen sehen "
                f"{right} vor – daran halten wir uns."
            )
        else:
            text = (
                "ALM-Studie 2025 (Aktuar): das optimale Portfolio ohne Nebenbedingungen hätte "
                f"für {noun} einen Wert von {wrong} ergeben; der Aufsichtsrat hat in den "
                f"Veranlagungsbestimmungen {right} belassen."
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


# --- mandate clauses: the Veranlagungsbestimmungen's § 4, the FMA's Schreiben, the IMA's
# Schedule 3, the Aufsichtsrat's Protokoll, an Umlaufbeschluss and the Limitübersicht ----------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of six places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12), words=shape in (3, 4))
    if shape == 0:  # the Veranlagungsbestimmungen's § 4, a list of Ziffern
        ziffern: list[JsonValue] = [
            "Z 1: Die Grenzen beziehen sich auf das Vermögen der VRG 7 zu Marktwerten und werden "
            "täglich vom Risikomanagement überwacht; der VaR (99 %, ein Jahr) wird monatlich "
            "berichtet.",
            "Z 2: Die modifizierte Duration des Anleihenportfolios liegt zwischen 5 und 8 Jahren.",
            f"Z 3: Grenze für {noun}: {_sign(s)} {written}.",
            "Z 4: Überschreitungen sind noch am selben Tag dem Vorstand und in der nächsten "
            "Sitzung dem Veranlagungsausschuss zu melden.",
        ]
        return (
            {"veranlagungsbestimmungen_vrg_7": {"fassung": "2025-03", "§_4": ziffern}},
            None,
            "veranlagungsbestimmungen_vrg_7.§_4[2]",
        )
    if shape == 1:  # the FMA's Schreiben, as a message
        letter = (
            "FINANZMARKTAUFSICHT (FMA)\nBereich Versicherungs- und Pensionskassenaufsicht\nGZ "
            "FMA-PK0432.100/0007-PKA/2025 – Wien, 14. Februar 2025\nBetreff: "
            + _PK
            + ", "
            + _VRG
            + " – Vor-Ort-Prüfung 2024\n\nIm Anschluss an den Prüfbericht wird gemäß dem "
            f"Pensionskassengesetz (PKG) darauf hingewiesen, dass die Grenze für {noun} "
            f"{_sign(s)} {written} beträgt und einzuhalten ist.\nUm Übermittlung eines "
            "Maßnahmenplans binnen vier Wochen wird ersucht."
        )
        return None, letter, MANDATE_ID
    if shape == 2:  # the London manager's IMA, Schedule 3, as a message
        schedule = (
            "INVESTMENT MANAGEMENT AGREEMENT – Schedule 3 (Investment Restrictions) between "
            + _PK
            + " (for its VRG 7) and "
            + _MANAGER
            + "\n3.1 The Manager shall comply with the Veranlagungsbestimmungen of the VRG 7.\n"
            f"3.4 {s.noun_en}: {_limit_en(s)} {s.english(value)}.\n3.6 Any breach shall be "
            "notified within one business day and cured within five business days."
        )
        return None, schedule, MANDATE_ID
    if shape == 3:  # the Aufsichtsrat's Protokoll, as records, with words
        beschluesse: list[JsonValue] = [
            {
                "nummer": "AR-2025/06",
                "wortlaut": "Der Aufsichtsrat genehmigt den Jahresabschluss der VRG 7 zum 31. "
                "Dezember 2024.",
            },
            {
                "nummer": "AR-2025/07",
                "wortlaut": f"Der Aufsichtsrat beschließt einstimmig, {_bound(s)} für {noun} mit "
                f"{written} festzulegen.",
            },
            {
                "nummer": "AR-2025/08",
                "wortlaut": "Die Auswahl eines zweiten Anleihenmanagers wird vertagt.",
            },
        ]
        return (
            {"protokoll_aufsichtsrat_2025_03_20": {"beschluesse": beschluesse}},
            None,
            "protokoll_aufsichtsrat_2025_03_20.beschluesse[1].wortlaut",
        )
    if shape == 4:  # an Umlaufbeschluss of the Veranlagungsausschuss, as a message, with words
        umlauf = (
            "UMLAUFBESCHLUSS Nr. 2/2025 DES VERANLAGUNGSAUSSCHUSSES\nIm Umlaufweg wurde "
            "einstimmig mit fünf Stimmen beschlossen: Für die VRG 7 gilt als Grenze für "
            f"{noun} {_sign(s)} {written}.\nDer Beschluss wird in das Protokoll der nächsten "
            "Sitzung aufgenommen.\nDkfm. Herbert Pichler, Vorsitzender"
        )
        return None, umlauf, MANDATE_ID
    table = (
        "LIMITÜBERSICHT VRG 7 – Risikomanagement (Grenzen laut Aufsichtsratsbeschluss vom "
        "20.03.2025)\n| Kennzahl | Grenze | Bezugsgröße |\n|---|---|---|\n"
        "| VaR (99 %, ein Jahr) | max. 9,5 % | Vermögen der VRG 7 |\n"
        f"| {_cap(noun)} | {_sign(s)} {written} | Marktwerte, täglich |\n"
        "| Mindestrating der Anleihen | BBB- | zum Kaufzeitpunkt |"
    )
    return None, table, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Bitte das Portfolio der VRG 7 unter Einhaltung der Veranlagungsbestimmungen, des "
    "FMA-Schreibens und des IMA neu gewichten.",
    "Please das Rebalancing within all our limits.",
    "Für die Aufsichtsratssitzung am 22. Mai 2025: bitte die Gewichtung innerhalb unserer "
    "Grenzen optimieren.",
    "Die Jänner-Beiträge von 18,4 Mio. EUR ohne Grenzverletzung veranlagen.",
    "Bitte den Vorschlag für die strategische Gewichtung im 3. Quartal 2025 erstellen, ohne "
    "Überschreitungen.",
)


def _cited(i: int) -> bool:
    """Three cases in four cite the clause: uncited the first of an even block of four and the
    last of an odd one, so every shape is cited and uncited, uncited in both modes."""
    return i % 4 != (0 if (i // 4) % 2 == 0 else 3)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 2 * i + 1,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=_cited,
    rationale="die dokumentierte Grenze der VRG 7",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
    shape=lambda i: (i // 4) % 6,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
    cap_inside=0.85,
    floor_inside=1.25,
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi] around a strategische Gewichtung {mid}: {bound}, {noun}, {lo}, {hi}
_GRANTED: Final = (
    "Veranlagungsbestimmungen VRG 7, § 5 (Bandbreiten): für {noun} reicht die Bandbreite von "
    "{lo} bis {hi}, bei einer strategischen Gewichtung von {mid}; innerhalb der Bandbreite legt "
    "die Leiterin Veranlagung {bound} fest; Beschluss AR-2025/05 (einstimmig angenommen).",
    "| Assetklasse | Untergrenze | Strategische Gewichtung | Obergrenze | Entscheidung "
    "innerhalb der Bandbreite |\n|---|---|---|---|---|\n| {Noun} | {lo} | {mid} | {hi} | "
    "Leiterin Veranlagung |",
    "Zwischen {lo} und {hi} ist {bound} für {noun} laufende Portfolioverwaltung: sie legt die "
    "Leiterin Veranlagung fest, die dem Veranlagungsausschuss berichtet.",
)
#: (refused, granted), both with {bound}, {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "Der Aufsichtsrat hat {bound} für {noun} mit {point} festgelegt. Der Antrag auf eine "
        "Bandbreite von {lo} bis {hi} wurde mit zwei Gegenstimmen abgelehnt; ein "
        "Ermessensspielraum besteht nicht.",
        "Der Aufsichtsrat hat den Antrag auf eine Bandbreite von {lo} bis {hi} für {bound} "
        "({noun}) angenommen; innerhalb davon legt die Abteilung Veranlagung den Wert fest.",
    ),
    (
        "Der Antrag auf eine Bandbreite von {lo} bis {hi} für {noun} wurde auf eine der nächsten "
        "Sitzungen vertagt (TOP 8, 20.03.2025). Bis dahin bleibt {bound} bei {point}.",
        "Der Antrag auf eine Bandbreite von {lo} bis {hi} für {noun} wurde einstimmig "
        "angenommen (TOP 8, 20.03.2025). Die Leiterin Veranlagung wählt den Wert innerhalb der "
        "Bandbreite.",
    ),
    (
        "Das Risikomanagement empfahl für {noun} eine Bandbreite von {lo} bis {hi}; der Punkt "
        "wurde von der Tagesordnung abgesetzt, und {bound} bleibt bei {point}, solange der "
        "Ausschuss nicht entscheidet.",
        "Das Risikomanagement empfahl für {noun} eine Bandbreite von {lo} bis {hi}; die "
        "Empfehlung wurde übernommen, und die Leiterin Veranlagung legt {bound} innerhalb dieser "
        "Bandbreite fest.",
    ),
    (
        "Der Antrag, der Leiterin Veranlagung bei {bound} ({noun}) einen Spielraum von {lo} bis "
        "{hi} einzuräumen, wurde nicht angenommen. Es bleibt bei {point}.",
        "Der Antrag, der Leiterin Veranlagung bei {bound} ({noun}) einen Spielraum von {lo} bis "
        "{hi} einzuräumen, wurde angenommen. Sie wählt den Wert innerhalb der Bandbreite.",
    ),
)


def _named(rng: random.Random, s: _Subject) -> dict[str, str]:
    """A Bandbreite's noun and its bound (die Obergrenze of a cap)."""
    return {"noun": rng.choice(s.nouns), "bound": _bound(s)}


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A Bandbreite's Untergrenze, Obergrenze and strategische Gewichtung in one form; a refusal
    fixes the low end ({lo}), so the middle a refused plan assumes is looser than it."""
    lo, hi, mid = s.alike(bounds, rng.randrange(12), apart=True)
    return {"lo": lo, "hi": hi, "mid": mid}


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the Veranlagungsbestimmungen's § 5 (fields), a Beschluss of the
    Aufsichtsrat (a mandate message), the Vorstand's Kompetenzordnung (fields) or an
    Umlaufbeschluss of the Veranlagungsausschuss (a mandate message)."""
    if shape == 0:
        return {"veranlagungsbestimmungen_vrg_7": {"§_5_bandbreiten": text}}, None
    if shape == 1:
        return None, (
            "BESCHLUSS DES AUFSICHTSRATS der " + _PK + " (Sitzung vom 20.03.2025), betreffend "
            f"die VRG 7\n\n{text}\n\nDie Vorsitzende des Aufsichtsrats, KR Mag. Brigitte Lechner"
        )
    if shape == 2:
        return {
            "kompetenzordnung_vorstand": {
                "veranlagung": [
                    "Umsetzung der vom Aufsichtsrat beschlossenen strategischen Gewichtung.",
                    text,
                ]
            }
        }, None
    return None, (
        "UMLAUFBESCHLUSS Nr. 3/2025 DES VERANLAGUNGSAUSSCHUSSES (im Umlaufweg, einstimmig mit "
        f"fünf Stimmen)\n\n{text}"
    )


_ranges = partial(
    _range_cases,
    subjects=_BANDED,
    turn=lambda i: i + i // 3,
    written=_band,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: (i // 3) % 4,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_placed_text,
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", TAG, _with_mandate),
    refused_at=(1, 4),
    named=_named,
    point="lo",
    low_ratio=0.6,
    cap_breach=_BAND_BREACH,
)


# --- objectives --------------------------------------------------------------------------------

_BESCHLUSS: Final = "Beschluss AR-2025/09 des Aufsichtsrats (20.03.2025):\n"
_PROTOKOLL: Final = "Protokoll des Veranlagungsausschusses vom 6. März 2025: "

#: whole statements of each objective, as the Veranlagungsbestimmungen, a Beschluss, the
#: Veranlagungsausschuss' Protokoll and the Aktuar's ALM-Studie put them; the first of each is
#: one line, so that a Abänderungsantrag, a KORREKTUR or a withdrawn Beschlussvorschlag can quote it
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Veranlagungsbestimmungen VRG 7, § 2 (Veranlagungsziel): der beste Ertrag je Einheit "
        "Risiko – maximale Sharpe Ratio.",
        _BESCHLUSS + "Die Gewichtung ist nach dem besten risikoadjustierten Ertrag (Sharpe "
        "Ratio) zu wählen; mehr Ertrag um den Preis von mehr Risiko ist nicht das Ziel.",
        _PROTOKOLL + "der Ausschuss ersucht die Abteilung Veranlagung, den risikoadjustierten "
        "Ertrag (Sharpe Ratio) zu optimieren, nicht den Tracking Error gegenüber der Benchmark.",
        "ALM-Studie 2025, Empfehlung des Aktuars: das Portfolio mit dem höchsten erwarteten "
        "Ertrag je Einheit Volatilität wählen, also die maximale Sharpe Ratio. Der Rechnungszins "
        "von 2,5 % wird gesondert beobachtet.",
    ),
    "variance": (
        "Veranlagungsbestimmungen VRG 7, § 2 (Veranlagungsziel): möglichst geringe Schwankung "
        "des Vermögens – minimale Varianz.",
        _BESCHLUSS + "Die Gewichtung soll die geringstmögliche Varianz aufweisen; erwartete "
        "Erträge gehen nicht in die Optimierung ein.",
        _PROTOKOLL + "angesichts der Reife der VRG 7 (mehr Leistungs- als "
        "Anwartschaftsberechtigte) will der Ausschuss Stabilität: die Varianz des Portfolios "
        "minimieren, unabhängig von den erwarteten Erträgen.",
        "ALM-Studie 2025, Empfehlung des Aktuars: wegen der Reife der VRG 7 die Volatilität "
        "minimieren, ohne Ertragsziel in der Optimierung; der Rechnungszins von 2,5 % wird "
        "beobachtet, nicht optimiert.",
    ),
    "tracking": (
        "Veranlagungsbestimmungen VRG 7, § 2 (Veranlagungsziel): ein Ertrag möglichst nahe an "
        "der strategischen Benchmark, mit möglichst geringer Abweichung.",
        _BESCHLUSS + "Die VRG 7 soll der strategischen Benchmark mit dem geringstmöglichen "
        "aktiven Risiko (Tracking Error) folgen.",
        _PROTOKOLL + "die Abteilung Veranlagung wird an der strategischen Benchmark gemessen; "
        "den Tracking Error gegenüber dieser Benchmark minimieren.",
        "ALM-Studie 2025, Empfehlung des Aktuars: möglichst nahe an der strategischen Benchmark "
        "bleiben; wir schlagen Gewichte vor, die das erwartete aktive Risiko minimieren.",
    ),
    "return": (
        "Veranlagungsbestimmungen VRG 7, § 2 (Veranlagungsziel): der höchste erwartete Ertrag, "
        "ohne Risikostrafterm in der Zielfunktion – die Grenzen begrenzen das Risiko.",
        _BESCHLUSS + "Die Gewichte sollen den höchsten erwarteten Ertrag anstreben; das Risiko "
        "wird durch die Veranlagungsgrenzen begrenzt, nicht durch die Zielfunktion.",
        _PROTOKOLL + "den erwarteten Ertrag innerhalb der Veranlagungsgrenzen maximieren; keine "
        "Risikoadjustierung in der Zielfunktion, also nicht die Sharpe Ratio.",
        "ALM-Studie 2025, Empfehlung des Aktuars: für den langfristigen Teil modellieren wir das "
        "Portfolio mit dem höchsten erwarteten Ertrag; die Grenzen begrenzen das Risiko.",
    ),
}
_FOLLOW_UP: Final = (
    "Teams – Markus H. (16:05): nach der Aufsichtsratssitzung vom 22. Mai 2025 gilt eine neue "
    "Formulierung, bitte meine Nachricht von heute Vormittag vergessen:\n\n{new}"
)
_ASK_FRAMES: Final = (
    "Veranlagungsbestimmungen VRG 7 – Grundlage der Gewichtung (Performance 2024: 6,9 %, 0,8 "
    "Prozentpunkte über der Benchmark):\n\n{ask}",
    "{ask}\n\nBitte die Gewichtung entsprechend anpassen. – C. W.",
    "Vermögen der VRG 7 per 31. Dezember 2024: 1.284,6 Mio. EUR; Performance 2024: 6,9 %, 0,8 "
    "Prozentpunkte über der Benchmark.\n\n{ask}",
    "Schwankungsrückstellung per 31.12.2024: 96,3 Mio. EUR für 4.812 Anwartschafts- und "
    "Leistungsberechtigte; heuer im Jänner keine Nachschüsse der Arbeitgeber.\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Gewichtung der Assetklassen der " + _VRG,
    purpose="die Gewichtung der Assetklassen optimieren",
    custom_reason="no platform solver for this objective",
    custom_purpose="Gewichtung der Assetklassen",
    section_title="Gewichtung und Gewichte",
    description="die Gewichte",
)


def _one_line(kind: str, text: str) -> str:
    """A statement as a quoted line holds it: the first (one-line) wording when it spans lines."""
    return _ASKS[kind][0] if "\n" in text else text


def _amended(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The Veranlagungsausschuss' Protokoll with an Abänderungsantrag adopted: the earlier wording
    replaced by the wanted one."""
    return (
        "Protokoll der 4. Sitzung des Veranlagungsausschusses, TOP 3 – Veranlagungsziel\n"
        "Herr Dkfm. Pichler stellt einen Abänderungsantrag zum ursprünglichen Antrag: statt "
        f"„{_one_line(old_kind, old)}“ soll es heißen „{ask.replace(chr(10), ' ')}“.\nDer "
        "Abänderungsantrag wird einstimmig angenommen, der so geänderte Antrag ebenfalls."
    )


def _korrektur(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The Leiterin Veranlagung's E-Mail correcting her own earlier line."""
    return (
        "Von: " + _LEITERIN + "\nBetreff: KORREKTUR – Optimierungsziel\n\nIn meiner letzten "
        f"Mail war „{_one_line(old_kind, old)}“ falsch, das hat der Aufsichtsrat so nicht "
        f"beschlossen. Richtig ist:\n\n{ask}"
    )


def _zurueckgezogen(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """An Umlaufbeschluss whose first Beschlussvorschlag was withdrawn, beside the one adopted."""
    return (
        "UMLAUFBESCHLUSS Nr. 4/2025 DES VERANLAGUNGSAUSSCHUSSES\nBeschlussvorschlag A (vom "
        f"Antragsteller zurückgezogen): „{_one_line(old_kind, old)}“\nBeschlussvorschlag B "
        f"(einstimmig angenommen): {ask.replace(chr(10), ' ')}"
    )


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Five structures held three cases each (`(i // 3) % 5`, so each meets both modes): a
    framed request (0), the Veranlagungsausschuss' Protokoll with an Abänderungsantrag (1), the
    Leiterin Veranlagung's KORREKTUR (2), an earlier message a later one replaces (3) and an
    Umlaufbeschluss with a withdrawn Beschlussvorschlag (4)."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={1: _amended, 2: _korrektur, 4: _zurueckgezogen},
        later=lambda rng, i, ask: _fill(_FOLLOW_UP, new=ask),
        framed=lambda rng, i, wanted, ask: _fill(rng.choice(_ASK_FRAMES), ask=ask),
        solving=_solving,
        seed=SEED,
        tag=TAG,
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
        turn=lambda i: 3 * i,
        structure=lambda i: (i // 3) % 5,
    )


# --- leakage -----------------------------------------------------------------------------------

#: four ANCHORED (expanding) walk-forward folds, each trained from 4 Jänner 2010 to the last
#: session of the year before the calendar year it tests (the Wiener Börse is closed on 31
#: December), 2016 to 2019
_WINDOWS: Final = tuple(
    WalkForwardWindow(
        train_start=date(2010, 1, 4),
        train_end=train_end,
        test_start=test_start,
        test_end=test_end,
    )
    for train_end, test_start, test_end in (
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
        "ATX-Tagesschlusskurse vom 04.01.2010 bis 28.12.2018",
        "ATX-Tagesschlusskurse vom 04.01.2010 bis 30.12.2015",
    ),
    (
        "Monatsdaten des MSCI Europe in Euro von Jänner 2010 bis Dezember 2019",
        "Monatsdaten des MSCI Europe in Euro von Jänner 2010 bis Dezember 2015",
    ),
    (
        "den von Statistik Austria veröffentlichten HVPI, monatlich, von Jänner 2010 bis Juni 2017",
        "den von Statistik Austria veröffentlichten HVPI, monatlich, von Jänner 2010 bis "
        "November 2015",
    ),
    (
        "die Beiträge und Pensionsleistungen der VRG 7 vom 1. Quartal 2010 bis zum 4. Quartal 2018",
        "die Beiträge und Pensionsleistungen der VRG 7 vom 1. Quartal 2010 bis zum 3. Quartal 2015",
    ),
    (
        "die Euro-Swapkurve zum Monatsultimo von Jänner 2010 bis Dezember 2019",
        "die Euro-Swapkurve zum Monatsultimo von Jänner 2010 bis November 2015",
    ),
    (
        "die Spreads des iBoxx EUR Corporates, wöchentlich, von 2010 bis KW 40/2018",
        "die Spreads des iBoxx EUR Corporates, wöchentlich, von 2010 bis KW 52/2015",
    ),
    (
        "den 6-Monats-Euribor, täglich, vom 04.01.2010 bis 30.12.2019",
        "den 6-Monats-Euribor, täglich, vom 04.01.2010 bis 30.12.2015",
    ),
)
_ACTIONS: Final = (
    "die erwarteten Renditen und Korrelationen der ALM-Studie wurden geschätzt",
    "die Rebalancing-Schwellen wurden kalibriert",
    "die Kurssicherungsquote wurde optimiert",
    "das Modell für Beiträge und Pensionsleistungen wurde geschätzt",
    "das Faktormodell für den Tracking Error wurde geschätzt",
)
_LEAK_FRAMES: Final = (
    "ALM-Studie 2025 (Aktuar), Kapitel 3 – Annahmen: {action}; Datenbasis: {period}.",
    "Stellungnahme des Risikomanagements vom 08.04.2025: {action}, Datenbasis {period}; die "
    "Parameter bleiben in allen vier Testjahren fix.",
    "Bericht der Internen Revision, Anlage B (Backtest): {action}, einmalig auf Basis von "
    "{period}, vor dem Durchlauf der Walk-forward-Fenster.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "In allen Testperioden werden die Rechnungsgrundlagen AVÖ 2018-P mit der heute "
        "verwendeten Trendanpassung angewendet, rückwirkend bis 2016.",
        "In jeder Testperiode werden die Rechnungsgrundlagen verwendet, die der Aktuar zu Beginn "
        "dieser Periode im Geschäftsplan hatte.",
    ),
    (
        "Das Aktienuniversum des Backtests besteht aus den heutigen ATX-Werten.",
        "Das Aktienuniversum des Backtests besteht aus den Werten, die zum jeweiligen "
        "Rebalancing-Stichtag im ATX enthalten waren, einschließlich der seither ausgeschiedenen.",
    ),
    (
        "Die 2025 beschlossene ESG-Ausschlussliste wird auf alle Testperioden angewendet.",
        "In jeder Testperiode gilt die Ausschlussliste, die zu diesem Zeitpunkt vom "
        "Veranlagungsausschuss beschlossen war.",
    ),
    (
        "Die Immobilien-Spezialfonds werden mit den testierten Jahresgutachten bewertet, die ab "
        "dem jeweiligen Jahresende verwendet werden.",
        "Die Immobilien-Spezialfonds werden nur mit den zum jeweiligen Stichtag veröffentlichten "
        "Rechenwerten bewertet, mit einem Monat Verzögerung.",
    ),
)
_LEAK_ASKS: Final = (
    "Der Veranlagungsausschuss möchte vor dem Beschluss einen Walk-forward-Test der neuen "
    "Rebalancing-Schwellen über vier Kalenderjahre sehen.",
    "Please einen Walk-forward-Backtest (anchored, vier Testjahre) der Kurssicherungsstrategie "
    "für die ALM-Studie 2025.",
    "Ersuchen des Vorstands: die strategische Gewichtung walk-forward testen, Training jeweils "
    "ab 2010, für den Geschäftsbericht.",
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
)


# --- trend claims ------------------------------------------------------------------------------

_COMPANY: Final = "Donauwerk"
_ENTITY: Final = "ent_donauwerk_technologie"
#: sixteen quarters, oldest first: (quarter end, fiscal period label), Q1 2021 to Q4 2024
_QUARTERS: Final = _calendar_quarters((2021, 2022, 2023, 2024))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("im 4. Quartal 2024 gegenüber dem Vorquartal", (14, 15)),
    ("im Jahr 2024", (11, 15)),
    ("im 2. Halbjahr 2024", (13, 15)),
    ("seit Ende 2022", (7, 15)),
    ("seit dem 1. Quartal 2021", (0, 15)),
    ("zwischen 30.06.2022 und 30.09.2024", (5, 14)),
    ("im Jahr 2023", (7, 11)),
    ("von Q3 2022 bis Q2 2024", (6, 13)),
    ("im 1. Halbjahr 2023", (7, 9)),
    ("seit dem Börsengang 1998", None),
    ("in den letzten zehn Jahren", None),
    ("seit der Finanzkrise 2008", None),
)

#: what the claims answer: the Veranlagungsausschuss' Watchlist point
_REQUEST: Final = TrendRequest(
    question="Für die Sitzung des Veranlagungsausschusses am 12.03.2025 (TOP 6, Watchlist): wie "
    "steht es um {company}?",
    heading="### Emittentenanalyse – Donauwerk Technologie AG (Wiener Börse: DWT), "
    "Geschäftsjahr 2024",
    as_of="2025-03-05",
)


#: "um rund 12 %", "um mehr als 10 %", "um knapp 15 %"; "" when it barely moved
_approx_pct = partial(
    _rounded_change,
    past="um mehr als {} %",
    short="um knapp {} %",
    about="um rund {} %",
)


def _by_points(a: float, b: float) -> str:
    """A margin's move in Prozentpunkten with a decimal comma ("um 0,7 Prozentpunkte"); "" below
    0,3."""
    change = abs(b - a)
    return "um " + _comma(f"{change:.1f}") + " Prozentpunkte" if change >= 0.3 else ""


def _by_times(a: float, b: float) -> str:
    """A leverage multiple's move with a decimal comma ("um 0,4x"); "" below 0,1."""
    change = abs(b - a)
    return "um " + _comma(f"{change:.1f}") + "x" if change >= 0.1 else ""


def _by_mio(a: float, b: float) -> str:
    """A move in Mio. EUR with dot thousands and a decimal comma ("um 1.234,5 Mio. EUR"); ""
    below 5 Mio. EUR."""
    change = abs(b - a)
    if change < 5:
        return ""
    written = f"{change:,.1f}".replace(",", "_").replace(".", ",").replace("_", ".")
    return f"um {written} Mio. EUR"


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named, what may be claimed of it over a window, and its
    special claims in its own grammatical number."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "EUR"
    growth: bool  # the two years' pace and compounding: for a line item that grows or shrinks
    #: (above a year earlier, below a year earlier) in every quarter of 2024
    year_on_year: tuple[str, str]
    #: (faster, slower, grew, shrank): the pace of 2024 against 2023 and the two-year rate
    pace: tuple[str, str, str, str] = ("", "", "", "")


_PLURAL_PACE: Final = (
    "{s} wuchsen 2024 stärker als 2023",
    "{s} wuchsen 2024 schwächer als 2023",
    "{s} wuchsen vom 4. Quartal 2022 bis zum 4. Quartal 2024 mit einer zweistelligen "
    "jährlichen Rate (CAGR)",
    "{s} schrumpften vom 4. Quartal 2022 bis zum 4. Quartal 2024 mit einer zweistelligen "
    "jährlichen Rate (CAGR)",
)
_SINGULAR_PACE: Final = (
    "{s} wuchs 2024 stärker als 2023",
    "{s} wuchs 2024 schwächer als 2023",
    "{s} wuchs vom 4. Quartal 2022 bis zum 4. Quartal 2024 mit einer zweistelligen jährlichen "
    "Rate (CAGR)",
    "{s} schrumpfte vom 4. Quartal 2022 bis zum 4. Quartal 2024 mit einer zweistelligen "
    "jährlichen Rate (CAGR)",
)

_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "revenue_meur",
        (
            410.2,
            425.6,
            438.1,
            452.4,
            448.3,
            468.0,
            480.5,
            494.1,
            500.2,
            511.4,
            520.3,
            532.0,
            552.6,
            570.1,
            591.4,
            612.2,
        ),
        (
            "Die Umsatzerlöse (Mio. EUR)",
            "Die Umsatzerlöse von Donauwerk",
            "Die Konzernumsätze",
        ),
        (
            ("{s} stiegen {m}", rose),
            ("{s} sanken {m}", fell),
            ("{s} stiegen in jedem Quartal", rose_every_quarter),
            ("{s} gingen nicht zurück", held_up),
            ("{s} sanken in keinem Quartal gegenüber dem Vorquartal", never_fell),
        ),
        _approx_pct,
        True,
        (
            "{s} lagen in jedem Quartal 2024 über dem Vorjahresquartal",
            "{s} lagen in jedem Quartal 2024 unter dem Vorjahresquartal",
        ),
        _PLURAL_PACE,
    ),
    _Trend(
        "fundamentals.quarters",
        "ebit_margin_pct",
        (
            11.2,
            10.8,
            11.5,
            12.0,
            11.7,
            11.1,
            10.6,
            10.2,
            10.5,
            10.9,
            11.4,
            11.8,
            12.1,
            12.4,
            12.2,
            12.9,
        ),
        (
            "Die EBIT-Marge",
            "Die EBIT-Marge von Donauwerk",
            "Die operative Marge (EBIT in Prozent des Umsatzes)",
        ),
        (
            ("{s} verbesserte sich {m}", rose),
            ("{s} verschlechterte sich {m}", fell),
            ("{s} sank in keinem Quartal", never_fell),
            ("{s} ging nicht zurück", held_up),
            ("{s} stieg nicht", held_down),
        ),
        _by_points,
        False,
        (
            "{s} lag in jedem Quartal 2024 über jener des Vorjahresquartals",
            "{s} lag in jedem Quartal 2024 unter jener des Vorjahresquartals",
        ),
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt_to_ebitda",
        (2.4, 2.5, 2.6, 2.6, 2.8, 2.9, 3.1, 3.0, 2.8, 2.7, 2.5, 2.4, 2.3, 2.1, 2.2, 1.9),
        (
            "Der Verschuldungsgrad (Nettoverschuldung/EBITDA)",
            "Das Verhältnis von Nettoverschuldung zu EBITDA",
            "Der Leverage von Donauwerk",
        ),
        (
            ("{s} sank {m}", fell),
            ("{s} stieg {m}", rose),
            ("{s} stieg nicht", held_down),
            ("{s} stieg in keinem Quartal", never_rose),
            ("{s} sank in jedem Quartal", fell_every_quarter),
        ),
        _by_times,
        False,
        (
            "{s} lag an jedem Quartalsende 2024 über dem Wert ein Jahr davor",
            "{s} lag an jedem Quartalsende 2024 unter dem Wert ein Jahr davor",
        ),
    ),
    _Trend(
        "fundamentals.quarters",
        "order_backlog_meur",
        (
            1820.0,
            1905.0,
            1990.0,
            2080.0,
            2190.0,
            2310.0,
            2405.0,
            2460.0,
            2380.0,
            2290.0,
            2175.0,
            2050.0,
            1930.0,
            1830.0,
            1740.0,
            1650.0,
        ),
        (
            "Der Auftragsbestand (Mio. EUR)",
            "Der Auftragsbestand von Donauwerk",
            "Der Auftragsstand zum Quartalsende",
        ),
        (
            ("{s} wuchs {m}", rose),
            ("{s} schrumpfte {m}", fell),
            ("{s} sank in jedem Quartal", fell_every_quarter),
            ("{s} ging nicht zurück", held_up),
            ("{s} stieg nicht", held_down),
        ),
        _approx_pct,
        True,
        (
            "{s} lag in jedem Quartal 2024 über dem Vorjahresquartal",
            "{s} lag in jedem Quartal 2024 unter dem Vorjahresquartal",
        ),
        _SINGULAR_PACE,
    ),
    _Trend(
        "fundamentals.quarters",
        "net_income_meur",
        (
            38.2,
            41.5,
            -12.4,
            44.0,
            46.3,
            39.8,
            48.1,
            52.6,
            50.2,
            -61.5,
            55.4,
            57.9,
            60.1,
            62.8,
            58.3,
            66.4,
        ),
        (
            "Das Konzernergebnis",
            "Das Konzernergebnis von Donauwerk",
            "Das den Aktionären zurechenbare Ergebnis",
        ),
        (
            ("{s} verbesserte sich {m}", rose),
            ("{s} verschlechterte sich {m}", fell),
            ("{s} ging nicht zurück", held_up),
            ("{s} verbesserte sich nicht", held_down),
            ("{s} sank in keinem Quartal", never_fell),
        ),
        _by_mio,
        False,
        (
            "{s} lag in jedem Quartal 2024 über jenem des Vorjahresquartals",
            "{s} lag in jedem Quartal 2024 unter jenem des Vorjahresquartals",
        ),
    ),
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) pairs over the whole series, each computed from it: for a
    growing or shrinking item 2024's pace against 2023's and the two-year compound rate (a fall
    claimed too), then year on year in each quarter of 2024. Pairs too close to call are left
    out."""
    up_all, down_all = trend.year_on_year
    faster, slower, grew, shrank = trend.pace
    return _growth_specials(
        trend,
        up_all=up_all,
        down_all=down_all,
        faster=faster,
        slower=slower,
        grew=grew,
        shrank=shrank,
        end=15,
        shrinking=True,
    )


_CLAIM_FRAMES: Final = (
    "Emittentenbericht VRG 7 – 4. Quartal 2024, Anhang 2 (größte österreichische "
    "Aktienpositionen; Kurswert 24,7 Mio. EUR): {claim} [1].",
    "Protokoll des Veranlagungsausschusses vom 12.03.2025, TOP 6 (Watchlist): {claim} [1]. Die "
    "Position bleibt auf der Watchlist; der Dividendenvorschlag von 0,85 EUR je Aktie wird "
    "unterstützt.",
    "{Claim} [1] – Kommentar des Asset Managers (Thamesgate, London): 'we remain neutral on the "
    "name'. Der Anteil am VRG-Vermögen (1,9 %) bleibt unverändert.",
    "| Emittent | Kurswert | Anteil | Kommentar |\n|---|---|---|---|\n| Donauwerk Technologie "
    "AG (Wiener Börse: DWT) | 24,7 Mio. EUR | 1,9 % | {Claim} [1] |",
    "Teams – Claudia W.: kurz für den Vorstand – {claim} [1]. Wir halten die Position (heuer im "
    "Jänner leicht aufgestockt, Kurs seit Jahresbeginn +4,2 %).",
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
        special_step=3,
        left_out=lambda h, w, c: h.startswith("im 4. Quartal 2024") and "Quartal" in c,
        seed=SEED,
        tag=TAG,
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
        trend_request=_REQUEST,
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZZZZL: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
