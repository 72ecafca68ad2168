"""Held-out batch ZZZY: every flaw kind again, in the voice of a Danish labour-market pension
company: ArbejdsPension Vest (APV; a fictional arbejdsmarkedspensionsselskab for the industrial,
building and transport trades of Jutland, with some 212,4 mia. kr. in investeringsaktiver ultimo
2024), supervised by Finanstilsynet under lov om finansiel virksomhed and the prudent
person-princip of its § 158. Its people and papers, written in Danish with the English Danish
investment staff really use (the odd English term in a referat, an English-language mandate
annex from a foreign manager): the bestyrelse (formand Jens Kjær Mortensen;
referent Lone Brix) and its investeringsudvalg, their referater and dagsordenspunkter, with
their decisions (godkendt, vedtaget, tiltrådt; ikke godkendt, forkastet, udsat, trukket
tilbage); the adm. direktør (Søren Bæk) and the investeringsdirektør (Mette Lykkegaard) and her
e-mails and Teams messages; the investeringsretningslinjer (placeringsretningslinjer) from the
bestyrelse to the direktion with their rammer, grænser and båndbredder, their bilag and the
direktion's fuldmagt to the investeringsdirektør; the risikostyringsfunktion (risikochef Anders
Holm) and its grænseudnyttelse report ("Faktisk / Grænse / Udnyttelse / grænse") and the
depotbank's grænseskema; Finanstilsynet's letters and its påbud (j.nr. 6252-0041); a
forvaltningsaftale with a London manager (Harbour Lane Capital LLP) whose Annex 2, the
Investment Guidelines, is in English with English figures ("45%", "150 bps"); the ALM-analyse
2025, the årsrapport and the risikorapport. Its number forms are Danish: a decimal comma and dot
thousands ("1.234,5 mio. kr.", "212,4 mia. kr."), "pct." and "procent", "pct.-point", "bp" and
"basispoint", "gange", dates as 31.12.2024 and 31. december 2024, "ultimo 2024", "primo 2025",
"1. kvt. 2025", "2. halvår 2024", "ÅTD", "p.a.", and numbers in words in referater
("femogfyrre procent", "to hundrede basispoint", "halvtreds selskaber", "tyve handelsdage").

Batch ZZZY is built like ZZZU and ZZZV - phrase-level parts, a seeded generator, the truth kept
by the generator and never read from the text - and uses the plan, span and constraint helpers
of `reviews_heldout_shared`, its invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, subjects, trend
series and the claims it makes of them are its own. It was written blind: only ZZZU and ZZZV
(read for shape, with their tests), `reviews_heldout_shared`, `reviews_heldout_truths`,
`reviews_heldout_forms` (`WrittenForms`), the tests' `heldout_checks`, the contract models and id
checks of `libs/contracts` and the `HeldOutCase` / `TrendRequest` / `trend_claim_twins` part of
`reviews_heldout` were read for it; no rule, reviewer, reviewer or validator test, validator,
benchmark result or other batch was read, and it was not run against the reviewers or the
validator before its first recorded run.

It takes the shared loops' opt-in options its register needs, set apart from ZZZU's and ZZZV's
where the loops allow: eight subjects (three floors: the danske stats- og realkreditobligationer,
a count of selskaber and the likviditetsberedskab in handelsdage; one cap in bp, the ex ante
tracking error; no multiple), and eight shares a factor with six, so the misquote loop pairs them
by a pairing of its own (`pair=3 * (i % 5) + i // 5`: each of the five structures meets five
consecutive subjects, the structures' runs starting three apart, all eight misquoted) and one
structure in four wordings (ikke godkendt, trukket tilbage, udsat, forkastet); limits written in
words one style in two (`words_every=2`); the invented limit's answer in five forms taken in
plain turn (`i`: five is odd, so each form meets both modes without a slide): the bestyrelse's
referat and the investeringsdirektør's e-mail (chat answers), the risikostyringsfunktion's
grænseudnyttelse table with a decoy "Faktisk" and a decoy "Udnyttelse / grænse" (a chat answer),
the depotbank's grænseskema returned BEFORE the request (`template_inputs`, "grænseværdi = 0,45"
in the constraint's unit with a decimal comma) and the foreign manager's English Investment
Guidelines sent AFTER the request as a `mandate` (cited as a clause, its figures English: "45%",
"150 bps", "40 companies", "20 business days"); the other-terms mandate on the strategy cases
with `(i // 2) % 2 == 1` (`other_at=1`); breaches in five shapes held two cases each
(`shape=(i // 2) % 5`, so each shape meets both modes) at 1.3 of a cap and 0.7 of a floor, uncited
twins at 0.9 of a cap and 1.2 of a floor, the clause cited in three cases of four (`i % 4 != 3`,
every shape cited and uncited), one shape a Finanstilsynet påbud and one the English annex;
latitude bands over the five caps only (floors are not drawn into ranges here) whose low end is
seven tenths of their top (`low_ratio=0.7`), each granted case assuming two thirds of the way up
the band (`assumed_value`), the flawed value 1.3 of the top, refused at `i % 6` in (0, 3), placed
in five shapes (`i % 5`), the refusals ikke godkendt, udsat, trukket tilbage and forkastet;
objectives in six structures taken with a slide (`structure=(i + i // 6) % 6`, each in both
modes), three withdrawing an earlier wording in the same text (a "Hidtidig formulering / Ny
formulering" table, an investeringsudvalg's referat withdrawing a målsætning, and an e-mail
quoting her own earlier line with ">" and correcting it); leakage over four ROLLING walk-forward
folds, each trained on the eight years before its single test year, the first tested from
02.01.2017, the whole sentence at every third case from the second (`sentence_at=1`), placed in
the method's purpose first; and a trend request of its own (the investeringsudvalg's
aktivt-ejerskab review, its heading, an as-of date after the årsregnskabsmeddelelse) over twenty
quarters (1. kvt. 2020 - 4. kvt. 2024) comparing 2024 with 2023 (`end=19`), no compound fall
claimed, special pairs taken every second case (`special_step=2`), extra frame parts drawn per
claim (`frame_parts`: the beholdning and the ejerandel), a signed series (resultat efter skat, a
loss in the lockdown quarter and in the quarter of the Russian nedskrivning); its claims are
written in Danish.

Decoy numbers (no truth depends on them): the investeringsaktiver (212,4 mia. kr.), the 2024
afkast (9,6 pct. for markedsrenteproduktet) and the ÅTD afkast (1,4 pct.), the afkastmålsætning
(3 pct. p.a. real over ti år), the 1.500 mio. kr. tilsagn to nordisk infrastruktur, the
pensionsudbetalinger (1.842,6 mio. kr. i 1. kvt. 2025), Nationalbanken's 25 bp, Finanstilsynet's
journal number (6252-0041) and its 30-day deadline, dagsordenspunkt and § numbers, votes (4 for,
6 imod), the risikostyringsfunktion's "Faktisk" and "Udnyttelse / grænse" beside a limit, other
rammer beside it in a bilag (the varighed of 4-9 år, kreditvurdering mindst BBB-), the branche's
median (Forsikring & Pension's nøgletal) and the ALM-analysen's unconstrained portfolio quoted for
comparison, a VaR confidence level (99,5 pct.), the beholdning and ejerandel in the watched
company, and its udbytte (7,50 kr. pr. aktie). Its parts:

* limits as the company's people state them: aktier i alt (a cap: "45 pct.", "45,0 pct. af
  investeringsaktiverne", "45 procent", "femogfyrre procent"), unoterede investeringer (a cap:
  "25 pct.", "25 pct. af markedsværdien", "25,0 procent"), the exposure to a single non-state
  udsteder (a cap: "3 pct.", "3,0 pct. pr. udsteder", "3 procent af porteføljen"), uafdækket
  valuta (a cap: "12 pct.", "12,0 pct. efter afdækning", "12 procent af investeringsaktiverne"),
  danske stats- og realkreditobligationer (a floor: "25 pct.", "25,0 pct. af
  investeringsaktiverne", "25 procent"), the ex ante tracking error of the aktiemandater (a cap
  in bp: "200 bp", "200 basispoint", "2,00 pct. p.a."), selskaber in the aktive aktiemandat (a
  floor, a count: "50 selskaber", "50 navne", "50 enkeltaktier") and the likviditetsberedskab
  (a floor in days: "20 handelsdage", "20 bankdages collateral-kald", "20 dage"), with words for
  some, and in the English annex "45%", "200 bps", "50 companies", "20 business days";
* requests (the investeringsdirektør's e-mail, the investeringsudvalg's dagsorden, a Teams
  message, a notat, the risikostyringsfunktion's opgaveliste and a Finanstilsynet request)
  deferring the limit to a bestyrelsesmøde not yet held, a punkt udsat, an indstilling trukket
  tilbage, a draft reading "[fastsættes af bestyrelsen]", the risikostyringsfunktion's udtalelse
  not yet given or Finanstilsynet's answer not yet received;
* provenance misquoting its source: the retningslinjer of 14.12.2023 or a draft; a proposal
  ikke godkendt (4 for, 6 imod), trukket tilbage, udsat or forkastet; the
  risikostyringsfunktion's faktisk (prose, or a "Ramme / Faktisk 31.03.2025 / Grænse / Udnyttelse
  / grænse" table); another ramme beside it in bilag 1; the branche's median or the
  ALM-analysen's unconstrained portfolio, quoted for comparison;
* mandates as the investeringsretningslinjer's rammer as records in the mandate's fields
  (`investeringsretningslinjer_2025.rammer[2].bestemmelse`), a Finanstilsynet påbud as a
  message, the forvaltningsaftale's English Annex 2 as a message, the bestyrelse's referat as
  records in the mandate's fields (`referat_bestyrelsesmoede_13_03_2025.punkter[1].beslutning`)
  and the direktion's fuldmagt to the investeringsdirektør as a message;
* latitude granted as the retningslinjer's afsnit 5 (a båndbredde around a strategisk vægt), a
  "Ramme / Strategisk vægt / Båndbredde / Kompetence" table, a bestyrelse decision, a sentence
  in the investeringsudvalg's forretningsorden and the manager's English wording; refused as a
  proposal ikke godkendt (the loft fixed), a punkt udsat, an indstilling trukket tilbage and an
  investeringsudvalg that forkastede it, each twin the same text granting it; placed in the
  retningslinjer (fields), their bilag 3 (a message), the forretningsorden (fields), the
  formand's e-mail (a message) and the forvaltningsaftale's bilag 2 (a message);
* objectives as the retningslinjer's formålsafsnit, a bestyrelse decision, the
  investeringsudvalg's referat, the ALM-analysen's anbefaling and the risikostyringsfunktion's
  udtalelse, some saying what is not the aim ("ikke tracking error i forhold til benchmark",
  "ikke Sharpe") and some beside the afkastmålsætning of 3 pct. p.a., which is followed up and
  not optimised; an earlier wording withdrawn in a table, a referat or a quoted e-mail, or
  replaced by a later rettelse after the bestyrelsesmøde or from the investeringsdirektør;
* leakage as the ALM-analyse, the risikostyringsfunktion's gennemgang and intern revision write
  it: expected returns and correlations, rebalanceringsbånd, the valutaafdækningsgrad, a model of
  ind- and udbetalinger and a tracking-error factor model fitted on periods reaching into the
  test years (OMXC25, MSCI World i DKK, Danmarks Statistik's forbrugerprisindeks, the company's
  own flows, Finanstilsynet's diskonteringsrentekurve, Nykredit's OAS-spænd), and whole
  sentences (today's levetidsbenchmark applied back, today's OMXC25 constituents, the 2025
  eksklusionsliste in every year, audited værdiansættelser of the unoterede used before they
  came); each clean twin in the same form, ending before the first test date, and where the data
  come out late, ending where they were out before it;
* trend claims on Hammerum Industri A/S (Nasdaq Copenhagen: HAMM B; a fictional Herning maker of
  pumps and valves the company holds) - nettoomsætning (mio. kr.), EBIT-margin (moves in
  pct.-point), NIBD/EBITDA (gange; lower is better), ordreindgang (mio. kr., a double-digit
  compound rise) and resultat efter skat (signed, mio. kr.) over twenty quarters (1. kvt. 2020 - 4.
  kvt. 2024: the lockdown, the 2022 Russian nedskrivning, the 2023 slowdown, the recovery), as
  the risikorapport's bilag, the investeringsudvalg's referat, the external manager's comment
  (the claim first), a "Selskab / Beholdning / Ejerandel / Bemærkning" table and the årsrapport's
  draft; horizons covered by the series against uncovered ones ("siden børsnoteringen i 1998").
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

SEED: Final = 20270172
KINDS: Final = ALL_KINDS
TAG: Final = "zzzy"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzydk0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzydk1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzydk2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzydk3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzydk5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzydkd"

_FUND: Final = "ArbejdsPension Vest"
_CIO: Final = "Mette Lykkegaard"
_MANAGER: Final = "Harbour Lane Capital LLP"


# --- numbers as a Danish pension company's investeringsafdeling and risikostyring write them ---


def _comma(text: str) -> str:
    """A number written with a decimal comma ("12.5" → "12,5")."""
    return text.replace(".", ",")


def _pct(value: float) -> str:
    """A share in percent with a decimal comma: "45", "2,5", "31,5"."""
    return _comma(_g(value * 100))


def _pct1(value: float) -> str:
    """A share in percent with one decimal where that is exact ("45,0", "8,4"), else in full
    ("40,25"): the retningslinjer's tables always show a decimal."""
    p = round(value * 100, 6)
    return _comma(f"{p:.1f}" if abs(round(p, 1) - p) < 1e-9 else _g(p))


