"""Abbreviations whose full stop ends no sentence.

Risk reports, limit schedules and optimiser configs abbreviate the qualifiers of a measure
inside its label: "Portfolio vol (ann.)", "Tracking error (approx.)", "Turnover (est.) p.a.",
"Costs (incl. fees)", "Return vs. benchmark", "avg. position", "max. 8 %", "e.g. cash". A
sentence splitter that ends a sentence at every full stop before a capital letter or a
bracket cuts such a label in two, and the value after it loses its subject.

`NOT_AFTER_ABBREVIATION` is a run of fixed-width look-behinds that a sentence splitter puts
before its full stop, so the stop of any abbreviation listed here is no sentence end, whatever
follows it (a bracket, a capital, a digit).
"""

from __future__ import annotations

from typing import Final

#: the abbreviations (without their last full stop) a report writes inside a label or a clause;
#: each stands for a word that rarely ends a sentence: qualifiers of a measure (annualised,
#: approximate, estimated, average, maximum, minimum, including, excluding, versus, relative,
#: absolute, historical, standard deviation, weight, percent, change), Latin signposts (e.g.,
#: i.e., cf., viz., resp., esp., ca., c.) and a number's "no."
ABBREVIATIONS: Final = (
    "ann",
    "approx",
    "appr",
    "est",
    "estd",
    "incl",
    "excl",
    "vs",
    "avg",
    "max",
    "min",
    # ... and as the Romance languages accent them: "máx. 25 %", "mín.: 4,8 por ciento"
    "máx",
    "mín",
    # ... and as the Slavic and Nordic languages spell it: "maks. 5 odstotkov", "maks. 10 %"
    "maks",
    "abs",
    "rel",
    "hist",
    "std",
    "dev",
    "wt",
    "wgt",
    "pct",
    "chg",
    "e.g",
    "i.e",
    "p.a",
    "cf",
    "viz",
    "resp",
    "esp",
    "ca",
    "c",
    "no",
    "nos",
    "v",
    # a sheet's label shortens its limit's own words: "Max gross lev.", "Country conc.", "Ctry.
    # lim.", "Liq. reserve", "Gross exp."
    "lev",
    "conc",
    "ctry",
    "lim",
    "liq",
    "exp",
    "iss",
)


def _behind(word: str) -> str:
    """A fixed-width look-behind that the full stop after `word` fails (any case)."""
    escaped = word.replace(".", r"\.")
    return rf"(?<!(?i:\b{escaped}))"


#: put before a full stop in a sentence splitter: the stop of a listed abbreviation ends nothing
NOT_AFTER_ABBREVIATION: Final = "".join(_behind(word) for word in ABBREVIATIONS)

#: the abbreviations that always want a word after them ("vs. the index", "e.g. cash", "incl.
#: fees", "approx. 3 %", "avg. weight"): a reader of clauses, which ends one at a bracket anyway,
#: keeps reading across their stop (a "max." or "p.a." may close a request's sentence)
NEVER_FINAL: Final = (
    "vs",
    "e.g",
    "i.e",
    "cf",
    "viz",
    "incl",
    "excl",
    "approx",
    "appr",
    "est",
    "estd",
    "avg",
    "resp",
    "esp",
    # a column header's "Exp. return", "exp. vol": expected, always before its measure
    "exp",
    # ... and the same in the continental languages: Danish and Norwegian "pr." (per: "pr.
    # enhed risiko"), "dvs." (that is), "f.eks.", "bl.a."; German "bzw.", "z.B.", "d.h.",
    # "ggf.", "inkl.", "exkl."; Spanish "p.ej."; French "p.ex."
    "pr",
    "dvs",
    "f.eks",
    "bl.a",
    "bzw",
    "z.B",
    "d.h",
    "ggf",
    "inkl",
    "exkl",
    "p.ej",
    "p.ex",
)
NOT_AFTER_NEVER_FINAL: Final = "".join(_behind(word) for word in NEVER_FINAL)


#: titles and place words abbreviated before a proper name ("St. Brendan's", "Mt. Sinai",
#: "Ft. Worth", "Dr. Patel"): a capital always follows them, so a splitter that ends a
#: sentence at a full stop before a capital cuts the name in two (written capitalised: "st."
#: and "ms." in lower case are other words)
NAME_TITLES: Final = ("St", "Ste", "Mt", "Ft", "Pt", "Dr", "Mr", "Mrs", "Ms", "Messrs", "Prof")
NOT_AFTER_NAME_TITLE: Final = "".join(rf"(?<!\b{word}\.)" for word in NAME_TITLES)


#: a scale abbreviated before its currency ("1 245,8 mil. Kč", "3,2 mld. Kč", "12 tis. EUR",
#: "4,1 mln. PLN", "2 Mrd. CHF"; Lithuanian "4,8 mln. Eur", "3 912 tūkst. Eur"): the amount's
#: unit, so the stop before the currency's capital ends no sentence. Only before a currency:
#: "… fell by 5 mil. The next quarter …" still ends.
SCALES_BEFORE_CURRENCY: Final = (
    "mil", "mld", "mln", "mlrd", "tis", "tys", "mio", "mrd", "bln", "tūkst",
)  # fmt: skip
_CURRENCY_AFTER_SCALE: Final = (
    r"(?:K[čc]|Ft|Lei|RON|CZK|PLN|HUF|EUR|Eur|USD|CHF|GBP|SEK|NOK|DKK|€|\$)"
)
NOT_SCALE_BEFORE_CURRENCY: Final = (
    "(?!(?:"
    + "|".join(rf"(?<=(?i:\b{word})\.)" for word in SCALES_BEFORE_CURRENCY)
    + rf")\s+{_CURRENCY_AFTER_SCALE}(?!\w))"
)


__all__ = [
    "ABBREVIATIONS",
    "NAME_TITLES",
    "NEVER_FINAL",
    "NOT_AFTER_ABBREVIATION",
    "NOT_AFTER_NAME_TITLE",
    "NOT_AFTER_NEVER_FINAL",
    "NOT_SCALE_BEFORE_CURRENCY",
    "SCALES_BEFORE_CURRENCY",
]
