"""Held-out batch ZZZZA: every flaw kind again, in the voice of a Polish pension fund manager:
Bursztyn Powszechne Towarzystwo Emerytalne S.A. (Bursztyn PTE; fictional), managing Bursztyn
Otwarty Fundusz Emerytalny (Bursztyn OFE, some 12,4 mld zł of aktywa netto na koniec 2024 r.) and,
through its sister Bursztyn TFI S.A., the PPK fund family Bursztyn PPK SFIO (fundusze zdefiniowanej
daty, Bursztyn PPK 2025 to 2065), supervised by the Komisja Nadzoru Finansowego (KNF) under the
ustawa o organizacji i funkcjonowaniu funduszy emerytalnych and the ustawa o pracowniczych planach
kapitałowych. Its people and papers, written in Polish with the English terms Polish investment
staff really use (a benchmark, a tracking error, a rebalancing, a backtest; an external manager's
English Investment Guidelines): the zarząd (prezes zarządu Tomasz Wierzbicki), the rada nadzorcza
(przewodniczący prof. Andrzej Malinowski) and its komitet inwestycyjny (przewodnicząca Ewa
Zawadzka), their protokoły, porządki obrad and uchwały (uchwała nr 14/2025; przyjęta, zatwierdzona,
podjęta jednogłośnie; odrzucona, wycofana, odroczona, zdjęta z porządku obrad); the dyrektor
inwestycyjny (Agnieszka Kołodziej) and the zarządzający (Michał Sadowski) with their e-maile and
Teams messages; the polityka inwestycyjna and the statut funduszu with their limity inwestycyjne,
dopuszczalne przedziały around a benchmark and its wagi strategiczne; the Departament Zarządzania
Ryzykiem (dyrektor Paweł Nowicki) and its raport ryzyka ("Wartość / Limit / Wykorzystanie
limitu"); the depozytariusz's (Bank Pomorski S.A.) arkusz limitów; KNF's pismo and zalecenie
(znak DNE-WNE.4020.17.2025); an Investment Management Agreement with a London manager (Northgate
Asset Management Ltd) whose Schedule 3, the Investment Guidelines, is in English with English
figures ("30%", "200 bps", "1.5x"); the analiza ALM 2025, the sprawozdanie finansowe and the
sprawozdanie z realizacji polityki zaangażowania. Its number forms are Polish: a decimal comma and
space thousands ("1 234,5 mln zł", "12,4 mld zł"), "proc.", "procent" and "%", "pkt proc.", "pb"
and "punktów bazowych", "x" and "raza"/"razy", dates as "31.12.2024 r." and "31 grudnia 2024 r.",
"na koniec 2024 r.", "I kw. 2025 r.", "II półrocze", "od początku roku", "w skali roku", "r/r",
and numbers in words in protokoły with Polish case inflection - the nominative where a limit
"wynosi" ("dwadzieścia cztery procent", "czterdzieści spółek"), the genitive after "na poziomie"
and after a negated verb ("dwustu punktów bazowych", "czterdziestu spółek", "dwudziestu dni
sesyjnych", "półtorakrotności").

Batch ZZZZA is built like ZZZX and ZZZY - phrase-level parts, a seeded generator, the truth kept by
the generator and never read from the text - and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, its invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, subjects, trend series
and the claims it makes of them are its own. It was written blind: only ZZZX and ZZZY (read for
shape, with their tests), `reviews_heldout_shared`, `reviews_heldout_truths`,
`reviews_heldout_forms` (`WrittenForms`, which the shared module imports), the `HeldOutCase` /
`TrendRequest` / `trend_claim_twins` part of `reviews_heldout`, the tests' `heldout_checks` and the
contract models and id checks of `libs/contracts` (constraint units, windows, id bodies) were read
for it; no rule, reviewer, reviewer or validator test, validator, benchmark result, benchmark
document or other batch was read, and it was not run against the reviewers or the validator before
its first recorded run.

It takes the shared loops' opt-in options its register needs, set apart from ZZZX's and ZZZY's where
the loops allow: nine subjects, five caps (aktywa zagraniczne, aktywa nienotowane, a single emitent,
the niezabezpieczona ekspozycja walutowa and the tracking error in pb) and four floors (the papiery
skarbowe as a share, a count of spółki, the płynność in dni sesyjne and a MULTIPLE, the pokrycie
prognozowanych wypłat by liquid assets, "1,5x"), so five units where ZZZX and ZZZY wrote four;
limits in words one style in three (the default `words_every`), in the case the sentence governs;
the misquote loop pairing them by a pairing of its own (`pair=4 * (i % 5) + i // 5`: each structure
meets five consecutive subjects, the runs four apart, all nine misquoted), a proposal odrzucona (3
głosy za, 4 przeciw), wycofana, odroczona or zdjęta z porządku obrad in one structure; the invented
limit's answer in SIX forms taken with a slide (`i + i // 6`, so each form meets both modes): the
komitet inwestycyjny's protokół with the limit in words in the genitive, the dyrektor inwestycyjny's
e-mail and the raport ryzyka's table with a decoy "Wartość" and "Wykorzystanie limitu" (chat
answers), the depozytariusz's arkusz limitów AFTER the request (`template_inputs`, "wartość_limitu =
0,3200", four decimals with a decimal comma), the polityka inwestycyjna's § given BEFORE the request
and the manager's English Investment Guidelines AFTER it, both as a `mandate` cited as a clause; the
other-terms mandate on the strategy cases with `(i // 2) % 2 == 0` (`other_at=0`); breaches in SIX
shapes (`shape=i % 6`, each in both modes) at 1.25 of a cap and 0.75 of a floor, uncited twins at
0.85 of a cap and 1.25 of a floor, the clause cited but in the third run of six cases (`(i // 6) % 4
!= 2`), one shape a KNF zalecenie (its words in the genitive a negated verb governs), one the
English schedule and one a § of the statut under a key path whose keys hold dots and spaces
("statut_funduszu.§ 12.ust. 3"); latitude bands over caps AND floors (`floors=True`) whose low end
is five eighths of their top (`low_ratio=0.625`, so whole spółki and dni sesyjne in and out of the
band), each granted case assuming a quarter of the way up the band (`assumed_value`), refused at `i
% 6` in (2, 5) (a cap fixed at the band's low end, a floor at its top), placed in four shapes three
cases at a time (`(i // 3) % 4`), the refusals odrzucona, odroczona, wycofana and zdjęta z porządku
obrad; objectives in five structures taken with a slide (`structure=(i + 2 * (i // 5)) % 5`, so each
in both modes) and the wanted objective held for two cases (`turn=i // 2`, so each objective is
wanted in both modes), three structures withdrawing an earlier wording in the same text (a
"Dotychczasowe brzmienie / Nowe brzmienie" table, a protokół in which the uchwała with the earlier
wording is wycofana, and the polityka's draft in track changes, "[usunięto: …] [dodano: …]");
leakage over FIVE EXPANDING (anchored) walk-forward folds, all trained from 04.01.2010 and each
tested on one year, the first from 04.01.2016, the whole sentence at every third case from the first
(`sentence_at=0`), placed in the evidence's description first; and a trend request of its own (the
komitet inwestycyjny's point on the ZWZ of a held company, its heading, an as-of date after the
annual report) over SIXTEEN quarters (I kw. 2021 - IV kw. 2024) comparing 2024 with 2023 (`end=15`),
a double-digit compound FALL claimed as well as a rise (`shrinking=True`, of the company's dług
netto), special pairs taken every third case in order (`special_step=3`), extra frame parts drawn
per claim (`frame_parts`: the wartość pakietu and the udział w głosach), a signed series (zysk
netto, losses through the 2022 cost inflation); its claims are written in Polish, each trend's verbs
agreeing with its subjects' gender and number.

Decoy numbers (no truth depends on them): the OFE's aktywa netto (12,4 mld zł) and the PPK
family's (3 456,7 mln zł), the 2024 stopa zwrotu (8,7 proc.) and od początku roku (1,9 proc.),
the wpłaty do PPK in I kw. 2025 r. (412,3 mln zł), the suwak's wypłaty transferowe (214,8 mln zł),
the NBP's stopa referencyjna (5,75%) and its cut of 50 pb, the 600 mln zł commitment to a fundusz
infrastrukturalny, KNF's znak and its 30-day deadline, uchwała, protokół, § and punkt numbers,
votes (3 głosy za, 4 przeciw), the raport ryzyka's "Wartość" and "Wykorzystanie limitu" beside a
limit, other limits beside it in a załącznik (the duration of 3-7 lat, rating co najmniej BBB-), the
OFE median (KNF's dane) and the analiza ALM's unconstrained portfolio quoted for comparison, the
VaR (99 proc., 10 dni), the wartość pakietu and udział w głosach in the watched company, and its
dywidenda (2,40 zł na akcję). Its parts:

* limits as the PTE's people state them: aktywa zagraniczne (a cap: "32 proc.", "32% wartości
  aktywów", "32 procent", "32,0% aktywów funduszu", "trzydzieści dwa procent"), aktywa nienotowane
  ("8 proc.", "8% aktywów netto", "8 procent wartości aktywów"), a single emitent ("6 proc.", "6,0%
  na jednego emitenta", "6 procent portfela"), the niezabezpieczona ekspozycja walutowa ("20
  proc.", "20% po zabezpieczeniu", "20 procent aktywów"), the tracking error (a cap in pb: "200
  pb", "200 punktów bazowych", "2% w skali roku", "dwieście punktów bazowych"), papiery skarbowe
  (a floor: "30 proc.", "30% aktywów netto", "30 procent"), spółki in the portfel akcyjny (a floor,
  a count: "40 spółek", "40 emitentów", "40 pozycji"), the płynność (a floor in days: "20 dni
  sesyjnych", "20 dni roboczych", "20 sesji") and the pokrycie wypłat (a floor, a multiple: "1,5x",
  "1,5 raza", "1,50x", "półtorakrotność"); in the English schedule "30%", "200 bps", "40
  companies", "20 business days", "1.5x";
* requests (the dyrektor inwestycyjny's e-mail, the komitet inwestycyjny's porządek obrad, a Teams
  message, a notatka służbowa, the Departament Zarządzania Ryzykiem's lista zadań and a KNF pismo)
  deferring the limit to a rada nadzorcza not yet held, a projekt uchwały zdjęty z porządku obrad
  or wycofany, a draft reading "[do ustalenia przez radę nadzorczą]", the Departament Ryzyka's
  opinia not yet given or KNF's answer not yet received;
* provenance misquoting its source: the polityka of 14.12.2023 r. or its projekt; a uchwała
  odrzucona (3 głosy za, 4 przeciw), a wniosek wycofany, a decision odroczona or a projekt zdjęty
  z porządku obrad; the raport ryzyka's wartość (prose, or a "Pozycja / Wartość na 31.03.2025 r. /
  Limit / Wykorzystanie limitu" table); another limit beside it in the polityka's załącznik nr 1;
  the OFE median (KNF) or the analiza ALM's unconstrained portfolio, quoted for comparison;
* mandates as the polityka inwestycyjna's limity as records in the mandate's fields
  (`polityka_inwestycyjna_2025.limity_inwestycyjne[2].tresc`), a KNF zalecenie as a message, the
  IMA's English Schedule 3 as a message, the rada nadzorcza's uchwały as records in the mandate's
  fields (`protokol_rn_13_03_2025.uchwaly[1].tresc`), the statut's § 12 as fields keyed the way a
  lawyer numbers them (`statut_funduszu.§ 12.ust. 3`) and the zarząd's uchwała upoważniająca the
  dyrektor inwestycyjny as a message;
* * latitude granted as the polityka's rozdział 6 (a dopuszczalny przedział around a waga
  strategiczna), a "Limit / Waga strategiczna / Dopuszczalny przedział / Decyzja" table, a uchwała
  of the rada nadzorcza, a sentence of the komitet inwestycyjny's regulamin and the manager's
  English wording; refused as a uchwała odrzucona (the level fixed), a decision odroczona, a wniosek
  wycofany and a projekt zdjęty z porządku obrad, each twin the same text granting it; placed in the
  polityka (fields), its załącznik nr 3 (a message), the regulamin komitetu inwestycyjnego (fields)
  and the przewodniczący rady nadzorczej's e-mail (a message);
* objectives as the polityka's rozdział 2 (cel inwestycyjny), a uchwała of the rada nadzorcza,
  the komitet inwestycyjny's protokół, the analiza ALM's rekomendacja and the Departament Ryzyka's
  opinia, some saying what is not the aim ("nie tracking error względem benchmarku", "nie Sharpe")
  and some beside the 3 proc. real return target, which is monitored and not optimised; an earlier
  wording withdrawn in a table, a protokół or a draft in track changes, or replaced by a later
  sprostowanie after the rada nadzorcza or from the dyrektor inwestycyjny;
* leakage as the analiza ALM, the Departament Ryzyka's przegląd and the audyt wewnętrzny write it:
  expected returns and correlations, rebalancing bands, the stopień zabezpieczenia walutowego, a
  model of wpłaty and wypłaty transferowe and a tracking-error factor model fitted on periods
  reaching into the test years (WIG, MSCI ACWI w PLN, GUS's CPI, the fund's own flows, the
  BondSpot fixing curve, Catalyst spreads), and whole sentences (today's GUS tablice trwania życia
  applied back, today's WIG20, the 2025 lista wyłączeń in every year, audited wyceny of the
  nienotowane used before they came); each clean twin in the same form, ending before the first
  test date, and where the data come out late, ending where they were out before it;
* trend claims on Nadwiślańska Grupa Budowlana S.A. (GPW: NGB; a fictional Warsaw general
  contractor the OFE holds) - five series, so that each meets the special pairs: przychody (mln
  zł, seasonal, faster in 2024), marża EBITDA (moves in pkt proc.), portfel zamówień (mln zł, a
  double-digit compound rise), dług netto (mln zł, a double-digit compound fall; lower is better)
  and zysk netto (signed, mln zł)
  over sixteen quarters (I kw. 2021 - IV kw. 2024: the 2022 cost inflation on fixed-price
  contracts, the recovery), as the raport ryzyka's załącznik, the komitet inwestycyjny's protokół,
  the zarządzający's comment (the claim first), a "Spółka / Wartość pakietu / Udział w głosach /
  Komentarz" table and the sprawozdanie z polityki zaangażowania's draft; horizons covered by the
  series against uncovered ones ("od debiutu na GPW w 2007 r."). Whether a claim holds is
  computed from the series: true, false, or too close to call (never used).

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

SEED: Final = 20270174
KINDS: Final = ALL_KINDS
TAG: Final = "zzzza"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzapt0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzapt1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzapt2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzapt3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzapt5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzaptd"

_PTE: Final = "Bursztyn PTE S.A."
_OFE: Final = "Bursztyn OFE"
_CIO: Final = "Agnieszka Kołodziej"
_MANAGER: Final = "Northgate Asset Management Ltd"


# --- numbers as a Polish PTE's departament inwestycyjny and departament ryzyka write them -------


def _comma(text: str) -> str:
    """A number written with a decimal comma ("12.5" → "12,5")."""
    return text.replace(".", ",")


def _pct(value: float) -> str:
    """A share in percent with a decimal comma: "30", "7,5", "19,5"."""
    return _comma(_g(value * 100))


def _pct1(value: float) -> str:
    """A share in percent with one decimal where that is exact ("30,0", "7,5"), else in full
    ("3,75"): the polityka's tables always show a decimal."""
    p = round(value * 100, 6)
    return _comma(f"{p:.1f}" if abs(round(p, 1) - p) < 1e-9 else _g(p))