#: the limits' values in words, as referater write some of them
_WORDS: Final[dict[float, str]] = {
    0.02: "to",
    0.03: "tre",
    0.04: "fire",
    0.1: "ti",
    0.12: "tolv",
    0.15: "femten",
    0.2: "tyve",
    0.25: "femogtyve",
    0.3: "tredive",
    0.4: "fyrre",
    0.45: "femogfyrre",
    0.5: "halvtreds",
    10.0: "ti",
    20.0: "tyve",
    30.0: "tredive",
    40.0: "fyrre",
    50.0: "halvtreds",
    80.0: "firs",
    150.0: "hundrede og halvtreds",
    200.0: "to hundrede",
    250.0: "to hundrede og halvtreds",
}


def _words(value: float, unit: str) -> dict[str, str]:
    """The value in words with its `unit` ("femogfyrre procent"), under the key "w", when the
    referater have a word for it; none otherwise."""
    said = _WORDS.get(round(value, 6))
    return {"w": f"{said} {unit}"} if said else {}


def _equity_forms(value: float) -> dict[str, str]:
    """Aktier i alt: "45 pct.", "45,0 pct. af investeringsaktiverne", "45 procent",
    "femogfyrre procent"."""
    return {
        "pc": f"{_pct(value)} pct.",
        "ia": f"{_pct1(value)} pct. af investeringsaktiverne",
        "pr": f"{_pct(value)} procent",
        **_words(value, "procent"),
    }


def _unlisted_forms(value: float) -> dict[str, str]:
    """Unoterede investeringer: "25 pct.", "25 pct. af markedsværdien", "25,0 procent",
    "femogtyve procent"."""
    return {
        "pc": f"{_pct(value)} pct.",
        "mv": f"{_pct(value)} pct. af markedsværdien",
        "p1": f"{_pct1(value)} procent",
        **_words(value, "procent"),
    }


def _issuer_forms(value: float) -> dict[str, str]:
    """En enkelt udsteder: "3 pct.", "3,0 pct. pr. udsteder", "3 procent af porteføljen", "tre
    procent"."""
    return {
        "pc": f"{_pct(value)} pct.",
        "pu": f"{_pct1(value)} pct. pr. udsteder",
        "pp": f"{_pct(value)} procent af porteføljen",
        **_words(value, "procent"),
    }


def _fx_forms(value: float) -> dict[str, str]:
    """Uafdækket valuta: "12 pct.", "12,0 pct. efter afdækning", "12 procent af
    investeringsaktiverne", "tolv procent"."""
    return {
        "pc": f"{_pct(value)} pct.",
        "ea": f"{_pct1(value)} pct. efter afdækning",
        "pi": f"{_pct(value)} procent af investeringsaktiverne",
        **_words(value, "procent"),
    }


def _bonds_forms(value: float) -> dict[str, str]:
    """Danske stats- og realkreditobligationer: "25 pct.", "25,0 pct. af
    investeringsaktiverne", "25 procent", "femogtyve procent"."""
    return {
        "pc": f"{_pct(value)} pct.",
        "ia": f"{_pct1(value)} pct. af investeringsaktiverne",
        "pr": f"{_pct(value)} procent",
        **_words(value, "procent"),
    }


