"""Held-out batch ZZZZC: every flaw kind again, in the voice of a Finnish earnings-related pension
insurance company (työeläkevakuutusyhtiö): Keskinäinen Työeläkevakuutusyhtiö Kuulas (a fictional
mutual TyEL insurer with a sijoitusvarallisuus of 21 384,6 milj. euroa, some 21,4 mrd. euroa, at
31.12.2024), supervised by Finanssivalvonta (FIN-FSA) under the työeläkevakuutusyhtiölaki and its
vakavaraisuus rules. Its people and papers, written in Finnish with the Swedish and English
Finnish investment staff really use (the company's Swedish name "Ömsesidiga
Arbetspensionsförsäkringsbolaget Kuulas" in the pöytäkirja's heading, Finanssivalvonta's
bilingual letterhead "FINANSSIVALVONTA – FINANSINSPEKTIONEN", a custodian's "LIMITFIL", a draft
that was "vasta arbetsmaterial"; "tracking error", "backtest", "walk-forward", "fyi", "Please
päivitä allokaatio within all our limits"): the hallitus (its
puheenjohtaja Pirjo Lehtovaara; sihteeri Outi Saarela) and its sijoitusvaliokunta, their
pöytäkirjat, esityslistat and päätökset with their § numbers (hyväksyttiin, päätettiin
yksimielisesti, vahvisti; hylättiin äänin 3–5, jätettiin pöydälle, palautettiin valmisteluun,
vedettiin pois, an ehdotus that was not seconded and raukesi), the toimitusjohtaja (Antti
Rautiainen) and the sijoitusjohtaja (Henna Kallio-Mäkelä) and their sähköpostit ("Lähettäjä /
Vastaanottaja / Aihe: VS: …") and Teams-viestit, the sijoitussuunnitelma with its rajat,
vaihteluvälit (alaraja / yläraja) and perusallokaatio, the sijoitusvaltuudet, the
riskienhallintatoiminto's riskiraportti ("Riskimittari / Toteuma / Raja / Käyttöaste") and
tehtävälista, the säilytysyhteisö's limit file (Nordiska Förvaringsbanken AB, Suomen sivuliike,
with a bilingual "RAJATIEDOSTO / LIMITFIL" header; an INI-style
"[L-OSAK-MAX] / arvo = 0,450" file), Finanssivalvonta's letter (Dnro FIVA 7/01.02.02/2025), an
external manager's English Investment Guidelines (Ashby Lane Capital Partners LLP, Appendix 2,
with English figures: "45%", "250 bps", "1.3x", "50 issuers", "20 business days"), the
ALM-analyysi, the sisäinen tarkastus and the toimintakertomus. Its number forms are Finnish: a
decimal comma and space thousands ("21 384,6 milj. euroa", "21,4 mrd. euroa", "41 250 t€"), "%"
after a space ("45 %", "45,0 % sijoitusvarallisuudesta"), "prosenttia", "prosenttiyksikköä",
"peruspistettä", "korkopistettä" and "bp", "-kertainen" and "x", dates as "31.12.2024", "Q1/2025",
"vuonna 2024", "vuoden 2024 jälkipuoliskolla", "vuositasolla", "vuoden alusta", and numbers in
words in pöytäkirjat and sijoitusvaltuudet with their case endings: the nominative-partitive
("neljäkymmentäviisi prosenttia", "kaksisataaviisikymmentä peruspistettä", "viisikymmentä
yhtiötä", "kaksikymmentä kaupankäyntipäivää", "puolitoistakertainen") after a translative bound
("ylärajaksi", "alarajaksi"), and the genitive before an object bound ("neljänkymmenenviiden
prosentin ylärajan", "kahdensadanviidenkymmenen peruspisteen", "viidenkymmenen yhtiön",
"kahdenkymmenen kaupankäyntipäivän", "puolitoistakertaisen"); the trend claims use the verbs of
a trend in the past tense and their negations (kasvoi, laski, nousi, parani, heikkeni, supistui,
pieneni; ei kasvanut, ei laskenut, ei noussut, ei heikentynyt, ei parantunut, ei supistunut).

Batch ZZZZC is built like ZZZZ and ZZZZB - phrase-level parts, a seeded generator, the truth kept
by the generator and never read from the text - and uses the plan, span and constraint helpers
of `reviews_heldout_shared`, its invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, subjects, trend
series and the claims it makes of them are its own. It was written blind: only ZZZZ and ZZZZB
(read for shape, with their tests), `reviews_heldout_shared`, `reviews_heldout_truths`,
`reviews_heldout_forms` (`WrittenForms`), the tests' `heldout_checks`, the `HeldOutCase` /
`TrendRequest` / `trend_claim_twins` part of `reviews_heldout` and the contract models and id
checks of `libs/contracts` (constraint units, walk-forward windows, id prefixes) were read for
it; no rule, reviewer, reviewer or validator test, validator, policy, benchmark result, benchmark
document, ADR or other batch was read, and it was not run against the reviewers or the validator
before its first recorded run.

It takes the shared loops' opt-in options its register needs, set apart from ZZZZ's and ZZZZB's
where the loops allow: EIGHT subjects (five caps - listatut osakkeet, kiinteistösijoitukset, a
single liikkeeseenlaskija, the suojaamaton valuuttapositio and the aktiiviriski in bp - and three
floors: the vakavaraisuusasema as a MULTIPLE of the vakavaraisuusraja, a count of yhtiöt in the
suora osakesalkku and the maksuvalmius in kaupankäyntipäivät); limits in words one style in TWO
(`words_every=2`), in the nominative or, where the sentence takes it, the genitive (a second set
of forms per subject); the misquote loop pairing each of its five structures with every subject
(`pair=_each_structure_each_subject`: eight shares a factor with six, so the default would not),
one structure in four wordings (hylättiin, vedettiin pois, jätettiin pöydälle, palautettiin
valmisteluun); the invented limit's answer in SEVEN forms taken in turn (`i % 7`, odd, so each
form meets both modes), on the subject `3 * i + i // 8`: the hallitus's pöytäkirja (in words
wherever the value has them),
the sijoitusjohtaja's sähköposti, the riskiraportti's table with a decoy "Toteuma" and
"Käyttöaste" and the toimitusjohtaja's Teams message (chat answers), the säilytysyhteisö's limit
file sent AFTER the request (`template_inputs`, "0,450" in the constraint's unit with three
decimals and a decimal comma), the manager's English guidelines given BEFORE it (`mandate`, an
English decimal point: "1.3x") and the sijoitussuunnitelma's chapter 5 sent AFTER it (`mandate`),
both cited as a clause; every other strategy case from the SECOND pair under a mandate bounding
other things (`other_at=1`); breaches in FIVE shapes held three cases each (`shape=(i // 3) % 5`,
each in both modes) at 1.25 of a cap and 0.7 of a floor, uncited twins at 0.9 of a cap and 1.2
of a floor, the clause cited unless `(i + i // 3) % 4 == 1` (eight uncited, every shape cited and
uncited, uncited in both modes), the subject `3 * i + 4 + i // 8`; the shapes are the
sijoitussuunnitelma's rajat as a list of records (`sijoitussuunnitelma_2025.luku_5_rajat[2].raja`),
Finanssivalvonta's letter, the English guidelines, the hallitus's pöytäkirja in the genitive
(`hallituksen_poytakirja_2_2025.7_paatos`) and the sijoitusvaltuudet; latitude bands over the five
caps (`turn=3 * i + 2`) whose low end is seven tenths of their top (`low_ratio=0.7`), written in
short forms ("35–50 %" style: "35 %", "35,0 %", "175 bp"), each granted case assuming THREE
QUARTERS of the way up (`assumed_value`), and each refused case assuming the same point
(`refused_value`) against a level fixed at the low end, the flawed value 1.25 of the top, refused
at `i % 6` in (2, 5) (hylättiin, jätettiin pöydälle, vedettiin pois, palautettiin valmisteluun)
and placed in four shapes with a slide (`(i + i // 4) % 4`, each in both modes); objectives in SIX
structures with a slide of one every six cases (`structure=(i + i // 6) % 6`; the wanted objective
`5 * i + 1`), four withdrawing an earlier wording in the same text (a sijoitusvaliokunta
pöytäkirja whose first esitys palautettiin valmisteluun, a Teams line struck through with "~~",
a hallitus pöytäkirja in which a member's muutosehdotus raukesi, and a sähköposti "KORJAUS:"
withdrawing the morning's wording) and one replaced by a later oikaisu; leakage over SIX ROLLING
walk-forward folds, each trained on the seven years before its single HALF-YEAR of test (H1/2017
to H2/2019, Nasdaq Helsinki sessions), the whole sentence at every third case from the SECOND
(`sentence_at=1`), placed in the reasoning first; and a trend request of its own (the
sijoitusvaliokunta's omistajaohjaus point, its heading, an as-of date after the Q4/2024
tilinpäätöstiedote) over TWENTY quarters (Q1/2020 - Q4/2024) comparing 2024 with 2023
(`end=19`), NO compound fall claimed (`shrinking` left off, though the tilauskanta falls: only its
year-on-year fall is), special pairs taken every second case in turn (`special_step=2`), extra
frame parts drawn per claim (`frame_parts`: the markkina-arvo and the omistusosuus) and a signed
series (tilikauden tulos, losses in Q2/2020 and in the Q2/2022 write-down of the Russian
business).

Decoy numbers (no truth depends on them): the sijoitusvarallisuus (21 384,6 milj. euroa; 21,4
mrd. euroa), the 2024 sijoitustuotto (7,9 %) and vuoden alusta (1,8 %), the eläkevastuun
tuottovaatimus (3,9 %), which is followed and not optimised, the 150 milj. euron
infrastruktuurisitoumus, the monthly eläkemeno (486,2 milj. euroa), the EKP's 25 korkopistettä,
Finanssivalvonta's Dnro and its deadline (30.4.2025), § and kokous numbers, votes (äänin 3–5),
the riskiraportti's "Toteuma" and "Käyttöaste" beside a limit, other rajat beside it in liite 2
and in chapter 5 (the duraatio of 3–7 vuotta, luottoluokitus vähintään BBB-), the
työeläkeyhtiöiden keskiarvo and the ALM-analyysi's unconstrained portfolio quoted for comparison,
the watched company's markkina-arvo and omistusosuus, and its osinkoehdotus (0,62 euroa
osakkeelta). Its parts:

* limits as the company's people state them: listatut osakkeet (a cap: "45 %", "45,0 %
  sijoitusvarallisuudesta", "45 prosenttia", "neljäkymmentäviisi prosenttia"; genitive "45
  prosentin"), kiinteistösijoitukset ("15 %", "15,0 % markkina-arvosta", "viisitoista
  prosenttia"), a single liikkeeseenlaskija ("4 %", "4,0 % sijoituksista"), the suojaamaton
  valuuttapositio ("20 %", "20,0 % suojausten jälkeen"), the aktiiviriski ("250 bp", "250
  peruspistettä", "2,50 prosenttiyksikköä vuositasolla"; genitive "250 korkopisteen"), the
  vakavaraisuusasema (a floor, a multiple: "1,3-kertainen", "1,30 kertaa vakavaraisuusraja",
  "1,3 x", "puolitoistakertainen"), yhtiöt in the suora osakesalkku (a floor, a count: "50
  yhtiötä", "50 osaketta", "50 eri liikkeeseenlaskijaa") and the maksuvalmius (a floor in days:
  "20 kaupankäyntipäivää", "20 pankkipäivän eläkemenoa vastaava määrä", "20 päivää");
* requests (the sijoitusjohtaja's sähköposti, the sijoitusvaliokunta's esityslista, a Teams
  message, a muistio, the riskienhallintatoiminto's tehtävälista and a Finanssivalvonta request)
  deferring the limit to a hallitus not yet met, a kohta jätetty pöydälle, an esitys vedetty pois,
  a draft reading "[hallitus päättää]", the riskienhallintatoiminto's lausunto not yet given or
  Finanssivalvonta's answer not yet received;
* provenance misquoting its source: the sijoitussuunnitelma of 14.12.2023 or a luonnos; an esitys
  hylätty (äänin 3–5), vedetty pois, jätetty pöydälle or palautettu valmisteluun; the
  riskiraportti's toteuma (prose, or a "Riskimittari / Toteuma 31.3.2025 / Raja / Käyttöaste"
  table); another raja beside it in liite 2; the työeläkeyhtiöiden keskiarvo or the
  ALM-analyysi's unconstrained optimisalkku;
* latitude granted as the sijoitussuunnitelma's chapter 4 (a vaihteluväli around a
  perusallokaatio), an "Omaisuuslaji / Perusallokaatio / Alaraja / Yläraja / Päätösvalta" table,
  a hallituksen päätös, a line of juokseva salkunhoito and the IMA side letter's English; refused
  as above, each twin the same text granting it; placed in the sijoitussuunnitelma (fields), an
  ote hallituksen pöytäkirjasta (a message), the sijoitusvaltuudet (fields) and the hallituksen
  puheenjohtaja's sähköposti (a message);
* objectives as the sijoitussuunnitelma's chapter 2, a hallituksen päätös, the
  sijoitusvaliokunta's pöytäkirja and the ALM-analyysi, some saying what is not the aim ("eikä
  aktiiviriskiä", "Ei siis Sharpe") and some beside the tuottovaatimus of 3,9 %;
* leakage as the ALM-analyysi, the riskienhallintatoiminto's katsaus and the sisäinen tarkastus
  write it: odotetut tuotot ja korrelaatiot, tasapainotusrajat, the valuuttasuojausaste, a model
  of TyEL-maksutulo and eläkemeno and the aktiiviriski's factor model fitted on periods reaching
  into the test half-years (OMX Helsinki Cap GI, MSCI World in euros, Tilastokeskus's
  kuluttajahintaindeksi, the company's own flows, the euro swap curve, euro-area credit spreads),
  and whole sentences (the 2025 kuolevuusperuste applied back, today's OMX Helsinki 25, the 2025
  poissulkulista in every period, appraisals of the kiinteistöt used before they came); each
  clean twin in the same form, ending before the first test date, and where the data come out
  late, ending where they were out before it;
* trend claims on Lakeuden Konepaja Oyj (Nasdaq Helsinki: LAKON; a fictional Seinäjoki maker of
  forestry and farm machinery the company holds directly) - liikevaihto (milj. euroa, faster in
  2024 and a double-digit compound rise), vertailukelpoinen liikevoittoprosentti (moves in
  prosenttiyksiköt), nettovelka/käyttökate (yksikköä; lower is better), tilauskanta (milj. euroa,
  falling through 2023-2024) and tilikauden tulos (signed, milj. euroa) over twenty quarters, as
  the osavuosikatsausseuranta's liite, the sijoitusvaliokunta's pöytäkirja, the salkunhoitaja's
  Teams comment (the claim first), a "Yhtiö / Markkina-arvo / Omistusosuus / Kommentti" table and
  the toimintakertomus draft; horizons covered by the series against uncovered ones
  ("pörssilistautumisesta (1998) lähtien"). Whether a claim holds is computed from the series:
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
    fell_every_quarter,
    held_down,
    held_up,
    never_fell,
    never_rose,
    rose,
)
from quantward_contracts.values import WalkForwardWindow

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20270176
KINDS: Final = ALL_KINDS
TAG: Final = "zzzzc"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzcfi0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzcfi1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzcfi2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzcfi3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzcfi5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzcfid"

_COMPANY_NAME: Final = "Keskinäinen Työeläkevakuutusyhtiö Kuulas"
_CIO: Final = "Henna Kallio-Mäkelä"
_CEO: Final = "Antti Rautiainen"
_MANAGER: Final = "Ashby Lane Capital Partners LLP"


# --- numbers as a Finnish työeläkevakuutusyhtiö's sijoitustoiminto and riskienhallinta write
# them -----------------------------------------------------------------------------------------


def _comma(text: str) -> str:
    """A number written with a decimal comma ("12.5" → "12,5")."""
    return text.replace(".", ",")


def _pct(value: float) -> str:
    """A share in percent with a decimal comma: "45", "2,5", "31,5"."""
    return _comma(_g(value * 100))


def _pct1(value: float) -> str:
    """A share in percent with one decimal where that is exact ("45,0", "3,5"), else in full
    ("38,25"): the sijoitussuunnitelma's tables always show a decimal."""
    p = round(value * 100, 6)
    return _comma(f"{p:.1f}" if abs(round(p, 1) - p) < 1e-9 else _g(p))