#: numbers in words, (nominative/accusative, genitive), as protokoły write some limits
_NUMBERS: Final[dict[float, tuple[str, str]]] = {
    4.0: ("cztery", "czterech"),
    6.0: ("sześć", "sześciu"),
    8.0: ("osiem", "ośmiu"),
    12.0: ("dwanaście", "dwunastu"),
    16.0: ("szesnaście", "szesnastu"),
    20.0: ("dwadzieścia", "dwudziestu"),
    24.0: ("dwadzieścia cztery", "dwudziestu czterech"),
    30.0: ("trzydzieści", "trzydziestu"),
    32.0: ("trzydzieści dwa", "trzydziestu dwóch"),
    40.0: ("czterdzieści", "czterdziestu"),
    60.0: ("sześćdziesiąt", "sześćdziesięciu"),
    80.0: ("osiemdziesiąt", "osiemdziesięciu"),
    160.0: ("sto sześćdziesiąt", "stu sześćdziesięciu"),
    200.0: ("dwieście", "dwustu"),
    240.0: ("dwieście czterdzieści", "dwustu czterdziestu"),
}
#: multiples in words, (nominative/accusative, genitive)
_MULTIPLES: Final[dict[float, tuple[str, str]]] = {
    1.5: ("półtorakrotność", "półtorakrotności"),
    2.0: ("dwukrotność", "dwukrotności"),
}


def _words(number: float, tail: str) -> dict[str, str]:
    """The number in words with its `tail` ("procent", "spółek"), nominative under "w" and
    genitive under "wg", when the protokoły have a word for it; none otherwise. The tail after a
    numeral of five and more is a genitive plural in both cases ("czterdzieści spółek",
    "czterdziestu spółek"), and "procent" does not inflect."""
    said = _NUMBERS.get(round(number, 6))
    if said is None:
        return {}
    nom, gen = said
    return {"w": f"{nom} {tail}", "wg": f"{gen} {tail}"}


def _foreign_forms(value: float) -> dict[str, str]:
    """Aktywa zagraniczne: "32 proc.", "32% wartości aktywów", "32 procent", "32,0% aktywów
    funduszu", "trzydzieści dwa procent"."""
    return {
        "pc": f"{_pct(value)} proc.",
        "pw": f"{_pct(value)}% wartości aktywów",
        "pr": f"{_pct(value)} procent",
        "p1": f"{_pct1(value)}% aktywów funduszu",
        **_words(value * 100, "procent"),
    }


def _unlisted_forms(value: float) -> dict[str, str]:
    """Aktywa nienotowane: "8 proc.", "8% aktywów netto", "8 procent wartości aktywów", "8,0% w
    aktywach niepublicznych", "osiem procent"."""
    return {
        "pc": f"{_pct(value)} proc.",
        "an": f"{_pct(value)}% aktywów netto",
        "pw": f"{_pct(value)} procent wartości aktywów",
        "p1": f"{_pct1(value)}% w aktywach niepublicznych",
        **_words(value * 100, "procent"),
    }


def _issuer_forms(value: float) -> dict[str, str]:
    """Jeden emitent: "6 proc.", "6,0% na jednego emitenta", "6 procent portfela", "sześć
    procent"."""
    return {
        "pc": f"{_pct(value)} proc.",
        "je": f"{_pct1(value)}% na jednego emitenta",
        "pp": f"{_pct(value)} procent portfela",
        **_words(value * 100, "procent"),
    }


def _fx_forms(value: float) -> dict[str, str]:
    """Niezabezpieczona ekspozycja walutowa: "20 proc.", "20% po zabezpieczeniu", "20 procent
    aktywów", "20,0% ekspozycji netto", "dwadzieścia procent"."""
    return {
        "pc": f"{_pct(value)} proc.",
        "pz": f"{_pct(value)}% po zabezpieczeniu",
        "pa": f"{_pct(value)} procent aktywów",
        "p1": f"{_pct1(value)}% ekspozycji netto",
        **_words(value * 100, "procent"),
    }


def _treasury_forms(value: float) -> dict[str, str]:
    """Papiery skarbowe: "30 proc.", "30% aktywów netto", "30 procent", "30,0% wartości
    aktywów", "trzydzieści procent"."""
    return {
        "pc": f"{_pct(value)} proc.",
        "an": f"{_pct(value)}% aktywów netto",
        "pr": f"{_pct(value)} procent",
        "p1": f"{_pct1(value)}% wartości aktywów",
        **_words(value * 100, "procent"),
    }


def _te_forms(value: float) -> dict[str, str]:
    """The tracking error in basis points: "200 pb", "200 punktów bazowych", "2% w skali roku",
    "dwieście punktów bazowych"."""
    return {
        "pb": f"{_comma(_g(value))} pb",
        "bz": f"{_comma(_g(value))} punktów bazowych",
        "sr": f"{_comma(_g(value / 100))}% w skali roku",
        **_words(value, "punktów bazowych"),
    }