def _te_forms(value: float) -> dict[str, str]:
    """The ex ante tracking error in basis points: "200 bp", "200 basispoint", "2,00 pct. p.a.",
    "to hundrede basispoint"."""
    return {
        "bp": f"{_comma(_g(value))} bp",
        "bs": f"{_comma(_g(value))} basispoint",
        "pa": _comma(f"{value / 100:.2f}") + " pct. p.a.",
        **_words(value, "basispoint"),
    }


def _names_forms(value: float) -> dict[str, str]:
    """Selskaber in the aktive aktiemandat: "50 selskaber", "50 navne", "50 enkeltaktier",
    "halvtreds selskaber"."""
    n = _g(value)
    return {
        "s": f"{n} selskaber",
        "n": f"{n} navne",
        "e": f"{n} enkeltaktier",
        **_words(value, "selskaber"),
    }


def _days_forms(value: float) -> dict[str, str]:
    """The likviditetsberedskab in days: "20 handelsdage", "20 bankdages collateral-kald", "20
    dage", "tyve handelsdage"."""
    n = _comma(_g(value))
    return {
        "h": f"{n} handelsdage",
        "b": f"{n} bankdages collateral-kald",
        "d": f"{n} dage",
        **_words(value, "handelsdage"),
    }


def _one_stop(text: str) -> str:
    """`text` with the full stop a sentence adds after an abbreviation ("20 pct." + ".") not
    doubled, as Danish writes it."""
    return text.replace("..", ".")


def _english_share(value: float) -> str:
    return f"{_g(value * 100)}%"


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A ramme: the agent's field names, how the company's people name it, its id in the
    depotbank's grænseskema, the values it takes, its written forms, how the foreign manager's
    English annex writes it ({v} in `english`) and whether it is a floor."""

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
    ("max_equity_share", "aktieandelMaks"),
    (
        "aktier i alt (noterede og unoterede)",
        "aktieandelen i markedsrenteproduktet",
        "den samlede aktieeksponering",
    ),
    "R-AKT-MAKS",
    "fraction",
    (0.4, 0.45, 0.5),
    _equity_forms,
    _english_share,
    "Total equity exposure (listed and unlisted)",
)
_UNLISTED: Final = _Subject(
    ("max_unlisted_share", "unoteredeInvesteringerMaks"),
    (
        "unoterede investeringer (private equity, infrastruktur, ejendomme)",
        "de alternative, unoterede aktiver",
        "den illikvide bucket (unoterede fonde og direkte investeringer)",
    ),
    "R-UNOT-MAKS",
    "fraction",
    (0.2, 0.25, 0.3),
    _unlisted_forms,
    _english_share,
    "Unlisted investments (private equity, infrastructure, real estate)",
)
_ISSUER: Final = _Subject(
    ("max_single_issuer_share", "enkeltUdstederMaks"),
    (
        "eksponeringen mod en enkelt udsteder (ekskl. staten og realkredit)",
        "største enkeltudsteder",
        "single name-eksponeringen (ekskl. stat og realkredit)",
    ),
    "R-UDST-MAKS",
    "fraction",
    (0.02, 0.03, 0.04),
    _issuer_forms,
    _english_share,
    "Exposure to any single non-government issuer",
)
_FX: Final = _Subject(
    ("max_unhedged_currency", "uafdaekketValutaMaks"),
    (
        "uafdækket valuta (ekskl. EUR)",
        "den åbne valutaposition efter afdækning",
        "valutarisikoen uden for euro",
    ),
    "R-VAL-MAKS",
    "fraction",
    (0.1, 0.12, 0.15),
    _fx_forms,
    _english_share,
    "Unhedged currency exposure (ex EUR)",
)
_BONDS: Final = _Subject(
    ("min_danish_govt_and_mortgage_share", "statsOgRealkreditMin"),
    (
        "danske stats- og realkreditobligationer",
        "andelen i danske stats- og realkreditobligationer",
        "den sikre renteportefølje (stat og realkredit)",
    ),
    "R-STAT-RK-MIN",
    "fraction",
    (0.2, 0.25, 0.3),
    _bonds_forms,
    _english_share,
    "Danish government and mortgage bonds",
    floor=True,
)
_TE: Final = _Subject(
    ("max_tracking_error_bps", "trackingErrorMaks"),
    (
        "ex ante tracking error for de eksterne aktiemandater",
        "den aktive risiko i aktiemandaterne (tracking error)",
        "TE-budgettet mod benchmark (MSCI ACWI IMI)",
    ),
    "R-TE-MAKS",
    "bps",
    (150.0, 200.0, 250.0),
    _te_forms,
    lambda v: f"{_g(v)} bps",
    "Ex ante tracking error against the benchmark",
)
_NAMES: Final = _Subject(
    ("min_holdings_active_mandate", "antalSelskaberMin"),
    (
        "antallet af selskaber i det aktive globale aktiemandat",
        "spredningen i aktiemandatet (antal selskaber)",
        "antal names i det aktive aktiemandat",
    ),
    "R-ANTAL-MIN",
    "count",
    (40.0, 50.0, 80.0),
    _names_forms,
    lambda v: f"{_g(v)} companies",
    "Number of companies held",
    floor=True,
)
_LIQUIDITY: Final = _Subject(
    ("min_liquidity_days", "likviditetsberedskabDageMin"),
    (
        "likviditetsberedskabet til collateral-kald på rente- og valutaafdækningen",
        "likviditetsbufferen, målt i handelsdage",
        "cash-bufferen til margin calls (i handelsdage)",
    ),
    "R-LIKV-MIN",
    "days",
    (10.0, 20.0, 30.0),
    _days_forms,
    lambda v: f"{_g(v)} business days",
    "Liquidity buffer for margin calls",
    floor=True,
)
#: eight rammer, three of them floors (one a count, one in days); the misquote loop puts each of
#: its five structures with five consecutive ones, the runs three apart
_SUBJECTS: Final = (_EQUITY, _UNLISTED, _ISSUER, _FX, _BONDS, _TE, _NAMES, _LIQUIDITY)
#: the caps, the only rammer a båndbredde is given around here
_CAPS: Final = tuple(s for s in _SUBJECTS if not s.floor)

_RATIONALES: Final = (
    "det, der stod i retningslinjerne af 14.12.2023",
    "omtrent branchens median (Forsikring & Pensions nøgletal)",
    "en pladsholder, indtil bestyrelsen har besluttet",
    "det, ALM-analysens basisscenarie lægger op til",
    "den sædvanlige buffer, vi holder inden for grænsen",
    "niveauet i udkastet til de nye retningslinjer",
)

#: where a breach's or a latitude band's value lies, as multiples of the limit
_CAP_BREACH: Final = 1.3
_FLOOR_BREACH: Final = 0.7


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Strategisk allokering for markedsrenteproduktet (obligationer: danske stats- og "
    "realkreditobligationer, kreditobligationer, emerging market debt; aktier: danske og globale; "
    "unoterede investeringer) within the bestyrelse's investeringsretningslinjer and its rammer",
    "det bedste risikojusterede afkast til medlemmerne inden for investeringsretningslinjerne",
    "løs den strategiske allokering",
    "the solved vægte og deres risiko",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_RATIONALE: Final = "som fastsat i bestyrelsens investeringsretningslinjer"
_cite = partial(_cite_as, _RATIONALE)
_clause_cite = partial(_clause_cite_as, _RATIONALE)
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _sign(s: _Subject) -> str:
    return "mindst" if s.floor else "højst"


def _bound(s: _Subject) -> str:
    return "gulvet" if s.floor else "loftet"


def _short(s: _Subject) -> str:
    return "min." if s.floor else "maks."


def _sign_en(s: _Subject) -> str:
    return "not less than" if s.floor else "not more than"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "rebalancere markedsrenteproduktet, nu hvor investeringsaktiverne er 212,4 mia. kr. pr. 31. "
    "december 2024",
    "forberede porteføljeafsnittet til risikorapporten for 1. kvt. 2025",
    "indarbejde tilsagnet på 1.500 mio. kr. til nordisk infrastruktur i den strategiske allokering",
    "genberegne ALM-scenarierne efter Nationalbankens nedsættelse af renten med 25 bp",
    "sikre likviditeten til pensionsudbetalingerne, ca. 1.842,6 mio. kr. i 1. kvt. 2025",
)
_DEFERRALS: Final = (
    "bestyrelsen fastsætter {noun} først på mødet 22.05.2025",
    "punktet om {noun} blev udsat på bestyrelsesmødet i marts",
    "indstillingen om {noun} blev trukket tilbage og skal genbehandles i investeringsudvalget",
    "udkastet til retningslinjerne siger stadig '{noun}: [fastsættes af bestyrelsen]'",
    "risikostyringsfunktionen har endnu ikke afgivet sin udtalelse om {noun}",
    "{noun} afventer Finanstilsynets svar (j.nr. 6252-0041), som vi ikke har modtaget endnu",
)
_REQUEST_FRAMES: Final = (
    "Fra: " + _CIO + " (investeringsdirektør)\nTil: Porteføljeforvaltning\nEmne: Rebalancering\n"
    "\nHej alle\n\nKan I {task}? NB: {deferral}.\n\nVh Mette",
    "Dagsorden – investeringsudvalgets møde 10.04.2025\n1. Godkendelse af referat\n2. {Task}\n"
    "3. Eventuelt\nBemærkning: {deferral}.",
    "Teams – Mette L. (08:41): kan I {task}? obs: {deferral}",
    "NOTAT (j.nr. INV-2025-017)\nTil: Investeringsudvalget\nFra: Investeringsafdelingen\n\n"
    "{Deferral}. I mellemtiden er vi blevet bedt om at {task}.",
    "Opgaveliste – risikostyringsfunktionen (28.03.2025)\nSag 2025-11 | {Task} | ansvarlig: "
    "investeringsdirektøren | status: i gang\nKommentar: {deferral}.",
    "Finanstilsynet har bedt om opdaterede oplysninger senest 30 dage efter brevets dato.\n"
    "Direktionen beder investeringsafdelingen om at {task}, inden vi svarer. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


@dataclass(frozen=True)
class _Stating:
    """How an answer states a limit: its frame ({noun}, {v}, {key}, {unit}, {bound}, {sign},
    {short}, {sign_en}, {faktisk}, {udn}), its value's form ("bare" the number in the
    constraint's unit with a decimal comma, "figures" one of its written forms, "words" a written
    form or its words, "table" a written form beside the risikostyringsfunktion's faktisk,
    "english" the foreign manager's English figure), its kind, and whether it comes before the
    request."""

    frame: str
    form: str
    kind: AnswerKind
    first: bool = False


_STATINGS: Final = (
    _Stating(
        "Uddrag af referat fra bestyrelsesmøde 13. marts 2025 (" + _FUND + ")\n"
        "Pkt. 5 Investeringsretningslinjer 2025\nBestyrelsen godkendte, at {bound} for {noun} "
        "fastsættes til {v}. Pkt. 6 (ny kreditforvalter) blev udsat.\nReferent: Lone Brix",
        "words",
        "clarification_answer",
    ),
    _Stating(
        "Fra: " + _CIO + " (investeringsdirektør)\nTil: Porteføljeforvaltning; "
        "Risikostyringsfunktionen\nEmne: SV: Rebalancering\n\nHej igen\n\n{Noun}: {sign} {v}. "
        "Det blev besluttet på bestyrelsesmødet i marts – ikke tallet fra udkastet.\n\nVh Mette",
        "figures",
        "clarification_answer",
    ),
    _Stating(
        "Risikostyringsfunktionen – grænseudnyttelse pr. 31.03.2025 (til direktionen)\n"
        "| Ramme | Grænse | Faktisk | Udnyttelse / grænse |\n|---|---|---|---|\n| {Noun} | "
        "{short} {v} | {faktisk} | {udn} |",
        "table",
        "clarification_answer",
    ),
    _Stating(
        "GRÆNSESKEMA – depotbankens overvågning (udfyldt af risikostyringsfunktionen 03.02.2025)"
        "\nramme_id = {key}\nenhed = {unit}\ngrænseværdi = {v}\ntype = hård grænse\nkilde = "
        "Investeringsretningslinjer, afsnit 4",
        "bare",
        "template_inputs",
        first=True,
    ),
    _Stating(
        "INVESTMENT GUIDELINES – Annex 2 to the Forvaltningsaftale between "
        + _FUND
        + " and "
        + _MANAGER
        + " (signed 28.02.2025)\n2.1 The Manager shall comply with the client's "
        "investeringsretningslinjer.\n2.3 {noun_en}: {sign_en} {v}, measured at market value on "
        "each business day.",
        "english",
        "mandate",
    ),
)

#: how the grænseskema names a unit
_UNIT_WORDS: Final = {
    "fraction": "andel (decimal)",
    "bps": "basispoint",
    "count": "antal",
    "days": "handelsdage",
}


def _faktisk(s: _Subject, value: float) -> float:
    """The risikostyringsfunktion's faktisk inside the limit: above a floor, below a cap (whole
    selskaber, days and basis points)."""
    used = value * 1.25 if s.floor else value * 0.85
    if s.unit in ("count", "days", "bps"):
        return float(round(used))
    return round(used, 4)


def _utilisation(s: _Subject, value: float, used: float) -> str:
    """Udnyttelse / grænse as the report writes it ("85 %"): the faktisk over a cap, the floor
    over the faktisk."""
    share = value / used if s.floor else used / value
    return f"{round(share * 100)} %"


def _bare(s: _Subject, value: float) -> str:
    """The number in the constraint's unit as the risikostyringsfunktion types it into the
    grænseskema: a share with two decimals ("0,45", "0,03"), else the figure; always with a
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
    """The shared invented-limit twins, stating the limit in the `turn`-th form: the grænseskema
    came back before the request; the manager's English annex came after it and is cited as a
    clause."""
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
    "investeringsretningslinjer": {
        "afsnit_1_generelt": [
            "Midlerne placeres i overensstemmelse med prudent person-princippet (§ 158 i lov "
            "om finansiel virksomhed) og i medlemmernes interesse.",
            "Afkastmålsætningen er et realt afkast på 3 pct. p.a. efter omkostninger over en "
            "tiårig periode; den følges op årligt og er ikke en grænse.",
            "Selskabet investerer ikke i selskaber på eksklusionslisten (kontroversielle våben, "
            "termisk kul, tobak).",
            "Afledte finansielle instrumenter må anvendes til afdækning og effektiv "
            "porteføljeforvaltning; short-salg er ikke tilladt.",
            "Investeringsrammerne evalueres mindst én gang årligt af bestyrelsen.",
        ]
    }
}