#: the limits' values in words, as pöytäkirjat write them: (nominative, genitive)
_WORDS: Final[dict[float, tuple[str, str]]] = {
    0.03: ("kolme", "kolmen"),
    0.04: ("neljä", "neljän"),
    0.05: ("viisi", "viiden"),
    0.1: ("kymmenen", "kymmenen"),
    0.12: ("kaksitoista", "kahdentoista"),
    0.15: ("viisitoista", "viidentoista"),
    0.18: ("kahdeksantoista", "kahdeksantoista"),
    0.2: ("kaksikymmentä", "kahdenkymmenen"),
    0.4: ("neljäkymmentä", "neljänkymmenen"),
    0.45: ("neljäkymmentäviisi", "neljänkymmenenviiden"),
    0.5: ("viisikymmentä", "viidenkymmenen"),
    10.0: ("kymmenen", "kymmenen"),
    20.0: ("kaksikymmentä", "kahdenkymmenen"),
    30.0: ("kolmekymmentä", "kolmenkymmenen"),
    40.0: ("neljäkymmentä", "neljänkymmenen"),
    50.0: ("viisikymmentä", "viidenkymmenen"),
    60.0: ("kuusikymmentä", "kuudenkymmenen"),
    200.0: ("kaksisataa", "kahdensadan"),
    250.0: ("kaksisataaviisikymmentä", "kahdensadanviidenkymmenen"),
    300.0: ("kolmesataa", "kolmensadan"),
}


def _words(value: float, nominative: str, genitive: str, *, gen: bool) -> dict[str, str]:
    """The value in words with its unit, under the key "w", in the nominative ("neljäkymmentäviisi
    prosenttia") or the genitive ("neljänkymmenenviiden prosentin"), when the pöytäkirjat have a
    word for it; none otherwise."""
    said = _WORDS.get(round(value, 6))
    if said is None:
        return {}
    return {"w": f"{said[1]} {genitive}" if gen else f"{said[0]} {nominative}"}


def _share_forms(tail: str, gen: bool, value: float) -> dict[str, str]:
    """A share: "45 %", "45,0 % {tail}", "45 prosenttia" (genitive: "45 prosentin", "45,0
    prosentin", "neljänkymmenenviiden prosentin")."""
    if gen:
        return {
            "pg": f"{_pct(value)} prosentin",
            "p1": f"{_pct1(value)} prosentin",
            **_words(value, "prosenttia", "prosentin", gen=True),
        }
    return {
        "pc": f"{_pct(value)} %",
        "pt": f"{_pct1(value)} % {tail}",
        "pr": f"{_pct(value)} prosenttia",
        **_words(value, "prosenttia", "prosentin", gen=False),
    }


def _te_forms(gen: bool, value: float) -> dict[str, str]:
    """The aktiiviriski in basis points: "250 bp", "250 peruspistettä", "2,50 prosenttiyksikköä
    vuositasolla" (genitive: "250 peruspisteen", "kahdensadanviidenkymmenen peruspisteen")."""
    n = _comma(_g(value))
    if gen:
        return {
            "bg": f"{n} peruspisteen",
            "kg": f"{n} korkopisteen",
            **_words(value, "peruspistettä", "peruspisteen", gen=True),
        }
    return {
        "bp": f"{n} bp",
        "pp": f"{n} peruspistettä",
        "py": _comma(f"{value / 100:.2f}") + " prosenttiyksikköä vuositasolla",
        **_words(value, "peruspistettä", "peruspisteen", gen=False),
    }


