"""Held-out batch T: every flaw kind again, in the register of continental-European asset
management, partly not in English — a German, French, Italian, Spanish or Dutch client, risk
officer or colleague quoting mandate clauses, investment guidelines, investment-committee minutes,
side letters and fund rules in the original language ("Die Emittentengrenze beträgt höchstens
5 %", "La part des liquidités ne peut être inférieure à 2 %", "Il tracking error non deve superare
il 3 %", "El apalancamiento bruto no podrá superar 1,5x", "De tracking error bedraagt ten hoogste
3,5 %"), with the request or the follow-up in English or a mix ("see the Anlagerichtlinien, § 4
Abs. 2: …", "as per the règlement, art. 3 …"), numbers in European form ("3,5 %", "1,5x",
"150 bp"), dates as "31.12.2016", "31/12/2016", "1er janvier 2017", "Januar 2010 bis Dezember
2016".

Batch T is built like I, J and S — phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`; its phrase tables, European number forms, Italian and Spanish articles
before a figure ("il 5 %", "l'8 %", "all'1,5 %", "del 5 %"), trend series and trend
truth are its own. It was written blind: no rule, reviewer, reviewer test or benchmark result was
read for it, and it was not run against the reviewers before its first recorded run. Article and
paragraph numbers ("§ 4 Abs. 2", "art. 3", "apartado 4.2", "artikel 3 lid 2"), dates
("31.12.2016", "15/03/2018"), a sister fund's figures and the levels before an amendment are
decoys: no truth depends on them. Every clause is standard financial language of its country,
quoted in its own quotation marks („…“, « … », «…», ‘…’) where a reply quotes it.
Its parts are new:

* limits stated in the original language (German, French, Italian, Spanish, Dutch) on portfolio
  volatility, tracking error, a single issuer, gross leverage, a drawdown limit and a cash floor,
  in European number forms ("8 %", "8,0 %", "8%", "150 bp", "1,5 %" for 150 bp, "1,5x",
  "1,5 x"), the twin's answer a colleague's or the client's reply quoting the clause ("Antwort
  von Compliance: …", "Réponse du client : …", "Come da regolamento del fondo, art. 7: …");
* requests in English deferring the limit in another language ("Die Obergrenze für … stimmen wir
  noch mit dem Kunden ab", "Pour …, le client ne nous a pas encore communiqué de limite", "Per …
  il cliente non ci ha ancora comunicato il limite", "El límite para … está pendiente de
  confirmar", "De limiet voor … moet de klant nog bevestigen"); strategy mandates bounding only
  exclusions and the reference currency;
* provenance misquoting European documents: the figure a correction message replaced
  ("Korrektur …", "Petite correction : …", "Errata corrige: …"), a sister fund's figure ("Beim
  Schwesterfonds …", "Pour le fonds voisin …"), a raise the investment committee rejected ("Der
  Anlageausschuss hat … abgelehnt", "Le comité d'investissement a refusé …"), the level before an
  amendment ("Bis zum 31.12.2016 …", "Jusqu'au 31/12/2016 …"), a percentage recorded a hundred
  times over or a span lying on a paragraph number or a date, and another subject's value from a
  quoted list of clauses;
* mandates as an excerpt of Anlagerichtlinien, a French side letter, Italian IC minutes
  ("Verbale del Comitato Investimenti"), a Spanish prospectus section ("Folleto, apartado 4.2"),
  Dutch beleggingsrichtlijnen, guideline clauses as fields, and a clause amended by an addendum
  ("Geändert durch Nachtrag vom 01.07.2018: nunmehr …", "Modifié par avenant … : lire désormais
  …", the plan between the stale and the amended figure);
* latitude granted in the original language ("… soll zwischen … und … liegen; die genaue
  Festlegung liegt im Ermessen des Portfoliomanagers", "Fourchette pour … : … à …, au choix du
  gérant", "è ammessa una forbice tra … e …", "se admite una banda entre … y …", "geldt een
  bandbreedte van … tot …") and refused in strategy mode ("ist fest auf … festgelegt; eine
  Bandbreite ist nicht vorgesehen", "sans marge de manœuvre pour le gérant", "senza alcuna
  discrezionalità del gestore", "no se concede margen alguno al gestor", "geen speelruimte");
* objectives in the original language ("Ziel ist die Minimierung der Volatilität", "l'objectif
  est de maximiser le ratio de Sharpe", "minimizzare il tracking error rispetto al benchmark",
  "maximizar la rentabilidad esperada", "de Sharpe-ratio maximaliseren"), corrected in the same
  message ("Korrektur nach Rücksprache mit dem Kunden: …") or in the next one ("Errata corrige:
  …");
* leakage in English by a European analyst with European dates ("Januar 2010 bis Dezember 2018",
  "01.01.2010–31.12.2019", "4 janvier 2010 – 29 juin 2018", "04/01/2010 – 31/12/2020")
  and untranslated terms ("Folgetag", "Vortag", "verbale", "règlement"), and whole leaky sentences
  in German, French, Italian, Spanish and Dutch; each clean twin in the same words, ending before
  the first test date (3 January 2017) or inside each fold;
* trend claims on EBIT margin (`ebit_margin_pct`, in points, claimed in German as
  "EBIT-Marge"), revenue (`revenue`, claimed in French as "chiffre d'affaires"), net debt to
  EBITDA (`net_debt_to_ebitda`, lower is better) and order intake (`order_intake`), claimed in
  English with decimal commas ("by c. 0,8x", "by roughly 12 %") or in German and French with the
  horizon inside the sentence ("ist seit dem ersten Quartal 2020 um rund 1,2 Prozentpunkte
  gestiegen", "a progressé de 15 % depuis le premier trimestre 2020"), negations ("ist in keinem
  Quartal gesunken", "n'a reculé sur aucun trimestre", "did not rise in any quarter"), over
  twelve quarters (FY2020 Q1–FY2022 Q4, newest first) against uncovered horizons ("seit dem
  Börsengang 2015", "depuis l'introduction en bourse de 2015", "vs. pre-COVID levels (2019)").
  Whether a claim holds is computed from the series: true, false, or too close to call (never
  used).

Every bundle carries no validator checks as generated.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from datetime import date
from functools import partial
from typing import TYPE_CHECKING, Final

from pydantic import JsonValue

from quantward_cli.bench.reviews_heldout import HeldOutCase
from quantward_cli.bench.reviews_heldout_forms import apart
from quantward_cli.bench.reviews_heldout_shared import (
    Maker,
    _assume,
    _calendar_quarters,
    _cap,
    _cite_as,
    _fill,
    _g,
    _leak_contract_of,
    _leak_twins_of,
    _mandate_twins_of,
    _newest_first,
    _objective_contract,
    _once,
    _period_leakage,
    _plan_of,
    _provenance_twins_of,
    _refused_twins_of,
    _solving_contract,
    _span_of,
    _twins_of,
    _with_mandate_of,
    generate_batch,
)
from quantward_contracts.values import (
    Constraint,
    Mode,
    ReviewBundle,
    UserMessage,
    WalkForwardWindow,
)

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20261220
KINDS: Final = (
    "invented_limit",
    "false_provenance",
    "mandate_breach",
    "range_assumption",
    "objective",
    "stated_leakage",
    "trend_claim",
)
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzt0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzt1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzt2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzt3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzzt5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzztt"

#: the five languages, spread over every kind by the case's index
_LANGS: Final = ("de", "fr", "it", "es", "nl")


# --- numbers in European form --------------------------------------------------------------------


def _eu(x: float) -> str:
    """A figure with a decimal comma: 1.5 → "1,5"."""
    return _g(x).replace(".", ",")


def _share_forms(value: float) -> dict[str, str]:
    """ "8 %", "8,0 %" (a whole percentage with one decimal, as in a prospectus), "8%"."""
    pct = round(value * 100, 6)
    p = _eu(pct)
    forms = {"space": f"{p} %", "bare": f"{p}%"}
    if pct == round(pct):
        forms["dec"] = f"{p},0 %"
    return forms


def _bp_forms(value: float) -> dict[str, str]:
    return {"bp": f"{_g(value)} bp", "pct": f"{_eu(value / 100)} %"}


def _multiple_forms(value: float) -> dict[str, str]:
    """ "1,5x", "1,5 x", and "2,0x" for a whole multiple."""
    forms = {"x": f"{_eu(value)}x", "spaced": f"{_eu(value)} x"}
    if value == round(value):
        forms["dec"] = f"{_eu(value)},0x"
    return forms


@dataclass(frozen=True)
class _Subject:
    """A limit: the agent's field names, its noun phrase in each language (with its article, as
    the subject of a clause), its unit, values, European forms, and whether it is a floor."""

    fields: tuple[str, ...]
    words: dict[str, tuple[str, ...]]
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False

    @property
    def nouns(self) -> tuple[str, ...]:
        return self.words["en"]

    def render(self, value: float, style: int) -> str:
        figures = list(self.forms(value).values())
        return figures[style % len(figures)]

    def alike(self, values: Sequence[float], style: int) -> list[str]:
        """`values` in one form where no one is part of another."""
        all_forms = [self.forms(v) for v in values]
        keys = [k for k in all_forms[0] if all(k in f for f in all_forms)]
        for offset in range(len(keys)):
            said = [f[keys[(style + offset) % len(keys)]] for f in all_forms]
            if apart(*said):
                return said
        raise ValueError((values, style))


_VOL: Final = _Subject(
    ("max_portfolio_volatility", "volatilitaetsobergrenze"),
    {
        "en": ("portfolio volatility", "annualised volatility"),
        "de": ("die Volatilität des Portfolios", "die annualisierte Portfoliovolatilität"),
        "fr": ("la volatilité du portefeuille", "la volatilité annualisée"),
        "it": ("la volatilità del portafoglio", "la volatilità annualizzata"),
        "es": ("la volatilidad de la cartera", "la volatilidad anualizada"),
        "nl": ("de volatiliteit van de portefeuille", "de geannualiseerde volatiliteit"),
    },
    "fraction",
    (0.08, 0.1, 0.12),
    _share_forms,
)
_TE: Final = _Subject(
    ("tracking_error_max_bps", "teLimitBp"),
    {
        "en": ("tracking error", "ex-ante tracking error"),
        "de": ("der Tracking Error", "der Tracking Error gegenüber der Benchmark"),
        "fr": ("la tracking error", "la tracking error ex ante"),
        "it": ("il tracking error", "il tracking error rispetto al benchmark"),
        "es": ("el tracking error", "el error de seguimiento (tracking error)"),
        "nl": ("de tracking error", "de tracking error ten opzichte van de benchmark"),
    },
    "bps",
    (150.0, 200.0, 350.0),
    _bp_forms,
)
_ISSUER: Final = _Subject(
    ("max_issuer_weight", "emittentengrenze"),
    {
        "en": ("single-issuer exposure", "issuer limit"),
        "de": ("die Emittentengrenze", "das Gewicht eines einzelnen Emittenten"),
        "fr": ("l'exposition à un même émetteur", "le poids d'un même émetteur"),
        "it": ("l'esposizione verso un singolo emittente", "il peso di ciascun emittente"),
        "es": ("la exposición a un mismo emisor", "el peso de cada emisor"),
        "nl": ("het gewicht per uitgevende instelling", "de blootstelling aan één emittent"),
    },
    "fraction",
    (0.04, 0.05, 0.06),
    _share_forms,
)
_LEVERAGE: Final = _Subject(
    ("max_gross_leverage", "bruttohebel_max"),
    {
        "en": ("gross leverage", "gross exposure"),
        "de": ("der Bruttohebel", "der Brutto-Leverage"),
        "fr": ("le levier brut", "l'effet de levier brut"),
        "it": ("la leva finanziaria lorda", "la leva lorda"),
        "es": ("el apalancamiento bruto", "el nivel de apalancamiento bruto"),
        "nl": ("de bruto hefboom", "de bruto leverage"),
    },
    "multiple",
    (1.5, 2.0, 2.5),
    _multiple_forms,
)
_DRAWDOWN: Final = _Subject(
    ("max_drawdown_limit", "drawdownGrenze"),
    {
        "en": ("maximum drawdown", "drawdown limit"),
        "de": ("der maximale Drawdown", "der maximale Wertverlust (Drawdown)"),
        "fr": ("le drawdown maximal", "la perte maximale (drawdown)"),
        "it": ("il drawdown massimo", "la perdita massima (drawdown)"),
        "es": ("el drawdown máximo", "la pérdida máxima (drawdown)"),
        "nl": ("de maximale drawdown", "het maximale waardeverlies (drawdown)"),
    },
    "fraction",
    (0.1, 0.15, 0.2),
    _share_forms,
)
_CASH: Final = _Subject(
    ("min_cash_weight", "liquiditaetsquote_min"),
    {
        "en": ("cash weight", "liquidity buffer"),
        "de": ("die Liquiditätsquote", "die Barmittelquote"),
        "fr": ("la part des liquidités", "la poche de liquidités"),
        "it": ("la quota di liquidità", "la componente di liquidità"),
        "es": ("la liquidez", "el porcentaje de liquidez"),
        "nl": ("het aandeel liquide middelen", "de kaspositie"),
    },
    "fraction",
    (0.02, 0.03, 0.05),
    _share_forms,
    floor=True,
)
_SUBJECTS: Final = (_VOL, _TE, _ISSUER, _LEVERAGE, _DRAWDOWN, _CASH)
#: caps whose latitude is asked about (discretion over a floor is another question)
_CAPS: Final = (_VOL, _TE, _ISSUER, _LEVERAGE, _DRAWDOWN)
#: subjects whose values are shares of the book, listed side by side in one clause list
_SHARES: Final = (_VOL, _ISSUER, _DRAWDOWN, _CASH)


def _vowel(written: str) -> bool:
    """Whether an Italian reads the figure from a vowel: otto, undici, diciotto, uno virgola …"""
    return written.startswith(("8", "11", "18")) or (
        written.startswith("1") and not written[1:2].isdigit()
    )


def _articles(lang: str, written: str) -> dict[str, str]:
    """The figure with the article (and preposition) Italian and Spanish put before it:
    {il}, {al}, {del} in Italian; {el}, {al}, {del} in Spanish ("il 5 %", "l'8 %", "all'1,5 %",
    "350 bp", "a 1,5x"; "el 5 %", "al 5 %"). A multiple takes no article."""
    multiple = written.endswith("x")
    plural = written.endswith("bp")
    if lang == "it":
        if multiple:
            return {"il": written, "al": f"a {written}", "del": f"di {written}"}
        if plural:  # "non deve superare 350 bp"
            return {"il": written, "al": f"a {written}", "del": f"di {written}"}
        if _vowel(written):
            return {"il": f"l'{written}", "al": f"all'{written}", "del": f"dell'{written}"}
        return {"il": f"il {written}", "al": f"al {written}", "del": f"del {written}"}
    if lang == "es":
        if multiple:
            return {"el": written, "al": f"a {written}", "del": f"de {written}"}
        if plural:  # "no podrá superar 150 bp"
            return {"el": written, "al": f"a {written}", "del": f"de {written}"}
        return {"el": f"el {written}", "al": f"al {written}", "del": f"del {written}"}
    return {}


#: a clause bounding a subject, by language: {Noun}, {v} and the Italian and Spanish articles
_CAP_CLAUSES: Final[dict[str, tuple[str, ...]]] = {
    "de": (
        "{Noun} beträgt höchstens {v}.",
        "{Noun} darf {v} nicht überschreiten.",
        "{Noun} ist auf {v} begrenzt.",
        "{Noun} darf maximal {v} betragen.",
    ),
    "fr": (
        "{Noun} ne peut excéder {v}.",
        "{Noun} ne doit pas dépasser {v}.",
        "{Noun} ne pourra en aucun cas dépasser {v}.",
    ),
    "it": ("{Noun} non deve superare {il}.", "{Noun} non può in alcun caso eccedere {il}."),
    "es": ("{Noun} no podrá superar {el}.", "{Noun} no excederá en ningún caso {el}."),
    "nl": (
        "{Noun} bedraagt ten hoogste {v}.",
        "{Noun} mag niet hoger zijn dan {v}.",
        "{Noun} bedraagt maximaal {v}.",
    ),
}
_FLOOR_CLAUSES: Final[dict[str, tuple[str, ...]]] = {
    "de": ("{Noun} beträgt mindestens {v}.", "{Noun} darf {v} nicht unterschreiten."),
    "fr": (
        "{Noun} ne peut être inférieure à {v}.",
        "{Noun} doit représenter au moins {v} de l'actif net.",
    ),
    "it": ("{Noun} non può essere inferiore {al}.", "{Noun} deve essere almeno pari {al}."),
    "es": ("{Noun} no podrá ser inferior {al}.", "{Noun} será como mínimo {del}."),
    "nl": ("{Noun} bedraagt ten minste {v}.", "{Noun} mag niet lager zijn dan {v}."),
}


#: quotation marks of each language around a quoted clause
_QUOTES: Final = {
    "de": ("„", "“"),
    "fr": ("« ", " »"),
    "it": ("«", "»"),
    "es": ("«", "»"),
    "nl": ("‘", "’"),
}


def _quoted(lang: str, clause: str) -> str:
    opening, closing = _QUOTES[lang]
    return f"{opening}{clause}{closing}"


def _clause(rng: random.Random, lang: str, s: _Subject, written: str, noun: str = "") -> str:
    """A clause of `lang` bounding `s` at `written` (floor or cap)."""
    table = _FLOOR_CLAUSES if s.floor else _CAP_CLAUSES
    noun = noun or rng.choice(s.words[lang])
    return _fill(rng.choice(table[lang]), noun=noun, v=written, **_articles(lang, written))


_RATIONALES: Final = (
    "usual level for a UCITS mandate of this kind",
    "house default until the client confirms",
    "in line with comparable Spezialfonds mandates",
    "placeholder, the client has not stated it",
)


#: decoy numbers of a European mandate, by language: paragraph and article numbers, a date
_PARAS: Final[dict[str, tuple[str, ...]]] = {
    "de": ("§ 4 Abs. 2", "§ 7 Abs. 1", "Ziff. 5.1"),
    "fr": ("art. 3", "article 12", "art. 5.2"),
    "it": ("art. 7", "art. 4, comma 2"),
    "es": ("apartado 4.2", "artículo 9"),
    "nl": ("artikel 3 lid 2", "artikel 7 lid 1"),
}
_DATES: Final = ((31, 12, 2016), (15, 3, 2018), (1, 7, 2018), (30, 6, 2019))
_DATE_SEPARATORS: Final = {"de": ".", "fr": "/", "it": "/", "es": "/", "nl": "-"}
#: a fund's or mandate's size, a decoy with European thousands separators
_SIZES: Final = ("1.250.000 EUR", "EUR 48,3 Mio.", "312 Mio. EUR")


def _decoys(rng: random.Random, lang: str = "de") -> dict[str, str]:
    """A paragraph number, a date written as `lang` writes it, and a size."""
    day, month, year = rng.choice(_DATES)
    sep = _DATE_SEPARATORS[lang]
    return {
        "para": rng.choice(_PARAS[lang]),
        "date": f"{day:02d}{sep}{month:02d}{sep}{year}",
        "size": rng.choice(_SIZES),
    }


# --- bundles -----------------------------------------------------------------------------------

_contract = partial(
    _solving_contract,
    "New weights for the Spezialfonds, within the limits of its investment guidelines",
    "the best return for the risk taken",
    "solve the weights",
    "the solved weights and their risk figures",
)
_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as stated in the client's clause")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "rebalance the Spezialfonds",
    "rerun the optimiser for the Luxembourg SICAV sub-fund",
    "rebuild the model portfolio of the mandate ({size})",
    "re-weight the European equity sleeve",
    "propose new weights for the fonds dédié",
)
#: a limit not yet given, by language: {noun} with its article, {date}
_DEFERRALS: Final[dict[str, tuple[str, ...]]] = {
    "de": (
        "Die Grenze für {noun} stimmen wir noch mit dem Kunden ab – bitte keinen Wert annehmen.",
        "Für {noun} liegt uns die Vorgabe des Kunden noch nicht vor; sie kommt bis {date}.",
    ),
    "fr": (
        "Pour {noun}, le client ne nous a pas encore communiqué de limite ; merci de ne rien "
        "supposer.",
        "Concernant {noun}, la limite sera fixée par le comité du {date}.",
    ),
    "it": (
        "Per {noun} il cliente non ci ha ancora comunicato il limite, quindi non ipotizzare nulla.",
        "Quanto al limite per {noun}, lo fisserà il comitato del {date}.",
    ),
    "es": (
        "El límite para {noun} está pendiente de confirmar por el cliente; no supongas ningún "
        "valor.",
        "Sobre {noun}: el cliente nos enviará el límite antes del {date}.",
    ),
    "nl": (
        "De limiet voor {noun} moet de klant nog bevestigen – ga niet zelf van een waarde uit.",
        "Voor {noun} volgt de limiet na het beleggingscomité van {date}.",
    ),
}
_REQUEST_FRAMES: Final = (
    "Could you {task} by Friday? {deferral}",
    "Please {task}, see the guidelines ({para}) for everything else. {deferral}",
    "{deferral}\n\nIn the meantime, please {task}.",
    "As discussed, we need to {task}. {deferral} Thanks!",
)


def _accusative(lang: str, noun: str) -> str:
    """A German noun phrase after "für": "der maximale Drawdown" → "den maximalen Drawdown"
    (feminine and neuter phrases do not change); other languages as they are."""
    if lang != "de" or not noun.startswith("der "):
        return noun
    first, _, rest = noun[4:].partition(" ")
    if first.endswith("e") and first[0].islower():  # an adjective before the noun
        return f"den {first}n {rest}"
    return f"den {noun[4:]}"


def _request(rng: random.Random, lang: str, s: _Subject, decoys: dict[str, str]) -> str:
    noun = _accusative(lang, rng.choice(s.words[lang]))
    deferral = rng.choice(_DEFERRALS[lang]).format(noun=noun, **decoys)
    task = rng.choice(_TASKS).format(**decoys)
    return _fill(rng.choice(_REQUEST_FRAMES), task=task, deferral=deferral, **decoys)


#: the limit given back, quoted in its own language: {clause}
_STATINGS: Final[dict[str, tuple[str, ...]]] = {
    "de": (
        "Antwort von Compliance: {clause}",
        "Laut Anlagerichtlinien ({para}): {clause} Das ist eine harte Grenze.",
    ),
    "fr": (
        "Réponse du client : {clause}",
        "Extrait du règlement, {para} : {clause}",
    ),
    "it": (
        "Come da regolamento del fondo, {para}: {clause}",
        "Risposta del cliente: {clause} Confermato anche dal risk management.",
    ),
    "es": (
        "Respuesta del cliente: {clause}",
        "Según el folleto ({para}): {clause}",
    ),
    "nl": (
        "Antwoord van de klant: {clause}",
        "Volgens de beleggingsrichtlijnen ({para}): {clause}",
    ),
}


def _stating(
    rng: random.Random, lang: str, s: _Subject, value: float, decoys: dict[str, str]
) -> tuple[str, str]:
    """A reply giving `value` as `s`'s limit: (the text, the value as written)."""
    written = s.render(value, rng.randrange(12))
    clause = _clause(rng, lang, s, written)
    text = _fill(rng.choice(_STATINGS[lang]), clause=_quoted(lang, clause), **decoys)
    return _once(text, written), written