_invented = partial(
    _invented_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 5 * i + 2,
    request=_request,
    request_id=REQUEST_ID,
    other_terms=_OTHER_TERMS,
    twins=_invented_twins,
    other_at=1,
)


# --- false provenance --------------------------------------------------------------------------

#: another ramme beside it in bilag 1 of the retningslinjer: its name and value, in the subject's
#: unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "R-AKT-MAKS": ("Aktier i emerging markets, maks.", 0.07),
    "R-UNOT-MAKS": ("Unoterede ejendomme, maks.", 0.09),
    "R-UDST-MAKS": ("Modpartseksponering mod en enkelt bank, maks.", 0.015),
    "R-VAL-MAKS": ("Uafdækket valuta i emerging markets debt, maks.", 0.035),
    "R-STAT-RK-MIN": ("Kreditobligationer (investment grade), min.", 0.06),
    "R-TE-MAKS": ("Tracking error, rentemandaterne, maks.", 60.0),
    "R-ANTAL-MIN": ("Selskaber i emerging markets-mandatet, min.", 35.0),
    "R-LIKV-MIN": ("Likviditetsberedskab i stresscenariet, min.", 5.0),
}


def _away(s: _Subject, value: float, up: float, down: float) -> float:
    """A wrong value for `s`: `value` times `up` for a cap, times `down` for a floor, rounded as
    the papers quote it (a tenth of a percent, a whole basis point, selskab or day)."""
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
    if structure == 0:  # the retningslinjer of 14.12.2023, or a draft
        wrong_value = _away(s, value, 1.4, 0.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                f"I retningslinjerne af 14.12.2023 var {noun} {wrong}. Bestyrelsen vedtog den "
                f"13. marts 2025 en ny ramme: {right}, med virkning fra 1. april 2025."
            )
        else:
            text = (
                f"Udkastet (version 2, januar) havde {wrong} for {noun}; den vedtagne version har "
                f"{right}, og det er den, der gælder."
            )
    elif structure == 1:  # a proposal the bestyrelse or the investeringsudvalg did not adopt
        wrong_value = _away(s, value, 1.2, 0.8)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 4 == 0:
            text = (
                f"Direktionen indstillede {wrong} for {noun}. Indstillingen blev ikke godkendt "
                f"(4 for, 6 imod); {_bound(s)} er fortsat {right}."
            )
        elif variant % 4 == 1:
            text = (
                f"Risikostyringsfunktionen foreslog {wrong} for {noun}, men forslaget blev "
                f"trukket tilbage før mødet, så retningslinjernes {right} gælder stadig."
            )
        elif variant % 4 == 2:
            text = (
                f"Punktet om at ændre {noun} til {wrong} blev udsat (bestyrelsesmøde 20.03.2025, "
                f"pkt. 7). Indtil bestyrelsen har besluttet, er grænsen {right}."
            )
        else:
            text = (
                f"Investeringsudvalget forkastede forslaget om {wrong} for {noun}. Gældende "
                f"ramme: {_short(s)} {right}."
            )
    elif structure == 2:  # the risikostyringsfunktion's faktisk
        wrong_value = _away(s, value, 0.85, 1.25)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                f"Risikorapport, 1. kvt. 2025: {noun} udgjorde {wrong} pr. 31.03.2025 mod en "
                f"grænse på {right}. Ingen grænseoverskridelser."
            )
        else:
            udn = _utilisation(s, value, wrong_value)
            text = (
                "| Ramme | Faktisk 31.03.2025 | Grænse | Udnyttelse / grænse |\n"
                f"|---|---|---|---|\n| {_cap(noun)} | {wrong} | {_short(s)} {right} | {udn} |"
            )
    elif structure == 3:  # another ramme beside it
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{beside}: {wrong}", f"{_cap(noun)}, {_short(s)}: {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Investeringsretningslinjer, bilag 1 (uddrag)\n- " + "\n- ".join(lines)
    else:  # the branche's median or the ALM-analysen's unconstrained portfolio, for comparison
        wrong_value = _away(s, value, 1.5, 0.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                f"Til sammenligning: branchens median (Forsikring & Pension, nøgletal 2024) er "
                f"{wrong} for {noun}. Vores egne retningslinjer siger {right} – det er dem, vi "
                "følger."
            )
        else:
            text = (
                f"ALM-analysen 2025: den ubegrænsede optimale portefølje indebar {wrong} for "
                f"{noun}; bestyrelsen fastholdt {right} i retningslinjerne."
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
    pair=lambda i: 3 * (i % 5) + i // 5,
)


# --- mandate clauses: the retningslinjer's rammer, Finanstilsynet's påbud, the English annex, the
# bestyrelse's referat, the direktion's fuldmagt ----------------------------------------------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12), words=shape in (0, 3))
    if shape == 0:  # the retningslinjer's rammer, as records in the mandate's fields
        rammer: list[JsonValue] = [
            {
                "nr": "4.1",
                "bestemmelse": "Rammerne gælder investeringsaktiverne til markedsværdi og "
                "overvåges dagligt af risikostyringsfunktionen; VaR (99,5 pct., et år) "
                "rapporteres månedligt.",
            },
            {
                "nr": "4.2",
                "bestemmelse": "Varigheden af renteporteføljen skal ligge mellem 4 og 9 år.",
            },
            {"nr": "4.3", "bestemmelse": _one_stop(f"{_cap(noun)} udgør {_sign(s)} {written}.")},
            {
                "nr": "4.4",
                "bestemmelse": "Grænseoverskridelser rapporteres til direktionen samme dag og "
                "til bestyrelsen på førstkommende møde.",
            },
        ]
        return (
            {"investeringsretningslinjer_2025": {"version": "2025-1", "rammer": rammer}},
            None,
            "investeringsretningslinjer_2025.rammer[2].bestemmelse",
        )
    if shape == 1:  # Finanstilsynet's påbud, as a message
        verb = "ikke kommer under" if s.floor else "ikke overstiger"
        letter = (
            "FINANSTILSYNET – Påbud (j.nr. 6252-0041), 14.02.2025\nFinanstilsynet påbyder i "
            "medfør af § 248 i lov om finansiel virksomhed " + _FUND + " at sikre, at "
            f"{noun} {verb} {written}.\nPåbuddet gælder, indtil Finanstilsynet har godkendt en "
            "ny risikovurdering. Frist for redegørelse: 30 dage."
        )
        return None, _one_stop(letter), MANDATE_ID
    if shape == 2:  # the forvaltningsaftale's English annex, as a message
        annex = (
            "FORVALTNINGSAFTALE – Annex 2: Investment Guidelines (" + _MANAGER + ", global "
            "equities, for " + _FUND + ")\n2.1 The Manager follows the client's "
            f"investeringsretningslinjer.\n2.2 {s.noun_en}: {_sign_en(s)} {s.english(value)}.\n"
            "2.3 Breaches are to be remedied within five business days."
        )
        return None, annex, MANDATE_ID
    if shape == 3:  # the bestyrelse's referat, as records in the mandate's fields
        punkter: list[JsonValue] = [
            {
                "punkt": "4",
                "beslutning": "Bestyrelsen godkendte årsrapporten for 2024.",
            },
            {
                "punkt": "5",
                "beslutning": _one_stop(
                    f"Bestyrelsen besluttede, at {noun} skal være {_sign(s)} {written}."
                ),
            },
            {"punkt": "6", "beslutning": "Punktet om ny kreditforvalter blev udsat."},
        ]
        return (
            {"referat_bestyrelsesmoede_13_03_2025": {"punkter": punkter}},
            None,
            "referat_bestyrelsesmoede_13_03_2025.punkter[1].beslutning",
        )
    fuldmagt = (
        "Fuldmagt – direktionen til investeringsdirektøren (givet 03.03.2025 i henhold til "
        "bestyrelsens retningslinjer)\n1. Investeringsdirektøren træffer beslutning om "
        "placeringer inden for den strategiske allokering.\n"
        f"2. Rammer: {noun}, {_sign(s)} {written}.\n"
        "3. Dispositioner uden for rammerne kræver adm. direktørs godkendelse."
    )
    return None, _one_stop(fuldmagt), MANDATE_ID


_WITHIN_ASKS: Final = (
    "Rebalancér markedsrenteproduktet inden for retningslinjerne, Finanstilsynets påbud og "
    "forvaltningsaftalerne.",
    "Please redo the strategiske allokering within all of our rammer.",
    "Til bestyrelsesmødet 22.05.2025: optimér allokeringen inden for vores grænser.",
    "Få tilsagnet på 1.500 mio. kr. til infrastruktur ind uden grænseoverskridelser.",
    "Lav forslaget til strategisk allokering for primo 2025 – ingen overskridelser.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 3 * i + 1,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 4 != 3,
    rationale="selskabets dokumenterede ramme",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
    shape=lambda i: (i // 2) % 5,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
    cap_inside=0.9,
    floor_inside=1.2,
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi] around a strategisk vægt {mid}: {bound}, {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "Investeringsretningslinjer 2025, afsnit 5: for {noun} gælder en båndbredde på {lo}–{hi} "
    "omkring den strategiske vægt på {mid}; inden for båndbredden fastsætter "
    "investeringsdirektøren {bound}, uden for den beslutter bestyrelsen.",
    "| Ramme | Strategisk vægt | Båndbredde | Kompetence inden for båndbredden |\n"
    "|---|---|---|---|\n| {Noun} ({bound}) | {mid} | {lo} – {hi} | Investeringsdirektøren |",
    "Bestyrelsen besluttede (pkt. 9, 13.03.2025), at direktionen kan lægge {bound} for {noun} "
    "hvor som helst mellem {lo} og {hi} uden ny bestyrelsesbeslutning.",
    "Inden for {lo} – {hi} er {bound} for {noun} en forvaltningsbeslutning: "
    "investeringsdirektøren fastsætter det og rapporterer det i risikorapporten.",
    "The forvaltningsaftale lets the Manager set the {bound} for {noun} anywhere from {lo} to "
    "{hi}; no new instruction from the client is needed within that range.",
)
#: (refused, granted), both with {bound}, {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "Bestyrelsen fastsatte {bound} for {noun} til {point}. Direktionens forslag om en "
        "båndbredde på {lo}–{hi} blev ikke godkendt; der er ingen råderum her.",
        "Bestyrelsen godkendte direktionens forslag om en båndbredde på {lo}–{hi} for {bound} "
        "for {noun}; inden for båndbredden fastsætter direktionen niveauet.",
    ),
    (
        "Forslaget om en båndbredde på {lo} – {hi} for {bound} for {noun} blev udsat (pkt. 12, "
        "20.03.2025). Indtil videre gælder {point}.",
        "Forslaget om en båndbredde på {lo} – {hi} for {bound} for {noun} blev vedtaget (pkt. "
        "12, 20.03.2025). Investeringsdirektøren vælger niveauet inden for båndbredden.",
    ),
    (
        "Risikostyringsfunktionen anbefalede {lo} to {hi} for {noun}; indstillingen blev trukket "
        "tilbage, og {bound} forbliver {point}, indtil bestyrelsen har behandlet sagen.",
        "Risikostyringsfunktionen anbefalede {lo} to {hi} for {noun}; indstillingen blev "
        "tiltrådt, og investeringsdirektøren fastsætter {bound} inden for den.",
    ),
    (
        "Investeringsdirektøren bad om råderum på {lo} – {hi} for {bound} for {noun}. "
        "Investeringsudvalget forkastede det – {point} ligger fast.",
        "Investeringsdirektøren bad om råderum på {lo} – {hi} for {bound} for {noun}. "
        "Investeringsudvalget tiltrådte – vælg niveauet inden for båndbredden.",
    ),
)