def _solvency_forms(gen: bool, value: float) -> dict[str, str]:
    """The vakavaraisuusasema as a multiple of the vakavaraisuusraja: "1,3-kertainen", "1,30
    kertaa vakavaraisuusraja", "1,3 x", and "puolitoistakertainen" for 1,5 (genitive:
    "1,3-kertaisen", "puolitoistakertaisen")."""
    n = _comma(_g(value))
    if gen:
        forms = {"kg": f"{n}-kertaisen", "kr": _comma(f"{value:.2f}") + "-kertaisen"}
        if round(value, 6) == 1.5:
            forms["w"] = "puolitoistakertaisen"
        return forms
    forms = {
        "k": f"{n}-kertainen",
        "kr": _comma(f"{value:.2f}") + " kertaa vakavaraisuusraja",
        "x": f"{n} x",
    }
    if round(value, 6) == 1.5:
        forms["w"] = "puolitoistakertainen"
    return forms


def _holdings_forms(gen: bool, value: float) -> dict[str, str]:
    """Yhtiöt in the suora osakesalkku: "50 yhtiötä", "50 osaketta", "50 eri liikkeeseenlaskijaa"
    (genitive: "50 yhtiön", "viidenkymmenen yhtiön")."""
    n = _g(value)
    if gen:
        return {
            "yg": f"{n} yhtiön",
            "lg": f"{n} liikkeeseenlaskijan",
            **_words(value, "yhtiötä", "yhtiön", gen=True),
        }
    return {
        "y": f"{n} yhtiötä",
        "o": f"{n} osaketta",
        "l": f"{n} eri liikkeeseenlaskijaa",
        **_words(value, "yhtiötä", "yhtiön", gen=False),
    }


def _days_forms(gen: bool, value: float) -> dict[str, str]:
    """The maksuvalmius in days: "20 kaupankäyntipäivää", "20 pankkipäivän eläkemenoa vastaava
    määrä", "20 päivää" (genitive: "20 kaupankäyntipäivän", "kahdenkymmenen
    kaupankäyntipäivän")."""
    n = _g(value)
    if gen:
        return {
            "kg": f"{n} kaupankäyntipäivän",
            "pg": f"{n} pankkipäivän",
            **_words(value, "kaupankäyntipäivää", "kaupankäyntipäivän", gen=True),
        }
    return {
        "k": f"{n} kaupankäyntipäivää",
        "pm": f"{n} pankkipäivän eläkemenoa vastaava määrä",
        "p": f"{n} päivää",
        **_words(value, "kaupankäyntipäivää", "kaupankäyntipäivän", gen=False),
    }


def _english_share(value: float) -> str:
    return f"{_g(value * 100)}%"


@dataclass(frozen=True)
class _Forms(WrittenForms):
    """Another set of a limit's forms, written like its own: the genitive ("45 prosentin
    ylärajan") or a vaihteluväli's short forms ("35–50 %")."""

    forms: Callable[[float], dict[str, str]]
    words_every: ClassVar[int] = 2


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A raja: the agent's field names, how the company's people name it (nominative and, in the
    same order, genitive), its code in the säilytysyhteisö's limit file, the values it takes,
    its written forms (nominative and genitive), how the manager's English guidelines write it
    and name it, and whether it is a floor (an alaraja). Words are said one style in two."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    genitives: tuple[str, ...]
    key: str
    unit: str | None
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    genitive_forms: Callable[[float], dict[str, str]]
    english: Callable[[float], str]
    noun_en: str
    floor: bool = False
    words_every: ClassVar[int] = 2

    def gen(self, value: float, style: int, *, words: bool = False) -> str:
        """`value` in the genitive ("45 prosentin", "neljänkymmenenviiden prosentin")."""
        return _Forms(self.genitive_forms).render(value, style, words=words)


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
    ("max_listed_equity_share", "osakkeetEnintaan"),
    (
        ("listatut osakkeet", "listattujen osakkeiden"),
        ("noteeratut osakkeet (koti- ja ulkomaiset)", "noteerattujen osakkeiden"),
        ("osakeriski (listatut osakkeet ja osakejohdannaiset)", "osakeriskin"),
    ),
    "L-OSAK-MAX",
    "fraction",
    (0.4, 0.45, 0.5),
    partial(_share_forms, "sijoitusvarallisuudesta"),
    _english_share,
    "Listed equities (including equity derivatives, delta-adjusted)",
)
_REAL_ESTATE: Final = _subject(
    ("max_real_estate_share", "kiinteistotEnintaan"),
    (
        ("kiinteistösijoitukset", "kiinteistösijoitusten"),
        (
            "suorat kiinteistöt ja kiinteistörahastot",
            "suorien kiinteistöjen ja kiinteistörahastojen",
        ),
        ("kiinteistöriski", "kiinteistöriskin"),
    ),
    "L-KIINT-MAX",
    "fraction",
    (0.12, 0.15, 0.18),
    partial(_share_forms, "markkina-arvosta"),
    _english_share,
    "Real estate (direct and via funds)",
)
_ISSUER: Final = _subject(
    ("max_single_issuer_share", "liikkeeseenlaskijaEnintaan"),
    (
        ("yksittäinen liikkeeseenlaskija (pl. valtiot)", "yksittäisen liikkeeseenlaskijan"),
        ("suurin yritysriski yhteen nimeen", "yhteen nimeen kohdistuvan yritysriskin"),
        ("keskittymä yhteen vastapuoleen", "yhteen vastapuoleen kohdistuvan keskittymän"),
    ),
    "L-LIIK-MAX",
    "fraction",
    (0.03, 0.04, 0.05),
    partial(_share_forms, "sijoituksista"),
    _english_share,
    "Exposure to any single non-sovereign issuer",
)
_FX: Final = _subject(
    ("max_unhedged_fx_share", "valuuttariskiEnintaan"),
    (
        ("suojaamaton valuuttapositio", "suojaamattoman valuuttaposition"),
        ("avoin valuuttariski (muut kuin euromääräiset)", "avoimen valuuttariskin"),
        ("valuuttariski suojausten jälkeen", "suojausten jälkeisen valuuttariskin"),
    ),
    "L-VALU-MAX",
    "fraction",
    (0.1, 0.15, 0.2),
    partial(_share_forms, "suojausten jälkeen"),
    _english_share,
    "Unhedged non-euro currency exposure",
)
_TE: Final = _subject(
    ("max_active_risk_bps", "aktiiviriskiEnintaan"),
    (
        ("aktiiviriski (ex ante tracking error)", "aktiiviriskin"),
        ("ennakoitu aktiiviriski suhteessa perusallokaatioon", "ennakoidun aktiiviriskin"),
        (
            "tracking error perusallokaatioon nähden",
            "perusallokaatioon nähden lasketun tracking errorin",
        ),
    ),
    "L-AKTI-MAX",
    "bps",
    (200.0, 250.0, 300.0),
    _te_forms,
    lambda v: f"{_g(v)} bps",
    "Ex ante tracking error against the strategic asset allocation",
)
_SOLVENCY: Final = _subject(
    ("min_solvency_position_multiple", "vakavaraisuusasemaVahintaan"),
    (
        ("vakavaraisuusasema (vakavaraisuuspääoma / vakavaraisuusraja)", "vakavaraisuusaseman"),
        (
            "vakavaraisuuspääoman suhde vakavaraisuusrajaan",
            "vakavaraisuuspääoman ja -rajan suhteen",
        ),
        ("riskinkantokyky", "riskinkantokyvyn"),
    ),
    "L-VAKA-MIN",
    "multiple",
    (1.2, 1.3, 1.5),
    _solvency_forms,
    lambda v: f"{_g(v)}x",
    "Solvency position (solvency capital over solvency limit)",
    floor=True,
)
_HOLDINGS: Final = _subject(
    ("min_direct_equity_holdings", "yhtioitaVahintaan"),
    (
        ("suoran osakesalkun yhtiöiden lukumäärä", "suoran osakesalkun yhtiöiden lukumäärän"),
        ("hajautus suorissa osakesijoituksissa (yhtiöitä)", "suorien osakesijoitusten hajautuksen"),
        ("sisäisesti hoidetun osakesalkun nimien määrä", "sisäisesti hoidetun osakesalkun nimien"),
    ),
    "L-YHTI-MIN",
    "count",
    (40.0, 50.0, 60.0),
    _holdings_forms,
    lambda v: f"{_g(v)} issuers",
    "Number of issuers held",
    floor=True,
)
_LIQUIDITY: Final = _subject(
    ("min_liquidity_days", "maksuvalmiusVahintaan"),
    (
        ("maksuvalmius eläkemenoon ja vakuuskutsuihin", "maksuvalmiuden"),
        ("likvidien varojen puskuri (päivinä)", "likvidien varojen puskurin"),
        ("rahamarkkinasijoitusten ja käteisen kattavuus", "rahamarkkinasijoitusten ja käteisen"),
    ),
    "L-MAKS-MIN",
    "days",
    (10.0, 20.0, 30.0),
    _days_forms,
    lambda v: f"{_g(v)} business days",
    "Liquidity buffer for pension payments and collateral calls",
    floor=True,
)
#: eight rajat, three of them floors (a multiple, a count, days); the misquote loop meets each
#: of its five structures with every one of them, however many (`_each_structure_each_subject`)
_SUBJECTS: Final = (
    _EQUITY,
    _REAL_ESTATE,
    _ISSUER,
    _FX,
    _TE,
    _SOLVENCY,
    _HOLDINGS,
    _LIQUIDITY,
)
#: the caps, the only rajat a vaihteluväli is given around here
_CAPS: Final = tuple(s for s in _SUBJECTS if not s.floor)

_RATIONALES: Final = (
    "vuoden 2023 sijoitussuunnitelman mukainen",
    "suunnilleen työeläkeyhtiöiden keskiarvo",
    "väliaikainen oletus, kunnes hallitus päättää",
    "ALM-analyysin perusskenaarion mukainen",
    "tavanomainen puskuri rajan alapuolella",
    "sijoitussuunnitelmaluonnoksen luku",
    "sijoitusjohtajan suullinen arvio",
)

