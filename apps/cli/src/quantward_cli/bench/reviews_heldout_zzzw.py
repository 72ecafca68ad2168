"""Held-out batch ZZZW: every flaw kind again, in the voice of a German berufsständisches
Versorgungswerk: the Versorgungswerk Nordmark (Altersversorgung der Zahnärztinnen und Zahnärzte
in Schleswig-Holstein; a fictional Körperschaft des öffentlichen Rechts with some 9.412
Mitglieder and 6.842,3 Mio. € of Kapitalanlagen per Stichtag 31.12.2024), supervised by the
Land's Finanzministerium as Aufsichtsbehörde and investing under Anlageverordnung- and VAG-style
rules through a Masterfonds at a KVG (Alster Invest KVG mbH) with Spezial-AIF segments.
Written in German throughout, with the odd English loanword practitioners use (Tracking Error,
Reporting, Rebalancing, Walk-Forward). Its people and papers: the Vertreterversammlung and its
Beschlüsse; the Verwaltungsausschuss (Vorsitzender Dr. med. dent. Ole Hansen) and its
Beschlussvorlagen (beschlossen, abgelehnt, zurückgestellt, vertagt); the Anlageausschuss
(Vorsitz Dr. K. Petersen) with its Protokolle and Tagesordnungspunkte (TOP); the Geschäftsführung
(Dr. Henrike Paulsen) and her e-mails; the Leiter Kapitalanlagen (Jens Albrecht); the
Risikocontrolling (Birte Claussen) with its Limitauslastung tables and Stellungnahmen; the
Kapitalanlagerichtlinien with their Quoten (Abschnitt 4), Bandbreiten (Abschnitt 5) and Anlagen;
the Risikohandbuch's Limitsystem; the Aufsichtsbehörde's letters (Az. VI 23 – 4711/2025); the
Masterfonds' Anlagerichtlinien and the KVG's Limiterfassungsbogen; the segment manager's
Quartalsreporting (Kehrwieder Asset Management); the ALM-Studie 2025 (Rechnungszins 3,5 %); the
Interne Revision; the Lagebericht. Its number forms are German: decimal comma and dot thousands
("6.842,3 Mio. €", "1.046,2 Mio. €"), a space before the per cent sign ("32 %") beside "Prozent",
"Basispunkte" and "Bp.", "Prozentpunkte" and "Pp.", "-fach" multiples ("1,6-fach"), "p. a.",
numbers in words in Protokolle and Richtlinien ("zweiunddreißig Prozent", "sechzig Tage",
"neunzig Emittenten"), dates as 31.03.2025, quarters as "Q4/2024", "Geschäftsjahr 2024",
"zweites Halbjahr 2024" and "per Stichtag".

Batch ZZZW is built like ZZZU and ZZZV - phrase-level parts, a seeded generator, the truth kept
by the generator and never read from the text - and uses the plan, span and constraint helpers
of `reviews_heldout_shared`, its invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, subjects, trend
series and the claims it makes of them are its own. It was written blind: only ZZZU and ZZZV
(read for shape, with their tests), `reviews_heldout_shared`, `reviews_heldout_truths`,
`reviews_heldout_forms` (`WrittenForms`, which the shared module imports), the `HeldOutCase` /
`TrendRequest` / `trend_claim_twins` part of `reviews_heldout`, the tests' `heldout_checks` and
the contract models and id checks of `libs/contracts` were read for it; no rule, reviewer,
reviewer or validator test, validator, benchmark result or other batch was read, and it was not
run against the reviewers or the validator before its first recorded run.

It takes the shared loops' opt-in options its register needs, set apart from ZZZU's and ZZZV's
where the loops allow: eight subjects (three floors: the Investment-Grade-Rentenquote, a count of
Emittenten and the Liquiditätsreserve in days; one cap in bp, the Tracking Error of the
Aktiensegment; one a multiple, the Hebel of the Spezial-AIF), so the misquote loop pairs them by
a pairing of its own (`pair=3 * i`: three is prime to eight, so every subject is misquoted and
each structure meets five different ones) and picks each structure's wording from the round and
the structure, three wordings for the non-decision (abgelehnt, zurückgestellt, vertagt); limits
in words every other style where a sentence allows them (`words_every=2`); the invented limit's
answer in five forms taken in plain turn (`turn=i`: five is odd, so each form meets both modes):
the Anlageausschuss' Protokollauszug, the Geschäftsführerin's e-mail and the Risikocontrolling's
Limitauslastung with a decoy "Ist" (chat answers), the KVG's Limiterfassungsbogen returned AFTER
the request (`template_inputs`, a bare number in the constraint's unit with a decimal comma:
"0,32", "1,60"), and the Kapitalanlagerichtlinien given BEFORE the request as a `mandate`
(`answer_first`, cited as a clause); the other-terms mandate on the strategy cases with
`(i // 2) % 2 == 1` (`other_at=1`); breaches in seven shapes (`shape=i % 7`) at 1.3 of a cap and
two thirds of a floor, uncited twins at 0.9 of a cap and four thirds of a floor, the clause cited
in two cases of three (`i % 3 != 1`, so every shape is cited and uncited); latitude bands whose
low end is three quarters of their top (`low_ratio=0.75`, floors among them: a count band of 60
to 80 Emittenten, a day band of 30 to 40 Tage, each with a whole middle), refused at `i % 6` in
(0, 3), four refusals (abgelehnt, zurückgestellt, vertagt, not genehmigt by the
Aufsichtsbehörde), placed in five shapes (`i % 5`); objectives in six structures taken two cases
at a time (`structure=(i // 2) % 6`, each in both modes), the wanted objective sliding by one
every four cases (`turn=i + i // 4`), three structures withdrawing an earlier wording in the same
text (a "Bisherige Fassung / Neue Fassung" Synopse, a draft in Änderungsmodus with
[gestrichen]/[eingefügt], a Protokoll in which an Antrag is zurückgezogen); leakage over four
rolling walk-forward windows, each trained on eight years and tested on two, the first tested
from 02.01.2014, the whole sentence at every third case from the second (`sentence_at=1`),
placed in the reasoning first; and a trend request of its own (the Anlageausschuss' TOP 5
Emittentenbeobachtung, its heading, an as-of date after the Geschäftsbericht 2024) over twenty
quarters (Q1/2020 to Q4/2024) comparing 2024 with 2023 (`end=19`), special pairs taken every
second case (`special_step=2`), with extra frame parts drawn per claim (`frame_parts`: the
segment holding the share and its Marktwert) and a signed series (the Konzernergebnis, with the
Neubewertungsverluste of 2022 and 2023); its claims are written in German.

Decoy numbers (no truth depends on them): the Kapitalanlagen (6.842,3 Mio. €), the Mitglieder
(9.412), the Rechnungszins (3,5 %), the Beitragseinnahmen (48,6 Mio. € in one month) and the
Rentenzahlungen (312,7 Mio. € for 2025), the 75 Mio. € commitment to an Infrastruktur-Dachfonds,
the EZB's 25 Bp., the Nettoverzinsung 2024 (3,9 %), the Aufsichtsbehörde's Aktenzeichen,
Sitzung and TOP numbers, votes (4 Ja- und 7 Nein-Stimmen), the Risikocontrolling's "Ist" beside a
limit, another limit beside one in Anlage 2, the ABV-Vergleich's median and the ALM-Studie's
unrestricted optimum quoted for comparison, a VaR confidence level (99,5 %), the Duration band of
5 bis 9 Jahre and the Mindestrating BBB-, and the watched company's Marktwert and segment. Its
parts:

* limits as the Versorgungswerk's people state them: the Risikokapitalquote (a cap: "32
  Prozent", "32,0 % der Kapitalanlagen", "32 %", "zweiunddreißig Prozent"), the Immobilienquote
  (a cap: "24 %", "24,0 % (Buchwerte)", "24 Prozent des Sicherungsvermögens"), the Emittentengrenze
  (a cap: "4 %", "4 % je Emittent", "4,0 Prozent der Kapitalanlagen", "vier Prozent"), the
  Investment-Grade-Rentenquote (a floor: "30 Prozent", "30,0 % der Kapitalanlagen", "30 %",
  "dreißig Prozent"), the Tracking Error of the Aktiensegment (a cap in bp: "240 Basispunkte",
  "240 Bp.", "2,4 % p. a. ex ante"), the Emittenten of the Rentenspezialfonds (a floor, a count:
  "90 Emittenten", "90 verschiedene Emittenten", "90 Titel", "neunzig Emittenten"), the
  Liquiditätsreserve (a floor in days: "60 Tage", "60 Kalendertage", "60 Tage der laufenden
  Rentenzahlungen", "sechzig Tage") and the Hebel of the Spezial-AIF (a cap, a multiple:
  "1,6-fach", "1,60x", "160 % des Nettoinventarwerts");
* requests (the Geschäftsführerin's e-mail, the Anlageausschuss' Tagesordnung, a Teams message
  of the Leiter Kapitalanlagen, a Vermerk that opens with its caveat, the Risikocontrolling's
  Aufgabenliste and the Aufsichtsbehörde's letter) deferring the limit to a Verwaltungsausschuss
  not yet held, a TOP vertagt, a Beschlussvorlage zurückgestellt, a draft reading "[wird vom
  Verwaltungsausschuss festgelegt]", a Genehmigung not yet given or an ALM-Studie not yet
  presented;
* provenance misquoting its source: an earlier Fassung of the Kapitalanlagerichtlinien or its
  Entwurf; an Antrag abgelehnt (4 Ja- und 7 Nein-Stimmen), zurückgestellt or vertagt; the
  Risikocontrolling's Ist (prose, or a "Limit / Ist 31.03.2025 / Grenze" table); another limit
  beside it in Anlage 2; the ABV-Vergleich's median or the ALM-Studie's unrestricted optimum;
* mandates as the Kapitalanlagerichtlinien' Abschnitt 4 in the mandate's fields under numbered
  keys (`kapitalanlagerichtlinien.abschnitt_4_quoten.4.2`), the Risikohandbuch's Anlage 1 as a
  message, the Vertreterversammlung's Beschlüsse as records in the mandate's fields
  (`beschluesse_vertreterversammlung[1].wortlaut`), the Aufsichtsbehörde's Genehmigung as a
  message, the Masterfonds' segment Anlagegrenzen in the mandate's fields
  (`masterfonds.segmente[1].anlagegrenzen[0]`), a Beschlussvorlage of the Verwaltungsausschuss
  as a message and the Risikohandbuch's Limitsystem under limit numbers in the mandate's fields
  (`risikohandbuch.limitsystem.L-07`);
* latitude granted as the Kapitalanlagerichtlinien' Abschnitt 5.3 (a Bandbreite around a
  Zielquote, within which the Leiter Kapitalanlagen decides), a "Limit / Zielquote / Bandbreite /
  Zuständig" table, a Beschluss of the Verwaltungsausschuss and a Tactical Asset Allocation
  sentence; refused as a Bandbreite abgelehnt, a Beschlussvorlage zurückgestellt, a
  decision vertagt and a Bandbreite the Aufsichtsbehörde did not genehmigen, each twin the same
  text granting it; placed in the Kapitalanlagerichtlinien (fields), their Anlage 3 (a message),
  the Geschäftsordnung der Geschäftsführung (fields), the Vorsitzender's e-mail (a message) and
  the Masterfonds' Anlagerichtlinien (fields);
* objectives as the Kapitalanlagerichtlinien' Abschnitt 2, a Beschluss of the
  Verwaltungsausschuss, the Anlageausschuss' Protokoll, the ALM-Studie's Empfehlung and the
  Risikocontrolling's Stellungnahme, some saying what is not the aim ("nicht der Tracking Error
  gegenüber der SAA-Benchmark", "nicht Sharpe") and some beside the Rechnungszins of 3,5 %, which
  is to be earned and not optimised; an earlier wording withdrawn in a Synopse, a draft in
  Änderungsmodus or a Protokoll, or replaced by a later Nachtrag after the Verwaltungsausschuss or
  by the Geschäftsführerin; the tracking benchmark is the SAA-Benchmark;
* leakage as the ALM-Studie, the Risikocontrolling's Prüfbericht and the Interne Revision write
  it: the Kapitalmarktannahmen, the Rebalancing-Regel, the Währungssicherungsquote, a model of
  Beitragseinnahmen and Rentenzahlungen and a Tracking-Error factor model fitted on periods
  reaching into the test years (DAX, MSCI World in EUR, Eurostat's HVPI, the Versorgungswerk's own
  Geschäftsjahre, the Bundesbank's Zinsstrukturkurve, the MSCI/IPD Immobilienindex), and whole
  sentences (today's Rechnungszins and the Richttafeln 2018 G applied back, today's index
  constituents, the Ausschlussliste 2024 applied to every year, Gutachten values used from the
  Stichtag they describe); each clean twin in the same form, ending before the first test date,
  and where the data come out late, ending where they were out before it (HVPI to November 2013,
  the Geschäftsjahre to 2012, the Immobilienindex to 2012);
* trend claims on Elbtal Wohnen SE (Prime Standard; a fictional residential landlord whose share
  the Versorgungswerk holds) - Mieterlöse (Mio. €), FFO I (Mio. €), the LTV (moves in
  Prozentpunkten; lower is better), the Konzernergebnis (signed, Mio. €) and the
  EPRA-Leerstandsquote (Prozentpunkte; lower is better) over twenty quarters (Q1/2020 to Q4/2024:
  the low-rate years, the Zinswende of 2022, the Neubewertungsverluste, the recovery), as the
  Risikocontrolling's Emittentenbericht, the Anlageausschuss' Protokoll, the segment manager's
  comment (the claim first), an "Emittent / Segment / Marktwert / Kommentar" table and the
  Lagebericht's draft; horizons covered by the series against uncovered ones ("in den letzten
  zehn Jahren", "im Geschäftsjahr 2019"). Whether a claim holds is computed from the series:
  true, false, or too close to call (never used).

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

SEED: Final = 20270170
KINDS: Final = ALL_KINDS
TAG: Final = "zzzw"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzwpk0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzwpk1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzwpk2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzwpk3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzwpk5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzwpkd"

_GF: Final = "Dr. Henrike Paulsen"
_KVG: Final = "Alster Invest KVG mbH"
_MANAGER: Final = "Kehrwieder Asset Management"
#: the Versorgungswerk in the genitive, as a letter's or a title's "des …" needs it
_FUND_GEN: Final = "Versorgungswerks Nordmark"


# --- numbers as a German Versorgungswerk's Kapitalanlage and Risikocontrolling write them -------


def _comma(text: str) -> str:
    """A number written with a decimal comma ("12.5" → "12,5")."""
    return text.replace(".", ",")


def _pct(value: float) -> str:
    """A share in percent with a decimal comma: "32", "3,5", "52,5"."""
    return _comma(_g(value * 100))


def _pct1(value: float) -> str:
    """A share in percent with one decimal where that is exact ("32,0", "3,5"), else in full
    ("52,25"): the Richtlinien' tables always show a decimal."""
    p = round(value * 100, 6)
    return _comma(f"{p:.1f}" if abs(round(p, 1) - p) < 1e-9 else _g(p))