def _named(rng: random.Random, s: _Subject) -> dict[str, str]:
    """A range's noun and whether it bounds a gulv or a loft."""
    return {"noun": rng.choice(s.nouns), "bound": _bound(s)}


def _number_only(low: str, high: str) -> str:
    """The low end of a band as Danish papers write it before its top: its number alone when
    the top ends in the same words ("28" before "40 pct.", "105" before "150 bp"), so that the
    band reads "28–40 pct."."""
    last = max(k for k, ch in enumerate(low) if ch.isdigit())
    tail = low[last + 1 :]
    return low[: last + 1] if tail and high.endswith(tail) else low


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A range's bounds and its strategisk vægt in one form, the low end as its number alone
    ("28–40 pct."), and the level a refusal fixes in full: the band's low end, so that the point
    a plan assumes is looser than the level fixed."""
    lo, hi, mid = s.alike(bounds, rng.randrange(12), apart=True)
    return {"lo": _number_only(lo, hi), "hi": hi, "mid": mid, "fixed": lo}


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the retningslinjer (fields), their bilag 3 (a mandate message), the
    investeringsudvalg's forretningsorden (fields), the formand's e-mail (a mandate message) or
    the forvaltningsaftale's bilag 2 (a mandate message)."""
    text = _one_stop(text)
    if shape == 0:
        return {"investeringsretningslinjer_2025": {"afsnit_5_baandbredder": text}}, None
    if shape == 1:
        return None, (
            "BILAG 3 TIL INVESTERINGSRETNINGSLINJERNE – Båndbredder (vedtaget af bestyrelsen "
            f"13.03.2025)\n\n{text}"
        )
    if shape == 2:
        return {
            "forretningsorden_investeringsudvalget": {
                "kompetencer": [
                    "Udvalget forbereder bestyrelsens behandling af investeringsområdet.",
                    text,
                ]
            }
        }, None
    if shape == 3:
        return (
            None,
            "Fra: Jens Kjær Mortensen (bestyrelsesformand)\nTil: Søren Bæk; " + _CIO + "\n"
            f"Emne: Båndbredder\n\n{text}\n\nVenlig hilsen\nJens",
        )
    return None, (
        "Forvaltningsaftale, bilag 2 (" + _MANAGER + ") – Ranges / båndbredder, underskrevet "
        f"28.02.2025\n\n{text}"
    )