#: where a breach's or a latitude band's flawed value lies, as multiples of the limit
_CAP_BREACH: Final = 1.25
_FLOOR_BREACH: Final = 0.7


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Sijoitusvarallisuuden allokaatio ("
    + _COMPANY_NAME
    + "; korkosijoitukset, listatut osakkeet, kiinteistöt, pääomasijoitukset, hedge-rahastot ja "
    "infrastruktuuri) sijoitussuunnitelman rajojen puitteissa",
    "paras riskikorjattu tuotto eläkevastuun katteeksi sijoitussuunnitelman rajoissa",
    "ratkaista allokaatio",
    "saadut painot ja niiden riski",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_RATIONALE: Final = "hallituksen sijoitussuunnitelmassa vahvistama raja"
_cite = partial(_cite_as, _RATIONALE)
_clause_cite = partial(_clause_cite_as, _RATIONALE)
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _sign(s: _Subject) -> str:
    return "vähintään" if s.floor else "enintään"


def _bound_tr(s: _Subject) -> str:
    """The bound in the translative ("ylärajaksi")."""
    return "alarajaksi" if s.floor else "ylärajaksi"


def _bound_acc(s: _Subject) -> str:
    """The bound as an object ("ylärajan")."""
    return "alarajan" if s.floor else "ylärajan"


def _bound(s: _Subject) -> str:
    return "alaraja" if s.floor else "yläraja"


def _short(s: _Subject) -> str:
    return "väh." if s.floor else "enint."


def _sign_en(s: _Subject) -> str:
    return "not less than" if s.floor else "not more than"


def _noun(rng: random.Random, s: _Subject) -> tuple[str, str]:
    """A noun of `s` drawn, nominative and genitive."""
    k = rng.randrange(len(s.nouns))
    return s.nouns[k], s.genitives[k]


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "tasapainottaa salkun; sijoitusvarallisuus oli 31.12.2024 yhteensä 21 384,6 milj. euroa",
    "valmistella Q1/2025 riskiraportin allokaatio-osion",
    "sovittaa 150 milj. euron infrastruktuurisitoumuksen perusallokaatioon",
    "päivittää ALM-analyysin ajot EKP:n 25 korkopisteen koronlaskun jälkeen",
    "varmistaa, että kassa riittää eläkemenoon (noin 486,2 milj. euroa kuukaudessa)",
)
_DEFERRALS: Final = (
    "hallitus päättää rajasta (kohta: {noun}) kokouksessaan 22.5.2025",
    "kohta ”{noun}” jätettiin sijoitusvaliokunnassa pöydälle",
    "rajaa koskeva esitys ({noun}) vedettiin pois ja tuodaan uudelleen kesäkuussa",
    "sijoitussuunnitelmaluonnoksessa lukee yhä ”{noun}: [hallitus päättää]”",
    "riskienhallintatoiminnon lausunto (kohta: {noun}) on vielä antamatta",
    "Finanssivalvonnan vastausta ei ole vielä tullut (kohta: {noun}, dnro FIVA 7/01.02.02/2025)",
)
_REQUEST_FRAMES: Final = (
    "Lähettäjä: "
    + _CIO
    + " (sijoitusjohtaja)\nVastaanottaja: Sijoitustiimi\nAihe: Tasapainotus Q1\n\nHei kaikki,"
    "\n\nvoisitteko {task}? Huom. {deferral}.\n\nKiitos!\nHenna",
    "ESITYSLISTA – sijoitusvaliokunta, kokous 3/2025 (10.4.2025)\n1 § Kokouksen avaus\n2 § "
    "Edellisen kokouksen pöytäkirjan hyväksyminen\n3 § Toimeksianto sijoitustoiminnolle: "
    "{task}\n4 § Muut asiat\nHuom.: {deferral}.",
    "Teams – Henna K-M (klo 9.12): voitko {task}? fyi {deferral}",
    "MUISTIO\nJakelu: sijoitusvaliokunnan jäsenet\nLaatija: sijoitustoiminto\nPäivämäärä: "
    "27.3.2025\n\n{Deferral}. Sillä välin pyydetään: {task}.",
    "Tehtävälista – riskienhallintatoiminto (tilanne 28.3.2025)\nTehtävä 2025-09 | {Task} | "
    "vastuu: sijoitusjohtaja | tila: kesken\nKommentti: {deferral}.",
    "Finanssivalvonta pyytää lisäselvitystä 30.4.2025 mennessä.\nHallituksen sihteeri pyytää "
    "sijoitustoimintoa ensin {task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


@dataclass(frozen=True)
class _Stating:
    """How an answer states a limit: its frame ({noun}, {gen}, {v}, {key}, {unit}, {bound},
    {bound_tr}, {sign}, {short}, {sign_en}, {noun_en}, {toteuma}, {kaytto}), its value's form
    ("bare" the number in the constraint's unit as the säilytysyhteisö's file holds it,
    "figures" one of its written forms, "words" a written form or its words, "table" a written
    form beside the riskiraportti's toteuma, "english" the manager's English figure), its kind,
    and whether it comes before the request."""

    frame: str
    form: str
    kind: AnswerKind
    first: bool = False


_STATINGS: Final = (
    _Stating(
        "Ote hallituksen kokouksen 2/2025 pöytäkirjasta ("
        + _COMPANY_NAME
        + " / Ömsesidiga Arbetspensionsförsäkringsbolaget Kuulas)\n7 § Sijoitussuunnitelma 2025\n"
        "Hallitus päätti yksimielisesti vahvistaa {gen} "
        "{bound_tr} {v}. Asia 8 § (uuden korkosalkunhoitajan valinta) jätettiin pöydälle.\n"
        "Vakuudeksi: Outi Saarela, sihteeri",
        "words",
        "clarification_answer",
    ),
    _Stating(
        "Lähettäjä: "
        + _CIO
        + " (sijoitusjohtaja)\nVastaanottaja: Sijoitustiimi; Riskienhallinta\nAihe: VS: "
        "Tasapainotus Q1\n\nMoi,\n\n{Noun}: {sign} {v}. Tämä on se, minkä hallitus helmikuussa "
        "vahvisti – ei luonnoksen luku (se oli vasta arbetsmaterial).\n\nt. Henna",
        "figures",
        "clarification_answer",
    ),
    _Stating(
        "Riskiraportti – riskienhallintatoiminto, tilanne 31.3.2025 (sijoitusvaliokunnalle)\n"
        "| Riskimittari | Toteuma | Raja | Käyttöaste |\n|---|---|---|---|\n| {Noun} | {toteuma} "
        "| {short} {v} | {kaytto} |",
        "table",
        "clarification_answer",
    ),
    _Stating(
        "Teams – " + _CEO + " (toimitusjohtaja), klo 8.47\nhallitus vahvisti eilen: {noun} {sign} "
        "{v}. mennään tällä, kiitos",
        "figures",
        "clarification_answer",
    ),
    _Stating(
        "RAJATIEDOSTO / LIMITFIL – Nordiska Förvaringsbanken AB (publ), Suomen sivuliike "
        "(säilytysyhteisö), sijoitusrajojen valvonta\n"
        "[{key}]\nkuvaus = {noun}\nyksikkö = {unit}\narvo = {v}\ntyyppi = ehdoton\nlähde = "
        "sijoitussuunnitelma, luku 5",
        "bare",
        "template_inputs",
    ),
    _Stating(
        "INVESTMENT GUIDELINES – Appendix 2 to the Investment Management Agreement between "
        + _COMPANY_NAME
        + " (the Client) and "
        + _MANAGER
        + "\nA2.1 The Manager shall observe the Client's investment plan (sijoitussuunnitelma) "
        "as amended from time to time.\nA2.5 Client-level limit to be respected when trading – "
        "{noun_en}: {sign_en} {v}, tested daily at market value.",
        "english",
        "mandate",
        first=True,
    ),
    _Stating(
        "SIJOITUSSUUNNITELMA 2025 (hallituksen vahvistama) – ote luvusta 5 (Sijoitusrajat)\n"
        "5.1 Rajat lasketaan markkina-arvoista riskiperusteisesti, johdannaiset huomioiden.\n"
        "5.4 {Noun}: {sign} {v}.\n5.6 Rajan ylityksestä ilmoitetaan viipymättä "
        "toimitusjohtajalle ja hallitukselle.",
        "figures",
        "mandate",
    ),
)

#: how the säilytysyhteisö's limit file names a unit
_UNIT_WORDS: Final = {
    "fraction": "osuus (desimaali)",
    "bps": "peruspiste",
    "multiple": "kerroin",
    "count": "kpl",
    "days": "kaupankäyntipäivä",
}


def _real(s: _Subject, value: float) -> float:
    """The riskiraportti's toteuma inside the limit: above a floor, below a cap (whole yhtiöt,
    days and basis points; a multiple to the hundredth)."""
    used = value * 1.3 if s.floor else value * 0.8
    if s.unit in ("count", "days", "bps"):
        return float(round(used))
    if s.unit == "multiple":
        return round(used, 2)
    return round(used, 4)


def _kaytto(s: _Subject, value: float, used: float) -> str:
    """Käyttöaste as the riskiraportti writes it ("80 %"): the toteuma over a cap, the floor
    over the toteuma."""
    share = value / used if s.floor else used / value
    return f"{round(share * 100)} %"


def _bare(s: _Subject, value: float) -> str:
    """The number in the constraint's unit as the säilytysyhteisö's file holds it: a share with
    three decimals ("0,450", "0,040"), else the figure; always with a decimal comma."""
    if s.unit == "fraction":
        return _comma(f"{value:.3f}")
    return _comma(_g(value))


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings."""
    stating = _STATINGS[turn % len(_STATINGS)]
    toteuma = kaytto = ""
    if stating.form == "bare":
        written = _bare(s, value)
    elif stating.form == "english":
        written = s.english(value)
    elif stating.form == "table":  # the toteuma inside the limit, a decoy in the same form
        used = _real(s, value)
        written, toteuma = s.alike((value, used), rng.randrange(12), apart=True)
        kaytto = _kaytto(s, value, used)
    elif stating.form == "words":  # a pöytäkirja: in words wherever the value has them
        written = s.render(value, s.words_every * rng.randrange(6), words=True)
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
        bound=_bound(s),
        bound_tr=_bound_tr(s),
        sign=_sign(s),
        short=_short(s),
        sign_en=_sign_en(s),
        noun_en=s.noun_en,
        toteuma=toteuma,
        kaytto=kaytto,
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form: the manager's
    English guidelines came before the request, the limit file and the sijoitussuunnitelma's
    extract after it; both mandate texts cited as a clause."""
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
    "sijoitussuunnitelma_2025": {
        "luku_2_yleiset_periaatteet": [
            "Varat sijoitetaan työeläkevakuutusyhtiölain mukaisesti turvaavasti, tuottavasti, "
            "rahaksi muutettavasti sekä hajautetusti.",
            "Eläkevastuun tuottovaatimus (noin 3,9 % vuonna 2024) seurataan vuosittain; se ei "
            "ole sijoitusraja.",
            "Yhtiö ei sijoita poissulkulistan yhtiöihin (kiistanalaiset aseet, lämpöhiili, "
            "tupakka).",
            "Johdannaisia käytetään suojaamiseen ja salkunhoidon tehostamiseen; "
            "lyhyeksimyynti on kielletty.",
            "Hallitus tarkistaa sijoitussuunnitelman vähintään kerran vuodessa.",
        ]
    }
}