def _mio(value: float) -> str:
    """An amount in Mio. € with dot thousands and a decimal comma ("1.046,2 Mio. €")."""
    return f"{value:,.1f}".replace(",", "_").replace(".", ",").replace("_", ".") + " Mio. €"


#: the limits' values in words, as Protokolle and Richtlinien write some of them
_WORDS: Final[dict[float, str]] = {
    0.04: "vier",
    0.08: "acht",
    0.16: "sechzehn",
    0.24: "vierundzwanzig",
    0.28: "achtundzwanzig",
    0.3: "dreißig",
    0.32: "zweiunddreißig",
    0.36: "sechsunddreißig",
    0.45: "fünfundvierzig",
    30.0: "dreißig",
    60.0: "sechzig",
    90.0: "neunzig",
    120.0: "hundertzwanzig",
}


def _words(value: float, unit: str) -> dict[str, str]:
    """The value in words with its `unit` ("zweiunddreißig Prozent"), under the key "w", when the
    Versorgungswerk's papers have a word for it; none otherwise."""
    said = _WORDS.get(round(value, 6))
    return {"w": f"{said} {unit}"} if said else {}


def _risk_capital_forms(value: float) -> dict[str, str]:
    """Risikokapitalquote: "32 Prozent", "32,0 % der Kapitalanlagen", "32 %",
    "zweiunddreißig Prozent"."""
    return {
        "pc": f"{_pct(value)} Prozent",
        "ka": f"{_pct1(value)} % der Kapitalanlagen",
        "ps": f"{_pct(value)} %",
        **_words(value, "Prozent"),
    }


def _real_estate_forms(value: float) -> dict[str, str]:
    """Immobilienquote: "24 %", "24,0 % (Buchwerte)", "24 Prozent des Sicherungsvermögens",
    "vierundzwanzig Prozent"."""
    return {
        "ps": f"{_pct(value)} %",
        "bw": f"{_pct1(value)} % (Buchwerte)",
        "sv": f"{_pct(value)} Prozent des Sicherungsvermögens",
        **_words(value, "Prozent"),
    }


def _issuer_forms(value: float) -> dict[str, str]:
    """Emittentengrenze: "4 %", "4 % je Emittent", "4,0 Prozent der Kapitalanlagen", "vier
    Prozent"."""
    return {
        "ps": f"{_pct(value)} %",
        "je": f"{_pct(value)} % je Emittent",
        "ka": f"{_pct1(value)} Prozent der Kapitalanlagen",
        **_words(value, "Prozent"),
    }


def _bonds_forms(value: float) -> dict[str, str]:
    """Investment-Grade-Rentenquote: "30 Prozent", "30,0 % der Kapitalanlagen", "30 %",
    "dreißig Prozent"."""
    return {
        "pc": f"{_pct(value)} Prozent",
        "ka": f"{_pct1(value)} % der Kapitalanlagen",
        "ps": f"{_pct(value)} %",
        **_words(value, "Prozent"),
    }


def _tracking_forms(value: float) -> dict[str, str]:
    """The Tracking Error in basis points: "240 Basispunkte", "240 Bp.", "2,4 % p. a. ex
    ante"."""
    return {
        "bp": f"{_comma(_g(value))} Basispunkte",
        "b": f"{_comma(_g(value))} Bp.",
        "pa": f"{_comma(_g(value / 100))} % p. a. ex ante",
    }


