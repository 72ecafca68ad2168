"""Held-out batch ZZZZ: every flaw kind again, in the voice of a Norwegian municipal pension
fund: Fjordby kommunale pensjonskasse (FKP; a fictional pensjonskasse for the employees of a
large kommune on the west coast, with a forvaltningskapital of some 12,4 mrd. kroner per
31.12.2024), supervised by Finanstilsynet under pensjonsforetaksloven, finansforetaksloven and
Solvens II-forskriften, with their aktsomhetsprinsipp. Its people and papers, written in
Norwegian bokmål with the English Norwegian investment staff really use (the odd "tracking
error", "rebalansering", "overweight", an English Investment Management Agreement with a London
manager): the styre (styreleder Kari Aasen Nordby; protokollfører Siri Haugland) and its
finansutvalg, their styreprotokoller and saksframlegg with their saker (07/25, 14/25) and vedtak
(vedtatt, enstemmig vedtatt, godkjent; ikke vedtatt, avvist, utsatt, trukket); the daglig leder
(Trond Hoel) and the investeringsdirektør (Ingrid Solheim) and her e-poster and Teams-meldinger;
the kapitalforvaltningsreglement and the investeringsstrategi from the styre to the
administrasjon with their rammer, grenser and båndbredder, its vedlegg; the
risikostyringsfunksjon (risikoansvarlig Eirik Vold) and its risikorapport ("Faktisk / Ramme /
Utnyttelse"); the aktuar's ALM-analyse; the depotbank's grenseoppsett, a semicolon file;
Finanstilsynet's letters and its pålegg (vår ref. 24/4417); an Investment Management Agreement
with a London manager (Northgate Harbour Asset Management Ltd) whose Schedule 3, the Investment
Guidelines, is in English with English figures ("40%", "150 bps", "1.5x"); Finanstilsynet's
stresstest I, the årsrapport and the internrevisjon. Its number forms are Norwegian: a decimal
comma and space thousands ("1 184,3 mill. kr", "12,4 mrd. kroner"), "prosent", "pst." and "%"
with a space before it ("40 %"), "prosentpoeng", "basispunkter" and "bp", "ganger", dates as
31.12.2024 and 19. februar 2025, "per 31.12.", "1. kvartal 2025", "2. halvår 2024", "hittil i
år", "p.a.", and numbers in words in protokoller and reglementer ("førti prosent", "hundre og
femti basispunkter", "førtifem selskaper", "tretti dager", "halvannen gang").

Batch ZZZZ is built like ZZZX and ZZZY - phrase-level parts, a seeded generator, the truth kept
by the generator and never read from the text - and uses the plan, span and constraint helpers
of `reviews_heldout_shared`, its invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, subjects, trend
series and the claims it makes of them are its own. It was written blind: only ZZZX and ZZZY
(read for shape, with their tests), `reviews_heldout_shared`, `reviews_heldout_truths`,
`reviews_heldout_forms` (`WrittenForms`, which the shared module imports), the `HeldOutCase` /
`TrendRequest` / `trend_claim_twins` part of `reviews_heldout`, the tests' `heldout_checks` and
the contract models and id checks of `libs/contracts` (constraint units, windows, id prefixes)
were read for it; no rule, reviewer, reviewer or validator test, validator, policy, benchmark
result, benchmark document, ADR or other batch was read, and it was not run against the
reviewers or the validator before its first recorded run.

It takes the shared loops' opt-in options its register needs, set apart from ZZZX's and ZZZY's
where the loops allow: nine subjects (five caps - aksjer, eiendom, a single utsteder, ikke-sikret
valuta and the relative volatility in bp - and four floors: obligasjoner til amortisert kost as a
share, a count of selskaper, the likviditetsreserve in days of pensjonsutbetalinger and, as a
multiple, the bufferkapital's cover of the kapitalbehov in Finanstilsynet's stresstest I); nine
shares a factor with six, so the misquote loop pairs them by a pairing of its own
(`pair=4 * (i % 5) + i // 5`: each of the five structures meets five consecutive subjects, the
runs starting four apart, all nine misquoted), one structure in four wordings (ikke vedtatt,
trukket, utsatt, avvist); limits in words one style in three (`words_every=3`); the invented
limit's answer in SIX forms taken with a slide (`(i + i // 6) % 6`, so each form meets both
modes): the styreprotokoll, the investeringsdirektør's e-post and the risikorapport's "Faktisk /
Ramme / Utnyttelse" table with a decoy "Faktisk" and "Utnyttelse" (chat answers), the
depotbank's semicolon grenseoppsett returned BEFORE the request (`template_inputs`, "0,40" in the
constraint's unit with a decimal comma), the manager's English Investment Guidelines sent AFTER
the request and the kapitalforvaltningsreglement given BEFORE it (both `mandate`, cited as a
clause); the other-terms mandate on the strategy cases with `(i // 2) % 2 == 0` (`other_at=0`);
breaches in SIX shapes held four cases each (`shape=(i // 4) % 6`, so each shape meets both
modes) at 1.2 of a cap and 0.8 of a floor, uncited twins at 0.85 of a cap and 1.4 of a floor,
the clause cited in two cases of three (`i % 3 != 2`, every shape cited and uncited), one shape
Finanstilsynet's pålegg, one the English schedule, one the investeringsstrategi's table with a
decoy "Normalnivå" beside the limit; latitude bands whose low end is six tenths of their top
(`low_ratio=0.6`, floors drawn in: `floors=True`), each granted case assuming a quarter of the
way up the band (`assumed_value`, whole selskaper, days and basis points), a refusal fixing the
band's low end for a cap and its top for a floor, refused at `i % 6` in (1, 4), placed in four
shapes taken three cases at a time (`(i // 3) % 4`), the refusals ikke vedtatt, utsatt, trukket
and avvist; objectives in five structures taken three cases at a time (`structure=(i // 3) %
5`), the wanted objective turning by three (`turn=3 * i + 1`), three structures withdrawing an
earlier wording in the same text (a Teams thread in which she corrects herself, a styreprotokoll
in which the administrasjon trekker the earlier formulering, and a saksframlegg with the earlier
wording struck through, "~~…~~"); leakage over FIVE ANCHORED (expanding) walk-forward folds, all
trained from 02.01.2008, each testing one calendar year, the first from 02.01.2019, the whole
sentence at every third case from the first (`sentence_at=0`), placed in the evidence first;
and a trend request of its own (the finansutvalg's eierskapsutøvelse, its heading, an as-of date
after the 4. kvartal report) over TWENTY-FOUR quarters (1. kvartal 2019 - 4. kvartal 2024)
comparing 2024 with 2023 (`end=23`), a double-digit compound FALL claimed too (`shrinking=True`,
of the netto rentebærende gjeld), special pairs taken every third case (`special_step=3`), extra
frame parts drawn per claim (`frame_parts`: the markedsverdi and the antall aksjer) and a signed
series (resultat etter skatt, losses in the 2020 nedstengning and in the grunnrenteskatt's
quarter, 2. kvartal 2023).

Decoy numbers (no truth depends on them): the forvaltningskapital (12,4 mrd. kroner), the 2024
verdijustert avkastning (8,7 prosent, 1,4 prosentpoeng over the referanseindeks) and hittil i år
(1,2 prosent), the beregningsrente (2,5 pst. p.a.), the kommunens premie (1 184,3 mill. kr),
the bufferkapital (1 842,7 mill. kr), Norges Bank's styringsrente (4,5 prosent), the 600 mill.
kr commitment to nordisk infrastruktur,
Finanstilsynet's reference (24/4417) and its three-week deadline, sak and § numbers, votes (3
mot 4 stemmer), the risikorapport's "Faktisk" and "Utnyttelse" beside a limit, the
investeringsstrategi's "Normalnivå" beside it, other rammer beside it in a vedlegg (the durasjon
of 3-7 år, kredittvurdering minst BBB-), the snitt of the pensjonskasser in Finanstilsynet's
statistics and the ALM-analysen's unconstrained portfolio quoted for comparison, a VaR
confidence level (99,5 prosent), the holding's markedsverdi and antall aksjer, and its utbytte
(6,00 kroner per aksje). Its parts:

* limits as the pensjonskasse's people state them: aksjer (a cap: "40 %", "40 pst.", "40,0 % av
  forvaltningskapitalen", "40 prosent", "førti prosent"), eiendom (a cap: "20 %", "20 prosent av
  forvaltningskapitalen", "20,0 pst."), a single utsteder (a cap: "3 %", "3,0 % per utsteder",
  "3 prosent av porteføljen"), ikke-sikret valuta (a cap: "8 %", "8,0 prosent", "8 pst. av
  forvaltningskapitalen"), obligasjoner til amortisert kost (a floor: "30 %", "30 pst.", "30,0
  prosent av forvaltningskapitalen"), the relative volatility of the aksjeforvaltning (a cap in
  bp: "150 bp", "150 basispunkter", "1,50 prosentpoeng"), selskaper in the aktive norske
  aksjeporteføljen (a floor, a count: "45 selskaper", "45 aksjer", "45 enkeltselskaper"), the
  likviditetsreserve (a floor in days: "30 dager", "30 dagers pensjonsutbetalinger", "30
  kalenderdager") and the stresstest cover (a floor, a multiple: "1,5 ganger", "1,50 ganger
  kapitalbehovet", "150 % dekning", "halvannen gang"), with words for some, and in the English
  schedule "40%", "150 bps", "45 companies", "30 calendar days", "1.5x";
* requests (the investeringsdirektør's e-post, the finansutvalg's saksliste, a Teams message, a
  notat, the risikostyringsfunksjon's oppgaveliste and a letter from Finanstilsynet) deferring the
  limit to a styremøte not yet held, a sak utsatt, a saksframlegg trukket, a draft reading
  «[fastsettes av styret]», the risikostyringsfunksjon's vurdering not yet given, Finanstilsynet's
  answer not yet received or the aktuar's ALM-analyse not yet delivered;
* provenance misquoting its source: the reglement of 08.12.2022 or a høringsutkast; a proposal
  ikke vedtatt (3 mot 4 stemmer), trukket, utsatt or avvist; the risikostyringsfunksjon's faktisk
  (prose, or a "Risikoparameter / Faktisk 31.03.2025 / Ramme / Utnyttelse" table); another ramme
  beside it in vedlegg 1; the pensjonskasser's snitt or the ALM-analysen's unconstrained
  portfolio, quoted for comparison;
* mandates as the kapitalforvaltningsreglement's numbered rammer in the mandate's fields
  (`kapitalforvaltningsreglement_2025.kapittel_4_rammer.4.3`), Finanstilsynet's pålegg as a
  message, the manager's English Schedule 3 as a message, the styreprotokoll's vedtak in the
  mandate's fields (`styreprotokoll_19_02_2025.sak_07_25.vedtak`), the investeringsstrategi's
  rammetabell with a decoy Normalnivå as a message, and the styreleder's e-post quoting the vedtak
  as a message;
* latitude granted as the investeringsstrategi's båndbredde around a strategisk vekt, a
  "Ramme / Strategisk vekt / Båndbredde / Myndighet" table, a styrevedtak, a sentence in the
  finansutvalg's mandat and the manager's English wording; refused as a proposal ikke vedtatt (the
  level fixed), a sak utsatt, a saksframlegg trukket and a finansutvalg that avviste it, each twin
  the same text granting it; placed in the investeringsstrategi (fields), its vedlegg 2 (a
  message), the finansutvalg's mandat (fields) and the manager's side letter (a message);
* objectives as the kapitalforvaltningsreglement's formålsparagraf, a styrevedtak, the
  finansutvalg's protokoll, the ALM-analysen's anbefaling and the risikostyringsfunksjon's
  vurdering, some saying what is not the aim ("ikke tracking error", "ikke Sharpe") and some
  beside the beregningsrente of 2,5 pst., which must be earned over time and is not what is
  optimised; an earlier wording withdrawn in a Teams thread, a styreprotokoll or a struck-through
  saksframlegg, or replaced by a later rettelse after the styremøte or from the
  investeringsdirektør;
* leakage as the aktuar's ALM-analyse, the risikostyringsfunksjon's gjennomgang and the
  internrevisjon write it: expected returns and correlations, rebalanseringsbånd, the
  valutasikringsgrad, a model of premier and pensjonsutbetalinger and the factor model behind the
  relative volatility fitted on periods reaching into the test years (OSEBX, MSCI World i NOK,
  SSB's konsumprisindeks, the pensjonskasse's own flows, the NOK swap rates, Nordic Bond Pricing's
  kredittspreader), and whole sentences (today's dødelighetsgrunnlag applied back, today's OBX
  constituents, the 2025 eksklusjonsliste in every year, audited values of the eiendomsfond used
  before they came); each clean twin in the same form, ending before the first test date, and
  where the data come out late, ending where they were out before it;
* trend claims on Nordkapp Sjømat ASA (Oslo Børs: NKSJ; a fictional salmon farmer in Troms og
  Finnmark the pensjonskasse holds) - driftsinntekter (mill. kr, a double-digit compound rise),
  operasjonell EBIT per kilo (kroner per kilo), slaktevolum (tonn, space thousands), netto
  rentebærende gjeld (mill. kr, a double-digit compound fall; lower is better) and resultat etter
  skatt (signed, mill. kr) over twenty-four quarters (1. kvartal 2019 - 4. kvartal 2024: the
  nedstengning, the 2022 laksepris, the grunnrenteskatt's utsatt skatt in 2. kvartal 2023, the
  lower prices of 2024), as the risikorapport's vedlegg, the finansutvalg's protokoll, the external
  manager's comment (the claim first), a "Selskap / Markedsverdi / Antall aksjer / Merknad" table
  and the årsrapport's draft; horizons covered by the series against uncovered ones ("siden
  børsnoteringen i 2007"). Whether a claim holds is computed from the series: true, false, or too
  close to call (never used).

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

SEED: Final = 20270173
KINDS: Final = ALL_KINDS
TAG: Final = "zzzz"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzznb0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzznb1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzznb2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzznb3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzznb5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzznbd"

_FUND: Final = "Fjordby kommunale pensjonskasse"
_CIO: Final = "Ingrid Solheim"
_MANAGER: Final = "Northgate Harbour Asset Management Ltd"


# --- numbers as a Norwegian pensjonskasse's kapitalforvaltning and risikostyring write them ---


def _comma(text: str) -> str:
    """A number written with a decimal comma ("12.5" → "12,5")."""
    return text.replace(".", ",")


def _pct(value: float) -> str:
    """A share in percent with a decimal comma: "40", "2,5", "1,8"."""
    return _comma(_g(value * 100))


def _pct1(value: float) -> str:
    """A share in percent with one decimal where that is exact ("40,0", "4,8"), else in full
    ("2,55"): the reglement's tables always show a decimal."""
    p = round(value * 100, 6)
    return _comma(f"{p:.1f}" if abs(round(p, 1) - p) < 1e-9 else _g(p))