def _names_forms(value: float) -> dict[str, str]:
    """Spółki in the portfel akcyjny: "40 spółek", "40 emitentów", "40 pozycji", "czterdzieści
    spółek"."""
    n = _g(value)
    return {
        "s": f"{n} spółek",
        "e": f"{n} emitentów",
        "p": f"{n} pozycji",
        **_words(value, "spółek"),
    }


def _days_forms(value: float) -> dict[str, str]:
    """The płynność in days: "20 dni sesyjnych", "20 dni roboczych", "20 sesji", "dwadzieścia dni
    sesyjnych"."""
    n = _comma(_g(value))
    return {
        "ds": f"{n} dni sesyjnych",
        "dr": f"{n} dni roboczych",
        "ss": f"{n} sesji",
        **_words(value, "dni sesyjnych"),
    }


def _cover_forms(value: float) -> dict[str, str]:
    """The pokrycie wypłat, a multiple: "1,5x", "1,5 raza" ("2 razy" for a whole number),
    "1,50x", "półtorakrotność"."""
    n = _comma(_g(value))
    times = "razy" if float(value).is_integer() else "raza"
    forms = {"x": f"{n}x", "r": f"{n} {times}", "x2": _comma(f"{value:.2f}") + "x"}
    said = _MULTIPLES.get(round(value, 6))
    if said is not None:
        forms |= {"w": said[0], "wg": said[1]}
    return forms


def _one_stop(text: str) -> str:
    """`text` with the full stop a sentence adds after an abbreviation ("20 proc." + ".", "2024
    r." + ".") not doubled, as Polish writes it."""
    return text.replace("..", ".")


def _english_share(value: float) -> str:
    return f"{_g(value * 100)}%"


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how the PTE's people name it (nominative `nouns`, and
    the genitive `gens` of each), its id in the depozytariusz's arkusz, the values it takes, its
    written forms, how the manager's English schedule writes it ({v} in `english`) and whether it
    is a floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    gens: tuple[str, ...]
    key: str
    unit: str | None
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    english: Callable[[float], str]
    noun_en: str
    floor: bool = False

    def say(self, value: float, style: int, case: str | None = None) -> str:
        """`value` as `render` writes it, its words (one style in `words_every`) in the
        grammatical `case` the sentence governs ("nom" or "gen"; None: figures only)."""
        forms = self.forms(value)
        if case is not None and style % self.words_every == 0 and "w" in forms:
            return forms["w"] if case == "nom" else forms["wg"]
        return self.render(value, style)

    def named(self, rng: random.Random) -> tuple[str, str]:
        """A name drawn: (nominative, genitive)."""
        k = rng.randrange(len(self.nouns))
        return self.nouns[k], self.gens[k]


_FOREIGN: Final = _Subject(
    ("max_foreign_assets_share", "limitAktywowZagranicznych"),
    (
        "aktywa zagraniczne",
        "lokaty poza granicami Polski",
        "ekspozycja na rynki zagraniczne (akcje i obligacje)",
    ),
    (
        "aktywów zagranicznych",
        "lokat poza granicami Polski",
        "ekspozycji na rynki zagraniczne (akcje i obligacje)",
    ),
    "L-ZAGR-MAX",
    "fraction",
    (0.24, 0.32, 0.4),
    _foreign_forms,
    _english_share,
    "Assets invested outside Poland",
)
_UNLISTED: Final = _Subject(
    ("max_unlisted_share", "limitNienotowanych"),
    (
        "aktywa nienotowane (private equity, infrastruktura)",
        "akcje nienotowane i instrumenty niepubliczne",
        "lokaty niepubliczne",
    ),
    (
        "aktywów nienotowanych (private equity, infrastruktura)",
        "akcji nienotowanych i instrumentów niepublicznych",
        "lokat niepublicznych",
    ),
    "L-NIENOT-MAX",
    "fraction",
    (0.04, 0.08, 0.12),
    _unlisted_forms,
    _english_share,
    "Unlisted investments (private equity, infrastructure)",
)
_ISSUER: Final = _Subject(
    ("max_single_issuer_share", "limitJednegoEmitenta"),
    (
        "zaangażowanie w jednego emitenta (poza Skarbem Państwa)",
        "koncentracja na pojedynczym emitencie",
        "ekspozycja na jedną grupę kapitałową",
    ),
    (
        "zaangażowania w jednego emitenta (poza Skarbem Państwa)",
        "koncentracji na pojedynczym emitencie",
        "ekspozycji na jedną grupę kapitałową",
    ),
    "L-EMIT-MAX",
    "fraction",
    (0.04, 0.06, 0.08),
    _issuer_forms,
    _english_share,
    "Exposure to any single non-government issuer",
)
_FX: Final = _Subject(
    ("max_unhedged_currency", "limitWalutowyNiezabezpieczony"),
    (
        "niezabezpieczona ekspozycja walutowa",
        "otwarta pozycja walutowa po hedgingu",
        "ryzyko walutowe (poza PLN)",
    ),
    (
        "niezabezpieczonej ekspozycji walutowej",
        "otwartej pozycji walutowej po hedgingu",
        "ryzyka walutowego (poza PLN)",
    ),
    "L-WAL-MAX",
    "fraction",
    (0.16, 0.2, 0.24),
    _fx_forms,
    _english_share,
    "Unhedged currency exposure (ex PLN)",
)
_TE: Final = _Subject(
    ("max_tracking_error_bps", "limitTrackingError"),
    (
        "tracking error ex ante części akcyjnej",
        "ryzyko aktywne względem benchmarku (tracking error)",
        "budżet TE mandatu akcji zagranicznych",
    ),
    (
        "tracking error ex ante części akcyjnej",
        "ryzyka aktywnego względem benchmarku (tracking error)",
        "budżetu TE mandatu akcji zagranicznych",
    ),
    "L-TE-MAX",
    "bps",
    (160.0, 200.0, 240.0),
    _te_forms,
    lambda v: f"{_g(v)} bps",
    "Ex ante tracking error against the benchmark",
)
_TREASURY: Final = _Subject(
    ("min_treasury_share", "limitSkarbowychMin"),
    (
        "papiery skarbowe i gwarantowane przez Skarb Państwa",
        "obligacje skarbowe (część dłużna)",
        "bezpieczna część portfela (SPW i obligacje BGK)",
    ),
    (
        "papierów skarbowych i gwarantowanych przez Skarb Państwa",
        "obligacji skarbowych (część dłużna)",
        "bezpiecznej części portfela (SPW i obligacje BGK)",
    ),
    "L-SKARB-MIN",
    "fraction",
    (0.2, 0.3, 0.4),
    _treasury_forms,
    _english_share,
    "Polish government and government-guaranteed bonds",
    floor=True,
)
_NAMES: Final = _Subject(
    ("min_holdings_equity", "liczbaSpolekMin"),
    (
        "liczba spółek w portfelu akcyjnym",
        "dywersyfikacja części akcyjnej (liczba spółek)",
        "liczba emitentów w mandacie akcji polskich",
    ),
    (
        "liczby spółek w portfelu akcyjnym",
        "dywersyfikacji części akcyjnej (liczba spółek)",
        "liczby emitentów w mandacie akcji polskich",
    ),
    "L-SPOLKI-MIN",
    "count",
    (40.0, 60.0, 80.0),
    _names_forms,
    lambda v: f"{_g(v)} companies",
    "Number of companies held",
    floor=True,
)
_LIQUIDITY: Final = _Subject(
    ("min_liquidity_days", "horyzontPlynnosciMin"),
    (
        "bufor płynności na wypłaty i depozyty zabezpieczające",
        "horyzont płynności (w dniach sesyjnych)",
        "poduszka gotówkowa na margin calle",
    ),
    (
        "bufora płynności na wypłaty i depozyty zabezpieczające",
        "horyzontu płynności (w dniach sesyjnych)",
        "poduszki gotówkowej na margin calle",
    ),
    "L-PLYN-MIN",
    "days",
    (20.0, 40.0, 60.0),
    _days_forms,
    lambda v: f"{_g(v)} business days",
    "Liquidity buffer for outflows and margin calls",
    floor=True,
)
_COVER: Final = _Subject(
    ("min_outflow_coverage", "pokrycieWyplatMin"),
    (
        "pokrycie prognozowanych wypłat aktywami płynnymi",
        "wskaźnik pokrycia wypłat (aktywa płynne / wypłaty w horyzoncie 3 miesięcy)",
        "pokrycie suwaka i wypłat transferowych",
    ),
    (
        "pokrycia prognozowanych wypłat aktywami płynnymi",
        "wskaźnika pokrycia wypłat (aktywa płynne / wypłaty w horyzoncie 3 miesięcy)",
        "pokrycia suwaka i wypłat transferowych",
    ),
    "L-POKR-MIN",
    "multiple",
    (1.2, 1.5, 2.0),
    _cover_forms,
    lambda v: f"{_g(v)}x",
    "Coverage of projected outflows by liquid assets",
    floor=True,
)
#: nine limits, four of them floors (one a count, one in days, one a multiple); the misquote loop
#: puts each of its five structures with five consecutive ones, the runs four apart
_SUBJECTS: Final = (
    _FOREIGN,
    _UNLISTED,
    _ISSUER,
    _FX,
    _TE,
    _TREASURY,
    _NAMES,
    _LIQUIDITY,
    _COVER,
)

_RATIONALES: Final = (
    "tyle było w polityce inwestycyjnej z 14.12.2023 r.",
    "mniej więcej mediana OFE według danych KNF",
    "wartość robocza, dopóki rada nadzorcza nie podejmie uchwały",
    "to, co wynika ze scenariusza bazowego analizy ALM",
    "zwykły bufor, który trzymamy poniżej limitu",
    "poziom z projektu nowej polityki inwestycyjnej",
)