def _issuers_forms(value: float) -> dict[str, str]:
    """Emittenten in the Rentenspezialfonds: "90 Emittenten", "90 verschiedene Emittenten", "90
    Titel", "neunzig Emittenten"."""
    n = _g(value)
    return {
        "em": f"{n} Emittenten",
        "ve": f"{n} verschiedene Emittenten",
        "ti": f"{n} Titel",
        **_words(value, "Emittenten"),
    }


def _days_forms(value: float) -> dict[str, str]:
    """The Liquiditätsreserve in days: "60 Tage", "60 Kalendertage", "60 Tage der laufenden
    Rentenzahlungen", "sechzig Tage"."""
    n = _comma(_g(value))
    return {
        "t": f"{n} Tage",
        "kt": f"{n} Kalendertage",
        "rz": f"{n} Tage der laufenden Rentenzahlungen",
        **_words(value, "Tage"),
    }


def _leverage_forms(value: float) -> dict[str, str]:
    """The Hebel of the Spezial-AIF, a multiple of its Nettoinventarwert: "1,6-fach", "1,60x",
    "160 % des Nettoinventarwerts"."""
    return {
        "f": f"{_comma(_g(value))}-fach",
        "x": _comma(f"{value:.2f}x"),
        "pc": f"{_pct(value)} % des Nettoinventarwerts",
    }


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how the Versorgungswerk's people name it, its number in
    the Risikohandbuch's Limitsystem, the values it takes, its written forms and whether it is a
    floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str | None
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False

    #: words are said for every other style, where the sentence allows them
    words_every: ClassVar[int] = 2


_RISK_CAPITAL: Final = _Subject(
    ("max_risk_capital_share", "risikokapitalquoteMax"),
    (
        "Risikokapitalquote",
        "Risikokapital (Aktien, Beteiligungen, Nachranganleihen)",
        "Quote der Risikokapitalanlagen gemäß Anlageverordnung",
    ),
    "L-01",
    "fraction",
    (0.24, 0.28, 0.32),
    _risk_capital_forms,
)
_REAL_ESTATE: Final = _Subject(
    ("max_real_estate_share", "immobilienquoteMax"),
    (
        "Immobilienquote",
        "Immobilien (direkt und über Immobilien-Spezial-AIF)",
        "Anteil der Immobilienanlagen am Sicherungsvermögen",
    ),
    "L-02",
    "fraction",
    (0.16, 0.24, 0.32),
    _real_estate_forms,
)
_ISSUER: Final = _Subject(
    ("max_single_issuer_share", "emittentengrenzeMax"),
    (
        "Emittentengrenze (Mischungsquote je Schuldner)",
        "Anlagen bei einem einzelnen Emittenten",
        "Streuungsquote je Emittent, Bund und Länder ausgenommen",
    ),
    "L-03",
    "fraction",
    (0.04, 0.08),
    _issuer_forms,
)
_BONDS: Final = _Subject(
    ("min_investment_grade_bond_share", "igRentenquoteMin"),
    (
        "Investment-Grade-Rentenquote",
        "Renten mit Investment-Grade-Rating (Direktbestand und Rentenspezialfonds)",
        "Mindestquote festverzinslicher Anlagen guter Bonität",
    ),
    "L-04",
    "fraction",
    (0.3, 0.36, 0.45),
    _bonds_forms,
    floor=True,
)
_TRACKING: Final = _Subject(
    ("max_tracking_error_bps", "trackingErrorAktienMax"),
    (
        "Tracking Error des Aktiensegments gegenüber der Benchmark",
        "Ex-ante-Tracking-Error Aktien (Masterfonds-Segment)",
        "aktives Risiko im Aktiensegment",
    ),
    "L-05",
    "bps",
    (160.0, 240.0, 320.0),
    _tracking_forms,
)
_ISSUERS: Final = _Subject(
    ("min_issuers_bond_fund", "anzahlEmittentenRentenfondsMin"),
    (
        "Anzahl der Emittenten im Rentenspezialfonds",
        "Streuung des Rentenspezialfonds (Zahl der Emittenten)",
        "Mindestzahl an Emittenten im Unternehmensanleihen-Segment",
    ),
    "L-06",
    "count",
    (60.0, 90.0, 120.0),
    _issuers_forms,
    floor=True,
)
_LIQUIDITY: Final = _Subject(
    ("min_liquidity_reserve_days", "liquiditaetsreserveTageMin"),
    (
        "Liquiditätsreserve für die Rentenzahlungen",
        "Liquiditätsvorsorge (in Tagen laufender Rentenzahlungen)",
        "Mindestliquidität auf Tagesgeld- und Festgeldkonten",
    ),
    "L-07",
    "days",
    (30.0, 60.0, 90.0),
    _days_forms,
    floor=True,
)
_LEVERAGE: Final = _Subject(
    ("max_fund_leverage_multiple", "hebelSpezialAifMax"),
    (
        "Hebel des Spezial-AIF (Brutto-Methode)",
        "Leverage im Masterfonds, Derivate eingerechnet",
        "Gesamtexposure im Verhältnis zum Nettoinventarwert",
    ),
    "L-08",
    "multiple",
    (1.2, 1.6, 2.0),
    _leverage_forms,
)
#: eight limits, three of them floors (one a count, one in days); the misquote loop puts each of
#: its five structures with five of them, three apart
_SUBJECTS: Final = (
    _RISK_CAPITAL,
    _REAL_ESTATE,
    _ISSUER,
    _BONDS,
    _TRACKING,
    _ISSUERS,
    _LIQUIDITY,
    _LEVERAGE,
)

_RATIONALES: Final = (
    "so stand es in den Kapitalanlagerichtlinien 2023",
    "etwa der Median der Versorgungswerke laut ABV-Umfrage",
    "Platzhalter, bis der Verwaltungsausschuss entscheidet",
    "folgt aus dem Basisszenario der ALM-Studie",
    "übliche Sicherheitsmarge unterhalb der gesetzlichen Grenze",
    "Wert aus dem Entwurf der Kapitalanlagerichtlinien",
)