def _spaced(value: float, decimals: int) -> str:
    """A number with space thousands and a decimal comma ("1 234,5", "12 900")."""
    return f"{value:,.{decimals}f}".replace(",", " ").replace(".", ",")


#: the limits' values in words, as protokoller and reglementer write some of them
_WORDS: Final[dict[float, str]] = {
    0.02: "to",
    0.03: "tre",
    0.04: "fire",
    0.05: "fem",
    0.08: "åtte",
    0.1: "ti",
    0.15: "femten",
    0.2: "tjue",
    0.24: "tjuefire",
    0.25: "tjuefem",
    0.3: "tretti",
    0.35: "trettifem",
    0.36: "trettiseks",
    0.4: "førti",
    0.45: "førtifem",
    15.0: "femten",
    30.0: "tretti",
    45.0: "førtifem",
    60.0: "seksti",
    100.0: "hundre",
    150.0: "hundre og femti",
    200.0: "to hundre",
}


def _words(value: float, unit: str) -> dict[str, str]:
    """The value in words with its `unit` ("førti prosent"), under the key "w", when the
    protokoller have a word for it; none otherwise."""
    said = _WORDS.get(round(value, 6))
    return {"w": f"{said} {unit}"} if said else {}


def _equity_forms(value: float) -> dict[str, str]:
    """Aksjer: "40 %", "40 pst.", "40,0 % av forvaltningskapitalen", "40 prosent", "førti
    prosent"."""
    return {
        "pc": f"{_pct(value)} %",
        "ps": f"{_pct(value)} pst.",
        "fk": f"{_pct1(value)} % av forvaltningskapitalen",
        "pr": f"{_pct(value)} prosent",
        **_words(value, "prosent"),
    }


def _property_forms(value: float) -> dict[str, str]:
    """Eiendom: "20 %", "20 prosent av forvaltningskapitalen", "20,0 pst.", "tjue prosent"."""
    return {
        "pc": f"{_pct(value)} %",
        "pf": f"{_pct(value)} prosent av forvaltningskapitalen",
        "p1": f"{_pct1(value)} pst.",
        **_words(value, "prosent"),
    }


def _issuer_forms(value: float) -> dict[str, str]:
    """A single utsteder: "3 %", "3,0 % per utsteder", "3 prosent av porteføljen", "tre
    prosent"."""
    return {
        "pc": f"{_pct(value)} %",
        "pu": f"{_pct1(value)} % per utsteder",
        "pp": f"{_pct(value)} prosent av porteføljen",
        **_words(value, "prosent"),
    }


def _fx_forms(value: float) -> dict[str, str]:
    """Ikke-sikret valuta: "8 %", "8,0 prosent", "8 pst. av forvaltningskapitalen", "åtte
    prosent"."""
    return {
        "pc": f"{_pct(value)} %",
        "p1": f"{_pct1(value)} prosent",
        "pf": f"{_pct(value)} pst. av forvaltningskapitalen",
        **_words(value, "prosent"),
    }


def _htm_forms(value: float) -> dict[str, str]:
    """Obligasjoner til amortisert kost: "30 %", "30 pst.", "30,0 prosent av
    forvaltningskapitalen", "tretti prosent"."""
    return {
        "pc": f"{_pct(value)} %",
        "ps": f"{_pct(value)} pst.",
        "fk": f"{_pct1(value)} prosent av forvaltningskapitalen",
        **_words(value, "prosent"),
    }


def _te_forms(value: float) -> dict[str, str]:
    """The relative volatility in basis points: "150 bp", "150 basispunkter", "1,50
    prosentpoeng", "hundre og femti basispunkter"."""
    return {
        "bp": f"{_comma(_g(value))} bp",
        "bs": f"{_comma(_g(value))} basispunkter",
        "pp": _comma(f"{value / 100:.2f}") + " prosentpoeng",
        **_words(value, "basispunkter"),
    }


