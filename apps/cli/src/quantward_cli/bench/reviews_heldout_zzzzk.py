"""Held-out batch ZZZZK: every flaw kind again, in the voice of a Zagreb mandatory pension
company: Dinara mirovinsko društvo za upravljanje obveznim mirovinskim fondovima d.d. (a
fictional mirovinsko društvo, "Dinara MD"), managing its three obvezni mirovinski fondovi of
kategorija A, B and C (Dinara OMF kategorije A, B i C; the B fund with a neto imovina of 5.934,7
milijuna eura at 31. prosinca 2025.), supervised by HANFA (Hrvatska agencija za nadzor
financijskih usluga) under the Zakon o obveznim mirovinskim fondovima (ZOMF) and HANFA's
pravilnici. Its people and papers, written in Croatian as they write it, with the English its
portfolio managers write to foreign brokers ("Hi Tom, please note…", "we keep the position"):
the Uprava (predsjednica Uprave Vesna Horvat-Kolar, član Uprave Tomislav Barić), its
Investicijski odbor (predsjednik Marin Šimunović, tajnica Ivana Lovrić) with its zapisnici,
dnevni red (točke), odluke numbered "IO-14/2026" and votes ("jednoglasno", "pet glasova za, dva
protiv"; a prijedlog odbijen, povučen s dnevnog reda, odgođen, or one that nije dobio potrebnu
većinu), the Nadzorni odbor (predsjednik Dražen Kovač) and its odluke as records, each fund's
statut (its članci and stavci) and prospekt with their ograničenja ulaganja, the Zakon and
HANFA's Pravilnik o dozvoljenim ulaganjima and nadzorni dopis (KLASA / URBROJ, a rok od 30 dana),
the depozitar (Jadranska depozitarna banka d.d., a fictional custodian) and its potvrda
parametara kontrole, the Funkcija upravljanja rizicima (voditeljica Ana Matić) and its tablica
limita ("Pokazatelj / Ostvarenje / Limit / Iskorištenost"), the upraviteljica portfelja Petra
Jurić and the upravitelj portfelja Luka Perić with their e-mails ("Poštovani,", "Lijep pozdrav,",
"Hi Tom,"), the interna revizija and the analiza strateške alokacije imovine. Its number forms are
Croatian: a decimal comma and dot thousands ("5.934,7 milijuna eura", "36.259,3 milijuna kuna"),
"%" after a space ("35 %", "35,0 % neto imovine fonda"), "posto", "baznih bodova" and "b.b.",
"postotnih bodova" and "p.b.", "puta" and "x" for a multiple; dates as "31. prosinca 2025.",
"31.3.2026.", months in their genitive ("siječnja", "veljače", "ožujka", "travnja", "lipnja",
"rujna", "prosinca"), "u ožujku 2026." in the locative, "IV. tromjesečje 2025." in Roman
numerals; amounts in EUR since the changeover of 1. siječnja 2023., with
kuna figures in history converted at the fiksni tečaj konverzije 7,53450; and numbers in words
in zapisnici and odluke ("trideset pet posto", "dvjesto baznih bodova", "trideset izdavatelja",
"jedan i pol puta", "pet glasova za, dva protiv"). Croatian is a language no earlier batch uses.

Batch ZZZZK is built like ZZZZC and ZZZZD - phrase-level parts, a seeded generator, the truth
kept by the generator and never read from the text - and uses the plan, span and constraint
helpers of `reviews_heldout_shared`, its invented-limit, misquote, breach, range, objective,
leakage and horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, subjects, trend
series and the claims it makes of them are its own. It was written blind: only ZZZZC and ZZZZD
(read for shape, with their tests), `reviews_heldout_shared`, `reviews_heldout_truths`,
`reviews_heldout_forms` (`WrittenForms`), the tests' `heldout_checks`, the `HeldOutCase` /
`TrendRequest` / `trend_claim_twins` / `evidence_for` part of `reviews_heldout`, the contract
models and id checks of `libs/contracts` (constraint units, walk-forward windows, message kinds,
id prefixes) and the names in `quantward_platform.LIBRARY` were read for it; no rule, reviewer,
reviewer or validator test, validator, policy, benchmark result, benchmark document, ADR or other
batch (nor `reviews.py` beyond its ALL_KIND_BATCHES tuple) was read, and it was not run against
the reviewers or the validator before its first recorded run.

It takes the shared loops' opt-in options its register needs, set apart from ZZZZC's and ZZZZD's
where the loops allow: SEVEN subjects (four caps - dionice, nekretnine i alternativni fondovi, a
single izdavatelj and the dionički dio's aktivni rizik (tracking error) in BAZNI BODOVI - and three
floors: the share of imovina u eurima (the valuta obveza), a COUNT of izdavatelji in the portfelj
obveznica and the likvidnost as a MULTIPLE of the isplate over the next twelve months), so the
misquote loop pairs them by a pairing of its own (`pair=4 * (i % 5) + i // 5`: each of the five
structures meets five consecutive subjects, the runs four apart, all seven misquoted), one
structure in four wordings (odbijen, povučen s dnevnog reda, odgođen, nije dobio potrebnu
većinu) and one, new, the Zakon's wider statutory limit beside the statut's stricter one; limits
in words one style in THREE (`words_every` left at its default) where a zapisnik or an odluka of
the Nadzorni odbor says them; the invented limit's answer in FIVE forms taken in turn (`i % 5`,
odd, so each form meets both modes), on the subject `3 * i + 2`: the Investicijski odbor's
zapisnik (with words), Petra Jurić's e-mail and Luka Perić's English e-mail to the team
forwarding what he told a London broker (chat answers), the Funkcija upravljanja rizicima's
tablica limita given BEFORE the request (`template_inputs`, with a decoy "Ostvarenje" and
"Iskorištenost") and the B fund's prospekt sent AFTER it (`mandate`, cited as a clause); every
other strategy case from the FIRST pair under a mandate bounding other things (`other_at` left at
0); breaches in SIX shapes held four cases each (`shape=(i // 4) % 6`, each in both modes), on
the subject `2 * i + 5`, at 1.4 of a cap and 0.6 of a floor, uncited twins at 0.85 of a cap and
1.25 of a floor, the clause cited three cases in four (`i % 4 != 2`: every shape cited three times
and uncited once) - the statut's članak 24. under stavci ("statut_fonda_b.clanak_24.stavak_3"),
HANFA's nadzorni dopis, the Nadzorni odbor's odluke as records (`…odluke[2].tekst`, in words),
the Investicijski odbor's zapisnik (in words, a decoy dnevni red and votes), the tablica limita
as a message with decoy VaR and duracija rows and the prospekt's ograničenja ulaganja as a list
(`prospekt_fonda_b.ogranicenja_ulaganja[3]`); rasponi strateške alokacije over two caps, the
aktivni rizik AND the euro floor (`floors=True`, `turn=i + i // 8` over four), the low end FOUR
FIFTHS of the top (`low_ratio=0.8`), each granted case assuming A QUARTER of the way up
(`assumed_value`), the refused ones the middle (`refused_value` left off), the flawed value 1.2
of the top of a cap or 0.8 of a floor's low end, a refusal fixing the low end of a cap and the
top of a floor, refused at `i % 6` in (1, 4) and placed in FOUR shapes held two cases each
(`(i // 2) % 4`: the statut's članak 25., an odluka of the Uprava, the Investicijski odbor's
ovlasti and a dopis to the depozitar); objectives in SIX structures held three cases each
(`structure=(i // 3) % 6`, each in both modes; the wanted objective `3 * i + i // 4`), three
withdrawing an earlier wording in the same text (the Uprava's zapisnik "riječi «…» zamjenjuju se
riječima «…»", Petra Jurić's e-mail ISPRAVAK and a prijedlog povučen s dnevnog reda beside the one
prihvaćen), one replacing it by a later message (after the Uprava, then from Petra Jurić, by
turns); leakage over FOUR ANCHORED (expanding) walk-forward folds, each trained from 2 January
2012 up to the calendar year it tests, 2018 to 2021 on the Zagrebačka burza's sessions, the whole
sentence at every third case from the FIRST (`sentence_at=0`), placed in the evidence's
description first; and a trend request of its own (the Investicijski odbor's point on the
glavna skupština vote, its heading, an as-of date after the IV. tromjesečje 2025. results) over
TWENTY-FOUR quarters (I. tromjesečje 2020. - IV. tromjesečje 2025.) comparing 2025 with 2024
(`end=23`, the latest year), a compound FALL claimed as well as a rise (`shrinking=True`: the neto
dug shrinks at a double-digit rate), the specials' words agreeing with each series' gender and
number (masculine plural prihodi, masculine singular neto dug, neuter plural noćenja), special
pairs taken every THIRD case in turn (`special_step=3`), extra frame parts drawn per claim
(`frame_parts`: the fondovi's tržišna vrijednost, udio u temeljnom kapitalu and number of
dionice) and two seasonal tourism series besides a signed one (neto rezultat, a loss every
winter quarter and a write-down in the IV. tromjesečje 2024.).

Decoy numbers (no truth depends on them): the B fund's neto imovina (5.934,7 milijuna eura) and,
in history, 36.259,3 milijuna kuna at 31. prosinca 2022. (4.812,4 milijuna eura at the fiksni
tečaj konverzije 7,53450), the 2025 prinos (6,8 %, 0,9 postotnih bodova above the referentni
prinos) and the prinos od početka godine (1,7 %), the members' count (412.806 članova), the
monthly uplata doprinosa (68,3 milijuna eura), the ESB's 25 baznih bodova, HANFA's KLASA and
URBROJ and its rok od 30 dana, zapisnik, točka and odluka numbers, votes (pet glasova za, dva
protiv), the tablica limita's "Ostvarenje" and "Iskorištenost" beside a limit, other limits
beside it in the statut's prilog 2, the VaR (99 %, 10 dana) and modificirana duracija (4 do 7
godina) rows, the rejting BBB-, the Zakon's wider statutory limit, HANFA's average for the
category and the analiza strateške alokacije's unconstrained portfelj quoted for comparison, the
referentni prinos (followed, not optimised), and the watched company's tržišna vrijednost, udio,
number of dionice, share price move (+9,4 %) and dividenda (0,85 EUR po dionici). Its parts:

* limits as the društvo's people state them: dionice (a cap: "35 %", "35,0 %", "35 posto", "35 %
  neto imovine fonda", "trideset pet posto"), nekretnine i alternativni fondovi ("10 %", "10,0 %",
  "10 posto", "10 % neto imovine fonda", "deset posto"), one izdavatelj ("5 %", …, "5 % neto
  imovine fonda po izdavatelju"), the aktivni rizik of the dionički dio ("200 baznih bodova",
  "200 b.b.", "2,00 p.b. godišnje", "dvjesto baznih bodova"), imovina u eurima (a floor: "48 %",
  "48,0 % neto imovine", "48 posto"), izdavatelji in the portfelj obveznica (a floor, a count: "30
  izdavatelja", "30 različitih izdavatelja", "trideset izdavatelja") and the likvidnost (a floor,
  a multiple: "1,5x", "1,5 puta", "1,5 puta očekivanih isplata", "jedan i pol puta");
* requests (Petra Jurić's e-mail, the Investicijski odbor's dnevni red, a Teams poruka, a
  službena bilješka, the Funkcija upravljanja rizicima's popis otvorenih pitanja and a HANFA
  zahtjev za dostavu podataka) deferring the limit to an Uprava not yet held, a točka povučena s
  dnevnog reda, a prijedlog odgođen, a nacrt izmjena statuta reading "[utvrdit će Uprava]", the
  Funkcija upravljanja rizicima's mišljenje not yet given or HANFA's suglasnost not yet received;
* provenance misquoting its source: the statut before its izmjene of 2025 (with a kuna-era
  figure's date) or a nacrt; a prijedlog odbijen, povučen, odgođen or one that did not get the
  needed majority; the Funkcija upravljanja rizicima's ostvarenje (prose, or a table); another
  limit beside it in prilog 2; the Zakon's wider statutory limit, HANFA's category average or the
  analiza strateške alokacije's unconstrained portfelj;
* objectives as the statut's članak 22. (ciljevi ulaganja), an odluka of the Uprava, the
  Investicijski odbor's zapisnik, the analiza strateške alokacije and the Funkcija upravljanja
  rizicima's mišljenje, some saying what is not the aim ("a ne tracking error", "ne Sharpe") and
  some beside HANFA's referentni prinos, which is followed and not optimised;
* leakage as the analiza strateške alokacije, the Funkcija upravljanja rizicima and the interna
  revizija write it: expected returns and correlations, pragovi rebalansiranja, the omjer
  valutne zaštite, a model of uplate doprinosa and isplate and the aktivni rizik's factor model
  fitted on periods reaching into the test years (CROBEX, the HNB's valuation of the kuna, the
  DZS's indeks potrošačkih cijena, the fund's own uplate, the EIOPA curve, the spreads of
  Croatian euro bonds, the ZIBOR and EURIBOR), and whole sentences (today's CROBEX members,
  the 2025 lista isključenja in every year, the 2025 tablice smrtnosti applied back, HANFA's
  late-published monthly category data used the day its month ends); each clean twin in the same
  form, ending before the first test date, and where the data come out late, ending where they
  were out before it;
* trend claims on Sunčani Otoci d.d. (Zagrebačka burza: SNOT-R-A; a fictional Croatian hotel and
  camping group the funds hold) - prihodi od prodaje (mil. EUR, seasonal, faster in 2025 than in
  2024), EBITDA marža (trailing twelve months, moves in p.b.), neto dug (mil. EUR, shrinking at a
  double-digit compound rate), noćenja (thousands, seasonal) and neto rezultat (signed, mil. EUR)
  over twenty-four quarters, as the izvješće o ulaganjima's prilog, the Investicijski odbor's
  zapisnik, Luka Perić's English line to a broker (the claim first), an "Izdavatelj / Tržišna
  vrijednost / Udio / Komentar" table and Petra Jurić's e-mail to the Uprava; horizons covered by
  the series against uncovered ones ("od uvrštenja na Zagrebačku burzu 2007."). Whether a claim
  holds is computed from the series: true, false, or too close to call (never used).

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

SEED: Final = 20270184
KINDS: Final = ALL_KINDS
TAG: Final = "zzzzk"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzkhr0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzkhr1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzkhr2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzkhr3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzkhr5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzkhrd"

_MD: Final = "Dinara mirovinsko društvo za upravljanje obveznim mirovinskim fondovima d.d."
_FUND: Final = "Dinara obvezni mirovinski fond kategorije B"
_PM: Final = "Petra Jurić"
_PM_EN: Final = "Luka Perić"
_CEO: Final = "Vesna Horvat-Kolar"
_DEPOSITARY: Final = "Jadranska depozitarna banka d.d."
_BROKER: Final = "Thameside Securities Ltd"


# --- numbers as a Zagreb mirovinsko društvo's upravitelji portfelja and Funkcija upravljanja
# rizicima write them ----------------------------------------------------------------------------


def _comma(text: str) -> str:
    """A number written with a decimal comma ("12.5" → "12,5")."""
    return text.replace(".", ",")


def _pct(value: float) -> str:
    """A share in percent with a decimal comma: "35", "2,5", "29,75"."""
    return _comma(_g(value * 100))


def _pct1(value: float) -> str:
    """A share in percent with one decimal where that is exact ("35,0", "2,5"), else in full."""
    p = round(value * 100, 6)
    return _comma(f"{p:.1f}" if abs(round(p, 1) - p) < 1e-9 else _g(p))


#: the limits' values in words, as the zapisnici and odluke write some of them
_WORDS: Final[dict[float, str]] = {
    0.05: "pet",
    0.1: "deset",
    0.15: "petnaest",
    0.3: "trideset",
    0.35: "trideset pet",
    0.4: "četrdeset",
    0.48: "četrdeset osam",
    0.6: "šezdeset",
    1.5: "jedan i pol",
    2.0: "dva",
    3.0: "tri",
    20.0: "dvadeset",
    30.0: "trideset",
    40.0: "četrdeset",
    150.0: "sto pedeset",
    200.0: "dvjesto",
    300.0: "tristo",
}


def _words(value: float, unit: str) -> dict[str, str]:
    """The value in words with its `unit` ("trideset pet posto"), under the key "w", when the
    zapisnici have a word for it; none otherwise."""
    said = _WORDS.get(round(value, 6))
    return {"w": f"{said} {unit}"} if said else {}


def _share_forms(after: str, value: float) -> dict[str, str]:
    """A share: "35 %", "35,0 %", "35 posto", "35 % {after}", "trideset pet posto"."""
    return {
        "pc": f"{_pct(value)} %",
        "p1": f"{_pct1(value)} %",
        "po": f"{_pct(value)} posto",
        "na": f"{_pct(value)} % {after}",
        **_words(value, "posto"),
    }


def _bps_forms(value: float) -> dict[str, str]:
    """The aktivni rizik in bazni bodovi: "200 baznih bodova", "200 b.b.", "2,00 p.b.
    godišnje", "dvjesto baznih bodova"."""
    return {
        "bb": f"{_comma(_g(value))} baznih bodova",
        "ab": f"{_comma(_g(value))} b.b.",
        "pb": _comma(f"{value / 100:.2f}") + " p.b. godišnje",
        **_words(value, "baznih bodova"),
    }