#: where a breach's or a latitude band's value lies, as multiples of the limit
_CAP_BREACH: Final = 1.3
_FLOOR_BREACH: Final = 2 / 3


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Strategische Asset-Allokation des Versorgungswerks (Renten: Staatsanleihen, Pfandbriefe, "
    "Unternehmensanleihen; Aktien über den Masterfonds; Immobilien; Infrastruktur und Private "
    "Equity) im Rahmen der Anlageverordnung, der Kapitalanlagerichtlinien und des "
    "Risikohandbuchs",
    "die beste risikoadjustierte Rendite für die Mitglieder im Rahmen der Kapitalanlagerichtlinien",
    "die strategische Asset-Allokation lösen",
    "die gelösten Gewichte und ihr Risiko",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_RATIONALE: Final = "wie in den Kapitalanlagerichtlinien und den Beschlüssen der Gremien festgelegt"
_cite = partial(_cite_as, _RATIONALE)
_clause_cite = partial(_clause_cite_as, _RATIONALE)
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _sign(s: _Subject) -> str:
    return "mindestens" if s.floor else "höchstens"


def _bound(s: _Subject) -> str:
    return "Untergrenze" if s.floor else "Obergrenze"


def _short(s: _Subject) -> str:
    return "min." if s.floor else "max."


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "die Umschichtung im Masterfonds nach dem Beitragszufluss von 48,6 Mio. € vorbereiten",
    "den Kapitalanlagebericht für Q1/2025 an den Anlageausschuss fertigstellen",
    "die Zusage über 75 Mio. € an den Infrastruktur-Dachfonds in die SAA einbauen",
    "die ALM-Szenarien nach der EZB-Zinssenkung um 25 Bp. neu rechnen",
    "die Liquiditätsplanung für die Rentenzahlungen 2025 (312,7 Mio. €) unterlegen",
)
_DEFERRALS: Final = (
    "das Limit „{noun}“ legt der Verwaltungsausschuss erst in seiner Sitzung am 24.04.2025 fest",
    "der TOP zum Limit „{noun}“ wurde in der letzten Sitzung des Anlageausschusses vertagt",
    "die Beschlussvorlage zu „{noun}“ ist zurückgestellt, bis das Risikocontrolling Stellung "
    "genommen hat",
    "im Entwurf der Kapitalanlagerichtlinien steht bei „{noun}“ noch '[wird vom "
    "Verwaltungsausschuss festgelegt]'",
    "die Genehmigung der Aufsichtsbehörde zu „{noun}“ steht noch aus",
    "der Wert für „{noun}“ soll sich aus der ALM-Studie 2025 ergeben, die der "
    "Vertreterversammlung erst im Juni vorgelegt wird",
)
_REQUEST_FRAMES: Final = (
    "Von: " + _GF + " (Geschäftsführerin)\nAn: Kapitalanlage\nBetreff: Umschichtung\n\n"
    "Hallo Herr Albrecht,\n\nkönnten Sie bitte {task}? Achtung: {deferral}.\n\nViele Grüße\n"
    "Henrike Paulsen",
    "Tagesordnung der 88. Sitzung des Anlageausschusses am 13.03.2025\nTOP 1 Genehmigung des "
    "Protokolls\nTOP 2 {Task}\nTOP 3 Verschiedenes\nHinweis: {deferral}.",
    "Teams – J. Albrecht (08:47): kannst du {task}? Aber Vorsicht, {deferral}",
    "VERMERK (Az. KA-2025/017)\nAn: Anlageausschuss\nVon: Kapitalanlage\n\n{Deferral}. "
    "Unabhängig davon sollen wir {task}.",
    "Aufgabenliste Risikocontrolling (Stand 28.03.2025)\nNr. 11 | {Task} | verantwortlich: "
    "Leitung Kapitalanlagen | Status: in Arbeit\nAnmerkung: {deferral}.",
    "Die Aufsichtsbehörde (Az. VI 23 – 4711/2025) erwartet den Kapitalanlagebericht bis zum "
    "15.05.2025.\nDie Geschäftsführung bittet die Kapitalanlage, vorher {task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


@dataclass(frozen=True)
class _Stating:
    """How an answer states a limit: its frame ({noun}, {v}, {key}, {unit}, {bound}, {sign},
    {short}, {ist}), its value's form ("bare" the number in the constraint's unit with a decimal
    comma, "figures" one of its written forms, "words" a written form or its words, "table" a
    written form beside the Risikocontrolling's Ist), its kind, and whether it comes before the
    request."""

    frame: str
    form: str
    kind: AnswerKind
    first: bool = False


_STATINGS: Final = (
    _Stating(
        "Auszug aus dem Protokoll der 87. Sitzung des Anlageausschusses am 06.03.2025\n"
        "TOP 4 – Kapitalanlagerichtlinien 2025\nDer Anlageausschuss empfiehlt einstimmig, die "
        "{bound} für das Limit „{noun}“ auf {v} festzusetzen; der Verwaltungsausschuss ist dem "
        "gefolgt. TOP 5 (Mandatsvergabe Infrastruktur) wurde vertagt.\n"
        "gez. Dr. K. Petersen, Vorsitzender",
        "words",
        "clarification_answer",
    ),
    _Stating(
        "Von: " + _GF + " (Geschäftsführerin)\nAn: Kapitalanlage; Risikocontrolling\nBetreff: "
        "AW: Umschichtung\n\nHallo zusammen,\n\nbeim Limit „{noun}“ gilt {sign} {v} – so hat es "
        "der Verwaltungsausschuss beschlossen. Der Entwurf vom Januar ist damit erledigt.\n\n"
        "Viele Grüße\nHenrike Paulsen",
        "figures",
        "clarification_answer",
    ),
    _Stating(
        "Risikocontrolling – Limitauslastung per Stichtag 31.03.2025\n"
        "| Limit | Grenze | Ist | Status |\n|---|---|---|---|\n| {Noun} | {short} {v} | {ist} | "
        "im Rahmen |",
        "table",
        "clarification_answer",
    ),
    _Stating(
        "LIMITERFASSUNGSBOGEN MASTERFONDS (" + _KVG + ") – vom Versorgungswerk ausgefüllt "
        "zurück\nLimit-Nr.: {key}\nEinheit: {unit}\nWert: {v}\nArt: harte Grenze, Prüfung "
        "börsentäglich\nGrundlage: Kapitalanlagerichtlinien, Abschnitt 4",
        "bare",
        "template_inputs",
    ),
    _Stating(
        "KAPITALANLAGERICHTLINIEN DES " + _FUND_GEN.upper() + " (Fassung 2025, vom "
        "Verwaltungsausschuss beschlossen, von der Aufsichtsbehörde genehmigt; vorab übersandt)"
        "\nAbschnitt 4.2 Quoten. {Noun}: {sign} {v}, gemessen zu Marktwerten zum Monatsultimo.",
        "words",
        "mandate",
        first=True,
    ),
)

#: how the KVG's form names a unit
_UNIT_WORDS: Final = {
    "fraction": "Anteil (dezimal)",
    "bps": "Basispunkte",
    "count": "Anzahl",
    "days": "Tage",
    "multiple": "Faktor",
}


def _ist(s: _Subject, value: float) -> float:
    """The Risikocontrolling's Ist inside the limit: above a floor, below a cap (whole
    Emittenten and days, a hundredth of a multiple, a whole basis point)."""
    used = value * 1.15 if s.floor else value * 0.85
    if s.unit in ("count", "days", "bps"):
        return float(round(used))
    return round(used, 2) if s.unit == "multiple" else round(used, 4)


def _bare(s: _Subject, value: float) -> str:
    """The number in the constraint's unit as the KVG's form takes it: a share with two decimals
    ("0,32", "0,04"), a multiple with two ("1,60"), else the figure; always with a decimal
    comma."""
    if s.unit == "fraction":
        return _comma(f"{value:.2f}" if abs(round(value, 2) - value) < 1e-9 else f"{value:.3f}")
    if s.unit == "multiple":
        return _comma(f"{value:.2f}")
    return _comma(_g(value))


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings."""
    stating = _STATINGS[turn % len(_STATINGS)]
    ist = ""
    if stating.form == "bare":
        written = _bare(s, value)
    elif stating.form == "table":  # the Ist inside the limit, a decoy in the same form
        written, ist = s.alike((value, _ist(s, value)), rng.randrange(12), apart=True)
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
        ist=ist,
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form: the
    Kapitalanlagerichtlinien were sent ahead of the request and are cited as a clause; the
    KVG's form came back after it."""
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
    "kapitalanlagerichtlinien": {
        "abschnitt_1_grundsaetze": [
            "Das Vermögen des Versorgungswerks ist so anzulegen, dass möglichst große Sicherheit "
            "und Rentabilität bei jederzeitiger Liquidität unter Wahrung angemessener Mischung "
            "und Streuung erreicht wird.",
            "Der Rechnungszins von 3,5 % ist langfristig zu erwirtschaften; die Nettoverzinsung "
            "wird jährlich im Lagebericht ausgewiesen.",
            "Nachhaltigkeitskriterien (ESG) werden beachtet, ohne das Ziel der Sicherheit und "
            "Rentabilität zu gefährden.",
            "Das Versorgungswerk investiert nicht in Hersteller geächteter Waffen und nicht in "
            "Unternehmen mit mehr als 10 % Umsatz aus Kraftwerkskohle.",
            "Derivate dürfen nur zur Absicherung und zur effizienten Portfoliosteuerung "
            "eingesetzt werden; Leerverkäufe sind ausgeschlossen.",
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
    twins=_invented_twins,
    other_at=1,
)


# --- false provenance --------------------------------------------------------------------------

#: another limit beside it in Anlage 2 of the Kapitalanlagerichtlinien: its name and value, in
#: the subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "L-01": ("Private Equity und Infrastruktur-Eigenkapital, max.", 0.1),
    "L-02": ("Immobilien außerhalb des EWR, max.", 0.05),
    "L-03": ("Emittenten ohne Investment-Grade-Rating, je Emittent max.", 0.01),
    "L-04": ("Pfandbriefe und Staatsanleihen des EWR, min.", 0.15),
    "L-05": ("Tracking Error Rentensegment, max.", 85.0),
    "L-06": ("Emittenten im High-Yield-Segment, min.", 35.0),
    "L-07": ("Liquiditätsreserve im Stressszenario, min.", 14.0),
    "L-08": ("Hebel im Währungssicherungs-Overlay, max.", 0.5),
}


def _away(s: _Subject, value: float, up: float, down: float) -> float:
    """A wrong value for `s`: `value` times `up` for a cap, times `down` for a floor, rounded as
    the papers quote it (a tenth of a percent, a whole basis point, Emittent or day, a
    hundredth of a multiple)."""
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
    if structure == 0:  # an earlier Fassung of the Richtlinien or its Entwurf
        wrong_value = _away(s, value, 1.25, 0.75)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                f"In der Fassung der Kapitalanlagerichtlinien vom 01.01.2023 stand beim Limit "
                f"„{noun}“ noch {wrong}. Seit dem Beschluss des Verwaltungsausschusses vom "
                f"13.03.2025 gilt {right}."
            )
        else:
            text = (
                f"Im Entwurf (Stand Januar) war für „{noun}“ {wrong} vorgesehen. Beschlossen "
                f"und genehmigt wurde {right} – nur diese Fassung ist verbindlich."
            )
    elif structure == 1:  # an Antrag not adopted
        wrong_value = _away(s, value, 1.2, 0.8)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 3 == 0:
            text = (
                f"Die Geschäftsführung hatte für „{noun}“ {wrong} beantragt. Der "
                f"Verwaltungsausschuss hat den Antrag abgelehnt (4 Ja- und 7 Nein-Stimmen); es "
                f"bleibt bei {right}."
            )
        elif variant % 3 == 1:
            text = (
                f"Der Antrag, „{noun}“ auf {wrong} zu ändern, wurde zurückgestellt. Bis zu einer "
                f"Entscheidung gilt weiter {right}."
            )
        else:
            text = (
                f"TOP 6 (Anpassung „{noun}“ auf {wrong}) wurde auf die Juni-Sitzung vertagt; "
                f"maßgeblich bleibt {right} laut Richtlinie."
            )
    elif structure == 2:  # the Risikocontrolling's Ist
        wrong_value = _away(s, value, 0.85, 1.2)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                f"Limitauslastung per Stichtag 31.03.2025: „{noun}“ lag bei {wrong}, das Limit "
                f"beträgt {right}. Keine Limitverletzung, keine Eskalation."
            )
        else:
            text = (
                "| Limit | Ist 31.03.2025 | Grenze |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_short(s)} {right} |"
            )
    elif structure == 3:  # another limit beside it
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{beside}: {wrong}", f"{_cap(noun)}, {_short(s)}: {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Kapitalanlagerichtlinien, Anlage 2 (Auszug)\n- " + "\n- ".join(lines)
    else:  # the ABV-Vergleich or the ALM-Studie's unrestricted optimum, for comparison
        wrong_value = _away(s, value, 1.4, 0.7)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                f"Zum Vergleich (ABV-Umfrage 2024, Median der Versorgungswerke): {wrong} beim "
                f"Limit „{noun}“. Unsere Kapitalanlagerichtlinien sehen {right} vor, und daran "
                f"sind wir gebunden."
            )
        else:
            text = (
                f"ALM-Studie 2025: Das unrestringierte Optimum läge bei {wrong} für „{noun}“; "
                f"der Verwaltungsausschuss hat {right} beibehalten."
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
    pair=lambda i: 3 * i,
)