def _names_forms(value: float) -> dict[str, str]:
    """Selskaper in the aktive norske aksjeporteføljen: "45 selskaper", "45 aksjer", "45
    enkeltselskaper", "førtifem selskaper"."""
    n = _g(value)
    return {
        "s": f"{n} selskaper",
        "a": f"{n} aksjer",
        "e": f"{n} enkeltselskaper",
        **_words(value, "selskaper"),
    }


def _days_forms(value: float) -> dict[str, str]:
    """The likviditetsreserve in days: "30 dager", "30 dagers pensjonsutbetalinger", "30
    kalenderdager", "tretti dager"."""
    n = _comma(_g(value))
    return {
        "d": f"{n} dager",
        "u": f"{n} dagers pensjonsutbetalinger",
        "k": f"{n} kalenderdager",
        **_words(value, "dager"),
    }


def _cover_forms(value: float) -> dict[str, str]:
    """The bufferkapital's cover of the stresstest's kapitalbehov, a multiple: "1,5 ganger",
    "1,50 ganger kapitalbehovet", "150 % dekning", and "halvannen gang" for one and a half."""
    forms = {
        "g": f"{_comma(_g(value))} ganger",
        "k": _comma(f"{value:.2f}") + " ganger kapitalbehovet",
        "p": f"{_g(value * 100)} % dekning",
    }
    if round(value, 6) == 1.5:
        forms["w"] = "halvannen gang"
    return forms


def _one_stop(text: str) -> str:
    """`text` with the full stop a sentence adds after an abbreviation ("40 pst." + ".") not
    doubled, as Norwegian writes it."""
    return text.replace("..", ".")


