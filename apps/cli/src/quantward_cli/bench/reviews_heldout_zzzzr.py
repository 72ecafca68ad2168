"""Held-out batch ZZZZR: every flaw kind again, in the voice of a Tallinn pension management company
(pensionifondide valitseja): Toomemäe Pensionifondid AS (a fictional aktsiaselts running three
second-pillar, II sammas, funds of different risk levels - Toomemäe Pensionifond Konservatiivne,
Tasakaal and Kasv - and a third-pillar, III sammas, fund, Toomemäe Täiendav Pensionifond, with some
1 842,6 mln eurot under management at 31.12.2025), supervised by the Finantsinspektsioon under the
Kogumispensionide seadus. Its people and papers, written in Estonian as they write it, with the
English its portfolio managers write to foreign brokers and managers ("the Fund Rules", "Schedule
3", "side letter", "Please rebalance the Kasv fund within all our limits", "fyi", "backtest",
"walk-forward", "tracking error"): the nõukogu (its esimees Ene Sepp) and the juhatus (its esimees
Tiit Kuusk), the investeerimiskomitee (koosoleku protokoll nr 9/2025 and its päevakord with
päevakorrapunktid, numbered otsused, votes "ühehäälselt" and "poolt 2, vastu 5"; an ettepanek that
lükati tagasi, võeti päevakorrast maha, lükati edasi or ei leidnud toetust; protokollija Mart Saar),
the investeerimisjuht (Kadri Tamm) and a portfellihaldur (Liis Kask) with their e-kirjad ("Saatja /
Saaja / Teema: RE: …", "PARANDUS:"), each fund's investeerimispoliitika and pensionifondi tingimused
with their investeerimispiirangud (punkt 4, "4.3"), the riskijuhtimise funktsioon's limiitide tabel
("Näitaja / Tegelik / Limiit / Kasutus"; Marko Lepik, a komitee liige), the depositoorium's limit
file (Balti Hoiupank AS, a semicolon CSV with a decimal comma:
"LIMIIDI_KOOD;KIRJELDUS;TÜÜP;ÜHIK;VÄÄRTUS"), the Finantsinspektsioon's ettekirjutus (nr 4.1-1/27,
with its tähtaeg) and an external manager's English Investment Restrictions (Harwick Street Capital
LLP, Schedule 3: "60%", "150 bps", "1.2x", "40 issuers"). Its number forms are Estonian: a decimal
comma and space thousands ("1 842,6 mln eurot", "1,84 miljardit eurot", "18 400 tuhat eurot"), "%"
with no space ("60%", "60,0% fondi varadest"), "protsenti" (the partitive after a number: "kolm
protsenti", "kuuskümmend protsenti"), "protsendipunkti", "baaspunkti" and "bp", "-kordne" and
"korda", the terminative after "kuni" ("kuni 60%-ni", "kuni 60 protsendini", "kuni kuuekümne
protsendini", "kuni 150 baaspunktini"), "vähemalt", "mitte rohkem kui", "piires" and "vahemikus";
dates as "31.12.2025" and "31. detsembril 2025" (month names in the adessive: "27. novembril 2025",
"22. jaanuaril 2026"), quarters as "III kvartal" and "2025. aasta IV kvartal", "viimase viie
kvartali jooksul", "alates 2018. aastast" (a horizon the series does not cover), "2025. aastal";
negation with "ei" and "ei ole" ("ei leidnud toetust", "ei ole investeerimispiirang", "ei kasvanud",
"ei langenud"); and numbers in words where protokollid and otsused say them, in the
nominative-partitive ("kuuskümmend protsenti", "sada viiskümmend baaspunkti", "nelikümmend
emitenti", "pooleteisekordne") after a translative bound ("ülempiiriks", "alampiiriks") and in the
terminative after "kuni" ("kuuekümne protsendini", "saja viiekümne baaspunktini"). The trend claims
use the verbs of a trend in the past tense and their negations (kasvas, vähenes, langes, tõusis,
paranes, halvenes; ei kasvanud, ei vähenenud, ei langenud, ei tõusnud, ei halvenenud, ei paranenud).

Batch ZZZZR is built like ZZZZC and ZZZZD - phrase-level parts, a seeded generator, the truth kept
by the generator and never read from the text - and uses the plan, span and constraint helpers
of `reviews_heldout_shared`, its invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, subjects, trend
series and the claims it makes of them are its own. It was written blind: only ZZZZC and ZZZZD
(read for shape, with their tests), `reviews_heldout_shared`, `reviews_heldout_truths`,
`reviews_heldout_forms` (`WrittenForms`), the tests' `heldout_checks`, the `HeldOutCase` /
`TrendRequest` / `trend_claim_twins` / `evidence_for` part of `reviews_heldout`, the contract
models and id prefixes of `libs/contracts` (constraint units, walk-forward windows, message
kinds) and the names in `quantward_platform.LIBRARY` were read for it; no rule, reviewer,
reviewer or validator test, validator, policy, benchmark result, benchmark document, ADR or
other batch was read, and it was not run against the reviewers or the validator before its first
recorded run.

It takes the shared loops' opt-in options its register needs, set apart from ZZZZC's and
ZZZZD's where the loops allow: SEVEN subjects (five caps - aktsiariski, alternatiivsed
investeeringud (kinnisvara ja taristu), a single emitent, the jälgimisviga in baaspunktid and,
new, the tuletisinstrumentide brutopositsioon as a MULTIPLE CAP of the fund's puhasväärtus - and
two floors: likviidsed varad as a share and a count of emitendid in the direct aktsiaportfell;
no days), so the misquote loop keeps its DEFAULT pairing (`i + i // 5`: seven shares no factor
with six, so each of the five structures meets every subject), one structure in four wordings
(lükati tagasi, võeti päevakorrast maha, lükati edasi, ei leidnud toetust); limits in words one
style in THREE (the default `words_every`) where a protokoll, an otsus or the pensionifondi
tingimused say them, in the nominative-partitive or, after "kuni", the terminative (a second set
of forms per subject); the invented limit's answer in FIVE forms taken in turn (`i % 5`, odd, so
each form meets both modes), on the subject `4 * i + 2`: the investeerimiskomitee's protokoll
(in words wherever the value has them), the portfellihaldur's e-kiri and the limiitide tabel with
a decoy "Tegelik" and "Kasutus" (chat answers), the depositoorium's CSV limit file given BEFORE
the request (`template_inputs`, "60,00" in PERCENT with two decimals and a decimal comma, its
unit "%") and the pensionifondi tingimused also given BEFORE it (`mandate`, cited as a clause);
every other strategy case from the FIRST pair under a mandate bounding other things (`other_at`
left at 0); breaches in SIX shapes taken in turn (`shape=i % 6`, each in both modes), on the
subject `3 * i + 5`, at 1.4 of a cap and 0.6 of a floor, uncited twins at 0.85 of a cap and 1.25
of a floor, the clause uncited in the third round of six (`(i // 6) % 3 == 2`: every shape cited
three times and uncited once, uncited in both modes) - the pensionifondi tingimused under a
numbered key (`pensionifondi_tingimused.punkt_4.4.3`), the Finantsinspektsioon's ettekirjutus,
the external manager's English Schedule 3, the nõukogu's otsused as records
(`noukogu_protokoll_2025_11_27.otsused[1].tekst`), the investeerimiskomitee's protokoll (numbers
in words, the terminative after "kuni") and the riskijuhtimise funktsioon's limiitide tabel;
latitude bands over FOUR caps (the three shares and the jälgimisviga; `turn=i + i // 4`) whose
low end is three fifths of their top (`low_ratio=0.6`), written in short forms ("45%", "45
protsenti", "90 bp"), each granted case assuming ONE THIRD of the way up (`assumed_value`) and
each refused case assuming the same point (`refused_value`) against a level fixed at the band's
neutraalne kaal (the middle), the flawed value 1.3 of the top, refused at `i % 6` in (1, 4) (lükati
tagasi, võeti päevakorrast maha, lükati edasi, ei leidnud toetust) and placed in four shapes held
two cases each (`(i // 2) % 4`, each in both modes); objectives in FIVE structures taken in turn
(`structure=i % 5`, odd, so each in both modes; the wanted objective `3 * i`), three withdrawing
an earlier wording in the same text (an investeerimiskomitee protokoll whose ettepanek lükati
tagasi, an e-kiri "PARANDUS:" and a nõukogu päevakord whose punkt võeti päevakorrast maha), one
replaced by a later täpsustus; leakage over FOUR ANCHORED walk-forward folds, each trained from
2 January 2012 to the end of the year before the single CALENDAR YEAR it tests (2018 to 2021,
Nasdaq Tallinn sessions), the whole sentence at every third case from the FIRST
(`sentence_at=0`), placed in the evidence first; and a trend request of its own (the
investeerimiskomitee's päevakorrapunkt on ühinguhaldus, its heading, an as-of date after the
2025 IV kvartali vahearuanne) over TWENTY-FOUR quarters (2020. aasta I kvartal - 2025. aasta IV
kvartal) comparing 2025 with 2024 (`end=23`), a double-digit compound FALL claimed as well
(`shrinking=True`: the transiitkaubad fall through 2024-2025), special pairs taken every THIRD
case in turn (`special_step=3`), extra frame parts drawn per claim (`frame_parts`: the fund's
osalus and turuväärtus and the fund it sits in) and a signed series (puhaskasum, losses in 2020.
aasta II kvartal and in the 2022. aasta I kvartal write-down of the Russian transit business).

Decoy numbers (no truth depends on them): the varade maht (1 842,6 mln eurot; 1,84 miljardit
eurot), the kogujad (ligi 214 000), the 2025 tootlus (9,4%) and the aasta algusest tootlus
(1,7%), the II sammas sissemaksed (2% palgast ja 4% sotsiaalmaksust), which are not limits, the
Finantsinspektsioon's ettekirjutus number and tähtaeg (31.03.2026), protokoll, otsus and
päevakorrapunkt numbers, votes (poolt 2, vastu 5), the limiitide tabel's "Tegelik" and "Kasutus"
beside a limit, other piirangud beside it in the tingimused (the modifitseeritud duratsioon of 2-7
aastat, krediidireiting vähemalt BBB-), the Pensionikeskus's average of the II sammas funds and
the ALM-analüüs's unconstrained portfell quoted for comparison, the EKP's 25 baaspunkti, the
watched company's turuväärtus, osalus and dividendiettepanek (0,42 eurot aktsia kohta). Its
parts:

* limits as the company's people state them: aktsiariski (a cap: "60%", "60,0% fondi varadest",
  "60 protsenti", "kuuskümmend protsenti"; terminative "60%-ni", "60 protsendini",
  "kuuekümne protsendini"), alternatiivsed investeeringud ("20%", "20,0% fondi
  turuväärtusest"), a single emitent ("5%", "5,0% fondi varadest"), the jälgimisviga ("150
  baaspunkti", "150 bp", "1,50 protsendipunkti aastas", "sada viiskümmend baaspunkti"), the
  tuletisinstrumentide brutopositsioon (a cap, a multiple: "1,2-kordne", "1,20 korda fondi
  puhasväärtusest", "1,2x", "pooleteisekordne"), likviidsed varad (a floor: "3%", "3,0% fondi
  varadest", "kolm protsenti") and emitendid in the aktsiaportfell (a floor, a count: "40
  emitenti", "40 erinevat emitenti", "40 väärtpaberit", "nelikümmend emitenti");
* requests (the investeerimisjuht's e-kiri, the investeerimiskomitee's päevakord, a Teams
  message, a memo, the riskijuhtimise funktsioon's ülesannete nimekiri and a Finantsinspektsioon
  teabenõue) deferring the limit to a nõukogu not yet met, a päevakorrapunkt võeti päevakorrast
  maha, an ettepanek lükati edasi, a draft reading "[otsustab nõukogu]", the riskijuhtimise
  funktsioon's arvamus not yet given or the Finantsinspektsioon's answer not yet received;
* provenance misquoting its source: the investeerimispoliitika of 14.12.2023 or an eelnõu; an
  ettepanek lükati tagasi (poolt 2, vastu 5), võeti päevakorrast maha, lükati edasi or ei
  leidnud toetust; the limiitide tabel's tegelik (prose, or a "Näitaja / Tegelik 31.12.2025 /
  Limiit / Kasutus" table); another piirang beside it in the tingimused; the Pensionikeskus's
  average or the ALM-analüüs's unconstrained portfell;
* latitude granted as the investeerimispoliitika's punkt 3.2 (a vahemik around a neutraalne
  kaal), a "Varaklass / Neutraalne kaal / Miinimum / Maksimum / Otsustaja" table, a nõukogu
  otsus, a line of igapäevane portfellijuhtimine and an English side letter; refused as above,
  each twin the same text granting it; placed in the investeerimispoliitika (fields), an
  väljavõte nõukogu protokollist (a message), the juhatus's otsus (fields) and the nõukogu
  esimees's e-kiri (a message);
* objectives as the investeerimispoliitika's punkt 2, a juhatuse otsus, the investeerimiskomitee's
  protokoll and the ALM-analüüs, some saying what is not the aim ("mitte jälgimisviga", "Sharpe'i
  suhtarv ei ole eesmärk") and some beside the fund's 2025 tootlus;
* leakage as the ALM-analüüs, the riskijuhtimise funktsioon's ülevaade and the siseaudit write it:
  oodatavad tootlused ja korrelatsioonid, tasakaalustamispiirid, the valuutariski
  maandamise määr, a model of sissemaksed and väljamaksed and the jälgimisviga's factor model
  fitted on periods reaching into the test years (OMX Tallinn, MSCI ACWI in euros,
  Statistikaamet's tarbijahinnaindeks, the fund's own flows, 6 kuu Euribor, euro-area credit
  spreads), and whole sentences (the 2021 pensionireform's väljumised known in advance, today's
  OMX Baltic Benchmark, the 2025 välistusnimekiri in every period, kinnisvarafondide hindamised
  used before they came); each clean twin in the same form, ending before the first test date,
  and where the data come out late, ending where they were out before it;
* trend claims on Põhjaranniku Sadamad AS (Nasdaq Tallinn: PRSAD; a fictional port and
  logistics company the Kasv and Tasakaal funds hold) - müügitulu (mln eurot, faster in 2025
  and a double-digit compound rise), EBITDA marginaal (moves in protsendipunktid),
  netovõla ja EBITDA suhe (korda; lower is better), transiitkaubad (mln tonni, a double-digit
  compound fall from 2023. aasta IV kvartal) and puhaskasum (signed, mln eurot) over twenty-four
  quarters, as the investeerimiskomitee's protokoll, the portfellihaldur's Teams comment (the
  claim first), an "Emitent / Fond / Turuväärtus / Osalus / Kommentaar" table, the
  kvartaliaruanne's lisa and the ühinguhalduse aruanne draft; horizons covered by the series
  against uncovered ones ("alates 2018. aastast", "börsile tulekust 1997. aastal"). Whether a
  claim holds is computed from the series: true, false, or too close to call (never used).

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

SEED: Final = 20270191
KINDS: Final = ALL_KINDS
TAG: Final = "zzzzr"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzret0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzret1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzret2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzret3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzret5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzretd"

_COMPANY_NAME: Final = "Toomemäe Pensionifondid AS"
_FUND: Final = "Toomemäe Pensionifond Kasv"
_CIO: Final = "Kadri Tamm"
_PM: Final = "Liis Kask"
_CEO: Final = "Tiit Kuusk"
_MANAGER: Final = "Harwick Street Capital LLP"


# --- numbers as a Tallinn pensionifondide valitseja's investeerimisosakond and riskijuhtimine
# write them -------------------------------------------------------------------------------------


def _comma(text: str) -> str:
    """A number written with a decimal comma ("12.5" → "12,5")."""
    return text.replace(".", ",")


def _pct(value: float) -> str:
    """A share in percent with a decimal comma: "60", "2,5", "37,5"."""
    return _comma(_g(value * 100))


def _pct1(value: float) -> str:
    """A share in percent with one decimal where that is exact ("60,0", "2,5"), else in full."""
    p = round(value * 100, 6)
    return _comma(f"{p:.1f}" if abs(round(p, 1) - p) < 1e-9 else _g(p))


#: the limits' values in words, as protokollid write them: (nominative, genitive stem for the
#: terminative "…-ni")
_WORDS: Final[dict[float, tuple[str, str]]] = {
    0.02: ("kaks", "kahe"),
    0.03: ("kolm", "kolme"),
    0.05: ("viis", "viie"),
    0.1: ("kümme", "kümne"),
    0.15: ("viisteist", "viieteistkümne"),
    0.2: ("kakskümmend", "kahekümne"),
    0.25: ("kakskümmend viis", "kahekümne viie"),
    0.4: ("nelikümmend", "neljakümne"),
    0.6: ("kuuskümmend", "kuuekümne"),
    30.0: ("kolmkümmend", "kolmekümne"),
    40.0: ("nelikümmend", "neljakümne"),
    50.0: ("viiskümmend", "viiekümne"),
    100.0: ("sada", "saja"),
    150.0: ("sada viiskümmend", "saja viiekümne"),
    200.0: ("kakssada", "kahesaja"),
}


def _words(value: float, partitive: str, terminative: str, *, term: bool) -> dict[str, str]:
    """The value in words with its unit, under the key "w": the nominative number with the
    partitive singular after it ("kuuskümmend protsenti"), or, after "kuni", the
    terminative ("kuuekümne protsendini"); none when the protokollid have no word."""
    said = _WORDS.get(round(value, 6))
    if said is None:
        return {}
    return {"w": f"{said[1]} {terminative}" if term else f"{said[0]} {partitive}"}


def _share_forms(tail: str, term: bool, value: float) -> dict[str, str]:
    """A share: "60%", "60,0% {tail}", "60 protsenti" (after "kuni": "60%-ni", "60
    protsendini", "kuuekümne protsendini")."""
    if term:
        return {
            "pn": f"{_pct(value)}%-ni",
            "pd": f"{_pct(value)} protsendini",
            **_words(value, "protsenti", "protsendini", term=True),
        }
    return {
        "pc": f"{_pct(value)}%",
        "pt": f"{_pct1(value)}% {tail}",
        "pr": f"{_pct(value)} protsenti",
        **_words(value, "protsenti", "protsendini", term=False),
    }


def _te_forms(term: bool, value: float) -> dict[str, str]:
    """The jälgimisviga in baaspunktid: "150 baaspunkti", "150 bp", "1,50 protsendipunkti
    aastas" (after "kuni": "150 baaspunktini", "1,5 protsendipunktini", "saja viiekümne
    baaspunktini")."""
    n = _comma(_g(value))
    if term:
        return {
            "bn": f"{n} baaspunktini",
            "pn": _comma(_g(value / 100)) + " protsendipunktini",
            **_words(value, "baaspunkti", "baaspunktini", term=True),
        }
    return {
        "bp": f"{n} baaspunkti",
        "b": f"{n} bp",
        "pp": _comma(f"{value / 100:.2f}") + " protsendipunkti aastas",
        **_words(value, "baaspunkti", "baaspunktini", term=False),
    }


def _gross_forms(term: bool, value: float) -> dict[str, str]:
    """The tuletisinstrumentide brutopositsioon as a multiple of the fund's puhasväärtus:
    "1,2-kordne", "1,20 korda fondi puhasväärtusest", "1,2x", and "pooleteisekordne" for 1,5
    (after "kuni": "1,2-kordseni", "1,20-kordseni", "pooleteisekordseni")."""
    n = _comma(_g(value))
    if term:
        forms = {"kn": f"{n}-kordseni", "kr": _comma(f"{value:.2f}") + "-kordseni"}
        if round(value, 6) == 1.5:
            forms["w"] = "pooleteisekordseni"
        return forms
    forms = {
        "k": f"{n}-kordne",
        "kp": _comma(f"{value:.2f}") + " korda fondi puhasväärtusest",
        "x": f"{n}x",
    }
    if round(value, 6) == 1.5:
        forms["w"] = "pooleteisekordne"
    return forms


def _issuers_forms(term: bool, value: float) -> dict[str, str]:
    """Emitendid in the aktsiaportfell (a floor, a count): "40 emitenti", "40 erinevat
    emitenti", "40 väärtpaberit", "nelikümmend emitenti" (after "kuni": "40 emitendini")."""
    n = _g(value)
    if term:
        return {
            "en": f"{n} emitendini",
            "vn": f"{n} väärtpaberini",
            **_words(value, "emitenti", "emitendini", term=True),
        }
    return {
        "e": f"{n} emitenti",
        "ed": f"{n} erinevat emitenti",
        "v": f"{n} väärtpaberit",
        **_words(value, "emitenti", "emitendini", term=False),
    }


def _english_share(value: float) -> str:
    return f"{_g(value * 100)}%"


@dataclass(frozen=True)
class _Forms(WrittenForms):
    """Another set of a limit's forms, written like its own: the terminative after "kuni"
    ("kuni 60%-ni") or a vahemik's short forms ("45%", "90 bp")."""

    forms: Callable[[float], dict[str, str]]


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """An investeerimispiirang: the agent's field names, how the company's people name it
    (nominative and, in the same order, genitive), its code in the depositoorium's limit file,
    the values it takes, its written forms (nominative-partitive and terminative), how the
    English papers write it and name it, and whether it is a floor (an alampiir). Words are
    said one style in three (the default)."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    genitives: tuple[str, ...]
    key: str
    unit: str | None
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    term_forms: Callable[[float], dict[str, str]]
    english: Callable[[float], str]
    noun_en: str
    floor: bool = False

    def term(self, value: float, style: int, *, words: bool = False) -> str:
        """`value` in the terminative, after "kuni" ("60%-ni", "kuuekümne protsendini")."""
        return _Forms(self.term_forms).render(value, style, words=words)


def _subject(
    fields: tuple[str, str],
    named: tuple[tuple[str, str], ...],
    key: str,
    unit: str,
    values: tuple[float, ...],
    forms: Callable[[bool, float], dict[str, str]],
    english: Callable[[float], str],
    noun_en: str,
    *,
    floor: bool = False,
) -> _Subject:
    return _Subject(
        fields,
        tuple(n for n, _ in named),
        tuple(g for _, g in named),
        key,
        unit,
        values,
        partial(forms, False),
        partial(forms, True),
        english,
        noun_en,
        floor,
    )


_EQUITY: Final = _subject(
    ("max_equity_share", "aktsiariskMax"),
    (
        ("aktsiariski kogupositsioon", "aktsiariski kogupositsiooni"),
        ("aktsiad ja aktsiafondid", "aktsiate ja aktsiafondide"),
        ("aktsiainvesteeringute osakaal", "aktsiainvesteeringute osakaalu"),
    ),
    "AKTS_MAX",
    "fraction",
    (0.25, 0.4, 0.6),
    partial(_share_forms, "fondi varadest"),
    _english_share,
    "Equities and equity funds",
)
_ALTERNATIVES: Final = _subject(
    ("max_alternatives_share", "alternatiividMax"),
    (
        (
            "alternatiivsed investeeringud (kinnisvara ja taristu)",
            "alternatiivsete investeeringute",
        ),
        ("kinnisvara- ja taristufondid", "kinnisvara- ja taristufondide"),
        ("mittelikviidsed varad", "mittelikviidsete varade"),
    ),
    "ALT_MAX",
    "fraction",
    (0.1, 0.15, 0.2),
    partial(_share_forms, "fondi turuväärtusest"),
    _english_share,
    "Real estate and infrastructure (direct and via funds)",
)
_ISSUER: Final = _subject(
    ("max_single_issuer_share", "uksEmitentMax"),
    (
        ("ühe emitendi väärtpaberid (v.a riigivõlakirjad)", "ühe emitendi väärtpaberite"),
        ("suurim positsioon ühes emitendis", "ühe emitendi positsiooni"),
        ("kontsentratsioon ühte emitenti", "ühte emitenti kontsentratsiooni"),
    ),
    "EMIT_MAX",
    "fraction",
    (0.03, 0.05, 0.1),
    partial(_share_forms, "fondi varadest"),
    _english_share,
    "Exposure to any single non-sovereign issuer",
)
_TE: Final = _subject(
    ("max_tracking_error_bps", "jalgimisviganMax"),
    (
        ("jälgimisviga (ex ante, võrdlusindeksi suhtes)", "jälgimisvea"),
        ("prognoositav jälgimisviga", "prognoositava jälgimisvea"),
        ("tracking error strateegilise jaotuse suhtes", "tracking errori"),
    ),
    "JV_MAX",
    "bps",
    (100.0, 150.0, 200.0),
    _te_forms,
    lambda v: f"{_g(v)} bps",
    "Ex ante tracking error against the strategic benchmark",
)
_GROSS: Final = _subject(
    ("max_derivatives_gross_exposure_multiple", "tuletisedBrutoMax"),
    (
        ("tuletisinstrumentide brutopositsioon", "tuletisinstrumentide brutopositsiooni"),
        ("fondi brutoriskipositsioon koos tuletistega", "fondi brutoriskipositsiooni"),
        ("finantsvõimendus (brutomeetod)", "finantsvõimenduse"),
    ),
    "BRUTO_MAX",
    "multiple",
    (1.1, 1.2, 1.5),
    _gross_forms,
    lambda v: f"{_g(v)}x",
    "Gross exposure including derivatives (times net asset value)",
)
_LIQUID: Final = _subject(
    ("min_liquid_assets_share", "likviidsedVaradMin"),
    (
        ("likviidsed varad (raha ja rahaturuinstrumendid)", "likviidsete varade"),
        ("raha ja hoiuste puhver", "raha ja hoiuste puhvri"),
        ("likviidsuspuhver väljamakseteks", "likviidsuspuhvri"),
    ),
    "LIKV_MIN",
    "fraction",
    (0.02, 0.03, 0.05),
    partial(_share_forms, "fondi varadest"),
    _english_share,
    "Cash and money market instruments",
    floor=True,
)
_ISSUERS: Final = _subject(
    ("min_equity_issuers", "emitentideArvMin"),
    (
        ("otseinvesteeringute aktsiaportfelli emitentide arv", "aktsiaportfelli emitentide arvu"),
        ("hajutatus otseaktsiates (emitentide arv)", "otseaktsiate hajutatuse"),
        ("sisemiselt hallatava aktsiaportfelli nimede arv", "aktsiaportfelli nimede arvu"),
    ),
    "EMIT_ARV_MIN",
    "count",
    (30.0, 40.0, 50.0),
    _issuers_forms,
    lambda v: f"{_g(v)} issuers",
    "Number of equity issuers held directly",
    floor=True,
)
#: seven piirangud: five caps (three shares, baaspunktid, a multiple) and two floors (a share, a
#: count); seven shares no factor with six, so the misquote loop's default pairing meets each of
#: its five structures with every one of them
_SUBJECTS: Final = (_EQUITY, _ALTERNATIVES, _ISSUER, _TE, _GROSS, _LIQUID, _ISSUERS)
#: the caps a vahemik is given for: the three shares and the jälgimisviga
_BANDED: Final = (_EQUITY, _ALTERNATIVES, _ISSUER, _TE)

_RATIONALES: Final = (
    "2023. aasta investeerimispoliitika kohane",
    "ligikaudu II samba fondide keskmine",
    "ajutine eeldus kuni nõukogu otsuseni",
    "ALM-analüüsi baasstsenaariumi kohane",
    "tavapärane puhver limiidi sees",
    "investeerimispoliitika eelnõu number",
    "investeerimisjuhi suuline hinnang",
)

#: where a breach's flawed value lies, and its uncited twin, as multiples of the limit
_CAP_BREACH: Final = 1.4
_FLOOR_BREACH: Final = 0.6
#: where a vahemik's flawed value lies, as a multiple of its top
_BAND_BREACH: Final = 1.3


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    _FUND + " (valitseja " + _COMPANY_NAME + ") varade jaotus aktsiate, võlakirjade, "
    "kinnisvara- ja taristufondide ning raha vahel pensionifondi tingimuste piirangute piires",
    "parim riskiga korrigeeritud tootlus fondi osakuomanikele tingimuste piires",
    "lahendada varade jaotus",
    "saadud kaalud ja nende risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_RATIONALE: Final = "nõukogu kinnitatud investeerimispiirang"
_cite = partial(_cite_as, _RATIONALE)
_clause_cite = partial(_clause_cite_as, _RATIONALE)
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _sign(s: _Subject) -> str:
    return "vähemalt" if s.floor else "mitte rohkem kui"


def _bound_tr(s: _Subject) -> str:
    """The bound in the translative ("ülempiiriks")."""
    return "alampiiriks" if s.floor else "ülempiiriks"


def _short(s: _Subject) -> str:
    return "min" if s.floor else "max"


def _sign_en(s: _Subject) -> str:
    return "minimum" if s.floor else "maximum"


def _noun(rng: random.Random, s: _Subject) -> tuple[str, str]:
    """A noun of `s` drawn, nominative and genitive."""
    k = rng.randrange(len(s.nouns))
    return s.nouns[k], s.genitives[k]


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "tasakaalustada Kasvu fondi portfell; fondide maht oli 31.12.2025 kokku 1 842,6 mln eurot",
    "valmistada ette 2026. aasta I kvartali riskiaruande varade jaotuse osa",
    "arvestada jaotuses jaanuari sissemakseid (2% palgast ja 4% sotsiaalmaksust)",
    "uuendada ALM-analüüsi arvutused pärast EKP 25 baaspunkti suurust intressilangetust",
    "kontrollida, kas raha jätkub septembri väljamakseteks (ligi 214 000 kogujat)",
)
_DEFERRALS: Final = (
    "nõukogu otsustab piirangu ({noun}) alles 26. veebruaril 2026",
    "päevakorrapunkt „{noun}“ võeti investeerimiskomitees päevakorrast maha",
    "ettepanek piirangu kohta ({noun}) lükati edasi järgmisele koosolekule",
    "investeerimispoliitika eelnõus on endiselt „{noun}: [otsustab nõukogu]“",
    "riskijuhtimise funktsioon ei ole oma arvamust ({noun}) veel andnud",
    "Finantsinspektsioon ei ole meie päringule ({noun}) veel vastanud",
)
_REQUEST_FRAMES: Final = (
    "Saatja: " + _CIO + " (investeerimisjuht)\nSaaja: Investeerimisosakond\nTeema: "
    "Tasakaalustamine, jaanuar 2026\n\nTere kõigile!\n\nPalun {task}. NB! {Deferral}.\n\n"
    "Aitäh\nKadri",
    "INVESTEERIMISKOMITEE KOOSOLEKU PÄEVAKORD (15.01.2026)\n1. Eelmise koosoleku protokolli "
    "kinnitamine\n2. Ülesanne investeerimisosakonnale: {task}\n3. Muud küsimused\nMärkus: "
    "{deferral}.",
    "Teams – Kadri T. (kell 9.12): kas saaksid {task}? fyi {deferral}",
    "MEMO\nKellele: investeerimiskomitee liikmed\nKellelt: investeerimisosakond\nKuupäev: "
    "08.01.2026\n\n{Deferral}. Seni palume {task}.",
    "Riskijuhtimise funktsiooni ülesannete nimekiri (seis 09.01.2026)\nÜlesanne 2026-03 | {Task} "
    "| vastutaja: investeerimisjuht | staatus: pooleli\nKommentaar: {deferral}.",
    "Finantsinspektsiooni teabenõue (vastamise tähtaeg 31.03.2026).\nJuhatuse esimees "
    + _CEO
    + " palub "
    "investeerimisosakonnal enne vastamist {task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


@dataclass(frozen=True)
class _Stating:
    """How an answer states a limit: its frame ({noun}, {gen}, {v}, {key}, {unit}, {tyyp},
    {bound_tr}, {sign}, {short}, {tegelik}, {kasutus}), its value's form ("bare" the number
    as the depositoorium's CSV holds it, "figures" one of its written forms, "words" a written
    form or its words, "table" a written form beside the limiitide tabel's tegelik), its kind,
    and whether it comes before the request."""

    frame: str
    form: str
    kind: AnswerKind
    first: bool = False


_STATINGS: Final = (
    _Stating(
        "Väljavõte investeerimiskomitee koosoleku protokollist nr 9/2025 ("
        + _COMPANY_NAME
        + ", 18. novembril 2025)\nPäevakorrapunkt 3. Investeerimispiirangud\nOtsustati "
        "ühehäälselt kehtestada {gen} {bound_tr} {v}. Päevakorrapunkt 4 (uue välishalduri "
        "valik) lükati edasi.\nKoosoleku juhataja: Kadri Tamm\nProtokollija: Mart Saar",
        "words",
        "clarification_answer",
    ),
    _Stating(
        "Saatja: "
        + _PM
        + " (portfellihaldur)\nSaaja: Investeerimisosakond; Riskijuhtimine\nTeema: RE: "
        "Tasakaalustamine, jaanuar 2026\n\nTere!\n\n{Noun}: {sign} {v}. See on nõukogu "
        "27. novembril kinnitatud piirang, mitte eelnõu number.\n\nParimat\nLiis",
        "figures",
        "clarification_answer",
    ),
    _Stating(
        "Riskijuhtimise funktsiooni limiitide tabel seisuga 31.12.2025 (investeerimiskomiteele)\n"
        "| Näitaja | Tegelik | Limiit | Kasutus |\n|---|---|---|---|\n| {Noun} | {tegelik} "
        "| {short} {v} | {kasutus} |",
        "table",
        "clarification_answer",
    ),
    _Stating(
        "DEPOSITOORIUMI LIMIIDIKONTROLL – Balti Hoiupank AS, fondi "
        + _FUND
        + " limiitide fail (saadetud 05.01.2026)\nLIMIIDI_KOOD;KIRJELDUS;TÜÜP;ÜHIK;VÄÄRTUS\n"
        "{key};{noun};{tyyp};{unit};{v}\nKONTROLL;igapäevane järelkontroll;-;-;-",
        "bare",
        "template_inputs",
        first=True,
    ),
    _Stating(
        _FUND.upper() + " TINGIMUSED (kooskõlastatud Finantsinspektsiooniga, kehtivad alates "
        "01.01.2026)\n4. Investeerimispiirangud\n4.5 {Noun}: {sign} {v}.\n4.6 Piirangute "
        "täitmist kontrollitakse igal pangapäeval turuväärtuse alusel.",
        "figures",
        "mandate",
        first=True,
    ),
)

#: how the depositoorium's file names a unit: a share is held in percent
_UNIT_WORDS: Final = {
    "fraction": "%",
    "bps": "baaspunkt",
    "multiple": "kordaja",
    "count": "tk",
}


def _real(s: _Subject, value: float) -> float:
    """The limiitide tabel's tegelik inside the limit: above a floor, below a cap (whole
    emitendid and baaspunktid; a multiple to the hundredth)."""
    used = value * 1.4 if s.floor else value * 0.7
    if s.unit in ("count", "bps"):
        return float(round(used))
    if s.unit == "multiple":
        return round(used, 2)
    return round(used, 4)


def _kasutus(s: _Subject, value: float, used: float) -> str:
    """Kasutus as the limiitide tabel writes it ("70,0%"): the tegelik over a cap, the floor
    over the tegelik."""
    share = value / used if s.floor else used / value
    return _comma(f"{share * 100:.1f}") + "%"


def _bare(s: _Subject, value: float) -> str:
    """The number as the depositoorium's CSV holds it, always with a decimal comma: a share in
    PERCENT with two decimals ("60,00", its unit "%"), a multiple with two ("1,20"), else the
    whole figure."""
    if s.unit == "fraction":
        return _comma(f"{value * 100:.2f}")
    if s.unit == "multiple":
        return _comma(f"{value:.2f}")
    return _g(value)


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings."""
    stating = _STATINGS[turn % len(_STATINGS)]
    tegelik = kasutus = ""
    if stating.form == "bare":
        written = _bare(s, value)
    elif stating.form == "table":  # the tegelik inside the limit, a decoy in the same form
        used = _real(s, value)
        written, tegelik = s.alike((value, used), rng.randrange(12), apart=True)
        kasutus = _kasutus(s, value, used)
    elif stating.form == "words":  # a protokoll: in words wherever the value has them
        written = s.render(value, s.words_every * rng.randrange(4), words=True)
    else:
        written = s.render(value, rng.randrange(12))
    noun, gen = _noun(rng, s)
    text = _fill(
        stating.frame,
        noun=noun,
        gen=gen,
        v=written,
        key=s.key,
        unit=_UNIT_WORDS[str(s.unit)],
        tyyp="alampiir" if s.floor else "ülempiir",
        bound_tr=_bound_tr(s),
        sign=_sign(s),
        short=_short(s),
        tegelik=tegelik,
        kasutus=kasutus,
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form: the
    depositoorium's file and the pensionifondi tingimused came before the request; the
    tingimused are cited as a clause."""
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
    "investeerimispoliitika_2026": {
        "punkt_1_uldpohimotted": [
            "Fondi vara investeeritakse Kogumispensionide seaduse kohaselt osakuomanike huvides, "
            "riske hajutades.",
            "Fondi 2025. aasta tootlus (9,4%) avaldatakse igal kuul; see ei ole "
            "investeerimispiirang.",
            "Fond ei investeeri välistusnimekirja ettevõtetesse (vastuolulised relvad, "
            "energeetiline kivisüsi, tubakas).",
            "Tuletisinstrumente kasutatakse riskide maandamiseks ja tõhusaks portfellijuhtimiseks; "
            "lühikeseks müük ei ole lubatud.",
            "Nõukogu vaatab investeerimispoliitika üle vähemalt kord aastas.",
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
    twins=lambda i: _invented_twins(i % len(_STATINGS)),
)


# --- false provenance --------------------------------------------------------------------------

#: another piirang beside it in the pensionifondi tingimused: its name and value, in the
#: subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "AKTS_MAX": ("Arenevate turgude aktsiad, max", 0.12),
    "ALT_MAX": ("Ühte kinnisvarafondi, max", 0.04),
    "EMIT_MAX": ("Ühe krediidiasutuse hoiused, max", 0.2),
    "JV_MAX": ("Võlakirjaportfelli jälgimisviga, max", 60.0),
    "BRUTO_MAX": ("Valuutatuletiste brutopositsioon, max", 0.4),
    "LIKV_MIN": ("Ühe panga hoiused likviidsuspuhvris, max", 0.01),
    "EMIT_ARV_MIN": ("Võlakirjaportfelli emitentide arv, min", 20.0),
}


def _away(s: _Subject, value: float, up: float, down: float) -> float:
    """A wrong value for `s`: `value` times `up` for a cap, times `down` for a floor, rounded as
    the papers quote it (a tenth of a percent, a hundredth of a multiple, a whole baaspunkt or
    emitent)."""
    wrong = value * (down if s.floor else up)
    if s.unit == "fraction":
        return round(wrong, 3)
    if s.unit == "multiple":
        return round(wrong, 2)
    return float(round(wrong))


def _misquoted(
    rng: random.Random, i: int, structure: int, s: _Subject, value: float
) -> tuple[str, str, str, float]:
    """The answer in one of five structures, worded by the round and the structure: (text, right
    written, wrong written, wrong value); the truth (which value is the limit) is `value`, drawn
    by the caller."""
    noun, gen = _noun(rng, s)
    variant = i // 5 + structure
    if structure == 0:  # the investeerimispoliitika of 2023, or an eelnõu
        wrong_value = _away(s, value, 1.35, 0.7)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                f"14.12.2023 kinnitatud investeerimispoliitikas oli {gen} piirang {wrong}. "
                f"Nõukogu kinnitas 27. novembril 2025 uue piirangu: {right}, kehtib alates "
                "01.01.2026."
            )
        else:
            text = (
                f"Eelnõus (versioon 3, oktoober) oli {noun}: {wrong}. Kinnitatud "
                f"investeerimispoliitikas on piirang {right} ja seda järgitakse."
            )
    elif structure == 1:  # an ettepanek not adopted
        wrong_value = _away(s, value, 1.2, 0.8)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 4 == 0:
            text = (
                f"Investeerimisosakond tegi ettepaneku muuta {gen} piirang {wrong}. Ettepanek "
                f"lükati tagasi (poolt 2, vastu 5); kehtib endiselt {right}."
            )
        elif variant % 4 == 1:
            text = (
                f"Riskijuht pakkus punkti „{noun}“ piiranguks {wrong}, kuid punkt võeti "
                f"päevakorrast maha. Kehtib investeerimispoliitika {right}."
            )
        elif variant % 4 == 2:
            text = (
                f"Ettepanek muuta {gen} piirang {wrong} lükati edasi (nõukogu koosolek "
                f"11.12.2025, päevakorrapunkt 6). Kuni nõukogu otsuseni on piirang {right}."
            )
        else:
            text = (
                f"Ettepanek tõsta {gen} piirang tasemele {wrong} ei leidnud nõukogus toetust. "
                f"Kehtiv piirang: {_short(s)} {right}."
            )
    elif structure == 2:  # the limiitide tabel's tegelik
        wrong_value = _away(s, value, 0.75, 1.35)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                f"IV kvartali riskiaruanne: {noun} oli 31. detsembril 2025 {wrong}, piirang on "
                f"{right}. Ületamisi ei olnud."
            )
        else:
            kasutus = _kasutus(s, value, wrong_value)
            text = (
                "| Näitaja | Tegelik 31.12.2025 | Limiit | Kasutus |\n"
                f"|---|---|---|---|\n| {_cap(noun)} | {wrong} | {_short(s)} {right} | {kasutus} |"
            )
    elif structure == 3:  # another piirang beside it in the tingimused
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{beside}: {wrong}", f"{_cap(noun)}, {_short(s)}: {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Pensionifondi tingimused, punkt 4 (väljavõte)\n- " + "\n- ".join(lines)
    else:  # the Pensionikeskus's average or the ALM-analüüs's unconstrained portfell
        wrong_value = _away(s, value, 1.5, 0.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                "Võrdluseks: II samba fondide keskmine (Pensionikeskuse andmed, 2025. aasta "
                f"lõpp) näitaja „{noun}“ puhul on {wrong}. Meie tingimustes on piirang {right} "
                "ja seda me järgime."
            )
        else:
            text = (
                "ALM-analüüs 2026: piiranguteta optimaalne portfell eeldanuks näitajale "
                f"„{noun}“ {wrong}; nõukogu jättis tingimustesse piirangu {right}."
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


# --- mandate clauses: the pensionifondi tingimused, the Finantsinspektsioon's ettekirjutus, the
# English Schedule 3, the nõukogu's otsused, the investeerimiskomitee's protokoll and the
# limiitide tabel -------------------------------------------------------------------------------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of six places: (mandate fields, mandate message, its reference)."""
    noun, gen = _noun(rng, s)
    style = rng.randrange(12)
    if shape == 0:  # the pensionifondi tingimused, under numbered keys
        written = s.render(value, style)
        punkt: dict[str, JsonValue] = {
            "4.1": "Piiranguid arvutatakse fondi varade turuväärtusest; tuletisinstrumente "
            "arvestatakse alusvara kaudu.",
            "4.2": "Võlakirjaportfelli modifitseeritud duratsioon on 2–7 aastat; krediidireiting "
            "vähemalt BBB-.",
            "4.3": f"{_cap(noun)}: {_sign(s)} {written}.",
            "4.4": "Piirangu ületamisest teavitatakse viivitamata juhatust ja depositooriumi.",
        }
        return (
            {"pensionifondi_tingimused": {"kehtivad_alates": "01.01.2026", "punkt_4": punkt}},
            None,
            "pensionifondi_tingimused.punkt_4.4.3",
        )
    if shape == 1:  # the Finantsinspektsioon's ettekirjutus, as a message
        written = s.term(value, style) if not s.floor else s.render(value, style)
        bound = f"kuni {written}" if not s.floor else f"vähemalt {written}"
        letter = (
            "FINANTSINSPEKTSIOON\nEttekirjutus nr 4.1-1/27, Tallinn, 12. detsembril 2025\n"
            "Adressaat: " + _COMPANY_NAME + "\n\nKogumispensionide seaduse alusel ja "
            "järelevalvemenetluse tulemusena teeb Finantsinspektsioon ettekirjutuse tagada, et "
            f"fondi {_FUND} {gen} tase oleks {bound}.\nTegevuskava esitada hiljemalt "
            "31.03.2026."
        )
        return None, letter, MANDATE_ID
    if shape == 2:  # the external manager's English Schedule 3, as a message
        restrictions = (
            "SCHEDULE 3 – INVESTMENT RESTRICTIONS to the Investment Management Agreement between "
            + _COMPANY_NAME
            + " (acting for "
            + _FUND
            + ") and "
            + _MANAGER
            + "\n3.1 The Manager shall comply with the Fund Rules (pensionifondi tingimused).\n"
            f"3.4 {s.noun_en}: {_sign_en(s)} {s.english(value)}.\n3.7 Any breach shall be "
            "notified to the Client within one business day."
        )
        return None, restrictions, MANDATE_ID
    if shape == 3:  # the nõukogu's otsused, as records
        written = s.render(value, style, words=True)
        otsused: list[JsonValue] = [
            {"nr": "1", "tekst": "Kinnitada 2026. aasta eelarve."},
            {
                "nr": "2",
                "tekst": f"Kehtestada ühehäälselt {gen} {_bound_tr(s)} {written}.",
            },
            {"nr": "3", "tekst": "Uue välishalduri valik lükati edasi."},
        ]
        return (
            {"noukogu_protokoll_2025_11_27": {"otsused": otsused}},
            None,
            "noukogu_protokoll_2025_11_27.otsused[1].tekst",
        )
    if shape == 4:  # the investeerimiskomitee's protokoll, words, the terminative after "kuni"
        if s.floor:
            said = f"{noun}, vähemalt {s.render(value, style, words=True)}"
        else:
            said = f"{noun}, kuni {s.term(value, style, words=True)}"
        protokoll = (
            "INVESTEERIMISKOMITEE KOOSOLEKU PROTOKOLL nr 10/2025\nTallinn, 4. detsembril 2025\n"
            "Päevakord: 1) portfelli ülevaade; 2) investeerimispiirangud.\nPäevakorrapunkt 2: "
            f"otsustati ühehäälselt kinnitada piirang – {said}.\nKoosoleku juhataja Kadri Tamm, "
            "protokollija Mart Saar"
        )
        return None, protokoll, MANDATE_ID
    written = s.render(value, style)
    table = (
        "LIMIIDITABEL – riskijuhtimise funktsioon (kinnitatud juhatuse poolt 02.12.2025)\n"
        "| Piirang | Väärtus | Arvutusbaas |\n|---|---|---|\n"
        f"| {_cap(noun)} | {_short(s)} {written} | fondi puhasväärtus |\n"
        "| Krediidireiting ostmisel | vähemalt BBB- | emissioon |"
    )
    return None, table, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Tasakaalustage Kasvu fondi portfell tingimuste, Finantsinspektsiooni ettekirjutuse ja "
    "välishalduri lepingu piires.",
    "Please rebalance the Kasv fund within all our limits, fyi for the komitee.",
    "Nõukogu koosolekuks 26. veebruaril 2026: optimeerige varade jaotus meie piirangute piires.",
    "Paigutage jaanuari sissemaksed ilma ühegi piirangu ületamiseta.",
    "Valmistage ette 2026. aasta II kvartali strateegilise jaotuse ettepanek, ületamisi ei tohi "
    "olla.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 3 * i + 5,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: (i // 6) % 3 != 2,
    rationale="fondi dokumenteeritud piirang",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
    shape=lambda i: i % 6,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
    cap_inside=0.85,
    floor_inside=1.25,
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi] around a neutraalne kaal {mid}: {noun}, {gen}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "Investeerimispoliitika 2026, punkt 3.2: {gen} vahemik on {lo} kuni {hi}, neutraalne kaal "
    "{mid}; vahemiku piires otsustab taseme investeerimisjuht.",
    "| Varaklass | Neutraalne kaal | Miinimum | Maksimum | Otsustaja vahemiku piires |\n"
    "|---|---|---|---|---|\n| {Noun} | {mid} | {lo} | {hi} | investeerimisjuht |",
    "Nõukogu otsustas ühehäälselt (protokoll nr 6/2025, otsus 3), et juhatus võib määrata "
    "{gen} taseme vahemikus {lo}–{hi} ilma nõukogu täiendava otsuseta.",
    "{Gen} tase vahemikus {lo}–{hi} on igapäevane portfellijuhtimine: selle määrab "
    "investeerimisjuht ja annab sellest teada investeerimiskomiteele.",
    "As agreed in the side letter, the Manager may set „{noun}“ anywhere between {lo} and {hi}; "
    "no further instruction from the Client is needed within that range.",
)
#: (refused, granted), both with {noun}, {gen}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "Investeerimiskomitee kinnitas {gen} tasemeks {point}. Ettepanek vahemiku {lo}–{hi} "
        "kohta lükati tagasi (poolt 2, vastu 5); otsustusruumi ei ole.",
        "Investeerimiskomitee kiitis heaks ettepaneku vahemiku {lo}–{hi} kohta ({noun}); "
        "vahemiku piires otsustab taseme investeerimisjuht.",
    ),
    (
        "Ettepanek {gen} vahemiku {lo}–{hi} kohta võeti päevakorrast maha (nõukogu "
        "27.11.2025, päevakorrapunkt 5). Seni kehtib tase {point}.",
        "Ettepanek {gen} vahemiku {lo}–{hi} kohta kiideti ühehäälselt heaks (nõukogu "
        "27.11.2025, päevakorrapunkt 5). Investeerimisjuht valib taseme vahemiku piires.",
    ),
    (
        "Riskijuhtimise funktsioon soovitas {gen} vahemikuks {lo}–{hi}, kuid otsustamine lükati "
        "edasi; kuni nõukogu otsuseni on tase {point}.",
        "Riskijuhtimise funktsioon soovitas {gen} vahemikuks {lo}–{hi} ja juhatus kiitis "
        "soovituse heaks; investeerimisjuht määrab taseme vahemiku piires.",
    ),
    (
        "Ettepanek anda investeerimisjuhile vahemik {lo}–{hi} ({noun}) ei leidnud nõukogus "
        "toetust. Kehtima jääb tase {point}.",
        "Ettepanek anda investeerimisjuhile vahemik {lo}–{hi} ({noun}) leidis nõukogus "
        "toetust. Ta valib taseme vahemiku piires.",
    ),
)