def _issuers_forms(value: float) -> dict[str, str]:
    """Izdavatelji in the portfelj obveznica (a floor, a count): "30 izdavatelja", "30 različitih
    izdavatelja", "trideset izdavatelja"."""
    n = _g(value)
    return {
        "i": f"{n} izdavatelja",
        "ri": f"{n} različitih izdavatelja",
        **_words(value, "izdavatelja"),
    }


def _multiple_forms(value: float) -> dict[str, str]:
    """The likvidnost as a multiple of the isplate (a floor): "1,5x", "1,5 puta", "1,5 puta
    očekivanih isplata", "jedan i pol puta"."""
    n = _comma(_g(value))
    return {
        "x": f"{n}x",
        "pt": f"{n} puta",
        "oi": f"{n} puta očekivanih isplata",
        **_words(value, "puta"),
    }


def _english_share(value: float) -> str:
    return f"{_g(value * 100)}%"


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit of the statut and prospekt: the agent's field names, how the društvo's people
    name it (each noun the same in the nominative and the accusative, so that "{noun}:" and "za
    {noun}" both read), its code in the tablica limita, the values it takes, its written forms,
    how the English e-mails write it and name it, and whether it is a floor (a donji limit).
    Words are said one style in three (the default)."""

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
    ("max_equity_share", "limitDioniceMaks"),
    (
        "ulaganja u dionice (izravno i putem UCITS fondova)",
        "dionički dio portfelja",
        "ukupnu izloženost prema dionicama",
    ),
    "LIM-DIO-MAX",
    "fraction",
    (0.3, 0.35, 0.4),
    partial(_share_forms, "neto imovine fonda"),
    _english_share,
    "equities (direct and through UCITS funds)",
)
_PROPERTY: Final = _Subject(
    ("max_real_estate_alternative_share", "limitNekretnineAlternativniMaks"),
    (
        "ulaganja u nekretnine i alternativne investicijske fondove",
        "alternativna ulaganja fonda",
        "udio nekretnina i alternativnih fondova",
    ),
    "LIM-NEK-MAX",
    "fraction",
    (0.05, 0.1, 0.15),
    partial(_share_forms, "neto imovine fonda"),
    _english_share,
    "real estate and alternative investment funds",
)
_ISSUER: Final = _Subject(
    ("max_single_issuer_share", "limitIzdavateljMaks"),
    (
        "izloženost prema jednom izdavatelju (osim Republike Hrvatske)",
        "koncentraciju po izdavatelju",
        "ulaganja u vrijednosne papire jednog izdavatelja",
    ),
    "LIM-IZD-MAX",
    "fraction",
    (0.025, 0.05, 0.1),
    partial(_share_forms, "neto imovine fonda po izdavatelju"),
    _english_share,
    "any single issuer (other than the Republic of Croatia)",
)
_TE: Final = _Subject(
    ("max_equity_tracking_error_bps", "aktivniRizikDioniceMaks"),
    (
        "aktivni rizik (tracking error) dioničkog dijela portfelja",
        "ex ante tracking error dioničkog dijela u odnosu na referentni indeks",
        "odstupanje dioničkog dijela od referentnog indeksa",
    ),
    "LIM-TE-DIO",
    "bps",
    (150.0, 200.0, 300.0),
    _bps_forms,
    lambda v: f"{_g(v)} bps",
    "ex ante tracking error of the equity sleeve",
)
_EURO: Final = _Subject(
    ("min_euro_assets_share", "limitImovinaEurMin"),
    (
        "imovinu u eurima (valuti obveza fonda)",
        "udio imovine denominirane u eurima",
        "valutno usklađenu imovinu fonda",
    ),
    "LIM-EUR-MIN",
    "fraction",
    (0.4, 0.48, 0.6),
    partial(_share_forms, "neto imovine"),
    _english_share,
    "assets denominated in euro (the fund's liability currency)",
    floor=True,
)
_BOND_ISSUERS: Final = _Subject(
    ("min_bond_issuers", "brojIzdavateljaObvezniceMin"),
    (
        "broj izdavatelja u portfelju obveznica",
        "raspršenost portfelja obveznica (broj izdavatelja)",
        "broj različitih izdavatelja obveznica",
    ),
    "LIM-BRIZD-MIN",
    "count",
    (20.0, 30.0, 40.0),
    _issuers_forms,
    lambda v: f"{_g(v)} issuers",
    "number of bond issuers held",
    floor=True,
)
_LIQUIDITY: Final = _Subject(
    ("min_liquidity_coverage_multiple", "omjerLikvidnostiMin"),
    (
        "omjer likvidne imovine i isplata u sljedećih dvanaest mjeseci",
        "pokriće isplata likvidnom imovinom",
        "likvidnosni omjer fonda",
    ),
    "LIM-LIKV-MIN",
    "multiple",
    (1.5, 2.0, 3.0),
    _multiple_forms,
    lambda v: f"{_g(v)}x",
    "liquid assets over the next twelve months' payouts",
    floor=True,
)
#: seven limits: four caps (three shares, bazni bodovi) and three floors (a share, a count, a
#: multiple); the misquote loop puts each of its five structures with five consecutive ones, the
#: runs four apart
_SUBJECTS: Final = (_EQUITY, _PROPERTY, _ISSUER, _TE, _EURO, _BOND_ISSUERS, _LIQUIDITY)
#: the limits a raspon strateške alokacije is given for: two shares, the aktivni rizik and the
#: euro floor
_BANDED: Final = (_EQUITY, _PROPERTY, _TE, _EURO)

_RATIONALES: Final = (
    "ono što je predviđao statut prije izmjena iz 2025.",
    "otprilike prosjek obveznih mirovinskih fondova iste kategorije",
    "privremena vrijednost do odluke Uprave",
    "vrijednost iz središnjeg scenarija analize strateške alokacije",
    "uobičajena rezerva koju držimo ispod zakonskog limita",
    "vrijednost iz nacrta izmjena statuta",
)

#: where a breach's flawed value lies, and its uncited twin, as multiples of the limit
_CAP_BREACH: Final = 1.4
_FLOOR_BREACH: Final = 0.6
#: where a raspon's flawed value lies, as multiples of its top (cap) or low end (floor)
_BAND_CAP_BREACH: Final = 1.2
_BAND_FLOOR_BREACH: Final = 0.8


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Alokacija imovine fonda " + _FUND + " (državne i korporativne obveznice, domaće i strane "
    "dionice, UCITS fondovi, nekretnine, depoziti) unutar ograničenja ulaganja iz statuta i "
    "prospekta",
    "najbolji prinos prilagođen riziku za članove fonda, uz poštivanje ograničenja ulaganja",
    "optimizacija alokacije imovine",
    "dobiveni ponderi i njihov rizik",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_RATIONALE: Final = "kako je utvrđeno statutom fonda i odlukom Uprave"
_cite = partial(_cite_as, _RATIONALE)
_clause_cite = partial(_clause_cite_as, _RATIONALE)
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _sign(s: _Subject) -> str:
    return "najmanje" if s.floor else "najviše"


def _bound(s: _Subject) -> str:
    """The limit as an object or a subject alike (a masculine inanimate noun)."""
    return "donji limit" if s.floor else "gornji limit"


def _short(s: _Subject) -> str:
    return "min." if s.floor else "maks."


def _limit_en(s: _Subject) -> str:
    return "minimum" if s.floor else "maximum"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "uravnotežiti portfelj fonda kategorije B, čija je neto imovina 31. prosinca 2025. iznosila "
    "5.934,7 milijuna eura",
    "pripremiti strukturu ulaganja za izvješće za I. tromjesečje 2026.",
    "rasporediti mjesečne uplate doprinosa od oko 68,3 milijuna eura",
    "ponovno izračunati projekcije nakon smanjenja kamatnih stopa ESB-a za 25 baznih bodova",
    "provjeriti pokrivaju li likvidna sredstva isplate članovima koji odlaze u mirovinu",
)
_DEFERRALS: Final = (
    "Uprava će limit za {noun} utvrditi tek na sjednici 19. ožujka 2026.",
    "točka o limitu za {noun} povučena je s dnevnog reda Investicijskog odbora",
    "prijedlog limita za {noun} odgođen je za sljedeću sjednicu Investicijskog odbora",
    "nacrt izmjena statuta još uvijek glasi «limit za {noun}: [utvrdit će Uprava]»",
    "Funkcija upravljanja rizicima još nije dala mišljenje o limitu za {noun}",
    "još čekamo suglasnost HANFA-e na izmjene statuta koje uređuju limit za {noun}",
)
_REQUEST_FRAMES: Final = (
    "Šalje: " + _PM + " (upraviteljica portfelja)\nPrima: Sektor upravljanja imovinom\nPredmet: "
    "Rebalans portfelja – I. tromjesečje 2026.\n\nPoštovani,\n\nmolim vas da {task}. Napomena: "
    "{deferral}.\n\nLijep pozdrav,\nPetra",
    "Investicijski odbor – sjednica 12. ožujka 2026.\nDnevni red:\n1. Usvajanje zapisnika s "
    "prethodne sjednice\n2. {Task}\n3. Razno\nNapomena: {deferral}.",
    "Teams – Tomislav B. (8:47): možeš li {task}? fyi {deferral}",
    "SLUŽBENA BILJEŠKA\nZa: članove Investicijskog odbora\nOd: Sektor upravljanja imovinom\n"
    "Datum: 27. veljače 2026.\n\n{Deferral}. U međuvremenu molimo sljedeće: {task}.",
    "Popis otvorenih pitanja – Funkcija upravljanja rizicima (stanje 2. ožujka 2026.)\nBr. "
    "2026-07 | {Task} | nositelj: Sektor upravljanja imovinom | status: u tijeku\nNapomena: "
    "{deferral}.",
    "Povodom zahtjeva HANFA-e za dostavu podataka (rok: 30 dana), Uprava traži od Sektora "
    "upravljanja imovinom da prije odgovora {task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


@dataclass(frozen=True)
class _Stating:
    """How an answer states a limit: its frame ({noun}, {v}, {key}, {bound}, {sign}, {short},
    {limit_en}, {noun_en}, {ostvarenje}, {iskoristenost}), its value's form ("figures" one of its
    written forms, "words" a written form or its words, "table" a written form beside the
    Funkcija upravljanja rizicima's ostvarenje, "english" the English figure), its kind, and
    whether it comes before the request."""

    frame: str
    form: str
    kind: AnswerKind
    first: bool = False


_STATINGS: Final = (
    _Stating(
        "Izvadak iz zapisnika s 9. sjednice Investicijskog odbora održane 5. ožujka 2026.\n"
        "Točka 4. – Izmjene ograničenja ulaganja\nNakon rasprave jednoglasno je donesena odluka "
        "IO-14/2026: predlaže se Upravi da {bound} za {noun} iznosi {v}. Točka 5. (izbor "
        "brokera za strana tržišta) odgođena je za sljedeću sjednicu.\nZapisnik vodila: Ivana "
        "Lovrić",
        "words",
        "clarification_answer",
    ),
    _Stating(
        "Šalje: " + _PM + "\nPrima: Sektor upravljanja imovinom; Funkcija upravljanja rizicima\n"
        "Predmet: RE: Rebalans portfelja – I. tromjesečje 2026.\n\nPoštovani,\n\n{Noun}: {sign} "
        "{v}. To je ono što je Uprava usvojila u veljači, a ne vrijednost iz nacrta.\n\nLijep "
        "pozdrav,\nPetra",
        "figures",
        "clarification_answer",
    ),
    _Stating(
        "FW: limits for the rebalancing\n\nKolege, šaljem i vama ono što sam jutros napisao "
        "brokeru ("
        + _BROKER
        + ").\n\n---\nHi Tom,\nplease note the limit on {noun_en} for our category B fund: "
        "{limit_en} {v}. Please size the program accordingly.\nBest regards,\nLuka Perić, "
        "Portfolio Manager, " + _MD,
        "english",
        "clarification_answer",
    ),
    _Stating(
        "TABLICA LIMITA – Funkcija upravljanja rizicima, " + _FUND + ", stanje 27. veljače 2026.\n"
        "| Oznaka | Pokazatelj | Ostvarenje | Limit | Iskorištenost |\n|---|---|---|---|---|\n"
        "| {key} | {Noun} | {ostvarenje} | {short} {v} | {iskoristenost} |",
        "table",
        "template_inputs",
        first=True,
    ),
    _Stating(
        "PROSPEKT FONDA " + _FUND.upper() + " (pročišćeni tekst, na snazi od 1. travnja 2026.)\n"
        "7. Ograničenja ulaganja\n7.3. {Noun}: {sign} {v}.\n7.4. Ograničenja se izračunavaju "
        "dnevno prema tržišnoj vrijednosti imovine.",
        "figures",
        "mandate",
    ),
)


def _ostvarenje(s: _Subject, value: float) -> float:
    """The Funkcija upravljanja rizicima's ostvarenje inside the limit: above a floor, below a
    cap (whole izdavatelji and bazni bodovi)."""
    used = value * 1.25 if s.floor else value * 0.9
    if s.unit in ("count", "bps"):
        return float(round(used))
    return round(used, 4)


def _iskoristenost(s: _Subject, value: float, used: float) -> str:
    """Iskorištenost as the tablica limita writes it ("90,0 %"): the ostvarenje over a cap, the
    floor over the ostvarenje."""
    share = value / used if s.floor else used / value
    return _comma(f"{share * 100:.1f}") + " %"


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings."""
    stating = _STATINGS[turn % len(_STATINGS)]
    ostvarenje = iskoristenost = ""
    if stating.form == "english":
        written = s.english(value)
    elif stating.form == "table":  # the ostvarenje inside the limit, a decoy in the same form
        used = _ostvarenje(s, value)
        written, ostvarenje = s.alike((value, used), rng.randrange(12), apart=True)
        iskoristenost = _iskoristenost(s, value, used)
    else:
        written = s.render(value, rng.randrange(12), words=stating.form == "words")
    text = _fill(
        stating.frame,
        noun=rng.choice(s.nouns),
        v=written,
        key=s.key,
        bound=_bound(s),
        sign=_sign(s),
        short=_short(s),
        limit_en=_limit_en(s),
        noun_en=s.noun_en,
        ostvarenje=ostvarenje,
        iskoristenost=iskoristenost,
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form: the tablica
    limita came before the request, the prospekt after it, cited as a clause."""
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
    "statut_fonda_b": {
        "clanak_20_nacela_ulaganja": [
            "Imovina fonda ulaže se isključivo u interesu članova fonda, s ciljem povećanja "
            "vrijednosti imovine uz poštivanje načela sigurnosti, razboritosti i opreza.",
            "Fond prati referentni prinos obveznih mirovinskih fondova iste kategorije koji "
            "objavljuje HANFA; referentni prinos nije ograničenje ulaganja.",
            "Fond ne ulaže u izdavatelje s popisa isključenja (kontroverzno oružje, duhan, "
            "termalni ugljen).",
            "Izvedeni financijski instrumenti koriste se isključivo radi zaštite imovine; "
            "kratka prodaja nije dopuštena.",
            "Statut se mijenja odlukom Uprave uz prethodnu suglasnost HANFA-e.",
        ]
    }
}

_invented = partial(
    _invented_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 3 * i + 2,
    request=_request,
    request_id=REQUEST_ID,
    other_terms=_OTHER_TERMS,
    twins=lambda i: _invented_twins(i % len(_STATINGS)),
)


# --- false provenance --------------------------------------------------------------------------

#: another limit beside it in prilog 2 of the statut: its name and value, in the subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "LIM-DIO-MAX": ("Dionice s tržišta u nastajanju, maks.", 0.07),
    "LIM-NEK-MAX": ("Nekretnine u izravnom vlasništvu, maks.", 0.02),
    "LIM-IZD-MAX": ("Depoziti kod jedne kreditne institucije, maks.", 0.2),
    "LIM-TE-DIO": ("Aktivni rizik portfelja obveznica, maks.", 80.0),
    "LIM-EUR-MIN": ("Obveznice Republike Hrvatske, min.", 0.25),
    "LIM-BRIZD-MIN": ("Izdavatelji u dioničkom portfelju, min.", 45.0),
    "LIM-LIKV-MIN": ("Omjer novca i isplata u sljedećem mjesecu, min.", 1.1),
}


def _away(s: _Subject, value: float, up: float, down: float) -> float:
    """A wrong value for `s`: `value` times `up` for a cap, times `down` for a floor, rounded as
    the papers quote it (a tenth of a percent, a whole bazni bod or izdavatelj, a tenth of a
    multiple)."""
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
    noun = rng.choice(s.nouns)
    variant = i // 5 + structure
    if structure == 0:  # the statut before its izmjene, or a nacrt
        wrong_value = _away(s, value, 1.3, 0.7)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                "Statut u tekstu od 15. lipnja 2019. (iz vremena kad se imovina još iskazivala u "
                f"kunama) propisivao je za {noun} {wrong}. Izmjenama statuta iz 2025., uz "
                f"suglasnost HANFA-e, limit je {right} i primjenjuje se od 1. siječnja 2026."
            )
        else:
            text = (
                f"Nacrt izmjena statuta (verzija 2, iz siječnja) predviđao je {wrong} za {noun}; "
                f"usvojeni tekst predviđa {right} i taj se primjenjuje."
            )
    elif structure == 1:  # a prijedlog the Investicijski odbor or the Uprava did not adopt
        wrong_value = _away(s, value, 1.25, 0.75)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 4 == 0:
            text = (
                f"Sektor upravljanja imovinom predložio je {wrong} za {noun}. Prijedlog je "
                f"odbijen (dva glasa za, pet protiv); {_bound(s)} ostaje {right}."
            )
        elif variant % 4 == 1:
            text = (
                f"Funkcija upravljanja rizicima predložila je {wrong} za {noun}, ali je točka "
                "povučena s dnevnog reda: i dalje vrijedi limit od "
                f"{right} iz statuta."
            )
        elif variant % 4 == 2:
            text = (
                f"Prijedlog da limit za {noun} bude {wrong} odgođen je (Investicijski odbor, "
                f"sjednica 12. veljače 2026., točka 6.). Do donošenja odluke limit je {right}."
            )
        else:
            text = (
                f"Prijedlog od {wrong} za {noun} nije dobio potrebnu većinu na sjednici Uprave. "
                f"Važeći limit: {_short(s)} {right}."
            )
    elif structure == 2:  # the Funkcija upravljanja rizicima's ostvarenje
        wrong_value = _away(s, value, 0.8, 1.3)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                f"Izvješće o rizicima za IV. tromjesečje 2025.: {noun} na dan 31. prosinca 2025. "
                f"iznosi {wrong}, uz limit od {right}. Prekoračenja nije bilo."
            )
        else:
            iskoristenost = _iskoristenost(s, value, wrong_value)
            text = (
                "| Pokazatelj | Ostvarenje 31.12.2025. | Limit | Iskorištenost |\n"
                f"|---|---|---|---|\n| {_cap(noun)} | {wrong} | {_short(s)} {right} | "
                f"{iskoristenost} |"
            )
    elif structure == 3:  # another limit beside it in prilog 2
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{beside}: {wrong}", f"{_cap(noun)}, {_short(s)}: {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Statut fonda, prilog 2. (izvadak)\n- " + "\n- ".join(lines)
    else:  # the Zakon's wider limit, HANFA's average or the analiza's unconstrained portfelj
        wrong_value = _away(s, value, 1.5, 0.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 3 == 0:
            text = (
                f"Zakon o obveznim mirovinskim fondovima za {noun} dopušta {wrong}; naš je "
                f"statut stroži i propisuje {right}, pa vrijedi taj limit."
            )
        elif variant % 3 == 1:
            text = (
                "Usporedbe radi, prosjek obveznih mirovinskih fondova kategorije B (statistika "
                f"HANFA-e, kraj 2025.) iznosi {wrong} za {noun}. Naš statut predviđa {right} – "
                "toga se držimo."
            )
        else:
            text = (
                "Analiza strateške alokacije 2026.: optimalni portfelj bez ograničenja imao bi "
                f"{wrong} za {noun}; Uprava je u statutu zadržala {right}."
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
    pair=lambda i: 4 * (i % 5) + i // 5,
)


# --- mandate clauses: the statut's članak 24., HANFA's nadzorni dopis, the Nadzorni odbor's
# odluke, the Investicijski odbor's zapisnik, the tablica limita and the prospekt -------------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of six places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12), words=shape in (2, 3))
    if shape == 0:  # the statut's članak 24., under its stavci
        stavci: dict[str, JsonValue] = {
            "stavak_1": "Ograničenja ulaganja izračunavaju se u odnosu na neto imovinu fonda "
            "prema tržišnoj vrijednosti i prate se svakodnevno.",
            "stavak_2": "Modificirana duracija portfelja obveznica iznosi od 4 do 7 godina.",
            "stavak_3": f"{_cap(noun)}: {_sign(s)} {written}.",
            "stavak_4": "O svakom prekoračenju Društvo bez odgode obavještava depozitara i "
            "HANFA-u.",
        }
        return (
            {"statut_fonda_b": {"verzija": "2026-01", "clanak_24": stavci}},
            None,
            "statut_fonda_b.clanak_24.stavak_3",
        )
    if shape == 1:  # HANFA's nadzorni dopis, as a message
        verb = "ne bude niži od" if s.floor else "ne prelazi"
        letter = (
            "HRVATSKA AGENCIJA ZA NADZOR FINANCIJSKIH USLUGA\nSektor nadzora mirovinskog sustava\n"
            "KLASA: UP/I 972-02/26-01/07\nURBROJ: 326-01-26-3\nZagreb, 16. veljače 2026.\n"
            "Predmet: " + _FUND + " – nalaz neposrednog nadzora\n\nNa temelju Zakona o obveznim "
            f"mirovinskim fondovima nalaže se Društvu da {noun} {verb} {written}.\nPlan "
            "korektivnih mjera potrebno je dostaviti u roku od 30 dana od primitka ovog dopisa."
        )
        return None, letter, MANDATE_ID
    if shape == 2:  # the Nadzorni odbor's odluke, as records
        odluke: list[JsonValue] = [
            {
                "broj": "NO-3/2026",
                "tekst": "Nadzorni odbor dao je suglasnost na godišnje izvješće fonda za 2025.",
            },
            {
                "broj": "NO-4/2026",
                "tekst": "Izbor revizora za 2026. odgođen je za sljedeću sjednicu.",
            },
            {
                "broj": "NO-5/2026",
                "tekst": f"Nadzorni odbor jednoglasno je prihvatio da {_bound(s)} za {noun} "
                f"iznosi {written}.",
            },
        ]
        return (
            {"zapisnik_no_2026_02": {"predsjednik": "Dražen Kovač", "odluke": odluke}},
            None,
            "zapisnik_no_2026_02.odluke[2].tekst",
        )
    if shape == 3:  # the Investicijski odbor's zapisnik, as a message
        zapisnik = (
            "ZAPISNIK S 10. SJEDNICE INVESTICIJSKOG ODBORA\nSjednica je održana 19. ožujka 2026. "
            "u sjedištu Društva. Dnevni red: (1) stanje portfelja; (2) ograničenja ulaganja; "
            "(3) razno.\nAd 2) Odlukom IO-17/2026 (pet glasova za, dva protiv) utvrđeno je: "
            f"{noun}, {_sign(s)} {written}.\nSjednica je zaključena u 11:40 sati."
        )
        return None, zapisnik, MANDATE_ID
    if shape == 4:  # the tablica limita, as a message
        table = (
            "TABLICA LIMITA " + _FUND.upper() + " (usvojila Uprava 20. veljače 2026.)\n"
            "| Limit | Vrijednost | Osnovica |\n|---|---|---|\n"
            "| VaR (99 %, 10 dana) | maks. 4,2 % | neto imovina |\n"
            f"| {_cap(noun)} | {_sign(s)} {written} | neto imovina po tržišnoj vrijednosti |\n"
            "| Minimalni kreditni rejting obveznica | BBB- | na dan stjecanja |"
        )
        return None, table, MANDATE_ID
    ogranicenja: list[JsonValue] = [
        "Imovina fonda ulaže se u skladu sa Zakonom i Pravilnikom o dozvoljenim ulaganjima.",
        "Vrijednosni papiri moraju biti uvršteni na uređeno tržište u državi članici ili OECD-u.",
        "Fond ne stječe vrijednosne papire izdavatelja s popisa isključenja.",
        f"{_cap(noun)}: {_sign(s)} {written}.",
        "Minimalni kreditni rejting obveznica na dan stjecanja je BBB- (ili ekvivalent).",
    ]
    return (
        {"prospekt_fonda_b": {"ogranicenja_ulaganja": ogranicenja}},
        None,
        "prospekt_fonda_b.ogranicenja_ulaganja[3]",
    )


_WITHIN_ASKS: Final = (
    "Uravnotežite portfelj fonda kategorije B u skladu sa statutom, prospektom i nalazom HANFA-e.",
    "Please složite alokaciju within all our limits.",
    "Za sjednicu Uprave 19. ožujka 2026.: optimizirajte alokaciju unutar naših ograničenja.",
    "Rasporedite uplate doprinosa za ožujak bez ikakvog prekoračenja limita.",
    "Pripremite prijedlog strateške alokacije za III. tromjesečje 2026., bez prekoračenja.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 2 * i + 5,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 4 != 2,
    rationale="dokumentirani limit fonda",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
    shape=lambda i: (i // 4) % 6,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
    cap_inside=0.85,
    floor_inside=1.25,
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi] around a strateška alokacija {mid}: {bound}, {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "Statut fonda, članak 25. (strateška alokacija): za {noun} raspon iznosi od {lo} (donja "
    "granica) do {hi} (gornja granica), uz stratešku alokaciju od {mid}; unutar raspona "
    "{bound} određuje Investicijski odbor.",
    "| Klasa imovine | Donja granica | Strateška alokacija | Gornja granica | Odluka unutar "
    "raspona |\n|---|---|---|---|---|\n| {Noun} ({bound}) | {lo} | {mid} | {hi} | "
    "Investicijski odbor |",
    "Odluka Uprave U-9/2026 (jednoglasno): Investicijski odbor može {bound} za {noun} odrediti "
    "bilo gdje između {lo} i {hi}, bez nove odluke Uprave.",
    "Između {lo} i {hi}, {bound} za {noun} pitanje je tekućeg upravljanja: određuje ga "
    "Investicijski odbor, koji o tome izvještava Upravu.",
    "Nadzorni odbor je na sjednici 10. veljače 2026. primio na znanje da Društvo {bound} za "
    "{noun} može odrediti između {lo} i {hi} bez nove odluke, i nije imao primjedbi.",
)
#: (refused, granted), both with {bound}, {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "Uprava je {bound} za {noun} utvrdila na {point}. Prijedlog raspona od {lo} do {hi} je "
        "odbijen (dva glasa za, pet protiv); ovdje nema prostora za odlučivanje.",
        "Uprava je prihvatila prijedlog raspona od {lo} do {hi} za {bound} ({noun}); unutar "
        "njega razinu određuje Investicijski odbor.",
    ),
    (
        "Prijedlog raspona od {lo} do {hi} za {noun} povučen je s dnevnog reda; dok se "
        "Investicijski odbor ne očituje, {bound} ostaje na {point}.",
        "Prijedlog raspona od {lo} do {hi} za {noun} jednoglasno je prihvaćen; unutar raspona "
        "razinu određuje Investicijski odbor.",
    ),
    (
        "Prijedlog raspona od {lo} do {hi} za {noun} odgođen je za iduću sjednicu (točka 8., 20. "
        "veljače 2026.). Do tada {bound} ostaje na {point}.",
        "Prijedlog raspona od {lo} do {hi} za {noun} usvojen je (točka 8., 20. veljače 2026.). "
        "Razinu unutar raspona bira Investicijski odbor.",
    ),
    (
        "Prijedlog da Investicijski odbor dobije raspon od {lo} do {hi} za {bound} ({noun}) "
        "nije dobio potrebnu većinu. Ostaje razina od {point}.",
        "Prijedlog da Investicijski odbor dobije raspon od {lo} do {hi} za {bound} ({noun}) "
        "dobio je potrebnu većinu. Investicijski odbor bira razinu unutar raspona.",
    ),
)


def _named(rng: random.Random, s: _Subject) -> dict[str, str]:
    """A range's noun and its bound (the gornji limit of a cap, the donji limit of a floor)."""
    return {"noun": rng.choice(s.nouns), "bound": _bound(s)}


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A range's donja and gornja granica and its strateška alokacija in one form, and the level
    a refusal fixes: the low end for a cap and the top for a floor, so that the point a refused
    plan assumes (the middle) is looser than the level fixed."""
    lo, hi, mid = s.alike(bounds, rng.randrange(12), apart=True)
    return {"lo": lo, "hi": hi, "mid": mid, "fixed": hi if s.floor else lo}


def _quarter_up(bounds: tuple[float, float, float]) -> float:
    """The point a granted case assumes: a quarter of the way from the low end to the top."""
    low, high, _ = bounds
    return round(low + (high - low) / 4, 6)


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude text in the statut's članak 25. (fields), an odluka of the Uprava (a mandate
    message), the Investicijski odbor's ovlasti (fields) or a dopis to the depozitar (a
    mandate message)."""
    if shape == 0:
        return {"statut_fonda_b": {"clanak_25_rasponi_strateske_alokacije": text}}, None
    if shape == 1:
        return None, (
            "ODLUKA UPRAVE " + _MD + " (sjednica 20. veljače 2026.), za " + _FUND + f"\n\n{text}"
            "\n\nPredsjednica Uprave, " + _CEO
        )
    if shape == 2:
        return {
            "poslovnik_investicijskog_odbora": {
                "ovlasti": [
                    "Provodi stratešku alokaciju koju je usvojila Uprava.",
                    text,
                ]
            }
        }, None
    return None, (
        "Za: " + _DEPOSITARY + ", Odjel kontrole\nPredmet: Obavijest o rasponima strateške "
        f"alokacije za {_FUND}\n\n{text}\n\nS poštovanjem,\nFunkcija upravljanja rizicima"
    )


_ranges = partial(
    _range_cases,
    subjects=_BANDED,
    turn=lambda i: i + i // 8,
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
    assumed_value=_quarter_up,
    cap_breach=_BAND_CAP_BREACH,
    floor_breach=_BAND_FLOOR_BREACH,
)


# --- objectives --------------------------------------------------------------------------------

_ODLUKA: Final = "Odluka Uprave U-7/2026 od 20. veljače 2026.:\n"
_ZAPISNIK: Final = "Zapisnik Investicijskog odbora od 5. ožujka 2026.: "

#: whole statements of each objective, as the statut, an odluka, the Investicijski odbor's
#: zapisnik, the analiza strateške alokacije and the Funkcija upravljanja rizicima put them; the
#: first of each is one line, so that an izmjena, an ispravak or a withdrawn prijedlog can quote
#: it
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Statut fonda, članak 22. (ciljevi ulaganja): najbolji prinos po jedinici rizika – "
        "najveći Sharpeov omjer.",
        _ODLUKA + "Alokacija se bira prema najboljem prinosu prilagođenom riziku (Sharpeov "
        "omjer); veći prinos uz veći rizik nije cilj.",
        _ZAPISNIK + "Odbor traži da se optimizira prinos prilagođen riziku (Sharpeov omjer), a ne "
        "tracking error u odnosu na referentni prinos.",
        "Analiza strateške alokacije 2026., preporuka: izabrati portfelj s najvećim očekivanim "
        "prinosom po jedinici volatilnosti, tj. najveći Sharpeov omjer. Referentni prinos "
        "kategorije prati se zasebno.",
        "Mišljenje Funkcije upravljanja rizicima: cilj Uprave je najbolji mogući Sharpeov omjer; "
        "ništa drugo ne smije određivati pondere.",
    ),
    "variance": (
        "Statut fonda, članak 22. (ciljevi ulaganja): najmanja moguća kolebljivost vrijednosti "
        "obračunske jedinice – minimalna varijanca.",
        _ODLUKA + "Alokacija treba imati najmanju moguću varijancu; očekivani prinosi ne ulaze u "
        "optimizaciju.",
        _ZAPISNIK + "s obzirom na velik broj članova blizu umirovljenja, Odbor želi stabilnost. "
        "Minimizirati varijancu portfelja, neovisno o očekivanim prinosima.",
        "Analiza strateške alokacije 2026., preporuka: minimizirati volatilnost, bez cilja "
        "prinosa u optimizaciji; referentni prinos kategorije prati se, ne optimizira.",
        "Mišljenje Funkcije upravljanja rizicima: portfelj držati što stabilnijim – ponderi koji "
        "minimiziraju varijancu. Sharpe ovdje nije pitanje.",
    ),
    "tracking": (
        "Statut fonda, članak 22. (ciljevi ulaganja): prinos što bliži referentnom prinosu "
        "kategorije B koji objavljuje HANFA, s najmanjim mogućim odstupanjem.",
        _ODLUKA + "Fond treba pratiti referentni portfelj kategorije s najmanjim mogućim aktivnim "
        "rizikom (tracking error).",
        _ZAPISNIK + "Društvo jamči za odstupanje od referentnog prinosa; minimizirati tracking "
        "error u odnosu na referentni portfelj.",
        "Analiza strateške alokacije 2026., preporuka: ostati što bliže referentnom portfelju "
        "kategorije; predlažemo pondere koji minimiziraju očekivani aktivni rizik.",
        "Mišljenje Funkcije upravljanja rizicima: nitko ne traži alfu – držite se referentnog "
        "portfelja, s najmanjim mogućim odstupanjem.",
    ),
    "return": (
        "Statut fonda, članak 22. (ciljevi ulaganja): najveći očekivani prinos, bez kazne za "
        "rizik u funkciji cilja – rizik ograničavaju limiti.",
        _ODLUKA + "Ponderi trebaju ciljati najveći očekivani prinos; rizik je uokviren "
        "ograničenjima ulaganja, a ne funkcijom cilja.",
        _ZAPISNIK + "maksimizirati očekivani prinos unutar ograničenja iz statuta; nikakva "
        "prilagodba za rizik u funkciji cilja.",
        "Analiza strateške alokacije 2026., preporuka: za dugoročni dio modeliramo portfelj s "
        "najvećim očekivanim prinosom; ograničenja ulaganja uokviruju rizik.",
        "Mišljenje Funkcije upravljanja rizicima: Uprava je izabrala prinos. Cilj je najveći "
        "očekivani prinos, ne Sharpe.",
    ),
}
_FOLLOW_UPS: Final = (
    "Nakon sjednice Uprave održane 19. ožujka 2026. tekst je izmijenjen i sada glasi:\n\n{new}",
    "Petra, 15:20 – zaboravite moj jutarnji e-mail o cilju. Nakon razgovora s Upravom:\n\n{new}",
)
_ASK_FRAMES: Final = (
    "Statut fonda – osnova za alokaciju:\n\n{ask}",
    "{ask}\n\nMolim da alokaciju uskladite s time. – P. J.",
    "Neto imovina fonda 5.934,7 milijuna eura na dan 31. prosinca 2025.; prinos u 2025.: 6,8 %, "
    "0,9 postotnih bodova iznad referentnog prinosa (od početka godine: 1,7 %).\n\n{ask}",
    "Fond ima 412.806 članova; mjesečne uplate doprinosa iznose oko 68,3 milijuna eura.\n\n{ask}",
    "Podsjetnik: na dan 31. prosinca 2022. neto imovina iznosila je 36.259,3 milijuna kuna "
    "(4.812,4 milijuna eura po fiksnom tečaju konverzije 7,53450).\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Alokacija imovine fonda " + _FUND,
    purpose="optimizacija alokacije imovine",
    custom_reason="no platform solver for this objective",
    custom_purpose="alokacija imovine",
    section_title="Alokacija i ponderi",
    description="ponderi",
)