def _english_share(value: float) -> str:
    return f"{_g(value * 100)}%"


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A ramme: the agent's field names, how the pensjonskasse's people name it, its id in the
    depotbank's grenseoppsett, the values it takes, its written forms, how the manager's English
    schedule writes it and whether it is a floor."""

    #: words are said for one style in three, where the sentence allows them
    words_every: ClassVar[int] = 3

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
    ("max_equity_share", "aksjeandelMaks"),
    (
        "aksjeandelen (noterte og unoterte aksjer)",
        "samlet aksjeeksponering",
        "aksjer totalt, inkludert aksjefond",
    ),
    "FKP.AKSJER.MAKS",
    "fraction",
    (0.35, 0.4, 0.45),
    _equity_forms,
    _english_share,
    "Total equity exposure (listed and unlisted)",
)
_PROPERTY: Final = _Subject(
    ("max_property_share", "eiendomMaks"),
    (
        "eiendom (direkte eid og via eiendomsfond)",
        "eiendomsandelen",
        "eksponeringen mot næringseiendom",
    ),
    "FKP.EIENDOM.MAKS",
    "fraction",
    (0.15, 0.2, 0.25),
    _property_forms,
    _english_share,
    "Real estate, direct and through funds",
)
_ISSUER: Final = _Subject(
    ("max_single_issuer_share", "enkeltutstederMaks"),
    (
        "eksponeringen mot én enkelt utsteder (utenom stat og kommune)",
        "største enkeltutsteder",
        "utstederrisikoen per navn (ekskl. statsgaranterte papirer)",
    ),
    "FKP.UTSTEDER.MAKS",
    "fraction",
    (0.02, 0.03, 0.04),
    _issuer_forms,
    _english_share,
    "Exposure to any single non-government issuer",
)
_FX: Final = _Subject(
    ("max_unhedged_currency", "ikkeSikretValutaMaks"),
    (
        "ikke-sikret valutaeksponering",
        "den åpne valutaposisjonen etter sikring",
        "valutarisikoen mot NOK",
    ),
    "FKP.VALUTA.MAKS",
    "fraction",
    (0.05, 0.08, 0.1),
    _fx_forms,
    _english_share,
    "Unhedged currency exposure against NOK",
)
_HTM: Final = _Subject(
    ("min_amortised_cost_bond_share", "obligasjonerAmortisertKostMin"),
    (
        "obligasjoner til amortisert kost (hold til forfall og utlån)",
        "andelen i anleggsobligasjoner",
        "HTM-porteføljen",
    ),
    "FKP.AMORTISERT.MIN",
    "fraction",
    (0.24, 0.3, 0.36),
    _htm_forms,
    _english_share,
    "Bonds held at amortised cost",
    floor=True,
)
_TE: Final = _Subject(
    ("max_tracking_error_bps", "relativVolatilitetMaks"),
    (
        "forventet relativ volatilitet for aksjeforvaltningen",
        "tracking error i de eksterne aksjemandatene",
        "den aktive risikoen mot referanseindeksen",
    ),
    "FKP.TE.MAKS",
    "bps",
    (100.0, 150.0, 200.0),
    _te_forms,
    lambda v: f"{_g(v)} bps",
    "Ex ante tracking error against the strategic benchmark",
)
_NAMES: Final = _Subject(
    ("min_holdings_norwegian_equities", "antallSelskaperMin"),
    (
        "antall selskaper i den aktive norske aksjeporteføljen",
        "spredningen i den norske aksjeforvaltningen (antall selskaper)",
        "antall navn i det aktive Oslo Børs-mandatet",
    ),
    "FKP.ANTALL.MIN",
    "count",
    (30.0, 45.0, 60.0),
    _names_forms,
    lambda v: f"{_g(v)} companies",
    "Number of companies held",
    floor=True,
)
_LIQUIDITY: Final = _Subject(
    ("min_liquidity_days", "likviditetsreserveDagerMin"),
    (
        "likviditetsreserven til pensjonsutbetalinger og sikkerhetsstillelse",
        "likviditetsbufferen, målt i dager med utbetalinger",
        "kontantbufferen (bankinnskudd og pengemarkedsfond)",
    ),
    "FKP.LIKVIDITET.MIN",
    "days",
    (15.0, 30.0, 45.0),
    _days_forms,
    lambda v: f"{_g(v)} calendar days",
    "Liquidity reserve for pension payments",
    floor=True,
)
_COVER: Final = _Subject(
    ("min_stress_test_cover", "stresstestDekningMin"),
    (
        "bufferkapitalens dekning av kapitalbehovet i Finanstilsynets stresstest I",
        "dekningen i stresstest I",
        "stresstestdekningen (bufferkapital mot kapitalbehov)",
    ),
    "FKP.STRESSTEST.MIN",
    "multiple",
    (1.2, 1.5, 1.8),
    _cover_forms,
    lambda v: f"{_g(v)}x",
    "Buffer capital cover of the Finanstilsynet stress test I requirement",
    floor=True,
)
#: nine rammer, four of them floors (one a count, one in days, one a multiple); the misquote loop
#: puts each of its five structures with five consecutive ones, the runs four apart
_SUBJECTS: Final = (
    _EQUITY,
    _PROPERTY,
    _ISSUER,
    _FX,
    _HTM,
    _TE,
    _NAMES,
    _LIQUIDITY,
    _COVER,
)

_RATIONALES: Final = (
    "det som sto i reglementet av 08.12.2022",
    "omtrent snittet for de kommunale pensjonskassene",
    "en plassholder til styret har vedtatt rammen",
    "det ALM-analysens basisscenario legger opp til",
    "den vanlige bufferen vi holder innenfor grensen",
    "nivået i høringsutkastet til nytt reglement",
)

#: where a breach's or a latitude band's value lies, as multiples of the limit
_CAP_BREACH: Final = 1.2
_FLOOR_BREACH: Final = 0.8


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Strategisk allokering for fellesporteføljen (obligasjoner til amortisert kost, "
    "omløpsobligasjoner, norske og globale aksjer, eiendom) within the styre's "
    "kapitalforvaltningsreglement and its rammer",
    "best mulig risikojustert avkastning for pensjonskassen innenfor reglementets rammer",
    "løs den strategiske allokeringen",
    "vektene og risikoen deres",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_RATIONALE: Final = "som fastsatt i styrets kapitalforvaltningsreglement"
_cite = partial(_cite_as, _RATIONALE)
_clause_cite = partial(_clause_cite_as, _RATIONALE)
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _sign(s: _Subject) -> str:
    return "minst" if s.floor else "høyst"


def _bound(s: _Subject) -> str:
    return "den nedre grensen" if s.floor else "den øvre grensen"


def _short(s: _Subject) -> str:
    return "min." if s.floor else "maks."


def _sign_en(s: _Subject) -> str:
    return "not less than" if s.floor else "not more than"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "rebalansere fellesporteføljen, nå som forvaltningskapitalen er 12,4 mrd. kroner per 31. "
    "desember 2024",
    "forberede porteføljedelen av risikorapporten for 1. kvartal 2025",
    "legge inn tilsagnet på 600 mill. kr til nordisk infrastruktur i den strategiske allokeringen",
    "regne om ALM-scenarioene etter at Norges Bank holdt styringsrenten på 4,5 prosent",
    "sikre likviditet til pensjonsutbetalingene og den årlige premien fra kommunen (1 184,3 "
    "mill. kr)",
)
_DEFERRALS: Final = (
    "styret fastsetter rammen for {noun} først i møtet 11.06.2025",
    "saken om ny ramme for {noun} ble utsatt i styremøtet i mars (sak 14/25)",
    "saksframlegget om rammen for {noun} ble trukket og skal opp i finansutvalget på nytt",
    "utkastet til kapitalforvaltningsreglement står fortsatt med «{noun}: [fastsettes av styret]»",
    "risikostyringsfunksjonen har ikke gitt sin vurdering av rammen for {noun} ennå",
    "rammen for {noun} venter på svar fra Finanstilsynet (vår ref. 24/4417), og det har vi "
    "ikke fått",
    "aktuaren har ikke levert ALM-analysen som rammen for {noun} skal bygge på",
)
_REQUEST_FRAMES: Final = (
    "Fra: " + _CIO + " (investeringsdirektør)\nTil: Kapitalforvaltning\nEmne: Rebalansering\n"
    "\nHei,\n\nKan dere {task}? NB: {deferral}.\n\nMvh\nIngrid",
    "Saksliste – finansutvalgets møde 05.03.2025\nSak 09/25 Godkjenning av protokoll\n"
    "Sak 10/25 {Task}\nSak 11/25 Eventuelt\nMerknad: {deferral}.",
    "Teams – Ingrid S. (08:12): kan noen {task} før rapporteringen for 1. halvår? obs: {deferral}",
    "NOTAT\nTil: Finansutvalget\nFra: Administrasjonen\nDato: 27.02.2025\n\n{Deferral}. I "
    "mellomtiden er vi bedt om å {task}.",
    "Oppgaveliste – risikostyringsfunksjonen (uke 13)\nOppgave: {Task} | ansvarlig: "
    "investeringsdirektøren | status: pågår\nKommentar: {deferral}.",
    "Finanstilsynet har bedt om oppdaterte opplysninger innen tre uker fra brevets dato.\n"
    "Daglig leder ber kapitalforvaltningen {task} før vi svarer. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


@dataclass(frozen=True)
class _Stating:
    """How an answer states a limit: its frame ({noun}, {v}, {key}, {unit}, {type}, {bound},
    {sign}, {short}, {sign_en}, {noun_en}, {faktisk}, {udn}), its value's form ("bare" the number
    in the constraint's unit with a decimal comma, "figures" one of its written forms, "words" a
    written form or its words, "table" a written form beside the risikostyringsfunksjon's
    faktisk, "english" the manager's English figure), its kind, and whether it comes before the
    request."""

    frame: str
    form: str
    kind: AnswerKind
    first: bool = False


_STATINGS: Final = (
    _Stating(
        "Utdrag av protokoll fra styremøte 19. februar 2025 (" + _FUND + ")\n"
        "Sak 07/25 Kapitalforvaltningsreglement 2025\nVedtak: Styret fastsetter {bound} for "
        "{noun} til {v}. Enstemmig vedtatt.\nSak 08/25 (valg av ny aksjeforvalter) ble utsatt."
        "\nProtokollfører: Siri Haugland",
        "words",
        "clarification_answer",
    ),
    _Stating(
        "Fra: " + _CIO + " (investeringsdirektør)\nTil: Kapitalforvaltning; "
        "Risikostyringsfunksjonen\nEmne: SV: Rebalansering\n\nHei igjen,\n\n{Noun}: {sign} {v}. "
        "Det er det styret vedtok i februar – ikke tallet i høringsutkastet.\n\nMvh\nIngrid",
        "figures",
        "clarification_answer",
    ),
    _Stating(
        "Risikorapport per 31.03.2025 – rammeutnyttelse (til daglig leder)\n"
        "| Risikoparameter | Faktisk | Ramme | Utnyttelse |\n|---|---|---|---|\n| {Noun} | "
        "{faktisk} | {short} {v} | {udn} |",
        "table",
        "clarification_answer",
    ),
    _Stating(
        "Grenseoppsett for etterlevelseskontroll – depotbanken (fylt ut av "
        "risikostyringsfunksjonen 04.02.2025)\nregel_id;beskrivelse;enhet;grenseverdi;type\n"
        "{key};{noun};{unit};{v};{type}",
        "bare",
        "template_inputs",
        first=True,
    ),
    _Stating(
        "INVESTMENT GUIDELINES – Schedule 3 to the Investment Management Agreement between "
        + _FUND
        + " and "
        + _MANAGER
        + " (signed 28.02.2025)\n3.1 The Manager shall comply with the client's "
        "kapitalforvaltningsreglement.\n3.4 {noun_en}: {sign_en} {v}, measured at market value "
        "at the close of each business day.",
        "english",
        "mandate",
    ),
    _Stating(
        "KAPITALFORVALTNINGSREGLEMENT for " + _FUND + " (vedtatt av styret 19.02.2025)\n"
        "§ 4 Risikorammer\n(a) Rammene gjelder forvaltningskapitalen til markedsverdi.\n"
        "(b) {Noun} skal være {sign} {v}.\n(c) Brudd på rammene rapporteres til styret i "
        "førstkommende møte.",
        "figures",
        "mandate",
        first=True,
    ),
)

#: how the grenseoppsett names a unit
_UNIT_WORDS: Final = {
    "fraction": "andel (desimal)",
    "bps": "basispunkter",
    "count": "antall",
    "days": "dager",
    "multiple": "ganger",
}


def _faktisk(s: _Subject, value: float) -> float:
    """The risikostyringsfunksjon's faktisk inside the limit: above a floor, below a cap (whole
    selskaper, days and basis points, a multiple to two decimals)."""
    used = value * 1.25 if s.floor else value * 0.85
    if s.unit in ("count", "days", "bps"):
        return float(round(used))
    if s.unit == "multiple":
        return round(used, 2)
    return round(used, 4)


def _utilisation(s: _Subject, value: float, used: float) -> str:
    """Utnyttelse as the risikorapport writes it ("85,0 %"): the faktisk over a cap, the floor
    over the faktisk."""
    share = value / used if s.floor else used / value
    return _comma(f"{share * 100:.1f}") + " %"


def _bare(s: _Subject, value: float) -> str:
    """The number in the constraint's unit as the risikostyringsfunksjon types it into the
    depotbank's file: a share with two decimals ("0,40", "0,03"), else the figure; always with a
    decimal comma."""
    if s.unit == "fraction":
        return _comma(f"{value:.2f}" if abs(round(value, 2) - value) < 1e-9 else f"{value:.3f}")
    return _comma(_g(value))


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings."""
    stating = _STATINGS[turn % len(_STATINGS)]
    faktisk = udn = ""
    if stating.form == "bare":
        written = _bare(s, value)
    elif stating.form == "english":
        written = s.english(value)
    elif stating.form == "table":  # the faktisk inside the limit, a decoy in the same form
        used = _faktisk(s, value)
        written, faktisk = s.alike((value, used), rng.randrange(12), apart=True)
        udn = _utilisation(s, value, used)
    else:
        written = s.render(value, rng.randrange(12), words=stating.form == "words")
    text = _fill(
        stating.frame,
        noun=rng.choice(s.nouns),
        v=written,
        key=s.key,
        unit=_UNIT_WORDS[str(s.unit)],
        type="min" if s.floor else "maks",
        bound=_bound(s),
        sign=_sign(s),
        short=_short(s),
        sign_en=_sign_en(s),
        noun_en=s.noun_en,
        faktisk=faktisk,
        udn=udn,
    )
    return _once(_one_stop(text), written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form: the depotbank's
    file and the kapitalforvaltningsreglement came before the request; the manager's English
    schedule after it; both mandate texts are cited as clauses."""
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
    "kapitalforvaltningsreglement": {
        "kapittel_1_alminnelige_bestemmelser": [
            "Midlene forvaltes i samsvar med aktsomhetsprinsippet i Solvens II-forskriften og i "
            "medlemmenes interesse.",
            "Kapitalforvaltningen skal over tid gi en avkastning som minst dekker "
            "beregningsrenten (2,5 pst. p.a.) og bygger bufferkapital; dette følges opp årlig "
            "og er ingen ramme.",
            "Pensjonskassen investerer ikke i selskaper på eksklusjonslisten (kontroversielle "
            "våpen, termisk kull, tobakk).",
            "Derivater kan brukes til sikring og effektiv porteføljeforvaltning; shortsalg er "
            "ikke tillatt.",
            "Reglementet gjennomgås av styret minst én gang i året.",
        ]
    }
}

_invented = partial(
    _invented_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 4 * i + 3,
    request=_request,
    request_id=REQUEST_ID,
    other_terms=_OTHER_TERMS,
    twins=lambda i: _invented_twins((i + i // 6) % 6),
)


# --- false provenance --------------------------------------------------------------------------

#: another ramme beside it in vedlegg 1 of the reglement: its name and value, in the subject's
#: unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "FKP.AKSJER.MAKS": ("Aksjer i fremvoksende markeder, maks.", 0.08),
    "FKP.EIENDOM.MAKS": ("Direkte eide næringseiendommer, maks.", 0.1),
    "FKP.UTSTEDER.MAKS": ("Motpartseksponering mot én enkelt bank, maks.", 0.015),
    "FKP.VALUTA.MAKS": ("Ikke-sikret valuta i fremvoksende markeder, maks.", 0.025),
    "FKP.AMORTISERT.MIN": ("Statsobligasjoner og statsgaranterte lån, min.", 0.1),
    "FKP.TE.MAKS": ("Relativ volatilitet, renteforvaltningen, maks.", 50.0),
    "FKP.ANTALL.MIN": ("Selskaper i den globale småselskapsporteføljen, min.", 200.0),
    "FKP.LIKVIDITET.MIN": ("Likviditetsreserve i stresscenarioet, min.", 7.0),
    "FKP.STRESSTEST.MIN": ("Solvenskapitaldekning (SCR), min.", 1.3),
}


def _rounded(s: _Subject, value: float) -> float:
    """A figure for `s` rounded as the papers quote it: a tenth of a percent, a hundredth of a
    multiple, a whole basis point, selskap or day."""
    if s.unit == "fraction":
        return round(value, 3)
    if s.unit == "multiple":
        return round(value, 2)
    return float(round(value))


def _away(s: _Subject, value: float, up: float, down: float) -> float:
    """A wrong value for `s`: `value` times `up` for a cap, times `down` for a floor."""
    return _rounded(s, value * (down if s.floor else up))


def _misquoted(
    rng: random.Random, i: int, structure: int, s: _Subject, value: float
) -> tuple[str, str, str, float]:
    """The answer in one of five structures, worded by the round and the structure: (text, right
    written, wrong written, wrong value); the truth (which value is the limit) is `value`, drawn
    by the caller."""
    noun = rng.choice(s.nouns)
    variant = i // 5 + structure
    if structure == 0:  # the reglement of 08.12.2022, or a høringsutkast
        wrong_value = _away(s, value, 1.4, 0.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                f"I reglementet av 08.12.2022 var rammen for {noun} {wrong}. Styret vedtok 19. "
                f"februar 2025 en ny ramme: {right}, med virkning fra 1. mars 2025."
            )
        else:
            text = (
                f"Høringsutkastet (versjon 2, januar) hadde {wrong} for {noun}; den vedtatte "
                f"versjonen har {right}, og det er den som gjelder."
            )
    elif structure == 1:  # a proposal the styre or the finansutvalg did not adopt
        wrong_value = _away(s, value, 1.2, 0.8)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 4 == 0:
            text = (
                f"Administrasjonen innstilte på {wrong} for {noun}. Forslaget ble ikke vedtatt "
                f"(3 mot 4 stemmer); {_bound(s)} er fortsatt {right}."
            )
        elif variant % 4 == 1:
            text = (
                f"Risikostyringsfunksjonen foreslo {wrong} for {noun}, men saksframlegget ble "
                f"trukket før møtet, så reglementets {right} gjelder fremdeles."
            )
        elif variant % 4 == 2:
            text = (
                f"Saken om å endre {noun} til {wrong} ble utsatt (styremøte 26.03.2025, sak "
                f"14/25). Inntil styret har behandlet den, er grensen {right}."
            )
        else:
            text = (
                f"Finansutvalget avviste forslaget om {wrong} for {noun}. Gjeldende ramme: "
                f"{_short(s)} {right}."
            )
    elif structure == 2:  # the risikostyringsfunksjon's faktisk
        wrong_value = _away(s, value, 0.85, 1.25)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                f"Risikorapport 1. kvartal 2025: {noun} var {wrong} per 31.03.2025, mot en ramme "
                f"på {right}. Ingen rammebrudd i kvartalet."
            )
        else:
            udn = _utilisation(s, value, wrong_value)
            text = (
                "| Risikoparameter | Faktisk 31.03.2025 | Ramme | Utnyttelse |\n"
                f"|---|---|---|---|\n| {_cap(noun)} | {wrong} | {_short(s)} {right} | {udn} |"
            )
    elif structure == 3:  # another ramme beside it
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{beside}: {wrong}", f"{_cap(noun)}, {_short(s)}: {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Kapitalforvaltningsreglement, vedlegg 1 (utdrag)\n- " + "\n- ".join(lines)
    else:  # the pensjonskasser's snitt or the ALM-analysen's unconstrained portfolio
        wrong_value = _away(s, value, 1.5, 0.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                f"Til sammenligning: snittet for de kommunale pensjonskassene (Finanstilsynets "
                f"statistikk for 2024) er {wrong} for {noun}. Vårt eget reglement sier {right}, "
                "og det er det vi følger."
            )
        else:
            text = (
                f"ALM-analysen 2025 (aktuaren): den ubegrensede optimale porteføljen ga {wrong} "
                f"for {noun}; styret holdt fast ved {right} i reglementet."
            )
    return _one_stop(text), right, wrong, wrong_value


_false = partial(
    _misquote_cases,
    subjects=_SUBJECTS,
    request=_request,
    misquoted=_misquoted,
    cite=_cite,
    ids=(REQUEST_ID, ANSWER_ID),
    twins=_provenance_twins_of(SEED, TAG, _plan),
    pair=lambda i: 4 * (i % 5) + i // 5,
)


# --- mandate clauses: the reglement's rammer, Finanstilsynet's pålegg, the English schedule, the
# styreprotokoll, the investeringsstrategi's table, the styreleder's e-post ----------------------


def _normal(s: _Subject, value: float) -> float:
    """The investeringsstrategi's normalnivå beside a limit: inside it (a decoy)."""
    return _rounded(s, value * (1.5 if s.floor else 0.75))


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of six places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    style = rng.randrange(12)
    written = s.render(value, style, words=shape in (0, 3))
    if shape == 0:  # the reglement's numbered rammer, in the mandate's fields
        rammer: dict[str, JsonValue] = {
            "4.1": "Rammene gjelder forvaltningskapitalen til markedsverdi og overvåkes daglig "
            "av risikostyringsfunksjonen; VaR (99,5 prosent, ett år) rapporteres månedlig.",
            "4.2": "Durasjonen i omløpsporteføljen skal ligge mellom 3 og 7 år.",
            "4.3": _one_stop(f"{_cap(noun)} skal utgjøre {_sign(s)} {written}."),
            "4.4": "Brudd på rammene rapporteres til daglig leder samme dag og til styret i "
            "førstkommende møte.",
        }
        return (
            {
                "kapitalforvaltningsreglement_2025": {
                    "versjon": "2025-1",
                    "kapittel_4_rammer": rammer,
                }
            },
            None,
            "kapitalforvaltningsreglement_2025.kapittel_4_rammer.4.3",
        )
    if shape == 1:  # Finanstilsynet's pålegg, as a message
        verb = "ikke kommer under" if s.floor else "ikke overstiger"
        letter = (
            "FINANSTILSYNET – Pålegg (vår ref. 24/4417), 14.02.2025\nFinanstilsynet pålegger "
            + _FUND
            + f", med hjemmel i finansforetaksloven, å sørge for at {noun} {verb} {written}.\n"
            "Pålegget gjelder til Finanstilsynet har godkjent en ny risikovurdering. Frist for "
            "redegjørelse: tre uker."
        )
        return None, _one_stop(letter), MANDATE_ID
    if shape == 2:  # the manager's English schedule, as a message
        schedule = (
            "INVESTMENT MANAGEMENT AGREEMENT – Schedule 3: Investment Guidelines ("
            + _MANAGER
            + ", "
            "global equities, for " + _FUND + ")\n3.1 The Manager follows the client's "
            f"kapitalforvaltningsreglement.\n3.2 {s.noun_en}: {_sign_en(s)} {s.english(value)}.\n"
            "3.3 Breaches are to be remedied within five business days."
        )
        return None, schedule, MANDATE_ID
    if shape == 3:  # the styreprotokoll's vedtak, in the mandate's fields
        protokoll: dict[str, JsonValue] = {
            "sak_06_25": {"sak": "Årsrapport 2024", "vedtak": "Styret godkjente årsrapporten."},
            "sak_07_25": {
                "sak": "Kapitalforvaltningsreglement 2025",
                "vedtak": _one_stop(
                    f"Styret vedtok at {noun} skal være {_sign(s)} {written}. Enstemmig vedtatt."
                ),
            },
            "sak_08_25": {"sak": "Valg av ny aksjeforvalter", "vedtak": "Saken ble utsatt."},
        }
        return (
            {"styreprotokoll_19_02_2025": protokoll},
            None,
            "styreprotokoll_19_02_2025.sak_07_25.vedtak",
        )
    if shape == 4:  # the investeringsstrategi's table, with a decoy normalnivå beside the limit
        limit, normal = s.alike((value, _normal(s, value)), style, apart=True)
        column = "Nedre grense" if s.floor else "Øvre grense"
        table = (
            "Investeringsstrategi 2025, tabell 3 – rammer (vedtatt av styret 19.02.2025)\n"
            f"| Ramme | Normalnivå | {column} |\n|---|---|---|\n"
            f"| {_cap(noun)} | {normal} | {limit} |\n"
            "| Kredittvurdering, omløpsobligasjoner | – | minst BBB- |"
        )
        return None, _one_stop(table), MANDATE_ID
    letter = (
        "Fra: Kari Aasen Nordby (styreleder)\nTil: Trond Hoel; " + _CIO + "\nEmne: Styrets "
        "vedtak i sak 07/25\n\nTil orientering, fra protokollen: "
        f"«{_cap(noun)} skal være {_sign(s)} {written}.»\nRammen gjelder fra 1. mars 2025.\n\n"
        "Hilsen Kari"
    )
    return None, _one_stop(letter), MANDATE_ID


_WITHIN_ASKS: Final = (
    "Rebalanser fellesporteføljen innenfor reglementet, Finanstilsynets pålegg og "
    "forvaltningsavtalene.",
    "Kan dere kjøre en ny strategisk allokering som holder alle rammer? Ingen rammebrudd, takk.",
    "Til styremøtet 11.06.2025: optimer allokeringen innenfor grensene våre.",
    "Få tilsagnet på 600 mill. kr til infrastruktur inn uten rammebrudd.",
    "Lag forslag til strategisk allokering for 2. halvår 2025 – innenfor alle grenser.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 2 * i + 5,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 2,
    rationale="pensjonskassens vedtatte ramme",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
    shape=lambda i: (i // 4) % 6,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
    cap_inside=0.85,
    floor_inside=1.4,
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi] around a strategisk vekt {mid}: {bound}, {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "Investeringsstrategi 2025, punkt 5: for {noun} gjelder en båndbredde på {lo}–{hi} rundt "
    "den strategiske vekten på {mid}; innenfor båndbredden fastsetter investeringsdirektøren "
    "{bound}, utenfor den er det styret som bestemmer.",
    "| Ramme | Strategisk vekt | Båndbredde | Myndighet innenfor båndbredden |\n"
    "|---|---|---|---|\n| {Noun} ({bound}) | {mid} | {lo} – {hi} | Investeringsdirektøren |",
    "Styret vedtok (sak 09/25, 19.02.2025) at administrasjonen kan legge {bound} for {noun} hvor "
    "som helst mellom {lo} og {hi} uten nytt styrevedtak.",
    "Innenfor {lo} – {hi} er {bound} for {noun} en forvaltningsbeslutning: investeringsdirektøren "
    "fastsetter den og rapporterer den i risikorapporten.",
    "Fra forvaltningsavtalen med Northgate Harbour: «The Manager may set the limit for {noun} "
    "anywhere from {lo} to {hi}; no new instruction from the pensjonskasse is needed within "
    "that range.»",
)
#: (refused, granted), both with {bound}, {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "Styret fastsatte {bound} for {noun} til {point}. Administrasjonens forslag om en "
        "båndbredde på {lo}–{hi} ble ikke vedtatt; her er det ikke noe handlingsrom.",
        "Styret vedtok administrasjonens forslag om en båndbredde på {lo}–{hi} for {bound} for "
        "{noun}; innenfor båndbredden fastsetter administrasjonen nivået.",
    ),
    (
        "Forslaget om en båndbredde på {lo} – {hi} for {bound} for {noun} ble utsatt (sak 14/25, "
        "26.03.2025). Inntil videre gjelder {point}.",
        "Forslaget om en båndbredde på {lo} – {hi} for {bound} for {noun} ble vedtatt (sak 14/25, "
        "26.03.2025). Investeringsdirektøren velger nivået innenfor båndbredden.",
    ),
    (
        "Risikostyringsfunksjonen anbefalte {lo} til {hi} for {noun}; saksframlegget ble trukket, "
        "og {bound} står på {point} til styret har behandlet saken.",
        "Risikostyringsfunksjonen anbefalte {lo} til {hi} for {noun}; saksframlegget ble "
        "godkjent, og investeringsdirektøren fastsetter {bound} innenfor dette.",
    ),
    (
        "Investeringsdirektøren ba om handlingsrom på {lo} – {hi} for {bound} for {noun}. "
        "Finansutvalget avviste det – {point} ligger fast.",
        "Investeringsdirektøren ba om handlingsrom på {lo} – {hi} for {bound} for {noun}. "
        "Finansutvalget sluttet seg til – velg nivået innenfor båndbredden.",
    ),
)