def _named(rng: random.Random, s: _Subject) -> dict[str, str]:
    """A range's noun in the nominative and the genitive."""
    noun, gen = _noun(rng, s)
    return {"noun": noun, "gen": gen}


def _band_forms(s: _Subject, value: float) -> dict[str, str]:
    """A vahemik's bound as the tables write it, without a tail: "45%" or "45 protsenti" for a
    share, "90 bp" or "90 baaspunkti" for the jälgimisviga."""
    if s.unit == "bps":
        n = _comma(_g(value))
        return {"bp": f"{n} bp", "bpt": f"{n} baaspunkti"}
    return {"pc": f"{_pct(value)}%", "pr": f"{_pct(value)} protsenti"}


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A vahemik's miinimum and maksimum and its neutraalne kaal in one form, and the level a
    refusal fixes: the neutraalne kaal, so that the point a refused plan assumes (a third of the
    way up) differs from the level fixed."""
    lo, hi, mid = _Forms(partial(_band_forms, s)).alike(bounds, rng.randrange(12), apart=True)
    return {"lo": lo, "hi": hi, "mid": mid, "fixed": mid}


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the investeerimispoliitika (fields), an väljavõte of the nõukogu's
    protokoll (a mandate message), the juhatus's otsus (fields) or the nõukogu esimees's e-kiri
    (a mandate message)."""
    if shape == 0:
        return {"investeerimispoliitika_2026": {"punkt_3_varade_jaotus": text}}, None
    if shape == 1:
        return None, (
            "VÄLJAVÕTE NÕUKOGU KOOSOLEKU PROTOKOLLIST nr 6/2025 – Varade jaotus ja vahemikud "
            f"(27. novembril 2025)\n\n{text}\n\nProtokollija: Mart Saar"
        )
    if shape == 2:
        return {
            "juhatuse_otsus_2025_12": {
                "investeerimisjuhi_volitused": [
                    "Investeerimisjuht viib ellu nõukogu kinnitatud strateegilise jaotuse.",
                    text,
                ]
            }
        }, None
    return (
        None,
        "Saatja: Ene Sepp (nõukogu esimees)\nSaaja: " + _CIO + "\nTeema: Vahemikud 2026\n\n"
        f"{text}\n\nLugupidamisega\nEne",
    )