#: where a breach's or a latitude band's value lies, as multiples of the limit
_CAP_BREACH: Final = 1.25
_FLOOR_BREACH: Final = 0.75


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Alokacja strategiczna Bursztyn OFE (część dłużna: obligacje skarbowe, komunalne i "
    "korporacyjne, lokaty bankowe; część udziałowa: akcje polskie i zagraniczne; aktywa "
    "nienotowane) within the polityka inwestycyjna and its limity inwestycyjne",
    "najwyższa stopa zwrotu skorygowana o ryzyko dla członków funduszu w granicach polityki "
    "inwestycyjnej",
    "wyznacz alokację strategiczną",
    "the solved wagi i ich ryzyko",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_RATIONALE: Final = "zgodnie z polityką inwestycyjną zatwierdzoną przez radę nadzorczą"
_cite = partial(_cite_as, _RATIONALE)
_clause_cite = partial(_clause_cite_as, _RATIONALE)
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _sign(s: _Subject) -> str:
    return "co najmniej" if s.floor else "maksymalnie"


def _bound(s: _Subject) -> str:
    return "limit minimalny" if s.floor else "limit maksymalny"


def _short(s: _Subject) -> str:
    return "min." if s.floor else "maks."


def _sign_en(s: _Subject) -> str:
    return "not less than" if s.floor else "not more than"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "zrebalansować portfel OFE – aktywa netto na koniec 2024 r. to 12,4 mld zł",
    "przygotować część portfelową raportu ryzyka za I kw. 2025 r.",
    "ująć w alokacji strategicznej zobowiązanie 600 mln zł wobec funduszu infrastrukturalnego",
    "przeliczyć scenariusze ALM po obniżce stóp przez RPP o 50 pb (stopa referencyjna 5,75%)",
    "zabezpieczyć płynność na wypłaty transferowe z suwaka, ok. 214,8 mln zł w I kw. 2025 r.",
    "rozlokować wpłaty do PPK z I kw. 2025 r. (412,3 mln zł) w funduszach zdefiniowanej daty",
)
_DEFERRALS: Final = (
    "limit dla {gen} rada nadzorcza ustali dopiero na posiedzeniu 22.05.2025 r.",
    "projekt uchwały w sprawie {gen} zdjęto z porządku obrad marcowej rady",
    "wniosek w sprawie {gen} został wycofany i wraca na komitet inwestycyjny",
    "w projekcie polityki przy pozycji „{noun}” nadal stoi „[do ustalenia przez radę nadzorczą]”",
    "Departament Zarządzania Ryzykiem nie wydał jeszcze opinii w sprawie {gen}",
    "limit dla {gen} czeka na odpowiedź KNF (znak DNE-WNE.4020.17.2025), której jeszcze nie mamy",
)
_REQUEST_FRAMES: Final = (
    "Od: " + _CIO + " (dyrektor inwestycyjny)\nDo: Zespół zarządzających\nTemat: Rebalancing\n"
    "\nCześć,\n\nczy możecie {task}? Uwaga: {deferral}.\n\nPozdrawiam\nAgnieszka",
    "Porządek obrad – posiedzenie komitetu inwestycyjnego 10.04.2025 r.\n1. Przyjęcie protokołu\n"
    "2. {Task}\n3. Sprawy różne\nUwaga sekretarza: {deferral}.",
    "Teams – Agnieszka K. (08:41): możecie {task}? tylko uwaga: {deferral}",
    "NOTATKA SŁUŻBOWA nr DI/17/2025\nDo: Komitet inwestycyjny\nOd: Departament Inwestycyjny\n\n"
    "{Deferral}. W międzyczasie poproszono nas, żeby {task}.",
    "Lista zadań – Departament Zarządzania Ryzykiem (stan na 28.03.2025 r.)\nZadanie 2025/11 | "
    "{Task} | odpowiedzialny: dyrektor inwestycyjny | status: w toku\nKomentarz: {deferral}.",
    "KNF prosi o aktualne informacje w terminie 30 dni od daty pisma.\nZarząd prosi Departament "
    "Inwestycyjny, żeby {task}, zanim odpowiemy. {Deferral}.",
)


def _request(rng: random.Random, s: _Subject) -> str:
    """A request deferring `s`'s limit to someone, its name in the case the deferral governs."""
    noun, gen = s.named(rng)
    deferral = rng.choice(_DEFERRALS).format(noun=noun, gen=gen)
    return _one_stop(_fill(rng.choice(_REQUEST_FRAMES), task=rng.choice(_TASKS), deferral=deferral))


@dataclass(frozen=True)
class _Stating:
    """How an answer states a limit: its frame ({noun}, {gen}, {v}, {key}, {unit}, {bound},
    {sign}, {short}, {sign_en}, {noun_en}, {wartosc}, {wyk}), its value's form ("bare" the
    number in the constraint's unit with a decimal comma and four decimals, "figures" one of its
    written forms, "genitive" a written form or its words in the genitive, "table" a written form
    beside the raport ryzyka's wartość, "english" the manager's English figure), its kind, and
    whether it comes before the request."""

    frame: str
    form: str
    kind: AnswerKind
    first: bool = False


_STATINGS: Final = (
    _Stating(
        "Wyciąg z protokołu nr 3/2025 z posiedzenia komitetu inwestycyjnego rady nadzorczej "
        + _PTE
        + " z 13 marca 2025 r.\nPkt 4. Polityka inwestycyjna "
        + _OFE
        + "\nKomitet rekomendował, a rada nadzorcza uchwałą nr 14/2025 zatwierdziła {bound} dla "
        "{gen} na poziomie {v}. Uchwała została podjęta jednogłośnie. Pkt 5 (wybór zarządzającego "
        "zewnętrznego) odroczono.\nProtokołowała: Joanna Lis",
        "genitive",
        "clarification_answer",
    ),
    _Stating(
        "Od: " + _CIO + " (dyrektor inwestycyjny)\nDo: Zespół zarządzających; Departament "
        "Zarządzania Ryzykiem\nTemat: RE: Rebalancing\n\nCześć,\n\n{Noun} – {sign} {v}. Tak "
        "zdecydowała rada nadzorcza w marcu, nie liczba z projektu.\n\nPozdrawiam\nAgnieszka",
        "figures",
        "clarification_answer",
    ),
    _Stating(
        "Raport ryzyka – wykorzystanie limitów inwestycyjnych na 31.03.2025 r. (dla zarządu)\n"
        "| Pozycja | Wartość | Limit | Wykorzystanie limitu |\n|---|---|---|---|\n| {Noun} | "
        "{wartosc} | {short} {v} | {wyk} |",
        "table",
        "clarification_answer",
    ),
    _Stating(
        "ARKUSZ LIMITÓW – depozytariusz (Bank Pomorski S.A.), uzupełnia Departament Zarządzania "
        "Ryzykiem, wersja z 03.02.2025 r.\nid_limitu = {key}\njednostka = {unit}\n"
        "wartość_limitu = {v}\nrodzaj = limit twardy\npodstawa = Polityka inwestycyjna, rozdz. 4",
        "bare",
        "template_inputs",
    ),
    _Stating(
        "POLITYKA INWESTYCYJNA " + _OFE + " – załącznik do uchwały rady nadzorczej nr 14/2025 z 13 "
        "marca 2025 r. (tekst jednolity)\n§ 4 ust. 3. Limit inwestycyjny dla {gen}: {sign} {v}.\n"
        "§ 4 ust. 4. Przekroczenie limitu zgłasza się zarządowi w dniu jego stwierdzenia.",
        "figures",
        "mandate",
        first=True,
    ),
    _Stating(
        "INVESTMENT GUIDELINES – Schedule 3 to the Investment Management Agreement between "
        "Bursztyn TFI S.A. and " + _MANAGER + " (signed 28.02.2025)\n3.1 The Manager shall "
        "comply with the client's polityka inwestycyjna.\n3.2 {noun_en}: {sign_en} {v}, measured "
        "at market value on each Business Day.",
        "english",
        "mandate",
    ),
)

#: how the arkusz names a unit
_UNIT_WORDS: Final = {
    "fraction": "udział (ułamek dziesiętny)",
    "bps": "punkty bazowe",
    "count": "liczba",
    "days": "dni sesyjne",
    "multiple": "krotność",
}


def _wartosc(s: _Subject, value: float) -> float:
    """The raport ryzyka's wartość inside the limit: above a floor, below a cap (whole spółki,
    days and basis points, a multiple to two decimals)."""
    used = value * 1.25 if s.floor else value * 0.85
    if s.unit in ("count", "days", "bps"):
        return float(round(used))
    if s.unit == "multiple":
        return round(used, 2)
    return round(used, 4)


def _usage(s: _Subject, value: float, used: float) -> str:
    """Wykorzystanie limitu as the raport writes it ("85,0%"): the wartość over a cap, the floor
    over the wartość."""
    share = value / used if s.floor else used / value
    return _comma(f"{share * 100:.1f}") + "%"


def _bare(s: _Subject, value: float) -> str:
    """The number in the constraint's unit as the Departament Ryzyka types it into the arkusz: a
    share or a multiple with four decimals ("0,3200", "1,5000"), else the whole figure; always
    with a decimal comma."""
    if s.unit in ("fraction", "multiple"):
        return _comma(f"{value:.4f}")
    return _comma(_g(value))


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings."""
    stating = _STATINGS[turn % len(_STATINGS)]
    wartosc = wyk = ""
    if stating.form == "bare":
        written = _bare(s, value)
    elif stating.form == "english":
        written = s.english(value)
    elif stating.form == "table":  # the wartość inside the limit, a decoy in the same form
        used = _wartosc(s, value)
        written, wartosc = s.alike((value, used), rng.randrange(12), apart=True)
        wyk = _usage(s, value, used)
    elif stating.form == "genitive":
        written = s.say(value, rng.randrange(12), "gen")
    else:
        written = s.render(value, rng.randrange(12))
    noun, gen = s.named(rng)
    text = _fill(
        stating.frame,
        noun=noun,
        gen=gen,
        v=written,
        key=s.key,
        unit=_UNIT_WORDS[str(s.unit)],
        bound=_bound(s),
        sign=_sign(s),
        short=_short(s),
        sign_en=_sign_en(s),
        noun_en=s.noun_en,
        wartosc=wartosc,
        wyk=wyk,
    )
    return _once(_one_stop(text), written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form: the polityka's
    § came before the request and the manager's English schedule after it, both cited as a
    clause; the arkusz came back after it."""
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
    "polityka_inwestycyjna": {
        "rozdzial_1_postanowienia_ogolne": [
            "Fundusz lokuje aktywa w celu osiągnięcia maksymalnego bezpieczeństwa i rentowności "
            "dokonywanych lokat, w interesie członków funduszu.",
            "Cel stopy zwrotu: 3 proc. w skali roku ponad inflację CPI w horyzoncie dziesięciu "
            "lat; jest monitorowany raz w roku i nie stanowi limitu.",
            "Fundusz nie nabywa akcji spółek z listy wyłączeń (broń kontrowersyjna, węgiel "
            "energetyczny, tytoń).",
            "Instrumenty pochodne wyłącznie w celu ograniczenia ryzyka inwestycyjnego; krótka "
            "sprzedaż jest niedozwolona.",
            "Polityka inwestycyjna jest przeglądana przez radę nadzorczą co najmniej raz w roku.",
        ]
    }
}