def _two_thirds_up(bounds: tuple[float, float, float]) -> float:
    """The point a granted plan assumes: two thirds of the way from the band's low end to its
    top."""
    low, high, _ = bounds
    return round(low + (high - low) * 2 / 3, 6)


_ranges = partial(
    _range_cases,
    subjects=_CAPS,
    turn=lambda i: 2 * i + 1,
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
    low_ratio=0.7,
    assumed_value=_two_thirds_up,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as the retningslinjer, a bestyrelse decision, the
#: investeringsudvalg's referat, the ALM-analyse and the risikostyringsfunktion put them; the
#: first of each is one line, so that a table, a referat or a quoted e-mail can hold it
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Investeringsretningslinjer 2025, afsnit 2 (formål): det højeste afkast pr. enhed risiko "
        "– maksimal Sharpe ratio.",
        "Bestyrelsesbeslutning, pkt. 10 (13.03.2025):\nBestyrelsen besluttede, at den "
        "strategiske allokering vælges ud fra det højeste risikojusterede afkast (Sharpe); mere "
        "afkast købt med mere risiko er ikke målet.",
        "Referat, investeringsudvalget 06.03.2025: udvalget beder investeringsafdelingen "
        "optimere det risikojusterede afkast (Sharpe ratio), ikke tracking error i forhold til "
        "benchmark.",
        "ALM-analyse 2025, anbefaling: vælg den portefølje, der giver det højeste forventede "
        "afkast pr. enhed volatilitet, dvs. maksimal Sharpe ratio. Afkastmålsætningen på 3 pct. "
        "p.a. real ligger fast og følges op særskilt.",
        "Risikostyringsfunktionens udtalelse: bestyrelsens mål er den bedst mulige Sharpe ratio; "
        "intet andet bør styre vægtene.",
    ),
    "variance": (
        "Investeringsretningslinjer 2025, afsnit 2 (formål): den lavest mulige volatilitet i "
        "medlemmernes opsparing – minimal varians.",
        "Bestyrelsesbeslutning, pkt. 10 (13.03.2025):\nBestyrelsen besluttede, at den "
        "strategiske allokering skal have mindst mulig varians; forventede afkast indgår ikke i "
        "optimeringen.",
        "Referat, investeringsudvalget 06.03.2025: med mange medlemmer tæt på pension ønsker "
        "udvalget stabilitet. Minimér porteføljens varians, uanset de forventede afkast.",
        "ALM-analyse 2025, anbefaling: givet medlemmernes alder, minimér volatiliteten og læg "
        "ikke et afkastmål ind i optimeringen; the 3 pct. p.a. target is followed up, not "
        "optimised.",
        "Risikostyringsfunktionens udtalelse: hold opsparingen så stabil som muligt – vægte, der "
        "minimerer variansen. Sharpe er ikke spørgsmålet her.",
    ),
    "tracking": (
        "Investeringsretningslinjer 2025, afsnit 2 (formål): et afkast så tæt på benchmark som "
        "muligt, med mindst mulig afvigelse fra det.",
        "Bestyrelsesbeslutning, pkt. 10 (13.03.2025):\nBestyrelsen besluttede, at porteføljen "
        "skal følge benchmark med lavest mulig aktiv risiko (tracking error).",
        "Referat, investeringsudvalget 06.03.2025: investeringsafdelingen måles mod benchmark; "
        "minimér tracking error i forhold til det.",
        "ALM-analyse 2025, anbefaling: hold porteføljen så tæt på benchmark som muligt; vi "
        "foreslår vægte, der minimerer den forventede aktive risiko.",
        "Risikostyringsfunktionens udtalelse: ingen beder om alpha – hold jer tæt på benchmark, "
        "med den mindst mulige afvigelse.",
    ),
    "return": (
        "Investeringsretningslinjer 2025, afsnit 2 (formål): det højeste forventede afkast, uden "
        "risikostraf i målfunktionen – rammerne begrænser risikoen.",
        "Bestyrelsesbeslutning, pkt. 10 (13.03.2025):\nBestyrelsen besluttede, at vægtene skal "
        "give det højeste forventede afkast; risikoen styres gennem rammerne, ikke i "
        "målfunktionen.",
        "Referat, investeringsudvalget 06.03.2025: maksimér det forventede afkast inden for "
        "retningslinjernes rammer; ingen risikojustering i målfunktionen.",
        "ALM-analyse 2025, anbefaling: for de lange opsparere modellerer vi den portefølje, der "
        "har det højeste forventede afkast; rammerne begrænser risikoen.",
        "Risikostyringsfunktionens udtalelse: bestyrelsen valgte afkast. Maksimalt forventet "
        "afkast er målet, ikke Sharpe.",
    ),
}
_FOLLOW_UPS: Final = (
    "Rettelse efter bestyrelsesmødet 22.05.2025: bestyrelsen ændrede formuleringen. Den lyder "
    "nu:\n\n{new}",
    "Mette, 16:20 – se bort fra min mail fra i morges om målet. Efter en snak med formanden:"
    "\n\n{new}",
)
_ASK_FRAMES: Final = (
    "Investeringsretningslinjer 2025 – grundlag for den strategiske allokering:\n\n{ask}",
    "{ask}\n\nTilpas venligst den strategiske allokering. /Mette",
    "Investeringsaktiver 212,4 mia. kr. ultimo 2024; afkast 2024: 9,6 pct. (ÅTD 2025: 1,4 "
    "pct.).\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Strategisk allokering for markedsrenteproduktet",
    purpose="løs den strategiske allokering",
    custom_reason="no platform solver for this objective",
    custom_purpose="strategisk allokering",
    section_title="Strategisk allokering og vægte",
    description="vægtene",
)