# --- mandate clauses: the Kapitalanlagerichtlinien, the Risikohandbuch, the Vertreterversammlung,
# the Aufsichtsbehörde, the Masterfonds, a Beschlussvorlage, the Limitsystem ---------------------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of seven places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12), words=shape in (0, 2, 4))
    if shape == 0:  # the Richtlinien' Abschnitt 4 in the mandate's fields, numbered keys
        section: dict[str, JsonValue] = {
            "4.1": "Die Quoten beziehen sich auf die Kapitalanlagen zu Marktwerten und werden "
            "vom Risikocontrolling börsentäglich überwacht.",
            "4.2": f"{_cap(noun)}: {_sign(s)} {written}.",
            "4.3": "Die Grenzen der Anlageverordnung gehen diesen Richtlinien stets vor.",
            "4.4": "Limitverletzungen sind der Geschäftsführung unverzüglich und dem "
            "Anlageausschuss in der nächsten Sitzung zu berichten.",
        }
        return (
            {"kapitalanlagerichtlinien": {"fassung": "2025", "abschnitt_4_quoten": section}},
            None,
            "kapitalanlagerichtlinien.abschnitt_4_quoten.4.2",
        )
    if shape == 1:  # the Risikohandbuch's Anlage 1, as a message
        table = (
            "RISIKOHANDBUCH – Anlage 1: Limite der Kapitalanlage\n| Limit | Grenze | Messung |\n"
            "|---|---|---|\n| Modifizierte Duration Rentenbestand | 5 bis 9 Jahre | täglich |\n"
            f"| {_cap(noun)} | {_short(s)} {written} | täglich |\n"
            "| Mindestrating Renten | BBB- | monatlich |"
        )
        return None, table, MANDATE_ID
    if shape == 2:  # the Vertreterversammlung's Beschlüsse, as records in the mandate's fields
        records: list[JsonValue] = [
            {
                "nr": "VV 2024/11",
                "wortlaut": "Die Vertreterversammlung stellt den Jahresabschluss für das "
                "Geschäftsjahr 2023 fest.",
            },
            {
                "nr": "VV 2024/12",
                "wortlaut": f"Die Vertreterversammlung beschließt: {_cap(noun)} – "
                f"{_sign(s)} {written}.",
            },
            {
                "nr": "VV 2024/13",
                "wortlaut": "Der Antrag auf Erhöhung der Rentenbemessungsgrundlage wird "
                "zurückgestellt.",
            },
        ]
        return (
            {"beschluesse_vertreterversammlung": records},
            None,
            "beschluesse_vertreterversammlung[1].wortlaut",
        )
    if shape == 3:  # the Aufsichtsbehörde's Genehmigung, as a message
        letter = (
            "Finanzministerium – Versicherungsaufsicht (Az. VI 23 – 4711/2025)\nGenehmigung der "
            "Kapitalanlagerichtlinien des " + _FUND_GEN + "\n1. Die Richtlinien werden genehmigt.\n"
            f"2. Auflage: {_cap(noun)} – {_sign(s)} {written}.\n"
            "3. Über Abweichungen ist die Aufsichtsbehörde binnen eines Monats zu unterrichten."
        )
        return None, letter, MANDATE_ID
    if shape == 4:  # the Masterfonds' segment Anlagegrenzen, in the mandate's fields
        segments: list[JsonValue] = [
            {"segment": "Renten Euro IG", "manager": "Lindenau Capital", "anlagegrenzen": []},
            {
                "segment": "Aktien Welt",
                "manager": _MANAGER,
                "anlagegrenzen": [
                    f"{_cap(noun)}: {_sign(s)} {written}.",
                    "Value at Risk (99,5 %, ein Jahr) wird monatlich an das Versorgungswerk "
                    "berichtet.",
                ],
            },
        ]
        return (
            {"masterfonds": {"kvg": _KVG, "segmente": segments}},
            None,
            "masterfonds.segmente[1].anlagegrenzen[0]",
        )
    if shape == 5:  # a Beschlussvorlage of the Verwaltungsausschuss, adopted, as a message
        proposal = (
            "BESCHLUSSVORLAGE Nr. 2025/07 an den Verwaltungsausschuss (beschlossen am "
            "13.03.2025)\nBeschlussvorschlag: Der Verwaltungsausschuss legt fest: "
            f"{_cap(noun)} – {_sign(s)} {written}.\nBegründung: siehe ALM-Studie 2025 und "
            "Stellungnahme des Risikocontrollings."
        )
        return None, proposal, MANDATE_ID
    limits: dict[str, JsonValue] = {
        "L-00": "Value at Risk (99,5 %, ein Jahr) der Kapitalanlagen: Meldung an die "
        "Geschäftsführung.",
        s.key: f"{_cap(noun)}: {_sign(s)} {written}.",
        "L-99": "Limitverletzungen sind binnen zwei Bankarbeitstagen zu beheben.",
    }
    return (
        {"risikohandbuch": {"stand": "01.03.2025", "limitsystem": limits}},
        None,
        f"risikohandbuch.limitsystem.{s.key}",
    )


_WITHIN_ASKS: Final = (
    "Bitte die SAA im Rahmen der Kapitalanlagerichtlinien, des Risikohandbuchs und der "
    "Anlagerichtlinien des Masterfonds neu optimieren.",
    "Vor der Sitzung des Verwaltungsausschusses: die Allokation so neu aufstellen, dass kein "
    "Limit verletzt wird.",
    "Die Zusage über 75 Mio. € an den Infrastruktur-Dachfonds bitte ohne Limitverletzung einbauen.",
    "Kapitalanlagebericht Q1/2025: Vorschlag zur Rebalancing-Allokation, alle Quoten und "
    "Bandbreiten eingehalten.",
    "Bitte einen Re-Run der SAA mit allen Limiten des Versorgungswerks – Vorlage für den "
    "Anlageausschuss, Deadline Freitag.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 5 * i + 2,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 1,
    rationale="das dokumentierte Limit des Versorgungswerks",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
    shape=lambda i: i % 7,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
    cap_inside=0.9,
    floor_inside=4 / 3,
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi] around a Zielquote {mid}: {bound}, {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "Kapitalanlagerichtlinien 2025, Abschnitt 5.3: Für „{noun}“ gilt eine Bandbreite von "
    "{lo}–{hi} um die Zielquote {mid}; innerhalb der Bandbreite ist die {bound} eine "
    "Entscheidung des Leiters Kapitalanlagen (Bericht im Monatsreporting an den "
    "Anlageausschuss), außerhalb entscheidet der Verwaltungsausschuss.",
    "| Limit | Zielquote | Bandbreite | Zuständig innerhalb der Bandbreite |\n"
    "|---|---|---|---|\n| {Noun} ({bound}) | {mid} | {lo} – {hi} | Geschäftsführung |",
    "Der Verwaltungsausschuss hat am 13.03.2025 (TOP 7) beschlossen, dass die Geschäftsführung "
    "die {bound} für „{noun}“ zwischen {lo} und {hi} ohne erneuten Beschluss festlegen darf.",
    "Tactical Asset Allocation: Die {bound} für „{noun}“ kann im Korridor {lo} – {hi} taktisch "
    "gesteuert werden; ein Gremienbeschluss ist dafür nicht erforderlich.",
)
#: (refused, granted), both with {bound}, {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "Der Verwaltungsausschuss hat die {bound} für „{noun}“ auf {point} festgesetzt. Die von "
        "der Geschäftsführung beantragte Bandbreite von {lo}–{hi} wurde abgelehnt; ein "
        "Ermessensspielraum besteht nicht.",
        "Der Verwaltungsausschuss hat für die {bound} für „{noun}“ die von der Geschäftsführung "
        "beantragte Bandbreite von {lo}–{hi} beschlossen; innerhalb der Bandbreite entscheidet "
        "die Geschäftsführung.",
    ),
    (
        "Die Beschlussvorlage zur Bandbreite {lo} – {hi} für „{noun}“ ({bound}) wurde "
        "zurückgestellt (TOP 9, 20.03.2025). Bis auf Weiteres gilt {point}.",
        "Die Beschlussvorlage zur Bandbreite {lo} – {hi} für „{noun}“ ({bound}) wurde "
        "angenommen (TOP 9, 20.03.2025). Die Geschäftsführung wählt den Wert innerhalb der "
        "Bandbreite.",
    ),
    (
        "Das Risikocontrolling hat eine Bandbreite von {lo} bis {hi} für „{noun}“ empfohlen; der "
        "Anlageausschuss hat die Entscheidung vertagt, die {bound} bleibt bis dahin bei {point}.",
        "Das Risikocontrolling hat eine Bandbreite von {lo} bis {hi} für „{noun}“ empfohlen; der "
        "Anlageausschuss ist der Empfehlung gefolgt, die Geschäftsführung legt die {bound} "
        "innerhalb der Bandbreite fest.",
    ),
    (
        "Die beantragte Bandbreite von {lo} – {hi} für „{noun}“ hat die Aufsichtsbehörde nicht "
        "genehmigt (Schreiben vom 28.02.2025); als {bound} gilt unverändert {point}.",
        "Die beantragte Bandbreite von {lo} – {hi} für „{noun}“ hat die Aufsichtsbehörde "
        "genehmigt (Schreiben vom 28.02.2025); die {bound} legt die Geschäftsführung innerhalb "
        "dieser Bandbreite fest.",
    ),
)