_invented = partial(
    _invented_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 2 * i + 5,
    request=_request,
    request_id=REQUEST_ID,
    other_terms=_OTHER_TERMS,
    twins=lambda i: _invented_twins(i + i // 6),
    other_at=0,
)


# --- false provenance --------------------------------------------------------------------------

#: another limit beside it in załącznik nr 1 of the polityka: its name and value, in the subject's
#: unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "L-ZAGR-MAX": ("Akcje rynków wschodzących, maks.", 0.07),
    "L-NIENOT-MAX": ("Nieruchomości (fundusze nienotowane), maks.", 0.03),
    "L-EMIT-MAX": ("Depozyty w jednym banku, maks.", 0.015),
    "L-WAL-MAX": ("Niezabezpieczone obligacje w EUR, maks.", 0.035),
    "L-TE-MAX": ("Tracking error części dłużnej, maks.", 70.0),
    "L-SKARB-MIN": ("Obligacje komunalne i BGK, min.", 0.05),
    "L-SPOLKI-MIN": ("Spółki w mandacie akcji zagranicznych, min.", 120.0),
    "L-PLYN-MIN": ("Horyzont płynności w scenariuszu stresu, min.", 5.0),
    "L-POKR-MIN": ("Pokrycie depozytów zabezpieczających, min.", 3.0),
}


def _away(s: _Subject, value: float, up: float, down: float) -> float:
    """A wrong value for `s`: `value` times `up` for a cap, times `down` for a floor, rounded as
    the papers quote it (a tenth of a percent, a whole basis point, spółka or day, a multiple to
    a tenth)."""
    wrong = value * (down if s.floor else up)
    if s.unit == "fraction":
        return round(wrong, 3)
    if s.unit == "multiple":
        return round(wrong, 1)
    return float(round(wrong))


def _misquoted(
    rng: random.Random, i: int, structure: int, s: _Subject, value: float
) -> tuple[str, str, str, float]:
    """The answer in one of five structures, worded by the round and the structure: (text, right
    written, wrong written, wrong value); the truth (which value is the limit) is `value`, drawn
    by the caller."""
    noun, gen = s.named(rng)
    variant = i // 5 + structure
    if structure == 0:  # the polityka of 14.12.2023 r., or its projekt
        wrong_value = _away(s, value, 1.4, 0.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                f"W polityce inwestycyjnej z 14.12.2023 r. limit dla {gen} wynosił {wrong}. Rada "
                f"nadzorcza 13 marca 2025 r. przyjęła nowy limit: {right}, obowiązujący od 1 "
                "kwietnia 2025 r."
            )
        else:
            text = (
                f"Projekt polityki (wersja 2, styczeń) zakładał {wrong} dla {gen}; w wersji "
                f"przyjętej przez radę jest {right} i to ta wersja obowiązuje."
            )
    elif structure == 1:  # a uchwała or wniosek the rada or the komitet did not adopt
        wrong_value = _away(s, value, 1.2, 0.8)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 4 == 0:
            text = (
                f"Zarząd wnioskował o {wrong} dla {gen}. Uchwała została odrzucona (3 głosy za, 4 "
                f"przeciw); {_bound(s)} to nadal {right}."
            )
        elif variant % 4 == 1:
            text = (
                f"Departament Zarządzania Ryzykiem proponował {wrong} dla {gen}, ale wniosek "
                f"wycofano przed posiedzeniem, więc nadal obowiązuje {right} z polityki."
            )
        elif variant % 4 == 2:
            text = (
                f"Decyzję o zmianie limitu dla {gen} na {wrong} odroczono (posiedzenie rady "
                f"nadzorczej 20.03.2025 r., pkt 7). Do czasu uchwały limit wynosi {right}."
            )
        else:
            text = (
                f"Projekt uchwały nr 17/2025 ({wrong} dla {gen}) zdjęto z porządku obrad. "
                f"Obowiązujący limit: {_short(s)} {right}."
            )
    elif structure == 2:  # the raport ryzyka's wartość
        wrong_value = _away(s, value, 0.85, 1.25)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                f"Raport ryzyka za I kw. 2025 r.: wartość {gen} wyniosła {wrong} na 31.03.2025 r. "
                f"przy limicie {right}. Przekroczeń nie stwierdzono."
            )
        else:
            wyk = _usage(s, value, wrong_value)
            text = (
                "| Pozycja | Wartość na 31.03.2025 r. | Limit | Wykorzystanie limitu |\n"
                f"|---|---|---|---|\n| {_cap(noun)} | {wrong} | {_short(s)} {right} | {wyk} |"
            )
    elif structure == 3:  # another limit beside it
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{beside}: {wrong}", f"{_cap(noun)}, {_short(s)}: {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Polityka inwestycyjna, załącznik nr 1 (wyciąg)\n- " + "\n- ".join(lines)
    else:  # the OFE median or the analiza ALM's unconstrained portfolio, for comparison
        wrong_value = _away(s, value, 1.5, 0.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                f"Dla porównania: mediana OFE (dane KNF za 2024 r.) to {wrong} dla {gen}. Nasza "
                f"polityka inwestycyjna mówi {right} – i tego się trzymamy."
            )
        else:
            text = (
                f"Analiza ALM 2025: portfel optymalny bez ograniczeń zakładał {wrong} dla {gen}; "
                f"rada nadzorcza utrzymała w polityce {right}."
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


# --- mandate clauses: the polityka's limity, KNF's zalecenie, the English schedule, the rada's
# uchwały, the statut, the zarząd's upoważnienie -----------------------------------------------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of six places: (mandate fields, mandate message, its reference)."""
    noun, gen = s.named(rng)
    style = rng.randrange(12)
    if shape == 0:  # the polityka's limity, as records in the mandate's fields
        written = s.say(value, style, "nom")
        limity: list[JsonValue] = [
            {
                "paragraf": "§ 5 ust. 1",
                "tresc": "Limity stosuje się do wartości aktywów netto funduszu; Departament "
                "Zarządzania Ryzykiem monitoruje je codziennie, a VaR (99 proc., 10 dni) raportuje "
                "co miesiąc.",
            },
            {
                "paragraf": "§ 5 ust. 2",
                "tresc": "Zmodyfikowana duration części dłużnej mieści się w przedziale 3–7 lat.",
            },
            {
                "paragraf": "§ 5 ust. 3",
                "tresc": _one_stop(f"{_cap(_bound(s))} dla {gen} wynosi {written}."),
            },
            {
                "paragraf": "§ 5 ust. 4",
                "tresc": "O przekroczeniu limitu informuje się zarząd w dniu jego stwierdzenia, a "
                "radę nadzorczą na najbliższym posiedzeniu.",
            },
        ]
        return (
            {"polityka_inwestycyjna_2025": {"wersja": "2025/1", "limity_inwestycyjne": limity}},
            None,
            "polityka_inwestycyjna_2025.limity_inwestycyjne[2].tresc",
        )
    if shape == 1:  # KNF's zalecenie, as a message: a negated verb governs the genitive
        written = s.say(value, style, "gen")
        verb = "nie spadała poniżej" if s.floor else "nie przekraczała"
        letter = (
            "KOMISJA NADZORU FINANSOWEGO – zalecenie (znak DNE-WNE.4020.17.2025), 14.02.2025 r.\n"
            "Na podstawie ustawy o organizacji i funkcjonowaniu funduszy emerytalnych KNF zaleca "
            + _PTE
            + f", aby wartość {gen} {verb} {written}.\nZalecenie obowiązuje do czasu "
            "zatwierdzenia przez KNF nowej oceny ryzyka. Termin na przedstawienie wyjaśnień: 30 "
            "dni."
        )
        return None, _one_stop(letter), MANDATE_ID
    if shape == 2:  # the IMA's English schedule, as a message
        schedule = (
            "INVESTMENT MANAGEMENT AGREEMENT – Schedule 3: Investment Guidelines ("
            + _MANAGER
            + ", "
            "global equities, for Bursztyn PPK SFIO)\n3.1 The Manager follows the client's "
            f"polityka inwestycyjna.\n3.2 {s.noun_en}: {_sign_en(s)} {s.english(value)}.\n"
            "3.3 Any breach shall be remedied within five Business Days."
        )
        return None, schedule, MANDATE_ID
    if shape == 3:  # the rada nadzorcza's uchwały, as records in the mandate's fields
        written = s.say(value, style, "gen")
        uchwaly: list[JsonValue] = [
            {
                "nr": "13/2025",
                "tresc": "Rada nadzorcza zatwierdza sprawozdanie finansowe funduszu za 2024 r.",
            },
            {
                "nr": "14/2025",
                "tresc": _one_stop(
                    f"Rada nadzorcza ustala {_bound(s)} dla {gen} na poziomie {written}."
                ),
            },
            {
                "nr": "15/2025",
                "tresc": "Projekt uchwały w sprawie wyboru zarządzającego zewnętrznego zdjęto z "
                "porządku obrad.",
            },
        ]
        return (
            {"protokol_rn_13_03_2025": {"uchwaly": uchwaly}},
            None,
            "protokol_rn_13_03_2025.uchwaly[1].tresc",
        )
    if shape == 4:  # the statut's § 12, keyed as a lawyer numbers it
        written = s.render(value, style)
        paragraf: dict[str, JsonValue] = {
            "ust. 1": "Fundusz lokuje aktywa zgodnie z ustawą i niniejszym statutem.",
            "ust. 2": "Lokaty funduszu podlegają ograniczeniom określonym w ustawie.",
            "ust. 3": _one_stop(f"Dla {gen} obowiązuje limit: {_sign(s)} {written}."),
        }
        return {"statut_funduszu": {"§ 12": paragraf}}, None, "statut_funduszu.§ 12.ust. 3"
    written = s.render(value, style)
    upowaznienie = (
        "Uchwała zarządu nr 22/2025 w sprawie upoważnienia dyrektora inwestycyjnego (podjęta "
        "03.03.2025 r. na podstawie polityki inwestycyjnej)\n1. Dyrektor inwestycyjny podejmuje "
        "decyzje o lokatach w ramach alokacji strategicznej.\n"
        f"2. Limity: {noun} – {_sign(s)} {written}.\n"
        "3. Transakcje poza limitami wymagają zgody prezesa zarządu."
    )
    return None, _one_stop(upowaznienie), MANDATE_ID


_WITHIN_ASKS: Final = (
    "Zrebalansuj portfel OFE w granicach polityki inwestycyjnej, zalecenia KNF i umów z "
    "zarządzającymi.",
    "Please przelicz alokację strategiczną w ramach wszystkich naszych limitów.",
    "Na posiedzenie rady nadzorczej 22.05.2025 r.: zoptymalizuj alokację bez przekraczania "
    "limitów.",
    "Wprowadź zobowiązanie 600 mln zł wobec funduszu infrastrukturalnego bez przekroczeń.",
    "Przygotuj propozycję alokacji na II półrocze 2025 r. – bez żadnych przekroczeń.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 5 * i + 4,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: (i // 6) % 4 != 2,
    rationale="limit udokumentowany przez towarzystwo",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
    shape=lambda i: i % 6,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
    cap_inside=0.85,
    floor_inside=1.25,
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi] around a waga strategiczna {mid}: {bound}, {gen}, {noun}, {lo}, {hi}
_GRANTED: Final = (
    "Polityka inwestycyjna 2025, rozdz. 6: dla {gen} obowiązuje dopuszczalny przedział {lo}–{hi} "
    "wokół wagi strategicznej {mid}; w przedziale {bound} ustala dyrektor inwestycyjny, poza "
    "nim decyduje rada nadzorcza.",
    "| Limit | Waga strategiczna | Dopuszczalny przedział | Decyzja w przedziale |\n"
    "|---|---|---|---|\n| {Noun} ({bound}) | {mid} | {lo} – {hi} | Dyrektor inwestycyjny |",
    "Rada nadzorcza postanowiła (uchwała nr 16/2025 z 13.03.2025 r.), że zarząd może ustalić "
    "{bound} dla {gen} w dowolnym miejscu między {lo} a {hi} bez kolejnej uchwały.",
    "W przedziale od {lo} do {hi} {bound} dla {gen} to decyzja zarządzającego: ustala go dyrektor "
    "inwestycyjny i raportuje w raporcie ryzyka.",
    "The Investment Management Agreement lets the Manager set the {bound} for {noun} anywhere "
    "from {lo} to {hi}; no further instruction from the client is needed within that range.",
)
#: (refused, granted), both with {bound}, {gen}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "Rada nadzorcza ustaliła {bound} dla {gen} na {point}. Wniosek zarządu o dopuszczalny "
        "przedział {lo}–{hi} został odrzucony; swobody tu nie ma.",
        "Rada nadzorcza przyjęła wniosek zarządu o dopuszczalny przedział {lo}–{hi} dla {gen}; w "
        "przedziale poziom limitu ustala zarząd.",
    ),
    (
        "Decyzję w sprawie przedziału {lo} – {hi} dla {gen} odroczono (pkt 12, 20.03.2025 r.). Do "
        "tego czasu obowiązuje {point}.",
        "Przedział {lo} – {hi} dla {gen} został zatwierdzony (pkt 12, 20.03.2025 r.). Dyrektor "
        "inwestycyjny wybiera poziom w przedziale.",
    ),
    (
        "Departament Ryzyka rekomendował przedział {lo}–{hi} dla {gen}; wniosek wycofano, a "
        "{bound} pozostaje na poziomie {point}, dopóki rada się nim nie zajmie.",
        "Departament Ryzyka rekomendował przedział {lo}–{hi} dla {gen}; wniosek przyjęto "
        "jednogłośnie i dyrektor inwestycyjny ustala {bound} w tym przedziale.",
    ),
    (
        "Dyrektor inwestycyjna prosiła o swobodę w przedziale {lo} – {hi} dla {gen}. Projekt "
        "uchwały zdjęto z porządku obrad – obowiązuje {point}.",
        "Dyrektor inwestycyjna prosiła o swobodę w przedziale {lo} – {hi} dla {gen}. Uchwałę "
        "podjęto – wybierz poziom w przedziale.",
    ),
)