def _named(rng: random.Random, s: _Subject) -> dict[str, str]:
    """A range's noun and whether it bounds from below or above."""
    return {"noun": rng.choice(s.nouns), "bound": _bound(s)}


def _number_only(low: str, high: str) -> str:
    """The low end of a band as Norwegian papers write it before its top: its number alone when
    the top ends in the same words ("24" before "40 %", "90" before "150 bp"), so that the band
    reads "24–40 %"."""
    last = max(k for k, ch in enumerate(low) if ch.isdigit())
    tail = low[last + 1 :]
    return low[: last + 1] if tail and high.endswith(tail) else low


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A range's bounds and its strategisk vekt in one form, the low end as its number alone
    ("24–40 %"), and the level a refusal fixes in full: the band's low end for a cap and its top
    for a floor, so that the point a plan assumes is looser than the level fixed."""
    lo, hi, mid = s.alike(bounds, rng.randrange(12), apart=True)
    return {"lo": _number_only(lo, hi), "hi": hi, "mid": mid, "fixed": hi if s.floor else lo}


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the investeringsstrategi (fields), its vedlegg 2 (a mandate message),
    the finansutvalg's mandat (fields) or the manager's side letter (a mandate message)."""
    text = _one_stop(text)
    if shape == 0:
        return {"investeringsstrategi_2025": {"punkt_5_baandbredder": text}}, None
    if shape == 1:
        return None, (
            "VEDLEGG 2 TIL INVESTERINGSSTRATEGIEN – Båndbredder og myndighet (vedtatt av styret "
            f"19.02.2025)\n\n{text}"
        )
    if shape == 2:
        return {
            "mandat_finansutvalget": {
                "oppgaver": [
                    "Finansutvalget forbereder styrets behandling av kapitalforvaltningen.",
                    text,
                ]
            }
        }, None
    return None, (
        "Side letter to the Investment Management Agreement (" + _MANAGER + "), ranges / "
        f"båndbredder, signed 28.02.2025\n\n{text}"
    )