def _named(rng: random.Random, s: _Subject) -> dict[str, str]:
    """A range's noun and whether it bounds an Untergrenze or an Obergrenze."""
    return {"noun": rng.choice(s.nouns), "bound": _bound(s)}


def _number_only(low: str, high: str) -> str:
    """The low end of a band as German papers write it before its top: its number alone when
    the top ends in the same words ("24" before "32 % der Kapitalanlagen", "1,20" before
    "1,60x"), so that the band reads "24–32 % der Kapitalanlagen"."""
    last = max(k for k, ch in enumerate(low) if ch.isdigit())
    tail = low[last + 1 :]
    return low[: last + 1] if tail and high.endswith(tail) else low


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A range's bounds and its Zielquote in one form, the low end as its number alone ("24–32
    %"), and the level a refusal fixes in full: the low end of a cap, the top of a floor, so that
    the middle a plan assumes is looser than the level fixed."""
    lo, hi, mid = s.alike(bounds, rng.randrange(12), apart=True)
    return {"lo": _number_only(lo, hi), "hi": hi, "mid": mid, "fixed": hi if s.floor else lo}


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the Kapitalanlagerichtlinien (fields), their Anlage 3 (a mandate
    message), the Geschäftsordnung der Geschäftsführung (fields), the Vorsitzender's e-mail (a
    mandate message) or the Masterfonds' Anlagerichtlinien (fields)."""
    if shape == 0:
        return {"kapitalanlagerichtlinien_2025": {"abschnitt_5_bandbreiten": text}}, None
    if shape == 1:
        return (
            None,
            "Anlage 3 zu den Kapitalanlagerichtlinien – Bandbreiten und Zuständigkeiten "
            f"(Stand 13.03.2025)\n\n{text}",
        )
    if shape == 2:
        return {
            "geschaeftsordnung_geschaeftsfuehrung": {
                "zustaendigkeiten": [
                    "Die Geschäftsführung führt die laufenden Geschäfte nach den Beschlüssen "
                    "des Verwaltungsausschusses.",
                    text,
                ]
            }
        }, None
    if shape == 3:
        return (
            None,
            "Von: Dr. Ole Hansen (Vorsitzender des Verwaltungsausschusses)\nAn: " + _GF + "; "
            f"J. Albrecht\nBetreff: Bandbreiten\n\n{text}\n\nMit freundlichen Grüßen\nOle Hansen",
        )
    return {"masterfonds_anlagerichtlinien": {"kvg": _KVG, "taktische_steuerung": text}}, None


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 3 * i + 5,
    written=_band,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: i % 5,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_placed_text,
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", TAG, _with_mandate),
    refused_at=(0, 3),
    named=_named,
    point="fixed",
    low_ratio=0.75,
    floors=True,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as the Richtlinien, a Beschluss, the Anlageausschuss, the
#: ALM-Studie and the Risikocontrolling put them; the first of each is one line, so that a
#: Synopse, a draft or a Protokoll can quote it
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Kapitalanlagerichtlinien 2025, Abschnitt 2 (Anlageziel): die höchste Rendite je "
        "Risikoeinheit – maximale Sharpe Ratio.",
        "Beschluss des Verwaltungsausschusses (TOP 8, 13.03.2025):\nDie strategische "
        "Asset-Allokation ist nach der höchsten risikoadjustierten Rendite (Sharpe Ratio) "
        "auszuwählen; mehr Rendite durch mehr Risiko ist nicht das Ziel.",
        "Protokoll Anlageausschuss 06.03.2025: Der Ausschuss bittet die Kapitalanlage, die "
        "risikoadjustierte Rendite (Sharpe) zu optimieren, nicht den Tracking Error gegenüber "
        "der SAA-Benchmark.",
        "ALM-Studie 2025, Empfehlung: das Portfolio mit der höchsten erwarteten Rendite je "
        "Einheit Volatilität, also maximale Sharpe Ratio. Der Rechnungszins von 3,5 % bleibt "
        "die Messlatte und wird gesondert verfolgt.",
        "Stellungnahme des Risikocontrollings: Ziel des Verwaltungsausschusses ist die "
        "bestmögliche Sharpe Ratio; nichts anderes soll die Gewichte treiben.",
    ),
    "variance": (
        "Kapitalanlagerichtlinien 2025, Abschnitt 2 (Anlageziel): die geringstmögliche "
        "Schwankung der Kapitalanlagen – minimale Varianz.",
        "Beschluss des Verwaltungsausschusses (TOP 8, 13.03.2025):\nDie strategische "
        "Asset-Allokation soll die kleinstmögliche Varianz haben; erwartete Renditen gehen in "
        "die Optimierung nicht ein.",
        "Protokoll Anlageausschuss 06.03.2025: Angesichts steigender Rentenzahlungen wünscht "
        "der Ausschuss Stabilität. Die Varianz des Portfolios ist zu minimieren, unabhängig von "
        "den erwarteten Renditen.",
        "ALM-Studie 2025, Empfehlung: wegen der Bilanzrisiken aus dem Rechnungszins die "
        "Volatilität minimieren und kein Renditeziel in die Optimierung aufnehmen; die 3,5 % "
        "werden beobachtet, nicht optimiert.",
        "Stellungnahme des Risikocontrollings: Die Kapitalanlagen sollen so ruhig wie möglich "
        "laufen – Gewichte mit minimaler Varianz. Sharpe ist hier nicht die Frage.",
    ),
    "tracking": (
        "Kapitalanlagerichtlinien 2025, Abschnitt 2 (Anlageziel): eine Rendite möglichst nahe "
        "an der SAA-Benchmark, mit der geringstmöglichen Abweichung von ihr.",
        "Beschluss des Verwaltungsausschusses (TOP 8, 13.03.2025):\nDas Portfolio soll der "
        "SAA-Benchmark mit dem geringstmöglichen Tracking Error folgen.",
        "Protokoll Anlageausschuss 06.03.2025: Die Kapitalanlage wird an der SAA-Benchmark "
        "gemessen; der Tracking Error gegenüber dieser Benchmark ist zu minimieren.",
        "ALM-Studie 2025, Empfehlung: das Versorgungswerk so nah wie möglich an der "
        "SAA-Benchmark halten; wir schlagen Gewichte vor, die den erwarteten Tracking Error "
        "minimieren.",
        "Stellungnahme des Risikocontrollings: Niemand verlangt Alpha – nah an der "
        "SAA-Benchmark bleiben, mit der kleinstmöglichen Abweichung.",
    ),
    "return": (
        "Kapitalanlagerichtlinien 2025, Abschnitt 2 (Anlageziel): die höchste erwartete "
        "Rendite, ohne Risikoabschlag in der Zielfunktion – das Risiko begrenzen die Limite.",
        "Beschluss des Verwaltungsausschusses (TOP 8, 13.03.2025):\nDie Gewichte sollen die "
        "höchste erwartete Rendite bringen; das Risiko wird über die Limite gesteuert, nicht in "
        "der Zielfunktion.",
        "Protokoll Anlageausschuss 06.03.2025: die erwartete Rendite innerhalb der Limite des "
        "Risikohandbuchs maximieren; keine Risikoadjustierung in der Zielfunktion.",
        "ALM-Studie 2025, Empfehlung: für den langfristigen Teil modellieren wir das Portfolio "
        "mit der höchsten erwarteten Rendite; die Limite begrenzen das Risiko.",
        "Stellungnahme des Risikocontrollings: Der Verwaltungsausschuss hat sich für Rendite "
        "entschieden. Ziel ist die Maximierung der erwarteten Rendite, nicht Sharpe.",
    ),
}
_FOLLOW_UPS: Final = (
    "Nachtrag nach der Sitzung des Verwaltungsausschusses am 24.04.2025: Die Zielformulierung "
    "wurde geändert und lautet jetzt:\n\n{new}",
    "Henrike Paulsen, 17:42 – bitte meine Mail von heute früh zum Anlageziel ignorieren. Nach "
    "Rücksprache mit dem Vorsitzenden gilt:\n\n{new}",
)
_ASK_FRAMES: Final = (
    "Kapitalanlagerichtlinien 2025 – Grundlage für die neue SAA:\n\n{ask}",
    "{ask}\n\nBitte die strategische Allokation entsprechend anpassen. Danke, H. Paulsen",
    "Kapitalanlagen 6.842,3 Mio. € per 31.12.2024; Nettoverzinsung Geschäftsjahr 2024: 3,9 % "
    "(Rechnungszins: 3,5 %).\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Strategische Asset-Allokation des Versorgungswerks",
    purpose="die strategische Asset-Allokation lösen",
    custom_reason="kein Plattform-Solver für dieses Ziel",
    custom_purpose="strategische Asset-Allokation",
    section_title="Strategische Asset-Allokation und Gewichte",
    description="die Gewichte",
)