def _named(rng: random.Random, s: _Subject) -> dict[str, str]:
    """A range's names and whether it bounds from below or above."""
    noun, gen = s.named(rng)
    return {"noun": noun, "gen": gen, "bound": _bound(s)}


def _number_only(low: str, high: str) -> str:
    """The low end of a band as Polish papers write it before its top: its number alone when
    the top ends in the same words ("20" before "32 proc.", "100" before "160 pb"), so that the
    band reads "20–32 proc."."""
    last = max(k for k, ch in enumerate(low) if ch.isdigit())
    tail = low[last + 1 :]
    return low[: last + 1] if tail and high.endswith(tail) else low


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A range's bounds and its waga strategiczna in one form, the low end as its number alone
    ("20–32 proc."), and the level a refusal fixes in full: a cap at the band's low end, a floor
    at its top, so that the point a plan assumes is looser than the level fixed."""
    lo, hi, mid = s.alike(bounds, rng.randrange(12), apart=True)
    return {"lo": _number_only(lo, hi), "hi": hi, "mid": mid, "fixed": hi if s.floor else lo}


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the polityka (fields), its załącznik nr 3 (a mandate message), the
    regulamin komitetu inwestycyjnego (fields) or the przewodniczący rady nadzorczej's e-mail (a
    mandate message)."""
    text = _one_stop(text)
    if shape == 0:
        return {"polityka_inwestycyjna_2025": {"rozdzial_6_przedzialy": text}}, None
    if shape == 1:
        return None, (
            "ZAŁĄCZNIK NR 3 DO POLITYKI INWESTYCYJNEJ – Dopuszczalne przedziały (przyjęty uchwałą "
            f"rady nadzorczej nr 14/2025 z 13.03.2025 r.)\n\n{text}"
        )
    if shape == 2:
        return {
            "regulamin_komitetu_inwestycyjnego": {
                "kompetencje": [
                    "Komitet przygotowuje obrady rady nadzorczej w sprawach inwestycyjnych.",
                    text,
                ]
            }
        }, None
    return (
        None,
        "Od: prof. Andrzej Malinowski (przewodniczący rady nadzorczej)\nDo: Tomasz Wierzbicki; "
        + _CIO
        + f"\nTemat: Przedziały\n\n{text}\n\nZ poważaniem\nAndrzej Malinowski",
    )


def _quarter_up(bounds: tuple[float, float, float]) -> float:
    """The point a granted plan assumes: a quarter of the way from the band's low end to its
    top."""
    low, high, _ = bounds
    return round(low + (high - low) / 4, 6)


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 4 * i + 3,
    written=_band,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: (i // 3) % 4,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_placed_text,
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", TAG, _with_mandate),
    refused_at=(2, 5),
    named=_named,
    point="fixed",
    low_ratio=0.625,
    floors=True,
    assumed_value=_quarter_up,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as the polityka, a uchwała of the rada, the komitet's
#: protokół, the analiza ALM and the Departament Ryzyka put them; the first of each is one line,
#: so that a table, a protokół or a draft in track changes can hold it
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Polityka inwestycyjna 2025, rozdz. 2 (cel inwestycyjny): najwyższa stopa zwrotu na "
        "jednostkę ryzyka – maksymalny wskaźnik Sharpe'a.",
        "Uchwała rady nadzorczej nr 18/2025 (13.03.2025 r.):\nRada postanawia, że alokację "
        "strategiczną wybiera się według najwyższej stopy zwrotu skorygowanej o ryzyko (Sharpe); "
        "więcej zysku okupione większym ryzykiem nie jest celem.",
        "Protokół komitetu inwestycyjnego z 06.03.2025 r.: komitet prosi Departament Inwestycyjny "
        "o optymalizację stopy zwrotu skorygowanej o ryzyko (wskaźnik Sharpe'a), a nie tracking "
        "error względem benchmarku.",
        "Analiza ALM 2025, rekomendacja: wybrać portfel o najwyższej oczekiwanej stopie zwrotu na "
        "jednostkę zmienności, czyli maksymalny wskaźnik Sharpe'a. Cel 3 proc. realnie w skali "
        "roku pozostaje bez zmian i jest monitorowany osobno.",
        "Opinia Departamentu Zarządzania Ryzykiem: celem rady jest możliwie najlepszy wskaźnik "
        "Sharpe'a; nic innego nie powinno wyznaczać wag.",
    ),
    "variance": (
        "Polityka inwestycyjna 2025, rozdz. 2 (cel inwestycyjny): możliwie najniższa zmienność "
        "oszczędności członków – minimalna wariancja.",
        "Uchwała rady nadzorczej nr 18/2025 (13.03.2025 r.):\nRada postanawia, że alokacja "
        "strategiczna ma mieć możliwie najmniejszą wariancję; oczekiwane stopy zwrotu nie "
        "wchodzą do optymalizacji.",
        "Protokół komitetu inwestycyjnego z 06.03.2025 r.: wielu członków jest blisko wieku "
        "emerytalnego, komitet chce stabilności. Minimalizować wariancję portfela, niezależnie od "
        "oczekiwanych stóp zwrotu.",
        "Analiza ALM 2025, rekomendacja: przy tej strukturze wieku członków minimalizować "
        "zmienność i nie wprowadzać celu stopy zwrotu do optymalizacji; the 3 proc. target is "
        "monitored, not optimised.",
        "Opinia Departamentu Zarządzania Ryzykiem: oszczędności mają być jak najstabilniejsze – "
        "wagi minimalizujące wariancję. Sharpe nie jest tu pytaniem.",
    ),
    "tracking": (
        "Polityka inwestycyjna 2025, rozdz. 2 (cel inwestycyjny): wynik jak najbliżej benchmarku, "
        "z możliwie najmniejszym odchyleniem od niego.",
        "Uchwała rady nadzorczej nr 18/2025 (13.03.2025 r.):\nRada postanawia, że portfel ma "
        "odwzorowywać benchmark przy możliwie najniższym ryzyku aktywnym (tracking error).",
        "Protokół komitetu inwestycyjnego z 06.03.2025 r.: Departament Inwestycyjny jest "
        "rozliczany względem benchmarku; minimalizować tracking error względem niego.",
        "Analiza ALM 2025, rekomendacja: trzymać portfel jak najbliżej benchmarku; proponujemy "
        "wagi minimalizujące oczekiwane ryzyko aktywne.",
        "Opinia Departamentu Zarządzania Ryzykiem: nikt nie prosi o alfę – trzymajcie się blisko "
        "benchmarku, z najmniejszym możliwym odchyleniem.",
    ),
    "return": (
        "Polityka inwestycyjna 2025, rozdz. 2 (cel inwestycyjny): najwyższa oczekiwana stopa "
        "zwrotu, bez kary za ryzyko w funkcji celu – ryzyko ograniczają limity.",
        "Uchwała rady nadzorczej nr 18/2025 (13.03.2025 r.):\nRada postanawia, że wagi mają dawać "
        "najwyższą oczekiwaną stopę zwrotu; ryzyko kontrolują limity inwestycyjne, nie funkcja "
        "celu.",
        "Protokół komitetu inwestycyjnego z 06.03.2025 r.: maksymalizować oczekiwaną stopę zwrotu "
        "w granicach limitów polityki; bez korekty o ryzyko w funkcji celu.",
        "Analiza ALM 2025, rekomendacja: dla młodszych członków modelujemy portfel o najwyższej "
        "oczekiwanej stopie zwrotu; ryzyko ograniczają limity.",
        "Opinia Departamentu Zarządzania Ryzykiem: rada wybrała stopę zwrotu. Celem jest "
        "maksymalna oczekiwana stopa zwrotu, nie Sharpe.",
    ),
}
_FOLLOW_UPS: Final = (
    "Sprostowanie po posiedzeniu rady nadzorczej 22.05.2025 r.: rada zmieniła brzmienie. Obecnie "
    "brzmi ono:\n\n{new}",
    "Agnieszka, 16:20 – proszę zignorować mój poranny mail o celu. Po rozmowie z prezesem:"
    "\n\n{new}",
)
_ASK_FRAMES: Final = (
    "Polityka inwestycyjna 2025 – podstawa alokacji strategicznej:\n\n{ask}",
    "{ask}\n\nProszę dostosować alokację strategiczną. /AK",
    "Aktywa netto OFE 12,4 mld zł na koniec 2024 r., subfunduszy PPK 3 456,7 mln zł; stopa "
    "zwrotu OFE w 2024 r.: 8,7 proc. (od początku roku: 1,9 proc.).\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Alokacja strategiczna Bursztyn OFE",
    purpose="wyznacz alokację strategiczną",
    custom_reason="no platform solver for this objective",
    custom_purpose="alokacja strategiczna",
    section_title="Alokacja strategiczna i wagi",
    description="wagi",
)