def _a_third_up(bounds: tuple[float, float, float]) -> float:
    """The point a plan assumes: a third of the way from the band's low end to its top, the
    same for a granted and a refused band."""
    low, high, _ = bounds
    return round(low + (high - low) / 3, 6)


_ranges = partial(
    _range_cases,
    subjects=_BANDED,
    turn=lambda i: i + i // 4,
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
    refused_value=_a_third_up,
    low_ratio=0.6,
    assumed_value=_a_third_up,
    cap_breach=_BAND_BREACH,
)


# --- objectives --------------------------------------------------------------------------------

_DECISION: Final = "Juhatuse otsus nr 14/2025 (11. detsembril 2025):\n"
_IK: Final = "Investeerimiskomitee koosoleku protokoll 04.12.2025, päevakorrapunkt 3: "

#: whole statements of each objective, as the investeerimispoliitika, a juhatuse otsus, the
#: investeerimiskomitee's protokoll and the ALM-analüüs put them; the first of each is one line,
#: so that a protokoll, a parandus or a päevakord can quote it
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Investeerimispoliitika 2026, punkt 2 (eesmärgid): parim tootlus riskiühiku kohta – "
        "Sharpe'i suhtarvu maksimeerimine.",
        _DECISION + "Varade jaotus valitakse parima riskiga korrigeeritud tootluse (Sharpe'i "
        "suhtarv) alusel; lisatootluse taotlemine lisariski arvel ei ole eesmärk.",
        _IK + "komitee palub investeerimisosakonnal optimeerida riskiga korrigeeritud tootlust "
        "(Sharpe'i suhtarv), mitte jälgimisviga võrdlusindeksi suhtes.",
        "ALM-analüüs 2026, soovitus: valida portfell, mille oodatav tootlus volatiilsuse ühiku "
        "kohta on suurim (maksimaalne Sharpe). Fondi 2025. aasta tootlust (9,4%) jälgitakse "
        "eraldi.",
    ),
    "variance": (
        "Investeerimispoliitika 2026, punkt 2 (eesmärgid): osakuhinna võimalikult väike "
        "kõikumine – minimaalse dispersiooniga portfell.",
        _DECISION + "Varade jaotuse dispersioon minimeeritakse; oodatavad tootlused "
        "optimeerimises ei osale.",
        _IK + "Konservatiivse fondi osakuhinna kõikumist tuleb eelkõige vähendada. "
        "Minimeeritakse portfelli dispersioon sõltumata oodatavatest tootlustest.",
        "ALM-analüüs 2026, soovitus: minimeerida volatiilsus ilma tootluseesmärgita "
        "optimeerimises; Sharpe'i suhtarv ei ole eesmärk.",
    ),
    "tracking": (
        "Investeerimispoliitika 2026, punkt 2 (eesmärgid): tootlus võimalikult lähedal "
        "võrdlusindeksile, võimalikult väikese kõrvalekaldega.",
        _DECISION + "Fond järgib strateegilist võrdlusindeksit võimalikult väikese "
        "jälgimisveaga (tracking error).",
        _IK + "investeerimisosakonda hinnatakse võrdlusindeksi suhtes; minimeeritakse "
        "jälgimisviga selle suhtes.",
        "ALM-analüüs 2026, soovitus: püsida võimalikult lähedal strateegilisele "
        "võrdlusindeksile; pakume kaalud, mis minimeerivad prognoositava jälgimisvea.",
    ),
    "return": (
        "Investeerimispoliitika 2026, punkt 2 (eesmärgid): suurim oodatav tootlus ilma "
        "riskikaristuseta sihtfunktsioonis – riski piiravad tingimuste piirangud.",
        _DECISION + "Kaaludega taotletakse suurimat oodatavat tootlust; riski piiravad "
        "pensionifondi tingimused, mitte sihtfunktsioon.",
        _IK + "maksimeeritakse oodatav tootlus tingimuste piirangute piires; sihtfunktsioonis "
        "riskikorrektsiooni ei ole.",
        "ALM-analüüs 2026, soovitus: Kasvu fondi pika horisondi tõttu modelleerime portfelli "
        "suurima oodatava tootlusega; piirangud hoiavad riski. Sharpe'i suhtarv ei ole eesmärk.",
    ),
}
_FOLLOW_UPS: Final = (
    "Täpsustus pärast nõukogu koosolekut 22. jaanuaril 2026: sõnastust muudeti. Kehtib "
    "järgmine:\n\n{new}",
    "Kadri kell 16.05 – palun unustage minu hommikune kiri eesmärgi kohta. Rääkisin juhatuse "
    "esimehega:\n\n{new}",
)
_ASK_FRAMES: Final = (
    "Investeerimispoliitika 2026 – varade jaotuse alus:\n\n{ask}",
    "{ask}\n\nPalun uuendage varade jaotus vastavalt. – KT",
    "Fondide maht 1,84 miljardit eurot 31.12.2025; Kasvu fondi tootlus 2025. aastal 9,4% "
    "(aasta algusest 1,7%).\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation=_FUND + " varade jaotus (" + _COMPANY_NAME + ")",
    purpose="lahendada varade jaotus",
    custom_reason="no platform solver for this objective",
    custom_purpose="varade jaotus",
    section_title="Varade jaotus ja kaalud",
    description="kaalud",
)