def _quarter_up(bounds: tuple[float, float, float]) -> float:
    """The point a granted plan assumes: a quarter of the way from the band's low end to its
    top, whole where the band is in selskaper, days or basis points."""
    low, high, _ = bounds
    point = low + (high - low) / 4
    return float(round(point)) if high >= 10 else round(point, 6)


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 5 * i + 1,
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
    point="fixed",
    low_ratio=0.6,
    floors=True,
    assumed_value=_quarter_up,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as the reglement, a styrevedtak, the finansutvalg's
#: protokoll, the ALM-analyse and the risikostyringsfunksjon put them; the first of each is one
#: line, so that a struck-through line can hold it
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Kapitalforvaltningsreglement 2025, § 2 (formål): høyest mulig avkastning per enhet "
        "risiko – maksimal Sharpe ratio.",
        "Styrevedtak, sak 10/25 (19.02.2025):\nStyret vedtok at den strategiske allokeringen "
        "velges etter høyest risikojustert avkastning (Sharpe); mer avkastning kjøpt med mer "
        "risiko er ikke målet.",
        "Protokoll, finansutvalget 05.03.2025: utvalget ber kapitalforvaltningen optimere "
        "risikojustert avkastning (Sharpe ratio), ikke tracking error mot referanseindeksen.",
        "ALM-analyse 2025, anbefaling: velg porteføljen med høyest forventet avkastning per enhet "
        "volatilitet, altså maksimal Sharpe ratio. Beregningsrenten på 2,5 pst. p.a. skal dekkes "
        "over tid og følges opp for seg.",
        "Risikostyringsfunksjonens vurdering: styrets mål er best mulig Sharpe ratio; ingenting "
        "annet skal styre vektene.",
    ),
    "variance": (
        "Kapitalforvaltningsreglement 2025, § 2 (formål): lavest mulig svingning i "
        "bufferkapitalen – minimal varians.",
        "Styrevedtak, sak 10/25 (19.02.2025):\nStyret vedtok at den strategiske allokeringen skal "
        "ha minst mulig varians; forventet avkastning inngår ikke i optimeringen.",
        "Protokoll, finansutvalget 05.03.2025: med en tynn bufferkapital (1 842,7 mill. kr per "
        "31.12.2024) vil utvalget ha ro. Minimer porteføljens varians, uansett forventet "
        "avkastning.",
        "ALM-analyse 2025, anbefaling: gitt bufferkapitalen, minimer volatiliteten og legg ikke "
        "et avkastningsmål inn i optimeringen; beregningsrenten følges opp, den optimeres ikke.",
        "Risikostyringsfunksjonens vurdering: hold svingningene så lave som mulig – vekter som "
        "minimerer variansen. Sharpe er ikke spørsmålet her.",
    ),
    "tracking": (
        "Kapitalforvaltningsreglement 2025, § 2 (formål): en avkastning så nær den strategiske "
        "referanseindeksen som mulig, med minst mulig avvik fra den.",
        "Styrevedtak, sak 10/25 (19.02.2025):\nStyret vedtok at porteføljen skal følge den "
        "strategiske referanseindeksen med lavest mulig aktiv risiko (tracking error).",
        "Protokoll, finansutvalget 05.03.2025: kapitalforvaltningen måles mot referanseindeksen; "
        "minimer tracking error mot den.",
        "ALM-analyse 2025, anbefaling: hold porteføljen så nær referanseindeksen som mulig; vi "
        "foreslår vekter som minimerer forventet aktiv risiko.",
        "Risikostyringsfunksjonens vurdering: ingen ber om meravkastning – hold dere nær "
        "referanseindeksen, med minst mulig avvik.",
    ),
    "return": (
        "Kapitalforvaltningsreglement 2025, § 2 (formål): høyest mulig forventet avkastning, "
        "uten risikostraff i målfunksjonen – rammene begrenser risikoen.",
        "Styrevedtak, sak 10/25 (19.02.2025):\nStyret vedtok at vektene skal gi høyest mulig "
        "forventet avkastning; risikoen styres gjennom rammene, ikke i målfunksjonen.",
        "Protokoll, finansutvalget 05.03.2025: maksimer forventet avkastning innenfor "
        "reglementets rammer; ingen risikojustering i målfunksjonen.",
        "ALM-analyse 2025, anbefaling: med lang horisont modellerer vi porteføljen med høyest "
        "forventet avkastning; rammene begrenser risikoen.",
        "Risikostyringsfunksjonens vurdering: styret valgte avkastning. Maksimal forventet "
        "avkastning er målet, ikke Sharpe.",
    ),
}
_FOLLOW_UPS: Final = (
    "Rettelse etter styremøtet 11.06.2025: styret endret formuleringen. Den lyder nå:\n\n{new}",
    "Ingrid, 15:47 – se bort fra e-posten min fra i morges om målet. Etter en prat med "
    "styreleder:\n\n{new}",
)
_ASK_FRAMES: Final = (
    "Kapitalforvaltningsreglement 2025 – grunnlag for den strategiske allokeringen:\n\n{ask}",
    "{ask}\n\nKan dere justere den strategiske allokeringen? Mvh Ingrid",
    "Forvaltningskapital 12,4 mrd. kroner per 31.12.2024; verdijustert avkastning 2024: 8,7 "
    "prosent, 1,4 prosentpoeng over referanseindeksen (hittil i år: 1,2 prosent).\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Strategisk allokering for fellesporteføljen",
    purpose="løs den strategiske allokeringen",
    custom_reason="no platform solver for this objective",
    custom_purpose="strategisk allokering",
    section_title="Strategisk allokering og vekter",
    description="vektene",
)