def _one_line(kind: str, text: str) -> str:
    """A statement as a quoted line holds it: the first (one-line) wording when it spans lines."""
    return _ASKS[kind][0] if "\n" in text else text


def _amended(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The Uprava's zapisnik amending the prijedlog odluke ("riječi «…» zamjenjuju se riječima
    «…»"), the earlier wording replaced by the wanted one."""
    return (
        "Zapisnik sa 4. sjednice Uprave, točka 3. – Cilj ulaganja\nČlan Uprave Tomislav Barić "
        "predložio je izmjenu prijedloga odluke: u prijedlogu riječi "
        f"«{_one_line(old_kind, old)}» zamjenjuju se riječima «{ask.replace(chr(10), ' ')}».\n"
        "Izmjena je prihvaćena jednoglasno, a tako izmijenjena odluka je donesena."
    )


def _errata(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """Petra Jurić's e-mail correcting her own earlier line."""
    return (
        "Šalje: " + _PM + "\nPredmet: ISPRAVAK – cilj optimizacije\n\nU mojem prethodnom e-mailu "
        f"umjesto «{_one_line(old_kind, old)}» treba stajati sljedeće (prethodni tekst ne "
        f"odgovara onome što je Uprava usvojila):\n\n{ask}"
    )


def _withdrawn_proposal(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The Investicijski odbor's prijedlog withdrawn from the dnevni red, beside the one
    prihvaćen."""
    return (
        "Sjednica Investicijskog odbora 12. ožujka 2026.\nPrijedlog br. 3/2026 (predlagatelj ga "
        f"je povukao s dnevnog reda): «{_one_line(old_kind, old)}»\nPrijedlog br. 4/2026 "
        f"(prihvaćen): {ask.replace(chr(10), ' ')}"
    )


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Six structures held three cases each (`(i // 3) % 6`, so each meets both modes): a framed
    request (0 and 5), the Uprava's zapisnik amending the prijedlog (1), Petra Jurić's ispravak
    (2), an earlier message a later one replaces (3: after the Uprava or from Petra Jurić, by
    turns) and a prijedlog povučen s dnevnog reda beside the one prihvaćen (4)."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={1: _amended, 2: _errata, 4: _withdrawn_proposal},
        later=lambda rng, i, ask: _fill(_FOLLOW_UPS[i % len(_FOLLOW_UPS)], new=ask),
        framed=lambda rng, i, wanted, ask: _fill(rng.choice(_ASK_FRAMES), ask=ask),
        solving=_solving,
        seed=SEED,
        tag=TAG,
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
        turn=lambda i: 3 * i + i // 4,
        structure=lambda i: (i // 3) % 6,
    )


# --- leakage -----------------------------------------------------------------------------------

#: four ANCHORED (expanding) walk-forward folds, each trained from 2 January 2012 to the session
#: before the calendar year it tests, 2018 to 2021, on the Zagrebačka burza's sessions (closed on
#: 31 December and, some years, on 2 January)
_WINDOWS: Final = tuple(
    WalkForwardWindow(
        train_start=train_start,
        train_end=train_end,
        test_start=test_start,
        test_end=test_end,
    )
    for train_start, train_end, test_start, test_end in (
        (date(2012, 1, 2), date(2017, 12, 29), date(2018, 1, 2), date(2018, 12, 28)),
        (date(2012, 1, 2), date(2018, 12, 28), date(2019, 1, 2), date(2019, 12, 30)),
        (date(2012, 1, 2), date(2019, 12, 30), date(2020, 1, 2), date(2020, 12, 30)),
        (date(2012, 1, 2), date(2020, 12, 30), date(2021, 1, 4), date(2021, 12, 30)),
    )
)
#: (a period reaching into the test years, the same form ending before the first test, and
#: before it where the data come out late)
_PERIODS: Final = (
    (
        "indeks CROBEX, dnevne zaključne vrijednosti, od 2. siječnja 2012. do 30. prosinca 2019.",
        "indeks CROBEX, dnevne zaključne vrijednosti, od 2. siječnja 2012. do 29. prosinca 2017.",
    ),
    (
        "srednji tečaj HNB-a za EUR i USD, dnevno, od siječnja 2012. do lipnja 2020.",
        "srednji tečaj HNB-a za EUR i USD, dnevno, od siječnja 2012. do prosinca 2017.",
    ),
    (
        "indeks potrošačkih cijena DZS-a, mjesečno, od siječnja 2012. do prosinca 2018.",
        "indeks potrošačkih cijena DZS-a, mjesečno, od siječnja 2012. do studenoga 2017.",
    ),
    (
        "uplate doprinosa i isplate fonda, od I. tromjesečja 2012. do IV. tromjesečja 2020.",
        "uplate doprinosa i isplate fonda, od I. tromjesečja 2012. do III. tromjesečja 2017.",
    ),
    (
        "krivulja nerizičnih kamatnih stopa EIOPA-e, kraj mjeseca, od siječnja 2012. do "
        "prosinca 2021.",
        "krivulja nerizičnih kamatnih stopa EIOPA-e, kraj mjeseca, od siječnja 2012. do "
        "studenoga 2017.",
    ),
    (
        "spreadovi euroobveznica Republike Hrvatske, tjedno, od 2012. do 40. tjedna 2019.",
        "spreadovi euroobveznica Republike Hrvatske, tjedno, od 2012. do 50. tjedna 2017.",
    ),
    (
        "ZIBOR i EURIBOR na šest mjeseci, dnevno, od 2. siječnja 2012. do 31. ožujka 2021.",
        "ZIBOR i EURIBOR na šest mjeseci, dnevno, od 2. siječnja 2012. do 29. prosinca 2017.",
    ),
)
_ACTIONS: Final = (
    "očekivani prinosi i korelacije iz analize strateške alokacije procijenjeni su",
    "pragovi rebalansiranja kalibrirani su",
    "omjer valutne zaštite optimiziran je",
    "model uplata doprinosa i isplata procijenjen je",
    "faktorski model aktivnog rizika procijenjen je",
)
_LEAK_FRAMES: Final = (
    "Analiza strateške alokacije 2026., poglavlje 3. – pretpostavke: {action} na uzorku: {period}.",
    "Mišljenje Funkcije upravljanja rizicima (4. ožujka 2026.): {action} na podacima: {period}; "
    "parametri ostaju isti u sva četiri razdoblja.",
    "Izvješće interne revizije, prilog B (backtest): {action} jednom, na {period}, prije "
    "pokretanja walk-forward razdoblja.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Dionički portfelj u backtestu čine društva koja su danas u sastavu indeksa CROBEX.",
        "Dionički portfelj u backtestu čine društva koja su bila u sastavu indeksa CROBEX na "
        "svaki datum rebalansiranja, uključujući ona koja su u međuvremenu izašla s burze.",
    ),
    (
        "Popis isključenja usvojen 2025. primjenjuje se na sva testna razdoblja.",
        "U svakom testnom razdoblju primjenjuje se popis isključenja koji je tada bio na snazi, "
        "kako ga je u to vrijeme usvojio Investicijski odbor.",
    ),
    (
        "Za isplate u svim testnim razdobljima koriste se tablice smrtnosti iz 2025., "
        "retroaktivno primijenjene od 2018.",
        "Za isplate u svakom testnom razdoblju koriste se tablice smrtnosti koje su bile "
        "objavljene prije početka tog razdoblja.",
    ),
    (
        "Mjesečni podaci HANFA-e o fondovima kategorije B koriste se već na zadnji dan mjeseca "
        "na koji se odnose.",
        "Mjesečni podaci HANFA-e o fondovima kategorije B koriste se tek od dana objave, oko "
        "šest tjedana nakon kraja mjeseca.",
    ),
)
_LEAK_ASKS: Final = (
    "Investicijski odbor želi vidjeti walk-forward test novih pragova rebalansiranja, godinu "
    "po godinu od 2018. do 2021., prije nego što ih usvoji.",
    "Please napravite walk-forward backtest (expanding window, četiri godine testa) politike "
    "valutne zaštite za analizu strateške alokacije 2026.",
    "Zahtjev Uprave: testirati stratešku alokaciju walk-forward metodom, s rastućim prozorom "
    "od 2012., za godišnje izvješće.",
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

_COMPANY: Final = "Sunčani Otoci"
_ENTITY: Final = "ent_suncani_otoci"
#: twenty-four quarters, oldest first: (quarter end, fiscal period label), Q1 2020 to Q4 2025
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022, 2023, 2024, 2025))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("u IV. tromjesečju 2025. u odnosu na III. tromjesečje", (22, 23)),
    ("u 2025.", (19, 23)),
    ("u drugom polugodištu 2025.", (21, 23)),
    ("od kraja 2022.", (11, 23)),
    ("od I. tromjesečja 2020.", (0, 23)),
    ("od kraja 2021. do kraja 2024.", (7, 19)),
    ("između 30. lipnja 2021. i 30. rujna 2023.", (5, 14)),
    ("u 2023.", (11, 15)),
    ("od III. tromjesečja 2022. do II. tromjesečja 2024.", (10, 17)),
    ("od uvrštenja na Zagrebačku burzu 2007.", None),
    ("u posljednjih petnaest godina", None),
    ("od ulaska Hrvatske u Europsku uniju 2013.", None),
)

#: what the claims answer: the Investicijski odbor's point on the glavna skupština vote
_REQUEST: Final = TrendRequest(
    question="Za sjednicu Investicijskog odbora 12. ožujka 2026. (točka 5., glasovanje na glavnoj "
    "skupštini): kako posluju {company}?",
    heading="#### Bilješka analitičara – Sunčani Otoci d.d. (Zagrebačka burza: SNOT-R-A), "
    "rezultati za 2025.",
    as_of="2026-03-04",
)


#: "za oko 12 %", "za više od 10 %", "za gotovo 15 %"; "" when it barely moved
_approx_pct = partial(
    _rounded_change,
    past="za više od {} %",
    short="za gotovo {} %",
    about="za oko {} %",
)


def _by_points(a: float, b: float) -> str:
    """A margin's move in postotni bodovi with a decimal comma ("za 1,4 p.b."); "" below 0,3."""
    change = abs(b - a)
    return "za " + _comma(f"{change:.1f}") + " p.b." if change >= 0.3 else ""


def _by_m(a: float, b: float) -> str:
    """A move in mil. EUR with dot thousands and a decimal comma ("za 12,3 mil. EUR"); "" below
    2 mil. EUR."""
    change = abs(b - a)
    if change < 2:
        return ""
    written = f"{change:,.1f}".replace(",", " ").replace(".", ",").replace(" ", ".")
    return f"za {written} mil. EUR"


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window;
    its special claims in words agreeing with its subjects' gender and number."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "EUR"
    growth: bool  # the two years' pace and compounding: for a line item that grows or shrinks
    #: how a year-on-year move is said of it: (above a year earlier, below a year earlier)
    year_on_year: tuple[str, str]
    #: the pace and the compound rate: (faster, slower, grew, shrank)
    paced: tuple[str, str, str, str] = ("", "", "", "")


_SINCE: Final = "od IV. tromjesečja 2023. do IV. tromjesečja 2025."

_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "revenue_meur",
        (
            9.1,
            3.2,
            48.5,
            7.4,
            6.8,
            14.9,
            82.3,
            12.1,
            11.4,
            31.6,
            112.8,
            16.9,
            14.2,
            38.9,
            126.4,
            19.3,
            15.8,
            43.1,
            135.2,
            21.0,
            17.6,
            47.9,
            149.8,
            23.4,
        ),
        (
            "Prihodi od prodaje (mil. EUR)",
            "Prihodi Sunčanih Otoka",
            "Poslovni prihodi grupe",
        ),
        (
            ("{s} porasli su {m}", rose),
            ("{s} pali su {m}", fell),
            ("{s} rasli su u svakom tromjesečju", rose_every_quarter),
            ("{s} nisu pali", held_up),
            ("{s} nijednom nisu pali u odnosu na prethodno tromjesečje", never_fell),
        ),
        _approx_pct,
        True,
        (
            "{s} bili su veći nego u istom tromjesečju prethodne godine u svakom tromjesečju 2025.",
            "{s} bili su manji nego u istom tromjesečju prethodne godine u svakom tromjesečju "
            "2025.",
        ),
        (
            "{s} rasli su brže u 2025. nego u 2024.",
            "{s} rasli su sporije u 2025. nego u 2024.",
            "{s} rasli su po dvoznamenkastoj prosječnoj godišnjoj stopi " + _SINCE,
            "{s} padali su po dvoznamenkastoj prosječnoj godišnjoj stopi " + _SINCE,
        ),
    ),
    _Trend(
        "fundamentals.quarters",
        "ebitda_margin_ltm_pct",
        (
            31.2,
            18.4,
            9.6,
            7.9,
            12.3,
            18.8,
            27.5,
            28.1,
            29.4,
            30.2,
            31.8,
            31.5,
            31.1,
            30.6,
            30.9,
            31.7,
            32.2,
            32.9,
            33.1,
            32.8,
            33.4,
            33.9,
            34.6,
            34.2,
        ),
        (
            "EBITDA marža (posljednjih dvanaest mjeseci)",
            "EBITDA marža Sunčanih Otoka",
            "Operativna marža (EBITDA u % prihoda)",
        ),
        (
            ("{s} porasla je {m}", rose),
            ("{s} smanjila se {m}", fell),
            ("{s} nijednom nije pala u odnosu na prethodno tromjesečje", never_fell),
            ("{s} nije se pogoršala", held_up),
            ("{s} nije porasla", held_down),
        ),
        _by_points,
        False,
        (
            "{s} bila je viša nego u istom tromjesečju prethodne godine u svakom tromjesečju 2025.",
            "{s} bila je niža nego u istom tromjesečju prethodne godine u svakom tromjesečju 2025.",
        ),
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt_meur",
        (
            182.0,
            205.4,
            188.1,
            196.3,
            201.7,
            210.2,
            184.5,
            190.8,
            198.3,
            214.6,
            187.9,
            193.2,
            176.4,
            180.9,
            158.2,
            162.5,
            150.1,
            151.8,
            131.6,
            134.0,
            124.3,
            122.9,
            104.7,
            108.2,
        ),
        (
            "Neto dug (mil. EUR)",
            "Neto dug grupe",
            "Neto financijski dug",
        ),
        (
            ("{s} smanjio se {m}", fell),
            ("{s} povećao se {m}", rose),
            ("{s} nije rastao", held_down),
            ("{s} nijednom nije porastao u odnosu na prethodno tromjesečje", never_rose),
            ("{s} smanjivao se u svakom tromjesečju", fell_every_quarter),
        ),
        _by_m,
        True,
        (
            "{s} bio je veći nego godinu dana ranije na kraju svakog tromjesečja 2025.",
            "{s} bio je manji nego godinu dana ranije na kraju svakog tromjesečja 2025.",
        ),
        (
            "{s} rastao je brže u 2025. nego u 2024.",
            "{s} rastao je sporije u 2025. nego u 2024.",
            "{s} rastao je po dvoznamenkastoj prosječnoj godišnjoj stopi " + _SINCE,
            "{s} smanjivao se po dvoznamenkastoj prosječnoj godišnjoj stopi " + _SINCE,
        ),
    ),
    _Trend(
        "fundamentals.quarters",
        "overnight_stays_k",
        (
            41.0,
            12.0,
            602.0,
            38.0,
            35.0,
            148.0,
            1012.0,
            66.0,
            58.0,
            301.0,
            1236.0,
            89.0,
            71.0,
            342.0,
            1291.0,
            97.0,
            76.0,
            356.0,
            1318.0,
            101.0,
            80.0,
            371.0,
            1352.0,
            104.0,
        ),
        (
            "Ostvarena noćenja (u tisućama)",
            "Noćenja u hotelima i kampovima grupe",
            "Noćenja gostiju",
        ),
        (
            ("{s} porasla su {m}", rose),
            ("{s} smanjila su se {m}", fell),
            ("{s} rasla su u svakom tromjesečju", rose_every_quarter),
            ("{s} nisu se smanjila", held_up),
            ("{s} nisu porasla", held_down),
        ),
        _approx_pct,
        True,
        (
            "{s} bila su brojnija nego u istom tromjesečju prethodne godine u svakom tromjesečju "
            "2025.",
            "{s} bila su malobrojnija nego u istom tromjesečju prethodne godine u svakom "
            "tromjesečju 2025.",
        ),
        (
            "{s} rasla su brže u 2025. nego u 2024.",
            "{s} rasla su sporije u 2025. nego u 2024.",
            "{s} rasla su po dvoznamenkastoj prosječnoj godišnjoj stopi " + _SINCE,
            "{s} smanjivala su se po dvoznamenkastoj prosječnoj godišnjoj stopi " + _SINCE,
        ),
    ),
    _Trend(
        "fundamentals.quarters",
        "net_income_meur",
        (
            -6.2,
            -14.8,
            9.1,
            -11.3,
            -9.7,
            -3.4,
            28.6,
            -5.2,
            -5.8,
            4.1,
            41.9,
            -3.9,
            -4.6,
            6.3,
            47.2,
            -2.8,
            -3.9,
            8.0,
            50.6,
            -6.4,
            -3.1,
            9.4,
            55.1,
            -1.7,
        ),
        (
            "Neto rezultat (mil. EUR)",
            "Neto rezultat grupe",
            "Rezultat razdoblja",
        ),
        (
            ("{s} poboljšao se {m}", rose),
            ("{s} pogoršao se {m}", fell),
            ("{s} nije se pogoršao", held_up),
            ("{s} nije se poboljšao", held_down),
            ("{s} nijednom nije pao u odnosu na prethodno tromjesečje", never_fell),
        ),
        _by_m,
        False,
        (
            "{s} bio je bolji nego u istom tromjesečju prethodne godine u svakom tromjesečju 2025.",
            "{s} bio je lošiji nego u istom tromjesečju prethodne godine u svakom tromjesečju "
            "2025.",
        ),
    ),
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) pairs over the whole series, each computed from it: for an item
    that grows or shrinks 2025's pace against 2024's and the two-year compound rate (a fall as
    well as a rise), then year on year in each quarter of 2025, each in words agreeing with the
    series' subjects. Pairs too close to call are left out."""
    up_all, down_all = trend.year_on_year
    faster, slower, grew, shrank = trend.paced
    return _growth_specials(
        trend,
        up_all=up_all,
        down_all=down_all,
        faster=faster,
        slower=slower,
        grew=grew,
        shrank=shrank,
        end=23,
        shrinking=True,
    )


_CLAIM_FRAMES: Final = (
    "Izvješće o ulaganjima fonda kategorije B – IV. tromjesečje 2025., prilog 2 (najveća "
    "ulaganja u domaće dionice; tržišna vrijednost {tv}, udio {udio}): {claim} [1].",
    "Zapisnik Investicijskog odbora od 12. ožujka 2026., točka 5. (glasovanje na glavnoj "
    "skupštini): {claim} [1]. S obzirom na ulaganje od {tv}, fondovi će glasovati za prijedlog "
    "dividende od 0,85 EUR po dionici.",
    "{Claim} [1] – Luka brokeru: «we keep the position, no need to sell into the index "
    "rebalancing». Udio fondova u temeljnom kapitalu ({udio}) ostaje isti.",
    "| Izdavatelj | Tržišna vrijednost | Udio | Komentar |\n|---|---|---|---|\n| Sunčani Otoci "
    "d.d. (Zagrebačka burza: SNOT-R-A) | {tv} | {udio} | {Claim} [1] |",
    "Šalje: Petra Jurić, Predmet: ukratko za Upravu – {claim} [1]. Fondovi drže {dionice} "
    "dionica (cijena dionice +9,4 % u odnosu na isto razdoblje prošle godine).",
)

_TRZISNE: Final = ("38,6 mil. EUR", "41,2 milijuna eura", "290,8 milijuna kuna (prije konverzije)")
_UDJELI: Final = ("6,2 % temeljnog kapitala", "5,8 %", "0,7 % neto imovine fonda")
_DIONICE: Final = ("1.245.300", "1.198.750", "1.320.000")


def _holding(rng: random.Random) -> dict[str, str]:
    """The funds' tržišna vrijednost in Sunčani Otoci, their udio and their number of dionice,
    drawn for each claim's frame."""
    return {
        "tv": rng.choice(_TRZISNE),
        "udio": rng.choice(_UDJELI),
        "dionice": rng.choice(_DIONICE),
    }


def _left_out(horizon: str, window: Sequence[float], claim: str) -> bool:
    """A claim about every quarter over a single quarter's move reads oddly: left out there."""
    return horizon.startswith("u IV. tromjesečju 2025.") and "tromjesečj" in claim


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
    """Batch ZZZZK: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