_invented = partial(
    _invented_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 3 * i + i // 8,
    request=_request,
    request_id=REQUEST_ID,
    other_terms=_OTHER_TERMS,
    twins=lambda i: _invented_twins(i % len(_STATINGS)),
    other_at=1,
)


# --- false provenance --------------------------------------------------------------------------

#: another raja beside it in the sijoitussuunnitelma's liite 2: its name and value, in the
#: subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "L-OSAK-MAX": ("Kehittyvien markkinoiden osakkeet, enint.", 0.07),
    "L-KIINT-MAX": ("Kiinteistörahastot, enint.", 0.06),
    "L-LIIK-MAX": ("Yksittäinen johdannaisvastapuoli, enint.", 0.015),
    "L-VALU-MAX": ("Kehittyvien markkinoiden valuutat, enint.", 0.025),
    "L-AKTI-MAX": ("Korkosalkun aktiiviriski, enint.", 70.0),
    "L-VAKA-MIN": ("Vakavaraisuusasema, hälytysraja", 1.1),
    "L-YHTI-MIN": ("Pienyhtiösalkun yhtiöitä, väh.", 25.0),
    "L-MAKS-MIN": ("Maksuvalmius stressiskenaariossa, väh.", 5.0),
}


def _away(s: _Subject, value: float, up: float, down: float) -> float:
    """A wrong value for `s`: `value` times `up` for a cap, times `down` for a floor, rounded as
    the papers quote it (a tenth of a percent, a hundredth of a multiple, a whole basis point,
    yhtiö or day)."""
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
    if structure == 0:  # the sijoitussuunnitelma of 2023, or a luonnos
        wrong_value = _away(s, value, 1.3, 0.75)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                f"Hallituksen 14.12.2023 vahvistamassa sijoitussuunnitelmassa {gen} {_bound(s)} "
                f"oli {wrong}. Hallitus vahvisti 18.2.2025 uuden rajan: {right}, voimassa "
                "1.3.2025 alkaen."
            )
        else:
            text = (
                f"Luonnoksessa (versio 3, tammikuu) {noun}: {wrong}. Hyväksytyssä "
                f"sijoitussuunnitelmassa raja on {right}, ja sitä noudatetaan."
            )
    elif structure == 1:  # a proposal the hallitus or the valiokunta did not adopt
        wrong_value = _away(s, value, 1.15, 0.85)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 4 == 0:
            text = (
                f"Sijoitustoiminto esitti {gen} {_bound_tr(s)} {wrong}. Esitys hylättiin "
                f"äänin 3–5; {_bound(s)} on edelleen {right}."
            )
        elif variant % 4 == 1:
            text = (
                f"Riskienhallintajohtaja ehdotti kohtaan ”{noun}” lukua {wrong}, mutta ehdotus "
                f"vedettiin pois ennen kokousta. Voimassa on sijoitussuunnitelman {right}."
            )
        elif variant % 4 == 2:
            text = (
                f"Esitys {gen} muuttamisesta tasolle {wrong} jätettiin pöydälle (hallitus, "
                f"kokous 20.3.2025, 9 §). Kunnes hallitus päättää, raja on {right}."
            )
        else:
            text = (
                f"Sijoitusvaliokunta palautti valmisteluun esityksen, jossa {gen} "
                f"{_bound(s)} olisi ollut {wrong}. Voimassa oleva raja: {_short(s)} {right}."
            )
    elif structure == 2:  # the riskiraportti's toteuma
        wrong_value = _away(s, value, 0.8, 1.3)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                f"Q1/2025 riskiraportti: {noun} oli 31.3.2025 {wrong}, kun raja on {right}. "
                "Ei ylityksiä."
            )
        else:
            kaytto = _kaytto(s, value, wrong_value)
            text = (
                "| Riskimittari | Toteuma 31.3.2025 | Raja | Käyttöaste |\n"
                f"|---|---|---|---|\n| {_cap(noun)} | {wrong} | {_short(s)} {right} | {kaytto} |"
            )
    elif structure == 3:  # another raja beside it in liite 2
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{beside}: {wrong}", f"{_cap(noun)}, {_short(s)}: {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Sijoitussuunnitelma 2025, liite 2 (ote)\n- " + "\n- ".join(lines)
    else:  # the työeläkeyhtiöt's average or the ALM-analyysi's unconstrained portfolio
        wrong_value = _away(s, value, 1.4, 0.65)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                "Vertailun vuoksi: työeläkeyhtiöiden keskiarvo (TELA:n tilasto, vuoden 2024 "
                f"lopussa) kohdassa ”{noun}” on {wrong}. Meidän sijoitussuunnitelmassamme raja "
                f"on {right}, ja sitä me noudatamme."
            )
        else:
            text = (
                "ALM-analyysi 2025: rajoittamaton optimisalkku olisi edellyttänyt kohtaan "
                f"”{noun}” {wrong}; hallitus piti sijoitussuunnitelmassa rajan {right}."
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


# --- mandate clauses: the sijoitussuunnitelma's rajat, Finanssivalvonta's letter, the English
# guidelines, the hallitus's pöytäkirja and the sijoitusvaltuudet ------------------------------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun, gen = _noun(rng, s)
    style = rng.randrange(12)
    if shape == 0:  # the sijoitussuunnitelma's rajat, as records in a list
        written = s.render(value, style)
        rajat: list[JsonValue] = [
            {
                "tunnus": "5.1",
                "raja": "Rajat lasketaan markkina-arvoista, johdannaiset huomioiden; "
                "riskienhallintatoiminto valvoo niitä päivittäin.",
            },
            {
                "tunnus": "5.2",
                "raja": "Korkosalkun duraatio on 3–7 vuotta; luottoluokitus vähintään BBB-.",
            },
            {"tunnus": "5.3", "raja": f"{_cap(noun)}: {_sign(s)} {written}."},
            {
                "tunnus": "5.4",
                "raja": "Rajan ylitys raportoidaan samana päivänä toimitusjohtajalle ja "
                "hallitukselle seuraavassa kokouksessa.",
            },
        ]
        return (
            {"sijoitussuunnitelma_2025": {"versio": "2025-02", "luku_5_rajat": rajat}},
            None,
            "sijoitussuunnitelma_2025.luku_5_rajat[2].raja",
        )
    if shape == 1:  # Finanssivalvonta's letter, as a message
        written = s.render(value, style)
        letter = (
            "FINANSSIVALVONTA – FINANSINSPEKTIONEN\nVakuutusvalvonta\n"
            "Dnro FIVA 7/01.02.02/2025 – Helsinki 14.2.2025\nAsia: Tarkastushavaintojen seuranta – "
            + _COMPANY_NAME
            + "\n\n"
            "Tarkastuksen perusteella ja työeläkevakuutusyhtiölain sekä Finanssivalvonnan "
            f"määräysten nojalla pyydämme yhtiötä varmistamaan, että {gen} taso on {_sign(s)} "
            f"{written}.\nPyydämme toimittamaan korjaussuunnitelman 30.4.2025 mennessä."
        )
        return None, letter, MANDATE_ID
    if shape == 2:  # the manager's English investment guidelines, as a message
        guidelines = (
            "INVESTMENT GUIDELINES – Appendix 2 to the Investment Management Agreement ("
            + _MANAGER
            + ", global credit mandate for "
            + _COMPANY_NAME
            + ")\nA2.1 The Manager shall observe the Client's investment plan.\n"
            f"A2.3 {s.noun_en}: {_sign_en(s)} {s.english(value)}.\nA2.4 Any breach shall be "
            "reported within one business day and remedied within five business days."
        )
        return None, guidelines, MANDATE_ID
    if shape == 3:  # the hallitus's pöytäkirja, in the genitive, as records
        written = s.gen(value, style, words=True)
        pykalat: dict[str, JsonValue] = {
            "6_paatos": "Hallitus hyväksyi vuoden 2024 toimintakertomuksen ja tilinpäätöksen.",
            "7_paatos": f"Hallitus vahvisti yksimielisesti {gen} {written} {_bound_acc(s)}.",
            "8_paatos": "Uuden korkosalkunhoitajan valinta jätettiin pöydälle.",
        }
        return (
            {"hallituksen_poytakirja_2_2025": pykalat},
            None,
            "hallituksen_poytakirja_2_2025.7_paatos",
        )
    written = s.render(value, style, words=True)
    valtuudet = (
        "SIJOITUSVALTUUDET – hallitukselta toimitusjohtajalle ja sijoitusjohtajalle (hallitus "
        "18.2.2025, 5 §)\n1. Sijoitusjohtaja päättää sijoituksista perusallokaation "
        f"vaihteluvälien puitteissa.\n2. Raja: {noun}, {_sign(s)} {written}.\n3. Rajojen "
        "ulkopuoliset toimet edellyttävät sijoitusvaliokunnan puheenjohtajan ennakkohyväksyntää."
    )
    return None, valtuudet, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Tasapainottakaa salkku sijoitussuunnitelman, Finanssivalvonnan kirjeen ja "
    "varainhoitosopimusten rajoissa.",
    "Please päivitä allokaatio within all our limits.",
    "Hallituksen kokoukseen 22.5.2025: optimoikaa allokaatio rajojemme puitteissa.",
    "Sovittakaa 150 milj. euron infrastruktuurisitoumus salkkuun ilman yhtään rajan ylitystä.",
    "Valmistelkaa perusallokaatioehdotus Q3/2025:lle, ei ylityksiä.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 3 * i + 4 + i // 8,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: (i + i // 3) % 4 != 1,
    rationale="yhtiön dokumentoitu raja",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
    shape=lambda i: (i // 3) % 5,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
    cap_inside=0.9,
    floor_inside=1.2,
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi] around a perusallokaatio {mid}: {noun}, {gen}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "Sijoitussuunnitelma 2025, luku 4: {gen} vaihteluväli on {lo}–{hi} ja perusallokaatio "
    "{mid}; vaihteluvälin sisällä sijoitusjohtaja päättää tason.",
    "| Omaisuuslaji | Perusallokaatio | Alaraja | Yläraja | Päätösvalta vaihteluvälin "
    "sisällä |\n|---|---|---|---|---|\n| {Noun} | {mid} | {lo} | {hi} | Sijoitusjohtaja |",
    "Hallitus päätti yksimielisesti (3/2025, 6 §), että sijoitustoiminto voi asettaa {gen} "
    "tason mihin tahansa välille {lo}–{hi} ilman erillistä hallituksen päätöstä.",
    "Välillä {lo}–{hi} {gen} taso on juoksevaa salkunhoitoa: sijoitusjohtaja päättää sen ja "
    "raportoi sijoitusvaliokunnalle.",
    "Per the IMA side letter, the Manager may set the level for ”{noun}” anywhere between {lo} "
    "and {hi}; no further instruction from the Client is required within that range.",
)
#: (refused, granted), both with {noun}, {gen}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "Hallitus vahvisti {gen} tasoksi {point}. Esitys vaihteluvälistä {lo}–{hi} hylättiin "
        "äänin 3–5; tässä ei ole liikkumavaraa.",
        "Hallitus hyväksyi esityksen vaihteluvälistä {lo}–{hi} ({noun}); sen sisällä "
        "sijoitustoiminto päättää tason.",
    ),
    (
        "Esitys {gen} vaihteluvälistä {lo}–{hi} jätettiin pöydälle (hallitus 18.2.2025, 8 §). "
        "Siihen asti taso on {point}.",
        "Esitys {gen} vaihteluvälistä {lo}–{hi} hyväksyttiin yksimielisesti (hallitus "
        "18.2.2025, 8 §). Sijoitusjohtaja valitsee tason vaihteluvälin sisältä.",
    ),
    (
        "Riskienhallintatoiminto suositteli {gen} vaihteluväliksi {lo}–{hi}, mutta suositus "
        "vedettiin pois ennen kokousta; taso on {point}, kunnes hallitus päättää toisin.",
        "Riskienhallintatoiminto suositteli {gen} vaihteluväliksi {lo}–{hi}, ja hallitus "
        "vahvisti suosituksen; sijoitusjohtaja asettaa tason vaihteluvälin sisällä.",
    ),
    (
        "Sijoitusvaliokunta palautti valmisteluun esityksen antaa sijoitusjohtajalle "
        "liikkumavaraa {lo}–{hi} ({noun}). Taso {point} pysyy voimassa.",
        "Sijoitusvaliokunta hyväksyi esityksen antaa sijoitusjohtajalle liikkumavaraa "
        "{lo}–{hi} ({noun}). Hän valitsee tason vaihteluvälin sisältä.",
    ),
)