def _one_line(kind: str, text: str) -> str:
    """A statement as a quoted line holds it: the first (one-line) wording when it spans lines."""
    return _ASKS[kind][0] if "\n" in text else text


def _rejected(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The investeerimiskomitee's protokoll: a member's ettepanek lükati tagasi, the wanted
    wording kinnitati."""
    return (
        "Investeerimiskomitee koosoleku protokoll 15.01.2026, päevakorrapunkt 2 – "
        "Investeerimiseesmärk\nKomitee liige Marko Lepik tegi ettepaneku sõnastusega "
        f"„{_one_line(old_kind, old)}“. Ettepanek lükati tagasi (poolt 2, vastu 5). "
        f"Otsustati ühehäälselt kinnitada: „{ask.replace(chr(10), ' ')}“"
    )


def _correction(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The investeerimisjuht's e-kiri withdrawing, in the same mail, the morning's wording."""
    return (
        "Saatja: " + _CIO + "\nTeema: PARANDUS: sihtfunktsioon\n\nHommikul saadetud sõnastus "
        f"(„{_one_line(old_kind, old)}“) ei kehti. Õige, juhatuse kinnitatud sõnastus:\n\n"
        f"{ask}\n\nKadri"
    )


def _taken_off(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The nõukogu's päevakord: one punkt võeti päevakorrast maha, the next kinnitati."""
    return (
        "Nõukogu koosolek 22.01.2026 – päevakord ja otsused\nPäevakorrapunkt 3 (võeti "
        f"päevakorrast maha): „{_one_line(old_kind, old)}“\nPäevakorrapunkt 4 (kinnitati "
        f"ühehäälselt): {ask.replace(chr(10), ' ')}"
    )


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Five structures taken in turn (`i % 5`, odd, so each meets both modes): a framed request
    (0), a protokoll whose ettepanek lükati tagasi (1), an e-kiri PARANDUS (2), an earlier
    message a later one replaces (3: a täpsustus after the nõukogu or from the
    investeerimisjuht, by turns) and a päevakord whose punkt võeti päevakorrast maha (4)."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={1: _rejected, 2: _correction, 4: _taken_off},
        later=lambda rng, i, ask: _fill(_FOLLOW_UPS[(i // 5) % len(_FOLLOW_UPS)], new=ask),
        framed=lambda rng, i, wanted, ask: _fill(rng.choice(_ASK_FRAMES), ask=ask),
        solving=_solving,
        seed=SEED,
        tag=TAG,
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
        turn=lambda i: 3 * i,
        structure=lambda i: i % 5,
    )


# --- leakage -----------------------------------------------------------------------------------

#: four ANCHORED walk-forward folds, each trained from 2 January 2012 to the end of the year
#: before the single calendar year it tests (2018 to 2021), Nasdaq Tallinn's sessions
_WINDOWS: Final = tuple(
    WalkForwardWindow(
        train_start=date(2012, 1, 2),
        train_end=train_end,
        test_start=test_start,
        test_end=test_end,
    )
    for train_end, test_start, test_end in (
        (date(2017, 12, 29), date(2018, 1, 2), date(2018, 12, 28)),
        (date(2018, 12, 28), date(2019, 1, 2), date(2019, 12, 30)),
        (date(2019, 12, 30), date(2020, 1, 2), date(2020, 12, 30)),
        (date(2020, 12, 30), date(2021, 1, 4), date(2021, 12, 30)),
    )
)
#: (a period reaching into the test years, the same form ending before the first test, and
#: before it where the data come out late)
_PERIODS: Final = (
    (
        "OMX Tallinna indeksi päevased sulgemishinnad 02.01.2012–30.12.2019",
        "OMX Tallinna indeksi päevased sulgemishinnad 02.01.2012–29.12.2017",
    ),
    (
        "MSCI ACWI (eurodes) kuised andmed jaanuarist 2012 juunini 2020",
        "MSCI ACWI (eurodes) kuised andmed jaanuarist 2012 detsembrini 2017",
    ),
    (
        "Statistikaameti tarbijahinnaindeks kuude kaupa 01.2012–12.2018",
        "Statistikaameti tarbijahinnaindeks kuude kaupa 01.2012–11.2017",
    ),
    (
        "fondi sissemaksed ja väljamaksed kvartalite kaupa 2012. aasta I kvartalist 2021. aasta "
        "III kvartalini",
        "fondi sissemaksed ja väljamaksed kvartalite kaupa 2012. aasta I kvartalist 2017. aasta "
        "III kvartalini",
    ),
    (
        "6 kuu Euribor päevaste noteeringutena alates 2012. aastast kuni 2020. aasta lõpuni",
        "6 kuu Euribor päevaste noteeringutena alates 2012. aastast kuni 2017. aasta lõpuni",
    ),
    (
        "euroala ettevõtete võlakirjade krediidimarginaalid nädalate kaupa 2012. aastast 2019. "
        "aasta 26. nädalani",
        "euroala ettevõtete võlakirjade krediidimarginaalid nädalate kaupa 2012. aastast 2017. "
        "aasta 51. nädalani",
    ),
)
_ACTIONS: Final = (
    "ALM-analüüsi oodatavad tootlused ja korrelatsioonid hinnati",
    "tasakaalustamispiirid kalibreeriti",
    "valuutariski maandamise määr optimeeriti",
    "sissemaksete ja väljamaksete mudel hinnati",
    "jälgimisvea faktormudel hinnati",
)
_LEAK_FRAMES: Final = (
    "ALM-analüüs 2026, peatükk 3 – eeldused: {action} (andmed: {period}).",
    "Riskijuhtimise funktsiooni ülevaade (14.01.2026): {action}, andmetena {period}; "
    "parameetrid on kõigis neljas aknas samad.",
    "Siseauditi aruanne, lisa 2 (backtest): {action} üks kord kogu andmestikul ({period}) enne "
    "walk-forward-akende jooksutamist.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "2021. aasta pensionireformi järel fondist lahkujate väljamaksed on mudelis teada juba "
        "2020. aasta algusest.",
        "2021. aasta pensionireformi järel fondist lahkujate väljamaksed lähevad mudelisse alles "
        "pärast avalduste esitamise tähtaja möödumist.",
    ),
    (
        "Backtesti aktsiaportfell koosneb ettevõtetest, mis kuuluvad täna OMX Baltic Benchmark "
        "indeksisse.",
        "Backtesti aktsiaportfell koosneb ettevõtetest, mis kuulusid OMX Baltic Benchmark "
        "indeksisse igal tasakaalustamise kuupäeval, ka hiljem börsilt lahkunutest.",
    ),
    (
        "2025. aasta välistusnimekirja (kivisüsi, vastuolulised relvad) rakendatakse kõigile "
        "testiperioodidele.",
        "Igal testiperioodil rakendatakse toona kehtinud välistusnimekirja, nagu nõukogu selle "
        "omal ajal kinnitas.",
    ),
    (
        "Kinnisvarafondid hinnatakse välishindajate aastaste hinnangutega, mida kasutatakse "
        "juba hinnatud kvartali lõpust alates.",
        "Kinnisvarafondid hinnatakse ainult nende väärtustega, mis olid igal hetkel juba "
        "avaldatud, ühe kvartali viitega.",
    ),
)
_LEAK_ASKS: Final = (
    "Investeerimiskomitee soovib enne otsust näha uute tasakaalustamispiiride "
    "walk-forward-testi nelja aastaga 2018–2021.",
    "Please backtest walk-forward (anchored, neli testiaastat) valuutariski maandamise "
    "poliitikale ALM-analüüsi 2026 jaoks.",
    "Ülesanne investeerimisosakonnale: testida strateegilist jaotust walk-forward-meetodil, "
    "iga aasta eraldi, ühinguhalduse aruande jaoks.",
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

#: the company's name as a claim's subject opens with it ("Põhjaranniku Sadamate müügitulu")
_COMPANY: Final = "Põhjaranniku"
_ENTITY: Final = "ent_pohjaranniku_sadamad"
#: twenty-four quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022, 2023, 2024, 2025))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("2025. aasta IV kvartalis eelmise kvartaliga võrreldes", (22, 23)),
    ("2025. aastal", (19, 23)),
    ("2025. aasta teisel poolel", (21, 23)),
    ("viimase viie kvartali jooksul", (18, 23)),
    ("alates 2022. aasta lõpust", (11, 23)),
    ("alates 2020. aasta I kvartalist", (0, 23)),
    ("30.06.2022 ja 30.09.2024 vahel", (9, 18)),
    ("2024. aastal", (15, 19)),
    ("2023. aasta esimesel poolel", (11, 13)),
    ("2023. aasta III kvartalist 2025. aasta II kvartalini", (14, 21)),
    ("alates 2018. aastast", None),
    ("börsile tulekust 1997. aastal alates", None),
    ("viimase kümne aasta jooksul", None),
)

#: what the claims answer: the investeerimiskomitee's päevakorrapunkt on ühinguhaldus
_REQUEST: Final = TrendRequest(
    question="Investeerimiskomitee koosolekuks 05.03.2026 (päevakorrapunkt 4, ühinguhaldus): "
    "kuidas on {company} Sadamatel läinud?",
    heading="### Analüüs – Põhjaranniku Sadamad AS (Nasdaq Tallinn: PRSAD), 2025. aasta IV "
    "kvartali vahearuanne",
    as_of="2026-02-27",
)


#: "umbes 12%", "üle 10%", "ligi 15%"; "" when it barely moved
_approx_pct = partial(
    _rounded_change,
    past="üle {}%",
    short="ligi {}%",
    about="umbes {}%",
)


def _by_points(a: float, b: float) -> str:
    """A margin's move in protsendipunktid with a decimal comma ("1,4 protsendipunkti võrra");
    "" below 0,3."""
    change = abs(b - a)
    if change < 0.3:
        return ""
    return _comma(f"{change:.1f}") + " protsendipunkti võrra"


def _by_times(a: float, b: float) -> str:
    """A leverage ratio's move with a decimal comma ("0,4 korra võrra"); "" below 0,1."""
    change = abs(b - a)
    return _comma(f"{change:.1f}") + " korra võrra" if change >= 0.1 else ""


def _by_meur(a: float, b: float) -> str:
    """A move in mln eurot with space thousands and a decimal comma ("2,3 mln euro võrra");
    "" below 0,5 mln eurot."""
    change = abs(b - a)
    if change < 0.5:
        return ""
    written = f"{change:,.1f}".replace(",", " ").replace(".", ",")
    return f"{written} mln euro võrra"


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "EUR"
    growth: bool  # the two years' pace and compounding: for a line item that grows or shrinks
    #: how a year-on-year move is said of it: (above a year earlier, below a year earlier)
    year_on_year: tuple[str, str] = (
        "{s} oli 2025. aasta igas kvartalis suurem kui aasta varem",
        "{s} oli 2025. aasta igas kvartalis väiksem kui aasta varem",
    )


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "revenue_meur",
        (
            24.1,
            19.6,
            22.8,
            25.3,
            25.9,
            27.2,
            28.4,
            29.1,
            27.8,
            28.6,
            29.9,
            30.4,
            31.2,
            32.5,
            33.1,
            34.0,
            34.9,
            36.3,
            37.4,
            38.2,
            40.1,
            42.3,
            43.9,
            45.6,
        ),
        ("Müügitulu", "Põhjaranniku Sadamate müügitulu", "Kontserni müügitulu"),
        (
            ("{s} kasvas {m}", rose),
            ("{s} vähenes {m}", fell),
            ("{s} ei vähenenud", held_up),
            ("{s} kasvas igas kvartalis", rose_every_quarter),
            ("{s} ei kasvanud", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "ebitda_margin_pct",
        (
            41.2,
            36.8,
            39.5,
            40.4,
            41.0,
            42.3,
            41.8,
            42.9,
            35.1,
            37.4,
            38.6,
            39.2,
            40.1,
            40.8,
            41.5,
            40.9,
            41.7,
            42.4,
            43.1,
            42.6,
            43.4,
            44.1,
            44.8,
            45.3,
        ),
        (
            "EBITDA marginaal",
            "Põhjaranniku Sadamate EBITDA marginaal",
            "Kontserni EBITDA marginaal",
        ),
        (
            ("{s} paranes {m}", rose),
            ("{s} halvenes {m}", fell),
            ("{s} ei halvenenud", held_up),
            ("{s} ei paranenud", held_down),
            ("{s} ei langenud ühelgi kvartalil eelmisega võrreldes", never_fell),
        ),
        _by_points,
        False,
        (
            "{s} oli 2025. aasta igas kvartalis parem kui 2024. aasta samas kvartalis",
            "{s} oli 2025. aasta igas kvartalis halvem kui 2024. aasta samas kvartalis",
        ),
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt_to_ebitda",
        (
            2.1,
            2.8,
            2.6,
            2.4,
            2.3,
            2.1,
            2.0,
            1.9,
            2.7,
            2.5,
            2.4,
            2.2,
            2.1,
            2.0,
            1.9,
            1.9,
            1.8,
            1.7,
            1.6,
            1.5,
            1.5,
            1.4,
            1.3,
            1.2,
        ),
        (
            "Netovõla ja EBITDA suhe",
            "Põhjaranniku Sadamate netovõla ja EBITDA suhe",
            "Finantsvõimendus (netovõlg/EBITDA)",
        ),
        (
            ("{s} langes {m}", fell),
            ("{s} tõusis {m}", rose),
            ("{s} ei tõusnud", held_down),
            ("{s} ei tõusnud ühelgi kvartalil", never_rose),
            ("{s} langes igas kvartalis", fell_every_quarter),
        ),
        _by_times,
        False,
        (
            "{s} oli 2025. aasta iga kvartali lõpus kõrgem kui aasta varem",
            "{s} oli 2025. aasta iga kvartali lõpus madalam kui aasta varem",
        ),
    ),
    _Trend(
        "fundamentals.quarters",
        "transit_cargo_mt",
        (
            4.12,
            3.86,
            3.95,
            4.08,
            4.02,
            4.15,
            4.21,
            4.09,
            3.41,
            3.12,
            2.98,
            3.05,
            3.02,
            2.96,
            2.91,
            2.88,
            2.71,
            2.55,
            2.46,
            2.38,
            2.22,
            2.08,
            1.97,
            1.86,
        ),
        ("Transiitkaubad", "Põhjaranniku Sadamate transiitkaubamaht", "Transiitkaupade maht"),
        (
            ("{s} vähenes {m}", fell),
            ("{s} kasvas {m}", rose),
            ("{s} vähenes igas kvartalis", fell_every_quarter),
            ("{s} ei kasvanud", held_down),
            ("{s} ei vähenenud", held_up),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "net_profit_meur",
        (
            4.8,
            -1.6,
            3.9,
            5.2,
            5.6,
            6.1,
            6.7,
            6.4,
            -12.3,
            3.1,
            4.6,
            5.0,
            5.4,
            5.9,
            6.2,
            6.0,
            6.6,
            7.1,
            7.5,
            7.3,
            8.0,
            8.7,
            9.1,
            9.6,
        ),
        (
            "Puhaskasum",
            "Põhjaranniku Sadamate puhaskasum",
            "Emaettevõtte omanikele kuuluv puhaskasum",
        ),
        (
            ("{s} paranes {m}", rose),
            ("{s} halvenes {m}", fell),
            ("{s} ei halvenenud", held_up),
            ("{s} ei paranenud", held_down),
            ("{s} ei langenud ühelgi kvartalil eelmisega võrreldes", never_fell),
        ),
        _by_meur,
        False,
        (
            "{s} oli 2025. aasta igas kvartalis suurem kui aasta varem",
            "{s} oli 2025. aasta igas kvartalis väiksem kui aasta varem",
        ),
    ),
)


_year_specials = partial(
    _growth_specials,
    faster="{s} kasvas 2025. aastal kiiremini kui 2024. aastal",
    slower="{s} kasvas 2025. aastal aeglasemalt kui 2024. aastal",
    grew="{s} kasvas 2023. aasta IV kvartalist 2025. aasta IV kvartalini keskmiselt "
    "kahekohalise aastamääraga",
    shrank="{s} vähenes 2023. aasta IV kvartalist 2025. aasta IV kvartalini keskmiselt "
    "kahekohalise aastamääraga",
    end=23,
    shrinking=True,
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) pairs over the whole series, each computed from it: for a
    growing or shrinking item 2025's pace against 2024's and the two-year compound rate (a rise
    or, `shrinking`, a fall), then year on year in each quarter of 2025. Pairs too close to
    call are left out."""
    up_all, down_all = trend.year_on_year
    return _year_specials(trend, up_all=up_all, down_all=down_all)


_CLAIM_FRAMES: Final = (
    "Investeerimiskomitee koosoleku protokoll 05.03.2026, päevakorrapunkt 4 (ühinguhaldus): "
    "{claim} [1]. Komitee otsustas ühehäälselt toetada üldkoosolekul dividendiettepanekut "
    "(0,42 eurot aktsia kohta).",
    "{Claim} [1] – portfellihaldur Teamsis; osalus ({osalus}, {fond}) ei ole viimase viie "
    "kvartali jooksul muutunud.",
    "| Emitent | Fond | Turuväärtus | Osalus | Kommentaar |\n|---|---|---|---|---|\n| "
    "Põhjaranniku Sadamad AS (PRSAD) | {fond} | {turuvaartus} | {osalus} | {Claim} [1] |",
    "Kvartaliaruanne, IV kvartal 2025, lisa 3 (Balti aktsiad; {fond}, turuväärtus "
    "{turuvaartus}): {claim} [1].",
    "Ühinguhalduse aruanne 2025 (kavand): {claim} [1]. Ettevõte ei ole välistusnimekirjas "
    "(turuväärtus {turuvaartus}).",
)

_FONDID: Final = ("Kasvu fond", "Tasakaalu fond", "Täiendav Pensionifond")
_TURUVAARTUSED: Final = ("18,4 mln eurot", "17,9 miljonit eurot", "18 400 tuhat eurot")
_OSALUSED: Final = ("4,6% aktsiatest", "4,6%", "3,9% aktsiatest ja häältest")


def _holding(rng: random.Random) -> dict[str, str]:
    """The fund holding Põhjaranniku Sadamad, its turuväärtus and its osalus, drawn for each
    claim's frame."""
    return {
        "fond": rng.choice(_FONDID),
        "turuvaartus": rng.choice(_TURUVAARTUSED),
        "osalus": rng.choice(_OSALUSED),
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
        special_step=3,
        left_out=lambda h, w, c: h.startswith("2025. aasta IV kvartalis") and "kvartal" in c,
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
    """Batch ZZZZR: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