def _one_line(kind: str, text: str) -> str:
    """A statement as a quoted line holds it: the first (one-line) wording when it spans lines."""
    return _ASKS[kind][0] if "\n" in text else text


def _amended(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """A table of the earlier objective's wording beside the new one the bestyrelse adopted."""
    return (
        "Ændring af investeringsretningslinjerne, afsnit 2\n| Hidtidig formulering | Ny "
        f"formulering |\n|---|---|\n| {_one_line(old_kind, old)} | {ask.replace(chr(10), ' ')} "
        "|\nBestyrelsen vedtog den nye formulering 22.05.2025."
    )


def _withdrawn_in_referat(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The investeringsudvalg's referat withdrawing the earlier målsætning and recommending the
    wanted one."""
    return (
        "Referat, investeringsudvalget 10.04.2025, pkt. 3 Målsætning\nDen hidtidige målsætning "
        f'("{_one_line(old_kind, old)}") blev trukket tilbage. Udvalget indstiller i stedet: '
        f"{ask.replace(chr(10), ' ')}"
    )


def _quoted_and_corrected(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """An e-mail quoting her own earlier line with ">" and correcting it."""
    return (
        "Fra: " + _CIO + "\nEmne: SV: Målsætning for allokeringen\n\n"
        f"> {_one_line(old_kind, old)}\n\nDet skrev jeg i går, men det er ikke godkendt af "
        f"bestyrelsen og gælder ikke. Det korrekte er:\n\n{ask}\n\nVh Mette"
    )


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Six structures taken with a slide (`(i + i // 6) % 6`, so each meets both modes): a
    framed request (0, 5), a "Hidtidig / Ny formulering" table (1), a referat withdrawing the
    earlier målsætning (2), an earlier message a later one replaces (3: after the
    bestyrelsesmøde or from the investeringsdirektør, by turns of two cases) and an e-mail that
    quotes and corrects itself (4)."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={1: _amended, 2: _withdrawn_in_referat, 4: _quoted_and_corrected},
        later=lambda rng, i, ask: _fill(_FOLLOW_UPS[(i // 2) % len(_FOLLOW_UPS)], new=ask),
        framed=lambda rng, i, wanted, ask: _fill(rng.choice(_ASK_FRAMES), ask=ask),
        solving=_solving,
        seed=SEED,
        tag=TAG,
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
        structure=lambda i: (i + i // 6) % 6,
    )


# --- leakage -----------------------------------------------------------------------------------

#: four rolling walk-forward folds, each trained on the eight years before its single test year
#: (Nasdaq Copenhagen is closed on nytårsaftensdag), the first tested from 02.01.2017
_WINDOWS: Final = tuple(
    WalkForwardWindow(
        train_start=train_start,
        train_end=train_end,
        test_start=test_start,
        test_end=test_end,
    )
    for train_start, train_end, test_start, test_end in (
        (date(2009, 1, 2), date(2016, 12, 30), date(2017, 1, 2), date(2017, 12, 29)),
        (date(2010, 1, 4), date(2017, 12, 29), date(2018, 1, 2), date(2018, 12, 28)),
        (date(2011, 1, 3), date(2018, 12, 28), date(2019, 1, 2), date(2019, 12, 30)),
        (date(2012, 1, 2), date(2019, 12, 30), date(2020, 1, 2), date(2020, 12, 30)),
    )
)
#: (a period reaching into the test years, the same form ending before the first test, and
#: before it where the data come out late)
_PERIODS: Final = (
    (
        "OMXC25 GI, daglige lukkekurser, 02.01.2009–29.12.2017",
        "OMXC25 GI, daglige lukkekurser, 02.01.2009–30.12.2016",
    ),
    (
        "MSCI World i DKK, månedsdata, januar 2009 – juni 2019",
        "MSCI World i DKK, månedsdata, januar 2009 – december 2016",
    ),
    (
        "Danmarks Statistiks forbrugerprisindeks, månedligt, januar 2009 – december 2018",
        "Danmarks Statistiks forbrugerprisindeks, månedligt, januar 2009 – november 2016",
    ),
    (
        "selskabets egne indbetalinger og udbetalinger, 1. kvt. 2009 – 4. kvt. 2018",
        "selskabets egne indbetalinger og udbetalinger, 1. kvt. 2009 – 3. kvt. 2016",
    ),
    (
        "Finanstilsynets diskonteringsrentekurve, ultimo hver måned, januar 2009 – december 2019",
        "Finanstilsynets diskonteringsrentekurve, ultimo hver måned, januar 2009 – december 2016",
    ),
    (
        "Nykredits OAS-spænd for konverterbare realkreditobligationer, ugentligt, 2009 t.o.m. "
        "uge 26 2018",
        "Nykredits OAS-spænd for konverterbare realkreditobligationer, ugentligt, 2009 t.o.m. "
        "uge 51 2016",
    ),
)
_ACTIONS: Final = (
    "de forventede afkast og korrelationer i ALM-analysen blev estimeret",
    "rebalanceringsbåndene blev kalibreret",
    "valutaafdækningsgraden blev optimeret",
    "modellen for ind- og udbetalinger blev estimeret",
    "faktormodellen bag tracking error blev estimeret",
)
_LEAK_FRAMES: Final = (
    "ALM-analyse 2025, afsnit 3 (forudsætninger): {action} på {period}.",
    "Risikostyringsfunktionens gennemgang (08.04.2025): {action} med {period}, og parametrene "
    "holdes derefter faste i alle fire vinduer.",
    "Intern revisions notat, bilag 2 (backtest): {action} én gang på {period}, før "
    "walk-forward-vinduerne blev kørt.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Hvert testår bruger dagens levetidsbenchmark (Finanstilsynet, 2024) bagud til 2017.",
        "Hvert testår bruger den levetidsbenchmark, Finanstilsynet havde offentliggjort, før "
        "teståret begyndte.",
    ),
    (
        "Aktieporteføljen i backtestet består af dagens OMXC25-selskaber.",
        "Aktieporteføljen i backtestet består af de selskaber, der var i OMXC25 på hver "
        "rebalanceringsdag, afnoterede selskaber medregnet.",
    ),
    (
        "Eksklusionslisten fra 2025 anvendes på alle testår.",
        "I hvert testår anvendes den eksklusionsliste, der var gældende på datoen, som "
        "bestyrelsen besluttede den dengang.",
    ),
    (
        "De unoterede investeringer værdiansættes med de reviderede værdier fra årsrapporterne, "
        "brugt fra den kvartalsultimo, de vedrører.",
        "De unoterede investeringer værdiansættes kun med de værdier, forvalterne havde "
        "indberettet på hver dato, med et kvartals forsinkelse.",
    ),
)
_LEAK_ASKS: Final = (
    "Bestyrelsen vil se en walk-forward-test over fire rullende vinduer af de nye "
    "rebalanceringsbånd, før de besluttes.",
    "Please a four-window rolling walk-forward test of the valutaafdækningspolitik for "
    "ALM-analysen 2025.",
    "Opgave til investeringsafdelingen: test den strategiske allokering walk-forward over fire "
    "rullende vinduer til risikorapporten.",
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

_COMPANY: Final = "Hammerum"
_ENTITY: Final = "ent_hammerum_industri"
#: twenty quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022, 2023, 2024))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("i 4. kvt. 2024 i forhold til 3. kvt.", (18, 19)),
    ("i 2024", (15, 19)),
    ("i 2. halvår 2024", (17, 19)),
    ("fra ultimo 2021 til ultimo 2024", (7, 19)),
    ("siden 1. kvt. 2020", (0, 19)),
    ("siden nedlukningen i 2. kvt. 2020", (1, 19)),
    ("mellem 30.06.2021 og 30.09.2023", (5, 14)),
    ("i 2023", (11, 15)),
    ("i 1. halvår 2022", (7, 9)),
    ("fra 3. kvt. 2022 til 2. kvt. 2024", (10, 17)),
    ("siden børsnoteringen i 1998", None),
    ("over de seneste ti år", None),
    ("siden finanskrisen i 2008", None),
)

#: what the claims answer: the investeringsudvalg's review of active ownership
_REQUEST: Final = TrendRequest(
    question="Til investeringsudvalgets møde 12.03.2025 (dagsordenspunkt 6, aktivt ejerskab): "
    "hvordan har {company} udviklet sig?",
    heading="### Selskabsnotat – Hammerum Industri A/S (Nasdaq Copenhagen: HAMM B), "
    "årsregnskab 2024",
    as_of="2025-02-28",
)


#: "med ca. 12 pct.", "med godt 10 pct.", "med knap 15 pct."; "" when it barely moved
_approx_pct = partial(
    _rounded_change,
    past="med godt {} pct.",
    short="med knap {} pct.",
    about="med ca. {} pct.",
)


def _by_pp(a: float, b: float) -> str:
    """A margin's move in pct.-point with a decimal comma ("med 1,4 pct.-point"); "" below
    0,3."""
    change = abs(b - a)
    return f"med {_comma(f'{change:.1f}')} pct.-point" if change >= 0.3 else ""


def _by_times(a: float, b: float) -> str:
    """A leverage ratio's move with a decimal comma ("med 0,4 gange"); "" below 0,1."""
    change = abs(b - a)
    return f"med {_comma(f'{change:.1f}')} gange" if change >= 0.1 else ""


def _by_mkr(a: float, b: float) -> str:
    """A move in mio. kr. with dot thousands and a decimal comma ("med 1.234,5 mio. kr."); ""
    below 20 mio. kr."""
    change = abs(b - a)
    if change < 20:
        return ""
    written = f"{change:,.1f}".replace(",", "_").replace(".", ",").replace("_", ".")
    return f"med {written} mio. kr."


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "DKK"
    growth: bool  # the two years' pace and compounding: for a growing line item
    #: how a year-on-year move is said of it: (above a year earlier, below a year earlier)
    year_on_year: tuple[str, str] = (
        "{s} lå over samme kvartal året før i hvert kvartal af 2024",
        "{s} lå under samme kvartal året før i hvert kvartal af 2024",
    )


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "net_sales_mdkk",
        (
            2412.5,
            2105.8,
            2288.4,
            2530.1,
            2498.7,
            2684.3,
            2751.9,
            2902.6,
            2968.4,
            3210.7,
            3305.2,
            3412.9,
            3187.6,
            3250.4,
            3198.1,
            3302.7,
            3455.8,
            3692.4,
            3741.0,
            3968.3,
        ),
        (
            "Nettoomsætningen (mio. kr.)",
            "Hammerums nettoomsætning",
            "Omsætningen",
        ),
        (
            ("{s} steg {m}", rose),
            ("{s} faldt {m}", fell),
            ("{s} steg i hvert eneste kvartal", rose_every_quarter),
            ("{s} faldt ikke", held_up),
            ("{s} gik aldrig tilbage fra et kvartal til det næste", never_fell),
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
            10.9,
            11.6,
            12.2,
            12.8,
            11.4,
            10.2,
            9.6,
            10.8,
            9.1,
            9.7,
            10.3,
            11.2,
            11.8,
            12.4,
            12.1,
            13.0,
        ),
        (
            "EBIT-marginen",
            "Hammerums EBIT-margin",
            "Overskudsgraden (EBIT i pct. af omsætningen)",
        ),
        (
            ("{s} steg {m}", rose),
            ("{s} faldt {m}", fell),
            ("{s} faldt aldrig fra et kvartal til det næste", never_fell),
            ("{s} blev ikke lavere", held_up),
            ("{s} blev ikke højere", held_down),
        ),
        _by_pp,
        False,
        (
            "{s} var højere end i samme kvartal 2023 i alle fire kvartaler af 2024",
            "{s} var lavere end i samme kvartal 2023 i alle fire kvartaler af 2024",
        ),
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt_to_ebitda",
        (
            1.6,
            2.2,
            2.0,
            1.8,
            1.7,
            1.5,
            1.4,
            1.3,
            1.5,
            1.9,
            2.1,
            2.0,
            2.4,
            2.3,
            2.1,
            1.9,
            1.8,
            1.6,
            1.6,
            1.4,
        ),
        (
            "NIBD/EBITDA",
            "Hammerums gearing (nettorentebærende gæld i forhold til EBITDA)",
            "Gearingen",
        ),
        (
            ("{s} faldt {m}", fell),
            ("{s} steg {m}", rose),
            ("{s} steg ikke", held_down),
            ("{s} steg aldrig fra et kvartal til det næste", never_rose),
            ("{s} faldt i hvert kvartal", fell_every_quarter),
        ),
        _by_times,
        False,
        (
            "{s} lå over niveauet et år tidligere ved hvert kvartalsskifte i 2024",
            "{s} lå under niveauet et år tidligere ved hvert kvartalsskifte i 2024",
        ),
    ),
    _Trend(
        "fundamentals.quarters",
        "order_intake_mdkk",
        (
            2350.0,
            1980.4,
            2410.6,
            2655.2,
            2720.8,
            2955.1,
            3012.4,
            3188.7,
            3390.5,
            3512.8,
            3320.6,
            3105.9,
            3044.2,
            3320.7,
            3498.6,
            3765.4,
            4102.3,
            4288.9,
            4310.5,
            4620.8,
        ),
        (
            "Ordreindgangen",
            "Hammerums ordreindgang",
            "Ordreindgangen (mio. kr.)",
        ),
        (
            ("{s} steg {m}", rose),
            ("{s} faldt {m}", fell),
            ("{s} faldt ikke", held_up),
            ("{s} steg ikke", held_down),
            ("{s} steg i hvert eneste kvartal", rose_every_quarter),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "net_income_mdkk",
        (
            152.4,
            -38.7,
            118.2,
            176.5,
            189.3,
            214.8,
            236.1,
            251.7,
            221.4,
            198.6,
            -412.9,
            164.3,
            142.8,
            161.2,
            178.4,
            203.5,
            236.9,
            271.4,
            268.2,
            312.6,
        ),
        (
            "Resultatet efter skat",
            "Hammerums nettoresultat",
            "Bundlinjen (resultat efter skat)",
        ),
        (
            ("{s} blev forbedret {m}", rose),
            ("{s} blev forringet {m}", fell),
            ("{s} blev ikke forringet", held_up),
            ("{s} blev ikke forbedret", held_down),
            ("{s} faldt aldrig fra et kvartal til det næste", never_fell),
        ),
        _by_mkr,
        False,
    ),
)


_year_specials = partial(
    _growth_specials,
    faster="{s} voksede hurtigere i 2024 end i 2023",
    slower="{s} voksede langsommere i 2024 end i 2023",
    grew="{s} voksede med en tocifret årlig vækstrate (CAGR) fra 4. kvt. 2022 til 4. kvt. 2024",
    shrank="{s} faldt med en tocifret årlig rate (CAGR) fra 4. kvt. 2022 til 4. kvt. 2024",
    end=19,
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) pairs over the whole series, each computed from it: for a
    growing item 2024's pace against 2023's and the two-year compound rate, then year over year
    in each quarter of 2024. Pairs too close to call are left out."""
    up_all, down_all = trend.year_on_year
    return _year_specials(trend, up_all=up_all, down_all=down_all)


_CLAIM_FRAMES: Final = (
    "Risikorapport 4. kvt. 2024, bilag 4 (største danske aktiebeholdninger; beholdning {beh}, "
    "ejerandel {andel}): {claim} [1].",
    "Referat, investeringsudvalget 12.03.2025, pkt. 6 Aktivt ejerskab: {claim} [1]. Med en "
    "beholdning på {beh} stemmer vi for udbyttet på 7,50 kr. pr. aktie.",
    "{Claim} [1] – kommentar fra " + _MANAGER + ' (porteføljeforvalter): "we remain '
    'overweight". Vores ejerandel ({andel}) ændres ikke.',
    "| Selskab | Beholdning | Ejerandel | Bemærkning |\n|---|---|---|---|\n| Hammerum Industri "
    "A/S, HAMM B | {beh} | {andel} | {Claim} [1] |",
    "Årsrapport 2024, afsnit om ansvarlige investeringer (udkast): {claim} [1]. Selskabet er "
    "ikke på eksklusionslisten (ejerandel {andel}, beholdning {beh}).",
)

_BEHOLDNINGER: Final = ("1.234,5 mio. kr.", "842,0 mio. kr.", "2,1 mia. kr.")
_ANDELE: Final = ("3,4 pct. af aktiekapitalen", "2,9 pct.", "4,1 pct. af stemmerne")


def _holding(rng: random.Random) -> dict[str, str]:
    """The company's beholdning in Hammerum and its ejerandel, drawn for each claim's frame."""
    return {"beh": rng.choice(_BEHOLDNINGER), "andel": rng.choice(_ANDELE)}


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
        left_out=lambda h, w, c: h.startswith("i 4. kvt. 2024") and "kvartal" in c,
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
    """Batch ZZZY: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