def _named(rng: random.Random, s: _Subject) -> dict[str, str]:
    """A range's noun in the nominative and the genitive."""
    noun, gen = _noun(rng, s)
    return {"noun": noun, "gen": gen}


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A range's alaraja and yläraja and its perusallokaatio in one form, and the level a
    refusal fixes: the band's low end, so that the point a refused plan assumes (three quarters
    up) is looser than the level fixed."""
    lo, hi, mid = _Forms(partial(_band_forms, s)).alike(bounds, rng.randrange(12), apart=True)
    return {"lo": lo, "hi": hi, "mid": mid, "fixed": lo}


def _band_forms(s: _Subject, value: float) -> dict[str, str]:
    """A vaihteluväli's bound as the tables write it, without a tail: "35 %" or "35,0 %" for
    a share, "175 bp" for the aktiiviriski."""
    if s.unit == "bps":
        return {"bp": f"{_comma(_g(value))} bp"}
    return {"pc": f"{_pct(value)} %", "p1": f"{_pct1(value)} %"}


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the sijoitussuunnitelma (fields), the hallitus's päätös as an extract
    (a mandate message), the sijoitusvaltuudet (fields) or the hallituksen puheenjohtaja's
    sähköposti (a mandate message)."""
    if shape == 0:
        return {"sijoitussuunnitelma_2025": {"luku_4_perusallokaatio": text}}, None
    if shape == 1:
        return None, (
            "OTE HALLITUKSEN PÖYTÄKIRJASTA 2/2025 – Perusallokaatio ja vaihteluvälit "
            f"(18.2.2025)\n\n{text}\n\nVakuudeksi: Outi Saarela, sihteeri"
        )
    if shape == 2:
        return {
            "sijoitusvaltuudet": {
                "sijoitusjohtajan_valtuudet": [
                    "Sijoitusjohtaja toteuttaa hallituksen vahvistaman perusallokaation.",
                    text,
                ]
            }
        }, None
    return (
        None,
        "Lähettäjä: Pirjo Lehtovaara (hallituksen puheenjohtaja)\nVastaanottaja: "
        + _CIO
        + "\nAihe: Vaihteluvälit 2025\n\n"
        f"{text}\n\nYstävällisin terveisin\nPirjo",
    )


def _three_quarters_up(bounds: tuple[float, float, float]) -> float:
    """The point a plan assumes: three quarters of the way from the band's low end to its
    top, the same for a granted and a refused band."""
    low, high, _ = bounds
    return round(low + (high - low) * 0.75, 6)


_ranges = partial(
    _range_cases,
    subjects=_CAPS,
    turn=lambda i: 3 * i + 2,
    written=_band,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: (i + i // 4) % 4,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_placed_text,
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", TAG, _with_mandate),
    refused_at=(2, 5),
    named=_named,
    point="fixed",
    refused_value=_three_quarters_up,
    low_ratio=0.7,
    assumed_value=_three_quarters_up,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
)


# --- objectives --------------------------------------------------------------------------------

_DECISION: Final = "Hallituksen päätös 3/2025, 6 § (18.3.2025):\n"
_SV: Final = "Sijoitusvaliokunnan pöytäkirja 6.3.2025, 4 §: "

#: whole statements of each objective, as the sijoitussuunnitelma, a hallituksen päätös, the
#: sijoitusvaliokunta's pöytäkirja and the ALM-analyysi put them; the first of each is one line,
#: so that a pöytäkirja, a struck line or a withdrawn esitys can quote it
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Sijoitussuunnitelma 2025, luku 2 (tavoitteet): paras tuotto riskiyksikköä kohden – "
        "Sharpen luvun maksimointi.",
        _DECISION + "Hallitus päätti, että allokaatio valitaan parhaan riskikorjatun tuoton "
        "(Sharpen luku) perusteella; lisätuoton hakeminen lisäriskillä ei ole tavoite.",
        _SV + "valiokunta pyytää sijoitustoimintoa optimoimaan riskikorjatun tuoton (Sharpen "
        "luku) eikä aktiiviriskiä perusallokaatioon nähden.",
        "ALM-analyysi 2025, suositus: valitaan salkku, jonka odotettu tuotto "
        "volatiliteettiyksikköä kohden on suurin (maksimi-Sharpe). Eläkevastuun "
        "tuottovaatimusta (3,9 %) seurataan erikseen.",
    ),
    "variance": (
        "Sijoitussuunnitelma 2025, luku 2 (tavoitteet): vakavaraisuuden mahdollisimman pieni "
        "heilunta – minimivarianssisalkku.",
        _DECISION + "Hallitus päätti, että allokaation varianssi minimoidaan; odotetut tuotot "
        "eivät ole optimoinnissa mukana.",
        _SV + "vakavaraisuusaseman heiluntaa halutaan pienentää ennen kaikkea. Minimoidaan "
        "salkun varianssi odotetuista tuotoista riippumatta.",
        "ALM-analyysi 2025, suositus: minimoidaan volatiliteetti ilman tuottotavoitetta "
        "optimoinnissa; tuottovaatimusta 3,9 % seurataan, sitä ei optimoida.",
    ),
    "tracking": (
        "Sijoitussuunnitelma 2025, luku 2 (tavoitteet): tuotto mahdollisimman lähellä "
        "perusallokaatiota, mahdollisimman pienellä poikkeamalla.",
        _DECISION + "Hallitus päätti, että salkku seuraa perusallokaatiota mahdollisimman "
        "pienellä aktiiviriskillä (tracking error).",
        _SV + "sijoitustoimintoa arvioidaan perusallokaatiota vasten; minimoidaan tracking "
        "error siihen nähden.",
        "ALM-analyysi 2025, suositus: pysytään mahdollisimman lähellä perusallokaatiota; "
        "ehdotamme painoja, jotka minimoivat ennakoidun aktiiviriskin.",
    ),
    "return": (
        "Sijoitussuunnitelma 2025, luku 2 (tavoitteet): suurin odotettu tuotto ilman "
        "riskisakkoa tavoitefunktiossa – rajat hoitavat riskin.",
        _DECISION + "Hallitus päätti, että painoilla tavoitellaan suurinta odotettua tuottoa; "
        "riski rajataan sijoitussuunnitelman rajoilla eikä tavoitefunktiossa.",
        _SV + "maksimoidaan odotettu tuotto sijoitussuunnitelman rajojen sisällä; "
        "tavoitefunktiossa ei riskikorjausta.",
        "ALM-analyysi 2025, suositus: pitkän aikavälin osalta mallinnamme salkun suurimmalla "
        "odotetulla tuotolla; rajat hoitavat riskin. Ei siis Sharpe.",
    ),
}
_FOLLOW_UPS: Final = (
    "Oikaisu hallituksen 22.5.2025 kokouksen jälkeen: muotoilua muutettiin. Se kuuluu nyt "
    "näin:\n\n{new}",
    "Henna klo 16.05 – unohtakaa aamun viestini tavoitteesta. Puhuin toimitusjohtajan "
    "kanssa:\n\n{new}",
)
_ASK_FRAMES: Final = (
    "Sijoitussuunnitelma 2025 – allokaation peruste:\n\n{ask}",
    "{ask}\n\nPäivittäkää allokaatio tämän mukaisesti. – HKM",
    "Sijoitusvarallisuus 21,4 mrd. euroa 31.12.2024; sijoitustuotto 2024: 7,9 % (vuoden alusta "
    "1,8 %).\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Sijoitusvarallisuuden allokaatio (" + _COMPANY_NAME + ")",
    purpose="ratkaista allokaatio",
    custom_reason="no platform solver for this objective",
    custom_purpose="allokaatio",
    section_title="Allokaatio ja painot",
    description="painot",
)