def _one_line(kind: str, text: str) -> str:
    """A statement as a quoted line holds it: the first (one-line) wording when it spans lines."""
    return _ASKS[kind][0] if "\n" in text else text


def _amended(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """A table of the earlier objective's wording beside the new one the rada adopted."""
    return (
        "Zmiana polityki inwestycyjnej, rozdz. 2\n| Dotychczasowe brzmienie | Nowe brzmienie |\n"
        f"|---|---|\n| {_one_line(old_kind, old)} | {ask.replace(chr(10), ' ')} |\nRada "
        "nadzorcza przyjęła nowe brzmienie 22.05.2025 r."
    )


def _withdrawn_in_protocol(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The komitet inwestycyjny's protokół in which the uchwała with the earlier wording is
    wycofana and the wanted one recommended."""
    return (
        "Protokół komitetu inwestycyjnego z 10.04.2025 r., pkt 3 Cel inwestycyjny\nProjekt "
        f'uchwały w dotychczasowym brzmieniu ("{_one_line(old_kind, old)}") został wycofany. '
        f"Komitet rekomenduje w zamian: {ask.replace(chr(10), ' ')}"
    )


def _track_changes(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The polityka's draft in track changes, the earlier wording deleted and the wanted one
    inserted."""
    return (
        "Projekt polityki inwestycyjnej 2025 (wersja ze śledzeniem zmian, 12.05.2025 r.), rozdz. 2"
        f"\n[usunięto: {_one_line(old_kind, old)}]\n[dodano: {ask.replace(chr(10), ' ')}]\n"
        "Komentarz AK: wersja po uwagach rady – proszę liczyć już według nowej."
    )


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Five structures taken with a slide (`(i + 2 * (i // 5)) % 5`, so each meets both modes): a
    framed request (0), a "Dotychczasowe / Nowe brzmienie" table (1), a protokół withdrawing the
    earlier uchwała (2), an earlier message a later one replaces (3: after the rada or from the
    dyrektor inwestycyjny, by turns of two cases) and a draft in track changes (4); each
    objective wanted for two cases in a row."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={1: _amended, 2: _withdrawn_in_protocol, 4: _track_changes},
        later=lambda rng, i, ask: _fill(_FOLLOW_UPS[(i // 2) % len(_FOLLOW_UPS)], new=ask),
        framed=lambda rng, i, wanted, ask: _fill(rng.choice(_ASK_FRAMES), ask=ask),
        solving=_solving,
        seed=SEED,
        tag=TAG,
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
        turn=lambda i: i // 2,
        structure=lambda i: (i + 2 * (i // 5)) % 5,
    )


# --- leakage -----------------------------------------------------------------------------------

#: five expanding (anchored) walk-forward folds, all trained from 04.01.2010 to the session before
#: their single test year (the GPW is closed on 24 and 31 December and on 1 and 6 January), the
#: first tested from 04.01.2016
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
        (date(2019, 12, 30), date(2020, 1, 2), date(2020, 12, 30)),
    )
)
#: (a period reaching into the test years, the same form ending before the first test, and
#: before it where the data come out late)
_PERIODS: Final = (
    (
        "WIG, notowania dzienne, 04.01.2010–28.12.2018",
        "WIG, notowania dzienne, 04.01.2010–30.12.2015",
    ),
    (
        "MSCI ACWI w PLN, dane miesięczne, styczeń 2010 – czerwiec 2019",
        "MSCI ACWI w PLN, dane miesięczne, styczeń 2010 – grudzień 2015",
    ),
    (
        "wskaźnik cen towarów i usług konsumpcyjnych GUS, dane miesięczne, styczeń 2010 – grudzień "
        "2018",
        "wskaźnik cen towarów i usług konsumpcyjnych GUS, dane miesięczne, styczeń 2010 – listopad "
        "2015",
    ),
    (
        "wpłaty i wypłaty transferowe funduszu, I kw. 2010 – IV kw. 2019",
        "wpłaty i wypłaty transferowe funduszu, I kw. 2010 – III kw. 2015",
    ),
    (
        "krzywa rentowności obligacji skarbowych (fixing BondSpot), koniec każdego miesiąca, "
        "styczeń 2010 – grudzień 2020",
        "krzywa rentowności obligacji skarbowych (fixing BondSpot), koniec każdego miesiąca, "
        "styczeń 2010 – grudzień 2015",
    ),
    (
        "spready obligacji korporacyjnych z Catalyst, dane tygodniowe, tydzień 1/2010 – tydzień "
        "26/2018",
        "spready obligacji korporacyjnych z Catalyst, dane tygodniowe, tydzień 1/2010 – tydzień "
        "51/2015",
    ),
)
_ACTIONS: Final = (
    "oczekiwane stopy zwrotu i korelacje do analizy ALM oszacowano",
    "przedziały rebalancingu skalibrowano",
    "stopień zabezpieczenia walutowego zoptymalizowano",
    "model wpłat i wypłat transferowych oszacowano",
    "model czynnikowy tracking error oszacowano",
)
_LEAK_FRAMES: Final = (
    "Analiza ALM 2025, rozdz. 3 (założenia): {action} na danych: {period}.",
    "Przegląd Departamentu Zarządzania Ryzykiem (08.04.2025 r.): {action} na podstawie: "
    "{period}; parametry pozostają stałe we wszystkich pięciu oknach.",
    "Notatka audytu wewnętrznego, załącznik 2 (backtest): {action} jednorazowo na próbie "
    "{period}, przed uruchomieniem okien walk-forward.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "W każdym roku testowym stosujemy dzisiejsze tablice trwania życia GUS (2024) wstecz do "
        "2016 r.",
        "W każdym roku testowym stosujemy tablice trwania życia, które GUS opublikował przed "
        "początkiem tego roku.",
    ),
    (
        "Portfel akcyjny w backteście składa się z dzisiejszych spółek WIG20.",
        "Portfel akcyjny w backteście składa się ze spółek, które były w WIG20 w dniu każdego "
        "rebalancingu, łącznie z później wycofanymi z obrotu.",
    ),
    (
        "Listę wyłączeń z 2025 r. stosujemy do wszystkich lat testowych.",
        "W każdym roku testowym stosujemy listę wyłączeń obowiązującą w danym dniu, zgodnie z "
        "ówczesną uchwałą zarządu.",
    ),
    (
        "Aktywa nienotowane wyceniamy według zbadanych wycen ze sprawozdań finansowych, "
        "przyjmując je od końca kwartału, którego dotyczą.",
        "Aktywa nienotowane wyceniamy wyłącznie według wycen przekazanych przez zarządzających "
        "do danego dnia, z opóźnieniem jednego kwartału.",
    ),
)
_LEAK_ASKS: Final = (
    "Rada nadzorcza chce zobaczyć test walk-forward na pięciu rozszerzających się oknach dla "
    "nowych przedziałów rebalancingu, zanim je zatwierdzi.",
    "Please a five-window expanding walk-forward test polityki zabezpieczenia walutowego do "
    "analizy ALM 2025.",
    "Zadanie dla Departamentu Inwestycyjnego: przetestować alokację strategiczną metodą "
    "walk-forward na pięciu oknach (z zakotwiczonym początkiem) do raportu ryzyka.",
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

_COMPANY: Final = "Nadwiślańska Grupa Budowlana S.A."
_ENTITY: Final = "ent_nadwislanska_grupa_budowlana"
#: sixteen quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2021, 2022, 2023, 2024))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("w IV kw. 2024 r. w porównaniu z III kw.", (14, 15)),
    ("w 2024 r.", (11, 15)),
    ("w II półroczu 2024 r.", (13, 15)),
    ("od końca 2022 r. do końca 2024 r.", (7, 15)),
    ("od I kw. 2021 r.", (0, 15)),
    ("od początku 2022 r.", (3, 15)),
    ("między 30.06.2021 r. a 30.09.2023 r.", (1, 10)),
    ("w 2023 r.", (7, 11)),
    ("w I półroczu 2022 r.", (3, 5)),
    ("od III kw. 2022 r. do II kw. 2024 r.", (6, 13)),
    ("od debiutu na GPW w 2007 r.", None),
    ("w ciągu ostatnich dziesięciu lat", None),
    ("od kryzysu finansowego 2008 r.", None),
)

#: what the claims answer: the komitet inwestycyjny's point on the company's ZWZ
_REQUEST: Final = TrendRequest(
    question="Na posiedzenie komitetu inwestycyjnego 18.03.2025 r. (pkt 5 porządku obrad – "
    "głosowanie na ZWZ): jak zmieniały się wyniki spółki {company}?",
    heading="### Notatka o spółce – Nadwiślańska Grupa Budowlana S.A. (GPW: NGB), wyniki za 2024 "
    "r.",
    as_of="2025-03-27",
)


#: "o ok. 12 proc.", "o ponad 10 proc.", "o blisko 15 proc."; "" when it barely moved
_approx_pct = partial(
    _rounded_change,
    past="o ponad {} proc.",
    short="o blisko {} proc.",
    about="o ok. {} proc.",
)


def _by_pp(a: float, b: float) -> str:
    """A margin's move in pkt proc. with a decimal comma ("o 1,4 pkt proc."); "" below 0,3."""
    change = abs(b - a)
    return f"o {_comma(f'{change:.1f}')} pkt proc." if change >= 0.3 else ""


def _mln(amount: float) -> str:
    """An amount in mln zł with space thousands and a decimal comma ("1 234,5 mln zł")."""
    written = f"{amount:,.1f}".replace(",", " ").replace(".", ",")
    return f"{written} mln zł"


def _by_mln(a: float, b: float) -> str:
    """A move in mln zł ("o 1 234,5 mln zł"); "" below 10 mln zł."""
    change = abs(b - a)
    return f"o {_mln(change)}" if change >= 10 else ""


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window; its
    subjects and claims agree in gender and number."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "PLN"
    growth: bool  # the two years' pace and compounding: for a growing (or shrinking) line item
    #: how a year-on-year move is said of it: (above a year earlier, below a year earlier)
    year_on_year: tuple[str, str]


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "revenue_mpln",
        (
            1480.2,
            1765.4,
            1902.8,
            2310.6,
            1612.9,
            1988.3,
            2104.7,
            2402.1,
            1701.4,
            2087.9,
            2250.3,
            2698.5,
            1922.6,
            2388.0,
            2575.4,
            3105.8,
        ),
        (
            "Przychody ze sprzedaży (mln zł)",
            "Skonsolidowane przychody",
            "Przychody grupy",
        ),
        (
            ("{s} wzrosły {m}", rose),
            ("{s} spadły {m}", fell),
            ("{s} rosły w każdym kolejnym kwartale", rose_every_quarter),
            ("{s} nie spadły", held_up),
            ("{s} ani razu nie obniżyły się kwartał do kwartału", never_fell),
        ),
        _approx_pct,
        True,
        (
            "{s} były wyższe r/r w każdym kwartale 2024 r.",
            "{s} były niższe r/r w każdym kwartale 2024 r.",
        ),
    ),
    _Trend(
        "fundamentals.quarters",
        "ebitda_margin_pct",
        (9.1, 9.8, 10.2, 10.9, 7.4, 5.2, 4.1, 3.6, 5.8, 6.9, 7.7, 8.4, 8.1, 8.9, 9.6, 10.3),
        (
            "Marża EBITDA",
            "Rentowność EBITDA",
            "Marża EBITDA grupy",
        ),
        (
            ("{s} wzrosła {m}", rose),
            ("{s} obniżyła się {m}", fell),
            ("{s} ani razu nie spadła kwartał do kwartału", never_fell),
            ("{s} nie spadła", held_up),
            ("{s} nie wzrosła", held_down),
        ),
        _by_pp,
        False,
        (
            "{s} była wyższa niż przed rokiem w każdym z czterech kwartałów 2024 r.",
            "{s} była niższa niż przed rokiem w każdym z czterech kwartałów 2024 r.",
        ),
    ),
    _Trend(
        "fundamentals.quarters",
        "order_backlog_mpln",
        (
            5120.4,
            5388.1,
            5702.6,
            5911.0,
            6045.3,
            6210.8,
            6102.5,
            6388.7,
            6950.2,
            7480.6,
            7912.3,
            8240.9,
            8815.4,
            9402.7,
            9988.1,
            10642.5,
        ),
        (
            "Portfel zamówień",
            "Backlog",
            "Portfel zleceń (mln zł)",
        ),
        (
            ("{s} zwiększył się {m}", rose),
            ("{s} zmniejszył się {m}", fell),
            ("{s} nie zmniejszył się", held_up),
            ("{s} nie zwiększył się", held_down),
            ("{s} rósł w każdym kolejnym kwartale", rose_every_quarter),
        ),
        _approx_pct,
        True,
        (
            "{s} był większy niż rok wcześniej na koniec każdego kwartału 2024 r.",
            "{s} był mniejszy niż rok wcześniej na koniec każdego kwartału 2024 r.",
        ),
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt_mpln",
        (
            182.4,
            205.1,
            190.7,
            160.3,
            248.9,
            402.6,
            515.8,
            588.2,
            541.7,
            478.3,
            430.9,
            392.5,
            371.0,
            330.4,
            298.7,
            251.6,
        ),
        (
            "Dług netto",
            "Zadłużenie netto grupy",
            "Dług netto (mln zł)",
        ),
        (
            ("{s} zmniejszył się {m}", fell),
            ("{s} wzrósł {m}", rose),
            ("{s} nie wzrósł", held_down),
            ("{s} nie zmalał", held_up),
            ("{s} ani razu nie wzrósł kwartał do kwartału", never_rose),
        ),
        _by_mln,
        True,
        (
            "{s} był wyższy niż rok wcześniej na koniec każdego kwartału 2024 r.",
            "{s} był niższy niż rok wcześniej na koniec każdego kwartału 2024 r.",
        ),
    ),
    _Trend(
        "fundamentals.quarters",
        "net_income_mpln",
        (
            58.2,
            71.4,
            80.6,
            95.3,
            12.4,
            -48.7,
            -92.3,
            -35.1,
            18.6,
            41.2,
            55.9,
            70.4,
            62.1,
            84.7,
            96.3,
            118.5,
        ),
        (
            "Zysk netto",
            "Wynik netto",
            "Skonsolidowany wynik netto",
        ),
        (
            ("{s} poprawił się {m}", rose),
            ("{s} pogorszył się {m}", fell),
            ("{s} nie pogorszył się", held_up),
            ("{s} nie poprawił się", held_down),
            ("{s} ani razu nie spadł kwartał do kwartału", never_fell),
        ),
        _by_mln,
        False,
        (
            "{s} był wyższy r/r w każdym kwartale 2024 r.",
            "{s} był niższy r/r w każdym kwartale 2024 r.",
        ),
    ),
)


_year_specials = partial(
    _growth_specials,
    faster="{s} – dynamika wzrostu w 2024 r. wyższa niż w 2023 r.",
    slower="{s} – dynamika wzrostu w 2024 r. niższa niż w 2023 r.",
    grew="{s} – dwucyfrowe średnioroczne tempo wzrostu (CAGR) od IV kw. 2022 r. do IV kw. 2024 r.",
    shrank="{s} – dwucyfrowy średnioroczny spadek (CAGR) od IV kw. 2022 r. do IV kw. 2024 r.",
    end=15,
    shrinking=True,
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) pairs over the whole series, each computed from it: for a
    growing or shrinking item 2024's pace against 2023's and the two-year compound rate (a rise
    or a fall), then year on year in each quarter of 2024. The pace and compound claims are
    written as a note's fragments ("Przychody – dynamika …"), which agree with any subject. Pairs
    too close to call are left out."""
    up_all, down_all = trend.year_on_year
    return _year_specials(trend, up_all=up_all, down_all=down_all)


_CLAIM_FRAMES: Final = (
    "Raport ryzyka za IV kw. 2024 r., załącznik 4 (największe pozycje akcyjne OFE; wartość "
    "pakietu {pak}, udział {udz}): {claim} [1].",
    "Protokół z posiedzenia komitetu inwestycyjnego z 18.03.2025 r., pkt 5 (ZWZ NGB): {claim} "
    "[1]. Przy pakiecie wartym {pak} rekomendujemy głosowanie za dywidendą 2,40 zł na akcję.",
    "{Claim} [1] – komentarz zarządzającego (Michał Sadowski): „utrzymujemy przeważenie”. Udział "
    "funduszu ({udz}) bez zmian.",
    "| Spółka | Wartość pakietu | Udział w głosach | Komentarz |\n|---|---|---|---|\n| "
    "Nadwiślańska Grupa Budowlana S.A. (NGB) | {pak} | {udz} | {Claim} [1] |",
    "Sprawozdanie z realizacji polityki zaangażowania za 2024 r. (projekt): {claim} [1]. Spółka "
    "nie jest na liście wyłączeń (udział {udz}, pakiet {pak}).",
)

_PAKIETY: Final = ("412,8 mln zł", "96,3 mln zł", "1,1 mld zł")
_UDZIALY: Final = ("6,2 proc. głosów na WZ", "5,4%", "7,9 proc. kapitału zakładowego")


def _holding(rng: random.Random) -> dict[str, str]:
    """The OFE's wartość pakietu in the company and its udział w głosach, drawn for each claim's
    frame."""
    return {"pak": rng.choice(_PAKIETY), "udz": rng.choice(_UDZIALY)}


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
        left_out=lambda h, w, c: h.startswith("w IV kw. 2024") and "kwarta" in c,
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
    """Batch ZZZZA: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