#: a strategy mandate bounding other things only
_OTHER_RULES: Final[dict[str, JsonValue]] = {
    "anlagerichtlinien": {
        "ausschluesse": "Keine Anlagen in Tabak- und Rüstungsunternehmen.",
        "referenzwaehrung": "EUR",
        "stand": "01.07.2018",
    }
}


def _invented(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        s = _SUBJECTS[(i + 1) % len(_SUBJECTS)]
        lang = _LANGS[i % len(_LANGS)]
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        policy: Mode = "chat" if i % 2 == 0 else "strategy"
        decoys = _decoys(rng, lang)
        ask = UserMessage(message_id=REQUEST_ID, text=_request(rng, lang, s, decoys))
        mandate = _OTHER_RULES if policy == "strategy" and (i // 2) % 2 == 0 else None
        assumed = _assume(name, s, value, rng.choice(_RATIONALES))
        yield HeldOutCase(
            f"heldout{SEED}/invented_limit/{i}t",
            "invented_limit",
            True,
            _plan(policy, (ask,), assumed, mandate),
            policy == "chat",
        )
        said, written = _stating(rng, lang, s, value, decoys)
        reply = UserMessage(message_id=ANSWER_ID, text=said, kind="clarification_answer")
        yield HeldOutCase(
            f"heldout{SEED}/invented_limit/{i}t/twin",
            "invented_limit",
            False,
            _plan(policy, (ask, reply), _cite(name, s, value, ANSWER_ID, said, written), mandate),
        )


# --- false provenance --------------------------------------------------------------------------


def _away(s: _Subject, value: float, style: int) -> tuple[float, str, str]:
    """A figure that is not the limit, looser than it, and both written in one form apart."""
    factors = (0.4, 0.5, 0.6) if s.floor else (2.0, 1.5, 1.6, 1.75)
    for factor in factors:
        other = round(value * factor, 6)
        try:
            wrong, right = s.alike((other, value), style)
        except ValueError:
            continue
        return other, wrong, right
    raise AssertionError((s.fields, value))


#: a correction sent after a clause quoted with the wrong figure: {right} and articles
_CORRECTIONS: Final[dict[str, tuple[str, ...]]] = {
    "de": ("Korrektur zu meiner letzten Nachricht: richtig ist {v}.",),
    "fr": ("Petite correction : il faut lire {v}, et non ce que j'ai écrit plus haut.",),
    "it": ("Errata corrige: il limite corretto è pari {al}.",),
    "es": ("Corrijo mi mensaje anterior: el límite correcto es {el}.",),
    "nl": ("Correctie op mijn vorige bericht: dat moet {v} zijn.",),
}
#: one message quoting the clause beside a figure that is not the limit: {wrong*}, {clause}
_BESIDE: Final[dict[str, dict[int, str]]] = {
    "de": {
        1: "Beim Schwesterfonds liegt die Grenze bei {w}. Für dieses Mandat gilt: {clause}",
        2: "Der Antrag, die Grenze auf {w} zu ändern, wurde vom Anlageausschuss am {date} "
        "abgelehnt. Es gilt weiterhin: {clause}",
        3: "Bis zum 31.12.2016 lag die Grenze bei {w}. Seit dem Nachtrag vom 1. Januar 2017 "
        "gilt: {clause}",
    },
    "fr": {
        1: "Pour le fonds voisin, la limite est de {w} ; pour ce mandat : {clause}",
        2: "Le comité d'investissement du {date} a refusé de porter la limite à {w}. Le "
        "règlement reste inchangé : {clause}",
        3: "Jusqu'au 31/12/2016, la limite était de {w} ; depuis l'avenant du 1er janvier "
        "2017 : {clause}",
    },
    "it": {
        1: "Nel fondo gemello il limite è {w_il}; per questo mandato invece: {clause}",
        2: "Il comitato investimenti del {date} ha respinto la proposta di portare il limite "
        "{w_al}. Resta valido quanto segue: {clause}",
        3: "Fino al 31/12/2016 il limite era {w_il}; dal 1° gennaio 2017 vale: {clause}",
    },
    "es": {
        1: "En el fondo hermano el límite es {w_el}; para este mandato: {clause}",
        2: "El comité de inversiones del {date} rechazó fijar el límite {w_al}. Sigue vigente: "
        "{clause}",
        3: "Hasta el 31/12/2016 el límite era {w_el}; desde la adenda del 1 de enero de 2017: "
        "{clause}",
    },
    "nl": {
        1: "Bij het zusterfonds ligt de limiet op {w}; voor dit mandaat geldt: {clause}",
        2: "Het beleggingscomité van {date} heeft het voorstel om de limiet op {w} te brengen "
        "afgewezen. Het blijft: {clause}",
        3: "Tot 31-12-2016 gold een limiet van {w}; sinds het addendum van 1 januari 2017: "
        "{clause}",
    },
}
#: a quoted list of clauses, by language: its heading
_LISTS: Final[dict[str, str]] = {
    "de": "Auszug aus den Anlagerichtlinien, {para}:",
    "fr": "Extrait du règlement du fonds, {para} :",
    "it": "Estratto del regolamento di gestione, {para}:",
    "es": "Extracto del folleto, {para}:",
    "nl": "Uittreksel uit de beleggingsrichtlijnen, {para}:",
}


#: the version line under a quoted list, by language: {date}
_VERSIONS: Final[dict[str, str]] = {
    "de": "Stand: {date}",
    "fr": "version du {date}",
    "it": "versione del {date}",
    "es": "versión del {date}",
    "nl": "versie van {date}",
}


def _wrong_parts(lang: str, wrong: str) -> dict[str, str]:
    return {"w": wrong, **{f"w_{k}": v for k, v in _articles(lang, wrong).items()}}


_provenance_twins = _provenance_twins_of(SEED, "t", _plan)


def _false(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        structure = i % 6
        lang = _LANGS[(i + i // 6) % len(_LANGS)]
        policy: Mode = "chat" if (i // 6) % 2 == 0 else "strategy"
        s = _SUBJECTS[(i + i // 6) % len(_SUBJECTS)]
        if structure == 5 and s not in _SHARES:  # a quoted list of shares of the book
            s = _SHARES[(i // 6) % len(_SHARES)]
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        noun = rng.choice(s.words[lang])
        style = rng.randrange(12)
        decoys = _decoys(rng, lang)
        ask = UserMessage(message_id=REQUEST_ID, text=_request(rng, lang, s, decoys))
        wrong_value, wrong, right = _away(s, value, style)
        messages: tuple[UserMessage, ...]
        if structure == 0:  # the figure a correction message replaced
            first = _clause(rng, lang, s, wrong, noun)
            fix = _fill(rng.choice(_CORRECTIONS[lang]), v=right, **_articles(lang, right))
            messages = (
                ask,
                UserMessage(message_id=ANSWER_ID, text=first, kind="clarification_answer"),
                UserMessage(message_id=FOLLOW_UP_ID, text=fix),
            )
            true = _cite(name, s, value, FOLLOW_UP_ID, _once(fix, right), right)
            false = _cite(name, s, wrong_value, ANSWER_ID, _once(first, wrong), wrong)
        elif structure in (1, 2, 3):  # a sister fund's, a rejected or a superseded figure
            clause = _clause(rng, lang, s, right, noun)
            said = _fill(
                _BESIDE[lang][structure],
                clause=_quoted(lang, clause),
                **_wrong_parts(lang, wrong),
                **decoys,
            )
            reply = UserMessage(message_id=ANSWER_ID, text=said, kind="clarification_answer")
            messages = (ask, reply)
            true = _cite(name, s, value, ANSWER_ID, _once(said, right), right)
            false = _cite(name, s, wrong_value, ANSWER_ID, _once(said, wrong), wrong)
        elif structure == 4:  # a hundred times over, or a span on a paragraph number or a date
            right = s.render(value, style)
            clause = _clause(rng, lang, s, right, noun)
            version = _VERSIONS[lang].format(**decoys)
            said = f"{_fill(_LISTS[lang], **decoys)}\n{clause}\n({version})"
            reply = UserMessage(message_id=ANSWER_ID, text=said, kind="clarification_answer")
            messages = (ask, reply)
            true = _cite(name, s, value, ANSWER_ID, _once(said, right), right)
            if i % 12 < 6:
                hundred = round(value / 100, 6) if s.unit == "bps" else round(value * 100, 6)
                false = true.model_copy(update={"value": hundred})
            else:
                decoy = decoys["para"] if i % 2 else decoys["date"]
                false = true.model_copy(update={"span": _span_of(_once(said, decoy), decoy)})
        else:  # another subject's share from a quoted list of clauses
            others = [o for o in _SHARES if o is not s]
            other = others[rng.randrange(len(others))]
            other_value = rng.choice(other.values)
            key = ("space", "bare")[style % 2]
            mine, theirs = s.forms(value)[key], other.forms(other_value)[key]
            if not apart(mine, theirs) or abs(other_value - value) < 1e-9:
                other_value = next(
                    v
                    for v in other.values
                    if abs(v - value) > 1e-9 and apart(mine, other.forms(v)[key])
                )
                theirs = other.forms(other_value)[key]
            items = [
                _clause(rng, lang, s, mine, noun),
                _clause(rng, lang, other, theirs),
            ]
            if rng.randrange(2):
                items.reverse()
            said = "\n".join((_fill(_LISTS[lang], **decoys), *(f"- {x}" for x in items)))
            reply = UserMessage(message_id=ANSWER_ID, text=said, kind="clarification_answer")
            messages = (ask, reply)
            true = _cite(name, s, value, ANSWER_ID, _once(said, mine), mine)
            false = _cite(name, s, other_value, ANSWER_ID, _once(said, theirs), theirs)
        yield from _provenance_twins(i, policy, messages, false, true, policy == "chat")


# --- mandates quoted from European documents ------------------------------------------------------

#: a mandate message, by language: {clause}
_MANDATE_MESSAGES: Final[dict[str, str]] = {
    "de": "Auszug aus den Anlagerichtlinien (Stand: 01.07.2018), § 4 Abs. 2:\n{clause}",
    "fr": "Lettre d'accompagnement (side letter) du 15/03/2018, art. 3 :\n{clause}",
    "it": "Verbale del Comitato Investimenti del 12/03/2018 – delibera n. 4:\n{clause}",
    "es": "Folleto, apartado 4.2 (Política de inversión):\n{clause}",
    "nl": "Beleggingsrichtlijnen, artikel 3 lid 2:\n{clause}",
}
#: an amendment after the clause, by language: {now} and articles
_AMENDMENTS: Final[dict[str, str]] = {
    "de": "Geändert durch Nachtrag vom 01.07.2018: nunmehr {v}.",
    "fr": "Modifié par avenant du 1er juillet 2018 : lire désormais {v}.",
    "it": "Modificato con delibera del 01/07/2018: leggasi {il}.",
    "es": "Modificado por adenda de 1 de julio de 2018: léase {el}.",
    "nl": "Gewijzigd bij addendum van 1 juli 2018: lees {v}.",
}


def _placed(
    lang: str, clause: str, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The clause in one of four places: (mandate fields, mandate message, reference)."""
    if shape in (0, 2):
        return None, _MANDATE_MESSAGES[lang].format(clause=clause), MANDATE_ID
    if shape == 1:
        fields: dict[str, JsonValue] = {"language": lang, "art_3": clause}
        return {"side_letter": fields}, None, "side_letter.art_3"
    clauses: list[JsonValue] = [
        "Referenzwährung / reference currency: EUR",
        clause,
        "Keine Direktanlagen in Rohstoffe / no direct commodity holdings",
    ]
    return {"investment_guidelines": {"clauses": clauses}}, None, "investment_guidelines.clauses[1]"


_WITHIN_ASKS: Final = (
    "Please rebalance within the Anlagerichtlinien.",
    "New weights for the fund please, as per the règlement — nothing outside the limits.",
    "Could you rerun the optimiser? All clauses of the mandate apply (see § 4).",
    "Ribilanciamento del portafoglio nel rispetto del mandato, per favore — thanks!",
    "Please propose new weights; the limits of the folleto apply in full.",
)


_breach_twins = _mandate_twins_of(SEED, "mandate_breach", "t", _with_mandate)


def _breach(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        s = _SUBJECTS[(i + 2) % len(_SUBJECTS)]
        lang = _LANGS[(i + i // 5) % len(_LANGS)]
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        shape = i % 5
        style = rng.randrange(12)
        if s.floor:
            outside, middle = round(value * 0.5, 6), round(value * 1.5, 6)
        else:
            outside, middle = round(value * 1.5, 6), round(value * 0.8, 6)
        fields: dict[str, JsonValue] | None
        message: str | None
        if shape == 4:  # the clause amended by an addendum right after it
            stale_value = round(value * (0.4 if s.floor else 2.0), 6)
            stale, now = s.alike((stale_value, value), style)
            amendment = _fill(_AMENDMENTS[lang], v=now, **_articles(lang, now))
            text = f"{_clause(rng, lang, s, stale)}\n{amendment}"
            fields, message = None, _MANDATE_MESSAGES[lang].format(clause=text)
            ref = MANDATE_ID
            outside = round(value * (0.7 if s.floor else 1.5), 6)  # between the two figures
        else:
            fields, message, ref = _placed(
                lang, _clause(rng, lang, s, s.render(value, style)), shape
            )
        policy: Mode = "chat" if (i // 2) % 2 == 0 else "strategy"
        request = rng.choice(_WITHIN_ASKS)
        if i % 3 != 2:
            over = Constraint(
                name=name,
                value=outside,
                unit=s.unit,  # type: ignore[arg-type]
                provenance="mandate_clause",
                provenance_ref=ref,
                rationale="the mandate's clause",
            )
            inside = over.model_copy(update={"value": value})
        else:
            over = _assume(name, s, outside, rng.choice(_RATIONALES))
            inside = over.model_copy(update={"value": middle})
        yield from _breach_twins(i, policy, request, over, inside, fields, message)


# --- latitude ----------------------------------------------------------------------------------

#: latitude granted, by language: {Noun}/{noun}, {lo}, {hi} and their articles
_GRANTED: Final[dict[str, tuple[str, ...]]] = {
    "de": (
        "{Noun} soll zwischen {lo} und {hi} liegen; die genaue Festlegung liegt im Ermessen "
        "des Portfoliomanagers.",
        "{Noun} beträgt höchstens {hi}; innerhalb dieser Grenze entscheidet der "
        "Portfoliomanager frei.",
    ),
    "fr": (
        "Fourchette pour {noun} : de {lo} à {hi}, au choix du gérant.",
        "{Noun} ne peut excéder {hi} ; en deçà, le niveau est laissé à l'appréciation du gérant.",
    ),
    "it": (
        "Per {noun} è ammessa una forbice tra {lo_il} e {hi_il}, a discrezione del gestore.",
        "{Noun} non deve superare {hi_il}; al di sotto di tale soglia il gestore decide "
        "liberamente.",
    ),
    "es": (
        "Para {noun} se admite una banda entre {lo_el} y {hi_el}, a criterio del gestor.",
        "{Noun} no podrá superar {hi_el}; por debajo de ese nivel, decide libremente el gestor.",
    ),
    "nl": (
        "Voor {noun} geldt een bandbreedte van {lo} tot {hi}, naar keuze van de beheerder.",
        "{Noun} bedraagt ten hoogste {hi}; daaronder bepaalt de beheerder zelf het niveau.",
    ),
}
#: (refused, granted) in strategy mode, by language: {noun}, {point}, {lo}, {hi}
_REFUSED: Final[dict[str, tuple[str, str]]] = {
    "de": (
        "{Noun} ist fest auf {point} festgelegt; eine Bandbreite ist nicht vorgesehen.",
        "{Noun} liegt grundsätzlich bei {point}, darf aber im Ermessen des Portfoliomanagers "
        "zwischen {lo} und {hi} schwanken.",
    ),
    "fr": (
        "{Noun} : {point}, sans marge de manœuvre pour le gérant.",
        "{Noun} : {point} en règle générale, le gérant pouvant s'en écarter dans une fourchette "
        "de {lo} à {hi}.",
    ),
    "it": (
        "Per {noun} vale un valore fisso {point_del}, senza alcuna discrezionalità del gestore.",
        "Per {noun} il valore di riferimento è {point_il}, ma il gestore può muoversi "
        "liberamente tra {lo_il} e {hi_il}.",
    ),
    "es": (
        "Para {noun} se fija un nivel {point_del}; no se concede margen alguno al gestor.",
        "Para {noun} el nivel de referencia es {point_el}, aunque el gestor puede moverse "
        "libremente entre {lo_el} y {hi_el}.",
    ),
    "nl": (
        "Voor {noun} geldt vast {point}; de beheerder heeft hierin geen speelruimte.",
        "Voor {noun} geldt in beginsel {point}, maar de beheerder mag naar eigen inzicht tussen "
        "{lo} en {hi} blijven.",
    ),
}


def _parts(lang: str, **written: str) -> dict[str, str]:
    """Each figure bare and with its Italian or Spanish articles ("lo_il", "hi_el", …)."""
    parts = dict(written)
    for key, w in written.items():
        parts |= {f"{key}_{k}": v for k, v in _articles(lang, w).items()}
    return parts


def _low_end(s: _Subject, high: float, style: int) -> tuple[float, str, str]:
    """A band's low end under `high` (1x for leverage, else half or so), both ends written in
    one form apart: (low, low as written, high as written)."""
    for low in (1.0,) if s is _LEVERAGE else tuple(round(high * f, 6) for f in (0.5, 0.6, 0.4)):
        try:
            lo, hi = s.alike((low, high), style)
        except ValueError:
            continue
        return low, lo, hi
    raise AssertionError((s.fields, high))


_range_twins = _mandate_twins_of(SEED, "range_assumption", "t", _with_mandate)


_refused_twins = _refused_twins_of(SEED, "t", _with_mandate)


def _ranges(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    refusals, grants = itertools.count(), itertools.count()  # each spread over the languages
    for i in range(count):
        s = _CAPS[i % len(_CAPS)]
        fixed = i % 6 in (3, 5)  # strategy: a level fixed by the client, against latitude
        k = next(refusals) if fixed else next(grants)
        lang = _LANGS[k % len(_LANGS)]
        name = rng.choice(s.fields)
        noun = rng.choice(s.words[lang])
        high = rng.choice(s.values)
        style = rng.randrange(12)
        low, lo, hi = _low_end(s, high, style)
        middle = round((low + high) / 2, 6)
        rationale = rng.choice(_RATIONALES)
        request = rng.choice(_WITHIN_ASKS)
        shape = i % 4
        if fixed:
            refused_t, granted_t = _REFUSED[lang]
            parts = _parts(lang, point=hi, lo=lo, hi=hi)
            refused = _fill(refused_t, noun=noun, **parts)
            granted = _fill(granted_t, noun=noun, **parts)
            assumed = _assume(name, s, middle, rationale)
            yield from _refused_twins(
                i,
                request,
                assumed,
                _placed(lang, refused, shape)[:2],
                _placed(lang, granted, shape)[:2],
            )
            continue
        template = _GRANTED[lang][(k // len(_LANGS)) % 2]
        if "{lo" not in template:  # up to a ceiling: the plan sits under it
            middle = round(high * 0.8, 6)
        text = _fill(template, noun=noun, **_parts(lang, lo=lo, hi=hi))
        fields, message, _ = _placed(lang, text, shape)
        policy: Mode = "chat" if i % 2 == 0 else "strategy"
        inside = _assume(name, s, middle, rationale)
        outside = inside.model_copy(update={"value": round(high * 1.5, 6)})
        yield from _range_twins(i, policy, request, outside, inside, fields, message)


# --- objectives --------------------------------------------------------------------------------

_KIND: Final = {
    "sharpe": "maximise_risk_adjusted_return",
    "variance": "minimise_variance",
    "tracking": "minimise_tracking_error",
    "return": "maximise_expected_return",
}
#: each objective said in each language, as a whole sentence
_ASKS: Final[dict[str, dict[str, str]]] = {
    "sharpe": {
        "de": "Ziel ist die Maximierung der Sharpe Ratio.",
        "fr": "L'objectif est de maximiser le ratio de Sharpe.",
        "it": "L'obiettivo è massimizzare l'indice di Sharpe.",
        "es": "El objetivo es maximizar la ratio de Sharpe.",
        "nl": "Het doel is de Sharpe-ratio van de portefeuille te maximaliseren.",
    },
    "variance": {
        "de": "Ziel ist die Minimierung der Volatilität, die Rendite ist zweitrangig.",
        "fr": "L'objectif est de minimiser la variance du portefeuille.",
        "it": "L'obiettivo è il portafoglio a varianza minima.",
        "es": "Buscamos la cartera de mínima varianza.",
        "nl": "Het doel is een portefeuille met een zo laag mogelijke volatiliteit.",
    },
    "tracking": {
        "de": "Ziel ist ein möglichst geringer Tracking Error gegenüber dem MSCI Europe.",
        "fr": "L'objectif est de minimiser la tracking error par rapport à l'indice de référence.",
        "it": "L'obiettivo è minimizzare il tracking error rispetto al benchmark.",
        "es": "El objetivo es minimizar el error de seguimiento respecto al índice de referencia.",
        "nl": "Het doel is de tracking error ten opzichte van de benchmark te minimaliseren.",
    },
    "return": {
        "de": "Ziel ist die Maximierung der erwarteten Rendite, ohne Risikovorgabe.",
        "fr": "L'objectif est de maximiser le rendement espéré, sans contrainte de risque.",
        "it": "L'obiettivo è massimizzare il rendimento atteso, senza vincoli di rischio.",
        "es": "El objetivo es maximizar la rentabilidad esperada, sin restricción de riesgo.",
        "nl": "Het doel is het verwachte rendement te maximaliseren, zonder risicobeperking.",
    },
}
#: an earlier objective and its replacement in the same message: {old}, {new}
_SAME: Final[dict[str, str]] = {
    "de": "{old} Korrektur nach Rücksprache mit dem Kunden: Das gilt nicht mehr. Stattdessen: "
    "{new}",
    "fr": "{old} Rectification après échange avec le client : ceci ne s'applique plus. "
    "Désormais : {new}",
    "it": "{old} Rettifica dopo il colloquio con il cliente: quanto sopra non vale più. Vale "
    "invece quanto segue: {new}",
    "es": "{old} Corrección tras hablar con el cliente: lo anterior ya no aplica. En su lugar: "
    "{new}",
    "nl": "{old} Correctie na overleg met de klant: dit vervalt. In plaats daarvan: {new}",
}
#: a later message replacing the first: {new}
_LATER: Final[dict[str, str]] = {
    "de": "Kleine Korrektur zur vorigen Nachricht, der Anlageausschuss hat umentschieden: {new}",
    "fr": "Correction de mon message précédent, le comité a changé d'avis : {new}",
    "it": "Errata corrige rispetto al messaggio precedente: {new}",
    "es": "Corrijo mi mensaje anterior, el comité ha cambiado de criterio: {new}",
    "nl": "Correctie op mijn vorige bericht, het comité heeft anders besloten: {new}",
}
_ASK_FRAMES: Final = (
    "New weights for the fund please. As per the mandate: {ask}",
    "Please see the IC minutes ({date}) — {ask}",
    "{ask} Universe as in the attached list, {size} to invest.",
)

_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights for the fund's universe, per the client's mandate",
    purpose="solve the weights",
    custom_reason="the platform has no solver for this objective",
    custom_purpose="compute the weights",
    section_title="Weights",
    description="the weights",
)


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    wanted_kinds = list(_ASKS)
    for i in range(count):
        wanted = wanted_kinds[i % len(wanted_kinds)]
        lang = _LANGS[(i * 3 + i // 4) % len(_LANGS)]
        ask = _ASKS[wanted][lang]
        old_kind = rng.choice([k for k in _ASKS if k != wanted])
        old = _ASKS[old_kind][lang]
        policy: Mode = "chat" if i % 2 == 0 else "strategy"
        decoys = _decoys(rng, lang)
        messages: tuple[UserMessage, ...]
        if i % 4 == 1:  # corrected inside the same message
            request = _SAME[lang].format(old=old, new=ask)
            messages = (UserMessage(message_id=REQUEST_ID, text=request),)
            wrong = _KIND[old_kind]
        elif i % 4 == 3:  # replaced by the next message
            later = _LATER[lang].format(new=ask)
            messages = (
                UserMessage(message_id=REQUEST_ID, text=f"New weights please. {old}"),
                UserMessage(message_id=FOLLOW_UP_ID, text=later),
            )
            wrong = _KIND[old_kind]
        else:
            request = _fill(rng.choice(_ASK_FRAMES), ask=ask, **decoys)
            messages = (UserMessage(message_id=REQUEST_ID, text=request),)
            wrong = rng.choice([k for k in _KIND.values() if k != _KIND[wanted]])
        for flawed, kind in ((True, wrong), (False, _KIND[wanted])):
            bundle = ReviewBundle(
                stage="plan",
                policy=policy,
                user_messages=messages,
                contract_id=CONTRACT_ID,
                contract_version=1,
                contract=_solving(kind),
            )
            suffix = "" if flawed else "/twin"
            yield HeldOutCase(f"heldout{SEED}/objective/{i}t{suffix}", "objective", flawed, bundle)


# --- leakage -----------------------------------------------------------------------------------

_WINDOWS: Final = (
    WalkForwardWindow(
        train_start=date(2010, 1, 4),
        train_end=date(2016, 12, 30),
        test_start=date(2017, 1, 3),
        test_end=date(2018, 12, 31),
    ),
    WalkForwardWindow(
        train_start=date(2012, 1, 2),
        train_end=date(2018, 12, 31),
        test_start=date(2019, 1, 2),
        test_end=date(2020, 12, 31),
    ),
    WalkForwardWindow(
        train_start=date(2014, 1, 2),
        train_end=date(2020, 12, 31),
        test_start=date(2021, 1, 4),
        test_end=date(2022, 12, 30),
    ),
)
#: (a period reaching into the test years, the same words ending before 3 January 2017)
_PERIODS: Final = (
    ("Januar 2010 bis Dezember 2018", "Januar 2010 bis Dezember 2016"),
    ("01.01.2010–31.12.2019", "01.01.2010–31.12.2016"),
    ("4 janvier 2010 – 29 juin 2018", "4 janvier 2010 – 30 décembre 2016"),
    ("04/01/2010 – 31/12/2020", "04/01/2010 – 30/12/2016"),
    ("enero de 2010 – diciembre de 2021", "enero de 2010 – diciembre de 2016"),
    ("januari 2010 t/m december 2019", "januari 2010 t/m december 2016"),
    ("04.01.2010–30.12.2022 (full sample)", "04.01.2010–30.12.2016 (first training window)"),
)
_ACTIONS: Final = (
    "lookback calibrated",
    "volatility target calibrated",
    "entry thresholds fitted",
    "factor weights estimated",
)
_LEAK_FRAMES: Final = (
    "{Action} on the sample {period}, as per the Anlagerichtlinien, then kept fixed in all "
    "three folds.",
    "As agreed in the IC (verbale of 12/03/2018): {action} once, sample {period}, same "
    "parameters in every fold.",
    "{Action} on data {period} (cf. règlement, art. 3), then the walk-forward.",
)
#: whole sentences, English with terms left untranslated or in the original language:
#: (leaky, clean)
_SENTENCES: Final = (
    (
        "Z-scores are standardised with mean and standard deviation of the full sample "
        "(04.01.2010–30.12.2022).",
        "Z-scores are standardised with mean and standard deviation of each fold's "
        "training window only.",
    ),
    (
        "Features include the return of t+1 (Folgetag) next to the momentum score.",
        "Features include the return of t-1 (Vortag) next to the momentum score.",
    ),
    (
        "Die Parameter werden auf dem gesamten Zeitraum 2010–2022 geschätzt und in allen "
        "Folds unverändert verwendet.",
        "Die Parameter werden je Fold nur auf dem jeweiligen Trainingszeitraum geschätzt.",
    ),
    (
        "Les seuils d'entrée sont choisis selon le meilleur ratio de Sharpe sur la période de "
        "test de chaque fold.",
        "Les seuils d'entrée sont choisis selon le meilleur ratio de Sharpe sur la période "
        "d'apprentissage de chaque fold.",
    ),
    (
        "L'universo è costituito dai titoli che oggi compongono l'indice (composizione al "
        "30/06/2023), applicati a ritroso fino al 2010.",
        "L'universo è costituito, a ogni data, dai titoli allora presenti nell'indice "
        "(point-in-time), a ritroso fino al 2010.",
    ),
    (
        "Las órdenes se ejecutan al mismo precio de cierre con el que se calcula la señal.",
        "La señal se calcula con el precio de cierre y las órdenes se ejecutan a la apertura "
        "de la sesión siguiente.",
    ),
    (
        "De drempelwaarden worden gekalibreerd op januari 2010 t/m december 2021 en daarna "
        "in alle folds vastgehouden.",
        "De drempelwaarden worden gekalibreerd op januari 2010 t/m december 2016 en daarna "
        "in alle folds vastgehouden.",
    ),
)
_LEAK_ASKS: Final = (
    "Please backtest the momentum model walk-forward, three folds as agreed.",
    "Walk-forward on the carry strategy please, drei Folds wie besprochen.",
    "Could you run the volatility-target model through the three folds? Merci !",
)
_WHERE: Final = ("purpose", "reasoning", "interpretation", "evidence")


_leak_contract = partial(_leak_contract_of, _contract, _WINDOWS)


_leak_twins = _leak_twins_of(SEED, "t", REQUEST_ID, CONTRACT_ID, _leak_contract)


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

_COMPANY: Final = "Brenner Antriebstechnik"
_ENTITY: Final = "ent_brenner_antriebstechnik"
#: twelve quarters, oldest first: (quarter end, fiscal period label), FY2020 Q1 to FY2022 Q4
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
_Span = tuple[int, int] | None
#: horizons by language: (words, quarters covered or None)
_HORIZONS: Final[dict[str, tuple[tuple[str, _Span], ...]]] = {
    "en": (
        ("in Q4 2022 vs. Q3 2022", (10, 11)),
        ("from 31.12.2021 to 31.12.2022", (7, 11)),
        ("since Q1 2020", (0, 11)),
        ("between Q3 2020 and Q3 2022", (2, 10)),
        ("from 31.03.2021 to 30.09.2021", (4, 6)),
        ("since the 2015 IPO", None),
        ("over ten years (2012–2022)", None),
        ("vs. pre-COVID levels (2019)", None),
    ),
    "de": (
        ("im vierten Quartal 2022 gegenüber dem Vorquartal", (10, 11)),
        ("vom 31.12.2021 bis zum 31.12.2022", (7, 11)),
        ("seit dem ersten Quartal 2020", (0, 11)),
        ("zwischen dem dritten Quartal 2020 und dem dritten Quartal 2022", (2, 10)),
        ("von März bis September 2021", (4, 6)),
        ("seit dem Börsengang 2015", None),
        ("über zehn Jahre (2012–2022)", None),
        ("gegenüber dem Vorkrisenniveau von 2019", None),
    ),
    "fr": (
        ("au quatrième trimestre 2022 par rapport au trimestre précédent", (10, 11)),
        ("entre le 31/12/2021 et le 31/12/2022", (7, 11)),
        ("depuis le premier trimestre 2020", (0, 11)),
        ("entre le troisième trimestre 2020 et le troisième trimestre 2022", (2, 10)),
        ("de mars à septembre 2021", (4, 6)),
        ("depuis l'introduction en bourse de 2015", None),
        ("sur dix ans (2012-2022)", None),
        ("par rapport aux niveaux d'avant la crise sanitaire (2019)", None),
    ),
}


def _rose(w: Sequence[float]) -> bool | None:
    change = (w[-1] - w[0]) / abs(w[0])
    return True if change > 0.01 else False if change < -0.01 else None


def _fell(w: Sequence[float]) -> bool | None:
    rose = _rose(w)
    return None if rose is None else not rose


def _no_qtr_down(w: Sequence[float]) -> bool | None:
    return all(b >= a for a, b in itertools.pairwise(w))


def _no_qtr_up(w: Sequence[float]) -> bool | None:
    return all(b <= a for a, b in itertools.pairwise(w))


def _didnt_fall(w: Sequence[float]) -> bool | None:
    """ "did not fall": true when no quarter fell, false when the window ends clearly lower."""
    if _no_qtr_down(w):
        return True
    return False if w[-1] < w[0] * 0.99 else None


def _didnt_rise(w: Sequence[float]) -> bool | None:
    if _no_qtr_up(w):
        return True
    return False if w[-1] > w[0] * 1.01 else None


_Truth = Callable[[Sequence[float]], bool | None]


def _pct_en(a: float, b: float) -> str:
    change = abs(b - a) / abs(a) * 100
    return f"by roughly {round(change)} %" if change >= 3 else ""


def _pct_fr(a: float, b: float) -> str:
    change = abs(b - a) / abs(a) * 100
    return f"de {round(change)} %" if change >= 3 else ""


def _pp_de(a: float, b: float) -> str:
    change = abs(b - a)
    return f"um rund {change:.1f} Prozentpunkte".replace(".", ",") if change >= 0.3 else ""


def _turns(a: float, b: float) -> str:
    change = abs(b - a)
    said = f"{change:.2f}".rstrip("0")  # "0,15", "1,0"
    said = f"{said}0" if said.endswith(".") else said
    return f"by c. {said.replace('.', ',')}x" if change >= 0.1 else ""


@dataclass(frozen=True)
class _Trend:
    """A series and its claims, in the language of `lang`: {s} subject, {m} size, {h} horizon."""

    function_id: str
    field: str
    lang: str
    values: tuple[float, ...]
    subjects: tuple[str, ...]
    claims: tuple[tuple[str, _Truth], ...]
    magnitude: Callable[[float, float], str]

    def result(self) -> JsonValue:
        rows = _newest_first(_QUARTERS, self.field, self.values)
        return {"entity_id": _ENTITY, "currency": "EUR", "quarters": rows}


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "ebit_margin_pct",
        "de",
        (9.4, 7.1, 7.8, 8.6, 9.2, 9.9, 10.3, 10.1, 9.7, 9.2, 8.8, 8.3),
        ("Die EBIT-Marge", "Die EBIT-Marge von Brenner Antriebstechnik"),
        (
            ("{s} ist {h} {m} gestiegen", _rose),
            ("{s} ist {h} {m} gesunken", _fell),
            ("{s} ist {h} in keinem Quartal gesunken", _no_qtr_down),
            ("{s} ist {h} in keinem Quartal gestiegen", _no_qtr_up),
            ("{s} ist {h} nicht gesunken", _didnt_fall),
            ("{s} ist {h} nicht gestiegen", _didnt_rise),
        ),
        _pp_de,
    ),
    _Trend(
        "fundamentals.quarters",
        "revenue",
        "fr",
        (412.0, 338.0, 371.0, 405.0, 429.0, 447.0, 441.0, 468.0, 489.0, 503.0, 497.0, 531.0),
        ("Le chiffre d'affaires", "Le chiffre d'affaires de Brenner Antriebstechnik"),
        (
            ("{s} a progressé {m} {h}", _rose),
            ("{s} a reculé {m} {h}", _fell),
            ("{s} n'a reculé sur aucun trimestre {h}", _no_qtr_down),
            ("{s} n'a pas baissé {h}", _didnt_fall),
            ("{s} n'a pas progressé {h}", _didnt_rise),
        ),
        _pct_fr,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt_to_ebitda",
        "en",
        (2.1, 2.9, 2.7, 2.5, 2.4, 2.2, 2.25, 2.0, 1.8, 1.85, 1.7, 1.5),
        (
            "Net debt / EBITDA",
            "The Nettofinanzverschuldung to EBITDA ratio",
            "Net leverage (ND/EBITDA)",
        ),
        (
            ("{s} came down {m} {h}", _fell),
            ("{s} went up {m} {h}", _rose),
            ("{s} did not rise in any quarter {h}", _no_qtr_up),
            ("{s} did not go up {h}", _didnt_rise),
            ("{s} did not come down {h}", _didnt_fall),
        ),
        _turns,
    ),
    _Trend(
        "fundamentals.quarters",
        "order_intake",
        "en",
        (298.0, 221.0, 246.0, 287.0, 318.0, 342.0, 336.0, 361.0, 355.0, 349.0, 340.0, 322.0),
        ("Order intake (Auftragseingang)", "The Auftragseingang", "Order intake"),
        (
            ("{s} grew {m} {h}", _rose),
            ("{s} declined {m} {h}", _fell),
            ("{s} did not fall in any quarter {h}", _no_qtr_down),
            ("{s} did not rise in any quarter {h}", _no_qtr_up),
            ("{s} did not decline {h}", _didnt_fall),
        ),
        _pct_en,
    ),
)
_CLAIM_FRAMES: Final[dict[str, tuple[str, ...]]] = {
    "de": (
        "Kurz zusammengefasst: {claim} [1].",
        "Für den Anlageausschuss: {claim} [1]. Details im Anhang.",
    ),
    "fr": (
        "En résumé : {claim} [1].",
        "Pour le comité d'investissement : {claim} [1]. Le détail figure en annexe.",
    ),
    "en": (
        "In short: {claim} [1].",
        "{Claim} [1] — full table in the Anhang.",
        "Bottom line for the Anlageausschuss: {claim} [1].",
    ),
}


def _per_quarter(claim: str) -> bool:
    """Whether a claim speaks of every quarter (meaningless over a single step)."""
    return any(word in claim for word in ("Quartal", "trimestre", "quarter"))


def _said(template: str, subject: str, first: bool, m: str, h: str) -> str:
    keep = subject.startswith(_COMPANY) or subject.split()[0][:2].isupper()
    named = subject if keep or first else subject[0].lower() + subject[1:]
    text = template.format(s=named, m=m, h=h).replace("  ", " ").strip()
    return _cap(text) if first else text


_twins = _twins_of(SEED, "t", _COMPANY, _ENTITY, (REQUEST_ID, CONTRACT_ID, SOURCE_ID))


def _trends(rng: random.Random, count: int, market: MarketData) -> Iterator[HeldOutCase]:
    """The twin states a claim the series makes true; the flawed bundle one it makes false, or
    (one in three) the true claim over a horizon the series does not cover."""
    for i in range(count):
        trend = _TRENDS[i % len(_TRENDS)]
        subject = rng.choice(trend.subjects)
        frame = rng.choice(_CLAIM_FRAMES[trend.lang])
        first = "{Claim}" in frame
        horizons = _HORIZONS[trend.lang]
        usable: list[tuple[str, str, list[str], list[str]]] = []
        for horizon, span in horizons:
            if span is None:
                continue
            window = trend.values[span[0] : span[1] + 1]
            m = trend.magnitude(window[0], window[-1])
            claims = [
                (c, t(window))
                for c, t in trend.claims
                if (m or "{m}" not in c) and not (len(window) < 3 and _per_quarter(c))
            ]
            holding = [c for c, held in claims if held is True]
            failing = [c for c, held in claims if held is False]
            if holding and failing:
                usable.append((horizon, m, holding, failing))
        horizon, m, holding, failing = rng.choice(usable)
        true_t = rng.choice(holding)
        true = _said(true_t, subject, first, m, horizon)
        if rng.randrange(3) == 0:
            far = rng.choice([h for h, s in horizons if s is None])
            false = _said(true_t, subject, first, m, far)
        else:
            false = _said(rng.choice(failing), subject, first, m, horizon)
        yield from _twins(i, trend, frame, false, true)


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch T: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