def _one_line(kind: str, text: str) -> str:
    """A statement as a quoted line holds it: the first (one-line) wording when it spans lines."""
    return _ASKS[kind][0] if "\n" in text else text


def _synopse(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """A Synopse: the earlier objective as the present wording, the wanted one as the new
    wording the Verwaltungsausschuss adopted."""
    return (
        "Synopse zur Änderung der Kapitalanlagerichtlinien, Abschnitt 2\n"
        "| Bisherige Fassung | Neue Fassung |\n"
        f"|---|---|\n| {_one_line(old_kind, old)} | {ask.replace(chr(10), ' ')} |\n"
        "Der Verwaltungsausschuss hat die neue Fassung am 24.04.2025 beschlossen."
    )


def _change_marked(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """A draft in Änderungsmodus with the earlier objective struck and the wanted one added."""
    return (
        "Kapitalanlagerichtlinien 2025 – Entwurf im Änderungsmodus (Version 4, nach dem "
        "Anlageausschuss)\n"
        f"[gestrichen: {_one_line(old_kind, old)}]\n[eingefügt: {ask.replace(chr(10), ' ')}]"
    )


def _withdrawn_motion(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """A Protokoll in which the Antrag with the earlier objective is withdrawn and the wanted
    one is adopted."""
    return (
        "Protokoll der Sitzung des Verwaltungsausschusses am 24.04.2025, TOP 6 Anlageziel\n"
        f'Der Antrag der Geschäftsführung („{_one_line(old_kind, old)}") wird zurückgezogen. '
        f"Stattdessen beschließt der Ausschuss einstimmig: {ask.replace(chr(10), ' ')}"
    )


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Six structures, each for two cases in a row (so both modes): a framed request (0, 2), a
    Synopse (1), an earlier message a later one replaces (3: after the Verwaltungsausschuss, or
    from the Geschäftsführerin, by turns of two cases), a draft in Änderungsmodus (4) and a
    Protokoll withdrawing an Antrag (5)."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={1: _synopse, 4: _change_marked, 5: _withdrawn_motion},
        later=lambda rng, i, ask: _fill(_FOLLOW_UPS[(i // 2) % len(_FOLLOW_UPS)], new=ask),
        framed=lambda rng, i, wanted, ask: _fill(rng.choice(_ASK_FRAMES), ask=ask),
        solving=_solving,
        seed=SEED,
        tag=TAG,
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
        turn=lambda i: i + i // 4,
        structure=lambda i: (i // 2) % 6,
    )


# --- leakage -----------------------------------------------------------------------------------

#: four rolling walk-forward windows, each trained on eight years to the last Xetra trading day
#: before its two test years (Xetra is closed on Silvester), the first tested from 02.01.2014
_WINDOWS: Final = tuple(
    WalkForwardWindow(
        train_start=train_start,
        train_end=train_end,
        test_start=test_start,
        test_end=test_end,
    )
    for train_start, train_end, test_start, test_end in (
        (date(2006, 1, 2), date(2013, 12, 30), date(2014, 1, 2), date(2015, 12, 30)),
        (date(2008, 1, 2), date(2015, 12, 30), date(2016, 1, 4), date(2017, 12, 29)),
        (date(2010, 1, 4), date(2017, 12, 29), date(2018, 1, 2), date(2019, 12, 30)),
        (date(2012, 1, 2), date(2019, 12, 30), date(2020, 1, 2), date(2021, 12, 30)),
    )
)
#: (a period reaching into the test years, the same form ending before the first test, and
#: before it where the data come out late)
_PERIODS: Final = (
    (
        "DAX (Performanceindex), Tagesdaten, 02.01.2006 – 29.12.2017",
        "DAX (Performanceindex), Tagesdaten, 02.01.2006 – 30.12.2013",
    ),
    (
        "MSCI World in EUR, Monatsdaten, Januar 2006 – Juni 2019",
        "MSCI World in EUR, Monatsdaten, Januar 2006 – Dezember 2013",
    ),
    (
        "HVPI Euroraum (Eurostat), monatlich, Januar 2006 – Dezember 2016",
        "HVPI Euroraum (Eurostat), monatlich, Januar 2006 – November 2013",
    ),
    (
        "Beitragseinnahmen und Rentenzahlungen des Versorgungswerks, Geschäftsjahre 2006 bis 2018",
        "Beitragseinnahmen und Rentenzahlungen des Versorgungswerks, Geschäftsjahre 2006 bis 2012",
    ),
    (
        "Zinsstrukturkurve der Deutschen Bundesbank, 02.01.2006 bis einschließlich 30.06.2016",
        "Zinsstrukturkurve der Deutschen Bundesbank, 02.01.2006 bis einschließlich 30.12.2013",
    ),
    (
        "MSCI/IPD Immobilienindex Deutschland, jährlich, 2006 bis 2015",
        "MSCI/IPD Immobilienindex Deutschland, jährlich, 2006 bis 2012",
    ),
)
_ACTIONS: Final = (
    "wurden die erwarteten Renditen und Korrelationen der Assetklassen geschätzt",
    "wurden die Bandbreiten der Rebalancing-Regel kalibriert",
    "wurde die Währungssicherungsquote optimiert",
    "wurde das Modell für Beitragseinnahmen und Rentenzahlungen angepasst",
    "wurde das Faktormodell für den Tracking Error geschätzt",
)
_LEAK_FRAMES: Final = (
    "ALM-Studie 2025, Kapitel 3 (Kapitalmarktannahmen): Auf Basis von {period} {action}.",
    "Prüfbericht des Risikocontrollings (08.04.2025): Mit {period} {action}; die Parameter "
    "bleiben danach in allen vier Fenstern unverändert.",
    "Vermerk der Internen Revision, Anlage 2 (Backtest): Einmalig, über {period}, {action}, "
    "bevor die Walk-Forward-Fenster gerechnet wurden.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Jedes Testjahr bewertet die Verpflichtungen mit dem heutigen Rechnungszins und den "
        "Richttafeln 2018 G, rückwirkend ab 2014.",
        "Jedes Testjahr bewertet die Verpflichtungen mit dem Rechnungszins und den Sterbetafeln, "
        "die zu Beginn des jeweiligen Jahres galten.",
    ),
    (
        "Das Aktienportfolio im Backtest besteht aus den heutigen Bestandteilen des MSCI World.",
        "Das Aktienportfolio im Backtest besteht aus den MSCI-World-Bestandteilen zum jeweiligen "
        "Rebalancing-Termin, einschließlich später gestrichener Titel.",
    ),
    (
        "Die Ausschlussliste des Versorgungswerks in der Fassung 2024 wird auf jedes Testjahr "
        "angewendet.",
        "In jedem Testjahr gilt die Ausschlussliste in der Fassung, die der Anlageausschuss "
        "damals beschlossen hatte.",
    ),
    (
        "Die Immobilien werden mit den Verkehrswerten aus den Jahresgutachten bewertet, und zwar "
        "ab dem Stichtag, auf den sich die Gutachten beziehen.",
        "Die Immobilien werden nur mit den Verkehrswerten bewertet, die dem Versorgungswerk zum "
        "jeweiligen Datum bereits vorlagen, mit einem Quartal Verzögerung.",
    ),
)
_LEAK_ASKS: Final = (
    "Der Anlageausschuss möchte vor der Beschlussfassung einen Walk-Forward-Test der neuen "
    "Rebalancing-Regel über vier Fenster sehen.",
    "Bitte einen Walk-Forward-Backtest (vier rollierende Fenster) der Währungssicherung für die "
    "ALM-Studie 2025.",
    "Auftrag an die Kapitalanlage: die SAA-Kandidaten walk-forward über vier Fenster testen, "
    "Vorlage zur Vertreterversammlung im Juni.",
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

_COMPANY: Final = "Elbtal Wohnen"
_ENTITY: Final = "ent_elbtal_wohnen_se"
#: twenty quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022, 2023, 2024))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("im Q4/2024 gegenüber dem Vorquartal", (18, 19)),
    ("im Geschäftsjahr 2024", (15, 19)),
    ("im zweiten Halbjahr 2024", (17, 19)),
    ("über die Geschäftsjahre 2023 und 2024", (11, 19)),
    ("seit Q1/2020", (0, 19)),
    ("zwischen dem 30.06.2021 und dem 30.09.2024", (5, 18)),
    ("seit der Zinswende im Q3/2022", (10, 19)),
    ("im Geschäftsjahr 2023", (11, 15)),
    ("im ersten Halbjahr 2021", (3, 5)),
    ("seit dem Börsengang im Jahr 2006", None),
    ("in den letzten zehn Jahren", None),
    ("im Geschäftsjahr 2019", None),
)

#: what the claims answer: the Anlageausschuss' Emittentenbeobachtung
_REQUEST: Final = TrendRequest(
    question="Vorbereitung Anlageausschuss am 13.03.2025 (TOP 5 Emittentenbeobachtung): Wie hat "
    "sich {company} entwickelt?",
    heading="### Emittentenanalyse – Elbtal Wohnen SE (Prime Standard), Geschäftsbericht 2024",
    as_of="2025-03-07",
)


#: "um rund 12 %", "um gut 10 %", "um knapp 15 %"; "" when it barely moved
_approx_pct = partial(
    _rounded_change,
    past="um gut {} %",
    short="um knapp {} %",
    about="um rund {} %",
)


def _by_pp(a: float, b: float) -> str:
    """A ratio's move in Prozentpunkten with a decimal comma ("um 1,4 Prozentpunkte"); "" below
    0,3."""
    change = abs(b - a)
    return _comma(f"um {change:.1f} Prozentpunkte") if change >= 0.3 else ""


def _by_pp_short(a: float, b: float) -> str:
    """A small rate's move in Pp. with a decimal comma ("um 0,4 Pp."); "" below 0,1."""
    change = abs(b - a)
    return "um " + _comma(f"{change:.1f}") + " Pp." if change >= 0.1 else ""


def _by_mio(a: float, b: float) -> str:
    """A move in Mio. € with dot thousands and a decimal comma ("um 1.046,2 Mio. €"); "" below
    5 Mio. €."""
    change = abs(b - a)
    return "" if change < 5 else "um " + _mio(change)


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "EUR"
    growth: bool  # the two years' pace and compounding: for a growing line item
    #: how a year-on-year move is said of it: (above a year earlier, below a year earlier)
    year_on_year: tuple[str, str] = (
        "{s} lag in jedem Quartal 2024 über dem Vorjahresquartal",
        "{s} lag in jedem Quartal 2024 unter dem Vorjahresquartal",
    )


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "rental_income_meur",
        (
            182.4,
            184.1,
            186.0,
            187.9,
            190.3,
            193.8,
            197.2,
            201.5,
            206.0,
            210.4,
            214.9,
            218.1,
            221.7,
            224.0,
            218.6,
            221.9,
            225.3,
            228.8,
            231.0,
            234.6,
        ),
        (
            "Die Mieterlöse (Mio. €)",
            "Die Nettokaltmieten der Elbtal Wohnen SE",
            "Die Mieteinnahmen",
        ),
        (
            ("{s} stiegen {m}", rose),
            ("{s} sanken {m}", fell),
            ("{s} stiegen in jedem Quartal", rose_every_quarter),
            ("{s} gingen nicht zurück", held_up),
            ("{s} gingen in keinem Quartal gegenüber dem Vorquartal zurück", never_fell),
        ),
        _approx_pct,
        True,
        (
            "{s} lagen in jedem Quartal 2024 über dem Vorjahresquartal",
            "{s} lagen in jedem Quartal 2024 unter dem Vorjahresquartal",
        ),
    ),
    _Trend(
        "fundamentals.quarters",
        "ffo_i_meur",
        (
            98.2,
            101.5,
            103.0,
            104.8,
            107.3,
            110.9,
            112.4,
            115.0,
            113.6,
            109.2,
            104.7,
            99.8,
            94.1,
            90.6,
            86.2,
            88.9,
            91.4,
            93.0,
            95.7,
            97.3,
        ),
        (
            "Das FFO I",
            "Das operative Ergebnis (FFO I)",
            "FFO I (Funds from Operations)",
        ),
        (
            ("{s} stieg {m}", rose),
            ("{s} sank {m}", fell),
            ("{s} ging nicht zurück", held_up),
            ("{s} stieg nicht", held_down),
            ("{s} sank in jedem Quartal", fell_every_quarter),
        ),
        _approx_pct,
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "loan_to_value_pct",
        (
            41.8,
            41.2,
            40.6,
            39.9,
            39.1,
            38.4,
            37.6,
            36.9,
            37.8,
            40.2,
            43.5,
            46.1,
            47.9,
            48.6,
            49.4,
            48.8,
            47.6,
            46.9,
            46.2,
            45.4,
        ),
        (
            "Der LTV",
            "Der Verschuldungsgrad (Loan-to-Value)",
            "Die Beleihungsquote (LTV) der Elbtal Wohnen SE",
        ),
        (
            ("{s} sank {m}", fell),
            ("{s} stieg {m}", rose),
            ("{s} stieg nicht", held_down),
            ("{s} stieg in keinem Quartal gegenüber dem Vorquartal", never_rose),
            ("{s} sank in jedem Quartal", fell_every_quarter),
        ),
        _by_pp,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "net_income_meur",
        (
            142.6,
            131.8,
            155.2,
            310.4,
            160.3,
            172.5,
            168.9,
            402.7,
            121.4,
            88.6,
            35.2,
            -612.8,
            -48.3,
            -22.7,
            -95.6,
            -841.5,
            12.4,
            41.8,
            55.3,
            -118.6,
        ),
        (
            "Das Konzernergebnis",
            "Das Periodenergebnis nach Steuern",
            "Das Ergebnis nach Steuern der Elbtal Wohnen SE",
        ),
        (
            ("{s} verbesserte sich {m}", rose),
            ("{s} verschlechterte sich {m}", fell),
            ("{s} verschlechterte sich nicht", held_up),
            ("{s} verbesserte sich nicht", held_down),
            ("{s} ging in keinem Quartal gegenüber dem Vorquartal zurück", never_fell),
        ),
        _by_mio,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "epra_vacancy_pct",
        (
            2.9,
            3.0,
            3.1,
            2.8,
            2.7,
            2.6,
            2.6,
            2.4,
            2.3,
            2.2,
            2.2,
            2.1,
            2.2,
            2.4,
            2.5,
            2.3,
            2.1,
            2.0,
            2.0,
            1.8,
        ),
        (
            "Die EPRA-Leerstandsquote",
            "Der Leerstand (EPRA)",
            "Die Leerstandsquote im Bestand",
        ),
        (
            ("{s} sank {m}", fell),
            ("{s} stieg {m}", rose),
            ("{s} stieg nicht", held_down),
            ("{s} sank nicht", held_up),
            ("{s} stieg in keinem Quartal gegenüber dem Vorquartal", never_rose),
        ),
        _by_pp_short,
        False,
    ),
)


_year_specials = partial(
    _growth_specials,
    faster="{s} wuchsen 2024 schneller als 2023",
    slower="{s} wuchsen 2024 langsamer als 2023",
    grew="{s} wuchsen von Q4/2022 bis Q4/2024 mit einer zweistelligen jährlichen Rate",
    shrank="{s} schrumpften von Q4/2022 bis Q4/2024 mit einer zweistelligen jährlichen Rate",
    end=19,
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) pairs over the whole series, each computed from it: for a
    growing item 2024's pace against 2023's and the two-year compound rate, then year over year
    in each quarter of 2024. Pairs too close to call are left out."""
    up_all, down_all = trend.year_on_year
    return _year_specials(trend, up_all=up_all, down_all=down_all)


_CLAIM_FRAMES: Final = (
    "Risikocontrolling – Emittentenbericht Q4/2024, Anlage 2 (Immobilienaktien): {claim} [1]. "
    "Marktwert {marktwert}; gehalten {segment}.",
    "Protokoll der 88. Sitzung des Anlageausschusses (13.03.2025), TOP 5 "
    "Emittentenbeobachtung: {claim} [1]. Der Ausschuss nimmt den Bericht zur Kenntnis; "
    "Marktwert per 31.12.2024: {marktwert}.",
    "{Claim} [1] – Kommentar des Segmentmanagers (" + _MANAGER + ") im Quartalsreporting; "
    "Position {segment}, Marktwert {marktwert}.",
    "| Emittent | Segment | Marktwert | Kommentar |\n|---|---|---|---|\n| Elbtal Wohnen SE | "
    "{segment} | {marktwert} | {Claim} [1] |",
    "Entwurf Lagebericht Geschäftsjahr 2024 (Kapitalanlagen, zur Vorlage an die "
    "Vertreterversammlung): {claim} [1]. Das Versorgungswerk hält die Aktie {segment} "
    "({marktwert}).",
)

_MARKTWERTE: Final = ("12,4 Mio. €", "8,9 Mio. €", "1.046,2 T€", "15,1 Mio. €")
_SEGMENTE: Final = (
    "im Masterfonds-Segment Aktien Europa",
    "im Spezial-AIF Immobilienaktien",
    "im Direktbestand",
)


def _holding(rng: random.Random) -> dict[str, str]:
    """The segment holding the share and its Marktwert, drawn for each claim's frame."""
    return {"marktwert": rng.choice(_MARKTWERTE), "segment": rng.choice(_SEGMENTE)}


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
        left_out=lambda h, w, c: h.startswith("im Q4/2024 gegenüber") and "Quartal" in c,
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
    """Batch ZZZW: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