def _one_line(kind: str, text: str) -> str:
    """A statement as a quoted line holds it: the first (one-line) wording when it spans lines."""
    return _ASKS[kind][0] if "\n" in text else text


def _returned(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The sijoitusvaliokunta's pöytäkirja: the first wording palautettiin valmisteluun, the
    wanted one hyväksyttiin."""
    return (
        "Sijoitusvaliokunnan pöytäkirja 10.4.2025, 5 § – Sijoitustoiminnan tavoite\n"
        f"Alkuperäinen esitys (”{_one_line(old_kind, old)}”) palautettiin valmisteluun. "
        f"Uusi esitys (”{ask.replace(chr(10), ' ')}”) hyväksyttiin yksimielisesti."
    )


def _struck(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """A Teams message striking her own earlier line through and giving the right one."""
    return (
        "Teams – Henna Kallio-Mäkelä (muokattu)\n"
        f"~~{_one_line(old_kind, old)}~~\nHups, väärä muotoilu – ei se, mitä hallitus "
        f"päätti. Oikea:\n\n{ask}"
    )


def _rejected(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The hallitus's pöytäkirja: a member's muutosehdotus hylättiin, the esitys hyväksyttiin."""
    return (
        "Hallituksen pöytäkirja 22.5.2025, 4 § – Sijoitustoiminnan tavoite\nHallituksen jäsen "
        f"Mikko Tervonen ehdotti muotoilua ”{_one_line(old_kind, old)}”. Ehdotusta ei "
        "kannatettu, joten se raukesi. Hallitus hyväksyi toimitusjohtajan esityksen: "
        f"”{ask.replace(chr(10), ' ')}”"
    )


def _withdrawn_mail(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The sijoitusjohtaja's sähköposti withdrawing, in the same mail, the wording she sent in
    the morning."""
    return (
        "Lähettäjä: " + _CIO + "\nAihe: KORJAUS: tavoitefunktio\n\nAamulla lähettämäni muotoilu "
        f"(”{_one_line(old_kind, old)}”) vedetään pois. Oikea, hallituksen vahvistama "
        f"muotoilu:\n\n{ask}\n\nt. Henna"
    )


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Six structures taken with a slide of one every six cases (`(i + i // 6) % 6`, so each
    meets both modes): a framed request (0), a pöytäkirja whose first esitys palautettiin
    valmisteluun (1), a struck Teams line (2), an earlier message a later one replaces (3: an
    oikaisu after the hallitus or from the sijoitusjohtaja, by turns of two cases), a muutosehdotus
    that raukesi (4) and a sähköposti withdrawing the morning's wording (5)."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={1: _returned, 2: _struck, 4: _rejected, 5: _withdrawn_mail},
        later=lambda rng, i, ask: _fill(_FOLLOW_UPS[(i // 2) % len(_FOLLOW_UPS)], new=ask),
        framed=lambda rng, i, wanted, ask: _fill(rng.choice(_ASK_FRAMES), ask=ask),
        solving=_solving,
        seed=SEED,
        tag=TAG,
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
        turn=lambda i: 5 * i + 1,
        structure=lambda i: (i + i // 6) % 6,
    )


# --- leakage -----------------------------------------------------------------------------------

#: six ROLLING walk-forward folds, each trained on the seven years before its single half-year
#: of test (H1/2017 to H2/2019), Nasdaq Helsinki's sessions
_WINDOWS: Final = tuple(
    WalkForwardWindow(
        train_start=train_start,
        train_end=train_end,
        test_start=test_start,
        test_end=test_end,
    )
    for train_start, train_end, test_start, test_end in (
        (date(2010, 1, 4), date(2016, 12, 30), date(2017, 1, 2), date(2017, 6, 30)),
        (date(2010, 7, 1), date(2017, 6, 30), date(2017, 7, 3), date(2017, 12, 29)),
        (date(2011, 1, 3), date(2017, 12, 29), date(2018, 1, 2), date(2018, 6, 29)),
        (date(2011, 7, 1), date(2018, 6, 29), date(2018, 7, 2), date(2018, 12, 28)),
        (date(2012, 1, 2), date(2018, 12, 28), date(2019, 1, 2), date(2019, 6, 28)),
        (date(2012, 7, 2), date(2019, 6, 28), date(2019, 7, 1), date(2019, 12, 30)),
    )
)
#: (a period reaching into the test half-years, the same form ending before the first test, and
#: before it where the data come out late)
_PERIODS: Final = (
    (
        "OMX Helsinki Cap GI -indeksin päivittäiset päätöskurssit 4.1.2010–29.12.2017",
        "OMX Helsinki Cap GI -indeksin päivittäiset päätöskurssit 4.1.2010–30.12.2016",
    ),
    (
        "MSCI World (euroina) kuukausitasolla tammikuusta 2010 kesäkuuhun 2018",
        "MSCI World (euroina) kuukausitasolla tammikuusta 2010 joulukuuhun 2016",
    ),
    (
        "Tilastokeskuksen kuluttajahintaindeksi kuukausittain 1/2010–12/2017",
        "Tilastokeskuksen kuluttajahintaindeksi kuukausittain 1/2010–11/2016",
    ),
    (
        "yhtiön TyEL-maksutulo ja eläkemeno neljännesvuosittain Q1/2010–Q2/2018",
        "yhtiön TyEL-maksutulo ja eläkemeno neljännesvuosittain Q1/2010–Q3/2016",
    ),
    (
        "euron swap-käyrä kuun lopun havainnoin tammikuusta 2010 joulukuuhun 2018",
        "euron swap-käyrä kuun lopun havainnoin tammikuusta 2010 joulukuuhun 2016",
    ),
    (
        "euroalueen yrityslainojen luottomarginaalit viikoittain vuodesta 2010 vuoden 2017 "
        "viikolle 39 asti",
        "euroalueen yrityslainojen luottomarginaalit viikoittain vuodesta 2010 vuoden 2016 "
        "viikolle 51 asti",
    ),
)
_ACTIONS: Final = (
    "ALM-analyysin odotetut tuotot ja korrelaatiot estimoitiin",
    "tasapainotusrajat kalibroitiin",
    "valuuttasuojausaste optimoitiin",
    "maksutulon ja eläkemenon malli estimoitiin",
    "aktiiviriskin faktorimalli estimoitiin",
)
_LEAK_FRAMES: Final = (
    "ALM-analyysi 2025, luku 3 – oletukset: {action} (aineisto: {period}).",
    "Riskienhallintatoiminnon katsaus (8.4.2025): {action}, aineistona {period}; "
    "parametrit pidetään samoina kaikissa kuudessa ikkunassa.",
    "Sisäisen tarkastuksen raportti, liite 2 (backtest): {action} kerran koko aineistolla "
    "({period}) ennen liukuvien walk-forward-ikkunoiden ajoa.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Jokaisella testijaksolla käytetään vuoden 2025 kuolevuusperustetta, joka sovelletaan "
        "taannehtivasti vuoteen 2017 asti.",
        "Jokaisella testijaksolla käytetään sitä kuolevuusperustetta, joka oli vahvistettu "
        "ennen kyseisen jakson alkua.",
    ),
    (
        "Backtestin osakesalkku koostuu yhtiöistä, jotka kuuluvat tänään OMX Helsinki 25 "
        "-indeksiin.",
        "Backtestin osakesalkku koostuu yhtiöistä, jotka kuuluivat OMX Helsinki 25 -indeksiin "
        "kunakin tasapainotuspäivänä, myös sittemmin pörssistä poistuneista.",
    ),
    (
        "Vuoden 2025 poissulkulistaa (lämpöhiili, kiistanalaiset aseet) sovelletaan kaikkiin "
        "testijaksoihin.",
        "Kullakin testijaksolla sovelletaan sitä poissulkulistaa, joka oli silloin voimassa "
        "hallituksen aikanaan hyväksymänä.",
    ),
    (
        "Kiinteistöt arvostetaan ulkopuolisten arvioitsijoiden vuosiarvioilla, joita käytetään "
        "jo arvioidun neljänneksen lopusta alkaen.",
        "Kiinteistöt arvostetaan vain niillä arvoilla, jotka kullakin hetkellä oli saatu, "
        "neljänneksen viiveellä.",
    ),
)
_LEAK_ASKS: Final = (
    "Sijoitusvaliokunta haluaa nähdä uusien tasapainotusrajojen walk-forward-testin kuudella "
    "liukuvalla ikkunalla ennen päätöstä.",
    "Please backtest walk-forward (rolling window, kuusi puolivuotisjaksoa) "
    "valuuttasuojauspolitiikasta ALM-analyysiin 2025.",
    "Toimeksianto sijoitustoiminnolle: testatkaa perusallokaatio walk-forward-menetelmällä "
    "kuudella liukuvalla ikkunalla toimintakertomusta varten.",
)
_WHERE: Final = ("reasoning", "interpretation", "evidence", "purpose")


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

_COMPANY: Final = "Lakeuden Konepaja"
_ENTITY: Final = "ent_lakeuden_konepaja"
#: twenty quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022, 2023, 2024))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("Q4/2024 edelliseen neljännekseen verrattuna", (18, 19)),
    ("vuonna 2024", (15, 19)),
    ("vuoden 2024 jälkipuoliskolla", (17, 19)),
    ("vuoden 2021 lopusta vuoden 2024 loppuun", (7, 19)),
    ("vuoden 2020 ensimmäisestä neljänneksestä lähtien", (0, 19)),
    ("koronakuopan jälkeen eli Q2/2020:sta lähtien", (1, 19)),
    ("30.6.2021 ja 30.9.2023 välisenä aikana", (5, 14)),
    ("vuonna 2023", (11, 15)),
    ("vuoden 2022 alkupuoliskolla", (7, 9)),
    ("aikavälillä Q3/2022–Q2/2024", (10, 17)),
    ("pörssilistautumisesta (1998) lähtien", None),
    ("kymmenen viime vuoden aikana", None),
    ("finanssikriisin jälkeen", None),
)

#: what the claims answer: the sijoitusvaliokunta's omistajaohjaus point
_REQUEST: Final = TrendRequest(
    question="Sijoitusvaliokunnan kokoukseen 12.3.2025 (6 §, omistajaohjaus): miten {company} on "
    "kehittynyt?",
    heading="### Sijoitusanalyysi – Lakeuden Konepaja Oyj (Nasdaq Helsinki: LAKON), "
    "tilinpäätöstiedote Q4/2024",
    as_of="2025-02-14",
)


#: "noin 12 %", "yli 10 %", "lähes 15 %"; "" when it barely moved
_approx_pct = partial(
    _rounded_change,
    past="yli {} %",
    short="lähes {} %",
    about="noin {} %",
)


def _by_points(a: float, b: float) -> str:
    """A margin's move in prosenttiyksiköt with a decimal comma ("1,4 prosenttiyksikköä"); ""
    below 0,3."""
    change = abs(b - a)
    if change < 0.3:
        return ""
    return _comma(f"{change:.1f}") + " prosenttiyksikköä"


def _by_units(a: float, b: float) -> str:
    """A leverage ratio's move with a decimal comma ("0,4 yksikköä"); "" below 0,1."""
    change = abs(b - a)
    return _comma(f"{change:.1f}") + " yksikköä" if change >= 0.1 else ""


def _by_meur(a: float, b: float) -> str:
    """A move in milj. euroa with space thousands and a decimal comma ("12,3 milj. euroa"); ""
    below 2 milj. euroa."""
    change = abs(b - a)
    if change < 2:
        return ""
    written = f"{change:,.1f}".replace(",", " ").replace(".", ",")
    return f"{written} milj. euroa"


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "EUR"
    growth: bool  # the two years' pace and compounding: for a line item that grows or shrinks
    #: how a year-on-year move is said of it: (above a year earlier, below a year earlier)
    year_on_year: tuple[str, str] = (
        "{s} oli jokaisella vuoden 2024 neljänneksellä suurempi kuin vuotta aiemmin",
        "{s} jäi jokaisella vuoden 2024 neljänneksellä vuodentakaista pienemmäksi",
    )


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "revenue_meur",
        (
            312.4,
            248.7,
            289.3,
            331.8,
            318.6,
            342.1,
            336.7,
            371.9,
            352.4,
            338.9,
            361.2,
            398.5,
            384.7,
            401.3,
            396.8,
            431.2,
            437.9,
            468.4,
            459.1,
            502.6,
        ),
        ("Liikevaihto", "Lakeuden Konepajan liikevaihto", "Konsernin liikevaihto"),
        (
            ("{s} kasvoi {m}", rose),
            ("{s} laski {m}", fell),
            ("{s} ei laskenut", held_up),
            ("{s} ei laskenut yhdelläkään neljänneksellä edellisestä", never_fell),
            ("{s} ei kasvanut", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "comparable_ebit_margin_pct",
        (
            8.4,
            3.1,
            7.2,
            9.0,
            8.8,
            9.6,
            9.1,
            10.4,
            9.2,
            6.8,
            8.7,
            10.1,
            9.4,
            9.9,
            9.5,
            11.2,
            10.6,
            11.3,
            10.9,
            12.4,
        ),
        (
            "Vertailukelpoinen liikevoittoprosentti",
            "Lakeuden Konepajan vertailukelpoinen liikevoittomarginaali",
            "Oikaistu EBIT-marginaali",
        ),
        (
            ("{s} parani {m}", rose),
            ("{s} heikkeni {m}", fell),
            ("{s} ei heikentynyt", held_up),
            ("{s} ei noussut", held_down),
            ("{s} ei laskenut kertaakaan neljänneksestä toiseen", never_fell),
        ),
        _by_points,
        False,
        (
            "{s} oli jokaisella vuoden 2024 neljänneksellä parempi kuin vastaavalla "
            "neljänneksellä vuonna 2023",
            "{s} oli jokaisella vuoden 2024 neljänneksellä heikompi kuin vastaavalla "
            "neljänneksellä vuonna 2023",
        ),
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt_to_ebitda",
        (
            1.8,
            2.9,
            2.4,
            2.1,
            1.9,
            1.7,
            1.6,
            1.4,
            1.5,
            2.2,
            2.0,
            1.8,
            1.9,
            1.7,
            1.6,
            1.3,
            1.4,
            1.2,
            1.1,
            0.9,
        ),
        (
            "Nettovelan suhde käyttökatteeseen",
            "Lakeuden Konepajan velkaantuneisuus (nettovelka/käyttökate)",
            "Nettovelka/käyttökate",
        ),
        (
            ("{s} laski {m}", fell),
            ("{s} nousi {m}", rose),
            ("{s} ei noussut", held_down),
            ("{s} ei noussut kertaakaan neljänneksestä toiseen", never_rose),
            ("{s} laski joka neljänneksellä", fell_every_quarter),
        ),
        _by_units,
        False,
        (
            "{s} oli jokaisen vuoden 2024 neljänneksen lopussa korkeampi kuin vuotta aiemmin",
            "{s} oli jokaisen vuoden 2024 neljänneksen lopussa matalampi kuin vuotta aiemmin",
        ),
    ),
    _Trend(
        "fundamentals.quarters",
        "order_backlog_meur",
        (
            612.4,
            583.1,
            597.8,
            624.5,
            668.2,
            712.9,
            741.3,
            768.4,
            802.6,
            781.4,
            795.2,
            812.7,
            788.3,
            763.9,
            741.2,
            722.8,
            704.6,
            689.3,
            671.9,
            648.1,
        ),
        ("Tilauskanta", "Lakeuden Konepajan tilauskanta", "Konsernin tilauskanta"),
        (
            ("{s} supistui {m}", fell),
            ("{s} kasvoi {m}", rose),
            ("{s} pieneni joka neljänneksellä", fell_every_quarter),
            ("{s} ei kasvanut", held_down),
            ("{s} ei supistunut", held_up),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "net_result_meur",
        (
            14.2,
            -8.7,
            11.3,
            18.9,
            16.4,
            21.2,
            19.8,
            26.1,
            18.7,
            -31.4,
            15.2,
            24.8,
            21.3,
            24.9,
            22.4,
            29.6,
            27.8,
            33.1,
            30.2,
            38.7,
        ),
        (
            "Tilikauden tulos",
            "Lakeuden Konepajan nettotulos",
            "Emoyhtiön omistajille kuuluva tulos",
        ),
        (
            ("{s} parani {m}", rose),
            ("{s} heikkeni {m}", fell),
            ("{s} ei heikentynyt", held_up),
            ("{s} ei parantunut", held_down),
            ("{s} ei laskenut kertaakaan edellisestä neljänneksestä", never_fell),
        ),
        _by_meur,
        False,
        (
            "{s} oli jokaisella vuoden 2024 neljänneksellä parempi kuin vuotta aiemmin",
            "{s} oli jokaisella vuoden 2024 neljänneksellä heikompi kuin vuotta aiemmin",
        ),
    ),
)


_year_specials = partial(
    _growth_specials,
    faster="{s} kasvoi vuonna 2024 nopeammin kuin vuonna 2023",
    slower="{s} kasvoi vuonna 2024 hitaammin kuin vuonna 2023",
    grew="{s} kasvoi Q4/2022–Q4/2024 keskimäärin kaksinumeroista vuosivauhtia",
    shrank="{s} supistui Q4/2022–Q4/2024 keskimäärin kaksinumeroista vuosivauhtia",
    end=19,
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) pairs over the whole series, each computed from it: for a
    growing item 2024's pace against 2023's and the two-year compound rate (a rise only: no
    compound fall is claimed), then year over year in each quarter of 2024. Pairs too close to
    call are left out."""
    up_all, down_all = trend.year_on_year
    return _year_specials(trend, up_all=up_all, down_all=down_all)


_CLAIM_FRAMES: Final = (
    "Osavuosikatsausseuranta Q4/2024, liite 2 (suorat kotimaiset osakesijoitukset; "
    "markkina-arvo {ma}, omistusosuus {osuus}): {claim} [1].",
    "Sijoitusvaliokunnan pöytäkirja 12.3.2025, 6 § (omistajaohjaus): {claim} [1]. Valiokunta "
    "päätti yksimielisesti kannattaa yhtiökokouksessa hallituksen osinkoehdotusta (0,62 euroa "
    "osakkeelta).",
    "{Claim} [1] – salkunhoitaja Teamsissa; omistusosuutemme ({osuus}) pysyy ennallaan.",
    "| Yhtiö | Markkina-arvo | Omistusosuus | Kommentti |\n|---|---|---|---|\n| Lakeuden "
    "Konepaja Oyj (LAKON) | {ma} | {osuus} | {Claim} [1] |",
    "Toimintakertomus 2024 (luonnos), vastuullinen sijoittaminen: {claim} [1]. Yhtiö ei ole "
    "poissulkulistalla (markkina-arvo {ma}).",
)

_MARKET_VALUES: Final = ("42,6 milj. euroa", "38,9 milj. €", "41 250 t€")
_SHARES: Final = ("4,1 % osakkeista", "3,8 %", "4,1 % osakkeista ja äänistä")


def _holding(rng: random.Random) -> dict[str, str]:
    """The company's markkina-arvo in Lakeuden Konepaja and its omistusosuus, drawn for each
    claim's frame."""
    return {"ma": rng.choice(_MARKET_VALUES), "osuus": rng.choice(_SHARES)}


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
        left_out=lambda h, w, c: h.startswith("Q4/2024") and "neljännek" in c,
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
    """Batch ZZZZC: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