def _one_line(kind: str, text: str) -> str:
    """A statement as a single line holds it: the first (one-line) wording when it spans
    lines."""
    return _ASKS[kind][0] if "\n" in text else text


def _corrected_in_teams(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """A Teams thread in which the investeringsdirektør posts the earlier objective and corrects
    herself a few minutes later."""
    return (
        f"Ingrid Solheim 09:12\n{old}\n\nIngrid Solheim 09:31\nGlem det over – det var "
        f"fjorårets formulering, og den gjelder ikke lenger. Styret har vedtatt:\n{ask}"
    )


def _withdrawn_in_protokoll(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """A styreprotokoll in which the administrasjon trekker the earlier formulering and the styre
    adopts the wanted one."""
    return (
        "Styreprotokoll 26.03.2025, sak 15/25 Formål for kapitalforvaltningen\nAdministrasjonen "
        f"trakk den tidligere formuleringen («{_one_line(old_kind, old)}»). Enstemmig vedtatt: "
        f"{ask.replace(chr(10), ' ')}"
    )


def _struck_through(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """A saksframlegg with the earlier wording struck through and the new one below it."""
    return (
        "Saksframlegg til styret, sak 18/25 – Formål for kapitalforvaltningen\nForslag til vedtak "
        f"(revidert etter finansutvalget):\n~~{_one_line(old_kind, old)}~~\n"
        f"{ask.replace(chr(10), ' ')}\nEndringen er markert; overstrøket tekst utgår."
    )


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Five structures taken three cases at a time (`(i // 3) % 5`, so each meets both modes): a
    Teams thread correcting itself (0), a framed request (1), a styreprotokoll in which the
    earlier formulering is trukket (2), an earlier message a later one replaces (3: after the
    styremøte or from the investeringsdirektør, by turns of two cases) and a struck-through
    saksframlegg (4); the wanted objective turning by three."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={0: _corrected_in_teams, 2: _withdrawn_in_protokoll, 4: _struck_through},
        later=lambda rng, i, ask: _fill(_FOLLOW_UPS[(i // 2) % len(_FOLLOW_UPS)], new=ask),
        framed=lambda rng, i, wanted, ask: _fill(rng.choice(_ASK_FRAMES), ask=ask),
        solving=_solving,
        seed=SEED,
        tag=TAG,
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
        turn=lambda i: 3 * i + 1,
        structure=lambda i: (i // 3) % 5,
    )


# --- leakage -----------------------------------------------------------------------------------

#: five anchored walk-forward folds, all trained from 02.01.2008 to the last trading day before
#: their single test year (Oslo Børs is closed on nyttårsaften), the first tested from 02.01.2019
_WINDOWS: Final = tuple(
    WalkForwardWindow(
        train_start=date(2008, 1, 2),
        train_end=train_end,
        test_start=test_start,
        test_end=test_end,
    )
    for train_end, test_start, test_end in (
        (date(2018, 12, 28), date(2019, 1, 2), date(2019, 12, 30)),
        (date(2019, 12, 30), date(2020, 1, 2), date(2020, 12, 30)),
        (date(2020, 12, 30), date(2021, 1, 4), date(2021, 12, 30)),
        (date(2021, 12, 30), date(2022, 1, 3), date(2022, 12, 30)),
        (date(2022, 12, 30), date(2023, 1, 2), date(2023, 12, 29)),
    )
)
#: (a period reaching into the test years, the same form ending before the first test, and
#: before it where the data come out late)
_PERIODS: Final = (
    (
        "OSEBX, daglige sluttkurser, 02.01.2008–30.12.2020",
        "OSEBX, daglige sluttkurser, 02.01.2008–28.12.2018",
    ),
    (
        "MSCI World i NOK, månedsdata, januar 2008 – juni 2021",
        "MSCI World i NOK, månedsdata, januar 2008 – desember 2018",
    ),
    (
        "SSBs konsumprisindeks (KPI), månedlig, januar 2008 – desember 2019",
        "SSBs konsumprisindeks (KPI), månedlig, januar 2008 – november 2018",
    ),
    (
        "pensjonskassens egne premieinnbetalinger og pensjonsutbetalinger, 1. kvartal 2008 – 4. "
        "kvartal 2019",
        "pensjonskassens egne premieinnbetalinger og pensjonsutbetalinger, 1. kvartal 2008 – 3. "
        "kvartal 2018",
    ),
    (
        "NOK-swaprentene, ved utgangen av hver måned, januar 2008 – desember 2022",
        "NOK-swaprentene, ved utgangen av hver måned, januar 2008 – desember 2018",
    ),
    (
        "Nordic Bond Pricings kredittspreader for norske bankobligasjoner, ukentlig, 2008 t.o.m. "
        "uke 26 2019",
        "Nordic Bond Pricings kredittspreader for norske bankobligasjoner, ukentlig, 2008 t.o.m. "
        "uke 51 2018",
    ),
)
_ACTIONS: Final = (
    "forventet avkastning og korrelasjoner i ALM-analysen ble estimert",
    "rebalanseringsbåndene ble kalibrert",
    "valutasikringsgraden ble optimert",
    "modellen for premier og pensjonsutbetalinger ble estimert",
    "faktormodellen bak den relative volatiliteten ble estimert",
)
_LEAK_FRAMES: Final = (
    "ALM-analyse 2025 (aktuaren), kapittel 3 forutsetninger: {action} på {period}.",
    "Risikostyringsfunksjonens gjennomgang (07.04.2025): {action} med {period}, og parameterne "
    "holdes deretter faste i alle fem vinduene.",
    "Internrevisjonens rapport, vedlegg B (tilbaketesting): {action} én gang på {period}, før "
    "walk-forward-vinduene ble kjørt.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Hvert testår bruker dagens dødelighetsgrunnlag (K2013 med Finanstilsynets oppdaterte "
        "minstekrav) bakover til 2019.",
        "Hvert testår bruker det dødelighetsgrunnlaget Finanstilsynet hadde fastsatt før teståret "
        "begynte.",
    ),
    (
        "Aksjeporteføljen i tilbaketestingen består av dagens OBX-selskaper.",
        "Aksjeporteføljen i tilbaketestingen består av selskapene som var i OBX-indeksen på hver "
        "rebalanseringsdag, også de som senere er strøket fra notering.",
    ),
    (
        "Eksklusjonslisten fra 2025 brukes på alle testårene.",
        "I hvert testår brukes eksklusjonslisten som gjaldt på datoen, slik styret vedtok den "
        "den gangen.",
    ),
    (
        "Eiendomsfondene verdsettes med de reviderte verdiene fra årsregnskapene, brukt fra "
        "kvartalsslutten de gjelder.",
        "Eiendomsfondene verdsettes bare med verdiene forvalterne hadde rapportert på hver dato, "
        "med ett kvartals forsinkelse.",
    ),
)
_LEAK_ASKS: Final = (
    "Styret vil se en walk-forward-test over fem ankrede vinduer av de nye rebalanseringsbåndene "
    "før de vedtas.",
    "Kan dere kjøre en walk-forward backtest, fem vinduer med voksende treningsperiode, av "
    "valutasikringspolicyen til ALM-analysen 2025?",
    "Oppgave til kapitalforvaltningen: test den strategiske allokeringen walk-forward over fem "
    "testår til risikorapporten.",
)
_WHERE: Final = ("evidence", "interpretation", "reasoning", "purpose")


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

_COMPANY: Final = "Nordkapp"
_ENTITY: Final = "ent_nordkapp_sjomat"
#: twenty-four quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2019, 2020, 2021, 2022, 2023, 2024))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("i 4. kvartal 2024 sammenlignet med 3. kvartal", (22, 23)),
    ("i 2024", (19, 23)),
    ("i 2. halvår 2024", (21, 23)),
    ("fra utgangen av 2021 til utgangen av 2024", (11, 23)),
    ("siden 1. kvartal 2019", (0, 23)),
    ("siden nedstengningen i 2. kvartal 2020", (5, 23)),
    ("mellom 30.06.2021 og 30.09.2023", (9, 18)),
    ("i 2023", (15, 19)),
    ("i 1. halvår 2022", (11, 13)),
    ("fra 3. kvartal 2022 til 2. kvartal 2024", (14, 21)),
    ("etter at grunnrenteskatten kom (fra 2. kvartal 2023)", (17, 23)),
    ("siden børsnoteringen i 2007", None),
    ("de siste ti årene", None),
    ("siden lakseprisfallet i 2012", None),
)

#: what the claims answer: the finansutvalg's review of eierskapsutøvelse
_REQUEST: Final = TrendRequest(
    question="Til finansutvalgets møde 13.03.2025 (sak 11/25, eierskapsutøvelse): hvordan har "
    "det gått med {company}?",
    heading="#### Selskapsnotat – Nordkapp Sjømat ASA (Oslo Børs: NKSJ), 4. kvartal 2024",
    as_of="2025-02-21",
)


#: "med om lag 12 prosent", "med drøyt 10 prosent", "med knapt 15 prosent"; "" when it barely
#: moved
_approx_pct = partial(
    _rounded_change,
    past="med drøyt {} prosent",
    short="med knapt {} prosent",
    about="med om lag {} prosent",
)


def _by_kr_kg(a: float, b: float) -> str:
    """A move in kroner per kilo with a decimal comma ("med 2,40 kroner per kilo"); "" below
    0,30."""
    change = abs(b - a)
    return f"med {_comma(f'{change:.2f}')} kroner per kilo" if change >= 0.3 else ""


def _by_tonn(a: float, b: float) -> str:
    """A move in tonn to the nearest hundred, space thousands ("med 1 900 tonn"); "" below 300
    tonn."""
    change = abs(b - a)
    return f"med {_spaced(round(change, -2), 0)} tonn" if change >= 300 else ""


def _by_mnok(a: float, b: float) -> str:
    """A move in mill. kr with space thousands and a decimal comma ("med 1 234,5 mill. kr"); ""
    below 20 mill. kr."""
    change = abs(b - a)
    return f"med {_spaced(change, 1)} mill. kr" if change >= 20 else ""


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "NOK"
    growth: bool  # the two years' pace and compounding are read of it
    #: how a year-on-year move is said of it: (above a year earlier, below a year earlier)
    year_on_year: tuple[str, str] = (
        "{s} lå over samme kvartal året før i alle fire kvartalene i 2024",
        "{s} lå under samme kvartal året før i alle fire kvartalene i 2024",
    )


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "revenue_mnok",
        (
            1512.4,
            1688.9,
            1420.3,
            1795.6,
            1604.2,
            1310.8,
            1388.5,
            1702.1,
            1655.7,
            1830.4,
            1590.2,
            2011.9,
            2104.6,
            2388.1,
            1902.7,
            2250.4,
            2512.8,
            2690.3,
            2105.9,
            2588.2,
            2840.5,
            3125.7,
            2487.6,
            3062.9,
        ),
        (
            "Driftsinntektene (mill. kr)",
            "Nordkapps driftsinntekter",
            "Omsetningen",
        ),
        (
            ("{s} økte {m}", rose),
            ("{s} falt {m}", fell),
            ("{s} økte i hvert eneste kvartal", rose_every_quarter),
            ("{s} falt ikke", held_up),
            ("{s} gikk aldri ned fra ett kvartal til det neste", never_fell),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "ebit_per_kg_nok",
        (
            18.4,
            16.2,
            12.1,
            14.8,
            15.6,
            9.4,
            6.8,
            8.2,
            11.3,
            14.9,
            10.7,
            13.5,
            22.6,
            31.4,
            17.8,
            19.2,
            28.7,
            30.1,
            19.5,
            16.4,
            21.3,
            17.8,
            12.6,
            14.1,
        ),
        (
            "Operasjonell EBIT per kilo",
            "Nordkapps operasjonelle EBIT per kilo",
            "Marginen per kilo (operasjonell EBIT/kg)",
        ),
        (
            ("{s} økte {m}", rose),
            ("{s} falt {m}", fell),
            ("{s} falt aldri fra ett kvartal til det neste", never_fell),
            ("{s} ble ikke lavere", held_up),
            ("{s} ble ikke høyere", held_down),
        ),
        _by_kr_kg,
        False,
        (
            "{s} var høyere enn i samme kvartal 2023 i alle fire kvartalene i 2024",
            "{s} var lavere enn i samme kvartal 2023 i alle fire kvartalene i 2024",
        ),
    ),
    _Trend(
        "fundamentals.quarters",
        "harvest_volume_tonnes",
        (
            11200.0,
            9850.0,
            14300.0,
            16100.0,
            11900.0,
            10400.0,
            15800.0,
            17200.0,
            12600.0,
            10100.0,
            16900.0,
            18400.0,
            13100.0,
            11800.0,
            17600.0,
            19900.0,
            12400.0,
            11200.0,
            15900.0,
            18700.0,
            13800.0,
            12900.0,
            17100.0,
            20600.0,
        ),
        (
            "Slaktevolumet (tonn sløyd vekt)",
            "Nordkapps slaktevolum",
            "Volumet som ble slaktet",
        ),
        (
            ("{s} økte {m}", rose),
            ("{s} falt {m}", fell),
            ("{s} falt ikke", held_up),
            ("{s} økte ikke", held_down),
            ("{s} økte fra hvert kvartal til det neste", rose_every_quarter),
        ),
        _by_tonn,
        True,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_interest_bearing_debt_mnok",
        (
            3850.2,
            4012.6,
            4230.8,
            4105.3,
            4388.9,
            4702.5,
            4810.1,
            4655.0,
            4520.7,
            4398.2,
            4485.6,
            4302.9,
            4110.4,
            3905.8,
            4020.3,
            3880.6,
            3610.2,
            3402.9,
            3350.7,
            3125.4,
            2890.6,
            2650.3,
            2540.8,
            2380.1,
        ),
        (
            "Netto rentebærende gjeld (NIBD)",
            "Nordkapps netto rentebærende gjeld",
            "Gjelden (NIBD, mill. kr)",
        ),
        (
            ("{s} falt {m}", fell),
            ("{s} økte {m}", rose),
            ("{s} økte ikke", held_down),
            ("{s} økte aldri fra ett kvartal til det neste", never_rose),
            ("{s} falt i hvert eneste kvartal", fell_every_quarter),
        ),
        _by_mnok,
        True,
        (
            "{s} var høyere enn ett år tidligere ved hvert kvartalsskifte i 2024",
            "{s} var lavere enn ett år tidligere ved hvert kvartalsskifte i 2024",
        ),
    ),
    _Trend(
        "fundamentals.quarters",
        "net_income_mnok",
        (
            288.4,
            241.7,
            122.5,
            198.3,
            176.2,
            -84.6,
            31.8,
            112.4,
            205.9,
            268.3,
            149.0,
            301.7,
            512.6,
            734.2,
            298.5,
            355.1,
            611.8,
            -1240.5,
            264.3,
            198.7,
            402.6,
            351.9,
            118.4,
            276.3,
        ),
        (
            "Resultatet etter skatt",
            "Nordkapps resultat etter skatt",
            "Bunnlinjen (resultat etter skatt)",
        ),
        (
            ("{s} ble bedre {m}", rose),
            ("{s} ble svakere {m}", fell),
            ("{s} ble ikke svakere", held_up),
            ("{s} ble ikke bedre", held_down),
            ("{s} falt aldri fra ett kvartal til det neste", never_fell),
        ),
        _by_mnok,
        False,
    ),
)


_year_specials = partial(
    _growth_specials,
    faster="{s} vokste raskere i 2024 enn i 2023",
    slower="{s} vokste langsommere i 2024 enn i 2023",
    grew="{s} vokste med en tosifret årlig rate (CAGR) fra 4. kvartal 2022 til 4. kvartal 2024",
    shrank="{s} falt med en tosifret årlig rate (CAGR) fra 4. kvartal 2022 til 4. kvartal 2024",
    end=23,
    shrinking=True,
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) pairs over the whole series, each computed from it: for an item
    whose pace is read, 2024's pace against 2023's and the two-year compound rate (a rise or a
    fall), then year over year in each quarter of 2024. Pairs too close to call are left out."""
    up_all, down_all = trend.year_on_year
    return _year_specials(trend, up_all=up_all, down_all=down_all)


_CLAIM_FRAMES: Final = (
    "Risikorapport 4. kvartal 2024, vedlegg 3 (største aksjeposter; markedsverdi {mv}, {ant}): "
    "{claim} [1].",
    "Protokoll, finansutvalget 13.03.2025, sak 11/25 Eierskapsutøvelse: {claim} [1]. Med en "
    "markedsverdi på {mv} stemmer vi for utbyttet på 6,00 kroner per aksje på "
    "generalforsamlingen.",
    "{Claim} [1] – kommentar fra " + _MANAGER + ' (porteføljeforvalter): "we stay overweight". '
    "Beholdningen ({ant}) endres ikke.",
    "| Selskap | Markedsverdi | Antall aksjer | Merknad |\n|---|---|---|---|\n| Nordkapp Sjømat "
    "ASA, NKSJ | {mv} | {ant} | {Claim} [1] |",
    "Årsrapport 2024, avsnitt om ansvarlige investeringer (utkast): {claim} [1]. Selskapet er "
    "ikke på eksklusjonslisten (beholdning {ant}, markedsverdi {mv}).",
)

_MARKET_VALUES: Final = ("412,6 mill. kr", "1,1 mrd. kroner", "287,9 mill. kr")
_SHARES: Final = ("2 450 000 aksjer", "1 812 300 aksjer", "3 006 750 aksjer")


def _holding(rng: random.Random) -> dict[str, str]:
    """The pensjonskasse's holding in Nordkapp: its markedsverdi and antall aksjer, drawn for
    each claim's frame."""
    return {"mv": rng.choice(_MARKET_VALUES), "ant": rng.choice(_SHARES)}


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
        left_out=lambda h, w, c: h.startswith("i 4. kvartal 2024") and "kvartal" in c,
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
    """Batch ZZZZ: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
